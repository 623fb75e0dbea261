// `chesslaw legality`: is a position reachable (3.10.3)? The verdict with its certificate — the
// arguments for "illegal", the proof game for "reachable" — as compiler-style text or as JSON.
// Any FEN that can be read as a board gets a verdict, even one with nine pawns or no king (exit 1
// for illegal, 0 otherwise); only text that is not FEN syntax is bad input (exit 2).

#include <cstddef>
#include <cstdint>
#include <iostream>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/spec/texts.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/text.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

//! A proof game (legal moves from the initial position) in SAN, move by move.
std::vector<std::string> proof_game_san(std::span<const move> game) {
    std::vector<std::string> out;
    position p = initial_position();
    for (const move m : game) {
        out.emplace_back(to_san(p, m).view());
        p = make_move(p, m);
    }
    return out;
}

struct legality_options {
    std::string fen;
    bool json = false;
    bool chess960 = false;
    double budget_ms = 1000;
};

void run_legality(const legality_options& o) {
    if (o.budget_ms < 0) throw usage_error("--budget: must be 0 or more milliseconds");
    legality::board_options how = legality::board_as_written; // the verdict is on the FEN as written
    how.chess960 = o.chess960;
    const position board = read_board_fen(o.fen, how);
    legality::report r = legality::analyse(board, legality::budget{o.budget_ms});
    // a Chess960 board outside II.2 (Double Fischer Random …): the start of a variant, as the audit reads it
    if (board.chess960) legality::set_aside_start_array(r);
    if (o.json) {
        report::json_writer j;
        report::write_legality_report(j, o.fen, r, nullptr, true);
        std::cout << report::indented(j.view()) << '\n';
        if (r.result == legality::verdict::illegal) throw exit_request{exit_finding};
        return;
    }
    const spec::clause& c = r.clause.get();
    std::cout << "position: " << o.fen << '\n';
    const std::size_t col = r.arguments.empty() || r.arguments[0].squares.empty() ? 1 : report::fen_column_of(o.fen, r.arguments[0].squares[0]);
    std::cout << "fen:1:" << col << ": " << legality::to_string(r.result) << ": " << c.id << " " << c.title << " — " << spec::text_of(c).en
              << '\n';
    for (const auto& a : r.arguments) {
        const std::size_t ac = a.squares.empty() ? 1 : report::fen_column_of(o.fen, a.squares[0]);
        std::cout << "  fen:1:" << ac << ": argument [" << legality::to_string(a.kind) << "]: " << prose::describe(a);
        if (!a.squares.empty()) {
            std::cout << " (squares:";
            for (const square s : a.squares) std::cout << ' ' << square_name(s);
            std::cout << ')';
        }
        std::cout << '\n';
    }
    if (r.result == legality::verdict::reachable) {
        std::cout << "  proof game (" << count_of(r.proof_game.size(), "ply", "plies") << ", replayed by the kernel):";
        if (r.proof_game.empty()) std::cout << " none needed, this is the initial position";
        const std::vector<std::string> san = proof_game_san(r.proof_game);
        for (std::size_t i = 0; i < san.size(); ++i) {
            if (i % 2 == 0) std::cout << ' ' << (i / 2 + 1) << '.';
            std::cout << ' ' << san[i];
        }
        std::cout << '\n';
    }
    for (const auto& t : r.tried) std::cout << "  tried: " << prose::describe(t) << '\n';
    std::cout << "  searched: " << count_of(r.searched.nodes, "node", "nodes") << ", " << static_cast<std::uint64_t>(r.searched.ms + 0.5)
              << " ms\n";
    if (r.result == legality::verdict::illegal) throw exit_request{exit_finding};
}

} // namespace

void register_legality(CLI::App& app) {
    auto o = std::make_shared<legality_options>();
    CLI::App* sub = app.add_subcommand("legality", "Is a position reachable by legal moves (3.10.3)? illegal with arguments, "
                                                   "reachable with a proof game, or unknown");
    sub->add_option("--fen", o->fen,
                    "Position in FEN (quote it: one argument); any board is accepted, even nine pawns or no king, "
                    "and judged as written: a castling right without its king or rook on its square, or an "
                    "en-passant square no two-square advance can have left, is an argument for illegal. A fullmove "
                    "number of 0 is read as 1 (with a warning)")
        ->required()
        ->type_name("FEN");
    sub->add_flag("--json", o->json, "Print a JSON object: fen, verdict, clause, arguments, proof_game, proof_game_san, searched");
    sub->add_flag("--chess960", o->chess960,
                  "A Chess960 board (Guidelines II; implied by a castling field naming rook files): the rules that hold "
                  "whatever the array, II.2 on a board in a starting array's shape, no proof-game search");
    sub->add_option("--budget", o->budget_ms, "Time for the proof-game search in milliseconds (default 1000; 0: rules only)")
        ->type_name("MS")
        ->check(non_negative_number());
    sub->footer("Output: \"fen:1:COL: VERDICT: 3.10.3 ...\" (COL: the FEN column of the first square an argument\n"
                "names), one line per argument, the proof game in SAN with move numbers when reachable\n"
                "(1. e4 e5 2. Nf3), what was tried, and the search's size. With --json, one object:\n"
                "  {\"fen\", \"verdict\": \"illegal\"|\"reachable\"|\"unknown\", \"clause\", \"arguments\": [{\"rule\",\n"
                "   \"text\", \"squares\"}], \"proof_game\": [UCI...] and \"proof_game_san\": [SAN...] (when reachable),\n"
                "   \"searched\": {\"nodes\", \"ms\"}}\n" +
                exit_status_help("the position is reachable (a proof game) or undecided within --budget (unknown)",
                                 "the position is illegal: no legal game reaches it (the arguments say why)",
                                 "text that is not FEN, with the message every subcommand gives"));
    sub->callback([o] { run_legality(*o); });
}

} // namespace chesslaw::cli
