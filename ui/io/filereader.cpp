#include "io/filereader.h"

#include "io/filestatus.h"
#include "sgf/parser.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace sgfview {

namespace {

// "2.0 GiB (2147483648 bytes)": the readable size, then the exact one.
QString describeSize(qint64 bytes)
{
    return FileReader::tr("%1 (%2 bytes)")
        .arg(QLocale::system().formattedDataSize(bytes))
        .arg(bytes);
}

FileReadResult failure(const QString &message)
{
    FileReadResult result;
    result.error = message;
    return result;
}

// Why a file must not be read, or nothing for a regular file.
QString notARegularFile(const FileStatus &status)
{
    switch (status.type) {
    case FileStatus::Type::Missing:
        return FileReader::tr("the file does not exist.");
    case FileStatus::Type::LinkToNothing:
        return FileReader::tr("it is a link to a file that does not exist.");
    case FileStatus::Type::Folder:
        return FileReader::tr("it is a folder, not a file.");
    case FileStatus::Type::Other:
        return FileReader::tr("it is not a regular file.");
    case FileStatus::Type::Regular:
        break;
    }
    return {};
}

// Why opening found no file at path: a link to nothing, or nothing (whatever is there by now).
QString noFileAt(const QString &path)
{
    FileStatus status = FileStatus::ofPath(path);
    if (status.exists()) status.type = FileStatus::Type::Missing; // back, but not when opened
    return notARegularFile(status);
}

// Opens path read-only and unbuffered (Qt takes no lock, and the bytes go straight into the
// string); the reason when it cannot. Where the system allows, without waiting: should a FIFO
// have taken the file's place since it was looked at, opening it returns at once.
QString openForReading(QFile &file, const QString &path)
{
    const QIODevice::OpenMode mode = QIODevice::ReadOnly | QIODevice::Unbuffered;
#ifdef Q_OS_UNIX
    const int handle =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (handle < 0) {
        const int error = errno;
        if (error == ENOENT) return noFileAt(path); // gone since it was looked at
        return qt_error_string(error) + '.';
    }
    // Reads of a regular file do not wait anyway; this keeps them plain.
    ::fcntl(handle, F_SETFL, ::fcntl(handle, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(handle, mode, QFileDevice::AutoCloseHandle)) {
        ::close(handle);
        return file.errorString() + '.';
    }
    return {};
#else
    file.setFileName(path);
    if (file.open(mode)) return {};
    if (!FileStatus::ofPath(path).exists()) return noFileAt(path);
    return file.errorString() + '.';
#endif
}

// Why the bytes just read may not be the file's, or nothing: its path names no file now
// (deleted, or moved away while it keeps a name elsewhere), or another one (replaced), or it
// was written to.
QString changeWhileReading(const QFile &file, const QString &path, const FileStatus &opened)
{
    const FileStatus atPath = FileStatus::ofPath(path);
    const std::optional<FileStatus> now = FileStatus::ofHandle(file.handle());
    if (!atPath.exists())
        return now && now->links > 0 ? FileReader::tr("it was moved while being read.")
                                     : FileReader::tr("it was deleted while being read.");
    if (!atPath.isSameFile(opened) || !now.value_or(atPath).hasSameContentStamp(opened))
        return FileReader::tr("it changed while being read.");
    return {};
}

} // namespace

FileReadResult FileReader::read(const QString &path, qint64 limit,
                                const std::function<void(Step)> &onStep, const Progress &progress)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto cannotOpen = [&](const QString &why) {
        return failure(tr("Cannot open “%1”: %2").arg(shown, why));
    };
    // Looked at before opening, so that what must not be opened is not: a FIFO would wait for
    // a writer, a device would never end.
    const FileStatus looked = FileStatus::ofPath(path);
    if (const QString why = notARegularFile(looked); !why.isEmpty()) return cannotOpen(why);
    if (onStep) onStep(Step::Looked);

    QFile file;
    if (const QString why = openForReading(file, path); !why.isEmpty()) return cannotOpen(why);
    // From here on, the file that was opened, whatever the path names meanwhile.
    const FileStatus opened =
        FileStatus::ofHandle(file.handle()).value_or(FileStatus::ofPath(path));
    if (const QString why = notARegularFile(opened); !why.isEmpty()) return cannotOpen(why);
    if (opened.size > limit)
        return cannotOpen(tr("the file is %1, more than the %2 this viewer reads.")
                              .arg(describeSize(opened.size), describeSize(limit)));
    if (onStep) onStep(Step::Opened);

    FileReadResult result;
    result.size = opened.size;
    result.modified = opened.modified();
    Progress reading;
    if (progress)
        reading = [&progress, &result](double fraction) {
            result.cancelled = !progress(fraction);
            return !result.cancelled;
        };
    QString problem = readExactly(file, opened.size, result.bytes, reading);
    if (problem.isEmpty()) problem = changeWhileReading(file, path, opened);
    if (!problem.isEmpty()) {
        result.bytes = {};
        result.error = tr("Cannot read “%1”: %2").arg(shown, problem);
    }
    return result;
}

FileReadResult FileReader::readStream(QIODevice &device, const QString &name, qint64 limit)
{
    FileReadResult result;
    constexpr qint64 chunk = qint64(1) << 20;
    for (;;) {
        const std::size_t done = result.bytes.size();
        const qint64 wanted = std::min(chunk, limit + 1 - qint64(done));
        result.bytes.resize(done + std::size_t(wanted));
        const qint64 got = device.read(result.bytes.data() + done, wanted);
        result.bytes.resize(done + std::size_t(std::max<qint64>(got, 0)));
        if (got < 0)
            return failure(tr("Cannot read “%1”: %2").arg(name, device.errorString() + '.'));
        if (qint64(result.bytes.size()) > limit) {
            result.bytes = {};
            result.error = tr("Cannot read “%1”: it holds more than the %2 this viewer reads.")
                               .arg(name, describeSize(limit));
            return result;
        }
        if (got == 0) break;
    }
    result.size = qint64(result.bytes.size());
    return result;
}

QString FileReader::readExactly(QIODevice &device, qint64 expectedSize, std::string &bytes,
                                const Progress &progress)
{
    // Fresh memory costs a page fault per 4 KiB; huge pages cut that 512-fold for big files.
    bytes = sgf::reserveText(std::size_t(expectedSize));
    const qint64 piece = progress ? progressPiece : expectedSize;
    qint64 done = 0;
    while (done < expectedSize) {
        // Grown a piece at a time within the room reserved: its fresh pages are touched
        // between the reports too (a gigabyte's took seconds on a virtual machine).
        const qint64 wanted = std::min(piece, expectedSize - done);
        bytes.resize(std::size_t(done + wanted));
        const qint64 got = device.read(bytes.data() + done, wanted);
        if (got < 0) {
            bytes = {};
            return device.errorString() + '.';
        }
        if (got == 0) break;
        done += got;
        if (progress && !progress(double(done) / double(expectedSize))) {
            bytes = {};
            return tr("the read was cancelled.");
        }
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
    const FileStatus status = FileStatus::ofPath(path);
    return !status.exists() || status.size != size || status.modified() != modified;
}

} // namespace sgfview
