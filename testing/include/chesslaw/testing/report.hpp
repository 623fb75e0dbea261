#pragma once
//! chesslaw::testing — comparing someone's move list with the Laws, and the report of a difference.
//! No RapidCheck here: `compare` takes a game and the moves another generator gives for it (read
//! from a callable, or from an engine over UCI), and says which moves are extra — each with the
//! clauses it breaks and the evidence — and which are missing — each with the clause that permits
//! it. `find_difference` walks the tree below a game to a depth (perft, node by node) and stops at
//! the first node whose move list differs.
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <optional>
#include <ranges>
#include <string>
#include <utility>
#include <vector>

#include "game.hpp"

namespace chesslaw::testing {

//! A move the other generator has and the Laws forbid (`extra`), or lacks and the Laws permit.
struct move_difference {
    std::string uci;                            //!< as the other generator wrote it (extra) or as UCI (missing)
    bool readable = true;                       //!< false: not UCI at all (no clause can be cited)
    std::vector<spec::clause_ref> clauses;      //!< extra: the clauses it breaks; missing: the clause that permits it
    std::string ruling;                         //!< the judge's ruling in words, with the evidence
};

//! A way of writing that differs from ours while the move is the same (not a rule breach): each is
//! a pair of an extra move (as the other generator wrote it) and the missing move it stands for.
enum class convention : std::uint8_t {
    castling_king_takes_rook,   //!< standard chess castling written king onto its rook ("e1h1" for e1g1)
    castling_king_destination,  //!< Chess960 castling written as the king's destination ("b1c1" for b1a1)
    promotion_upper_case,       //!< the promotion letter in upper case ("e7e8Q")
    en_passant_square,          //!< a FEN's e.p. square read differently: the engine agrees when the
                                //!< square is written after every double step, not only when a pawn
                                //!< can capture (FEN input only)
};
inline std::string_view to_string(convention c) {
    switch (c) {
    case convention::castling_king_takes_rook: return "castling written king-takes-rook";
    case convention::castling_king_destination: return "Chess960 castling written as the king's destination";
    case convention::promotion_upper_case: return "promotion letter in upper case";
    case convention::en_passant_square: return "en passant square in FEN written after every double step";
    }
    return "convention";
}

//! One convention difference: their move and ours (the same move, written two ways).
struct convention_difference {
    convention what{};
    move_difference theirs, ours;
};

//! What the other generator is given: the game itself (start and moves: history-dependent rights
//! are its job) or only the FEN of the position reached (a game with no moves).
enum class input : std::uint8_t { history, fen };

//! Whether a discrepancy breaks a rule or only writes something another way.
enum class discrepancy_kind : std::uint8_t { rule, convention };
inline std::string_view to_string(discrepancy_kind k) { return k == discrepancy_kind::rule ? "rule" : "convention"; }

//! The first node whose move list differs: the game that reaches it (start and moves — the history
//! matters), its FEN, and the differences.
struct discrepancy {
    game at;
    std::string fen;
    std::vector<move_difference> extra, missing;
    int depth = 1;              //!< the depth the comparison ran to
    std::uint64_t seed = 0;     //!< the RapidCheck seed that found it (0: not from a property)
    std::size_t nodes = 0;      //!< nodes compared before this one was found
    std::vector<convention_difference> conventions; //!< pairs taken out of extra/missing: the same move written another way
    enum input given = input::history; //!< what the other generator was given at this node
    std::string note;           //!< a perft count that differs while no move list does (an inconsistent engine)
    //! rule: a move extra or missing (or a count that differs); convention: only writing differs.
    discrepancy_kind kind() const {
        return extra.empty() && missing.empty() && note.empty() && !conventions.empty() ? discrepancy_kind::convention
                                                                                         : discrepancy_kind::rule;
    }
    //! The `position` command that shows it (an engine's input, without the keyword): the game,
    //! or the FEN reached when the FEN was given.
    std::string position_line() const { return given == input::fen ? "fen " + fen : to_string(at); }
    //! Every clause cited, extra's then missing's, without repeats.
    std::vector<spec::clause_ref> clauses() const {
        std::vector<spec::clause_ref> out;
        for (const auto* v : {&extra, &missing})
            for (const auto& d : *v)
                for (const auto c : d.clauses)
                    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
        return out;
    }
    bool cites(spec::clause_ref c) const {
        const auto cs = clauses();
        return std::find(cs.begin(), cs.end(), c) != cs.end();
    }
};

//! How the other generator's moves are written: UCI strings or kernel moves.
template <class R>
concept move_range = std::ranges::input_range<R> &&
                     (std::convertible_to<std::ranges::range_value_t<R>, std::string_view> ||
                      std::same_as<std::remove_cvref_t<std::ranges::range_value_t<R>>, move>);

template <move_range R>
std::vector<std::string> as_uci(const R& r) {
    std::vector<std::string> out;
    for (const auto& m : r) {
        if constexpr (std::same_as<std::remove_cvref_t<std::ranges::range_value_t<R>>, move>)
            out.push_back(to_uci_string(m));
        else
            out.emplace_back(std::string_view(m));
    }
    return out;
}

namespace detail {
inline bool is_castling(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    if (pc == piece::none || type_of(pc) != piece_type::king) return false;
    if (p.chess960) return p.piece_on(m.to()) == make_piece(color_of(pc), piece_type::rook);
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    return df == 2 || df == -2;
}
} // namespace detail

//! Takes out of d's extra and missing moves the pairs that are one move written two ways (see
//! `convention`): an upper-case promotion letter, castling written king-takes-rook in standard
//! chess, Chess960 castling written as the king's destination square. p: the position of d.
inline void match_conventions(const position& p, discrepancy& d) {
    for (auto mi = d.missing.begin(); mi != d.missing.end();) {
        const move ours = parse_uci(mi->uci).value();
        std::optional<convention> what;
        auto ei = d.extra.begin();
        for (; ei != d.extra.end() && !what; ++ei) {
            const std::string& t = ei->uci;
            if (t.size() == 5 && t[4] >= 'A' && t[4] <= 'Z' && t.substr(0, 4) == mi->uci.substr(0, 4) && mi->uci.size() == 5 &&
                static_cast<char>(t[4] - 'A' + 'a') == mi->uci[4])
                what = convention::promotion_upper_case;
            else if (detail::is_castling(p, ours) && t.size() == 4) {
                const auto theirs = parse_uci(t);
                if (!theirs || theirs->from() != ours.from() || rank_of(theirs->to()) != rank_of(ours.from())) continue;
                const bool king_side = index(file_of(p.chess960 ? ours.to() : ours.to())) > index(file_of(ours.from()));
                if (!p.chess960) {
                    // the rook's corner: h or a file
                    if (theirs->to() == make_square(king_side ? file::h : file::a, rank_of(ours.from())) &&
                        p.piece_on(theirs->to()) == make_piece(p.side_to_move, piece_type::rook))
                        what = convention::castling_king_takes_rook;
                } else if (theirs->to() == make_square(king_side ? file::g : file::c, rank_of(ours.from())) && theirs->to() != ours.to()) {
                    what = convention::castling_king_destination;
                }
            }
            if (what) break;
        }
        if (!what) { ++mi; continue; }
        d.conventions.push_back(convention_difference{*what, *ei, *mi});
        d.extra.erase(ei);
        mi = d.missing.erase(mi);
    }
}

//! Compares `theirs` (the moves another generator gives after g) with the legal moves after g.
//! Empty if they are the same set. g must be a legal game.
inline std::optional<discrepancy> compare(const game& g, std::vector<std::string> theirs) {
    const auto s = replay(g);
    if (!s) return std::nullopt;
    std::vector<std::string> ours;
    for (const move m : chesslaw::legal_moves(s->pos)) ours.push_back(to_uci_string(m));
    std::sort(ours.begin(), ours.end());
    std::sort(theirs.begin(), theirs.end());
    theirs.erase(std::unique(theirs.begin(), theirs.end()), theirs.end());
    discrepancy d;
    d.at = g;
    d.fen = fen_of(s->pos);
    for (const auto& t : theirs) {
        if (std::binary_search(ours.begin(), ours.end(), t)) continue;
        move_difference x{t, true, {}, {}};
        if (const auto m = parse_uci(t)) {
            const explanation e{s->pos, *m, judge(s->pos, *m, s->history)};
            x.clauses = e.broken();
            x.ruling = e.text();
        } else {
            x.readable = false;
            x.ruling = t + ": not a move in UCI notation";
        }
        d.extra.push_back(std::move(x));
    }
    for (const auto& o : ours) {
        if (std::binary_search(theirs.begin(), theirs.end(), o)) continue;
        const move m = parse_uci(o).value();
        const explanation e{s->pos, m, judge(s->pos, m, s->history)};
        move_difference x{o, true, {}, e.text()};
        if (const auto c = e.permitted_by()) x.clauses.push_back(*c);
        d.missing.push_back(std::move(x));
    }
    match_conventions(s->pos, d);
    if (d.extra.empty() && d.missing.empty() && d.conventions.empty()) return std::nullopt;
    return d;
}

//! The game handed to the other generator for node g.
inline game presented(const game& g, input in) {
    if (in == input::history) return g;
    return game{fen_of(positions(g).back()), {}, g.chess960};
}

//! Walks the tree below g to `depth` plies (depth 1: g's own move list; depth 2: g's and each
//! child's; ...), comparing at each node, and returns the first node that differs (depth-first,
//! in UCI order). This is perft to `depth` compared node by node, so the first node whose count
//! differs is found without bisecting. `fn(game) -> range of UCI strings or moves`.
//! With `every_ply`, the nodes of the game itself (after 0, 1, …, n−1 moves) are compared first,
//! at depth 1.
template <class Fn>
std::optional<discrepancy> find_difference(Fn&& fn, const game& g, int depth = 1, input in = input::history,
                                           bool every_ply = false) {
    std::size_t nodes = 0;
    if (every_ply)
        for (std::size_t k = 0; k < g.moves.size(); ++k) {
            const game node{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(k)}, g.chess960};
            ++nodes;
            if (auto d = compare(node, as_uci(fn(presented(node, in))))) {
                d->nodes = nodes;
                d->given = in;
                d->depth = 1;
                return d;
            }
        }
    const auto walk = [&](const auto& self, const game& node, int left) -> std::optional<discrepancy> {
        ++nodes;
        if (auto d = compare(node, as_uci(fn(presented(node, in))))) {
            d->nodes = nodes;
            d->given = in;
            return d;
        }
        if (left <= 1) return std::nullopt;
        for (const auto& m : legal_moves(node))
            if (auto d = self(self, then(node, m), left - 1)) return d;
        return std::nullopt;
    };
    auto d = walk(walk, g, depth);
    if (d) d->depth = depth;
    return d;
}

//! A perft divide as another generator gives it: each root move (as written) and its count.
using divide_list = std::vector<std::pair<std::string, std::uint64_t>>;

//! What `find_difference_divide` did: nodes whose move lists were compared, and perft queries.
struct divide_walk_stats {
    std::size_t nodes = 0;   //!< nodes whose move list was compared
    std::size_t queries = 0; //!< calls of the divide function
};

//! Like find_difference, but with the other side's perft divide: `fn(game, depth) -> divide_list`
//! is asked once at g for `depth`; its moves are compared with ours (the node's move list), and
//! where a root move's count differs from ours, the walk goes down that move with depth − 1 (the
//! first such move in UCI order), bisecting to the first node whose move list differs. A node that
//! differs only by convention (see `convention`) is passed to `on_convention` and the walk goes on
//! with their moves read as ours. A count that differs where no move list below it does (an
//! inconsistent generator) is a discrepancy with a `note`. With one query per node that agrees,
//! this is how an engine over UCI is checked (`chesslaw fuzz`).
template <class Fn, class OnConvention>
std::optional<discrepancy> find_difference_divide(Fn&& fn, const game& g, int depth, input in, OnConvention&& on_convention,
                                                  divide_walk_stats* stats = nullptr) {
    divide_walk_stats local;
    divide_walk_stats& st = stats ? *stats : local;
    const auto walk = [&](const auto& self, const game& node, int left) -> std::optional<discrepancy> {
        ++st.nodes;
        ++st.queries;
        divide_list theirs = fn(presented(node, in), left);
        std::vector<std::string> names;
        for (const auto& [m, n] : theirs) names.push_back(m);
        auto d = compare(node, names);
        if (d) {
            d->nodes = st.nodes;
            d->given = in;
            d->depth = left;
            if (d->kind() == discrepancy_kind::rule) return d;
            on_convention(*d);
            for (auto& [m, n] : theirs)
                for (const auto& c : d->conventions)
                    if (m == c.theirs.uci) m = c.ours.uci;
        }
        if (left <= 1) return std::nullopt;
        const auto s = replay(node);
        const auto ours = perft_divide(s->pos, left);
        std::vector<std::pair<std::string, std::uint64_t>> mine;
        for (const auto& e : ours) mine.emplace_back(to_uci_string(e.m), e.nodes);
        std::sort(mine.begin(), mine.end());
        for (const auto& entry : mine) {
            const std::string& m = entry.first; // (clang 14 cannot capture a structured binding)
            const std::uint64_t n = entry.second;
            const auto it = std::find_if(theirs.begin(), theirs.end(), [&m](const auto& t) { return t.first == m; });
            if (it == theirs.end() || it->second == n) continue;
            if (auto below = self(self, then(node, m), left - 1)) return below;
            discrepancy x;
            x.at = node;
            x.fen = fen_of(s->pos);
            x.nodes = st.nodes;
            x.given = in;
            x.depth = left;
            x.note = "perft " + std::to_string(left) + " of " + m + ": " + std::to_string(it->second) + " (the Laws: " +
                     std::to_string(n) + "), yet no move list below it differs when asked node by node";
            return x;
        }
        return std::nullopt;
    };
    return walk(walk, g, depth);
}

//! The FEN after g with the e.p. square written after every double step (ours writes it only when
//! an enemy pawn stands beside the pawn that moved, as Stockfish does): the other way of writing
//! it, to tell an engine's reading convention from a rule breach. Same as fen_of when no double
//! step was just played.
inline std::string fen_with_en_passant_always(const game& g) {
    const auto ps = positions(g);
    position p = ps.back();
    if (g.moves.empty() || p.en_passant != square::none) return fen_of(p);
    const position& before = ps[ps.size() - 2];
    const move m = parse_uci(g.moves.back()).value();
    if (type_of(before.piece_on(m.from())) != piece_type::pawn) return fen_of(p);
    const int dr = index(rank_of(m.to())) - index(rank_of(m.from()));
    if (dr != 2 && dr != -2) return fen_of(p);
    p.en_passant = make_square(file_of(m.from()), static_cast<rank>((index(rank_of(m.to())) + index(rank_of(m.from()))) / 2));
    return fen_of(p);
}

//! Every differing move of d is an en passant capture (extra or missing).
inline bool only_en_passant(const discrepancy& d) {
    const auto s = replay(d.at);
    if (!s || (d.extra.empty() && d.missing.empty())) return false;
    for (const auto* v : {&d.extra, &d.missing})
        for (const auto& x : *v) {
            const auto m = parse_uci(x.uci);
            if (!m || type_of(s->pos.piece_on(m->from())) != piece_type::pawn || file_of(m->from()) == file_of(m->to()) ||
                !s->pos.empty(m->to()))
                return false;
        }
    return true;
}

//! d re-filed as the en passant square convention: its differences become convention pairs
//! (an extra or missing e.p. capture each, against nothing).
inline void mark_en_passant_convention(discrepancy& d) {
    for (auto& x : d.extra) d.conventions.push_back(convention_difference{convention::en_passant_square, x, {}});
    for (auto& x : d.missing) d.conventions.push_back(convention_difference{convention::en_passant_square, {}, x});
    d.extra.clear();
    d.missing.clear();
}

//! What makes two discrepancies the same for a report: the kind and the clauses cited (a rule
//! breach), or the conventions (a convention difference).
inline std::string distinct_key(const discrepancy& d) {
    std::string k(to_string(d.kind()));
    if (d.kind() == discrepancy_kind::convention) {
        std::vector<int> cs;
        for (const auto& c : d.conventions) cs.push_back(static_cast<int>(c.what));
        std::sort(cs.begin(), cs.end());
        cs.erase(std::unique(cs.begin(), cs.end()), cs.end());
        for (const int c : cs) k += " " + std::to_string(c);
        return k;
    }
    std::vector<std::string> ids;
    for (const auto c : d.clauses()) ids.emplace_back(c.id());
    std::sort(ids.begin(), ids.end());
    for (const auto& i : ids) k += " " + i;
    if (ids.empty()) k += d.note.empty() ? " unreadable" : " count";
    return k;
}

//! The report in words: the case (a `position` line to paste into an engine), the extra moves
//! with the clauses they break and the evidence, the missing moves with the clause that permits
//! each, and the seed.
inline std::string render(const discrepancy& d, bool with_rulings = true) {
    std::string out = "move generator differs from the Laws (3.10.1) after:\n  position " + d.position_line() + "\n";
    if (d.given == input::fen) out += "  reached by " + to_string(d.at) + "\n";
    else out += "  fen " + d.fen + "\n";
    const auto ids = [](const std::vector<spec::clause_ref>& cs) {
        std::string s;
        for (const auto c : cs) s += (s.empty() ? "" : ", ") + std::string(c.id()) + " (" + std::string(c->title) + ")";
        return s.empty() ? std::string("no clause") : s;
    };
    if (!d.extra.empty()) {
        out += "extra moves (the Laws forbid them):\n";
        for (const auto& x : d.extra) out += "  " + x.uci + " — breaks " + ids(x.clauses) + "\n";
    }
    if (!d.missing.empty()) {
        out += "missing moves (the Laws permit them):\n";
        for (const auto& x : d.missing) out += "  " + x.uci + " — permitted by " + ids(x.clauses) + "\n";
    }
    if (!d.note.empty()) out += "  " + d.note + "\n";
    if (!d.conventions.empty()) {
        out += "convention differences (the same move written another way, not a breach):\n";
        for (const auto& c : d.conventions)
            out += "  " + c.theirs.uci + " for " + c.ours.uci + " — " + std::string(to_string(c.what)) + "\n";
    }
    if (with_rulings && !(d.extra.empty() && d.missing.empty())) {
        out += "rulings:\n";
        for (const auto* v : {&d.extra, &d.missing})
            for (const auto& x : *v) out += x.ruling + "\n";
    }
    out += "depth " + std::to_string(d.depth) + ", " + std::to_string(d.nodes) + " nodes compared";
    if (d.seed) out += ", seed " + std::to_string(d.seed);
    return out + "\n";
}

} // namespace chesslaw::testing
