// `chesslaw legality`: is a position reachable (3.10.3)? The verdict with its certificate — the
// arguments for "illegal", the proof game for "reachable" — as compiler-style text or as JSON.
// Any FEN that can be read as a board gets a verdict (exit 0), even one with nine pawns or no
// king; only text that cannot be read as a board is bad input (exit 2).

#include <cstddef>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/legality/analyse.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct legality_options {
    std::string fen;
    bool json = false;
    double budget_ms = 1000;
};

//! 1-based column of square s in the placement field of `fen` (1 if it cannot be found).
std::size_t column_of(std::string_view fen, square s) {
    if (!is_valid(s)) return 1;
    int r = 7, f = 0;
    for (std::size_t i = 0; i < fen.size() && fen[i] != ' '; ++i) {
        const char c = fen[i];
        if (c == '/') {
            --r;
            f = 0;
        } else if (c >= '1' && c <= '8') {
            const int run = c - '0';
            if (r == index(rank_of(s)) && index(file_of(s)) >= f && index(file_of(s)) < f + run) return i + 1;
            f += run;
        } else {
            if (r == index(rank_of(s)) && f == index(file_of(s))) return i + 1;
            ++f;
        }
    }
    return 1;
}

nlohmann::ordered_json report_json(const std::string& fen, const legality::report& r) {
    nlohmann::ordered_json j;
    j["fen"] = fen;
    j["verdict"] = legality::to_string(r.result);
    j["clause"] = r.clause.id();
    nlohmann::ordered_json args = nlohmann::ordered_json::array();
    for (const auto& a : r.arguments) {
        nlohmann::ordered_json sq = nlohmann::ordered_json::array();
        for (const square s : a.squares) sq.push_back(square_name(s));
        args.push_back({{"rule", legality::to_string(a.kind)}, {"text", a.text}, {"squares", sq}});
    }
    j["arguments"] = args;
    if (r.result == legality::verdict::reachable) {
        nlohmann::ordered_json game = nlohmann::ordered_json::array();
        for (const move m : r.proof_game) game.push_back(to_uci_string(m));
        j["proof_game"] = game;
    }
    j["searched"] = {{"nodes", r.searched.nodes}, {"ms", static_cast<std::uint64_t>(r.searched.ms + 0.5)}};
    return j;
}

void run_legality(const legality_options& o) {
    if (o.budget_ms < 0) throw usage_error("--budget: must be 0 or more milliseconds");
    const auto board = legality::read_board(o.fen);
    if (!board) {
        const fen_error& e = board.error();
        std::string msg = "--fen: " + to_string(e);
        if (!o.fen.empty()) msg += caret_lines(o.fen, e.offset);
        throw usage_error(msg);
    }
    const legality::report r = legality::analyse(*board, legality::budget{o.budget_ms});
    if (o.json) {
        std::cout << report_json(o.fen, r).dump(2) << '\n';
        return;
    }
    const spec::clause& c = r.clause.get();
    std::cout << "position: " << o.fen << '\n';
    const std::size_t col = r.arguments.empty() || r.arguments[0].squares.empty() ? 1 : column_of(o.fen, r.arguments[0].squares[0]);
    std::cout << "fen:1:" << col << ": " << legality::to_string(r.result) << ": " << c.id << " " << c.title << " — " << c.text_en
              << '\n';
    for (const auto& a : r.arguments) {
        const std::size_t ac = a.squares.empty() ? 1 : column_of(o.fen, a.squares[0]);
        std::cout << "  fen:1:" << ac << ": argument [" << legality::to_string(a.kind) << "]: " << a.text;
        if (!a.squares.empty()) {
            std::cout << " (squares:";
            for (const square s : a.squares) std::cout << ' ' << square_name(s);
            std::cout << ')';
        }
        std::cout << '\n';
    }
    if (r.result == legality::verdict::reachable) {
        std::cout << "  proof game (" << r.proof_game.size() << " plies, replayed by the kernel):";
        if (r.proof_game.empty()) std::cout << " none needed, this is the initial position";
        for (std::size_t i = 0; i < r.proof_game.size(); ++i) {
            if (i % 2 == 0) std::cout << ' ' << (i / 2 + 1) << '.';
            std::cout << ' ' << to_uci_string(r.proof_game[i]);
        }
        std::cout << '\n';
    }
    for (const auto& t : r.tried) std::cout << "  tried: " << t << '\n';
    std::cout << "  searched: " << r.searched.nodes << " nodes, " << static_cast<std::uint64_t>(r.searched.ms + 0.5) << " ms\n";
}

} // namespace

void register_legality(CLI::App& app) {
    auto o = std::make_shared<legality_options>();
    CLI::App* sub = app.add_subcommand("legality", "Is a position reachable by legal moves (3.10.3)? illegal with arguments, "
                                                   "reachable with a proof game, or unknown");
    sub->add_option("--fen", o->fen, "Position in FEN (quote it: one argument); any board is accepted, even nine pawns or no king")
        ->required()
        ->type_name("FEN");
    sub->add_flag("--json", o->json, "Print a JSON object: fen, verdict, clause, arguments, proof_game, searched");
    sub->add_option("--budget", o->budget_ms, "Time for the proof-game search in milliseconds (default 1000; 0: rules only)")
        ->type_name("MS");
    sub->callback([o] { run_legality(*o); });
}

} // namespace chesslaw::cli
