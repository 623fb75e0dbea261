#pragma once
// Shared by the PGN reader's unit tests: read every game of a stream, a text or a data file (with
// a chosen buffer size), the SAN tokens of a game, and gtest printing of source positions.
#include <cstddef>
#include <fstream>
#include <istream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <chesslaw/notation/pgn.hpp>

#include "test_data.hpp"

namespace chesslaw::pgn {
inline void PrintTo(const source_pos& p, std::ostream* os) { *os << to_string(p); }
} // namespace chesslaw::pgn

namespace chesslaw::test {

//! Every game of `in`, read with an input buffer of `buffer` bytes.
inline std::vector<pgn::game> read_all(std::istream& in, std::size_t buffer = 1 << 16, bool one_pass_movetext = true) {
    pgn::reader_options o;
    o.buffer_size = buffer;
    o.one_pass_movetext = one_pass_movetext;
    pgn::reader r(in, o);
    std::vector<pgn::game> out;
    pgn::game g;
    while (r.next(g)) out.push_back(g);
    return out;
}

//! Every game of a PGN text.
inline std::vector<pgn::game> read_text(const std::string& text, std::size_t buffer = 1 << 16) {
    std::istringstream in(text);
    return read_all(in, buffer);
}

//! Every game of a file under the test data folder (`rel`: e.g. "pgn/32games.pgn", "peers/…").
inline std::vector<pgn::game> read_data_file(const std::string& rel) {
    std::ifstream in(data_path(rel), std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + data_path(rel)); // the test fails, never reads nothing
    return read_all(in);
}

//! The main line's SAN tokens as written.
inline std::vector<std::string> sans(const pgn::game& g) {
    std::vector<std::string> out;
    for (const auto& m : g.moves) out.push_back(m.text.str());
    return out;
}

} // namespace chesslaw::test
