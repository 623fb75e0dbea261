// chesslaw::testing consumer: tests the mailbox generator of mailbox.cpp (no chesslaw code in it)
// with check_move_generator, once correct and once per one-clause bug (mailbox.cpp's macros, one
// object file per bug). Usage:
//   testing_consumer <bug> [seed]    correct: must pass; a bug: must fail and cite its clause
//   testing_consumer --rates <cases> <seed>...   per bug, how many of <cases> games show it
//   testing_consumer --rates-without-openings <cases> <seed>...   the same, no rare_openings()
#include <chesslaw/testing.hpp>

#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "mailbox.hpp"

namespace id = chesslaw::spec::id;

struct variant {
    std::string name;
    moves_fn fn;
    std::optional<chesslaw::spec::clause_ref> clause; // the clause the bug breaks (none: correct)
};

const std::vector<variant>& variants() {
    static const std::vector<variant> v{
        {"correct", moves_correct, std::nullopt},
        {"castle_through_attack", moves_castle_through_attack, id::castling_attacked},
        {"castle_king_returned", moves_castle_king_returned, id::castling_king_moved},
        {"ep_exposes_rank", moves_ep_exposes_rank, id::check},
        {"ep_late", moves_ep_late, id::en_passant},
        {"no_knight_promotion", moves_no_knight_promotion, id::promotion},
        {"double_step_over", moves_double_step_over, id::pawn_double_step},
        {"kings_adjacent", moves_kings_adjacent, id::check},
    };
    return v;
}

auto adapt(moves_fn fn) {
    return [fn](const chesslaw::testing::game& g) { return fn(g.start_fen, g.moves); };
}

int main(int argc, char** argv) {
    const bool plain = argc >= 4 && std::string(argv[1]) == "--rates-without-openings";
    if (argc >= 4 && (std::string(argv[1]) == "--rates" || plain)) {
        const int n = std::atoi(argv[2]);
        for (const auto& v : variants()) {
            std::cout << v.name << ":";
            for (int i = 3; i < argc; ++i) {
                chesslaw::testing::check_options o;
                o.seed = std::strtoull(argv[i], nullptr, 10);
                if (plain) o.bias.opening_per_mille = 0;
                std::cout << " " << chesslaw::testing::count_failing_cases(adapt(v.fn), o, n);
            }
            std::cout << " (of " << n << " per seed)" << std::endl;
        }
        return 0;
    }
    if (argc < 2) {
        std::cerr << "usage: testing_consumer <bug> [seed] | --rates <cases> <seed>...\n";
        return 2;
    }
    for (const auto& v : variants()) {
        if (v.name != argv[1]) continue;
        chesslaw::testing::check_options o; // the default number of cases
        o.seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
        const auto r = chesslaw::testing::check_move_generator(adapt(v.fn), o);
        if (!v.clause) return r.passed ? 0 : 1;
        if (r.passed || !r.failure) {
            std::cerr << v.name << ": the bug was not found in " << r.cases << " cases\n";
            return 1;
        }
        if (!r.failure->cites(*v.clause)) {
            std::cerr << v.name << ": the report does not cite " << v.clause->id() << "\n";
            return 1;
        }
        std::cout << v.name << ": found after " << r.cases << " cases, cites " << v.clause->id() << "\n";
        return 0;
    }
    std::cerr << "unknown variant " << argv[1] << "\n";
    return 2;
}
