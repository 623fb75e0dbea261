// Mating material by the certain rules (kernel/include/chesslaw/rules/material.hpp) — the
// question of 5.1.2 (2023), 5.2.2 and 6.9, "cannot checkmate by any possible series of legal
// moves", decided only where it is certain: a bare king; a king and one minor piece against a
// bare king; nothing but kings and bishops, every bishop on squares of one colour. Everything
// else is undecided (K+N v K+P can mate, K+2N v K is not covered), never "cannot". Positive and
// negative cases each, positions read by the constexpr FEN reader.
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/prose/material.hpp>
#include <chesslaw/rules/material.hpp>

namespace {
using namespace chesslaw;
using rules::cannot_mate_reason;
using rules::mating_material;

constexpr cannot_mate_reason why(std::string_view f, color c) { return rules::why_cannot_checkmate(fen(f), c); }
constexpr bool dead(std::string_view f) { return rules::dead_by_material(fen(f)); }
constexpr bool minors(std::string_view f, color c) { return rules::only_minor_pieces(fen(f), c); }

constexpr auto white = color::white;
constexpr auto black = color::black;

// ---- the square colours ----------------------------------------------------------------------
static_assert((dark_squares & bb(square::a1)) != 0);  // a1 is dark
static_assert((dark_squares & bb(square::h8)) != 0);
static_assert((dark_squares & bb(square::c1)) != 0);  // white's dark-squared bishop
static_assert((dark_squares & bb(square::f8)) != 0);  // black's dark-squared bishop
static_assert((dark_squares & bb(square::h1)) == 0);  // h1 is light
static_assert((dark_squares & bb(square::f1)) == 0);
static_assert((dark_squares & bb(square::c8)) == 0);
static_assert(popcount(dark_squares) == 32);

// ---- a bare king ------------------------------------------------------------------------------
constexpr std::string_view kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
static_assert(why(kings, white) == cannot_mate_reason::bare_king && why(kings, black) == cannot_mate_reason::bare_king);
static_assert(dead(kings));
static_assert(!minors(kings, white) && !minors(kings, black)); // a bare king has no minor piece
// A bare king against a queen: that king cannot mate, the queen's side can — not dead.
constexpr std::string_view queen = "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1";
static_assert(why(queen, white) == cannot_mate_reason::bare_king);
static_assert(why(queen, black) == cannot_mate_reason::none);
static_assert(rules::mating_material_of(fen(queen), white) == mating_material::cannot);
static_assert(rules::mating_material_of(fen(queen), black) == mating_material::undecided);
static_assert(!dead(queen));
// A bare king against a knight and a pawn, a bishop pair, two knights: still cannot mate.
static_assert(why("4k3/8/8/8/8/8/3np3/4K3 w - - 0 1", white) == cannot_mate_reason::bare_king);
static_assert(why("4k3/8/8/8/8/8/3nn3/4K3 w - - 0 1", white) == cannot_mate_reason::bare_king);

// ---- a lone minor piece against a bare king --------------------------------------------------
constexpr std::string_view knight = "4k3/8/8/8/8/8/8/4KN2 w - - 0 1";
static_assert(why(knight, white) == cannot_mate_reason::lone_minor && why(knight, black) == cannot_mate_reason::bare_king);
static_assert(dead(knight));
static_assert(minors(knight, white) && !minors(knight, black));
constexpr std::string_view bishop = "4k3/8/8/8/8/8/8/4KB2 w - - 0 1";
static_assert(why(bishop, white) == cannot_mate_reason::lone_minor); // the lone-minor rule decides first
static_assert(dead(bishop));
// Colours reversed: black's lone knight or bishop against white's bare king.
static_assert(why("4kn2/8/8/8/8/8/8/4K3 b - - 0 1", black) == cannot_mate_reason::lone_minor);
static_assert(dead("4kn2/8/8/8/8/8/8/4K3 b - - 0 1") && dead("2b1k3/8/8/8/8/8/8/4K3 w - - 0 1"));
// Who is to move does not matter.
static_assert(dead("4k3/8/8/8/8/8/8/4KN2 b - - 0 1"));

// ---- kings and bishops, every bishop on one colour -------------------------------------------
// Same colour (c1 and f8 are dark): dead, whichever side.
constexpr std::string_view same = "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1";
static_assert(why(same, white) == cannot_mate_reason::same_colour_bishops && why(same, black) == cannot_mate_reason::same_colour_bishops);
static_assert(dead(same));
static_assert(dead("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1")); // c8 and f1: both light
// Opposite colours (f1 light, f8 dark): either side can mate with the other's help — not dead.
constexpr std::string_view opposite = "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1";
static_assert(why(opposite, white) == cannot_mate_reason::none && why(opposite, black) == cannot_mate_reason::none);
static_assert(!dead(opposite));
static_assert(minors(opposite, white) && minors(opposite, black)); // the case the full analysis must decide
// Several bishops, all dark, on both sides: dead.
constexpr std::string_view many_dark = "4kb2/8/1b6/8/8/4B3/8/2B1K3 w - - 0 1";
static_assert(why(many_dark, white) == cannot_mate_reason::same_colour_bishops);
static_assert(why(many_dark, black) == cannot_mate_reason::same_colour_bishops);
static_assert(dead(many_dark));
// Several light bishops of one side against a bare king: dead too (no lone minor, one colour).
constexpr std::string_view two_light = "4k3/8/8/8/8/8/4B3/4KB2 w - - 0 1";
static_assert(why(two_light, white) == cannot_mate_reason::same_colour_bishops && dead(two_light));
// One bishop of the other colour among them: not dead (the bishop pair mates).
constexpr std::string_view pair = "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1";
static_assert(why(pair, white) == cannot_mate_reason::none && !dead(pair));
static_assert(why("4kb2/8/1b6/8/8/4B3/8/4KB2 w - - 0 1", white) == cannot_mate_reason::none); // f1 light among dark ones
// Same-coloured bishops and one other man: the rule does not apply.
static_assert(!dead("4kb2/8/8/8/8/8/P7/2B1K3 w - - 0 1"));  // a pawn
static_assert(!dead("4kb2/8/8/8/8/8/8/1NB1K3 w - - 0 1"));  // a knight
static_assert(why("4kb2/8/8/8/8/8/P7/2B1K3 w - - 0 1", black) == cannot_mate_reason::none);

// ---- not decided by the certain rules --------------------------------------------------------
// K+N v K+P: the knight can mate (the pawn blocks its king): undecided, not dead.
constexpr std::string_view knight_v_pawn = "7k/7p/8/8/8/8/8/4KN2 w - - 0 1";
static_assert(why(knight_v_pawn, white) == cannot_mate_reason::none);
static_assert(why(knight_v_pawn, black) == cannot_mate_reason::none);
static_assert(!dead(knight_v_pawn));
static_assert(minors(knight_v_pawn, white) && !minors(knight_v_pawn, black));
// K+2N v K: no forced mate, but a mate exists: undecided.
constexpr std::string_view two_knights = "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1";
static_assert(why(two_knights, white) == cannot_mate_reason::none && !dead(two_knights));
static_assert(minors(two_knights, white));
// K+N v K+N, K+B v K+N, K+B+N v K: undecided.
static_assert(!dead("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1") && why("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", white) == cannot_mate_reason::none);
static_assert(!dead("4kn2/8/8/8/8/8/8/4KB2 w - - 0 1"));
static_assert(why("4k3/8/8/8/8/8/8/3NKB2 w - - 0 1", white) == cannot_mate_reason::none);
// Pawns, rooks, queens: never decided here (a pawn promotes; a rook or queen mates).
static_assert(why("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", white) == cannot_mate_reason::none && !dead("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
static_assert(why("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white) == cannot_mate_reason::none && !dead("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
static_assert(why("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", white) == cannot_mate_reason::none && !dead("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
static_assert(!minors("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", white) && !minors("4k3/8/8/8/8/8/8/1N1QK3 w - - 0 1", white));
static_assert(!dead(initial_fen) && why(initial_fen, white) == cannot_mate_reason::none && !minors(initial_fen, white));

// ---- reached by a move -----------------------------------------------------------------------
// The capture of the last man leaves two kings; a capture that leaves K+B v K, K+N v K.
static_assert(!dead("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1") && rules::dead_by_material(make_move(fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"), uci("e1e2"))));
static_assert(rules::dead_by_material(make_move(fen("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1"), uci("f1e2"))));
static_assert(!rules::dead_by_material(make_move(fen("4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1"), uci("g1e2")))); // takes nothing
static_assert(rules::dead_by_material(make_move(fen("4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1"), uci("g1f3"))));
// A promotion to a knight against a bare king: dead; to a queen: not.
static_assert(rules::dead_by_material(make_move(fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), uci("a7a8n"))));
static_assert(!rules::dead_by_material(make_move(fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), uci("a7a8q"))));

// ---- the reasons in words --------------------------------------------------------------------
static_assert(!prose::describe(cannot_mate_reason::bare_king).empty());
static_assert(!prose::describe(cannot_mate_reason::lone_minor).empty());
static_assert(!prose::describe(cannot_mate_reason::same_colour_bishops).empty());
static_assert(prose::describe(cannot_mate_reason::none).empty());

} // namespace
