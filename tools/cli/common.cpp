// The helper of common.hpp that needs the judge: play_moves, which says why a --moves token is not
// legal with the kernel's refusal (judge.hpp refuse) in prose/judge.hpp's words. Kept out of the
// header so that the subcommands that only read --fen do not compile the judge.

#include <cstddef>
#include <string>
#include <string_view>

#include <chesslaw/judge.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/prose/uci.hpp>

#include "common.hpp"

namespace chesslaw::cli {

namespace {
bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
} // namespace

played_line play_moves(const position& start, std::string_view text, std::string_view option) {
    played_line line;
    line.positions.push_back(start);
    std::size_t i = 0;
    int index = 0;
    while (i < text.size()) {
        if (is_space(text[i])) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        const std::string_view token = text.substr(begin, i - begin);
        ++index;
        const std::string where = std::string(option) + ": move " + std::to_string(index) + " '" + std::string(token) +
                                  "' (at offset " + std::to_string(begin) + ")";
        const auto parsed = parse_uci(token);
        if (!parsed) {
            throw usage_error(where + " cannot be read: " + describe(parsed.error()) +
                              caret_lines(text, begin + (parsed.error().code == uci_errc::bad_length ? 0 : parsed.error().offset)));
        }
        const position& p = line.current();
        if (!is_legal(p, *parsed))
            throw usage_error(where + " is not legal in the position reached: " + describe(p, *parsed, refuse(p, *parsed)) +
                              caret_lines(text, begin) + "\n  position reached: " + to_fen_string(p));
        line.moves.push_back(*parsed);
        line.positions.push_back(make_move(p, *parsed));
    }
    return line;
}

} // namespace chesslaw::cli
