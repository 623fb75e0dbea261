// `chesslaw mate`: can a side still checkmate by any series of legal moves? The question of 6.9
// (a flag fall is a draw when the opponent cannot), 5.1.2 (2023: a resignation likewise) and, for
// both sides, 5.2.2 (a dead position). Every answer comes from the kernel (analysis/mate_ability.hpp)
// with its certificate (a helpmate line, replayed) or its argument (a rule with its squares), or is
// "unknown" when --budget runs out. This file reads the options and prints.

#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/mate_json.hpp>
#include <chesslaw/spec/table.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct mate_options {
    std::string fen;
    std::string side; // "", "white", "black"
    bool json = false;
    double budget_ms = 1000;
};

//! The analysis with budgets doubled from 20,000 positions until it decides or `ms` is spent
//! (each round repeats the last: at most twice the work of the round that decides).
template <class Ask>
analysis::mate_answer within(double ms, Ask ask) {
    const auto t0 = std::chrono::steady_clock::now();
    analysis::mate_budget b;
    b.nodes = 20'000;
    for (;;) {
        analysis::mate_answer a = ask(b);
        const double spent = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        if (a.verdict != analysis::mate_verdict::unknown || spent * 3 > ms || b.nodes > (std::uint64_t{1} << 32)) return a;
        b.nodes *= 2;
    }
}

std::string side_name(color c) { return c == color::white ? "White" : "Black"; }

void run_mate(const mate_options& o) {
    if (o.budget_ms < 0) throw usage_error("--budget: must be 0 or more milliseconds");
    const position p = read_board_fen(o.fen, legality::board_lenient); // stale castling rights dropped: moves are played in it
    if (!is_valid(p.king(color::white)) || !is_valid(p.king(color::black)))
        throw usage_error("--fen: the position needs one king of each colour for the question to have an answer");
    std::optional<color> only;
    if (o.side == "white") only = color::white;
    else if (o.side == "black") only = color::black;
    std::optional<analysis::mate_answer> answers[2];
    for (const color c : {color::white, color::black})
        if (!only || *only == c)
            answers[index(c)] = within(o.budget_ms, [&](const analysis::mate_budget& b) { return analysis::can_checkmate(p, c, b); });
    std::optional<analysis::mate_answer> dead;
    if (!only) {
        // Both sides answered: the position is dead exactly when both cannot; otherwise the 5.2.2
        // question is asked as such (one enumeration covers both sides).
        if (answers[0]->verdict == analysis::mate_verdict::can || answers[1]->verdict == analysis::mate_verdict::can) dead.reset();
        else dead = within(o.budget_ms, [&](const analysis::mate_budget& b) { return analysis::dead_position(p, b); });
    }
    const bool is_dead = answers[0] && answers[1] && answers[0]->verdict == analysis::mate_verdict::cannot &&
                         answers[1]->verdict == analysis::mate_verdict::cannot;
    if (o.json) {
        report::json_writer w;
        w.begin_object();
        w.key("fen");
        w.value(o.fen);
        for (const color c : {color::white, color::black}) {
            w.key(c == color::white ? "white" : "black");
            if (answers[index(c)]) report::write_mate_answer(w, p, *answers[index(c)]);
            else w.null();
        }
        w.key("dead_position"); // null when a side was asked alone; else true | false | null (undecided)
        if (only) w.null();
        else if (is_dead || (dead && dead->verdict == analysis::mate_verdict::cannot)) w.value(true);
        else if (answers[0]->verdict == analysis::mate_verdict::can || answers[1]->verdict == analysis::mate_verdict::can) w.value(false);
        else if (dead && dead->verdict == analysis::mate_verdict::can) w.value(false);
        else w.null();
        w.end_object();
        std::cout << w.view() << '\n';
        return;
    }
    std::cout << "position: " << o.fen << '\n';
    for (const color c : {color::white, color::black}) {
        if (!answers[index(c)]) continue;
        const analysis::mate_answer& a = *answers[index(c)];
        std::cout << side_name(c) << ": " << analysis::name(a.verdict) << " — " << analysis::describe(p, a);
        if (a.verdict == analysis::mate_verdict::cannot) std::cout << " [rule: " << analysis::name(a.rule) << "]";
        std::cout << " (" << a.nodes << " positions searched)\n";
    }
    if (!only) {
        const std::string clause(spec::id::dead_position.id());
        std::cout << "dead position (" << clause << "): ";
        if (is_dead) std::cout << "yes — neither side can checkmate, the game is drawn\n";
        else if (answers[0]->verdict == analysis::mate_verdict::can || answers[1]->verdict == analysis::mate_verdict::can)
            std::cout << "no — a side can still checkmate\n";
        else if (dead && dead->verdict == analysis::mate_verdict::cannot) std::cout << "yes — " << analysis::describe(p, *dead) << '\n';
        else if (dead && dead->verdict == analysis::mate_verdict::can) std::cout << "no — " << analysis::describe(p, *dead) << '\n';
        else std::cout << "undecided within --budget\n";
    }
}

} // namespace

void register_mate(CLI::App& app) {
    auto o = std::make_shared<mate_options>();
    const std::string c522(spec::id::dead_position.id()), c69(spec::id::flag_fall.id()), c512(spec::id::resignation.id());
    CLI::App* sub = app.add_subcommand("mate", "Can a side still checkmate by any series of legal moves (" + c69 + ", " + c512 + ", " + c522 +
                                                   ")? can with a helpmate line, cannot with the rule and its squares, or unknown");
    sub->add_option("--fen", o->fen, "Position in FEN (quote it: one argument)")->required()->type_name("FEN");
    sub->add_option("--side", o->side, "Ask for one side only (white | black); default both, and whether the position is dead (" + c522 + ")")
        ->check(CLI::IsMember({"white", "black"}))
        ->type_name("SIDE");
    sub->add_flag("--json", o->json, "Print one JSON object: fen, white, black (each an answer or null), dead_position (true | false | null)");
    sub->add_option("--budget", o->budget_ms, "Time per question in milliseconds (default 1000): the searches double their size until they decide or the time is spent")
        ->type_name("MS")
        ->check(non_negative_number());
    sub->footer("Output: one line per side, \"White: can — White can checkmate: 1. Qh7+ Kf8 2. Qf7# (a series of legal\n"
                "moves, replayed)\", \"Black: cannot — ... [rule: material | fixed_pawns | exhausted]\" or \"unknown\", then\n"
                "whether the position is dead. The 50-/75-move and repetition rules are not applied: the question is\n"
                "whether a series of legal moves exists. With --json, an answer is\n"
                "  {\"verdict\": \"can\"|\"cannot\"|\"unknown\", \"side\", \"rule\", \"text\", \"certificate\": null or {\"san\",\n"
                "   \"uci\": [...], \"mated\"}, \"squares\": {\"pawns\", \"white_king\", \"black_king\"}, \"positions\", \"nodes\"}\n" +
                exit_status_help("every question answered (can, cannot or unknown)", {}, "text that is not FEN, or a board without both kings"));
    sub->callback([o] { run_mate(*o); });
}

} // namespace chesslaw::cli
