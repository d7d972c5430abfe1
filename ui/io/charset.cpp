#include "io/charset.h"

#include <QStringDecoder>
#include <array>

namespace sgfview {

namespace {

// "ISO8859_1", "iso-8859-1" and "ISO 8859-1" all become "iso88591".
QByteArray lookupKey(QByteArrayView name)
{
    QByteArray key;
    for (char c : name) {
        if (c >= 'A' && c <= 'Z')
            key += char(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            key += c;
    }
    return key;
}

struct KnownCharset {
    const char *key;
    const char *name;
    const char *decoder;
    Charset::Layout layout;
};

using L = Charset::Layout;

// The charsets SGF files name, with the spellings met in them. Anything else goes to Qt by
// its own name.
constexpr std::array knownCharsets{
    KnownCharset{"utf8", "UTF-8", "UTF-8", L::Ascii},
    KnownCharset{"utf16", "UTF-16LE", "UTF-16LE", L::Utf16Le},
    KnownCharset{"utf16le", "UTF-16LE", "UTF-16LE", L::Utf16Le},
    KnownCharset{"utf16be", "UTF-16BE", "UTF-16BE", L::Utf16Be},
    KnownCharset{"ucs2", "UTF-16LE", "UTF-16LE", L::Utf16Le},
    KnownCharset{"utf32", "UTF-32LE", "UTF-32LE", L::Utf32Le},
    KnownCharset{"utf32le", "UTF-32LE", "UTF-32LE", L::Utf32Le},
    KnownCharset{"utf32be", "UTF-32BE", "UTF-32BE", L::Utf32Be},
    KnownCharset{"gb2312", "GB2312", "GB18030", L::DoubleByte},
    KnownCharset{"euccn", "GB2312", "GB18030", L::DoubleByte},
    KnownCharset{"gb231280", "GB2312", "GB18030", L::DoubleByte},
    KnownCharset{"gbk", "GBK", "GB18030", L::DoubleByte},
    KnownCharset{"cp936", "GBK", "GB18030", L::DoubleByte},
    KnownCharset{"gb18030", "GB18030", "GB18030", L::DoubleByte},
    KnownCharset{"big5", "Big5", "Big5", L::DoubleByte},
    KnownCharset{"cp950", "Big5", "Big5", L::DoubleByte},
    KnownCharset{"big5hkscs", "Big5-HKSCS", "Big5-HKSCS", L::DoubleByte},
    KnownCharset{"shiftjis", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"sjis", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"mskanji", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"xsjis", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"cp932", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"windows31j", "Shift_JIS", "Shift_JIS", L::ShiftJis},
    KnownCharset{"eucjp", "EUC-JP", "EUC-JP", L::Ascii},
    KnownCharset{"iso2022jp", "ISO-2022-JP", "ISO-2022-JP", L::Iso2022Jp},
    KnownCharset{"euckr", "EUC-KR", "windows-949", L::DoubleByte},
    KnownCharset{"ksc5601", "EUC-KR", "windows-949", L::DoubleByte},
    KnownCharset{"ksc56011987", "EUC-KR", "windows-949", L::DoubleByte},
    KnownCharset{"cp949", "CP949", "windows-949", L::DoubleByte},
    KnownCharset{"windows949", "CP949", "windows-949", L::DoubleByte},
    KnownCharset{"uhc", "CP949", "windows-949", L::DoubleByte},
    KnownCharset{"iso88591", "ISO-8859-1", "windows-1252", L::Ascii},
    KnownCharset{"latin1", "ISO-8859-1", "windows-1252", L::Ascii},
    KnownCharset{"l1", "ISO-8859-1", "windows-1252", L::Ascii},
    KnownCharset{"ascii", "US-ASCII", "windows-1252", L::Ascii},
    KnownCharset{"usascii", "US-ASCII", "windows-1252", L::Ascii},
};

} // namespace

std::optional<Charset> Charset::fromName(QByteArrayView name)
{
    // No charset's name is longer (RFC 2978): a CA of 40 MB is refused before it is read.
    constexpr qsizetype longestName = 40;
    name = name.trimmed();
    if (name.size() > longestName) return std::nullopt;
    // The name looked up last on this thread, and its charset: a collection names the same
    // one tree after tree, and asking Qt about a name it does not know takes about a
    // microsecond (a million games with CA[nope] spent a second and more on it). At first
    // the empty name, which names nothing.
    thread_local QByteArray lastName;
    thread_local std::optional<Charset> lastCharset;
    if (name == lastName) return lastCharset;
    lastCharset = lookUp(name);
    lastName = name.toByteArray();
    return lastCharset;
}

std::optional<Charset> Charset::lookUp(QByteArrayView name)
{
    const QByteArray key = lookupKey(name);
    if (key.isEmpty()) return std::nullopt;
    for (const KnownCharset &known : knownCharsets)
        if (key == known.key) return Charset(known.name, known.decoder, known.layout);
    // "windows-1251", "ISO-8859-15", "KOI8-R"...: single-byte, or at least never hiding '\'
    // or ']' in a character. Qt's own name when it has one, else the name as written.
    const QByteArray spelled = name.toByteArray();
    const QStringDecoder decoder(spelled.constData());
    if (!decoder.isValid()) return std::nullopt;
    const char *qtName = decoder.name();
    return Charset(qtName ? QByteArray(qtName) : spelled, spelled, Layout::Ascii);
}

Charset Charset::utf8()
{
    return Charset("UTF-8", "UTF-8", Layout::Ascii);
}

bool Charset::isSingleByte() const
{
    if (layout_ != Layout::Ascii) return false;
    const QByteArray key = lookupKey(name_);
    for (const char *multiByte : {"utf", "euc", "gb", "big5", "jis", "2022", "hz", "949", "936"})
        if (key.contains(multiByte)) return false;
    return true;
}

int Charset::unitSize() const
{
    switch (layout_) {
    case Layout::Utf16Le:
    case Layout::Utf16Be:
        return 2;
    case Layout::Utf32Le:
    case Layout::Utf32Be:
        return 4;
    default:
        return 1;
    }
}

} // namespace sgfview
