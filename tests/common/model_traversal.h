// Walks every row of an item model from the top without recursion (trees here are as deep as
// their variations nest), checking that each index knows the row and parent it was reached
// through.
#pragma once

#include <QAbstractItemModel>
#include <cstddef>
#include <vector>

namespace testdata {

// The number of rows reached, or 0 as soon as an index contradicts the way it was reached.
inline std::size_t countConsistentRows(const QAbstractItemModel &model)
{
    std::size_t seen = 0;
    std::vector<QModelIndex> stack{QModelIndex()};
    while (!stack.empty()) {
        const QModelIndex parent = stack.back();
        stack.pop_back();
        const int rows = model.rowCount(parent);
        for (int r = 0; r < rows; ++r) {
            const QModelIndex child = model.index(r, 0, parent);
            if (!child.isValid() || child.row() != r || model.parent(child) != parent) return 0;
            ++seen;
            stack.push_back(child);
        }
    }
    return seen;
}

} // namespace testdata
