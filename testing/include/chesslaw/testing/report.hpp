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

//! The first node whose move list differs: the game that reaches it (start and moves — the history
//! matters), its FEN, and the differences.
struct discrepancy {
    game at;
    std::string fen;
    std::vector<move_difference> extra, missing;
    int depth = 1;              //!< the depth the comparison ran to
    std::uint64_t seed = 0;     //!< the RapidCheck seed that found it (0: not from a property)
    std::size_t nodes = 0;      //!< nodes compared before this one was found
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
    discrepancy d{g, fen_of(s->pos), {}, {}};
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
    if (d.extra.empty() && d.missing.empty()) return std::nullopt;
    return d;
}

//! What the other generator is given: the game itself (start and moves: history-dependent rights
//! are its job) or only the FEN of the position reached (a game with no moves).
enum class input : std::uint8_t { history, fen };

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
                d->depth = 1;
                return d;
            }
        }
    const auto walk = [&](const auto& self, const game& node, int left) -> std::optional<discrepancy> {
        ++nodes;
        if (auto d = compare(node, as_uci(fn(presented(node, in))))) {
            d->nodes = nodes;
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

//! The report in words: the case (a `position` line to paste into an engine), the extra moves
//! with the clauses they break and the evidence, the missing moves with the clause that permits
//! each, and the seed.
inline std::string render(const discrepancy& d, bool with_rulings = true) {
    std::string out = "move generator differs from the Laws (3.10.1) after:\n  position " + to_string(d.at) + "\n  fen " + d.fen + "\n";
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
    if (with_rulings) {
        out += "rulings:\n";
        for (const auto* v : {&d.extra, &d.missing})
            for (const auto& x : *v) out += x.ruling + "\n";
    }
    out += "depth " + std::to_string(d.depth) + ", " + std::to_string(d.nodes) + " nodes compared";
    if (d.seed) out += ", seed " + std::to_string(d.seed);
    return out + "\n";
}

} // namespace chesslaw::testing
