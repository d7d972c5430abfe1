// Parses, walks, plays and writes a game through the installed headers only; prints what it
// found and exits 1 if anything differs from what the SGF says.
#include <cstdio>
#include <sgf/board.h>
#include <sgf/grammar.h>
#include <sgf/parser.h>
#include <sgf/position_cursor.h>
#include <sgf/properties.h>
#include <sgf/text_properties.h>
#include <sgf/tree.h>
#include <sgf/writer.h>
#include <string>

int main()
{
    const char *const sgf = "(;GM[1]FF[4]SZ[9]PB[Black]C[a \\] b];B[ee];W[ce](;B[gc])(;B[gg]))";
    const sgf::Collection collection = sgf::parseCollection(sgf);
    const sgf::Node root = collection.tree(0).root();
    const std::size_t variations = root.firstChild().firstChild().childCount();
    const std::string comment = root.text("C");
    const bool known = root.find("PB") && root.find("PB")->info() != nullptr;
    const std::size_t treeStart = sgf::grammar::findTreeStart("(see below) (;B[aa])", 0);
    sgf::PositionCursor position(root);
    position.moveTo(root.firstChild().firstChild().child(1)); // ... B[gg]
    const bool played = position.board().at({4, 4}) == sgf::Color::Black &&
                        position.board().at({2, 4}) == sgf::Color::White &&
                        position.board().at({6, 6}) == sgf::Color::Black &&
                        position.moveNumber() == 3;
    const std::string written = sgf::write(collection);
    const bool roundTrip = sgf::sameCollection(collection, sgf::parseCollection(written));
    std::printf("nodes %zu, variations %zu, comment '%s', PB known %d, played %d, "
                "tree at %zu, round trip %d\n",
                collection.nodeCount(), variations, comment.c_str(), int(known), int(played),
                treeStart, int(roundTrip));
    const bool ok = collection.nodeCount() == 5 && variations == 2 && comment == "a ] b" && known &&
                    played && treeStart == 12 && roundTrip && sgf::Node().parent().isNull() &&
                    sgf::textProperties(root).at("PB").front() == "Black";
    return ok ? 0 : 1;
}
