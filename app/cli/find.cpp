#include "find.h"

#include "findreport.h"
#include "io/documentloader.h"
#include "models/findquery.h"
#include "models/qtsgf.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <cstdio>

namespace sgfview {

namespace {

const char *const findOption = "find";
const char *const regexOption = "regex";
const char *const ignoreCaseOption = "ignore-case";
const char *const scopeOption = "scope";

struct CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

void printError(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

// The files named: a folder stands for its *.sgf files, all the way down, in name order.
QStringList expandFolders(const QStringList &arguments)
{
    QStringList files;
    for (const QString &argument : arguments) {
        if (!QFileInfo(argument).isDir()) {
            files << argument;
            continue;
        }
        QStringList found;
        QDirIterator it(argument, {QStringLiteral("*.sgf"), QStringLiteral("*.SGF")},
                        QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
        while (it.hasNext()) found << it.next();
        found.sort();
        files << found;
    }
    return files;
}

} // namespace

QList<QCommandLineOption> findOptions()
{
    return {
        {QLatin1String(findOption),
         CommandLine::tr("Print every place in each FILE (folders: their *.sgf files) where "
                         "PATTERN is found, as FILE:LINE:COLUMN: game G, move M: CONTEXT; exit "
                         "status 0 when found, 1 when not."),
         CommandLine::tr("PATTERN")},
        {QLatin1String(regexOption),
         CommandLine::tr("With --find: PATTERN is a regular expression (Perl's syntax).")},
        {QLatin1String(ignoreCaseOption), CommandLine::tr("With --find: ignore case.")},
        {QLatin1String(scopeOption),
         CommandLine::tr("With --find: search comments and names (comments, the default), game "
                         "info (info), every value (values) or one property (its identifier)."),
         CommandLine::tr("scope")},
    };
}

int runFind(const QCommandLineParser &parser)
{
    FindQuery query;
    query.pattern = parser.value(QLatin1String(findOption));
    query.regularExpression = parser.isSet(QLatin1String(regexOption));
    query.matchCase = !parser.isSet(QLatin1String(ignoreCaseOption));
    sgf::SearchOptions scope;
    if (parser.isSet(QLatin1String(scopeOption)) &&
        !readFindScope(parser.value(QLatin1String(scopeOption)).toStdString(), scope)) {
        printError(CommandLine::tr("sgfview: --scope takes comments, info, values or a property "
                                   "identifier, not \"%1\"")
                       .arg(parser.value(QLatin1String(scopeOption))));
        return 2;
    }
    query.scope = scope.scope;
    query.identifier = QString::fromStdString(scope.identifier);
    const QStringList files = expandFolders(parser.positionalArguments());
    if (files.isEmpty()) {
        printError(CommandLine::tr("sgfview: --find needs at least one FILE"));
        return 2;
    }
    QString error;
    const auto matcher = makeMatcher(query, &error);
    if (!matcher) {
        printError(QStringLiteral("sgfview: %1").arg(error));
        return 2;
    }
    const sgf::SearchOptions options = searchOptions(query);
    const MatcherFactory matchers = [&query] { return makeMatcher(query); };
    LoadOptions loading;
    loading.memory = MemoryBudget::check; // no window to show it in
    std::size_t found = 0;
    bool failed = false;
    for (const QString &file : files) {
        const LoadResult result = DocumentLoader::load(file, loading);
        if (!result.document) {
            printError(result.position
                           ? formatDiagnostic(file, sgf::Diagnostic{sgf::Severity::Error,
                                                                    result.error.toStdString(),
                                                                    *result.position})
                           : formatDiagnostic(file, result.error));
            failed = true;
            continue;
        }
        // Repairs do not matter to a search; what could not be read does.
        for (const sgf::Diagnostic &diagnostic : result.diagnostics) {
            if (diagnostic.severity != sgf::Severity::Error) continue;
            printError(formatDiagnostic(file, diagnostic));
            failed = true;
        }
        std::string out;
        found += appendHits(out, stdout, file.toStdString(), result.document->collection, options,
                            matchers);
        std::fwrite(out.data(), 1, out.size(), stdout);
    }
    std::fflush(stdout);
    if (failed) return 2;
    return found > 0 ? 0 : 1;
}

} // namespace sgfview
