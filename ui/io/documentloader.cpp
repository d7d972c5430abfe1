#include "documentloader.h"

#include "charsetdecoder.h"
#include "filereader.h"

#include <QFileInfo>

namespace sgfview {

LoadResult DocumentLoader::load(const QString &path, const LoadOptions &options,
                                const Progress &progress)
{
    FileReadResult file = FileReader::read(path, options.sizeLimit);
    if (!file.ok()) {
        LoadResult result;
        result.error = file.error;
        return result;
    }
    LoadResult result = loadBytes(std::move(file.bytes), path, options, progress);
    if (result.document) {
        auto document = std::const_pointer_cast<Document>(result.document);
        document->path = QFileInfo(path).absoluteFilePath();
        document->fileSize = file.size;
        document->modified = file.modified;
    }
    return result;
}

LoadResult DocumentLoader::loadBytes(std::string bytes, const QString &name,
                                     const LoadOptions &options, const Progress &progress)
{
    LoadResult result;
    DecodedText decoded = decodeSgf(std::move(bytes), options.forcedEncoding);
    result.diagnostics = decoded.diagnostics;

    sgf::ParseOptions parseOptions;
    parseOptions.mode = options.mode;
    if (progress)
        parseOptions.progress = [&progress](std::size_t done, std::size_t total) {
            return progress(0.9 * double(done) / double(total ? total : 1));
        };
    auto document = std::make_shared<Document>();
    document->path = name;
    document->encoding = decoded.encoding;
    try {
        document->collection = sgf::parseCollection(std::move(decoded.utf8), parseOptions);
    } catch (const sgf::ParseError &error) {
        result.error = QString::fromUtf8(error.what());
        result.position = error.position();
        return result;
    } catch (const sgf::ParseCancelled &) {
        result.cancelled = true;
        result.error = tr("cancelled");
        return result;
    }
    if (options.layoutRows) document->rows = std::make_shared<TreeRows>(document->collection);
    document->diagnostics = std::move(decoded.diagnostics);
    const auto &parsed = document->collection.diagnostics();
    document->diagnostics.insert(document->diagnostics.end(), parsed.begin(), parsed.end());
    std::stable_sort(
        document->diagnostics.begin(), document->diagnostics.end(),
        [](const auto &a, const auto &b) { return a.position.offset < b.position.offset; });
    result.diagnostics = document->diagnostics;
    result.document = std::move(document);
    if (progress) progress(1.0);
    return result;
}

} // namespace sgfview
