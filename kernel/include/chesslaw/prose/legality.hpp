#pragma once
//! The 3.10.3 verdict in English (legality/analyse.hpp): the sentence an arbiter can check by hand
//! for each argument for "illegal" (prose::describe(const legality::argument&)), and each step of
//! what an analysis tried (prose::describe(const legality::attempt&)). The words are built here
//! only, from the typed values: the rule, the side, the squares with the men on them, the fact's
//! numbers (n1, n2, n3: their meaning per rule is documented in legality/facts.hpp), the evidence
//! of a broken clause of Guidelines II.2, a search's figures. Run time (std::string).

#include <cstddef>
#include <string>
#include <string_view>

#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/judge_text.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::prose {

namespace legality_detail {

//! "e1", "e1 and h1", "a2, b2 and c2".
inline std::string sq_list(bitboard b) {
    std::string out;
    int n = 0;
    const int total = popcount(b);
    for (const square s : squares{b}) {
        if (n) out += (n + 1 == total) ? " and " : ", ";
        out += to_string(s).view();
        ++n;
    }
    return out;
}

//! "g and h" for a bit set of files; "no" for none.
inline std::string files_list(int files) {
    std::string out;
    const int total = popcount(static_cast<bitboard>(files));
    int n = 0;
    for (int f = 0; f < 8; ++f)
        if (files >> f & 1) {
            if (n) out += (n + 1 == total) ? " and " : ", ";
            out += static_cast<char>('a' + f);
            ++n;
        }
    return out.empty() ? "no" : out;
}

//! "1 pawn", "3 pawns".
inline std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

//! The men of an argument on the squares of b that `keep` accepts ("bishop c1, pawn b2 and d2"):
//! the piece type, then the square (only the square when it is empty).
template <class Keep>
std::string men_on(const legality::argument& a, bitboard b, Keep keep) {
    std::string out;
    int n = 0, total = 0;
    for (std::size_t i = 0; i < a.squares.size(); ++i)
        if ((b & chesslaw::bb(a.squares[i])) && keep(a.men[i])) ++total;
    for (std::size_t i = 0; i < a.squares.size(); ++i) {
        if (!(b & chesslaw::bb(a.squares[i])) || !keep(a.men[i])) continue;
        if (n) out += (n + 1 == total) ? " and " : ", ";
        const piece pc = a.men[i];
        if (pc != piece::none) {
            out += name(type_of(pc));
            out += " ";
        }
        out += to_string(a.squares[i]).view();
        ++n;
    }
    return out;
}

inline std::string men_on(const legality::argument& a, bitboard b) {
    return men_on(a, b, [](piece) { return true; });
}

//! The men of colour c among the argument's squares.
inline std::string men_of(const legality::argument& a, color c) {
    return men_on(a, a.found.squares, [c](piece pc) { return pc != piece::none && color_of(pc) == c; });
}

//! The occupied squares among the argument's squares.
inline std::string occupied(const legality::argument& a) {
    return men_on(a, a.found.squares, [](piece pc) { return pc != piece::none; });
}

//! The square of c's king among the argument's squares (none if it is not there).
inline square king_of(const legality::argument& a, color c) {
    for (std::size_t i = 0; i < a.squares.size(); ++i)
        if (a.men[i] == make_piece(c, piece_type::king)) return a.squares[i];
    return square::none;
}

} // namespace legality_detail

//! The sentence for one argument for "illegal", e.g. "the white pawns on g2, h2 and h3 can only
//! have started on the g and h files: …".
inline std::string describe(const legality::argument& a) {
    using namespace legality_detail;
    using legality::rule;
    if (a.kind == rule::chess960_array) { // "II.2.3 (title): <evidence>; <evidence>"
        std::string t = std::string(a.clause.id()) + " (" + std::string(a.clause->title) + "):";
        bool first = true;
        for (const rules::witness& w : a.breaches) {
            t += (first ? " " : "; ") + chesslaw::describe(w);
            first = false;
        }
        return t;
    }
    const legality::fact& f = a.found;
    const std::string side(name(f.side));
    const std::string other(name(~f.side));
    std::string t;
    switch (f.kind) {
    case rule::king_count:
        t = side + " has " + plural(f.n1, "king", "kings") + (f.squares ? " (" + sq_list(f.squares) + ")" : std::string()) +
            "; every position of a game has exactly one king of each colour (kings are never captured or created)";
        break;
    case rule::pawn_on_back_rank:
        t = side + " pawn on " + sq_list(f.squares) +
            ": a pawn starts on its second rank, only moves forward, and is replaced by a piece on reaching the last rank (3.7, 3.7.5), so it never stands on rank 1 or 8";
        break;
    case rule::too_many_pawns:
        t = side + " has " + std::to_string(f.n1) + " pawns; a side starts with 8 and never gains one";
        break;
    case rule::too_many_men:
        t = side + " has " + std::to_string(f.n1) + " men; a side starts with 16 and never gains one (a promotion replaces the pawn)";
        break;
    case rule::castling_without_king:
        if (f.n1 >= 2) // Chess960 (n1 2 / 3: king side / queen side)
            t = side + " keeps the right to castle " + (f.n1 == 2 ? "king side" : "queen side") +
                " but its king is not on its first rank; the right is lost once the king has moved (" +
                std::string(spec::id::castling_king_moved.id()) + ", " + std::string(spec::id::chess960_castle_once.id()) + ")";
        else
            t = side + " keeps the right to castle " + (f.n1 == 0 ? "king side" : "queen side") + " but its king is not on " +
                sq_list(f.squares) + "; the right is lost once the king has moved (3.8.2.1.1)";
        break;
    case rule::castling_without_rook:
        t = side + " keeps the right to castle " + (f.n1 == 0 ? "king side" : "queen side") + " but no " + side +
            " rook stands on " + sq_list(f.squares) + "; the right is lost once that rook has moved (3.8.2.1.2), and any other rook standing there later has moved";
        break;
    case rule::ep_wrong_rank:
        t = "en-passant square " + sq_list(f.squares) + " is not on the rank a " + side +
            " pawn passes with a two-square advance (3.7.2, 3.7.4)";
        break;
    case rule::ep_no_pawn:
        t = "en-passant square " + sq_list(chesslaw::bb(square_at(f.n1))) + ": no " + side +
            " pawn stands in front of it, yet the last move must have been that pawn's two-square advance (3.7.4)";
        break;
    case rule::ep_not_empty:
        t = "en-passant square: " + occupied(a) + " stands on a square the last move's two-square advance passed or started from (3.7.2)";
        break;
    case rule::opponent_in_check:
        t = side + "'s king on " + std::string(to_string(king_of(a, f.side)).view()) + " is in check by " + men_of(a, ~f.side) +
            ", but it is " + other + "'s move: " + side + " has just moved, and no legal move leaves one's own king in check (3.9)";
        break;
    case rule::triple_check:
        t = side + "'s king is in check by " + std::to_string(f.n1) + " men (" + men_of(a, ~f.side) +
            "); one move gives check with the man that moved and at most one line piece it uncovers";
        break;
    case rule::impossible_double_check:
        t = side + "'s king is in double check by " + men_of(a, ~f.side) +
            (f.n1 == 0 ? "; neither is a line piece that a move could have uncovered, so no single move gives both checks"
                       : "; both stand on one line with the king, and the man that moved cannot have crossed the king to uncover the other");
        break;
    case rule::ep_check:
        t = "the en-passant square says " + other + "'s last move was a two-square pawn advance, but " + side +
            "'s king is in check by " + men_on(a, chesslaw::bb(square_at(f.n1))) + ", which is neither that pawn nor a line piece it uncovered";
        break;
    case rule::pawn_origins:
        t = "the " + side + " pawns on " + sq_list(f.squares) + " can only have started on the " + files_list(f.n3) + " file" +
            (f.n2 == 1 ? "" : "s") +
            ": a pawn changes file only by capturing, one file per rank it advances (3.7.3, 3.7.4), and a pawn on its second rank never moved; " +
            plural(f.n1, "pawn needs", "pawns need") + " distinct starting files, and there " + (f.n2 == 1 ? "is " : "are ") +
            std::to_string(f.n2);
        break;
    case rule::pawn_captures:
        t = "the " + side + " pawns need at least " + plural(f.n1, "capture", "captures") + " to stand where they do (" +
            (f.squares ? "the pawns on " + sq_list(f.squares) + " changed file, one capture per file" : std::string("file changes")) +
            ", matching each pawn to its own starting file at least cost), but " + other + " is missing only " +
            plural(f.n2, "man", "men") + ", and every " + side + " capture takes one";
        break;
    case rule::promotions:
        t = side + " has " + plural(f.n1, "man", "men") +
            " beyond its initial set of one queen, two rooks, two knights and one bishop per square colour (" + men_on(a, f.squares) +
            "), each needing a promotion, but only " + plural(f.n2, "pawn is", "pawns are") + " missing, and each promotion uses up a pawn (3.7.5)";
        break;
    case rule::trapped_bishop:
        t = side + " needs " + plural(f.n1, "promotion", "promotions") + " but only " + plural(f.n2, "pawn is", "pawns are") +
            " missing: with pawns on their second-rank squares (never moved) on both diagonals out of a bishop's home square, the original bishop never left it, so every " +
            side + " bishop of that square colour elsewhere is a promoted one" +
            (f.n3 == 2 ? "; and a rook boxed in its corner by such pawns and that bishop never left it either" : "") + " (" +
            men_on(a, f.squares) + ")";
        break;
    case rule::boxed_rook:
        if (f.n3 == 1)
            t = side + " has " + std::to_string(f.n1) +
                " rooks in a corner that only its original rook can occupy: the pawns beside and in front of it never moved and the bishop beside it never left its square, so no other rook can get in (" +
                men_on(a, f.squares) + ")";
        else
            t = side + " needs " + plural(f.n1, "promotion", "promotions") + " but only " + plural(f.n2, "pawn is", "pawns are") +
                " missing: a rook's corner is closed by unmoved pawns and a bishop that never left its square, so that rook never left it and every other " +
                side + " rook is the other original rook or a promoted one (" + men_on(a, f.squares) + ")";
        break;
    case rule::chess960_array: break; // above
    }
    return t;
}

//! "1 ply", "2 plies".
inline std::string plies(long long n) { return std::to_string(n) + (n == 1 ? " ply" : " plies"); }

//! One step of what an analysis tried, e.g. "the 19 rules for an unreachable position (…)",
//! "proof-game search: a game of 4 plies, replayed by the kernel".
inline std::string describe(const legality::attempt& t) {
    using legality::attempt_kind;
    switch (t.kind) {
    case attempt_kind::rules:
        return "the " + std::to_string(t.number) +
               " rules for an unreachable position (structure, checks, pawn origins and captures, promotions, trapped bishops, boxed rooks)";
    case attempt_kind::chess960_rules:
        return "the rules for an unreachable position that hold in Chess960 (structure, checks, pawn origins and captures, "
               "promotions; castling rights as Guidelines II.3 reads them); trapped bishops and boxed rooks are left out: "
               "they assume the standard array's bishops on c1/f1 and rooks in the corners";
    case attempt_kind::no_search: return "no proof-game search (budget 0)";
    case attempt_kind::no_search_chess960:
        return "no proof-game search: it starts from the standard array, and the Chess960 array this board came from is not known";
    case attempt_kind::chess960_start: return "a Chess960 starting array (Guidelines II.2), start position " + std::to_string(t.number);
    case attempt_kind::proof_game: return "proof-game search: a game of " + plies(t.number) + ", replayed by the kernel";
    case attempt_kind::search_failed: {
        const legality::search_figures& s = t.search;
        std::string what = "proof-game search (iterative deepening from the initial position";
        if (s.lower_bound < 0) what += "): its lower bound says the board cannot be reached from the start by counting men (a bound, not an argument)";
        else {
            what += ", at least " + plies(s.lower_bound) + " needed): ";
            what += s.depth_completed < 0 ? std::string("no iteration completed") : "no game of up to " + plies(s.depth_completed);
            what += s.out_of_budget ? ", budget spent" : ", depth limit reached";
        }
        what += " (" + std::to_string(s.nodes) + (s.nodes == 1 ? " node, " : " nodes, ") + std::to_string(static_cast<long long>(s.ms)) + " ms)";
        return what;
    }
    case attempt_kind::array_set_aside: {
        std::string out;
        for (const legality::argument& a : t.set_aside) out += (out.empty() ? "" : "; ") + describe(a);
        return "outside Guidelines II.2, set aside as the start of a variant: " + out;
    }
    }
    return {};
}

} // namespace chesslaw::prose
