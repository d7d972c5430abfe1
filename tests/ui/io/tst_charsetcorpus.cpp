// decodeSgf on the corpus: every legacy-charset file decodes to the text iconv gives for it
// (the expected strings were checked by hand with `iconv -f CHARSET -t UTF-8`), and every
// decoded file parses.
#include "charset_test_helpers.h"
#include "io/charsetdecoder.h"
#include "shared_data.h"

#include <QTest>

using namespace charsettest;
using sgfview::decodeSgf;

class TestCharsetCorpus : public QObject {
    Q_OBJECT

private slots:
    void corpusFiles_data();
    void corpusFiles();
    void everyCorpusFileDecodesAndParses_data();
    void everyCorpusFileDecodesAndParses();
};

void TestCharsetCorpus::corpusFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QStringList>("texts");    // values that must be among the decoded ones
    QTest::addColumn<QStringList>("warnings"); // substrings, one per expected warning

    const QString chinese(
        "围棋是一种古老的游戏，从被遗忘的中国起源先传到东亚其他地区，然后传到整个世界。");
    const QString japanese(
        "Goは古代のゲームであり、中国での起源を忘れてから、最初に東アジアの他の地域に広がり、"
        "次に全世界に広がりました。");
    const QString cyrillic("Го - древняя игра, которая со времен ее забытого происхождения в Китае "
                           "распространилась сначала на остальную часть Восточной Азии, а затем и "
                           "на весь мир.");
    const QString traditional(
        "圍棋是一種古老的遊戲，從其被遺忘的中國起源開始，首先傳播到東亞其他地區，"
        "然後傳播到整個世界。");
    const QString hallo("hallö! DÜ! ßüper dich zu s€h€n-");

    QTest::newRow("GB18030") << "small/libsgfcpp_encoding-chinese-gb18030.sgf"
                             << "GB18030" << QStringList{chinese} << QStringList{};
    QTest::newRow("GBK") << "small/libsgfcpp_encoding-chinese-gbk.sgf"
                         << "GBK" << QStringList{chinese} << QStringList{};
    QTest::newRow("GB2312 as EUC-CN") << "small/libsgfcpp_encoding-simplifiedchinese-gb2312.sgf"
                                      << "GB2312" << QStringList{chinese} << QStringList{};
    QTest::newRow("GB2312 names") << "small/sabaki_chinese_gb2312.sgf"
                                  << "GB2312" << QStringList{"古力", "柯洁", "围棋 is fun"}
                                  << QStringList{};
    QTest::newRow("Shift_JIS") << "small/libsgfcpp_encoding-japanese-shiftjis.sgf"
                               << "Shift_JIS" << QStringList{japanese} << QStringList{};
    QTest::newRow("Shift_JIS names")
        << "small/sabaki_japanese_sjis.sgf"
        << "Shift_JIS" << QStringList{"井山 裕太", "山下 敬吾", "囲碁 is fun"} << QStringList{};
    QTest::newRow("ISO-2022-JP") << "small/libsgfcpp_encoding-japanese-iso2022jp.sgf"
                                 << "ISO-2022-JP" << QStringList{japanese} << QStringList{};
    QTest::newRow("EUC-KR") << "small/sabaki_korean_euckr.sgf"
                            << "EUC-KR" << QStringList{"이세돌", "박정환", "바둑 is fun"}
                            << QStringList{};
    QTest::newRow("Latin-1") << "small/libsgfcpp_encoding-western-isolatin1.sgf"
                             << "ISO-8859-1"
                             << QStringList{"Ää Àà Ââ Åå Ææ Çç Èè Éé Êê Ëë Îî Ïï Ññ Öö Ôô Øø ß Üü "
                                            "Ùù Ûû ÿ ¿¡ «»"}
                             << QStringList{};
    QTest::newRow("ISO8859_1 spelling")
        << "small/gnugo_crazystone2_latin1.sgf"
        << "ISO-8859-1" << QStringList{"GNU Go:3.6"} << QStringList{};
    QTest::newRow("CP1251") << "small/libsgfcpp_encoding-cyrillic-windows.sgf"
                            << "windows-1251" << QStringList{cyrillic} << QStringList{};
    QTest::newRow("UTF-16BE with BOM")
        << "small/libsgfcpp_encoding-utf16-withbom.sgf"
        << "UTF-16BE" << QStringList{chinese, japanese, cyrillic, traditional} << QStringList{};
    QTest::newRow("UTF-16BE without BOM")
        << "small/libsgfcpp_encoding-utf16-nobom.sgf"
        << "UTF-16BE" << QStringList{chinese, japanese, cyrillic, traditional} << QStringList{};
    QTest::newRow("UTF-16LE with BOM")
        << "small/sabaki_utf16le.sgf"
        << "UTF-16LE" << QStringList{"Go Seigen", "Kitani Minoru"} << QStringList{};
    QTest::newRow("UTF-8 with BOM")
        << "small/libsgfcpp_encoding-utf8-withbom.sgf"
        << "UTF-8" << QStringList{chinese, japanese, cyrillic} << QStringList{};
    QTest::newRow("UTF-8 with BOM, CA[UTF-8]")
        << "small/sabaki_utf8bom.sgf"
        << "UTF-8" << QStringList{"Go Seigen"} << QStringList{};
    // CA[MS_KANJI] over UTF-8 bytes (replacement characters and U+034C, as iconv shows).
    QTest::newRow("lying CA") << "small/sabaki_japanese_bad.sgf"
                              << "UTF-8" << QStringList{"\uFFFD\u034C\uFFFD is fun"}
                              << QStringList{"1:19: warning: CA[MS_KANJI] does not fit the text"};
    QTest::newRow("no CA") << "small/sabaki_no_ca.sgf"
                           << "GB18030"
                           << QStringList{"俗手\n    黑1扳大俗手，白2，4长出后，黑毫无收获。"
                                          "黑的这种走法是很初级的。"}
                           << QStringList{"1:1: warning: no CA and not UTF-8: charset guessed as "
                                          "GB18030"};
    QTest::newRow("unknown CA") << "small/littlego_encoding_unsupported.sgf"
                                << "UTF-8" << QStringList{"foo"}
                                << QStringList{"1:16: warning: unknown charset 'foo' in CA"};
    // A real collection whose every tree says CA[UTF-8], one with a name cut inside a
    // character (PW[舞 E8 80]: Python's UTF-8 decoder stops at the same byte).
    QTest::newRow("one damaged name in a big collection")
        << "big/collection_fox_jinmao.sgf"
        << "UTF-8" << QStringList{"金毛测试"}
        << QStringList{"3488:5: warning: bytes not valid in UTF-8 replaced by U+FFFD"};
    // SGFC's own result for this file reads the third tree (no CA) as Latin-1 too, and the
    // fourth, whose 運 (DF 5C) and 揮 (93 5D) SGFC wrote with a '\' before their second byte,
    // as this comment (SGFC's result breaks its first line with a soft "\\\n", left out here).
    QTest::newRow("mixed collection")
        << "small/sgfc_mixed_encoding.sgf"
        << "mixed: UTF-16LE, ISO-8859-15, windows-1252, GB18030, Shift_JIS"
        << QStringList{hallo, "s¤h¤n",
                       "Cho Chikun (Cho Chihun, Japanese: 趙 治勲, Korean: "
                       "조치훈)\n交通運輸\n指揮權",
                       "Yen: \\"}
        << QStringList{"3:1: warning: no CA and not UTF-8: charset guessed as windows-1252"};
}

void TestCharsetCorpus::corpusFiles()
{
    SGFVIEW_REQUIRE_SHARED();
    QFETCH(QString, file);
    QFETCH(QString, encoding);
    QFETCH(QStringList, texts);
    QFETCH(QStringList, warnings);
    const auto decoded = decodeSgf(bytesOf(testdata::readCorpusFile(file)));
    QCOMPARE(decoded.encoding, encoding);
    const QStringList found = allTexts(parse(decoded));
    for (const QString &text : texts)
        QVERIFY2(found.contains(text), qPrintable("missing: " + text));
    QCOMPARE(int(decoded.diagnostics.size()), int(warnings.size()));
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(testdata::describe(decoded.diagnostics)[i].startsWith(warnings[i]),
                 qPrintable(messages(decoded)));
}

void TestCharsetCorpus::everyCorpusFileDecodesAndParses_data()
{
    SGFVIEW_CORPUS_ROWS();
}

// Whatever a file holds, decoding yields valid UTF-8 that the lenient parser reads (or, for
// files with no game at all, rejects with "tree missing").
void TestCharsetCorpus::everyCorpusFileDecodesAndParses()
{
    SGFVIEW_REQUIRE_SHARED();
    QFETCH(QString, file);
    const auto decoded = decodeSgf(bytesOf(testdata::readCorpusFile(file)));
    QVERIFY(QByteArrayView(decoded.utf8.data(), qsizetype(decoded.utf8.size())).isValidUtf8());
    try {
        const auto collection = parse(decoded);
        QVERIFY(!collection.empty());
    } catch (const sgf::ParseError &error) {
        QCOMPARE(QString::fromUtf8(error.what()), QStringLiteral("tree missing"));
    }
}

QTEST_APPLESS_MAIN(TestCharsetCorpus)
#include "tst_charsetcorpus.moc"
