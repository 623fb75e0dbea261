#pragma once
//! The repairs of a broken record (audit/repair.hpp) in the audit's outputs: the JSON value of
//! `repairs` (schema chesslaw-audit/3), the lines of the text output, and the HTML fragment that
//! shows each repair as a diff of the movetext. Header-only, no I/O.
//!
//!   write_repairs_json(json_writer&, repairs)
//!       [{"edits":[{"ply":23,"op":"replace","san":"Rae1"}],"kind":"other_piece","text":"..."}]
//!   repairs_text(start, sans, repairs)   "  repair 1 (other piece): 23. Re1 -> Rae1\n    23. Re1 was ...\n"
//!   repairs_html(start, sans, repairs)   <div class="repairs"><ol><li>... <del>Re1</del> <ins>Rae1</ins> ...</li></ol></div>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include <chesslaw/audit/ending.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/report/html_board.hpp>
#include <chesslaw/report/json_writer.hpp>

namespace chesslaw::report {

//! The repairs as the JSON value of `repairs`: an array, best first; `san` null for a deletion.
inline void write_repairs_json(json_writer& w, std::span<const audit::repair> repairs) {
    w.begin_array();
    for (const audit::repair& r : repairs) {
        w.begin_object();
        w.key("edits");
        w.begin_array();
        for (const audit::edit& e : r.edits) {
            w.begin_object();
            w.key("ply");
            w.value(std::uint64_t{e.ply});
            w.key("op");
            w.value(audit::name(e.op));
            w.key("san");
            if (e.op == audit::edit_op::remove) w.null();
            else w.value(e.san);
            w.end_object();
        }
        w.end_array();
        w.key("kind");
        w.value(audit::name(r.kind));
        w.key("text");
        w.value(prose::describe(r));
        w.end_object();
    }
    w.end_array();
}

namespace repairs_detail {

//! "other piece": a kind's name for people.
inline std::string label(audit::repair_kind k) {
    std::string s(audit::name(k));
    std::replace(s.begin(), s.end(), '_', ' ');
    return s;
}

//! The written ply (0-based) with its number, or "?" past the end.
inline std::string written(const position& start, std::span<const std::string_view> sans, std::size_t i) {
    return audit::move_number(start, i) + " " + (i < sans.size() ? std::string(sans[i]) : std::string("?"));
}

//! One edit in short: "23. Re1 -> Rae1", "+22... Nf6 before 23. Re1", "-45. Ke4".
inline std::string edit_summary(const position& start, std::span<const std::string_view> sans, const audit::edit& e) {
    const std::size_t i = e.ply == 0 ? 0 : e.ply - 1;
    switch (e.op) {
    case audit::edit_op::replace: return written(start, sans, i) + " -> " + e.san;
    case audit::edit_op::insert:
        return "+" + audit::move_number(start, i) + " " + e.san + (i < sans.size() ? " before " + written(start, sans, i) : std::string(" at the end"));
    case audit::edit_op::remove: return "-" + written(start, sans, i);
    }
    return "?";
}

} // namespace repairs_detail

//! The repairs as lines of the text output, one pair per repair: the edits, then the sentence.
//! Empty when there are none.
inline std::string repairs_text(const position& start, std::span<const std::string_view> sans, std::span<const audit::repair> repairs) {
    std::string s;
    for (std::size_t n = 0; n < repairs.size(); ++n) {
        const audit::repair& r = repairs[n];
        s += "  repair " + std::to_string(n + 1) + " (" + repairs_detail::label(r.kind) + "): ";
        for (std::size_t i = 0; i < r.edits.size(); ++i) s += (i ? ", " : "") + repairs_detail::edit_summary(start, sans, r.edits[i]);
        s += "\n    " + prose::describe(r) + "\n";
    }
    return s;
}

//! The repairs as an HTML fragment: per repair its kind, its sentence and the movetext around the
//! edits (a few plies either side) as a diff, deleted moves in <del>, inserted ones in <ins>.
//! Empty when there are none.
inline std::string repairs_html(const position& start, std::span<const std::string_view> sans, std::span<const audit::repair> repairs,
                                std::size_t context = 4) {
    if (repairs.empty()) return {};
    std::string s = "<div class=\"repairs\"><p><b>Repairs</b> \u2014 each replayed by the kernel to the last move with no breach, best first</p>\n<ol>\n";
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    for (const audit::repair& r : repairs) {
        s += "<li><b>" + html::escape(repairs_detail::label(r.kind)) + "</b>: " + html::escape(prose::describe(r)) + "<br/><span class=\"movetext\">";
        // The plies shown: `context` either side of each edit; a gap between them is an ellipsis.
        const auto shown = [&](std::size_t i) {
            for (const audit::edit& e : r.edits) {
                const std::size_t at = e.ply == 0 ? 0 : e.ply - 1;
                if (i + context >= at && i <= at + context) return true;
            }
            return false;
        };
        std::string line;
        bool numbered = false;    // a ply shown just before: a black ply then needs no number
        std::ptrdiff_t shift = 0; // plies inserted less plies deleted so far: the repaired record's numbering
        const auto token = [&](std::size_t i, const std::string& html_text) {
            const auto at = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(i) + shift);
            const bool white = (at + black_first) % 2 == 0;
            if (!line.empty()) line += ' ';
            if (white || !numbered) line += html::escape(audit::move_number(start, at)) + ' ';
            line += html_text;
            numbered = true;
        };
        bool gap = false; // plies left out since the last one shown
        for (std::size_t i = 0; i <= sans.size(); ++i) {
            if (!shown(i)) {
                if (i < sans.size()) {
                    for (const audit::edit& e : r.edits) // (an edit is always shown: only the count matters here)
                        if (e.ply == i + 1) shift += e.op == audit::edit_op::insert ? 1 : e.op == audit::edit_op::remove ? -1 : 0;
                    gap = true;
                }
                continue;
            }
            if (gap) {
                line += line.empty() ? "\u2026" : " \u2026";
                numbered = false;
                gap = false;
            }
            for (const audit::edit& e : r.edits)
                if (e.op == audit::edit_op::insert && e.ply == i + 1) {
                    token(i, "<ins>" + html::escape(e.san) + "</ins>");
                    ++shift;
                }
            if (i == sans.size()) break;
            const audit::edit* here = nullptr;
            for (const audit::edit& e : r.edits)
                if (e.op != audit::edit_op::insert && e.ply == i + 1) here = &e;
            const std::string was = html::escape(sans[i]);
            if (!here) {
                token(i, was);
            } else if (here->op == audit::edit_op::remove) {
                token(i, "<del>" + was + "</del>");
                --shift;
            } else {
                token(i, "<del>" + was + "</del> <ins>" + html::escape(here->san) + "</ins>");
            }
        }
        if (gap) line += " \u2026";
        s += line + "</span></li>\n";
    }
    s += "</ol></div>\n";
    return s;
}

} // namespace chesslaw::report
