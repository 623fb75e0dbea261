#pragma once
//! The 3.10.3 verdict (legality::report) as JSON and the FEN column of a square, shared by
//! `chesslaw legality` and `chesslaw audit` (the start position of a game with a FEN tag):
//! {"fen", "verdict": "illegal"|"reachable"|"unknown", "clause", "arguments": [{"rule", "text",
//! "squares"}], "proof_game": [UCI…] (only when reachable), "searched": {"nodes", "ms"}}.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/legality/analyse.hpp>

#include "common.hpp"

namespace chesslaw::cli {

//! 1-based column of square s in the placement field of `fen` (1 if it cannot be found).
inline std::size_t fen_column_of(std::string_view fen, square s) {
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

//! {"rule", "text", "squares": [...]}
inline nlohmann::ordered_json legality_argument_json(const legality::argument& a) {
    nlohmann::ordered_json sq = nlohmann::ordered_json::array();
    for (const square s : a.squares) sq.push_back(square_name(s));
    return {{"rule", legality::to_string(a.kind)}, {"text", a.text}, {"squares", sq}};
}

inline nlohmann::ordered_json legality_report_json(const std::string& fen, const legality::report& r) {
    nlohmann::ordered_json j;
    j["fen"] = fen;
    j["verdict"] = legality::to_string(r.result);
    j["clause"] = r.clause.id();
    nlohmann::ordered_json args = nlohmann::ordered_json::array();
    for (const auto& a : r.arguments) args.push_back(legality_argument_json(a));
    j["arguments"] = args;
    if (r.result == legality::verdict::reachable) {
        nlohmann::ordered_json game = nlohmann::ordered_json::array();
        for (const move m : r.proof_game) game.push_back(to_uci_string(m));
        j["proof_game"] = game;
    }
    j["searched"] = {{"nodes", r.searched.nodes}, {"ms", static_cast<std::uint64_t>(r.searched.ms + 0.5)}};
    return j;
}

} // namespace chesslaw::cli
