// The hits of a search, in document order, as a table for the results panel: game, move
// number, the node in words, and the matched text in its context. Rows are appended as the
// search finds them; the context is read again from the document for the rows shown.
#pragma once

#include "io/document.h"
#include "searchrunner.h"

#include <QAbstractTableModel>
#include <memory>
#include <vector>

namespace sgfview {

class FindResultsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { GameColumn, MoveColumn, NodeColumn, TextColumn, ColumnCount };
    enum Role {
        NodeRole = Qt::UserRole, // the hit's node index (uint)
        MatchStartRole,          // the match in Qt::DisplayRole's text of TextColumn (int)
        MatchLengthRole,
    };

    explicit FindResultsModel(QObject *parent = nullptr);

    void clear(std::shared_ptr<const Document> document);
    void append(const std::vector<FoundHit> &hits);

    const std::shared_ptr<const Document> &document() const { return document_; }
    const std::vector<FoundHit> &hits() const { return hits_; }
    // The hits in one node: [first, last) of hits().
    std::pair<std::size_t, std::size_t> hitsIn(std::uint32_t node) const;
    // The matched value's decoded text (as sgf::search matched it) and the match's context.
    std::string valueText(const FoundHit &hit) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Document> document_;
    std::vector<FoundHit> hits_;
};

} // namespace sgfview
