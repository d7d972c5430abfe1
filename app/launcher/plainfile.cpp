#include "plainfile.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sgfview::plain {

namespace {

constexpr std::int64_t sizeLimit = std::int64_t(2) << 30; // FileReader::defaultLimit

struct Stamp {
    dev_t device;
    ino_t inode;
    off_t size;
    timespec modified;
};

Stamp stampOf(const struct stat &st)
{
    return {st.st_dev, st.st_ino, st.st_size, st.st_mtim};
}

bool sameFile(const Stamp &a, const Stamp &b)
{
    return a.device == b.device && a.inode == b.inode && a.size == b.size &&
           a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec;
}

class Handle {
public:
    explicit Handle(int fd) : fd_(fd) {}
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    ~Handle()
    {
        if (fd_ >= 0) ::close(fd_);
    }
    int fd() const { return fd_; }

private:
    int fd_;
};

// Reads until count bytes or the end; false on an error.
bool readFully(int fd, char *into, std::size_t count, std::size_t &done)
{
    done = 0;
    while (done < count) {
        const ssize_t got = ::read(fd, into + done, count - done);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return false;
        if (got == 0) break;
        done += std::size_t(got);
    }
    return true;
}

// A small /proc or /sys file whole ("" when it cannot be read).
std::string readSmallFile(const char *path)
{
    const Handle file(::open(path, O_RDONLY | O_CLOEXEC));
    if (file.fd() < 0) return {};
    std::string text(1 << 16, '\0');
    std::size_t done = 0;
    if (!readFully(file.fd(), text.data(), text.size(), done)) return {};
    text.resize(done);
    return text;
}

std::optional<std::int64_t> number(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.remove_suffix(1);
    if (text.empty() || text.size() > 18) return std::nullopt;
    std::int64_t n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

std::optional<std::int64_t> memAvailable()
{
    const std::string text = readSmallFile("/proc/meminfo");
    const auto at = text.find("\nMemAvailable:");
    if (at == std::string::npos) return std::nullopt;
    const auto begin = at + 14, end = text.find(" kB", begin);
    if (end == std::string::npos) return std::nullopt;
    const auto kilobytes = number(std::string_view(text).substr(begin, end - begin));
    if (!kilobytes) return std::nullopt;
    return *kilobytes * 1024;
}

// As MemoryBudget reads cgroup v2: "0::/path", then that group's memory.max less memory.current.
std::optional<std::int64_t> cgroupRoom()
{
    const std::string groups = readSmallFile("/proc/self/cgroup");
    std::size_t line = 0;
    while (line < groups.size()) {
        const std::size_t next = std::min(groups.find('\n', line), groups.size());
        const std::string_view entry = std::string_view(groups).substr(line, next - line);
        if (entry.starts_with("0::")) {
            const std::string folder = "/sys/fs/cgroup" + std::string(entry.substr(3));
            const auto maximum = number(readSmallFile((folder + "/memory.max").c_str()));
            if (!maximum) return std::nullopt;
            const auto current = number(readSmallFile((folder + "/memory.current").c_str()));
            return *maximum - current.value_or(0);
        }
        line = next + 1;
    }
    return std::nullopt;
}

} // namespace

std::optional<MappedFile> mapRegularFile(const char *path)
{
    struct stat looked;
    if (::stat(path, &looked) != 0 || !S_ISREG(looked.st_mode)) return std::nullopt;
    const Handle file(::open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    struct stat opened;
    if (file.fd() < 0 || ::fstat(file.fd(), &opened) != 0 || !S_ISREG(opened.st_mode) ||
        opened.st_size > sizeLimit)
        return std::nullopt;
    const auto size = std::size_t(opened.st_size);
    if (size == 0) return MappedFile{nullptr, std::string_view("", 0)};
    // A page of zeros after the file's own pages (whose rest past its end the system fills
    // with zeros too) holds the '\0'.
    const auto page = std::size_t(::sysconf(_SC_PAGESIZE));
    const std::size_t length = (size + page - 1) / page * page + page;
    void *const area = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED) return std::nullopt;
    std::shared_ptr<const void> owner(
        area, [length](const void *block) { ::munmap(const_cast<void *>(block), length); });
    if (::mmap(area, size, PROT_READ, MAP_PRIVATE | MAP_FIXED | MAP_POPULATE, file.fd(), 0) ==
        MAP_FAILED)
        return std::nullopt;
    // The path still names the file mapped, which was not written to meanwhile.
    struct stat atPath, now;
    if (::stat(path, &atPath) != 0 || ::fstat(file.fd(), &now) != 0 ||
        !sameFile(stampOf(atPath), stampOf(opened)) || !sameFile(stampOf(now), stampOf(opened)))
        return std::nullopt;
    return MappedFile{std::move(owner), std::string_view(static_cast<const char *>(area), size)};
}

namespace {
volatile std::sig_atomic_t outputStarted = 0;
} // namespace

void markOutputStarted()
{
    outputStarted = 1;
}

bool outputHasStarted()
{
    return outputStarted != 0;
}

bool readStandardInput(StandardInput &input)
{
    input.read = true;
    constexpr std::size_t chunk = std::size_t(1) << 20;
    for (;;) {
        const std::size_t done = input.bytes.size();
        if (beyondLimit(input.bytes)) return true;
        input.bytes.resize(done + chunk);
        std::size_t got = 0;
        const bool ok = readFully(0, input.bytes.data() + done, chunk, got);
        input.bytes.resize(done + got);
        if (!ok) return false;
        if (got < chunk) return true;
    }
}

bool beyondLimit(std::string_view bytes)
{
    return std::int64_t(bytes.size()) > sizeLimit;
}

bool surelyFitsInMemory(std::string_view bytes)
{
    // The Qt program's VmSize is not ours: a limit on the address space is its to judge.
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur != RLIM_INFINITY) return false;
    std::optional<std::int64_t> room = memAvailable();
    if (const auto group = cgroupRoom()) room = room ? std::min(*room, *group) : *group;
    if (!room) return true; // MemoryBudget cannot tell either, and lets the load start
    // MemoryBudget::check: 3 bytes a byte, 16 a node (';'), 20 a value ('['), and room for
    // what the Qt program holds more than this one.
    constexpr std::int64_t spare = std::int64_t(64) << 20;
    const auto size = std::int64_t(bytes.size());
    if (size * (3 + 20) + spare <= *room) return true; // even if every byte were a '['
    std::int64_t nodes = 0, values = 0;
    for (const char c : bytes) {
        nodes += c == ';';
        values += c == '[';
    }
    return size * 3 + nodes * 16 + values * 20 + spare <= *room;
}

} // namespace sgfview::plain
