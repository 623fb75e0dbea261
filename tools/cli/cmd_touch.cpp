// `chesslaw touch`: the Article 4 touch-move arbiter on the events of one move, as text or JSON.
// Notation: kernel/include/chesslaw/touch/README.md.

#include <initializer_list>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/touch/event.hpp>

#include "cmd_touch.hpp"
#include "common.hpp"
#include "touch_json.hpp"

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

    nlohmann::ordered_json j;
    j["fen"] = to_fen_string(start);
    j["player"] = std::string(name(start.side_to_move));
    // Built apart and moved in: ordered_json keeps its keys in a vector, so references into it
    // do not survive adding a key.
    nlohmann::ordered_json steps = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < r.step_count; ++i) {
        const touch::step& st = r.steps[i];
        nlohmann::ordered_json s;
        s["index"] = i + 1;
        s["token"] = token_of(o.events, (*log)[i]);
        if (st.note != touch::engagement::not_a_touch) s["touch"] = std::string(touch::to_string(st.note));
        s["stage"] = std::string(touch::to_string(st.stage));
        nlohmann::ordered_json obs = nlohmann::ordered_json::array();
        for (const auto& ob : st.duties())
            obs.push_back({{"clause", std::string(ob.clause.id())},
                           {"duty", std::string(touch::to_string(ob.what))},
                           {"text", touch::describe(start, ob)}});
        s["obligations"] = obs;
        if (!st.duties().empty()) s["complying_moves"] = st.allowed_count;
        if (st.freed) s["freed_by"] = std::string(st.freed_by.id());
        // Precedence (kernel touch/obligation.hpp, `ruling`): obligations no longer in force, named.
        const auto standing_json = [&](const touch::standing& b) {
            return nlohmann::ordered_json{{"clause", std::string(b.o.clause.id())},
                                          {"duty", std::string(touch::to_string(b.o.what))},
                                          {"text", touch::describe(start, b.o)},
                                          {"event", b.event + 1},
                                          {"because", std::string(b.because.id())}};
        };
        if (st.broken_count) {
            nlohmann::ordered_json bs = nlohmann::ordered_json::array();
            for (const auto& b : st.broken_ones()) bs.push_back(standing_json(b));
            s["broken"] = bs;
        }
        if (st.set_aside_count) {
            nlohmann::ordered_json as = nlohmann::ordered_json::array();
            for (const auto& b : st.set_aside_ones()) as.push_back(standing_json(b));
            s["set_aside"] = as;
        }
        steps.push_back(s);
    }
    j["events"] = steps;
    j["stage"] = std::string(touch::to_string(r.record.stage));
    j["complete"] = r.complete();
    if (r.complete()) j["move"] = to_uci_string(r.made());
    j["compliant"] = r.compliant();
    nlohmann::ordered_json violations = nlohmann::ordered_json::array();
    nlohmann::ordered_json findings = nlohmann::ordered_json::array();
    for (const auto& f : r.findings) {
        if (f.result == rules::outcome::not_applicable && f.witness_count == 0) continue;
        if (f.result == rules::outcome::violated) violations.push_back(std::string(f.clause.id()));
        nlohmann::ordered_json fj;
        fj["clause"] = std::string(f.clause.id());
        fj["title"] = std::string(f.clause->title);
        fj["result"] = std::string(rules::to_string(f.result));
        nlohmann::ordered_json ws = nlohmann::ordered_json::array();
        for (const auto& w : f.evidence()) {
            nlohmann::ordered_json wj = touch_witness_json(w);
            wj["text"] = touch::describe(start, w);
            ws.push_back(wj);
        }
        fj["witnesses"] = ws;
        findings.push_back(fj);
    }
    j["violations"] = violations;
    j["findings"] = findings;
    if (r.has_article3) {
        nlohmann::ordered_json a;
        a["move"] = to_uci_string(r.record.first_impossible);
        a["legal"] = r.article3.legal;
        nlohmann::ordered_json av = nlohmann::ordered_json::array();
        for (const auto& f : r.article3.findings)
            if (f.result == rules::outcome::violated) av.push_back(std::string(f.clause.id()));
        if (r.article3.verdict_finding.result == rules::outcome::violated) av.push_back(std::string(r.article3.verdict_finding.clause.id()));
        a["violations"] = av;
        j["article3"] = a;
    }
    if (r.claim != touch::claim_status::none) j["claim"] = std::string(touch::to_string(r.claim));

    if (o.json) {
        std::cout << j.dump(2) << '\n';
        if (r.violation_count() > 0) throw exit_request{exit_finding};
        return;
    }
    std::cout << "position: " << j["fen"].get<std::string>() << " (" << j["player"].get<std::string>() << " to move)\n";
    for (const auto& s : steps) {
        std::cout << "  " << s["index"].get<std::size_t>() << ". " << s["token"].get<std::string>();
        if (r.steps[s["index"].get<std::size_t>() - 1].note != touch::engagement::not_a_touch)
            std::cout << " [" << touch::describe(r.steps[s["index"].get<std::size_t>() - 1].note) << "]";
        std::cout << " -> " << s["stage"].get<std::string>() << '\n';
        for (const auto& ob : s["obligations"]) std::cout << "       " << ob["text"].get<std::string>() << '\n';
        if (s.contains("freed_by")) std::cout << "       freed by " << s["freed_by"].get<std::string>() << ": any legal move\n";
        if (s.contains("broken"))
            for (const auto& b : s["broken"])
                std::cout << "       BROKEN at event " << b["event"].get<int>() << " (the move fixed by " << b["because"].get<std::string>()
                          << " cannot meet it): " << b["text"].get<std::string>() << '\n';
        if (s.contains("set_aside"))
            for (const auto& b : s["set_aside"])
                std::cout << "       set aside (the move was fixed by " << b["because"].get<std::string>() << " at event "
                          << b["event"].get<int>() << "): " << b["text"].get<std::string>() << '\n';
    }
    if (r.complete())
        std::cout << "move: " << j["move"].get<std::string>() << " complete, " << (r.compliant() ? "compliant" : "NOT compliant") << '\n';
    else
        std::cout << "move: not complete (" << j["stage"].get<std::string>() << ")\n";
    for (const auto& f : r.findings) {
        if (f.result == rules::outcome::not_applicable && f.witness_count == 0) continue;
        std::cout << "  " << f.clause.id() << " " << f.clause->title << ": " << rules::to_string(f.result) << '\n';
        for (const auto& w : f.evidence()) std::cout << "       " << touch::describe(start, w) << '\n';
    }
    if (j.contains("article3")) {
        std::cout << "article 3: " << j["article3"]["move"].get<std::string>() << " is "
                  << (r.article3.legal ? "legal" : "illegal");
        for (const auto& v : j["article3"]["violations"]) std::cout << " " << v.get<std::string>();
        std::cout << '\n';
    }
    if (j.contains("claim")) std::cout << "claim: " << j["claim"].get<std::string>() << '\n';
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
