// Guidelines II (Chess960), clause by clause, against what the texts say read off the board.
//   II.2/1, II.2.1, II.2.2, II.2.3 — over random first-rank arrays (every arrangement of the eight
//   pieces, the 960 among the 2,520 distinct ones and the rest), with black's men and white's pawns
//   sometimes disturbed: each clause is violated exactly when its text is broken, with the squares
//   that break it as evidence; an array keeps all four exactly when it has a number (SP 0–959) and
//   that number gives it back; the audit of a Chess960 game from it is illegal exactly then, citing
//   the first clause broken.
//   II.3.1, II.3.2.1–II.3.2.4, II.3.2.6, II.3.2.7.4 — over random Chess960 play, every king-onto-
//   own-rook candidate: the judge's finding of each clause is the one its text gives (the castling
//   rook or another, which of the four manoeuvres by the king's and rook's squares, the final
//   squares g/f or c/d, the squares that must be vacant).
#include <algorithm>
#include <array>
#include <cstdint>
#include <iostream>
#include <string>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/prose/audit.hpp>

#include "gen/chess960.hpp"
#include "gen/chess.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;
using rules::outcome;
using pt = piece_type;

//! A first-rank array with the disturbances a case may add.
struct start_case {
    back_rank white{};
    int black_swap_a = -1, black_swap_b = -1; //!< files whose black pieces exchange (different kinds), or -1
    int black_pawn_gone = -1;                 //!< file whose black pawn is missing, or -1
    int white_pawn_up = -1;                   //!< file whose white pawn stands on rank 3 instead of 2, or -1
};

rc::Gen<start_case> start_cases() {
    return rc::gen::exec([] {
        start_case c;
        // Every arrangement of R R N N B B Q K is as likely as every other (a shuffle of the multiset).
        std::array<pt, 8> men{pt::rook, pt::rook, pt::knight, pt::knight, pt::bishop, pt::bishop, pt::queen, pt::king};
        for (int i = 7; i > 0; --i) std::swap(men[static_cast<std::size_t>(i)], men[static_cast<std::size_t>(*rc::gen::inRange(0, i + 1))]);
        // A quarter of the cases start from a numbered array, so that conforming ones are common.
        if (*rc::gen::inRange(0, 4) == 0) {
            const auto a = chess960_array(*rc::gen::inRange(0, chess960_count));
            for (int f = 0; f < 8; ++f) men[static_cast<std::size_t>(f)] = (*a)[static_cast<std::size_t>(f)];
        }
        for (int f = 0; f < 8; ++f) c.white[static_cast<std::size_t>(f)] = men[static_cast<std::size_t>(f)];
        const int disturb = *rc::gen::inRange(0, 8);
        if (disturb == 0) {
            const int a = *rc::gen::inRange(0, 8);
            int b = *rc::gen::inRange(0, 7);
            b += b >= a;
            if (c.white[static_cast<std::size_t>(a)] != c.white[static_cast<std::size_t>(b)]) c.black_swap_a = std::min(a, b), c.black_swap_b = std::max(a, b);
        } else if (disturb == 1) {
            c.black_pawn_gone = *rc::gen::inRange(0, 8);
        } else if (disturb == 2) {
            c.white_pawn_up = *rc::gen::inRange(0, 8);
        }
        return c;
    });
}

std::string fen_of(const start_case& c) {
    std::string r8, r1;
    for (int f = 0; f < 8; ++f) {
        const int bf = f == c.black_swap_a ? c.black_swap_b : f == c.black_swap_b ? c.black_swap_a : f;
        r8 += to_char(c.white[static_cast<std::size_t>(bf)]);
        r1 += to_char(make_piece(color::white, c.white[static_cast<std::size_t>(f)]));
    }
    const auto pawns = [](char p, int gone) {
        std::string s;
        for (int f = 0; f < 8; ++f) s += f == gone ? '1' : p;
        return s;
    };
    std::string r3 = "8";
    if (c.white_pawn_up >= 0) {
        r3.clear();
        if (c.white_pawn_up > 0) r3 += static_cast<char>('0' + c.white_pawn_up);
        r3 += 'P';
        if (c.white_pawn_up < 7) r3 += static_cast<char>('0' + 7 - c.white_pawn_up);
    }
    // Both rights of both sides in Shredder-FEN (the rooks' files) when the king stands between the
    // rooks, as a game's FEN tag gives them; none otherwise (no right could name its rook).
    std::string rights, black_rights;
    int king = -1;
    for (int f = 0; f < 8; ++f) king = c.white[static_cast<std::size_t>(f)] == pt::king ? f : king;
    for (int f = 7; f >= 0; --f)
        if (c.white[static_cast<std::size_t>(f)] == pt::rook) rights += static_cast<char>('A' + f), black_rights += static_cast<char>('a' + f);
    const bool between = rights.size() == 2 && rights[1] - 'A' < king && king < rights[0] - 'A';
    if (!between || c.black_swap_a >= 0) black_rights.clear(); // black's rooks may have moved with the swap
    if (!between) rights = "-";
    return r8 + "/" + pawns('p', c.black_pawn_gone) + "/8/8/8/" + r3 + "/" + pawns('P', c.white_pawn_up) + "/" + r1 + " w " + rights +
           black_rights + " - 0 1";
}

bool has_witness(const rules::finding& f, rules::fact what, square at) {
    for (const auto& w : f.evidence())
        if (w.what == what && w.at == at) return true;
    return false;
}

//! What the II.2 cases were (for the report).
struct array_tally {
    std::uint64_t cases = 0, numbered = 0, conforming = 0, king_outside = 0, same_colour = 0, black_disturbed = 0, pawn_raised = 0,
                  audits_illegal = 0;
} arrays;

//! II.2 by the texts.
void start_arrays_by_the_texts() {
    const start_case c = *start_cases();
    const std::string f = fen_of(c);
    const position p = fen(f);
    const auto s = rules::check_start_array(p);
    // Each expectation names itself and the array when it fails (the generated case prints as <???>).
    const auto expect = [&f](bool ok, const char* what) {
        if (!ok) RC_FAIL(std::string(what) + " — array " + f);
    };
    const auto& [requirements, between, bishops, opposite] = s.findings;
    expect(requirements.clause == id::chess960_start_requirements, "requirements.clause == id::chess960_start_requirements");
    expect(between.clause == id::chess960_king_between_rooks, "between.clause == id::chess960_king_between_rooks");
    expect(bishops.clause == id::chess960_bishops_opposite, "bishops.clause == id::chess960_bishops_opposite");
    expect(opposite.clause == id::chess960_black_opposite, "opposite.clause == id::chess960_black_opposite");
    clause_set hit;

    // II.2/1: white's pawns on rank 2, its pieces on rank 1 — broken only by the raised pawn.
    const bool pawn_up = c.white_pawn_up >= 0;
    expect((requirements.result == outcome::violated) == pawn_up, "II.2/1 violated exactly when a white pawn left rank 2");
    if (pawn_up) expect(has_witness(requirements, rules::fact::misplaced_man, make_square(static_cast<file>(c.white_pawn_up), rank::r2)), "has_witness(requirements, rules::fact::misplaced_man, make_square(static_cast<file>(c.white_pawn_up), rank::r2))");
    expect(requirements.witness_count == (pawn_up ? 1 : 0), "requirements.witness_count == (pawn_up ? 1 : 0)");
    hit.add(id::chess960_start_requirements);

    // II.2.1: the king's file strictly between the rooks' files.
    int king = -1, rook_lo = -1, rook_hi = -1, bishop_a = -1, bishop_b = -1;
    for (int x = 0; x < 8; ++x) {
        const pt t = c.white[static_cast<std::size_t>(x)];
        if (t == pt::king) king = x;
        if (t == pt::rook) (rook_lo < 0 ? rook_lo : rook_hi) = x;
        if (t == pt::bishop) (bishop_a < 0 ? bishop_a : bishop_b) = x;
    }
    const bool king_between = rook_lo < king && king < rook_hi;
    expect(between.result == (king_between ? outcome::satisfied : outcome::violated), "between.result == (king_between ? outcome::satisfied : outcome::violated)");
    if (!king_between) expect(has_witness(between, rules::fact::king_outside_rooks, make_square(static_cast<file>(king), rank::r1)), "has_witness(between, rules::fact::king_outside_rooks, make_square(static_cast<file>(king), rank::r1))");
    hit.add(id::chess960_king_between_rooks);

    // II.2.2: the bishops' files of different parity (a1 is dark, b1 light).
    const bool opposite_colours = (bishop_a % 2) != (bishop_b % 2);
    expect(bishops.result == (opposite_colours ? outcome::satisfied : outcome::violated), "bishops.result == (opposite_colours ? outcome::satisfied : outcome::violated)");
    if (!opposite_colours) expect(has_witness(bishops, rules::fact::bishops_same_colour, make_square(static_cast<file>(bishop_a), rank::r1)), "has_witness(bishops, rules::fact::bishops_same_colour, make_square(static_cast<file>(bishop_a), rank::r1))");
    hit.add(id::chess960_bishops_opposite);

    // II.2.3: black mirrors white — broken by the swap (both squares), the missing pawn (its square)
    // or white's raised pawn (black's pawn opposite the empty square).
    const bool swapped = c.black_swap_a >= 0, pawn_gone = c.black_pawn_gone >= 0;
    expect(opposite.result == (swapped || pawn_gone || pawn_up ? outcome::violated : outcome::satisfied), "opposite.result == (swapped || pawn_gone || pawn_up ? outcome::violated : outcome::satisfied)");
    if (swapped) {
        expect(opposite.witness_count == 2, "opposite.witness_count == 2");
        expect(has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_swap_a), rank::r8)), "has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_swap_a), rank::r8))");
        expect(has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_swap_b), rank::r8)), "has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_swap_b), rank::r8))");
    }
    if (pawn_gone) {
        expect(opposite.witness_count == 1, "opposite.witness_count == 1");
        expect(has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_pawn_gone), rank::r7)), "has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.black_pawn_gone), rank::r7))");
    }
    if (pawn_up) { // ranks 3 and 6 are not II.2.3's
        expect(opposite.witness_count == 1, "opposite.witness_count == 1");
        expect(has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.white_pawn_up), rank::r7)), "has_witness(opposite, rules::fact::not_opposite, make_square(static_cast<file>(c.white_pawn_up), rank::r7))");
    }
    hit.add(id::chess960_black_opposite);

    // The four together: an array with a number that gives it back.
    const auto n = chess960_number(c.white);
    const bool numbered = n.has_value() && chess960_array(*n) == c.white;
    expect(numbered == (king_between && opposite_colours), "numbered == (king_between && opposite_colours)");
    const bool conforms = numbered && !swapped && !pawn_gone && !pawn_up;
    expect(s.conforms() == conforms, "s.conforms() == conforms");
    if (numbered && !swapped && !pawn_gone && !pawn_up) expect(chess960_position(*n)->board == p.board, "chess960_position(*n)->board == p.board");

    // The audit of a Chess960 game from it. A board in a starting array's shape (every man on the
    // squares of an array: not so with a pawn moved or missing) that breaks II.2 is a fact about the
    // variant (Double Fischer Random and the like), not an illegal record: a warning
    // start_outside_guidelines_ii names the first II.2 clause broken, and no II.2 clause is ever a
    // finding. The game is illegal only by 3.10.3: two bishops on one colour with all eight pawns on
    // the board need a promotion; a king outside its rooks (no right can name a rook) or a
    // conforming array is clean; black's men swapped is left to the 3.10.3 arguments.
    const bool start_shape = !pawn_up && !pawn_gone;
    const auto v = audit::audit_pgn("[Event \"p\"]\n[Variant \"Chess960\"]\n[FEN \"" + f + "\"]\n\n*\n");
    expect(v.size() == 1u, "v.size() == 1u");
    const auto& r = v.front().result;
    const bool ii2_broken = start_shape && !conforms;
    std::string warning;
    for (const auto& w : r.warnings)
        if (audit::code(w) == "start_outside_guidelines_ii") warning = chesslaw::prose::describe(w);
    expect(warning.empty() == !ii2_broken, "a start_outside_guidelines_ii warning exactly when a start breaks II.2");
    if (ii2_broken)
        for (const auto& fd : s)
            if (fd.result == outcome::violated) {
                expect(warning.find(std::string(fd.clause.id())) != std::string::npos, "the warning names the first II.2 clause broken");
                break;
            }
    for (const auto& cl : r.clauses)
        expect(cl != id::chess960_start_requirements && cl != id::chess960_king_between_rooks && cl != id::chess960_bishops_opposite &&
                   cl != id::chess960_black_opposite,
               "no clause of Guidelines II.2 is a finding of the game");
    if (r.status == audit::record_status::illegal)
        expect(!r.clauses.empty() && r.clauses.front() == id::illegal_position, "illegal only by 3.10.3");
    if (!opposite_colours)
        expect(r.status == audit::record_status::illegal, "two bishops of one colour with eight pawns: illegal by 3.10.3");
    if (conforms || (opposite_colours && !swapped && !pawn_gone && !pawn_up))
        expect(r.status == audit::record_status::clean, "a conforming array, or only the king outside its rooks: clean");
    ++arrays.cases;
    arrays.numbered += numbered;
    arrays.conforming += conforms;
    arrays.king_outside += !king_between;
    arrays.same_colour += !opposite_colours;
    arrays.black_disturbed += swapped || pawn_gone;
    arrays.pawn_raised += pawn_up;
    arrays.audits_illegal += r.status == audit::record_status::illegal;
    clause_hits::tag(hit);
}

TEST(chess960, start_arrays_by_the_texts) {
    arrays = {};
    props::detail::run_property(&start_arrays_by_the_texts, 2000);
    std::cout << "[chesslaw] chess960/start_arrays_by_the_texts: " << arrays.cases << " arrays: " << arrays.numbered << " numbered (SP 0-959), "
              << arrays.conforming << " keeping all of II.2; " << arrays.king_outside << " with the king outside the rooks, " << arrays.same_colour
              << " with both bishops on one colour, " << arrays.black_disturbed << " with black's men disturbed, " << arrays.pawn_raised
              << " with a white pawn raised; " << arrays.audits_illegal << " audits illegal" << std::endl;
}

//! II.3 clause by clause for every king-onto-own-rook candidate of a position of random Chess960 play.
c960::castling_tally tally;
std::uint64_t other_rook = 0; //!< candidates onto an own rook that is not the castling rook of a held right
void castling_clauses_by_the_texts() {
    const auto g = *c960::games();
    const position p = c960::final_position(g);
    const color us = p.side_to_move;
    const int home = us == color::white ? 0 : 7;
    const square k = p.king(us);
    const move_list legal = legal_moves(p);
    clause_set hit;
    for (int f = 0; f < 8 && rank_no(k) == home; ++f) {
        const square r = sq(f, home);
        if (p.piece_on(r) != make_piece(us, pt::rook)) continue;
        const move m(k, r);
        const judgement j = judge(p, m);
        const bool king_side = f > file_no(k);
        const side s = king_side ? side::king_side : side::queen_side;
        const std::string where = to_uci_string(m) + " in " + c960::shredder_fen(p);

        // II.3.1: the king castles with that side's castling rook.
        const auto once = j.find(id::chess960_castle_once);
        RC_ASSERT(once.result != outcome::not_applicable);
        const bool right = has(p.rights, castling_right(us, s));
        if (right) {
            const square own = p.castling_rook_square(us, s);
            if ((once.result == outcome::violated) != (own != r)) RC_FAIL(std::string(id::chess960_castle_once.id()) + " misjudged for " + where);
            if (own != r) RC_ASSERT(has_witness(once, rules::fact::not_castling_rook, r)), ++other_rook;
            hit.add(id::chess960_castle_once);
        }
        if (!right || p.castling_rook_square(us, s) != r) {
            RC_ASSERT(!j.legal);
            continue;
        }

        // II.3.2.1–II.3.2.4: which manoeuvre, by the squares; exactly one is satisfied, none violated.
        const int kf = file_no(k), kt = king_side ? 6 : 2, rt = king_side ? 5 : 3;
        const bool king_moves = kf != kt, rook_moves = f != rt, transposed = kt == f && rt == kf;
        const std::array<std::pair<spec::clause_ref, bool>, 4> manoeuvres{{
            {id::chess960_double_move, king_moves && rook_moves && !transposed},
            {id::chess960_transposition, transposed},
            {id::chess960_king_move_only, king_moves && !rook_moves},
            {id::chess960_rook_move_only, !king_moves && rook_moves},
        }};
        int satisfied = 0;
        for (const auto& [clause, is] : manoeuvres) {
            const auto fd = j.find(clause);
            RC_ASSERT(fd.result != outcome::violated);
            if ((fd.result == outcome::satisfied) != is) RC_FAIL(std::string(clause.id()) + (is ? " not found for " : " found for ") + where);
            satisfied += fd.result == outcome::satisfied;
            hit.add_if(is, clause);
        }
        RC_ASSERT(satisfied == 1);

        // II.3.2.7.4: the squares from king start to king end and rook start to rook end (ends
        // included) vacant but for the two.
        bool vacant = true;
        for (int x = std::min(kf, kt); x <= std::max(kf, kt); ++x) vacant = vacant && (x == kf || x == f || p.empty(sq(x, home)));
        for (int x = std::min(f, rt); x <= std::max(f, rt); ++x) vacant = vacant && (x == kf || x == f || p.empty(sq(x, home)));
        const auto empty_rule = j.find(id::chess960_vacant);
        RC_ASSERT(empty_rule.result == (vacant ? outcome::satisfied : outcome::violated));
        hit.add(id::chess960_vacant);

        // II.3.2.6: once castled, the king on g/c and the rook on f/d of its first rank.
        const auto final_rule = j.find(id::chess960_final_squares);
        RC_ASSERT(final_rule.result == outcome::satisfied);
        RC_ASSERT(has_witness(final_rule, rules::fact::final_square, sq(kt, home)));
        RC_ASSERT(has_witness(final_rule, rules::fact::final_square, sq(rt, home)));
        hit.add(id::chess960_final_squares);
        if (legal.contains(m)) {
            const position q = make_move(p, m);
            RC_ASSERT(q.piece_on(sq(kt, home)) == make_piece(us, pt::king));
            RC_ASSERT(q.piece_on(sq(rt, home)) == make_piece(us, pt::rook));
        }
        RC_ASSERT(j.legal == legal.contains(m));
    }
    // II.3.1 broken on purpose (random play rarely brings it): a second rook put on a vacant square
    // between the king and a held right's castling rook; the king onto it is not castling.
    for (const side s : {side::king_side, side::queen_side}) {
        if (!has(p.rights, castling_right(us, s)) || rank_no(k) != home) continue;
        const square own = p.castling_rook_square(us, s);
        for (bitboard b = between(k, own) & ~p.occupied(); b;) {
            const square x = pop_lsb(b);
            position q = p;
            q.put(make_piece(us, pt::rook), x);
            const move m(k, x);
            const judgement j = judge(q, m);
            const auto once = j.find(id::chess960_castle_once);
            const std::string where = to_uci_string(m) + " in " + c960::shredder_fen(q);
            if (once.result != outcome::violated) RC_FAIL(std::string(id::chess960_castle_once.id()) + " not cited for " + where);
            bool named = false;
            for (const auto& w : once.evidence()) named = named || (w.what == rules::fact::not_castling_rook && w.at == x && w.by == own);
            RC_ASSERT(named);
            RC_ASSERT(!j.legal);
            RC_ASSERT(!legal_moves(q).contains(m));
            ++other_rook;
            hit.add(id::chess960_castle_once);
            break;
        }
    }
    tally.note_case(p, legal);
    clause_hits::tag(hit);
}

TEST(chess960, castling_clauses_by_the_texts) {
    tally = {};
    other_rook = 0;
    props::detail::run_property(&castling_clauses_by_the_texts, 3000);
    tally.print(std::cout, "[chesslaw] chess960/castling_clauses_by_the_texts: Chess960 castling coverage");
    std::cout << "  II.3.1 violated (onto an own rook, not the castling one) " << other_rook << std::endl;
}

} // namespace
