#pragma once
//! The PGN reader's findings in words (notation/pgn.hpp decides, this header words it):
//!
//!   chesslaw::prose::describe(const pgn::pgn_error&) -> std::string
//!       "expected ']' after the value of tag Site, found 'e'"
//!   chesslaw::prose::to_string(const pgn::pgn_error&) -> std::string   ("12:5: " + describe)
//!   chesslaw::prose::describe_byte(int) -> std::string                 ("'e'", "byte 0xC0", …)

#include <cstdint>
#include <string>
#include <string_view>

#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::prose {

//! Whether describe() writes a finding's second place (pgn_error::cited; the line where a tag
//! value's reading ended) in its words — for people: text, HTML, SARIF — or leaves it out because
//! the place is written as a field beside the words (JSON `cited`, renumbered by `--merge` as a
//! number, never found in the words).
enum class second_place : std::uint8_t { in_words, apart };

//! A byte found where something else was due: "'e'", "a blank", "a line break", "byte 0xC0",
//! "the end of input" (-1).
inline std::string describe_byte(int c) {
    if (c < 0) return "the end of input";
    if (c == '\n' || c == '\r') return "a line break";
    if (c >= 0x21 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
    if (c == ' ') return "a blank";
    static constexpr char hex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + hex[(c >> 4) & 15] + hex[c & 15];
}

//! The name of an invisible character read as a blank, by its code point.
inline std::string invisible_name(std::uint64_t code_point) {
    if (code_point == 0xFEFF) return "U+FEFF (byte-order mark)";
    if (code_point == 0x2060) return "U+2060 (word joiner)";
    return "a zero-width character (U+200B-U+200D)";
}

//! What the reader found, in words (without its place; the second place as `second` says).
inline std::string describe(const pgn::pgn_error& e, second_place second = second_place::in_words) {
    using pgn::pgn_finding;
    const std::string n = std::to_string(e.number);
    const bool words = second == second_place::in_words;
    switch (e.what) {
    case pgn_finding::no_result_at_end: return "no result (1-0, 0-1, 1/2-1/2 or *) before the end of input";
    case pgn_finding::no_result_before_tags: return "no result (1-0, 0-1, 1/2-1/2 or *) before the next tag section";
    case pgn_finding::no_movetext_no_result: return "no movetext and no result (1-0, 0-1, 1/2-1/2 or *) before the next tag section";
    case pgn_finding::variation_open_at_end: return "variation opened here is not closed before the end of input";
    case pgn_finding::variation_open_before_tags:
        return "variation opened here is not closed before the next tag section" + (words ? " at " + pgn::to_string(e.cited) : "");
    case pgn_finding::variation_open_before_result:
        return "variation opened here is not closed before the result " + e.written + (words ? " at " + pgn::to_string(e.cited) : "");
    case pgn_finding::nul_byte: return "NUL byte (binary data, not PGN text)";
    case pgn_finding::nul_in_comment: return "NUL byte in a comment (binary data, not PGN text)";
    case pgn_finding::nul_in_tag_value: return "NUL byte in the value of tag " + e.name;
    case pgn_finding::string_in_movetext: return "a quoted string outside a tag pair";
    case pgn_finding::variation_too_deep: return "variations nested deeper than " + n;
    case pgn_finding::unmatched_close: return "')' closes no variation";
    case pgn_finding::bad_nag: return "'$' must be followed by a number (a NAG such as $1)";
    case pgn_finding::nag_too_long: return "NAG longer than " + n + " bytes";
    case pgn_finding::control_character: return "control character " + describe_byte(e.byte) + " in movetext";
    case pgn_finding::unexpected_character: return "unexpected " + describe_byte(e.byte) + " in movetext";
    case pgn_finding::unexpected_non_ascii: return "unexpected " + describe_byte(e.byte) + " in movetext (not a move, comment or annotation)";
    case pgn_finding::too_many_plies: return "more than " + n + " moves in the main line";
    case pgn_finding::move_number_mismatch: return "move number " + e.written + " written where move " + n + " is due";
    case pgn_finding::result_tag_mismatch: return "result " + e.written + " differs from the Result tag \"" + e.value + "\"";
    case pgn_finding::token_too_long: return "token longer than " + n + " bytes";
    case pgn_finding::invisible_character:
        return invisible_name(e.number) + " read as a blank (further ones in this game are not reported)";
    case pgn_finding::unicode_result: return "result written " + e.written + " read as " + e.value;
    case pgn_finding::comment_open_at_end: return "comment opened here is not closed before the end of input";
    case pgn_finding::comment_open_before_next_game:
        return "comment opened here is not closed before the next game's tag line" + (words ? " " + pgn::to_string(e.cited) : "");
    case pgn_finding::tag_value_unterminated:
        return "the value of tag " + e.name + " has no closing quote; read up to the ']' that ends " +
               (words ? "line " + std::to_string(e.at.line) : std::string("its line")) + ": \"" + e.value + "\"";
    case pgn_finding::tag_name_expected: return "expected a tag name after '[', found " + describe_byte(e.byte);
    case pgn_finding::tag_name_too_long: return "tag name longer than " + n + " bytes";
    case pgn_finding::tag_value_expected: return "expected the quoted value of tag " + e.name + ", found " + describe_byte(e.byte);
    case pgn_finding::tag_value_open_at_end: return "the value of tag " + e.name + " is not closed before the end of input";
    case pgn_finding::tag_value_line_break: return "line break inside the value of tag " + e.name + " (a tag pair is one line)";
    case pgn_finding::tag_value_unescaped_quote:
        return "a '\"' inside the value of tag " + e.name + " is not escaped as \\\" and ends nothing; read as part of the value: \"" +
               e.value + "\"";
    case pgn_finding::tag_close_expected: return "expected ']' after the value of tag " + e.name + ", found " + describe_byte(e.byte);
    case pgn_finding::tags_too_large: return "the tags of this game exceed " + n + " bytes";
    }
    return std::string(pgn::name(e.code));
}

//! "12:5: expected ..." — the finding with its place.
inline std::string to_string(const pgn::pgn_error& e) { return pgn::to_string(e.at) + ": " + describe(e); }

} // namespace chesslaw::prose
