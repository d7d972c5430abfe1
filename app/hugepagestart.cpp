#include "hugepagestart.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <sys/stat.h>

namespace sgfview {

namespace {

// Set in the environment of the program started: the GLIBC_TUNABLES it had before (after a
// '=' when it had one, empty when it had none).
constexpr const char *startMark = "SGFVIEW_RESTARTED_WITH_HUGE_PAGES";
constexpr std::string_view hugePageTunable = "glibc.malloc.hugetlb=1";

// GLIBC_TUNABLES as it was: before, or none when before is null.
void putBackTunables(const char *before)
{
    if (before)
        ::setenv("GLIBC_TUNABLES", before, 1);
    else
        ::unsetenv("GLIBC_TUNABLES");
    ::unsetenv(startMark);
}

} // namespace

bool namesFileOfAtLeast(int argc, char **argv, std::size_t bytes)
{
    return std::any_of(argv + std::min(argc, 1), argv + argc, [bytes](const char *argument) {
        struct stat file;
        return argument[0] != '-' && ::stat(argument, &file) == 0 && S_ISREG(file.st_mode) &&
               std::size_t(file.st_size) >= bytes;
    });
}

bool hugePagesOnRequest()
{
    std::ifstream enabled("/sys/kernel/mm/transparent_hugepage/enabled");
    const std::string modes((std::istreambuf_iterator<char>(enabled)),
                            std::istreambuf_iterator<char>());
    return modes.find("[madvise]") != std::string::npos;
}

bool setHugePageHeapForNextProgram()
{
    const char *set = std::getenv("GLIBC_TUNABLES");
    const bool hadTunables = set != nullptr;
    const std::string tunables = set ? set : "";
    std::string wanted(hugePageTunable);
    if (!tunables.empty()) wanted += ':' + tunables;
    const std::string before = hadTunables ? '=' + tunables : std::string();
    if (::setenv(startMark, before.c_str(), 1) == 0 &&
        ::setenv("GLIBC_TUNABLES", wanted.c_str(), 1) == 0)
        return true;
    putBackTunables(hadTunables ? tunables.c_str() : nullptr);
    return false;
}

bool putBackEnvironmentAfterStart()
{
    const char *before = std::getenv(startMark);
    if (!before) return false;
    putBackTunables(before[0] == '=' ? before + 1 : nullptr);
    return true;
}

} // namespace sgfview
