#pragma once
//! The JSON of Article 4 evidence — what `chesslaw touch --json` prints (laid out by
//! report::indented), written by the one writer (json_writer):
//!
//!   {"fen", "player", "events": [{"index", "token", "touch"?, "stage", "obligations": [{"clause",
//!    "duty", "text"}], "complying_moves"?, "freed_by"?, "broken"? / "set_aside"? [{"clause", "duty",
//!    "text", "event", "because"}]}], "stage", "complete", "move"? (UCI, when complete), "compliant",
//!    "violations" [clause IDs], "findings" [{"clause", "title", "result", "witnesses" [witness +
//!    "text"]}], "article3"? {"move", "legal", "violations"}, "claim"?}
//!
//! Witness fields follow the one convention of Article 3 and Article 4 evidence (docs/jsonl.md,
//! "Witness fields"):
//!   "at"    the square the fact is about (a piece touched, governing, awaited, ...)
//!   "by"    the other piece the fact involves (the capturing piece of 4.3.3/1, the rook of
//!           4.4.1/4.4.3, the opponent's piece of 4.3.3/2, the second square of a two-piece touch;
//!           in Article 3 the attacker, the pinning piece, the moving piece)
//!   "from"  where a piece started, "to" where it went (released, relocated, made, could, ...)
//!   "move"  a whole move in UCI; "piece" FEN letter; "event" 1-based index in --events.
//! A field that does not apply to the fact is absent.

#include <cstdint>
#include <string>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/touch/event.hpp>
#include <chesslaw/touch/rules.hpp>

namespace chesslaw::report {

//! The members of a witness ("fact", "at", "by", "from", "to", "piece", "move", "event", "why"),
//! written into the object open in j.
inline void write_touch_witness_fields(json_writer& j, const touch::witness& w) {
    j.key("fact");
    j.value(touch::to_string(w.what));
    write_square(j, "at", w.at);
    write_square(j, "by", w.by);
    write_square(j, "from", w.from);
    write_square(j, "to", w.to);
    if (w.pc != piece::none) {
        const char c = to_char(w.pc);
        j.key("piece");
        j.value(std::string_view(&c, 1));
    }
    if (!(w.m == move{})) {
        j.key("move");
        j.value(std::string_view(to_uci_string(w.m)));
    }
    if (w.event >= 0) {
        j.key("event");
        j.value(static_cast<std::uint64_t>(w.event) + 1);
    }
    if (w.what == touch::fact::not_engaged) {
        j.key("why");
        j.value(touch::to_string(w.why));
    }
}

//! A witness as its own object (no "text").
inline void write_touch_witness(json_writer& j, const touch::witness& w) {
    j.begin_object();
    write_touch_witness_fields(j, w);
    j.end_object();
}

inline nlohmann::ordered_json touch_witness_json(const touch::witness& w) {
    return as_document([&](json_writer& j) { write_touch_witness(j, w); });
}

//! The arbitration r of the events `events` (parsed as `log`) from position `start`.
inline void write_touch_report(json_writer& j, const position& start, std::string_view events, const touch::event_log& log,
                               const touch::report& r) {
    const auto token = [&](std::size_t i) { return events.substr(log[i].offset, log[i].length); };
    const auto obligation = [&](const touch::obligation& ob) {
        j.key("clause");
        j.value(ob.clause.id());
        j.key("duty");
        j.value(touch::to_string(ob.what));
        j.key("text");
        j.value(std::string_view(touch::describe(start, ob)));
    };
    j.begin_object();
    j.key("fen");
    j.value(std::string_view(to_fen_string(start)));
    j.key("player");
    j.value(name(start.side_to_move));
    j.key("events");
    j.begin_array();
    for (std::size_t i = 0; i < r.step_count; ++i) {
        const touch::step& st = r.steps[i];
        j.begin_object();
        j.key("index");
        j.value(std::uint64_t{i + 1});
        j.key("token");
        j.value(token(i));
        if (st.note != touch::engagement::not_a_touch) {
            j.key("touch");
            j.value(touch::to_string(st.note));
        }
        j.key("stage");
        j.value(touch::to_string(st.stage));
        j.key("obligations");
        j.begin_array();
        for (const auto& ob : st.duties()) {
            j.begin_object();
            obligation(ob);
            j.end_object();
        }
        j.end_array();
        if (!st.duties().empty()) {
            j.key("complying_moves");
            j.value(std::uint64_t{st.allowed_count});
        }
        if (st.freed) {
            j.key("freed_by");
            j.value(st.freed_by.id());
        }
        // Precedence (kernel touch/obligation.hpp, `ruling`): obligations no longer in force, named.
        const auto standing = [&](std::span<const touch::standing> bs) {
            j.begin_array();
            for (const auto& b : bs) {
                j.begin_object();
                obligation(b.o);
                j.key("event");
                j.value(static_cast<std::uint64_t>(b.event) + 1);
                j.key("because");
                j.value(b.because.id());
                j.end_object();
            }
            j.end_array();
        };
        if (st.broken_count) {
            j.key("broken");
            standing(st.broken_ones());
        }
        if (st.set_aside_count) {
            j.key("set_aside");
            standing(st.set_aside_ones());
        }
        j.end_object();
    }
    j.end_array();
    j.key("stage");
    j.value(touch::to_string(r.record.stage));
    j.key("complete");
    j.value(r.complete());
    if (r.complete()) {
        j.key("move");
        j.value(std::string_view(to_uci_string(r.made())));
    }
    j.key("compliant");
    j.value(r.compliant());
    const auto shown = [](const auto& f) { return !(f.result == rules::outcome::not_applicable && f.witness_count == 0); };
    j.key("violations");
    j.begin_array();
    for (const auto& f : r.findings)
        if (shown(f) && f.result == rules::outcome::violated) j.value(f.clause.id());
    j.end_array();
    j.key("findings");
    j.begin_array();
    for (const auto& f : r.findings) {
        if (!shown(f)) continue;
        j.begin_object();
        j.key("clause");
        j.value(f.clause.id());
        j.key("title");
        j.value(f.clause->title);
        j.key("result");
        j.value(rules::to_string(f.result));
        j.key("witnesses");
        j.begin_array();
        for (const auto& w : f.evidence()) {
            j.begin_object();
            write_touch_witness_fields(j, w);
            j.key("text");
            j.value(std::string_view(touch::describe(start, w)));
            j.end_object();
        }
        j.end_array();
        j.end_object();
    }
    j.end_array();
    if (r.has_article3) {
        j.key("article3");
        j.begin_object();
        j.key("move");
        j.value(std::string_view(to_uci_string(r.record.first_impossible)));
        j.key("legal");
        j.value(r.article3.legal);
        j.key("violations");
        j.begin_array();
        for (const auto& f : r.article3.findings)
            if (f.result == rules::outcome::violated) j.value(f.clause.id());
        if (r.article3.verdict_finding.result == rules::outcome::violated) j.value(r.article3.verdict_finding.clause.id());
        j.end_array();
        j.end_object();
    }
    if (r.claim != touch::claim_status::none) {
        j.key("claim");
        j.value(touch::to_string(r.claim));
    }
    j.end_object();
}

} // namespace chesslaw::report
