// A legal game written in any notation the reader accepts never audits illegal (issue 16).
//
// A case: a legal game of random play from the initial position (gen/game.hpp, so every start,
// also a shrunk game's rebased one, is a position reached by play), sometimes started from a FEN
// tag of a position reached after k of its plies (SetUp "1", written with to_fen_string; move
// numbers continue from its fullmove number, `N...` when black moves first). Each ply is written
// in a form drawn per ply, or one form for the whole game (gen/notation.hpp): canonical SAN,
// coordinate notation (`e2e4`, `e1g1`, `e7e8q` and `e7e8Q`), hyphenated long algebraic
// (`Ng1-f3`, `Bb5xc6`, `e7-e8=Q`, `O-O`) and SAN with the flagged variants (`0-0`, `e8Q`,
// `e8(Q)`, `Pe4`, `Nf3:e5`, figurines, full origin, missing/extra capture and check marks, `Kg1`
// for castling, glued annotations). The text, with tags, comments and NAGs, is read by
// pgn::reader and audited by audit::audit_record: exactly one readable game, status clean, every
// ply replayed, ending in the game's final position (one case in five after a tags-only record
// with another FEN tag, which is a game of its own) — and coordinate moves and hyphenated long
// algebraic ones each get their warning (read, never silently).
//
// The end of the game (issue 17): random play may reach a dead position, a fivefold repetition
// or 75 moves and go on, or stop at a mate or stalemate. The end is worked out independently
// (gen/ending.hpp) and must be the audit's; the result written is one that does not contradict
// it (`*` or the end's result; with no end, no win for a bare king). The status is then clean,
// with moves_after_end as the only result warning exactly when plies follow the end.
//
// Default budget 1000 cases; CHESSLAW_SOAK=1 for x100; RC_PARAMS as for every property.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/audit.hpp>

#include "gen/ending.hpp"
#include "gen/game.hpp"
#include "gen/notation.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace nt = chesslaw::props::notation;
namespace id = chesslaw::spec::id;

//! Plies written in each form over the whole binary, and games with a FEN tag (printed at exit).
struct form_counts {
    std::array<std::atomic<std::uint64_t>, static_cast<std::size_t>(nt::form::count)> plies{};
    std::atomic<std::uint64_t> promotions_upper{}, castlings_coordinate{}, fen_games{}, mixed_games{}, games{};
    std::mutex m;
    std::map<std::string, std::uint64_t> variants; //!< plies per SAN variant written
};
form_counts& counts() {
    static form_counts c;
    return c;
}

class form_printer final : public ::testing::Environment {
public:
    void TearDown() override {
        auto& c = counts();
        std::cout << "[chesslaw] notation_any: " << c.games << " games (" << c.fen_games << " with a FEN tag, " << c.mixed_games
                  << " mixing forms); plies per form:";
        for (std::size_t i = 0; i < c.plies.size(); ++i)
            std::cout << ' ' << nt::name(static_cast<nt::form>(i)) << '=' << c.plies[i];
        std::cout << "; upper-case coordinate promotions=" << c.promotions_upper
                  << ", coordinate castlings=" << c.castlings_coordinate << "\n[chesslaw] notation_any: SAN variants written (plies):";
        for (const auto& [v, n] : c.variants) std::cout << " " << v << "=" << n << ";";
        std::cout << std::endl;
    }
};
const bool form_printer_registered = [] {
    ::testing::AddGlobalTestEnvironment(new form_printer);
    return true;
}();

//! What the audit said, for a failure message.
std::string describe(const audit::record_result& r) {
    std::ostringstream os;
    os << audit::name(r.status) << ", " << r.plies << " plies";
    if (r.error) os << "; unreadable at " << pgn::to_string(r.error->at) << ": " << chesslaw::prose::describe(*r.error, r);
    if (r.moves && r.moves->first) {
        const auto& f = *r.moves->first;
        os << "; first finding at ply " << f.ply + 1 << " '" << f.san << "' in " << to_fen_string(f.before) << ":";
        for (const auto c : f.clauses) os << ' ' << c.id();
    }
    if (const auto* e = r.end()) os << "; the end: " << audit::name(e->kind) << " after ply " << e->ply << " (" << to_fen_string(e->at) << ")";
    for (const auto& f : r.result.findings) os << "\n  result finding " << audit::name(f.kind) << ": " << chesslaw::prose::describe(f, r);
    for (const auto& w : r.warnings) os << "\n  warning " << pgn::to_string(w.at) << " " << audit::code(w) << ": " << chesslaw::prose::describe(w);
    return os.str();
}

CHESSLAW_PROP(notation, legal_game_in_any_notation_audits_clean, 1000, ()) {
    const game_case g = *games(start_from::initial);
    const auto ps = replay(g);
    const auto moves = moves_of(g);
    const std::size_t n = moves.size();

    // The start: the game's own (the initial position, or a reached one after shrinking), or a
    // FEN tag of the position after k plies.
    const bool split = *rc::gen::inRange(0, 3) == 0;
    const std::size_t k = split ? static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(n) + 1)) : 0;
    const position& start = ps[k];
    nt::layout l;
    l.fen_tag = split || g.start_fen != initial_fen;
    l.variant_tag = *rc::gen::inRange(0, 6) == 0;
    l.move_numbers = *rc::gen::inRange(0, 10) != 0;
    static const std::array<std::string, 4> results{"*", "1-0", "0-1", "1/2-1/2"};
    l.result = results[static_cast<std::size_t>(*rc::gen::inRange(0, 4))];
    // The end of the audited part (positions k..n), independently; a result that agrees with it.
    const auto want = ending::expect(std::span<const position>(ps).subspan(k), std::span<const move>(moves).subspan(k));
    if (want.end && l.result != "*") l.result = want.end->result;
    if (!want.end && (l.result == "1-0" || l.result == "0-1")) {
        const color winner = l.result == "1-0" ? color::white : color::black;
        bool bare = true; // 5.1.2: a win for a bare king would be a (true) finding
        for (int s = 0; s < 64; ++s) {
            const piece pc = ps[n].piece_on(square_at(s));
            bare = bare && (pc == piece::none || color_of(pc) != winner || type_of(pc) == piece_type::king);
        }
        if (bare) l.result = "1/2-1/2";
    }
    l.decoration = *rc::gen::arbitrary<std::uint64_t>();

    // Forms: one per ply (mixed), or one for the whole game.
    const bool mixed = *rc::gen::inRange(0, 5) < 3;
    const std::uint32_t whole = *rc::gen::arbitrary<std::uint32_t>();
    const auto form_choice = *rc::gen::container<std::vector<std::uint32_t>>(n - k, rc::gen::arbitrary<std::uint32_t>());
    const auto bits = *rc::gen::container<std::vector<std::uint32_t>>(n - k, rc::gen::arbitrary<std::uint32_t>());

    std::vector<std::string> tokens;
    std::string forms_used;
    bool any_coordinate = false, any_long = false;
    for (std::size_t i = k; i < n; ++i) {
        const nt::form f = nt::form_of(mixed ? form_choice[i - k] : whole);
        tokens.push_back(nt::render(ps[i], moves[i], f, bits[i - k]));
        any_coordinate = any_coordinate || f == nt::form::coordinate || f == nt::form::coordinate_upper;
        // (a capture `Bc4xf7` is the same text as over-disambiguated SAN: only the hyphen is long algebraic's own)
        any_long = any_long || (f == nt::form::long_hyphen && !san_detail::is_castling_move(ps[i], moves[i]) &&
                                tokens.back().find('-') != std::string::npos);
        counts().plies[static_cast<std::size_t>(f)]++;
        if (f == nt::form::coordinate_upper && moves[i].is_promotion()) counts().promotions_upper++;
        if ((f == nt::form::coordinate || f == nt::form::coordinate_upper) && san_detail::is_castling_move(ps[i], moves[i]))
            counts().castlings_coordinate++;
        if (f == nt::form::san_variant) {
            const std::lock_guard lock(counts().m);
            for (const auto v : nt::variants_used(ps[i], moves[i], bits[i - k])) counts().variants[std::string(v)]++;
        }
        forms_used += std::string(i == k ? "" : " ") + std::string(nt::name(f));
    }
    // One game in five follows a tags-only record (a lichess broadcast's), whose FEN tag — the
    // game's final position — must not leak into it.
    const bool after_tags_only = *rc::gen::inRange(0, 5) == 0;
    std::string text;
    if (after_tags_only)
        text = "[Event \"tags only\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + to_fen_string(ps[n]) + "\"]\n\n";
    text += nt::write_pgn(start, tokens, l);
    counts().games++;
    if (l.fen_tag) counts().fen_games++;
    if (mixed) counts().mixed_games++;

    std::istringstream in(text);
    pgn::reader reader(in);
    pgn::game pg;
    if (after_tags_only) {
        RC_ASSERT(reader.next(pg));
        const auto r0 = audit::audit_record(pg);
        if (pg.readable() && r0.status == audit::record_status::clean && r0.plies == 0 && pg.moves.empty()) {
            // as it should be: a game of its own, no moves
        } else {
            RC_FAIL("the tags-only record is not a clean game of 0 plies: " + describe(r0) + "\n" + text);
        }
    }
    RC_ASSERT(reader.next(pg));
    if (!pg.readable()) RC_FAIL("the reader refuses it: " + chesslaw::prose::to_string(*pg.error) + "\n" + text);
    if (pg.moves.size() != n - k)
        RC_FAIL("the reader finds " + std::to_string(pg.moves.size()) + " moves, " + std::to_string(n - k) + " written\n" + text);
    pgn::game extra;
    RC_ASSERT(!reader.next(extra));

    const audit::record_result r = audit::audit_record(pg);
    // Plies recorded after the end, the end's result written: clean, moves_after_end the only
    // warning of the result (it does not change the result recorded).
    const bool after_end = want.end && want.end->ply < n - k;
    const auto expected_status = audit::record_status::clean;
    if (r.status != expected_status || r.plies != n - k)
        RC_FAIL("a legal game of " + std::to_string(n - k) + " plies audits " + describe(r) + " (expected " +
                std::string(audit::name(expected_status)) + ")\nforms: " + forms_used + "\n" + text);
    const std::string why = ending::compare(want, r.end(), r.claims());
    if (!why.empty()) RC_FAIL("the end: " + why + "\n" + text);
    RC_ASSERT(r.result.findings.empty());
    RC_ASSERT(r.result.warnings.size() == (after_end ? 1u : 0u));
    for (const auto& f : r.result.warnings) {
        if (f.kind != audit::result_finding_kind::moves_after_end) RC_FAIL("a finding of kind " + std::string(audit::name(f.kind)) + ": " + chesslaw::prose::describe(f, r) + "\n" + text);
        RC_ASSERT(chesslaw::prose::describe(f, r).find(std::to_string(n - k - want.end->ply) + (n - k - want.end->ply == 1 ? " more ply" : " more plies")) !=
                  std::string::npos);
    }
    RC_ASSERT(r.result.by_laws == (want.end ? want.end->result : std::string()));
    RC_ASSERT(r.start.has_value());
    RC_ASSERT(*r.start == start);
    // The moves replayed are the game's (the audit read every form as the move it names).
    RC_ASSERT(r.moves.has_value());
    if (!(r.moves->final_position == ps[n]))
        RC_FAIL("the replay ends in " + to_fen_string(r.moves->final_position) + ", the game in " + to_fen_string(ps[n]) + "\n" + text);
    if (!r.moves->moves.empty()) {
        RC_ASSERT(r.moves->moves.size() == n - k);
        for (std::size_t i = k; i < n; ++i)
            if (!(r.moves->moves[i - k] == moves[i]))
                RC_FAIL("ply " + std::to_string(i - k + 1) + " '" + tokens[i - k] + "' read as " + to_uci_string(r.moves->moves[i - k]) +
                        ", written for " + to_uci_string(moves[i]) + "\n" + text);
    }

    // Not SAN, so never silent: each non-SAN notation gets its warning.
    const auto warned = [&](std::string_view code) {
        return std::any_of(r.warnings.begin(), r.warnings.end(), [&](const auto& w) { return audit::code(w) == code; });
    };
    if (any_coordinate && !warned("coordinate_notation")) RC_FAIL("coordinate moves read without a warning: " + describe(r) + "\n" + text);
    if (any_long && !warned("long_algebraic")) RC_FAIL("long algebraic moves read without a warning: " + describe(r) + "\n" + text);

    clause_set hit;
    hit.add(id::legal_move);
    if (r.end()) hit.add(r.end()->clause);
    clause_hits::tag(hit);
}

} // namespace
