#include "commandline.h"

#include "checkreport.h"
#include "find.h"
#include "io/documentloader.h"
#include "io/filereader.h"
#include "jsonwriter.h"
#include "models/qtsgf.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <new>
#include <string_view>

namespace sgfview {

namespace {

const char *const jsonOption = "json";
const char *const strictOption = "strict";
const char *const checkOption = "check";
const char *const encodingOption = "encoding";
const char *const levelOption = "level";
const char *const findOption = "find";

// Qt's options that print and exit (addHelpOption, addVersionOption): command line only.
constexpr std::string_view printingOptions[] = {"help", "h", "?", "help-all", "version", "v"};
// Qt's own window options, which QGuiApplication and QApplication take out of the arguments
// before sgfview parses them.
constexpr std::string_view qtOptionsWithValue[] = {
    "platform",        "platformpluginpath", "platformtheme", "plugin",
    "qwindowgeometry", "qwindowicon",        "qwindowtitle",  "session",
    "display",         "geometry",           "style",         "stylesheet"};
constexpr std::string_view qtFlags[] = {"reverse", "widgetcount", "qmljsdebugger"};

template <std::size_t n> bool contains(const std::string_view (&names)[n], std::string_view name)
{
    return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

// The context lupdate files these messages under.
struct CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

void print(std::FILE *stream, const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
}

// Standard input whole, or an error once it holds more than a file may.
FileReadResult readStandardInput(const QString &name)
{
    QFile input;
    if (!input.open(stdin, QIODevice::ReadOnly)) {
        FileReadResult failed;
        failed.error = input.errorString();
        return failed;
    }
    return FileReader::readStream(input, name);
}

QString nameOf(const QString &file)
{
    return file == QLatin1String("-") ? QStringLiteral("<stdin>") : file;
}

// Loads FILE ("-" is standard input).
LoadResult loadFile(const QString &file, const LoadOptions &options)
{
    const QString name = nameOf(file);
    return file == QLatin1String("-")
               ? DocumentLoader::loadBytes(readStandardInput(name), name, options)
               : DocumentLoader::load(file, options);
}

// Loads FILE and prints what went wrong reading it in the compiler's form.
LoadResult loadAndReport(const QString &file, const LoadOptions &options)
{
    const LoadResult result = loadFile(file, options);
    for (const auto &diagnostic : result.diagnostics)
        print(stderr, formatDiagnostic(nameOf(file), diagnostic));
    if (!result.document) printFailure(file, result);
    return result;
}

LoadOptions optionsFrom(const QCommandLineParser &parser)
{
    LoadOptions options;
    options.memory = MemoryBudget::check; // no window to show it in
    options.forcedEncoding = parser.value(QLatin1String(encodingOption)).toLatin1();
    if (parser.isSet(QLatin1String(strictOption))) options.mode = sgf::ParseOptions::Mode::Strict;
    return options;
}

int runJson(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        print(stderr,
              CommandLine::tr("sgfview: --json takes exactly one FILE (or - for standard input)"));
        return 2;
    }
    const LoadResult result = loadAndReport(files.first(), optionsFrom(parser));
    if (!result.document) return 1;
    writeJson(result.document->collection, stdout);
    return result.document->hasErrors() ? 1 : 0;
}

// Prints the problems of one file at or above level and adds them to totals.
void reportProblems(std::FILE *stream, std::string_view name,
                    const std::vector<sgf::Diagnostic> &problems,
                    const sgf::SeverityCounts &unlisted, sgf::Severity level, CheckTotals &totals)
{
    std::string out;
    appendProblems(out, name, problems, unlisted, level, totals);
    std::fwrite(out.data(), 1, out.size(), stream);
}

// One file for --check: what reading it found and what checking it finds, at or above
// level.
void checkFile(const QString &file, const LoadOptions &options, sgf::Severity level,
               CheckTotals &totals)
{
    ++totals.files;
    const LoadResult result = loadFile(file, options);
    const QByteArray name = nameOf(file).toUtf8();
    const std::string_view shownName(name.constData(), std::size_t(name.size()));
    if (!result.document) {
        reportProblems(stderr, shownName, result.diagnostics, {}, level, totals);
        printFailure(file, result);
        ++totals.withErrors;
        ++totals.counts[std::size_t(sgf::Severity::Error)];
        return;
    }
    const Document &document = *result.document;
    try {
        sgf::CheckResult checked = sgf::check(document.collection);
        const sgf::SeverityCounts unlisted = document.unlistedProblems(checked.unlisted);
        const std::vector<sgf::Diagnostic> problems =
            sgf::mergeInTextOrder(document.diagnostics, std::move(checked.findings));
        reportProblems(stderr, shownName, problems, unlisted, level, totals);
    } catch (const std::bad_alloc &) {
        // The load's estimate let it in, but checking needs more than reading did: the
        // findings are freed by now, and the file counts as one error (totals are added to
        // only once a file's report is whole).
        print(stderr, formatDiagnostic(nameOf(file),
                                       CommandLine::tr("there is not enough memory to check it.")));
        ++totals.withErrors;
        ++totals.counts[std::size_t(sgf::Severity::Error)];
    }
}

int runCheck(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        print(stderr, CommandLine::tr("sgfview: --check needs at least one FILE"));
        return 2;
    }
    std::optional<sgf::Severity> level = sgf::Severity::Warning;
    if (parser.isSet(QLatin1String(levelOption))) {
        level = severityFromName(parser.value(QLatin1String(levelOption)).toStdString());
        if (!level) {
            print(stderr, CommandLine::tr("sgfview: --level takes error, warning or note"));
            return 2;
        }
    }
    CheckTotals totals;
    for (const QString &file : files) checkFile(file, optionsFrom(parser), *level, totals);
    const auto count = [&totals](sgf::Severity severity) {
        return int(totals.counts[std::size_t(severity)]);
    };
    //: The --check summary: "2 files checked: 1 with errors; 1 error, 3 warnings, 0 notes".
    print(stdout, CommandLine::tr("%1: %2; %3, %4, %5")
                      .arg(CommandLine::tr("%n file(s) checked", nullptr, totals.files),
                           CommandLine::tr("%n with errors", nullptr, totals.withErrors),
                           CommandLine::tr("%n error(s)", nullptr, count(sgf::Severity::Error)),
                           CommandLine::tr("%n warning(s)", nullptr, count(sgf::Severity::Warning)),
                           CommandLine::tr("%n note(s)", nullptr, count(sgf::Severity::Note))));
    return totals.withErrors > 0 ? 1 : 0;
}

// sgfview's own options, declared once for the parser and for wantsCommandLine.
QList<QCommandLineOption> sgfviewOptions()
{
    QList<QCommandLineOption> options{
        {QLatin1String(jsonOption),
         CommandLine::tr("Print FILE (- for standard input) as JSON: one object per game tree "
                         "with its properties (values decoded as Text) and children.")},
        {QLatin1String(strictOption),
         CommandLine::tr("With --json: read FILE strictly, failing at the first problem.")},
        {QLatin1String(checkOption),
         CommandLine::tr("Read each FILE leniently and list every problem found, then a "
                         "summary; exit status 1 if any file has an error.")},
        {QLatin1String(levelOption),
         CommandLine::tr("With --check: list problems of this severity and worse: error, "
                         "warning (the default) or note."),
         CommandLine::tr("severity")},
        {QLatin1String(encodingOption),
         CommandLine::tr("Decode files from this character set instead of detecting it."),
         CommandLine::tr("name")},
        {QStringLiteral("thumbnail"),
         CommandLine::tr("Draw the picture a file manager shows for IN (a game's final "
                         "position, a problem's first) into the PNG file OUT, without a "
                         "display: sgfview --thumbnail [--size N] IN OUT.")},
        {QStringLiteral("size"),
         CommandLine::tr("With --thumbnail: the picture's width and height in pixels "
                         "(128, 256, 512 or 1024; 256 by default)."),
         CommandLine::tr("pixels")},
        {QStringLiteral("lang"),
         CommandLine::tr("Use this language (e.g. es, ar, bn) instead of the system's."),
         CommandLine::tr("language")},
    };
    return options << findOptions();
}

} // namespace

void printFailure(const QString &file, const LoadResult &result)
{
    const QString name = nameOf(file);
    print(stderr, result.position
                      ? formatDiagnostic(name, sgf::Diagnostic{sgf::Severity::Error,
                                                               result.error.toStdString(),
                                                               *result.position})
                      : formatDiagnostic(name, result.error));
}

void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        CommandLine::tr("A fast, exact viewer for SGF game records.\n\n"
                        "Without options, opens each FILE in a window. --json, --check, --find and "
                        "--thumbnail need no "
                        "display."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions(sgfviewOptions());
    parser.addPositionalArgument(QStringLiteral("FILE"), CommandLine::tr("SGF files to open."),
                                 QStringLiteral("[FILE...]"));
}

bool wantsCommandLine(int argc, char **argv)
{
    // sgfview's options: --json and --check are command-line modes; the others the window
    // takes too (--strict it ignores).
    QStringList modes, withValue, flags;
    for (const QCommandLineOption &option : sgfviewOptions()) {
        const QStringList names = option.names();
        if (names.contains(QLatin1String(jsonOption)) ||
            names.contains(QLatin1String(checkOption)) || names.contains(QLatin1String(findOption)))
            modes << names;
        else if (!option.valueName().isEmpty())
            withValue << names;
        else
            flags << names;
    }
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--") break;
        if (argument.size() < 2 || argument[0] != '-') continue; // a FILE, or - for stdin
        // "-name", "--name", "-name=value" and "--name=value" alike, as Qt reads its own.
        std::string_view name = argument.substr(argument[1] == '-' ? 2 : 1);
        const auto equals = name.find('=');
        const bool hasValue = equals != std::string_view::npos;
        name = name.substr(0, equals);
        const QString qName = QString::fromUtf8(name.data(), qsizetype(name.size()));
        if (contains(printingOptions, name) || modes.contains(qName)) return true;
        if (contains(qtOptionsWithValue, name) || withValue.contains(qName)) {
            if (!hasValue) ++i; // the value is the next argument
            continue;
        }
        if (contains(qtFlags, name) || flags.contains(qName)) continue;
        // Unknown: QCommandLineParser says so, which must not wait for a display.
        return true;
    }
    return false;
}

int runCommandLine(const QCommandLineParser &parser)
{
    if (parser.isSet(QLatin1String(jsonOption))) return runJson(parser);
    if (parser.isSet(QLatin1String(findOption))) return runFind(parser);
    return runCheck(parser);
}

} // namespace sgfview
