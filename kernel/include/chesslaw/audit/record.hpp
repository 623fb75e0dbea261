#pragma once
//! The audit of one game record, as read from PGN: every decision between the reader and the
//! verdict lives here, so that a library user and `chesslaw audit` cannot disagree.
//!
//!   chesslaw::audit::audit_record(const pgn::game& g, const record_options& opt = {}) -> record_result
//!   chesslaw::audit::audit_pgn(std::string_view pgn_text, const record_options& opt = {})
//!       -> std::vector<owned_record>   (each game of the text with its result)
//!
//! What it decides (a wrong "illegal" is the worst error an audit can make: what cannot be proved
//! is *unreadable*, with the reason, never illegal):
//! - The start position. No FEN tag: the initial position, unless the movetext shows that the
//!   record does not start there (its first move number is not 1, or it starts with black's move
//!   `1... e5`): a fragment, unreadable. A FEN tag: that position; castling rights the position
//!   cannot have (the king or that rook off its initial square; lichess studies write `KQkq`
//!   regardless) are dropped with a warning naming them, a fullmove number 0 is read as 1 with a
//!   warning; the position gets the 3.10.3 verdict (legality::analyse), and its moves are audited
//!   whatever that verdict is. A Chess960 game (a Variant tag naming it, or a FEN naming rook
//!   files) whose start is no starting array of Guidelines II.2 (Double Fischer Random's
//!   different arrays, …) gets a warning naming the clauses, not "illegal": the moves are audited
//!   under Article 3 and the castling of II.3. `SetUp "1"` without a FEN tag: unreadable (a tag whose name differs
//!   only in case, `Fen`, is named in the message).
//! - The game. `Variant` Standard, Chess, "From Position" (lichess: standard chess from a FEN)
//!   and the usual synonyms are standard chess; any other variant, and a FEN naming castling rook
//!   files (Chess960 / Shredder-FEN), is unreadable (not the Laws' Article 3 as written).
//! - The moves. SAN, and its flagged variants (see notation/san.hpp); coordinate notation
//!   (`e2e4`, `g1f3`, `e1g1`, `e7e8q`) read as the move it names, with a warning; a null move
//!   (`--`, `Z0`, `0000`, `@@@@`, `null`) is a breach of 7.5.3 and the replay goes on with the
//!   other side to move (audit_game); a move that is not legal is judged
//!   (audit_game). When the record's move numbers break before that move (moves missing, or two
//!   games run together without a result), the position it was played in is unknown: the record
//!   is unreadable there, not illegal.
//!
//! A record_result owns its data (the tokens it cites are copied, the views of its replay point
//! into those copies): it can outlive the pgn::game, and moves cheaply. Every decision is a typed
//! value (a kind, the clause, the evidence); prose/audit.hpp words them.

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/adjudication.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/notation/fide.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/rules/material.hpp>
#include <chesslaw/rules/record.hpp>

namespace chesslaw::audit {

//! clean: nothing to report; illegal: a breach of Article 3 (a move, or the start position);
//! inconsistent: no breach, but the result or moves recorded after the end contradict Articles 5,
//! 6 or 9; unreadable: (part of) the record cannot be audited.
enum class record_status : std::uint8_t { clean, illegal, unreadable, inconsistent };

constexpr std::string_view name(record_status s) noexcept {
    switch (s) {
    case record_status::clean: return "clean";
    case record_status::illegal: return "illegal";
    case record_status::unreadable: return "unreadable";
    case record_status::inconsistent: return "inconsistent";
    }
    return "?";
}

//! What a record says of its result that the Laws contradict (findings) or that the certain
//! rules do not decide (undecided). JSON `kind`: name().
enum class result_finding_kind : std::uint8_t {
    moves_after_end,        //!< plies recorded after the end (5, 9)
    result_contradicts_end, //!< a result other than the end's
    time_forfeit_drawn,     //!< a win on time where the winner cannot checkmate (6.9)
    resignation_drawn,      //!< a win where the winner cannot checkmate (5.1.2)
    winner_may_not_mate,    //!< undecided: whether the winner can checkmate, within the audit's budget
    //! a result other than 7.5.5's after a player's second completed illegal move under standard
    //! play (lost by that player, or drawn when the opponent cannot checkmate: `argument`)
    second_illegal_move,
    adjudication_contradicted, //!< the adjudication the record states, contradicted by the Laws (record_data::adjudication)
    //! the Result tag's points are not a game's: beyond the maximum or not a game's score (10.2: a
    //! finding), or not a win, a loss or a draw (10.1, which an event's regulations may set
    //! otherwise: a warning). `result`: the tag as written
    points_outside_laws,
};

constexpr std::string_view name(result_finding_kind k) noexcept {
    switch (k) {
    case result_finding_kind::moves_after_end: return "moves_after_end";
    case result_finding_kind::result_contradicts_end: return "result_contradicts_end";
    case result_finding_kind::time_forfeit_drawn: return "time_forfeit_drawn";
    case result_finding_kind::resignation_drawn: return "resignation_drawn";
    case result_finding_kind::winner_may_not_mate: return "winner_may_not_mate";
    case result_finding_kind::second_illegal_move: return "second_illegal_move";
    case result_finding_kind::adjudication_contradicted: return "adjudication_contradicted";
    case result_finding_kind::points_outside_laws: return "points_outside_laws";
    }
    return "?";
}

//! Where the record states a result.
enum class result_source : std::uint8_t { tag_and_movetext, movetext, tag };

//! A platform's own rule that an adjudication the record states follows where it differs from the
//! Laws (JSON `platform_rule`: name(); null: none). The platform is the Site tag's.
//!   lichess_insufficient_material  lichess's table of "insufficient material" (a draw on a flag or
//!                                  on the board) where a helpmate exists (5.2.2, 6.9 ask for any
//!                                  series of legal moves)
//!   chesscom_insufficient_material chess.com's (knight against knight, …), likewise
enum class platform_rule : std::uint8_t { none, lichess_insufficient_material, chesscom_insufficient_material };

constexpr std::string_view name(platform_rule p) noexcept {
    switch (p) {
    case platform_rule::none: return "none";
    case platform_rule::lichess_insufficient_material: return "lichess_insufficient_material";
    case platform_rule::chesscom_insufficient_material: return "chesscom_insufficient_material";
    }
    return "?";
}

//! A main-line move as written, owned: its text, its place, the number counted and the number written.
using written_move = pgn::san_token;

//! What a record says of its result that Articles 5, 6.9 or 9 contradict, or cannot decide.
struct result_finding {
    spec::clause_ref clause = spec::id::checkmate;
    result_finding_kind kind = result_finding_kind::moves_after_end;
    pgn::source_pos at;
    std::optional<analysis::mate_answer> argument; //!< time_forfeit_drawn, resignation_drawn, winner_may_not_mate: the analysis
    std::string result;                            //!< the result recorded ("1-0" …; not moves_after_end)
    result_source source = result_source::movetext; //!< where it is recorded
    std::size_t extra = 0;                          //!< moves_after_end: the plies recorded after the end
    std::optional<written_move> from;               //!< moves_after_end: the first of them; second_illegal_move: that move
    //! the result the Laws give the record with this finding (the end's, 6.9's or 5.1.2's draw,
    //! 7.5.5's, the adjudication's): "" when they give none (a claim whose game was not over)
    std::string by_laws;
    //! adjudication_contradicted: the platform's own rule the claim follows, where the Laws differ
    platform_rule platform = platform_rule::none;
};

//! The record's result against the Laws.
struct result_verdict {
    std::string tag;      //!< the Result tag as written ("" when there is none)
    std::string movetext; //!< the movetext's result as read ("" when there is none)
    //! 1-0, 0-1, 1/2-1/2: the result the Laws give the record; empty when they do not decide it
    //! (resignation, agreement, a flag: what the record says stands)
    std::string by_laws;
    std::vector<result_finding> findings;  //!< each a finding of the game (exit status 1): the result recorded is not the Laws'
    //! what the Laws contradict without changing the result recorded (moves after an end whose
    //! result is recorded, a claim whose reason is wrong but whose result the Laws give): warnings
    std::vector<result_finding> warnings;
    std::vector<result_finding> undecided; //!< questions the certain rules do not decide: never findings
};

struct record_options {
    double reachability_ms = 0; //!< proof-game search for a FEN tag's position (3.10.3); 0: the rules only
    bool repairs = true;        //!< propose the repairs of a record whose moves break Article 3
    //! Run the clock ledger (audit/clock.hpp) on the record's comments: record_result::clock(). The
    //! game must have been read with pgn::reader_options::keep_comments (audit_pgn does so); off,
    //! no clock is read — the adjudication a comment after the last move states is read all the same.
    bool clocks = true;
    //! Read the moves against Appendix C, the notation FIDE accepts on a scoresheet (`chesslaw audit
    //! --notation fide`, for arbiters who check transcribed scoresheets): a warning per form C does
    //! not give (notation/fide.hpp: O-O, e8=Q, e:d5, Pe4), with its C clause. PGN's SAN stays what
    //! is read; the warnings of SAN variants (0-0, d8Q, e.p., ++, the long form: C's own forms, or
    //! the forms above) are left out.
    bool fide_notation = false;
};

//! What a warning of the record is about.
enum class record_warning_kind : std::uint8_t {
    reader,                      //!< the reader's (missing_result, …): `reader`
    coordinate_notation,         //!< `count` moves in coordinate notation, the first `first`
    notation_variant,            //!< `count` moves in the SAN variant `variant`, the first `first`
    castling_right_dropped,      //!< the FEN tag's castling right `fen` names, dropped
    fullmove_zero,               //!< the FEN tag's fullmove number 0, read as 1 (`fen`)
    variant_from_position,       //!< Variant `value`: standard chess from the FEN tag
    start_outside_guidelines_ii, //!< a Chess960 start that is no array of II.2: the arguments `set_aside`
    //! a FEN tag without SetUp "1" (the record says the game starts from the initial position)
    //! whose position is not 2.3's: `fen` unused, the moves replayed from the FEN all the same
    start_not_initial_position,
    fide_notation,               //!< `count` moves written in the form `fide` that Appendix C does not give, the first `first`
};

//! Something the record does that the standard does not, read all the same. JSON `code`: code(w).
struct record_warning {
    pgn::source_pos at;
    record_warning_kind kind = record_warning_kind::reader;
    std::optional<pgn::pgn_error> reader;      //!< reader: the reader's finding
    san_variant variant = san_variant::none;   //!< notation_variant
    std::uint32_t count = 0;                   //!< coordinate_notation, notation_variant: the moves so written
    std::optional<written_move> first;         //!< ... the first of them
    std::optional<fen_error> fen;              //!< castling_right_dropped, fullmove_zero: the repair of the FEN tag
    std::string value;                         //!< variant_from_position: the Variant tag's value (UTF-8)
    std::vector<legality::argument> set_aside; //!< start_outside_guidelines_ii: the arguments of II.2
    notation::fide_form fide{};                //!< fide_notation: the form
};

//! The code of a warning (JSON `code`): the reader's codes (missing_result, …) and:
//! coordinate_notation, the SAN variants' names (long_algebraic, en_passant_suffix, double_plus,
//! lower_case_castling, zero_castling, promotion_without_equals, promotion_parenthesised,
//! pawn_prefix, colon_capture), castling_right_dropped, fullmove_zero, variant_from_position,
//! start_outside_guidelines_ii (a Chess960 game's start that is no array of II.2),
//! start_not_initial_position (a FEN tag without SetUp "1" whose position is not 2.3's); with
//! record_options::fide_notation the forms Appendix C does not give (letter_o_castling,
//! promotion_equals, promotion_parenthesised, colon_capture, pawn_letter).
constexpr std::string_view code(const record_warning& w) noexcept {
    switch (w.kind) {
    case record_warning_kind::reader: return w.reader ? pgn::name(w.reader->code) : std::string_view("reader");
    case record_warning_kind::coordinate_notation: return "coordinate_notation";
    case record_warning_kind::notation_variant: return name(w.variant);
    case record_warning_kind::castling_right_dropped: return "castling_right_dropped";
    case record_warning_kind::fullmove_zero: return "fullmove_zero";
    case record_warning_kind::variant_from_position: return "variant_from_position";
    case record_warning_kind::start_outside_guidelines_ii: return "start_outside_guidelines_ii";
    case record_warning_kind::start_not_initial_position: return "start_not_initial_position";
    case record_warning_kind::fide_notation: return notation::name(w.fide);
    }
    return "?";
}

//! Why the record cannot be audited (further), or why its replay stopped.
enum class record_error_kind : std::uint8_t {
    reader,                    //!< the reader's error: `reader`
    not_standard_variant,      //!< Variant `value` is neither standard chess nor Chess960
    chess960_without_fen,      //!< Variant `value` names Chess960, and there is no FEN tag
    fen_unreadable,            //!< the FEN tag does not read (`fen`); `start_illegal`: the 3.10.3 verdict is given all the same
    //! SetUp "1" and no FEN tag (`value`: a tag named FEN in another case, empty if none)
    setup_without_fen,
    fragment,                  //!< no FEN tag, and the movetext starts at `move`, not at move 1
    numbering_break,           //!< the move numbers break at `move`: the moves from there are not judged
    numbering_break_unknown,   //!< they break at `move`, before `played`: the position it was played in is unknown
    null_move,                 //!< a null move at ply `ply` (`move`); `after_breach`: the moves from there are not judged
                               //!< (no longer produced: a null move is a breach of 7.5.3, audit_game; kept for the JSON codes)
    unreadable_move,           //!< a text that is not SAN or is ambiguous (the replay's first, or after a breach its unread)
    games_run_together,        //!< the move numbers start again at 1 at `move`, with no result or tags before
    replay_stopped,            //!< the replay stopped after a breach (the replay's stop_reason)
};

constexpr std::string_view name(record_error_kind k) noexcept {
    switch (k) {
    case record_error_kind::reader: return "reader";
    case record_error_kind::not_standard_variant: return "not_standard_variant";
    case record_error_kind::chess960_without_fen: return "chess960_without_fen";
    case record_error_kind::fen_unreadable: return "fen_unreadable";
    case record_error_kind::setup_without_fen: return "setup_without_fen";
    case record_error_kind::fragment: return "fragment";
    case record_error_kind::numbering_break: return "numbering_break";
    case record_error_kind::numbering_break_unknown: return "numbering_break_unknown";
    case record_error_kind::null_move: return "null_move";
    case record_error_kind::unreadable_move: return "unreadable_move";
    case record_error_kind::games_run_together: return "games_run_together";
    case record_error_kind::replay_stopped: return "replay_stopped";
    }
    return "?";
}

//! Why the record cannot be audited (further): the kind and its evidence (the other fields empty).
struct record_error {
    pgn::source_pos at;
    record_error_kind kind = record_error_kind::reader;
    std::optional<pgn::pgn_error> reader;   //!< reader
    std::string value;                      //!< not_standard_variant, chess960_without_fen: the Variant (UTF-8); setup_without_fen: the tag
    std::optional<fen_error> fen;           //!< fen_unreadable
    bool start_illegal = false;             //!< fen_unreadable: the start's 3.10.3 verdict is "illegal" all the same
    std::optional<written_move> move;       //!< fragment, numbering_break(_unknown), null_move, games_run_together
    std::optional<written_move> played;     //!< numbering_break_unknown: the move whose position is unknown
    std::size_t ply = 0;                    //!< null_move: the 0-based ply
    bool after_breach = false;              //!< null_move, unreadable_move: after a breach (the replay's unread)
};

//! The 3.10.3 verdict on the position of a FEN tag.
struct start_verdict {
    pgn::source_pos at;            //!< the FEN tag's '['
    std::string fen;               //!< the FEN as audited: the tag's text
    position board;                //!< the board as read (possibly one parse_fen refuses)
    legality::report report;
};

//! The data of a record_result (its copies re-point the views of the replay: see record_result).
struct record_data {
    record_status status = record_status::clean;
    std::size_t plies = 0;                 //!< legal plies replayed (all of them when clean)
    std::optional<position> start;         //!< the position the moves were replayed from (null: not replayed)
    std::optional<start_verdict> start_position; //!< a FEN tag's 3.10.3 verdict
    bool start_illegal = false;            //!< that verdict is "illegal": a finding of this game
    std::optional<game_result> moves;      //!< the replay (null when the start is unknown)
    bool move_illegal = false;             //!< moves->first is an illegal move: a finding of this game
    std::optional<written_move> finding_token;  //!< the token of moves->first, if any (a copy)
    std::vector<written_move> breach_tokens;    //!< the token of each of moves->breaches (every breach, in order; copies)
    std::optional<record_error> stop;      //!< where and why the replay stopped after a breach (the rest is not judged)
    std::optional<record_error> error;     //!< why (part of) the record is unreadable
    std::vector<record_warning> warnings;  //!< the reader's, then the audit's
    std::string end_written;               //!< the text as written of the ply after which the game ended (the end's citation; "" at the start)
    std::vector<spec::clause_ref> clauses; //!< violated clauses: 3.10.3 for the start, then every breach's, then the
                                           //!< result findings' (each once)
    result_verdict result;                 //!< the end (moves->end) against the recorded result and moves
    std::vector<repair> repairs;           //!< illegal (or a numbering break with a breach): the verified repairs, best first (audit/repair.hpp)
    std::vector<irregularity> irregularities; //!< each breach as an irregularity of Article 7.5, counted or not (audit/irregular.hpp)
    //! The adjudication the record states (Termination, TerminationDetails, the last comment),
    //! checked against the Laws (audit/adjudication.hpp); null: it states none.
    std::optional<adjudication_check> adjudication;
    const game_end* end() const noexcept { return moves && moves->end ? &*moves->end : nullptr; }
    //! The record's clocks (audit/clock.hpp); null when it has none, or clocks were not watched.
    const clock_record* clock() const noexcept { return moves && moves->clock ? &*moves->clock : nullptr; }
    std::span<const draw_claim> claims() const noexcept { return moves ? std::span<const draw_claim>(moves->claims) : std::span<const draw_claim>{}; }
    //! The texts as written of the plies the replay's SAN views name (moves->first, breaches,
    //! unread), by ply: the views point here, not into the pgn::game (a vector's elements stay
    //! where they are when it moves; a copy re-points them).
    std::vector<std::pair<std::size_t, std::string>> cited_texts;
};

//! The audit of one record. It owns its data: it outlives the pgn::game, moves cheaply (no copy
//! of a string), and a copy is a deep one (its views re-pointed at its own texts).
struct record_result : record_data {
    record_result() = default;
    record_result(record_result&&) noexcept = default;
    record_result& operator=(record_result&&) noexcept = default;
    record_result(const record_result& o) : record_data(o) { point_views(); }
    record_result& operator=(const record_result& o) {
        if (this != &o) {
            record_data::operator=(o);
            point_views();
        }
        return *this;
    }

    //! Copies the texts of the plies the replay's views name into cited_texts and points the
    //! views at them (audit_record calls it, while the views still point into the game).
    void own_views() {
        cited_texts.clear();
        if (!moves) return;
        const auto keep = [&](const first_illegal& f) {
            for (const auto& c : cited_texts)
                if (c.first == f.ply) return;
            cited_texts.emplace_back(f.ply, std::string(f.san));
        };
        if (moves->first) keep(*moves->first);
        for (const first_illegal& b : moves->breaches) keep(b);
        if (moves->unread) keep(*moves->unread);
        point_views();
    }

    //! Points the replay's views at cited_texts, by ply.
    void point_views() noexcept {
        if (!moves) return;
        const auto point = [&](first_illegal& f) {
            for (const auto& c : cited_texts)
                if (c.first == f.ply) f.san = c.second;
        };
        if (moves->first) point(*moves->first);
        for (first_illegal& b : moves->breaches) point(b);
        if (moves->unread) point(*moves->unread);
    }
};

namespace record_detail {


inline std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

//! How a `Termination` tag says the game ended, as far as 5.1.2 and 6.9 care.
enum class termination : std::uint8_t {
    other,       //!< none, "normal", a resignation, a mate …: a decisive result is a win the Laws may undo (5.1.2)
    //! a flag fell ("time forfeit", lichess; "won on time", chess.com; "timeout"): 6.9
    time,
    forfeit,     //!< abandoned, a rules infraction, a forfeit, an adjudication, unterminated: not the Laws' to undo
};

//! The tag's words, lower case: runs of ASCII letters (a name with digits or '_' stays one word:
//! "MikeChessTime", "Time_Lord").
inline std::vector<std::string> termination_words(std::string_view v) {
    std::vector<std::string> w;
    std::string cur;
    for (const char ch : v) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || static_cast<unsigned char>(c) >= 0x80) cur += c;
        else if (!cur.empty()) w.push_back(std::move(cur)), cur.clear();
    }
    if (!cur.empty()) w.push_back(std::move(cur));
    return w;
}

//! Read word by word, never by substring: a player's name is a word of its own ("MikeChessTime
//! won by resignation" is a resignation). In chess.com's "N won by …" / "N won on time" the words
//! before "won" are the name, and only the words from "won" on say how the game ended.
inline termination read_termination(const pgn::tag* t) {
    if (!t) return termination::other;
    std::vector<std::string> w = termination_words(t->value);
    if (const auto won = std::find_if(w.begin(), w.end(), [](const std::string& x) { return x == "won" || x == "wins"; }); won != w.end())
        w.erase(w.begin(), won);
    const auto has = [&](std::string_view a) { return std::find(w.begin(), w.end(), a) != w.end(); };
    const auto pair = [&](std::string_view a, std::string_view b) {
        for (std::size_t i = 0; i + 1 < w.size(); ++i)
            if (w[i] == a && w[i + 1] == b) return true;
        return false;
    };
    if (pair("time", "forfeit") || pair("on", "time") || has("timeout") || pair("time", "out") || has("flag") || has("flagged") ||
        (w.size() == 1 && w[0] == "time") || (has("time") && (has("forfeit") || has("lost") || has("loss"))))
        return termination::time;
    const auto starts = [&](std::string_view p) {
        for (const std::string& x : w)
            if (x.starts_with(p)) return true;
        return false;
    };
    if (starts("abandon") || has("forfeit") || has("forfeited") || has("infraction") || starts("disconnect") || starts("adjudicat") ||
        has("unterminated") || pair("no", "show") || has("illegal") || has("arbiter") || starts("cheat") || pair("fair", "play"))
        return termination::forfeit;
    return termination::other;
}

//! lower(n) == "fen", without a copy: ASCII letters in either case (std::tolower changes no other byte to f, e or n).
constexpr bool is_fen_in_other_case(std::string_view n) noexcept {
    return n.size() == 3 && (n[0] | 0x20) == 'f' && (n[1] | 0x20) == 'e' && (n[2] | 0x20) == 'n';
}

inline bool decisive(std::string_view r) { return r == "1-0" || r == "0-1"; }
inline bool a_result(std::string_view r) { return decisive(r) || r == "1/2-1/2"; }

using audit::is_null_move;

//! `Variant` values that name standard chess (lower case).
inline bool standard_variant(const std::string& l) {
    return l.empty() || l == "standard" || l == "chess" || l == "regular" || l == "normal" || l == "traditional" ||
           l == "standard chess" || l == "orthodox" || l == "from position" || l == "fromposition";
}

//! `Variant` values that name Chess960 (Guidelines II), lower case: spaces, '-' and '_' ignored
//! (Chess960, "chess 960", chess-960, Fischerandom, FischerRandom, "Fischer Random Chess",
//! Freestyle, 960 — the spellings of lichess, chess.com, cutechess, pychess, ChessBase, kokopu).
inline bool chess960_variant(const std::string& l) {
    std::string k;
    for (const char c : l)
        if (c != ' ' && c != '-' && c != '_' && c != '\t') k += c;
    return k == "chess960" || k == "960" || k == "fischerandom" || k == "fischerrandom" || k == "fischerrandomchess" ||
           k == "freestyle" || k == "freestylechess" || k == "chess960freestyle" || k == "frc";
}

//! Does a FEN's castling field name rook files (Shredder-FEN, X-FEN's inner rook): Chess960?
inline bool fen_names_rook_files(const pgn::tag* fen) {
    if (!fen) return false;
    const std::string_view v = fen->value;
    std::size_t i = 0;
    for (int field = 0; field < 2; ++field) { // skip the placement and the side to move
        while (i < v.size() && v[i] == ' ') ++i;
        while (i < v.size() && v[i] != ' ') ++i;
    }
    while (i < v.size() && v[i] == ' ') ++i;
    std::size_t end = i;
    while (end < v.size() && v[end] != ' ') ++end;
    return chesslaw::detail::names_rook_files(v.substr(i, end - i));
}


//! Whether a game is neither standard chess nor Chess960 (a Variant tag). A FEN naming rook
//! files is Chess960's: audited under Guidelines II.
inline bool not_standard(const pgn::tag* variant) {
    return variant && !chess960_variant(lower(variant->value)) && !standard_variant(lower(variant->value));
}

//! Whether the audit looks beyond the static proofs (material, fixed pawns) at whether `winner`
//! can checkmate in p: when the winner has minor pieces only (no pawn, queen or rook) — the case
//! the material rules leave open. A winner with a queen, a rook or a pawn is not searched: such a
//! side can nearly always mate, and a search costs more than the rest of the audit (`chesslaw
//! mate` answers with a certificate).
constexpr bool examined(const position& p, color winner) noexcept { return rules::only_minor_pieces(p, winner); }

//! The audit's budget for "can `winner` checkmate in p": the static proofs always; where
//! examined(), an enumeration and the helpmate finder of 3,000 positions each too.
constexpr analysis::mate_budget mate_budget_for(const position& p, color winner) noexcept {
    analysis::mate_budget b;
    b.search = examined(p, winner);
    b.nodes = b.search ? 3'000 : 0;
    b.first_enumeration = b.nodes;
    return b;
}

} // namespace record_detail

//! The record's result (Result tag, movetext result) against the end the replay found (r.moves->end),
//! and, for a decisive result with no end, against the winner's mating material (6.9 on a flag,
//! 5.1.2 (2023) otherwise). `plies`: the plies audited; `complete`: all of them replayed, so the last
//! position is the game's.
inline void judge_result(const pgn::game& g, record_result& r, std::size_t plies, bool complete) {
    using namespace record_detail;
    result_verdict& v = r.result;
    const pgn::tag* result_tag = nullptr;
    const pgn::tag* termination_tag = nullptr;
    for (const auto& t : g.tags) {
        const std::string_view n = t.name;
        if (!result_tag && n == "Result") result_tag = &t;
        else if (!termination_tag && n == "Termination") termination_tag = &t;
    }
    if (result_tag) v.tag = pgn::to_utf8(result_tag->value);
    v.movetext = g.result;
    const std::string_view tag_norm = result_tag ? pgn::detail::normalised_result(result_tag->value) : std::string_view{};
    const std::string_view text_norm = g.result;
    const game_end* e = r.end();
    // The record's claim: the movetext's result, and the tag's where it says something else.
    const auto recorded = [&](const auto& f) {
        if (a_result(text_norm)) f(std::string(text_norm), g.result_at, text_norm == tag_norm ? result_source::tag_and_movetext : result_source::movetext);
        if (a_result(tag_norm) && tag_norm != text_norm) f(std::string(tag_norm), result_tag->at, result_source::tag);
    };
    if (e) {
        v.by_laws = std::string(e->result);
        bool result_agrees = true; // every result recorded is the end's (`*` or none contradicts nothing)
        recorded([&](const std::string& res, pgn::source_pos, result_source) { result_agrees = result_agrees && res == e->result; });
        if (plies > e->ply) {
            // 5.1.1, 5.2.1, 5.2.2, 9.6: the game ended at once; the moves after it change no
            // result the record states unless it states another (a warning, else a finding)
            const pgn::san_token& t = g.moves[e->ply];
            result_finding f;
            f.clause = e->clause;
            f.kind = result_finding_kind::moves_after_end;
            f.at = t.at;
            f.extra = plies - e->ply;
            f.from = t;
            f.by_laws = std::string(e->result);
            (result_agrees ? v.warnings : v.findings).push_back(std::move(f));
        }
        recorded([&](const std::string& res, pgn::source_pos at, result_source where) {
            if (res != e->result) {
                result_finding f;
                f.clause = e->clause;
                f.kind = result_finding_kind::result_contradicts_end;
                f.at = at;
                f.result = res;
                f.source = where;
                f.by_laws = std::string(e->result);
                v.findings.push_back(std::move(f));
            }
        });
        return;
    }
    if (!complete || !r.start || !(decisive(text_norm) || decisive(tag_norm))) return;
    const position& last = r.moves->final_position;
    const termination how = read_termination(termination_tag);
    if (how == termination::forfeit) return;
    const clock_record* clk = r.clock();
    recorded([&](const std::string& res, pgn::source_pos at, result_source where) {
        if (!decisive(res)) return;
        const color winner = res == "1-0" ? color::white : color::black;
        // a loss on time: the Termination tag says so, or the clocks show the loser's flag at the
        // record's end (evidence, 6.8: at his last move, or the opponent's after it)
        const bool on_time = how == termination::time ||
                             (clk && clock::check_forfeit(clk->ledger, ~winner, 0).flag_ends_record);
        const spec::clause_ref clause = on_time ? spec::id::flag_fall : spec::id::resignation;
        analysis::mate_answer a = analysis::can_checkmate(last, winner, mate_budget_for(last, winner));
        const bool cannot = a.verdict == analysis::mate_verdict::cannot;
        if (!cannot && !(a.verdict == analysis::mate_verdict::unknown && examined(last, winner))) return;
        result_finding f;
        f.clause = clause;
        f.kind = !cannot ? result_finding_kind::winner_may_not_mate
                 : on_time ? result_finding_kind::time_forfeit_drawn
                                            : result_finding_kind::resignation_drawn;
        f.at = at;
        f.argument = std::move(a);
        f.result = res;
        f.source = where;
        if (cannot) v.by_laws = f.by_laws = "1/2-1/2";
        (cannot ? v.findings : v.undecided).push_back(std::move(f));
    });
}

//! A loss on time the record claims (a Termination tag read as record_detail::termination::time,
//! and a decisive result) weighed against the clocks (clock::check_forfeit, with the margin of the
//! game's category, forfeit_margin_ms): a loser whose last reading shows more time left than that
//! gets a forfeit_unsupported finding (6.9) among the clock's findings. Whether the winner could
//! checkmate (6.9's draw) is judge_result's, with the can-mate analysis.
inline void judge_clock(const pgn::game& g, record_result& r) {
    using namespace record_detail;
    if (!r.moves || !r.moves->clock) return;
    const pgn::tag* termination_tag = nullptr;
    const pgn::tag* result_tag = nullptr;
    for (const auto& t : g.tags) {
        if (!termination_tag && t.name == "Termination") termination_tag = &t;
        else if (!result_tag && t.name == "Result") result_tag = &t;
    }
    const termination how = read_termination(termination_tag);
    if (how == termination::forfeit) return;
    std::string_view res = g.result;
    if (!decisive(res) && result_tag) res = pgn::detail::normalised_result(result_tag->value);
    if (!decisive(res)) return;
    clock_record& c = *r.moves->clock;
    const color loser = res == "1-0" ? color::black : color::white;
    const clock::forfeit_check fc = clock::check_forfeit(c.ledger, loser, forfeit_margin_ms(c.category.category));
    // the loser's flag at the record's end is the loss on time the record states (the tag's, or
    // the result's when no tag says how the game ended): evidence that agrees, not a finding
    if (fc.flag_ends_record) {
        std::erase_if(c.ledger.findings, [&](const clock::finding& f) { return f.kind == clock::finding_kind::flag && f.ply == fc.ply; });
        return;
    }
    if (how != termination::time || !fc.found) return;
    c.ledger.findings.push_back(*fc.found);
    std::stable_sort(c.ledger.findings.begin(), c.ledger.findings.end(), [](const clock::finding& a, const clock::finding& b) { return a.ply < b.ply; });
}

//! The game's category (standard, rapid, blitz, unknown): the clock ledger's control where the
//! record has clocks, else the TimeControl tag's.
inline clock::categorised category_of_record(const pgn::game& g, const record_result& r) {
    if (const clock_record* c = r.clock()) return c->category;
    for (const auto& t : g.tags)
        if (t.name == "TimeControl") return clock::category_of(clock::read(t.value));
    return {};
}

//! The irregularities of the record's breaches (audit/irregular.hpp), and under standard play a
//! player's second completed illegal move against the recorded result (7.5.5): a result other
//! than the one 7.5.5 gives is a finding (second_illegal_move).
inline void judge_irregularities(const pgn::game& g, record_result& r) {
    using namespace record_detail;
    if (!r.moves || r.moves->breaches.empty()) return;
    const record_source src{g.moves, g.comments, g.tags};
    r.irregularities = irregularities_of(*r.moves, r.repairs, r.clock(), category_of_record(g, r), &src);
    analysis::mate_budget budget;
    budget.nodes = 20'000;
    const std::optional<illegal_move_penalty> p = second_illegal_move(*r.moves, r.irregularities, budget);
    if (!p) return;
    // 7.5.5: the game is lost (or drawn) at that move; an end the replay found later is not the game's
    if (const game_end* e = r.end(); !e || e->ply > p->ply) r.result.by_laws = p->result;
    const pgn::tag* result_tag = nullptr;
    for (const auto& t : g.tags)
        if (!result_tag && t.name == "Result") result_tag = &t;
    const std::string_view tag_norm = result_tag ? pgn::detail::normalised_result(result_tag->value) : std::string_view{};
    const std::string_view text_norm = g.result;
    const auto check = [&](std::string_view res, pgn::source_pos at, result_source where) {
        if (!a_result(res) || res == p->result) return;
        result_finding f;
        f.clause = spec::id::illegal_move_penalties;
        f.kind = result_finding_kind::second_illegal_move;
        f.at = at;
        f.result = std::string(res);
        f.source = where;
        f.by_laws = p->result;
        if (p->ply < g.moves.size()) f.from = g.moves[p->ply];
        if (p->argument.verdict == analysis::mate_verdict::cannot) f.argument = p->argument;
        r.result.findings.push_back(std::move(f));
    };
    if (a_result(text_norm)) check(text_norm, g.result_at, text_norm == tag_norm ? result_source::tag_and_movetext : result_source::movetext);
    if (a_result(tag_norm) && tag_norm != text_norm) check(tag_norm, result_tag->at, result_source::tag);
}

//! The Result tag's points against Article 10 (rules/record.hpp): beyond the maximum or not a
//! game's score breaks 10.2 (a result finding); points that are a game's but no win, loss or draw
//! (1/2-0) are not 10.1's, which lets an event's regulations specify otherwise (a result
//! warning). A tag that gives no points ("*", a word) is no question of Article 10.
inline void judge_points(const pgn::game& g, record_result& r) {
    const pgn::tag* result_tag = nullptr;
    for (const auto& t : g.tags)
        if (!result_tag && t.name == "Result") result_tag = &t;
    if (!result_tag) return;
    const std::string written = pgn::to_utf8(result_tag->value);
    std::optional<rules::points> p = rules::points_of(written);
    if (!p) p = rules::points_of(pgn::detail::normalised_result(result_tag->value));
    if (!p) return;
    const bool beyond = !rules::no_score_beyond_maximum::holds(*p);
    if (!beyond && rules::points_of_a_game::check(*p) != rules::outcome::violated) return;
    result_finding f;
    f.clause = beyond ? spec::id::no_more_than_maximum : spec::id::points;
    f.kind = result_finding_kind::points_outside_laws;
    f.at = result_tag->at;
    f.result = written;
    f.source = result_source::tag;
    (beyond ? r.result.findings : r.result.warnings).push_back(std::move(f));
}

//! The result the Laws give a record whose stated adjudication they contradict: the end's, the
//! one a finding already set (r.result.by_laws), or, for a loss on time or a resignation recorded
//! as a draw where the opponent can checkmate (result_disagrees after a flag or a resignation), the
//! loss; "" when the Laws give none (the game was not over: a claim the last position does not bear).
inline std::string laws_result_of(const adjudication_check& a, const record_result& r) {
    if (!r.result.by_laws.empty()) return r.result.by_laws;
    const adjudication_evidence& ev = a.evidence;
    const bool drawn_recorded = ev.recorded == "1/2-1/2";
    if (ev.basis == adjudication_basis::result_disagrees && ev.side && drawn_recorded &&
        (a.read.claim == adjudication_claim::time || a.read.claim == adjudication_claim::resignation))
        return std::string(ev.side == color::white ? "0-1" : "1-0");
    return {};
}

//! The platform rule a contradicted claim follows: a draw for insufficient material (on the board,
//! or a flag against it) where the Laws find a helpmate, on a platform the Site tag names.
inline platform_rule platform_rule_of(const pgn::game& g, const adjudication_check& a) {
    const adjudication_evidence& ev = a.evidence;
    const bool insufficient = (a.read.claim == adjudication_claim::insufficient_material && ev.basis == adjudication_basis::mate_possible) ||
                              (a.read.claim == adjudication_claim::time && ev.basis == adjudication_basis::result_disagrees && ev.recorded == "1/2-1/2");
    if (!insufficient) return platform_rule::none;
    const auto site = g.tag_value("Site");
    if (!site) return platform_rule::none;
    const std::string s = record_detail::lower(*site);
    if (s.find("lichess.org") != std::string::npos) return platform_rule::lichess_insufficient_material;
    if (s.find("chess.com") != std::string::npos) return platform_rule::chesscom_insufficient_material;
    return platform_rule::none;
}

//! The adjudication the record states (audit/adjudication.hpp: read_claim), checked against the
//! Laws (check_claim) into r.adjudication; a contradicted one is a result finding
//! (adjudication_contradicted, the claim's clause) unless a finding already says it: a win where
//! the winner cannot checkmate (resignation_drawn, time_forfeit_drawn), a result other than the
//! end's (result_contradicts_end).
//! A record with no Termination tag and no comment after its last move costs one look at its tags.
inline void judge_adjudication(const pgn::game& g, record_result& r, std::span<const std::string_view> sans, bool complete) {
    std::optional<claim_reading> c = read_claim(g.tags, g.comments, g.moves.size());
    if (!c) return;
    adjudication_input in;
    in.start = r.start ? &*r.start : nullptr;
    in.start_is_initial = !r.start_position.has_value();
    in.sans = sans;
    in.replay = r.moves ? &*r.moves : nullptr;
    in.complete = complete && sans.size() == g.moves.size();
    in.result = g.result;
    if (!record_detail::a_result(in.result))
        if (const auto t = g.tag_value("Result")) in.result = pgn::detail::normalised_result(*t);
    for (const result_finding& f : r.result.findings) {
        if (f.kind == result_finding_kind::resignation_drawn || f.kind == result_finding_kind::time_forfeit_drawn) in.winner_cannot_mate = true;
        if (f.kind == result_finding_kind::result_contradicts_end) in.result_contradicts_end = true;
    }
    in.end = r.end();
    if (const clock_record* k = r.clock()) in.forfeit_margin_ms = forfeit_margin_ms(k->category.category);
    adjudication_check a = check_claim(*c, in);
    if (a.verdict == adjudication_verdict::contradicted && a.clause) {
        bool said = a.evidence.basis == adjudication_basis::winner_cannot_mate ||
                    a.evidence.basis == adjudication_basis::ended_before;
        if (!said) {
            result_finding f;
            f.clause = *a.clause;
            f.kind = result_finding_kind::adjudication_contradicted;
            f.at = a.read.at;
            f.result = a.evidence.recorded;
            f.source = record_detail::a_result(g.result) ? result_source::movetext : result_source::tag;
            f.by_laws = laws_result_of(a, r);
            if (!f.by_laws.empty() && r.result.by_laws.empty()) r.result.by_laws = f.by_laws;
            f.platform = platform_rule_of(g, a);
            // a wrong reason for the result the Laws give changes nothing recorded: a warning
            const bool agrees = !f.by_laws.empty() && f.by_laws == f.result;
            (agrees ? r.result.warnings : r.result.findings).push_back(std::move(f));
        }
    }
    r.adjudication = std::move(a);
}

namespace record_detail {
//! Sets r's error — the first reason the record is unreadable: kind, place, and the evidence
//! `fill` sets — unless r has one already (begin_record's and finish_record's).
inline auto unreadable_into(record_result& r) {
    return [&r](pgn::source_pos at, record_error_kind kind, const auto& fill) {
        if (r.error) return;
        r.error.emplace();
        r.error->at = at;
        r.error->kind = kind;
        fill(*r.error);
    };
}
//! Adds a warning of `kind` at `at` to r, with the evidence `fill` sets.
inline auto warn_into(record_result& r) {
    return [&r](pgn::source_pos at, record_warning_kind kind, const auto& fill) {
        record_warning x;
        x.at = at;
        x.kind = kind;
        fill(x);
        r.warnings.push_back(std::move(x));
    };
}
} // namespace record_detail

//! The start of a record's audit (audit_record's first part, a live game's too: audit/live.hpp):
//! the reader's warnings and error, the Variant, FEN and SetUp tags, into r — r.start the position
//! the moves are replayed from, null when they are not. `first_move_breaks`: the record's first
//! main-line move breaks the move numbers (pgn::first_numbering_break is 0: a fragment when the
//! start would be the initial position).
inline void begin_record(const pgn::game& g, record_result& r, const record_options& opt, bool first_move_breaks) {
    using namespace record_detail;
    for (const auto& w : g.warnings) {
        record_warning x;
        x.at = w.at;
        x.kind = record_warning_kind::reader;
        x.reader = w;
        r.warnings.push_back(std::move(x));
    }
    const auto unreadable = unreadable_into(r);
    const auto warn = warn_into(r);

    const pgn::tag *variant = nullptr, *fen = nullptr, *setup = nullptr, *fen_like = nullptr;
    for (const auto& t : g.tags) {
        const std::string_view n = t.name;
        if (!variant && n == "Variant") variant = &t;
        else if (!fen && n == "FEN") fen = &t;
        else if (!setup && n == "SetUp") setup = &t;
        else if (!fen_like && n != "FEN" && is_fen_in_other_case(n)) fen_like = &t;
    }

    const bool c960 = (variant && chess960_variant(lower(variant->value))) || fen_names_rook_files(fen);
    if (g.error) {
        unreadable(g.error->at, record_error_kind::reader, [&](record_error& e) { e.reader = *g.error; });
    } else if (not_standard(variant)) {
        unreadable(variant->at, record_error_kind::not_standard_variant, [&](record_error& e) { e.value = pgn::to_utf8(variant->value); });
    } else if (c960 && !fen) {
        unreadable(variant->at, record_error_kind::chess960_without_fen, [&](record_error& e) { e.value = pgn::to_utf8(variant->value); });
    } else if (fen) {
        if (!c960 && variant && lower(variant->value).find("position") != std::string::npos)
            warn(variant->at, record_warning_kind::variant_from_position, [&](record_warning& w) { w.value = pgn::to_utf8(variant->value); });
        start_verdict sv;
        sv.at = fen->at;
        sv.fen = fen->value;
        // Stale castling rights dropped, fullmove 0 read as 1 (each a warning); then 3.10.3 on that board.
        // Chess960 (Guidelines II): the castling field read as X-FEN (KQkq the outermost rook) or
        // Shredder-FEN (file letters); 3.10.3 as it holds for any array, II.2 on a starting array.
        fen_options o = fen_lenient;
        o.chess960 = c960;
        const auto p = parse_fen_with(fen->value, o);
        if (p)
            for (const fen_error& e : p->repaired())
                warn(fen->at, e.code == fen_errc::number_out_of_range ? record_warning_kind::fullmove_zero : record_warning_kind::castling_right_dropped,
                     [&](record_warning& w) { w.fen = e; });
        const auto board = p ? expected<position, fen_error>(p->pos) : legality::read_board(fen->value, c960);
        if (board) {
            sv.board = *board;
            sv.report = legality::analyse(*board, legality::budget{p && !c960 ? opt.reachability_ms : 0.0});
            if (c960) { // a start outside II.2 (Double Fischer Random …): a warning, the moves audited all the same
                std::vector<legality::argument> outside = legality::set_aside_start_array(sv.report);
                if (!outside.empty())
                    warn(fen->at, record_warning_kind::start_outside_guidelines_ii, [&](record_warning& w) { w.set_aside = std::move(outside); });
            }
            // 2.3 (and 7.2.1): without SetUp "1" the record says the game starts from the initial
            // position; a FEN tag that gives another is read all the same, with a warning
            if (!c960 && (!setup || setup->value != "1") && !rules::initial_position_placed::holds(*board))
                warn(fen->at, record_warning_kind::start_not_initial_position, [](record_warning&) {});
            if (sv.report.result == legality::verdict::illegal) {
                r.start_illegal = true;
                for (const auto& a : sv.report.arguments) // 3.10.3, and each clause of II.2 a Chess960 start breaks
                    if (std::find(r.clauses.begin(), r.clauses.end(), a.clause) == r.clauses.end()) r.clauses.push_back(a.clause);
            }
            r.start_position = std::move(sv);
        }
        if (p) r.start = p->pos;
        else
            unreadable(fen->at, record_error_kind::fen_unreadable, [&](record_error& e) {
                e.fen = p.error();
                e.start_illegal = r.start_illegal;
            });
    } else if (setup && setup->value == "1") {
        unreadable(setup->at, record_error_kind::setup_without_fen, [&](record_error& e) {
            if (fen_like) e.value = pgn::to_utf8(fen_like->name);
        });
    } else if (first_move_breaks && !g.moves.empty()) {
        const pgn::san_token& t = g.moves.front();
        unreadable(t.at, record_error_kind::fragment, [&](record_error& e) { e.move = t; });
    } else {
        static const position initial = initial_position(); // read from its FEN once, not per game
        r.start = initial;
    }

}

//! The end of a record's audit (audit_record's last part, a live game's finish): the replay `gr`
//! of the record's plies `sans` (null when the start is unknown: not replayed) weighed with the
//! record — the numbering breaks, unreadable texts, the repairs, the result against the end, the
//! clocks, the irregularities, the adjudication — into r, then r's clauses and status.
//! `restart`: where two games run together (the plies replayed end there).
inline void finish_record(const pgn::game& g, record_result& r, const record_options& opt, game_result* gr_in,
                          std::span<const std::string_view> sans, std::optional<std::size_t> restart) {
    using namespace record_detail;
    const auto unreadable = unreadable_into(r);
    const auto warn = warn_into(r);

    if (gr_in) {
        game_result& gr = *gr_in;
        std::size_t known = sans.size(); // the plies whose positions the record makes known
        r.plies = gr.plies_replayed;
        if (opt.fide_notation) { // Appendix C: one warning per form it does not give, how often, and the first
            std::array<std::uint32_t, notation::fide_form_count> n{};
            std::array<std::size_t, notation::fide_form_count> first{};
            for (std::size_t i = 0; i < g.moves.size(); ++i) {
                const notation::fide_forms fs = notation::fide_forms_of(std::string_view(g.moves[i].text));
                if (fs.empty()) continue;
                for (std::size_t k = 0; k < notation::fide_form_count; ++k)
                    if (fs.has(static_cast<notation::fide_form>(k)) && n[k]++ == 0) first[k] = i;
            }
            for (std::size_t k = 0; k < notation::fide_form_count; ++k)
                if (n[k] > 0) {
                    const pgn::san_token& t = g.moves[first[k]];
                    warn(t.at, record_warning_kind::fide_notation, [&](record_warning& w) {
                        w.fide = static_cast<notation::fide_form>(k);
                        w.count = n[k];
                        w.first = t;
                    });
                }
        }
        if (gr.coordinate_moves > 0 && !opt.fide_notation) { // C.8's long form under --notation fide
            const pgn::san_token& t = g.moves[gr.first_coordinate];
            warn(t.at, record_warning_kind::coordinate_notation, [&](record_warning& w) {
                w.count = static_cast<std::uint32_t>(gr.coordinate_moves);
                w.first = t;
            });
        }
        for (unsigned b = 0; b < 16; ++b) // one warning per notation variant used: how often, and the first
            if (gr.variant_moves[b] > 0 && !opt.fide_notation) {
                const pgn::san_token& t = g.moves[gr.first_variant[b]];
                warn(t.at, record_warning_kind::notation_variant, [&](record_warning& w) {
                    w.variant = static_cast<san_variant>(1u << b);
                    w.count = gr.variant_moves[b];
                    w.first = t;
                });
            }
        if (gr.status != game_status::clean) {
            const first_illegal& f = *gr.first;
            const pgn::san_token& tok = g.moves[f.ply];
            r.finding_token = tok;
            const auto brk = pgn::first_numbering_break(g);
            if (gr.status == game_status::illegal && brk && *brk <= f.ply) gr.breaches.clear(); // unreadable below
            if (gr.status == game_status::illegal && !gr.breaches.empty()) {
                // Breaches after a break of the move numbers are not judged (the position is unknown there).
                if (brk && *brk > f.ply) {
                    while (!gr.breaches.empty() && gr.breaches.back().ply >= *brk) gr.breaches.pop_back();
                    if (gr.plies_read > *brk) {
                        known = std::min(known, *brk);
                        const pgn::san_token& b = g.moves[*brk];
                        unreadable(b.at, record_error_kind::numbering_break, [&](record_error& e) { e.move = b; });
                    }
                }
                if (gr.unread && !(brk && *brk <= gr.unread->ply)) {
                    const pgn::san_token& u = g.moves[gr.unread->ply];
                    known = std::min(known, gr.unread->ply);
                    const bool null = is_null_move(gr.unread->san);
                    unreadable(u.at, null ? record_error_kind::null_move : record_error_kind::unreadable_move, [&](record_error& e) {
                        e.after_breach = true;
                        e.ply = gr.unread->ply;
                        if (null) e.move = u;
                    });
                } else if (gr.stopped_at && !(brk && *brk <= *gr.stopped_at) && *gr.stopped_at < g.moves.size()) {
                    r.stop.emplace();
                    r.stop->at = g.moves[*gr.stopped_at].at;
                    r.stop->kind = record_error_kind::replay_stopped;
                    known = std::min(known, *gr.stopped_at);
                }
                for (const auto& b : gr.breaches) {
                    r.breach_tokens.push_back(g.moves[b.ply]);
                    for (const auto c : b.clauses)
                        if (std::find(r.clauses.begin(), r.clauses.end(), c) == r.clauses.end()) r.clauses.push_back(c);
                }
            }
            if (gr.status == game_status::bad_san) {
                known = std::min(known, f.ply);
                const bool null = is_null_move(f.san);
                unreadable(tok.at, null ? record_error_kind::null_move : record_error_kind::unreadable_move, [&](record_error& e) {
                    e.ply = f.ply;
                    if (null) e.move = tok;
                });
            } else if (brk && *brk <= f.ply) {
                known = std::min(known, *brk);
                const pgn::san_token& b = g.moves[*brk];
                unreadable(tok.at, record_error_kind::numbering_break_unknown, [&](record_error& e) {
                    e.move = b;
                    e.played = tok;
                });
            } else {
                r.move_illegal = true;
            }
        }
        if (restart && !r.error) {
            const pgn::san_token& b = g.moves[*restart];
            unreadable(b.at, record_error_kind::games_run_together, [&](record_error& e) { e.move = b; });
        }
        // An end or a claim among plies whose position is unknown is not the record's.
        if (gr.end && gr.end->ply > known) gr.end.reset();
        std::erase_if(gr.claims, [&](const draw_claim& c) { return c.ply > known; });
        const bool complete = known == sans.size() && !r.error && !r.stop && gr.status != game_status::bad_san;
        // The repairs: for an illegal record, and for one whose numbers break where a half-move is
        // missing and whose moves then break Article 3 (the insertion there ranks first).
        // Not for a fragment (the numbers break at its first move: the start is unknown, and a
        // repair from the initial position would be a guess).
        if (opt.repairs && gr.status == game_status::illegal && !restart) {
            const auto brk = pgn::first_numbering_break(g);
            if (r.move_illegal || (brk && *brk > 0)) {
                repair_options ro;
                if (brk) ro.gap = *brk;
                r.repairs = propose_repairs(*r.start, sans, ro);
            }
        }
        r.moves = std::move(gr);
        if (const game_end* e = r.end(); e && e->ply > 0 && e->ply <= g.moves.size()) r.end_written = g.moves[e->ply - 1].text;
        r.own_views(); // the replay's SAN views: from the game's tokens to the result's own texts
        judge_result(g, r, sans.size(), complete);
        judge_clock(g, r);
        judge_irregularities(g, r);
        judge_adjudication(g, r, sans, complete);
    } else {
        judge_result(g, r, 0, false);
        judge_adjudication(g, r, {}, false);
    }
    judge_points(g, r);
    for (const auto& f : r.result.findings)
        if (std::find(r.clauses.begin(), r.clauses.end(), f.clause) == r.clauses.end()) r.clauses.push_back(f.clause);
    r.status = r.start_illegal || r.move_illegal ? record_status::illegal
               : r.error                         ? record_status::unreadable
               : !r.result.findings.empty()      ? record_status::inconsistent
                                                 : record_status::clean;
}

//! Where two games run together in g (the move numbers start again at 1 at a later move, with no
//! result or tags between): that move; the plies replayed end there. `brk`: pgn::first_numbering_break(g).
inline std::optional<std::size_t> games_restart(const pgn::game& g, std::optional<std::size_t> brk) noexcept {
    if (brk && *brk > 0 && g.moves[*brk].written_number == 1) return brk;
    return std::nullopt;
}

//! Audits one game record (see the header comment for every decision taken). `watchers` see the
//! replay besides the standard ones (audit/watch.hpp), with the record's tokens and comments.
//! (begin_record, the replay, finish_record: a live game, audit/live.hpp, runs the same three
//! parts with the replay fed a ply at a time.)
template <class... W>
record_result audit_record(const pgn::game& g, const record_options& opt = {}, W&... watchers) {
    record_result r;
    const std::optional<std::size_t> numbering_break = pgn::first_numbering_break(g); // (of the game as read: computed once)
    begin_record(g, r, opt, numbering_break == std::size_t{0});
    // Two games run together: the second one's start is not where the first left off.
    // Unreadable from there, whatever the moves.
    const std::optional<std::size_t> restart = games_restart(g, numbering_break);
    if (!r.start) {
        finish_record(g, r, opt, nullptr, {}, restart);
        return r;
    }
    const std::vector<std::string_view> sans = pgn::move_texts(g, restart ? *restart : g.moves.size());
    const record_source source{g.moves, g.comments, g.tags};
    audit_options ao;
    ao.keep_moves = false;
    ao.source = &source;
    ao.watch_clock = opt.clocks;
    game_result gr = audit_game(*r.start, sans, ao, watchers...);
    if (gr.status != game_status::clean) {
        ao.keep_moves = true; // the renderers cite earlier plies in SAN
        gr = audit_game(*r.start, sans, ao, watchers...);
    }
    finish_record(g, r, opt, &gr, sans, restart);
    return r;
}

//! A game read from text together with its audit (the result owns its data: either can go alone).
struct owned_record {
    pgn::game game;
    record_result result;
};

//! Every game of a PGN text, audited.
inline std::vector<owned_record> audit_pgn(std::string_view pgn_text, const record_options& opt = {}) {
    std::istringstream in{std::string(pgn_text)};
    pgn::reader_options ro;
    ro.keep_comments = true; // the clock ledger reads them, and the adjudication a last comment states (either way)
    pgn::reader rd(in, ro);
    std::vector<owned_record> out;
    pgn::game g;
    while (rd.next(g)) {
        record_result res = audit_record(g, opt);
        out.push_back({std::move(g), std::move(res)});
        g = pgn::game{};
    }
    return out;
}

} // namespace chesslaw::audit
