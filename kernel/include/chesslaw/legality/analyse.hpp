#pragma once
//! 3.10.3 — is this position reachable? A three-valued verdict with its certificate:
//!   illegal    — with at least one argument (legality/facts.hpp), each a named rule, the squares
//!                it rests on and a sentence an arbiter can check by hand;
//!   reachable  — with a proof game from the initial position, replayed by the kernel;
//!   unknown    — neither within the budget; `tried` says what was tried.
//! The clause is spec::id::illegal_position; a wrong "illegal" is the worst error this can make,
//! so "illegal" comes only from the rules, never from a search that gave up.

#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/legality/facts.hpp>
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/judge_text.hpp>
#include <chesslaw/legality/proof_game.hpp>
#include <chesslaw/rules/chess960.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::legality {

enum class verdict : std::uint8_t { illegal, reachable, unknown };

constexpr std::string_view to_string(verdict v) noexcept {
    switch (v) {
    case verdict::illegal: return "illegal";
    case verdict::reachable: return "reachable";
    case verdict::unknown: return "unknown";
    }
    return "unknown";
}

//! An argument for "illegal": the rule, a sentence an arbiter can check, the squares it rests on.
struct argument {
    rule kind{};
    std::string text;
    std::vector<square> squares;
    color side = color::white;
    spec::clause_ref clause = spec::id::illegal_position; //!< the clause it proves broken: 3.10.3, or for chess960_array the clause of II.2
};

//! The limits of one analysis: the proof-game search gets `ms` of wall-clock time (and at most
//! `nodes` nodes, 0 = no node limit). ms = 0 skips the search (rules only).
struct budget {
    double ms = 1000;
    std::uint64_t nodes = 0;
    int max_plies = 40;
};

struct report {
    verdict result = verdict::unknown;
    spec::clause_ref clause = spec::id::illegal_position;
    std::vector<argument> arguments;   //!< non-empty exactly when illegal
    std::vector<move> proof_game;      //!< non-empty (or the initial position itself) when reachable
    struct {
        std::uint64_t nodes = 0;
        double ms = 0;
        int lower_bound = -1;          //!< plies needed at least, by the search's bound (-1: not searched / unreachable by it)
        int depth_completed = -1;      //!< deepest ply count searched through without a game
    } searched;
    std::vector<std::string> tried;    //!< what was tried, in words
};

namespace detail {

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

inline std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

inline std::string men_on(const position& p, bitboard b) {
    std::string out;
    int n = 0;
    const int total = popcount(b);
    for (const square s : squares{b}) {
        if (n) out += (n + 1 == total) ? " and " : ", ";
        const piece pc = p.piece_on(s);
        if (pc != piece::none) {
            out += name(type_of(pc));
            out += " ";
        }
        out += to_string(s).view();
        ++n;
    }
    return out;
}

} // namespace detail

//! The sentence for one fact, on the board it was found on.
inline argument describe(const fact& f, const position& p) {
    using namespace detail;
    argument a;
    a.kind = f.kind;
    a.side = f.side;
    for (const square s : squares{f.squares}) a.squares.push_back(s);
    const std::string side(name(f.side));
    const std::string other(name(~f.side));
    std::string& t = a.text;
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
        t = "en-passant square " + sq_list(bb(square_at(f.n1))) + ": no " + side +
            " pawn stands in front of it, yet the last move must have been that pawn's two-square advance (3.7.4)";
        break;
    case rule::ep_not_empty:
        t = "en-passant square: " + men_on(p, f.squares & p.occupied()) +
            " stands on a square the last move's two-square advance passed or started from (3.7.2)";
        break;
    case rule::opponent_in_check:
        t = side + "'s king on " + std::string(to_string(p.king(f.side)).view()) + " is in check by " +
            men_on(p, f.squares & p.pieces(~f.side)) + ", but it is " + other +
            "'s move: " + side + " has just moved, and no legal move leaves one's own king in check (3.9)";
        break;
    case rule::triple_check:
        t = side + "'s king is in check by " + std::to_string(f.n1) + " men (" + men_on(p, f.squares & p.pieces(~f.side)) +
            "); one move gives check with the man that moved and at most one line piece it uncovers";
        break;
    case rule::impossible_double_check:
        t = side + "'s king is in double check by " + men_on(p, f.squares & p.pieces(~f.side)) +
            (f.n1 == 0 ? "; neither is a line piece that a move could have uncovered, so no single move gives both checks"
                       : "; both stand on one line with the king, and the man that moved cannot have crossed the king to uncover the other");
        break;
    case rule::ep_check:
        t = "the en-passant square says " + other + "'s last move was a two-square pawn advance, but " + side +
            "'s king is in check by " + men_on(p, bb(square_at(f.n1))) +
            ", which is neither that pawn nor a line piece it uncovered";
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
        t = side + " has " + plural(f.n1, "man", "men") + " beyond its initial set of one queen, two rooks, two knights and one bishop per square colour (" + men_on(p, f.squares) +
            "), each needing a promotion, but only " + plural(f.n2, "pawn is", "pawns are") +
            " missing, and each promotion uses up a pawn (3.7.5)";
        break;
    case rule::trapped_bishop:
        t = side + " needs " + plural(f.n1, "promotion", "promotions") + " but only " + plural(f.n2, "pawn is", "pawns are") +
            " missing: with pawns on their second-rank squares (never moved) on both diagonals out of a bishop's home square, the original bishop never left it, so every " +
            side + " bishop of that square colour elsewhere is a promoted one" +
            (f.n3 == 2 ? "; and a rook boxed in its corner by such pawns and that bishop never left it either" : "") + " (" +
            men_on(p, f.squares) + ")";
        break;
    case rule::boxed_rook:
        if (f.n3 == 1)
            t = side + " has " + std::to_string(f.n1) +
                " rooks in a corner that only its original rook can occupy: the pawns beside and in front of it never moved and the bishop beside it never left its square, so no other rook can get in (" +
                men_on(p, f.squares) + ")";
        else
            t = side + " needs " + plural(f.n1, "promotion", "promotions") + " but only " + plural(f.n2, "pawn is", "pawns are") +
                " missing: a rook's corner is closed by unmoved pawns and a bishop that never left its square, so that rook never left it and every other " +
                side + " rook is the other original rook or a promoted one (" + men_on(p, f.squares) + ")";
        break;
    case rule::chess960_array: break; // not a fact of find_facts: analyse_chess960 writes its arguments
    }
    return a;
}

//! All arguments that the board is unreachable (empty: none of the rules applies).
inline std::vector<argument> arguments(const position& p) {
    std::vector<argument> out;
    for (const fact& f : find_facts(p)) out.push_back(describe(f, p));
    return out;
}

//! A Chess960 board with every man on the squares of a starting array: 8 pawns on each second
//! rank and 8 pieces on each first rank (II.2/1 and II.2.3 then say whether it is one).
constexpr bool start_array_shape(const position& p) noexcept {
    return p.pieces(color::white, piece_type::pawn) == rank_bb(rank::r2) && p.pieces(color::black, piece_type::pawn) == rank_bb(rank::r7) &&
           (p.pieces(color::white) & rank_bb(rank::r1)) == rank_bb(rank::r1) && (p.pieces(color::black) & rank_bb(rank::r8)) == rank_bb(rank::r8);
}

//! The verdict on a Chess960 board (position::chess960). The rules that hold whatever the array
//! are applied; trapped bishops and boxed rooks are not (they assume c1/f1 bishops and corner
//! rooks), castling rights are read as Guidelines II.3 does, and there is no proof-game search
//! (it starts from the standard array; a Chess960 game's array is not known from a later board).
//! A board in the shape of a starting array is judged by II.2: reachable (it is the start) when
//! it is one of the 960 with white to move, illegal with the clause of II.2 it breaks.
inline report analyse_chess960(const position& p, report r) {
    r.tried.push_back("the rules for an unreachable position that hold in Chess960 (structure, checks, pawn origins and captures, "
                      "promotions; castling rights as Guidelines II.3 reads them); trapped bishops and boxed rooks are left out: "
                      "they assume the standard array's bishops on c1/f1 and rooks in the corners");
    // A board in a starting array's shape: II.2 first (its clause is the precise one: two bishops on
    // one colour are also a man beyond the initial set), then the other arguments.
    if (start_array_shape(p)) {
        const rules::start_array_findings sa = rules::check_start_array(p);
        if (!sa.conforms()) {
            std::vector<argument> by_array;
            for (const rules::finding& f : sa) {
                if (f.result != rules::outcome::violated) continue;
                if (by_array.empty()) r.clause = f.clause;
                argument a{rule::chess960_array, std::string(f.clause.id()) + " (" + std::string(f.clause->title) + "):", {}, color::white, f.clause};
                for (const rules::witness& w : f.evidence()) {
                    a.text += (a.squares.empty() ? " " : "; ") + chesslaw::describe(w);
                    if (is_valid(w.at)) a.squares.push_back(w.at);
                }
                by_array.push_back(std::move(a));
            }
            r.arguments.insert(r.arguments.begin(), by_array.begin(), by_array.end());
        }
    }
    if (!r.arguments.empty()) {
        r.result = verdict::illegal;
        return r;
    }
    if (!start_array_shape(p)) {
        r.tried.push_back("no proof-game search: it starts from the standard array, and the Chess960 array this board came from is not known");
        return r;
    }
    back_rank array{};
    for (int x = 0; x < 8; ++x) array[static_cast<std::size_t>(x)] = type_of(p.piece_on(make_square(static_cast<file>(x), rank::r1)));
    const auto n = chess960_number(array);
    r.tried.push_back("a Chess960 starting array (Guidelines II.2), start position " + std::to_string(n ? *n : -1));
    if (p.side_to_move == color::white && p.en_passant == square::none) r.result = verdict::reachable; // the start itself
    return r;
}

//! The verdict on a board (possibly structurally broken, as read by read_board()).
inline report analyse(const position& p, const budget& b = {}) {
    report r;
    r.arguments = arguments(p);
    if (p.chess960) return analyse_chess960(p, std::move(r));
    r.tried.push_back("the " + std::to_string(rule_count) + " rules for an unreachable position (structure, checks, pawn origins and captures, promotions, trapped bishops, boxed rooks)");
    if (!r.arguments.empty()) {
        r.result = verdict::illegal;
        return r;
    }
    if (b.ms <= 0) {
        r.tried.push_back("no proof-game search (budget 0)");
        return r;
    }
    const search_result s = find_proof_game(p, search_budget{b.ms, b.nodes, b.max_plies});
    const auto plies = [](long long n) { return std::to_string(n) + (n == 1 ? " ply" : " plies"); }; // "1 ply", "2 plies"
    r.searched.nodes = s.nodes;
    r.searched.ms = s.ms;
    r.searched.lower_bound = s.lower_bound;
    r.searched.depth_completed = s.depth_completed;
    if (s.found) {
        r.result = verdict::reachable;
        r.proof_game = s.moves;
        r.tried.push_back("proof-game search: a game of " + plies(static_cast<long long>(s.moves.size())) + ", replayed by the kernel");
        return r;
    }
    std::string what = "proof-game search (iterative deepening from the initial position";
    if (s.lower_bound < 0) what += "): its lower bound says the board cannot be reached from the start by counting men (a bound, not an argument)";
    else {
        what += ", at least " + plies(s.lower_bound) + " needed): ";
        what += s.depth_completed < 0 ? std::string("no iteration completed")
                                      : "no game of up to " + plies(s.depth_completed);
        what += s.out_of_budget ? ", budget spent" : ", depth limit reached";
    }
    what += " (" + std::to_string(s.nodes) + (s.nodes == 1 ? " node, " : " nodes, ") + std::to_string(static_cast<long long>(s.ms)) + " ms)";
    r.tried.push_back(what);
    return r;
}

//! Reads FEN text leniently (read_board) and analyses the board; an error only for text that
//! cannot be read as a board at all.
inline expected<report, fen_error> analyse_fen(std::string_view fen_text, const budget& b = {}) {
    const auto board = read_board(fen_text);
    if (!board) return unexpected{board.error()};
    return analyse(*board, b);
}

} // namespace chesslaw::legality
