// The property table: one row per property, identifier, name, readable value, raw SGF.
#include "models/propertytablemodel.h"
#include "sgf/parser.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using sgfview::PropertyTableModel;

namespace {

// Marks every text it is asked for with its context, so a test sees which were translated.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return QStringLiteral("<%1:%2>").arg(QLatin1String(context), QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestPropertyTableModel : public QObject {
    Q_OBJECT

private slots:
    void rows();
    void unknownProperty();
    void hugeIdentifierIsCut();
    void hugeFoxKomiIsCut();
    void toolTipIsTranslated();
    void problemsMarkTheirRows();
    void tester();
    void manyPropertiesAreCut_data();
    void manyPropertiesAreCut();
};

void TestPropertyTableModel::rows()
{
    const auto tree = sgf::parse("(;SZ[19]PB[Lee Sedol]AB[dd][pp]C[Hello\\]\nworld]XY[z])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(PropertyTableModel::ColumnCount));
    const auto cell = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    QCOMPARE(cell(1, PropertyTableModel::IdColumn), QStringLiteral("PB"));
    QCOMPARE(cell(1, PropertyTableModel::NameColumn), QStringLiteral("Black player"));
    QCOMPARE(cell(1, PropertyTableModel::ValueColumn), QStringLiteral("Lee Sedol"));
    QCOMPARE(cell(2, PropertyTableModel::ValueColumn), QStringLiteral("D16, Q4"));
    QCOMPARE(cell(2, PropertyTableModel::RawColumn), QStringLiteral("[dd][pp]"));
    QCOMPARE(cell(3, PropertyTableModel::ValueColumn), QStringLiteral("Hello]\nworld"));
    QCOMPARE(cell(3, PropertyTableModel::RawColumn), QStringLiteral("[Hello\\]\nworld]"));
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains("list of stone"));
    model.setNode({}, {});
    QCOMPARE(model.rowCount(), 0);
}

void TestPropertyTableModel::unknownProperty()
{
    const auto tree = sgf::parse("(;XY[z]LONGNAME[v])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    QCOMPARE(model.index(0, PropertyTableModel::NameColumn).data().toString(),
             QStringLiteral("(unknown)"));
    QCOMPARE(model.index(1, PropertyTableModel::IdColumn).data().toString(),
             QStringLiteral("LONGNAME"));
    QCOMPARE(model.index(1, PropertyTableModel::ValueColumn).data().toString(),
             QStringLiteral("v"));
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains("unknown property"));
}

// A 4 MB identifier shows as its first 200 letters and "…", in the cell and the tool tip;
// a problem with it still marks its row.
void TestPropertyTableModel::hugeIdentifierIsCut()
{
    const std::string id(4'000'000, 'Q');
    const auto tree = sgf::parse("(;" + id + "[v])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    const QString shown = model.index(0, PropertyTableModel::IdColumn).data().toString();
    QCOMPARE(shown, QString(200, QLatin1Char('Q')) + QChar(0x2026));
    const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.size() < 3000, qPrintable(QString::number(tip.size())));
    QVERIFY(tip.startsWith(shown + QStringLiteral(" (")));
    model.setProblems({{id, sgf::Severity::Note, {QStringLiteral("odd")}, 1}});
    QCOMPARE(model.index(0, PropertyTableModel::ValueColumn)
                 .data(PropertyTableModel::ProblemRole)
                 .toInt(),
             int(sgf::Severity::Note));
}

// A komi in Fox's hundredths of a point, of 4,000,000 digits: the tool tip's note quotes its
// start and the points' start, not the whole of either.
void TestPropertyTableModel::hugeFoxKomiIsCut()
{
    const auto tree = sgf::parse("(;KM[1" + std::string(4'000'000, '0') + "])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.size() < 3000, qPrintable(QString::number(tip.size())));
    QVERIFY2(tip.contains(QStringLiteral("hundredths of a point: 1000")),
             qPrintable(tip.right(80)));
}

// The tool tip names the category and value type in the user's language, as the other columns.
void TestPropertyTableModel::toolTipIsTranslated()
{
    MarkingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const auto tree = sgf::parse("(;AB[dd])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(tip.contains(QStringLiteral("<PropertyCategory:setup>")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("<PropertyValueType:list of stone>")), qPrintable(tip));
}

// Walking nodes of 3, 3, 1, 4 and 0 properties: the rows both nodes have change in place and
// the others are inserted or removed (no reset), which the tester checks as they happen; the
// table then holds the new node's properties.
// The checks' findings for the shown node mark the rows of their properties: the worst
// severity, and each message after the tool tip's description; a new node has none.
void TestPropertyTableModel::problemsMarkTheirRows()
{
    const auto tree = sgf::parse("(;SZ[19]B[zz]C[x]TC[1];W[pd])");
    PropertyTableModel model;
    model.setNode(tree.root(), sgf::Game());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setProblems(
        {{"B", sgf::Severity::Error, {QStringLiteral("first"), QStringLiteral("second")}, 2},
         {"TC", sgf::Severity::Note, {QStringLiteral("private")}, 1}});
    QCOMPARE(changed.count(), 1);
    const auto problem = [&](int row) {
        return model.index(row, PropertyTableModel::ValueColumn)
            .data(PropertyTableModel::ProblemRole);
    };
    QVERIFY(!problem(0).isValid());
    QCOMPARE(problem(1).toInt(), int(sgf::Severity::Error));
    QVERIFY(!problem(2).isValid());
    QVERIFY(problem(3).isValid()); // a note is 0, as an invalid value reads
    QCOMPARE(problem(3).toInt(), int(sgf::Severity::Note));
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().endsWith("\nfirst\nsecond"));
    QVERIFY(!model.index(2, 0).data(Qt::ToolTipRole).toString().contains("first"));
    // Past the messages given, the tool tip counts the rest.
    model.setProblems({{"B", sgf::Severity::Warning, {QStringLiteral("first")}, 101}});
    QCOMPARE(problem(1).toInt(), int(sgf::Severity::Warning));
    QVERIFY(!problem(3).isValid());
    const QString tip = model.index(1, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.endsWith("\nfirst\nand 100 more problem(s)"), qPrintable(tip));
    model.setNode(tree.root().firstChild(), sgf::Game());
    QVERIFY(!problem(0).isValid());
}

void TestPropertyTableModel::tester()
{
    const auto tree = sgf::parse("(;SZ[19]PB[x]GN[g];B[aa]C[c]N[n];W[bb];B[cc]C[d]TR[aa]LB[bb:x])");
    PropertyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QStringList seen;
    for (sgf::Node n = tree.root(); n; n = n.firstChild()) {
        model.setNode(n, sgf::Game());
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row, PropertyTableModel::IdColumn).data().toString();
        seen << ids.join(' ');
    }
    model.setNode({}, {});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(seen, (QStringList{"SZ PB GN", "B C N", "W", "B C TR LB"}));
    // Inserted: rows 0-2 of the root, then 1-3 of the fourth node; removed: 1-2 for the third,
    // all four at the end. Changed in place: 3 rows, then 1, then 1.
    const auto ranges = [](const QSignalSpy &spy) {
        QStringList shown;
        for (const QList<QVariant> &signal : spy)
            shown << QStringLiteral("%1-%2").arg(signal.at(1).toInt()).arg(signal.at(2).toInt());
        return shown;
    };
    QCOMPARE(ranges(inserted), (QStringList{"0-2", "1-3"}));
    QCOMPARE(ranges(removed), (QStringList{"1-2", "0-3"}));
    QStringList changedRows;
    for (const QList<QVariant> &signal : changed)
        changedRows << QStringLiteral("%1-%2")
                           .arg(signal.at(0).toModelIndex().row())
                           .arg(signal.at(1).toModelIndex().row());
    QCOMPARE(changedRows, (QStringList{"0-2", "0-0", "0-0"}));
    QCOMPARE(resets.count(), 0);
}

// An application: translators are installed on it.
void TestPropertyTableModel::manyPropertiesAreCut_data()
{
    QTest::addColumn<int>("properties");
    QTest::addColumn<int>("rows");
    const int most = PropertyTableModel::maxPropertyRows;
    QTest::newRow("as many as there are rows") << most << most;
    QTest::newRow("one more: a row says so") << most + 1 << most + 1;
    QTest::newRow("many more") << 3 * most << most + 1;
}

// A node of a hostile file's many identifiers (XA, XB, ...): the first ones have rows, and a
// last row says how many more there are.
void TestPropertyTableModel::manyPropertiesAreCut()
{
    QFETCH(int, properties);
    QFETCH(int, rows);
    const int most = PropertyTableModel::maxPropertyRows;
    const auto identifier = [](int i) {
        QString name;
        for (++i; i > 0; i = (i - 1) / 26) name.prepend(QChar('A' + (i - 1) % 26));
        return QStringLiteral("X") + name;
    };
    QString text = QStringLiteral("(;");
    for (int i = 0; i < properties; ++i) text += identifier(i) + QStringLiteral("[1]");
    const auto tree = sgf::parse((text + QStringLiteral(";B[aa])")).toStdString());
    PropertyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setNode(tree.root(), sgf::Game());
    QCOMPARE(model.rowCount(), rows);
    const auto cell = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    QCOMPARE(cell(0, PropertyTableModel::IdColumn), identifier(0));
    QCOMPARE(cell(most - 1, PropertyTableModel::IdColumn), identifier(most - 1));
    if (properties > most) {
        QCOMPARE(cell(most, PropertyTableModel::IdColumn), QStringLiteral("…"));
        QCOMPARE(cell(most, PropertyTableModel::ValueColumn),
                 QStringLiteral("%1 more properties, not shown")
                     .arg(QLocale().toString(properties - most)));
        QVERIFY(cell(most, PropertyTableModel::NameColumn).isEmpty());
        QVERIFY(!model.index(most, 0).data(PropertyTableModel::ProblemRole).isValid());
    }
    // To a node of one property and back.
    model.setNode(tree.root().firstChild(), sgf::Game());
    QCOMPARE(model.rowCount(), 1);
    model.setNode(tree.root(), sgf::Game());
    QCOMPARE(model.rowCount(), rows);
}

QTEST_GUILESS_MAIN(TestPropertyTableModel)
#include "tst_propertytablemodel.moc"
