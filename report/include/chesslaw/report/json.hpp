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
//! Every object has "type" ("game" | "summary") and "schema". The version changes on an
//! incompatible change; fields may be added within a version. One ply convention: `ply` is
//! 1-based (the n-th half-move from the game's start position); for people, a move number and side.
//! /2 (from /1): `start_position`; "illegal" may come with a null `first_illegal` and a non-null `error`.
//! /3 (from /2): every `ply` 1-based (a witness's was 0-based), a witness of the game names its move;
//! `breaches`, `replay_stopped`; then, within /3: status "inconsistent", `end`, `result`, `claims`,
//! `repairs`, summary `inconsistent`, `ends` and `inputs`.
//!
//! Game object, keys in this order:
//! - type "game", schema, game (1-based index in its file), file (as given; "<stdin>"), line (where
//!   the game starts), tags (every tag pair, first occurrence wins, UTF-8), plies (legal plies
//!   replayed: all of them when clean, those before the first finding otherwise);
//! - status: "clean" | "illegal" (a breach of Article 3: a move, or the start position) |
//!   "inconsistent" (no breach, but the result or moves recorded after the end contradict Articles
//!   5, 6.9 or 9: result.findings is not empty) | "unreadable" (error is non-null);
//! - start_position: null (no FEN tag read) or the 3.10.3 verdict, legality_report_json's object
//!   plus the tag's line and column;
//! - first_illegal: null or breaches[0];
//! - breaches: every illegal move in order, each {ply, move_number, side, san, uci (null: no piece could
//!   mean it), fen (before the move, the board as it physically stood), line, column, clauses,
//!   violations [{clause, title, text_ru, text_en, evidence [witness]}], resolution
//!   (illegal | unreachable | no_such_piece), headline};
//! - replay_stopped: null or {line, column, reason}: the replay stopped after a breach there;
//! - end: null (the game was not over) or {ply (1-based count of the plies after which the game was
//!   over; 0 = the start position), clause (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), kind (checkmate |
//!   stalemate | dead_position | fivefold_repetition | seventy_five_moves), result ("1-0" | "0-1" |
//!   "1/2-1/2"), evidence (for people, plies cited in the record's SAN), fen (the position at the
//!   end), after_breach (the end came on the board as it stood after an illegal move), argument
//!   (dead_position: the proof that neither side can checkmate, report/mate_json.hpp's object;
//!   null otherwise)};
//! - result: {tag (the Result tag as written; null: none), movetext (the movetext's result; null:
//!   none), by_laws (the result the Laws give the record, "1-0" | "0-1" | "1/2-1/2"; null when they
//!   do not decide it: a resignation, an agreement, a flag — what the record says stands), findings
//!   [{clause, kind (moves_after_end | result_contradicts_end | time_forfeit_drawn (6.9) |
//!   resignation_drawn (5.1.2)), text, line, column, argument (time_forfeit_drawn,
//!   resignation_drawn, winner_may_not_mate: the analysis of the final position, report/mate_json.hpp's
//!   object; null otherwise)}] (each a finding: status inconsistent unless
//!   the game is illegal or unreadable), undecided [same keys; kind winner_may_not_mate]: questions
//!   the certain rules do not decide, never findings};
//! - claims: [{ply (the plies after which the claim was open; the claimant had the move), clause
//!   (9.2.1.1 | 9.2.1.2 | 9.3.1 | 9.3.2), side (the claimant: white | black), text}]: draws the record
//!   let a player claim before the end (information, not findings);
//! - repairs: [{edits: [{ply (1-based index of the written move), op ("replace" | "insert" |
//!   "delete"), san (the new move; null for delete; an inserted move goes before that ply)}], kind
//!   (dgt_end_signal | other_piece | square_off | squares_swapped | swapped_moves | missing_move |
//!   piece_letter | extra_move | other_move | two_errors), text}]: the verified repairs of an illegal
//!   record, best first (audit/repair.hpp; [] for every other record);
//! - error: null or {line, column, message}; warnings: [{line, column, code, message}].
//! Summary object: type "summary", schema, games, plies, clean, illegal, unreadable, inconsistent,
//! clauses {clause ID: games with a finding under it, each clause once a game}, ends {clause ID:
//! games that ended by it}, inputs [{file, games, lines (line breaks read: CR, LF or CRLF one each)}]
//! in order (what `audit --merge` continues the numbering of a later part of one stream from), seconds.
//! A witness: {fact, at?, by?, piece?, pinned, ply?, move? (the game's ply for people, "4. Rg1"),
//! game_move? (UCI), text}.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/judge_text.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
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

//! {"fact", "at"?, "by"?, "piece"?, "pinned", "ply"?, "move"?, "game_move"?, "text"}; `game` holds
//! the moves played before (a witness's ply indexes it). "ply" is 1-based (the n-th half-move of
//! the game); with the game's `start`, "move" cites it for people ("4. Rg1") and the text does too.
inline nlohmann::ordered_json witness_json(const rules::witness& w, std::span<const move> game, const position* start = nullptr) {
    nlohmann::ordered_json j;
    j["fact"] = std::string(to_string(w.what));
    if (w.at != square::none) j["at"] = square_name(w.at); // witness fields: one convention (at, by, from, to), see docs/jsonl.md, "Witness fields"
    if (w.by != square::none) j["by"] = square_name(w.by);
    if (w.pc != piece::none) j["piece"] = piece_name(w.pc);
    j["pinned"] = w.pinned;
    const bool in_game = w.ply >= 0 && static_cast<std::size_t>(w.ply) < game.size();
    if (w.ply >= 0) {
        j["ply"] = w.ply + 1;
        if (in_game && start) j["move"] = audit::cite_ply(*start, game, static_cast<std::size_t>(w.ply));
        if (in_game) j["game_move"] = to_uci_string(game[static_cast<std::size_t>(w.ply)]);
    }
    j["text"] = start ? audit::describe_in_game(w, *start, game) : describe(w);
    return j;
}

//! The witnesses of one finding, each as witness_json.
inline nlohmann::ordered_json evidence_json(const rules::finding& f, std::span<const move> game, const position* start = nullptr) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (int i = 0; i < f.witness_count; ++i) a.push_back(witness_json(f.witnesses[static_cast<std::size_t>(i)], game, start));
    return a;
}

//! {"clause", "title", "text_ru", "text_en", "evidence": [...]}
inline nlohmann::ordered_json violation_json(const rules::finding& f, std::span<const move> game, const position* start = nullptr) {
    nlohmann::ordered_json v;
    v["clause"] = std::string(f.clause.id());
    v["title"] = std::string(f.clause->title);
    v["text_ru"] = std::string(f.clause->text_ru);
    v["text_en"] = std::string(f.clause->text_en);
    v["evidence"] = evidence_json(f, game, start);
    return v;
}

//! Every violated clause of a judgement, the verdict (3.10.2) first when it is violated.
inline nlohmann::ordered_json violations_json(const judgement& jd, std::span<const move> game, const position* start = nullptr) {
    nlohmann::ordered_json violations = nlohmann::ordered_json::array();
    if (jd.verdict_finding.result == rules::outcome::violated) violations.push_back(violation_json(jd.verdict_finding, game, start));
    for (const rules::finding& f : jd)
        if (f.result == rules::outcome::violated) violations.push_back(violation_json(f, game, start));
    return violations;
}

// ---- a 3.10.3 verdict --------------------------------------------------------------------------

//! {"rule", "text", "squares": [...]}
inline nlohmann::ordered_json legality_argument_json(const legality::argument& a) {
    nlohmann::ordered_json sq = nlohmann::ordered_json::array();
    for (const square s : a.squares) sq.push_back(square_name(s));
    return {{"rule", legality::to_string(a.kind)}, {"text", a.text}, {"squares", sq}};
}

//! {"fen", "verdict": "illegal"|"reachable"|"unknown", "clause", "arguments": [{"rule", "text",
//! "squares"}], "proof_game": [UCI…] (only when reachable), "searched": {"nodes", "ms"}}.
inline nlohmann::ordered_json legality_report_json(const std::string& fen, const legality::report& r) {
    nlohmann::ordered_json j;
    j["fen"] = fen;
    j["verdict"] = legality::to_string(r.result);
    j["clause"] = r.clause.id();
    nlohmann::ordered_json args = nlohmann::ordered_json::array();
    for (const auto& a : r.arguments) args.push_back(legality_argument_json(a));
    j["arguments"] = args;
    if (r.result == legality::verdict::reachable) {
        nlohmann::ordered_json game = nlohmann::ordered_json::array();
        for (const move m : r.proof_game) game.push_back(to_uci_string(m));
        j["proof_game"] = game;
    }
    j["searched"] = {{"nodes", r.searched.nodes}, {"ms", static_cast<std::uint64_t>(r.searched.ms + 0.5)}};
    return j;
}

// ---- an audited game ---------------------------------------------------------------------------

//! One breach: {ply (1-based), move_number, side, san, uci, fen, line, column, clauses, violations, resolution, headline}.
inline nlohmann::ordered_json breach_json(const position& start, const audit::game_result& r, const audit::first_illegal& f,
                                          const pgn::san_token& tok) {
    nlohmann::ordered_json fi;
    fi["ply"] = f.ply + 1;
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    fi["move_number"] = start.fullmove_number + (f.ply + black_first) / 2;
    fi["side"] = std::string(name(f.before.side_to_move));
    fi["san"] = std::string(f.san);
    if (f.resolved) fi["uci"] = to_uci_string(*f.resolved);
    else fi["uci"] = nullptr;
    fi["fen"] = to_fen_string(f.before);
    fi["line"] = tok.at.line;
    fi["column"] = tok.at.column;
    nlohmann::ordered_json ids = nlohmann::ordered_json::array();
    for (const auto c : f.clauses) ids.push_back(std::string(c.id()));
    fi["clauses"] = ids;
    if (f.judged) {
        fi["violations"] = violations_json(*f.judged, r.moves, &start);
    } else {
        nlohmann::ordered_json vs = nlohmann::ordered_json::array();
        for (const auto c : f.clauses)
            vs.push_back({{"clause", std::string(c.id())},
                          {"title", std::string(c->title)},
                          {"text_ru", std::string(c->text_ru)},
                          {"text_en", std::string(c->text_en)},
                          {"evidence", nlohmann::ordered_json::array()}});
        fi["violations"] = vs;
    }
    fi["resolution"] = std::string(name(f.resolution.kind));
    fi["headline"] = audit::headline(start, r, f);
    return fi;
}

//! The bytes of a JSON value on one line; bytes that are not UTF-8 replaced (U+FFFD), never an exception.
inline std::string json_text(const nlohmann::ordered_json& j) { return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace); }

//! A JSON value on one line, with its newline.
inline std::string json_line(const nlohmann::ordered_json& j) { return json_text(j) + "\n"; }

//! One game's object on one line, with its newline: what `chesslaw audit --jsonl` prints for it
//! (schema chesslaw-audit/3, keys in the documented order). Written straight into the line
//! (json_writer), without a document: most games are clean, and this is the audit's hot output;
//! only a FEN tag's verdict and the breaches, which clean games lack, go through nlohmann.
inline std::string game_json_line(const pgn::game& g, std::string_view file, const audit::record_result& r) {
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
    const auto ascii = [](std::string_view s) { // eight bytes at a time: is any high bit set?
        std::uint64_t high = 0;
        std::size_t i = 0;
        for (; i + 8 <= s.size(); i += 8) {
            std::uint64_t w;
            std::memcpy(&w, s.data() + i, 8);
            high |= w;
        }
        for (; i < s.size(); ++i) high |= static_cast<unsigned char>(s[i]);
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
        nlohmann::ordered_json sj = legality_report_json(pgn::to_utf8(sv.fen), sv.report);
        sj["line"] = sv.tag->at.line;
        sj["column"] = sv.tag->at.column;
        w.raw(json_text(sj));
    } else {
        w.null();
    }
    w.key("first_illegal");
    std::string first;
    if (r.move_illegal) {
        first = json_text(breach_json(*r.start, *r.moves, r.moves->breaches.front(), *r.breach_tokens.front()));
        w.raw(first);
    } else {
        w.null();
    }
    w.key("breaches");
    w.begin_array();
    if (r.move_illegal)
        for (std::size_t i = 0; i < r.moves->breaches.size(); ++i)
            w.raw(i == 0 ? first : json_text(breach_json(*r.start, *r.moves, r.moves->breaches[i], *r.breach_tokens[i])));
    w.end_array();
    // null, or {line, column, <text_key>}: where the replay stopped, why the record is unreadable
    const auto where = [&](const std::optional<audit::record_error>& e, std::string_view text_key) {
        if (!e) return w.null();
        w.begin_object();
        w.key("line");
        w.value(std::uint64_t{e->at.line});
        w.key("column");
        w.value(std::uint64_t{e->at.column});
        w.key(text_key);
        w.value(e->message);
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
    // the record's result against the Laws: {tag, movetext, by_laws, findings, undecided}
    const auto findings = [&](const std::vector<audit::result_finding>& fs) {
        w.begin_array();
        for (const auto& f : fs) {
            w.begin_object();
            w.key("clause");
            w.value(f.clause.id());
            w.key("kind");
            w.value(f.kind);
            w.key("text");
            w.value(f.text);
            w.key("line");
            w.value(std::uint64_t{f.at.line});
            w.key("column");
            w.value(std::uint64_t{f.at.column});
            w.key("argument");
            if (f.argument && r.moves) write_mate_answer(w, r.moves->final_position, *f.argument);
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
        w.value(x.code);
        w.key("message");
        w.value(x.message);
        w.end_object();
    }
    w.end_array();
    w.end_object();
    w.text("\n");
    return w.take();
}

//! One game's object as a document (the same object game_json_line writes).
inline nlohmann::ordered_json game_json(const pgn::game& g, std::string_view file, const audit::record_result& r) {
    return nlohmann::ordered_json::parse(game_json_line(g, file, r));
}

//! The summary object: {type, schema, games, plies, clean, illegal, unreadable, inconsistent, clauses, ends, inputs, seconds}.
inline nlohmann::ordered_json summary_json(const audit_totals& t, double seconds) {
    nlohmann::ordered_json j;
    j["type"] = "summary";
    j["schema"] = audit_schema;
    j["games"] = t.games;
    j["plies"] = t.plies;
    j["clean"] = t.clean;
    j["illegal"] = t.illegal;
    j["unreadable"] = t.unreadable;
    j["inconsistent"] = t.inconsistent;
    nlohmann::ordered_json c = nlohmann::ordered_json::object();
    for (const auto& [id, n] : t.clauses) c[id] = n;
    j["clauses"] = c;
    nlohmann::ordered_json e = nlohmann::ordered_json::object();
    for (const auto& [id, n] : t.ends) e[id] = n;
    j["ends"] = e;
    nlohmann::ordered_json in = nlohmann::ordered_json::array();
    for (const auto& i : t.inputs) in.push_back({{"file", i.file}, {"games", i.games}, {"lines", i.lines}});
    j["inputs"] = in;
    j["seconds"] = seconds;
    return j;
}

//! The summary object on one line, with its newline.
inline std::string summary_json_line(const audit_totals& t, double seconds) { return json_line(summary_json(t, seconds)); }

} // namespace chesslaw::report
