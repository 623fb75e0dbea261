#pragma once
// Where the test data is, and readers for the perft files: `.epd` lines "FEN ;D1 n ;D2 n …" and
// `.perft` blocks "id NAME / epd FEN / perft DEPTH NODES".
// Two folders: the data brought from other projects (CHESSLAW_DATA_DIR: ../shared/data beside the
// source tree, never copied into it; the tests reading it are the ctest entries labelled corpus)
// and the project's own data (tests/data: random-play.perft, its own PGN, EXPECTED-DISAGREEMENTS).
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef CHESSLAW_DATA_DIR
#define CHESSLAW_DATA_DIR "../shared/data"
#endif
#ifndef CHESSLAW_OWN_DATA_DIR
#define CHESSLAW_OWN_DATA_DIR "tests/data"
#endif

namespace chesslaw::test {

struct perft_case {
    std::string file, id, fen;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, nodes)
};

//! The folder of the data from other projects: $CHESSLAW_DATA_DIR when set, else the build's.
inline std::string data_dir() {
    if (const char* env = std::getenv("CHESSLAW_DATA_DIR"); env != nullptr && *env != '\0') return env;
    return CHESSLAW_DATA_DIR;
}
//! A file or folder of the data from other projects (only tests labelled corpus read these).
inline std::string data_path(const std::string& rel) { return data_dir() + "/" + rel; }
//! A file or folder of the project's own data (tests/data of the source tree).
inline std::string own_data_path(const std::string& rel) { return std::string(CHESSLAW_OWN_DATA_DIR) + "/" + rel; }
//! A data file by its relative name: the project's own when tests/data holds it (random-play.perft),
//! else the one brought from outside.
inline std::string data_file(const std::string& rel) {
    const std::string own = own_data_path(rel);
    return std::filesystem::is_regular_file(own) ? own : data_path(rel);
}

inline std::vector<perft_case> read_perft_file(const std::string& rel) {
    std::ifstream in(data_file(rel));
    if (!in) throw std::runtime_error("cannot open " + data_file(rel));
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
