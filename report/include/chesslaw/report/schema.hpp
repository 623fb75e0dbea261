#pragma once
//! The one source of the `chesslaw-audit/3` schema: each object of `chesslaw audit --jsonl` with
//! its fields, in the order written, each with its JSON type and meaning. Read by the tests that
//! the writer (report/json.hpp) writes exactly these keys in this order (unit.report_schema), by
//! `--merge` (tools/cli/audit_merge.cpp: the summary's keys), and by the docs (docs/jsonl.md lists
//! exactly the fields of `game` and `summary`: unit.report_schema reads the page).

#include <array>
#include <span>
#include <string_view>

namespace chesslaw::report::schema {

//! A field: its key, its JSON type ("string", "count", "number", "bool", "object", "array", with
//! "|null" when it may be null) and its meaning in a few words.
struct field {
    std::string_view name;
    std::string_view type;
    std::string_view meaning;
};

//! An object of the schema: its name and fields in the order written.
struct object {
    std::string_view name;
    std::span<const field> fields;
};

inline constexpr field game_fields[] = {
    {"type", "string", "\"game\""},
    {"schema", "string", "chesslaw-audit/3"},
    {"game", "count", "1-based index of the game in its file"},
    {"file", "string", "the file as given (<stdin> for standard input)"},
    {"line", "count", "the line where the game starts"},
    {"tags", "object", "every tag pair, first occurrence wins, UTF-8"},
    {"plies", "count", "legal plies replayed"},
    {"status", "string", "clean | illegal | inconsistent | unreadable"},
    {"start_position", "object|null", "the 3.10.3 verdict on the FEN tag's position"},
    {"first_illegal", "object|null", "breaches[0]"},
    {"breaches", "array", "every illegal move, in order (breach)"},
    {"replay_stopped", "object|null", "where the replay stopped after a breach"},
    {"end", "object|null", "how the game ended under Articles 5 and 9"},
    {"result", "object", "the result as recorded and as the Laws give it"},
    {"claims", "array", "draws the record let a player claim (claim)"},
    {"repairs", "array", "an illegal record's verified repairs (repair)"},
    {"error", "object|null", "what could not be read"},
    {"warnings", "array", "the reader's and the audit's warnings"},
    {"clock", "object|null", "the clocks on the record, Article 6 (clock)"},
    {"irregularities", "array", "each breach under Article 7.5, counted or not (irregularity)"},
    {"adjudication", "object|null", "the adjudication the record states, checked against the Laws (adjudication)"},
    {"findings", "array", "the game's findings as the text and SARIF show them, in their order (finding)"},
};

inline constexpr field summary_fields[] = {
    {"type", "string", "\"summary\""},
    {"schema", "string", "chesslaw-audit/3"},
    {"games", "count", "games read"},
    {"plies", "count", "legal plies replayed"},
    {"clean", "count", "games with status clean"},
    {"illegal", "count", "games with status illegal"},
    {"unreadable", "count", "games with status unreadable"},
    {"inconsistent", "count", "games with status inconsistent"},
    {"clauses", "object", "clause ID -> games with a finding under it"},
    {"ends", "object", "clause ID -> games that ended by it"},
    {"clock_findings", "object", "clock finding kind -> findings"},
    {"inputs", "array", "each input file, its games and lines (input)"},
    {"seconds", "number", "time taken"},
};

inline constexpr field breach_fields[] = {
    {"ply", "count", "1-based half-move index from the start position"},
    {"move_number", "count", "the move number"},
    {"side", "string", "white | black"},
    {"san", "string", "the move as written"},
    {"uci", "string|null", "the move the SAN can only mean; null: no piece could"},
    {"fen", "string", "the position before the move, as it physically stood"},
    {"line", "count", "line of the SAN token"},
    {"column", "count", "column of the SAN token"},
    {"clauses", "array", "IDs violated"},
    {"violations", "array", "judge --json's violations"},
    {"resolution", "string", "illegal | unreachable | no_such_piece"},
    {"headline", "string", "the text finding"},
};

inline constexpr field end_fields[] = {
    {"ply", "count", "plies after which the game was over"},
    {"clause", "string", "5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2"},
    {"kind", "string", "checkmate | stalemate | dead_position | fivefold_repetition | seventy_five_moves"},
    {"result", "string", "1-0 | 0-1 | 1/2-1/2"},
    {"evidence", "string", "for people, plies cited in SAN"},
    {"fen", "string", "the position at the end"},
    {"after_breach", "bool", "the end came after an illegal move"},
    {"argument", "object|null", "a dead position's proof"},
};

inline constexpr field result_fields[] = {
    {"tag", "string|null", "the Result tag as written"},
    {"movetext", "string|null", "the movetext's result"},
    {"by_laws", "string|null", "the result the Laws give the record"},
    {"findings", "array", "result findings (result_finding): the result recorded is not the Laws'"},
    {"warnings", "array", "what the Laws contradict without changing the result recorded (result_finding)"},
    {"undecided", "array", "questions not decided (result_finding)"},
};

inline constexpr field result_finding_fields[] = {
    {"clause", "string", "the clause"},
    {"kind", "string", "moves_after_end | result_contradicts_end | time_forfeit_drawn | resignation_drawn | winner_may_not_mate | second_illegal_move | adjudication_contradicted | points_outside_laws"},
    {"text", "string", "the finding in words"},
    {"line", "count", "where"},
    {"column", "count", "where"},
    {"argument", "object|null", "the analysis of the final position"},
    {"by_laws", "string|null", "the result the Laws give with this finding (null: none, the game was not over)"},
    {"platform_rule", "string|null", "lichess_insufficient_material | chesscom_insufficient_material: the platform's own rule the claim follows"},
};

inline constexpr field repair_fields[] = {
    {"edits", "array", "{ply, op, san} each"},
    {"kind", "string", "the kind of repair"},
    {"text", "string", "the repair in words"},
};

inline constexpr field clock_fields[] = {
    {"control", "object", "the control the ledger ran on (clock_control)"},
    {"plies_with_clock", "count", "plies with a clock reading"},
    {"derived", "bool", "the clocks were derived from an engine tool's move times (cutechess, fastchess)"},
    {"convention", "string", "unknown | no_increment | after_move | increment_first"},
    {"findings", "array", "the clock's findings (clock_finding)"},
    {"flag", "object|null", "evidence of a flag fall (clock_flag)"},
};

inline constexpr field clock_control_fields[] = {
    {"tag", "string|null", "the TimeControl tag as written"},
    {"source", "string", "tag | clocks (inferred from the readings)"},
    {"periods", "array", "{moves, seconds, increment, delay} each; {white, black} when the sides' differ"},
    {"category", "string", "standard | rapid | blitz | unknown"},
    {"clause", "string|null", "the clause the category rests on (A.1, B.1)"},
};

inline constexpr field clock_finding_fields[] = {
    {"ply", "count", "1-based ply"},
    {"side", "string", "white | black"},
    {"kind", "string", "gain | mismatch | wrong_side | missing | zero_artefact | flag | forfeit_unsupported | control_contradicted"},
    {"clause", "string", "6.3.1, 6.9, 6.10.1"},
    {"recorded", "number|null", "seconds as recorded"},
    {"expected", "number|null", "seconds expected"},
    {"last_ply", "count|null", "a run reported as one finding (mismatch, missing, wrong_side): its last ply; null: one ply"},
    {"count", "count", "the findings of the run (1: one ply)"},
    {"text", "string", "the finding in words"},
};

inline constexpr field clock_flag_fields[] = {
    {"ply", "count", "1-based ply where the clock reads zero"},
    {"side", "string", "white | black"},
    {"plies_after", "count", "plies the record goes on after it"},
};

inline constexpr field irregularity_fields[] = {
    {"ply", "count", "1-based ply of the breach"},
    {"side", "string", "white | black: who made it"},
    {"kind", "string", "completed_illegal | promotion_without_piece | null_move"},
    {"clause", "string", "7.5.1 | 7.5.2 | 7.5.3"},
    {"counted", "bool", "a completed illegal move of that player"},
    {"why_not_counted", "string|null", "game_over | dgt_end_signal | clock_not_pressed | transcription_slip (null when counted)"},
    {"repair", "string|null", "the best repair's kind that explains it"},
    {"nth", "count", "counted: the player's completed illegal moves so far, this one included (0: not counted)"},
    {"category", "string", "standard | rapid | blitz | unknown"},
    {"decided_by", "array", "the clauses that decide what follows (7.5.5; A.3, A.4, A.5.2)"},
    {"extra_time", "object", "the opponent's extra time: {expected_seconds, seen} (extra_time)"},
    {"text", "string", "the irregularity in words"},
};

inline constexpr field extra_time_fields[] = {
    {"expected_seconds", "count|null", "120 (7.5.5), 60 (A.3), null: none due or category unknown"},
    {"seen", "bool|null", "the opponent's next reading shows it; null: the record cannot tell"},
};

inline constexpr field adjudication_fields[] = {
    {"source", "string", "termination (a Termination or TerminationDetails tag) | comment (after the last move)"},
    {"text", "string", "the claim as written"},
    {"claim", "string", "illegal_move | checkmate | stalemate | threefold | fifty_moves | insufficient_material | time | resignation | outside_laws"},
    {"verdict", "string", "confirmed | contradicted | not_checkable"},
    {"clause", "string|null", "the claim's clause (3.10.2, 5.1.1, 5.2.1, 9.2.1.2, 9.3.2, 5.2.2, 6.9, 5.1.2); null: outside the Laws"},
    {"evidence", "object", "what the verdict rests on (adjudication_evidence)"},
};

inline constexpr field adjudication_evidence_fields[] = {
    {"basis", "string", "the reason of the verdict (audit::adjudication_basis)"},
    {"text", "string", "the verdict and its evidence in words"},
    {"side", "string|null", "white | black: the side the claim names (or the result gives)"},
    {"by_claim", "string|null", "the result the claim gives under the Laws"},
    {"recorded", "string|null", "the result recorded"},
    {"ply", "count", "plies after which the position the claim concerns stood"},
    {"fen", "string|null", "that position"},
    {"move", "string|null", "illegal_move: the move named, as written"},
    {"uci", "string|null", "illegal_move: the move it is read as"},
    {"clauses", "array", "illegal_move: the clauses the move breaks"},
    {"plies", "array", "threefold: the plies after which the position stood"},
    {"count", "count", "fifty_moves: the halfmove count; checkmate, stalemate: legal moves"},
    {"in_check", "bool", "checkmate, stalemate: the side to move is in check"},
    {"argument", "object|null", "insufficient_material, and a draw after a resignation or flag: the can-mate analysis"},
    {"clock", "object|null", "time: {evidence (flag | near_zero | time_left | unrecorded_turn | no_clock), ply, seconds}"},
};

inline constexpr field input_fields[] = {
    {"file", "string", "the input file as given"},
    {"games", "count", "its games"},
    {"lines", "count", "its lines"},
};

inline constexpr field error_fields[] = {
    {"line", "count", "where"},
    {"column", "count", "where"},
    {"message", "string", "what could not be read, in words"},
    {"cited", "object|null", "a second place the reader's finding names: {line, column}"},
};

inline constexpr field stop_fields[] = {
    {"line", "count", "where"},
    {"column", "count", "where"},
    {"reason", "string", "why the replay stopped, in words"},
    {"cited", "object|null", "a second place the reader's finding names: {line, column}"},
};

inline constexpr field warning_fields[] = {
    {"line", "count", "where"},
    {"column", "count", "where"},
    {"code", "string", "the reader's or the audit's code"},
    {"message", "string", "the warning in words"},
    {"cited", "object|null", "a second place the reader's finding names: {line, column}"},
};

inline constexpr field finding_fields[] = {
    {"level", "string", "error | warning | note"},
    {"rule", "string", "the clause it is a finding under, or a code (a warning's, unreadable, replay_stopped, repairs)"},
    {"about", "string", "warning | start | unreadable | breach | replay_stop | repairs | result | end | undecided | claim | clock | watcher | irregularity | adjudication"},
    {"line", "count", "where"},
    {"column", "count", "where"},
    {"clauses", "array", "every clause it cites, the rule first"},
    {"message", "string", "the text's headline (a second place not in words: cited)"},
    {"cited", "object|null", "a second place the reader's finding names: {line, column}"},
};

inline constexpr object game{"game", game_fields};
inline constexpr object summary{"summary", summary_fields};
inline constexpr object breach{"breach", breach_fields};
inline constexpr object end{"end", end_fields};
inline constexpr object result{"result", result_fields};
inline constexpr object result_finding{"result_finding", result_finding_fields};
inline constexpr object repair{"repair", repair_fields};
inline constexpr object input{"input", input_fields};
inline constexpr object error{"error", error_fields};
inline constexpr object stop{"replay_stopped", stop_fields};
inline constexpr object warning{"warning", warning_fields};
inline constexpr object clock{"clock", clock_fields};
inline constexpr object clock_control{"clock_control", clock_control_fields};
inline constexpr object clock_finding{"clock_finding", clock_finding_fields};
inline constexpr object clock_flag{"clock_flag", clock_flag_fields};
inline constexpr object finding{"finding", finding_fields};
inline constexpr object irregularity{"irregularity", irregularity_fields};
inline constexpr object extra_time{"extra_time", extra_time_fields};
inline constexpr object adjudication{"adjudication", adjudication_fields};
inline constexpr object adjudication_evidence{"adjudication_evidence", adjudication_evidence_fields};

inline constexpr std::array objects{game, summary, breach, end, result, result_finding, repair, input, error, stop, warning,
                                    clock, clock_control, clock_finding, clock_flag, irregularity, extra_time,
                                    adjudication, adjudication_evidence, finding};

//! The first field of `o` that `has(key)` denies, or "" when it has them all.
template <class Has>
constexpr std::string_view first_missing(const object& o, Has&& has) {
    for (const field& f : o.fields)
        if (!has(f.name)) return f.name;
    return {};
}

} // namespace chesslaw::report::schema
