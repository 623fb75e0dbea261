#pragma once
//! Article 4 event notation: one token per physical action of the player having the move (and
//! the opponent's touch and claim for 4.7). Parsed at compile time or at run time.
//!
//!   token := verb [ ":" argument ]                 tokens are separated by blanks, ',' or ';'
//!   adjust:SQ          announced adjustment of the piece on SQ (4.2) — never engages 4.3
//!   touch:SQ           deliberate touch of the piece on SQ (4.3); own or opponent's
//!   touch?:SQ          accidental touch (not machine-observable, so an explicit input): no effect
//!   touch:SQ+SQ        two pieces touched together, order not established (4.3.3/2, 4.4.3)
//!   lift:SQ            own piece lifted (a deliberate touch of it)
//!   place:SQ           the piece in hand set down on SQ, hand still on it
//!   release | release:SQ   hand taken off the piece (release:SQ = place:SQ then release)
//!   remove:SQ          piece taken off the board: the captured piece, the promoting pawn, or the
//!                      new promotion piece in hand taken back off SQ
//!   promote:SQ=P       new piece P (Q, R, B, N) placed on the promotion square SQ, hand on it (4.4.4)
//!   opponent-touch:SQ  the opponent deliberately touches a piece (4.7); opponent-touch?:SQ accidental
//!   claim              the opponent claims a violation of 4.3 or 4.4 (4.7)
//!
//! Example: `touch:g1 lift:e2 release:e4` — the knight was touched first, the pawn was played.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::touch {

enum class action : std::uint8_t {
    adjust, touch, touch_accidental, lift, place, release, remove, promote,
    opponent_touch, opponent_touch_accidental, claim,
};

constexpr std::string_view to_string(action a) noexcept {
    switch (a) {
    case action::adjust: return "adjust";
    case action::touch: return "touch";
    case action::touch_accidental: return "touch?";
    case action::lift: return "lift";
    case action::place: return "place";
    case action::release: return "release";
    case action::remove: return "remove";
    case action::promote: return "promote";
    case action::opponent_touch: return "opponent-touch";
    case action::opponent_touch_accidental: return "opponent-touch?";
    case action::claim: return "claim";
    }
    return "?";
}

//! One physical action. `at` is the square (none for a bare release or a claim); `also` the second
//! square of a two-piece touch (order not established); `piece_type` the promotion piece.
struct event {
    action act = action::claim;
    square at = square::none;
    square also = square::none;
    piece_type promoted = piece_type::pawn; //!< pawn = none (only `promote` sets it)
    std::uint16_t offset = 0;               //!< where the token starts in the text
    std::uint16_t length = 0;               //!< token length in the text
    friend constexpr bool operator==(const event&, const event&) = default;
};

inline constexpr std::size_t max_events = 32;

struct event_log {
    std::array<event, max_events> items{};
    std::size_t size = 0;
    constexpr const event* begin() const noexcept { return items.data(); }
    constexpr const event* end() const noexcept { return items.data() + size; }
    constexpr const event& operator[](std::size_t i) const noexcept { return items[i]; }
    constexpr bool push(const event& e) noexcept {
        if (size == max_events) return false;
        items[size++] = e;
        return true;
    }
};

//! Why a token is not an event (prose/touch.hpp words it).
enum class parse_errc : std::uint8_t {
    none,                //!< the token is an event
    unknown_action,      //!< the verb is none of the actions
    claim_argument,      //!< `claim` given an argument
    promote_syntax,      //!< `promote` without SQ=P
    bad_square,          //!< a square that is not a1..h8
    bad_promotion_piece, //!< P of promote:SQ=P is not Q, R, B or N
    missing_square,      //!< a verb that needs a square has none
    two_squares_not_touch, //!< SQ+SQ after a verb other than touch
    same_square,         //!< touch:SQ+SQ with the same square twice
    beyond_offset_limit, //!< the token ends past the 65535 characters an event can locate
    too_many_events,     //!< more than max_events tokens
};

//! A token that is not an event: 1-based token number, byte offset and length in the text, and why.
struct parse_error {
    std::size_t token = 0;
    std::size_t offset = 0;
    std::size_t length = 0;
    parse_errc code = parse_errc::none;
    friend constexpr bool operator==(const parse_error&, const parse_error&) = default;
};

namespace detail {

constexpr bool is_separator(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';'; }

constexpr std::optional<action> parse_verb(std::string_view v) noexcept {
    constexpr action all[] = {action::adjust, action::touch, action::touch_accidental, action::lift, action::place,
                              action::release, action::remove, action::promote, action::opponent_touch,
                              action::opponent_touch_accidental, action::claim};
    for (const action a : all)
        if (to_string(a) == v) return a;
    return std::nullopt;
}

constexpr std::optional<piece_type> parse_promotion_piece(char c) noexcept {
    switch (c) {
    case 'Q': case 'q': return piece_type::queen;
    case 'R': case 'r': return piece_type::rook;
    case 'B': case 'b': return piece_type::bishop;
    case 'N': case 'n': return piece_type::knight;
    default: return std::nullopt;
    }
}

//! Why the token is not an event, or parse_errc::none with `e` filled.
constexpr parse_errc parse_token(std::string_view tok, event& e) noexcept {
    const auto colon = tok.find(':');
    const std::string_view verb = tok.substr(0, colon);
    const bool has_arg = colon != std::string_view::npos;
    const std::string_view arg = has_arg ? tok.substr(colon + 1) : std::string_view{};
    const auto a = parse_verb(verb);
    if (!a) return parse_errc::unknown_action;
    e.act = *a;
    switch (*a) {
    case action::claim:
        return has_arg ? parse_errc::claim_argument : parse_errc::none;
    case action::release:
        if (!has_arg) return parse_errc::none;
        break;
    case action::promote: {
        if (!has_arg) return parse_errc::promote_syntax;
        const auto eq = arg.find('=');
        if (eq == std::string_view::npos || eq + 2 != arg.size()) return parse_errc::promote_syntax;
        const auto s = parse_square(arg.substr(0, eq));
        if (!s) return parse_errc::bad_square;
        const auto t = parse_promotion_piece(arg[eq + 1]);
        if (!t) return parse_errc::bad_promotion_piece;
        e.at = *s;
        e.promoted = *t;
        return parse_errc::none;
    }
    default: break;
    }
    if (!has_arg || arg.empty()) return parse_errc::missing_square;
    const auto plus = arg.find('+');
    if (plus != std::string_view::npos) {
        if (*a != action::touch) return parse_errc::two_squares_not_touch;
        const auto s1 = parse_square(arg.substr(0, plus));
        const auto s2 = parse_square(arg.substr(plus + 1));
        if (!s1 || !s2) return parse_errc::bad_square;
        if (*s1 == *s2) return parse_errc::same_square;
        e.at = *s1;
        e.also = *s2;
        return parse_errc::none;
    }
    const auto s = parse_square(arg);
    if (!s) return parse_errc::bad_square;
    e.at = *s;
    return parse_errc::none;
}

} // namespace detail

//! Splits `text` into tokens and parses each; the first bad token is the error.
constexpr expected<event_log, parse_error> parse_events(std::string_view text) noexcept {
    event_log log;
    std::size_t i = 0, n = 0;
    while (i < text.size()) {
        if (detail::is_separator(text[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !detail::is_separator(text[j])) ++j;
        ++n;
        event e;
        const parse_errc why = detail::parse_token(text.substr(i, j - i), e);
        if (why != parse_errc::none) return unexpected{parse_error{n, i, j - i, why}};
        // event::offset and ::length are 16-bit: name a token they cannot locate instead of truncating.
        if (j > 65535) return unexpected{parse_error{n, i, j - i, parse_errc::beyond_offset_limit}};
        e.offset = static_cast<std::uint16_t>(i);
        e.length = static_cast<std::uint16_t>(j - i);
        if (!log.push(e)) return unexpected{parse_error{n, i, j - i, parse_errc::too_many_events}};
        i = j;
    }
    return log;
}

} // namespace chesslaw::touch
