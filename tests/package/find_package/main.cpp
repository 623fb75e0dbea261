// chesslaw package consumer: find_package (installed, relocated prefix).
// Uses the kernel at compile time (the build fails if perft 2 is wrong) and at run time (the
// exit status is non-zero if perft 3 is wrong).
#include <chesslaw/chesslaw.hpp>

#include <cstdint>
#include <cstdio>

static_assert(chesslaw::perft(chesslaw::initial_position(), 2) == 400);

int main() {
    volatile int depth = 3; // keeps the run-time call from being folded into a constant
    const std::uint64_t nodes = chesslaw::perft(chesslaw::initial_position(), depth);
    std::printf("perft(initial position, %d) = %llu\n", static_cast<int>(depth),
                static_cast<unsigned long long>(nodes));
    return nodes == 8902 ? 0 : 1;
}
