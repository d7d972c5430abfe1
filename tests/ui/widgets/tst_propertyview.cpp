// The property table's fitted columns: measured on the rows in view and those after them up
// to PropertyView::fittedRows, not on every row of a node of thousands of properties.
#include "models/propertytablemodel.h"
#include "widgets/propertyview.h"

#include <QStandardItemModel>
#include <QTest>

using sgfview::PropertyTableModel;
using sgfview::PropertyView;

class TestPropertyView : public QObject {
    Q_OBJECT

private slots:
    void fitsTheRowsItMeasures_data();
    void fitsTheRowsItMeasures();
};

void TestPropertyView::fitsTheRowsItMeasures_data()
{
    QTest::addColumn<int>("longRow");
    QTest::addColumn<bool>("fitted");
    QTest::newRow("in view") << 0 << true;
    QTest::newRow("the last row measured") << PropertyView::fittedRows - 1 << true;
    QTest::newRow("past the rows measured") << PropertyView::fittedRows + 1 << false;
    QTest::newRow("far down") << 4000 << false;
}

void TestPropertyView::fitsTheRowsItMeasures()
{
    QFETCH(int, longRow);
    QFETCH(bool, fitted);
    const QString longId = QString(60, QLatin1Char('W'));
    QStandardItemModel model(5000, PropertyTableModel::ColumnCount);
    for (int row = 0; row < model.rowCount(); ++row)
        model.setData(model.index(row, PropertyTableModel::IdColumn),
                      row == longRow ? longId : QStringLiteral("B"));
    PropertyView view;
    view.setModel(&model);
    view.resize(1400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int width = view.columnWidth(PropertyTableModel::IdColumn);
    const int longWidth = view.fontMetrics().horizontalAdvance(longId);
    QCOMPARE(width >= longWidth, fitted);
    QVERIFY(width > 0);
}

QTEST_MAIN(TestPropertyView)
#include "tst_propertyview.moc"
