// FEN and UCI reading/writing in constant evaluation: round trips and typed errors.
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>

namespace {
using namespace chesslaw;

constexpr bool round_trips(std::string_view t) { return to_fen(fen(t)) == t; }
static_assert(round_trips(initial_fen));
static_assert(round_trips("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
static_assert(round_trips("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2"));
static_assert(round_trips("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"));
static_assert(round_trips("4k3/8/8/8/8/8/8/4K3 b - - 99 300"));
// EPD-style four fields: clocks default to 0 and 1.
static_assert(to_fen(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -")) == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

constexpr fen_error error_of(std::string_view t) { return parse_fen(t).error(); }
constexpr bool fails(std::string_view t, fen_errc code, fen_field field) {
    const auto r = parse_fen(t);
    return !r && r.error().code == code && r.error().field == field;
}

// Placement.
static_assert(fails("", fen_errc::empty, fen_field::whole));
static_assert(fails("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", fen_errc::field_count, fen_field::whole));
static_assert(fails("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1", fen_errc::empty_field, fen_field::side_to_move));
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/44P/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::consecutive_digits);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/8P/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::rank_too_long);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/8P/PPPPPPPP/RNBQKBNR w KQkq - 0 1").rank_no == 3);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/8P/PPPPPPPP/RNBQKBNR w KQkq - 0 1").count == 9);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::rank_too_short);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::rank_count);
static_assert(error_of("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::rank_count);
static_assert(error_of("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").code == fen_errc::unexpected_char);
static_assert(error_of("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").character == 'x');
static_assert(error_of("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").offset == 13);
static_assert(fails("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", fen_errc::king_count, fen_field::placement));
static_assert(fails("4k3/8/8/8/8/8/8/4K2P w - - 0 1", fen_errc::pawn_on_back_rank, fen_field::placement));
static_assert(fails("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", fen_errc::too_many_pawns, fen_field::placement));
static_assert(fails("4k3/8/8/8/8/8/4q3/4K3 b - - 0 1", fen_errc::opponent_in_check, fen_field::side_to_move));
// Checks no legal move could give (a partial check of 3.10.3).
constexpr fen_errc strict_error(std::string_view t) { return parse_fen(t, fen_strictness::strict).error().code; }
static_assert(strict_error("4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1") == fen_errc::impossible_check); // triple check
static_assert(strict_error("8/8/N7/2k5/N7/8/8/3K4 b - - 0 1") == fen_errc::impossible_check);     // two knights
static_assert(strict_error("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1") == fen_errc::impossible_check); // not from d2-d4
static_assert(parse_fen("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1").has_value()); // structurally fine: moves are defined
static_assert(parse_fen("8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3", fen_strictness::strict).has_value());
// Side to move.
static_assert(fails("4k3/8/8/8/8/8/8/4K3 x - - 0 1", fen_errc::unexpected_char, fen_field::side_to_move));
// Castling field.
static_assert(fails("4k3/8/8/8/8/8/8/4K3 w X - 0 1", fen_errc::unexpected_char, fen_field::castling));
static_assert(error_of("4k3/8/8/8/8/8/8/4K3 w X - 0 1").character == 'X');
static_assert(fails("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", fen_errc::duplicate_right, fen_field::castling));
static_assert(fails("r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", fen_errc::castling_no_rook, fen_field::castling));
static_assert(error_of("r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1").sq == square::h1);
static_assert(fails("r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1", fen_errc::castling_no_king, fen_field::castling));
// En-passant field.
static_assert(fails("4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1", fen_errc::ep_wrong_rank, fen_field::en_passant));
static_assert(fails("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1", fen_errc::ep_no_pawn, fen_field::en_passant));
static_assert(fails("4k3/3p4/8/3pP3/8/8/8/4K3 w - d6 0 1", fen_errc::ep_not_empty, fen_field::en_passant));
static_assert(fails("4k3/8/8/3pP3/8/8/8/4K3 w - z6 0 1", fen_errc::bad_square, fen_field::en_passant));
// Clocks.
static_assert(fails("4k3/8/8/8/8/8/8/4K3 w - - x 1", fen_errc::bad_number, fen_field::halfmove_clock));
static_assert(fails("4k3/8/8/8/8/8/8/4K3 w - - 0 0", fen_errc::number_out_of_range, fen_field::fullmove_number));
static_assert(fails("4k3/8/8/8/8/8/8/4K3 w - - 0 99999999", fen_errc::number_out_of_range, fen_field::fullmove_number));

// UCI.
static_assert(to_uci(uci("e2e4")) == "e2e4");
static_assert(to_uci(uci("e7e8q")) == "e7e8q");
static_assert(uci("a7b8n").promotion() == promotion::knight);
static_assert(uci("e1g1").from() == square::e1 && uci("e1g1").to() == square::g1);
static_assert(parse_uci("e2e9").error().code == uci_errc::bad_to);
static_assert(parse_uci("e2e9").error().offset == 3);
static_assert(parse_uci("e7e8k").error().code == uci_errc::bad_promotion);
static_assert(parse_uci("zz").error().code == uci_errc::bad_length);
static_assert(parse_uci("i2e4").error().code == uci_errc::bad_from);
static_assert(parse_uci("0000").error().code == uci_errc::null_move);
} // namespace
