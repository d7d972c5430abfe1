#include "plainfind.h"

#include "cli/findreport.h"
#include "plaincommandline.h"
#include "plainfile.h"
#include "plainmemory.h"
#include "plaintext.h"
#include "plainutf8.h"
#include "sgf/search.h"
#include "sgf/text_matcher.h"

#include <algorithm>
#include <cstdio>
#include <dirent.h>
#include <future>
#include <new>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace sgfview::plain {

namespace {

struct FindRequest {
    std::string_view pattern;
    bool ignoreCase = false;
    sgf::SearchOptions options;
    std::vector<std::string_view> files;
};

// The value of an option given as "--name VALUE" or "--name=VALUE" (QCommandLineParser takes
// the next argument whatever it is); nothing when argument is not that option.
std::optional<std::string_view> optionValue(std::string_view name, int argc, char **argv, int &i)
{
    const std::string_view argument = argv[i];
    if (argument == name) {
        if (i + 1 == argc) return std::nullopt;
        return std::string_view(argv[++i]);
    }
    if (argument.size() > name.size() && argument.starts_with(name) && argument[name.size()] == '=')
        return argument.substr(name.size() + 1);
    return std::nullopt;
}

// --find, --ignore-case and --scope once each at most, and files; anything else (--regex, any
// other option, "-", "--", a pattern or name that is not UTF-8, no file) is the Qt program's.
std::optional<FindRequest> parseFindRequest(int argc, char **argv)
{
    FindRequest request;
    bool found = false, scoped = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--ignore-case") {
            request.ignoreCase = true;
        } else if (argument == "--find" || argument.starts_with("--find=")) {
            const auto pattern = optionValue("--find", argc, argv, i);
            if (!pattern || found || pattern->empty() || !isValidUtf8(*pattern))
                return std::nullopt;
            request.pattern = *pattern;
            found = true;
        } else if (argument == "--scope" || argument.starts_with("--scope=")) {
            const auto scope = optionValue("--scope", argc, argv, i);
            if (!scope || scoped || !readFindScope(*scope, request.options)) return std::nullopt;
            scoped = true;
        } else if (argument.starts_with('-') || argument.empty() || !isValidUtf8(argument)) {
            return std::nullopt;
        } else {
            request.files.push_back(argument);
        }
    }
    if (!found || request.files.empty()) return std::nullopt;
    return request;
}

bool endsWithSgf(std::string_view name)
{
    if (name.size() < 4) return false;
    std::string tail(name.substr(name.size() - 4));
    for (char &c : tail) c = char(c >= 'A' && c <= 'Z' ? c + 0x20 : c);
    return tail == ".sgf";
}

// Whether QDir's case-insensitive "*.sgf" may match a name that endsWithSgf does not: Unicode
// case folding takes "ſ" (U+017F) for "s", so a name with other than ASCII near its end is the
// Qt program's to match.
bool mayMatchOtherwise(std::string_view name)
{
    const std::string_view tail = name.substr(name.size() - std::min<std::size_t>(name.size(), 12));
    return std::any_of(tail.begin(), tail.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

// Adds the *.sgf files in folder and its folders as QDirIterator lists them (QDir::Files |
// QDir::Readable, recursively, no hidden entries); false when the folder holds anything whose
// listing the Qt program should judge: a link, an entry that cannot be read, a name that is
// not UTF-8 or may match otherwise, a special file named *.sgf.
bool listFolder(const std::string &folder, std::vector<std::string> &files)
{
    DIR *dir = ::opendir(folder.c_str());
    if (!dir) return false;
    const std::string prefix = folder.ends_with('/') ? folder : folder + '/';
    bool ok = true;
    while (ok) {
        const dirent *entry = ::readdir(dir);
        if (!entry) break;
        const std::string_view name = entry->d_name;
        if (name.starts_with('.')) continue; // ".", "..", and hidden ones, which Qt skips
        const std::string path = prefix + std::string(name);
        struct stat st;
        if (!isValidUtf8(name) || ::lstat(path.c_str(), &st) != 0 || S_ISLNK(st.st_mode)) {
            ok = false;
        } else if (S_ISDIR(st.st_mode)) {
            ok = ::access(path.c_str(), R_OK | X_OK) == 0 && listFolder(path, files);
        } else if (endsWithSgf(name)) {
            ok = S_ISREG(st.st_mode) && ::access(path.c_str(), R_OK) == 0;
            files.push_back(path);
        } else {
            ok = !mayMatchOtherwise(name);
        }
    }
    ::closedir(dir);
    return ok;
}

// A path as QString orders it: by UTF-16 code units (code points above U+FFFF, as surrogates,
// come before U+E000..U+FFFF).
std::u16string utf16Of(std::string_view utf8)
{
    std::u16string out;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto lead = static_cast<unsigned char>(utf8[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k)
            c = (c << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
        if (c >= 0x10000) {
            out += char16_t(0xD800 + ((c - 0x10000) >> 10));
            out += char16_t(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            out += char16_t(c);
        }
        i += length;
    }
    return out;
}

// The files named, a folder standing for its *.sgf files all the way down in name order, as
// the Qt program's expandFolders gives them; nothing when a folder is the Qt program's.
std::optional<std::vector<std::string>> expandFolders(const std::vector<std::string_view> &names)
{
    std::vector<std::string> files;
    for (const std::string_view name : names) {
        const std::string path(name);
        struct stat st;
        if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
            files.push_back(path); // read, or found missing, as a file
            continue;
        }
        std::vector<std::string> found;
        if (!listFolder(path, found)) return std::nullopt;
        std::vector<std::pair<std::u16string, std::string>> keyed;
        for (std::string &file : found) keyed.emplace_back(utf16Of(file), std::move(file));
        std::sort(keyed.begin(), keyed.end());
        for (auto &[key, file] : keyed) files.push_back(std::move(file));
    }
    return files;
}

// The hits printed while the files are read are held back, up to this much, until every
// file is known to be the launcher's; past it the Qt program runs instead.
constexpr std::size_t heldOutputLimit = std::size_t(256) << 20;

// Set once output has begun: from then on, running out of memory ends the program as it
// ends the Qt program, since nothing can be handed on any more.
bool outputStarted = false;

// Every file is the launcher's: what was held back can go, and output has started.
void releaseHeldOutput(std::string &out, const std::string &err)
{
    outputStarted = true;
    markOutputStarted();
    std::fwrite(err.data(), 1, err.size(), stderr);
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
}

// Files from this size on are searched a run of games at a time (appendHitsInRuns): the runs
// are read and searched on every core, each while its text and tree are fresh in the cache,
// and no tree of the whole file is built. Runs of 256 KB keep their arrays on the heap, where
// the next run reuses the memory instead of faulting in fresh pages.
constexpr std::size_t runsFrom = std::size_t(4) << 20;
constexpr std::size_t runBytes = std::size_t(256) << 10;

// The hits of a big file found run by run, as the lines of the whole file's parse would list
// them; nothing when the file is small, the Qt program's, or not clean enough for runs to
// stand for it (then nothing was written). Whether the launcher may read the file at all
// (bytesBeforeText: UTF-8, no charset for Qt) is worked out beside the runs, not before them:
// nothing is written before it is known.
std::optional<std::size_t> findInRuns(const std::string &file, bool last,
                                      const FindRequest &request, const MatcherFactory &matchers,
                                      std::string &out, const std::string &err)
{
    const auto mapped = mapRegularFile(file.c_str());
    if (!mapped || mapped->bytes.size() < runsFrom || !surelyFitsInMemory(mapped->bytes))
        return std::nullopt;
    const std::string_view bytes = mapped->bytes;
    prepareHeapForRuns(bytes.size());
    const std::size_t mark = bytes.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    std::future<std::optional<std::size_t>> readable;
    try {
        readable = std::async(std::launch::async, [bytes] { return bytesBeforeText(bytes); });
    } catch (const std::system_error &) {
        readable = std::async(std::launch::deferred, [bytes] { return bytesBeforeText(bytes); });
    }
    const auto beforeWriting = [&] {
        if (readable.get() != mark) return false; // the Qt program's to read
        if (last) releaseHeldOutput(out, err);
        return true;
    };
    return appendHitsInRuns(out, last ? stdout : nullptr, file, bytes.substr(mark), request.options,
                            matchers, runBytes, beforeWriting);
}

std::optional<int> find(const FindRequest &request)
{
    const auto files = expandFolders(request.files);
    if (!files || files->empty()) return std::nullopt;
    const sgf::SubstringOptions matching{request.ignoreCase ? sgf::CaseSensitivity::Insensitive
                                                            : sgf::CaseSensitivity::Sensitive,
                                         sgf::WordMatching::Anywhere};
    const MatcherFactory matchers = [&] {
        return std::make_unique<sgf::SubstringMatcher>(request.pattern, matching);
    };
    StandardInput noInput; // "-" is a file's name to the Qt program's --find: not claimed
    std::string out, err;
    std::size_t found = 0;
    bool failed = false;
    for (std::size_t i = 0; i < files->size(); ++i) {
        const std::string &file = (*files)[i];
        const bool last = i + 1 == files->size();
        if (const auto hits = findInRuns(file, last, request, matchers, out, err)) {
            found += *hits;
            if (out.size() > heldOutputLimit) return std::nullopt;
            continue;
        }
        const auto loaded = load(file, false, noInput);
        if (!loaded) return std::nullopt;
        if (loaded->failure) {
            if (!appendFailure(err, file, *loaded->failure)) return std::nullopt;
            failed = true;
        } else {
            // Repairs do not matter to a search; what could not be read does.
            for (const sgf::Diagnostic &diagnostic : loaded->diagnostics) {
                if (diagnostic.severity != sgf::Severity::Error) continue;
                if (!appendLine(err, file, diagnostic)) return std::nullopt;
                failed = true;
            }
        }
        if (last) releaseHeldOutput(out, err);
        if (loaded->failure) continue;
        found += appendHits(out, last ? stdout : nullptr, file, *loaded->collection,
                            request.options, matchers);
        if (out.size() > heldOutputLimit) return std::nullopt;
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fflush(stdout);
    if (failed) return 2;
    return found > 0 ? 0 : 1;
}

} // namespace

std::optional<int> runFind(int argc, char **argv)
{
    const auto request = parseFindRequest(argc, argv);
    if (!request || !messagesInEnglish()) return std::nullopt;
    try {
        return find(*request);
    } catch (const std::bad_alloc &) {
        // The Qt program words it (or, should its estimate let the load start, meets it too).
        if (outputStarted) throw;
    }
    return std::nullopt;
}

} // namespace sgfview::plain
