#pragma once
// Readers for the shared perft data (../shared/data/perft): `.epd` lines "FEN ;D1 n ;D2 n …" and
// `.perft` blocks "id NAME / epd FEN / perft DEPTH NODES".
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef CHESSLAW_DATA_DIR
#define CHESSLAW_DATA_DIR "tests/data"
#endif

namespace chesslaw::test {

struct perft_case {
    std::string file, id, fen;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, nodes)
};

inline std::string data_path(const std::string& rel) { return std::string(CHESSLAW_DATA_DIR) + "/" + rel; }

inline std::vector<perft_case> read_perft_file(const std::string& rel) {
    std::ifstream in(data_path(rel));
    if (!in) throw std::runtime_error("cannot open " + data_path(rel));
    std::vector<perft_case> out;
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        if (rel.ends_with(".epd")) {
            perft_case c{rel, rel + ":" + std::to_string(line_no), "", {}};
            const auto semi = line.find(';');
            c.fen = line.substr(0, line.find_last_not_of(' ', semi - 1) + 1);
            std::istringstream rest(line.substr(semi));
            std::string tok;
            while (std::getline(rest, tok, ';')) {
                std::istringstream f(tok);
                std::string d;
                std::uint64_t n;
                if (f >> d >> n && d.size() > 1 && d[0] == 'D') c.counts.emplace_back(std::stoi(d.substr(1)), n);
            }
            out.push_back(c);
        } else if (line.rfind("id ", 0) == 0) {
            out.push_back(perft_case{rel, line.substr(3), "", {}});
        } else if (line.rfind("epd ", 0) == 0 && !out.empty()) {
            out.back().fen = line.substr(4);
        } else if (line.rfind("perft ", 0) == 0 && !out.empty()) {
            std::istringstream f(line.substr(6));
            int d;
            std::uint64_t n;
            f >> d >> n;
            out.back().counts.emplace_back(d, n);
        }
    }
    return out;
}

//! True if the FEN's castling field uses Chess960 / X-FEN letters (outside Article 3 as written).
inline bool needs_chess960(const std::string& fen) {
    std::istringstream f(fen);
    std::string placement, side, castling;
    f >> placement >> side >> castling;
    return castling.find_first_not_of("KQkq-") != std::string::npos;
}

} // namespace chesslaw::test
