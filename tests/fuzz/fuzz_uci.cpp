// libFuzzer harness for the UCI move reader (core/uci.hpp) and, with a position, the judge.
// Input: "UCI" (judged in the initial position) or "FEN\nUCI".
// Invariants:
//  - determinism: the same text reads to the same move or the same error;
//  - a rejected text has an error whose offset lies inside the text (the empty text excepted),
//    naming the character found there;
//  - parse -> to_uci -> parse gives the same move, and to_uci writes back the very text read
//    (the reader is strict: there is one spelling per move);
//  - in a position, the judge's verdict agrees with the move generator (a wrong "illegal" is
//    the worst error), and a legal move's result writes a FEN that reads back (as Chess960 when
//    the position is: X-FEN's KQkq does not say which).
#include <string>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/prose/uci.hpp>

#include "fuzz_support.hpp"

using namespace chesslaw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parts = fuzz::split_first_line(fuzz::text_of(data, size));
    const std::string_view t = parts.rest;
    const auto r = parse_uci(t);
    const auto again = parse_uci(t);
    FUZZ_CHECK(r.has_value() == again.has_value(), "UCI: same text, different outcome");
    if (!r) {
        const uci_error& e = r.error();
        FUZZ_CHECK(again.error() == e, "UCI: same text, different error");
        if (!t.empty()) {
            FUZZ_CHECK(e.offset < t.size(), "UCI: error offset outside the text");
            if (e.code != uci_errc::bad_length) FUZZ_CHECK(t[e.offset] == e.character, "UCI: error character is not the one at its offset");
        }
        FUZZ_CHECK(!to_string(e, t).empty(), "UCI: empty message");
        return 0;
    }
    const move m = *r;
    FUZZ_CHECK(*again == m, "UCI: same text, different move");
    const uci_text written = to_uci(m);
    FUZZ_CHECK(written.view() == t, "UCI: to_uci does not write back the text read");
    const auto back = parse_uci(written.view());
    FUZZ_CHECK(back.has_value() && *back == m, "UCI: parse -> to_uci -> parse is not the same move");

    position p = initial_position();
    if (parts.has_first) {
        const auto f = parse_fen(parts.first);
        if (!f) return 0;
        p = *f;
    }
    const judgement j = judge(p, m);
    const bool legal = is_legal(p, m);
    FUZZ_CHECK(j.legal == legal, "UCI: the judge and the move generator disagree");
    FUZZ_CHECK(j.legal == (j.violation_count() == 0), "UCI: verdict and violated clauses disagree");
    if (legal) {
        const fen_text after = to_fen(make_move(p, m));
        fen_options o;
        o.chess960 = p.chess960;
        FUZZ_CHECK(parse_fen_with(after.view(), o).has_value(), "UCI: a legal move leads to a position whose FEN does not read");
    }
    return 0;
}
