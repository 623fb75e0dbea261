#pragma once
//! Audit of one game written in SAN: replay with the generator, and for the first move that is not
//! legal, what was written, what it can only mean, and which clauses of Article 3 it breaks.
//! Header-only, no I/O. The PGN layer maps ply index → file:line:column itself.
//!
//! ## API
//!   chesslaw::audit::audit_game(const position& start, std::span<const std::string_view> sans,
//!                               audit_options opt = {}, W&... watchers) -> game_result
//!
//!   Watchers (audit/watch.hpp) see the replay: the start, every ply read, the plies whose move
//!   is no legal move, the end. The standard ones (standard_watchers: the end of the game,
//!   Articles 5 and 9) run when opt.watch_end; the ones passed run always. A game-level rule is a
//!   watcher: a spec row, a predicate, the watcher (its findings typed, audit/finding.hpp), its
//!   kind — and no edit of audit_game.
//!
//!   struct game_result {
//!       game_status status;              // clean | illegal | bad_san
//!       std::size_t plies_replayed;      // legal plies replayed before the first finding (all when clean)
//!       boxed<first_illegal> first;      // null when clean (an optional held on the heap)
//!       position final_position;         // position after the replayed plies (before the finding)
//!       std::vector<move> moves;         // the replayed moves (empty if opt.keep_moves == false)
//!   };
//!   struct first_illegal {
//!       std::size_t ply;                 // 0-based half-move index from `start` (JSON "ply" = ply + 1)
//!       std::string_view san;            // the text as given (points into the caller's storage)
//!       position before;                 // the position the move was written in
//!       rules::castling_history history;  // what the game so far tells about castling
//!       std::optional<san_syntax> syntax;// null when the text is not SAN at all
//!       san_error error;                 // syntax error, or no_legal_move / missing_promotion / ambiguous
//!       san_resolution resolution;       // candidates, each judged (see resolve_san); empty when syntax is null
//!       std::optional<move> resolved;    // the audit's choice among the candidates (null: none)
//!       std::optional<judgement> judged; // judge(before, *resolved, history) — with game history
//!       std::vector<spec::clause_ref> clauses; // violated clauses of `judged` (3.10.2 first if cited),
//!                                        // or {3.10.2} when no piece could mean the SAN ({3.8.2} for
//!                                        // castling with no king on its initial square)
//!   };
//!   status: bad_san = the text is not SAN (syntax error) or ambiguous between LEGAL moves (the
//!   record is defective, not the game); illegal = no legal move fits (incl. missing promotion),
//!   or a null move (`--`, `Z0`, `0000`, `@@@@`, `null`: the clock pressed without a move, 7.5.3).
//!   The replay goes on after a breach: a pawn on the last rank with no piece named as a queen
//!   (7.5.2), a null move with the other side to move (pass(); it stops when the side that passed
//!   was in check). audit/irregular.hpp weighs the breaches under Article 7.5.
//!
//! Fast path: read_san + make_move per ply (the generator); the judge runs only for the failing
//! move; the castling history is kept incrementally (note_move), never re-replayed.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/ending.hpp>
#include <chesslaw/audit/finding.hpp>
#include <chesslaw/audit/watch.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/san.hpp>

namespace chesslaw::audit {

enum class game_status : std::uint8_t { clean, illegal, bad_san };

constexpr std::string_view name(game_status s) noexcept {
    switch (s) {
    case game_status::clean: return "clean";
    case game_status::illegal: return "illegal";
    case game_status::bad_san: return "bad_san";
    }
    return "?";
}

//! Why the replay stopped before the record's end, after a breach (prose/ending.hpp words it).
enum class replay_stop : std::uint8_t {
    none,
    takes_king,              //!< the move would take a king
    no_piece_on_origin,      //!< coordinate notation naming an origin with no piece of the side to move
    unreadable_after_breach, //!< a text that is not SAN, or is ambiguous (game_result::unread)
    board_not_legal,         //!< the board after the breach holds no legal game, and the move cannot be judged on it
    no_movement,             //!< the move names no movement of any piece
    own_man_on_target,       //!< the move lands on a man of its own side
    castling_onto_occupied,  //!< castling (Chess960) would put the king or the rook on an occupied square
    castling_rook_onto_occupied, //!< castling would put the rook on an occupied square
    promotion_unknown,       //!< a pawn reaches the last rank and the record does not say what it became
};

constexpr std::string_view name(replay_stop s) noexcept {
    switch (s) {
    case replay_stop::none: return "none";
    case replay_stop::takes_king: return "takes_king";
    case replay_stop::no_piece_on_origin: return "no_piece_on_origin";
    case replay_stop::unreadable_after_breach: return "unreadable_after_breach";
    case replay_stop::board_not_legal: return "board_not_legal";
    case replay_stop::no_movement: return "no_movement";
    case replay_stop::own_man_on_target: return "own_man_on_target";
    case replay_stop::castling_onto_occupied: return "castling_onto_occupied";
    case replay_stop::castling_rook_onto_occupied: return "castling_rook_onto_occupied";
    case replay_stop::promotion_unknown: return "promotion_unknown";
    }
    return "?";
}

struct first_illegal {
    std::size_t ply = 0;
    std::string_view san;
    bool coordinate = false;          //!< written in coordinate notation (`g1f3`), read as the move it names
    position before;
    rules::castling_history history;
    std::optional<san_syntax> syntax;
    san_error error{};
    san_resolution resolution{};
    std::optional<move> resolved;
    std::optional<judgement> judged;
    std::vector<spec::clause_ref> clauses;
};

//! An optional value held on the heap: what std::optional is to the caller (has_value, `*`, `->`,
//! assignment from a value, copies), without the storage in the owner. A first_illegal is 19 KB
//! (its candidates' judgements); inline, every clean game paid for zeroing it.
template <class T>
class boxed {
public:
    boxed() = default;
    boxed(const boxed& o) : p_(o.p_ ? std::make_unique<T>(*o.p_) : nullptr) {}
    boxed(boxed&&) noexcept = default;
    boxed& operator=(const boxed& o) {
        if (this != &o) p_ = o.p_ ? std::make_unique<T>(*o.p_) : nullptr;
        return *this;
    }
    boxed& operator=(boxed&&) noexcept = default;
    boxed& operator=(T v) {
        p_ = std::make_unique<T>(std::move(v));
        return *this;
    }
    bool has_value() const noexcept { return p_ != nullptr; }
    explicit operator bool() const noexcept { return has_value(); }
    T& operator*() noexcept { return *p_; }
    const T& operator*() const noexcept { return *p_; }
    T* operator->() noexcept { return p_.get(); }
    const T* operator->() const noexcept { return p_.get(); }
    void reset() noexcept { p_.reset(); }

private:
    std::unique_ptr<T> p_;
};

struct game_result {
    game_status status = game_status::clean;
    std::size_t plies_replayed = 0;
    std::size_t coordinate_moves = 0;   //!< plies written in coordinate notation (read, flagged)
    std::size_t first_coordinate = 0;   //!< 0-based ply of the first of them
    //! For each syntactic SAN variant outside standard SAN (notation_variants: `Ng1-f3`, `exf6e.p.`,
    //! `Rh7++`, `o-o`, `0-0`, `e8Q`, `e8(Q)`, `Pe4`, `Nf3:e5`): plies that used it and the first.
    std::array<std::uint32_t, 16> variant_moves{};
    std::array<std::uint32_t, 16> first_variant{};
    san_variant variants = san_variant::none; //!< the syntactic SAN variants the replayed plies used
    boxed<first_illegal> first;          //!< the first finding: breaches[0], or the text that is not SAN
    std::vector<first_illegal> breaches; //!< every breach, in order (the replay goes on after each, see audit_game)
    std::optional<std::size_t> stopped_at; //!< 0-based ply where the replay stopped before the end (after a breach)
    replay_stop stop_reason = replay_stop::none; //!< why it stopped there
    boxed<first_illegal> unread;         //!< a text after a breach that is not SAN or is ambiguous (stopped there)
    std::size_t plies_read = 0;          //!< plies replayed, legal or displaced (all when nothing stopped the replay)
    position final_position;             //!< the position after the plies read
    std::vector<move> moves;             //!< the plies read: legal moves and the displacements of breaches
    std::optional<game_end> end;         //!< how the game was over, and after which ply (audit/ending.hpp; null: it was not)
    std::vector<draw_claim> claims;      //!< the draws that could be claimed before the end (information)
    std::vector<game_finding> findings;  //!< the watchers' typed findings (audit/finding.hpp), in the order written
    boxed<clock_record> clock;           //!< the clock ledger (audit/clock.hpp; null: no clock on the record, or not watched)
};

struct audit_options {
    bool keep_moves = true; //!< fill game_result::moves (the text renderer needs them for SAN of cited plies)
    bool watch_end = true;  //!< run the standard watchers: the end of the game and the draw claims (game_result::end, claims)
    const record_source* source = nullptr; //!< the record's tokens and comments, for the watchers (null: none)
    bool watch_clock = true; //!< with watch_end: run the clock ledger too (game_result::clock; needs source's comments)
};

//! The watchers every audit runs when audit_options::watch_end: the end of the game and the draw
//! claims (Articles 5, 9), and the clock ledger (Article 6; off when audit_options::watch_clock
//! is). A game-level rule that every audit checks adds its watcher here: a member, and in each().
//! (Members default-initialised, not a std::tuple: a tuple value-initialises, and end_watch's
//! tail of positions, 20 KB, would be zeroed for every game.)
struct standard_watchers {
    end_watch end;
    clock_watch clock;

    //! f(every standard watcher...).
    template <class F>
    decltype(auto) each(F&& f) {
        return std::forward<F>(f)(end, clock);
    }
};

//! History of a game that starts at `start`: rights absent there are lost before the game (as replay()).
constexpr rules::castling_history start_history(const position& start) noexcept {
    rules::castling_history h;
    h.known = true;
    for (const color c : {color::white, color::black})
        for (const side sd : {side::king_side, side::queen_side})
            if (!has(start.rights, castling_right(c, sd)))
                h.lost_at_start[static_cast<std::size_t>(index(c))] |= static_cast<std::uint8_t>(1u << static_cast<int>(sd));
    return h;
}

//! Records move m (played in `before` at 0-based `ply`) in h: the first move of each king and of
//! each rook from its initial square (or its capture there). Same rule as replay() in judge.hpp;
//! a unit test keeps the two equal.
//! Whether m (in `before`) may be one note_move records: a king's move, a move from or to a corner,
//! any move in Chess960. Most moves are none of these (the replay asks this before calling).
constexpr bool may_note(const position& before, move m) noexcept {
    constexpr bitboard corners = bb(square::a1) | bb(square::h1) | bb(square::a8) | bb(square::h8);
    return before.chess960 || (bb(m.from()) & before.pieces(piece_type::king)) || ((bb(m.from()) | bb(m.to())) & corners);
}

constexpr void note_move(rules::castling_history& h, const position& before, move m, std::size_t ply) noexcept {
    if (!may_note(before, m)) return;
    const color us = before.side_to_move;
    const auto pl = static_cast<std::int16_t>(ply);
    const auto note = [&](std::int16_t& slot) {
        if (slot < 0) slot = pl;
    };
    if (type_of(before.piece_on(m.from())) == piece_type::king) {
        note(h.king_moved[static_cast<std::size_t>(index(us))]);
        if (is_castling_shape(before, m.from(), m.to())) // castling moves that side's rook too (3.8.2, II.3.1)
            note(h.rook_moved[static_cast<std::size_t>(index(us))][static_cast<std::size_t>(castling_side_of(m.from(), m.to()))]);
    }
    constexpr bitboard corners = bb(square::a1) | bb(square::h1) | bb(square::a8) | bb(square::h8);
    if (!before.chess960 && !((bb(m.from()) | bb(m.to())) & corners)) return;
    for (const color c : {color::white, color::black})
        for (const side sd : {side::king_side, side::queen_side}) {
            const square home = before.castling_rook_square(c, sd); // the corner, or Chess960's rook of that right
            if ((m.from() == home && c == us) || (m.to() == home && c != us))
                note(h.rook_moved[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(sd)]);
        }
}

//! The most specific violated clause (deepest ID; ties: first in the order of the Laws).
inline const rules::finding* main_finding(const judgement& j) {
    const rules::finding* best = nullptr;
    const auto depth = [](const rules::finding& f) {
        int d = 0;
        for (const char c : f.clause.id()) d += c == '.' || c == '/';
        return d;
    };
    if (j.verdict_finding.result == rules::outcome::violated) best = &j.verdict_finding;
    for (const auto& f : j)
        if (f.result == rules::outcome::violated && (best == nullptr || depth(f) > depth(*best))) best = &f;
    return best;
}

//! Violated clauses of a judgement, 3.10.2 first when the move is not a move of a piece at all.
inline std::vector<spec::clause_ref> violated_clauses(const judgement& j) {
    std::vector<spec::clause_ref> out;
    if (j.verdict_finding.result == rules::outcome::violated) out.push_back(j.verdict_finding.clause);
    for (const auto& f : j)
        if (f.result == rules::outcome::violated) out.push_back(f.clause);
    return out;
}

//! A coordinate move read as the SAN syntax that names the same movement: the piece on the origin
//! square, the origin as full hints, the target, the promotion (either letter case); the king's
//! two-square move from its initial square as castling. Null when the origin holds no piece of
//! the side to move (the text then names no movement of any piece).
constexpr std::optional<san_syntax> coordinate_syntax(const position& p, std::string_view t) noexcept {
    if (!looks_like_coordinate(t)) return std::nullopt;
    san_syntax s;
    std::size_t end = t.size();
    while (end > 0 && (t[end - 1] == '+' || t[end - 1] == '#')) --end;
    if (end < t.size()) s.mark = t.substr(end).find('#') != std::string_view::npos ? san_mark::mate : san_mark::check;
    const square from = make_square(static_cast<file>(t[0] - 'a'), static_cast<rank>(t[1] - '1'));
    const square to = make_square(static_cast<file>(t[2] - 'a'), static_cast<rank>(t[3] - '1'));
    const piece pc = p.piece_on(from);
    if (pc == piece::none || color_of(pc) != p.side_to_move) return std::nullopt;
    s.piece = type_of(pc);
    // (a promotion letter on the king's two-square move names no castling: judged as written, 3.7.5)
    if (s.piece == piece_type::king && end == 4 && p.chess960 && is_castling_shape(p, from, to)) { // Chess960: e1h1
        s.castling = castling_side_of(from, to);
        return s;
    }
    if (s.piece == piece_type::king && end == 4 && !p.chess960 && from == san_detail::king_home(p.side_to_move) && rank_of(to) == rank_of(from)) {
        const int df = index(file_of(to)) - index(file_of(from));
        if (df == 2 || df == -2) {
            s.castling = df > 0 ? side::king_side : side::queen_side;
            return s;
        }
    }
    s.from_file = file_of(from);
    s.from_rank = rank_of(from);
    s.to = to;
    s.capture = !p.empty(to) || (s.piece == piece_type::pawn && file_of(from) != file_of(to));
    if (end == 5) {
        switch (t[4] | 0x20) {
        case 'q': s.promotion = promotion::queen; break;
        case 'r': s.promotion = promotion::rook; break;
        case 'b': s.promotion = promotion::bishop; break;
        default: s.promotion = promotion::knight; break;
        }
    }
    return s;
}

//! The coordinate text of a token (empty: not coordinate notation): `e2e4`, `g1f3`, `e7e8q`
//! as they are; `c1-b2`, `e8-g8`, `d1xd4`, `e7-e8q` without the separator when no pawn of the
//! side to move stands on the origin square (with a pawn there it is long algebraic SAN).
struct coordinate_buffer {
    char buf[8]{};
    constexpr std::string_view of(std::string_view t, const position& p) noexcept {
        if (looks_like_coordinate(t)) return t;
        if (t.size() < 5 || t.size() > 7 || (t[2] != '-' && t[2] != 'x')) return {};
        if (!san_detail::is_file(t[0]) || !san_detail::is_rank(t[1])) return {};
        std::size_t n = 0;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (i != 2) buf[n++] = t[i];
        const std::string_view joined(buf, n);
        if (!looks_like_coordinate(joined)) return {};
        const piece pc = p.piece_on(make_square(static_cast<file>(t[0] - 'a'), static_cast<rank>(t[1] - '1')));
        if (pc != piece::none && color_of(pc) == p.side_to_move && type_of(pc) == piece_type::pawn) return {};
        return joined;
    }
};

//! Castling written when the king is not on its initial square and the game shows that it has
//! moved: the right is lost (3.8.2.1, 3.8.2.1.1), the evidence is the king's first move. A
//! judgement built for the record (there is no movement of the king that castling could mean).
constexpr std::optional<judgement> castling_after_king_moved(const position& p, const san_syntax& s,
                                                             const rules::castling_history& h) noexcept {
    const color us = p.side_to_move;
    // (Chess960: the king may stand on its initial square again after moving; the game says so.)
    if (!s.castling || (!p.chess960 && p.king(us) == san_detail::king_home(us)) || !h.known) return std::nullopt;
    const std::int16_t ply = h.king_moved[static_cast<std::size_t>(index(us))];
    if (ply < 0) return std::nullopt;
    judgement j;
    const rules::witness w(rules::fact::king_moved, p.king(us), square::none, make_piece(us, piece_type::king), false, ply);
    for (auto& f : j.findings)
        if (f.clause == spec::id::castling_right_lost || f.clause == spec::id::castling_king_moved) f.violate(w);
    return j;
}

//! The syntactic SAN variants a record is warned about (forms of other notations or writers;
//! annotations glued on and the position-dependent variants are not warned about).
inline constexpr san_variant notation_variants = san_variant::long_algebraic | san_variant::en_passant_suffix | san_variant::double_plus |
                                                 san_variant::lower_case_castling | san_variant::zero_castling |
                                                 san_variant::promotion_without_equals | san_variant::promotion_parenthesised |
                                                 san_variant::pawn_prefix | san_variant::colon_capture;

//! The move m applied to p as a displacement, whatever the Laws say of it: make_move, except that
//! a king's two-file jump that is no castling (not from its initial square, or no own rook in
//! that corner) moves the king alone — make_move would also carry the corner's man (a pawn,
//! another piece) over, as castling carries the rook — and that a pawn's two-square jump from
//! another rank than its initial one opens no en-passant capture.
constexpr position displace(const position& p, move m) noexcept {
    const color us = p.side_to_move;
    const piece pc = p.piece_on(m.from());
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    const bool jump = !p.chess960 && pc != piece::none && type_of(pc) == piece_type::king && rank_of(m.to()) == rank_of(m.from()) && (df == 2 || df == -2);
    if (!jump) {
        position n = make_move(p, m);
        // only a two-square advance from the pawn's initial rank gives an en-passant capture (3.7.4)
        if (n.en_passant != square::none && relative_rank(us, rank_of(m.from())) != rank::r2) n.en_passant = square::none;
        return n;
    }
    const square corner = make_square(df > 0 ? file::h : file::a, rank_of(m.from()));
    if (m.from() == san_detail::king_home(us) && p.piece_on(corner) == make_piece(us, piece_type::rook)) return make_move(p, m);
    position n = p;
    n.en_passant = square::none;
    n.halfmove_clock = static_cast<std::uint16_t>(p.halfmove_clock == 65535 ? 65535 : p.halfmove_clock + 1);
    if (p.piece_on(m.to()) != piece::none) {
        n.remove(m.to());
        n.halfmove_clock = 0;
    }
    n.remove(m.from());
    n.put(pc, m.to());
    n.rights = n.rights & detail::rights_kept_by(m.from()) & detail::rights_kept_by(m.to());
    n.side_to_move = ~us;
    if (us == color::black && n.fullmove_number != 65535) ++n.fullmove_number;
    return n;
}

//! Why m cannot be applied to p as a displacement (none: it can): the record then names no board
//! to go on from. A man of the mover's own side on the target (a board has one man a square);
//! castling whose king or rook would land on an occupied square; a king taken; a pawn on the
//! last rank with no new piece named.
constexpr replay_stop displacement_refused(const position& p, move m) noexcept {
    const color us = p.side_to_move;
    const piece pc = p.piece_on(m.from());
    const piece at = p.piece_on(m.to());
    if (at != piece::none && type_of(at) == piece_type::king) return replay_stop::takes_king;
    if (p.chess960 && is_castling_shape(p, m.from(), m.to())) { // Guidelines II: king takes own rook
        const side sd = castling_side_of(m.from(), m.to());
        const bitboard movers = bb(m.from()) | bb(m.to());
        if (p.occupied() & ~movers & (bb(castling_king_to(us, sd)) | bb(castling_rook_to(us, sd))))
            return replay_stop::castling_onto_occupied;
        return replay_stop::none;
    }
    if (at != piece::none && color_of(at) == us) return replay_stop::own_man_on_target;
    if (pc != piece::none && type_of(pc) == piece_type::pawn && !m.is_promotion() &&
        (rank_of(m.to()) == rank::r1 || rank_of(m.to()) == rank::r8))
        return replay_stop::promotion_unknown;
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    if (pc != piece::none && type_of(pc) == piece_type::king && m.from() == san_detail::king_home(us) && rank_of(m.to()) == rank_of(m.from()) &&
        (df == 2 || df == -2) && p.piece_on(make_square(df > 0 ? file::h : file::a, rank_of(m.from()))) == make_piece(us, piece_type::rook) &&
        p.piece_on(square_at((index(m.from()) + index(m.to())) / 2)) != piece::none)
        return replay_stop::castling_rook_onto_occupied;
    return replay_stop::none;
}

//! A null move as records write it: `--` (PGN), `Z0` (ChessBase), `0000` (UCI), `@@@@`, `null`.
constexpr bool is_null_move(std::string_view t) noexcept { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@" || t == "null"; }

//! p with the other side to move and nothing moved: the board after a null move (7.5.3). The
//! en-passant square is cleared (the capture was the passer's only), the move counters go on.
constexpr position pass(const position& p) noexcept {
    position n = p;
    n.en_passant = square::none;
    n.halfmove_clock = static_cast<std::uint16_t>(p.halfmove_clock == 65535 ? 65535 : p.halfmove_clock + 1);
    if (p.side_to_move == color::black && n.fullmove_number != 65535) ++n.fullmove_number;
    n.side_to_move = ~p.side_to_move;
    return n;
}

//! Does square q of p hold a king (of either colour)?
constexpr bool holds_king(const position& p, square q) noexcept {
    const piece pc = p.piece_on(q);
    return pc != piece::none && type_of(pc) == piece_type::king;
}

namespace game_detail {

//! The replay of audit_game one ply at a time, notifying exactly the watchers `ws`
//! (audit/watch.hpp): begin(start), step(ply, text) for each ply of the record until it returns
//! false (the replay stopped at that ply: no later ply is read), end(plies). The batch audit runs
//! it over a record's list (replay below); a live game (audit/live.hpp) over the plies as they
//! arrive — one mechanism, two drivers. `r` is the result so far (r.end and r.claims are written
//! by the end watcher only at end()).
template <class... W>
class replay_steps {
public:
    game_result r;
    position pos;
    rules::castling_history hist;

    explicit replay_steps(const audit_options& opt, W&... ws) : opt_(opt), ws_(ws...) {}

    //! The replay begins at `start`; `plies`: how many the record is expected to hold (a reservation).
    void begin(const position& start, std::size_t plies) {
        pos = start;
        hist = start_history(start);
        if (opt_.keep_moves) r.moves.reserve(plies);
        [[maybe_unused]] const start_event started{start, opt_.source};
        std::apply([&](auto&... w) { (notify_start(w, started), ...); }, ws_);
    }

    //! The source the watchers are shown from now on (a live record's grows: its spans are renewed).
    void set_source(const record_source* s) noexcept { opt_.source = s; }

    //! Reads the record's 0-based ply `ply`, written `text` (the view must stay valid while r
    //! cites it). False: the replay stopped here (r.stopped_at, or a text that is not SAN).
    //! (Inlined into each driver's loop: the batch's costs what its loop cost before it was a stepper.)
    [[gnu::always_inline]] inline bool step(std::size_t ply, std::string_view text) {
        // Coordinate notation (`g1f3`) is read as the movement it names, not as pawn SAN.
        // Coordinates with a hyphen or x between the squares and no piece letter (`c1-b2`, `e8-g8`,
        // `d1xd4`; pgn-extract -Whalg): the same, unless a pawn stands on the origin (then it is
        // long algebraic SAN of that pawn, read below with the same meaning). Both forms start
        // with a square and are four characters or more: a text that does not is not one.
        coordinate_buffer joined;
        const bool square_first = text.size() >= 4 && san_detail::is_file(text[0]) && san_detail::is_rank(text[1]);
        const std::string_view ctext = square_first ? joined.of(text, pos) : std::string_view{};
        const bool coordinate = !ctext.empty();
        // The common SAN forms (`e4`, `exd5`, `Nf3`, `Nxe5`, with `+`/`#`: parse_san's first step,
        // no variant) naming a move that can be played: straight to the move. Anything else, and
        // what such a text does when it names no legal move, goes the general way below.
        if (san_syntax common; !coordinate && san_detail::parse_common_san(text, common)) {
            if (const expected<move, san_error> cm = read_san(pos, common); cm && (r.breaches.empty() || !holds_king(pos, cm->to()))) {
                play(*cm, ply, text);
                return true;
            }
        }
        expected<san_syntax, san_error> syn = unexpected<san_error>{san_error{san_errc::no_legal_move, 0, 0}};
        if (coordinate) {
            if (const auto cs = coordinate_syntax(pos, ctext)) syn = *cs;
        } else {
            syn = parse_san(text);
        }
        expected<move, san_error> m = syn ? read_san(pos, *syn) : expected<move, san_error>(unexpected<san_error>{syn.error()});
        // A promotion letter on a coordinate move of a piece (`e1c1n`): no legal move, judged (3.7.5).
        if (coordinate && syn && m && syn->piece != piece_type::pawn && syn->promotion != promotion::none)
            m = unexpected<san_error>{san_error{san_errc::no_legal_move, 0, 0}};
        if (m && !r.breaches.empty() && holds_king(pos, m->to())) {
            // After a displacement the side to move may be able to take the king: no game goes on from there.
            r.stopped_at = ply;
            r.stop_reason = replay_stop::takes_king;
            return false;
        }
        if (m) {
            if (coordinate) {
                if (r.coordinate_moves++ == 0) r.first_coordinate = ply;
            } else {
                r.variants |= syn->variants;
                if (const auto v = static_cast<unsigned>(syn->variants & notation_variants); v != 0) [[unlikely]]
                    for (unsigned b = 0; b < 16; ++b)
                        if ((v >> b) & 1u && r.variant_moves[b]++ == 0) r.first_variant[b] = static_cast<std::uint32_t>(ply);
            }
            play(*m, ply, text);
            return true;
        }
        unread(ply, text); // the game may have been over before this move
        first_illegal f;
        f.ply = ply;
        f.san = text;
        f.coordinate = coordinate;
        f.before = pos;
        f.history = hist;
        f.error = m.error();
        if (coordinate && !syn) {
            // The origin square holds no piece of the side to move: judged as written (3.10.2).
            std::string_view bare = ctext;
            while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.remove_suffix(1);
            const square from = make_square(static_cast<file>(bare[0] - 'a'), static_cast<rank>(bare[1] - '1'));
            const square to = make_square(static_cast<file>(bare[2] - 'a'), static_cast<rank>(bare[3] - '1'));
            f.resolved = move(from, to);
            f.judged = judge(pos, *f.resolved, hist);
            f.clauses = violated_clauses(*f.judged);
            r.status = game_status::illegal;
            r.breaches.push_back(f);
            if (!r.first) r.first = std::move(f);
            r.stopped_at = ply;
            r.stop_reason = replay_stop::no_piece_on_origin;
            return false;
        }
        if (syn) {
            f.syntax = *syn;
            f.resolution = resolve_san(pos, *syn, hist);
        }
        if (!syn && !coordinate && is_null_move(text)) [[unlikely]] {
            // A null move: the clock pressed without a move, penalised as an illegal move (7.5.3).
            // A breach; the replay goes on with the other side to move — unless the side that
            // passed is in check (its king could then be taken: no legal game goes on).
            f.clauses.push_back(spec::id::clock_without_move);
            r.status = game_status::illegal;
            r.breaches.push_back(f);
            if (!r.first) r.first = std::move(f);
            if (in_check(pos)) {
                r.stopped_at = ply;
                r.stop_reason = replay_stop::board_not_legal;
                return false;
            }
            const position before = pos;
            pos = pass(before);
            [[maybe_unused]] const ply_event e{ply, &before, pos, move{}, true, text, opt_.source};
            notify_ply_all(e);
            if (opt_.keep_moves) r.moves.push_back(move{});
            return true;
        }
        if (!syn || m.error().code == san_errc::ambiguous) {
            // Not SAN, or ambiguous: the record is defective here; after a breach the game stays illegal.
            if (r.breaches.empty()) {
                r.status = game_status::bad_san;
                r.first = std::move(f);
            } else {
                r.stopped_at = ply;
                r.stop_reason = replay_stop::unreadable_after_breach;
                r.unread = std::move(f);
            }
            return false;
        } else if (const auto moved = castling_after_king_moved(pos, *syn, hist)) {
            r.status = game_status::illegal;
            f.judged = *moved;
            f.clauses = violated_clauses(*f.judged);
        } else {
            r.status = game_status::illegal;
            if (f.resolution.choice() && !f.resolution.chosen_judgement()) {
                // The generator finds a legal move that the SAN fast path does not: only on a board
                // no legal game holds (after a displacement: kings side by side, a king that can be
                // taken). The Laws define no next move there; nothing sound follows.
                if (r.breaches.empty()) { // never seen on a legal board; a defect of ours, so never "illegal"
                    r.status = game_status::bad_san;
                    r.first = std::move(f);
                } else {
                    r.stopped_at = ply;
                    r.stop_reason = replay_stop::board_not_legal;
                }
                return false;
            }
            if (const auto c = f.resolution.choice()) {
                f.resolved = *c;
                f.judged = *f.resolution.chosen_judgement();
                f.clauses = violated_clauses(*f.judged);
            } else {
                // No piece can mean it: castling with the king off its square (3.8.2), else 3.10.2.
                f.clauses.push_back(syn->castling ? spec::id::castling : spec::id::illegal_move);
            }
        }
        // Every breach, not only the first: the replay goes on from the position as it physically
        // stood, the move the SAN can only mean applied as a displacement (displace: the piece to
        // the target, a capture removes the captured man, castling moves king and rook) — unless
        // there is no such movement, it would take a king, or the pawn's new piece is unknown.
        const std::optional<move> shown = f.resolved;
        r.breaches.push_back(f);
        if (!r.first) r.first = std::move(f);
        std::optional<move> applied = shown;
        // A pawn on the last rank with no new piece named: an illegal move, and "the pawn shall be
        // replaced by a queen of the same colour" (7.5.2): the replay goes on with a queen there.
        if (shown && displacement_refused(pos, *shown) == replay_stop::promotion_unknown)
            applied = move(shown->from(), shown->to(), promotion::queen);
        if (const replay_stop stop = applied ? displacement_refused(pos, *applied) : replay_stop::no_movement; stop != replay_stop::none) {
            r.stopped_at = ply;
            r.stop_reason = stop;
            return false;
        }
        note_move(hist, pos, *applied, ply);
        const position before = pos;
        pos = displace(before, *applied);
        [[maybe_unused]] const ply_event e{ply, &before, pos, *applied, true, text, opt_.source};
        notify_ply_all(e);
        if (opt_.keep_moves) r.moves.push_back(*applied);
        return true;
    }

    //! The replay is over after the record's `plies` plies (the steps taken, or the record's
    //! length when none stopped): the totals and the end notification (the watchers write their
    //! results into r).
    void end(std::size_t plies) {
        r.plies_replayed = r.first ? r.first->ply : plies;
        r.plies_read = r.stopped_at ? *r.stopped_at : plies;
        r.final_position = pos;
        [[maybe_unused]] const end_event ended{pos, r.plies_read, !r.stopped_at && !(r.first && r.status == game_status::bad_san), opt_.source};
        std::apply([&](auto&... w) { (notify_end(w, ended, r), ...); }, ws_);
    }

private:
    audit_options opt_;
    std::tuple<W&...> ws_;

    [[gnu::always_inline]] void notify_ply_all(const ply_event& e) { notify_ply_each(e, std::index_sequence_for<W...>{}); }
    template <std::size_t... I>
    [[gnu::always_inline]] void notify_ply_each([[maybe_unused]] const ply_event& e, std::index_sequence<I...>) {
        (notify_ply(std::get<I>(ws_), e), ...);
    }
    // A move read (legal here): recorded in the castling history, played, shown to the watchers.
    [[gnu::always_inline]] void play(move m, std::size_t ply, std::string_view text) {
        if (may_note(pos, m)) note_move(hist, pos, m, ply);
        if constexpr (any_wants_before<W...>) {
            const position before = pos;
            play_move(pos, m);
            [[maybe_unused]] const ply_event e{ply, &before, pos, m, false, text, opt_.source};
            notify_ply_all(e);
        } else {
            play_move(pos, m);
            [[maybe_unused]] const ply_event e{ply, nullptr, pos, m, false, text, opt_.source};
            notify_ply_all(e);
        }
        if (opt_.keep_moves) r.moves.push_back(m);
    }
    void unread(std::size_t ply, std::string_view text) {
        [[maybe_unused]] const unread_event e{ply, pos, text};
        std::apply([&](auto&... w) { (notify_unread(w, e), ...); }, ws_);
    }
};

//! The replay of audit_game over a whole record, notifying exactly the watchers `ws`.
template <class... W>
game_result replay(const position& start, std::span<const std::string_view> sans, const audit_options& opt, W&... ws) {
    replay_steps<W...> s(opt, ws...);
    s.begin(start, sans.size());
    for (std::size_t ply = 0; ply < sans.size(); ++ply)
        if (!s.step(ply, sans[ply])) break;
    s.end(sans.size());
    return std::move(s.r);
}

} // namespace game_detail

//! Audits one game: `sans` are the SAN tokens in order (no move numbers, comments or results).
//! The standard watchers (when opt.watch_end) and `watchers` see the replay (audit/watch.hpp);
//! the latter are the caller's: they keep what they saw after the call.
template <class... W>
game_result audit_game(const position& start, std::span<const std::string_view> sans, audit_options opt = {}, W&... watchers) {
    if (!opt.watch_end) return game_detail::replay(start, sans, opt, watchers...);
    standard_watchers standard;
    standard.clock.on = opt.watch_clock && opt.source != nullptr;
    return standard.each([&](auto&... s) { return game_detail::replay(start, sans, opt, s..., watchers...); });
}

} // namespace chesslaw::audit
