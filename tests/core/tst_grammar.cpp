// sgf/grammar.h: the lexical rules the parser and the viewer's byte scanner share. Each row
// is a rule of FF[4] (https://www.red-bean.com/sgf/sgf4.html, "EBNF definition") or of the
// lenient reading the parser documents: prose around game trees is skipped, lowercase letters
// of old identifiers are dropped.
#include "sgf/grammar.h"

#include <QTest>

namespace grammar = sgf::grammar;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

// Plain bytes read one at a time through the character-by-character findValueEnd.
struct Bytes {
    std::string_view text;
    std::size_t size() const { return text.size(); }
    bool is(std::size_t p, char c) const { return text[p] == c; }
    std::size_t next(std::size_t p) const { return p + 1; }
};

// Two bytes a character, as UTF-16LE holds ASCII: "]" is "]\0".
struct Units {
    std::string_view text;
    std::size_t size() const { return text.size(); }
    bool is(std::size_t p, char c) const
    {
        return p + 1 < text.size() && text[p] == c && text[p + 1] == '\0';
    }
    std::size_t next(std::size_t p) const { return p + 2; }
};

int position(std::size_t p)
{
    return p == grammar::npos ? -1 : int(p);
}

} // namespace

class TestGrammar : public QObject {
    Q_OBJECT

private slots:
    void characterClasses_data();
    void characterClasses();
    void identifierOf_data();
    void identifierOf();
    void propertyValueStart_data();
    void propertyValueStart();
    void treeStart_data();
    void treeStart();
    void findTreeStart_data();
    void findTreeStart();
    void valueEnd_data();
    void valueEnd();
    void valueEndInCodeUnits();
    void canFollowValue_data();
    void canFollowValue();
};

void TestGrammar::characterClasses_data()
{
    QTest::addColumn<int>("byte");
    QTest::addColumn<bool>("space");
    QTest::addColumn<bool>("upper");
    QTest::addColumn<bool>("letter");

    // FF[4]: "White space (space, tab, carriage return, line feed, vertical tab and so on)".
    for (const char c : {' ', '\t', '\n', '\r', '\v', '\f'})
        QTest::addRow("space 0x%02X", c) << int(c) << true << false << false;
    QTest::newRow("NUL") << 0 << false << false << false;
    QTest::newRow("no-break space byte") << 0xA0 << false << false << false;
    QTest::newRow("A") << int('A') << false << true << true;
    QTest::newRow("Z") << int('Z') << false << true << true;
    QTest::newRow("a") << int('a') << false << false << true;
    QTest::newRow("z") << int('z') << false << false << true;
    QTest::newRow("@ before A") << int('@') << false << false << false;
    QTest::newRow("[ after Z") << int('[') << false << false << false;
    QTest::newRow("digit") << int('1') << false << false << false;
    QTest::newRow("UTF-8 lead byte") << 0xC3 << false << false << false;
}

void TestGrammar::characterClasses()
{
    QFETCH(int, byte);
    QFETCH(bool, space);
    QFETCH(bool, upper);
    QFETCH(bool, letter);
    const char c = char(byte);
    QCOMPARE(grammar::isWhiteSpace(c), space);
    QCOMPARE(grammar::isUpper(c), upper);
    QCOMPARE(grammar::isIdentifierLetter(c), letter);
}

void TestGrammar::identifierOf_data()
{
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<QByteArray>("id");

    QTest::newRow("FF[4]") << QByteArray("CA") << QByteArray("CA");
    QTest::newRow("FF[3] long name") << QByteArray("CoPyright") << QByteArray("CP");
    QTest::newRow("capitals anywhere") << QByteArray("cCA") << QByteArray("CA");
    QTest::newRow("no capital") << QByteArray("add") << QByteArray();
}

void TestGrammar::identifierOf()
{
    QFETCH(QByteArray, spelling);
    QFETCH(QByteArray, id);
    QCOMPARE(QByteArray::fromStdString(grammar::identifierOf(view(spelling))), id);
}

void TestGrammar::propertyValueStart_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("pos");
    QTest::addColumn<int>("open");

    QTest::newRow("identifier then [") << QByteArray("B[aa]") << 0 << 1;
    QTest::newRow("white space before [") << QByteArray("AB \n [aa]") << 0 << 5;
    QTest::newRow("lowercase letters") << QByteArray("CoPyright[x]") << 0 << 9;
    QTest::newRow("from inside the letters") << QByteArray("AB[aa]") << 1 << 2;
    QTest::newRow("a word, no [") << QByteArray("see below") << 0 << -1;
    QTest::newRow("word then another word") << QByteArray("see B[aa]") << 0 << -1;
    QTest::newRow("no letter at pos") << QByteArray("[aa]") << 0 << -1;
    QTest::newRow("digit in the identifier") << QByteArray("B1[aa]") << 0 << -1;
    QTest::newRow("letters at the end") << QByteArray("AB ") << 0 << -1;
}

void TestGrammar::propertyValueStart()
{
    QFETCH(QByteArray, text);
    QFETCH(int, pos);
    QFETCH(int, open);
    QCOMPARE(position(grammar::propertyValueStart(view(text), std::size_t(pos))), open);
}

void TestGrammar::treeStart_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("opens");
    QTest::addColumn<int>("decidedAt");

    QTest::newRow("a node") << QByteArray("(;B[aa])") << true << 1;
    QTest::newRow("white space, then a node") << QByteArray("( \n;B[aa])") << true << 3;
    QTest::newRow("a property without ';'") << QByteArray("(B [aa])") << true << 3;
    QTest::newRow("a tree of trees") << QByteArray("((;B[aa]))") << true << 2;
    QTest::newRow("'(' then prose in '('") << QByteArray("((see below))") << false << 6;
    QTest::newRow("prose") << QByteArray("(see below)") << false << 5;
    QTest::newRow("a word, no [") << QByteArray("(c) 1999") << false << 2;
    QTest::newRow("digits") << QByteArray("(1999)") << false << 1;
    QTest::newRow("empty tree") << QByteArray("( )") << false << 2;
    QTest::newRow("at the end") << QByteArray("(  ") << false << 3;
    QTest::newRow("letters at the end") << QByteArray("(GM") << false << 3;
}

void TestGrammar::treeStart()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, opens);
    QFETCH(int, decidedAt);
    const grammar::TreeStart start = grammar::checkTreeStart(view(text), 0);
    QCOMPARE(start.opens, opens);
    QCOMPARE(int(start.decidedAt), decidedAt);
}

void TestGrammar::findTreeStart_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("start");

    QTest::newRow("at once") << QByteArray("(;GM[1])") << 0 << 0;
    // The example: the scanner once took "((" for a tree and found it at 0.
    QTest::newRow("parenthesised prose first") << QByteArray("((see below)) (;C[a])") << 0 << 14;
    QTest::newRow("prose with parentheses")
        << QByteArray("Game (c) 1999 (see below)\n(;GM[1])") << 0 << 26;
    QTest::newRow("empty tree skipped") << QByteArray("() (;GM[1])") << 0 << 3;
    QTest::newRow("from after the first") << QByteArray("(;A[1])\n(;B[2])") << 7 << 8;
    QTest::newRow("from inside a chain of '('") << QByteArray("(((;A[1])))") << 1 << 1;
    QTest::newRow("none: the text's size") << QByteArray("no game here (really)") << 0 << 21;
    QTest::newRow("empty") << QByteArray("") << 0 << 0;
}

void TestGrammar::findTreeStart()
{
    QFETCH(QByteArray, text);
    QFETCH(int, from);
    QFETCH(int, start);
    QCOMPARE(int(grammar::findTreeStart(view(text), std::size_t(from))), start);
}

void TestGrammar::valueEnd_data()
{
    QTest::addColumn<QByteArray>("text"); // a value's text from the byte after its '['
    QTest::addColumn<int>("end");

    QTest::newRow("plain") << QByteArray("aa]") << 2;
    QTest::newRow("empty") << QByteArray("]") << 0;
    QTest::newRow("escaped ]") << QByteArray("a\\]b]") << 4;
    QTest::newRow("escaped \\ before ]") << QByteArray("a\\\\]b]") << 3;
    QTest::newRow("three \\ then ]") << QByteArray("\\\\\\]]") << 4;
    QTest::newRow("four \\ then ]") << QByteArray("\\\\\\\\]]") << 4;
    QTest::newRow("[ needs no escape") << QByteArray("[x]") << 2;
    QTest::newRow("open at the end") << QByteArray("no end") << -1;
    QTest::newRow("escaped ] at the end") << QByteArray("x\\]") << -1;
    QTest::newRow("\\ at the end") << QByteArray("x\\") << -1;
}

void TestGrammar::valueEnd()
{
    QFETCH(QByteArray, text);
    QFETCH(int, end);
    const QByteArray value = "[" + text;
    const int expected = end == -1 ? -1 : end + 1;
    QCOMPARE(position(grammar::findValueEnd(view(value), 1)), expected);
    Bytes bytes{view(value)};
    QCOMPARE(position(grammar::findValueEnd(bytes, 1)), expected);
}

void TestGrammar::valueEndInCodeUnits()
{
    // UTF-16LE "a\]b]" then more: the escaped ']' does not end the value, the next one does.
    const QByteArray text("a\0\\\0]\0b\0]\0;\0", 12);
    Units units{view(text)};
    QCOMPARE(position(grammar::findValueEnd(units, 0)), 8);
    // A byte 0x5D that is half of a code unit (U+5D4E) is no ']'.
    const QByteArray han("\x4E\x5D]\0", 4);
    Units hanUnits{view(han)};
    QCOMPARE(position(grammar::findValueEnd(hanUnits, 0)), 2);
    const QByteArray open("a\0\\\0]\0", 6);
    Units openUnits{view(open)};
    QCOMPARE(position(grammar::findValueEnd(openUnits, 0)), -1);
}

void TestGrammar::canFollowValue_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("follows");

    QTest::newRow("another value") << QByteArray("[bb]") << true;
    QTest::newRow("a node") << QByteArray(";W[aa]") << true;
    QTest::newRow("a variation") << QByteArray("(;W[aa])") << true;
    QTest::newRow("the end of a tree") << QByteArray(")") << true;
    QTest::newRow("a property after white space") << QByteArray("\n PW [x]") << true;
    QTest::newRow("the end of the text") << QByteArray("  ") << true;
    QTest::newRow("text") << QByteArray(" and more") << false;
    QTest::newRow("a digit") << QByteArray("1]") << false;
}

void TestGrammar::canFollowValue()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, follows);
    QCOMPARE(grammar::canFollowValue(view(text), 0), follows);
}

QTEST_APPLESS_MAIN(TestGrammar)
#include "tst_grammar.moc"
