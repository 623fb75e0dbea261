#pragma once
//! The audit of game records as JSON — the objects `chesslaw audit --jsonl` prints (schema
//! chesslaw-audit/3), and the JSON of a judgement (`chesslaw judge --json`) and of a 3.10.3 verdict
//! (`chesslaw legality --json`), so that a library user gets the same objects as the CLI:
//!
//!   chesslaw::report::game_json_line(const pgn::game& g, std::string_view file, const audit::record_result& r)
//!       -> std::string   (one object and a newline)
//!   chesslaw::report::summary_json_line(const audit_totals& t, double seconds) -> std::string
//!   game_json, summary_json, breach_json, violations_json, witness_json, legality_report_json -> nlohmann::ordered_json
//!
//! **An optional dependency.** This header, and only this one, needs nlohmann/json (header-only,
//! 3.x; Debian nlohmann-json3-dev, `find_package(nlohmann_json 3)`, target
//! nlohmann_json::nlohmann_json). The kernel target chesslaw::chesslaw neither requires nor links
//! it: a header-only user who includes no report/json.hpp needs nothing more, one who does links
//! nlohmann_json::nlohmann_json as well.
//!
//! ## Schema chesslaw-audit/3 (JSON Lines: one game object per game, in input order, then one summary)
//! The objects and their fields, in the order written, are declared once in report/schema.hpp (the
//! table unit.report_json checks every written line against); docs/jsonl.md describes them (a test
//! keeps it listing exactly the table's fields).

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/irregular.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/spec/texts.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/mate_json.hpp>
#include <chesslaw/report/repairs.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/text.hpp>

namespace chesslaw::report {

//! Version of the audit's JSON objects (see the schema above); bumped on any incompatible change.
inline constexpr std::string_view audit_schema = "chesslaw-audit/3";

// ---- a judgement -------------------------------------------------------------------------------
// Every JSON text of this header is written by json_writer (report/json_writer.hpp): the audit's
// lines, and the objects of a judgement or a verdict (write_*). The *_json functions hand the same
// objects to a caller that composes a document (`chesslaw judge --json`, `legality --json`), read
// back from the writer's text.

//! The bytes of a JSON value on one line; bytes that are not UTF-8 replaced (U+FFFD), never an exception.
inline std::string json_text(const nlohmann::ordered_json& j) { return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace); }

//! A JSON value on one line, with its newline.
inline std::string json_line(const nlohmann::ordered_json& j) { return json_text(j) + "\n"; }

//! The value a write_* function writes, as a document.
template <class Write>
inline nlohmann::ordered_json as_document(Write&& write) {
    json_writer w;
    write(w);
    return nlohmann::ordered_json::parse(w.view());
}

//! `"key": "e4"` when s is a square (nothing for square::none): the witness fields of Article 3
//! and Article 4 evidence (docs/jsonl.md, "Witness fields").
inline void write_square(json_writer& j, std::string_view key, square s) {
    if (s == square::none) return;
    j.key(key);
    j.value(to_string(s).view());
}

//! A place in the PGN: {line, column}, or null for none (0:0).
inline void write_place(json_writer& j, pgn::source_pos at) {
    if (at.line == 0) return j.null();
    j.begin_object();
    j.key("line");
    j.value(std::uint64_t{at.line});
    j.key("column");
    j.value(std::uint64_t{at.column});
    j.end_object();
}

//! The members "clause", "title", "text_ru", "text_en" of a clause, into the object open in j.
inline void write_clause_texts(json_writer& j, spec::clause_ref c) {
    j.key("clause");
    j.value(c.id());
    j.key("title");
    j.value(c->title);
    j.key("text_ru");
    j.value(spec::text_of(c).ru);
    j.key("text_en");
    j.value(spec::text_of(c).en);
}

//! {"fact", "at"?, "by"?, "piece"?, "pinned", "ply"?, "move"?, "game_move"?, "text"}; `game` holds
//! the moves played before (a witness's ply indexes it). "ply" is 1-based (the n-th half-move of
//! the game); with the game's `start`, "move" cites it for people ("4. Rg1") and the text does too.
inline void write_witness(json_writer& j, const rules::witness& w, std::span<const move> game, const position* start = nullptr,
                          const prose::ply_citations* cites = nullptr) {
    std::optional<prose::ply_citations> own; // one game's citations, when the caller keeps none
    if (start && !cites) cites = &own.emplace(*start, game);
    j.begin_object();
    j.key("fact");
    j.value(to_string(w.what));
    // witness fields: one convention (at, by, from, to), see docs/jsonl.md, "Witness fields"
    write_square(j, "at", w.at);
    write_square(j, "by", w.by);
    if (w.pc != piece::none) {
        j.key("piece");
        j.value(std::string_view(piece_name(w.pc)));
    }
    j.key("pinned");
    j.value(w.pinned);
    const bool in_game = w.ply >= 0 && static_cast<std::size_t>(w.ply) < game.size();
    if (w.ply >= 0) {
        j.key("ply");
        j.value(static_cast<std::uint64_t>(w.ply + 1));
        if (in_game && start) {
            j.key("move");
            j.value(std::string_view(cites->cite(static_cast<std::size_t>(w.ply))));
        }
        if (in_game) {
            j.key("game_move");
            j.value(std::string_view(to_uci_string(game[static_cast<std::size_t>(w.ply)])));
        }
    }
    j.key("text");
    j.value(std::string_view(cites ? prose::describe_in_game(w, *cites) : describe(w)));
    j.end_object();
}

//! The witnesses of one finding, each as write_witness.
inline void write_evidence(json_writer& j, const rules::finding& f, std::span<const move> game, const position* start = nullptr,
                           const prose::ply_citations* cites = nullptr) {
    j.begin_array();
    for (int i = 0; i < f.witness_count; ++i) write_witness(j, f.witnesses[static_cast<std::size_t>(i)], game, start, cites);
    j.end_array();
}

//! {"clause", "title", "text_ru", "text_en", "evidence": [...]}
inline void write_violation(json_writer& j, const rules::finding& f, std::span<const move> game, const position* start = nullptr,
                            const prose::ply_citations* cites = nullptr) {
    j.begin_object();
    write_clause_texts(j, f.clause);
    j.key("evidence");
    write_evidence(j, f, game, start, cites);
    j.end_object();
}

//! Every violated clause of a judgement, the verdict (3.10.2) first when it is violated.
inline void write_violations(json_writer& j, const judgement& jd, std::span<const move> game, const position* start = nullptr,
                             const prose::ply_citations* cites = nullptr) {
    std::optional<prose::ply_citations> own; // the judgement's citations, shared by its witnesses
    if (start && !cites) cites = &own.emplace(*start, game);
    j.begin_array();
    if (jd.verdict_finding.result == rules::outcome::violated) write_violation(j, jd.verdict_finding, game, start, cites);
    for (const rules::finding& f : jd)
        if (f.result == rules::outcome::violated) write_violation(j, f, game, start, cites);
    j.end_array();
}

inline nlohmann::ordered_json witness_json(const rules::witness& w, std::span<const move> game, const position* start = nullptr) {
    return as_document([&](json_writer& j) { write_witness(j, w, game, start); });
}
inline nlohmann::ordered_json evidence_json(const rules::finding& f, std::span<const move> game, const position* start = nullptr) {
    return as_document([&](json_writer& j) { write_evidence(j, f, game, start); });
}
inline nlohmann::ordered_json violation_json(const rules::finding& f, std::span<const move> game, const position* start = nullptr) {
    return as_document([&](json_writer& j) { write_violation(j, f, game, start); });
}
inline nlohmann::ordered_json violations_json(const judgement& jd, std::span<const move> game, const position* start = nullptr) {
    return as_document([&](json_writer& j) { write_violations(j, jd, game, start); });
}

// ---- a 3.10.3 verdict --------------------------------------------------------------------------

//! {"rule", "text", "squares": [...]}
inline void write_legality_argument(json_writer& j, const legality::argument& a) {
    j.begin_object();
    j.key("rule");
    j.value(legality::to_string(a.kind));
    j.key("text");
    j.value(std::string_view(prose::describe(a)));
    j.key("squares");
    j.begin_array();
    for (const square s : a.squares) j.value(to_string(s).view());
    j.end_array();
    j.end_object();
}

//! {"fen", "verdict": "illegal"|"reachable"|"unknown", "clause", "arguments": [{"rule", "text",
//! "squares"}], "proof_game": [UCI…] (only when reachable), "searched": {"nodes", "ms"}}; with
//! `at`, then its "line" and "column" (a FEN tag's, in the audit). With `proof_game_san` (what
//! `chesslaw legality --json` prints), "proof_game_san": [SAN…] follows "proof_game".
inline void write_legality_report(json_writer& j, std::string_view fen, const legality::report& r, const pgn::source_pos* at = nullptr,
                                  bool proof_game_san = false) {
    j.begin_object();
    j.key("fen");
    j.value(fen);
    j.key("verdict");
    j.value(legality::to_string(r.result));
    j.key("clause");
    j.value(r.clause.id());
    j.key("arguments");
    j.begin_array();
    for (const auto& a : r.arguments) write_legality_argument(j, a);
    j.end_array();
    if (r.result == legality::verdict::reachable) {
        j.key("proof_game");
        j.begin_array();
        for (const move m : r.proof_game) j.value(std::string_view(to_uci_string(m)));
        j.end_array();
        if (proof_game_san) { // legal moves from the initial position, in SAN
            j.key("proof_game_san");
            j.begin_array();
            position p = initial_position();
            for (const move m : r.proof_game) {
                j.value(to_san(p, m).view());
                p = make_move(p, m);
            }
            j.end_array();
        }
    }
    j.key("searched");
    j.begin_object();
    j.key("nodes");
    j.value(std::uint64_t{r.searched.nodes});
    j.key("ms");
    j.value(static_cast<std::uint64_t>(r.searched.ms + 0.5));
    j.end_object();
    if (at) {
        j.key("line");
        j.value(std::uint64_t{at->line});
        j.key("column");
        j.value(std::uint64_t{at->column});
    }
    j.end_object();
}

inline nlohmann::ordered_json legality_argument_json(const legality::argument& a) {
    return as_document([&](json_writer& j) { write_legality_argument(j, a); });
}
inline nlohmann::ordered_json legality_report_json(const std::string& fen, const legality::report& r) {
    return as_document([&](json_writer& j) { write_legality_report(j, fen, r); });
}

// ---- an audited game ---------------------------------------------------------------------------

//! One breach: {ply (1-based), move_number, side, san, uci, fen, line, column, clauses, violations, resolution, headline}.
inline void write_breach(json_writer& j, const prose::ply_citations& game, const audit::first_illegal& f, const pgn::san_token& tok) {
    const position& start = game.start();
    j.begin_object();
    j.key("ply");
    j.value(std::uint64_t{f.ply + 1});
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    j.key("move_number");
    j.value(std::uint64_t{start.fullmove_number + (f.ply + black_first) / 2});
    j.key("side");
    j.value(name(f.before.side_to_move));
    j.key("san");
    j.value(f.san);
    j.key("uci");
    if (f.resolved) j.value(std::string_view(to_uci_string(*f.resolved)));
    else j.null();
    j.key("fen");
    j.value(std::string_view(to_fen_string(f.before)));
    j.key("line");
    j.value(std::uint64_t{tok.at.line});
    j.key("column");
    j.value(std::uint64_t{tok.at.column});
    j.key("clauses");
    j.begin_array();
    for (const auto c : f.clauses) j.value(c.id());
    j.end_array();
    j.key("violations");
    if (f.judged) {
        write_violations(j, *f.judged, game.moves(), &start, &game);
    } else {
        j.begin_array();
        for (const auto c : f.clauses) {
            j.begin_object();
            write_clause_texts(j, c);
            j.key("evidence");
            j.begin_array();
            j.end_array();
            j.end_object();
        }
        j.end_array();
    }
    j.key("resolution");
    j.value(name(f.resolution.kind));
    j.key("headline");
    j.value(std::string_view(prose::headline(game, f)));
    j.end_object();
}

inline nlohmann::ordered_json breach_json(const position& start, const audit::game_result& r, const audit::first_illegal& f,
                                          const pgn::san_token& tok) {
    return as_document([&](json_writer& j) { write_breach(j, prose::ply_citations(start, r.moves), f, tok); });
}

//! A game's `irregularities` (Article 7.5, audit/irregular.hpp): [{ply, side, kind, clause,
//! counted, why_not_counted, repair, nth, category, decided_by, extra_time: {expected_seconds,
//! seen}, text}] (report/schema.hpp: irregularity, extra_time). Empty without a breach.
inline void write_irregularities(json_writer& w, std::span<const audit::irregularity> xs) {
    w.begin_array();
    for (const audit::irregularity& x : xs) {
        w.begin_object();
        w.key("ply");
        w.value(static_cast<std::uint64_t>(x.ply + 1));
        w.key("side");
        w.value(name(x.side));
        w.key("kind");
        w.value(audit::name(x.kind));
        w.key("clause");
        w.value(x.clause.id());
        w.key("counted");
        w.value(x.counted);
        w.key("why_not_counted");
        if (x.counted) w.null();
        else w.value(audit::name(x.why));
        w.key("repair");
        if (x.repair) w.value(audit::name(*x.repair));
        else w.null();
        w.key("nth");
        w.value(static_cast<std::uint64_t>(x.nth));
        w.key("category");
        w.value(clock::to_string(x.category));
        w.key("decided_by");
        w.begin_array();
        for (const spec::clause_ref c : x.decided_by) w.value(c.id());
        w.end_array();
        w.key("extra_time");
        w.begin_object();
        w.key("expected_seconds");
        if (x.expected_seconds) w.value(static_cast<std::uint64_t>(*x.expected_seconds));
        else w.null();
        w.key("seen");
        if (x.seen) w.value(*x.seen);
        else w.null();
        w.end_object();
        w.key("text");
        w.value(std::string_view(prose::describe(x)));
        w.end_object();
    }
    w.end_array();
}

// ---- the clock on the record -------------------------------------------------------------------

//! A time in seconds: a whole number when it is one ("900"), else a decimal ("9.3"); null for -1 (none).
inline void write_seconds(json_writer& w, std::int64_t ms) {
    if (ms < 0) w.null();
    else if (ms % 1000 == 0) w.value(static_cast<std::uint64_t>(ms / 1000));
    else w.value(static_cast<double>(ms) / 1000.0);
}

//! A control's periods: [{moves (0: the rest of the game), seconds, increment, delay}].
inline void write_periods(json_writer& w, const clock::time_control& tc) {
    w.begin_array();
    if (tc.kind == clock::kind::periods || tc.kind == clock::kind::sandclock)
        for (std::size_t i = 0; i < tc.count || (tc.kind == clock::kind::sandclock && i == 0); ++i) {
            const clock::period& p = tc.periods[i];
            w.begin_object();
            w.key("moves");
            w.value(static_cast<std::uint64_t>(p.moves));
            w.key("seconds");
            write_seconds(w, p.time_ms);
            w.key("increment");
            write_seconds(w, p.increment_ms);
            w.key("delay");
            write_seconds(w, p.delay_ms);
            w.end_object();
        }
    w.end_array();
}

//! A game's `clock`: null without one, else {control: {tag, source, periods, category, clause},
//! plies_with_clock, convention, findings: [{ply, side, kind, clause, recorded, expected, text}],
//! flag: null | {ply, side, plies_after}} (report/schema.hpp: clock, clock_control, clock_finding,
//! clock_flag). `periods` is an array, or {white: [...], black: [...]} when the sides' differ.
inline void write_clock(json_writer& w, const audit::clock_record* c) {
    if (!c) return w.null();
    const clock::ledger& l = c->ledger;
    w.begin_object();
    w.key("control");
    w.begin_object();
    w.key("tag");
    if (c->tag) w.value(std::string_view(pgn::to_utf8(*c->tag)));
    else w.null();
    w.key("source");
    w.value(l.control.inferred ? "clocks" : "tag");
    w.key("periods");
    if (l.control.side[0] == l.control.side[1]) {
        write_periods(w, l.control.side[0]);
    } else {
        w.begin_object();
        w.key("white");
        write_periods(w, l.control.side[0]);
        w.key("black");
        write_periods(w, l.control.side[1]);
        w.end_object();
    }
    w.key("category");
    w.value(clock::to_string(c->category.category));
    w.key("clause");
    if (c->category.clause) w.value(c->category.clause->id());
    else w.null();
    w.end_object();
    w.key("plies_with_clock");
    w.value(static_cast<std::uint64_t>(l.plies_with_clock));
    w.key("derived");
    w.value(l.derived);
    w.key("convention");
    w.value(clock::to_string(l.convention));
    w.key("findings");
    w.begin_array();
    for (const clock::finding& f : l.findings) {
        w.begin_object();
        w.key("ply");
        w.value(static_cast<std::uint64_t>(f.ply));
        w.key("side");
        w.value(name(f.side));
        w.key("kind");
        w.value(clock::to_string(f.kind));
        w.key("clause");
        w.value(f.clause.id());
        w.key("recorded");
        write_seconds(w, f.recorded_ms);
        w.key("expected");
        write_seconds(w, f.expected_ms);
        w.key("last_ply");
        if (f.count > 1) w.value(static_cast<std::uint64_t>(f.last_ply));
        else w.null();
        w.key("count");
        w.value(static_cast<std::uint64_t>(f.count));
        w.key("text");
        w.value(std::string_view(prose::describe(f)));
        w.end_object();
    }
    w.end_array();
    w.key("flag");
    if (l.flag) {
        w.begin_object();
        w.key("ply");
        w.value(static_cast<std::uint64_t>(l.flag->ply));
        w.key("side");
        w.value(name(l.flag->side));
        w.key("plies_after");
        w.value(static_cast<std::uint64_t>(l.flag->plies_after));
        w.end_object();
    } else {
        w.null();
    }
    w.end_object();
}

// ---- the adjudication the record states --------------------------------------------------------

//! A game's `adjudication`: null when the record states none, else {source, text, claim, verdict,
//! clause, evidence: {basis, text, side, by_claim, recorded, ply, fen, move, uci, clauses, plies,
//! count, in_check, argument, clock}} (report/schema.hpp: adjudication, adjudication_evidence).
inline void write_adjudication(json_writer& w, const audit::record_result& r) {
    if (!r.adjudication) {
        w.null();
        return;
    }
    const audit::adjudication_check& a = *r.adjudication;
    const audit::adjudication_evidence& e = a.evidence;
    w.begin_object();
    w.key("source");
    w.value(audit::name(a.read.source));
    w.key("text");
    w.value(pgn::to_utf8(a.read.text));
    w.key("claim");
    w.value(audit::name(a.read.claim));
    w.key("verdict");
    w.value(audit::name(a.verdict));
    w.key("clause");
    if (a.clause) w.value(a.clause->id());
    else w.null();
    w.key("evidence");
    w.begin_object();
    w.key("basis");
    w.value(audit::name(e.basis));
    w.key("text");
    w.value(prose::describe_evidence(a));
    w.key("side");
    if (e.side) w.value(name(*e.side));
    else w.null();
    w.key("by_claim");
    w.value_or_null(e.by_claim);
    w.key("recorded");
    w.value_or_null(e.recorded);
    w.key("ply");
    w.value(std::uint64_t{e.ply});
    w.key("fen");
    if (e.board) w.value(to_fen(*e.board).view());
    else w.null();
    w.key("move");
    w.value_or_null(pgn::to_utf8(a.read.move));
    w.key("uci");
    if (e.named) w.value(to_uci(*e.named).view());
    else w.null();
    w.key("clauses");
    w.begin_array();
    for (const spec::clause_ref c : e.clauses) w.value(c.id());
    w.end_array();
    w.key("plies");
    w.begin_array();
    for (const std::size_t p : e.plies) w.value(std::uint64_t{p});
    w.end_array();
    w.key("count");
    w.value(std::uint64_t{e.count});
    w.key("in_check");
    w.value(e.in_check);
    w.key("argument");
    if (e.argument && e.board) write_mate_answer(w, *e.board, *e.argument);
    else w.null();
    w.key("clock");
    if (e.forfeit) {
        w.begin_object();
        w.key("evidence");
        w.value(clock::to_string(e.forfeit->evidence));
        w.key("ply");
        w.value(static_cast<std::uint64_t>(e.forfeit->ply));
        w.key("seconds");
        if (e.forfeit->clock_ms >= 0) write_seconds(w, e.forfeit->clock_ms);
        else w.null();
        w.end_object();
    } else {
        w.null();
    }
    w.end_object();
    w.end_object();
}

//! One game's object on one line, with its newline: what `chesslaw audit --jsonl` prints for it
//! (schema chesslaw-audit/3, keys in the documented order). Written straight into the line
//! (json_writer), without a document: most games are clean, and this is the audit's hot output.
inline std::string game_json_line(const pgn::game& g, std::string_view file, const audit::record_result& r, const game_view& v) {
    json_writer w;
    w.reserve(512 + 64 * g.tags.size());
    w.begin_object();
    w.key("type");
    w.value("game");
    w.key("schema");
    w.value(audit_schema);
    w.key("game");
    w.value(std::uint64_t{g.index});
    w.key("file");
    w.value(file);
    w.key("line");
    w.value(std::uint64_t{g.start.line});
    w.key("tags"); // every tag pair, the first occurrence of a name wins
    w.begin_object();
    // ASCII text is its own to_utf8 (no copy then); a name in ASCII equals another's to_utf8
    // exactly when the raw names are equal (to_utf8 turns every byte >= 0x80 into such bytes).
    const auto ascii = [](std::string_view s) { // eight bytes at a time (the last eight overlapping): is any high bit set?
        const char* const p = s.data();
        const std::size_t n = s.size();
        std::uint64_t high = 0;
        if (n >= 8) {
            std::uint64_t w;
            for (std::size_t i = 0; i + 8 <= n; i += 8) {
                std::memcpy(&w, p + i, 8);
                high |= w;
            }
            std::memcpy(&w, p + n - 8, 8);
            high |= w;
        } else if (n >= 4) {
            std::uint32_t a, b;
            std::memcpy(&a, p, 4);
            std::memcpy(&b, p + n - 4, 4);
            high = a | b;
        } else {
            for (std::size_t i = 0; i < n; ++i) high |= static_cast<unsigned char>(p[i]);
        }
        return (high & 0x8080808080808080ull) == 0;
    };
    // A name is compared with the earlier ones only when an earlier name had its length and first
    // byte (one bit of 64 for the pair; names to_utf8 would change are always compared).
    std::uint64_t names_seen = 0;
    for (std::size_t i = 0; i < g.tags.size(); ++i) {
        const pgn::tag& t = g.tags[i];
        const bool plain_name = ascii(t.name);
        const std::uint64_t name_bit = plain_name && !t.name.empty()
                                           ? std::uint64_t{1} << ((t.name.size() * 7 + static_cast<unsigned char>(t.name[0])) & 63)
                                           : ~std::uint64_t{0};
        bool seen = false;
        if (names_seen & name_bit)
            for (std::size_t j = 0; j < i && !seen; ++j)
                seen = plain_name ? g.tags[j].name == t.name : pgn::to_utf8(g.tags[j].name) == pgn::to_utf8(t.name);
        names_seen |= name_bit;
        if (seen) continue;
        if (plain_name) w.key(std::string_view(t.name));
        else w.key(std::string_view(pgn::to_utf8(t.name)));
        if (ascii(t.value)) w.value(std::string_view(t.value));
        else w.value(std::string_view(pgn::to_utf8(t.value)));
    }
    w.end_object();
    w.key("plies");
    w.value(std::uint64_t{r.plies});
    w.key("status");
    w.value(audit::name(r.status));
    w.key("start_position");
    if (r.start_position) {
        const audit::start_verdict& sv = *r.start_position;
        write_legality_report(w, pgn::to_utf8(sv.fen), sv.report, &sv.at);
    } else {
        w.null();
    }
    w.key("first_illegal");
    std::string first; // breaches[0], written once
    std::optional<prose::ply_citations> cites; // the plies the breaches cite, in SAN: replayed once for the game
    if (r.move_illegal) cites.emplace(*r.start, r.moves->moves, g.moves);
    if (r.move_illegal) {
        json_writer f;
        write_breach(f, *cites, r.moves->breaches.front(), r.breach_tokens.front());
        first = f.take();
        w.raw(first);
    } else {
        w.null();
    }
    w.key("breaches");
    w.begin_array();
    if (r.move_illegal)
        for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) {
            if (i == 0) w.raw(first);
            else write_breach(w, *cites, r.moves->breaches[i], r.breach_tokens[i]);
        }
    w.end_array();
    // null, or {line, column, <text_key>}: where the replay stopped, why the record is unreadable
    // A reader's finding may name a second place (an unclosed variation's tag section or result,
    // the next game's tag line): written as `cited` {line, column}, never inside the words.
    const auto cited = [&](const std::optional<pgn::pgn_error>& reader) {
        w.key("cited");
        write_place(w, reader ? reader->cited : pgn::source_pos{});
    };
    const auto where = [&](const std::optional<audit::record_error>& e, std::string_view text_key) {
        if (!e) return w.null();
        w.begin_object();
        w.key("line");
        w.value(std::uint64_t{e->at.line});
        w.key("column");
        w.value(std::uint64_t{e->at.column});
        w.key(text_key);
        w.value(prose::describe(*e, r, prose::second_place::apart));
        cited(e->reader);
        w.end_object();
    };
    w.key("replay_stopped");
    where(r.stop, "reason");
    w.key("end"); // null, or {ply, clause, kind, result, evidence, fen, after_breach}
    if (const audit::game_end* e = r.end()) {
        w.begin_object();
        w.key("ply");
        w.value(std::uint64_t{e->ply});
        w.key("clause");
        w.value(e->clause.id());
        w.key("kind");
        w.value(audit::name(e->kind));
        w.key("result");
        w.value(e->result);
        w.key("evidence");
        w.value(prose::evidence(*r.start, g.moves, *e));
        w.key("fen");
        w.value(to_fen_string(e->at));
        w.key("after_breach");
        w.value(e->after_breach);
        w.key("argument");
        if (e->dead) write_mate_answer(w, e->at, *e->dead);
        else w.null();
        w.end_object();
    } else {
        w.null();
    }
    // the record's result against the Laws: {tag, movetext, by_laws, findings, warnings, undecided}
    const auto findings = [&](const std::vector<audit::result_finding>& fs) {
        w.begin_array();
        for (const auto& f : fs) {
            w.begin_object();
            w.key("clause");
            w.value(f.clause.id());
            w.key("kind");
            w.value(audit::name(f.kind));
            w.key("text");
            w.value(prose::describe(f, r));
            w.key("line");
            w.value(std::uint64_t{f.at.line});
            w.key("column");
            w.value(std::uint64_t{f.at.column});
            w.key("argument");
            if (f.argument && r.moves) write_mate_answer(w, r.moves->final_position, *f.argument);
            else w.null();
            w.key("by_laws");
            w.value_or_null(f.by_laws);
            w.key("platform_rule");
            if (f.platform != audit::platform_rule::none) w.value(audit::name(f.platform));
            else w.null();
            w.end_object();
        }
        w.end_array();
    };
    w.key("result");
    w.begin_object();
    w.key("tag");
    w.value_or_null(r.result.tag);
    w.key("movetext");
    w.value_or_null(r.result.movetext);
    w.key("by_laws");
    w.value_or_null(r.result.by_laws);
    w.key("findings");
    findings(r.result.findings);
    w.key("warnings");
    findings(r.result.warnings);
    w.key("undecided");
    findings(r.result.undecided);
    w.end_object();
    w.key("claims"); // [{ply, clause, side, text}]
    w.begin_array();
    for (const auto& c : r.claims()) {
        w.begin_object();
        w.key("ply");
        w.value(std::uint64_t{c.ply});
        w.key("clause");
        w.value(c.clause.id());
        w.key("side");
        w.value(name(c.claimant));
        w.key("text");
        w.value(prose::describe(*r.start, g.moves, c));
        w.end_object();
    }
    w.end_array();
    w.key("repairs");
    write_repairs_json(w, r.repairs);
    w.key("error");
    where(r.error, "message");
    w.key("warnings");
    w.begin_array();
    for (const auto& x : r.warnings) {
        w.begin_object();
        w.key("line");
        w.value(std::uint64_t{x.at.line});
        w.key("column");
        w.value(std::uint64_t{x.at.column});
        w.key("code");
        w.value(audit::code(x));
        w.key("message");
        w.value(prose::describe(x, prose::second_place::apart));
        cited(x.reader);
        w.end_object();
    }
    w.end_array();
    w.key("clock");
    write_clock(w, r.clock());
    w.key("irregularities");
    write_irregularities(w, r.irregularities);
    w.key("adjudication");
    write_adjudication(w, r);
    w.key("findings"); // the game's findings as the text and SARIF show them (report/findings.hpp's view, walked)
    w.begin_array();
    for (const game_finding& f : v.findings) {
        w.begin_object();
        w.key("level");
        w.value(name(f.level));
        w.key("rule");
        w.value(f.rule());
        w.key("about");
        w.value(name(f.about));
        w.key("line");
        w.value(std::uint64_t{f.at.line});
        w.key("column");
        w.value(std::uint64_t{f.at.column});
        w.key("clauses");
        w.begin_array();
        for (const auto c : f.cited) w.value(c.id());
        w.end_array();
        w.key("message");
        w.value(f.message());
        w.key("cited");
        write_place(w, f.second);
        w.end_object();
    }
    w.end_array();
    w.end_object();
    w.text("\n");
    return w.take();
}

//! The line of a game whose view is built here (a caller that renders the game in other formats
//! too builds the view once and passes it).
inline std::string game_json_line(const pgn::game& g, std::string_view file, const audit::record_result& r) {
    return game_json_line(g, file, r, view_of(g, r));
}

//! One game's object as a document (the same object game_json_line writes).
inline nlohmann::ordered_json game_json(const pgn::game& g, std::string_view file, const audit::record_result& r) {
    return nlohmann::ordered_json::parse(game_json_line(g, file, r));
}

//! The summary object: {type, schema, games, plies, clean, illegal, unreadable, inconsistent, clauses, ends, clock_findings, inputs, seconds}.
inline void write_summary(json_writer& w, const audit_totals& t, double seconds) {
    w.begin_object();
    w.key("type");
    w.value("summary");
    w.key("schema");
    w.value(audit_schema);
    w.key("games");
    w.value(t.games);
    w.key("plies");
    w.value(t.plies);
    w.key("clean");
    w.value(t.clean);
    w.key("illegal");
    w.value(t.illegal);
    w.key("unreadable");
    w.value(t.unreadable);
    w.key("inconsistent");
    w.value(t.inconsistent);
    const auto counts = [&](const std::map<std::string, std::uint64_t>& m) {
        w.begin_object();
        for (const auto& [id, n] : m) {
            w.key(std::string_view(id));
            w.value(n);
        }
        w.end_object();
    };
    w.key("clauses");
    counts(t.clauses);
    w.key("ends");
    counts(t.ends);
    w.key("clock_findings");
    counts(t.clock_findings);
    w.key("inputs");
    w.begin_array();
    for (const auto& i : t.inputs) {
        w.begin_object();
        w.key("file");
        w.value(std::string_view(i.file));
        w.key("games");
        w.value(i.games);
        w.key("lines");
        w.value(i.lines);
        w.end_object();
    }
    w.end_array();
    w.key("seconds");
    w.value(seconds);
    w.end_object();
}

inline nlohmann::ordered_json summary_json(const audit_totals& t, double seconds) {
    return as_document([&](json_writer& w) { write_summary(w, t, seconds); });
}

//! The summary object on one line, with its newline.
inline std::string summary_json_line(const audit_totals& t, double seconds) {
    json_writer w;
    write_summary(w, t, seconds);
    w.text("\n");
    return w.take();
}

} // namespace chesslaw::report
