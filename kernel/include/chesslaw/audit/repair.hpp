#pragma once
//! Repairs of a broken record: the minimal edits of the written moves after which the whole main
//! line replays legally to its last move. Header-only, no I/O.
//!
//!   chesslaw::audit::propose_repairs(const position& start, std::span<const std::string_view> sans,
//!                                    const repair_options& = {}) -> std::vector<repair>
//!   chesslaw::audit::apply_edits(sans, edits) -> std::vector<std::string>   (the edited record)
//!
//! The errors people and boards make when a game is recorded, each one fault:
//! - a DGT board's end signal recorded as moves: the kings put on the centre squares (d4, d5, e4,
//!   e5) when the game is over; the last one or two plies, king moves there, are deleted;
//! - a move written with another move of the same piece type: the other rook or knight to the same
//!   square (other_piece), a target one file or one rank off (square_off), the origin written as the
//!   target (squares_swapped), any other move of that type (other_move); a move to the written
//!   square by a piece of another type (piece_letter: the piece letter is wrong);
//! - a half-move missing (missing_move: one inserted) or one too many (extra_move: one deleted);
//! - two moves of one side written in the wrong order (swapped_moves: plies k and k+2 exchanged).
//! The fault may sit many plies before the first breach: every ply from `back` plies before it up
//! to it is tried. Two faults only when no one fault explains the record (two_edits): the one-fault
//! edits that carry the replay furthest past the first breach (other_move is never one of two),
//! each with the one-fault search on the record it gives.
//!
//! Nothing is a guess: every repair returned is the edited record replayed by audit_game to its
//! last move with no breach and nothing unread. Ranked: fewer faults first, then the kind's
//! plausibility (the order of repair_kind), then the nearer to the first breach; records that come
//! out the same (the same moves) are offered once, under the best-ranked repair.
//!
//! Cost: one fast replay per candidate (read_san + make_move, from the edited ply on, stopping at
//! the first move that does not read), the full audit_game only for the repairs returned. The
//! candidates at a ply: the legal moves of the written piece type, the legal moves to the written
//! square, every legal move (insertions), one deletion, one exchange: a few hundred per ply, `back`
//! plies. Inserted and replaced moves are written as the kernel writes SAN (to_san).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <chesslaw/audit/ending.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/san.hpp>

namespace chesslaw::audit {

//! How one written ply is changed. JSON names: "replace", "insert", "delete".
enum class edit_op : std::uint8_t { replace, insert, remove };

//! The JSON name of an edit operation.
constexpr std::string_view name(edit_op o) noexcept {
    switch (o) {
    case edit_op::replace: return "replace";
    case edit_op::insert: return "insert";
    case edit_op::remove: return "delete";
    }
    return "?";
}

//! One edit of the record: `ply` is the 1-based index of the written move (an inserted move goes
//! before that ply; ply = size + 1 appends); `san` is empty for a deletion.
struct edit {
    std::size_t ply = 0;
    edit_op op = edit_op::replace;
    std::string san;
    friend bool operator==(const edit&, const edit&) = default;
};

//! The recording error a repair undoes, most plausible first (the ranking's order).
enum class repair_kind : std::uint8_t {
    dgt_end_signal,  //!< the last ply or two are the kings put on the centre squares: deleted
    other_piece,     //!< the other piece of the same type to the same square (the other rook or knight)
    square_off,      //!< the target one file or one rank off
    squares_swapped, //!< the move's origin written as its target
    swapped_moves,   //!< two moves of one side in the wrong order
    missing_move,    //!< a half-move not written: inserted
    piece_letter,    //!< a piece of another type to the written square
    extra_move,      //!< a half-move too many: deleted
    other_move,      //!< another move of the same piece type
    two_errors,      //!< two of the above
};

//! The name of a repair kind (JSON `kind`).
constexpr std::string_view name(repair_kind k) noexcept {
    switch (k) {
    case repair_kind::dgt_end_signal: return "dgt_end_signal";
    case repair_kind::other_piece: return "other_piece";
    case repair_kind::square_off: return "square_off";
    case repair_kind::squares_swapped: return "squares_swapped";
    case repair_kind::swapped_moves: return "swapped_moves";
    case repair_kind::missing_move: return "missing_move";
    case repair_kind::piece_letter: return "piece_letter";
    case repair_kind::extra_move: return "extra_move";
    case repair_kind::other_move: return "other_move";
    case repair_kind::two_errors: return "two_errors";
    }
    return "?";
}

//! A ply a repair names: its move number and side (counted from the start) and its text, as
//! written or as repaired.
struct repair_ply {
    std::uint32_t number = 1;
    color side = color::white;
    std::string san;
    friend bool operator==(const repair_ply&, const repair_ply&) = default;
};

//! One recording error a repair undoes, with the evidence that names it (prose::describe words it).
struct repair_fault {
    repair_kind kind = repair_kind::other_move;
    std::vector<repair_ply> written;  //!< the plies as written: the one edited (a missing move: the one it goes before);
                                      //!< dgt_end_signal: the plies deleted; swapped_moves: the two exchanged
    std::vector<repair_ply> repaired; //!< the moves put in: the replacement, the insertion, the two of swapped_moves
    piece_type piece = piece_type::pawn; //!< the piece type written (a king for castling)
    square from = square::none;       //!< squares_swapped: the move's origin
    square to = square::none;         //!< squares_swapped: its target
    color side = color::white;        //!< swapped_moves: whose moves
};

//! A verified repair: the edits (ascending ply), the error they undo, and its faults (one, or for
//! two_errors two, in the order of the record).
struct repair {
    std::vector<edit> edits;
    repair_kind kind = repair_kind::other_move;
    std::vector<repair_fault> faults;
};

struct repair_options {
    std::size_t back = 40;  //!< plies searched before the first breach
    std::size_t max = 5;    //!< repairs returned
    bool two_edits = true;  //!< two faults when no one fault explains the record
    //! 0-based ply before which the record's written move numbers say that a half-move is missing
    //! (pgn::first_numbering_break): a half-move inserted there ranks before every other repair.
    std::optional<std::size_t> gap;
};

namespace repair_detail {

//! The record with the edits applied, and for each of its plies the 0-based index of the written
//! ply it comes from (-1: inserted). Edits refer to the original record's plies.
struct edited_record {
    std::vector<std::string> sans;
    std::vector<std::ptrdiff_t> origin;
};

//! The edits applied to the record (see edited_record).
inline edited_record edit_record(std::span<const std::string_view> sans, std::span<const edit> edits) {
    edited_record r;
    r.sans.reserve(sans.size() + 2);
    r.origin.reserve(sans.size() + 2);
    for (std::size_t i = 0; i < sans.size(); ++i) {
        r.sans.emplace_back(sans[i]);
        r.origin.push_back(static_cast<std::ptrdiff_t>(i));
    }
    std::vector<edit> order(edits.begin(), edits.end());
    // From the last ply back, so the earlier plies keep their place; at one ply the written move
    // is changed before a move is inserted in front of it.
    std::stable_sort(order.begin(), order.end(), [](const edit& a, const edit& b) {
        if (a.ply != b.ply) return a.ply > b.ply;
        return (a.op != edit_op::insert) && (b.op == edit_op::insert);
    });
    for (const edit& e : order) {
        if (e.ply == 0) continue;
        const std::size_t i = e.ply - 1;
        if (e.op == edit_op::insert) {
            if (i > r.sans.size()) continue;
            r.sans.insert(r.sans.begin() + static_cast<std::ptrdiff_t>(i), e.san);
            r.origin.insert(r.origin.begin() + static_cast<std::ptrdiff_t>(i), -1);
        } else if (i < r.sans.size()) {
            if (e.op == edit_op::replace) {
                r.sans[i] = e.san;
            } else {
                r.sans.erase(r.sans.begin() + static_cast<std::ptrdiff_t>(i));
                r.origin.erase(r.origin.begin() + static_cast<std::ptrdiff_t>(i));
            }
        }
    }
    return r;
}

//! What the written token says, read as audit_game reads it (coordinate notation as the movement
//! it names); null when it is neither SAN nor coordinates of a piece of the side to move.
inline std::optional<san_syntax> syntax_of(const position& p, std::string_view text) {
    coordinate_buffer joined;
    const std::string_view ctext = joined.of(text, p);
    if (!ctext.empty()) return coordinate_syntax(p, ctext);
    const auto s = parse_san(text);
    if (!s) return std::nullopt;
    return *s;
}

//! The legal move audit_game reads for the token in p (null: the replay would find a breach or
//! stop there). The same steps as audit_game's for a legal move.
inline std::optional<move> read_move(const position& p, std::string_view text) {
    coordinate_buffer joined;
    const std::string_view ctext = joined.of(text, p);
    const bool coordinate = !ctext.empty();
    std::optional<san_syntax> syn;
    if (coordinate) {
        syn = coordinate_syntax(p, ctext);
    } else if (const auto s = parse_san(text)) {
        syn = *s;
    }
    if (!syn) return std::nullopt;
    const auto m = read_san(p, *syn);
    if (!m) return std::nullopt;
    if (coordinate && syn->piece != piece_type::pawn && syn->promotion != promotion::none) return std::nullopt;
    return *m;
}

//! Replays sans[from, end) from p: the index of the first ply that does not read (end: all do).
template <class Seq>
inline std::size_t reach(position p, const Seq& sans, std::size_t from, std::size_t end) {
    for (std::size_t i = from; i < end; ++i) {
        const auto m = read_move(p, sans[i]);
        if (!m) return i;
        p = make_move(p, *m);
    }
    return end;
}

//! The ply `ply` (0-based, from `start`) with the text `san`: "23. Re1" / "23... Re1" in words.
inline repair_ply cite(const position& start, std::size_t ply, std::string_view san) {
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    return {static_cast<std::uint32_t>(start.fullmove_number + (ply + black_first) / 2),
            (ply + black_first) % 2 == 1 ? color::black : color::white, std::string(san)};
}

//! Is the token a king's move (not castling) to a centre square: a DGT board's end signal?
inline bool king_to_centre(std::string_view text) {
    const auto s = parse_san(text);
    if (!s || s->castling || s->piece != piece_type::king) return false;
    return s->to == square::d4 || s->to == square::d5 || s->to == square::e4 || s->to == square::e5;
}

//! Are a and b next to each other on a file or a rank?
constexpr bool one_off(square a, square b) noexcept {
    const int df = index(file_of(a)) - index(file_of(b));
    const int dr = index(rank_of(a)) - index(rank_of(b));
    return (df == 0 && (dr == 1 || dr == -1)) || (dr == 0 && (df == 1 || df == -1));
}

//! A repair found by the fast replay, not yet verified.
struct candidate {
    std::vector<edit> edits;
    repair_kind kind = repair_kind::other_move;
    std::size_t at = 0;      //!< 0-based ply of the first edit
    std::size_t reached = 0; //!< index (in the record searched) of the first ply that does not read; `end` when clean
    std::size_t end = 0;     //!< plies the edited record must replay (the record's, less a deleted end signal)
    std::vector<repair_fault> why; //!< the fault (two: both, in the order of the record)
    int faults = 1;
    std::size_t distance = 0; //!< plies between the edit and the first breach
    int pair = 0;             //!< two faults: the sum of their kinds' places in the order (the likelier pair first)
    bool at_gap = false;      //!< a half-move inserted where the move numbers say one is missing
};

//! The record searched: its plies, the first breach, the positions before each ply up to it and
//! the moves read before it.
struct searched {
    std::span<const std::string_view> sans;
    std::size_t breach = 0;
    std::vector<position> before; //!< before[i]: the position ply i is written in, i ≤ breach
    std::vector<move> played;     //!< played[i]: the move read at ply i, i < breach
};

//! The record replayed fast up to its first breach.
inline searched replay_to_breach(const position& start, std::span<const std::string_view> sans) {
    searched s;
    s.sans = sans;
    position p = start;
    s.before.push_back(p);
    std::size_t i = 0;
    for (; i < sans.size(); ++i) {
        const auto m = read_move(p, sans[i]);
        if (!m) break;
        s.played.push_back(*m);
        p = make_move(p, *m);
        s.before.push_back(p);
    }
    s.breach = i;
    return s;
}

//! The piece type written in the syntax (a king for castling).
constexpr piece_type piece_written(const san_syntax& s) noexcept { return s.castling ? piece_type::king : s.piece; }

//! Every one-fault candidate of the record `r` from `start` whose fast replay goes past the first
//! breach (the clean ones and the ones that only move the breach on), with at most `back` plies
//! searched before the breach.
inline std::vector<candidate> one_fault(const position& start, const searched& r, std::size_t back) {
    std::vector<candidate> out;
    const std::size_t n = r.sans.size();
    const std::size_t b = r.breach;
    if (b >= n) return out;
    const std::size_t lo = b > back ? b - back : 0;
    const auto keep = [&](candidate c) {
        if (c.reached > b || c.reached >= c.end) {
            c.distance = b - c.at;
            out.push_back(std::move(c));
        }
    };

    // The DGT end signal: the breach is among the last plies, king moves to the centre squares.
    std::size_t tail = 0;
    while (tail < 2 && tail < n && king_to_centre(r.sans[n - 1 - tail])) ++tail;
    for (std::size_t t = tail; t > 0; --t) {
        if (n - t > b) break; // the breach is before the signal: deleting it does not help alone
        candidate c;
        c.kind = repair_kind::dgt_end_signal;
        c.at = n - t;
        c.end = n - t;
        c.reached = n - t; // clean: every ply before the breach reads
        repair_fault f;
        f.kind = c.kind;
        for (std::size_t i = n - t; i < n; ++i) {
            c.edits.push_back({i + 1, edit_op::remove, {}});
            f.written.push_back(cite(start, i, r.sans[i]));
        }
        c.why.push_back(std::move(f));
        keep(std::move(c));
    }

    for (std::size_t k = lo; k <= b; ++k) {
        const position& p = r.before[k];
        const move_list legal = legal_moves(p);
        const std::string_view written = r.sans[k];
        const std::optional<san_syntax> syn = syntax_of(p, written);
        const bool was_read = k < b;           // the written move read (the fault is before the breach)
        const move read = was_read ? r.played[k] : move{};

        // Replace: the moves of the written piece type, and the moves of other types to the written square.
        if (syn) {
            const piece_type pt = syn->castling ? piece_type::king : syn->piece;
            for (const move m : legal) {
                if (was_read && m == read) continue;
                const piece_type mt = type_of(p.piece_on(m.from()));
                repair_kind kind;
                if (mt == pt) {
                    if (syn->castling) kind = repair_kind::other_move;
                    else if (m.to() == syn->to) kind = was_read && read.from() == m.from() ? repair_kind::other_move : repair_kind::other_piece;
                    else if (m.from() == syn->to) kind = repair_kind::squares_swapped;
                    else if (one_off(m.to(), syn->to)) kind = repair_kind::square_off;
                    else kind = repair_kind::other_move;
                } else if (!syn->castling && m.to() == syn->to) {
                    kind = repair_kind::piece_letter;
                } else {
                    continue;
                }
                candidate c;
                c.kind = kind;
                c.at = k;
                c.end = n;
                c.reached = reach(make_move(p, m), r.sans, k + 1, n);
                if (c.reached <= b) continue;
                const std::string san(to_san(p, m).view());
                c.edits.push_back({k + 1, edit_op::replace, san});
                repair_fault f;
                f.kind = kind;
                f.written.push_back(cite(start, k, written));
                f.repaired.push_back(cite(start, k, san));
                f.piece = piece_written(*syn);
                f.from = m.from();
                f.to = m.to();
                c.why.push_back(std::move(f));
                keep(std::move(c));
            }
        }

        // Insert a missing half-move before ply k.
        for (const move m : legal) {
            candidate c;
            c.kind = repair_kind::missing_move;
            c.at = k;
            c.end = n;
            c.reached = reach(make_move(p, m), r.sans, k, n);
            if (c.reached <= b) continue;
            const std::string san(to_san(p, m).view());
            c.edits.push_back({k + 1, edit_op::insert, san});
            repair_fault f;
            f.kind = c.kind;
            f.written.push_back(cite(start, k, written));
            f.repaired.push_back(cite(start, k, san));
            c.why.push_back(std::move(f));
            keep(std::move(c));
        }

        // Delete ply k: a half-move too many (the DGT signal is found above).
        {
            candidate c;
            c.kind = repair_kind::extra_move;
            c.at = k;
            c.end = n;
            c.reached = reach(p, r.sans, k + 1, n);
            if (c.reached > b) {
                c.edits.push_back({k + 1, edit_op::remove, {}});
                repair_fault f;
                f.kind = c.kind;
                f.written.push_back(cite(start, k, written));
                c.why.push_back(std::move(f));
                keep(std::move(c));
            }
        }

        // Exchange plies k and k+2 (two moves of one side).
        if (k + 2 < n) {
            if (const auto m1 = read_move(p, r.sans[k + 2])) {
                const position p1 = make_move(p, *m1);
                if (const auto m2 = read_move(p1, r.sans[k + 1])) {
                    const position p2 = make_move(p1, *m2);
                    if (const auto m3 = read_move(p2, r.sans[k])) {
                        candidate c;
                        c.kind = repair_kind::swapped_moves;
                        c.at = k;
                        c.end = n;
                        c.reached = reach(make_move(p2, *m3), r.sans, k + 3, n);
                        if (c.reached > b) {
                            const std::string s1(to_san(p, *m1).view()), s3(to_san(p2, *m3).view());
                            c.edits.push_back({k + 1, edit_op::replace, s1});
                            c.edits.push_back({k + 3, edit_op::replace, s3});
                            repair_fault f;
                            f.kind = c.kind;
                            f.side = p.side_to_move;
                            f.written = {cite(start, k, written), cite(start, k + 2, r.sans[k + 2])};
                            f.repaired = {cite(start, k, s1), cite(start, k + 2, s3)};
                            c.why.push_back(std::move(f));
                            keep(std::move(c));
                        }
                    }
                }
            }
        }
    }
    return out;
}

//! The cheap ranking, before the replay: fewer faults, the kind's plausibility, nearer the first breach.
inline void rank(std::vector<candidate>& cs) {
    std::stable_sort(cs.begin(), cs.end(), [](const candidate& a, const candidate& b) {
        if (a.faults != b.faults) return a.faults < b.faults;
        if (a.at_gap != b.at_gap) return a.at_gap;
        if (a.kind != b.kind) return a.kind < b.kind;
        if (a.pair != b.pair) return a.pair < b.pair;
        return a.distance < b.distance;
    });
}

//! How well the repaired record fits what was written, where the kind and the distance tie (many
//! waiting moves fill a missing half-move; a knight written `Ng1` may have gone to f3 or h3):
//! the written plies, edits aside, whose text is not the kernel's SAN of the move read (a check
//! mark or a disambiguation that no longer fits), and whether the piece an edit moves is moved
//! again later from the square the edit put it on (the record goes on with it).
struct fit {
    std::size_t marks = 0;
    bool used = false;
};

//! The fit of a repaired record: its plies and the moves audit_game read for them.
inline fit fit_of(const position& start, const std::vector<std::string>& sans, const std::vector<move>& moves, const candidate& c) {
    fit f;
    std::vector<bool> edited(sans.size(), false);
    std::vector<std::size_t> placed; // plies (of the repaired record) whose move an edit wrote
    if (c.faults == 1) {
        for (const edit& e : c.edits)
            if (e.op != edit_op::remove && e.ply >= 1 && e.ply - 1 < sans.size()) {
                edited[e.ply - 1] = true;
                placed.push_back(e.ply - 1);
            }
    }
    position p = start;
    for (std::size_t i = 0; i < moves.size() && i < sans.size(); ++i) {
        if (!edited[i] && to_san(p, moves[i]).view() != sans[i]) ++f.marks;
        p = make_move(p, moves[i]);
    }
    for (const std::size_t j : placed) {
        const square t = moves[j].to();
        for (std::size_t i = j + 1; i < moves.size(); ++i) {
            if (moves[i].from() == t && (i - j) % 2 == 0) {
                f.used = true;
                break;
            }
            if (moves[i].to() == t) break; // taken, or another man went there
        }
    }
    return f;
}

//! The verified repairs among the clean candidates, ranked (the cheap order, then the fit; the
//! first `cap` of the cheap order replayed), each edited record once, at most max in all.
inline void verify_into(std::vector<repair>& out, std::vector<std::vector<move>>& seen, const position& start,
                        std::span<const std::string_view> sans, std::vector<candidate>& clean, std::size_t max) {
    constexpr std::size_t cap = 64;
    rank(clean);
    struct verified {
        candidate* c;
        fit f;
        std::vector<move> moves;
    };
    std::vector<verified> vs;
    for (std::size_t i = 0; i < clean.size() && i < cap; ++i) {
        candidate& c = clean[i];
        const edited_record e = edit_record(sans, c.edits);
        const std::vector<std::string_view> views(e.sans.begin(), e.sans.end());
        audit_options ao;
        ao.keep_moves = true;
        ao.watch_end = false;
        game_result g = audit_game(start, views, ao);
        if (g.status != game_status::clean || !g.breaches.empty() || g.stopped_at || g.moves.size() != views.size()) continue;
        vs.push_back({&c, fit_of(start, e.sans, g.moves, c), std::move(g.moves)});
    }
    std::stable_sort(vs.begin(), vs.end(), [](const verified& a, const verified& b) {
        if (a.c->faults != b.c->faults) return a.c->faults < b.c->faults;
        if (a.c->at_gap != b.c->at_gap) return a.c->at_gap;
        if (a.c->kind != b.c->kind) return a.c->kind < b.c->kind;
        if (a.c->pair != b.c->pair) return a.c->pair < b.c->pair;
        if (a.f.marks != b.f.marks) return a.f.marks < b.f.marks;
        if (a.c->distance != b.c->distance) return a.c->distance < b.c->distance;
        return a.f.used && !b.f.used;
    });
    for (verified& v : vs) {
        if (out.size() >= max) return;
        if (std::find(seen.begin(), seen.end(), v.moves) != seen.end()) continue;
        seen.push_back(std::move(v.moves));
        candidate& c = *v.c;
        std::sort(c.edits.begin(), c.edits.end(), [](const edit& a, const edit& b) { return a.ply < b.ply; });
        out.push_back({std::move(c.edits), c.kind, std::move(c.why)});
    }
}

} // namespace repair_detail

//! The record with the edits applied (plies of the edits: the record's, 1-based).
inline std::vector<std::string> apply_edits(std::span<const std::string_view> sans, std::span<const edit> edits) {
    return repair_detail::edit_record(sans, edits).sans;
}

//! The verified repairs of a record that does not replay legally to its last move, best first
//! (see the header comment); none for a record that does, or when none is found within the bounds.
inline std::vector<repair> propose_repairs(const position& start, std::span<const std::string_view> sans, const repair_options& opt = {}) {
    using namespace repair_detail;
    std::vector<repair> out;
    if (opt.max == 0) return out;
    const searched r = replay_to_breach(start, sans);
    if (r.breach >= sans.size()) return out;
    std::vector<candidate> found = one_fault(start, r, opt.back);
    if (opt.gap)
        for (candidate& c : found) c.at_gap = c.kind == repair_kind::missing_move && c.at == *opt.gap;
    std::vector<candidate> clean, partial;
    for (candidate& c : found) (c.reached >= c.end ? clean : partial).push_back(std::move(c));
    std::vector<std::vector<move>> seen;
    verify_into(out, seen, start, sans, clean, opt.max);
    if (!out.empty() || !opt.two_edits) return out;

    // Two faults: the first fault among those that carry the replay furthest, the second searched
    // on the record it gives (its own breach, its own `back` plies).
    // Another move of the same piece type is too weak an explanation to be one of two.
    constexpr std::size_t firsts = 6;
    std::erase_if(partial, [](const candidate& c) { return c.kind == repair_kind::other_move; });
    std::stable_sort(partial.begin(), partial.end(), [](const candidate& a, const candidate& b) {
        if (a.reached != b.reached) return a.reached > b.reached;
        if (a.kind != b.kind) return a.kind < b.kind;
        return a.distance < b.distance;
    });
    std::vector<candidate> pairs;
    for (std::size_t i = 0; i < partial.size() && i < firsts; ++i) {
        const candidate& first = partial[i];
        const edited_record e = edit_record(sans, first.edits);
        const std::vector<std::string_view> views(e.sans.begin(), e.sans.end());
        const searched r2 = replay_to_breach(start, views);
        if (r2.breach >= views.size()) continue;
        for (candidate& second : one_fault(start, r2, opt.back)) {
            if (second.reached < second.end || second.kind == repair_kind::other_move) continue;
            // The second fault's plies, back in the original record's numbering.
            candidate c;
            c.faults = 2;
            c.kind = repair_kind::two_errors;
            c.at = first.at;
            c.distance = first.distance;
            c.pair = static_cast<int>(first.kind) + static_cast<int>(second.kind);
            c.edits = first.edits;
            bool ok = true;
            for (const edit& s : second.edits) {
                const std::size_t i2 = s.ply - 1;
                std::size_t orig;
                if (i2 < e.origin.size()) {
                    if (e.origin[i2] < 0) {
                        ok = false; // an edit of the inserted move itself
                        break;
                    }
                    orig = static_cast<std::size_t>(e.origin[i2]);
                } else {
                    orig = sans.size();
                }
                for (const edit& f : first.edits)
                    if (f.ply == orig + 1 && f.op != edit_op::insert && s.op != edit_op::insert) ok = false; // the same ply edited twice
                c.edits.push_back({orig + 1, s.op, s.san});
            }
            if (!ok) continue;
            const bool second_first = !second.edits.empty() && !c.edits.empty() && c.edits.back().ply < first.edits.front().ply;
            c.why = second_first ? std::vector<repair_fault>{second.why.front(), first.why.front()}
                                 : std::vector<repair_fault>{first.why.front(), second.why.front()};
            c.end = c.reached = sans.size();
            pairs.push_back(std::move(c));
        }
    }
    verify_into(out, seen, start, sans, pairs, opt.max);
    return out;
}

} // namespace chesslaw::audit
