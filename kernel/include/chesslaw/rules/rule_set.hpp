#pragma once
//! The compile-time binding of predicates to clauses. A rule_set is a heterogeneous list of
//! predicate types (a Boost.Hana tuple of types); instantiating it proves, by static_assert, that
//! every predicate names a clause that exists, no clause has two predicates, and every
//! machine-checkable clause of the article has one.

#include <array>
#include <cstddef>

#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <chesslaw/spec/table.hpp>

namespace chesslaw::rules {

//! A plain list of predicate types (no binding checks): a part of an article's predicates, e.g. the
//! Guidelines II predicates the judge runs on a move.
template <class... Rules>
struct rule_list {
    static constexpr auto types = boost::hana::tuple_t<Rules...>;
    static constexpr std::size_t size = sizeof...(Rules);
};

template <int Article, class... Rules>
struct rule_set {
    static constexpr auto types = boost::hana::tuple_t<Rules...>;
    static constexpr std::size_t size = sizeof...(Rules);

    //! One finding per predicate, in order, each not applicable: built element by element (no
    //! default construction followed by assignment).
    template <class Finding>
    static constexpr std::array<Finding, size> initial_findings() noexcept {
        return std::array<Finding, size>{Finding(Rules::clause)...};
    }
    //! The same, followed by one per predicate of `more`.
    template <class Finding, class... More>
    static constexpr std::array<Finding, size + sizeof...(More)> initial_findings(rule_list<More...>) noexcept {
        return std::array<Finding, size + sizeof...(More)>{Finding(Rules::clause)..., Finding(More::clause)...};
    }

    //! How many predicates each clause of the table has.
    static consteval std::array<int, spec::table.size()> predicates_per_clause() {
        std::array<int, spec::table.size()> n{};
        boost::hana::for_each(types, [&](auto t) {
            using R = typename decltype(t)::type;
            ++n[R::clause.index];
        });
        return n;
    }
    static consteval bool every_predicate_names_a_clause() {
        bool ok = true;
        boost::hana::for_each(types, [&](auto t) {
            using R = typename decltype(t)::type;
            ok = ok && R::clause.index < spec::table.size() && R::clause.get().article == Article;
        });
        return ok;
    }
    static consteval bool no_clause_has_two_predicates() {
        for (const int n : predicates_per_clause())
            if (n > 1) return false;
        return true;
    }
    static consteval bool every_checkable_clause_has_a_predicate() {
        const auto n = predicates_per_clause();
        for (std::size_t i = 0; i < spec::table.size(); ++i)
            if (spec::table[i].article == Article && spec::table[i].check_ == spec::check::predicate && n[i] != 1) return false;
        return true;
    }

    static_assert(every_predicate_names_a_clause(), "chesslaw: a predicate is bound to a clause of another article");
    static_assert(no_clause_has_two_predicates(), "chesslaw: a clause has more than one predicate");
    static_assert(every_checkable_clause_has_a_predicate(),
                  "chesslaw: a machine-checkable clause of the spec table has no predicate");
};

} // namespace chesslaw::rules
