#pragma once
//! Plain-English rendering of obligations and witnesses, e.g. "must move the knight on g1 — 4.3.1",
//! "the knight on g1 could move to f3".
//! Run-time only (std::string); the clause number comes from the spec table through the handle.

#include <string>
#include <string_view>

#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/rules.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

constexpr std::string_view to_string(duty d) noexcept {
    switch (d) {
    case duty::free_choice: return "free_choice";
    case duty::move_piece: return "move_piece";
    case duty::capture_piece: return "capture_piece";
    case duty::capture_with: return "capture_with";
    case duty::castle: return "castle";
    case duty::no_castling: return "no_castling";
    case duty::king_move: return "king_move";
    case duty::any_move: return "any_move";
    case duty::stay: return "stay";
    case duty::finish_castling: return "finish_castling";
    case duty::finish_promotion: return "finish_promotion";
    case duty::promotion_piece: return "promotion_piece";
    case duty::remove_captured: return "remove_captured";
    case duty::replace_impossible: return "replace_impossible";
    }
    return "?";
}

constexpr std::string_view to_string(fact f) noexcept {
    switch (f) {
    case fact::adjusted: return "adjusted";
    case fact::touched: return "touched";
    case fact::not_engaged: return "not_engaged";
    case fact::governs: return "governs";
    case fact::cannot_move: return "cannot_move";
    case fact::could: return "could";
    case fact::made: return "made";
    case fact::presumed_first: return "presumed_first";
    case fact::castling_possible: return "castling_possible";
    case fact::castling_impossible: return "castling_impossible";
    case fact::king_has_no_move: return "king_has_no_move";
    case fact::castling_forbidden: return "castling_forbidden";
    case fact::promotion_chosen: return "promotion_chosen";
    case fact::released: return "released";
    case fact::relocated: return "relocated";
    case fact::completed: return "completed";
    case fact::awaiting: return "awaiting";
    case fact::impossible: return "impossible";
    case fact::opponent_touched: return "opponent_touched";
    case fact::claimed: return "claimed";
    case fact::broken: return "broken";
    case fact::set_aside: return "set_aside";
    }
    return "?";
}

constexpr std::string_view to_string(engagement e) noexcept {
    switch (e) {
    case engagement::engaged: return "engaged";
    case engagement::accidental: return "accidental";
    case engagement::adjustment: return "adjustment";
    case engagement::empty_square: return "empty_square";
    case engagement::repeated: return "repeated";
    case engagement::after_move: return "after_move";
    case engagement::not_a_touch: return "not_a_touch";
    }
    return "?";
}

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

} // namespace chesslaw::touch
