#include "find.h"

#include "io/documentloader.h"
#include "models/findquery.h"
#include "models/qtsgf.h"
#include "sgf/game.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <cstdio>

namespace sgfview {

namespace {

const char *const findOption = "find";
const char *const regexOption = "regex";
const char *const ignoreCaseOption = "ignore-case";
const char *const scopeOption = "scope";

struct CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

void printError(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

// The files named: a folder stands for its *.sgf files, all the way down, in name order.
QStringList expandFolders(const QStringList &arguments)
{
    QStringList files;
    for (const QString &argument : arguments) {
        if (!QFileInfo(argument).isDir()) {
            files << argument;
            continue;
        }
        QStringList found;
        QDirIterator it(argument, {QStringLiteral("*.sgf"), QStringLiteral("*.SGF")},
                        QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
        while (it.hasNext()) found << it.next();
        found.sort();
        files << found;
    }
    return files;
}

bool readScope(const QString &scope, FindQuery &query)
{
    if (scope == QLatin1String("comments")) {
        query.scope = sgf::SearchScope::CommentsAndNames;
    } else if (scope == QLatin1String("info")) {
        query.scope = sgf::SearchScope::GameInfo;
    } else if (scope == QLatin1String("values")) {
        query.scope = sgf::SearchScope::AnyValue;
    } else {
        // An identifier: capital letters (FF[4]); lower case ones of older files are read as
        // their capitals by the parser.
        if (scope.isEmpty() || scope.size() > 8) return false;
        for (const QChar c : scope)
            if (c < QLatin1Char('A') || c > QLatin1Char('Z')) return false;
        query.scope = sgf::SearchScope::Identifier;
        query.identifier = scope;
    }
    return true;
}

struct Hit {
    std::uint64_t offset; // of the value's '['
    std::size_t game;
    int move;
    std::string context;
};

// The move numbers of one game's nodes, counted in document order (a parent comes before its
// children) as far as the hits ask: hits come in document order, so each node is counted
// once, none past the game's last hit, and a hit costs no walk to the root.
class GameMoveNumbers {
public:
    int of(const sgf::Collection &collection, std::size_t game, sgf::Node node)
    {
        if (game != game_ || !started_) {
            game_ = game;
            started_ = true;
            const sgf::Node root = collection.tree(game).root();
            rules_ = sgf::Game(root);
            first_ = root.index();
            numbers_.clear();
            numbers_.reserve(root.subtreeEnd() - first_);
        }
        while (first_ + numbers_.size() <= node.index()) {
            const sgf::Node n = collection.node(first_ + std::uint32_t(numbers_.size()));
            const sgf::Node parent = n.parent();
            const int previous = parent ? numbers_[parent.index() - first_] : 0;
            numbers_.push_back(rules_.countMove(n, previous).number);
        }
        return numbers_[node.index() - first_];
    }

private:
    bool started_ = false;
    std::size_t game_ = 0;
    sgf::Game rules_;
    std::uint32_t first_ = 0;
    std::vector<int> numbers_;
};

// Searches one document and prints its hits; returns how many there were.
std::size_t printHits(const QString &file, const Document &document,
                      const sgf::TextMatcher &matcher, const sgf::SearchOptions &options)
{
    const sgf::Collection &collection = document.collection;
    std::vector<Hit> hits;
    GameMoveNumbers moveNumbers;
    sgf::search(collection, options, matcher, [&](const sgf::SearchHit &hit) {
        const auto value = hit.property.value(hit.valueIndex);
        hits.push_back({value.offset() - 1, hit.game + 1,
                        moveNumbers.of(collection, hit.game, hit.node),
                        sgf::contextOf(hit.text, hit.match).text});
        return true;
    });
    if (hits.empty()) return 0;
    // Offsets come in document order, which is the text's: one pass finds every line.
    std::vector<std::uint64_t> offsets;
    offsets.reserve(hits.size());
    for (const Hit &hit : hits) offsets.push_back(hit.offset);
    const std::vector<sgf::Position> positions = sgf::positionsAt(collection.text(), offsets);
    const std::string name = file.toStdString();
    std::string out;
    for (std::size_t i = 0; i < hits.size(); ++i) {
        // A fixed form for scripts and editors, like --check's: not translated.
        out += name;
        out += ':' + std::to_string(positions[i].line) + ':' + std::to_string(positions[i].column);
        out += ": game " + std::to_string(hits[i].game) + ", move " + std::to_string(hits[i].move);
        out += ": ";
        out += hits[i].context;
        out += '\n';
        if (out.size() > 1 << 16) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return hits.size();
}

} // namespace

QList<QCommandLineOption> findOptions()
{
    return {
        {QLatin1String(findOption),
         CommandLine::tr("Print every place in each FILE (folders: their *.sgf files) where "
                         "PATTERN is found, as FILE:LINE:COLUMN: game G, move M: CONTEXT; exit "
                         "status 0 when found, 1 when not."),
         CommandLine::tr("PATTERN")},
        {QLatin1String(regexOption),
         CommandLine::tr("With --find: PATTERN is a regular expression (Perl's syntax).")},
        {QLatin1String(ignoreCaseOption), CommandLine::tr("With --find: ignore case.")},
        {QLatin1String(scopeOption),
         CommandLine::tr("With --find: search comments and names (comments, the default), game "
                         "info (info), every value (values) or one property (its identifier)."),
         CommandLine::tr("scope")},
    };
}

int runFind(const QCommandLineParser &parser)
{
    FindQuery query;
    query.pattern = parser.value(QLatin1String(findOption));
    query.regularExpression = parser.isSet(QLatin1String(regexOption));
    query.matchCase = !parser.isSet(QLatin1String(ignoreCaseOption));
    if (parser.isSet(QLatin1String(scopeOption)) &&
        !readScope(parser.value(QLatin1String(scopeOption)), query)) {
        printError(CommandLine::tr("sgfview: --scope takes comments, info, values or a property "
                                   "identifier, not \"%1\"")
                       .arg(parser.value(QLatin1String(scopeOption))));
        return 2;
    }
    const QStringList files = expandFolders(parser.positionalArguments());
    if (files.isEmpty()) {
        printError(CommandLine::tr("sgfview: --find needs at least one FILE"));
        return 2;
    }
    QString error;
    const auto matcher = makeMatcher(query, &error);
    if (!matcher) {
        printError(QStringLiteral("sgfview: %1").arg(error));
        return 2;
    }
    const sgf::SearchOptions options = searchOptions(query);
    std::size_t found = 0;
    bool failed = false;
    for (const QString &file : files) {
        const LoadResult result = DocumentLoader::load(file, {});
        if (!result.document) {
            printError(result.position
                           ? formatDiagnostic(file, sgf::Diagnostic{sgf::Severity::Error,
                                                                    result.error.toStdString(),
                                                                    *result.position})
                           : formatDiagnostic(file, result.error));
            failed = true;
            continue;
        }
        // Repairs do not matter to a search; what could not be read does.
        for (const sgf::Diagnostic &diagnostic : result.diagnostics) {
            if (diagnostic.severity != sgf::Severity::Error) continue;
            printError(formatDiagnostic(file, diagnostic));
            failed = true;
        }
        found += printHits(file, *result.document, *matcher, options);
    }
    std::fflush(stdout);
    if (failed) return 2;
    return found > 0 ? 0 : 1;
}

} // namespace sgfview
