// chesslaw_bench_native: the perft of chesslaw built with -march=native, run by chesslaw_bench as a
// helper process (so that one bench run compares the portable build, its run-time dispatch and a
// native build of the same source without mixing differently-compiled inline functions in one
// program). Usage: chesslaw_bench_native FEN DEPTH CALLS. After a warm-up call at DEPTH - 1 it times
// CALLS calls of chesslaw::perft and prints "NODES-PER-CALL SECONDS". Exit 2 on bad arguments.
#include <chesslaw/chesslaw.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: chesslaw_bench_native FEN DEPTH CALLS\n");
        return 2;
    }
    const auto p = chesslaw::parse_fen(argv[1]);
    const int depth = std::atoi(argv[2]), calls = std::atoi(argv[3]);
    if (!p || depth < 1 || calls < 1) {
        std::fprintf(stderr, "chesslaw_bench_native: bad FEN, depth or calls\n");
        return 2;
    }
    chesslaw::position q = *p;
    volatile std::uint64_t warm = chesslaw::perft(q, depth - 1);
    (void)warm;
    std::uint64_t total = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) {
        __asm__ __volatile__("" : : "r"(&q) : "memory");
        total += chesslaw::perft(q, depth);
        __asm__ __volatile__("" : : "r"(&total) : "memory");
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%llu %.9f\n", static_cast<unsigned long long>(total / static_cast<std::uint64_t>(calls)), s);
    return 0;
}
