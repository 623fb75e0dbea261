// Guidelines II (Chess960): the starting arrays and their numbering (II.2), FEN's castling field in
// Shredder-FEN and X-FEN, the move generator's castling, and each castling clause of II.3 with its
// evidence (positive and negative), all at compile time. Positions are written in Shredder-FEN
// (file letters), which makes them Chess960 positions.
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/perft.hpp>
#include <chesslaw/rules/chess960.hpp>

#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;
using pt = piece_type;

// ---- the arrays (II.2) ---------------------------------------------------------------------

// SP 518 is the standard array, SP 0 BBQNNRKR, SP 959 RKRNNQBB (the usual numbering's ends).
static_assert(chess960_array(518) == back_rank{pt::rook, pt::knight, pt::bishop, pt::queen, pt::king, pt::bishop, pt::knight, pt::rook});
static_assert(chess960_array(0) == back_rank{pt::bishop, pt::bishop, pt::queen, pt::knight, pt::knight, pt::rook, pt::king, pt::rook});
static_assert(chess960_array(959) == back_rank{pt::rook, pt::king, pt::rook, pt::knight, pt::knight, pt::queen, pt::bishop, pt::bishop});
static_assert(!chess960_array(960) && !chess960_array(-1));

// Every number gives an array that keeps II.2.1 and II.2.2, and the numbering is one-to-one.
constexpr bool all_arrays_conform() {
    for (int n = 0; n < chess960_count; ++n) {
        const auto a = chess960_array(n);
        if (!a || check_array(*a) != array_fault::none || chess960_number(*a) != n) return false;
    }
    return true;
}
static_assert(all_arrays_conform());
static_assert(check_array({pt::bishop, pt::bishop, pt::queen, pt::knight, pt::knight, pt::king, pt::rook, pt::rook}) == array_fault::king_not_between);
static_assert(check_array({pt::bishop, pt::queen, pt::bishop, pt::knight, pt::knight, pt::rook, pt::king, pt::rook}) == array_fault::bishops_same_colour);
static_assert(check_array({pt::rook, pt::knight, pt::bishop, pt::queen, pt::king, pt::bishop, pt::knight, pt::knight}) == array_fault::wrong_pieces);
static_assert(!chess960_number({pt::bishop, pt::bishop, pt::queen, pt::knight, pt::knight, pt::king, pt::rook, pt::rook}));

// The starting position of SP 518 is the standard one, but castles king-takes-rook.
static_assert(chess960_position(518)->board == initial_position().board);
static_assert(chess960_position(518)->chess960 && !initial_position().chess960);
static_assert(perft(*chess960_position(518), 3) == 8902);
static_assert(perft(*chess960_position(0), 2) == 400);

// II.2/1, II.2.1, II.2.2, II.2.3 on a starting position.
static_assert(rules::check_start_array(*chess960_position(0)).conforms());
constexpr bool array_breaks(std::string_view f, spec::clause_ref c, fact what, square at) {
    const auto s = rules::check_start_array(fen(f));
    for (const auto& fd : s)
        if (fd.clause == c) {
            if (fd.result != outcome::violated) return false;
            for (const auto& w : fd.evidence())
                if (w.what == what && w.at == at) return true;
        }
    return false;
}
static_assert(array_breaks("bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w - - 0 1", id::chess960_king_between_rooks, fact::king_outside_rooks, square::f1));
static_assert(array_breaks("nbqbnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQBNRKR w - - 0 1", id::chess960_bishops_opposite, fact::bishops_same_colour, square::b1));
static_assert(array_breaks("qbbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1", id::chess960_black_opposite, fact::not_opposite, square::a8));
static_assert(array_breaks("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPP1/BBQNNRKR w - - 0 1", id::chess960_start_requirements, fact::misplaced_man, square::h2));
static_assert(!rules::check_start_array(fen("bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w - - 0 1")).conforms());

// ---- FEN: Shredder-FEN and X-FEN -----------------------------------------------------------

constexpr std::string_view sp0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
static_assert(fen(sp0).chess960 && fen(sp0) == *chess960_position(0));
static_assert(to_fen(fen(sp0), castling_style::shredder) == sp0);
static_assert(to_fen(fen(sp0)) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"); // X-FEN: outermost rooks
// X-FEN read as Chess960: KQkq name the outermost rooks.
constexpr position xfen(std::string_view f) {
    fen_options o;
    o.chess960 = true;
    return parse_fen_with(f, o)->pos;
}
static_assert(xfen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1") == fen(sp0));
// An inner rook is written with its file in X-FEN (another rook stands further out), the outer one with K/Q.
constexpr std::string_view inner = "4k3/8/8/8/8/8/8/1R1K1R1R w F - 0 1";
static_assert(fen(inner).castling_rook_square(color::white, side::king_side) == square::f1);
static_assert(to_fen(fen(inner)) == "4k3/8/8/8/8/8/8/1R1K1R1R w F - 0 1");
static_assert(parse_fen("4k3/8/8/8/8/8/8/1R1K1R1R w D - 0 1").error().code == fen_errc::castling_no_rook); // the king's own file
static_assert(parse_fen("4k3/8/8/8/8/8/8/1R1K1R1R w FH - 0 1").error().code == fen_errc::duplicate_right); // two king-side rights
static_assert(parse_fen("4k3/8/8/8/8/8/3K4/1R3R1R w F - 0 1").error().code == fen_errc::castling_king_off_rank);
static_assert(parse_fen("4k3/8/8/8/8/8/8/4K2R w Hx - 0 1").error().code == fen_errc::unexpected_char);

// ---- castling (II.3), one case per shape ----------------------------------------------------

constexpr bool castles(std::string_view f, std::string_view m) { return legal_moves(fen(f)).contains(uci(m)); }

// King and rook side by side: transposition castling (II.3.2.2), king f1 -> g1, rook g1 -> f1.
constexpr std::string_view adjacent = "k7/8/8/8/8/8/8/5KR1 w G - 0 1";
static_assert(castles(adjacent, "f1g1"));
static_assert(permits(id::chess960_transposition, adjacent, "f1g1"));
static_assert(judged(adjacent, "f1g1").outcome_of(id::chess960_double_move) == outcome::not_applicable);
static_assert(permits(id::chess960_final_squares, adjacent, "f1g1"));
static_assert(witness(id::chess960_final_squares, adjacent, "f1g1", fact::final_square, square::g1));
static_assert(make_move(fen(adjacent), uci("f1g1")).piece_on(square::g1) == piece::white_king);
static_assert(make_move(fen(adjacent), uci("f1g1")).piece_on(square::f1) == piece::white_rook);
static_assert(permits(id::own_square, adjacent, "f1g1")); // the king "onto" its own rook is castling here

// King already on g1: rook-move-only castling (II.3.2.4).
constexpr std::string_view king_on_g1 = "6k1/8/8/8/8/8/8/6KR w H - 0 1";
static_assert(castles(king_on_g1, "g1h1"));
static_assert(permits(id::chess960_rook_move_only, king_on_g1, "g1h1"));
static_assert(witness(id::chess960_rook_move_only, king_on_g1, "g1h1", fact::castling_manoeuvre, square::g1, square::f1));
// ... and the king's square must not be attacked, though the king does not move (3.8.2.2.1).
static_assert(forbids_only({id::castling_attacked, id::check}, "6k1/6r1/8/8/8/8/8/6KR w H - 0 1", "g1h1")); // and it stays in check

// Rook already on f1: king-move-only castling (II.3.2.3); the rook on the king's path is no obstacle.
constexpr std::string_view rook_on_f1 = "6k1/8/8/8/8/8/8/1K3R2 w F - 0 1";
static_assert(castles(rook_on_f1, "b1f1"));
static_assert(permits(id::chess960_king_move_only, rook_on_f1, "b1f1"));
static_assert(permits(id::chess960_vacant, rook_on_f1, "b1f1"));

// The rook's destination held by the king: c-side castling from d1, rook a1 -> d1 (II.3.2.1).
constexpr std::string_view onto_king = "6k1/8/8/8/8/8/8/R2K4 w A - 0 1";
static_assert(castles(onto_king, "d1a1"));
static_assert(permits(id::chess960_double_move, onto_king, "d1a1"));
static_assert(make_move(fen(onto_king), uci("d1a1")).piece_on(square::c1) == piece::white_king);
static_assert(make_move(fen(onto_king), uci("d1a1")).piece_on(square::d1) == piece::white_rook);

// Attacked transit: the king crosses e1, attacked by the rook on e8 (3.8.2.2.1 as II.3.1 reads it).
constexpr std::string_view transit = "4r1k1/8/8/8/8/8/8/1K5R w H - 0 1";
static_assert(!castles(transit, "b1h1"));
static_assert(forbids_only({id::castling_attacked}, transit, "b1h1"));
static_assert(witness(id::castling_attacked, transit, "b1h1", fact::square_attacked, square::e1, square::e8));
static_assert(castles("5rk1/8/8/8/8/8/8/1K5R w H - 0 1", "b1h1") == false); // f1 is crossed by the king too
static_assert(castles("r5k1/8/8/8/8/8/8/1K5R w H - 0 1", "b1h1"));           // a1: not on the king's way

// A third piece in the way (II.3.2.7.4, which reads 3.8.2.2.2 anew): the knight on d1.
constexpr std::string_view blocked = "6k1/8/8/8/8/8/8/1K1N3R w H - 0 1";
static_assert(!castles(blocked, "b1h1"));
static_assert(forbids_only({id::chess960_vacant}, blocked, "b1h1"));
static_assert(witness(id::chess960_vacant, blocked, "b1h1", fact::blocked_by, square::d1));
static_assert(judged(blocked, "b1h1").outcome_of(id::castling_blocked) == outcome::not_applicable);
// A piece on a square castling leaves alone may stay (II.3.2.7.5): a1 and b1 beside a c-side castling.
static_assert(castles("6k1/8/8/8/8/8/8/NR1K4 w B - 0 1", "d1b1"));

// One right lost: the king side's is gone, the queen side's is kept (3.8.2.1).
constexpr std::string_view one_right = "6k1/8/8/8/8/8/8/R3K2R w A - 0 1";
static_assert(!castles(one_right, "e1h1") && castles(one_right, "e1a1"));
static_assert(forbids_only({id::castling_right_lost}, one_right, "e1h1"));
static_assert(witness(id::castling_right_lost, one_right, "e1h1", fact::right_lost, square::h1));

// Not the castling rook (II.3.1): the right is the inner rook's (b1); the king onto a1 is no castling.
constexpr std::string_view two_rooks = "6k1/8/8/8/8/8/8/RR1K4 w B - 0 1";
static_assert(castles(two_rooks, "d1b1") && !castles(two_rooks, "d1a1"));
static_assert(forbids(id::chess960_castle_once, two_rooks, "d1a1"));
static_assert(witness(id::chess960_castle_once, two_rooks, "d1a1", fact::not_castling_rook, square::a1, square::b1));

// A rook or queen behind the castling rook: once the rook leaves b1 the queen on a1 checks the king
// on c1 (3.9), though c1 is not attacked before the move.
constexpr std::string_view behind = "6k1/8/8/8/8/8/8/qRK5 w B - 0 1";
static_assert(!castles(behind, "c1b1"));
static_assert(forbids_only({id::check}, behind, "c1b1"));

// In standard chess none of the Guidelines II predicates applies, and the judgement lists Article 3's only.
static_assert(judged("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1").count == article3::size);
static_assert(judged(adjacent, "f1g1").count == judgement::capacity);
// In Chess960 the king's two-square move is no castling: e1g1 is not a king's move at all.
static_assert(forbids(id::king_step, "6k1/8/8/8/8/8/8/R3K2R w HA - 0 1", "e1g1"));

} // namespace
