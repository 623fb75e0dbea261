#pragma once
//! The counts of an audit — what its summary says, in every format (report/text.hpp's
//! summary_text, report/json.hpp's summary object, report/html.hpp's summary table, and what
//! `audit --merge` sums):
//!
//!   chesslaw::report::audit_totals t; t.add(report::game_tally::of(r)); … summary_text(t, seconds)
//!
//! game_tally: what one game adds (copied out of its record_result, so that the game may be gone);
//! audit_totals: games per status, per-clause counts, ends, the inputs in order.
//! Header-only, no I/O, no dependency beyond the kernel.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::report {

//! What the summary counts of one game, copied out of its record_result (which refers into the
//! game, and the game may be gone when the count is taken).
struct game_tally {
    audit::record_status status = audit::record_status::clean;
    std::size_t plies = 0;
    std::vector<spec::clause_ref> clauses;   //!< the game's findings' clauses (record_result::clauses)
    std::optional<spec::clause_ref> end;     //!< the clause that ended the game (null: it did not end)
    std::vector<clock::finding_kind> clock_kinds; //!< the kinds of the game's clock findings, one per finding

    static game_tally of(const audit::record_result& r) {
        game_tally t;
        t.status = r.status;
        t.plies = r.plies;
        t.clauses = r.clauses;
        if (const audit::game_end* e = r.end()) t.end = e->clause;
        if (const audit::clock_record* c = r.clock())
            for (const clock::finding& f : c->ledger.findings) t.clock_kinds.push_back(f.kind);
        return t;
    }
};

//! One input of an audit: its name as shown, the games read from it and its line breaks (CR, LF
//! or CRLF: one each) — what a later part of the same stream starts after (audit_totals::add).
struct input_count {
    std::string file;
    std::uint64_t games = 0, lines = 0;
};

//! The counts of an audit: games per status, clauses, ends.
struct audit_totals {
    std::uint64_t games = 0, plies = 0, clean = 0, illegal = 0, unreadable = 0, inconsistent = 0;
    std::map<std::string, std::uint64_t> clauses; //!< clause ID → games with a finding under it (each clause once a game)
    std::map<std::string, std::uint64_t> ends;    //!< clause ID → games that ended by it (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2)
    std::map<std::string, std::uint64_t> clock_findings; //!< clock finding kind → findings (clock::finding_kind's names)
    std::vector<input_count> inputs;              //!< the inputs in order (filled by the reader of the inputs, not by add(tally))

    //! Adds the totals of a later part of the same audit (the audit of the input that follows):
    //! every count and per-clause count summed, its inputs appended; when `continues` (the later
    //! part's first input goes on with this one's last, as parts of one stream cut at game starts
    //! do), those two inputs are one: their games and lines summed.
    void add(const audit_totals& later, bool continues) {
        games += later.games;
        plies += later.plies;
        clean += later.clean;
        illegal += later.illegal;
        unreadable += later.unreadable;
        inconsistent += later.inconsistent;
        for (const auto& [id, n] : later.clauses) clauses[id] += n;
        for (const auto& [id, n] : later.ends) ends[id] += n;
        for (const auto& [k, n] : later.clock_findings) clock_findings[k] += n;
        std::size_t from = 0;
        if (continues && !inputs.empty() && !later.inputs.empty()) {
            inputs.back().games += later.inputs.front().games;
            inputs.back().lines += later.inputs.front().lines;
            from = 1;
        }
        inputs.insert(inputs.end(), later.inputs.begin() + static_cast<std::ptrdiff_t>(from), later.inputs.end());
    }

    void add(const game_tally& t) {
        ++games;
        plies += t.plies;
        switch (t.status) {
        case audit::record_status::clean: ++clean; break;
        case audit::record_status::illegal: ++illegal; break;
        case audit::record_status::unreadable: ++unreadable; break;
        case audit::record_status::inconsistent: ++inconsistent; break;
        }
        for (const auto c : t.clauses) ++clauses[std::string(c.id())];
        if (t.end) ++ends[std::string(t.end->id())];
        for (const clock::finding_kind k : t.clock_kinds) ++clock_findings[std::string(clock::to_string(k))];
    }
    void add(const audit::record_result& r) { add(game_tally::of(r)); }

    //! Games with a finding or that cannot be audited (the audit's exit status 1 when non-zero).
    std::uint64_t not_clean() const noexcept { return illegal + unreadable + inconsistent; }
};

//! "3.9 ×2, 5.2.1 ×1": counts per clause ID, in the order of the IDs' text.
inline std::string clause_counts(const std::map<std::string, std::uint64_t>& counts, std::string_view sep = ", ") {
    std::string s;
    for (const auto& [id, n] : counts) {
        if (!s.empty()) s += sep;
        s += id;
        s += " \u00d7";
        s += std::to_string(n);
    }
    return s;
}

//! The summary line: "4 games, 25 plies: 2 clean, 2 illegal, 0 unreadable, 0 inconsistent;
//! clauses: 3.9 ×1; ends: 5.1.1 ×1 (0.04 s)" and a newline (clauses and ends only when there are any).
inline std::string summary_text(const audit_totals& t, double seconds) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", seconds);
    std::string s = std::to_string(t.games) + (t.games == 1 ? " game, " : " games, ") + std::to_string(t.plies) + " plies: " +
                    std::to_string(t.clean) + " clean, " + std::to_string(t.illegal) + " illegal, " + std::to_string(t.unreadable) +
                    " unreadable, " + std::to_string(t.inconsistent) + " inconsistent";
    if (!t.clauses.empty()) s += "; clauses: " + clause_counts(t.clauses);
    if (!t.ends.empty()) s += "; ends: " + clause_counts(t.ends);
    if (!t.clock_findings.empty()) s += "; clock findings: " + clause_counts(t.clock_findings);
    s += " (";
    s += secs;
    s += " s)\n";
    return s;
}

} // namespace chesslaw::report
