// `chesslaw mate`: can a side still checkmate by any series of legal moves? The question of 6.9
// (a flag fall is a draw when the opponent cannot), 5.1.2 (2023: a resignation likewise) and, for
// both sides, 5.2.2 (a dead position). Every answer and the 5.2.2 verdict come from the kernel
// (analysis/mate_question.hpp, asking analysis/mate_ability.hpp within --budget), with its
// certificate (a helpmate line, replayed) or its argument (a rule with its squares), or are
// "unknown" when --budget runs out. This file reads the options and prints.

#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/analysis/mate_question.hpp>
#include <chesslaw/prose/mate.hpp>
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

std::string side_name(color c) { return c == color::white ? "White" : "Black"; }

void run_mate(const mate_options& o) {
    if (o.budget_ms < 0) throw usage_error("--budget: must be 0 or more milliseconds");
    const position p = read_board_fen(o.fen, legality::board_lenient); // stale castling rights dropped: moves are played in it
    if (!is_valid(p.king(color::white)) || !is_valid(p.king(color::black)))
        throw usage_error("--fen: the position needs one king of each colour for the question to have an answer");
    if (!analysis::mate_detail::game_board(p))
        throw usage_error("--fen: the side not to move is in check, a position no game reaches (3.10.3), so the question has no answer");
    std::optional<color> only;
    if (o.side == "white") only = color::white;
    else if (o.side == "black") only = color::black;
    const analysis::mate_question q = analysis::ask_mate(p, only, o.budget_ms); // every decision: the kernel's
    const auto& answers = q.side;
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
        if (const auto dead = analysis::is_dead(q.verdict)) w.value(*dead);
        else w.null();
        w.end_object();
        std::cout << w.view() << '\n';
        return;
    }
    std::cout << "position: " << o.fen << '\n';
    for (const color c : {color::white, color::black}) {
        if (!answers[index(c)]) continue;
        const analysis::mate_answer& a = *answers[index(c)];
        std::cout << side_name(c) << ": " << analysis::name(a.verdict) << " — " << prose::describe(p, a);
        if (a.verdict == analysis::mate_verdict::cannot) std::cout << " [rule: " << analysis::name(a.rule) << "]";
        std::cout << " (" << a.nodes << " positions searched)\n";
    }
    if (q.verdict != analysis::dead_verdict::not_asked) {
        std::cout << "dead position (" << q.clause.id() << "): ";
        switch (q.verdict) {
        case analysis::dead_verdict::yes_neither_can: std::cout << "yes — neither side can checkmate, the game is drawn\n"; break;
        case analysis::dead_verdict::no_a_side_can: std::cout << "no — a side can still checkmate\n"; break;
        case analysis::dead_verdict::yes_enumerated: std::cout << "yes — " << prose::describe(p, *q.dead) << '\n'; break;
        case analysis::dead_verdict::no_enumerated: std::cout << "no — " << prose::describe(p, *q.dead) << '\n'; break;
        case analysis::dead_verdict::undecided:
        case analysis::dead_verdict::not_asked: std::cout << "undecided within --budget\n"; break;
        }
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
