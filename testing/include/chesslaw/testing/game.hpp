#pragma once
//! chesslaw::testing — a game (a start position and the UCI moves played from it) and the two
//! oracles that take a game rather than a FEN, since castling and en passant rights depend on the
//! history (3.8.2.1, 3.7.4): `legal_moves(game)` and `explain(game, move)`, the judge's verdict with
//! its clauses and evidence. Needs only the kernel (no RapidCheck): a UCI driver can use it too.
#include <cstdint>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/prose/judge.hpp>

namespace chesslaw::testing {

//! A game: `start_fen` (standard FEN, or for Chess960 X-FEN/Shredder-FEN read as Chess960) and the
//! moves played from it, in UCI (Chess960 castling written king-takes-own-rook, "b1a1").
struct game {
    std::string start_fen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
    std::vector<std::string> moves;
    bool chess960 = false;
    friend bool operator==(const game&, const game&) = default;
};

//! "startpos" for the initial position, else the FEN; then " moves ..." (the UCI `position` line
//! without its keyword).
inline std::string to_string(const game& g) {
    std::string out = g.start_fen == game{}.start_fen && !g.chess960 ? "startpos" : "fen " + g.start_fen;
    if (!g.moves.empty()) {
        out += " moves";
        for (const auto& m : g.moves) out += " " + m;
    }
    return out;
}
inline std::ostream& operator<<(std::ostream& os, const game& g) { return os << to_string(g); }
//! RapidCheck prints a counterexample with this.
inline void showValue(const game& g, std::ostream& os) { os << g; }

//! Why a game could not be replayed: its start FEN is unreadable, or move `ply` (0-based) is not
//! UCI or not legal where it is played.
struct game_fault {
    enum class kind : std::uint8_t { bad_fen, bad_uci, illegal_move } what = kind::bad_fen;
    std::size_t ply = 0;
    std::string text;
};

//! The start position of g (a Chess960 game reads its FEN as Chess960).
inline expected<position, game_fault> start_position(const game& g) {
    fen_options o;
    o.chess960 = g.chess960;
    const auto r = parse_fen_with(g.start_fen, o);
    if (!r) return unexpected{game_fault{game_fault::kind::bad_fen, 0, g.start_fen}};
    return r->pos;
}

//! The moves of g as kernel moves (each read in the position where it is played).
inline expected<std::vector<move>, game_fault> moves_of(const game& g) {
    std::vector<move> out;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const auto m = parse_uci(g.moves[i]);
        if (!m) return unexpected{game_fault{game_fault::kind::bad_uci, i, g.moves[i]}};
        out.push_back(*m);
    }
    return out;
}

//! The position after the game, with what the game tells about castling (when each king and rook
//! first moved), every move checked legal in turn.
inline expected<game_state, game_fault> replay(const game& g) {
    const auto p = start_position(g);
    if (!p) return unexpected{p.error()};
    const auto ms = moves_of(g);
    if (!ms) return unexpected{ms.error()};
    const auto s = chesslaw::replay(*p, std::span<const move>(*ms));
    if (!s) return unexpected{game_fault{game_fault::kind::illegal_move, s.error().ply, g.moves[s.error().ply]}};
    return *s;
}

//! Every position of the game: [start, after move 1, ..., after the last move] (moves must be legal).
inline std::vector<position> positions(const game& g) {
    std::vector<position> out{start_position(g).value()};
    for (const auto& t : g.moves) out.push_back(make_move(out.back(), parse_uci(t).value()));
    return out;
}

//! The FEN of a position, Shredder-FEN for Chess960 (what engines read with UCI_Chess960).
inline std::string fen_of(const position& p) {
    return std::string(to_fen(p, p.chess960 ? castling_style::shredder : castling_style::x_fen).view());
}

//! g with one more move.
inline game then(game g, std::string uci) {
    g.moves.push_back(std::move(uci));
    return g;
}

// ------------------------------------------------------------------------------- oracles

//! The legal moves after the game (3.10.1), in UCI.
inline std::vector<std::string> legal_moves(const game& g) {
    std::vector<std::string> out;
    const auto s = replay(g);
    if (!s) return out;
    for (const move m : chesslaw::legal_moves(s->pos)) out.push_back(to_uci_string(m));
    return out;
}

//! The judge's ruling on one move after a game: the judgement (verdict, every clause with its
//! outcome and witnesses), the position it was made in, and the ruling in words.
struct explanation {
    position pos;
    move m{};
    judgement verdict;
    //! Violated clauses (a move of no own piece: 3.10.2 itself).
    std::vector<spec::clause_ref> broken() const {
        std::vector<spec::clause_ref> out;
        if (verdict.verdict_finding.result == rules::outcome::violated) out.push_back(verdict.verdict_finding.clause);
        for (const auto& f : verdict)
            if (f.result == rules::outcome::violated) out.push_back(f.clause);
        return out;
    }
    //! Satisfied clauses other than definitions (3.1/3, 3.1/4): what permits a legal move.
    std::vector<spec::clause_ref> permitting() const {
        std::vector<spec::clause_ref> out;
        for (const auto& f : verdict)
            if (f.result == rules::outcome::satisfied && f.clause->kind_ != spec::kind::definition) out.push_back(f.clause);
        return out;
    }
    //! The one clause that permits this kind of move, the most specific satisfied one: 3.7.4 en
    //! passant, 3.7.5 promotion, 3.8.2 castling (II in Chess960: still 3.8.2), 3.7.2 double step,
    //! 3.7.3 pawn capture, 3.7.1 pawn step, 3.8.1 king step, 3.6, 3.4, 3.3, 3.2 — or none.
    std::optional<spec::clause_ref> permitted_by() const {
        for (const auto c : {spec::id::en_passant, spec::id::promotion, spec::id::castling, spec::id::pawn_double_step,
                             spec::id::pawn_capture, spec::id::pawn_step, spec::id::king_step, spec::id::knight,
                             spec::id::queen, spec::id::rook, spec::id::bishop})
            if (verdict.outcome_of(c) == rules::outcome::satisfied) return c;
        return std::nullopt;
    }
    std::string text() const { return render(pos, m, verdict); }
};

//! explain(g, m): the judge's verdict on m after g, with the game's castling history.
inline expected<explanation, game_fault> explain(const game& g, move m) {
    const auto s = replay(g);
    if (!s) return unexpected{s.error()};
    return explanation{s->pos, m, judge(s->pos, m, s->history)};
}
inline expected<explanation, game_fault> explain(const game& g, std::string_view uci) {
    const auto m = parse_uci(uci);
    if (!m) return unexpected{game_fault{game_fault::kind::bad_uci, g.moves.size(), std::string(uci)}};
    return explain(g, *m);
}

} // namespace chesslaw::testing
