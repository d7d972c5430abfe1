// The corpus files that cannot be read, and why: a test that reads every corpus file fails on
// any other file that does not load. (tests/ui/io/tst_corpusload.cpp says what each file
// gives, and checks that its table agrees.)
#pragma once

#include <QLatin1String>
#include <QString>
#include <span>

namespace testdata {

struct CorpusException {
    const char *file;
    const char *why;
};

// No game tree at all: nothing reads one from them ("tree missing").
inline constexpr CorpusException noGameTree[] = {
    {"small/gnugo_nightmare_empty.sgf", "zero bytes"},
    {"small/littlego_not_an_sgf_file.sgf", "one line of prose with no '(' in it"},
};

// UTF-16: the core reads bytes, and in these a NUL byte stands between '(' and ';', so it finds
// no game tree ("tree missing"). The window decodes them to UTF-8 first, and they open.
inline constexpr CorpusException utf16[] = {
    {"small/libsgfcpp_encoding-utf16-nobom.sgf", "UTF-16BE without a byte order mark"},
    {"small/libsgfcpp_encoding-utf16-withbom.sgf", "UTF-16BE after a byte order mark"},
    {"small/sabaki_utf16le.sgf", "UTF-16LE after a byte order mark"},
};

// Why the file is in the list, or null.
inline const char *whyListed(std::span<const CorpusException> list, const QString &file)
{
    for (const CorpusException &exception : list)
        if (file == QLatin1String(exception.file)) return exception.why;
    return nullptr;
}

} // namespace testdata
