// The real corpora (../shared/data/pgn/*.pgn, CHESSLAW_DATA_DIR) audit clean, and chesslaw's SAN of each move equals the
// file's modulo the accepted variants. The PGN tokenizer here is a minimal test-only one (tags,
// comments, `;` lines, `%` lines, variations, NAGs, move numbers, results); the real reader is
// the PGN layer's.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>

#include "tests/unit/test_data.hpp"

namespace {
using namespace chesslaw;

struct pgn_game {
    std::string file;
    int line = 0;
    std::string fen; // empty: the initial position
    std::vector<std::string> sans;
};

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

std::vector<pgn_game> read_games(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    std::vector<pgn_game> games;
    pgn_game cur;
    bool in_moves = false;
    int depth = 0, line = 1;
    std::size_t i = 0;
    const auto flush = [&] {
        if (!cur.sans.empty() || in_moves) games.push_back(cur);
        cur = pgn_game{};
        in_moves = false;
    };
    const auto at_line_start = [&](std::size_t k) { return k == 0 || text[k - 1] == '\n' || text[k - 1] == '\r'; };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (c == '%' && at_line_start(i)) {
            while (i < text.size() && text[i] != '\n') ++i;
            continue;
        }
        if (c == '[' && depth == 0 && at_line_start(i)) {
            if (in_moves) flush();
            if (cur.line == 0) cur.line = line;
            // [Name "value"]: the value may hold ']' (e.g. "USSR-World [board 2]") and \" escapes.
            std::size_t q = text.find('"', i), end = text.find(']', i);
            if (q != std::string::npos && q < end) {
                ++q;
                while (q < text.size() && text[q] != '"' && text[q] != '\n') q += text[q] == '\\' ? 2 : 1;
                end = text.find(']', q);
            }
            const std::string tag = text.substr(i + 1, end - i - 1);
            if (tag.rfind("FEN ", 0) == 0) {
                const auto q1 = tag.find('"'), q2 = tag.rfind('"');
                cur.fen = tag.substr(q1 + 1, q2 - q1 - 1);
            }
            i = end + 1;
            continue;
        }
        if (c == '{') {
            while (i < text.size() && text[i] != '}') line += text[i++] == '\n';
            ++i;
            continue;
        }
        if (c == ';') {
            while (i < text.size() && text[i] != '\n') ++i;
            continue;
        }
        if (c == '(') {
            ++depth;
            ++i;
            continue;
        }
        if (c == ')') {
            --depth;
            ++i;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != '{' && text[j] != '(' &&
               text[j] != ')' && text[j] != ';')
            ++j;
        std::string tok = text.substr(i, j - i);
        i = j;
        if (depth > 0) continue;
        in_moves = true;
        if (cur.line == 0) cur.line = line;
        if (is_result(tok)) {
            flush();
            continue;
        }
        if (tok[0] == '$') continue;
        if (std::isdigit(static_cast<unsigned char>(tok[0])) && tok.find('.') != std::string::npos) {
            std::size_t k = 0;
            while (k < tok.size() && std::isdigit(static_cast<unsigned char>(tok[k]))) ++k;
            while (k < tok.size() && tok[k] == '.') ++k;
            tok = tok.substr(k);
            if (tok.empty()) continue;
        }
        cur.sans.push_back(tok);
    }
    if (in_moves) flush();
    return games;
}

std::string strip_annotation(std::string s) {
    while (!s.empty() && (s.back() == '!' || s.back() == '?')) s.pop_back();
    return s;
}

TEST(audit_game, real_corpora_audit_clean_and_rewrite_to_the_same_san) {
    std::size_t games = 0, plies = 0, rewritten_equal = 0, with_variants = 0, round_trips = 0;
    std::map<std::string, std::size_t> variant_counts;
    double audit_seconds = 0;
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(test::data_path("pgn")))
        if (e.path().extension() == ".pgn") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    ASSERT_FALSE(files.empty());
    for (const auto& path : files) {
        for (const pgn_game& g : read_games(path)) {
            ++games;
            const auto start = g.fen.empty() ? expected<position, fen_error>(initial_position()) : parse_fen(g.fen);
            ASSERT_TRUE(start) << path << ":" << g.line << " bad FEN " << g.fen;
            std::vector<std::string_view> views(g.sans.begin(), g.sans.end());
            const auto t0 = std::chrono::steady_clock::now();
            const auto r = audit::audit_game(*start, views);
            audit_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            EXPECT_EQ(r.status, audit::game_status::clean) << path << ":" << g.line << ": " << prose::render(*start, r);
            if (r.status != audit::game_status::clean) continue;
            ASSERT_EQ(r.moves.size(), g.sans.size());
            plies += r.plies_replayed;
            // Re-write: chesslaw's SAN equals the file's, modulo the variants read_san names.
            position p = *start;
            for (std::size_t k = 0; k < g.sans.size(); ++k) {
                // Round trip on every legal move of every position the game reaches.
                for (const move m : legal_moves(p)) {
                    const auto back = read_san(p, to_san(p, m).view());
                    ASSERT_TRUE(back && *back == m) << path << ":" << g.line << " ply " << k << " " << to_san(p, m).view();
                    ++round_trips;
                }
                const std::string canon(to_san(p, r.moves[k]).view());
                const auto d = read_san_detailed(p, g.sans[k]);
                ASSERT_TRUE(d) << g.sans[k];
                ASSERT_EQ(d->m, r.moves[k]);
                for (unsigned bit = 1; bit < (1u << 12); bit <<= 1)
                    if (has(d->variants, static_cast<san_variant>(bit))) ++variant_counts[std::string(name(static_cast<san_variant>(bit)))];
                const std::string plain = strip_annotation(g.sans[k]);
                const auto dp = read_san_detailed(p, plain);
                ASSERT_TRUE(dp);
                if (dp->variants == san_variant::none) {
                    EXPECT_EQ(plain, canon) << path << ":" << g.line << " ply " << k;
                    ++rewritten_equal;
                } else {
                    if (with_variants < 5) std::cout << "[audit]   e.g. " << g.sans[k] << " for " << canon << "\n";
                    ++with_variants;
                }
                p = make_move(p, r.moves[k]);
            }
            EXPECT_EQ(p, r.final_position);
        }
    }
    std::cout << "[audit] " << games << " games, " << plies << " plies audited clean in " << audit_seconds << " s ("
              << static_cast<double>(games) / audit_seconds << " games/s, " << static_cast<double>(plies) / audit_seconds
              << " plies/s)\n";
    std::cout << "[audit] re-written SAN equal to the file's: " << rewritten_equal << "; plies using a variant besides annotations: "
              << with_variants << "\n";
    std::cout << "[audit] SAN round trip on every legal move of every position reached: " << round_trips << " moves\n";
    for (const auto& [v, n] : variant_counts) std::cout << "[audit]   variant " << v << ": " << n << "\n";
    EXPECT_GE(games, 850u);
    EXPECT_GT(plies, 50000u);
}

// A damaged corpus game: truncating the SAN of a legal game keeps it clean; changing one move
// to an illegal one is found at exactly that ply.
TEST(audit_game, finds_the_first_illegal_ply_in_a_real_game) {
    const auto games = read_games(test::data_path("pgn/kasparov-deep-blue-1997.pgn"));
    ASSERT_FALSE(games.empty());
    const auto& g = games.front();
    std::vector<std::string_view> views(g.sans.begin(), g.sans.end());
    const std::size_t k = 20;
    ASSERT_GT(views.size(), k);
    views[k] = "Ke4"; // no king of either side can step to e4 at move 11
    const auto r = audit::audit_game(initial_position(), views);
    ASSERT_EQ(r.status, audit::game_status::illegal) << prose::render(initial_position(), r);
    EXPECT_EQ(r.first->ply, k);
    EXPECT_EQ(r.plies_replayed, k);
    // every breach: the replay goes on after the displacement, so the moves read run past k
    EXPECT_EQ(r.moves.size(), r.plies_read);
    EXPECT_GT(r.plies_read, k);
    EXPECT_EQ(r.breaches.front().ply, k);
    EXPECT_FALSE(r.first->clauses.empty());
    const std::string h = prose::headline(initial_position(), r);
    EXPECT_EQ(h.rfind("11. Ke4 is illegal", 0), 0u) << h;
}

} // namespace
