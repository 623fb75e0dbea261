// SAN and the audit (notation/san.hpp, audit/game.hpp) over generated games.
//   (a) read(write(m, p), p) == m for every legal move of every position of a game, and the
//       written SAN is canonical (read_san_detailed names no variant); the fast read path
//       equals the generator's reading on every piece type × target × promotion and castling.
//   (b) one geometric-but-illegal move, written as SAN, inserted at a random ply of a game: the
//       audit replays exactly the plies before it, stops at it, resolves it to that move, and
//       cites exactly the clauses judge(start, game so far, move) finds violated.
#include <chesslaw/audit/game.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/notation/san.hpp>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/expect.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

//! Any move of an own piece as SAN that names its origin in full (so it can mean only this move):
//! `Ng1f3`, `e2e4`, `e4xd5`, `e7e8=Q`; the king's two-square move from its initial square: `O-O`.
std::string write_any(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    const piece_type t = type_of(pc);
    const int df = static_cast<int>(file_of(m.to())) - static_cast<int>(file_of(m.from()));
    const square home = make_square(file::e, relative_rank(p.side_to_move, rank::r1));
    if (t == piece_type::king && m.from() == home && rank_of(m.to()) == rank_of(m.from()) && (df == 2 || df == -2))
        return df > 0 ? "O-O" : "O-O-O";
    std::string s;
    if (t != piece_type::pawn) s += "PNBRQK"[static_cast<int>(t)];
    s += to_string(m.from()).view();
    if (!p.empty(m.to()) || (t == piece_type::pawn && df != 0)) s += 'x';
    s += to_string(m.to()).view();
    if (m.is_promotion()) {
        s += '=';
        s += "PNBRQK"[static_cast<int>(to_piece_type(m.promotion()))];
    }
    return s;
}

CHESSLAW_PROP(san, read_of_write_is_identity, 300, ()) {
    const auto g = *games();
    for (const position& p : replay(g)) {
        for (const move m : legal_moves(p)) {
            const san_text t = to_san(p, m);
            const auto r = read_san_detailed(p, t.view());
            if (!r) RC_FAIL(std::string(t.view()) + " in " + to_fen_string(p) + ": " + to_string(r.error(), t.view()));
            if (!(r->m == m))
                RC_FAIL(std::string(t.view()) + " in " + to_fen_string(p) + " reads as " + to_uci_string(r->m) + ", written for " +
                        to_uci_string(m));
            RC_ASSERT(r->variants == san_variant::none);
        }
        // The fast read path equals the generator's on every piece type, target and promotion.
        for (int t = 0; t < 64; ++t)
            for (int pt = 0; pt < 6; ++pt)
                for (int pr = 0; pr < (pt == 0 && (t < 8 || t >= 56) ? 5 : 1); ++pr) {
                    san_syntax s;
                    s.piece = static_cast<piece_type>(pt);
                    s.to = square_at(t);
                    s.promotion = static_cast<promotion>(pr);
                    const auto fast = read_san(p, s), ref = san_detail::read_san_by_generator(p, s);
                    RC_ASSERT(fast.has_value() == ref.has_value());
                    if (fast) RC_ASSERT(*fast == *ref);
                    else RC_ASSERT(fast.error() == ref.error());
                }
        for (const side sd : {side::king_side, side::queen_side}) {
            san_syntax s;
            s.piece = piece_type::king;
            s.castling = sd;
            const auto fast = read_san(p, s), ref = san_detail::read_san_by_generator(p, s);
            RC_ASSERT(fast.has_value() == ref.has_value());
            if (fast) RC_ASSERT(*fast == *ref);
        }
    }
    clause_set hit;
    hit.add(id::legal_move);
    clause_hits::tag(hit);
}

CHESSLAW_PROP(san, audit_finds_the_inserted_illegal_move, 1500, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    const auto moves = moves_of(g);
    const auto k = static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(moves.size()) + 1));
    const position& p = ps[k];
    std::vector<move> illegal;
    for (const move m : shaped_candidates(p))
        if (own(p, m.from(), p.side_to_move) && !is_legal(p, m)) illegal.push_back(m);
    RC_PRE(!illegal.empty());
    const move m = *rc::gen::elementOf(illegal);

    std::vector<std::string> text;
    for (std::size_t i = 0; i < k; ++i) text.emplace_back(to_san(ps[i], moves[i]).view());
    const std::string bad = write_any(p, m);
    text.push_back(bad);
    for (std::size_t i = k; i < moves.size(); ++i) text.emplace_back(to_san(ps[i], moves[i]).view()); // after it: ignored
    const std::vector<std::string_view> views(text.begin(), text.end());

    const position start = ps.front();
    const auto r = audit::audit_game(start, views);
    RC_ASSERT(r.status == audit::game_status::illegal);
    RC_ASSERT(r.first.has_value());
    RC_ASSERT(r.first->ply == k);
    RC_ASSERT(r.plies_replayed == k);
    RC_ASSERT(r.first->before == p); // the position it was written in (the replay goes on after it)
    if (!r.first->resolved || !(*r.first->resolved == m))
        RC_FAIL(bad + " in " + to_fen_string(p) + " resolved to " + (r.first->resolved ? to_uci_string(*r.first->resolved) : "nothing") +
                ", written for " + to_uci_string(m));
    const auto j = judge(start, std::span<const move>(moves.data(), k), m);
    RC_ASSERT(j.has_value());
    RC_ASSERT(!j->legal);
    const auto expected_clauses = audit::violated_clauses(*j);
    if (r.first->clauses != expected_clauses) {
        std::string got, want;
        for (const auto c : r.first->clauses) got += std::string(c.id()) + " ";
        for (const auto c : expected_clauses) want += std::string(c.id()) + " ";
        RC_FAIL(bad + " in " + to_fen_string(p) + ": audit cites " + got + "but the judge " + want);
    }
    clause_set hit;
    for (const auto c : expected_clauses) hit.add(c);
    hit.add(id::illegal_move);
    clause_hits::tag(hit);
}

} // namespace
