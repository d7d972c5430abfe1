#include "problemtext.h"

#include "qtsgf.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <vector>

namespace sgfview {

namespace {

using C = sgf::DiagnosticCode;

// A number in the locale's digits, without group separators: a line, a column or a count in
// a message reads "1234", not "1,234".
QString digits(qlonglong n)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(n);
}

// The problem's arguments as shown: numbers in the locale's digits, the rest as written.
class Arguments {
public:
    explicit Arguments(const sgf::Diagnostic &problem) : problem_(problem) {}

    QString text(std::size_t i) const
    {
        return i < problem_.arguments.size() ? toQString(problem_.arguments[i]) : QString();
    }
    // A number, in the locale's digits (as written when it is none).
    QString number(std::size_t i) const
    {
        bool ok = false;
        const qlonglong n = text(i).toLongLong(&ok);
        return ok ? digits(n) : text(i);
    }
    int count(std::size_t i) const { return text(i).toInt(); }
    // "19x19" with the locale's digits.
    QString board(std::size_t i) const
    {
        const QStringList sides = text(i).split(QLatin1Char('x'));
        bool wide = false, high = false;
        const int columns = sides.size() == 2 ? sides[0].toInt(&wide) : 0;
        const int rows = sides.size() == 2 ? sides[1].toInt(&high) : 0;
        if (!wide || !high) return text(i);
        //: A board's size, columns by rows: "19x19".
        return ProblemText::tr("%1x%2", "board size").arg(digits(columns), digits(rows));
    }

private:
    const sgf::Diagnostic &problem_;
};

// The SGF in a message's pattern: a property with its value ("%1[%2]", "FF[%2]", "%1[]") or
// an argument alone ("%3", a point or a number).
const QRegularExpression &sgfInPattern()
{
    static const QRegularExpression sgf(
        QStringLiteral("(?:%[1-9]|[A-Z]{1,2})\\[(?:%[1-9]|[a-z]*)\\]|%[1-9]"));
    return sgf;
}

// The pattern with %1, %2, ... replaced in one pass (an argument's own "%2" stays). In a
// right-to-left language each piece of SGF is isolated left to right (U+2066 ... U+2069), so
// that "B[zz]" neither turns round nor takes the sentence's direction.
QString fill(const QString &pattern, std::initializer_list<QString> arguments)
{
    const std::vector<QString> args(arguments);
    const auto substitute = [&args](QStringView piece) {
        QString out;
        for (qsizetype i = 0; i < piece.size(); ++i) {
            const QChar c = piece[i];
            if (c == QLatin1Char('%') && i + 1 < piece.size() && piece[i + 1] >= QLatin1Char('1') &&
                piece[i + 1] <= QLatin1Char('9')) {
                const auto n = std::size_t(piece[i + 1].unicode() - '1');
                if (n < args.size()) out += args[n];
                ++i;
            } else {
                out += c;
            }
        }
        return out;
    };
    if (QLocale().textDirection() != Qt::RightToLeft) return substitute(pattern);
    QString out;
    qsizetype done = 0;
    auto matches = sgfInPattern().globalMatch(pattern);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        out += substitute(QStringView(pattern).mid(done, match.capturedStart() - done));
        out += QChar(0x2066) + substitute(match.capturedView()) + QChar(0x2069);
        done = match.capturedEnd();
    }
    return out + substitute(QStringView(pattern).mid(done));
}

} // namespace

QString ProblemText::severity(sgf::Severity severity)
{
    switch (severity) {
    case sgf::Severity::Note:
        return tr("note");
    case sgf::Severity::Warning:
        return tr("warning");
    case sgf::Severity::Error:
        break;
    }
    return tr("error");
}

QString ProblemText::place(const sgf::Position &position)
{
    //: Line and column of a problem, "12:5".
    return tr("%1:%2", "line:column").arg(digits(position.line), digits(position.column));
}

QString ProblemText::message(const sgf::Diagnostic &problem)
{
    const Arguments a(problem);
    switch (problem.code) {
    case C::Unspecified:
        break;
    case C::ProblemsNotListed:
        return tr("%Ln more problems not listed", nullptr, a.count(0));

    case C::EmptyGameTreeDropped:
        return tr("empty game tree '()' dropped");
    case C::EmptyVariationDropped:
        return tr("empty variation '()' dropped");
    case C::TextBeforeFirstTree:
        return fill(tr("text before the first game tree skipped: '%1'"), {a.text(0)});
    case C::TextAfterLastTree:
        return fill(tr("text after the last game tree skipped: '%1'"), {a.text(0)});
    case C::TextBetweenTrees:
        return fill(tr("text between game trees skipped: '%1'"), {a.text(0)});
    case C::TreeWithoutNode:
        return tr("'(' without a node before its variations: they are read in its place");
    case C::TreeLeftOpen:
        return tr("missing ')' at the end of the input: %Ln open game trees closed", nullptr, 1);
    case C::TreesLeftOpen:
        return tr("missing ')' at the end of the input: %Ln open game trees closed", nullptr,
                  a.count(0));
    case C::PropertiesWithoutNode:
        return tr("properties without a node: missing ';' supplied");
    case C::ValuesWithoutProperty:
        return tr("values without a property skipped");
    case C::NodeAfterVariations:
        return tr("node after variations read as one more variation");
    case C::IdentifierWithoutUpper:
        return fill(tr("property '%1' has no uppercase letter: skipped"), {a.text(0)});
    case C::OldIdentifier:
        return fill(tr("old identifier '%1' read as '%2'"), {a.text(0), a.text(1)});
    case C::RepeatedProperty:
        return fill(tr("property '%1' repeated in node: values merged"), {a.text(0)});
    case C::UnterminatedValue:
        return tr("unterminated value");
    case C::PropertyWithoutValue:
        return fill(tr("property '%1' without value skipped"), {a.text(0)});
    case C::UnexpectedCharacter:
        return fill(tr("unexpected character '%1' skipped"), {a.text(0)});
    case C::UnexpectedByte:
        return fill(tr("unexpected byte %1 skipped"), {a.text(0)});
    case C::UnexpectedText:
        return fill(tr("unexpected text '%1' skipped"), {a.text(0)});

    case C::UnknownForcedEncoding:
        return fill(tr("unknown encoding '%1' chosen: detected instead"), {a.text(0)});
    case C::UnknownCharset:
        return fill(tr("unknown charset '%1' in CA: read as %2"), {a.text(0), a.text(1)});
    case C::UnknownCharsetGuessed:
        return fill(tr("unknown charset '%1' in CA: read as %2 (guessed)"), {a.text(0), a.text(1)});
    case C::CharsetGuessed:
        return fill(tr("no CA and not UTF-8: charset guessed as %1"), {a.text(0)});
    case C::CharsetNotFitting:
        return fill(tr("CA[%1] does not fit the text, which is UTF-8: read as UTF-8"), {a.text(0)});
    case C::BytesReplaced:
        return fill(tr("bytes not valid in %1 replaced by U+FFFD"), {a.text(0)});

    case C::ValueNotEmpty:
        return fill(tr("%1[%2] takes no value"), {a.text(0), a.text(1)});
    case C::EmptyValue:
        return fill(tr("%1[] is empty; %1 needs a value"), {a.text(0)});
    case C::EmptyText:
        return fill(tr("%1[] is empty"), {a.text(0)});
    case C::NotANumber:
        return fill(tr("%1[%2] is not a number"), {a.text(0), a.text(1)});
    case C::NotAReal:
        return fill(tr("%1[%2] is not a real number"), {a.text(0), a.text(1)});
    case C::NotADouble:
        return fill(tr("%1[%2] is neither 1 nor 2"), {a.text(0), a.text(1)});
    case C::NotAColor:
        return fill(tr("%1[%2] is neither B nor W"), {a.text(0), a.text(1)});
    case C::NotAPoint:
        return fill(tr("%1[%2] is not a point"), {a.text(0), a.text(1)});
    case C::PointOffBoard:
        return fill(tr("%1[%2] is off the %3 board"), {a.text(0), a.text(1), a.board(2)});
    case C::NotAPointPair:
        return fill(tr("%1[%2] is not two points (point:point)"), {a.text(0), a.text(1)});
    case C::PointPairOnePoint:
        return fill(tr("%1[%2] goes from a point to itself"), {a.text(0), a.text(1)});
    case C::NotALabel:
        return fill(tr("%1[%2] is not a point and a text (point:text)"), {a.text(0), a.text(1)});
    case C::NotAnApplication:
        return fill(tr("%1[%2] lacks the version (name:version)"), {a.text(0), a.text(1)});
    case C::NotABoardSize:
        return fill(tr("%1[%2] is not a board size"), {a.text(0), a.text(1)});
    case C::BoardSizeOutOfRange:
        return fill(tr("%1[%2] is out of range: a Go board has 1 to 52 lines"),
                    {a.text(0), a.text(1)});
    case C::SquareBoardAsPair:
        return fill(tr("%1[%2] is a square board, written %1[%3]"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::NotAFigure:
        return fill(tr("%1[%2] is not a number and a text (number:text)"), {a.text(0), a.text(1)});
    case C::ValueRunsOn:
        return fill(tr("%1 value '%2' runs past the end of its line into what looks like the next "
                       "node: a ']' is probably missing there"),
                    {a.text(0), a.text(1)});
    case C::OutOfRange:
        return fill(tr("%1[%2] is out of range (%3 to %4)"),
                    {a.text(0), a.text(1), a.number(2), a.number(3)});
    case C::NotGo:
        return fill(tr("%1[%2] is not Go: moves and points are not checked"),
                    {a.text(0), a.text(1)});
    case C::PassInOldFormat:
        return fill(tr("%1[] is an FF[4] pass, but this game is FF[%2], where a pass is %1[tt]"),
                    {a.text(0), a.text(1)});
    case C::NotADate:
        return fill(tr("%1[%2] is not a date as FF[4] writes it (YYYY-MM-DD)"),
                    {a.text(0), a.text(1)});
    case C::NotAResult:
        return fill(
            tr("%1[%2] is not a result as FF[4] writes it (such as B+R, W+2.5, 0, Void, ?)"),
            {a.text(0), a.text(1)});
    case C::NotCanonical:
        return fill(tr("%1[%2] is written %1[%3] in FF[4]"), {a.text(0), a.text(1), a.text(2)});
    case C::TooManyValues:
        return fill(tr("%1 takes one value, not %2"), {a.text(0), a.number(1)});
    case C::EmptyAmongPoints:
        return fill(tr("%1[] among other values: an empty list stands alone"), {a.text(0)});
    case C::ViewAfterEmpty:
        return fill(tr("%1[] and more values: [] alone shows the whole board"), {a.text(0)});
    case C::ComposeNotInFileFormat:
        return fill(tr("%1[%2] is a composed value, which FF[%3] does not have"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::UnknownFileFormat:
        return fill(tr("%1[%2] is not a file format (1 to 4)"), {a.text(0), a.text(1)});
    case C::ControlCharacter:
        return fill(tr("%1[%2] holds the control character %3"), {a.text(0), a.text(1), a.text(2)});

    case C::UnknownProperty:
        return fill(tr("unknown property %1"), {a.text(0)});
    case C::NotInFileFormat:
        return fill(tr("%1 is not a property of FF[%2]"), {a.text(0), a.text(1)});
    case C::ObsoleteProperty:
        return fill(tr("%1 is an old property, no longer in FF[4]"), {a.text(0)});

    case C::TwoMoves:
        return fill(tr("%1[%2] is ignored: a node has one move, and %3 comes first"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::SetupWithMove:
        return fill(tr("%1 is setup, but the node has a move (%2)"), {a.text(0), a.text(1)});
    case C::MoveAnnotationWithoutMove:
        return fill(tr("%1 is about a move, but the node has none"), {a.text(0)});
    case C::RootPropertyOutsideRoot:
        return fill(tr("%1 belongs in the root node"), {a.text(0)});
    case C::GameInfoAgain:
        return fill(tr("%1 is game info, but this line has its game info at %2:%3"),
                    {a.text(0), a.number(1), a.number(2)});
    case C::BadMoveAndTesuji:
        return fill(tr("%1 with %2: a move cannot be bad and a tesuji at once"),
                    {a.text(0), a.text(1)});
    case C::AnnotationConflict:
        return fill(tr("%1 contradicts %2 in the same node"), {a.text(0), a.text(1)});
    case C::MarkupRepeated:
        return fill(tr("%1[%2]: the point already has %3 in this node"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::SetupPointRepeated:
        return fill(tr("%1[%2]: the point is already set up by %3 in this node"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::LineRepeated:
        return fill(tr("%1[%2] is already in this node"), {a.text(0), a.text(1)});

    case C::MoveOnOccupiedPoint:
        return fill(tr("%1[%2] is played on %3, which is not empty"),
                    {a.text(0), a.text(1), a.text(2)});
    case C::Suicide:
        return fill(tr("%1[%2] at %3 is a suicide (stones removed: %4)"),
                    {a.text(0), a.text(1), a.text(2), a.number(3)});
    case C::SetupWithoutEffect:
        return fill(tr("%1[%2] changes nothing"), {a.text(0), a.text(1)});
    case C::SetupPartlyWithoutEffect:
        return fill(tr("%1[%2] changes nothing on %3 of its %4 points"),
                    {a.text(0), a.text(1), a.number(2), a.number(3)});

    case C::MixedFileFormats:
    case C::MixedGames:
    case C::MixedCharsets:
        return fill(tr("%1[%2] differs from the first game's %1[%3]"),
                    {a.text(0), a.text(1), a.text(2)});

    case C::BoardSizeReplaced:
        return fill(tr("%1[%2] is not a board size; using 19x19"), {a.text(0), a.text(1)});
    case C::GameReadAsGo:
        return fill(tr("%1[%2] is not a game number; read as Go"), {a.text(0), a.text(1)});
    case C::NotGoNoStones:
        return fill(tr("not a game of Go (%1[%2]); no stones are shown"), {a.text(0), a.text(1)});
    case C::SecondMoveIgnored:
        return fill(tr("a second move in the node, %1[%2], is ignored"), {a.text(0), a.text(1)});
    case C::TurnNotAColor:
        return fill(tr("%1[%2] is not a colour"), {a.text(0), a.text(1)});
    case C::SetupPointSkipped:
        return fill(tr("%1[%2] is not a point on the board; skipped"), {a.text(0), a.text(1)});
    case C::MoveOffBoardSkipped:
        return fill(tr("%1[%2]: point outside the board; move skipped"), {a.text(0), a.text(1)});
    case C::NotAMoveSkipped:
        return fill(tr("%1[%2] is not a move; skipped"), {a.text(0), a.text(1)});
    case C::NotAMoveNumber:
        return fill(tr("%1[%2] is not a move number"), {a.text(0), a.text(1)});
    case C::MoveNumberClamped:
        return fill(tr("%1[%2] is out of range; read as %3"), {a.text(0), a.text(1), a.number(2)});
    case C::MoveOnAStone:
        return fill(tr("move on an occupied point %1"), {a.text(0)});
    }
    return toQString(problem.message);
}

} // namespace sgfview
