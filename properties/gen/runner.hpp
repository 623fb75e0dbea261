#pragma once
//! How chesslaw runs a RapidCheck property inside GoogleTest: a per-property case budget, the soak
//! multiplier, the seed printed up front, and per-clause hit counts instead of RapidCheck's
//! tag-combination table.
//!
//!   CHESSLAW_PROP(suite, name, budget, (args...)) { ...body using RC_ASSERT, *gen... ... }
//!
//! Case budget: `budget` successful cases by default; ×100 when CHESSLAW_SOAK=1 (or "true");
//! an explicit `max_success=N` in RC_PARAMS wins over both (so a soak of one property is just
//! RC_PARAMS="max_success=30000"). Everything else in RC_PARAMS (seed, max_size, reproduce,
//! verbose_progress, ...) is RapidCheck's own and honoured as usual.
//!
//! Hit counts: a law records the clauses a case exercised with `clause_hits::tag(set)`, which is
//! an RC_TAG per clause ID (the handle's .id(), never a literal). After each property the runner
//! prints how many cases hit each clause; at exit each binary prints its totals.

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/spec/table.hpp>

namespace chesslaw::props {

inline bool env_flag(const char* name) {
    const char* v = std::getenv(name);
    if (v == nullptr) return false;
    const std::string s(v);
    return s == "1" || s == "true" || s == "TRUE" || s == "yes" || s == "on";
}

inline bool soak() { return env_flag("CHESSLAW_SOAK"); }
inline bool in_ci() { return env_flag("CI"); }

//! max_success given explicitly in RC_PARAMS?
inline bool rc_params_set_max_success() {
    const char* v = std::getenv("RC_PARAMS");
    return v != nullptr && std::string_view(v).find("max_success") != std::string_view::npos;
}

//! Number of successful cases a property with default budget `budget` runs in this process.
inline int effective_budget(int budget) {
    if (rc_params_set_max_success()) return rc::detail::configuration().testParams.maxSuccess;
    return soak() ? budget * 100 : budget;
}

//! A set of clauses (by table index), collected while a case runs.
struct clause_set {
    std::array<bool, spec::table.size()> in{};
    constexpr void add(spec::clause_ref c) noexcept { in[c.index] = true; }
    constexpr void add_if(bool cond, spec::clause_ref c) noexcept {
        if (cond) add(c);
    }
    constexpr bool has(spec::clause_ref c) const noexcept { return in[c.index]; }
    constexpr clause_set& operator|=(const clause_set& o) noexcept {
        for (std::size_t i = 0; i < in.size(); ++i) in[i] = in[i] || o.in[i];
        return *this;
    }
};

//! Per-clause counts for this binary (summed over its properties) and printing.
class clause_hits {
public:
    static clause_hits& global() {
        static clause_hits h;
        return h;
    }
    //! RC_TAG every clause in `s`: RapidCheck counts it per case, the runner flattens the counts.
    static void tag(const clause_set& s) {
        for (std::size_t i = 0; i < s.in.size(); ++i)
            if (s.in[i]) RC_TAG(std::string(spec::table[i].id));
    }
    void add(std::string_view clause_id, std::uint64_t n) {
        if (const auto r = spec::find(clause_id)) counts_[r->index] += n;
    }
    std::uint64_t count(spec::clause_ref c) const { return counts_[c.index]; }
    bool any() const {
        for (auto n : counts_)
            if (n) return true;
        return false;
    }
    //! Table of every clause with a non-zero count, in table order.
    void print(std::ostream& os, std::string_view title) const {
        os << title << '\n';
        for (std::size_t i = 0; i < counts_.size(); ++i)
            if (counts_[i])
                os << "  " << std::left << std::setw(10) << spec::table[i].id << std::right << std::setw(10)
                   << counts_[i] << "  " << spec::table[i].title << '\n';
    }

    //! The coverage guard's table: each clause of `wanted` with its count, the ones never hit
    //! marked; returns their IDs (empty: every one was hit).
    std::vector<std::string> report(std::ostream& os, std::string_view title, const std::vector<spec::clause_ref>& wanted) const {
        std::vector<std::string> missing;
        os << title << '\n';
        for (const auto c : wanted) {
            const auto n = count(c);
            os << "  " << std::left << std::setw(10) << c.id() << std::right << std::setw(8) << n << "  " << c->title
               << (n == 0 ? "   <-- NEVER HIT" : "") << '\n';
            if (n == 0) missing.emplace_back(c.id());
        }
        os << std::flush;
        return missing;
    }

private:
    std::array<std::uint64_t, spec::table.size()> counts_{};
};

namespace detail {

//! RapidCheck shows a tag with toString(), i.e. a std::string in quotes: strip them.
inline std::string unquote(std::string s) {
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"') return s.substr(1, s.size() - 2);
    return s;
}

//! Prints the binary's per-clause totals when the test program ends.
class hits_printer final : public ::testing::Environment {
public:
    void SetUp() override {
        const auto& params = rc::detail::configuration().testParams;
        std::cout << "[chesslaw] RapidCheck seed " << params.seed << " (reproduce the whole run with RC_PARAMS=\"seed="
                  << params.seed << "\")" << (soak() ? "  [SOAK: budgets x100]" : "") << std::endl;
    }
    void TearDown() override {
        if (clause_hits::global().any())
            clause_hits::global().print(std::cout, "[chesslaw] per-clause hits in this binary (cases):");
    }
};

inline const bool hits_printer_registered = [] {
    ::testing::AddGlobalTestEnvironment(new hits_printer);
    return true;
}();

template <class Testable>
void run_property(Testable&& testable, int budget) {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    rc::detail::TestMetadata metadata;
    metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
    metadata.description = info->name();
    rc::detail::TestParams params = rc::detail::configuration().testParams;
    params.maxSuccess = effective_budget(budget);

    const auto result = rc::detail::checkTestable(std::forward<Testable>(testable), metadata, params);
    if (result.template is<rc::detail::SuccessResult>()) {
        const auto success = result.template get<rc::detail::SuccessResult>();
        clause_hits local;
        for (const auto& [tags, n] : success.distribution)
            for (const auto& t : tags) local.add(unquote(t), static_cast<std::uint64_t>(n));
        for (const auto& c : spec::table) {
            const auto r = *spec::find(c.id);
            if (local.count(r)) clause_hits::global().add(c.id, local.count(r));
        }
        std::ostringstream title;
        title << "[chesslaw] " << metadata.id << ": " << success.numSuccess << " cases";
        if (local.any()) {
            local.print(std::cout, title.str() + ", per-clause hits:");
        } else {
            std::cout << title.str() << '\n';
        }
        std::cout << std::flush;
    } else {
        std::ostringstream ss;
        rc::detail::printResultMessage(result, ss);
        FAIL() << ss.str() << "\n(seed " << params.seed << "; the reproduce string above replays exactly this case)"
               << std::endl;
    }
}

} // namespace detail
} // namespace chesslaw::props

//! A property as a GoogleTest test with a default budget of `budget` successful cases.
#define CHESSLAW_PROP(Suite, Name, budget, ArgList)                                                     \
    void chesslaw_prop_##Suite##_##Name ArgList;                                                        \
    TEST(Suite, Name) { ::chesslaw::props::detail::run_property(&chesslaw_prop_##Suite##_##Name, budget); } \
    void chesslaw_prop_##Suite##_##Name ArgList
