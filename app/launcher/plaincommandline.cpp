#include "plaincommandline.h"

#include "cli/checkreport.h"
#include "cli/jsonwriter.h"
#include "plainfile.h"
#include "plaintext.h"
#include "plainutf8.h"
#include "sgf/check.h"
#include "sgf/parser.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace sgfview::plain {

namespace {

struct Request {
    bool json = false;
    bool check = false;
    bool strict = false;
    std::optional<std::string_view> level;
    std::vector<std::string_view> files;
};

// The options taken here, in the forms QCommandLineParser reads them; anything else (another
// option, "--", a value where none belongs, a name that is not UTF-8) is the Qt program's.
std::optional<Request> parseRequest(int argc, char **argv)
{
    Request request;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--json") {
            request.json = true;
        } else if (argument == "--check") {
            request.check = true;
        } else if (argument == "--strict") {
            request.strict = true;
        } else if (argument == "--level") {
            if (++i == argc) return std::nullopt;
            request.level = argv[i];
        } else if (argument.starts_with("--level=")) {
            request.level = argument.substr(8);
        } else if (argument.starts_with('-') && argument != "-") {
            return std::nullopt;
        } else if (argument.empty() || !isValidUtf8(argument)) {
            return std::nullopt;
        } else {
            request.files.push_back(argument);
        }
    }
    if (std::count(request.files.begin(), request.files.end(), "-") > 1) return std::nullopt;
    return request;
}

} // namespace

// Whether Qt's choice of language from the environment (LC_ALL, LC_MESSAGES, LANG, LANGUAGE)
// surely has no catalogue of sgfview's but the English one: each entry's language is C, POSIX
// or a plain code with no translation (SGFVIEW_TRANSLATED_LANGUAGES, from the .ts files).
bool messagesInEnglish()
{
    const std::string_view translated = SGFVIEW_TRANSLATED_LANGUAGES;
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"}) {
        const char *value = std::getenv(variable);
        if (!value) continue;
        std::string_view rest = value;
        while (!rest.empty()) {
            const std::size_t colon = std::min(rest.find(':'), rest.size());
            const std::string_view entry = rest.substr(0, colon);
            rest.remove_prefix(std::min(colon + 1, rest.size()));
            const std::size_t end = std::min(entry.find_first_of("_.@-"), entry.size());
            std::string language;
            for (const char c : entry.substr(0, end)) {
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
                language += char(c | 0x20);
            }
            if (language.size() == 1 && language != "c") return false;
            if (language.size() > 5 && language != "posix") return false;
            if ((' ' + std::string(translated) + ' ').find(' ' + language + ' ') !=
                std::string::npos)
                return false;
        }
    }
    return true;
}

std::optional<Load> load(std::string_view file, bool strict, StandardInput &input)
{
    std::string bytes; // standard input's
    MappedFile mapped; // a file's
    if (file == "-") {
        if (!readStandardInput(input) || beyondLimit(input.bytes)) return std::nullopt;
        bytes = input.bytes; // kept, to hand on if another file needs the Qt program
    } else {
        auto read = mapRegularFile(std::string(file).c_str());
        if (!read) return std::nullopt;
        mapped = std::move(*read);
    }
    const std::string_view text = file == "-" ? std::string_view(bytes) : mapped.bytes;
    if (!surelyFitsInMemory(text)) return std::nullopt;
    const auto skipped = bytesBeforeText(text);
    if (!skipped) return std::nullopt;
    sgf::ParseOptions options;
    options.mode = strict ? sgf::ParseOptions::Mode::Strict : sgf::ParseOptions::Mode::Lenient;
    Load result;
    try {
        if (file == "-")
            result.collection = sgf::parseCollection(std::move(bytes.erase(0, *skipped)), options);
        else
            result.collection =
                sgf::parseCollection(text.substr(*skipped), std::move(mapped.owner), options);
    } catch (const sgf::ParseError &error) {
        result.failure = error;
        return result;
    }
    result.diagnostics = result.collection->diagnostics();
    std::stable_sort(
        result.diagnostics.begin(), result.diagnostics.end(),
        [](const auto &a, const auto &b) { return a.position.offset < b.position.offset; });
    return result;
}

namespace {

std::string_view nameOf(std::string_view file)
{
    return file == "-" ? "<stdin>" : file;
}

} // namespace

// NAME:LINE:COLUMN: SEVERITY: MESSAGE as the Qt program prints it, which passes the message
// through a QString: one that is not UTF-8 would come out changed, so it is not claimed.
bool appendLine(std::string &out, std::string_view file, const sgf::Diagnostic &diagnostic)
{
    const std::string line = sgf::format(diagnostic);
    if (!isValidUtf8(line)) return false;
    out.append(nameOf(file));
    out += ':';
    out += line;
    out += '\n';
    return true;
}

bool appendFailure(std::string &out, std::string_view file, const sgf::ParseError &error)
{
    return appendLine(out, file,
                      sgf::Diagnostic{sgf::Severity::Error, error.what(), error.position()});
}

namespace {

void write(std::FILE *stream, std::string_view text)
{
    std::fwrite(text.data(), 1, text.size(), stream);
}

// Set once output has begun: from then on, running out of memory ends the program as it
// ends the Qt program, since nothing can be handed on any more.
bool outputStarted = false;

std::optional<int> runJson(const Request &request, StandardInput &input)
{
    const std::string_view file = request.files.front();
    const auto loaded = load(file, request.strict, input);
    if (!loaded) return std::nullopt;
    std::string err;
    for (const sgf::Diagnostic &diagnostic : loaded->diagnostics)
        if (!appendLine(err, file, diagnostic)) return std::nullopt;
    if (loaded->failure && !appendFailure(err, file, *loaded->failure)) return std::nullopt;
    markOutputStarted();
    write(stderr, err);
    if (loaded->failure) return 1;
    outputStarted = true;
    writeJson(*loaded->collection, stdout);
    return std::any_of(loaded->diagnostics.begin(), loaded->diagnostics.end(),
                       [](const auto &d) { return d.severity == sgf::Severity::Error; })
               ? 1
               : 0;
}

// "1 file checked", "2 files checked": the English catalogue's plural forms.
std::string counted(std::size_t n, std::string_view one, std::string_view other)
{
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : other);
}

std::optional<int> runCheck(const Request &request, StandardInput &input)
{
    const auto level = severityFromName(request.level.value_or("warning"));
    if (!level) return std::nullopt;
    CheckTotals totals;
    std::string err;
    for (const std::string_view file : request.files) {
        ++totals.files;
        auto loaded = load(file, request.strict, input);
        if (!loaded) return std::nullopt;
        if (loaded->failure) {
            if (!appendFailure(err, file, *loaded->failure)) return std::nullopt;
            ++totals.withErrors;
            ++totals.counts[std::size_t(sgf::Severity::Error)];
            continue;
        }
        sgf::CheckResult checked = sgf::check(*loaded->collection);
        const sgf::SeverityCounts unlisted =
            sgf::unlistedProblems(*loaded->collection, checked.unlisted);
        const std::vector<sgf::Diagnostic> problems =
            sgf::mergeInTextOrder(std::move(loaded->diagnostics), std::move(checked.findings));
        appendProblems(err, nameOf(file), problems, unlisted, *level, totals);
    }
    const auto count = [&totals](sgf::Severity severity) {
        return totals.counts[std::size_t(severity)];
    };
    const std::string summary =
        counted(std::size_t(totals.files), "file checked", "files checked") + ": " +
        counted(std::size_t(totals.withErrors), "with errors", "with errors") + "; " +
        counted(count(sgf::Severity::Error), "error", "errors") + ", " +
        counted(count(sgf::Severity::Warning), "warning", "warnings") + ", " +
        counted(count(sgf::Severity::Note), "note", "notes") + '\n';
    markOutputStarted();
    write(stderr, err);
    write(stdout, summary);
    return totals.withErrors > 0 ? 1 : 0;
}

} // namespace

std::optional<int> runCommandLine(int argc, char **argv, StandardInput &input)
{
    const auto request = parseRequest(argc, argv);
    if (!request || !messagesInEnglish()) return std::nullopt;
    try {
        if (request->json) {
            if (request->files.size() != 1) return std::nullopt;
            return runJson(*request, input);
        }
        if (request->check && !request->files.empty()) return runCheck(*request, input);
    } catch (const std::bad_alloc &) {
        // The Qt program words it (or, should its estimate let the load start, meets it too).
        if (outputStarted) throw;
    }
    return std::nullopt;
}

} // namespace sgfview::plain
