// The helpmate finder (kernel/include/chesslaw/analysis/helpmate.hpp) in constant evaluation:
// small cases of "can this side still checkmate by some series of legal moves?" (5.2.2, 6.9).
#include <array>

#include <chesslaw/analysis/helpmate.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>

namespace {
using namespace chesslaw;
using analysis::find_helpmate;
using analysis::helpmate_budget;
using analysis::verify_helpmate;

// A back-rank mate in one: found, one move, and the kernel replays it to checkmate.
constexpr bool mate_in_one() {
    const position p = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    const auto r = find_helpmate(p, color::white, helpmate_budget{2'000});
    return r.found && r.line.size() == 1 && r.line[0] == uci("a1a8") && verify_helpmate(p, color::white, r.line);
}
static_assert(mate_in_one());

// The side to move is the loser: it cooperates with a waiting move, then the rook mates.
constexpr bool loser_to_move() {
    const position p = fen("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1");
    const auto r = find_helpmate(p, color::white, helpmate_budget{2'000});
    return r.found && r.line.size() >= 2 && verify_helpmate(p, color::white, r.line);
}
static_assert(loser_to_move());

// Only the knight promotion mates.
constexpr bool underpromotion() {
    const position p = fen("6nb/5Ppk/6pp/8/8/8/8/K7 w - - 0 1");
    const auto r = find_helpmate(p, color::white, helpmate_budget{500});
    return r.found && r.line.size() == 1 && r.line[0] == uci("f7f8n");
}
static_assert(underpromotion());

// K+N v K and a bare king: no line, and no search.
static_assert(!find_helpmate(fen("8/8/8/4k3/8/8/8/N3K3 w - - 0 1"), color::white, helpmate_budget{1'000}).found);
static_assert(find_helpmate(fen("8/8/8/4k3/8/8/8/N3K3 w - - 0 1"), color::white, helpmate_budget{1'000}).nodes == 0);
static_assert(!find_helpmate(fen("8/8/8/4k3/8/8/8/N3K3 w - - 0 1"), color::black, helpmate_budget{1'000}).found);

// An already mated position: found, with an empty line; the mating side cannot be mated.
static_assert(find_helpmate(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), color::white).found);
static_assert(find_helpmate(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), color::white).line.empty());
static_assert(!find_helpmate(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), color::black).found);

// verify_helpmate refuses a move that is not legal, one that does not mate, and the wrong winner.
constexpr bool verify_refuses() {
    const position p = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    const std::array<move, 1> not_mate{uci("a1a7")}, illegal{uci("a1h8")}, mate{uci("a1a8")};
    return !verify_helpmate(p, color::white, not_mate) && !verify_helpmate(p, color::white, illegal) &&
           verify_helpmate(p, color::white, mate) && !verify_helpmate(p, color::black, mate);
}
static_assert(verify_refuses());

} // namespace
