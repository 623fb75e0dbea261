// `chesslaw judge`: which clauses of Article 3 permit or forbid one move, with the evidence — as
// readable text (judge_text.hpp's render) or as JSON with the full per-clause trace.

#include <cstddef>
#include <iostream>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chesslaw/judge.hpp>
#include <chesslaw/judge_text.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_report.hpp"

namespace chesslaw::cli {

namespace {

struct judge_options {
    position_options where;
    std::string move;
    bool json = false;
    const CLI::Option* moves_option = nullptr; //!< to tell "--moves given" (the game is known) from absent
};

//! The move to judge. It must be readable; whether it is legal is what the judge says.
move read_move(const std::string& text) {
    const auto m = parse_uci(text);
    if (m) return *m;
    const uci_error& e = m.error();
    throw usage_error("--move: " + to_string(e, text) +
                      caret_lines(text, e.code == uci_errc::bad_length ? 0 : e.offset));
}

nlohmann::ordered_json judgement_json(const position& p, move m, const judgement& jd, const played_line& line,
                                      bool game_known) {
    nlohmann::ordered_json j;
    j["fen"] = to_fen_string(p);
    j["move"] = to_uci_string(m);
    j["game_known"] = game_known;
    std::vector<std::string> game;
    for (const move g : line.moves) game.push_back(to_uci_string(g));
    j["game"] = game;
    j["legal"] = jd.legal;
    j["verdict"] = std::string(jd.verdict.id());
    j["verdict_title"] = std::string(jd.verdict->title);
    nlohmann::ordered_json permitted = nlohmann::ordered_json::array();
    nlohmann::ordered_json trace = nlohmann::ordered_json::array();
    for (const rules::finding& f : jd) {
        if (jd.legal && f.result == rules::outcome::satisfied && f.clause->kind_ != spec::kind::definition)
            permitted.push_back(std::string(f.clause.id()));
        trace.push_back({{"clause", std::string(f.clause.id())},
                         {"title", std::string(f.clause->title)},
                         {"outcome", std::string(rules::to_string(f.result))},
                         {"evidence", evidence_json(f, line.moves)}});
    }
    j["violations"] = violations_json(jd, line.moves);
    j["permitted_by"] = permitted;
    j["trace"] = trace;
    return j;
}

void run_judge(const judge_options& o) {
    const position start = read_fen(o.where.fen);
    const played_line line = play_moves(start, o.where.moves);
    const move m = read_move(o.move);
    const position& p = line.current();
    const bool game_known = o.moves_option != nullptr && o.moves_option->count() > 0;
    judgement jd;
    if (game_known) {
        const auto r = judge(start, std::span<const move>(line.moves), m);
        if (!r) // play_moves has already checked every move; the kernel's replay agrees or this is a bug
            throw std::runtime_error("the judge rejected game move " + std::to_string(r.error().ply + 1) + " '" +
                                     to_uci_string(r.error().m) + "' that the move list accepted");
        jd = *r;
    } else {
        jd = judge(p, m);
    }
    if (o.json) {
        std::cout << judgement_json(p, m, jd, line, game_known).dump(2) << '\n';
        return;
    }
    std::cout << "position: " << to_fen_string(p) << '\n';
    if (game_known)
        std::cout << "game: " << line.moves.size() << " move" << (line.moves.size() == 1 ? "" : "s")
                  << " from --fen; what they show about castling rights is taken into account\n";
    std::cout << '\n' << render(p, m, jd);
}

} // namespace

void register_judge(CLI::App& app) {
    auto o = std::make_shared<judge_options>();
    CLI::App* sub = app.add_subcommand("judge", "Judge one move clause by clause (Article 3), with the evidence");
    add_position_options(*sub, o->where);
    o->moves_option = sub->get_option("--moves");
    sub->add_option("--move", o->move, "The move to judge, in UCI text (e.g. e2e4, e1g1 for castling, e7e8q)")
        ->required()
        ->type_name("UCI");
    sub->add_flag("--json", o->json, "Print a JSON object with the verdict, the violations and the full trace");
    const auto cid = [](spec::clause_ref c) { return std::string(c.id()); };
    sub->footer(
        "The move is judged in the position reached by --moves from --fen. With --moves (even empty) the\n"
        "game is known, so a lost right to castle is traced to the king's move (" + cid(spec::id::castling_king_moved) +
        ") or the rook's\n(" + cid(spec::id::castling_rook_moved) + "); from a bare FEN it is \"right to castle lost\" (" +
        cid(spec::id::castling_right_lost) + ").\n"
        "Output: the verdict (" + cid(spec::id::legal_move) + " legal / " + cid(spec::id::illegal_move) +
        " illegal), every violated clause with its ID, Russian\n"
        "and English text and the evidence in words; for a legal move the clauses that permit it.\n"
        "With --json, one object:\n"
        "  {\"fen\", \"move\", \"game_known\": bool, \"game\": [UCI...], \"legal\": bool, \"verdict\": ID,\n"
        "   \"verdict_title\", \"violations\": [{\"clause\": ID, \"title\", \"text_ru\", \"text_en\",\n"
        "   \"evidence\": [{\"fact\", \"at\"?, \"by\"?, \"piece\"?, \"pinned\": bool, \"ply\"?, \"game_move\"?,\n"
        "   \"text\"}]}] (empty when legal), \"permitted_by\": [ID...] (empty when illegal),\n"
        "   \"trace\": [{\"clause\": ID, \"title\", \"outcome\": \"not_applicable\"|\"satisfied\"|\"violated\",\n"
        "   \"evidence\": [...]} for every predicate, in the order of the Laws]}\n"
        "  \"ply\" is the 0-based index in --moves of the game move a witness refers to (\"game_move\").\n"
        "Exit status: 0 when the move was judged, legal or not; 2 for a bad FEN, a --moves token that\n"
        "cannot be read or is not legal, or a --move that cannot be read (e2e9, e7e8k, zz).");
    sub->callback([o] { run_judge(*o); });
}

} // namespace chesslaw::cli
