#pragma once
//! 3.10.3 — is this position reachable? A three-valued verdict with its certificate:
//!   illegal    — with at least one argument (legality/facts.hpp), each a named rule, the squares
//!                it rests on, the men on them and the fact's numbers (the sentence an arbiter
//!                checks by hand is prose::describe, chesslaw/prose/legality.hpp);
//!   reachable  — with a proof game from the initial position, replayed by the kernel;
//!   unknown    — neither within the budget; `tried` says what was tried (typed steps).
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

//! An argument for "illegal", as data: the rule, the clause it proves broken, the side it
//! concerns, the squares it rests on with the man on each (as the board had them), and the fact
//! as find_facts found it (its numbers n1, n2, n3 mean what facts.hpp says at each rule). The
//! words are prose::describe(argument) (chesslaw/prose/legality.hpp).
struct argument {
    rule kind{};
    std::vector<square> squares;   //!< in square order (chess960_array: each witness's square, in the witnesses' order)
    color side = color::white;
    spec::clause_ref clause = spec::id::illegal_position; //!< the clause it proves broken: 3.10.3, or for chess960_array the clause of II.2
    std::vector<piece> men;        //!< the man on each of `squares` (piece::none: empty); empty for chess960_array
    fact found{};                  //!< the fact itself (kind, side, squares as a set, n1, n2, n3); chess960_array: kind and side only
    std::vector<rules::witness> breaches; //!< chess960_array: the evidence of the II.2 clause broken
};

//! The limits of one analysis: the proof-game search gets `ms` of wall-clock time (and at most
//! `nodes` nodes, 0 = no node limit). ms = 0 skips the search (rules only).
struct budget {
    double ms = 1000;
    std::uint64_t nodes = 0;
    int max_plies = 40;
};

//! The size and end of a proof-game search.
struct search_figures {
    std::uint64_t nodes = 0;
    double ms = 0;
    int lower_bound = -1;          //!< plies needed at least, by the search's bound (-1: not searched / unreachable by it)
    int depth_completed = -1;      //!< deepest ply count searched through without a game
    bool out_of_budget = false;    //!< the search stopped on its budget (else on its depth limit, or it found a game)
};

//! What one analysis tried, in order (report::tried).
enum class attempt_kind : std::uint8_t {
    rules,              //!< the rule_count rules of facts.hpp (number = rule_count)
    chess960_rules,     //!< the rules that hold for every Chess960 array (trapped bishops and boxed rooks left out)
    no_search,          //!< no proof-game search: the budget is 0
    no_search_chess960, //!< no proof-game search: it starts from the standard array, the Chess960 array is not known
    chess960_start,     //!< the board is a Chess960 starting array of II.2 (number = its start position, -1: none)
    proof_game,         //!< the search found a game (number = its plies)
    search_failed,      //!< the search found none (search = its figures)
    array_set_aside,    //!< the audit set aside the II.2 arguments of a Chess960 start (set_aside = those arguments)
};

//! One step of an analysis, as data; the words are prose::describe(attempt).
struct attempt {
    attempt_kind kind{};
    int number = 0;                  //!< rules: the rules applied; chess960_start: the start position; proof_game: plies
    search_figures search{};         //!< search_failed: the search's figures
    std::vector<argument> set_aside{}; //!< array_set_aside: the arguments set aside
};

struct report {
    verdict result = verdict::unknown;
    spec::clause_ref clause = spec::id::illegal_position;
    std::vector<argument> arguments;   //!< non-empty exactly when illegal
    std::vector<move> proof_game;      //!< non-empty (or the initial position itself) when reachable
    search_figures searched;
    std::vector<attempt> tried;        //!< what was tried, in order
};

//! The argument for one fact, on the board it was found on: the fact and the men on its squares.
inline argument make_argument(const fact& f, const position& p) {
    argument a;
    a.kind = f.kind;
    a.side = f.side;
    a.found = f;
    const int n = popcount(f.squares);
    a.squares.reserve(static_cast<std::size_t>(n));
    a.men.reserve(static_cast<std::size_t>(n));
    for (const square s : squares{f.squares}) {
        a.squares.push_back(s);
        a.men.push_back(p.piece_on(s));
    }
    return a;
}

//! All arguments that the board is unreachable (empty: none of the rules applies).
inline std::vector<argument> arguments(const position& p) {
    std::vector<argument> out;
    for (const fact& f : find_facts(p)) out.push_back(make_argument(f, p));
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
    r.tried.push_back({.kind = attempt_kind::chess960_rules});
    // A board in a starting array's shape: II.2 first (its clause is the precise one: two bishops on
    // one colour are also a man beyond the initial set), then the other arguments.
    if (start_array_shape(p)) {
        const rules::start_array_findings sa = rules::check_start_array(p);
        if (!sa.conforms()) {
            std::vector<argument> by_array;
            for (const rules::finding& f : sa) {
                if (f.result != rules::outcome::violated) continue;
                if (by_array.empty()) r.clause = f.clause;
                argument a;
                a.kind = rule::chess960_array;
                a.clause = f.clause;
                a.found.kind = rule::chess960_array;
                for (const rules::witness& w : f.evidence()) {
                    a.breaches.push_back(w);
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
        r.tried.push_back({.kind = attempt_kind::no_search_chess960});
        return r;
    }
    back_rank array{};
    for (int x = 0; x < 8; ++x) array[static_cast<std::size_t>(x)] = type_of(p.piece_on(make_square(static_cast<file>(x), rank::r1)));
    const auto n = chess960_number(array);
    r.tried.push_back({.kind = attempt_kind::chess960_start, .number = n ? *n : -1});
    if (p.side_to_move == color::white && p.en_passant == square::none) r.result = verdict::reachable; // the start itself
    return r;
}

//! A Chess960 game's start that is not a starting array of Guidelines II.2 (a different array for
//! each side, as in Double Fischer Random; a king not between its rooks; bishops on one colour):
//! the II.2 arguments taken out of the report, which stays "illegal" only on the arguments of
//! 3.10.3 left (a board no series of legal moves from any array reaches), else becomes unknown.
//! Returns the II.2 arguments set aside (none when there were none): the audit's warning of the
//! record; `chesslaw legality --chess960` decides the same way (the tried step says it).
inline std::vector<argument> set_aside_start_array(report& rep) {
    std::vector<argument> out;
    if (rep.result != verdict::illegal) return out;
    for (const auto& a : rep.arguments)
        if (a.kind == rule::chess960_array) out.push_back(a);
    if (out.empty()) return out; // the report untouched (an illegal start without a II.2 argument keeps its arguments)
    std::vector<argument> kept;
    for (auto& a : rep.arguments)
        if (a.kind != rule::chess960_array) kept.push_back(std::move(a));
    rep.arguments = std::move(kept);
    rep.tried.push_back({.kind = attempt_kind::array_set_aside, .set_aside = out});
    rep.clause = rep.arguments.empty() ? spec::id::illegal_position : rep.arguments.front().clause;
    if (rep.arguments.empty()) rep.result = verdict::unknown;
    return out;
}

//! The verdict on a board (possibly structurally broken, as read by read_board()).
inline report analyse(const position& p, const budget& b = {}) {
    report r;
    r.arguments = arguments(p);
    if (p.chess960) return analyse_chess960(p, std::move(r));
    r.tried.push_back({.kind = attempt_kind::rules, .number = rule_count});
    if (!r.arguments.empty()) {
        r.result = verdict::illegal;
        return r;
    }
    if (b.ms <= 0) {
        r.tried.push_back({.kind = attempt_kind::no_search});
        return r;
    }
    const search_result s = find_proof_game(p, search_budget{b.ms, b.nodes, b.max_plies});
    r.searched = {s.nodes, s.ms, s.lower_bound, s.depth_completed, s.out_of_budget};
    if (s.found) {
        r.result = verdict::reachable;
        r.proof_game = s.moves;
        r.tried.push_back({.kind = attempt_kind::proof_game, .number = static_cast<int>(s.moves.size())});
        return r;
    }
    r.tried.push_back({.kind = attempt_kind::search_failed, .search = r.searched});
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
