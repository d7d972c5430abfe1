#include "documentloader.h"

#include <QFile>
#include <QFileInfo>

namespace sgfview {

namespace {

// Until the charset decoder lands: the bytes are taken as UTF-8.
struct Decoded {
    std::string utf8;
    QString encoding;
    std::vector<sgf::Diagnostic> diagnostics;
};

Decoded decode(std::string bytes, const QByteArray &)
{
    return {std::move(bytes), QStringLiteral("UTF-8"), {}};
}

} // namespace

LoadResult DocumentLoader::load(const QString &path, const LoadOptions &options,
                                const Progress &progress)
{
    LoadResult result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error = tr("no such file");
        return result;
    }
    if (info.isDir()) {
        result.error = tr("is a directory");
        return result;
    }
    if (info.size() > options.sizeLimit) {
        result.error =
            tr("is too large (%1 bytes; the limit is %2)").arg(info.size()).arg(options.sizeLimit);
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("cannot be read: %1").arg(file.errorString());
        return result;
    }
    std::string bytes(std::size_t(info.size()), '\0');
    const qint64 read = file.read(bytes.data(), qint64(bytes.size()));
    if (read < 0) {
        result.error = tr("cannot be read: %1").arg(file.errorString());
        return result;
    }
    bytes.resize(std::size_t(read));
    result = loadBytes(std::move(bytes), path, options, progress);
    if (result.document) {
        auto document = std::const_pointer_cast<Document>(result.document);
        document->path = info.absoluteFilePath();
        document->fileSize = info.size();
        document->modified = info.lastModified();
    }
    return result;
}

LoadResult DocumentLoader::loadBytes(std::string bytes, const QString &name,
                                     const LoadOptions &options, const Progress &progress)
{
    LoadResult result;
    Decoded decoded = decode(std::move(bytes), options.forcedEncoding);
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
