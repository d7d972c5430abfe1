// CharsetGuesser: text of each language, encoded in its usual legacy charset, is guessed back.
// The expected charset is the one the test encoded with, not anything the guesser computed.
#include "io/charsetguesser.h"

#include <QStringEncoder>
#include <QTest>

using sgfview::CharsetGuesser;

class TestCharsetGuesser : public QObject {
    Q_OBJECT

private slots:
    void guessesTheEncodingUsed_data();
    void guessesTheEncodingUsed();
    void decodingErrorsCountAgainst();
    void accentedLetterBetweenLettersIsNotDoubleByte();
    void onlyTheSampleIsRead();
};

void TestCharsetGuesser::guessesTheEncodingUsed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("charset");

    QTest::newRow("simplified Chinese")
        << QString("黑棋先走，白棋应对之后，局面变得非常复杂。") << QByteArray("GB18030");
    QTest::newRow("simplified Chinese names") << QString("古力 柯洁") << QByteArray("GB18030");
    QTest::newRow("traditional Chinese")
        << QString("黑棋先走，白棋應對之後，局面變得非常複雜。") << QByteArray("Big5");
    QTest::newRow("Japanese in Shift_JIS")
        << QString("黒番の井山が中盤で白の大石を取って勝ちました。") << QByteArray("Shift_JIS");
    QTest::newRow("Japanese in EUC-JP")
        << QString("黒番の井山が中盤で白の大石を取って勝ちました。") << QByteArray("EUC-JP");
    QTest::newRow("Korean") << QString("흑이 먼저 두고 백이 응수한 뒤 국면이 매우 복잡해졌다.")
                            << QByteArray("EUC-KR");
    QTest::newRow("German") << QString("Größe und Übermaß: ein schöner Zug für Weiß.")
                            << QByteArray("windows-1252");
    QTest::newRow("French") << QString("Très belle partie, jouée à Paris à l’été.")
                            << QByteArray("windows-1252");
    QTest::newRow("Russian") << QString("Чёрные начинают и выигрывают партию.")
                             << QByteArray("windows-1251");
    QTest::newRow("damaged UTF-8")
        << QString("围棋是一种古老的游戏") << QByteArray("UTF-8"); // one byte spoiled below
}

void TestCharsetGuesser::guessesTheEncodingUsed()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, charset);
    QStringEncoder encoder(charset == "EUC-KR" ? "windows-949" : charset.constData());
    QVERIFY(encoder.isValid());
    QByteArray bytes = "(;GM[1]C[" + QByteArray(encoder.encode(text)) + "])";
    QVERIFY(!encoder.hasError());
    if (charset == "UTF-8") bytes.insert(9, '\xFF');
    const auto guessed = CharsetGuesser::guess({bytes.constData(), std::size_t(bytes.size())});
    QCOMPARE(guessed.name(), charset);
}

void TestCharsetGuesser::decodingErrorsCountAgainst()
{
    // 0xFF never starts a character in EUC-KR: its score drops below one without the byte.
    const QByteArray clean("(;C[\xC0\xCC\xBC\xBC\xB5\xB9])");
    const QByteArray spoiled("(;C[\xC0\xCC\xBC\xBC\xB5\xB9\xFF])");
    QVERIFY(CharsetGuesser::score({spoiled.constData(), std::size_t(spoiled.size())}, "EUC-KR") <
            CharsetGuesser::score({clean.constData(), std::size_t(clean.size())}, "EUC-KR"));
}

// SGFC's mixed-encoding file has "(;C[s\xA4h\xA4n])" with no CA: in Big5 it would be "s"
// and two hanzi swallowing the letters; as Latin-1 it is "s¤h¤n".
void TestCharsetGuesser::accentedLetterBetweenLettersIsNotDoubleByte()
{
    const std::string_view bytes = "(;C[s\xA4h\xA4n])";
    QCOMPARE(CharsetGuesser::guess(bytes).name(), QByteArray("windows-1252"));
}

void TestCharsetGuesser::onlyTheSampleIsRead()
{
    // Valid Korean in the sample, then bytes no candidate but Latin could read.
    std::string bytes = "(;C[";
    while (bytes.size() < CharsetGuesser::sampleLimit) bytes += "\xC0\xCC\xBC\xBC\xB5\xB9 ";
    const long long sampled = CharsetGuesser::score(bytes, "EUC-KR");
    bytes += std::string(1000, '\xFF');
    QCOMPARE(CharsetGuesser::score(bytes, "EUC-KR"), sampled);
}

QTEST_APPLESS_MAIN(TestCharsetGuesser)
#include "tst_charsetguesser.moc"
