#include "documentloader.h"

#include "charsetdecoder.h"

#include <QFileInfo>
#include <new>

namespace sgfview {

LoadResult DocumentLoader::load(const QString &path, const LoadOptions &options,
                                const Progress &progress)
{
    return loadBytes(FileReader::read(path, options.sizeLimit), QFileInfo(path).absoluteFilePath(),
                     options, progress);
}

LoadResult DocumentLoader::loadBytes(FileReadResult read, const QString &path,
                                     const LoadOptions &options, const Progress &progress)
{
    LoadResult result;
    if (!read.ok()) {
        result.error = read.error;
        return result;
    }
    std::optional<qint64> needed, available;
    if (options.memory) {
        needed = MemoryBudget::needed(read.bytes, *options.memory);
        available = MemoryBudget::available();
        if (available && *needed > *available) {
            result.error = notEnoughMemory(needed, available);
            return result;
        }
    }
    try {
        return decodeAndParse(std::move(read), path, options, progress);
    } catch (const std::bad_alloc &) {
        result.error = notEnoughMemory(needed, MemoryBudget::available());
        return result;
    }
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
    LoadResult result;
    const bool emptyFile = read.bytes.empty();
    DecodedText decoded = decodeSgf(std::move(read.bytes), options.forcedEncoding);
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
    try {
        document.collection = sgf::parseCollection(std::move(decoded.utf8), parseOptions);
    } catch (const sgf::ParseError &error) {
        result.error = QString::fromUtf8(error.what());
        result.position = error.position();
        result.parseError = error.what();
        result.emptyFile = emptyFile;
        return result;
    } catch (const sgf::ParseCancelled &) {
        result.cancelled = true;
        result.error = tr("cancelled");
        return result;
    }
    document.diagnostics = std::move(decoded.diagnostics);
    const auto &parsed = document.collection.diagnostics();
    document.diagnostics.insert(document.diagnostics.end(), parsed.begin(), parsed.end());
    std::stable_sort(
        document.diagnostics.begin(), document.diagnostics.end(),
        [](const auto &a, const auto &b) { return a.position.offset < b.position.offset; });
    result.diagnostics = document.diagnostics;
    result.document = std::make_shared<const Document>(std::move(document));
    if (progress) progress(1.0);
    return result;
}

} // namespace sgfview
