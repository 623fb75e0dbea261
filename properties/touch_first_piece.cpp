// Article 4.3.1 — "the first touched own piece that can move must be moved", as a RapidCheck law:
// on positions of generated games, a player touches one of their pieces (deliberately), then makes
// a legal move on the board (lift, release, remove a captured piece, the rook of castling, the
// promotion piece). If the touched piece has a legal move, the move is compliant exactly when it
// moves that piece; if it has none, every legal move is compliant (4.5).
#include <string>

#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/touch/event.hpp>

#include "gen/game.hpp"
#include "gen/runner.hpp"
#include "tests/unit/touch_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

CHESSLAW_PROP(touch_4_3_1, compliant_moves_move_the_first_touched_piece, 300, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const move_list legal = legal_moves(p);
    RC_PRE(!legal.empty());
    const bitboard own = p.pieces(p.side_to_move);
    const int k = *rc::gen::inRange(0, popcount(own));
    bitboard b = own;
    for (int i = 0; i < k; ++i) b &= b - 1;
    const square touched = lsb(b);
    const move m = legal[*rc::gen::inRange(0, legal.size())];

    bool touched_can_move = false;
    for (const move l : legal) touched_can_move = touched_can_move || l.from() == touched;
    const std::string events = "touch:" + std::string(to_string(touched).view()) + " " + test::events_for(p, m);
    const auto log = touch::parse_events(events);
    RC_ASSERT(log.has_value());
    const auto r = touch::arbitrate(p, *log);
    RC_ASSERT(r.has_value());
    RC_ASSERT(r->complete());
    RC_ASSERT(r->made() == m);
    if (touched_can_move) RC_ASSERT(r->compliant() == (m.from() == touched));
    else RC_ASSERT(r->compliant());
    clause_set hit;
    hit.add(touched_can_move ? id::touch_own : id::no_touched_piece_movable);
    clause_hits::tag(hit);
    RC_CLASSIFY(touched_can_move && m.from() != touched, std::string(id::touch_own.id()) + " violated");
}
} // namespace
