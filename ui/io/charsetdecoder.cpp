#include "io/charsetdecoder.h"

#include "io/charset.h"
#include "io/charsetguesser.h"
#include "io/gametreescanner.h"
#include "sgf/charset_values.h"
#include "sgf/message_text.h"
#include "sgf/parser.h"

#include <QByteArrayView>
#include <QStringDecoder>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace sgfview {

namespace {

using Layout = Charset::Layout;

constexpr std::string_view replacementCharacter = "\xEF\xBF\xBD";

bool isValidUtf8(std::string_view bytes)
{
    return QByteArrayView(bytes.data(), qsizetype(bytes.size())).isValidUtf8();
}

// ASCII reads the same in every ASCII-compatible charset (ISO-2022-JP's escapes aside): any
// byte past ASCII or an ESC needs decoding. Eight bytes at a time, since a file of one huge
// value (40 MB) is asked this whole before its first paint.
bool needsDecoding(std::string_view bytes)
{
    constexpr std::uint64_t ones = ~std::uint64_t(0) / 255;
    constexpr std::uint64_t highBits = ones * 0x80;
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + i, 8);
        const std::uint64_t escapes = word ^ (ones * 0x1B); // a zero byte where an ESC was
        // A high bit in a byte itself; else, all being ASCII, in (x - 1) & ~x of a word x
        // exactly when one of its bytes is zero.
        if ((word | ((escapes - ones) & ~escapes)) & highBits) return true;
    }
    return std::any_of(bytes.begin() + std::ptrdiff_t(i), bytes.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80 || c == '\x1B'; });
}

struct Decoded {
    QByteArray utf8;
    bool errors = false;
};

Decoded decodeWith(std::string_view bytes, const Charset &charset)
{
    QStringDecoder decoder(charset.decoderName().constData(), QStringConverter::Flag::Stateless);
    const QString text = decoder.decode(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
    return {text.toUtf8(), decoder.hasError()};
}

struct ByteOrderMark {
    const char *charset;
    std::string_view bytes;
};

// UTF-32LE's mark starts with UTF-16LE's, so it is tried first.
constexpr ByteOrderMark byteOrderMarks[] = {
    {"UTF-32LE", std::string_view("\xFF\xFE\0\0", 4)},
    {"UTF-32BE", std::string_view("\0\0\xFE\xFF", 4)},
    {"UTF-8", "\xEF\xBB\xBF"},
    {"UTF-16LE", "\xFF\xFE"},
    {"UTF-16BE", "\xFE\xFF"},
};

// UTF-16 or UTF-32 without a mark: SGF's structure is ASCII, which in these leaves NUL bytes
// in every code unit. The first code unit and a quarter of the first 4 KiB must look so.
std::optional<Charset> unicodeByNulBytes(std::string_view bytes)
{
    const std::string_view sample = bytes.substr(0, 4096);
    for (const char *name : {"UTF-32LE", "UTF-32BE", "UTF-16LE", "UTF-16BE"}) {
        const Charset charset = *Charset::fromName(name);
        const auto unit = std::size_t(charset.unitSize());
        const auto looksAscii = [&](std::size_t p) {
            for (std::size_t i = 0; i < unit; ++i) {
                const bool low = charset.isBigEndian() ? i == unit - 1 : i == 0;
                if ((sample[p + i] != '\0') != low) return false;
            }
            return true;
        };
        const std::size_t units = sample.size() / unit;
        if (units == 0 || !looksAscii(0)) continue;
        std::size_t ascii = 0;
        for (std::size_t u = 0; u < units; ++u) ascii += looksAscii(u * unit);
        if (ascii * 4 >= units) return charset;
    }
    return std::nullopt;
}

// True when every CA[...] anywhere in the bytes names UTF-8 (or there is none): then no game
// tree can name another charset and the tree-by-tree reading is not needed.
bool namesOnlyUtf8(std::string_view bytes)
{
    return sgf::grammar::everyCharsetValue(bytes, [](std::string_view value) {
        const auto named = Charset::fromName(value);
        return named && named->isUtf8();
    });
}

bool hasIso2022JpEscape(std::string_view bytes)
{
    return bytes.find("\x1B$B") != std::string_view::npos ||
           bytes.find("\x1B$@") != std::string_view::npos;
}

// A charset name as messages quote it: short, and no byte of it raw (sgf::quoteText).
std::string quoted(std::string_view text)
{
    return "'" + sgf::quoteText(text) + "'";
}

// One game tree as found in the raw bytes.
struct Tree {
    std::size_t start = 0;
    std::size_t end = 0; // one past its ')'
    std::optional<ValueBytes> charsetValue;
    std::optional<Charset> named;    // what CA names, if a decoder knows it
    std::optional<Charset> detected; // without a usable CA: UTF-8 or a guess
    bool guessed = false;
    // The '\' bytes a writer put before second bytes of characters (SGFC's 93 5C 5D for 揮),
    // in order: no part of the text.
    std::vector<std::size_t> insertedEscapes;
};

class CharsetDecoder {
public:
    CharsetDecoder(std::string bytes, QByteArray forced)
        : in_(std::move(bytes)), forced_(std::move(forced))
    {}

    DecodedText run();

private:
    std::string_view input(std::size_t begin, std::size_t end) const
    {
        return std::string_view(in_).substr(begin, end - begin);
    }

    void moveThrough();
    void decodeWhole(const Charset &charset, std::size_t skip);
    void decodeTrees();
    Tree readTree(const GameTreeScanner &scanner, std::size_t start);
    std::size_t findTreeEnd(const GameTreeScanner &scanner, Tree &tree, Layout layout) const;
    std::string_view textOf(const Tree &tree, std::size_t begin, std::size_t end,
                            std::string &buffer) const;
    Charset detect(std::string_view bytes, bool &guessed);
    void decodeSpan(const GameTreeScanner &scanner, const Tree &tree, std::size_t begin,
                    std::size_t end);
    void decodeNamed(const Tree &tree, std::size_t begin, std::size_t end);
    void decodeUnitValues(const GameTreeScanner &scanner, const Tree &tree, std::size_t begin,
                          std::size_t end);
    // Appends bytes decoded with charset; true when some were invalid in it.
    bool appendDecoded(std::string_view bytes, const Charset &charset);
    std::size_t outputOffset(const Tree &tree, std::size_t spanBegin, std::size_t at,
                             const Charset &charset) const;

    void use(const Charset &charset);
    void warn(std::size_t outputOffset, std::string message);
    void warnIfReplaced(std::size_t outputBegin, bool errors, const Charset &charset);
    DecodedText finish();

    // The output: out_, except that while every piece appended is the input's own bytes at the
    // same place, only how far they go (through_, out_ empty) until something else comes or
    // the end, which then takes the input whole. Text that needs no decoding but names no
    // charset the decoder knows (a 40 MB CA value) is then not copied into fresh memory.
    std::size_t outputSize() const { return through_ + out_.size(); }
    void append(std::string_view bytes);
    void append(const QByteArray &decoded)
    {
        append(std::string_view(decoded.constData(), std::size_t(decoded.size())));
    }

    std::string in_;
    QByteArray forced_;
    std::string out_;
    std::size_t through_ = 0;
    QList<QByteArray> used_;
    struct Warning {
        std::size_t offset; // in the output
        std::string message;
        sgf::DiagnosticCode code = sgf::DiagnosticCode::Unspecified;
        std::vector<std::string> arguments;
    };
    std::vector<Warning> warnings_;
    // As many as the parser lists; the rest are counted (a million games with CA[nope]).
    sgf::ListCap listed_{sgf::ParseOptions().maxDiagnostics};
    std::size_t firstUnlisted_ = 0;
    std::optional<Charset> lastGuess_;
    QList<QByteArray> warnedGuesses_;
};

DecodedText CharsetDecoder::run()
{
    const std::string_view bytes = in_;
    for (const ByteOrderMark &mark : byteOrderMarks) {
        if (!bytes.starts_with(mark.bytes)) continue;
        const Charset charset = *Charset::fromName(mark.charset);
        if (charset.isUtf8() && isValidUtf8(bytes.substr(mark.bytes.size()))) {
            in_.erase(0, mark.bytes.size()); // in place: still no copy
            moveThrough();
        } else {
            decodeWhole(charset, mark.bytes.size());
        }
        return finish();
    }
    if (const auto unicode = unicodeByNulBytes(bytes)) {
        decodeWhole(*unicode, 0);
        return finish();
    }
    if (!forced_.isEmpty()) {
        if (const auto forced = Charset::fromName(forced_)) {
            if (forced->isUtf8() && isValidUtf8(bytes))
                moveThrough();
            else
                decodeWhole(*forced, 0);
            return finish();
        }
        warn(0, "unknown encoding " + quoted(forced_.toStdString()) + " chosen: detected instead");
    }
    if (namesOnlyUtf8(bytes) && bytes.find('\x1B') == std::string_view::npos &&
        isValidUtf8(bytes)) {
        moveThrough();
        return finish();
    }
    decodeTrees();
    return finish();
}

void CharsetDecoder::moveThrough()
{
    out_ = std::move(in_);
    use(Charset::utf8());
}

void CharsetDecoder::decodeWhole(const Charset &charset, std::size_t skip)
{
    const Decoded decoded = decodeWith(std::string_view(in_).substr(skip), charset);
    out_.assign(decoded.utf8.constData(), std::size_t(decoded.utf8.size()));
    use(charset);
    warnIfReplaced(0, decoded.errors, charset);
}

// Each tree's text is decoded with its own charset, along with what follows it up to the next
// tree (and, for the first, what comes before it).
void CharsetDecoder::decodeTrees()
{
    const GameTreeScanner scanner(in_);
    std::size_t begin = 0;
    std::size_t start = scanner.findTreeStart(0);
    for (;;) {
        const Tree tree = readTree(scanner, start);
        const std::size_t end = scanner.findTreeStart(tree.end);
        decodeSpan(scanner, tree, begin, end);
        if (end >= in_.size()) break;
        begin = start = end;
    }
}

Tree CharsetDecoder::readTree(const GameTreeScanner &scanner, std::size_t start)
{
    Tree tree;
    tree.start = start;
    tree.end = in_.size();
    if (start == in_.size()) return tree; // no tree: the whole input is detected as one
    tree.charsetValue = scanner.findRootCharset(start);
    if (tree.charsetValue)
        tree.named = Charset::fromName(
            QByteArrayView(in_.data() + tree.charsetValue->begin,
                           qsizetype(tree.charsetValue->end - tree.charsetValue->begin)));
    if (tree.named) {
        tree.end = findTreeEnd(scanner, tree, tree.named->layout());
        return tree;
    }
    tree.end = scanner.findTreeEnd(start, Layout::Ascii);
    tree.detected = detect(input(start, tree.end), tree.guessed);
    if (tree.detected->layout() != Layout::Ascii)
        tree.end = findTreeEnd(scanner, tree, tree.detected->layout());
    return tree;
}

// The tree's end as read in layout, noting the escapes its values insert. A tree that has
// byte-level escapes anywhere is read again preferring them everywhere (see findTreeEnd).
std::size_t CharsetDecoder::findTreeEnd(const GameTreeScanner &scanner, Tree &tree,
                                        Layout layout) const
{
    if (layout != Layout::DoubleByte && layout != Layout::ShiftJis)
        return scanner.findTreeEnd(tree.start, layout);
    bool byteLevel = false;
    const std::size_t end = scanner.findTreeEnd(
        tree.start, layout, [&](const ValueBytes &value) { byteLevel |= value.byteLevelEscapes; });
    if (!byteLevel) return end;
    return scanner.findTreeEnd(
        tree.start, layout,
        [&](const ValueBytes &value) {
            const auto escapes = scanner.insertedEscapes(value, layout);
            tree.insertedEscapes.insert(tree.insertedEscapes.end(), escapes.begin(), escapes.end());
        },
        TrailEscaping::ByteLevel);
}

// The bytes of [begin, end) to decode: the input, or a copy in buffer without the tree's
// inserted escapes.
std::string_view CharsetDecoder::textOf(const Tree &tree, std::size_t begin, std::size_t end,
                                        std::string &buffer) const
{
    const auto &escapes = tree.insertedEscapes;
    auto escape = std::lower_bound(escapes.begin(), escapes.end(), begin);
    const auto last = std::lower_bound(escape, escapes.end(), end);
    if (escape == last) return input(begin, end);
    buffer.clear();
    buffer.reserve(end - begin);
    std::size_t from = begin;
    for (; escape != last; ++escape) {
        buffer.append(input(from, *escape));
        from = *escape + 1;
    }
    buffer.append(input(from, end));
    return buffer;
}

// The charset of text that names none: UTF-8 when valid, else a guess. A guess that reads
// well for the previous tree is kept while it reads well (CharsetGuesser::plausible), so a
// large collection in one charset is not guessed tree by tree, yet each game in another
// charset gets its own guess.
Charset CharsetDecoder::detect(std::string_view bytes, bool &guessed)
{
    guessed = true;
    if (hasIso2022JpEscape(bytes)) return *Charset::fromName("ISO-2022-JP");
    if (isValidUtf8(bytes)) {
        guessed = false;
        return Charset::utf8();
    }
    if (!lastGuess_ || !CharsetGuesser::plausible(bytes, *lastGuess_))
        lastGuess_ = CharsetGuesser::guess(bytes);
    return *lastGuess_;
}

void CharsetDecoder::decodeSpan(const GameTreeScanner &scanner, const Tree &tree, std::size_t begin,
                                std::size_t end)
{
    if (tree.named && !tree.named->isAsciiCompatible()) {
        decodeUnitValues(scanner, tree, begin, end);
        return;
    }
    if (tree.named) {
        decodeNamed(tree, begin, end);
        return;
    }
    bool guessed = tree.guessed;
    const Charset charset = tree.detected ? *tree.detected : detect(input(begin, end), guessed);
    const std::size_t outputBegin = outputSize();
    std::string buffer;
    const bool errors = appendDecoded(textOf(tree, begin, end, buffer), charset);
    use(charset);
    warnIfReplaced(outputBegin, errors, charset);
    const std::string name = charset.name().toStdString();
    if (tree.charsetValue) {
        const ValueBytes &value = *tree.charsetValue;
        warn(outputBegin + outputOffset(tree, begin, value.begin, charset),
             "unknown charset " + quoted(input(value.begin, value.end)) + " in CA: read as " +
                 name + (guessed ? " (guessed)" : ""));
    } else if (guessed && !warnedGuesses_.contains(charset.name())) {
        warnedGuesses_ << charset.name(); // once per file: a collection is often all one guess
        // At the tree the guess is for; text without any tree is guessed whole, from its start.
        const std::size_t guessedFrom = tree.start < end ? tree.start : begin;
        warn(outputBegin + outputOffset(tree, begin, guessedFrom, charset),
             "no CA and not UTF-8: charset guessed as " + name);
    }
}

// A tree whose CA names an ASCII-compatible charset the decoder knows.
void CharsetDecoder::decodeNamed(const Tree &tree, std::size_t begin, std::size_t end)
{
    const Charset &named = *tree.named;
    const std::string_view bytes = input(begin, end);
    const std::size_t outputBegin = outputSize();
    if (!needsDecoding(bytes) || (named.isUtf8() && isValidUtf8(bytes))) {
        append(bytes);
        use(named);
        return;
    }
    std::string buffer;
    const Decoded decoded = decodeWith(textOf(tree, begin, end, buffer), named);
    // Text in a single-byte charset is valid UTF-8 only by rare accident; a multi-byte one
    // must also fail to decode, or read worse than the same bytes as UTF-8, before UTF-8
    // overrules it.
    if (!named.isUtf8() && isValidUtf8(bytes) &&
        (decoded.errors || named.isSingleByte() ||
         CharsetGuesser::readsBetterAsUtf8(bytes, named))) {
        append(bytes);
        use(Charset::utf8());
        warn(outputBegin + (tree.charsetValue->begin - begin),
             sgf::quoteProperty("CA", input(tree.charsetValue->begin, tree.charsetValue->end)) +
                 " does not fit the text, which is UTF-8: read as UTF-8");
        return;
    }
    append(decoded.utf8);
    use(named);
    warnIfReplaced(outputBegin, decoded.errors, named);
}

// A tree of ASCII structure whose text values are UTF-16 or UTF-32 (CA[UTF-16LE] in a file
// that is not): those values are decoded one by one, the ASCII around them is kept.
void CharsetDecoder::decodeUnitValues(const GameTreeScanner &scanner, const Tree &tree,
                                      std::size_t begin, std::size_t end)
{
    const Charset &named = *tree.named;
    const std::size_t outputBegin = outputSize();
    const Charset structure = *Charset::fromName("windows-1252");
    bool errors = false;
    // Values of one-byte units past ASCII do not fit the CA: UTF-8 when valid, else Latin.
    bool notWide = false, allUtf8 = true;
    std::size_t cursor = begin;
    scanner.findTreeEnd(tree.start, named.layout(), [&](const ValueBytes &value) {
        appendDecoded(input(cursor, value.begin), structure);
        const std::string_view bytes = input(value.begin, value.end);
        if (value.wide) {
            const Decoded decoded = decodeWith(bytes, named);
            errors |= decoded.errors;
            append(decoded.utf8);
        } else if (needsDecoding(bytes) && isValidUtf8(bytes)) {
            notWide = true;
            append(bytes);
        } else {
            notWide |= needsDecoding(bytes);
            allUtf8 &= !needsDecoding(bytes);
            appendDecoded(bytes, structure);
        }
        if (value.afterClose > value.end) append(std::string_view("]"));
        cursor = value.afterClose;
    });
    appendDecoded(input(cursor, end), structure);
    use(notWide && allUtf8 ? Charset::utf8() : named);
    warnIfReplaced(outputBegin, errors, named);
    if (notWide)
        warn(outputBegin + (tree.charsetValue->begin - begin),
             sgf::quoteProperty("CA", input(tree.charsetValue->begin, tree.charsetValue->end)) +
                 (allUtf8 ? " does not fit the text, which is UTF-8: read as UTF-8"
                          : " does not fit the text: read as " + structure.name().toStdString()));
}

bool CharsetDecoder::appendDecoded(std::string_view bytes, const Charset &charset)
{
    if (!needsDecoding(bytes) || (charset.isUtf8() && isValidUtf8(bytes))) {
        append(bytes);
        return false;
    }
    const Decoded decoded = decodeWith(bytes, charset);
    append(decoded.utf8);
    return decoded.errors;
}

// Where the byte at `at` of a span starting at spanBegin lands in the span's decoded text.
std::size_t CharsetDecoder::outputOffset(const Tree &tree, std::size_t spanBegin, std::size_t at,
                                         const Charset &charset) const
{
    std::string buffer;
    const std::string_view before = textOf(tree, spanBegin, at, buffer);
    if (!needsDecoding(before)) return before.size();
    return std::size_t(decodeWith(before, charset).utf8.size());
}

void CharsetDecoder::append(std::string_view bytes)
{
    if (bytes.empty()) return;
    if (out_.empty() && bytes.data() == in_.data() + through_) {
        through_ += bytes.size();
        return;
    }
    if (through_ > 0) {
        out_.reserve(in_.size() + in_.size() / 2);
        out_.assign(in_.data(), through_);
        through_ = 0;
    }
    out_.append(bytes);
}

void CharsetDecoder::use(const Charset &charset)
{
    if (!used_.contains(charset.name())) used_ << charset.name();
}

void CharsetDecoder::warn(std::size_t outputOffset, std::string message)
{
    if (listed_.admit())
        warnings_.push_back({outputOffset, std::move(message), {}, {}});
    else if (listed_.unlisted() == 1)
        firstUnlisted_ = outputOffset;
}

void CharsetDecoder::warnIfReplaced(std::size_t outputBegin, bool errors, const Charset &charset)
{
    if (!errors) return;
    const auto at = out_.find(replacementCharacter, outputBegin);
    warn(at == std::string::npos ? outputBegin : at,
         "bytes not valid in " + charset.name().toStdString() + " replaced by U+FFFD");
}

DecodedText CharsetDecoder::finish()
{
    DecodedText result;
    if (through_ == in_.size() && through_ > 0)
        out_ = std::move(in_);
    else if (through_ > 0)
        out_.assign(in_.data(), through_);
    result.utf8 = std::move(out_);
    if (used_.isEmpty()) used_ << "UTF-8";
    result.encoding = used_.size() == 1
                          ? QString::fromLatin1(used_.front())
                          : QStringLiteral("mixed: ") + QString::fromLatin1(used_.join(", "));
    const std::string unlisted = std::to_string(listed_.unlisted());
    // The line that stands for the rest, counted as them (sgf::countSeverities).
    if (listed_.unlisted() > 0)
        warnings_.push_back({firstUnlisted_,
                             unlisted + " more problems not listed",
                             sgf::DiagnosticCode::ProblemsNotListed,
                             {unlisted}});
    result.unlistedDiagnostics = listed_.unlisted();
    std::stable_sort(warnings_.begin(), warnings_.end(),
                     [](const auto &a, const auto &b) { return a.offset < b.offset; });
    std::vector<std::uint64_t> offsets;
    for (const auto &warning : warnings_) offsets.push_back(warning.offset);
    const auto positions = sgf::positionsAt(result.utf8, offsets);
    for (std::size_t i = 0; i < warnings_.size(); ++i)
        result.diagnostics.push_back({sgf::Severity::Warning, std::move(warnings_[i].message),
                                      positions[i], warnings_[i].code,
                                      std::move(warnings_[i].arguments)});
    return result;
}

} // namespace

DecodedText decodeSgf(std::string bytes, const QByteArray &forcedEncoding)
{
    return CharsetDecoder(std::move(bytes), forcedEncoding).run();
}

QStringList availableEncodings()
{
    static const char *const offered[] = {
        "UTF-8",        "UTF-16LE",     "UTF-16BE",     "GB18030",      "GBK",
        "GB2312",       "Big5",         "Big5-HKSCS",   "Shift_JIS",    "EUC-JP",
        "ISO-2022-JP",  "EUC-KR",       "CP949",        "ISO-8859-1",   "windows-1252",
        "ISO-8859-15",  "ISO-8859-2",   "windows-1250", "windows-1251", "KOI8-R",
        "ISO-8859-5",   "ISO-8859-7",   "windows-1253", "ISO-8859-9",   "windows-1254",
        "windows-1257", "windows-1258", "windows-874",
    };
    // Asked of Qt once per run: every new window lists them.
    static const QStringList names = [] {
        QStringList usable;
        for (const char *name : offered) {
            const auto charset = Charset::fromName(name);
            if (charset && QStringDecoder(charset->decoderName().constData()).isValid())
                usable << QString::fromLatin1(name);
        }
        return usable;
    }();
    return names;
}

} // namespace sgfview
