#pragma once
//! The words of the replay's typed results (audit/game.hpp, audit/ending.hpp): how a game ended
//! (Articles 5 and 9) and why, the draws a player could have claimed, why the replay stopped
//! after a breach. The plies are cited in the record's own SAN, numbered from its start.
//!
//!   prose::ply_texts                      the record's texts: a span of string_view, or of pgn tokens
//!   prose::ply_label(start, sans, k)      "31. Qg7#" / "31... Kh8" (k 1-based), "the start position" (k = 0)
//!   prose::after_ply(start, sans, k)      "after 31. Qg7#" / "at the start position"
//!   prose::when(start, sans, end)         after_ply of the end's ply
//!   prose::evidence(start, sans, end)     how the game ended, with the plies and squares it cites
//!   prose::describe(start, sans, claim)   "white could claim a draw after …: …"
//!   prose::describe(replay_stop)          why the replay stopped
//!
//! A renderer (report/) calls these; no header of audit/ includes this one.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/ending.hpp>
#include <chesslaw/prose/mate.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::prose {

//! The texts of a record's plies, as the caller holds them: views, or the PGN reader's tokens.
class ply_texts {
public:
    ply_texts(std::span<const std::string_view> v) noexcept : views_(v) {}
    ply_texts(const std::vector<std::string_view>& v) noexcept : views_(v) {}
    ply_texts(std::span<const pgn::san_token> t) noexcept : tokens_(t), tokens_set_(true) {}
    ply_texts(const std::vector<pgn::san_token>& t) noexcept : tokens_(t), tokens_set_(true) {}

    std::size_t size() const noexcept { return tokens_set_ ? tokens_.size() : views_.size(); }
    std::string_view operator[](std::size_t i) const noexcept { return tokens_set_ ? std::string_view(tokens_[i].text) : views_[i]; }

private:
    std::span<const std::string_view> views_;
    std::span<const pgn::san_token> tokens_;
    bool tokens_set_ = false;
};

//! "31. Qg7#" / "31... Kh8": the record's k-th ply (1-based) with its number, counted from
//! start's fullmove number; "the start position" for k = 0.
inline std::string ply_label(const position& start, ply_texts sans, std::size_t k) {
    if (k == 0) return "the start position";
    return audit::move_number(start, k - 1) + " " + (k - 1 < sans.size() ? std::string(sans[k - 1]) : std::string("?"));
}

//! "after 31. Qg7#" / "at the start position".
inline std::string after_ply(const position& start, ply_texts sans, std::size_t k) {
    return k == 0 ? std::string("at the start position") : "after " + ply_label(start, sans, k);
}

//! When the game was over: "after 31. Qg7#", "at the start position".
inline std::string when(const position& start, ply_texts sans, const audit::game_end& e) { return after_ply(start, sans, e.ply); }

//! The end in words: when, what stood on the board (the king in check, the side with no move,
//! the men that cannot mate, the plies of the five occurrences), and the result.
inline std::string evidence(const position& start, ply_texts sans, const audit::game_end& e) {
    const position& p = e.at;
    const std::string side(name(p.side_to_move));
    const std::string where = after_ply(start, sans, e.ply);
    std::string s;
    switch (e.kind) {
    case audit::end_kind::checkmate:
        s = where + " " + side + "'s king on " + std::string(to_string(p.king(p.side_to_move)).view()) + " is in check and " + side +
            " has no legal move: checkmate, " + std::string(e.result);
        break;
    case audit::end_kind::stalemate: s = where + " " + side + " is to move, has no legal move and is not in check: stalemate, a draw"; break;
    case audit::end_kind::dead_position:
        if (e.dead_reason == rules::cannot_mate_reason::none && e.dead) {
            s = where + " " + prose::describe(p, *e.dead) + ": a dead position, a draw";
            break;
        }
        s = where + " " +
            std::string(e.dead_reason == rules::cannot_mate_reason::same_colour_bishops ? "the men are kings and bishops, every bishop on squares of one colour"
                        : e.dead_reason == rules::cannot_mate_reason::lone_minor       ? "a king and one minor piece stand against a bare king"
                                                                                       : "only the two kings are left") +
            ": no series of legal moves can checkmate either king, a dead position, a draw";
        break;
    case audit::end_kind::fivefold_repetition: {
        std::string at;
        for (std::size_t i = 0; i < e.occurrences.size(); ++i)
            at += (i ? ", " : "") + (e.occurrences[i] == 0 ? std::string("the start") : ply_label(start, sans, e.occurrences[i]));
        s = where + " the same position (9.2.2) has appeared for the fifth time, " + side + " to move: after " + at + "; a draw";
        break;
    }
    case audit::end_kind::seventy_five_moves:
        s = where + " 75 moves by each player (150 plies) have been made without the movement of any pawn and "
                    "without any capture, and the last move does not checkmate: a draw";
        break;
    }
    if (e.after_breach) s += " (on the board as it stood after an illegal move)";
    return s;
}

//! A draw claim in words: who could claim, when, and why (9.2.1.1, 9.2.1.2, 9.3.1, 9.3.2).
inline std::string describe(const position& start, ply_texts sans, const audit::draw_claim& c) {
    const std::string who(name(c.claimant));
    if (c.clause == spec::id::threefold_on_board)
        return who + " could claim a draw " + after_ply(start, sans, c.ply) + ": the same position has just appeared for the third time";
    if (c.clause == spec::id::threefold_intended_move)
        return who + " could claim a draw " + after_ply(start, sans, c.ply) + " by writing " + ply_label(start, sans, c.ply + 1) +
               " and declaring it: the position it makes appears for the third time";
    if (c.clause == spec::id::fifty_moves_completed)
        return who + " could claim a draw " + after_ply(start, sans, c.ply) +
               ": the last 50 moves by each player were made without a pawn move or a capture";
    return who + " could claim a draw " + after_ply(start, sans, c.ply) + " by writing " + ply_label(start, sans, c.ply + 1) +
           " and declaring it: it completes 50 moves by each player without a pawn move or a capture";
}

//! Why the replay stopped after a breach ("" for replay_stop::none).
constexpr std::string_view describe(audit::replay_stop s) noexcept {
    using audit::replay_stop;
    switch (s) {
    case replay_stop::none: return "";
    case replay_stop::takes_king: return "the move would take a king: the replay stops";
    case replay_stop::no_piece_on_origin:
        return "no piece of the side to move stands on the origin square: the record names no movement of a piece";
    case replay_stop::unreadable_after_breach: return "the move is not SAN or is ambiguous: the replay stops";
    case replay_stop::board_not_legal:
        return "the board after the breach is not one a legal game can hold, and the move cannot be judged on it: the replay stops";
    case replay_stop::no_movement: return "the move names no movement of any piece: the replay stops";
    case replay_stop::own_man_on_target: return "the move lands on a man of its own side, so no board follows it: the replay stops";
    case replay_stop::castling_onto_occupied:
        return "castling would put the king or the rook on an occupied square, so no board follows it: the replay stops";
    case replay_stop::castling_rook_onto_occupied: return "castling would put the rook on an occupied square, so no board follows it: the replay stops";
    case replay_stop::promotion_unknown: return "the pawn reaches the last rank and the record does not say what it became: the replay stops";
    }
    return "";
}

} // namespace chesslaw::prose
