#include "sgf/text_properties.h"

namespace sgf {

std::map<std::string, std::vector<std::string>> textProperties(Node node)
{
    std::map<std::string, std::vector<std::string>> out;
    for (Property p : node.properties()) out.emplace(std::string(p.id()), p.texts());
    return out;
}

} // namespace sgf
