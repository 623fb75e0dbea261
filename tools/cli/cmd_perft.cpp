// `chesslaw perft`: leaf-node count of the legal move tree, printed like Stockfish's `go perft`.

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct perft_options {
    position_options where;
    int depth = 0;
    bool divide = false;
};

//! 0 or more, as a whole number that fits an int; the message names what is wrong.
CLI::Validator depth_validator() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            int v = 0;
            const char* const end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(text.data(), end, v);
            if (text.empty() || ptr != end || (ec != std::errc{} && ec != std::errc::result_out_of_range))
                return "'" + text + "' is not a whole number";
            if (ec == std::errc::result_out_of_range || v < 0)
                return text[0] == '-' ? "'" + text + "' is negative: the depth must be 0 or more"
                                      : "'" + text + "' is too large";
            return {};
        },
        "", "depth");
}

void run_perft(const perft_options& o) {
    const position p = o.where.resolve().current();
    if (!o.divide) {
        std::cout << "Nodes searched: " << perft(p, o.depth) << '\n';
        return;
    }
    // Per-root-move counts, sorted by move text; none at depth 0 (the root is the only node).
    std::vector<std::pair<std::string, std::uint64_t>> lines;
    std::uint64_t total = perft(p, o.depth);
    if (o.depth >= 1) {
        const auto d = std::make_unique<divide_result>(perft_divide(p, o.depth));
        for (const divide_entry& e : *d) lines.emplace_back(to_uci_string(e.m), e.nodes);
        total = d->total;
    }
    std::sort(lines.begin(), lines.end());
    for (const auto& [uci, n] : lines) std::cout << uci << ": " << n << '\n';
    std::cout << '\n' << "Nodes searched: " << total << '\n';
}

} // namespace

void register_perft(CLI::App& app) {
    auto o = std::make_shared<perft_options>();
    CLI::App* sub = app.add_subcommand("perft", "Count the leaf nodes of the legal move tree to a depth (perft)");
    add_position_options(*sub, o->where);
    add_chess960_flag(*sub, o->where);
    sub->add_option("--depth", o->depth, "Depth in plies, 0 or more (depth 0 counts the root: 1 node)")
        ->required()
        ->type_name("N")
        ->check(depth_validator());
    sub->add_flag("--divide", o->divide, "Also print each root move's count, as Stockfish's `go perft` does");
    sub->footer(
        "Output (the format of Stockfish 15.1's `go perft N`, without its trailing blank line):\n"
        "  without --divide:  Nodes searched: N\n"
        "  with --divide:     one `MOVE: COUNT` line per legal root move (UCI text, sorted;\n"
        "                     Stockfish lists them in its generation order), an empty line,\n"
        "                     then `Nodes searched: N`. At depth 0 there are no move lines.\n"
        "`Nodes searched: N` is always the last line. Moves in --moves are played first.\n" +
        exit_status_help("the count was printed", {}, "a bad --depth or FEN, a --moves token that cannot be read or is not legal"));
    sub->callback([o] { run_perft(*o); });
}

} // namespace chesslaw::cli
