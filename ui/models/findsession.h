// The window's search: the query, its hits (FindResultsModel) as the runner finds them, and
// moving from hit to hit. Searching restarts when the query or the document changes, and,
// when only the current game is searched, when another game becomes current. Next and
// previous go in document order from the current node, wrapping at either end.
#pragma once

#include "findquery.h"
#include "findresultsmodel.h"
#include "searchrunner.h"

#include <QObject>
#include <optional>

namespace sgfview {

class GameController;

class FindSession : public QObject {
    Q_OBJECT

public:
    explicit FindSession(GameController *controller, QObject *parent = nullptr);

    // Starts searching (cancelling the search running); an empty pattern clears the hits.
    void setQuery(const FindQuery &query, bool allGames);
    void clear();
    const FindQuery &query() const { return query_; }
    bool allGames() const { return allGames_; }
    // Why the query cannot be searched ("" when it can): an invalid regular expression.
    const QString &error() const { return error_; }
    bool isSearching() const { return runner_->isRunning(); }

    FindResultsModel *results() const { return results_; }
    std::size_t hitCount() const { return results_->hits().size(); }
    // The hit last gone to, while the current node is still its node.
    std::optional<std::size_t> currentHit() const;
    // The nodes with hits, sorted, each once (for the game-tree map's marks).
    std::vector<std::uint32_t> hitNodes() const;

    enum class Step { Moved, Wrapped, NoHits };
    Step next();
    Step previous();
    // Goes to the node of hit i.
    void goToHit(std::size_t i);

signals:
    void hitsChanged(); // hits were found, cleared, or the search ended
    void currentHitChanged();

private:
    void restart();
    void documentChanged();
    void currentChanged();
    Step step(bool forward);

    GameController *controller_;
    SearchRunner *runner_;
    FindResultsModel *results_;
    FindQuery query_;
    bool allGames_ = true;
    QString error_;
    std::size_t currentHit_ = 0;
    bool hasCurrentHit_ = false;
    std::uint32_t searchedGame_ = 0; // the game searched when not all games are
};

} // namespace sgfview
