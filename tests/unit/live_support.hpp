#pragma once
// A live game (audit/live.hpp) fed a record ply by ply, against the batch audit of the same
// record: the unit tests, the corpus test and the property (properties/audit_live.cpp) share it.
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::test {

//! "" when the live game `live` (fed g and finished) stands where the batch audit `batch` of g
//! does — its events standing are the batch's findings as events, one for one and in order, and
//! its record has the batch's status, plies, clauses, breaches, irregularities, end, claims,
//! result findings, clock findings, warnings and error; else what differs first.
inline std::string live_vs_batch(const audit::live_game& live, const audit::record_result& batch, const pgn::game& g) {
    std::ostringstream why;
    const audit::record_result& r = live.record();
    if (r.status != batch.status) why << "status " << name(r.status) << " vs " << name(batch.status) << "; ";
    if (r.plies != batch.plies) why << "plies " << r.plies << " vs " << batch.plies << "; ";
    if (r.clauses != batch.clauses) why << "clauses differ; ";
    if (r.warnings.size() != batch.warnings.size()) why << "warnings " << r.warnings.size() << " vs " << batch.warnings.size() << "; ";
    if (r.error.has_value() != batch.error.has_value() || (r.error && r.error->kind != batch.error->kind)) why << "error differs; ";
    if (r.stop.has_value() != batch.stop.has_value()) why << "stop differs; ";
    if (r.repairs.size() != batch.repairs.size()) why << "repairs " << r.repairs.size() << " vs " << batch.repairs.size() << "; ";
    if (r.result.by_laws != batch.result.by_laws) why << "by_laws " << r.result.by_laws << " vs " << batch.result.by_laws << "; ";
    if (r.adjudication.has_value() != batch.adjudication.has_value()) why << "adjudication differs; ";
    const std::vector<audit::live_event> want = audit::findings_as_events(g, batch);
    const auto have = live.open_events();
    if (want.size() != have.size()) why << "events standing " << have.size() << " vs findings " << want.size() << "; ";
    for (std::size_t i = 0; i < want.size() && i < have.size(); ++i)
        if (!(audit::live_detail::key_of(want[i]) == audit::live_detail::key_of(have[i])) || !audit::live_detail::same(want[i], have[i])) {
            why << "event " << i << ": " << name(have[i].kind) << " at " << have[i].ply << " vs " << name(want[i].kind) << " at " << want[i].ply
                << "; ";
            break;
        }
    return why.str();
}

//! "" when no finding of the clock was issued twice as a new event (neither a revision nor a
//! withdrawal) in `events`, the events of one game fed ply by ply without a take-back; else the
//! first one issued twice. (A contradicted control or a mismatch is reported once, then revised.)
inline std::string clock_reissued(const std::vector<audit::live_event>& events) {
    std::vector<audit::live_detail::key> seen;
    for (const audit::live_event& e : events) {
        if (e.kind != audit::live_event_kind::clock || e.revises) continue;
        const audit::live_detail::key k = audit::live_detail::key_of(e);
        for (const audit::live_detail::key& s : seen)
            if (s == k) {
                std::ostringstream why;
                why << "clock finding " << clock::to_string(e.clock_finding->kind) << " at ply " << e.ply << " issued twice (event " << e.id << ")";
                return why.str();
            }
        seen.push_back(k);
    }
    return {};
}

//! Reads one game of `text` (comments kept).
inline pgn::game read_game(const std::string& text) {
    std::istringstream in(text);
    pgn::reader_options ro;
    ro.keep_comments = true;
    pgn::reader rd(in, ro);
    pgn::game g;
    rd.next(g);
    return g;
}

} // namespace chesslaw::test
