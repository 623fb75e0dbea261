// What the CLI used to decide and the kernel now does (issue 34), as typed values:
//  - legality::read_board_with: a FEN read as a board with the repairs a caller asks for, each
//    reported as a fen_error — board_as_written (the 3.10.3 verdict: castling rights and the
//    en-passant square as written, only a fullmove number of 0 read as 1), board_lenient (`mate`:
//    stale castling rights dropped too); legality::read_position_with: the syntax of every field
//    before parse_fen's structural checks, so every reader gives a text that is not FEN one error;
//  - refuse (judge.hpp): why a move is not legal where it was entered — kind, clause, the judge's
//    finding as evidence — and its words (prose/judge.hpp describe);
//  - analysis::ask_mate (analysis/mate_question.hpp): `chesslaw mate`'s answers and its 5.2.2
//    verdict (dead_verdict) from them.
#include <string>

#include <optional>

#include <gtest/gtest.h>

#include <chesslaw/analysis/mate_question.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/spec/table.hpp>

namespace {

using namespace chesslaw;
namespace id = chesslaw::spec::id;
using legality::board_as_written;
using legality::board_lenient;
using legality::read_board_with;

// ---- read_board_with: the board as written, or with the repairs asked for -------------------

constexpr std::string_view no_rook = "4k3/8/8/8/8/8/8/4K3 w K - 0 1"; // issue 34's sample: 'K' without a rook on h1
// As written: the right stays (the analysis rules on it), nothing is reported.
static_assert(read_board_with(no_rook, board_as_written)->pos.rights == castling::white_king);
static_assert(read_board_with(no_rook, board_as_written)->repair_count == 0);
// Lenient: dropped, and the repair is the fen_error strict reading gives (letter, offset, square).
static_assert(read_board_with(no_rook, board_lenient)->pos.rights == castling::none);
static_assert(read_board_with(no_rook, board_lenient)->dropped_rights == castling::white_king);
static_assert(read_board_with(no_rook, board_lenient)->repair_count == 1);
static_assert(read_board_with(no_rook, board_lenient)->repairs[0] ==
              fen_error{fen_errc::castling_no_rook, fen_field::castling, 22, 'K', 0, 0, square::h1, color::white});
static_assert(read_board_with(no_rook, board_lenient)->repairs[0] == parse_fen(no_rook).error());
// The king off e1: both white rights name the king; black's stand.
static_assert(read_board_with("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", board_lenient)->pos.rights == (castling::black_king | castling::black_queen));
static_assert(read_board_with("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", board_lenient)->repairs[0].code == fen_errc::castling_no_king);
static_assert(read_board_with("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", board_lenient)->repairs[1].code == fen_errc::castling_no_king);
static_assert(read_board_with("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", board_lenient)->repair_count == 2);
// A fullmove number of 0: read as 1 by both policies (reported), kept by read_board.
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w - - 0 0", board_as_written)->pos.fullmove_number == 1);
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w - - 0 0", board_as_written)->repairs[0] ==
              fen_error{fen_errc::number_out_of_range, fen_field::fullmove_number, 28});
static_assert(legality::read_board("4k3/8/8/8/8/8/8/4K3 w - - 0 0")->fullmove_number == 0);
// Text order: the castling repairs, then the fullmove number.
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w Kq - 0 0", board_lenient)->repair_count == 3);
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w Kq - 0 0", board_lenient)->repairs[1].character == 'q');
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w Kq - 0 0", board_lenient)->repairs[2].field == fen_field::fullmove_number);
// No structural check: nine pawns and no black king are a board; the en-passant square as written.
static_assert(read_board_with("8/8/8/8/8/8/PPPPPPPP/P3K3 w - e3 0 1", board_lenient).has_value());
static_assert(read_board_with("8/8/8/8/8/8/PPPPPPPP/P3K3 w - e3 0 1", board_as_written)->pos.en_passant == square::e3);
// Shredder-FEN: a Chess960 board, the repair naming the letter as written.
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w H - 0 1", board_lenient)->pos.chess960);
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w H - 0 1", board_lenient)->repairs[0].character == 'H');
// Syntax errors are read_board's (and so parse_fen's), whatever the policy.
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 x - - 0 1", board_lenient).error() == legality::read_board("4k3/8/8/8/8/8/8/4K3 x - - 0 1").error());
static_assert(read_board_with("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", board_as_written).error().code == fen_errc::duplicate_right);

// ---- read_position_with: the syntax first, then the structure --------------------------------

constexpr std::string_view nine_pawns_bad_side = "4k3/8/8/8/8/8/PPPPPPPP/P3K3 x - - 0 1";
static_assert(parse_fen_with(nine_pawns_bad_side, fen_lenient).error().code == fen_errc::too_many_pawns);
static_assert(legality::read_position_with(nine_pawns_bad_side, fen_lenient).error().code == fen_errc::unexpected_char);
static_assert(legality::read_position_with(nine_pawns_bad_side, fen_lenient).error().field == fen_field::side_to_move);
static_assert(legality::read_position_with("4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1", fen_lenient).error().code == fen_errc::too_many_pawns);
static_assert(legality::read_position_with(no_rook, fen_lenient)->pos.rights == castling::none);
static_assert(legality::read_position_with(initial_fen, fen_lenient)->pos == initial_position());

TEST(BoardAsWritten, TheVerdictIsOnTheRightAsWritten) {
    // issue 34: with the right dropped the bare kings were judged (unknown); as written the right
    // is the argument.
    const auto as_written = read_board_with(no_rook, board_as_written);
    ASSERT_TRUE(as_written);
    const legality::report r = legality::analyse(as_written->pos, legality::budget{0});
    EXPECT_EQ(r.result, legality::verdict::illegal);
    ASSERT_EQ(r.arguments.size(), 1u);
    EXPECT_EQ(r.arguments[0].kind, legality::rule::castling_without_rook);
    ASSERT_EQ(r.arguments[0].squares.size(), 1u);
    EXPECT_EQ(r.arguments[0].squares[0], square::h1);
    const auto lenient = read_board_with(no_rook, board_lenient);
    ASSERT_TRUE(lenient);
    EXPECT_NE(legality::analyse(lenient->pos, legality::budget{0}).result, legality::verdict::illegal);
    // The en-passant square as written: no black pawn on d5 can have just passed d6.
    const auto ep = read_board_with("4k3/8/8/8/8/8/8/4K3 w - d6 0 1", board_as_written);
    ASSERT_TRUE(ep);
    const legality::report e = legality::analyse(ep->pos, legality::budget{0});
    EXPECT_EQ(e.result, legality::verdict::illegal);
    ASSERT_FALSE(e.arguments.empty());
    EXPECT_EQ(e.arguments[0].kind, legality::rule::ep_no_pawn);
}

TEST(BoardAsWritten, RepairsInWords) {
    const auto r = read_board_with("4k3/8/8/8/8/8/8/4K3 w Kq - 0 0", board_lenient);
    ASSERT_TRUE(r);
    ASSERT_EQ(r->repaired().size(), 3u);
    EXPECT_EQ(describe_repair(r->repaired()[0]), "castling right 'K' dropped: no white rook on h1 (at offset 22)");
    EXPECT_EQ(describe_repair(r->repaired()[1]), "castling right 'q' dropped: no black rook on a8 (at offset 23)");
    EXPECT_EQ(describe_repair(r->repaired()[2]), "fullmove number 0 read as 1 (at offset 29)");
}

// ---- refuse: why a move is not legal where it was entered -----------------------------------

move uci(std::string_view text) { return parse_uci(text).value(); }

TEST(Refusal, ALegalMoveIsNotRefused) {
    const refusal r = refuse(initial_position(), uci("e2e4"));
    EXPECT_EQ(r.kind, refusal_kind::legal);
    EXPECT_EQ(r.clause, id::legal_move);
}

TEST(Refusal, NoPieceAndTheOpponentsPieceRestOn3102WithTheJudgesWitness) {
    const position p = initial_position();
    const refusal none = refuse(p, uci("e4e5"));
    EXPECT_EQ(none.kind, refusal_kind::no_piece);
    EXPECT_EQ(none.clause, id::illegal_move);
    ASSERT_EQ(none.finding.witness_count, 1);
    EXPECT_EQ(none.finding.witnesses[0].what, rules::fact::no_own_piece);
    EXPECT_EQ(none.finding.witnesses[0].at, square::e4);
    EXPECT_EQ(describe(p, uci("e4e5"), none), "there is no piece on e4");
    const refusal theirs = refuse(p, uci("e7e5"));
    EXPECT_EQ(theirs.kind, refusal_kind::opponent_piece);
    EXPECT_EQ(theirs.clause, id::illegal_move);
    EXPECT_EQ(theirs.pc, piece::black_pawn);
    EXPECT_EQ(describe(p, uci("e7e5"), theirs), "the piece on e7 is black's, and it is white's move");
}

TEST(Refusal, PromotionsRestOn375) {
    const position p = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    const refusal missing = refuse(p, uci("b7b8"));
    EXPECT_EQ(missing.kind, refusal_kind::promotion_missing);
    EXPECT_EQ(missing.clause, id::promotion);
    EXPECT_EQ(missing.finding.result, rules::outcome::violated);
    EXPECT_TRUE(missing.finding.has(rules::fact::missing_promotion));
    EXPECT_EQ(describe(p, uci("b7b8"), missing), "a pawn reaching the last rank must be promoted (" + std::string(id::promotion.id()) +
                                                      "): write b7b8q, b7b8r, b7b8b or b7b8n");
    const position s = initial_position();
    const refusal named = refuse(s, uci("e2e4q"));
    EXPECT_EQ(named.kind, refusal_kind::promotion_not_allowed);
    EXPECT_EQ(named.clause, id::promotion);
    EXPECT_TRUE(named.finding.has(rules::fact::promotion_not_allowed));
    EXPECT_EQ(describe(s, uci("e2e4q"), named), "only a pawn reaching the last rank is promoted: write e2e4");
    const refusal knight = refuse(s, uci("g1g3q"));
    EXPECT_EQ(knight.kind, refusal_kind::not_a_pawn);
    EXPECT_EQ(knight.clause, id::promotion);
    EXPECT_EQ(describe(s, uci("g1g3q"), knight), "only a pawn is promoted, and the piece on g1 is a knight");
}

TEST(Refusal, TheGameIsOver) {
    const position mated = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    const refusal m = refuse(mated, uci("e1f2"));
    EXPECT_EQ(m.kind, refusal_kind::game_over);
    EXPECT_EQ(m.status, game_status::checkmate);
    EXPECT_EQ(m.clause, id::checkmate);
    EXPECT_EQ(describe(mated, uci("e1f2"), m), "the game is over (checkmate): white has no legal move");
    const position stale = fen("7k/8/6Q1/8/8/8/8/K7 b - - 0 1");
    const refusal s = refuse(stale, uci("h8h7"));
    EXPECT_EQ(s.kind, refusal_kind::game_over);
    EXPECT_EQ(s.status, game_status::stalemate);
    EXPECT_EQ(s.clause, id::stalemate);
    EXPECT_EQ(describe(stale, uci("h8h7"), s), "the game is over (stalemate): black has no legal move");
}

TEST(Refusal, AnyOtherMoveCarriesTheJudgesFirstViolatedClause) {
    // 1. e4 e5 2. Qh5 f6?? uncovers the black king (3.9).
    const position pinned = fen("rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    const refusal r = refuse(pinned, uci("f7f6"));
    EXPECT_EQ(r.kind, refusal_kind::illegal);
    EXPECT_EQ(r.clause, id::check);
    EXPECT_EQ(r.finding.clause, id::check);
    EXPECT_EQ(r.finding.result, rules::outcome::violated);
    EXPECT_FALSE(r.in_check);
    EXPECT_EQ(describe(pinned, uci("f7f6"), r), "the black pawn on f7 cannot legally move to f6");
    // A knight's move of the wrong shape (3.6), while in check: the words say so.
    const position checked = fen("4k3/8/8/8/8/8/4r3/1N2K3 w - - 0 1");
    const refusal c = refuse(checked, uci("b1b3"));
    EXPECT_EQ(c.kind, refusal_kind::illegal);
    EXPECT_EQ(c.clause, id::knight);
    EXPECT_TRUE(c.in_check);
    EXPECT_EQ(describe(checked, uci("b1b3"), c), "the white knight on b1 cannot legally move to b3 (white is in check)");
    // The clause is the judge's: the same as its first violation.
    const judgement j = judge(checked, uci("b1b3"));
    for (const rules::finding& f : j)
        if (f.result == rules::outcome::violated) {
            EXPECT_EQ(f.clause, c.clause);
            break;
        }
}

// ---- ask_mate: the answers of `chesslaw mate` and the 5.2.2 verdict from them ----------------

TEST(MateQuestion, TheDeadPositionVerdictFollowsFromTheAnswers) {
    using analysis::dead_verdict;
    using analysis::mate_verdict;
    // Bare kings: both cannot, so dead without a further enumeration.
    const analysis::mate_question bare = analysis::ask_mate(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), std::nullopt, 1000);
    ASSERT_TRUE(bare.side[0] && bare.side[1]);
    EXPECT_EQ(bare.side[0]->verdict, mate_verdict::cannot);
    EXPECT_EQ(bare.side[1]->verdict, mate_verdict::cannot);
    EXPECT_EQ(bare.verdict, dead_verdict::yes_neither_can);
    EXPECT_FALSE(bare.dead.has_value());
    EXPECT_EQ(analysis::is_dead(bare.verdict), std::optional<bool>(true));
    EXPECT_EQ(bare.clause, id::dead_position);
    // A queen: white can (a certificate), so not dead.
    const analysis::mate_question queen = analysis::ask_mate(fen("8/8/4k3/8/8/3QK3/8/8 b - - 0 1"), std::nullopt, 1000);
    EXPECT_EQ(queen.side[0]->verdict, mate_verdict::can);
    EXPECT_FALSE(queen.side[0]->certificate.empty());
    EXPECT_EQ(queen.side[1]->verdict, mate_verdict::cannot);
    EXPECT_EQ(queen.verdict, dead_verdict::no_a_side_can);
    EXPECT_EQ(analysis::is_dead(queen.verdict), std::optional<bool>(false));
    // One side asked alone: no 5.2.2 verdict.
    const analysis::mate_question black = analysis::ask_mate(fen("8/8/4k3/8/8/3QK3/8/8 b - - 0 1"), color::black, 1000);
    EXPECT_FALSE(black.side[0].has_value());
    ASSERT_TRUE(black.side[1].has_value());
    EXPECT_EQ(black.side[1]->verdict, mate_verdict::cannot);
    EXPECT_EQ(black.verdict, dead_verdict::not_asked);
    EXPECT_EQ(analysis::is_dead(black.verdict), std::nullopt);
}

} // namespace
