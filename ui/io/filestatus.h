// What the system says about a file at one moment, asked once: by its path, or through an open
// handle, so that what is checked after reading is the file that was read, whatever its path
// names by then.
#pragma once

#include <QDateTime>
#include <QString>
#include <QtGlobal>
#include <cstdint>
#include <optional>

namespace sgfview {

struct FileStatus {
    enum class Type : std::uint8_t {
        Missing,
        LinkToNothing, // a symbolic link whose target does not exist (or a loop of links)
        Folder,
        Regular,
        Other, // FIFO, device, socket: nothing to open for a viewer
    };

    Type type = Type::Missing;
    qint64 size = 0;
    // Nanoseconds since the epoch, as fine as the system keeps them.
    qint64 modifiedNs = 0;
    // Which file it is, where the system says (device and inode); 0 and 0 where it does not.
    std::uint64_t device = 0;
    std::uint64_t inode = 0;
    // How many names the file has: 0 once deleted while open; -1 where the system does not say.
    qint64 links = -1;

    // By path, following symbolic links: one question to the system where it allows (a file
    // vanishing between two questions would look like neither a file nor a folder).
    static FileStatus ofPath(const QString &path);
    // Through an open handle (fstat); nothing where the system has no such call.
    static std::optional<FileStatus> ofHandle(int handle);

    // To the millisecond, as QFileInfo::lastModified() says it.
    QDateTime modified() const;
    bool exists() const { return type != Type::Missing && type != Type::LinkToNothing; }
    // The same file, where the system tells files apart; else assumed.
    bool isSameFile(const FileStatus &other) const
    {
        return device == other.device && inode == other.inode;
    }
    // Same size and modification time: not written to in between, as far as the system sees.
    bool hasSameContentStamp(const FileStatus &other) const
    {
        return size == other.size && modifiedNs == other.modifiedNs;
    }
};

} // namespace sgfview
