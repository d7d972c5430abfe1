// Hostile and odd file contents with what reading each must end in: a clear error with its
// line and column, or a tree of known size with known diagnostics. Shared by the loader's test
// and the window's (tests/ui/widgets), so both hold the same files to the same outcome.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTest>
#include <cstddef>

namespace testdata {

struct HostileFile {
    const char *name;
    QByteArray bytes;
    // The error, with the line and column it names; empty when the file opens.
    QString error;
    int line = 0;
    int column = 0;
    // When the file opens, how many nodes it holds.
    int nodes = 0;
    // What was noticed (before failing, or in the file that opens) as "LINE:COLUMN: SEVERITY:
    // MESSAGE", each one a prefix of the one found: a guessed charset's name is the guesser's
    // business, so those end before it.
    QStringList diagnostics;
};

// A real 1x1 PNG image (made with Python's zlib and struct; `file` says "PNG image data").
inline QByteArray pngImage()
{
    return QByteArray::fromHex("89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de"
                               "0000000c49444154789c63f8dfc0000004010180c52a185d0000000049454e44"
                               "ae426082");
}

// All the bytes of a string literal, NUL bytes included (but not the final one).
template <std::size_t n> QByteArray bytesOf(const char (&literal)[n])
{
    return QByteArray(literal, qsizetype(n - 1));
}

inline QList<HostileFile> hostileFiles()
{
    const auto fails = [](const char *name, QByteArray bytes, const char *error, int line,
                          int column, QStringList diagnostics = {}) {
        return HostileFile{name, std::move(bytes),      QString::fromUtf8(error), line, column,
                           0,    std::move(diagnostics)};
    };
    const QString guessed =
        QStringLiteral("1:1: warning: no CA and not UTF-8: charset guessed as ");
    const auto opens = [](const char *name, QByteArray bytes, int nodes,
                          QStringList diagnostics = {}) {
        return HostileFile{name, std::move(bytes), {}, 0, 0, nodes, std::move(diagnostics)};
    };
    return {
        fails("empty file", "", "tree missing", 1, 1),
        fails("one byte: (", "(", "tree missing", 1, 1),
        fails("one byte: ;", ";", "tree missing", 1, 1),
        // Bytes that are not UTF-8 and hold no tree: the guess is for the whole text.
        fails("one byte: 0xFF", "\xFF", "tree missing", 1, 1, {guessed}),
        fails("NUL bytes only", QByteArray(64, '\0'), "tree missing", 1, 1),
        fails("PNG image renamed .sgf", pngImage(), "tree missing", 1, 1, {guessed}),
        fails("only an empty tree", "\n\n   ()", "tree with no nodes", 3, 4),
        fails("prose", "This is not a game record.\n", "tree missing", 1, 1),
        // A NUL is kept inside a value (SGF Text allows any character) and skipped between
        // properties, where it has no place.
        opens("NUL bytes in a value and a node", bytesOf("(;C[a\0b]\0)"), 1,
              {"1:9: warning: unexpected byte 0x00 skipped"}),
        // UTF-16LE without a byte order mark: every other byte NUL.
        opens("UTF-16LE without BOM", bytesOf("(\0;\0C\0[\0x\0]\0)\0"), 1),
        opens("invalid UTF-8 without CA", "(;C[\xC3\x28 bad \xFF])", 1, {guessed}),
        // C3 28 is a lead byte without its continuation, then '(': one U+FFFD, then '('.
        opens("invalid UTF-8 under CA[UTF-8]", "(;CA[UTF-8]C[\xC3\x28 bad \xFF])", 1,
              {"1:14: warning: bytes not valid in UTF-8 replaced by U+FFFD"}),
        opens("CA naming an unknown charset", "(;CA[x-klingon]C[plain])", 1,
              {"1:6: warning: unknown charset 'x-klingon' in CA: read as UTF-8"}),
        // Cut off in a value: the value is lost, its node and everything before it kept.
        opens("truncated in a value", "(;GM[1];B[aa];W[b", 3, {"1:16: error: unterminated value"}),
        opens("truncated between nodes", "(;GM[1](;B[aa]", 2,
              {"1:15: warning: missing ')' at the end of the input: 2 open game trees closed"}),
        // Values the board cannot use are the viewer's to show, not the reader's to refuse.
        opens("points outside the board", "(;SZ[9];B[zz];W[jj];AB[aa:zz]AW[A];B[tt];W[j])", 6),
        opens("SZ[0]", "(;SZ[0];B[aa];W[bb])", 3),
        opens("SZ[1]", "(;SZ[1];B[aa];W[bb])", 3),
        opens("SZ[999]", "(;SZ[999];B[aa];W[zz])", 3),
        opens("SZ[abc]", "(;SZ[abc];B[aa];W[bb])", 3),
        opens("SZ[-19]", "(;SZ[-19];B[aa];W[bb])", 3),
        opens("SZ[52:1]", "(;SZ[52:1];B[Za];W[aa])", 3),
    };
}

// The table as Qt Test data: bytes, error, line, column, nodes, diagnostics.
inline void addHostileRows()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QStringList>("diagnostics");
    for (const auto &file : hostileFiles())
        QTest::newRow(file.name) << file.bytes << file.error << file.line << file.column
                                 << file.nodes << file.diagnostics;
}

} // namespace testdata
