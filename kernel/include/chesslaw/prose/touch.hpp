#pragma once
//! Article 4 (touch-move) in words: obligations, witnesses, what a touch counts as, where the move
//! stands, and why an event token cannot be read or cannot happen — e.g. "must move the knight on
//! g1 — 4.3.1", "the knight on g1 could move to f3". The touch/ headers decide with typed values
//! (touch::obligation, touch::witness, touch::parse_error, touch::event_error); this is the one
//! place that words them. Run time only (std::string); the clause number comes from the spec table
//! through the handle.

#include <string>
#include <string_view>

#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/touch/event.hpp>
#include <chesslaw/touch/names.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/rules.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

//! Where the move stands, in words: "nothing moved", "piece in hand", "capture not complete", …
//! (the "stage" of the text and JSON output).
constexpr std::string_view to_string(progress p) noexcept {
    switch (p) {
    case progress::nothing_moved: return "nothing moved";
    case progress::in_hand: return "piece in hand";
    case progress::capture_pending: return "capture not complete";
    case progress::castling_pending: return "castling not complete";
    case progress::promotion_pending: return "promotion not complete";
    case progress::impossible: return "impossible move on the board";
    case progress::unrecognised: return "no move on the board";
    case progress::complete: return "move complete";
    }
    return "?";
}

//! Why a token of the event notation is not an event, e.g. "not a square (a1..h8)".
constexpr std::string_view describe(parse_errc c) noexcept {
    switch (c) {
    case parse_errc::none: return "";
    case parse_errc::unknown_action:
        return "unknown action (expected adjust, touch, touch?, lift, place, release, remove, promote, opponent-touch, opponent-touch?, claim)";
    case parse_errc::claim_argument: return "claim takes no argument";
    case parse_errc::promote_syntax: return "promote needs SQ=P, e.g. promote:e8=Q";
    case parse_errc::bad_square: return "not a square (a1..h8)";
    case parse_errc::bad_promotion_piece: return "promotion piece must be Q, R, B or N";
    case parse_errc::missing_square: return "missing square (verb:SQ, e.g. touch:g1)";
    case parse_errc::two_squares_not_touch: return "only touch takes two squares (touch:e1+h1)";
    case parse_errc::same_square: return "the two squares must differ";
    case parse_errc::beyond_offset_limit: return "event beyond the first 65535 characters of the text";
    case parse_errc::too_many_events: return "too many events (at most 32)";
    }
    return "?";
}
//! The reason of a parse_error in words (describe(e.code)).
constexpr std::string_view describe(const parse_error& e) noexcept { return describe(e.code); }

//! Why an event cannot happen in the record's state, e.g. "lift: no piece on that square".
constexpr std::string_view describe(event_errc c) noexcept {
    switch (c) {
    case event_errc::none: return "";
    case event_errc::adjust_empty: return "adjust: no piece on that square";
    case event_errc::lift_in_hand: return "lift: a piece is already in hand";
    case event_errc::lift_empty: return "lift: no piece on that square";
    case event_errc::lift_not_own: return "lift: not a piece of the player having the move (use remove:SQ for a captured piece)";
    case event_errc::place_empty_hand: return "place: nothing in hand";
    case event_errc::place_own_piece: return "place: the square holds a piece of the same colour";
    case event_errc::release_empty_hand: return "release: nothing in hand";
    case event_errc::release_own_piece: return "release: the square holds a piece of the same colour";
    case event_errc::release_in_air: return "release: the piece is in the air (place:SQ or release:SQ)";
    case event_errc::remove_empty: return "remove: no piece on that square";
    case event_errc::promote_in_hand: return "promote: a piece is already in hand";
    case event_errc::promote_own_piece: return "promote: the square holds a piece of the same colour (remove:SQ the pawn first)";
    case event_errc::promote_not_last_rank: return "promote: not the last rank of the player having the move";
    }
    return "?";
}
//! The reason of an event_error in words (describe(e.code)).
constexpr std::string_view describe(const event_error& e) noexcept { return describe(e.code); }

namespace detail {
inline std::string piece_on(const position& p, square s) {
    const piece pc = p.piece_on(s);
    return std::string(pc == piece::none ? std::string_view("piece") : name(type_of(pc))) + " on " + std::string(to_string(s).view());
}
inline std::string side_name(side s) { return s == side::king_side ? "king side" : "queen side"; }
} // namespace detail

//! "must move the knight on g1 — 4.3.1". `p` is the position before the move.
inline std::string describe(const position& p, const obligation& o) {
    using detail::piece_on;
    const std::string sq = std::string(to_string(o.subject).view()), with = std::string(to_string(o.with).view());
    std::string text;
    switch (o.what) {
    case duty::free_choice: text = "no obligation: any legal move"; break;
    case duty::move_piece: text = "must move the " + piece_on(p, o.subject); break;
    case duty::capture_piece: text = "must capture the " + piece_on(p, o.subject); break;
    case duty::capture_with: text = "must capture the " + piece_on(p, o.subject) + " with the " + piece_on(p, o.with); break;
    case duty::castle: text = "must castle " + detail::side_name(o.sd) + " (" + to_uci_string(detail::castling_move(color_of(o.pc), o.sd)) + ")"; break;
    case duty::no_castling: text = "may not castle this move, on either side (the rook on " + sq + " was touched before the king)"; break;
    case duty::king_move: text = "must move the king (castling towards the rook on " + with + " is not possible)"; break;
    case duty::any_move: text = o.subject == square::none ? "no touched piece can move or be captured: any legal move"
                                                           : "the king has no legal move: any legal move"; break;
    case duty::stay: text = "the " + std::string(name(type_of(o.pc))) + " released on " + with + " must stay there (from " + sq + ")"; break;
    case duty::finish_castling: text = "must complete castling " + detail::side_name(o.sd) + ": release the rook on the square the king crossed"; break;
    case duty::finish_promotion: text = "must complete the promotion on " + with + ": remove the pawn and release the new piece there"; break;
    case duty::promotion_piece: text = "the new piece is the " + std::string(name(type_of(o.pc))) + " on " + sq + ": the choice is final"; break;
    case duty::remove_captured: text = "must remove the captured piece on " + sq; break;
    case duty::replace_impossible: text = "the impossible move " + to_uci_string(o.m) + " must be replaced by a legal move"; break;
    }
    return text + " \u2014 " + std::string(o.clause.id());
}

namespace detail {
//! "the white knight" for a piece, "the piece" for none.
inline std::string the_piece(piece pc) {
    if (pc == piece::none) return "the piece";
    return "the " + std::string(name(color_of(pc))) + " " + std::string(name(type_of(pc)));
}
//! "the knight on g1" from the position (or `pc` when given), "the piece on g1" when neither knows.
inline std::string named_on(const position& p, square s, piece pc = piece::none) {
    const piece on = pc != piece::none ? pc : p.piece_on(s);
    return std::string(on == piece::none ? std::string_view("piece") : name(type_of(on))) + " on " + std::string(to_string(s).view());
}
inline std::string sq_name(square s) { return std::string(to_string(s).view()); }
//! Why a touch does not engage 4.3, in words.
inline std::string why_not_engaged(engagement e) {
    switch (e) {
    case engagement::engaged: return "it does";
    case engagement::accidental: return "it was not deliberate";
    case engagement::adjustment: return "it was an announced adjustment";
    case engagement::empty_square: return "there is no piece there";
    case engagement::repeated: return "the piece was touched before, and the first touch counts";
    case engagement::after_move: return "the move was already complete";
    case engagement::not_a_touch: return "it is not a touch by the player having the move";
    }
    return "?";
}
//! "the knight on g1 moves to f3", "the king on e1 castles king side (e1g1)", "the pawn on e7
//! moves to e8 and becomes a queen" — a move of p in words (the piece from p, else `pc`).
inline std::string move_words(const position& p, move m, piece pc = piece::none) {
    const piece mover = p.piece_on(m.from()) != piece::none ? p.piece_on(m.from()) : pc;
    const std::string who = named_on(p, m.from(), mover);
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    if (mover != piece::none && type_of(mover) == piece_type::king && (df == 2 || df == -2))
        return who + " castles " + (df > 0 ? "king side" : "queen side") + " (" + to_uci_string(m) + ")";
    std::string t = who + " moves to " + sq_name(m.to());
    if (m.is_promotion()) t += " and becomes a " + std::string(name(to_piece_type(m.promotion())));
    return t;
}
} // namespace detail

//! What a touch counts as, in words for the text output: "deliberate touch", "touched before", …
inline std::string describe(engagement e) {
    switch (e) {
    case engagement::engaged: return "deliberate touch";
    case engagement::accidental: return "accidental touch";
    case engagement::adjustment: return "adjustment";
    case engagement::empty_square: return "empty square";
    case engagement::repeated: return "touched before";
    case engagement::after_move: return "after the move";
    case engagement::not_a_touch: return "not a touch";
    }
    return "?";
}

//! A witness of Article 4 evidence in words, e.g. "the knight on g1 could move to f3", "castling
//! is not allowed this move: the rook on h1 was touched before the king (rules out e1g1)",
//! "(event 2)" appended when the witness names one. `p` is the position before the move.
inline std::string describe(const position& p, const witness& w) {
    using detail::move_words;
    using detail::named_on;
    using detail::sq_name;
    std::string t;
    switch (w.what) {
    case fact::adjusted: t = "the " + named_on(p, w.at, w.pc) + " was adjusted (announced, 4.2)"; break;
    case fact::touched: t = "the " + named_on(p, w.at, w.pc) + " was touched deliberately"; break;
    case fact::not_engaged:
        t = "the touch on " + sq_name(w.at) + " does not oblige the player: " + detail::why_not_engaged(w.why);
        break;
    case fact::governs:
        t = "the obligation concerns the " + named_on(p, w.at, w.pc);
        if (w.by != square::none) t += ", with the " + named_on(p, w.by) + " as the capturing piece";
        break;
    case fact::cannot_move: t = "the " + named_on(p, w.at) + " was touched but has no legal move and cannot be captured"; break;
    case fact::could: {
        std::string mv = move_words(p, w.m);
        // "the knight on g1 moves to f3" -> "the knight on g1 could move to f3"
        if (const auto at = mv.find(" moves to "); at != std::string::npos) mv.replace(at, 10, " could move to ");
        else if (const auto c = mv.find(" castles "); c != std::string::npos) mv.replace(c, 9, " could castle ");
        if (const auto b = mv.find(" and becomes "); b != std::string::npos) mv.replace(b, 13, " and become ");
        t = "the " + mv;
        break;
    }
    case fact::made: t = "the move made: the " + move_words(p, w.m, w.pc); break;
    case fact::presumed_first:
        t = "the player's own " + named_on(p, w.at) + " counts as touched first, before the opponent's " + named_on(p, w.by);
        break;
    case fact::castling_possible:
        t = "castling with the rook on " + sq_name(w.by) + " is possible (" + to_uci_string(w.m) + ")";
        break;
    case fact::castling_impossible:
        t = "castling with the rook on " + sq_name(w.by) + " is not possible (" + to_uci_string(w.m) + ")";
        break;
    case fact::king_has_no_move: t = "the king on " + sq_name(w.at) + " has no legal move"; break;
    case fact::castling_forbidden:
        t = "castling is not allowed this move: the rook on " + sq_name(w.at) + " was touched before the king (rules out " +
            to_uci_string(w.m) + ")";
        break;
    case fact::promotion_chosen: t = "the new piece placed on " + sq_name(w.at) + " is " + detail::the_piece(w.pc); break;
    case fact::released:
        t = detail::the_piece(w.pc) + " from " + sq_name(w.from) + " was released on " + sq_name(w.to);
        break;
    case fact::relocated:
        t = "the piece released on " + sq_name(w.from) + (w.to == square::none ? " was taken off the board" : " was moved on to " + sq_name(w.to));
        break;
    case fact::completed: t = "the move is complete: the " + move_words(p, w.m); break;
    case fact::awaiting:
        t = p.piece_on(w.at) == piece::none ? "the move still waits for the new piece on " + sq_name(w.at)
                                            : "the move still waits for the " + named_on(p, w.at);
        break;
    case fact::impossible: t = "a move that breaks Article 3 was made on the board: the " + move_words(p, w.m); break;
    case fact::opponent_touched: t = "the opponent deliberately touched the " + named_on(p, w.at); break;
    case fact::claimed: t = "the opponent claimed a touch-move violation"; break;
    case fact::broken: t = "the obligation on the " + named_on(p, w.at) + " can no longer be met"; break;
    case fact::set_aside: t = "the obligation on the " + named_on(p, w.at) + " was set aside: the move had been fixed before"; break;
    }
    if (w.event >= 0) t += " (event " + std::to_string(w.event + 1) + ")";
    return t;
}

//! One line of evidence: "governs N g1", "released N from g1 to f3 (event 2)", "made P e2e4 (event 3)".
inline std::string evidence_line(const witness& w) {
    const auto sq = [](square s) { return std::string(to_string(s).view()); };
    std::string t(to_string(w.what));
    if (w.pc != piece::none) t += " " + std::string(1, to_char(w.pc));
    const bool whole_move = w.what == fact::could || w.what == fact::made || w.what == fact::completed || w.what == fact::impossible;
    if (whole_move) {
        t += " " + to_uci_string(w.m);
    } else if (w.from != square::none || w.what == fact::relocated) {
        t += " from " + sq(w.from) + " to " + (w.to == square::none ? std::string("off the board") : sq(w.to));
    } else {
        if (w.at != square::none) t += " " + sq(w.at);
        if (w.by != square::none) t += (w.what == fact::governs ? " with " : " / ") + sq(w.by);
        if (!(w.m == move{})) t += " (" + to_uci_string(w.m) + ")";
    }
    if (w.what == fact::not_engaged) t += " (" + std::string(to_string(w.why)) + ")";
    if (w.event >= 0) t += " (event " + std::to_string(w.event + 1) + ")";
    return t;
}

} // namespace chesslaw::touch
