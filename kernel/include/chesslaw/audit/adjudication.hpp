#pragma once
//! The adjudication a record states — what an engine-match tool (cutechess, fastchess, TCEC's
//! GUI), a server (lichess, chess.com) or a broadcast wrote as the way the game ended — read from
//! its Termination / TerminationDetails tags and the comment after its last move, and checked
//! against the Laws. Typed values only: prose/adjudication.hpp words them.
//!
//!   read_claim(tags, comments, plies) -> std::optional<claim_reading>   // the classifier
//!   check_claim(const claim_reading&, const adjudication_input&) -> adjudication_check
//!
//! The classifier reads the forms the tools write, word by word (case, spacing and a final full
//! stop aside; cutechess's `+M1/127 0.003s, ` score prefix skipped), and nothing else: an
//! annotator's remark, lichess's "Normal", a puzzle's "mate in 3", a draw by agreement are no
//! claim (null). The comment after the last move comes first (it names the side and the move),
//! then TerminationDetails, then Termination. The forms (S = White or Black, N = a player's name):
//!   illegal_move   `S makes an illegal move[: MOVE]`, Termination `illegal move`
//!   checkmate      `S mates`, `N won by checkmate`
//!   stalemate      `Draw by stalemate`; tags `Stalemate`, `Game drawn by stalemate`
//!   threefold      `Draw by 3-fold repetition`, `Draw by repetition`, tags `3-Fold repetition`, …
//!   fifty_moves    `Draw by fifty moves rule`, `Draw by 50-move rule`, tags `Fifty moves rule`, …
//!   insufficient   `Draw by insufficient mating material`, `… insufficient material`
//!   time           `S loses on time`, `N won on time`, tags `Time forfeit`, `timeout`; cutechess's
//!                  `Draw by timeout` (the side to move flagged; 6.9 decides the draw)
//!   resignation    `S resigns`, `N won by resignation`
//!   outside_laws   adjudications by score or tablebase (`adjudication`, `GUI adjudication`,
//!                  `S wins by adjudication[: …]`, `Draw by adjudication[: …]`, `SyzygyTB`, `TCEC win
//!                  rule`, `TCEC draw rule`), disconnects and stalls, `Abandoned`, `Rules infraction`
//!                  (lichess's fair-play term; cutechess's illegal move names itself in the comment)
//!
//! The check (conservative: what the record cannot prove is not_checkable, with the reason):
//! only on a record replayed to its end without a breach — the claim concerns its last position —
//! except an illegal move claimed that is the record's last move and a breach. Each verdict has a
//! basis (adjudication_basis) and typed evidence. A contradicted claim is a result finding of the
//! record (audit/record.hpp: result_finding_kind::adjudication_contradicted), unless a result
//! finding already says it (a win where the winner cannot checkmate, a result other than the
//! end's): that one stands, the claim cites it. A loss on time is never contradicted by a clock
//! showing time left (the flag may fall on the next move): the clock ledger weighs that (forfeit_unsupported).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/rules/ending.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::audit {

//! What the record says ended the game. JSON `claim`: name().
enum class adjudication_claim : std::uint8_t {
    illegal_move, checkmate, stalemate, threefold, fifty_moves, insufficient_material, time, resignation, outside_laws,
};

constexpr std::string_view name(adjudication_claim c) noexcept {
    switch (c) {
    case adjudication_claim::illegal_move: return "illegal_move";
    case adjudication_claim::checkmate: return "checkmate";
    case adjudication_claim::stalemate: return "stalemate";
    case adjudication_claim::threefold: return "threefold";
    case adjudication_claim::fifty_moves: return "fifty_moves";
    case adjudication_claim::insufficient_material: return "insufficient_material";
    case adjudication_claim::time: return "time";
    case adjudication_claim::resignation: return "resignation";
    case adjudication_claim::outside_laws: return "outside_laws";
    }
    return "?";
}

//! The clause of the Laws that decides a claim (none for outside_laws).
constexpr std::optional<spec::clause_ref> clause_of(adjudication_claim c) noexcept {
    switch (c) {
    case adjudication_claim::illegal_move: return spec::id::illegal_move;
    case adjudication_claim::checkmate: return spec::id::checkmate;
    case adjudication_claim::stalemate: return spec::id::stalemate;
    case adjudication_claim::threefold: return spec::id::threefold_on_board;
    case adjudication_claim::fifty_moves: return spec::id::fifty_moves_completed;
    case adjudication_claim::insufficient_material: return spec::id::dead_position;
    case adjudication_claim::time: return spec::id::flag_fall;
    case adjudication_claim::resignation: return spec::id::resignation;
    case adjudication_claim::outside_laws: return std::nullopt;
    }
    return std::nullopt;
}

//! Where the claim is written. JSON `source`: name().
enum class adjudication_source : std::uint8_t { termination, comment };

constexpr std::string_view name(adjudication_source s) noexcept { return s == adjudication_source::comment ? "comment" : "termination"; }

enum class adjudication_verdict : std::uint8_t { confirmed, contradicted, not_checkable };

constexpr std::string_view name(adjudication_verdict v) noexcept {
    switch (v) {
    case adjudication_verdict::confirmed: return "confirmed";
    case adjudication_verdict::contradicted: return "contradicted";
    case adjudication_verdict::not_checkable: return "not_checkable";
    }
    return "?";
}

//! What a verdict rests on. JSON evidence `basis`: name().
enum class adjudication_basis : std::uint8_t {
    // confirmed
    move_illegal,        //!< the move named is illegal in the last position (`clauses`)
    move_breach,         //!< the move named is the record's last move, a breach (`clauses`)
    is_checkmate,        //!< the last position is checkmate, by the side named
    is_stalemate,        //!< the last position is stalemate
    repeated,            //!< the last position stood three times or more (`plies`)
    fifty_reached,       //!< the halfmove count is 100 plies or more (`count`)
    dead,                //!< the last position is dead (`argument`)
    flag,                //!< the clocks show the loser's flag (`forfeit`)
    result_follows,      //!< a resignation: the result is the resigning side's loss, the winner not shown unable to mate
    // contradicted
    move_legal,          //!< the move named is legal in the last position (`named`)
    not_checkmate,       //!< the last position is no checkmate (`count` legal moves, `in_check`)
    wrong_mating_side,   //!< the last position is checkmate, by the other side
    not_stalemate,       //!< the last position is no stalemate (`count` legal moves, `in_check`)
    not_repeated,        //!< no position of the game stood three times (`plies`: the last one's)
    fifty_short,         //!< the halfmove count is short of 100 (`count`)
    mate_first,          //!< the last position is checkmate: 5.1.1 ends the game before any claim
    mate_possible,       //!< a side can checkmate (`argument`: its helpmate line)
    winner_cannot_mate,  //!< the winner cannot checkmate (5.1.2, 6.9): a draw recorded is confirmed (`argument`),
                         //!< a win recorded contradicted (the result finding resignation_drawn / time_forfeit_drawn says it)
    result_disagrees,    //!< the recorded result is not the one the claim gives under the Laws
    ended_before,        //!< the game was over before the last position (`end_*`): its result is the end's (the result finding says it)
    // not_checkable
    outside,             //!< a claim outside the Laws: not judged
    not_replayed,        //!< the record's moves were not all replayed (unreadable, stopped, or a breach)
    no_move_named,       //!< an illegal move claimed without the move
    move_unreadable,     //!< the move named is no move the notation reads (or is ambiguous)
    not_side_to_move,    //!< the side named does not have the move in the last position
    side_unknown,        //!< the claim names no side, and the result does not give one
    no_result,           //!< no result recorded to weigh the claim against
    no_clock,            //!< no clock reading of the loser's
    near_zero,           //!< the loser's last clock is near zero, no flag shown (`forfeit`)
    //! the loser's last clock shows time left (`forfeit`): his flag may still have fallen while he
    //! thought on his next move (the clock ledger's forfeit_unsupported weighs it by the category)
    time_left,
    //! the winner made the last recorded move: the loser's flag fell on the turn the record never
    //! shows, which may consume whatever his last reading shows (`forfeit`)
    unrecorded_turn,
    undecided,           //!< the analysis did not decide within its budget
    other_repeated,      //!< another position stood three times, not the last one
    before_start,        //!< the count runs back to the FEN start: the moves before it are unknown
};

constexpr std::string_view name(adjudication_basis b) noexcept {
    switch (b) {
    case adjudication_basis::move_illegal: return "move_illegal";
    case adjudication_basis::move_breach: return "move_breach";
    case adjudication_basis::is_checkmate: return "is_checkmate";
    case adjudication_basis::is_stalemate: return "is_stalemate";
    case adjudication_basis::repeated: return "repeated";
    case adjudication_basis::fifty_reached: return "fifty_reached";
    case adjudication_basis::dead: return "dead";
    case adjudication_basis::flag: return "flag";
    case adjudication_basis::result_follows: return "result_follows";
    case adjudication_basis::move_legal: return "move_legal";
    case adjudication_basis::not_checkmate: return "not_checkmate";
    case adjudication_basis::wrong_mating_side: return "wrong_mating_side";
    case adjudication_basis::not_stalemate: return "not_stalemate";
    case adjudication_basis::not_repeated: return "not_repeated";
    case adjudication_basis::fifty_short: return "fifty_short";
    case adjudication_basis::mate_first: return "mate_first";
    case adjudication_basis::mate_possible: return "mate_possible";
    case adjudication_basis::time_left: return "time_left";
    case adjudication_basis::unrecorded_turn: return "unrecorded_turn";
    case adjudication_basis::winner_cannot_mate: return "winner_cannot_mate";
    case adjudication_basis::result_disagrees: return "result_disagrees";
    case adjudication_basis::ended_before: return "ended_before";
    case adjudication_basis::outside: return "outside";
    case adjudication_basis::not_replayed: return "not_replayed";
    case adjudication_basis::no_move_named: return "no_move_named";
    case adjudication_basis::move_unreadable: return "move_unreadable";
    case adjudication_basis::not_side_to_move: return "not_side_to_move";
    case adjudication_basis::side_unknown: return "side_unknown";
    case adjudication_basis::no_result: return "no_result";
    case adjudication_basis::no_clock: return "no_clock";
    case adjudication_basis::near_zero: return "near_zero";
    case adjudication_basis::undecided: return "undecided";
    case adjudication_basis::other_repeated: return "other_repeated";
    case adjudication_basis::before_start: return "before_start";
    }
    return "?";
}

//! A claim as read: what, where, the text as written, the side it names and the move.
struct claim_reading {
    adjudication_claim claim = adjudication_claim::outside_laws;
    adjudication_source source = adjudication_source::termination;
    std::string text;            //!< as written (raw bytes)
    pgn::source_pos at;          //!< the tag's '[' or the comment's '{'
    //! the side the claim names: who mates, who makes the illegal move, who resigns or loses on
    //! time; null when the text names none (a tag: the result gives it, see check_claim)
    std::optional<color> side;
    std::string move;            //!< illegal_move: the move named, as written ("" none)
};

//! The evidence of a verdict: the basis, and the parts it needs (the others empty).
struct adjudication_evidence {
    adjudication_basis basis = adjudication_basis::outside;
    std::optional<color> side;             //!< the side the claim names, or the result gives
    std::string by_claim;                  //!< the result the claim gives under the Laws ("" none)
    std::string recorded;                  //!< the result recorded ("" none)
    std::size_t ply = 0;                   //!< the plies after which the position the claim concerns stood
    std::optional<position> board;         //!< that position
    std::optional<move> named;             //!< illegal_move: the move named, as read
    std::vector<spec::clause_ref> clauses; //!< illegal_move: the clauses it breaks
    std::vector<std::size_t> plies;        //!< threefold: the plies after which the position stood
    std::uint32_t count = 0;               //!< fifty_moves: the halfmove count; checkmate, stalemate: legal moves
    bool in_check = false;                 //!< checkmate, stalemate: the side to move is in check
    std::optional<analysis::mate_answer> argument; //!< insufficient_material: the analysis
    std::optional<clock::forfeit_check> forfeit;   //!< time: the clocks' evidence
    std::optional<spec::clause_ref> end_clause;    //!< ended_before: the clause that ended the game,
    std::size_t end_ply = 0;                       //!< after this many plies,
    std::string end_result;                        //!< with this result
};

//! A claim checked.
struct adjudication_check {
    claim_reading read;
    adjudication_verdict verdict = adjudication_verdict::not_checkable;
    std::optional<spec::clause_ref> clause; //!< the claim's clause (null: outside the Laws)
    adjudication_evidence evidence;
};

namespace adjudication_detail {

using words = std::vector<std::string>;

//! The text in lower-case words: split at spaces, ',', ';', ':', '!', '(' and ')'; a final '.' dropped.
inline words split(std::string_view t) {
    words out;
    std::string w;
    const auto flush = [&] {
        while (!w.empty() && w.back() == '.') w.pop_back();
        if (!w.empty()) out.push_back(w);
        w.clear();
    };
    for (const char c : t) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == ':' || c == '!' || c == '(' || c == ')') flush();
        else w += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    flush();
    return out;
}

//! cutechess's score prefix of the last comment (`+M1/127 0.003s, White mates`, `-8.11/24 5.0s,
//! White wins by adjudication`): the text after it, or the text itself.
inline std::string_view without_score(std::string_view t) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return t;
    const std::string_view head = t.substr(0, comma);
    const std::size_t slash = head.find('/');
    if (slash == std::string_view::npos || head.empty()) return t;
    const char c = head.front();
    if (!(c == '+' || c == '-' || c == 'M' || (c >= '0' && c <= '9'))) return t;
    if (head.back() != 's') return t;
    return t.substr(comma + 2);
}

//! w is exactly seq ("*": any one word).
inline bool is(const words& w, std::initializer_list<std::string_view> seq) {
    if (w.size() != seq.size()) return false;
    std::size_t i = 0;
    for (const std::string_view s : seq) {
        if (s != "*" && w[i] != s) return false;
        ++i;
    }
    return true;
}
inline bool starts(const words& w, std::initializer_list<std::string_view> seq) {
    if (w.size() < seq.size()) return false;
    std::size_t i = 0;
    for (const std::string_view s : seq)
        if (w[i++] != s) return false;
    return true;
}

inline std::optional<color> side_word(std::string_view s) {
    if (s == "white" || s == "white's") return color::white;
    if (s == "black" || s == "black's") return color::black;
    return std::nullopt;
}

inline bool three(std::string_view w) { return w == "3-fold" || w == "threefold" || w == "three-fold" || w == "3fold"; }
inline bool fifty(std::string_view w) { return w == "fifty" || w == "50"; }
inline bool fifty_move(std::string_view w) { return w == "50-move" || w == "fifty-move" || w == "50-moves" || w == "fifty-moves"; }
inline bool moves_word(std::string_view w) { return w == "move" || w == "moves"; }

//! A draw's reason after "draw by" or "game drawn by" (or alone in a tag): the claim, if one.
inline std::optional<adjudication_claim> draw_reason(const words& w, std::size_t from, bool tag) {
    const std::size_t n = w.size() - from;
    const auto at = [&](std::size_t i) -> std::string_view { return w[from + i]; };
    if (n == 2 && three(at(0)) && at(1) == "repetition") return adjudication_claim::threefold;
    if (n == 1 && at(0) == "repetition") return adjudication_claim::threefold;
    if (n == 3 && fifty(at(0)) && moves_word(at(1)) && at(2) == "rule") return adjudication_claim::fifty_moves;
    if (n == 2 && fifty_move(at(0)) && at(1) == "rule") return adjudication_claim::fifty_moves;
    if (n == 3 && at(0) == "insufficient" && at(1) == "mating" && at(2) == "material") return adjudication_claim::insufficient_material;
    if (n == 2 && at(0) == "insufficient" && at(1) == "material") return adjudication_claim::insufficient_material;
    if (n == 1 && at(0) == "stalemate" && (tag || from > 0)) return adjudication_claim::stalemate;
    return std::nullopt;
}

//! A comment without its embedded commands (`[%clk 0:00:00]`, `[%eval …]`).
inline std::string without_commands(std::string_view t) {
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '[' && i + 1 < t.size() && t[i + 1] == '%') {
            const std::size_t e = t.find(']', i);
            if (e == std::string_view::npos) break;
            i = e;
            continue;
        }
        out += t[i];
    }
    const std::size_t b = out.find_first_not_of(" \t\r\n");
    return b == std::string::npos ? std::string() : out.substr(b);
}

//! Whether a text may be one of the forms at all, before it is split into words: the forms are
//! short (an annotator's paragraph is not one), and a comment's form starts, after cutechess's
//! score prefix and any `[%…]` command, with the word White, Black or Draw. A look at a few bytes:
//! the last comment of an annotated game costs nothing more.
constexpr bool may_be_claim(std::string_view t, bool tag) noexcept {
    if (t.size() > 120) return false;
    if (tag) return t != "Normal"; // (lichess's word for a game that ended on the board: most tags)
    std::size_t i = 0;
    for (;;) { // skip blanks and [%…] commands
        while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) ++i;
        if (i + 1 < t.size() && t[i] == '[' && t[i + 1] == '%') {
            const std::size_t e = t.find(']', i);
            if (e == std::string_view::npos) return false;
            i = e + 1;
            continue;
        }
        break;
    }
    if (i >= t.size()) return false;
    if (t[i] == '+' || t[i] == '-' || t[i] == 'M' || (t[i] >= '0' && t[i] <= '9')) { // `+M1/127 0.003s, `: the form follows it
        const std::size_t e = t.find("s, ", i);
        if (e == std::string_view::npos) return false;
        i = e + 3;
    }
    const auto word = [&](std::string_view w) { // t[i…] starts with w (any case), then a blank or an apostrophe
        if (t.size() - i < w.size() + 1) return false;
        for (std::size_t k = 0; k < w.size(); ++k)
            if ((t[i + k] | 0x20) != w[k]) return false;
        const char after = t[i + w.size()];
        return after == ' ' || after == '\'';
    };
    return word("white") || word("black") || word("draw");
}

//! The claim of one text (a tag's value, or the last comment), if it is one of the forms.
inline std::optional<claim_reading> classify(std::string_view raw, adjudication_source src) {
    const bool tag = src == adjudication_source::termination;
    if (!may_be_claim(raw, tag)) return std::nullopt;
    const std::string bare = tag || raw.find("[%") == std::string_view::npos ? std::string() : without_commands(raw);
    const std::string_view body = tag ? raw : without_score(bare.empty() ? raw : std::string_view(bare));
    const words w = split(body);
    if (w.empty()) return std::nullopt;
    claim_reading c;
    c.source = src;
    c.text = std::string(raw);
    const auto make = [&](adjudication_claim k, std::optional<color> side = std::nullopt) {
        c.claim = k;
        c.side = side;
        return std::optional<claim_reading>(c);
    };
    // S mates / makes an illegal move / loses on time / resigns / disconnects / wins by adjudication
    if (const auto s = side_word(w[0])) {
        if (is(w, {"*", "mates"})) return make(adjudication_claim::checkmate, s);
        if (is(w, {"*", "resigns"})) return make(adjudication_claim::resignation, s);
        if (is(w, {"*", "loses", "on", "time"})) return make(adjudication_claim::time, s);
        if (starts(w, {w[0], "makes", "an", "illegal", "move"})) {
            std::optional<claim_reading> r = make(adjudication_claim::illegal_move, s);
            if (const std::size_t colon = body.find(':'); colon != std::string_view::npos) {
                std::string_view rest = body.substr(colon + 1);
                while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
                std::size_t e = 0;
                while (e < rest.size() && rest[e] != ' ' && rest[e] != '\t' && rest[e] != '\n' && rest[e] != '\r' && rest[e] != ')') ++e;
                r->move = std::string(rest.substr(0, e));
            }
            return r;
        }
        if (is(w, {"*", "disconnects"}) || starts(w, {w[0], "connection", "stalls"}) || starts(w, {w[0], "forfeits"}) ||
            starts(w, {w[0], "wins", "by", "adjudication"}))
            return make(adjudication_claim::outside_laws, s);
    }
    if (starts(w, {"draw", "by", "adjudication"})) return make(adjudication_claim::outside_laws);
    // cutechess's (and fastchess's) timeout against a side that cannot checkmate: a loss on time
    // the tool scored as 6.9's draw; the side whose flag fell is the one to move at the end
    if (is(w, {"draw", "by", "timeout"}) || is(w, {"draw", "by", "timeout", "vs", "insufficient", "material"}))
        return make(adjudication_claim::time);
    if (starts(w, {"draw", "by"}))
        if (const auto k = draw_reason(w, 2, tag)) return make(*k);
    if (starts(w, {"game", "drawn", "by"})) {
        if (is(w, {"game", "drawn", "by", "timeout", "vs", "insufficient", "material"})) return make(adjudication_claim::time);
        if (const auto k = draw_reason(w, 3, tag)) return make(*k);
        return std::nullopt; // agreement, …
    }
    // N won by checkmate / resignation / on time (chess.com's Termination): the side is the name's
    if (tag && w.size() == 4 && w[1] == "won" && w[2] == "by" && w[3] == "checkmate") return make(adjudication_claim::checkmate);
    if (tag && w.size() == 4 && w[1] == "won" && w[2] == "by" && w[3] == "resignation") return make(adjudication_claim::resignation);
    if (tag && w.size() == 4 && w[1] == "won" && w[2] == "on" && w[3] == "time") return make(adjudication_claim::time);
    if (tag && w.size() >= 3 && w[1] == "won" && w.back() == "abandoned") return make(adjudication_claim::outside_laws);
    if (!tag) return std::nullopt;
    // the tags' own forms (cutechess's Termination, lichess's, TCEC's TerminationDetails)
    if (const auto k = draw_reason(w, 0, true)) return make(*k);
    if (is(w, {"time", "forfeit"}) || is(w, {"timeout"}) || is(w, {"time"}) || is(w, {"lost", "on", "time"}))
        return make(adjudication_claim::time);
    if (is(w, {"illegal", "move"})) return make(adjudication_claim::illegal_move);
    if (w.back() == "adjudication" || is(w, {"abandoned"}) || is(w, {"rules", "infraction"}) || is(w, {"syzygytb"}) ||
        is(w, {"tablebase"}) || is(w, {"emergency"}) || is(w, {"disconnection"}) || starts(w, {"tcec"}))
        return make(adjudication_claim::outside_laws);
    return std::nullopt;
}

inline std::string lower_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

} // namespace adjudication_detail

//! The record's claim: the comment after its last move (`plies` moves), else TerminationDetails,
//! else Termination — the first that is one of the forms (see the file comment). Null: none.
//! A chess.com name (`N won by …`) is matched against the White and Black tags for the side.
inline std::optional<claim_reading> read_claim(std::span<const pgn::tag> tags, std::span<const pgn::comment> comments, std::size_t plies) {
    using namespace adjudication_detail;
    if (plies > 0)
        for (auto it = comments.rbegin(); it != comments.rend() && it->after == plies; ++it)
            if (auto c = classify(it->text, adjudication_source::comment)) {
                c->at = it->at;
                return c;
            }
    const pgn::tag *details = nullptr, *termination = nullptr;
    for (const pgn::tag& t : tags) { // (most records have neither: one byte compared a tag)
        const std::string_view n = t.name;
        if (n.size() < 11 || n[0] != 'T') continue;
        if (!details && n == "TerminationDetails") details = &t;
        else if (!termination && n == "Termination") termination = &t;
    }
    if (!details && !termination) return std::nullopt;
    for (const pgn::tag* t : {details, termination})
        if (t)
            if (auto c = classify(t->value, adjudication_source::termination)) {
                c->at = t->at;
                const words w = split(t->value);
                if (!c->side && w.size() == 4 && w[1] == "won") { // N won by …: N is the winner
                    std::optional<color> winner;
                    for (const pgn::tag& p : tags)
                        if ((p.name == "White" || p.name == "Black") && lower_ascii(p.value) == w[0]) {
                            winner = p.name == "White" ? color::white : color::black;
                            break;
                        }
                    if (winner) c->side = c->claim == adjudication_claim::checkmate ? *winner : ~*winner;
                }
                return c;
            }
    return std::nullopt;
}

//! What check_claim needs of the record and its audit.
struct adjudication_input {
    const position* start = nullptr;          //!< the replay's start (null: not replayed)
    bool start_is_initial = true;             //!< the start is the initial position (no FEN tag)
    std::span<const std::string_view> sans;   //!< the main line's texts
    const game_result* replay = nullptr;      //!< the audit's replay (null: none)
    bool complete = false;                    //!< every ply replayed: the last position is the game's
    std::string_view result;                  //!< the result recorded, normalised ("" or "*": none)
    bool winner_cannot_mate = false;          //!< a result finding says so (resignation_drawn, time_forfeit_drawn)
    bool result_contradicts_end = false;      //!< a result finding says the result is not the end's
    const game_end* end = nullptr;            //!< the end the replay found (null: none)
    std::int64_t forfeit_margin_ms = 300'000; //!< the clock margin of the game's category
};

namespace adjudication_detail {

inline bool decisive(std::string_view r) { return r == "1-0" || r == "0-1"; }
inline std::string_view win_for(color c) { return c == color::white ? "1-0" : "0-1"; }

//! The positions of the game (index k: after k plies) and the castling history at its end, from
//! the replay's moves (replayed again, keeping them, when the audit did not keep them).
struct replayed {
    std::vector<position> positions;
    rules::castling_history history;
};

inline replayed positions_of(const adjudication_input& in) {
    replayed out;
    out.history = start_history(*in.start);
    std::vector<move> kept;
    std::span<const move> moves;
    if (in.replay && in.replay->moves.size() == in.sans.size()) {
        moves = in.replay->moves;
    } else {
        audit_options o;
        o.keep_moves = true;
        o.watch_end = false;
        kept = game_detail::replay(*in.start, in.sans, o).moves;
        moves = kept;
    }
    out.positions.reserve(moves.size() + 1);
    out.positions.push_back(*in.start);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        note_move(out.history, out.positions.back(), moves[i], i);
        out.positions.push_back(make_move(out.positions.back(), moves[i]));
    }
    return out;
}

//! The move named, read in p (coordinate notation or SAN) and judged: legal (resolved, no
//! clauses), illegal (its clauses), or unreadable (null).
struct named_move {
    std::optional<move> m;
    std::vector<spec::clause_ref> clauses; //!< empty: the move is legal
};

inline std::optional<named_move> judge_named(const position& p, std::string_view text, const rules::castling_history& h) {
    named_move out;
    if (looks_like_coordinate(text)) {
        std::string_view bare = text;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.remove_suffix(1);
        const square from = make_square(static_cast<file>(bare[0] - 'a'), static_cast<rank>(bare[1] - '1'));
        const square to = make_square(static_cast<file>(bare[2] - 'a'), static_cast<rank>(bare[3] - '1'));
        const auto syn = coordinate_syntax(p, text);
        if (!syn) { // the origin holds no piece of the side to move
            out.m = move(from, to);
            out.clauses = violated_clauses(judge(p, *out.m, h));
            if (out.clauses.empty()) out.clauses.push_back(spec::id::illegal_move);
            return out;
        }
        const expected<move, san_error> m = read_san(p, *syn);
        if (m && !(syn->piece != piece_type::pawn && syn->promotion != promotion::none)) {
            out.m = *m;
            return out;
        }
        if (const auto moved = castling_after_king_moved(p, *syn, h)) {
            out.m = move(from, to);
            out.clauses = violated_clauses(*moved);
            return out;
        }
        const san_resolution res = resolve_san(p, *syn, h);
        if (const auto c = res.choice(); c && res.chosen_judgement()) {
            out.m = *c;
            out.clauses = violated_clauses(*res.chosen_judgement());
        } else {
            out.m = move(from, to);
            out.clauses = violated_clauses(judge(p, *out.m, h));
        }
        if (out.clauses.empty()) out.clauses.push_back(spec::id::illegal_move);
        return out;
    }
    const expected<san_syntax, san_error> syn = parse_san(text);
    if (!syn) return std::nullopt;
    const expected<move, san_error> m = read_san(p, *syn);
    if (m) {
        out.m = *m;
        return out;
    }
    if (m.error().code == san_errc::ambiguous) return std::nullopt; // legal moves fit it: which one is unknown
    if (const auto moved = castling_after_king_moved(p, *syn, h)) {
        out.clauses = violated_clauses(*moved);
        return out;
    }
    const san_resolution res = resolve_san(p, *syn, h);
    if (const auto c = res.choice()) {
        if (!res.chosen_judgement()) return std::nullopt; // a legal move the fast path missed: never on a legal board
        out.m = *c;
        out.clauses = violated_clauses(*res.chosen_judgement());
    } else {
        out.clauses.push_back(syn->castling ? spec::id::castling : spec::id::illegal_move);
    }
    if (out.clauses.empty()) out.clauses.push_back(spec::id::illegal_move);
    return out;
}

//! The 5.2.2 analysis's budget for a claimed dead position (run only for such a claim).
inline constexpr analysis::mate_budget claimed_dead_budget{20'000, 4'000, true, 256};

} // namespace adjudication_detail

//! Checks a claim against the Laws (see the file comment for what each claim needs).
inline adjudication_check check_claim(const claim_reading& c, const adjudication_input& in) {
    using namespace adjudication_detail;
    adjudication_check a;
    a.read = c;
    a.clause = clause_of(c.claim);
    adjudication_evidence& ev = a.evidence;
    const auto verdict = [&](adjudication_verdict v, adjudication_basis b) {
        a.verdict = v;
        ev.basis = b;
        return a;
    };
    const bool has_result = in.result == "1-0" || in.result == "0-1" || in.result == "1/2-1/2";
    if (has_result) ev.recorded = std::string(in.result);
    if (c.claim == adjudication_claim::outside_laws) return verdict(adjudication_verdict::not_checkable, adjudication_basis::outside);

    // The side the claim names; a tag names none: the result's (the winner who mates, the loser
    // who resigns or loses on time, the loser of an illegal move).
    ev.side = c.side;
    if (!ev.side && decisive(in.result)) {
        const color winner = in.result == "1-0" ? color::white : color::black;
        ev.side = c.claim == adjudication_claim::checkmate ? winner : ~winner;
    }
    // The result the claim gives under the Laws (an illegal move's is the match rules', not judged).
    switch (c.claim) {
    case adjudication_claim::checkmate:
        if (ev.side) ev.by_claim = std::string(win_for(*ev.side));
        break;
    case adjudication_claim::time:
    case adjudication_claim::resignation:
        if (ev.side) ev.by_claim = std::string(win_for(~*ev.side));
        break;
    case adjudication_claim::stalemate:
    case adjudication_claim::threefold:
    case adjudication_claim::fifty_moves:
    case adjudication_claim::insufficient_material: ev.by_claim = "1/2-1/2"; break;
    default: break;
    }

    if (!in.start || !in.replay) return verdict(adjudication_verdict::not_checkable, adjudication_basis::not_replayed);
    const game_result& g = *in.replay;
    const std::size_t plies = in.sans.size();

    // An illegal move claimed that the record wrote as its last move, a breach (fastchess #942).
    if (c.claim == adjudication_claim::illegal_move && !g.breaches.empty()) {
        const first_illegal& b = g.breaches.back();
        const bool last = b.ply + 1 == plies && g.breaches.size() == 1 && !g.unread;
        const color mover = b.before.side_to_move;
        const bool same_text = !c.move.empty() && (c.move == b.san || (b.resolved && c.move == to_uci(*b.resolved).view()));
        if (last && same_text && (!ev.side || *ev.side == mover)) {
            ev.side = mover;
            ev.ply = b.ply;
            ev.board = b.before;
            ev.named = b.resolved;
            ev.clauses = b.clauses;
            return verdict(adjudication_verdict::confirmed, adjudication_basis::move_breach);
        }
    }
    if (!in.complete || !g.breaches.empty() || g.plies_read != plies)
        return verdict(adjudication_verdict::not_checkable, adjudication_basis::not_replayed);

    const position& p = g.final_position;
    ev.ply = plies;
    ev.board = p;
    // The game was over before (a result finding says the result is not the end's).
    const auto ended_before = [&] {
        if (in.end) {
            ev.end_clause = in.end->clause;
            ev.end_ply = in.end->ply;
            ev.end_result = std::string(in.end->result);
        }
        return verdict(adjudication_verdict::contradicted, adjudication_basis::ended_before);
    };
    // The result recorded against the one the claim gives (after the fact is confirmed).
    const auto with_result = [&](adjudication_basis confirmed_basis) {
        if (in.winner_cannot_mate) return verdict(adjudication_verdict::contradicted, adjudication_basis::winner_cannot_mate);
        if (in.result_contradicts_end) return ended_before();
        if (has_result && !ev.by_claim.empty() && ev.by_claim != in.result)
            return verdict(adjudication_verdict::contradicted, adjudication_basis::result_disagrees);
        return verdict(adjudication_verdict::confirmed, confirmed_basis);
    };
    // A loss on time or a resignation recorded as a draw: the Laws give the draw when the
    // opponent cannot checkmate (6.9, 5.1.2), and the loss when he can (the helpmate line).
    const auto drawn_after = [&](adjudication_basis) {
        const color winner = ~*ev.side;
        analysis::mate_answer m = analysis::can_checkmate(p, winner, claimed_dead_budget);
        const analysis::mate_verdict v = m.verdict;
        ev.argument = std::move(m);
        if (v == analysis::mate_verdict::cannot) {
            ev.by_claim = "1/2-1/2";
            return verdict(adjudication_verdict::confirmed, adjudication_basis::winner_cannot_mate);
        }
        if (v == analysis::mate_verdict::can) return verdict(adjudication_verdict::contradicted, adjudication_basis::result_disagrees);
        return verdict(adjudication_verdict::not_checkable, adjudication_basis::undecided);
    };
    // Whether the halfmove count runs back to a FEN start (the moves before it unknown).
    const bool count_from_start = !in.start_is_initial && p.halfmove_clock >= plies;

    switch (c.claim) {
    case adjudication_claim::illegal_move: {
        if (c.move.empty()) return verdict(adjudication_verdict::not_checkable, adjudication_basis::no_move_named);
        if (ev.side && *ev.side != p.side_to_move) return verdict(adjudication_verdict::not_checkable, adjudication_basis::not_side_to_move);
        ev.side = p.side_to_move;
        const replayed r = positions_of(in);
        const auto n = judge_named(p, c.move, r.history);
        if (!n) return verdict(adjudication_verdict::not_checkable, adjudication_basis::move_unreadable);
        ev.named = n->m;
        ev.clauses = n->clauses;
        if (n->clauses.empty()) return verdict(adjudication_verdict::contradicted, adjudication_basis::move_legal);
        return verdict(adjudication_verdict::confirmed, adjudication_basis::move_illegal);
    }
    case adjudication_claim::checkmate:
    case adjudication_claim::stalemate: {
        ev.count = static_cast<std::uint32_t>(count_legal_moves(p));
        ev.in_check = in_check(p);
        const bool mate = ev.count == 0 && ev.in_check, stale = ev.count == 0 && !ev.in_check;
        if (c.claim == adjudication_claim::stalemate) {
            if (!stale) return verdict(adjudication_verdict::contradicted, adjudication_basis::not_stalemate);
            return with_result(adjudication_basis::is_stalemate);
        }
        if (!mate) return verdict(adjudication_verdict::contradicted, adjudication_basis::not_checkmate);
        if (!ev.side) return verdict(adjudication_verdict::not_checkable, adjudication_basis::side_unknown);
        if (*ev.side == p.side_to_move) return verdict(adjudication_verdict::contradicted, adjudication_basis::wrong_mating_side);
        return with_result(adjudication_basis::is_checkmate);
    }
    case adjudication_claim::threefold: {
        const replayed r = positions_of(in);
        for (std::size_t k = 0; k < r.positions.size(); ++k) // every occurrence of the last position (9.2.2)
            if (rules::same_position::holds(r.positions[k], r.positions.back())) ev.plies.push_back(k);
        if (ev.plies.size() >= 3) return with_result(adjudication_basis::repeated);
        if (count_from_start) return verdict(adjudication_verdict::not_checkable, adjudication_basis::before_start);
        for (std::size_t k = 0; k < r.positions.size(); ++k)
            if (rules::count_occurrences(std::span<const position>(r.positions).first(k + 1), r.positions[k]).count >= 3)
                return verdict(adjudication_verdict::not_checkable, adjudication_basis::other_repeated);
        return verdict(adjudication_verdict::contradicted, adjudication_basis::not_repeated);
    }
    case adjudication_claim::fifty_moves: {
        ev.count = p.halfmove_clock;
        if (!has_legal_move(p) && in_check(p)) return verdict(adjudication_verdict::contradicted, adjudication_basis::mate_first);
        if (p.halfmove_clock >= rules::fifty_moves_plies) return with_result(adjudication_basis::fifty_reached);
        if (count_from_start) return verdict(adjudication_verdict::not_checkable, adjudication_basis::before_start);
        return verdict(adjudication_verdict::contradicted, adjudication_basis::fifty_short);
    }
    case adjudication_claim::insufficient_material: {
        analysis::mate_answer m = analysis::dead_position(p, claimed_dead_budget);
        const analysis::mate_verdict v = m.verdict;
        ev.argument = std::move(m);
        if (v == analysis::mate_verdict::cannot) return with_result(adjudication_basis::dead);
        if (v == analysis::mate_verdict::can) return verdict(adjudication_verdict::contradicted, adjudication_basis::mate_possible);
        return verdict(adjudication_verdict::not_checkable, adjudication_basis::undecided);
    }
    case adjudication_claim::time: {
        // a timeout that names no side, scored a draw: the flag fell on the turn the record never
        // shows, the turn of the side to move in the last position
        if (!ev.side && in.result == "1/2-1/2") ev.side = p.side_to_move;
        if (!ev.side) return verdict(adjudication_verdict::not_checkable, adjudication_basis::side_unknown);
        if (in.result == "1/2-1/2") return drawn_after(adjudication_basis::flag);
        if (in.winner_cannot_mate) return verdict(adjudication_verdict::contradicted, adjudication_basis::winner_cannot_mate);
        if (in.result_contradicts_end) return ended_before();
        if (g.clock) {
            const clock::forfeit_check fc = clock::check_forfeit(g.clock->ledger, *ev.side, in.forfeit_margin_ms);
            ev.forfeit = fc;
            if (fc.evidence == clock::forfeit_evidence::flag) return with_result(adjudication_basis::flag);
        }
        if (has_result && !ev.by_claim.empty() && ev.by_claim != in.result)
            return verdict(adjudication_verdict::contradicted, adjudication_basis::result_disagrees);
        const clock::forfeit_evidence fe = ev.forfeit ? ev.forfeit->evidence : clock::forfeit_evidence::no_clock;
        return verdict(adjudication_verdict::not_checkable, fe == clock::forfeit_evidence::time_left         ? adjudication_basis::time_left
                                                            : fe == clock::forfeit_evidence::near_zero       ? adjudication_basis::near_zero
                                                            : fe == clock::forfeit_evidence::unrecorded_turn ? adjudication_basis::unrecorded_turn
                                                                                                             : adjudication_basis::no_clock);
    }
    case adjudication_claim::resignation: {
        if (!ev.side) return verdict(adjudication_verdict::not_checkable, adjudication_basis::side_unknown);
        if (!has_result) return verdict(adjudication_verdict::not_checkable, adjudication_basis::no_result);
        if (in.result == "1/2-1/2") return drawn_after(adjudication_basis::result_follows);
        return with_result(adjudication_basis::result_follows);
    }
    case adjudication_claim::outside_laws: break;
    }
    return verdict(adjudication_verdict::not_checkable, adjudication_basis::outside);
}

} // namespace chesslaw::audit
