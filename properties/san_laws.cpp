// SAN and the audit (notation/san.hpp, audit/game.hpp) over generated games.
//   (a) read(write(m, p), p) == m for every legal move of every position of a game, and the
//       written SAN is canonical (read_san_detailed names no variant); the fast read path
//       equals the generator's reading on every piece type × target × promotion and castling.
//   (b) one geometric-but-illegal move, written as SAN, inserted at a random ply of a game: the
//       audit replays exactly the plies before it, stops at it, resolves it to that move, and
//       cites exactly the clauses judge(start, game so far, move) finds violated.
//   (c) every breach: k illegal moves inserted at random plies, each applied as a displacement and
//       the play going on legally from the board as it then stood: the audit finds exactly those
//       k plies, each with the judge's clauses, and replays to the end; and the game's end (a mate
//       or stalemate, also where an inserted move stands in a position with no legal move, a dead
//       position, fivefold, 75 moves) and claims are the ones gen/ending.hpp works out over the
//       boards as they stood, the end "after a breach" exactly when it comes after the first one.
#include <algorithm>
#include <optional>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/ending.hpp"
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


// Every breach, not the first: from a random start, play where at k random plies an illegal move
// of an own piece (written with its full origin, so it can mean only that move) is applied as a
// displacement and the play goes on legally from the board as it then stands. The audit finds
// exactly those k plies, each with the clauses the judge gives for that move with the game's
// castling history. Inserted moves keep the board one a game can hold (the mover's king not left
// attacked, and none the audit refuses to apply: displacement_refused), so the play after them
// is defined.
CHESSLAW_PROP(san, audit_finds_every_inserted_illegal_move, 500, ()) {
    const auto g = *games();
    const position start = replay(g).back();
    const int length = *rc::gen::inRange(8, 60);
    const int k = *rc::gen::inRange(1, 5);
    std::vector<int> at = *rc::gen::unique<std::vector<int>>(k, rc::gen::inRange(0, length));
    std::sort(at.begin(), at.end());

    position pos = start;
    rules::castling_history hist = audit::start_history(start);
    std::vector<std::string> text;
    std::vector<std::size_t> want_plies;
    std::vector<std::vector<spec::clause_ref>> want_clauses;
    std::vector<position> boards{start}; // the board after each ply, as it stood
    std::vector<move> played_moves;
    for (int ply = 0; ply < length; ++ply) {
        const bool insert = std::binary_search(at.begin(), at.end(), ply);
        std::optional<move> played;
        if (insert) {
            std::vector<move> illegal;
            for (const move m : shaped_candidates(pos)) {
                if (!own(pos, m.from(), pos.side_to_move) || is_legal(pos, m) || audit::displacement_refused(pos, m) != audit::replay_stop::none) continue;
                const position n = audit::displace(pos, m);
                if (attacked(n, n.king(pos.side_to_move), n.side_to_move)) continue; // the mover's king left attacked
                illegal.push_back(m);
            }
            if (!illegal.empty()) {
                const move m = *rc::gen::elementOf(illegal);
                want_plies.push_back(static_cast<std::size_t>(ply));
                want_clauses.push_back(audit::violated_clauses(judge(pos, m, hist)));
                text.push_back(write_any(pos, m));
                played = m;
            }
        }
        if (!played) {
            const auto legal = legal_moves(pos);
            if (legal.size() == 0) break;
            const move m = *rc::gen::elementOf(std::vector<move>(legal.begin(), legal.end()));
            text.emplace_back(to_san(pos, m).view());
            played = m;
        }
        audit::note_move(hist, pos, *played, static_cast<std::size_t>(ply));
        pos = audit::displace(pos, *played); // make_move for a legal move
        boards.push_back(pos);
        played_moves.push_back(*played);
    }
    RC_PRE(!want_plies.empty());
    const std::vector<std::string_view> views(text.begin(), text.end());
    const auto r = audit::audit_game(start, views);
    RC_ASSERT(r.status == audit::game_status::illegal);
    if (r.stopped_at) {
        std::string line;
        for (const auto& t : text) line += t + " ";
        RC_FAIL("the replay stopped at ply " + std::to_string(*r.stopped_at) + " (" + std::string(audit::name(r.stop_reason)) + ") in " + to_fen_string(start) + ": " + line);
    }
    RC_ASSERT(r.plies_read == text.size());
    RC_ASSERT(r.breaches.size() == want_plies.size());
    for (std::size_t i = 0; i < want_plies.size(); ++i) {
        RC_ASSERT(r.breaches[i].ply == want_plies[i]);
        if (r.breaches[i].clauses != want_clauses[i]) {
            std::string got, want;
            for (const auto c : r.breaches[i].clauses) got += std::string(c.id()) + " ";
            for (const auto c : want_clauses[i]) want += std::string(c.id()) + " ";
            RC_FAIL(text[want_plies[i]] + " in " + to_fen_string(r.breaches[i].before) + ": audit cites " + got + "but the judge " + want);
        }
    }
    RC_ASSERT(r.final_position == pos);
    // How the game ended, over the boards as they stood (the audit keeps watching after a breach).
    const auto want_end = ending::expect(boards, played_moves);
    if (const std::string why = ending::compare(want_end, r.end ? &*r.end : nullptr, r.claims); !why.empty()) {
        std::string line;
        for (const auto& t : text) line += t + " ";
        RC_FAIL("the end: " + why + "in " + to_fen_string(start) + ": " + line);
    }
    if (r.end) RC_ASSERT(r.end->after_breach == (r.end->ply > want_plies.front()));
    clause_set hit;
    for (const auto& cs : want_clauses)
        for (const auto c : cs) hit.add(c);
    hit.add(id::illegal_move);
    clause_hits::tag(hit);
}

} // namespace
