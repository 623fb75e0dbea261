#pragma once
//! Helpers shared by the `chesslaw` subcommands: the exit-status convention, warnings, reading
//! --fen with the kernel's readers (read_fen for play, read_board_fen for a board judged as it
//! stands; the same syntax errors for every subcommand, each repair a warning), the --fen and
//! --moves options, replaying a move list with a legality check on every move (common.cpp), and
//! CLI11 validators whose messages read as sentences. Every decision is the kernel's; these only
//! turn its typed answers into exit statuses and messages.
//!
//! Exit status — the same meaning in every subcommand (main.cpp maps exceptions to it; each
//! subcommand's --help ends with exit_status_help()):
//!   0  the command ran and the answer is "yes" or "clean": a legal move, a reachable (or not yet
//!      decided) position, a compliant touch sequence, a clean audit — or the command only prints
//!      what was asked (moves, perft, spec, trace).
//!   1  the answer is a finding: an illegal move (judge), an illegal position (legality), a
//!      touch-move violation (touch), an illegal or unreadable game (audit), a clause without a
//!      predicate (trace). The output says what was found.
//!   2  bad arguments or input that cannot be used: an unknown option, a value that cannot be read,
//!      a text that is not FEN, a --moves token that cannot be read or is not legal, a file that
//!      cannot be read or written — throw usage_error with a message naming the problem.
//!   3  internal error (an unexpected exception: a bug in chesslaw, please report it).
//! A subcommand that wants exit 1 after writing its output throws exit_request{exit_finding}.

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <iostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::cli {

inline constexpr int exit_ok = 0;
inline constexpr int exit_finding = 1;
inline constexpr int exit_usage = 2;
inline constexpr int exit_internal = 3;

//! The "Exit status:" paragraph every --help ends with, one line per code. `clean` says what exit
//! 0 means for this subcommand, `finding` what exit 1 means (empty: it never exits 1), `unusable`
//! examples of the unusable input of exit 2; a further line of any is indented under the first
//! ("\n     ...").
inline std::string exit_status_help(std::string_view clean, std::string_view finding = {}, std::string_view unusable = {}) {
    std::string t = "Exit status:\n  0  " + std::string(clean) + "\n";
    if (!finding.empty()) t += "  1  " + std::string(finding) + "\n";
    t += "  2  bad arguments or unusable input, with the error on stderr";
    if (!unusable.empty()) t += ":\n     " + std::string(unusable);
    t += "\n  3  internal error (a bug in chesslaw)";
    return t;
}

//! Bad input from the user; main() prints "chesslaw SUB: error: <what>" on stderr and exits 2.
//! The message may hold further lines (e.g. a caret under the offending character).
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

//! Ends the program with `code` once the subcommand has written its output.
struct exit_request {
    int code;
};

//! The command line as given (main sets it before parsing): SARIF's invocation.
inline std::vector<std::string>& command_line() {
    static std::vector<std::string> args;
    return args;
}

//! "chesslaw judge" while the judge runs (set by main.cpp before a subcommand parses): the prefix
//! of every message on stderr.
inline std::string& command_label() {
    static std::string label = "chesslaw";
    return label;
}

//! Prints "chesslaw SUB: warning: <what>" on stderr: the input was used, with a repair or a reading
//! the user should know about.
inline void warn(std::string_view what) {
    std::cout.flush();
    std::cerr << command_label() << ": warning: " << what << '\n';
}

//! "1 node", "2 nodes"; "1 ply", "2 plies" — a count with its noun in English.
inline std::string count_of(std::size_t n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

//! Two lines showing `text` with a caret under character `offset`, each indented by 4 spaces.
inline std::string caret_lines(std::string_view text, std::size_t offset) {
    std::string out = "\n    ";
    out += text;
    out += "\n    ";
    out.append(std::min(offset, text.size()), ' ');
    out += '^';
    return out;
}

// ---- names ---------------------------------------------------------------------------------

inline std::string square_name(square s) { return std::string(to_string(s).view()); }

//! The legal moves of p in UCI text, sorted (byte-wise, so "a7a8b" < "a7a8n" < "a7a8q" < "a7a8r").
inline std::vector<std::string> sorted_uci_moves(const position& p) {
    std::vector<std::string> out;
    for (const move m : legal_moves(p)) out.push_back(to_uci_string(m));
    std::sort(out.begin(), out.end());
    return out;
}

// ---- --fen: the kernel's readers, one syntax for every subcommand -----------------------------

namespace detail {

//! A usage_error for a FEN error: "--fen: castling field: unexpected 'X' (at offset 47)" and a caret.
[[noreturn]] inline void fen_usage_error(std::string_view text, const fen_error& e, std::string_view option) {
    std::string msg = std::string(option) + ": " + to_string(e);
    if (!text.empty()) msg += caret_lines(text, e.offset);
    throw usage_error(msg);
}

//! Each repair a FEN reader of the kernel made, as a warning naming the option.
inline void warn_repairs(std::span<const fen_error> repairs, std::string_view option) {
    for (const fen_error& e : repairs) warn(std::string(option) + ": " + describe_repair(e));
}

} // namespace detail

//! Reads the FEN given to `option` for a subcommand that plays moves in it (judge, moves, perft,
//! touch) with legality::read_position_with: the syntax first (a text that is not FEN gets the
//! same error as from `legality`), then what Article 3 needs (one king a side, …); an error is a
//! usage_error with the kernel's typed message and a caret. Repaired with a warning, as other
//! chess software does (fen_lenient): a castling right whose king or rook is off its square is
//! dropped, a fullmove number of 0 is read as 1.
//! With `chess960` (or a castling field naming rook files) the position is Chess960's (Guidelines
//! II): KQkq name the outermost rooks (X-FEN), castling moves are king-takes-rook (e1h1).
inline position read_fen(std::string_view text, std::string_view option = "--fen", bool chess960 = false) {
    fen_options opt = fen_lenient;
    opt.chess960 = chess960;
    const auto r = legality::read_position_with(text, opt);
    if (!r) detail::fen_usage_error(text, r.error(), option);
    detail::warn_repairs(r->repaired(), option);
    return r->pos;
}

//! Reads the FEN given to `option` as a board, without a structural check (nine pawns or no king
//! is a board too), with the repairs `how` allows (legality::read_board_with), each a warning:
//! legality::board_as_written for `legality` (the 3.10.3 verdict on the FEN as written: only a
//! fullmove number of 0 is read as 1), legality::board_lenient for `mate` (stale castling rights
//! dropped as well). Text that is not FEN gets the usage_error every subcommand gives.
inline position read_board_fen(std::string_view text, const legality::board_options& how, std::string_view option = "--fen") {
    const auto r = legality::read_board_with(text, how);
    if (!r) detail::fen_usage_error(text, r.error(), option);
    detail::warn_repairs(r->repaired(), option);
    return r->pos;
}

// ---- --moves -------------------------------------------------------------------------------

//! A game replayed from a start position: positions[0] is the start, positions[i] the position
//! after moves[i-1]; positions.back() is the position reached.
struct played_line {
    std::vector<position> positions;
    std::vector<move> moves;
    const position& current() const noexcept { return positions.back(); }
};

//! Replays the whitespace-separated UCI moves in `text` from `start`, checking each against the
//! legal moves of the position reached. A token that cannot be read or a move that is not legal
//! is a usage_error naming the token, its 1-based index, its offset in `text`, and why (the
//! kernel's refusal, judge.hpp refuse, in prose/judge.hpp's words). Defined in common.cpp, the one
//! translation unit of these helpers that includes the judge.
played_line play_moves(const position& start, std::string_view text, std::string_view option = "--moves");

// ---- the --fen/--moves option pair ----------------------------------------------------------

struct position_options {
    std::string fen{initial_fen};
    std::string moves;
    bool chess960 = false; //!< --chess960 (subcommands that add_chess960_flag)

    //! The position named by --fen after replaying --moves (usage_error on bad input).
    played_line resolve() const { return play_moves(read_fen(fen, "--fen", chess960), moves); }
};

//! Adds --chess960 to a subcommand whose position_options it fills.
inline void add_chess960_flag(CLI::App& sub, position_options& o) {
    sub.add_flag("--chess960", o.chess960,
                 "Chess960 (Guidelines II): castling rights in --fen name the outermost rooks (X-FEN KQkq) or a rook's file "
                 "(Shredder-FEN HAha, implied by such a field), and castling is the king onto its own rook in UCI (e1h1), as "
                 "Stockfish writes it with UCI_Chess960");
}

//! Adds --fen (default: the initial position) and --moves to a subcommand.
inline void add_position_options(CLI::App& sub, position_options& o) {
    sub.add_option("--fen", o.fen,
                   "Position in FEN (quote it: one argument). 6 fields, or the first 4 (EPD style). "
                   "A castling right whose king or rook has left its square is dropped, a fullmove number of 0 "
                   "read as 1 (with a warning). Default: the initial position")
        ->type_name("FEN");
    sub.add_option("--moves", o.moves,
                   "UCI moves played from --fen first, space-separated in one argument, e.g. \"e2e4 e7e5 g1f3\"; "
                   "each must be legal in the position reached")
        ->type_name("\"UCI...\"");
}

// ---- validators with readable messages ------------------------------------------------------
// CLI11's own (IsMember, Range) print their description into --help ("md|json|csv:{md,json,csv}")
// and word their errors "Value 0 not in range [1 - 1024]". These have no description and say
// what is wrong in a sentence; CLI11 prefixes the option: "--format: 'xml' is not one of md, json, csv".

//! The value must be one of `names`.
inline CLI::Validator one_of(std::vector<std::string> names) {
    return CLI::Validator(
        [names](std::string& text) -> std::string {
            if (std::find(names.begin(), names.end(), text) != names.end()) return {};
            std::string list;
            for (std::size_t i = 0; i < names.size(); ++i) list += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
            return "'" + text + "' is not one of " + list;
        },
        "", "one of");
}

//! A whole number from `min` to `max` (decimal digits, no sign but a leading '-' for negatives).
inline CLI::Validator whole_number(long long min, long long max) {
    return CLI::Validator(
        [min, max](std::string& text) -> std::string {
            long long v = 0;
            const char* const end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(text.data(), end, v);
            if (text.empty() || ptr != end || (ec != std::errc{} && ec != std::errc::result_out_of_range))
                return "'" + text + "' is not a whole number";
            if (ec == std::errc::result_out_of_range || v < min || v > max)
                return "'" + text + "' is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")";
            return {};
        },
        "", "whole number");
}

//! A number of 0 or more (decimals allowed), e.g. milliseconds.
inline CLI::Validator non_negative_number() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            double v = 0;
            const char* const end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(text.data(), end, v);
            if (text.empty() || ptr != end || ec != std::errc{}) return "'" + text + "' is not a number";
            if (!(v >= 0)) return "'" + text + "' is negative: give 0 or more";
            return {};
        },
        "", "number");
}

} // namespace chesslaw::cli
