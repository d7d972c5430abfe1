#include "sgf/message_text.h"

#include "sgf/grammar.h"
#include "utf8_p.h"

namespace sgf {

std::string quoteText(std::string_view text, std::size_t limit)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    std::size_t characters = 0;
    bool space = false;
    const char *p = text.data(), *end = text.data() + text.size();
    while (p < end) {
        const auto c = static_cast<unsigned char>(*p);
        if (grammar::isWhiteSpace(*p)) {
            space = characters > 0;
            ++p;
            continue;
        }
        const std::size_t length = detail::utf8Length(p, end);
        const bool escaped = c < 0x20 || c == 0x7F || length == 0;
        const std::size_t width = escaped ? 4 : 1; // "\x00" takes the room of four
        if (characters + (space ? 1 : 0) + width > limit) {
            out += "...";
            return out;
        }
        if (space) {
            out += ' ';
            ++characters;
        }
        space = false;
        if (escaped) {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
            ++p;
        } else {
            out.append(p, length);
            p += length;
        }
        characters += width;
    }
    return out;
}

std::string quoteProperty(std::string_view id, std::string_view raw)
{
    return quoteText(id) + '[' + quoteText(raw) + ']';
}

} // namespace sgf
