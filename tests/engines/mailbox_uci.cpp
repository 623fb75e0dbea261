// A small UCI engine for the tests of `chesslaw fuzz`: the mailbox move generator of the
// chesslaw::testing consumer example (tests/package/testing_consumer/mailbox.cpp, no chesslaw code),
// compiled once correct and once per one-clause bug, behind `go perft N` in Stockfish's format.
//   mailbox_uci [--bug NAME] [--bad crash|hang|garbage|exit] [--after N]
// --bug picks a bug (castle_through_attack, castle_king_returned, ep_exposes_rank, ep_late,
// no_knight_promotion, double_step_over, kings_adjacent, castle_rook_captured; default none). --bad makes it a bad
// engine from its (N+1)-th `go perft` on (default N = 2): it crashes (SIGSEGV-like abort), hangs,
// prints garbage, or exits quietly.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <chrono>
#include <csignal>
#include <vector>

#include "mailbox.hpp" // tests/package/testing_consumer: the consumer example's generator

namespace {

struct variant {
    const char* name;
    moves_fn fn;
};
const variant variants[] = {
    {"none", moves_correct},
    {"castle_through_attack", moves_castle_through_attack},
    {"castle_king_returned", moves_castle_king_returned},
    {"castle_rook_captured", moves_castle_rook_captured},
    {"ep_exposes_rank", moves_ep_exposes_rank},
    {"ep_late", moves_ep_late},
    {"no_knight_promotion", moves_no_knight_promotion},
    {"double_step_over", moves_double_step_over},
    {"kings_adjacent", moves_kings_adjacent},
};

moves_fn gen = moves_correct;

std::uint64_t perft(const std::string& fen, std::vector<std::string>& moves, int depth) {
    const auto list = gen(fen, moves);
    if (depth <= 1) return list.size();
    std::uint64_t n = 0;
    for (const auto& m : list) {
        moves.push_back(m);
        n += perft(fen, moves, depth - 1);
        moves.pop_back();
    }
    return n;
}

const char* const start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace

int main(int argc, char** argv) {
    std::string bad;
    int after = 2;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--bug" && i + 1 < argc) {
            const std::string b = argv[++i];
            bool found = false;
            for (const auto& v : variants)
                if (b == v.name) {
                    gen = v.fn;
                    found = true;
                }
            if (!found) {
                std::cerr << "mailbox_uci: unknown bug " << b << "\n";
                return 2;
            }
        } else if (a == "--bad" && i + 1 < argc) {
            bad = argv[++i];
        } else if (a == "--after" && i + 1 < argc) {
            after = std::atoi(argv[++i]);
        } else {
            std::cerr << "usage: mailbox_uci [--bug NAME] [--bad crash|hang|garbage|exit] [--after N]\n";
            return 2;
        }
    }
    std::string fen = start_fen;
    std::vector<std::string> moves;
    int queries = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            std::cout << "id name mailbox_uci" << (gen == moves_correct ? "" : " (bug)") << "\nid author chesslaw tests\nuciok" << std::endl;
        } else if (cmd == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (cmd == "quit") {
            return 0;
        } else if (cmd == "position") {
            std::string what, tok;
            in >> what;
            moves.clear();
            fen = start_fen;
            if (what == "fen") {
                fen.clear();
                while (in >> tok && tok != "moves") fen += (fen.empty() ? "" : " ") + tok;
            } else {
                in >> tok; // "moves" or nothing
            }
            while (in >> tok) moves.push_back(tok);
        } else if (cmd == "go") {
            std::string what;
            int depth = 1;
            in >> what >> depth;
            if (what != "perft") continue;
            if (!bad.empty() && queries++ >= after) {
                if (bad == "crash") std::raise(SIGSEGV);
                if (bad == "exit") return 0;
                if (bad == "hang")
                    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
                if (bad == "garbage") {
                    std::cout << "\x01\x7f?? perft is not what you think\nbestmove e2e4" << std::endl;
                    continue;
                }
            }
            std::uint64_t total = 0;
            for (const auto& m : gen(fen, moves)) {
                moves.push_back(m);
                const std::uint64_t n = depth <= 1 ? 1 : perft(fen, moves, depth - 1);
                moves.pop_back();
                std::cout << m << ": " << n << "\n";
                total += n;
            }
            std::cout << "\nNodes searched: " << total << "\n" << std::endl;
        }
    }
    return 0;
}
