// fen()/uci() throw a catchable std::exception carrying the message (issue 16, item 9), and
// parse_fen_with / parse_fen_lenient repair what other readers repair — stale castling rights, a
// fullmove number of 0 — reporting each repair, while parse_fen stays strict (item 5).
#include <exception>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/uci.hpp>

namespace {

using namespace chesslaw;

// ---- the lenient reader, in constant evaluation -------------------------------------------
constexpr std::string_view stale = "4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 0"; // no rook on h1, no black rooks, fullmove 0
static_assert(!parse_fen(stale).has_value());
static_assert(parse_fen(stale).error().code == fen_errc::castling_no_rook); // strict: the first fault
static_assert(parse_fen_lenient(stale).has_value());
static_assert(parse_fen_lenient(stale)->pos.rights == castling::white_queen);
static_assert(parse_fen_lenient(stale)->dropped_rights == (castling::white_king | castling::black_king | castling::black_queen));
static_assert(parse_fen_lenient(stale)->fullmove_was_zero);
static_assert(parse_fen_lenient(stale)->pos.fullmove_number == 1);
static_assert(parse_fen_lenient(stale)->repair_count == 4);
static_assert(parse_fen_lenient(stale)->repairs[0].character == 'K');
static_assert(parse_fen_lenient(stale)->repairs[0].offset == 23);
static_assert(parse_fen_lenient(stale)->repairs[3].field == fen_field::fullmove_number);
// Each repair on its own.
static_assert(parse_fen_with("4k3/8/8/8/8/8/8/4K3 w - - 0 0", {fen_strictness::structural, true, false})->pos.fullmove_number == 1);
static_assert(!parse_fen_with("4k3/8/8/8/8/8/8/R3K3 w K - 0 0", {fen_strictness::structural, true, false}).has_value());
static_assert(!parse_fen_with("4k3/8/8/8/8/8/8/R3K3 w K - 0 0", {fen_strictness::structural, false, true}).has_value());
static_assert(parse_fen_with("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", {fen_strictness::structural, false, true})->pos.rights == castling::none);
// The king off e1 drops both white rights, the fault naming the king.
static_assert(parse_fen_lenient("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1")->pos.rights == (castling::black_king | castling::black_queen));
static_assert(parse_fen_lenient("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1")->repairs[0].code == fen_errc::castling_no_king);
// A FEN without a fault: nothing repaired, the same position as parse_fen.
static_assert(parse_fen_lenient(initial_fen)->repair_count == 0);
static_assert(parse_fen_lenient(initial_fen)->pos == initial_position());
// A duplicate letter is still an error, and what parse_fen refuses for other reasons stays refused.
static_assert(parse_fen_lenient("4k3/8/8/8/8/8/8/4K3 w KK - 0 1").error().code == fen_errc::duplicate_right);
static_assert(parse_fen_lenient("4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1").error().code == fen_errc::too_many_pawns);
// stale_rights on any board.
static_assert(stale_rights(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")) == castling::none);
static_assert(castling_right_fault(fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), castling::white_queen)->sq == square::a1);

// ---- fen() and uci() at run time ---------------------------------------------------------
TEST(FenErrors, FenThrowsAStdExceptionWithTheMessage) {
    const std::string bad = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    try {
        static_cast<void>(fen(bad));
        FAIL() << "fen() accepted a bad FEN";
    } catch (const std::exception& e) {
        EXPECT_EQ(std::string(e.what()), "FEN '" + bad + "': placement field: rank 7 describes 9 squares (at offset 17)");
    }
    EXPECT_THROW(static_cast<void>(fen("")), std::invalid_argument);
    try {
        static_cast<void>(fen("8/8/8/8/8/8/8/8 w - - 0 1"));
        FAIL();
    } catch (const bad_fen& e) {
        EXPECT_EQ(e.error().code, fen_errc::king_count);
        EXPECT_NE(std::string(e.what()).find("white has 0 kings"), std::string::npos) << e.what();
    }
}

TEST(FenErrors, UciThrowsAStdExceptionWithTheMessage) {
    try {
        static_cast<void>(uci("e2e9"));
        FAIL() << "uci() accepted e2e9";
    } catch (const std::exception& e) {
        EXPECT_EQ(std::string(e.what()), "move 'e2e9': destination square is not a square name ('9' at offset 3)");
    }
    try {
        static_cast<void>(uci("0000"));
        FAIL();
    } catch (const bad_uci& e) {
        EXPECT_EQ(e.error().code, uci_errc::null_move);
    }
}

TEST(FenErrors, ValueOnAnErrorThrowsTheErrorsMessage) {
    const auto r = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
    try {
        static_cast<void>(r.value());
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), to_string(r.error()));
    }
    EXPECT_EQ(fen(initial_fen), initial_position());
    EXPECT_EQ(uci("e7e8q"), move(square::e7, square::e8, promotion::queen));
}

TEST(FenErrors, RepairsInWords) {
    const auto r = parse_fen_lenient(stale);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(describe_repair(r->repairs[0]), "castling right 'K' dropped: no white rook on h1 (at offset 23)");
    EXPECT_EQ(describe_repair(r->repairs[3]), "fullmove number 0 read as 1 (at offset 32)");
    const auto k = parse_fen_lenient("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
    ASSERT_TRUE(k.has_value());
    EXPECT_EQ(describe_repair(k->repairs[1]), "castling right 'Q' dropped: the white king is not on e1 (at offset 27)");
}

} // namespace
