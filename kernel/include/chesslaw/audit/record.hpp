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
//!   (`--`, `Z0`, `0000`) makes the record unreadable there; a move that is not legal is judged
//!   (audit_game). When the record's move numbers break before that move (moves missing, or two
//!   games run together without a result), the position it was played in is unknown: the record
//!   is unreadable there, not illegal.
//!
//! A record_result refers into its pgn::game (SAN text, tags): keep the game alive while using it.

#include <algorithm>
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
#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/ending.hpp> // (until the record's messages are typed: the end's and the stop's words)
#include <chesslaw/rules/material.hpp>

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

//! What a record says of its result that Articles 5, 6.9 or 9 contradict, or cannot decide.
struct result_finding {
    spec::clause_ref clause = spec::id::checkmate;
    std::string kind;  //!< moves_after_end, result_contradicts_end, time_forfeit_drawn (6.9), resignation_drawn (5.1.2);
                       //!< for `undecided`: winner_may_not_mate
    std::string text;  //!< for people
    pgn::source_pos at;
    std::optional<analysis::mate_answer> argument; //!< time_forfeit_drawn, resignation_drawn, winner_may_not_mate: the analysis
};

//! The record's result against the Laws.
struct result_verdict {
    std::string tag;      //!< the Result tag as written ("" when there is none)
    std::string movetext; //!< the movetext's result as read ("" when there is none)
    std::string by_laws;  //!< "1-0", "0-1", "1/2-1/2": the result the Laws give the record; "" when they
                          //!< do not decide it (resignation, agreement, a flag: what the record says stands)
    std::vector<result_finding> findings;  //!< each a finding of the game (exit status 1)
    std::vector<result_finding> undecided; //!< questions the certain rules do not decide: never findings
};

struct record_options {
    double reachability_ms = 0; //!< proof-game search for a FEN tag's position (3.10.3); 0: the rules only
    bool repairs = true;        //!< propose the repairs of a record whose moves break Article 3
};

//! Something the record does that the standard does not, read all the same.
struct record_warning {
    pgn::source_pos at;
    std::string code;    //!< the reader's codes (missing_result, …) and: coordinate_notation, the
                         //!< SAN variants' names (long_algebraic, en_passant_suffix, double_plus,
                         //!< lower_case_castling, zero_castling, promotion_without_equals,
                         //!< promotion_parenthesised, pawn_prefix, colon_capture),
                         //!< castling_right_dropped, fullmove_zero, variant_from_position,
                         //!< start_outside_guidelines_ii (a Chess960 game's start that is no array of II.2)
    std::string message;
};

//! Why the record cannot be audited (further).
struct record_error {
    pgn::source_pos at;
    std::string message;
};

//! The 3.10.3 verdict on the position of a FEN tag.
struct start_verdict {
    const pgn::tag* tag = nullptr; //!< the FEN tag (in the game)
    std::string fen;               //!< the FEN as audited: the tag's text less the rights dropped
    position board;                //!< the board as read (possibly one parse_fen refuses)
    legality::report report;
};

struct record_result {
    record_status status = record_status::clean;
    std::size_t plies = 0;                 //!< legal plies replayed (all of them when clean)
    std::optional<position> start;         //!< the position the moves were replayed from (null: not replayed)
    std::optional<start_verdict> start_position; //!< a FEN tag's 3.10.3 verdict
    bool start_illegal = false;            //!< that verdict is "illegal": a finding of this game
    std::optional<game_result> moves;      //!< the replay (null when the start is unknown)
    bool move_illegal = false;             //!< moves->first is an illegal move: a finding of this game
    const pgn::san_token* finding_token = nullptr; //!< the token of moves->first, if any
    std::vector<const pgn::san_token*> breach_tokens; //!< the token of each of moves->breaches (every breach, in order)
    std::optional<record_error> stop;      //!< where and why the replay stopped after a breach (the rest is not judged)
    std::optional<record_error> error;     //!< why (part of) the record is unreadable
    std::vector<record_warning> warnings;  //!< the reader's, then the audit's
    std::vector<spec::clause_ref> clauses; //!< violated clauses: 3.10.3 for the start, then every breach's, then the
                                           //!< result findings' (each once)
    result_verdict result;                 //!< the end (moves->end) against the recorded result and moves
    std::vector<repair> repairs;           //!< illegal (or a numbering break with a breach): the verified repairs, best first (audit/repair.hpp)
    const game_end* end() const noexcept { return moves && moves->end ? &*moves->end : nullptr; }
    std::span<const draw_claim> claims() const noexcept { return moves ? std::span<const draw_claim>(moves->claims) : std::span<const draw_claim>{}; }
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
    time,        //!< a flag fell ("time forfeit", lichess; "won on time", chess.com; "timeout"): 6.9
    forfeit,     //!< abandoned, a rules infraction, a forfeit, an adjudication, unterminated: not the Laws' to undo
};

inline termination read_termination(const pgn::tag* t) {
    if (!t) return termination::other;
    const std::string l = lower(t->value);
    const auto has = [&](std::string_view w) { return l.find(w) != std::string::npos; };
    if (has("time forfeit") || has("on time") || has("timeout") || has("time out") || has("flag") || has("lost on time") ||
        (has("time") && (has("forfeit") || has("lost") || has("won") || has("loss"))))
        return termination::time;
    if (has("abandon") || has("forfeit") || has("infraction") || has("disconnect") || has("adjudicat") || has("unterminated") ||
        has("no show") || has("illegal") || has("arbiter") || has("cheat") || has("fair play"))
        return termination::forfeit;
    return termination::other;
}

//! lower(n) == "fen", without a copy: ASCII letters in either case (std::tolower changes no other byte to f, e or n).
constexpr bool is_fen_in_other_case(std::string_view n) noexcept {
    return n.size() == 3 && (n[0] | 0x20) == 'f' && (n[1] | 0x20) == 'e' && (n[2] | 0x20) == 'n';
}

inline bool decisive(std::string_view r) { return r == "1-0" || r == "0-1"; }
inline bool a_result(std::string_view r) { return decisive(r) || r == "1/2-1/2"; }

inline bool is_null_move(std::string_view t) { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@" || t == "null"; }

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

//! A Chess960 game's start that is not a starting array of Guidelines II.2 (a different array for
//! each side, as in Double Fischer Random; a king not between its rooks; bishops on one colour):
//! the II.2 arguments taken out of the report, which stays "illegal" only on the arguments of
//! 3.10.3 left (a board no series of legal moves from any array reaches), else becomes unknown.
//! Returns the II.2 arguments in words ("" when there were none): a warning of the record.
inline std::string set_aside_start_array(legality::report& rep) {
    std::string out;
    if (rep.result != legality::verdict::illegal) return out;
    std::vector<legality::argument> kept;
    for (auto& a : rep.arguments) {
        if (a.kind != legality::rule::chess960_array) kept.push_back(std::move(a));
        else out += (out.empty() ? "" : "; ") + a.text;
    }
    if (out.empty()) return out;
    rep.arguments = std::move(kept);
    rep.tried.push_back("outside Guidelines II.2, set aside as the start of a variant: " + out);
    rep.clause = rep.arguments.empty() ? spec::id::illegal_position : rep.arguments.front().clause;
    if (rep.arguments.empty()) rep.result = legality::verdict::unknown;
    return out;
}

//! Why a game is neither standard chess nor Chess960 (a Variant tag), if so.
inline std::optional<std::string> not_standard(const pgn::tag* variant, const pgn::tag* fen) {
    if (variant && chess960_variant(lower(variant->value))) return std::nullopt;
    if (variant && !standard_variant(lower(variant->value)))
        return "not standard chess: Variant \"" + pgn::to_utf8(variant->value) + "\" (chesslaw audits the Laws of Chess, Article 3)";
    static_cast<void>(fen); // a FEN naming rook files is Chess960's: audited under Guidelines II
    return std::nullopt;
}

//! How a notation variant is written, for the warning.
constexpr std::string_view variant_description(san_variant v) noexcept {
    switch (v) {
    case san_variant::long_algebraic: return "in long algebraic notation (like Ng1-f3)";
    case san_variant::en_passant_suffix: return "with an en-passant suffix (like exf6e.p.)";
    case san_variant::double_plus: return "with ++ as the check mark";
    case san_variant::lower_case_castling: return "as lower-case castling (o-o)";
    case san_variant::zero_castling: return "as castling with zeros (0-0)";
    case san_variant::promotion_without_equals: return "as a promotion without = (e8Q)";
    case san_variant::promotion_parenthesised: return "as a promotion in parentheses (e8(Q))";
    case san_variant::pawn_prefix: return "with a P for the pawn (Pe4)";
    case san_variant::colon_capture: return "with : as the capture mark";
    default: return "in a SAN variant";
    }
}

//! "23. Nf3" / "23... Kxf7": a token as written, with its written number.
inline std::string as_written(const pgn::san_token& t) {
    if (t.written_number == 0) return t.text;
    return std::to_string(t.written_number) + (t.written_ellipsis ? "... " : ". ") + t.text;
}

//! "38... Ne2+": a token with the number of its move, whether the record wrote it or not.
inline std::string numbered(const pgn::san_token& t) {
    return std::to_string(t.move_number) + (t.side == color::white ? ". " : "... ") + t.text;
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

//! "White has a bare king: no series of legal moves lets White checkmate" (the material rules, in
//! the audit's words since issue 17), or the analysis' own words.
inline std::string cannot_text(const position& p, const analysis::mate_answer& a, const std::string& who) {
    const rules::cannot_mate_reason why = a.winner ? a.material[static_cast<std::size_t>(index(*a.winner))] : rules::cannot_mate_reason::none;
    if (a.rule == analysis::proof_rule::material && why != rules::cannot_mate_reason::none)
        return who + " " + std::string(rules::describe(why)) + ": no series of legal moves lets " + who + " checkmate";
    return analysis::describe(p, a);
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
        if (a_result(text_norm)) f(std::string(text_norm), g.result_at, text_norm == tag_norm ? "the Result tag and the movetext" : "the movetext");
        if (a_result(tag_norm) && tag_norm != text_norm) f(std::string(tag_norm), result_tag->at, "the Result tag");
    };
    if (e) {
        v.by_laws = std::string(e->result);
        const auto ended = [&] { return "the game ended " + prose::when(*r.start, g.moves, *e) + " (" + std::string(e->clause.id()) + ", " + std::string(e->clause->title) + ")"; };
        if (plies > e->ply) {
            const std::size_t extra = plies - e->ply;
            const pgn::san_token& t = g.moves[e->ply];
            v.findings.push_back({e->clause, "moves_after_end",
                                  ended() + ", yet " + std::to_string(extra) + (extra == 1 ? " more ply is" : " more plies are") +
                                      " recorded, from " + numbered(t),
                                  t.at, std::nullopt});
        }
        recorded([&](const std::string& res, pgn::source_pos at, const char* where) {
            if (res != e->result)
                v.findings.push_back({e->clause, "result_contradicts_end",
                                      "the result " + res + " (" + where + ") contradicts the end: " + ended() + ", so the result is " +
                                          std::string(e->result),
                                      at, std::nullopt});
        });
        return;
    }
    if (!complete || !r.start || !(decisive(text_norm) || decisive(tag_norm))) return;
    const position& last = r.moves->final_position;
    const termination how = read_termination(termination_tag);
    if (how == termination::forfeit) return;
    recorded([&](const std::string& res, pgn::source_pos at, const char* where) {
        if (!decisive(res)) return;
        const color winner = res == "1-0" ? color::white : color::black;
        const spec::clause_ref clause = how == termination::time ? spec::id::flag_fall : spec::id::resignation;
        const std::string who(name(winner));
        analysis::mate_answer a = analysis::can_checkmate(last, winner, mate_budget_for(last, winner));
        if (a.verdict == analysis::mate_verdict::cannot) {
            v.by_laws = "1/2-1/2";
            v.findings.push_back(
                {clause, how == termination::time ? "time_forfeit_drawn" : "resignation_drawn",
                 "the result " + res + " (" + where + ") is a win for " + who + (how == termination::time ? " on time" : "") +
                     ", but in the final position " + cannot_text(last, a, who) + ", so the game is drawn (" + std::string(clause.id()) + ")",
                 at, std::move(a)});
        } else if (a.verdict == analysis::mate_verdict::unknown && examined(last, winner)) {
            v.undecided.push_back({clause, "winner_may_not_mate",
                                   "the result " + res + " (" + where + "): whether " + who +
                                       " can checkmate by some series of legal moves is not decided within the audit's budget (" +
                                       std::to_string(a.nodes) + " positions; `chesslaw mate` searches further)",
                                   at, std::move(a)});
        }
    });
}

//! Audits one game record (see the header comment for every decision taken). `watchers` see the
//! replay besides the standard ones (audit/watch.hpp), with the record's tokens and comments.
template <class... W>
record_result audit_record(const pgn::game& g, const record_options& opt = {}, W&... watchers) {
    using namespace record_detail;
    record_result r;
    for (const auto& w : g.warnings) r.warnings.push_back({w.at, std::string(pgn::name(w.code)), w.message});
    const auto unreadable = [&](pgn::source_pos at, std::string message) {
        if (!r.error) r.error = record_error{at, std::move(message)};
    };

    const pgn::tag *variant = nullptr, *fen = nullptr, *setup = nullptr, *fen_like = nullptr;
    for (const auto& t : g.tags) {
        const std::string_view n = t.name;
        if (!variant && n == "Variant") variant = &t;
        else if (!fen && n == "FEN") fen = &t;
        else if (!setup && n == "SetUp") setup = &t;
        else if (!fen_like && n != "FEN" && is_fen_in_other_case(n)) fen_like = &t;
    }

    const bool c960 = (variant && chess960_variant(lower(variant->value))) || fen_names_rook_files(fen);
    const std::optional<std::size_t> numbering_break = pgn::first_numbering_break(g); // (of the game as read: computed once)
    if (g.error) {
        unreadable(g.error->at, g.error->message);
    } else if (const auto why = not_standard(variant, fen)) {
        unreadable(variant->at, *why);
    } else if (c960 && !fen) {
        unreadable(variant->at, "Chess960 (Variant \"" + pgn::to_utf8(variant->value) +
                                    "\") without a FEN tag: the starting array is not known (Guidelines II.2), so neither is the start position");
    } else if (fen) {
        if (!c960 && variant && lower(variant->value).find("position") != std::string::npos)
            r.warnings.push_back({variant->at, "variant_from_position",
                                  "Variant \"" + pgn::to_utf8(variant->value) + "\": standard chess from the FEN tag's position"});
        start_verdict sv;
        sv.tag = fen;
        sv.fen = fen->value;
        // Stale castling rights dropped, fullmove 0 read as 1 (each a warning); then 3.10.3 on that board.
        // Chess960 (Guidelines II): the castling field read as X-FEN (KQkq the outermost rook) or
        // Shredder-FEN (file letters); 3.10.3 as it holds for any array, II.2 on a starting array.
        fen_options o = fen_lenient;
        o.chess960 = c960;
        const auto p = parse_fen_with(fen->value, o);
        if (p)
            for (const fen_error& e : p->repaired())
                r.warnings.push_back({fen->at, e.code == fen_errc::number_out_of_range ? "fullmove_zero" : "castling_right_dropped",
                                      "FEN tag: " + describe_repair(e)});
        const auto board = p ? expected<position, fen_error>(p->pos) : legality::read_board(fen->value, c960);
        if (board) {
            sv.board = *board;
            sv.report = legality::analyse(*board, legality::budget{p && !c960 ? opt.reachability_ms : 0.0});
            if (c960) { // a start outside II.2 (Double Fischer Random …): a warning, the moves audited all the same
                std::string outside = set_aside_start_array(sv.report);
                if (!outside.empty())
                    r.warnings.push_back({fen->at, "start_outside_guidelines_ii",
                                          "FEN tag: the start is not a Chess960 starting array (Guidelines II.2): " + outside +
                                              "; a start of a variant (Double Fischer Random, …), not a breach of Article 3: the moves are "
                                              "audited under Article 3 and the castling of Guidelines II.3"});
            }
            if (sv.report.result == legality::verdict::illegal) {
                r.start_illegal = true;
                for (const auto& a : sv.report.arguments) // 3.10.3, and each clause of II.2 a Chess960 start breaks
                    if (std::find(r.clauses.begin(), r.clauses.end(), a.clause) == r.clauses.end()) r.clauses.push_back(a.clause);
            }
            r.start_position = std::move(sv);
        }
        if (p) r.start = p->pos;
        else if (r.start_illegal) unreadable(fen->at, "FEN tag: " + to_string(p.error()) + "; the moves are not replayed");
        else unreadable(fen->at, "FEN tag: " + to_string(p.error()));
    } else if (setup && setup->value == "1") {
        unreadable(setup->at, fen_like ? "SetUp \"1\" without a FEN tag (the tag \"" + pgn::to_utf8(fen_like->name) +
                                             "\" is not FEN: tag names are case-sensitive): the start position is unknown"
                                       : std::string("SetUp \"1\" without a FEN tag: the start position is unknown"));
    } else if (!g.moves.empty() && numbering_break == std::size_t{0}) {
        const pgn::san_token& t = g.moves.front();
        unreadable(t.at, "the movetext starts at " + as_written(t) +
                             ", not at move 1, and there is no FEN tag: the start position is unknown (a fragment)");
    } else {
        static const position initial = initial_position(); // read from its FEN once, not per game
        r.start = initial;
    }

    // Two games run together (the move numbers start again at 1, no result or tags between): the
    // second one's start is not where the first left off. Unreadable from there, whatever the moves.
    std::optional<std::size_t> restart;
    if (const auto brk = numbering_break; brk && *brk > 0 && g.moves[*brk].written_number == 1) restart = brk;
    if (r.start) {
        const std::vector<std::string_view> sans = pgn::move_texts(g, restart ? *restart : g.moves.size());
        const record_source source{g.moves, g.comments};
        audit_options ao;
        ao.keep_moves = false;
        ao.source = &source;
        game_result gr = audit_game(*r.start, sans, ao, watchers...);
        std::size_t known = sans.size(); // the plies whose positions the record makes known
        if (gr.status != game_status::clean) {
            ao.keep_moves = true; // the renderers cite earlier plies in SAN
            gr = audit_game(*r.start, sans, ao, watchers...);
        }
        r.plies = gr.plies_replayed;
        if (gr.coordinate_moves > 0) {
            const pgn::san_token& t = g.moves[gr.first_coordinate];
            r.warnings.push_back({t.at, "coordinate_notation",
                                  std::to_string(gr.coordinate_moves) + (gr.coordinate_moves == 1 ? " move" : " moves") +
                                      " written in coordinate notation (like e2e4), not SAN, first " + as_written(t) +
                                      ": read as the move named"});
        }
        for (unsigned b = 0; b < 16; ++b) // one warning per notation variant used: how often, and the first
            if (gr.variant_moves[b] > 0) {
                const auto v = static_cast<san_variant>(1u << b);
                const pgn::san_token& t = g.moves[gr.first_variant[b]];
                const std::uint32_t n = gr.variant_moves[b];
                r.warnings.push_back({t.at, std::string(name(v)),
                                      std::to_string(n) + (n == 1 ? " move" : " moves") + " written " + std::string(variant_description(v)) +
                                          ", not standard SAN, first " + as_written(t) + ": read as the move named"});
            }
        if (gr.status != game_status::clean) {
            const first_illegal& f = *gr.first;
            const pgn::san_token& tok = g.moves[f.ply];
            r.finding_token = &tok;
            const auto brk = pgn::first_numbering_break(g);
            if (gr.status == game_status::illegal && brk && *brk <= f.ply) gr.breaches.clear(); // unreadable below
            if (gr.status == game_status::illegal && !gr.breaches.empty()) {
                // Breaches after a break of the move numbers are not judged (the position is unknown there).
                if (brk && *brk > f.ply) {
                    while (!gr.breaches.empty() && gr.breaches.back().ply >= *brk) gr.breaches.pop_back();
                    if (gr.plies_read > *brk) {
                        known = std::min(known, *brk);
                        const pgn::san_token& b = g.moves[*brk];
                        unreadable(b.at, "the record's move numbers break at " + as_written(b) + " (" + std::to_string(b.move_number) +
                                             (b.side == color::white ? "." : "...") +
                                             " was due): moves are missing or games run together; the moves from there are not judged");
                    }
                }
                if (gr.unread && !(brk && *brk <= gr.unread->ply)) {
                    const pgn::san_token& u = g.moves[gr.unread->ply];
                    known = std::min(known, gr.unread->ply);
                    game_result one;
                    one.first = *gr.unread;
                    one.status = game_status::bad_san;
                    unreadable(u.at, (is_null_move(gr.unread->san) ? move_number(*r.start, gr.unread->ply) + " " +
                                                                           std::string(gr.unread->san) + " is a null move (analysis notation), not a move under the Laws"
                                                                     : headline(*r.start, one)) +
                                         "; the moves from there are not judged");
                } else if (gr.stopped_at && !(brk && *brk <= *gr.stopped_at) && *gr.stopped_at < g.moves.size()) {
                    r.stop = record_error{g.moves[*gr.stopped_at].at, std::string(prose::describe(gr.stop_reason))};
                    known = std::min(known, *gr.stopped_at);
                }
                for (const auto& b : gr.breaches) {
                    r.breach_tokens.push_back(&g.moves[b.ply]);
                    for (const auto c : b.clauses)
                        if (std::find(r.clauses.begin(), r.clauses.end(), c) == r.clauses.end()) r.clauses.push_back(c);
                }
            }
            if (gr.status == game_status::bad_san) {
                known = std::min(known, f.ply);
                if (is_null_move(f.san))
                    unreadable(tok.at, move_number(*r.start, f.ply) + " " + std::string(f.san) +
                                           " is a null move (analysis notation), not a move under the Laws");
                else unreadable(tok.at, headline(*r.start, gr));
            } else if (brk && *brk <= f.ply) {
                known = std::min(known, *brk);
                const pgn::san_token& b = g.moves[*brk];
                unreadable(tok.at, "the record's move numbers break at " + as_written(b) + " (" + std::to_string(b.move_number) +
                                       (b.side == color::white ? "." : "...") + " was due): moves are missing or games run together, so the position " + as_written(tok) +
                                       " was played in is unknown");
            } else {
                r.move_illegal = true;
            }
        }
        if (restart && !r.error) {
            const pgn::san_token& b = g.moves[*restart];
            unreadable(b.at, "the move numbers start again at " + as_written(b) +
                                 " with no result or tags before it: two games run together, the second one's start position is unknown");
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
        judge_result(g, r, sans.size(), complete);
    } else {
        judge_result(g, r, 0, false);
    }
    for (const auto& f : r.result.findings)
        if (std::find(r.clauses.begin(), r.clauses.end(), f.clause) == r.clauses.end()) r.clauses.push_back(f.clause);
    r.status = r.start_illegal || r.move_illegal ? record_status::illegal
               : r.error                         ? record_status::unreadable
               : !r.result.findings.empty()      ? record_status::inconsistent
                                                 : record_status::clean;
    return r;
}

//! A game read from text together with its audit (the result refers into the game).
struct owned_record {
    pgn::game game;
    record_result result;
    owned_record() = default;
    owned_record(const owned_record&) = delete;
    owned_record& operator=(const owned_record&) = delete;
    owned_record(owned_record&&) = default; // the game's vectors keep their storage: references stay valid
    owned_record& operator=(owned_record&&) = default;
};

//! Every game of a PGN text, audited.
inline std::vector<owned_record> audit_pgn(std::string_view pgn_text, const record_options& opt = {}) {
    std::istringstream in{std::string(pgn_text)};
    pgn::reader rd(in);
    std::vector<owned_record> out;
    pgn::game g;
    while (rd.next(g)) {
        out.emplace_back();
        out.back().game = std::move(g);
        out.back().result = audit_record(out.back().game, opt);
        g = pgn::game{};
    }
    return out;
}

} // namespace chesslaw::audit
