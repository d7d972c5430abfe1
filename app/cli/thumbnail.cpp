#include "thumbnail.h"

#include "commandline.h"
#include "io/documentloader.h"
#include "models/qtsgf.h"
#include "widgets/thumbnail.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <cstdio>
#include <string_view>

namespace sgfview {

namespace {

struct ThumbnailCommand {
    Q_DECLARE_TR_FUNCTIONS(ThumbnailCommand)
};

void printError(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

// Qt's complaints about the runtime folder prepareThumbnailEnvironment points it at: not for
// the file manager's log.
QtMessageHandler previousHandler = nullptr;

void dropRuntimeFolderWarnings(QtMsgType type, const QMessageLogContext &context,
                               const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: "))) return;
    if (previousHandler) previousHandler(type, context, message);
}

} // namespace

void prepareThumbnailEnvironment()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // An existing folder that is not ours to write in: Qt finds nothing there and makes
    // nothing.
    if (!QFileInfo(qEnvironmentVariable("XDG_RUNTIME_DIR")).isDir()) {
        qputenv("XDG_RUNTIME_DIR", "/");
        previousHandler = qInstallMessageHandler(dropRuntimeFolderWarnings);
    }
}

bool wantsThumbnail(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--") break;
        if (argument == "--thumbnail" || argument == "-thumbnail") return true;
    }
    return false;
}

int runThumbnail(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        printError(ThumbnailCommand::tr("sgfview: --thumbnail takes IN.sgf and OUT.png"));
        return 2;
    }
    int size = 256;
    if (parser.isSet(QStringLiteral("size"))) {
        bool ok = false;
        size = parser.value(QStringLiteral("size")).toInt(&ok);
        if (!ok || size < 16 || size > 1024) {
            printError(ThumbnailCommand::tr("sgfview: --size takes a number of pixels from 16 "
                                            "to 1024 (the thumbnail sizes are 128, 256, 512 "
                                            "and 1024)"));
            return 2;
        }
    }
    const QString &in = files[0], &out = files[1];
    LoadOptions options;
    options.memory = MemoryBudget::check;
    const LoadResult result = DocumentLoader::load(in, options);
    if (!result.document) {
        printFailure(in, result);
        return 1;
    }
    QString error;
    const QImage image = renderThumbnail(result.document->collection, size, &error);
    if (image.isNull()) {
        printError(formatDiagnostic(in, error));
        return 1;
    }
    QImageWriter writer(out, "png");
    if (!writer.write(image)) {
        printError(formatDiagnostic(out, writer.errorString()));
        return 1;
    }
    return 0;
}

} // namespace sgfview
