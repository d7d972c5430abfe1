#include "documentloader.h"

#include "charsetdecoder.h"
#include "sgf/collection_runs.h"
#include "sgf/whole_nodes.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <new>

namespace sgfview {

namespace {

// How much of a file's head is read for its first game tree: a game of an archive takes a
// few kilobytes.
constexpr qint64 headBytes = qint64(1) << 20;
// At most how many nodes of a first game that goes on past the head are shown before the
// rest: enough to read its start, few enough to show in a few milliseconds (a head of empty
// nodes holds a million).
constexpr std::size_t partialNodes = 10'000;
// Likewise, at most how many values of a root node that goes on past the head (a million
// labels or properties in one node) are shown before the rest.
constexpr std::size_t partialValues = 10'000;
// How much of the head is parsed first: an archive's game ends well within it, and where a
// longer one starts is found there without parsing the whole head.
constexpr std::size_t smallHeadBytes = std::size_t(64) << 10;

struct FirstTreeEnd {
    std::size_t end;
    bool partial; // the tree goes on past the head: end is where its first nodes end
};

// Where the first game tree of a file's head ends, as the parser reads it, or where its first
// nodes end when it goes on past the head (sgf/whole_nodes.h), or its root's first values when
// the root itself does. Nothing when the head holds no tree, or none with a whole value.
std::optional<FirstTreeEnd> firstTreeEnd(std::string_view head)
{
    const auto firstTree = [](std::string_view text) {
        return sgf::parseCollection(text, sgf::ParseOptions::lenient()).tree(0);
    };
    // A tree closed before the text ends (one the text ends in may go on).
    const auto closedEnd = [](const sgf::GameTree &tree,
                              std::size_t size) -> std::optional<std::size_t> {
        const auto end = std::size_t(tree.offset() + tree.text().size());
        if (end >= size || tree.text().back() != ')') return std::nullopt;
        return end;
    };
    // Whether the tree goes on past the head (scanned whole), before it is cut to its start.
    const auto cutOff = [head](const sgf::GameTree &tree) -> std::optional<FirstTreeEnd> {
        const std::size_t start = tree.offset(), unlimited = std::size_t(-1);
        if (sgf::wholeNodesEnd(head, start, unlimited))
            return FirstTreeEnd{*sgf::wholeNodesEnd(head, start, partialNodes), true};
        if (sgf::wholeValuesEnd(head, start, unlimited))
            return FirstTreeEnd{*sgf::wholeValuesEnd(head, start, partialValues), true};
        return std::nullopt;
    };
    try {
        const std::string_view part = head.substr(0, smallHeadBytes);
        const sgf::GameTree tree = firstTree(part);
        if (const auto end = closedEnd(tree, part.size())) return FirstTreeEnd{*end, false};
        if (const auto cut = cutOff(tree)) return cut;
    } catch (const sgf::ParseError &) { // no tree starts in that part
    }
    try {
        const sgf::GameTree tree = firstTree(head);
        if (const auto end = closedEnd(tree, head.size())) return FirstTreeEnd{*end, false};
        return cutOff(tree);
    } catch (const sgf::ParseError &) {
    }
    return std::nullopt;
}

// Whether a file's head can be shown apart before the rest: lenient loads of files of at least
// from bytes, within the limit.
bool showsHeadApart(const QFileInfo &info, const LoadOptions &options, qint64 from)
{
    return options.mode == sgf::ParseOptions::Mode::Lenient && info.isFile() &&
           info.size() >= from && info.size() <= options.sizeLimit;
}

// A file's first bytes up to the last ASCII byte among them (no character is cut in two),
// decoded as the whole file would be; nothing when the file cannot be read.
std::optional<DecodedText> decodedHead(const QFileInfo &info, qint64 bytes,
                                       const QByteArray &forcedEncoding)
{
    QFile file(info.filePath());
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray head = file.read(bytes);
    qsizetype size = head.size();
    while (size > 0 && static_cast<unsigned char>(head[size - 1]) >= 0x80) --size;
    return decodeSgf(std::string(head.constData(), std::size_t(size)), forcedEncoding);
}

} // namespace

LoadResult DocumentLoader::load(const QString &path, const LoadOptions &options,
                                const Progress &progress)
{
    // The bar moves while a file is counted and read too, not only while it is parsed, and a
    // cancel is seen there and between the steps: from a slow disk, counting and reading a big
    // file take seconds before the parser reports.
    double reached = 0; // the fraction reported last
    const auto report = [&progress, &reached](double fraction) {
        reached = fraction;
        return progress(fraction);
    };
    const auto stopped = [&] { return progress && !report(reached); };
    const auto between = [&](double from, double to) -> Progress {
        if (!progress) return {};
        return
            [&report, from, to](double fraction) { return report(from + (to - from) * fraction); };
    };
    // The file's head shown apart, its first game and then its first run: one that does not
    // fit is not shown, and the whole file says so.
    const auto showHead = [&](auto loadHead, const std::function<void(LoadResult)> &show) {
        if (!show) return;
        std::optional<LoadResult> head;
        try {
            head = loadHead(path, options);
        } catch (const std::bad_alloc &) {
        }
        if (head) show(std::move(*head));
    };
    showHead(&DocumentLoader::loadFirstGame, options.firstGame);
    if (stopped()) return cancelled();
    showHead(&DocumentLoader::loadFirstRun, options.firstRun);
    if (stopped()) return cancelled();
    // A file that may not fit once read whole is counted first, a piece at a time: one that
    // cannot fit is then refused before it is read (1.4 GB of ';' peaked at 1.37 GB, read
    // only to be refused), and its count serves the estimate after the read.
    std::optional<MemoryBudget::Shape> counted;
    if (options.memory) {
        const QFileInfo info(path);
        const auto available = MemoryBudget::available();
        if (available && info.isFile() && info.size() <= options.sizeLimit &&
            MemoryBudget::mostNeeded(info.size(), *options.memory) > *available)
            counted = MemoryBudget::shapeOfFile(path, between(0, readShare / 2));
        if (counted) {
            counted->largestGame = 0;
            const qint64 needed = MemoryBudget::needed(*counted, *options.memory);
            if (needed > *available) {
                LoadResult result;
                result.error = notEnoughMemory(needed, available);
                return result;
            }
        }
    }
    if (stopped()) return cancelled();
    FileReadResult read;
    try {
        read = FileReader::read(path, options.sizeLimit, {}, between(reached, readShare));
    } catch (const std::bad_alloc &) {
        LoadResult result;
        result.error = notEnoughMemory(std::nullopt, MemoryBudget::available());
        return result;
    }
    if (read.cancelled) return cancelled();
    return loadRead(std::move(read), QFileInfo(path).absoluteFilePath(), options,
                    between(readShare, 1), counted);
}

LoadResult DocumentLoader::loadBytes(FileReadResult read, const QString &path,
                                     const LoadOptions &options, const Progress &progress)
{
    return loadRead(std::move(read), path, options, progress, std::nullopt);
}

LoadResult DocumentLoader::loadRead(FileReadResult read, const QString &path,
                                    const LoadOptions &options, const Progress &progress,
                                    std::optional<MemoryBudget::Shape> counted)
{
    LoadResult result;
    if (!read.ok()) {
        result.error = read.error;
        return result;
    }
    // What parsing needs is asked first, with no game shown; the largest game's layout once
    // the games are known, so that an archive of small games is not priced as one game of all
    // its nodes.
    MemoryBudget::Shape shape;
    std::optional<qint64> needed, available;
    if (options.memory) available = MemoryBudget::available();
    // A text that fits whatever its shape is not counted: counting 40 MB took 17 ms of the
    // time to open it.
    const bool priced = available && MemoryBudget::mostNeeded(qint64(read.bytes.size()),
                                                              *options.memory) > *available;
    if (priced) {
        // Counted before the read, unless the file has changed size since.
        const bool same = counted && counted->bytes == qint64(read.bytes.size());
        shape = same ? *counted : MemoryBudget::shapeOf(read.bytes);
        shape.largestGame = 0;
        needed = MemoryBudget::needed(shape, *options.memory);
        if (*needed > *available) {
            result.error = notEnoughMemory(needed, available);
            return result;
        }
    }
    try {
        result = decodeAndParse(std::move(read), path, options, progress);
    } catch (const std::bad_alloc &) {
        result = LoadResult();
        result.error = notEnoughMemory(needed, MemoryBudget::available());
        return result;
    }
    if (priced && result.document) {
        const sgf::Collection &collection = result.document->collection;
        std::size_t largestGame = 0;
        for (std::size_t i = 0; i < collection.size(); ++i)
            largestGame = std::max(largestGame, collection.tree(i).nodeCount());
        shape.largestGame = qint64(largestGame);
        needed = MemoryBudget::needed(shape, *options.memory);
        if (*needed > *available) {
            result = LoadResult();
            result.error = notEnoughMemory(needed, available);
        }
    }
    return result;
}

// The head is decoded and parsed as the whole file would be, and cut after the first game
// tree the parser found: what comes before it is the same text, so the game, its node
// numbers and its problems are those of the whole file.
std::optional<LoadResult> DocumentLoader::loadFirstGame(const QString &path,
                                                        const LoadOptions &options)
{
    const QFileInfo info(path);
    if (!showsHeadApart(info, options, options.firstGameFrom)) return std::nullopt;
    std::optional<DecodedText> decoded =
        decodedHead(info, std::min(headBytes, info.size()), options.forcedEncoding);
    if (!decoded) return std::nullopt;
    const std::optional<FirstTreeEnd> first = firstTreeEnd(decoded->utf8);
    if (!first) return std::nullopt;
    LoadResult result = parseHead(std::move(*decoded), first->end, info, options, first->partial);
    if (!result.document) return std::nullopt;
    return result;
}

// Likewise the run, cut where its last game starts.
std::optional<LoadResult> DocumentLoader::loadFirstRun(const QString &path,
                                                       const LoadOptions &options)
{
    const QFileInfo info(path);
    if (!showsHeadApart(info, options, options.firstRunFrom)) return std::nullopt;
    qint64 runBytes = std::min(info.size() / 16, qint64(32) << 20);
    if (options.memory) {
        const auto available = MemoryBudget::available();
        const qint64 perByte = MemoryBudget::mostNeeded(1, *options.memory);
        if (available) runBytes = std::min(runBytes, *available / 4 / perByte);
    }
    if (runBytes <= 0) return std::nullopt;
    std::optional<DecodedText> decoded = decodedHead(info, runBytes, options.forcedEncoding);
    if (!decoded) return std::nullopt;
    const std::optional<std::size_t> end = sgf::firstRunEnd(decoded->utf8, decoded->utf8.size());
    if (!end) return std::nullopt;
    LoadResult result = parseHead(std::move(*decoded), *end, info, options, true);
    // A run that needed a repair may have been cut inside a game: only the whole is sure then.
    if (!result.document || !result.document->collection.diagnostics().empty() ||
        result.document->collection.unlistedDiagnostics() > 0)
        return std::nullopt;
    return result;
}

LoadResult DocumentLoader::parseHead(DecodedText decoded, std::size_t end, const QFileInfo &info,
                                     const LoadOptions &options, bool partial)
{
    decoded.utf8.resize(end);
    std::erase_if(decoded.diagnostics,
                  [end](const sgf::Diagnostic &d) { return d.position.offset >= end; });
    FileReadResult read;
    read.size = info.size();
    read.modified = info.lastModified();
    return parseDecoded(std::move(decoded), read, info.absoluteFilePath(), options, {}, partial);
}

LoadResult DocumentLoader::cancelled()
{
    LoadResult result;
    result.cancelled = true;
    result.error = tr("cancelled");
    return result;
}

QString DocumentLoader::notEnoughMemory(std::optional<qint64> needed,
                                        std::optional<qint64> available)
{
    constexpr qint64 megabyte = 1 << 20;
    if (needed && available)
        return tr("there is not enough memory to open it (it needs about %L1 MB; %L2 MB are "
                  "available).")
            .arg(*needed / megabyte)
            .arg(*available / megabyte);
    return tr("there is not enough memory to open it.");
}

LoadResult DocumentLoader::decodeAndParse(FileReadResult read, const QString &path,
                                          const LoadOptions &options, const Progress &progress)
{
    const bool emptyFile = read.bytes.empty();
    DecodedText decoded = decodeSgf(std::move(read.bytes), options.forcedEncoding);
    if (progress && !progress(0.0)) return cancelled();
    LoadResult result = parseDecoded(std::move(decoded), read, path, options, progress);
    if (!result.parseError.empty()) result.emptyFile = emptyFile;
    return result;
}

LoadResult DocumentLoader::parseDecoded(DecodedText decoded, const FileReadResult &read,
                                        const QString &path, const LoadOptions &options,
                                        const Progress &progress, bool partial)
{
    LoadResult result;
    result.diagnostics = decoded.diagnostics;

    sgf::ParseOptions parseOptions;
    parseOptions.mode = options.mode;
    if (progress)
        parseOptions.progress = [&progress](std::size_t done, std::size_t total) {
            return progress(double(done) / double(total ? total : 1));
        };
    Document document;
    document.path = path;
    document.encoding = decoded.encoding;
    document.fileSize = read.size;
    document.modified = read.modified;
    document.partial = partial;
    try {
        document.collection = sgf::parseCollection(std::move(decoded.utf8), parseOptions);
    } catch (const sgf::ParseError &error) {
        result.error = QString::fromUtf8(error.what());
        result.position = error.position();
        result.parseError = error.what();
        return result;
    } catch (const sgf::ParseCancelled &) {
        return cancelled();
    }
    document.diagnostics = std::move(decoded.diagnostics);
    document.unlistedDecodeWarnings = decoded.unlistedDiagnostics;
    const auto &parsed = document.collection.diagnostics();
    document.diagnostics.insert(document.diagnostics.end(), parsed.begin(), parsed.end());
    // The trees a partial text leaves open are closed at its end: no problem of the file.
    if (partial)
        std::erase_if(document.diagnostics,
                      [end = document.collection.text().size()](const auto &d) {
                          return d.position.offset >= end;
                      });
    std::stable_sort(
        document.diagnostics.begin(), document.diagnostics.end(),
        [](const auto &a, const auto &b) { return a.position.offset < b.position.offset; });
    result.diagnostics = document.diagnostics;
    result.document = std::make_shared<const Document>(std::move(document));
    if (progress) progress(1.0);
    return result;
}

} // namespace sgfview
