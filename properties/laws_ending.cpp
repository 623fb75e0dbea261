// Articles 5 and 9 — how a game ends (kernel/include/chesslaw/rules/ending.hpp).
// Checkmate and stalemate agree with the texts' facts (in check by the mailbox attack test; some
// move that no clause of 3.1–3.8 forbids leaves the king unattacked); repetitions counted over a
// generated game extended by k rounds of a four-ply shuffle are the counts the construction
// gives (and 9.2.2.1 / 9.2.2.2 split the first round off when the start had an e.p. capture or a
// castling right the shuffle loses); the 50- and 75-move predicates follow the quiet plies counted
// from the board, from any starting clock, and a mate takes precedence over 9.6.2.
#include <chesslaw/rules/ending.hpp>

#include <iomanip>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <vector>

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

//! Some move that no clause of 3.1–3.8 forbids and that leaves the mover's king unattacked, read
//! off the texts (gen/expect.hpp), not the generator.
bool has_a_move_by_the_texts(const position& p) {
    for (const move m : own_piece_triples(p))
        if (m.from() != m.to() && empty_set(text_violations(p, m)) && !king_left_attacked(p, m)) return true;
    return false;
}

CHESSLAW_PROP(clause_5, mate_and_stalemate_as_the_texts_say, 1500, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const bool checked = king_attacked(p, p.side_to_move);
    const bool moves = has_a_move_by_the_texts(p);
    RC_ASSERT(rules::checkmate::holds(p) == (checked && !moves));
    RC_ASSERT(rules::stalemate::holds(p) == (!checked && !moves));
    // 9.6.2: on the 150th quiet ply the game is drawn, unless that position is a mate.
    position late = p;
    late.halfmove_clock = static_cast<std::uint16_t>(*rc::gen::inRange(150, 400));
    RC_ASSERT(rules::seventy_five_moves::holds(late) == !(checked && !moves));
    clause_set hit;
    hit.add_if(checked && !moves, id::checkmate);
    hit.add_if(!checked && !moves, id::stalemate);
    hit.add_if(checked && !moves, id::seventy_five_moves);
    clause_hits::tag(hit);
}

using props::ending::shuffle_in;

CHESSLAW_PROP(clause_9_2, repetitions_of_a_shuffle_are_counted, 1500, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const auto offset = *rc::gen::inRange<std::size_t>(0, 64);
    const auto shuffle = shuffle_in(p, offset);
    if (!shuffle) return; // no four quiet plies back and forth here (rare): nothing to count
    const int rounds = *rc::gen::inRange(1, 6);
    std::vector<position> seq{p};
    for (int r = 0; r < rounds; ++r)
        for (const move m : *shuffle) seq.push_back(make_move(seq.back(), m));
    const position& back = seq[4];
    RC_ASSERT(back.board == p.board && back.side_to_move == p.side_to_move);

    // By construction: the first round loses a castling right when a king or rook left its square
    // with the right held (9.2.2.2), and the start alone had an e.p. capture if one was legal
    // there (9.2.2.1). Read from the move list and the rights, not from the sameness test.
    const bool right_lost = p.rights != back.rights;
    bool ep_capture = false;
    for (const move m : legal_moves(p))
        ep_capture |= m.to() == p.en_passant && p.piece_on(m.from()) != piece::none &&
                      type_of(p.piece_on(m.from())) == piece_type::pawn && file_no(m.from()) != file_no(m.to());
    const bool start_differs = right_lost || ep_capture;
    RC_ASSERT(rules::same_position::holds(p, back) == !start_differs);
    RC_ASSERT(rules::same_castling_rights::holds(p, back) == !right_lost);
    RC_ASSERT(rules::same_en_passant::holds(p, back) == !ep_capture);
    if (right_lost) RC_ASSERT(rules::compare_positions(p, back) == rules::position_difference::castling_rights);
    else if (ep_capture) RC_ASSERT(rules::compare_positions(p, back) == rules::position_difference::en_passant);

    // The shuffled positions 4, 8, ... are all the same; the start joins them unless it differs.
    const std::span<const position> all(seq);
    const int expected = rounds + (start_differs ? 0 : 1);
    const auto occ = rules::count_occurrences(all, seq.back());
    RC_ASSERT(occ.count == expected);
    RC_ASSERT(occ.at[0] == (start_differs ? 4 : 0));
    RC_ASSERT(rules::count_occurrences(all, p).count == (start_differs ? 1 : rounds + 1));
    RC_ASSERT(rules::threefold_on_board::holds(all) == (expected >= 3));
    RC_ASSERT(rules::fivefold_repetition::holds(all) == (expected >= 5));
    // 9.2.1.1: one ply before the end, the last reverse move is the intended move.
    const std::span<const position> before(seq.data(), seq.size() - 1);
    RC_ASSERT(rules::threefold_intended_move::holds(before, (*shuffle)[3]) == (expected >= 3));

    clause_set hit;
    hit.add(id::same_position);
    hit.add_if(right_lost, id::same_position_castling);
    hit.add_if(ep_capture, id::same_position_en_passant);
    hit.add_if(expected >= 3, id::threefold_on_board);
    hit.add_if(expected >= 3, id::threefold_intended_move);
    hit.add_if(expected >= 5, id::fivefold_repetition);
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_9_3, halfmove_counts_follow_the_quiet_plies, 1500, ()) {
    const auto g = *games();
    const int clock = *rc::gen::inRange(0, 170);
    position p = parse_fen(g.start_fen).value();
    p.halfmove_clock = static_cast<std::uint16_t>(clock);
    // Quiet plies counted from the board: a ply is quiet when no pawn moves and nothing is taken.
    int quiet = clock;
    clause_set hit;
    const auto check_here = [&](const position& q, int count) {
        RC_ASSERT(rules::fifty_moves_completed::holds(q) == (count >= 100));
        RC_ASSERT(rules::seventy_five_moves::holds(q) == (count >= 150 && !rules::checkmate::holds(q)));
        hit.add_if(count >= 100, id::fifty_moves_completed);
        hit.add_if(count >= 150, id::seventy_five_moves);
    };
    check_here(p, quiet);
    for (const auto& text : g.moves) {
        const move m = parse_uci(text).value();
        const bool pawn = type_of(p.piece_on(m.from())) == piece_type::pawn;
        quiet = pawn || !p.empty(m.to()) ? 0 : quiet + 1;
        p = make_move(p, m);
        check_here(p, quiet);
    }
    // 9.3.1 on every legal move of the last position.
    for (const move m : legal_moves(p)) {
        const bool resets = type_of(p.piece_on(m.from())) == piece_type::pawn || !p.empty(m.to());
        const bool expected = !resets && quiet + 1 >= 100;
        RC_ASSERT(rules::fifty_moves_intended_move::holds(p, m) == expected);
        hit.add_if(expected, id::fifty_moves_intended_move);
    }
    clause_hits::tag(hit);
}

} // namespace

namespace {

// The guard against generator rot for Articles 5 and 9, like clause_coverage's for Article 3:
// after the properties above (same binary, definition order), every checkable clause of Articles
// 5 and 9 was hit in at least one case. Skipped when the properties did not run (a filter).
TEST(coverage, every_checkable_article_5_and_9_clause_is_hit) {
    using namespace chesslaw;
    const auto& hits = props::clause_hits::global();
    if (!hits.any()) GTEST_SKIP() << "the ending properties did not run in this invocation";
    std::vector<spec::clause_ref> wanted;
    for (std::size_t i = 0; i < spec::table.size(); ++i) {
        const auto& cl = spec::table[i];
        if ((cl.article == 5 || cl.article == 9) && cl.check_ == spec::check::predicate) wanted.push_back({static_cast<std::uint16_t>(i)});
    }
    const auto missing = hits.report(std::cout, "[chesslaw] cases in which each checkable Article 5 / 9 clause held:", wanted);
    EXPECT_TRUE(missing.empty()) << "checkable Article 5 / 9 clauses never exercised: " << props::join(missing);
}

} // namespace
