#include "propertynames.h"

#include "qtsgf.h"

#include <QCoreApplication>

namespace sgfview::propertynames {

namespace {

// The English texts of core/src/properties.cpp, marked for lupdate.
const char *const names[] = {
    QT_TRANSLATE_NOOP("PropertyName", "Black move"),
    QT_TRANSLATE_NOOP("PropertyName", "Execute illegal move"),
    QT_TRANSLATE_NOOP("PropertyName", "Set move number"),
    QT_TRANSLATE_NOOP("PropertyName", "White move"),
    QT_TRANSLATE_NOOP("PropertyName", "Add Black"),
    QT_TRANSLATE_NOOP("PropertyName", "Add Empty"),
    QT_TRANSLATE_NOOP("PropertyName", "Add White"),
    QT_TRANSLATE_NOOP("PropertyName", "Player to play"),
    QT_TRANSLATE_NOOP("PropertyName", "Comment"),
    QT_TRANSLATE_NOOP("PropertyName", "Even position"),
    QT_TRANSLATE_NOOP("PropertyName", "Good for Black"),
    QT_TRANSLATE_NOOP("PropertyName", "Good for White"),
    QT_TRANSLATE_NOOP("PropertyName", "Hotspot"),
    QT_TRANSLATE_NOOP("PropertyName", "Node name"),
    QT_TRANSLATE_NOOP("PropertyName", "Unclear position"),
    QT_TRANSLATE_NOOP("PropertyName", "Value"),
    QT_TRANSLATE_NOOP("PropertyName", "Bad move"),
    QT_TRANSLATE_NOOP("PropertyName", "Doubtful move"),
    QT_TRANSLATE_NOOP("PropertyName", "Interesting move"),
    QT_TRANSLATE_NOOP("PropertyName", "Tesuji"),
    QT_TRANSLATE_NOOP("PropertyName", "Arrow"),
    QT_TRANSLATE_NOOP("PropertyName", "Circle"),
    QT_TRANSLATE_NOOP("PropertyName", "Dim points"),
    QT_TRANSLATE_NOOP("PropertyName", "Label"),
    QT_TRANSLATE_NOOP("PropertyName", "Line"),
    QT_TRANSLATE_NOOP("PropertyName", "Mark (X)"),
    QT_TRANSLATE_NOOP("PropertyName", "Selected points"),
    QT_TRANSLATE_NOOP("PropertyName", "Square"),
    QT_TRANSLATE_NOOP("PropertyName", "Triangle"),
    QT_TRANSLATE_NOOP("PropertyName", "Application"),
    QT_TRANSLATE_NOOP("PropertyName", "Charset"),
    QT_TRANSLATE_NOOP("PropertyName", "File format"),
    QT_TRANSLATE_NOOP("PropertyName", "Game"),
    QT_TRANSLATE_NOOP("PropertyName", "Variation style"),
    QT_TRANSLATE_NOOP("PropertyName", "Board size"),
    QT_TRANSLATE_NOOP("PropertyName", "Annotator"),
    QT_TRANSLATE_NOOP("PropertyName", "Black rank"),
    QT_TRANSLATE_NOOP("PropertyName", "Black team"),
    QT_TRANSLATE_NOOP("PropertyName", "Copyright"),
    QT_TRANSLATE_NOOP("PropertyName", "Date"),
    QT_TRANSLATE_NOOP("PropertyName", "Event"),
    QT_TRANSLATE_NOOP("PropertyName", "Game comment"),
    QT_TRANSLATE_NOOP("PropertyName", "Game name"),
    QT_TRANSLATE_NOOP("PropertyName", "Handicap"),
    QT_TRANSLATE_NOOP("PropertyName", "Komi"),
    QT_TRANSLATE_NOOP("PropertyName", "Opening"),
    QT_TRANSLATE_NOOP("PropertyName", "Overtime"),
    QT_TRANSLATE_NOOP("PropertyName", "Black player"),
    QT_TRANSLATE_NOOP("PropertyName", "Place"),
    QT_TRANSLATE_NOOP("PropertyName", "White player"),
    QT_TRANSLATE_NOOP("PropertyName", "Result"),
    QT_TRANSLATE_NOOP("PropertyName", "Round"),
    QT_TRANSLATE_NOOP("PropertyName", "Rules"),
    QT_TRANSLATE_NOOP("PropertyName", "Source"),
    QT_TRANSLATE_NOOP("PropertyName", "Time limit"),
    QT_TRANSLATE_NOOP("PropertyName", "User"),
    QT_TRANSLATE_NOOP("PropertyName", "White rank"),
    QT_TRANSLATE_NOOP("PropertyName", "White team"),
    QT_TRANSLATE_NOOP("PropertyName", "Black time left"),
    QT_TRANSLATE_NOOP("PropertyName", "Black moves left"),
    QT_TRANSLATE_NOOP("PropertyName", "White moves left"),
    QT_TRANSLATE_NOOP("PropertyName", "White time left"),
    QT_TRANSLATE_NOOP("PropertyName", "Figure"),
    QT_TRANSLATE_NOOP("PropertyName", "Print move mode"),
    QT_TRANSLATE_NOOP("PropertyName", "View"),
    QT_TRANSLATE_NOOP("PropertyName", "Black territory"),
    QT_TRANSLATE_NOOP("PropertyName", "White territory"),
    QT_TRANSLATE_NOOP("PropertyName", "Letters (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Marked points (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Game identifier (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Lose on time (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Moves per overtime (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Overtime length (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Operator overhead (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Region (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Secure stones (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Self test moves (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Sigma (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Territory count (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Evaluation (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Expected move (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Check mark (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Black species (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "White species (old)"),
    QT_TRANSLATE_NOOP("PropertyName", "Komi times two (old)"),
};
const char *const categories[] = {
    QT_TRANSLATE_NOOP("PropertyCategory", "move"),
    QT_TRANSLATE_NOOP("PropertyCategory", "setup"),
    QT_TRANSLATE_NOOP("PropertyCategory", "node annotation"),
    QT_TRANSLATE_NOOP("PropertyCategory", "move annotation"),
    QT_TRANSLATE_NOOP("PropertyCategory", "markup"),
    QT_TRANSLATE_NOOP("PropertyCategory", "root"),
    QT_TRANSLATE_NOOP("PropertyCategory", "game info"),
    QT_TRANSLATE_NOOP("PropertyCategory", "timing"),
    QT_TRANSLATE_NOOP("PropertyCategory", "miscellaneous"),
    QT_TRANSLATE_NOOP("PropertyCategory", "FF[3]"),
    QT_TRANSLATE_NOOP("PropertyCategory", "unknown"),
};
const char *const valueTypes[] = {
    QT_TRANSLATE_NOOP("PropertyValueType", "none"),
    QT_TRANSLATE_NOOP("PropertyValueType", "number"),
    QT_TRANSLATE_NOOP("PropertyValueType", "real"),
    QT_TRANSLATE_NOOP("PropertyValueType", "double"),
    QT_TRANSLATE_NOOP("PropertyValueType", "color"),
    QT_TRANSLATE_NOOP("PropertyValueType", "SimpleText"),
    QT_TRANSLATE_NOOP("PropertyValueType", "Text"),
    QT_TRANSLATE_NOOP("PropertyValueType", "move"),
    QT_TRANSLATE_NOOP("PropertyValueType", "point"),
    QT_TRANSLATE_NOOP("PropertyValueType", "list of point"),
    QT_TRANSLATE_NOOP("PropertyValueType", "elist of point"),
    QT_TRANSLATE_NOOP("PropertyValueType", "list of stone"),
    QT_TRANSLATE_NOOP("PropertyValueType", "list of point:point"),
    QT_TRANSLATE_NOOP("PropertyValueType", "list of point:SimpleText"),
    QT_TRANSLATE_NOOP("PropertyValueType", "number | number:number"),
    QT_TRANSLATE_NOOP("PropertyValueType", "SimpleText:SimpleText"),
    QT_TRANSLATE_NOOP("PropertyValueType", "none | number:SimpleText"),
    QT_TRANSLATE_NOOP("PropertyValueType", "unknown"),
};

QString translate(const char *context, std::string_view english)
{
    const QByteArray key(english.data(), qsizetype(english.size()));
    return QCoreApplication::translate(context, key.constData());
}

} // namespace

QString name(const sgf::PropertyInfo &info)
{
    return translate("PropertyName", info.name);
}

QString category(sgf::Category category)
{
    return translate("PropertyCategory", sgf::categoryName(category));
}

QString valueType(sgf::ValueType type)
{
    return translate("PropertyValueType", sgf::valueTypeName(type));
}

QStringList knownTexts()
{
    QStringList texts;
    for (const char *text : names) texts << QString::fromUtf8(text);
    for (const char *text : categories) texts << QString::fromUtf8(text);
    for (const char *text : valueTypes) texts << QString::fromUtf8(text);
    return texts;
}

} // namespace sgfview::propertynames
