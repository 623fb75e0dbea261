// libFuzzer harness for the PGN reader (notation/pgn.hpp). Input: any bytes, read as a PGN file.
// Invariants:
//  - every error, warning, tag and move lies inside the input: line >= 1, column >= 1, and the
//    column at most one past the end of its line (a line break's own place);
//  - a move's place holds its text (its first byte, or a figurine where the text has a letter);
//  - games are numbered 1, 2, 3 … and never exceed the reader's limits;
//  - the input buffer's size does not change what is read: a 64-byte buffer (refilled at every
//    step) gives the same games, errors and places as the default 64 KiB one;
//  - the one-pass movetext loop reads what the general loop reads (one_pass_movetext off): the
//    same moves (text, place, numbers, side), warnings and errors;
//  - a readable game written back with write_pgn reads to one readable game with the same tags,
//    moves (text, number, side) and result.
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/pgn.hpp>

#include "fuzz_support.hpp"

using namespace chesslaw;
using namespace chesslaw::pgn;

namespace {

std::vector<game> read_all(std::string_view text, std::size_t buffer, bool one_pass = true) {
    std::istringstream in{std::string(text)};
    reader_options o;
    o.buffer_size = buffer;
    o.one_pass_movetext = one_pass;
    reader r(in, o);
    std::vector<game> out;
    game g;
    while (r.next(g)) out.push_back(g);
    return out;
}

//! Line starts (byte offsets) with the reader's rules: CR, LF, CRLF; a leading BOM skipped.
struct line_map {
    std::vector<std::size_t> start, length;
    explicit line_map(std::string_view t) {
        std::size_t i = t.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
        start.push_back(i);
        for (; i < t.size(); ++i) {
            if (t[i] == '\r' || t[i] == '\n') {
                length.push_back(i - start.back());
                if (t[i] == '\r' && i + 1 < t.size() && t[i + 1] == '\n') ++i;
                start.push_back(i + 1);
            }
        }
        length.push_back(t.size() - start.back());
    }
    bool inside(source_pos p) const {
        return p.line >= 1 && p.column >= 1 && p.line <= start.size() && p.column <= length[p.line - 1] + 1;
    }
    std::size_t offset(source_pos p) const { return start[p.line - 1] + p.column - 1; }
};

bool same_error(const std::optional<pgn_error>& a, const std::optional<pgn_error>& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a || (a->code == b->code && a->at == b->at && a->what == b->what && a->cited == b->cited && a->name == b->name &&
                  a->written == b->written && a->value == b->value && a->number == b->number && a->byte == b->byte);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    const line_map lines(text);
    const auto games = read_all(text, 1 << 16);
    const auto small = read_all(text, 64);
    FUZZ_CHECK(games.size() == small.size(), "PGN: buffer size changes the number of games");
    const auto general = read_all(text, 1 << 16, false);
    FUZZ_CHECK(games.size() == general.size(), "PGN: the one-pass movetext loop changes the number of games");
    for (std::size_t i = 0; i < games.size(); ++i) {
        const game& g = games[i];
        const game& o = general[i];
        FUZZ_CHECK(same_error(g.error, o.error) && g.result == o.result && g.result_at == o.result_at && g.moves.size() == o.moves.size() &&
                       g.warnings.size() == o.warnings.size(),
                   "PGN: the one-pass movetext loop changes the game");
        for (std::size_t k = 0; k < g.warnings.size(); ++k)
            FUZZ_CHECK(g.warnings[k].code == o.warnings[k].code && g.warnings[k].at == o.warnings[k].at, "PGN: the one-pass movetext loop changes a warning");
        for (std::size_t k = 0; k < g.moves.size(); ++k) {
            const san_token& a = g.moves[k];
            const san_token& b = o.moves[k];
            FUZZ_CHECK(a.text == b.text && a.at == b.at && a.move_number == b.move_number && a.side == b.side &&
                           a.written_number == b.written_number && a.written_ellipsis == b.written_ellipsis,
                       "PGN: the one-pass movetext loop changes a move");
        }
    }
    const reader_options limits;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const game& g = games[i];
        const game& s = small[i];
        FUZZ_CHECK(g.index == i + 1, "PGN: games not numbered 1, 2, 3 …");
        FUZZ_CHECK(lines.inside(g.start), "PGN: game start outside the input");
        FUZZ_CHECK(same_error(g.error, s.error), "PGN: buffer size changes the error");
        FUZZ_CHECK(g.warnings.size() == s.warnings.size(), "PGN: buffer size changes the warnings");
        FUZZ_CHECK(g.moves.size() == s.moves.size() && g.tags.size() == s.tags.size() && g.result == s.result,
                   "PGN: buffer size changes the game");
        FUZZ_CHECK(g.moves.size() <= limits.max_plies && g.warnings.size() <= limits.max_warnings, "PGN: a limit exceeded");
        if (g.error) {
            FUZZ_CHECK(lines.inside(g.error->at), "PGN: error place outside the input");
            FUZZ_CHECK(!prose::describe(*g.error).empty(), "PGN: error without words");
            FUZZ_CHECK(!is_warning(g.error->code), "PGN: a warning code as the error");
        }
        for (const pgn_error& w : g.warnings) {
            FUZZ_CHECK(lines.inside(w.at), "PGN: warning place outside the input");
            FUZZ_CHECK(is_warning(w.code), "PGN: an error code as a warning");
        }
        for (std::size_t k = 0; k < g.tags.size(); ++k) {
            FUZZ_CHECK(lines.inside(g.tags[k].at) && text[lines.offset(g.tags[k].at)] == '[', "PGN: a tag's place is not its '['");
            FUZZ_CHECK(g.tags[k].value == s.tags[k].value, "PGN: buffer size changes a tag");
        }
        for (std::size_t k = 0; k < g.moves.size(); ++k) {
            const san_token& m = g.moves[k];
            FUZZ_CHECK(!m.text.empty() && m.text.size() <= limits.max_token + 3, "PGN: empty or oversized move text");
            FUZZ_CHECK(lines.inside(m.at), "PGN: move place outside the input");
            const char first = text[lines.offset(m.at)];
            FUZZ_CHECK(first == m.text[0] || first == '\xE2', "PGN: a move's place does not hold its text");
            FUZZ_CHECK(m.text == s.moves[k].text && m.at == s.moves[k].at, "PGN: buffer size changes a move");
        }
        if (!g.error) {
            const std::string written = write_pgn(g);
            const auto back = read_all(written, 1 << 16);
            FUZZ_CHECK(back.size() == 1 && !back[0].error, "PGN: write_pgn of a readable game does not read back");
            const game& b = back[0];
            FUZZ_CHECK(b.result == (g.result.empty() ? "*" : g.result), "PGN: write_pgn changes the result");
            FUZZ_CHECK(b.tags.size() == g.tags.size(), "PGN: write_pgn changes the tags");
            for (std::size_t k = 0; k < g.tags.size(); ++k)
                FUZZ_CHECK(b.tags[k].name == g.tags[k].name && b.tags[k].value == g.tags[k].value, "PGN: write_pgn changes a tag");
            FUZZ_CHECK(b.moves.size() == g.moves.size(), "PGN: write_pgn changes the number of moves");
            for (std::size_t k = 0; k < g.moves.size(); ++k)
                FUZZ_CHECK(b.moves[k].text == g.moves[k].text && b.moves[k].move_number == g.moves[k].move_number &&
                               b.moves[k].side == g.moves[k].side,
                           "PGN: write_pgn changes a move");
        }
    }
    return 0;
}
