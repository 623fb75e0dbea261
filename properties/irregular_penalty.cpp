// Completed illegal moves counted per player and the 7.5.5 penalty (audit/irregular.hpp through
// audit_record) on generated games: a random board with the offender's king and rook against the
// opponent's king, with a queen in half the cases; random legal play, in which k (0-3) of the
// offender's moves are the rook moved like a bishop one square (an illegal move that never
// leaves the offender's king attacked, so the game goes on from the board as it stood); a
// TimeControl tag of standard play (5400+30) or rapid (900+10); a random Result.
//  - Every breach is an irregularity of the offender, counted (the record has no clocks, and the
//    repairs are off: no repair can explain it — the repairs' explanations are unit-tested and
//    pinned on the World Cup files), numbered 1..k.
//  - Standard play: the result finding second_illegal_move (7.5.5) exactly when k >= 2 and the
//    Result is not the one 7.5.5 gives: a loss for the offender, or a draw when the opponent
//    has a bare king in the position before the second illegal move (the can-mate argument
//    attached). Rapid: never, whatever k and the Result.
#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>

#include <array>
#include <sstream>
#include <string>
#include <vector>

#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;

int cases_with[2][4] = {}; // [standard][k]: cases run
int penalty_findings[2] = {}; // second_illegal_move findings: [0] a loss due, [1] a draw due (bare king)

//! The rook of `us` moved diagonally one square onto an empty square, the own king then not
//! attacked (nullopt: no such move here).
std::optional<move> bishop_like_rook_move(const position& p, std::size_t pick) {
    const color us = p.side_to_move;
    const bitboard rooks = p.pieces(us, piece_type::rook);
    if (!rooks) return std::nullopt;
    const square from = lsb(rooks);
    std::vector<move> out;
    for (const int df : {-1, 1})
        for (const int dr : {-1, 1}) {
            const int f = index(file_of(from)) + df, r = index(rank_of(from)) + dr;
            if (f < 0 || f > 7 || r < 0 || r > 7) continue;
            const square to = make_square(static_cast<file>(f), static_cast<rank>(r));
            if (!p.empty(to)) continue;
            const position n = audit::displace(p, move(from, to));
            if (attackers(n, n.king(us), ~us)) continue;
            // the opponent must have a legal move after it, and must not be able to take a king
            if (count_legal_moves(n) == 0) continue;
            out.push_back(move(from, to));
        }
    if (out.empty()) return std::nullopt;
    return out[pick % out.size()];
}

CHESSLAW_PROP(irregular, second_completed_illegal_move_under_7_5_5, 300, ()) {
    const color offender = *rc::gen::arbitrary<bool>() ? color::white : color::black;
    const bool queen = *rc::gen::arbitrary<bool>();
    const bool standard = *rc::gen::arbitrary<bool>();
    // four distinct squares: offender's king and rook, opponent's king and queen
    std::array<int, 4> sq{};
    for (int& x : sq) x = *rc::gen::inRange(0, 64);
    RC_PRE(sq[0] != sq[1] && sq[0] != sq[2] && sq[0] != sq[3] && sq[1] != sq[2] && sq[1] != sq[3] && sq[2] != sq[3]);
    position p;
    const auto put = [&](piece pc, int s) { p.put(pc, static_cast<square>(s)); };
    put(make_piece(offender, piece_type::king), sq[0]);
    put(make_piece(offender, piece_type::rook), sq[1]);
    put(make_piece(~offender, piece_type::king), sq[2]);
    if (queen) put(make_piece(~offender, piece_type::queen), sq[3]);
    p.side_to_move = offender;
    p.rights = castling::none;
    const std::string fen = to_fen_string(p);
    const auto parsed = parse_fen(fen);
    RC_PRE(parsed.has_value()); // a legal placement (kings apart, the side not to move not in check)
    RC_PRE(!in_check(*parsed) && count_legal_moves(*parsed) > 0);
    position pos = *parsed;

    const int k_wanted = *rc::gen::element(0, 1, 2, 2, 3, 3);
    const int plies = *rc::gen::inRange(6, 21);
    std::vector<int> illegal_at; // offender plies (0-based ply index) chosen to be illegal
    for (int i = 0; i < k_wanted; ++i) illegal_at.push_back(2 * *rc::gen::inRange(0, plies / 2));
    std::string movetext;
    int k = 0;
    std::optional<position> before_second;
    for (int ply = 0; ply < plies; ++ply) {
        const bool ours = pos.side_to_move == offender;
        std::optional<move> bad;
        if (ours && std::find(illegal_at.begin(), illegal_at.end(), ply) != illegal_at.end())
            bad = bishop_like_rook_move(pos, static_cast<std::size_t>(*rc::gen::inRange(0, 4)));
        if (pos.side_to_move == color::white) movetext += std::to_string(pos.fullmove_number) + ". ";
        else if (movetext.empty()) movetext += std::to_string(pos.fullmove_number) + "... ";
        std::string san;
        if (bad) {
            san = std::string("R") + std::string(to_string(bad->to()).view());
            if (++k == 2) before_second = pos;
            pos = audit::displace(pos, *bad);
        } else {
            const move_list ms = legal_moves(pos);
            if (ms.size() == 0) break;
            const move m = ms[*rc::gen::inRange(0, static_cast<int>(ms.size()))];
            san = std::string(to_san(pos, m).view());
            pos = make_move(pos, m);
        }
        movetext += san + " ";
        if (count_legal_moves(pos) == 0) break;
    }
    const std::string result = *rc::gen::element<std::string>("1-0", "0-1", "1/2-1/2");
    const std::string text = "[Event \"p\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n[TimeControl \"" + (standard ? "5400+30" : "900+10") +
                             "\"]\n[Result \"" + result + "\"]\n\n" + movetext + result + "\n";
    std::istringstream in(text);
    pgn::reader rd(in);
    pgn::game g;
    RC_ASSERT(rd.next(g));
    audit::record_options o;
    o.repairs = false;
    const audit::record_result r = audit::audit_record(g, o);
    RC_ASSERT(r.moves.has_value());
    RC_ASSERT(r.irregularities.size() == static_cast<std::size_t>(k));
    std::uint32_t n = 0;
    for (const audit::irregularity& x : r.irregularities) {
        RC_ASSERT(x.side == offender);
        RC_ASSERT(x.kind == audit::irregularity_kind::completed_illegal);
        RC_ASSERT(x.counted);
        RC_ASSERT(x.nth == ++n);
        RC_ASSERT(x.category == (standard ? clock::category::standard : clock::category::rapid));
    }
    int findings = 0;
    for (const auto& f : r.result.findings)
        if (f.kind == audit::result_finding_kind::second_illegal_move) {
            ++findings;
            RC_ASSERT(f.clause == spec::id::illegal_move_penalties);
            RC_ASSERT(f.result != f.by_laws);
        }
    bool expect = false;
    if (standard && k >= 2) {
        const bool bare = before_second->pieces(~offender) == before_second->pieces(~offender, piece_type::king);
        const std::string due = bare ? "1/2-1/2" : offender == color::white ? "0-1" : "1-0";
        expect = result != due;
        for (const auto& f : r.result.findings)
            if (f.kind == audit::result_finding_kind::second_illegal_move) {
                RC_ASSERT(f.by_laws == due);
                RC_ASSERT(f.argument.has_value() == bare);
            }
    }
    RC_ASSERT(findings == (expect ? 1 : 0));
    if (findings > 0) ++penalty_findings[before_second->pieces(~offender) == before_second->pieces(~offender, piece_type::king) ? 1 : 0];
    ++cases_with[standard ? 1 : 0][k];
}

// After the property: each k came up under both controls (a generator that stopped placing
// illegal moves would leave the penalty untested).
TEST(irregular, every_count_came_up_under_both_controls) {
    for (int s = 0; s < 2; ++s)
        for (int k = 0; k < 4; ++k) EXPECT_GT(cases_with[s][k], 0) << (s ? "standard" : "rapid") << " k=" << k;
    EXPECT_GT(penalty_findings[0], 0) << "no 7.5.5 finding where a loss was due";
    EXPECT_GT(penalty_findings[1], 0) << "no 7.5.5 finding where a draw was due (bare king)";
}

} // namespace
