// The adjudication a record states, checked against the Laws (audit/adjudication.hpp), on
// generated games whose facts are known: a generated legal game (extended, in half the cases,
// by rounds of a four-ply shuffle so that positions repeat; its start clock redrawn in a quarter
// so that the fifty-move count comes up), written as PGN with one of the forms the tools write
// (cutechess's and fastchess's comments, TCEC's TerminationDetails, chess.com's and lichess's
// Termination) naming a claim about its last position. The audit's verdict is the one worked out
// here the long way, from the position list:
//   - "S mates" / "N won by checkmate": confirmed exactly when the last position is checkmate by S;
//   - "Draw by stalemate": confirmed exactly when it is stalemate;
//   - "Draw by 3-fold repetition" / "3-Fold repetition" / "Game drawn by repetition": confirmed
//     when the last position stands three times (9.2.2, counted over every position), with its
//     plies; contradicted when no position stood three times and the count does not run back to a
//     FEN start; not checkable otherwise;
//   - "Draw by fifty moves rule": confirmed when the quiet plies counted on the board reach 100
//     (and the last move does not mate), contradicted when short (unless the count runs back to a
//     FEN start);
//   - "Draw by insufficient mating material": never contradicted where the material is dead by
//     the mailbox count, and confirmed there; contradicted only with a helpmate line that replays
//     to a checkmate;
//   - "S makes an illegal move: MOVE" (coordinate or SAN): a legal move of the side to move is
//     contradicted, a movement that no legal move is (a man of the side to move sent to a square
//     it cannot reach) confirmed with its clauses;
//   - "S resigns", "S loses on time" (no clocks): the result disagreeing is contradicted; else
//     confirmed (resignation) or not checkable (time), or contradicted exactly when the result
//     finding of 5.1.2 / 6.9 (the winner cannot checkmate) stands;
//   - SyzygyTB, TCEC win/draw rule, adjudication: outside the Laws, not checkable.
// A contradicted claim is a result finding (adjudication_contradicted) unless one already says it.
#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/adjudication.hpp>

#include <array>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gen/chess.hpp"
#include "gen/ending.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
using audit::adjudication_claim;
using audit::adjudication_verdict;

using ending::shuffle_in;

//! A number in [lo, hi) drawn evenly (rc::gen::inRange leans to small values at small sizes).
int uniform(int lo, int hi) { return *rc::gen::resize(100, rc::gen::inRange(lo, hi)); }

struct line {
    std::vector<position> ps;
    std::vector<move> ms;
    bool from_fen = false;
    void play(move m) {
        ms.push_back(m);
        ps.push_back(make_move(ps.back(), m));
    }
};

//! Plays on from the game's end until no legal move is left (at most 300 plies): a move that
//! leaves the opponent none when there is one, else a random one (so that mates and stalemates
//! come up).
void play_to_the_end(line& g) {
    for (int i = 0; i < 300; ++i) {
        const move_list ms = legal_moves(g.ps.back());
        if (ms.empty()) return;
        std::vector<move> ending;
        for (const move m : ms)
            if (count_legal_moves(make_move(g.ps.back(), m)) == 0) ending.push_back(m);
        g.play(!ending.empty() ? ending[static_cast<std::size_t>(uniform(0, static_cast<int>(ending.size())))] : ms[uniform(0, static_cast<int>(ms.size()))]);
    }
}

//! A generated game, its start clock redrawn in a quarter of the cases, extended by shuffles in
//! half (`long_shuffle`: up to 30 rounds, so that the fifty-move count comes up).
line generated(bool long_shuffle) {
    const auto g = *games();
    line out;
    out.ps.push_back(parse_fen(g.start_fen).value());
    out.from_fen = to_fen_string(out.ps.front()) != to_fen_string(initial_position());
    if (uniform(0, 4) == 0) {
        out.ps.back().halfmove_clock = static_cast<std::uint16_t>(uniform(80, 110));
        out.from_fen = true;
    }
    for (const move m : moves_of(g)) out.play(m);
    const int rounds = long_shuffle ? uniform(-10, 31) : uniform(-2, 3);
    const auto offset = static_cast<std::size_t>(uniform(0, 64));
    if (rounds > 0)
        if (const auto sh = shuffle_in(out.ps.back(), offset))
            for (int r = 0; r < rounds; ++r)
                for (const move m : *sh) out.play(m);
    return out;
}

//! The game as PGN, with extra tags, the last comment and the result.
std::string pgn_of(const line& g, const std::string& tags, const std::string& comment, const std::string& result) {
    std::string s = "[Event \"generated\"]\n[White \"PlayerA\"]\n[Black \"PlayerB\"]\n[Result \"" + result + "\"]\n" + tags;
    if (g.from_fen) s += "[SetUp \"1\"]\n[FEN \"" + to_fen_string(g.ps.front()) + "\"]\n";
    s += "\n";
    for (std::size_t i = 0; i < g.ms.size(); ++i) {
        const position& p = g.ps[i];
        if (p.side_to_move == color::white) s += std::to_string(p.fullmove_number) + ". ";
        else if (i == 0) s += std::to_string(p.fullmove_number) + "... ";
        s += std::string(to_san(p, g.ms[i]).view()) + " ";
    }
    if (!comment.empty()) s += "{" + comment + "} ";
    return s + result + "\n";
}

std::string side_word(color c) { return c == color::white ? "White" : "Black"; }
std::string win_of(color c) { return c == color::white ? "1-0" : "0-1"; }

//! The game audited: its record result (one game).
audit::record_result audited(const std::string& pgn) {
    auto recs = audit::audit_pgn(pgn);
    RC_ASSERT(recs.size() == 1u);
    return std::move(recs.front().result);
}

bool has_finding(const audit::record_result& r, audit::result_finding_kind k) {
    for (const auto& f : r.result.findings)
        if (f.kind == k) return true;
    return false;
}

//! The facts of the game's last position, the long way.
struct facts {
    bool mate = false, stale = false;
    int occurrences = 0;      // of the last position, over every position (9.2.2)
    bool any_thrice = false;  // some position stood three times
    int quiet = 0;            // the halfmove count on the board
    bool count_from_start = false;
};

facts facts_of(const line& g) {
    facts f;
    const position& p = g.ps.back();
    const bool none = legal_moves(p).empty();
    f.mate = none && in_check(p);
    f.stale = none && !in_check(p);
    f.occurrences = rules::count_occurrences(g.ps, p).count;
    for (std::size_t k = 0; k < g.ps.size(); ++k)
        if (rules::count_occurrences(std::span<const position>(g.ps).first(k + 1), g.ps[k]).count >= 3) f.any_thrice = true;
    f.quiet = p.halfmove_clock;
    f.count_from_start = g.from_fen && static_cast<std::size_t>(p.halfmove_clock) >= g.ms.size();
    return f;
}

//! How often each claim/verdict came up (the coverage test below reads it).
std::map<std::string, int>& seen() {
    static std::map<std::string, int> m;
    return m;
}

//! The claim's check holds what was worked out; a contradicted claim is a result finding unless
//! another says it.
void expect(const audit::record_result& r, adjudication_claim claim, adjudication_verdict want, const std::string& pgn) {
    if (!r.adjudication) RC_FAIL("no adjudication read\n" + pgn);
    const audit::adjudication_check& a = *r.adjudication;
    if (a.read.claim != claim || a.verdict != want)
        RC_FAIL("claim " + std::string(audit::name(a.read.claim)) + " " + std::string(audit::name(a.verdict)) + ", expected " +
                std::string(audit::name(claim)) + " " + std::string(audit::name(want)) + ": " + prose::describe(a) + "\n" + pgn);
    RC_ASSERT(!prose::describe(a).empty());
    // a contradicted claim is a result finding — or a warning when the Laws give the result recorded
    // for another reason (a wrong reason changes nothing recorded: "Draw by fifty moves rule" after
    // a fivefold repetition)
    const auto wrong_reason = [&] {
        for (const audit::result_finding& w : r.result.warnings)
            if (w.kind == audit::result_finding_kind::adjudication_contradicted && !w.by_laws.empty() && w.by_laws == w.result) return true;
        return false;
    };
    if (a.verdict == adjudication_verdict::contradicted && r.result.findings.empty() && !wrong_reason())
        RC_FAIL("claim contradicted, no result finding\n" + pgn);
    ++seen()[std::string(audit::name(claim)) + "/" + std::string(audit::name(a.verdict))];
}

CHESSLAW_PROP(audit_adjudication, each_form_on_a_known_game, 600, ()) {
    const int form = uniform(0, 13);
    line g = generated(form == 6);
    if (form <= 2 && uniform(0, 2) == 0) play_to_the_end(g); // mates and stalemates, in half the cases of their forms
    RC_PRE(!g.ms.empty());
    const position& p = g.ps.back();
    const facts f = facts_of(g);
    const color mover = p.side_to_move; // to move in the last position
    switch (form) {
    case 0:
    case 1: { // cutechess "S mates", chess.com "N won by checkmate"; the claimed winner is the side that moved last, or the other
        const color winner = uniform(0, 3) == 0 ? mover : ~mover;
        const std::string pgn = form == 0 ? pgn_of(g, "", side_word(winner) + " mates", win_of(winner))
                                          : pgn_of(g, "[Termination \"Player" + std::string(winner == color::white ? "A" : "B") + " won by checkmate\"]\n", "",
                                                   win_of(winner));
        const audit::record_result r = audited(pgn);
        // (a game over before its last position, by 9.6.1, 9.6.2 or 5.2.2: the result is the end's, the claim contradicted)
        const bool holds = f.mate && winner == ~mover && !has_finding(r, audit::result_finding_kind::result_contradicts_end);
        expect(r, adjudication_claim::checkmate, holds ? adjudication_verdict::confirmed : adjudication_verdict::contradicted, pgn);
        break;
    }
    case 2: {
        const std::string pgn = pgn_of(g, "", "Draw by stalemate", "1/2-1/2");
        expect(audited(pgn), adjudication_claim::stalemate, f.stale ? adjudication_verdict::confirmed : adjudication_verdict::contradicted, pgn);
        break;
    }
    case 3:
    case 4:
    case 5: {
        const std::string pgn = form == 3   ? pgn_of(g, "", "Draw by 3-fold repetition", "1/2-1/2")
                                : form == 4 ? pgn_of(g, "[TerminationDetails \"3-Fold repetition\"]\n", "", "1/2-1/2")
                                            : pgn_of(g, "[Termination \"Game drawn by repetition\"]\n", "", "1/2-1/2");
        const audit::record_result r = audited(pgn);
        const adjudication_verdict want = f.occurrences >= 3                        ? adjudication_verdict::confirmed
                                          : f.count_from_start || f.any_thrice        ? adjudication_verdict::not_checkable
                                                                                      : adjudication_verdict::contradicted;
        expect(r, adjudication_claim::threefold, want, pgn);
        if (want == adjudication_verdict::confirmed) RC_ASSERT(r.adjudication->evidence.plies.size() >= 3u);
        if (want == adjudication_verdict::confirmed) RC_ASSERT(r.adjudication->evidence.plies.back() == g.ms.size());
        break;
    }
    case 6: {
        const std::string pgn = pgn_of(g, "", "Draw by fifty moves rule", "1/2-1/2");
        const adjudication_verdict want = f.mate                  ? adjudication_verdict::contradicted
                                          : f.quiet >= 100        ? adjudication_verdict::confirmed
                                          : f.count_from_start    ? adjudication_verdict::not_checkable
                                                                  : adjudication_verdict::contradicted;
        const audit::record_result r = audited(pgn);
        expect(r, adjudication_claim::fifty_moves, want, pgn);
        RC_ASSERT(r.adjudication->evidence.count == static_cast<std::uint32_t>(f.quiet));
        break;
    }
    case 7: {
        const std::string pgn = pgn_of(g, "", "Draw by insufficient mating material", "1/2-1/2");
        const audit::record_result r = audited(pgn);
        RC_ASSERT(r.adjudication && r.adjudication->read.claim == adjudication_claim::insufficient_material);
        const audit::adjudication_check& a = *r.adjudication;
        if (ending::dead_by_count(p)) RC_ASSERT(a.verdict == adjudication_verdict::confirmed);
        if (a.verdict == adjudication_verdict::contradicted) { // only with a helpmate line that replays to a checkmate
            RC_ASSERT(a.evidence.argument && a.evidence.argument->verdict == analysis::mate_verdict::can);
            position q = p;
            for (const move m : a.evidence.argument->certificate) {
                RC_ASSERT(is_legal(q, m));
                q = make_move(q, m);
            }
            RC_ASSERT(legal_moves(q).empty() && in_check(q));
        }
        ++seen()["insufficient_material/" + std::string(audit::name(a.verdict))];
        break;
    }
    case 8:
    case 9: { // "S makes an illegal move: MOVE": a legal move of the side to move, or a movement that no legal move is
        const move_list legal = legal_moves(p);
        const bool pick_legal = !legal.empty() && uniform(0, 2) == 0;
        std::string named;
        if (pick_legal) {
            const move m = legal[uniform(0, static_cast<int>(legal.size()))];
            named = form == 8 ? std::string(to_uci(m).view()) : std::string(to_san(p, m).view());
        } else {
            // a man of the side to move sent to a square none of its legal moves reaches
            std::vector<move> wrong;
            for (const square from : squares{p.pieces(mover)})
                for (int t = 0; t < 64; ++t) {
                    const square to = square_at(t);
                    if (to == from) continue;
                    bool is_legal_move = false;
                    for (const move m : legal) is_legal_move = is_legal_move || (m.from() == from && m.to() == to);
                    const piece pc = p.piece_on(from);
                    const bool last_rank = type_of(pc) == piece_type::pawn && (rank_of(to) == rank::r1 || rank_of(to) == rank::r8);
                    // (a king's two-file step along its rank reads as castling: left out)
                    const bool king_jump = type_of(pc) == piece_type::king && rank_of(to) == rank_of(from) && std::abs(file_no(to) - file_no(from)) == 2;
                    if (!is_legal_move && !last_rank && !king_jump) wrong.emplace_back(from, to);
                }
            RC_PRE(!wrong.empty());
            named = std::string(to_uci(*rc::gen::elementOf(wrong)).view());
        }
        const std::string pgn = pgn_of(g, "[Termination \"rules infraction\"]\n", side_word(mover) + " makes an illegal move: " + named, win_of(~mover));
        const audit::record_result r = audited(pgn);
        expect(r, adjudication_claim::illegal_move, pick_legal ? adjudication_verdict::contradicted : adjudication_verdict::confirmed, pgn);
        if (!pick_legal) RC_ASSERT(!r.adjudication->evidence.clauses.empty());
        break;
    }
    case 10:
    case 11: { // "S resigns" / "S loses on time" (no clocks), the result the claim's or the other way
        const color loser = uniform(0, 2) == 0 ? color::white : color::black;
        const bool agree = uniform(0, 3) != 0;
        const std::string result = agree ? win_of(~loser) : win_of(loser);
        const std::string text = side_word(loser) + (form == 10 ? " resigns" : " loses on time");
        const std::string pgn = pgn_of(g, form == 11 ? "[Termination \"time forfeit\"]\n" : "", text, result);
        const audit::record_result r = audited(pgn);
        const bool drawn = has_finding(r, audit::result_finding_kind::resignation_drawn) || has_finding(r, audit::result_finding_kind::time_forfeit_drawn) ||
                           has_finding(r, audit::result_finding_kind::result_contradicts_end);
        const adjudication_claim claim = form == 10 ? adjudication_claim::resignation : adjudication_claim::time;
        const adjudication_verdict want = !agree || drawn ? adjudication_verdict::contradicted
                                          : form == 10    ? adjudication_verdict::confirmed
                                                          : adjudication_verdict::not_checkable;
        expect(r, claim, want, pgn);
        break;
    }
    default: { // outside the Laws
        const std::array<const char*, 4> forms{"SyzygyTB", "TCEC win rule", "TCEC draw rule", "adjudication"};
        const std::string t = *rc::gen::elementOf(std::vector<std::string>(forms.begin(), forms.end()));
        const std::string pgn = pgn_of(g, "[TerminationDetails \"" + t + "\"]\n", "", "1/2-1/2");
        const audit::record_result r = audited(pgn);
        expect(r, adjudication_claim::outside_laws, adjudication_verdict::not_checkable, pgn);
        RC_ASSERT(!r.adjudication->clause.has_value());
        RC_ASSERT(!has_finding(r, audit::result_finding_kind::adjudication_contradicted));
        break;
    }
    }
}

} // namespace

namespace {

// Each claim came up confirmed and contradicted (or, where the Laws cannot decide it from the
// record, not checkable) in some case of the property above (same binary, definition order).
TEST(coverage, every_claim_and_verdict_comes_up) {
    if (seen().empty()) GTEST_SKIP() << "the audit_adjudication property did not run in this invocation";
    std::cout << "[chesslaw] adjudication claims/verdicts in the cases:\n";
    for (const auto& [k, n] : seen()) std::cout << "  " << k << "  " << n << "\n";
    for (const char* k : {"checkmate/confirmed", "checkmate/contradicted", "stalemate/contradicted", "threefold/confirmed",
                          "threefold/contradicted", "fifty_moves/confirmed", "fifty_moves/contradicted", "insufficient_material/contradicted",
                          "illegal_move/confirmed", "illegal_move/contradicted", "resignation/confirmed", "resignation/contradicted",
                          "time/not_checkable", "time/contradicted", "outside_laws/not_checkable"})
        EXPECT_GT(seen()[k], 0) << k << " never came up";
}

} // namespace
