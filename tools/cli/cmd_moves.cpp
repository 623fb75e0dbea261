// `chesslaw moves`: the legal moves of a position, as text or JSON.

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/moves_json.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct moves_options {
    position_options where;
    bool json = false;
};

void run_moves(const moves_options& o) {
    const position p = o.where.resolve().current();
    const std::vector<std::string> moves = sorted_uci_moves(p);
    if (!o.json) {
        for (const std::string& m : moves) std::cout << m << '\n';
        return;
    }
    report::json_writer j;
    report::write_moves(j, p, moves);
    std::cout << report::indented(j.view()) << '\n';
}

} // namespace

void register_moves(CLI::App& app) {
    auto o = std::make_shared<moves_options>();
    CLI::App* sub = app.add_subcommand("moves", "List the legal moves of a position");
    add_position_options(*sub, o->where);
    add_chess960_flag(*sub, o->where);
    sub->add_flag("--json", o->json, "Print a JSON object instead of one move per line");
    sub->footer(
        "Output: the legal moves in UCI text (castling as the king's move, e.g. e1g1), sorted, one per\n"
        "line; nothing when there are none. With --json, one object:\n"
        "  {\"fen\": FEN of the position reached, \"side_to_move\": \"white\"|\"black\", \"in_check\": bool,\n"
        "   \"status\": \"ongoing\"|\"checkmate\"|\"stalemate\", \"moves\": [\"a2a3\", ...], \"count\": N}\n" +
        exit_status_help("the moves were listed (none: checkmate or stalemate)", {},
                         "a bad FEN, a --moves token that cannot be read or is not legal"));
    sub->callback([o] { run_moves(*o); });
}

} // namespace chesslaw::cli
