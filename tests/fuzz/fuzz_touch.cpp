// libFuzzer harness for the Article 4 event notation (touch/event.hpp) and the arbiter
// (touch/arbiter.hpp). Input: "EVENTS" (from the initial position) or "FEN\nEVENTS".
// Invariants (those that hold whatever the obligations are):
//  - determinism: the same text parses to the same log or error, and the same log arbitrates to
//    the same report or error;
//  - a malformed token is named by an error whose token number, offset and length lie inside the
//    text; an accepted event's offset and length lie inside the text;
//  - an event error names an event of the log;
//  - a compliant report's move is a legal move of the start position; an impossible move made on
//    the board is judged illegal by Article 3; every obligation describes itself.
#include <string>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/touch/event.hpp>

#include "fuzz_support.hpp"

using namespace chesslaw;

namespace {

bool same(const touch::report& a, const touch::report& b) {
    if (a.complete() != b.complete() || a.made() != b.made() || a.step_count != b.step_count || a.claim != b.claim ||
        a.has_article3 != b.has_article3 || a.compliant() != b.compliant())
        return false;
    for (std::size_t i = 0; i < a.findings.size(); ++i)
        if (a.findings[i].clause != b.findings[i].clause || a.findings[i].result != b.findings[i].result) return false;
    for (std::size_t i = 0; i < a.step_count; ++i) {
        const auto& x = a.steps[i];
        const auto& y = b.steps[i];
        if (x.stage != y.stage || x.note != y.note || x.obligation_count != y.obligation_count || x.allowed_count != y.allowed_count)
            return false;
        for (std::size_t k = 0; k < x.obligation_count; ++k)
            if (!(x.obligations[k] == y.obligations[k])) return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parts = fuzz::split_first_line(fuzz::text_of(data, size));
    position start = initial_position();
    std::string_view text = fuzz::text_of(data, size);
    if (parts.has_first) {
        if (const auto f = parse_fen(parts.first)) {
            start = *f;
            text = parts.rest;
        }
    }
    const auto log = touch::parse_events(text);
    const auto log2 = touch::parse_events(text);
    FUZZ_CHECK(log.has_value() == log2.has_value(), "touch: same text, different parse outcome");
    if (!log) {
        const auto& e = log.error();
        FUZZ_CHECK(e == log2.error(), "touch: same text, different parse error");
        FUZZ_CHECK(e.token >= 1, "touch: parse error names no token");
        FUZZ_CHECK(e.offset < text.size() && e.length >= 1 && e.offset + e.length <= text.size(),
                   "touch: parse error outside the text");
        FUZZ_CHECK(!touch::detail::is_separator(text[e.offset]), "touch: parse error does not start on a token");
        FUZZ_CHECK(e.code != touch::parse_errc::none && !touch::describe(e).empty(), "touch: parse error without a reason");
        return 0;
    }
    FUZZ_CHECK(log->size <= touch::max_events, "touch: log longer than the model holds");
    for (std::size_t i = 0; i < log->size; ++i) {
        const auto& ev = (*log)[i];
        FUZZ_CHECK(ev == (*log2)[i], "touch: same text, different events");
        FUZZ_CHECK(ev.length >= 1 && std::size_t{ev.offset} + ev.length <= text.size(), "touch: event outside the text");
        if (i) FUZZ_CHECK(ev.offset > (*log)[i - 1].offset, "touch: events out of order");
    }
    const auto r = touch::arbitrate(start, *log);
    const auto r2 = touch::arbitrate(start, *log);
    FUZZ_CHECK(r.has_value() == r2.has_value(), "touch: same log, different arbitration outcome");
    if (!r) {
        FUZZ_CHECK(r.error() == r2.error(), "touch: same log, different event error");
        FUZZ_CHECK(r.error().event < log->size, "touch: event error names no event of the log");
        FUZZ_CHECK(r.error().code != touch::event_errc::none && !touch::describe(r.error()).empty(), "touch: event error without a reason");
        return 0;
    }
    FUZZ_CHECK(same(*r, *r2), "touch: same log, different report");
    FUZZ_CHECK(r->step_count == log->size, "touch: not one step per event");
    const move_list legal = legal_moves(start);
    if (r->compliant()) FUZZ_CHECK(legal.contains(r->made()), "touch: a compliant move that is not legal");
    if (r->has_article3) FUZZ_CHECK(!r->article3.legal, "touch: an impossible move judged legal by Article 3");
    for (const auto& st : r->history()) {
        FUZZ_CHECK(st.allowed_count <= static_cast<std::size_t>(legal.size()), "touch: more allowed moves than legal moves");
        for (const auto& o : st.duties()) FUZZ_CHECK(!touch::describe(start, o).empty(), "touch: obligation without text");
    }
    return 0;
}
