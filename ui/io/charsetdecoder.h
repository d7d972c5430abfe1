// Turns the bytes of an SGF file into UTF-8 for the core parser.
//
// A byte order mark, or the NUL bytes of UTF-16/32 without one, decides for the whole file.
// Otherwise the file's structure is ASCII and each game tree's root CA[] names the charset of
// that tree's text, so a collection may mix charsets: the trees are found in the raw bytes
// (reading values charset-aware, see GameTreeScanner) and each is decoded with its own. A tree
// without CA is UTF-8 when its bytes are valid UTF-8, else its charset is guessed (and a
// warning says so). A CA that names an unknown charset is warned about and then treated as
// missing; one that does not fit the bytes, while they are valid UTF-8, is overruled by UTF-8.
// Valid UTF-8 that names no other charset (the common case) is moved through uncopied.
#pragma once

#include "io/decodedtext.h"

#include <QByteArray>
#include <QStringList>
#include <string>

namespace sgfview {

// forcedEncoding is the user's choice (View > Encoding): it overrides everything but a byte
// order mark. An empty one means "detect"; an unknown one is warned about and ignored.
DecodedText decodeSgf(std::string bytes, const QByteArray &forcedEncoding = {});

// The encodings worth offering to choose from, each one a decoder here actually has.
QStringList availableEncodings();

} // namespace sgfview
