#pragma once
//! A game-level finding: what a watcher of the replay (audit/watch.hpp) found, as a typed value —
//! the rule's clause (its spec row), the watcher's kind (its own enum value and that value's
//! name), the ply it concerns with where that ply stands in the source, and structured evidence.
//! No words: a renderer words a finding from these (prose/).
//!
//!   struct game_finding { clause, kind, code, ply, at, evidence };
//!   make_finding(kind_enum_value, clause, ply, at) -> game_finding   // kind: name(value), code: the value
//!   finding_kind<E>(const game_finding&) -> std::optional<E>          // the value back, when the names match
//!
//! The result owns its data (no view into the input): it outlives the pgn::game it came from.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/core/position.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::audit {

//! What a finding cites: earlier plies (0-based), squares, a position, a text as written. Each
//! rule fills the parts it needs.
struct finding_evidence {
    std::vector<std::size_t> plies;
    std::vector<square> squares;
    std::optional<position> board;
    std::string written;
};

struct game_finding {
    spec::clause_ref clause = spec::id::illegal_move; //!< the rule, as its spec row
    std::string_view kind;     //!< the watcher's kind: name() of its enum value (a literal: static storage)
    std::uint16_t code = 0;    //!< that enum value
    std::size_t ply = 0;       //!< the 0-based ply the finding concerns
    pgn::source_pos at;        //!< where that ply's text stands in the source (0:0 when the replay had none)
    finding_evidence evidence;
};

//! A finding of kind `k` (an enum value with a `name(k)` found by lookup) under `clause`.
template <class E>
game_finding make_finding(E k, spec::clause_ref clause, std::size_t ply, pgn::source_pos at = {}) {
    game_finding f;
    f.clause = clause;
    f.kind = name(k);
    f.code = static_cast<std::uint16_t>(k);
    f.ply = ply;
    f.at = at;
    return f;
}

//! The kind of f as E, when f is a finding of E's (its name matches E's value of that code).
template <class E>
std::optional<E> finding_kind(const game_finding& f) {
    const E k = static_cast<E>(f.code);
    if (name(k) != f.kind) return std::nullopt;
    return k;
}

} // namespace chesslaw::audit
