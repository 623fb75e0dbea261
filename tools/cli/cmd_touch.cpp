// `chesslaw touch`: the Article 4 touch-move arbiter on the events of one move, as text or JSON.
// Notation: kernel/include/chesslaw/touch/README.md.

#include <initializer_list>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/touch_json.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/touch/event.hpp>

#include "cmd_touch.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct touch_options {
    std::string fen{initial_fen};
    std::string events;
    bool json = false;
};

std::string token_of(const std::string& text, const touch::event& e) { return text.substr(e.offset, e.length); }

void run_touch(const touch_options& o) {
    const position start = read_fen(o.fen);
    if (start.chess960) // Guidelines II.3.2: four manoeuvres of hands for one castling; Article 4 here models standard castling
        throw usage_error("--fen: a Chess960 position (its castling field names rook files): the touch-move arbiter models "
                          "Article 4 for standard chess only, not the castling manoeuvres of Guidelines II");
    const auto log = touch::parse_events(o.events);
    if (!log) {
        const touch::parse_error& e = log.error();
        throw usage_error("--events: bad event token '" + o.events.substr(e.offset, e.length) + "' (token " +
                          std::to_string(e.token) + ", at offset " + std::to_string(e.offset) + "): " + std::string(touch::describe(e)) +
                          caret_lines(o.events, e.offset));
    }
    const auto result = touch::arbitrate(start, *log);
    if (!result) {
        const touch::event& e = (*log)[result.error().event];
        throw usage_error("--events: event '" + token_of(o.events, e) + "' (token " + std::to_string(result.error().event + 1) +
                          ", at offset " + std::to_string(e.offset) + ") cannot happen: " + std::string(touch::describe(result.error())) +
                          caret_lines(o.events, e.offset));
    }
    const touch::report& r = *result;

    if (o.json) {
        report::json_writer j;
        report::write_touch_report(j, start, o.events, *log, r);
        std::cout << report::indented(j.view()) << '\n';
        if (r.violation_count() > 0) throw exit_request{exit_finding};
        return;
    }
    std::cout << "position: " << to_fen_string(start) << " (" << name(start.side_to_move) << " to move)\n";
    for (std::size_t i = 0; i < r.step_count; ++i) {
        const touch::step& st = r.steps[i];
        std::cout << "  " << i + 1 << ". " << token_of(o.events, (*log)[i]);
        if (st.note != touch::engagement::not_a_touch) std::cout << " [" << touch::describe(st.note) << "]";
        std::cout << " -> " << touch::to_string(st.stage) << '\n';
        for (const auto& ob : st.duties()) std::cout << "       " << touch::describe(start, ob) << '\n';
        if (st.freed) std::cout << "       freed by " << st.freed_by.id() << ": any legal move\n";
        for (const auto& b : st.broken_ones())
            std::cout << "       BROKEN at event " << b.event + 1 << " (the move fixed by " << b.because.id()
                      << " cannot meet it): " << touch::describe(start, b.o) << '\n';
        for (const auto& b : st.set_aside_ones())
            std::cout << "       set aside (the move was fixed by " << b.because.id() << " at event " << b.event + 1
                      << "): " << touch::describe(start, b.o) << '\n';
    }
    if (r.complete())
        std::cout << "move: " << to_uci_string(r.made()) << " complete, " << (r.compliant() ? "compliant" : "NOT compliant") << '\n';
    else
        std::cout << "move: not complete (" << touch::to_string(r.record.stage) << ")\n";
    for (const auto& f : r.findings) {
        if (f.result == rules::outcome::not_applicable && f.witness_count == 0) continue;
        std::cout << "  " << f.clause.id() << " " << f.clause->title << ": " << rules::to_string(f.result) << '\n';
        for (const auto& w : f.evidence()) std::cout << "       " << touch::describe(start, w) << '\n';
    }
    if (r.has_article3) {
        std::cout << "article 3: " << to_uci_string(r.record.first_impossible) << " is " << (r.article3.legal ? "legal" : "illegal");
        for (const auto& f : r.article3.findings)
            if (f.result == rules::outcome::violated) std::cout << " " << f.clause.id();
        if (r.article3.verdict_finding.result == rules::outcome::violated) std::cout << " " << r.article3.verdict_finding.clause.id();
        std::cout << '\n';
    }
    if (r.claim != touch::claim_status::none) std::cout << "claim: " << touch::to_string(r.claim) << '\n';
    if (r.violation_count() > 0) throw exit_request{exit_finding};
}

} // namespace

//! "4.6/1, 4.6.2" — clause IDs through the spec table's handles.
std::string id_list(std::initializer_list<spec::clause_ref> ids) {
    std::string out;
    for (const auto c : ids) out += (out.empty() ? "" : ", ") + std::string(c.id());
    return out;
}

void register_touch(CLI::App& app) {
    auto o = std::make_shared<touch_options>();
    CLI::App* sub = app.add_subcommand("touch", "Arbitrate one move under Article 4 (touch-move) from its physical events");
    sub->add_option("--fen", o->fen,
                    "Position before the move (its side to move has the move); read as by every subcommand (see "
                    "`chesslaw judge --help`). Default: the initial position")
        ->type_name("FEN");
    sub->add_option("--events", o->events,
                    "Physical actions, one token each, e.g. \"touch:g1 lift:e2 release:e4\". Tokens: adjust:SQ touch:SQ "
                    "touch?:SQ touch:SQ+SQ lift:SQ place:SQ release[:SQ] remove:SQ promote:SQ=P opponent-touch[?]:SQ claim")
        ->type_name("\"EVENTS\"")
        ->required();
    sub->add_flag("--json", o->json, "Print a JSON object instead of text");
    sub->footer(
        "Output: after each event, the obligations in force with their clauses (\"must move the knight on g1 — 4.3.1\");\n"
        "then the move if complete, whether it complies, every Article 4 clause that applies with its evidence,\n"
        "the Article 3 verdict on an impossible move made on the board, and the fate of a claim (4.7).\n"
        "A move fixed on the board (" + id_list({spec::id::released_piece, spec::id::complete_castling, spec::id::complete_promotion,
                                                  spec::id::promotion_choice_final}) +
        ") binds before later touches: an obligation it\n"
        "overrides is printed 'set aside', one the player's own action can no longer meet 'BROKEN' (violated);\n"
        "'freed by' names the clause that allows any legal move (" +
        id_list({spec::id::no_touched_piece_movable, spec::id::castling_touch_king_first_illegal}) + ").\n"
        "JSON witnesses: \"fact\", \"at\" (the square the fact is about), \"by\" (the other piece), \"from\"/\"to\"\n"
        "(a movement), \"text\" (the evidence in words, as in the text output).\n" +
        exit_status_help("no clause of Article 4 is violated (the move may still be incomplete)",
                         "a clause of Article 4 is violated (listed with its evidence)",
                         "a bad FEN, a malformed event token (named with its position), an event that\n"
                         "     cannot happen"));
    sub->callback([o] { run_touch(*o); });
}

} // namespace chesslaw::cli
