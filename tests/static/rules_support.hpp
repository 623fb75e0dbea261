#pragma once
// Shared helpers of the static rule walls: "clause C permits this move" means the move is legal
// and C applied and was satisfied; "C forbids it" means C is among the violated clauses.
#include <initializer_list>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>

namespace chesslaw::static_tests {

namespace id = chesslaw::spec::id;
using rules::fact;
using rules::outcome;

constexpr judgement judged(std::string_view f, std::string_view m) { return judge(fen(f), uci(m)); }
constexpr bool permits(spec::clause_ref c, std::string_view f, std::string_view m) {
    const auto j = judged(f, m);
    return j.legal && j.outcome_of(c) == outcome::satisfied;
}
constexpr bool forbids(spec::clause_ref c, std::string_view f, std::string_view m) { return judged(f, m).violates(c); }
constexpr bool forbids_only(std::initializer_list<spec::clause_ref> cs, std::string_view f, std::string_view m) {
    return judged(f, m).violates_exactly(cs);
}
//! The finding of clause c has a witness of kind `what` on square `at` (and, if given, by `by`).
constexpr bool witness(spec::clause_ref c, std::string_view f, std::string_view m, fact what, square at,
                       square by = square::none) {
    const auto fd = judged(f, m).find(c);
    for (int i = 0; i < fd.witness_count; ++i) {
        const auto& w = fd.witnesses[static_cast<std::size_t>(i)];
        if (w.what == what && w.at == at && (by == square::none || w.by == by)) return true;
    }
    return false;
}

} // namespace chesslaw::static_tests
