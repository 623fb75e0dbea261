#pragma once
//! The JSON of a mate-ability answer (analysis/mate_ability.hpp): `chesslaw mate --json`, and the
//! `argument` of the audit's dead-position end and of its 6.9 / 5.1.2 result findings.
//!
//! {"verdict": "can"|"cannot"|"unknown", "side": "white"|"black"|null (null: both sides, 5.2.2),
//!  "rule": "material"|"fixed_pawns"|"exhausted"|"forced"|null (cannot only), "text" (for people),
//!  "certificate": null or {"san" (with move numbers), "uci": [moves], "mated": "white"|"black"},
//!  "squares": {"pawns": [the pawns that never move], "white_king": [...], "black_king": [...]}
//!  (the squares the argument cites; empty lists where it cites none), "positions" (exhausted: the
//!  positions enumerated), "nodes" (positions the searches visited); rule "forced" (5.2.2) only:
//!  "forced": {"san", "uci": [the moves, each the only legal move], "stalemate": the last one stalemates},
//!  the squares (and "positions") those of the proof of the position after them}

#include <string>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/mate.hpp>
#include <chesslaw/report/json_writer.hpp>

namespace chesslaw::report {

namespace mate_json_detail {

inline void squares(json_writer& w, bitboard b) {
    w.begin_array();
    for (; b;) w.value(to_string(pop_lsb(b)).view());
    w.end_array();
}

} // namespace mate_json_detail

//! Writes the answer a for position p as one JSON value (see the file comment).
inline void write_mate_answer(json_writer& w, const position& p, const analysis::mate_answer& a) {
    w.begin_object();
    w.key("verdict");
    w.value(analysis::name(a.verdict));
    w.key("side");
    if (a.winner) w.value(*a.winner == color::white ? "white" : "black");
    else w.null();
    w.key("rule");
    if (a.verdict == analysis::mate_verdict::cannot) w.value(analysis::name(a.rule));
    else w.null();
    w.key("text");
    w.value(prose::describe(p, a));
    w.key("certificate");
    if (a.verdict == analysis::mate_verdict::can) {
        w.begin_object();
        w.key("san");
        w.value(prose::certificate_san(p, a.certificate));
        w.key("uci");
        w.begin_array();
        for (const move m : a.certificate) w.value(to_uci(m).view());
        w.end_array();
        w.key("mated");
        w.value(a.mated == color::white ? "white" : "black");
        w.end_object();
    } else {
        w.null();
    }
    bitboard pawns = 0, kings[2] = {0, 0};
    if (a.verdict == analysis::mate_verdict::cannot) {
        if (a.rule == analysis::proof_rule::fixed_pawns || (a.rule == analysis::proof_rule::forced && !a.positions)) {
            for (std::size_t i = 0; i < 2; ++i)
                if (a.pawns[i]) {
                    pawns |= a.pawns[i]->pawns;
                    kings[i] = a.pawns[i]->mated_king_region;
                }
        } else if (a.rule == analysis::proof_rule::exhausted || a.rule == analysis::proof_rule::forced) {
            pawns = a.pawns_fixed[0] | a.pawns_fixed[1];
            kings[0] = a.king_squares[0];
            kings[1] = a.king_squares[1];
        }
    }
    w.key("squares");
    w.begin_object();
    w.key("pawns");
    mate_json_detail::squares(w, pawns);
    w.key("white_king");
    mate_json_detail::squares(w, kings[0]);
    w.key("black_king");
    mate_json_detail::squares(w, kings[1]);
    w.end_object();
    if (a.verdict == analysis::mate_verdict::cannot && a.rule == analysis::proof_rule::forced) { // only here: other answers keep their keys
        w.key("forced");
        w.begin_object();
        w.key("san");
        w.value(prose::certificate_san(p, a.forced));
        w.key("uci");
        w.begin_array();
        for (const move m : a.forced) w.value(to_uci(m).view());
        w.end_array();
        w.key("stalemate");
        w.value(a.forced_stalemate);
        w.end_object();
    }
    w.key("positions");
    w.value(std::uint64_t{a.positions});
    w.key("nodes");
    w.value(std::uint64_t{a.nodes});
    w.end_object();
}

//! The answer as a JSON text.
inline std::string mate_answer_json(const position& p, const analysis::mate_answer& a) {
    json_writer w;
    write_mate_answer(w, p, a);
    return w.take();
}

} // namespace chesslaw::report
