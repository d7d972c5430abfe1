// sgfview: the program's start. --check, --json and --find of files that need no charset
// conversion run here, without Qt (plaincommandline.h, plainfind.h): a script checking or
// searching files pays for no GUI library. Everything else (the window, the other modes, options
// and errors to word, files to decode) is the Qt program's, sgfview-window, which this process
// becomes (execv) with the same arguments. SGFVIEW_COMMAND_LINE=qt always starts the Qt program,
// =plain never does (exit status 125 where it would): tests compare the two paths and see which one
// ran.
#include "plaincommandline.h"
#include "plainfind.h"
#include "plainmemory.h"

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

namespace {

// Next to this executable (the build tree), else where it is installed (SGFVIEW_LIBEXEC,
// relative to the folder of the installed sgfview).
std::string windowProgram()
{
    char self[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0) return "sgfview-window";
    const std::string path(self, std::size_t(length));
    const std::string folder = path.substr(0, path.rfind('/') + 1);
    const std::string beside = folder + "sgfview-window";
    if (::access(beside.c_str(), X_OK) == 0) return beside;
    return folder + SGFVIEW_LIBEXEC "/sgfview-window";
}

// What was read of standard input becomes the Qt program's standard input, so that it reads
// the same bytes.
bool handOn(const sgfview::plain::StandardInput &input)
{
    if (!input.read) return true;
    const int fd = ::memfd_create("sgfview-stdin", MFD_CLOEXEC);
    if (fd < 0) return false;
    std::size_t done = 0;
    while (done < input.bytes.size()) {
        const ssize_t wrote = ::write(fd, input.bytes.data() + done, input.bytes.size() - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return false;
        done += std::size_t(wrote);
    }
    return ::lseek(fd, 0, SEEK_SET) == 0 && ::dup2(fd, 0) == 0;
}

// What a bus error (a mapped file cut short while read) needs, set before anything is mapped.
std::string busErrorProgram;
char **busErrorArguments = nullptr;
const sgfview::plain::StandardInput *busErrorInput = nullptr;

// A file the launcher mapped was cut short under it. Before any output the Qt program takes
// over and reads the files again (and words what it finds); after, the run ends with a
// message. Only async-signal-safe calls here.
extern "C" void onBusError(int)
{
    if (!sgfview::plain::outputHasStarted() && !busErrorInput->read)
        ::execv(busErrorProgram.c_str(), busErrorArguments);
    constexpr char message[] = "sgfview: a file changed while it was read\n";
    [[maybe_unused]] const ssize_t written = ::write(2, message, sizeof message - 1);
    ::_exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    sgfview::plain::keepFreedMemory();
    const char *forced = std::getenv("SGFVIEW_COMMAND_LINE");
    const std::string_view choice = forced ? forced : "";
    sgfview::plain::StandardInput input;
    if (choice != "qt") {
        sgfview::plain::restartWithHugePageHeap(argc, argv);
        busErrorProgram = windowProgram();
        busErrorArguments = argv;
        busErrorInput = &input;
        struct sigaction action = {};
        action.sa_handler = onBusError;
        ::sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, nullptr);
        if (const auto status = sgfview::plain::runFind(argc, argv)) return *status;
        if (const auto status = sgfview::plain::runCommandLine(argc, argv, input)) return *status;
        if (choice == "plain") {
            std::fputs("sgfview: SGFVIEW_COMMAND_LINE=plain, and this needs the Qt program\n",
                       stderr);
            return 125;
        }
    }
    const std::string program = windowProgram();
    ::signal(SIGBUS, SIG_DFL);
    sgfview::plain::startQtProgramWithHugePageHeap(argc, argv);
    if (!handOn(input)) {
        std::fprintf(stderr, "sgfview: cannot hand standard input on: %s\n", std::strerror(errno));
        return 127;
    }
    ::execv(program.c_str(), argv);
    std::fprintf(stderr, "sgfview: cannot start %s: %s\n", program.c_str(), std::strerror(errno));
    return 127;
}
