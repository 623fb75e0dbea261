#pragma once
//! The audit's findings in words: the one place that words audit/ (audit/game.hpp's breaches,
//! audit/record.hpp's warnings, errors and result findings, audit/repair.hpp's repairs).
//!
//! An audit finding for people (run time; std::string):
//!
//!   12. O-O is illegal — 3.8.2.1.2: the rook from h1 already moved, at 7. Rg1
//!     violates 3.8.2.1 (...)
//!       ru: ...
//!       en: ...
//!       evidence: ...
//!
//! Move numbers are SAN's: ply → "N." (white) or "N..." (black), counted from the start
//! position's fullmove number. Plies cited as evidence (the king or rook moved) are written in SAN.

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/prose/adjudication.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/prose/mate.hpp>
#include <chesslaw/prose/material.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/pgn.hpp>
#include <chesslaw/prose/san.hpp>
#include <chesslaw/spec/texts.hpp>

namespace chesslaw::prose {

using audit::first_illegal;
using audit::game_result;
using audit::move_number;
using audit::violated_clauses;

//! The SAN of a game's plies for citations ("7. Rg1"), computed once per game: the first
//! citation of a ply replays the game up to it, later ones read what was written down (a game's
//! witnesses, breaches and findings cite through one of these, not by replaying for each). Holds a
//! view of `moves`: the caller keeps them alive.
class ply_citations {
public:
    //! `written`: the record's tokens, cited as written for a ply beyond `moves` (a clean replay
    //! keeps no moves).
    ply_citations(const position& start, std::span<const move> moves, std::span<const pgn::san_token> written = {})
        : start_(start), moves_(moves), written_(written), at_(start) {}

    const position& start() const noexcept { return start_; }
    std::span<const move> moves() const noexcept { return moves_; }

    //! "7. Rg1": the move played at 0-based `ply`; beyond the moves at hand, its number and side
    //! ("white's move 7"), the convention of people.
    std::string cite(std::size_t ply) const {
        if (ply >= moves_.size() && ply < written_.size()) return move_number(start_, ply) + " " + written_[ply].text;
        if (ply >= moves_.size()) {
            const std::size_t black_first = start_.side_to_move == color::black ? 1 : 0;
            const bool black = (ply + black_first) % 2 == 1;
            return std::string(black ? "black" : "white") + "'s move " + std::to_string(start_.fullmove_number + (ply + black_first) / 2);
        }
        while (san_.size() <= ply) {
            const move m = moves_[san_.size()];
            if (m == move{}) { // a null move the replay passed over (7.5.3): no piece moved
                san_.emplace_back("--");
                at_ = audit::pass(at_);
                continue;
            }
            san_.emplace_back(to_san(at_, m).view());
            at_ = make_move(at_, m);
        }
        return move_number(start_, ply) + " " + san_[ply];
    }

private:
    position start_;
    std::span<const move> moves_;
    std::span<const pgn::san_token> written_;
    mutable std::vector<std::string> san_; //!< the SAN of plies 0 .. size-1
    mutable position at_;                  //!< the position after them
};

//! "7. Rg1": the SAN of the move played at `ply` (moves: the replayed moves from start). One
//! citation; a renderer citing several plies of a game keeps a ply_citations.
inline std::string cite_ply(const position& start, std::span<const move> moves, std::size_t ply) {
    return ply_citations(start, moves).cite(ply);
}

//! A move that may be illegal, in long form: "Nb8-d7", "e7-e8", "Ke1-g1".
inline std::string long_form(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    std::string s;
    if (pc != piece::none && type_of(pc) != piece_type::pawn) s += san_detail::letter(type_of(pc));
    s += std::string(to_string(m.from()).view()) + (p.empty(m.to()) ? "-" : "x") + std::string(to_string(m.to()).view());
    if (m.is_promotion()) s += std::string("=") + san_detail::letter(to_piece_type(m.promotion()));
    return s;
}

//! One witness in words; plies of the game are cited in SAN.
inline std::string describe_in_game(const rules::witness& w, const ply_citations& game) {
    using rules::fact;
    if (w.what == fact::king_moved && w.ply >= 0)
        return "the king already moved, at " + game.cite(static_cast<std::size_t>(w.ply));
    if (w.what == fact::rook_moved && w.ply >= 0)
        return "the rook from " + std::string(to_string(w.at).view()) + " already moved or was captured, at " +
               game.cite(static_cast<std::size_t>(w.ply));
    return chesslaw::describe(w);
}
inline std::string describe_in_game(const rules::witness& w, const position& start, std::span<const move> moves) {
    return describe_in_game(w, ply_citations(start, moves));
}

//! The one-line finding: "12. O-O is illegal — 3.8.2.1.2: the rook from h1 already moved, at 7. Rg1".
inline std::string headline(const ply_citations& game, const first_illegal& f) {
    const position& start = game.start();
    const std::string written = move_number(start, f.ply) + " " + std::string(f.san);
    if (!f.syntax && !f.judged && !f.clauses.empty() && f.clauses.front() == spec::id::clock_without_move)
        return written + " is illegal — " + std::string(spec::id::clock_without_move.id()) +
               ": a null move, the clock pressed without a move, is penalised as an illegal move";
    if (!f.syntax && !f.judged) return written + " is not SAN — " + to_string(f.error, f.san);
    if (f.error.code == san_errc::ambiguous) {
        std::string s = written + " is ambiguous — these legal moves fit:";
        for (const move m : f.resolution.candidates()) s += " " + std::string(to_san(f.before, m).view());
        return s;
    }
    if (!f.judged) {
        const san_syntax& s = *f.syntax;
        if (s.castling)
            return written + " is illegal — " + std::string(spec::id::castling.id()) + ": castling is a move of the king from its initial square, " +
                   std::string(to_string(san_detail::king_home(f.before.side_to_move)).view()) + ", and the " +
                   std::string(name(f.before.side_to_move)) + " king is not there";
        std::string what = std::string(name(type_of(make_piece(f.before.side_to_move, s.piece))));
        if (s.from_file) what += std::string(" on the ") + to_char(*s.from_file) + "-file";
        if (s.from_rank) what += std::string(" on rank ") + to_char(*s.from_rank);
        return written + " is illegal — " + std::string(spec::id::illegal_move.id()) + ": " +
               std::string(name(f.before.side_to_move)) + " has no " + what + " to make this move";
    }
    const rules::finding* main = audit::main_finding(*f.judged);
    std::string s = written + " is illegal";
    if (main != nullptr) {
        s += " — " + std::string(main->clause.id());
        if (main->witness_count > 0) s += ": " + describe_in_game(main->witnesses[0], game);
    }
    return s;
}
inline std::string headline(const position& start, const game_result& r, const first_illegal& f) { return headline(ply_citations(start, r.moves), f); }

//! Which move a judged breach was read as, and why ("read as Nb8-d7; it could also mean: …").
inline std::string reading(const first_illegal& f) {
    std::string out;
    const san_resolution& res = f.resolution;
    if (f.resolved) out += "read as " + long_form(f.before, *f.resolved);
    else out += "read as castling " + std::string(f.syntax && f.syntax->castling == side::queen_side ? "queen side" : "king side") +
                "; the " + std::string(name(f.before.side_to_move)) + " king is on " +
                std::string(to_string(f.before.king(f.before.side_to_move)).view()) + ", not on its initial square " +
                std::string(to_string(san_detail::king_home(f.before.side_to_move)).view());
    if (f.coordinate) out += " (written in coordinate notation)";
    if (res.kind == san_resolution_kind::unreachable && f.syntax)
        out += " (no " + std::string(name(f.syntax->piece)) + " can reach the target; the nearest one is judged)";
    if (res.count > 1) {
        out += "; it could also mean:";
        for (std::size_t i = 0; i < res.count; ++i) {
            if (i == res.chosen) continue;
            out += " " + long_form(f.before, res.moves[i]) + " (";
            bool first = true;
            for (const auto c : violated_clauses(res.judgements[i])) {
                out += (first ? "" : ", ") + std::string(c.id());
                first = false;
            }
            out += ")";
        }
        out += "; judged the reading with the fewest violated clauses";
    }
    return out;
}

//! Headline, then which move was judged and why, then each violated clause: ID, title, Russian
//! and English text, evidence.
inline std::string render(const ply_citations& game, const first_illegal& f) {
    std::string out = headline(game, f) + "\n";
    if (!f.judged) return out;
    out += "  " + reading(f);
    out += "\n";
    const auto block = [&](const rules::finding& fd) {
        out += "  violates " + std::string(fd.clause.id()) + " (" + std::string(fd.clause->title) + ")\n";
        out += "    ru: " + std::string(spec::text_of(fd.clause).ru) + "\n";
        out += "    en: " + std::string(spec::text_of(fd.clause).en) + "\n";
        for (const auto& w : fd.evidence()) out += "    evidence: " + describe_in_game(w, game) + "\n";
    };
    if (f.judged->verdict_finding.result == rules::outcome::violated) block(f.judged->verdict_finding);
    for (const auto& fd : *f.judged)
        if (fd.result == rules::outcome::violated) block(fd);
    return out;
}
inline std::string render(const position& start, const game_result& r, const first_illegal& f) { return render(ply_citations(start, r.moves), f); }

//! A watcher's typed finding (audit/finding.hpp) in words, for a rule that has no words of its own
//! here: "<kind in words> — <clause>: <title>", then its evidence: the plies it cites (in SAN),
//! its squares, the text as written.
inline std::string describe(const audit::game_finding& f, const ply_citations& game) {
    std::string s(f.kind);
    for (char& c : s)
        if (c == '_') c = ' ';
    s += " \u2014 " + std::string(f.clause.id()) + ": " + std::string(f.clause->title);
    const audit::finding_evidence& e = f.evidence;
    std::string ev;
    const auto part = [&](const std::string& x) { ev += (ev.empty() ? "" : "; ") + x; };
    if (!e.plies.empty()) {
        std::string p = e.plies.size() == 1 ? "ply " : "plies ";
        for (std::size_t i = 0; i < e.plies.size(); ++i) p += (i ? ", " : "") + game.cite(e.plies[i]);
        part(p);
    }
    if (!e.squares.empty()) {
        std::string q = e.squares.size() == 1 ? "square" : "squares";
        for (const square x : e.squares) q += " " + std::string(to_string(x).view());
        part(q);
    }
    if (!e.written.empty()) part("written \"" + e.written + "\"");
    if (e.board) part("FEN " + to_fen_string(*e.board));
    return ev.empty() ? s : s + " (" + ev + ")";
}

//! The headline of the game's first finding ("clean" when there is none).
inline std::string headline(const position& start, const game_result& r) { return r.first ? headline(start, r, *r.first) : "clean"; }

//! The game's first finding, rendered (see render above); "clean\n" when there is none.
inline std::string render(const position& start, const game_result& r) { return r.first ? render(start, r, *r.first) : "clean\n"; }

// ---- audit/record.hpp ----------------------------------------------------------------------

namespace audit_words {

//! "23. Nf3" / "23... Kxf7": a token as written, with its written number.
inline std::string as_written(const pgn::san_token& t) {
    if (t.written_number == 0) return t.text.str();
    return std::to_string(t.written_number) + (t.written_ellipsis ? "... " : ". ") + t.text;
}

//! "38... Ne2+": a token with the number of its move, whether the record wrote it or not.
inline std::string numbered(const pgn::san_token& t) {
    return std::to_string(t.move_number) + (t.side == color::white ? ". " : "... ") + t.text;
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

//! "White has a bare king: no series of legal moves lets White checkmate" (the material rules, in
//! the audit's words since issue 17), or the analysis' own words.
inline std::string cannot_text(const position& p, const analysis::mate_answer& a, const std::string& who) {
    const rules::cannot_mate_reason why = a.winner ? a.material[static_cast<std::size_t>(index(*a.winner))] : rules::cannot_mate_reason::none;
    if (a.rule == analysis::proof_rule::material && why != rules::cannot_mate_reason::none)
        return who + " " + std::string(prose::describe(why)) + ": no series of legal moves lets " + who + " checkmate";
    return prose::describe(p, a);
}

constexpr std::string_view where(audit::result_source s) noexcept {
    switch (s) {
    case audit::result_source::tag_and_movetext: return "the Result tag and the movetext";
    case audit::result_source::movetext: return "the movetext";
    case audit::result_source::tag: return "the Result tag";
    }
    return "the record";
}

//! "the rook from h1 ... (the moves of a number break)": "4. Bb5 (3. was due)".
inline std::string break_at(const pgn::san_token& b) {
    return as_written(b) + " (" + std::to_string(b.move_number) + (b.side == color::white ? "." : "...") + " was due)";
}

} // namespace audit_words

//! A warning of the record in words.
inline std::string describe(const audit::record_warning& w, second_place second = second_place::in_words) {
    using namespace audit_words;
    using k = audit::record_warning_kind;
    const auto moves = [](std::uint32_t n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); };
    switch (w.kind) {
    case k::reader: return w.reader ? describe(*w.reader, second) : std::string();
    case k::coordinate_notation:
        return moves(w.count) + " written in coordinate notation (like e2e4), not SAN, first " + (w.first ? as_written(*w.first) : "") +
               ": read as the move named";
    case k::notation_variant:
        return moves(w.count) + " written " + std::string(variant_description(w.variant)) + ", not standard SAN, first " +
               (w.first ? as_written(*w.first) : "") + ": read as the move named";
    case k::castling_right_dropped:
    case k::fullmove_zero: return "FEN tag: " + (w.fen ? describe_repair(*w.fen) : std::string());
    case k::variant_from_position: return "Variant \"" + w.value + "\": standard chess from the FEN tag's position";
    case k::start_outside_guidelines_ii: {
        std::string outside;
        for (const auto& a : w.set_aside) outside += (outside.empty() ? "" : "; ") + prose::describe(a);
        return "FEN tag: the start is not a Chess960 starting array (Guidelines II.2): " + outside +
               "; a start of a variant (Double Fischer Random, …), not a breach of Article 3: the moves are "
               "audited under Article 3 and the castling of Guidelines II.3";
    }
    case k::fide_notation: {
        const spec::clause_ref c = notation::clause_of(w.fide);
        std::string form, given;
        switch (w.fide) {
        case notation::fide_form::letter_o_castling: form = "castling with the letter O"; given = "0-0 and 0-0-0, with the digit zero"; break;
        case notation::fide_form::promotion_equals: form = "a promotion with '='"; given = "the new piece's letter right after the move (d8Q)"; break;
        case notation::fide_form::promotion_parenthesised: form = "a promotion with the piece in brackets"; given = "the new piece's letter right after the move (d8Q)"; break;
        case notation::fide_form::colon_capture: form = "a capture with ':'"; given = "x for a capture"; break;
        case notation::fide_form::pawn_letter: form = "a pawn move with the letter P"; given = "pawn moves without a letter (e5, not Pe5)"; break;
        }
        return moves(w.count) + " written as " + form + ", first " + (w.first ? as_written(*w.first) : "") + ": Appendix C gives " + given +
               " (" + std::string(c.id()) + ", " + std::string(c->title) + ")";
    }
    case k::start_not_initial_position: {
        const spec::clause_ref c = spec::id::initial_position_of_the_pieces;
        return "FEN tag without SetUp \"1\": the record says the game starts from the initial position (" + std::string(c.id()) + ", " +
               std::string(c->title) + "), but the FEN's position is not it; the moves are replayed from the FEN all the same (" +
               std::string(spec::id::incorrect_initial_position.id()) + ": a game found to have started from a wrong position is cancelled)";
    }
    }
    return std::string(audit::code(w));
}

//! Why a record is unreadable, or where its replay stopped, in words (`r`: the record's result,
//! for the start position and the replay the evidence names).
inline std::string describe(const audit::record_error& e, const audit::record_result& r, second_place second = second_place::in_words) {
    using namespace audit_words;
    using k = audit::record_error_kind;
    const auto null_move = [&] {
        return (r.start ? move_number(*r.start, e.ply) : std::string()) + " " + (e.move ? e.move->text.str() : std::string()) +
               " is a null move (analysis notation), not a move under the Laws";
    };
    const auto unread = [&]() -> std::string {
        if (!r.start || !r.moves) return "a move that does not read";
        if (e.after_breach && r.moves->unread) return headline(*r.start, audit::game_result{}, *r.moves->unread);
        return r.moves->first ? headline(*r.start, *r.moves, *r.moves->first) : std::string("clean");
    };
    switch (e.kind) {
    case k::reader: return e.reader ? describe(*e.reader, second) : std::string();
    case k::not_standard_variant: return "not standard chess: Variant \"" + e.value + "\" (chesslaw audits the Laws of Chess, Article 3)";
    case k::chess960_without_fen:
        return "Chess960 (Variant \"" + e.value +
               "\") without a FEN tag: the starting array is not known (Guidelines II.2), so neither is the start position";
    case k::fen_unreadable: return "FEN tag: " + (e.fen ? to_string(*e.fen) : std::string()) + (e.start_illegal ? "; the moves are not replayed" : "");
    case k::setup_without_fen:
        return e.value.empty() ? std::string("SetUp \"1\" without a FEN tag: the start position is unknown")
                               : "SetUp \"1\" without a FEN tag (the tag \"" + e.value +
                                     "\" is not FEN: tag names are case-sensitive): the start position is unknown";
    case k::fragment:
        return "the movetext starts at " + (e.move ? as_written(*e.move) : "") +
               ", not at move 1, and there is no FEN tag: the start position is unknown (a fragment)";
    case k::numbering_break:
        return "the record's move numbers break at " + (e.move ? break_at(*e.move) : "") +
               ": moves are missing or games run together; the moves from there are not judged";
    case k::numbering_break_unknown:
        return "the record's move numbers break at " + (e.move ? break_at(*e.move) : "") +
               ": moves are missing or games run together, so the position " + (e.played ? as_written(*e.played) : "") +
               " was played in is unknown";
    case k::null_move: return null_move() + (e.after_breach ? "; the moves from there are not judged" : "");
    case k::unreadable_move: return unread() + (e.after_breach ? "; the moves from there are not judged" : "");
    case k::games_run_together:
        return "the move numbers start again at " + (e.move ? as_written(*e.move) : "") +
               " with no result or tags before it: two games run together, the second one's start position is unknown";
    case k::replay_stopped: return r.moves ? std::string(describe(r.moves->stop_reason)) : std::string();
    }
    return std::string(audit::name(e.kind));
}

//! A finding (or an undecided question) on the record's result, in words (`r`: the record's
//! result, for the end and the final position).
inline std::string describe(const audit::result_finding& f, const audit::record_result& r) {
    using namespace audit_words;
    using k = audit::result_finding_kind;
    const audit::game_end* e = r.end();
    const auto ended = [&] {
        if (!e || !r.start) return std::string();
        const std::string when = e->ply == 0 ? std::string("at the start position")
                                             : "after " + audit::move_number(*r.start, e->ply - 1) + " " + r.end_written;
        return "the game ended " + when + " (" + std::string(e->clause.id()) + ", " + std::string(e->clause->title) + ")";
    };
    const std::string who = f.result == "1-0" ? "white" : "black";
    const std::string said = "the result " + f.result + " (" + std::string(where(f.source)) + ")";
    switch (f.kind) {
    case k::moves_after_end:
        return ended() + ", yet " + std::to_string(f.extra) + (f.extra == 1 ? " more ply is" : " more plies are") + " recorded, from " +
               (f.from ? numbered(*f.from) : "");
    case k::result_contradicts_end: return said + " contradicts the end: " + ended() + ", so the result is " + (e ? std::string(e->result) : "");
    case k::time_forfeit_drawn:
    case k::resignation_drawn:
        return said + " is a win for " + who + (f.kind == k::time_forfeit_drawn ? " on time" : "") + ", but in the final position " +
               (f.argument && r.moves ? cannot_text(r.moves->final_position, *f.argument, who) : std::string()) + ", so the game is drawn (" +
               std::string(f.clause.id()) + ")";
    case k::second_illegal_move: {
        const position* before = nullptr;
        std::string player = "the player";
        if (r.moves)
            for (const auto& x : r.irregularities)
                if (x.counted && x.nth == 2)
                    for (const auto& b : r.moves->breaches)
                        if (b.ply == x.ply) {
                            before = &b.before;
                            player = std::string(name(x.side));
                        }
        const std::string other = player == "white" ? "black" : player == "black" ? "white" : "the opponent";
        std::string s = said + " contradicts " + std::string(f.clause.id()) + ": " + (f.from ? numbered(*f.from) : std::string("a move")) +
                        " is " + player + "'s second completed illegal move under standard play, so the game is ";
        if (f.argument && before) s += "drawn: " + cannot_text(*before, *f.argument, other);
        else s += "lost by " + player;
        return s + " (" + f.by_laws + ")";
    }
    case k::winner_may_not_mate:
        return said + ": whether " + who + " can checkmate by some series of legal moves is not decided within the audit's budget (" +
               std::to_string(f.argument ? f.argument->nodes : 0) + " positions; `chesslaw mate` searches further)";
    case k::adjudication_contradicted: {
        std::string s = r.adjudication ? describe_contradicted(*r.adjudication) : std::string("the adjudication the record states is contradicted by the Laws");
        if (f.platform == audit::platform_rule::lichess_insufficient_material)
            s += "; the claim follows lichess's own rule of insufficient material, not the Laws' (any series of legal moves)";
        else if (f.platform == audit::platform_rule::chesscom_insufficient_material)
            s += "; the claim follows chess.com's own rule of insufficient material, not the Laws' (any series of legal moves)";
        if (!f.by_laws.empty() && f.by_laws == f.result) s += "; the result " + f.by_laws + " is the Laws' all the same";
        return s;
    }
    case k::points_outside_laws:
        if (f.clause == spec::id::no_more_than_maximum)
            return "the Result tag \"" + f.result + "\" gives scores that are not a game's (" + std::string(f.clause.id()) +
                   ": no more than the maximum, each player's score one normally given: 1, 1/2 or 0)";
        return "the Result tag \"" + f.result + "\" is no win, loss or draw (" + std::string(f.clause.id()) +
               ": 1-0, 0-1, 1/2-1/2), unless the event's regulations specify otherwise";
    }
    return std::string(audit::name(f.kind));
}

// ---- audit/repair.hpp ----------------------------------------------------------------------

//! "23. Re1" / "23... Re1": a ply a repair names, with its number.
inline std::string describe(const audit::repair_ply& p) {
    return std::to_string(p.number) + (p.side == color::black ? "... " : ". ") + p.san;
}

//! What a repair kind says happened, for people.
constexpr std::string_view describe(audit::repair_kind k) noexcept {
    using audit::repair_kind;
    switch (k) {
    case repair_kind::dgt_end_signal: return "a DGT board's end signal (the kings put on the centre squares) recorded as moves";
    case repair_kind::other_piece: return "the other piece of the same type moved to the square";
    case repair_kind::square_off: return "the target written one file or one rank off";
    case repair_kind::squares_swapped: return "the move's origin written as its target";
    case repair_kind::swapped_moves: return "two moves of one side written in the wrong order";
    case repair_kind::missing_move: return "a half-move not written";
    case repair_kind::piece_letter: return "the wrong piece letter";
    case repair_kind::extra_move: return "a half-move too many";
    case repair_kind::other_move: return "another move of the same piece type";
    case repair_kind::two_errors: return "two recording errors";
    }
    return "?";
}

//! One fault of a repair in a sentence: "23. Re1 was the other rook: Rae1".
inline std::string describe(const audit::repair_fault& f) {
    using audit::repair_kind;
    const auto ply = [&](const std::vector<audit::repair_ply>& v, std::size_t i) { return i < v.size() ? describe(v[i]) : std::string("?"); };
    const auto san = [&](std::size_t i) { return i < f.repaired.size() ? f.repaired[i].san : std::string("?"); };
    const std::string was = ply(f.written, 0);
    const std::string pw(name(f.piece));
    switch (f.kind) {
    case repair_kind::dgt_end_signal: {
        const std::size_t t = f.written.size();
        std::string plies;
        for (std::size_t i = 0; i < t; ++i)
            plies += i == 0 ? describe(f.written[i]) : f.written[i].side == color::white ? " " + describe(f.written[i]) : " " + f.written[i].san;
        return (t == 1 ? "the last ply, " + plies + ", is" : "the last " + std::to_string(t) + " plies, " + plies + ", are") +
               " a DGT board's end signal (the kings put on the centre squares), not " + (t == 1 ? "a move" : "moves") + ": deleted";
    }
    case repair_kind::other_piece: return was + " was the other " + pw + ": " + san(0);
    case repair_kind::square_off: return was + " is one square off: " + san(0);
    case repair_kind::squares_swapped:
        return was + " names the " + pw + "'s origin as its target: it went from " + std::string(to_string(f.from).view()) + " to " +
               std::string(to_string(f.to).view()) + ", " + san(0);
    case repair_kind::piece_letter: return was + " names the wrong piece: " + san(0);
    case repair_kind::missing_move: return "a half-move is missing before " + was + ": " + ply(f.repaired, 0) + " inserted";
    case repair_kind::extra_move: return was + " is a half-move too many: deleted";
    case repair_kind::swapped_moves:
        return std::string(name(f.side)) + "'s " + was + " and " + ply(f.written, 1) + " are in the wrong order: " + ply(f.repaired, 0) + ", " +
               ply(f.repaired, 1);
    case repair_kind::other_move: return was + " was another " + pw + " move: " + san(0);
    case repair_kind::two_errors: break;
    }
    return std::string(describe(f.kind));
}

//! A repair in a sentence (two faults joined by "; and ").
inline std::string describe(const audit::repair& r) {
    std::string s;
    for (const audit::repair_fault& f : r.faults) s += (s.empty() ? "" : "; and ") + describe(f);
    return s;
}

} // namespace chesslaw::prose
