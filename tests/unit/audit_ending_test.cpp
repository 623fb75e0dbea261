// How the game ended (audit/ending.hpp) and the record's result against it (audit/record.hpp's
// judge_result), through the library's one call audit::audit_pgn, on constructed games:
//   - the end at the right ply (game_end::ply: the plies after which the game was over, 0 = the
//     start): checkmate, stalemate, a dead position by material (K v K, K+B v K, K+N v K, bishops
//     of one colour; a FEN start already dead), fivefold repetition at exactly the fifth
//     occurrence — with positions that differ only by an e.p. capture (9.2.2.1: counted apart
//     when the capture is legal, together when it is pinned) or a castling right (9.2.2.2) — and
//     75 moves (150 quiet plies from a low clock, and from a high one); a mate on the 150th quiet
//     ply is 5.1.1, not 9.6.2; the first end wins;
//   - the draw claims listed as information (9.2.1.1 / 9.2.1.2 at plies k-1 / k of the third
//     occurrence, 9.3.1 / 9.3.2 at the 99th / 100th quiet ply);
//   - the result findings: moves after the end, a result that contradicts the end (tag and
//     movetext each), `*` contradicting nothing, a win on time or by resignation for a side that
//     cannot checkmate (6.9, 5.1.2), what is not a finding (Abandoned, undecided material, an
//     unreadable record), an illegal game with a later mate; status inconsistent exactly when a
//     result finding stands with no breach and nothing unreadable.
#include <chesslaw/audit/record.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/rules/ending.hpp>
#include <chesslaw/prose/audit.hpp>

#include "properties/gen/ending.hpp"

namespace chesslaw::spec {
inline void PrintTo(clause_ref c, std::ostream* os) { *os << c.id(); }
} // namespace chesslaw::spec
namespace chesslaw::audit {
inline void PrintTo(record_status s, std::ostream* os) { *os << name(s); }
inline void PrintTo(end_kind k, std::ostream* os) { *os << name(k); }
} // namespace chesslaw::audit

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;
using audit::end_kind;
using audit::record_status;

// ---------------------------------------------------------------- writing the records

//! The SAN of UCI moves played from `fen` (each must be legal: the game is constructed).
std::vector<std::string> sans_of(std::string_view fen, const std::vector<std::string>& ucis) {
    std::vector<std::string> out;
    position p = parse_fen(fen).value();
    for (const auto& u : ucis) {
        const move m = parse_uci(u).value();
        EXPECT_TRUE(is_legal(p, m)) << u << " in " << to_fen_string(p);
        out.emplace_back(to_san(p, m).view());
        p = make_move(p, m);
    }
    return out;
}

//! The SAN of moves played from p.
std::vector<std::string> sans_of(position p, const std::vector<move>& ms) {
    std::vector<std::string> out;
    for (const move m : ms) {
        EXPECT_TRUE(is_legal(p, m)) << to_uci_string(m) << " in " << to_fen_string(p);
        out.emplace_back(to_san(p, m).view());
        p = make_move(p, m);
    }
    return out;
}

//! `n` copies of the moves in a row.
std::vector<std::string> times(int n, const std::vector<std::string>& ms) {
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) out.insert(out.end(), ms.begin(), ms.end());
    return out;
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

using tag_list = std::vector<std::pair<std::string, std::string>>;

struct record {
    std::string fen;                  //!< empty: the initial position, no FEN tag
    std::vector<std::string> sans;
    std::string tag;                  //!< the Result tag's value; empty: no Result tag
    std::string result;               //!< the movetext's result; empty: none
    tag_list tags;                    //!< more tags (Termination …)
    record(std::string f, std::vector<std::string> s, std::string t = "*", std::string res = "*", tag_list more = {})
        : fen(std::move(f)), sans(std::move(s)), tag(std::move(t)), result(std::move(res)), tags(std::move(more)) {}
};

//! The record as PGN: tags, then the moves numbered from the FEN's fullmove number and side.
std::string pgn(const record& r) {
    std::string out = "[Event \"audit_ending\"]\n";
    if (!r.tag.empty()) out += "[Result \"" + r.tag + "\"]\n";
    if (!r.fen.empty()) out += "[SetUp \"1\"]\n[FEN \"" + r.fen + "\"]\n";
    for (const auto& [n, v] : r.tags) out += "[" + n + " \"" + v + "\"]\n";
    out += "\n";
    const position start = r.fen.empty() ? initial_position() : parse_fen(r.fen).value();
    int number = start.fullmove_number;
    bool black = start.side_to_move == color::black;
    for (std::size_t i = 0; i < r.sans.size(); ++i) {
        if (!black) out += std::to_string(number) + ". ";
        else if (i == 0) out += std::to_string(number) + "... ";
        out += r.sans[i] + " ";
        if (black) ++number;
        black = !black;
    }
    out += r.result + "\n\n";
    return out;
}

//! The one game of the record, audited.
audit::owned_record audit_one(const record& r) {
    auto v = audit::audit_pgn(pgn(r));
    EXPECT_EQ(v.size(), 1u) << pgn(r);
    if (v.empty()) return {};
    return std::move(v.front());
}

std::vector<std::string> kinds(const audit::record_result& r) {
    std::vector<std::string> out;
    for (const auto& f : r.result.findings) out.emplace_back(audit::name(f.kind));
    return out;
}

//! The kinds of the result's warnings: what the Laws contradict without changing the result recorded.
std::vector<std::string> warning_kinds(const audit::record_result& r) {
    std::vector<std::string> out;
    for (const auto& f : r.result.warnings) out.emplace_back(audit::name(f.kind));
    return out;
}

std::vector<std::string> undecided_kinds(const audit::record_result& r) {
    std::vector<std::string> out;
    for (const auto& f : r.result.undecided) out.emplace_back(audit::name(f.kind));
    return out;
}

//! "status, end: kind at ply N; findings: …" for failure messages.
//! The end of o in words (prose/ending.hpp), citing the record's SAN.
std::string evidence(const audit::owned_record& o) { return prose::evidence(*o.result.start, o.game.moves, *o.result.end()); }

//! A claim of o in words.
std::string claim_text(const audit::owned_record& o, const audit::draw_claim& c) { return prose::describe(*o.result.start, o.game.moves, c); }

std::string describe(const audit::owned_record& o) {
    const auto& r = o.result;
    std::string s(audit::name(r.status));
    if (r.error) s += "; unreadable: " + chesslaw::prose::describe(*r.error, r);
    if (const auto* e = r.end()) s += "; end: " + std::string(audit::name(e->kind)) + " after ply " + std::to_string(e->ply) + " — " + evidence(o);
    else s += "; no end";
    for (const auto& f : r.result.findings) s += "\n  finding " + std::string(audit::name(f.kind)) + " (" + std::string(f.clause.id()) + "): " + chesslaw::prose::describe(f, r);
    for (const auto& f : r.result.undecided) s += "\n  undecided " + std::string(audit::name(f.kind)) + ": " + chesslaw::prose::describe(f, r);
    for (const auto& c : r.claims()) s += "\n  claim " + std::string(c.clause.id()) + " at " + std::to_string(c.ply) + ": " + claim_text(o, c);
    return s;
}

//! The plies of the claims of clause c, in order.
std::vector<std::size_t> claim_plies(const audit::record_result& r, spec::clause_ref c) {
    std::vector<std::size_t> out;
    for (const auto& cl : r.claims())
        if (cl.clause == c) out.push_back(cl.ply);
    return out;
}

//! A record's status is inconsistent exactly when a result finding stands, no breach and nothing unreadable.
void expect_status_rule(const audit::record_result& r) {
    const bool breach = r.start_illegal || r.move_illegal;
    const bool findings = !r.result.findings.empty();
    EXPECT_EQ(r.status == record_status::inconsistent, findings && !breach && !r.error);
    EXPECT_EQ(r.status == record_status::clean, !findings && !breach && !r.error);
    for (const auto& f : r.result.findings) EXPECT_NE(std::find(r.clauses.begin(), r.clauses.end(), f.clause), r.clauses.end()) << audit::name(f.kind);
}

// ---------------------------------------------------------------- quiet walks (the 50- and 75-move counts)

//! A placement and side to move (clocks left out).
std::string placement_key(const position& p) {
    const std::string f = to_fen_string(p);
    return f.substr(0, f.find(' ', f.find(' ') + 1));
}

using move_filter = std::function<bool(const position&, move)>;

//! Depth-first: `n` quiet plies from p (no pawn move, no capture, no castling, no check), every
//! position new (so nothing repeats, not even twice), each allowed by `ok`; the opponent keeps a
//! legal move.
bool walk(const position& p, std::size_t n, const move_filter& ok, std::set<std::string>& seen, std::vector<move>& out) {
    if (out.size() == n) return true;
    const move_list ms = legal_moves(p);
    const int size = ms.size();
    for (int j = 0; j < size; ++j) {
        const move m = ms[(j + static_cast<int>(out.size()) * 7) % size];
        const piece pc = p.piece_on(m.from());
        if (type_of(pc) == piece_type::pawn || !p.empty(m.to()) || san_detail::is_castling_move(p, m) || !ok(p, m)) continue;
        const position q = make_move(p, m);
        if (in_check(q) || count_legal_moves(q) == 0) continue;
        if (!seen.insert(placement_key(q)).second) continue;
        out.push_back(m);
        if (walk(q, n, ok, seen, out)) return true;
        out.pop_back();
    }
    return false;
}

std::vector<move> quiet_walk(std::string_view fen, std::size_t n, const move_filter& ok = [](const position&, move) { return true; }) {
    const position p = parse_fen(fen).value();
    std::set<std::string> seen{placement_key(p)};
    std::vector<move> out;
    EXPECT_TRUE(walk(p, n, ok, seen, out)) << "no quiet walk of " << n << " plies from " << fen;
    return out;
}

constexpr std::string_view rich = "4k3/1r6/8/2n5/8/5N2/6R1/4K3 w - - 0 1"; // K+R+N each: quiet walks are long

// ================================================================ 5.1.1 checkmate, 5.2.1 stalemate

TEST(AuditEnding, CheckmateIsTheEndAtItsPly) {
    const auto o = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, "0-1", "0-1"});
    const auto& r = o.result;
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 4u);
    EXPECT_EQ(r.end()->kind, end_kind::checkmate);
    EXPECT_EQ(r.end()->clause, id::checkmate);
    EXPECT_EQ(r.end()->result, "0-1");
    EXPECT_FALSE(r.end()->after_breach);
    EXPECT_NE(evidence(o).find("2... Qh4#"), std::string::npos) << evidence(o);
    EXPECT_EQ(r.result.by_laws, "0-1");
    EXPECT_TRUE(r.result.findings.empty()) << describe(o);
    EXPECT_EQ(r.status, record_status::clean);
    expect_status_rule(r);
    // A mate from a FEN, black to move first: the back-rank mate 30... Rb1#.
    const auto m2 = audit_one({"1r4k1/8/8/8/8/8/5PPP/6K1 b - - 0 30", {"Rb1#"}, "0-1", "0-1"});
    ASSERT_NE(m2.result.end(), nullptr) << describe(m2);
    EXPECT_EQ(m2.result.end()->kind, end_kind::checkmate);
    EXPECT_EQ(m2.result.end()->ply, 1u);
    EXPECT_EQ(m2.result.end()->result, "0-1");
    EXPECT_EQ(m2.result.status, record_status::clean) << describe(m2);
}

TEST(AuditEnding, StalemateIsTheEndAtItsPly) {
    const auto o = audit_one({"k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", {"Qc7"}, "1/2-1/2", "1/2-1/2"});
    const auto& r = o.result;
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 1u);
    EXPECT_EQ(r.end()->kind, end_kind::stalemate);
    EXPECT_EQ(r.end()->clause, id::stalemate);
    EXPECT_EQ(r.end()->result, "1/2-1/2");
    EXPECT_EQ(r.status, record_status::clean) << describe(o);
    // A stalemate on the board from the start: the end after 0 plies.
    const auto s = audit_one({"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", {}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(s.result.end(), nullptr) << describe(s);
    EXPECT_EQ(s.result.end()->ply, 0u);
    EXPECT_EQ(s.result.end()->kind, end_kind::stalemate);
    EXPECT_EQ(prose::when(*s.result.start, s.game.moves, *s.result.end()), "at the start position");
    // 1-0 after a stalemate ("search for 1-0 + stalemate"): the result contradicts the end.
    const auto w = audit_one({"k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", {"Qc7"}, "1-0", "1-0"});
    EXPECT_EQ(kinds(w.result), std::vector<std::string>{"result_contradicts_end"}) << describe(w);
    EXPECT_EQ(w.result.result.findings.at(0).clause, id::stalemate);
    EXPECT_EQ(w.result.result.by_laws, "1/2-1/2");
    EXPECT_EQ(w.result.status, record_status::inconsistent);
    expect_status_rule(w.result);
}

// ================================================================ 5.2.2 dead position by material

TEST(AuditEnding, DeadPositionAfterTheCaptureThatLeavesNoMatingMaterial) {
    struct one_case {
        const char* fen;
        const char* capture;
        rules::cannot_mate_reason why;
    };
    const one_case cases[] = {
        {"4k3/8/8/8/8/8/4q3/5K2 w - - 0 1", "f1e2", rules::cannot_mate_reason::bare_king},             // K v K (Kg1 too: not forced)
        {"4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1", "f1e2", rules::cannot_mate_reason::lone_minor},           // K+B v K
        {"4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1", "g1f3", rules::cannot_mate_reason::lone_minor},          // K+N v K
        {"4kb2/8/8/8/8/8/1n6/2B1K3 w - - 0 1", "c1b2", rules::cannot_mate_reason::same_colour_bishops}, // B b2 v b f8: dark
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.fen);
        const auto o = audit_one({c.fen, sans_of(c.fen, {c.capture}), "1/2-1/2", "1/2-1/2"});
        const auto& r = o.result;
        ASSERT_NE(r.end(), nullptr) << describe(o);
        EXPECT_EQ(r.end()->ply, 1u);
        EXPECT_EQ(r.end()->kind, end_kind::dead_position);
        EXPECT_EQ(r.end()->clause, id::dead_position);
        EXPECT_EQ(r.end()->dead_reason, c.why);
        EXPECT_EQ(r.end()->result, "1/2-1/2");
        EXPECT_EQ(r.status, record_status::clean) << describe(o);
        // A win recorded for either side contradicts it.
        const auto w = audit_one({c.fen, sans_of(c.fen, {c.capture}), "1-0", "1-0"});
        EXPECT_EQ(kinds(w.result), std::vector<std::string>{"result_contradicts_end"}) << describe(w);
        EXPECT_EQ(w.result.status, record_status::inconsistent);
    }
    // Opposite-coloured bishops (b2 dark, c8 light): not dead, no end.
    const auto o = audit_one({"2b1k3/8/8/8/8/8/1n6/2B1K3 w - - 0 1", {"Bxb2"}, "*", "*"});
    EXPECT_EQ(o.result.end(), nullptr) << describe(o);
    // K+N v K+P, K+2N v K: undecided by the certain rules, so no end.
    EXPECT_EQ(audit_one({"7k/7p/8/8/8/5r2/8/4K1N1 w - - 0 1", {"Nxf3"}, "*", "*"}).result.end(), nullptr);
    EXPECT_EQ(audit_one({"4k3/8/8/8/8/5r2/8/3NK1N1 w - - 0 1", {"Nxf3"}, "*", "*"}).result.end(), nullptr);
}

// 5.2.2 through forced moves (issue 34): after 60. Qd7+ Black's only legal move takes the queen,
// leaving a king and a knight against a bare king — the position after Qd7+ is already dead.
TEST(AuditEnding, DeadPositionByAForcedCapture) {
    const char* fen = "3k4/Q7/1K6/8/8/1N6/8/8 w - - 0 60";
    const auto o = audit_one({fen, sans_of(fen, {"a7d7"}), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 1u);
    EXPECT_EQ(o.result.end()->kind, end_kind::dead_position);
    EXPECT_EQ(o.result.end()->dead_reason, rules::cannot_mate_reason::none);
    ASSERT_TRUE(o.result.end()->dead);
    EXPECT_EQ(o.result.end()->dead->rule, analysis::proof_rule::forced);
    EXPECT_NE(evidence(o).find("60... Kxd7 (the only legal move)"), std::string::npos) << evidence(o);
    EXPECT_EQ(o.result.status, record_status::clean) << describe(o);
    // The forced capture recorded too: a move after the end (the game ended when the position arose).
    const auto m = audit_one({fen, sans_of(fen, {"a7d7", "d8d7"}), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(m.result.end(), nullptr) << describe(m);
    EXPECT_EQ(m.result.end()->ply, 1u);
    EXPECT_EQ(warning_kinds(m.result), std::vector<std::string>{"moves_after_end"}) << describe(m);
    EXPECT_TRUE(kinds(m.result).empty()) << describe(m); // the result recorded is the end's: a warning (issue 49)
    // 5.2.2: drawn at once; the capture played after it changes nothing the record says (issue 49)
    EXPECT_EQ(m.result.status, record_status::clean) << describe(m);
    EXPECT_EQ(m.result.result.by_laws, "1/2-1/2");
    EXPECT_EQ(m.result.result.warnings.at(0).by_laws, "1/2-1/2");
    // Recorded as a win: the moves after the end come with the result's finding, both errors.
    const auto w = audit_one({fen, sans_of(fen, {"a7d7", "d8d7"}), "1-0", "1-0"});
    EXPECT_EQ(kinds(w.result), (std::vector<std::string>{"moves_after_end", "result_contradicts_end"})) << describe(w);
    EXPECT_EQ(w.result.status, record_status::inconsistent);
    // Two plies of forced moves: Qxb2+ Kxb2 stalemates White (CHA: neither side can mate).
    const auto s = audit_one({"8/8/p7/P1p5/K1p5/P1P5/PnQ5/k7 w - - 0 1", {}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(s.result.end(), nullptr) << describe(s);
    EXPECT_EQ(s.result.end()->ply, 0u);
    EXPECT_EQ(s.result.end()->kind, end_kind::dead_position);
    // A forced king move into K+R v K: the rook can still mate, no end.
    const char* rook = "7k/8/5K2/8/8/8/8/R7 w - - 0 1";
    EXPECT_EQ(audit_one({rook, sans_of(rook, {"f6g6", "h8g8"}), "*", "*"}).result.end(), nullptr);
    // The queen protected by the king: Qd7 mates, a checkmate, not a dead position.
    const char* guarded = "3k4/Q7/2K5/8/8/1N6/8/8 w - - 0 60";
    const auto g = audit_one({guarded, sans_of(guarded, {"a7d7"}), "1-0", "1-0"});
    ASSERT_NE(g.result.end(), nullptr) << describe(g);
    EXPECT_EQ(g.result.end()->kind, end_kind::checkmate);
}

TEST(AuditEnding, AStartThatIsAlreadyDeadEndsAtPlyZero) {
    const auto o = audit_one({"4k3/8/8/8/8/8/8/4K3 w - - 0 1", {}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 0u);
    EXPECT_EQ(o.result.end()->kind, end_kind::dead_position);
    EXPECT_EQ(prose::when(*o.result.start, o.game.moves, *o.result.end()), "at the start position");
    EXPECT_EQ(o.result.status, record_status::clean) << describe(o);
    // Moves recorded after it: every one of them is after the end.
    const auto m = audit_one({"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", {"Ng3", "Kd7", "Ne4"}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(m.result.end(), nullptr) << describe(m);
    EXPECT_EQ(m.result.end()->ply, 0u);
    EXPECT_EQ(m.result.end()->dead_reason, rules::cannot_mate_reason::lone_minor);
    EXPECT_EQ(warning_kinds(m.result), std::vector<std::string>{"moves_after_end"}) << describe(m);
    EXPECT_TRUE(kinds(m.result).empty()) << describe(m); // the result recorded is the end's: a warning (issue 49)
    EXPECT_NE(chesslaw::prose::describe(m.result.result.warnings.at(0), m.result).find("3 more plies"), std::string::npos) << chesslaw::prose::describe(m.result.result.warnings.at(0), m.result);
    EXPECT_NE(chesslaw::prose::describe(m.result.result.warnings.at(0), m.result).find("1. Ng3"), std::string::npos) << chesslaw::prose::describe(m.result.result.warnings.at(0), m.result);
    EXPECT_EQ(m.result.status, record_status::clean);
    expect_status_rule(m.result);
}

// At one ply, stalemate comes before a dead position (ending.hpp: "At one ply, checkmate and
// stalemate come first"; 5.2.1 ends the game immediately): the capture Bxb1 leaves K+B v K *and* stalemates black (Ka1: a2 covered by the bishop,
// b2 and b1 by the king). The game ended by stalemate, 5.2.1.
TEST(AuditEnding, StalemateComesBeforeADeadPositionAtTheSamePly) {
    const auto o = audit_one({"8/8/8/8/8/8/B1K5/kn6 w - - 0 1", {"Bxb1"}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_TRUE(rules::stalemate::holds(o.result.end()->at));
    EXPECT_EQ(o.result.end()->ply, 1u);
    EXPECT_EQ(o.result.end()->kind, end_kind::stalemate) << describe(o);
    EXPECT_EQ(o.result.end()->clause, id::stalemate);
    // The same at the start position.
    const auto s = audit_one({"8/8/8/8/8/8/2K5/kB6 b - - 0 1", {}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(s.result.end(), nullptr) << describe(s);
    EXPECT_EQ(s.result.end()->kind, end_kind::stalemate) << describe(s);
}

// ================================================================ 9.6.1 fivefold repetition

TEST(AuditEnding, FivefoldAtExactlyTheFifthOccurrence) {
    const std::vector<std::string> round{"Nf3", "Nf6", "Ng1", "Ng8"};
    // The initial position after plies 0, 4, 8, 12, 16.
    const auto o = audit_one({"", times(4, round), "1/2-1/2", "1/2-1/2"});
    const auto& r = o.result;
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 16u);
    EXPECT_EQ(r.end()->kind, end_kind::fivefold_repetition);
    EXPECT_EQ(r.end()->clause, id::fivefold_repetition);
    EXPECT_EQ(r.end()->occurrences, (std::vector<std::size_t>{0, 4, 8, 12, 16}));
    EXPECT_EQ(r.status, record_status::clean) << describe(o);
    // The same count independently, over the position list.
    std::vector<position> ps{initial_position()};
    for (int i = 0; i < 4; ++i)
        for (const char* u : {"g1f3", "g8f6", "f3g1", "f6g8"}) ps.push_back(make_move(ps.back(), parse_uci(u).value()));
    EXPECT_EQ(rules::count_occurrences(ps, ps.back()).count, 5);
    EXPECT_EQ(rules::count_occurrences(std::span<const position>(ps.data(), 16), ps[15]).count, 4);
    // The fourth occurrence ends nothing.
    auto fewer = times(4, round);
    fewer.pop_back();
    const auto f = audit_one({"", fewer, "*", "*"});
    EXPECT_EQ(f.result.end(), nullptr) << describe(f);
    EXPECT_EQ(f.result.status, record_status::clean);
    // Three more plies after the fifth occurrence: moves after the end, counted.
    const auto m = audit_one({"", times(4, round) + std::vector<std::string>{"e4", "e5", "Nf3"}, "1/2-1/2", "1/2-1/2"});
    EXPECT_EQ(warning_kinds(m.result), std::vector<std::string>{"moves_after_end"}) << describe(m);
    EXPECT_TRUE(kinds(m.result).empty()) << describe(m); // the result recorded is the end's: a warning (issue 49)
    EXPECT_NE(chesslaw::prose::describe(m.result.result.warnings.at(0), m.result).find("3 more plies"), std::string::npos) << chesslaw::prose::describe(m.result.result.warnings.at(0), m.result);
    EXPECT_NE(chesslaw::prose::describe(m.result.result.warnings.at(0), m.result).find("9. e4"), std::string::npos) << chesslaw::prose::describe(m.result.result.warnings.at(0), m.result);
    EXPECT_EQ(m.result.result.warnings.at(0).clause, id::fivefold_repetition);
    EXPECT_EQ(m.result.result.warnings.at(0).at, m.game.moves[16].at);
    EXPECT_EQ(m.result.status, record_status::clean);
    expect_status_rule(m.result);
}

TEST(AuditEnding, ThreefoldClaimsAtTheThirdOccurrence) {
    const auto o = audit_one({"", times(4, {"Nf3", "Nf6", "Ng1", "Ng8"}), "1/2-1/2", "1/2-1/2"});
    const auto& r = o.result;
    // The initial position for the third time after ply 8: white may claim (9.2.1.2) at ply 8;
    // black could have claimed at ply 7 by writing 4... Ng8 (9.2.1.1). Listed once per shuffle.
    EXPECT_EQ(claim_plies(r, id::threefold_on_board), std::vector<std::size_t>{8}) << describe(o);
    EXPECT_EQ(claim_plies(r, id::threefold_intended_move), std::vector<std::size_t>{7}) << describe(o);
    for (const auto& c : r.claims()) {
        if (c.clause == id::threefold_on_board) {
            EXPECT_EQ(c.claimant, color::white);
        }
        if (c.clause == id::threefold_intended_move) {
            EXPECT_EQ(c.claimant, color::black);
            EXPECT_NE(claim_text(o, c).find("4... Ng8"), std::string::npos) << claim_text(o, c);
        }
    }
    EXPECT_TRUE(r.result.findings.empty()); // claims are information, never findings
    // Each position of the shuffle twice (7 plies): no claim — 4... Ng8 is not recorded.
    auto seven = times(2, {"Nf3", "Nf6", "Ng1", "Ng8"});
    seven.pop_back();
    const auto t = audit_one({"", seven, "*", "*"});
    EXPECT_TRUE(t.result.claims().empty()) << describe(t);
    // A pawn move between: the initial position twice (0, 4), then 3. e4 e5 and the position
    // after it at 6, 10, 14 — the claims come at 13 and 14, not earlier.
    const auto again = audit_one({"", times(1, {"Nf3", "Nf6", "Ng1", "Ng8"}) + std::vector<std::string>{"e4", "e5"} +
                                          times(2, {"Nf3", "Nf6", "Ng1", "Ng8"}),
                                  "*", "*"});
    EXPECT_EQ(claim_plies(again.result, id::threefold_on_board), std::vector<std::size_t>{14}) << describe(again);
    EXPECT_EQ(claim_plies(again.result, id::threefold_intended_move), std::vector<std::size_t>{13}) << describe(again);
}

TEST(AuditEnding, FivefoldWithALegalEnPassantCaptureCountsTheFirstPositionApart) {
    // 1. e4 with a black pawn on d4: dxe3 e.p. is legal, so the position after 1. e4 differs
    // (9.2.2.1) from the same squares four plies later. Black-to-move positions: 1 (e.p.), then
    // 5, 9, 13, 17, 21; white-to-move ones: 2, 6, 10, 14, 18 — the fifth occurrence is after ply 18.
    const std::string fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    const auto moves = std::vector<std::string>{"e2e4"} + times(5, {"e8d8", "e1d1", "d8e8", "d1e1"});
    const auto all = sans_of(fen, moves);
    const auto o = audit_one({fen, all, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 18u) << describe(o);
    EXPECT_EQ(o.result.end()->kind, end_kind::fivefold_repetition);
    EXPECT_EQ(o.result.end()->occurrences, (std::vector<std::size_t>{2, 6, 10, 14, 18}));
    EXPECT_EQ(warning_kinds(o.result), std::vector<std::string>{"moves_after_end"}); // plies 19-21
    EXPECT_TRUE(kinds(o.result).empty()) << describe(o); // the result recorded is the end's: a warning (issue 49)
    // 17 plies: the position after 1. e4 would be the fifth after ply 17 if it counted; it does not.
    const auto seventeen = audit_one({fen, std::vector<std::string>(all.begin(), all.begin() + 17), "*", "*"});
    EXPECT_EQ(seventeen.result.end(), nullptr) << describe(seventeen);
}

TEST(AuditEnding, FivefoldWithAPinnedEnPassantCaptureCountsTheFirstPosition) {
    // 1. e4 beside the d4 pawn, but dxe3 would expose the black king on a4 to the rook on h4: the
    // e.p. capture is illegal, the e.p. square changes no possible move, and the position after
    // 1. e4 is the first of five: plies 1, 5, 9, 13, 17.
    const std::string fen = "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1";
    const auto moves = std::vector<std::string>{"e2e4"} + times(4, {"a4a5", "e1d1", "a5a4", "d1e1"});
    const auto o = audit_one({fen, sans_of(fen, moves), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 17u) << describe(o);
    EXPECT_EQ(o.result.end()->occurrences, (std::vector<std::size_t>{1, 5, 9, 13, 17}));
    EXPECT_EQ(o.result.status, record_status::clean) << describe(o);
}

TEST(AuditEnding, FivefoldAfterAKingShuffleThatLosesTheCastlingRights) {
    // With KQkq, Kf1 Kf8 Ke1 Ke8 brings every man back but the rights are gone (9.2.2.2): the
    // start is not repeated, and the first position to appear five times is the one after 2...Kf8
    // (plies 2, 6, 10, 14, 18).
    const std::string with = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const auto moves = times(5, {"e1f1", "e8f8", "f1e1", "f8e8"});
    const auto o = audit_one({with, sans_of(with, moves), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 18u) << describe(o);
    EXPECT_EQ(o.result.end()->occurrences, (std::vector<std::size_t>{2, 6, 10, 14, 18}));
    // Without rights the start counts: plies 0, 4, 8, 12, 16.
    const std::string without = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
    const auto n = audit_one({without, sans_of(without, moves), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(n.result.end(), nullptr) << describe(n);
    EXPECT_EQ(n.result.end()->ply, 16u) << describe(n);
    EXPECT_EQ(n.result.end()->occurrences, (std::vector<std::size_t>{0, 4, 8, 12, 16}));
    // Only white's rights: after 1. Kf1 no right is left at all, so that position (black to
    // move) is the same at plies 1, 5, 9, 13, 17 — one ply before the KQkq game's end.
    const std::string white_only = "r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    const auto w = audit_one({white_only, sans_of(white_only, moves), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(w.result.end(), nullptr) << describe(w);
    EXPECT_EQ(w.result.end()->ply, 17u) << describe(w);
    EXPECT_EQ(w.result.end()->occurrences, (std::vector<std::size_t>{1, 5, 9, 13, 17}));
}

// ================================================================ 9.6.2 seventy-five moves, 9.3 fifty

TEST(AuditEnding, SeventyFiveMovesAfter150QuietPlies) {
    const auto walk150 = quiet_walk(rich, 151);
    ASSERT_EQ(walk150.size(), 151u);
    const auto sans = sans_of(parse_fen(rich).value(), walk150);
    const std::vector<std::string> first150(sans.begin(), sans.begin() + 150);
    const auto o = audit_one({std::string(rich), first150, "1/2-1/2", "1/2-1/2"});
    const auto& r = o.result;
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 150u);
    EXPECT_EQ(r.end()->kind, end_kind::seventy_five_moves);
    EXPECT_EQ(r.end()->clause, id::seventy_five_moves);
    EXPECT_EQ(r.end()->at.halfmove_clock, 150);
    EXPECT_EQ(r.status, record_status::clean) << describe(o);
    // 9.3.1 one ply before the 100th quiet ply, 9.3.2 at it; no threefold (nothing repeats).
    EXPECT_EQ(claim_plies(r, id::fifty_moves_intended_move), std::vector<std::size_t>{99}) << describe(o);
    EXPECT_EQ(claim_plies(r, id::fifty_moves_completed), std::vector<std::size_t>{100}) << describe(o);
    EXPECT_TRUE(claim_plies(r, id::threefold_on_board).empty());
    for (const auto& c : r.claims()) {
        if (c.clause == id::fifty_moves_completed) {
            EXPECT_EQ(c.claimant, color::white); // white to move after ply 100
        }
        if (c.clause == id::fifty_moves_intended_move) {
            EXPECT_EQ(c.claimant, color::black); // black writes ply 100
        }
    }
    // 149 plies: no end, the claims stay.
    const auto short_ = audit_one({std::string(rich), std::vector<std::string>(sans.begin(), sans.begin() + 149), "*", "*"});
    EXPECT_EQ(short_.result.end(), nullptr) << describe(short_);
    EXPECT_EQ(claim_plies(short_.result, id::fifty_moves_completed), std::vector<std::size_t>{100});
    // 151 plies: one ply after the end.
    const auto longer = audit_one({std::string(rich), sans, "1/2-1/2", "1/2-1/2"});
    EXPECT_EQ(warning_kinds(longer.result), std::vector<std::string>{"moves_after_end"}) << describe(longer);
    EXPECT_TRUE(kinds(longer.result).empty()) << describe(longer); // the result recorded is the end's: a warning (issue 49)
    EXPECT_NE(chesslaw::prose::describe(longer.result.result.warnings.at(0), longer.result).find("1 more ply is"), std::string::npos) << chesslaw::prose::describe(longer.result.result.warnings.at(0), longer.result);
    EXPECT_EQ(longer.result.status, record_status::clean);
    // 99 plies: no claim yet (the 100th quiet ply is not written).
    const auto ninety_nine = audit_one({std::string(rich), std::vector<std::string>(sans.begin(), sans.begin() + 99), "*", "*"});
    EXPECT_TRUE(ninety_nine.result.claims().empty()) << describe(ninety_nine);
}

TEST(AuditEnding, SeventyFiveMovesFromAHighClock) {
    // Clock 140: the 150th quiet ply is ply 10; 9.3.2 is open from the start.
    const std::string fen = "4k3/1r6/8/2n5/8/5N2/6R1/4K3 w - - 140 90";
    const auto sans = sans_of(parse_fen(fen).value(), quiet_walk(fen, 12));
    const auto o = audit_one({fen, sans, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 10u);
    EXPECT_EQ(o.result.end()->kind, end_kind::seventy_five_moves);
    EXPECT_EQ(warning_kinds(o.result), std::vector<std::string>{"moves_after_end"});
    EXPECT_TRUE(kinds(o.result).empty()) << describe(o); // the result recorded is the end's: a warning (issue 49)
    EXPECT_EQ(claim_plies(o.result, id::fifty_moves_completed), std::vector<std::size_t>{0}) << describe(o);
    EXPECT_TRUE(claim_plies(o.result, id::fifty_moves_intended_move).empty());
    // Clock 99: 9.3.1 at the start (the first ply makes the hundredth), 9.3.2 after it.
    const std::string f99 = "4k3/1r6/8/2n5/8/5N2/6R1/4K3 w - - 99 90";
    const auto c = audit_one({f99, sans_of(parse_fen(f99).value(), quiet_walk(f99, 3)), "*", "*"});
    EXPECT_EQ(claim_plies(c.result, id::fifty_moves_intended_move), std::vector<std::size_t>{0}) << describe(c);
    EXPECT_EQ(claim_plies(c.result, id::fifty_moves_completed), std::vector<std::size_t>{1}) << describe(c);
    // Clock 150 or more at the start: the game was over before the first recorded move.
    const std::string f200 = "4k3/1r6/8/2n5/8/5N2/6R1/4K3 w - - 200 120";
    const auto z = audit_one({f200, sans_of(parse_fen(f200).value(), quiet_walk(f200, 2)), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(z.result.end(), nullptr) << describe(z);
    EXPECT_EQ(z.result.end()->ply, 0u);
    EXPECT_EQ(z.result.end()->kind, end_kind::seventy_five_moves);
    EXPECT_EQ(warning_kinds(z.result), std::vector<std::string>{"moves_after_end"});
    EXPECT_TRUE(kinds(z.result).empty()) << describe(z); // the result recorded is the end's: a warning (issue 49)
    // A pawn move resets the count: clock 140, a pawn move, then 12 quiet plies — no end.
    const std::string fp = "4k3/1r6/8/2n5/8/5N2/P5R1/4K3 w - - 140 90";
    position after_pawn = make_move(parse_fen(fp).value(), parse_uci("a2a3").value());
    const auto rest = quiet_walk(to_fen_string(after_pawn), 12);
    const auto p = audit_one({fp, std::vector<std::string>{"a3"} + sans_of(after_pawn, rest), "*", "*"});
    EXPECT_EQ(p.result.end(), nullptr) << describe(p);
}

// A claim before the end is listed (ending.hpp: "Only claims before the end"): the fifth
// occurrence comes with the 100th quiet ply (clock 84 + 16), so after ply 15 black could claim by
// 9.3.1, writing 8... Ke8 — one ply before the end. (9.3.2 after ply 16 is at the end: not listed.)
TEST(AuditEnding, AFiftyMoveClaimOnePlyBeforeAFivefoldEndIsListed) {
    const std::string fen = "4k3/8/8/8/8/8/8/R3K1N1 w - - 84 60";
    const auto o = audit_one({fen, sans_of(fen, times(4, {"g1f3", "e8d8", "f3g1", "d8e8"})), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 16u);
    EXPECT_EQ(o.result.end()->kind, end_kind::fivefold_repetition);
    EXPECT_EQ(o.result.end()->at.halfmove_clock, 100);
    EXPECT_EQ(claim_plies(o.result, id::threefold_intended_move), std::vector<std::size_t>{7}) << describe(o);
    EXPECT_EQ(claim_plies(o.result, id::fifty_moves_intended_move), std::vector<std::size_t>{15}) << describe(o);
    EXPECT_TRUE(claim_plies(o.result, id::fifty_moves_completed).empty()) << describe(o);
}

TEST(AuditEnding, AMateOnThe150thQuietPlyIsAMate) {
    // From a high clock: Ra8# is the 150th quiet ply.
    const auto o = audit_one({"6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100", {"Ra8#"}, "1-0", "1-0"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 1u);
    EXPECT_EQ(o.result.end()->kind, end_kind::checkmate) << describe(o);
    EXPECT_EQ(o.result.end()->clause, id::checkmate);
    EXPECT_EQ(o.result.end()->result, "1-0");
    EXPECT_EQ(o.result.status, record_status::clean) << describe(o);
    // A quiet rook move there instead: 9.6.2.
    const auto q = audit_one({"6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100", {"Ra7"}, "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(q.result.end(), nullptr) << describe(q);
    EXPECT_EQ(q.result.end()->kind, end_kind::seventy_five_moves);

    // From clock 0: black's king shuffles g8/h8 while white's king, knight and bishop make 74
    // moves, none repeated (the a-file and the eighth rank kept clear), then 75. Ra8#.
    const std::string fen = "6k1/5ppp/8/8/8/8/3B4/R3K1N1 b - - 0 1";
    const auto ok = [](const position& p, move m) {
        const piece pc = p.piece_on(m.from());
        if (p.side_to_move == color::black) return type_of(pc) == piece_type::king && (m.to() == square::g8 || m.to() == square::h8);
        return type_of(pc) != piece_type::rook && file_of(m.to()) != file::a && rank_of(m.to()) != rank::r8;
    };
    auto ms = quiet_walk(fen, 149, ok);
    ASSERT_EQ(ms.size(), 149u);
    ms.push_back(parse_uci("a1a8").value());
    const auto sans = sans_of(parse_fen(fen).value(), ms);
    ASSERT_EQ(sans.back(), "Ra8#");
    const auto m = audit_one({fen, sans, "1-0", "1-0"});
    ASSERT_NE(m.result.end(), nullptr) << describe(m);
    EXPECT_EQ(m.result.end()->ply, 150u);
    EXPECT_EQ(m.result.end()->at.halfmove_clock, 150);
    EXPECT_EQ(m.result.end()->kind, end_kind::checkmate) << describe(m);
    EXPECT_EQ(m.result.end()->result, "1-0");
    EXPECT_TRUE(m.result.result.findings.empty()) << describe(m);
    EXPECT_EQ(m.result.status, record_status::clean);
    EXPECT_EQ(claim_plies(m.result, id::fifty_moves_completed), std::vector<std::size_t>{100});
    // The same 150 plies with a quiet last move: 9.6.2 after ply 150.
    ms.back() = parse_uci("a1a2").value();
    const auto d = audit_one({fen, sans_of(parse_fen(fen).value(), ms), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(d.result.end(), nullptr) << describe(d);
    EXPECT_EQ(d.result.end()->ply, 150u);
    EXPECT_EQ(d.result.end()->kind, end_kind::seventy_five_moves);
}

TEST(AuditEnding, TheFirstEndWins) {
    // The position after 0, 4, 8, 12, 16 plies (queen c1-d1-c1, king a8-b8-a8): fivefold after
    // ply 16; 9. Qc7 would stalemate, but the game was already over.
    const std::string fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1";
    const auto moves = times(4, {"c1d1", "a8b8", "d1c1", "b8a8"}) + std::vector<std::string>{"c1c7"};
    const auto o = audit_one({fen, sans_of(fen, moves), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(o.result.end(), nullptr) << describe(o);
    EXPECT_EQ(o.result.end()->ply, 16u);
    EXPECT_EQ(o.result.end()->kind, end_kind::fivefold_repetition);
    EXPECT_EQ(warning_kinds(o.result), std::vector<std::string>{"moves_after_end"}) << describe(o);
    EXPECT_TRUE(kinds(o.result).empty()) << describe(o); // the result recorded is the end's: a warning (issue 49)
    EXPECT_EQ(o.result.status, record_status::clean);
    // Claims after the end are not listed: the threefold ones (plies 7, 8) are before it.
    for (const auto& c : o.result.claims()) EXPECT_LT(c.ply, 16u) << claim_text(o, c);
    // Dead position by a capture before a later fivefold of the bare kings.
    const std::string k = "4k3/8/8/8/8/8/4q3/5K2 w - - 0 1";
    const auto d = audit_one({k, sans_of(k, std::vector<std::string>{"f1e2"} + times(4, {"e8d8", "e2d2", "d8e8", "d2e2"})), "1/2-1/2", "1/2-1/2"});
    ASSERT_NE(d.result.end(), nullptr) << describe(d);
    EXPECT_EQ(d.result.end()->ply, 1u);
    EXPECT_EQ(d.result.end()->kind, end_kind::dead_position);
}

// ================================================================ the result against the end

TEST(AuditEnding, AResultThatContradictsTheEnd) {
    // Fool's mate recorded 1-0 in both places: one finding, both named.
    const auto both = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, "1-0", "1-0"});
    EXPECT_EQ(kinds(both.result), std::vector<std::string>{"result_contradicts_end"}) << describe(both);
    EXPECT_NE(chesslaw::prose::describe(both.result.result.findings.at(0), both.result).find("the Result tag and the movetext"), std::string::npos);
    EXPECT_EQ(both.result.result.findings.at(0).clause, id::checkmate);
    EXPECT_EQ(both.result.result.by_laws, "0-1");
    EXPECT_EQ(both.result.result.tag, "1-0");
    EXPECT_EQ(both.result.result.movetext, "1-0");
    EXPECT_EQ(both.result.status, record_status::inconsistent);
    expect_status_rule(both.result);
    // Only the tag contradicts it.
    const auto tag = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, "1/2-1/2", "0-1"});
    EXPECT_EQ(kinds(tag.result), std::vector<std::string>{"result_contradicts_end"}) << describe(tag);
    EXPECT_NE(chesslaw::prose::describe(tag.result.result.findings.at(0), tag.result).find("(the Result tag)"), std::string::npos) << chesslaw::prose::describe(tag.result.result.findings.at(0), tag.result);
    EXPECT_EQ(tag.result.result.findings.at(0).at, tag.game.tags.at(1).at);
    // Only the movetext.
    const auto text = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, "0-1", "1-0"});
    EXPECT_EQ(kinds(text.result), std::vector<std::string>{"result_contradicts_end"}) << describe(text);
    EXPECT_NE(chesslaw::prose::describe(text.result.result.findings.at(0), text.result).find("(the movetext)"), std::string::npos) << chesslaw::prose::describe(text.result.result.findings.at(0), text.result);
    // Both, differently: two findings.
    const auto two = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, "1/2-1/2", "1-0"});
    EXPECT_EQ(kinds(two.result), (std::vector<std::string>{"result_contradicts_end", "result_contradicts_end"})) << describe(two);
    // Moves after the end and a wrong result: both findings.
    const auto after = audit_one({"", times(4, {"Nf3", "Nf6", "Ng1", "Ng8"}) + std::vector<std::string>{"e4"}, "1-0", "1-0"});
    EXPECT_EQ(kinds(after.result), (std::vector<std::string>{"moves_after_end", "result_contradicts_end"})) << describe(after);
}

TEST(AuditEnding, AnAsteriskContradictsNothing) {
    for (const char* tag : {"*", ""}) {
        SCOPED_TRACE(tag);
        const auto o = audit_one({"", {"f3", "e5", "g4", "Qh4#"}, tag, "*"});
        ASSERT_NE(o.result.end(), nullptr) << describe(o);
        EXPECT_EQ(o.result.result.by_laws, "0-1"); // the result by the Laws, beside it
        EXPECT_TRUE(o.result.result.findings.empty()) << describe(o);
        EXPECT_EQ(o.result.status, record_status::clean);
    }
    // No end and `*`: nothing to say.
    const auto n = audit_one({"", {"e4", "e5"}, "*", "*"});
    EXPECT_EQ(n.result.end(), nullptr);
    EXPECT_EQ(n.result.result.by_laws, "");
    EXPECT_TRUE(n.result.result.findings.empty());
    // A drawn end recorded as `*`: by_laws is the draw.
    const auto d = audit_one({"4k3/8/8/8/8/8/4q3/5K2 w - - 0 1", {"Kxe2"}, "*", "*"});
    EXPECT_EQ(d.result.result.by_laws, "1/2-1/2");
    EXPECT_EQ(d.result.status, record_status::clean) << describe(d);
}

// 6.9: a win on time for a side that cannot checkmate by any series of legal moves is a draw.
TEST(AuditEnding, AWinOnTimeWithABareKingIsDrawn) {
    const std::string fen = "4k3/3q4/8/8/8/8/8/4K3 w - - 0 1";
    for (const char* termination : {"Time forfeit", "time forfeit", "White won on time", "timeout"}) {
        SCOPED_TRACE(termination);
        const auto o = audit_one({fen, {"Kf2", "Qd4+", "Kf3"}, "1-0", "1-0", {{"Termination", termination}}});
        EXPECT_EQ(o.result.end(), nullptr) << describe(o);
        EXPECT_EQ(kinds(o.result), std::vector<std::string>{"time_forfeit_drawn"}) << describe(o);
        if (o.result.result.findings.empty()) continue;
        EXPECT_EQ(o.result.result.findings[0].clause, id::flag_fall);
        EXPECT_NE(chesslaw::prose::describe(o.result.result.findings[0], o.result).find("bare king"), std::string::npos) << chesslaw::prose::describe(o.result.result.findings[0], o.result);
        EXPECT_EQ(o.result.result.by_laws, "1/2-1/2");
        EXPECT_EQ(o.result.status, record_status::inconsistent);
        expect_status_rule(o.result);
    }
    // The side with the queen wins on time: nothing to say.
    const auto q = audit_one({fen, {"Kf2", "Qd4+", "Kf3"}, "0-1", "0-1", {{"Termination", "Time forfeit"}}});
    EXPECT_TRUE(q.result.result.findings.empty()) << describe(q);
    EXPECT_EQ(q.result.status, record_status::clean);
    // K+N v K on time: the position is dead already (5.2.2 ends the game when it arises), so the
    // finding is that the result contradicts that end, not 6.9.
    const std::string kn = "4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1";
    const auto n = audit_one({kn, {"Nxf3"}, "1-0", "1-0", {{"Termination", "Time forfeit"}}});
    ASSERT_NE(n.result.end(), nullptr) << describe(n);
    EXPECT_EQ(n.result.end()->kind, end_kind::dead_position);
    EXPECT_EQ(kinds(n.result), std::vector<std::string>{"result_contradicts_end"}) << describe(n);
    EXPECT_EQ(n.result.result.findings.at(0).clause, id::dead_position);
    EXPECT_EQ(n.result.status, record_status::inconsistent);
}

// 5.1.2 (2023): a decisive result without mate, flag or forfeit where the winner cannot checkmate.
TEST(AuditEnding, AResignationToABareKingIsDrawn) {
    const std::string fen = "4k3/3q4/8/8/8/8/8/4K3 w - - 0 1";
    for (const bool normal : {false, true}) {
        SCOPED_TRACE(normal);
        record rec{fen, {"Kf2", "Qd4+", "Kf3"}, "1-0", "1-0"};
        if (normal) rec.tags.push_back({"Termination", "Normal"});
        const auto o = audit_one(rec);
        EXPECT_EQ(kinds(o.result), std::vector<std::string>{"resignation_drawn"}) << describe(o);
        if (o.result.result.findings.empty()) continue;
        EXPECT_EQ(o.result.result.findings[0].clause, id::resignation);
        EXPECT_EQ(o.result.result.by_laws, "1/2-1/2");
        EXPECT_EQ(o.result.status, record_status::inconsistent);
    }
    // Black to win with the bare king: the same, mirrored.
    const auto b = audit_one({"4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1", {"Kf7", "Qd5+", "Kf6"}, "0-1", "0-1"});
    EXPECT_EQ(kinds(b.result), std::vector<std::string>{"resignation_drawn"}) << describe(b);
    // A draw agreed with a bare king: nothing.
    EXPECT_TRUE(audit_one({fen, {"Kf2"}, "1/2-1/2", "1/2-1/2"}).result.result.findings.empty());
}

TEST(AuditEnding, AbandonedAndUndecidedAreNoFindings) {
    const std::string fen = "4k3/3q4/8/8/8/8/8/4K3 w - - 0 1";
    for (const char* t : {"Abandoned", "Rules infraction", "Unterminated"}) {
        SCOPED_TRACE(t);
        const auto o = audit_one({fen, {"Kf2", "Qd4+", "Kf3"}, "1-0", "1-0", {{"Termination", t}}});
        EXPECT_TRUE(o.result.result.findings.empty()) << describe(o);
        EXPECT_TRUE(o.result.result.undecided.empty()) << describe(o);
        EXPECT_EQ(o.result.result.by_laws, "");
        EXPECT_EQ(o.result.status, record_status::clean);
    }
    // Minor pieces only, which the certain rules do not decide. K+2N v K: the helpmate finder
    // finds a mate within the audit's budget, so no question is left (and no finding).
    for (const char* t : {"", "Time forfeit"}) {
        record rec{"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", {"Kd2"}, "1-0", "1-0"};
        if (*t) rec.tags.push_back({"Termination", t});
        const auto o = audit_one(rec);
        EXPECT_TRUE(o.result.result.findings.empty() && o.result.result.undecided.empty()) << describe(o);
        EXPECT_EQ(o.result.status, record_status::clean);
    }
    // K+N v K+P (the knight can mate, the pawn blocking its own king): not within the audit's
    // 3,000 positions from there, so the question is listed, never a finding.
    for (const char* f : {"7k/7p/8/8/8/8/8/4KN2 w - - 0 1"}) {
        SCOPED_TRACE(f);
        for (const char* t : {"", "Time forfeit"}) {
            record rec{f, {"Kd2"}, "1-0", "1-0"};
            if (*t) rec.tags.push_back({"Termination", t});
            const auto o = audit_one(rec);
            EXPECT_EQ(o.result.end(), nullptr) << describe(o);
            EXPECT_TRUE(o.result.result.findings.empty()) << describe(o);
            EXPECT_EQ(undecided_kinds(o.result), std::vector<std::string>{"winner_may_not_mate"}) << describe(o);
            if (!o.result.result.undecided.empty()) {
                EXPECT_EQ(o.result.result.undecided[0].clause, *t ? id::flag_fall : id::resignation);
            }
            EXPECT_EQ(o.result.status, record_status::clean);
        }
    }
    // A winner with a rook: decided nowhere here, no question raised.
    const auto r = audit_one({"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {"Kd2"}, "1-0", "1-0"});
    EXPECT_TRUE(r.result.result.findings.empty() && r.result.result.undecided.empty()) << describe(r);
}

TEST(AuditEnding, AnUnreadableRecordHasNoResultFindings) {
    // A fragment (no start position): nothing is judged.
    const auto f = audit::audit_pgn("[Event \"x\"]\n[Result \"1-0\"]\n\n23. Kf2 Qd4+ 24. Kf3 1-0\n");
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].result.status, record_status::unreadable);
    EXPECT_TRUE(f[0].result.result.findings.empty());
    EXPECT_EQ(f[0].result.end(), nullptr);
    // A text that is not a move before the bare king's "win": the last position is unknown.
    const auto u = audit_one({"4k3/3q4/8/8/8/8/8/4K3 w - - 0 1", {"Kf2", "Qd4+", "Zz3"}, "1-0", "1-0"});
    EXPECT_EQ(u.result.status, record_status::unreadable) << describe(u);
    EXPECT_TRUE(u.result.result.findings.empty()) << describe(u);
    // A null move after a mate: the end stands (its position is known); the null move is a breach
    // of 7.5.3 (it made the record unreadable there before issue 35), after which the replay stops
    // (the side that passed is in check: no legal game goes on).
    const auto n = audit_one({"", {"f3", "e5", "g4", "Qh4#", "--"}, "1-0", "1-0"});
    EXPECT_EQ(n.result.status, record_status::illegal) << describe(n);
    ASSERT_NE(n.result.end(), nullptr) << describe(n);
    EXPECT_EQ(n.result.end()->ply, 4u);
    expect_status_rule(n.result);
}

TEST(AuditEnding, AnIllegalGameWithALaterMate) {
    // 3... Ra6 (the a7 pawn blocks the rook) is a breach; the replay goes on from the board as it
    // stood, and 4. Qxf7# mates there.
    const auto o = audit_one({"", {"e4", "e5", "Bc4", "Nc6", "Qh5", "Ra6", "Qxf7#"}, "1-0", "1-0"});
    const auto& r = o.result;
    EXPECT_EQ(r.status, record_status::illegal) << describe(o);
    ASSERT_TRUE(r.moves);
    ASSERT_EQ(r.moves->breaches.size(), 1u);
    EXPECT_EQ(r.moves->breaches[0].ply, 5u);
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 7u);
    EXPECT_EQ(r.end()->kind, end_kind::checkmate);
    EXPECT_TRUE(r.end()->after_breach);
    EXPECT_NE(evidence(o).find("illegal move"), std::string::npos) << evidence(o);
    EXPECT_TRUE(r.result.findings.empty()) << describe(o);
    // A result contradicting that end is a finding all the same; the status stays illegal.
    const auto w = audit_one({"", {"e4", "e5", "Bc4", "Nc6", "Qh5", "Ra6", "Qxf7#"}, "0-1", "0-1"});
    EXPECT_EQ(kinds(w.result), std::vector<std::string>{"result_contradicts_end"}) << describe(w);
    EXPECT_EQ(w.result.status, record_status::illegal);
    expect_status_rule(w.result);
    // An end before the breach is not after it: moves written after a mate are breaches (no legal move).
    const auto a = audit_one({"", {"f3", "e5", "g4", "Qh4#", "Kf2"}, "0-1", "0-1"});
    EXPECT_EQ(a.result.status, record_status::illegal) << describe(a);
    ASSERT_NE(a.result.end(), nullptr) << describe(a);
    EXPECT_EQ(a.result.end()->ply, 4u);
    EXPECT_FALSE(a.result.end()->after_breach);
    EXPECT_EQ(warning_kinds(a.result), std::vector<std::string>{"moves_after_end"}) << describe(a);
    EXPECT_TRUE(kinds(a.result).empty()) << describe(a); // the result recorded is the end's: a warning (issue 49)
    expect_status_rule(a.result);
}

// After a breach the end is watched on the board as it stood (game_end::after_breach). An
// illegal bishop move changes the colour of its squares: 1... Bg6h8 leaves the bishops on f4 and
// h8, both dark — a dead position on that board, though nothing was captured.
TEST(AuditEnding, ADeadPositionMadeByAnIllegalBishopMove) {
    const auto o = audit_one({"4k3/8/6b1/8/5B2/8/8/4K3 b - - 0 1", {"Bg6h8"}, "*", "*"});
    const auto& r = o.result;
    EXPECT_EQ(r.status, record_status::illegal) << describe(o);
    ASSERT_TRUE(r.moves);
    ASSERT_EQ(r.moves->breaches.size(), 1u);
    EXPECT_TRUE(props::ending::dead_by_count(r.moves->final_position));
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 1u);
    EXPECT_EQ(r.end()->kind, end_kind::dead_position);
    EXPECT_EQ(r.end()->dead_reason, rules::cannot_mate_reason::same_colour_bishops);
    EXPECT_TRUE(r.end()->after_breach);
}

// An illegal pawn move backwards (2. e4e2) makes the start position stand again: on the board as
// it stood, the position after 0, 4, 8, 12 and 16 plies is the same (9.2.2) — the fifth occurrence
// after ply 16, although a pawn moved in between (a pawn move is irreversible only when legal).
TEST(AuditEnding, ARepetitionAcrossAnIllegalPawnMoveBackwards) {
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    const std::vector<std::string> moves = std::vector<std::string>{"e4", "Ke7", "e4e2", "Ke8"} +
                                           times(3, {"Kd1", "Kd8", "Ke1", "Ke8"});
    const auto o = audit_one({fen, moves, "*", "*"});
    const auto& r = o.result;
    EXPECT_EQ(r.status, record_status::illegal) << describe(o);
    ASSERT_TRUE(r.moves);
    ASSERT_EQ(r.moves->breaches.size(), 1u) << describe(o);
    EXPECT_EQ(r.moves->breaches[0].ply, 2u);
    EXPECT_TRUE(rules::same_position::holds(r.moves->final_position, parse_fen(fen).value())) << to_fen_string(r.moves->final_position);
    ASSERT_NE(r.end(), nullptr) << describe(o);
    EXPECT_EQ(r.end()->ply, 16u);
    EXPECT_EQ(r.end()->kind, end_kind::fivefold_repetition);
    EXPECT_EQ(r.end()->occurrences, (std::vector<std::size_t>{0, 4, 8, 12, 16}));
    EXPECT_TRUE(r.end()->after_breach);
}

} // namespace
