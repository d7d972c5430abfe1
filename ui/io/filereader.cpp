#include "io/filereader.h"

#include "sgf/record_vector.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace sgfview {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FileReader", text);
}

// "2.0 GiB (2147483648 bytes)": the readable size, then the exact one.
QString describeSize(qint64 bytes)
{
    return tr("%1 (%2 bytes)").arg(QLocale::system().formattedDataSize(bytes)).arg(bytes);
}

FileReadResult failure(const QString &message)
{
    FileReadResult result;
    result.error = message;
    return result;
}

} // namespace

FileReadResult FileReader::read(const QString &path, qint64 limit)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto cannotOpen = [&](const QString &why) {
        return failure(tr("Cannot open “%1”: %2").arg(shown, why));
    };
    const QFileInfo info(path);
    if (!info.exists())
        return cannotOpen(info.isSymLink() ? tr("it is a link to a file that does not exist.")
                                           : tr("the file does not exist."));
    if (info.isDir()) return cannotOpen(tr("it is a folder, not a file."));
    if (!info.isFile()) return cannotOpen(tr("it is not a regular file."));
    const qint64 size = info.size();
    if (size > limit)
        return cannotOpen(tr("the file is %1, more than the %2 this viewer reads.")
                              .arg(describeSize(size), describeSize(limit)));

    // Read-only and unbuffered: Qt takes no lock, and the bytes go straight into the string.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return cannotOpen(file.errorString() + '.');

    FileReadResult result;
    result.size = size;
    result.modified = info.lastModified();
    QString problem = readExactly(file, size, result.bytes);
    if (problem.isEmpty()) {
        // The bytes must be the file that was measured: not removed, resized or rewritten.
        const QFileInfo after(path);
        if (!after.exists())
            problem = tr("it was deleted while being read.");
        else if (after.size() != size || after.lastModified() != result.modified)
            problem = tr("it changed while being read.");
    }
    if (!problem.isEmpty()) {
        result.bytes = {};
        result.error = tr("Cannot read “%1”: %2").arg(shown, problem);
    }
    return result;
}

QString FileReader::readExactly(QIODevice &device, qint64 expectedSize, std::string &bytes)
{
    // Fresh memory costs a page fault per 4 KiB; huge pages cut that 512-fold for big files.
    bytes.reserve(std::size_t(expectedSize));
    sgf::adviseHugePages(bytes.data(), bytes.capacity());
    bytes.resize(std::size_t(expectedSize));
    qint64 done = 0;
    while (done < expectedSize) {
        const qint64 got = device.read(bytes.data() + done, expectedSize - done);
        if (got < 0) {
            bytes = {};
            return device.errorString() + '.';
        }
        if (got == 0) break;
        done += got;
    }
    if (done < expectedSize) {
        bytes = {};
        return tr("it shrank while being read (%1 of the %2 bytes it had).")
            .arg(done)
            .arg(expectedSize);
    }
    char extra;
    if (device.read(&extra, 1) > 0) {
        bytes = {};
        return tr("it grew while being read (more than the %1 bytes it had).").arg(expectedSize);
    }
    return {};
}

bool FileReader::changedSince(const QString &path, qint64 size, const QDateTime &modified)
{
    const QFileInfo info(path);
    return !info.exists() || info.size() != size || info.lastModified() != modified;
}

} // namespace sgfview
