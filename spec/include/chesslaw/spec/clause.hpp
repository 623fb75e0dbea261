#pragma once
//! The clause record: one normative clause of the Laws of Chess (Articles 3 and 4 from the seeds;
//! Articles 5, 6, 7 and 9, Appendices A and B and Guidelines II from the FIDE 2023 transcription in
//! ../shared/laws), with its canonical ID,
//! its numbers in other editions, its verbatim Russian text, an English text (a rendering of the
//! Russian, or the FIDE English copied verbatim: `text_en_source` says which), its kind and whether
//! a machine can check it.
//!
//! This header holds the types and the ID grammar only. The data (`table`), the structural
//! handle `clause_ref`, lookup (`ref`, `find`, `find_alias`) and the named handles
//! (`chesslaw::spec::id::...`) live in table.hpp. See spec/README.md for the schemes.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace chesslaw::spec {

//! What a clause does. "procedure" covers both a prescribed way of doing something (how a
//! capture or castling is carried out) and an obligation (the touched piece must be moved).
enum class kind : std::uint8_t { definition, permission, prohibition, condition, procedure };

//! How a clause is checked.
//!  - predicate: machine-checkable; exactly one predicate type in kernel/include/chesslaw/rules
//!    (Articles 3, 5 and 9, Appendices A and B) or kernel/include/chesslaw/touch (Article 4) carries its handle. Facts
//!    a machine cannot observe (is a touch deliberate? is the touch order known? does a player
//!    claim?) are explicit inputs of that predicate.
//!  - verdict: 3.10.1 / 3.10.2, computed by the judge from the other clauses; 3.10.3, computed by
//!    legality::analyse(); no predicate.
//!  - not_checkable: headings, things no machine can decide or observe (a resignation, an
//!    agreement, a flag fall), and analyses no predicate decides yet (a dead position); `why`
//!    says why.
enum class check : std::uint8_t { predicate, verdict, not_checkable };

//! Where a check of the clause can apply (issue 51), whatever `check` says about how:
//!  - record:  a finished game record (PGN: its moves, tags, clock comments) can show it; so can a
//!             live feed, which is a record in the making.
//!  - live:    only what is seen while the game is played (a sensor board's events, a touch, a
//!             claim as it is made, the clock as it runs; `chesslaw watch`), which no finished
//!             record keeps.
//!  - arbiter: only the arbiter at the board (hands, voices, equipment, the venue, the event's
//!             regulations, a penalty, a judgement of intent or of "normal means").
enum class where : std::uint8_t { record, live, arbiter };

//! Where an alias number comes from.
//!  - seed000:  Article 3, decimal numbering (the canonical source for Article 3).
//!  - seed001:  Article 3, older letter numbering (letters after the number, as in 3.7 d or 3.8 b (2) a).
//!  - seed002:  Article 4 (the canonical source for Article 4) and the 3.7 / 3.8 lead lines.
//!  - fide2023: the current FIDE Laws of Chess (in force from 1 January 2023). Articles 3 and 4:
//!              from memory of the published English text, anything not known with confidence
//!              marked uncertain; Articles 5, 6, 7 and 9: the number in ../shared/laws (= the ID);
//!              Appendices A and B: that number in FIDE's form (A.5.2, B.1; = the ID).
enum class edition : std::uint8_t { seed000, seed001, seed002, fide2023 };

inline constexpr std::size_t edition_count = 4;

//! A clause's number in one edition. `id == ""`: the edition has no counterpart. `uncertain`:
//! the mapping is not known with confidence, or the counterpart differs in substance (so it must
//! not be treated as the same rule). A fide2023 alias may be a range "a–b" (U+2013 EN DASH) when
//! one canonical clause corresponds to several consecutive FIDE numbers.
struct alias {
    std::string_view id{};
    bool uncertain{false};
};

//! One normative clause. Field order is the designated-initializer order used in table.hpp.
//! `kind_` / `check_` carry a trailing underscore because the enum types share the names.
struct clause {
    std::string_view id{};          //!< canonical ID, see well_formed_id()
    std::string_view title{};       //!< short English label, unique in the table
    int article{};                  //!< 1-12, the first component of `id`; appendix_a-appendix_d (51-54) for "A.…"-"D.…"; guidelines_i-guidelines_iii (101-103) for "I.…"-"III.…"
    alias seed000{};
    alias seed001{};
    alias seed002{};
    alias fide2023{};
    //! Where the Russian text (texts.hpp) is copied from: "000", "001" or "002" (a seed, Articles 3 and 4), or
    //! "laws/ru-articleN.md (FIDE 2023)" (../shared/laws, Articles 5, 6, 7 and 9), "laws/ru-appendix-a.md
    //! (FIDE 2023)" (Appendices), "laws/ru-rec2.md (FIDE 2023)" (Guidelines II).
    std::string_view text_source{};
    //! `text_en_source` empty: the English text is a faithful rendering of the Russian (ASCII).
    //! Otherwise the FIDE English copied verbatim (UTF-8 typography kept) from the file named
    //! there. The texts themselves are in texts.hpp (spec::text_of), which only renderers include.
    std::string_view text_en_source{}; //!< "" or "laws/en-articleN.md (FIDE 2023)" (or the appendix / rec2 file)
    kind kind_{};
    check check_{};
    where where_{};                 //!< where a check can apply: record, live or arbiter
    std::string_view why{};         //!< non-empty exactly for verdict and not_checkable
    //! What a reader of the texts must know about their edition: a wording older than the record's
    //! edition, a number the source file gets wrong, a text the source lacks. ASCII; "" for none.
    std::string_view caveat{};
    std::string_view reinterprets{}; //!< Guidelines II: the ID of the Article 3 clause it reads anew for Chess960, or ""
};

//! The `article` of the clauses of Guidelines I (adjourned games, "I.1.1" … "I.14") and III (games
//! without increment, "III.1" … "III.6.2"): 100 + the Roman numeral, as Guidelines II.
inline constexpr int guidelines_i = 101;
inline constexpr int guidelines_iii = 103;
inline constexpr std::string_view guidelines_i_prefix = "I.";
inline constexpr std::string_view guidelines_iii_prefix = "III.";
//! The `article` of the clauses of Guidelines II (Chess960), IDs "II.1" … "II.3.2.7.5": 100 + the
//! Roman numeral, so that the table's order (Articles, then Guidelines) is the numeric order.
inline constexpr int guidelines_ii = 102;
//! The prefix of a Guidelines II ID.
inline constexpr std::string_view guidelines_ii_prefix = "II.";
//! The `article` of the clauses of Appendices A (rapid) and B (blitz), IDs "A.1" … "A.6", "B.1" …
//! "B.4": 50 + the letter's place in the alphabet, so that the table's order (Articles,
//! Appendices, Guidelines) is the numeric order, as in the Laws.
inline constexpr int appendix_a = 51;
inline constexpr int appendix_b = 52;
//! Appendices C (algebraic notation, "C.1" … "C.13"; the transcription writes Cyrillic "С.1") and
//! D (visually disabled players, "D.1" … "D.2.11").
inline constexpr int appendix_c = 53;
inline constexpr int appendix_d = 54;
//! The prefixes of Appendix IDs (FIDE's form; the transcription's "A2", Cyrillic "В.1" are not IDs).
inline constexpr std::string_view appendix_a_prefix = "A.";
inline constexpr std::string_view appendix_b_prefix = "B.";

//! The `article` a lettered prefix stands for ("II.", "A.", "B."), 0 for a bare number; `prefix`
//! receives the prefix's length.
constexpr int lettered_part(std::string_view id, std::size_t& prefix) noexcept {
    prefix = 0;
    if (id.starts_with(guidelines_iii_prefix)) {
        prefix = guidelines_iii_prefix.size();
        return guidelines_iii;
    }
    if (id.starts_with(guidelines_ii_prefix)) {
        prefix = guidelines_ii_prefix.size();
        return guidelines_ii;
    }
    if (id.starts_with(guidelines_i_prefix)) {
        prefix = guidelines_i_prefix.size();
        return guidelines_i;
    }
    if (id.size() >= 2 && id[1] == '.' && id[0] >= 'A' && id[0] <= 'D') {
        prefix = 2;
        return appendix_a + (id[0] - 'A');
    }
    return 0;
}

//! "Article 3", "Guidelines II": how a clause's part of the Laws is named.
constexpr std::string_view article_name(int article) noexcept {
    switch (article) {
    case 1: return "Article 1";
    case 2: return "Article 2";
    case 3: return "Article 3";
    case 4: return "Article 4";
    case 5: return "Article 5";
    case 6: return "Article 6";
    case 7: return "Article 7";
    case 8: return "Article 8";
    case 9: return "Article 9";
    case 10: return "Article 10";
    case 11: return "Article 11";
    case 12: return "Article 12";
    case appendix_a: return "Appendix A";
    case appendix_b: return "Appendix B";
    case appendix_c: return "Appendix C";
    case appendix_d: return "Appendix D";
    case guidelines_i: return "Guidelines I";
    case guidelines_ii: return "Guidelines II";
    case guidelines_iii: return "Guidelines III";
    }
    return "?";
}

constexpr std::string_view to_string(kind k) noexcept {
    switch (k) {
    case kind::definition: return "definition";
    case kind::permission: return "permission";
    case kind::prohibition: return "prohibition";
    case kind::condition: return "condition";
    case kind::procedure: return "procedure";
    }
    return "?";
}

constexpr std::string_view to_string(check c) noexcept {
    switch (c) {
    case check::predicate: return "predicate";
    case check::verdict: return "verdict";
    case check::not_checkable: return "not_checkable";
    }
    return "?";
}

constexpr std::string_view to_string(where w) noexcept {
    switch (w) {
    case where::record: return "record";
    case where::live: return "live";
    case where::arbiter: return "arbiter";
    }
    return "?";
}

constexpr std::string_view to_string(edition e) noexcept {
    switch (e) {
    case edition::seed000: return "seed000";
    case edition::seed001: return "seed001";
    case edition::seed002: return "seed002";
    case edition::fide2023: return "fide2023";
    }
    return "?";
}

//! The alias column of `c` for edition `e`.
constexpr const alias& alias_in(const clause& c, edition e) noexcept {
    switch (e) {
    case edition::seed000: return c.seed000;
    case edition::seed001: return c.seed001;
    case edition::seed002: return c.seed002;
    case edition::fide2023: break;
    }
    return c.fide2023;
}

namespace detail {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

//! Length of the ordinal at the start of `s`: [1-9][0-9]? (no leading zero, at most two
//! digits — every number in the Laws fits); 0 if there is none.
constexpr std::size_t ordinal_length(std::string_view s) noexcept {
    if (s.empty() || !is_digit(s[0]) || s[0] == '0') return 0;
    return s.size() >= 2 && is_digit(s[1]) ? 2 : 1;
}

//! Value of the ordinal at the start of `s` (0 if there is none).
constexpr int ordinal_value(std::string_view s) noexcept {
    int v = 0;
    for (std::size_t i = 0; i < ordinal_length(s); ++i) v = v * 10 + (s[i] - '0');
    return v;
}

//! A dotted decimal number with at least `min_components` components, like 12.3.4.
constexpr bool is_number(std::string_view s, std::size_t min_components = 2) noexcept {
    std::size_t components = 0;
    for (;;) {
        const std::size_t n = ordinal_length(s);
        if (n == 0) return false;
        ++components;
        s.remove_prefix(n);
        if (s.empty()) return components >= min_components;
        if (s[0] != '.') return false;
        s.remove_prefix(1);
    }
}

//! The number part of a canonical ID (x.y/n -> x.y).
constexpr std::string_view number_part(std::string_view id) noexcept {
    return id.substr(0, id.find('/'));
}

//! The sentence ordinal of a canonical ID (x.y/n -> n); 0 for an ID without a sub-ID.
constexpr int sentence_part(std::string_view id) noexcept {
    const auto slash = id.find('/');
    return slash == std::string_view::npos ? 0 : ordinal_value(id.substr(slash + 1));
}

//! First component of a number (x.y.z -> x); guidelines_ii for a Guidelines II ID ("II.x…"),
//! appendix_a / appendix_b for an Appendix ID ("A.x…", "B.x…").
constexpr int first_component(std::string_view number) noexcept {
    std::size_t prefix = 0;
    const int lettered = lettered_part(number, prefix);
    return prefix != 0 ? lettered : ordinal_value(number);
}

//! A number without its lettered prefix ("II.3.1" -> "3.1", "A.5.2" -> "5.2", "7.5.5" unchanged).
constexpr std::string_view bare_number(std::string_view number) noexcept {
    std::size_t prefix = 0;
    lettered_part(number, prefix);
    return number.substr(prefix);
}

//! The parent number (x.y.z -> x.y); empty for a two-component number.
constexpr std::string_view parent_number(std::string_view number) noexcept {
    const auto dot = number.rfind('.');
    if (dot == std::string_view::npos || number.substr(0, dot).find('.') == std::string_view::npos)
        return {};
    return number.substr(0, dot);
}

//! Number of dot-separated components.
constexpr std::size_t component_count(std::string_view number) noexcept {
    std::size_t n = number.empty() ? 0 : 1;
    for (char c : number) n += c == '.';
    return n;
}

//! Numeric, component-wise comparison of two well-formed numbers: 1.9 < 1.10 < 1.10.1.
//! A proper prefix compares less. Returns -1, 0 or 1.
constexpr int compare_numbers(std::string_view a, std::string_view b) noexcept {
    for (;;) {
        if (a.empty() || b.empty()) return a.empty() == b.empty() ? 0 : (a.empty() ? -1 : 1);
        const int x = ordinal_value(a), y = ordinal_value(b);
        if (x != y) return x < y ? -1 : 1;
        a.remove_prefix(ordinal_length(a));
        b.remove_prefix(ordinal_length(b));
        if (!a.empty()) a.remove_prefix(1);
        if (!b.empty()) b.remove_prefix(1);
    }
}

//! `ancestor` is a proper prefix of `number` at a component boundary (x.y of x.y.z).
constexpr bool is_ancestor(std::string_view ancestor, std::string_view number) noexcept {
    return ancestor.size() < number.size() && number.substr(0, ancestor.size()) == ancestor &&
           number[ancestor.size()] == '.';
}

inline constexpr std::string_view en_dash = "\u2013";

//! Does alias `a` (exact number, or range "lo–hi") denote `query`? An empty alias matches
//! nothing. A range matches a number of the same depth between its ends, inclusive.
constexpr bool alias_matches(std::string_view a, std::string_view query) noexcept {
    if (a.empty() || query.empty()) return false;
    if (a == query) return true;
    const auto dash = a.find(en_dash);
    if (dash == std::string_view::npos || !is_number(query)) return false;
    const std::string_view lo = a.substr(0, dash), hi = a.substr(dash + en_dash.size());
    if (!is_number(lo) || !is_number(hi)) return false;
    const std::size_t depth = component_count(query);
    return component_count(lo) == depth && component_count(hi) == depth &&
           compare_numbers(lo, query) <= 0 && compare_numbers(query, hi) <= 0;
}

} // namespace detail

//! The canonical ID grammar (spec/README.md, "ID scheme"):
//!   id      := number [ "/" ordinal ]          e.g. 3.7.4, 3.8.2.2.1, 3.10.3, 3.1/2, 4.6/3
//!   number  := ordinal "." ordinal { "." ordinal }
//!   ordinal := [1-9][0-9]?
//! "/n" names the n-th normative sentence of a number that holds several (see the README for why
//! it is not a further decimal component).
//! Guidelines II (Chess960) IDs are "II." followed by a number of one or more components:
//! II.1, II.2/1, II.3.2.7.4; Appendix IDs likewise "A." or "B." followed by one or more: A.1,
//! A.5.2, B.2.1 (FIDE's form, Latin capitals).
constexpr bool well_formed_id(std::string_view s) noexcept {
    std::size_t min_components = 2;
    std::size_t prefix = 0;
    if (lettered_part(s, prefix) != 0) {
        s.remove_prefix(prefix);
        min_components = 1;
    }
    const auto slash = s.find('/');
    if (slash == std::string_view::npos) return detail::is_number(s, min_components);
    const std::string_view sentence = s.substr(slash + 1);
    return detail::is_number(s.substr(0, slash), min_components) && !sentence.empty() &&
           detail::ordinal_length(sentence) == sentence.size();
}

//! Shape of an alias number in edition `e` ("" is always accepted: no counterpart).
//!   seed000, seed002: number                          3.8.2.2.1, 4.6
//!   seed001:          number [" " letter] [" (" digit ")" [" " letter]]   3.7 d, 3.8 b (2) a
//!   fide2023:         number | number "–" number      3.1.1, 3.7.3.1–3.7.3.2
constexpr bool well_formed_alias(edition e, std::string_view s) noexcept {
    if (s.empty()) return true;
    switch (e) {
    case edition::seed000:
    case edition::seed002: return detail::is_number(s);
    case edition::fide2023: {
        std::size_t prefix = 0;
        if (lettered_part(s, prefix) != 0) return well_formed_id(s) && s.find('/') == std::string_view::npos;
        const auto dash = s.find(detail::en_dash);
        if (dash == std::string_view::npos) return detail::is_number(s);
        const std::string_view lo = s.substr(0, dash), hi = s.substr(dash + detail::en_dash.size());
        return detail::is_number(lo) && detail::is_number(hi) &&
               detail::component_count(lo) == detail::component_count(hi) &&
               detail::compare_numbers(lo, hi) < 0;
    }
    case edition::seed001: break;
    }
    const auto is_letter = [](char c) { return c >= 'a' && c <= 'e'; };
    const auto space = s.find(' ');
    if (!detail::is_number(s.substr(0, space))) return false;
    if (space == std::string_view::npos) return true;
    s.remove_prefix(space);
    if (s.size() >= 2 && s[0] == ' ' && is_letter(s[1])) s.remove_prefix(2);
    if (s.size() >= 4 && s.substr(0, 2) == " (" && detail::is_digit(s[2]) && s[3] == ')') {
        s.remove_prefix(4);
        if (s.size() >= 2 && s[0] == ' ' && is_letter(s[1])) s.remove_prefix(2);
    }
    return s.empty();
}

} // namespace chesslaw::spec
