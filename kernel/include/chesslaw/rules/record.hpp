#pragma once
//! What Articles 2 and 10 say a game record may hold: the position a game starts from (2.3) and
//! the points of its result (10.1, 10.2). Each predicate is bound at compile time to its clause
//! (`rule<spec::id::…>`); `article2` and `article10` at the bottom prove that every
//! machine-checkable clause of those articles has exactly one. The audit asks them of a record's
//! FEN tag (a game that says it starts from the initial position: no SetUp "1") and of its Result
//! tag (audit/record.hpp). Header-only, constexpr, no I/O.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::rules {

// ---- Article 2 -----------------------------------------------------------------------------

//! 2.3 — "The initial position of the pieces on the chessboard is as follows:" (the position
//! itself is an image in the source: White's pieces on the first rank, rook, knight, bishop,
//! queen, king, bishop, knight, rook from a1 to h1, pawns on the second; Black's mirrored on the
//! eighth and seventh). Holds when every square of p holds what it holds in the initial position
//! and White is to move (1.2). Castling rights, the en-passant square and the counters are not
//! placement: 2.3 does not speak of them.
struct initial_position_placed final : rule<spec::id::initial_position_of_the_pieces> {
    static constexpr bool holds(const position& p) noexcept {
        const position start = initial_position();
        if (p.side_to_move != color::white) return false;
        for (int i = 0; i < 64; ++i) {
            const square s = static_cast<square>(i);
            if (p.piece_on(s) != start.piece_on(s)) return false;
        }
        return true;
    }
};

// ---- Article 10 ----------------------------------------------------------------------------

//! A result's points, in quarter points for each player (White, Black): "1-0" is {4, 0},
//! "1/2-1/2" {2, 2}, "3/4-1/4" {3, 1}.
struct points {
    std::uint8_t white = 0;
    std::uint8_t black = 0;
    friend constexpr bool operator==(const points&, const points&) = default;
};

namespace detail {

//! One player's score as a result writes it, in quarter points: 0, 1, 2 (whole points), "1/2",
//! "1/4", "3/4", and the vulgar fractions ½ ¼ ¾ (UTF-8) alone or after a whole number; nullopt
//! for anything else.
constexpr std::optional<int> quarters(std::string_view s) noexcept {
    if (s.empty()) return std::nullopt;
    int whole = 0;
    std::size_t i = 0;
    if (s[0] >= '0' && s[0] <= '9') {
        whole = s[0] - '0';
        i = 1;
        if (i == s.size()) return whole * 4;
    }
    std::string_view rest = s.substr(i);
    int frac = -1;
    if (rest == "/2" && whole == 1) return 2;
    if (rest == "/4" && (whole == 1 || whole == 3)) return whole;
    if (rest == "\u00bd") frac = 2;
    else if (rest == "\u00bc") frac = 1;
    else if (rest == "\u00be") frac = 3;
    if (frac < 0) return std::nullopt;
    return whole * 4 + frac;
}

} // namespace detail

//! The points a result text gives each player ("1-0", "0-1", "1/2-1/2", "½-½", "3/4-1/4", "1-1",
//! "0-0"; the two scores joined by '-', or by ':' as some records write), or nullopt when it
//! gives none: "*" (the game goes on, or its result is unknown), an empty text, any other text.
constexpr std::optional<points> points_of(std::string_view result) noexcept {
    std::size_t sep = std::string_view::npos;
    for (std::size_t i = 1; i + 1 < result.size(); ++i)
        if (result[i] == '-' || result[i] == ':') {
            if (sep != std::string_view::npos) return std::nullopt;
            sep = i;
        }
    if (sep == std::string_view::npos) return std::nullopt;
    const auto w = detail::quarters(result.substr(0, sep)), b = detail::quarters(result.substr(sep + 1));
    if (!w || !b || *w > 255 || *b > 255) return std::nullopt;
    return points{static_cast<std::uint8_t>(*w), static_cast<std::uint8_t>(*b)};
}

//! 10.1 — "Unless the regulations of an event specify otherwise, a player who wins his game, or
//! wins by forfeit, scores one point (1), a player who loses his game, or forfeits scores no points
//! (0), and a player who draws his game scores a half point (1/2)."
//! Applies to a result that gives points; holds when they are a win and a loss (1-0, 0-1) or a
//! draw (1/2-1/2). Both players scoring nothing (0-0: both lose, 11.8) is no game's result under
//! 10.1 but the consequence of a penalty: not_applicable, never a finding. An event's
//! regulations may specify otherwise (10.1's own proviso): a finding of this predicate says the
//! points are not 10.1's, which the regulations may still allow.
struct points_of_a_game final : rule<spec::id::points> {
    static constexpr outcome check(const points& p) noexcept {
        if (p.white == 0 && p.black == 0) return outcome::not_applicable;
        const bool decisive = (p.white == 4 && p.black == 0) || (p.white == 0 && p.black == 4);
        const bool drawn = p.white == 2 && p.black == 2;
        return decisive || drawn ? outcome::satisfied : outcome::violated;
    }
};

//! 10.2 — "The total score for any game can never exceed the maximum score normally given for that
//! game. Scores given to an individual player must be those normally associated with the game,
//! for example a score of ¾ - ¼ is not allowed."
//! Holds when the two scores add up to one point at most and each is one normally given for a game
//! (0, 1/2 or 1): 1-1 and 3/4-1/4 break it.
struct no_score_beyond_maximum final : rule<spec::id::no_more_than_maximum> {
    static constexpr bool normal(std::uint8_t q) noexcept { return q == 0 || q == 2 || q == 4; }
    static constexpr bool holds(const points& p) noexcept {
        return p.white + p.black <= 4 && normal(p.white) && normal(p.black);
    }
};

} // namespace chesslaw::rules

namespace chesslaw {

//! Every Article 2 predicate, and every Article 10 one.
using article2 = rules::rule_set<2, rules::initial_position_placed>;
using article10 = rules::rule_set<10, rules::points_of_a_game, rules::no_score_beyond_maximum>;
static_assert(article2::size == 1 && article10::size == 2);

} // namespace chesslaw
