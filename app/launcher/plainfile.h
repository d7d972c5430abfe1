// Reading a file for the command line without Qt, only where the Qt program (ui/io's
// FileReader and MemoryBudget) would read the same bytes without a word: a regular file
// within the size limit, unchanged while read, whose load surely fits in memory. Anything
// else is left to the Qt program, which words it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sgfview::plain {

// The bytes of the regular file at path, mapped read-only (reading them into fresh memory costs
// more than parsing them), a '\0' after them; nothing where FileReader::read would have
// something to say (a missing file, a folder, a FIFO, too large, changed while mapped).
struct MappedFile {
    std::shared_ptr<const void> owner; // unmaps the bytes when the last user lets go
    std::string_view bytes;
};
std::optional<MappedFile> mapRegularFile(const char *path);

// Set once anything is written: a file cut short while mapped (SIGBUS) then ends the program
// with a message, where before it the Qt program reads the files again (launcher.cpp).
void markOutputStarted();
bool outputHasStarted();

// Everything on standard input so far, up to one byte past the limit: a stream holding more
// is for the Qt program to refuse, with the bytes read handed on to it.
struct StandardInput {
    bool read = false;
    std::string bytes;
};
// False on a read error (left to the Qt program as well).
bool readStandardInput(StandardInput &input);
bool beyondLimit(std::string_view bytes);

// True when MemoryBudget would let --check or --json load these bytes, with room to spare
// for the Qt program's own start; false when it would refuse them or may be close to.
bool surelyFitsInMemory(std::string_view bytes);

} // namespace sgfview::plain
