// Repairs of broken records (audit/repair.hpp): a generated legal game, written in the kernel's SAN,
// is corrupted by one recording error of each kind at a random ply —
//   other_piece      the move written as the other piece of its type to the same square (a legal move)
//   square_off       the written target one file or one rank off (the text changed, legal or not)
//   squares_swapped  the origin written as the target (`Ng1` for Ng1-f3)
//   missing_move     a half-move left out
//   swapped_moves    plies k and k+2 (two moves of one side) exchanged
//   dgt_end_signal   one or two king moves to d4/d5/e4/e5 appended (a DGT board's end signal)
// — and when the corrupted record has a breach (or does not read):
//   (a) every repair offered replays clean through audit_game (none is a guess);
//   (b) when the corruption sits at most `back` plies before the first breach, a repair is found;
//   (c) how often the original record is the first repair, and among the first three, per kind:
//       counted, printed by the test after the property (a rate, not an assertion).
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/prose/audit.hpp>

#include <array>
#include <cstdlib>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;

enum class corruption : std::uint8_t { other_piece, square_off, squares_swapped, missing_move, swapped_moves, dgt_end_signal, count };

constexpr std::array<const char*, static_cast<std::size_t>(corruption::count)> corruption_names{
    "other_piece", "square_off", "squares_swapped", "missing_move", "swapped_moves", "dgt_end_signal"};

//! Per kind: corruptions tried, those with a breach, within the bound, a repair found, the
//! original first, among the first three.
struct tally {
    std::uint64_t tried = 0, broken = 0, in_bound = 0, found = 0, first = 0, top3 = 0, repairs = 0;
};
std::array<tally, static_cast<std::size_t>(corruption::count)> tallies{};
std::uint64_t cases_run = 0;

//! The record's moves when audit_game replays it clean to its last move (null otherwise).
std::optional<std::vector<move>> clean_moves(const position& start, const std::vector<std::string>& sans) {
    const std::vector<std::string_view> views(sans.begin(), sans.end());
    audit::audit_options ao;
    ao.watch_end = false;
    const auto g = audit::audit_game(start, views, ao);
    if (g.status != audit::game_status::clean || !g.breaches.empty() || g.moves.size() != sans.size()) return std::nullopt;
    return g.moves;
}

//! The target square's two characters in a SAN text (npos: none, castling).
std::size_t target_at(const std::string& san) {
    std::size_t end = san.size();
    while (end > 0 && (san[end - 1] == '+' || san[end - 1] == '#')) --end;
    if (end >= 2 && san[end - 2] == '=') end -= 2; // promotion
    if (end < 2 || san[end - 2] < 'a' || san[end - 2] > 'h' || san[end - 1] < '1' || san[end - 1] > '8') return std::string::npos;
    return end - 2;
}

//! The record corrupted by one error of kind c at ply k or a later one (wrapping round), or null
//! when the game offers no place for it. `at` is set to the ply corrupted.
std::optional<std::vector<std::string>> corrupt(corruption c, const std::vector<position>& ps, const std::vector<move>& ms,
                                                const std::vector<std::string>& sans, std::size_t k0, std::size_t& at) {
    const std::size_t n = ms.size();
    if (c == corruption::dgt_end_signal) {
        static constexpr std::array<square, 4> centre{square::d4, square::d5, square::e4, square::e5};
        auto out = sans;
        const std::size_t first = k0 % 4, second = (first + 1 + k0 / 4 % 3) % 4;
        out.push_back("K" + std::string(to_string(centre[first]).view()));
        if (k0 % 3 != 0) out.push_back("K" + std::string(to_string(centre[second]).view()));
        at = n;
        return out;
    }
    for (std::size_t j = 0; j < n; ++j) {
        const std::size_t k = (k0 + j) % n;
        const position& p = ps[k];
        const move m = ms[k];
        const piece_type pt = type_of(p.piece_on(m.from()));
        auto out = sans;
        at = k;
        switch (c) {
        case corruption::other_piece:
            for (const move o : legal_moves(p))
                if (o.to() == m.to() && o.from() != m.from() && type_of(p.piece_on(o.from())) == pt && o.promotion() == m.promotion()) {
                    out[k] = std::string(to_san(p, o).view());
                    return out;
                }
            break;
        case corruption::square_off: {
            const std::size_t t = target_at(sans[k]);
            if (t == std::string::npos) break;
            const int off = static_cast<int>(k0 % 4);
            char& ch = out[k][t + (off < 2 ? 0 : 1)];
            const char lo = off < 2 ? 'a' : '1', hi = off < 2 ? 'h' : '8';
            const char moved = static_cast<char>(ch + (off % 2 == 0 ? 1 : -1));
            ch = moved < lo || moved > hi ? static_cast<char>(ch - (off % 2 == 0 ? 1 : -1)) : moved;
            return out;
        }
        case corruption::squares_swapped:
            if (san_detail::is_castling_move(p, m)) break;
            out[k] = (pt == piece_type::pawn ? std::string() : std::string(1, san_detail::letter(pt))) + std::string(to_string(m.from()).view());
            return out;
        case corruption::missing_move:
            out.erase(out.begin() + static_cast<std::ptrdiff_t>(k));
            return out;
        case corruption::swapped_moves:
            if (k + 2 >= n || sans[k] == sans[k + 2]) break;
            std::swap(out[k], out[k + 2]);
            return out;
        default: break;
        }
    }
    return std::nullopt;
}

CHESSLAW_PROP(audit_repair, one_corruption_is_repaired, 500, ()) {
    const game_case g = *games();
    const std::vector<position> ps = replay(g);
    const std::vector<move> ms = moves_of(g);
    std::vector<std::string> sans;
    for (std::size_t i = 0; i < ms.size(); ++i) sans.emplace_back(to_san(ps[i], ms[i]).view());
    ++cases_run;
    if (ms.size() < 3) return;
    const position& start = ps.front();
    const audit::repair_options opt;
    for (std::size_t ci = 0; ci < static_cast<std::size_t>(corruption::count); ++ci) {
        const auto c = static_cast<corruption>(ci);
        tally& t = tallies[ci];
        const auto k0 = *rc::gen::inRange<std::size_t>(0, ms.size() * 12);
        std::size_t at = 0;
        const auto broken = corrupt(c, ps, ms, sans, c == corruption::dgt_end_signal ? k0 : k0 % ms.size(), at);
        if (!broken) continue;
        ++t.tried;
        const std::vector<std::string_view> views(broken->begin(), broken->end());
        audit::audit_options ao;
        ao.keep_moves = false;
        ao.watch_end = false;
        const auto audit = audit::audit_game(start, views, ao);
        if (audit.status == audit::game_status::clean) continue;
        ++t.broken;
        const std::size_t breach = audit.first->ply;
        RC_ASSERT(breach >= at);
        const auto repairs = audit::propose_repairs(start, views, opt);
        t.repairs += repairs.size();
        RC_ASSERT(repairs.size() <= opt.max);
        std::size_t rank = 0;
        for (std::size_t i = 0; i < repairs.size(); ++i) {
            const auto edited = audit::apply_edits(views, repairs[i].edits);
            const auto got = clean_moves(start, edited);
            RC_ASSERT(got.has_value()); // (a)
            if (rank == 0 && *got == ms) rank = i + 1;
        }
        if (breach - at <= opt.back) {
            ++t.in_bound;
            RC_ASSERT(!repairs.empty()); // (b)
        }
        if (!repairs.empty()) ++t.found;
        if (rank == 1) ++t.first;
        if (rank >= 1 && rank <= 3) ++t.top3;
        if (rank == 0 && std::getenv("REPAIR_DEBUG") && std::string(std::getenv("REPAIR_DEBUG")) == corruption_names[ci]) {
            std::cout << "---- " << corruption_names[ci] << " at ply " << at + 1 << ", breach " << breach + 1 << ", start " << to_fen_string(start) << "\n  original:";
            for (const auto& x : sans) std::cout << ' ' << x;
            std::cout << "\n  broken:  ";
            for (const auto& x : *broken) std::cout << ' ' << x;
            std::cout << '\n';
            for (const auto& r : repairs) std::cout << "  " << audit::name(r.kind) << ": " << chesslaw::prose::describe(r) << '\n';
        }
        RC_TAG(std::string(corruption_names[ci]) + (rank >= 1 && rank <= 3 ? ": original in the first three" : ": original not in the first three"));
    }
}

// The rates of (c), after the property (same binary, definition order).
TEST(audit_repair, rates_per_kind) {
    if (cases_run == 0) GTEST_SKIP() << "the property did not run in this invocation";
    std::cout << "[chesslaw] repairs over " << cases_run << " generated games (one corruption of each kind per game):\n"
              << "  kind             tried  broken in-bound   found   first  top-3  top-3 rate  repairs/case\n";
    for (std::size_t ci = 0; ci < tallies.size(); ++ci) {
        const tally& t = tallies[ci];
        std::cout << "  " << std::left << std::setw(16) << corruption_names[ci] << std::right << std::setw(6) << t.tried << std::setw(8) << t.broken
                  << std::setw(9) << t.in_bound << std::setw(8) << t.found << std::setw(8) << t.first << std::setw(7) << t.top3 << std::setw(10)
                  << std::fixed << std::setprecision(1) << (t.broken ? 100.0 * static_cast<double>(t.top3) / static_cast<double>(t.broken) : 0.0)
                  << " %" << std::setw(14) << std::setprecision(2)
                  << (t.broken ? static_cast<double>(t.repairs) / static_cast<double>(t.broken) : 0.0) << '\n';
    }
    std::cout << std::flush;
}

} // namespace
