// A character set as an SGF file names it in CA[] or the user picks it: the name to show,
// the decoder Qt uses for it, and how its characters sit in bytes, which decides where an SGF
// value ends (a Shift_JIS or GBK character may have '\' or ']' as its second byte).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <cstdint>
#include <optional>

namespace sgfview {

class Charset {
public:
    enum class Layout : std::uint8_t {
        Ascii,      // no byte of a non-ASCII character is ASCII: UTF-8, ISO-8859-x, EUC-JP...
        DoubleByte, // a lead byte 0x81-0xFE takes the next byte: GBK, GB18030, Big5, CP949
        ShiftJis,   // a lead byte 0x81-0x9F or 0xE0-0xFC takes the next byte
        Iso2022Jp,  // escape sequences switch to characters made of two ASCII bytes
        Utf16Le,    // the rest are not ASCII-compatible: 2 or 4 bytes per code unit
        Utf16Be,
        Utf32Le,
        Utf32Be,
    };

    // The charset a name stands for, aliases and spellings files use included ("ISO8859_1",
    // "SJIS", "MS_KANJI", "UTF8", "cp1252"...); nothing for a name no decoder knows.
    // The last name looked up on a thread is remembered with its charset.
    static std::optional<Charset> fromName(QByteArrayView name);
    static Charset utf8();

    // The usual name: "GB2312", "Shift_JIS", "ISO-8859-1", "UTF-16LE".
    const QByteArray &name() const { return name_; }
    // What QStringDecoder decodes it with; a superset where files need one (GBK for GB2312,
    // windows-1252 for ISO-8859-1, CP949 for EUC-KR), as readers of these files do.
    const QByteArray &decoderName() const { return decoderName_; }
    Layout layout() const { return layout_; }

    bool isUtf8() const { return name_ == "UTF-8"; }
    // One byte per character (ISO-8859-x, windows-125x, KOI8...): text in it is practically
    // never valid UTF-8 unless it is ASCII.
    bool isSingleByte() const;
    // 1 for ASCII-compatible charsets, else the size of a code unit.
    int unitSize() const;
    bool isAsciiCompatible() const { return unitSize() == 1; }
    bool isBigEndian() const { return layout_ == Layout::Utf16Be || layout_ == Layout::Utf32Be; }

    friend bool operator==(const Charset &a, const Charset &b) { return a.name_ == b.name_; }

private:
    static std::optional<Charset> lookUp(QByteArrayView name);
    Charset(QByteArray name, QByteArray decoderName, Layout layout)
        : name_(std::move(name)), decoderName_(std::move(decoderName)), layout_(layout)
    {}
    QByteArray name_;
    QByteArray decoderName_;
    Layout layout_;
};

} // namespace sgfview
