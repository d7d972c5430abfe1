#include "io/filestatus.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace sgfview {

namespace {

#ifdef Q_OS_UNIX
FileStatus fromStat(const struct stat &st)
{
    FileStatus status;
    status.type = S_ISREG(st.st_mode)   ? FileStatus::Type::Regular
                  : S_ISDIR(st.st_mode) ? FileStatus::Type::Folder
                                        : FileStatus::Type::Other;
    status.size = qint64(st.st_size);
    status.modifiedNs = qint64(st.st_mtim.tv_sec) * 1'000'000'000 + qint64(st.st_mtim.tv_nsec);
    status.device = std::uint64_t(st.st_dev);
    status.inode = std::uint64_t(st.st_ino);
    status.links = qint64(st.st_nlink);
    return status;
}
#endif

} // namespace

FileStatus FileStatus::ofPath(const QString &path)
{
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    struct stat st;
    if (::stat(name.constData(), &st) == 0) return fromStat(st);
    FileStatus status;
    status.type = ::lstat(name.constData(), &st) == 0 && S_ISLNK(st.st_mode) ? Type::LinkToNothing
                                                                             : Type::Missing;
    return status;
#else
    const QFileInfo info(path);
    FileStatus status;
    if (!info.exists()) {
        status.type = info.isSymLink() ? Type::LinkToNothing : Type::Missing;
        return status;
    }
    status.type = info.isDir() ? Type::Folder : info.isFile() ? Type::Regular : Type::Other;
    status.size = info.size();
    status.modifiedNs = info.lastModified().toMSecsSinceEpoch() * 1'000'000;
    return status;
#endif
}

std::optional<FileStatus> FileStatus::ofHandle(int handle)
{
#ifdef Q_OS_UNIX
    struct stat st;
    if (handle < 0 || ::fstat(handle, &st) != 0) return std::nullopt;
    return fromStat(st);
#else
    Q_UNUSED(handle);
    return std::nullopt;
#endif
}

QDateTime FileStatus::modified() const
{
    // Whole milliseconds towards the past, as QFileInfo rounds.
    const qint64 ms = modifiedNs / 1'000'000 - (modifiedNs % 1'000'000 < 0 ? 1 : 0);
    return QDateTime::fromMSecsSinceEpoch(ms);
}

} // namespace sgfview
