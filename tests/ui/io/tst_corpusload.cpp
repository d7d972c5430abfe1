// Every real file of the shared corpus read as the viewer reads it (DocumentLoader, lenient):
// it opens, and then its tree survives writing and strict re-reading (the models' corpus tests,
// tests/ui/models, show each in the models); or it fails with the error it deserves. What each file
// is expected to say is in the table below, each entry from looking at the file.
#include "corpus_exceptions.h"
#include "io/documentloader.h"
#include "sgf/parser.h"
#include "sgf/writer.h"
#include "shared_data.h"

#include <QTest>
#include <vector>

using sgfview::DocumentLoader;
using sgfview::LoadResult;

namespace {

struct Expected {
    const char *file;
    // How many diagnostics reading it gives; failsToOpen when it does not open.
    int count;
    // The first diagnostic as "LINE:COLUMN: SEVERITY: MESSAGE" (a prefix of it: a guessed
    // charset's name is the guesser's business), or the error for a file that does not open.
    const char *first;
};

constexpr int failsToOpen = -1;

// Cross-checked where possible with SGFC's own expected output for its test files
// (missdeer/sgfc test-files/*-output.txt) and with a byte-level FF[4] syntax check.
const std::vector<Expected> expectations = {
    // Line 3488 is PW[舞 E8 80]: a UTF-8 character cut after two of its three bytes, under
    // CA[UTF-8]. The other 2,743 games are clean.
    {"big/collection_fox_jinmao.sgf", 1,
     "3488:5: warning: bytes not valid in UTF-8 replaced by U+FFFD"},
    // CGoban 3 output, FF[4] throughout.
    {"big/kjd_2014_original.sgf", 0, nullptr},
    // CA[ISO8859_1] is a spelling of Latin-1; escaped \] in comments are fine.
    {"small/gnugo_crazystone2_latin1.sgf", 0, nullptr},
    // Three lines of prose before "(;", then NNGS's FF[3] CoPyright[...] on line 7.
    {"small/gnugo_ego3_leading_text.sgf", 2,
     "1:1: warning: text before the first game tree skipped: 'W is a program of Bruce...'"},
    // FF[3]: VieW[] on line 2.
    {"small/gnugo_juka1_ff3.sgf", 1, "2:1: warning: old identifier 'VieW' read as 'VW'"},
    // NNGS: CoPyright[...] on line 3; the root's AB after a blank line is still the root.
    {"small/gnugo_lordofpi_nngs.sgf", 1, "3:1: warning: old identifier 'CoPyright' read as 'CP'"},
    // Zero bytes.
    {"small/gnugo_nightmare_empty.sgf", failsToOpen, "1:1: error: tree missing"},
    // 23 lines ending "PL[B]\n": the final ')' is missing.
    {"small/gnugo_owl42_truncated.sgf", 1,
     "24:1: warning: missing ')' at the end of the input: 1 open game tree closed"},
    // Two identical well-formed trees.
    {"small/gnugo_reading10_two_trees.sgf", 0, nullptr},
    // FF[1] Jago output, two-letter identifiers only.
    {"small/gnugo_semeai16_ff1.sgf", 0, nullptr},
    // The FF[4] example file.
    {"small/gogui_ff4_ex.sgf", 0, nullptr},
    // An invalid move value is the board's business, not the reader's.
    {"small/gogui_invalidmove.sgf", 0, nullptr},
    {"small/gogui_time_settings_unknown_ot.sgf", 0, nullptr},
    // The root holds AP[GNU Go:3.8] and, at column 154, AP[foxwq] (the two 段 before it are
    // one column each). The closing ";)" is an empty node, which is legal.
    {"small/katago_foxlike.sgf", 1,
     "1:154: warning: property 'AP' repeated in node: values merged"},
    // IGS: CoPyright[...] on line 4.
    {"small/katrain_panda1.sgf", 1, "4:1: warning: old identifier 'CoPyright' read as 'CP'"},
    // FF[1] long names, each spelling reported once: FileFormat, GaMe, VieW, SiZe,
    // PlayerBlack, PlayerWhite, KoMi, Black, White, Comment.
    {"small/katrain_xmgt97.sgf", 10, "3:1: warning: old identifier 'FileFormat' read as 'FF'"},
    // 17 lines of prose (with parentheses in it) before the first "(" on line 18.
    {"small/libsgfcpp_compressed-point-list.sgf", 1,
     "1:1: warning: text before the first game tree skipped: 'This SGF file demonstrat...'"},
    {"small/libsgfcpp_deep-game-tree.sgf", 0, nullptr},
    // Charsets named in CA, and UTF-16 and UTF-8 recognised by BOM or by NUL bytes: all clean.
    {"small/libsgfcpp_encoding-chinese-gb18030.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-chinese-gbk.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-cyrillic-windows.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-japanese-iso2022jp.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-japanese-shiftjis.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-simplifiedchinese-gb2312.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-utf16-nobom.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-utf16-withbom.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-utf8-withbom.sgf", 0, nullptr},
    {"small/libsgfcpp_encoding-western-isolatin1.sgf", 0, nullptr},
    {"small/littlego_annotations.sgf", 0, nullptr},
    // "(CA[UTF-8])(;FF[4]CA[ISO-8859-3])": the first tree has no ';' before its property.
    {"small/littlego_encoding_detection_fails.sgf", 1,
     "1:2: warning: properties without a node: missing ';' supplied"},
    // "(;FF[4]GM[1]CA[foo]\n": an unknown charset, and no ')'.
    {"small/littlego_encoding_unsupported.sgf", 2,
     "1:16: warning: unknown charset 'foo' in CA: read as UTF-8"},
    // "this is not an .sgf file".
    {"small/littlego_not_an_sgf_file.sgf", failsToOpen, "1:1: error: tree missing"},
    // Long, but well formed.
    {"small/littlego_too_many_moves.sgf", 0, nullptr},
    {"small/sabaki_chinese_gb2312.sgf", 0, nullptr},
    {"small/sabaki_complex.sgf", 0, nullptr},
    // CA[MS_KANJI] after names that are UTF-8 (U+FFFD characters, EF BF BD): the CA lies. Its
    // value starts at column 19, counting each U+FFFD as one column.
    {"small/sabaki_japanese_bad.sgf", 1,
     "1:19: warning: CA[MS_KANJI] does not fit the text, which is UTF-8: read as UTF-8"},
    {"small/sabaki_japanese_sjis.sgf", 0, nullptr},
    {"small/sabaki_korean_euckr.sgf", 0, nullptr},
    // MultiGo output in GB2312 without CA (Python's gb18030 codec reads "【第三型】 黑先").
    {"small/sabaki_no_ca.sgf", 1, "1:1: warning: no CA and not UTF-8: charset guessed as "},
    {"small/sabaki_utf16le.sgf", 0, nullptr},
    {"small/sabaki_utf8bom.sgf", 0, nullptr},
    // Five trees in five charsets; the third, C[s\xA4h\xA4n], names none (SGFC reads it as
    // Latin-1: "s¤h¤n"). The fourth, in GB18030, writes 揮 (93 5D) as 93 5C 5D: SGFC's
    // byte-level escape of the ']' inside the character, read back as "指揮權" in SGFC's
    // mixed-encoding-result.sgf, with nothing to warn about.
    {"small/sgfc_mixed_encoding.sgf", 1, "3:1: warning: no CA and not UTF-8: charset guessed as "},
    {"small/sgfc_reorder.sgf", 0, nullptr},
    // Its errors are semantic (SGFC's strict-output.txt), none in the syntax.
    {"small/sgfc_strict.sgf", 0, nullptr},
    // SGFC's error file. Its test-output.txt finds the same places: prose before the first
    // tree, "illegal_chars" (8:4), an empty variation (12), lowercase in an identifier (16:2),
    // AB without value (20:15), a bad variation start (21), C, MA and W repeated (28:11,
    // 28:27, 28:40), a missing ';' (36, 67:21), values without property (54:2), a node after
    // variations (66:20); then the newer lines: bytes in no charset (71), CA[unknown] (72:11)
    // and the end of the file inside a value (76:10).
    {"small/sgfc_test.sgf", 16,
     "1:1: warning: text before the first game tree skipped: 'Error 1: error in comman...'"},
};

const Expected *expectationFor(const QString &file)
{
    for (const Expected &expected : expectations)
        if (file == QLatin1String(expected.file)) return &expected;
    return nullptr;
}

QString formatted(const sgf::Diagnostic &diagnostic)
{
    return QString::fromStdString(sgf::format(diagnostic));
}

} // namespace

class TestCorpusLoad : public QObject {
    Q_OBJECT

private slots:
    void everyFileHasAnExpectation();
    void unloadableFilesAreTheCorpusTestsExceptions();
    void corpusFile_data();
    void corpusFile();
};

// The table and the corpus name the same files: a new file needs a look, a gone one a clean-up.
void TestCorpusLoad::everyFileHasAnExpectation()
{
    SGFVIEW_REQUIRE_SHARED();
    QStringList tabled;
    for (const Expected &expected : expectations) tabled << QString::fromLatin1(expected.file);
    QStringList present = testdata::corpusFiles();
    tabled.sort();
    present.sort();
    QCOMPARE(tabled, present);
}

// The corpus tests fail on a file that does not load, but for those corpus_exceptions.h
// lists as holding no game tree: exactly the ones this table expects not to open.
void TestCorpusLoad::unloadableFilesAreTheCorpusTestsExceptions()
{
    QStringList failing, listed;
    for (const Expected &expected : expectations)
        if (expected.count == failsToOpen) failing << QString::fromLatin1(expected.file);
    for (const testdata::CorpusException &exception : testdata::noGameTree)
        listed << QString::fromLatin1(exception.file);
    QCOMPARE(listed, failing);
}

void TestCorpusLoad::corpusFile_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestCorpusLoad::corpusFile()
{
    QFETCH(QString, file);
    SGFVIEW_REQUIRE_SHARED();
    const Expected *expected = expectationFor(file);
    QVERIFY2(expected, "no expectation in the table for this file");
    const LoadResult result = DocumentLoader::load(testdata::corpusDir() + '/' + file);

    if (expected->count == failsToOpen) {
        QVERIFY(!result.document);
        QVERIFY(result.position);
        QCOMPARE(formatted({sgf::Severity::Error, result.error.toStdString(), *result.position}),
                 QString::fromUtf8(expected->first));
        return;
    }
    QVERIFY2(result.document, qPrintable(result.error));
    const auto &diagnostics = result.document->diagnostics;
    QStringList found;
    for (const auto &diagnostic : diagnostics) found << formatted(diagnostic);
    QVERIFY2(int(found.size()) == expected->count, qPrintable(found.join('\n')));
    if (expected->first) {
        QVERIFY(!found.isEmpty());
        QVERIFY2(found.first().startsWith(QString::fromUtf8(expected->first)),
                 qPrintable(found.first()));
    }

    // The tree, written out, reads back strictly as the same tree.
    const sgf::Collection &collection = result.document->collection;
    const sgf::Collection reread = sgf::parseCollection(sgf::write(collection));
    QVERIFY(sgf::sameCollection(reread, collection));
}

QTEST_APPLESS_MAIN(TestCorpusLoad)
#include "tst_corpusload.moc"
