#pragma once
//! The relay copy of a record as PGN text: the plan of audit/relay.hpp (which plies, from which
//! position) written as one game per segment, its notes as comments in words. What importers
//! read while the game goes on (docs/relay.md):
//!
//!   report::relay_pgn(game, audit_record(game))   // a record read whole
//!   report::relay_pgn(live)                        // a live game as it stands (audit/live.hpp)
//!
//! Each segment is a game: the record's tags (a segment that is not the last: Result "*", the game
//! goes on in the next one), a continuation with SetUp "1" and the FEN of its start; its plies in
//! SAN as written by to_san (the record's own comments after each ply kept: the clocks); the notes
//! as comments beginning "chesslaw:"; the record's result after the last segment ("*" while none).

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/ending.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/relay.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/prose/irregular.hpp>

namespace chesslaw::report {

namespace relay_detail {

inline std::string clause_list(const std::vector<spec::clause_ref>& cs) {
    std::string s;
    for (const spec::clause_ref c : cs) s += (s.empty() ? "" : ", ") + std::string(c.id());
    return s;
}

//! "44. Ke4 44... Kf6+": the record's plies [from, to) with their numbers (at most 8, then how many more).
inline std::string plies_text(const pgn::game& g, const position& start, std::size_t from, std::size_t to) {
    std::string s;
    const prose::ply_texts texts(g.moves);
    for (std::size_t i = from; i < to && i < g.moves.size(); ++i) {
        if (i - from == 8) {
            s += " and " + std::to_string(to - i) + " more";
            break;
        }
        s += (s.empty() ? "" : " ") + prose::ply_label(start, texts, i + 1);
    }
    return s;
}

inline std::string end_words(const audit::game_end& e) {
    std::string w(audit::name(e.kind));
    std::replace(w.begin(), w.end(), '_', ' ');
    return w + " (" + std::string(e.clause.id()) + ")";
}

inline std::string breach_words(const pgn::game& g, const position& start, const audit::relay_note& n) {
    std::string s = plies_text(g, start, n.from, n.from + 1) + " is illegal";
    if (!n.clauses.empty()) s += " (" + clause_list(n.clauses) + ")";
    return s;
}

inline std::string counted_words(const audit::relay_note& n) {
    if (!n.irregular) return "";
    const audit::irregularity& x = *n.irregular;
    if (x.counted)
        return "; " + std::string(name(x.side)) + "'s " + (x.nth == 1 ? std::string("first") : x.nth == 2 ? std::string("second") : std::to_string(x.nth) + "th") +
               " completed illegal move (" + std::string(x.clause.id()) + (x.decided_by.empty() ? "" : ", " + clause_list(x.decided_by)) + ")";
    if (x.why == audit::why_not_counted::transcription_slip) return "; " + std::string(prose::why_words(x.why));
    return "";
}

} // namespace relay_detail

//! The words of note `n` of plan `p` for record `g` replayed from `start` (without the braces).
inline std::string relay_note_text(const pgn::game& g, const position* start, const audit::relay_note& n) {
    using audit::relay_note_kind;
    using namespace relay_detail;
    const std::string prefix = "chesslaw: ";
    if (n.kind == relay_note_kind::unreadable_record || !start)
        return prefix + "the moves are not written: the record's start is unknown" +
               (n.error ? " (" + std::string(audit::name(*n.error)) + ")" : std::string{});
    const position& s0 = *start;
    const std::string left_out = plies_text(g, s0, n.from, n.to) + (n.to - n.from == 1 ? " is" : " are") + " left out: ";
    switch (n.kind) {
    case relay_note_kind::dgt_end_signal:
        return prefix + left_out + "a DGT board's end signal (the kings put on the centre squares when the game is over), no move of the game; " +
               breach_words(g, s0, n);
    case relay_note_kind::not_completed:
        return prefix + left_out + breach_words(g, s0, n) + ", and the clocks stop before it: no clock was pressed, so it is no completed move (" +
               std::string(spec::id::illegal_move_completed.id()) + ")";
    case relay_note_kind::after_game_over:
        return prefix + left_out + breach_words(g, s0, n) + ", after the game was over" + (n.end ? ": " + end_words(*n.end) : std::string{});
    case relay_note_kind::stood: {
        std::string s = prefix + breach_words(g, s0, n) + " and stood: nobody applied " + std::string(spec::id::illegal_move_completed.id()) + counted_words(n) +
                        ". The game goes on in the next game of this file, from the position after it";
        if (n.to > n.from + 1)
            s += " and " + plies_text(g, s0, n.from + 1, n.to) + " (no importer holds a position before that: a king left attacked by the side that moved)";
        return s;
    }
    case relay_note_kind::stood_no_position:
        return prefix + breach_words(g, s0, n) + " and stood: nobody applied " + std::string(spec::id::illegal_move_completed.id()) + counted_words(n) + "; " +
               left_out + "no position after it is one an importer holds (a king left attacked by the side that moved)";
    case relay_note_kind::moves_after_end:
        return prefix + "the game ended here: " + (n.end ? end_words(*n.end) : std::string("?")) + "; the plies after it are kept as the board showed them";
    case relay_note_kind::replay_stopped:
        return prefix + left_out + (n.clauses.empty() ? std::string{} : breach_words(g, s0, n) + "; ") + std::string(prose::describe(n.stop));
    case relay_note_kind::unreadable_move: return prefix + left_out + "the text of " + plies_text(g, s0, n.from, n.from + 1) + " is no move of SAN, or is ambiguous";
    case relay_note_kind::games_run_together:
        return prefix + left_out + "the move numbers start again at 1 there: two games run together";
    case relay_note_kind::unreadable_record: break;
    }
    return prefix + "?";
}

//! The continuation's opening comment: where the game goes on from (note `n`: the stood note of the previous segment).
inline std::string relay_continuation_text(const pgn::game& g, const position& start, const audit::relay_note& n) {
    return "chesslaw: the game goes on from the position after " + relay_detail::plies_text(g, start, n.to - 1, n.to) + " (" +
           relay_detail::breach_words(g, start, n) + ", stood)";
}

//! The relay copy of record `g` by plan `plan`, `start` the record's start (null: unknown).
inline std::string relay_pgn(const pgn::game& g, const audit::relay_plan& plan, const std::optional<position>& start) {
    std::string out;
    const std::size_t last = plan.segments.size() - 1;
    for (std::size_t s = 0; s < plan.segments.size(); ++s) {
        const audit::relay_segment& seg = plan.segments[s];
        // the tags
        std::vector<pgn::tag> tags = g.tags;
        const auto set_tag = [&](std::string_view name, std::string value) {
            for (pgn::tag& t : tags)
                if (t.name == name) {
                    t.value = std::move(value);
                    return;
                }
            tags.push_back({std::string(name), std::move(value), {}});
        };
        if (s != last)
            for (pgn::tag& t : tags)
                if (t.name == "Result") t.value = "*";
        if (seg.setup) {
            set_tag("SetUp", "1");
            set_tag("FEN", std::string(to_fen(*seg.setup).view()));
        }
        for (const pgn::tag& t : tags) {
            out += '[';
            out += t.name;
            out += " \"";
            for (const char ch : t.value) {
                if (ch == '"' || ch == '\\') out += '\\';
                if (ch == '\n' || ch == '\r') continue;
                out += ch;
            }
            out += "\"]\n";
        }
        out += '\n';
        // the movetext, wrapped at 79 columns
        std::size_t col = 0;
        // (never a line that begins with '[' in the movetext: some importers split games at such lines)
        const auto put = [&](std::string_view w) {
            if (col > 0 && col + 1 + w.size() > 79 && w.front() != '[') {
                out += '\n';
                col = 0;
            } else if (col > 0) {
                out += ' ';
                ++col;
            }
            out += w;
            col += w.size();
        };
        // The comments after one place joined into one (chess.js reads one comment a place).
        bool after_comment = true;
        std::string pending;
        const auto comment = [&](std::string_view text) {
            if (!pending.empty()) pending += ' ';
            pending += text;
        };
        const auto flush = [&] {
            if (pending.empty()) return;
            std::string word = "{";
            for (std::size_t i = 0; i <= pending.size(); ++i) {
                const char ch = i < pending.size() ? pending[i] : ' ';
                if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') {
                    if (!word.empty() && word != "{") put(word);
                    if (word != "{") word.clear();
                } else {
                    word += ch == '}' ? ')' : ch;
                }
            }
            if (word == "{") put("{}");
            else {
                out += '}';
                ++col;
            }
            pending.clear();
            after_comment = true;
        };
        const auto notes_after = [&](std::size_t k) {
            for (const audit::relay_note& n : plan.notes)
                if (n.segment == s && n.after == k) comment(relay_note_text(g, start ? &*start : nullptr, n));
        };
        const auto record_comments_after = [&](std::size_t k) {
            for (const pgn::comment& c : g.comments)
                if (c.after == k) comment(c.text);
        };
        if (s == 0) record_comments_after(0);
        if (s > 0 && start)
            for (const audit::relay_note& n : plan.notes)
                if (n.segment == s - 1 && n.kind == audit::relay_note_kind::stood) comment(relay_continuation_text(g, *start, n));
        notes_after(seg.from);
        flush();
        if (start) {
            position p = seg.setup ? *seg.setup : *start;
            for (std::size_t i = seg.from; i < seg.to; ++i) {
                const move m = seg.moves[i - seg.from];
                if (p.side_to_move == color::white) put(std::to_string(p.fullmove_number) + ".");
                else if (after_comment) put(std::to_string(p.fullmove_number) + "...");
                after_comment = false;
                put(to_san(p, m).view());
                play_move(p, m);
                record_comments_after(i + 1);
                notes_after(i + 1);
                flush();
            }
        }
        put(s == last ? (g.result.empty() ? std::string_view("*") : std::string_view(g.result)) : std::string_view("*"));
        out += "\n\n";
    }
    return out;
}

//! The relay copy of a record read whole, from its audit.
inline std::string relay_pgn(const pgn::game& g, const audit::record_result& r) { return relay_pgn(g, audit::plan_relay(g, r), r.start); }

//! The relay copy of a live game as it stands.
inline std::string relay_pgn(const audit::live_game& live) { return relay_pgn(live.game(), audit::plan_relay(live), live.record().start); }

} // namespace chesslaw::report
