#pragma once
//! Helpers shared by the `chesslaw` subcommands: the error/exit-code convention, the --fen and
//! --moves options, and replaying a move list with a legality check on every move.
//!
//! Exit codes (main.cpp maps exceptions to them):
//!   0  success
//!   1  internal error (an unexpected exception)
//!   2  bad input: bad arguments, a FEN that does not parse, a move that cannot be read or is
//!      not legal in the position reached — throw usage_error with a message naming the problem.
//! A subcommand that wants another exit code after writing its output throws exit_request.

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::cli {

inline constexpr int exit_ok = 0;
inline constexpr int exit_internal = 1;
inline constexpr int exit_usage = 2;

//! Bad input from the user; main() prints "chesslaw SUB: error: <what>" on stderr and exits 2.
//! The message may hold further lines (e.g. a caret under the offending character).
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

//! Ends the program with `code` once the subcommand has written its output.
struct exit_request {
    int code;
};

//! Two lines showing `text` with a caret under character `offset`, each indented by 4 spaces.
inline std::string caret_lines(std::string_view text, std::size_t offset) {
    std::string out = "\n    ";
    out += text;
    out += "\n    ";
    out.append(std::min(offset, text.size()), ' ');
    out += '^';
    return out;
}

// ---- names ---------------------------------------------------------------------------------

inline std::string_view status_name(game_status s) noexcept {
    switch (s) {
    case game_status::ongoing: return "ongoing";
    case game_status::checkmate: return "checkmate";
    case game_status::stalemate: return "stalemate";
    }
    return "ongoing";
}

inline std::string square_name(square s) { return std::string(to_string(s).view()); }

//! The legal moves of p in UCI text, sorted (byte-wise, so "a7a8b" < "a7a8n" < "a7a8q" < "a7a8r").
inline std::vector<std::string> sorted_uci_moves(const position& p) {
    std::vector<std::string> out;
    for (const move m : legal_moves(p)) out.push_back(to_uci_string(m));
    std::sort(out.begin(), out.end());
    return out;
}

// ---- --fen ---------------------------------------------------------------------------------

//! Parses a FEN given to `option`; a bad one is a usage_error carrying the kernel's typed
//! message, e.g. "--fen: castling field: unexpected 'X' (at offset 47)", and a caret.
inline position read_fen(std::string_view text, std::string_view option = "--fen") {
    const auto r = parse_fen(text);
    if (r) return *r;
    const fen_error& e = r.error();
    std::string msg = std::string(option) + ": " + to_string(e);
    if (!text.empty()) msg += caret_lines(text, e.offset);
    throw usage_error(msg);
}

// ---- --moves -------------------------------------------------------------------------------

//! A game replayed from a start position: positions[0] is the start, positions[i] the position
//! after moves[i-1]; positions.back() is the position reached.
struct played_line {
    std::vector<position> positions;
    std::vector<move> moves;
    const position& current() const noexcept { return positions.back(); }
};

namespace detail {

inline bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

//! Why `m` (readable, but not in legal_moves(p)) is not legal — a hint, not a ruling; the judge
//! subcommand gives the clause-traced answer.
inline std::string why_not_legal(const position& p, move m) {
    const color us = p.side_to_move;
    const std::string mover(name(us));
    const game_status st = status(p);
    if (st != game_status::ongoing)
        return "the game is over (" + std::string(status_name(st)) + "): " + mover + " has no legal move";
    const piece pc = p.piece_on(m.from());
    if (pc == piece::none) return "there is no piece on " + square_name(m.from());
    if (color_of(pc) != us)
        return "the piece on " + square_name(m.from()) + " is " + std::string(name(color_of(pc))) + "'s, and it is " +
               mover + "'s move";
    const std::string piece_desc = mover + " " + std::string(name(type_of(pc))) + " on " + square_name(m.from());
    if (!m.is_promotion() && is_legal(p, move(m.from(), m.to(), promotion::queen))) {
        const std::string base = to_uci_string(m);
        return "a pawn reaching the last rank must be promoted (" + std::string(spec::id::promotion.id()) + "): write " + base + "q, " + base + "r, " + base +
               "b or " + base + "n";
    }
    if (m.is_promotion() && is_legal(p, move(m.from(), m.to())))
        return "only a pawn reaching the last rank is promoted: write " + to_uci_string(move(m.from(), m.to()));
    if (m.is_promotion() && type_of(pc) != piece_type::pawn)
        return "only a pawn is promoted, and the piece on " + square_name(m.from()) + " is a " +
               std::string(name(type_of(pc)));
    std::string why = "the " + piece_desc + " cannot legally move to " + square_name(m.to());
    if (in_check(p)) why += " (" + mover + " is in check)";
    return why;
}

} // namespace detail

//! Replays the whitespace-separated UCI moves in `text` from `start`, checking each against the
//! legal moves of the position reached. A token that cannot be read or a move that is not legal
//! is a usage_error naming the token, its 1-based index, its offset in `text`, and why.
inline played_line play_moves(const position& start, std::string_view text, std::string_view option = "--moves") {
    played_line line;
    line.positions.push_back(start);
    std::size_t i = 0;
    int index = 0;
    while (i < text.size()) {
        if (detail::is_space(text[i])) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        while (i < text.size() && !detail::is_space(text[i])) ++i;
        const std::string_view token = text.substr(begin, i - begin);
        ++index;
        const std::string where = std::string(option) + ": move " + std::to_string(index) + " '" + std::string(token) +
                                  "' (at offset " + std::to_string(begin) + ")";
        const auto parsed = parse_uci(token);
        if (!parsed) {
            std::string reason = to_string(parsed.error());
            if (reason.rfind("move: ", 0) == 0) reason.erase(0, 6);
            throw usage_error(where + " cannot be read: " + reason +
                              caret_lines(text, begin + (parsed.error().code == uci_errc::bad_length ? 0 : parsed.error().offset)));
        }
        const position& p = line.current();
        if (!is_legal(p, *parsed)) {
            throw usage_error(where + " is not legal in the position reached: " + detail::why_not_legal(p, *parsed) +
                              caret_lines(text, begin) + "\n  position reached: " + to_fen_string(p));
        }
        line.moves.push_back(*parsed);
        line.positions.push_back(make_move(p, *parsed));
    }
    return line;
}

// ---- the --fen/--moves option pair ----------------------------------------------------------

struct position_options {
    std::string fen{initial_fen};
    std::string moves;

    //! The position named by --fen after replaying --moves (usage_error on bad input).
    played_line resolve() const { return play_moves(read_fen(fen), moves); }
};

//! Adds --fen (default: the initial position) and --moves to a subcommand.
inline void add_position_options(CLI::App& sub, position_options& o) {
    sub.add_option("--fen", o.fen,
                   "Position in FEN (quote it: one argument). 6 fields, or the first 4 (EPD style). "
                   "Default: the initial position")
        ->type_name("FEN");
    sub.add_option("--moves", o.moves,
                   "UCI moves played from --fen first, space-separated in one argument, e.g. \"e2e4 e7e5 g1f3\"; "
                   "each must be legal in the position reached")
        ->type_name("\"UCI...\"");
}

} // namespace chesslaw::cli
