#pragma once
//! JSON of a judge's findings, shared by `chesslaw judge --json` and `chesslaw audit --jsonl`:
//! a violated clause with its texts and the evidence, one object per witness.

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <chesslaw/audit/text.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/judge_text.hpp>

#include "common.hpp"

namespace chesslaw::cli {

//! {"fact", "at"?, "by"?, "piece"?, "pinned", "ply"?, "move"?, "game_move"?, "text"}; `game` holds
//! the moves played before (a witness's ply indexes it). One ply convention everywhere: "ply" is
//! 1-based (the n-th half-move of the game); with the game's `start`, "move" cites it for people
//! ("4. Rg1") and the text does too.
inline nlohmann::ordered_json witness_json(const rules::witness& w, const std::vector<move>& game, const position* start = nullptr) {
    nlohmann::ordered_json j;
    j["fact"] = std::string(to_string(w.what));
    if (w.at != square::none) j["at"] = square_name(w.at); // witness fields: one convention (at, by, from, to), see README
    if (w.by != square::none) j["by"] = square_name(w.by);
    if (w.pc != piece::none) j["piece"] = piece_name(w.pc);
    j["pinned"] = w.pinned;
    const bool in_game = w.ply >= 0 && static_cast<std::size_t>(w.ply) < game.size();
    if (w.ply >= 0) {
        j["ply"] = w.ply + 1;
        if (in_game && start) j["move"] = audit::cite_ply(*start, game, static_cast<std::size_t>(w.ply));
        if (in_game) j["game_move"] = to_uci_string(game[static_cast<std::size_t>(w.ply)]);
    }
    j["text"] = start ? audit::describe_in_game(w, *start, game) : describe(w);
    return j;
}

inline nlohmann::ordered_json evidence_json(const rules::finding& f, const std::vector<move>& game, const position* start = nullptr) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (int i = 0; i < f.witness_count; ++i) a.push_back(witness_json(f.witnesses[static_cast<std::size_t>(i)], game, start));
    return a;
}

//! {"clause", "title", "text_ru", "text_en", "evidence": [...]}
inline nlohmann::ordered_json violation_json(const rules::finding& f, const std::vector<move>& game, const position* start = nullptr) {
    nlohmann::ordered_json v;
    v["clause"] = std::string(f.clause.id());
    v["title"] = std::string(f.clause->title);
    v["text_ru"] = std::string(f.clause->text_ru);
    v["text_en"] = std::string(f.clause->text_en);
    v["evidence"] = evidence_json(f, game, start);
    return v;
}

//! Every violated clause of a judgement, the verdict (3.10.2) first when it is violated.
inline nlohmann::ordered_json violations_json(const judgement& jd, const std::vector<move>& game, const position* start = nullptr) {
    nlohmann::ordered_json violations = nlohmann::ordered_json::array();
    if (jd.verdict_finding.result == rules::outcome::violated) violations.push_back(violation_json(jd.verdict_finding, game, start));
    for (const rules::finding& f : jd)
        if (f.result == rules::outcome::violated) violations.push_back(violation_json(f, game, start));
    return violations;
}

} // namespace chesslaw::cli
