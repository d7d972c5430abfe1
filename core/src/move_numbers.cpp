#include "sgf/move_numbers.h"

#include "game_p.h"
#include "tree_data_p.h"

namespace sgf {

namespace {
constexpr int uncounted = -1;
}

void MoveNumbers::start(Node node)
{
    const Node root = node.root();
    data_ = &detail::NodeAccess::data(root);
    rules_ = Game(root);
    first_ = root.index();
    end_ = root.subtreeEnd();
    numbers_.assign(end_ - first_, uncounted);
}

int MoveNumbers::of(Node node)
{
    if (!node) return 0;
    if (&detail::NodeAccess::data(node) != data_ || node.index() < first_ || node.index() >= end_)
        start(node);
    const detail::TreeData &data = *data_;
    // Up to the nearest node counted (or past the root), then down again counting.
    path_.clear();
    std::uint32_t n = node.index();
    for (; n != detail::none && numbers_[n - first_] == uncounted; n = data.parent(n))
        path_.push_back(n);
    int number = n != detail::none ? numbers_[n - first_] : 0;
    for (auto p = path_.rbegin(); p != path_.rend(); ++p) {
        number = detail::countMoveAt(rules_, data, *p, number).number;
        numbers_[*p - first_] = number;
    }
    return numbers_[node.index() - first_];
}

} // namespace sgf
