// The property table against the FF[4] specification's property index.
#include "sgf/parser.h"
#include "sgf/properties.h"

#include <QSet>
#include <QTest>

Q_DECLARE_METATYPE(sgf::ValueType)
Q_DECLARE_METATYPE(sgf::Category)

using sgf::Category;
using sgf::ValueType;

class TestProperties : public QObject {
    Q_OBJECT

private slots:
    void fileFormats_data();
    void fileFormats();
    void valueCounts();
    void everyFF4PropertyIsKnown();
    void entries_data();
    void entries();
    void unknownProperties();
    void identifiersAreUnique();
};

// The FF[4] property index (red-bean.com/sgf/proplist.html), Go's own included.
void TestProperties::everyFF4PropertyIsKnown()
{
    const QStringList ff4 =
        QStringLiteral(
            "AB AE AN AP AR AW B BL BM BR BT C CA CP CR DD DM DO DT EV FF FG GB GC GM GN GW HA HO "
            "IT KM KO LB LN MA MN N OB ON OT OW PB PC PL PM PW RE RO RU SL SO SQ ST SZ TB TE TM TR "
            "TW UC US V VW W WL WR WT")
            .split(' ');
    QCOMPARE(ff4.size(), 67); // 63 general properties and 4 of Go's own
    for (const QString &id : ff4) {
        const auto *info = sgf::findProperty(id.toStdString());
        QVERIFY2(info, qPrintable(id));
        QCOMPARE(QString::fromUtf8(info->id.data(), int(info->id.size())), id);
        QVERIFY(!info->name.empty());
        QVERIFY(info->category != Category::Legacy && info->category != Category::Unknown);
    }
}

void TestProperties::entries_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<sgf::ValueType>("type");
    QTest::addColumn<sgf::Category>("category");

    QTest::newRow("B") << "B"
                       << "Black move" << ValueType::Move << Category::Move;
    QTest::newRow("W") << "W"
                       << "White move" << ValueType::Move << Category::Move;
    QTest::newRow("KO") << "KO"
                        << "Execute illegal move" << ValueType::None << Category::Move;
    QTest::newRow("AB") << "AB"
                        << "Add Black" << ValueType::StoneList << Category::Setup;
    QTest::newRow("AE") << "AE"
                        << "Add Empty" << ValueType::PointList << Category::Setup;
    QTest::newRow("PL") << "PL"
                        << "Player to play" << ValueType::Color << Category::Setup;
    QTest::newRow("C") << "C"
                       << "Comment" << ValueType::Text << Category::NodeAnnotation;
    QTest::newRow("N") << "N"
                       << "Node name" << ValueType::SimpleText << Category::NodeAnnotation;
    QTest::newRow("GB") << "GB"
                        << "Good for Black" << ValueType::Double << Category::NodeAnnotation;
    QTest::newRow("V") << "V"
                       << "Value" << ValueType::Real << Category::NodeAnnotation;
    QTest::newRow("TE") << "TE"
                        << "Tesuji" << ValueType::Double << Category::MoveAnnotation;
    QTest::newRow("DO") << "DO"
                        << "Doubtful move" << ValueType::None << Category::MoveAnnotation;
    QTest::newRow("AR") << "AR"
                        << "Arrow" << ValueType::PointPairList << Category::Markup;
    QTest::newRow("LB") << "LB"
                        << "Label" << ValueType::LabelList << Category::Markup;
    QTest::newRow("DD") << "DD"
                        << "Dim points" << ValueType::EPointList << Category::Markup;
    QTest::newRow("AP") << "AP"
                        << "Application" << ValueType::SimpleTextPair << Category::Root;
    QTest::newRow("SZ") << "SZ"
                        << "Board size" << ValueType::NumberOrPair << Category::Root;
    QTest::newRow("FF") << "FF"
                        << "File format" << ValueType::Number << Category::Root;
    QTest::newRow("GC") << "GC"
                        << "Game comment" << ValueType::Text << Category::GameInfo;
    QTest::newRow("KM") << "KM"
                        << "Komi" << ValueType::Real << Category::GameInfo;
    QTest::newRow("HA") << "HA"
                        << "Handicap" << ValueType::Number << Category::GameInfo;
    QTest::newRow("PB") << "PB"
                        << "Black player" << ValueType::SimpleText << Category::GameInfo;
    QTest::newRow("TM") << "TM"
                        << "Time limit" << ValueType::Real << Category::GameInfo;
    QTest::newRow("BL") << "BL"
                        << "Black time left" << ValueType::Real << Category::Timing;
    QTest::newRow("OW") << "OW"
                        << "White moves left" << ValueType::Number << Category::Timing;
    QTest::newRow("FG") << "FG"
                        << "Figure" << ValueType::FigureValue << Category::Misc;
    QTest::newRow("VW") << "VW"
                        << "View" << ValueType::EPointList << Category::Misc;
    QTest::newRow("TB") << "TB"
                        << "Black territory" << ValueType::EPointList << Category::Markup;
    QTest::newRow("L (FF[3])") << "L"
                               << "Letters (old)" << ValueType::PointList << Category::Legacy;
}

void TestProperties::entries()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(sgf::ValueType, type);
    QFETCH(sgf::Category, category);
    const auto *info = sgf::findProperty(id.toStdString());
    QVERIFY(info);
    QCOMPARE(QString::fromUtf8(info->name.data(), int(info->name.size())), name);
    QCOMPARE(info->type, type);
    QCOMPARE(info->category, category);
}

void TestProperties::unknownProperties()
{
    QVERIFY(!sgf::findProperty("XX"));
    QVERIFY(!sgf::findProperty("LONGID"));
    QVERIFY(!sgf::findProperty(""));
    QVERIFY(!sgf::findProperty("b"));
    // Unknown properties are kept in the tree, with their values, and have no table entry.
    const auto tree = sgf::parse("(;XX[unknown]LONGID[long]B[aa])");
    QCOMPARE(tree.root().propertyCount(), std::size_t(3));
    QCOMPARE(tree.root().property(0).id(), std::string_view("XX"));
    QVERIFY(!tree.root().property(0).info());
    QCOMPARE(tree.root().property(1).id(), std::string_view("LONGID"));
    QCOMPARE(tree.root().raw("LONGID"), std::string_view("long"));
    QVERIFY(tree.root().property(2).info());
    QCOMPARE(sgf::categoryName(Category::GameInfo), std::string_view("game info"));
    QCOMPARE(sgf::valueTypeName(ValueType::EPointList), std::string_view("elist of point"));
}

// Unique, and of one or two capitals: the check keeps rules for such identifiers alone.
void TestProperties::identifiersAreUnique()
{
    QSet<QString> seen;
    for (const auto &info : sgf::allProperties()) {
        const QString id = QString::fromUtf8(info.id.data(), int(info.id.size()));
        QVERIFY2(!seen.contains(id), qPrintable(id));
        seen.insert(id);
        QCOMPARE(sgf::findProperty(info.id), &info);
        QVERIFY2(id.size() == 1 || id.size() == 2, qPrintable(id));
        for (const QChar c : id) QVERIFY2(c >= 'A' && c <= 'Z', qPrintable(id));
    }
}

// The file formats of the spec's "Property index of FF[1]-FF[4]" (proplist_ff.html): its
// "1234" column, FF[2] read as FF[1].
void TestProperties::fileFormats_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("formats"); // the versions it is defined in
    QTest::newRow("B") << "B"
                       << "134";
    QTest::newRow("AB") << "AB"
                        << "134";
    QTest::newRow("CA new in FF[4]") << "CA"
                                     << "4";
    QTest::newRow("AP new in FF[4]") << "AP"
                                     << "4";
    QTest::newRow("SQ new in FF[4]") << "SQ"
                                     << "4";
    QTest::newRow("LB from FF[3]") << "LB"
                                   << "34";
    QTest::newRow("KO from FF[3]") << "KO"
                                   << "34";
    QTest::newRow("MN from FF[3]") << "MN"
                                   << "34";
    QTest::newRow("L in FF[1] only") << "L"
                                     << "1";
    QTest::newRow("KI in FF[1] only") << "KI"
                                      << "1";
    QTest::newRow("TC in FF[3] only") << "TC"
                                      << "3";
    QTest::newRow("CH until FF[3]") << "CH"
                                    << "13";
}

void TestProperties::fileFormats()
{
    QFETCH(QString, id);
    QFETCH(QString, formats);
    const auto *info = sgf::findProperty(id.toStdString());
    QVERIFY(info);
    QString defined;
    for (int version : {1, 2, 3, 4})
        if (version != 2 && info->inFileFormat(version)) defined += QString::number(version);
    QCOMPARE(defined, formats);
    QCOMPARE(info->inFileFormat(2), info->inFileFormat(1));
}

// "list of", "elist of" and single values, and which types have an empty value.
void TestProperties::valueCounts()
{
    const auto arity = [](const char *id) { return sgf::findProperty(id)->arity; };
    const auto empty = [](const char *id) { return sgf::findProperty(id)->mayBeEmpty; };
    QCOMPARE(arity("AB"), sgf::Arity::List);
    QCOMPARE(arity("LB"), sgf::Arity::List);
    QCOMPARE(arity("AR"), sgf::Arity::List);
    QCOMPARE(arity("VW"), sgf::Arity::EList);
    QCOMPARE(arity("TB"), sgf::Arity::EList);
    QCOMPARE(arity("B"), sgf::Arity::Single);
    QCOMPARE(arity("C"), sgf::Arity::Single);
    QCOMPARE(arity("SZ"), sgf::Arity::Single);
    QVERIFY(empty("B"));  // a pass
    QVERIFY(empty("DO")); // none
    QVERIFY(empty("DD")); // DD[] clears
    QVERIFY(empty("C"));
    QVERIFY(empty("FG")); // none | number:simpletext
    QVERIFY(!empty("AB"));
    QVERIFY(!empty("KM"));
    QVERIFY(!empty("GB"));
    QVERIFY(!empty("PL"));
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
