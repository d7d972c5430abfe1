// Starting a program of sgfview's with glibc's heap on huge pages. A big file's load allocates
// hundreds of megabytes of arrays, and with 4 KiB pages each page costs a fault as it is first
// touched (dear on a virtual machine: the window's load of a 100 MB archive is a tenth faster
// on 2 MiB pages). glibc reads its setting for that, GLIBC_TUNABLES, only as a process starts,
// so the process about to become another program (execv) sets it, and the program started
// puts the environment back as it was before anything else: nothing it starts in turn
// inherits the setting. Plain C++: the launcher and the Qt program both use it.
#pragma once

#include <cstddef>

namespace sgfview {

// Whether a regular file of at least `bytes` is named among the arguments after the
// program's (those not starting with '-').
bool namesFileOfAtLeast(int argc, char **argv, std::size_t bytes);

// Whether the system gives huge pages to the memory that asks for them (transparent huge pages
// in "madvise" mode), which is all glibc's setting does; with "always" they come anyway, with
// "never" not at all.
bool hugePagesOnRequest();

// Sets GLIBC_TUNABLES for the program this process becomes next: the huge-page setting first,
// the user's own settings after it (so that theirs win), and a mark of what it was. False when
// the environment could not be set (it is then as before).
bool setHugePageHeapForNextProgram();

// When this process was started with setHugePageHeapForNextProgram's settings: puts
// GLIBC_TUNABLES back as it was and drops the mark, and returns true. Call it first in main.
bool putBackEnvironmentAfterStart();

} // namespace sgfview
