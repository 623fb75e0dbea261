// Hostile input for the FEN, UCI and touch-event readers: huge texts, a million events, garbage,
// NUL bytes, invalid UTF-8. Each gets a typed error naming its place (or a correct result), in
// bounded time — asserted — and never a crash. The readers allocate nothing (fixed-size results),
// so memory is bounded by construction; the time bounds are generous enough for the sanitizer
// build (PGN hostile cases live with the PGN reader's tests).
#include <chrono>
#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/prose/uci.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/touch/event.hpp>

using namespace chesslaw;
using namespace std::string_view_literals;

namespace {

constexpr std::size_t ten_mb = 10u << 20;

//! Runs f and checks it took less than `limit`.
template <class F>
auto timed(F f, std::chrono::milliseconds limit = std::chrono::milliseconds(2000)) {
    const auto t0 = std::chrono::steady_clock::now();
    auto r = f();
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
    EXPECT_LT(took.count(), limit.count()) << "took " << took.count() << " ms";
    return r;
}

//! Every byte of a message is printable: no raw NUL, control or invalid UTF-8 byte of the input.
bool printable(std::string_view m) {
    for (const char c : m) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7f) return false;
    }
    return true;
}

} // namespace

// ---- FEN -----------------------------------------------------------------------------------

TEST(hostile_fen, ten_megabyte_placement_field) {
    const std::string t = std::string(ten_mb, 'p') + " w - - 0 1";
    const auto r = timed([&] { return parse_fen(t); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::rank_too_long);
    EXPECT_EQ(r.error().offset, 8u); // the 9th square of rank 8
    EXPECT_EQ(r.error().character, 'p');
}

TEST(hostile_fen, ten_megabytes_of_fields) {
    std::string t;
    t.reserve(ten_mb);
    while (t.size() < ten_mb) t += "8/8/8/8 ";
    t.pop_back();
    const auto r = timed([&] { return parse_fen(t); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::field_count);
    EXPECT_EQ(r.error().count, static_cast<int>(ten_mb / 8));
}

TEST(hostile_fen, ten_megabyte_clock) {
    const std::string t = std::string(initial_fen.substr(0, initial_fen.size() - 1)) + std::string(ten_mb, '9');
    const auto r = timed([&] { return parse_fen(t); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::number_out_of_range);
    EXPECT_EQ(r.error().field, fen_field::fullmove_number);
    EXPECT_EQ(r.error().offset, initial_fen.size() - 1);
}

TEST(hostile_fen, ten_megabytes_of_spaces_after_a_good_fen) {
    const std::string t = std::string(initial_fen) + std::string(ten_mb, ' ');
    const auto r = timed([&] { return parse_fen(t); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::empty_field);
    EXPECT_EQ(r.error().offset, initial_fen.size() + 1); // the second space: the first ends the last field
}

TEST(hostile_fen, trailing_space_is_named_inside_the_text) { // fuzz_fen regression
    const std::string t = std::string(initial_fen) + " ";
    const auto r = parse_fen(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::empty_field);
    EXPECT_EQ(r.error().offset, t.size() - 1);
}

TEST(hostile_fen, en_passant_cut_short_is_named_inside_the_text) { // fuzz_fen regression
    const auto t = "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d"sv;
    const auto r = parse_fen(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::bad_square);
    EXPECT_EQ(r.error().offset, t.size() - 1);
    EXPECT_EQ(r.error().character, 'd');
}

TEST(hostile_fen, nul_byte_is_a_typed_error_with_a_clean_message) {
    std::string t(initial_fen);
    t[3] = '\0';
    const auto r = parse_fen(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, fen_errc::unexpected_char);
    EXPECT_EQ(r.error().offset, 3u);
    EXPECT_EQ(to_string(r.error()), "placement field: unexpected byte 0x00 (at offset 3)");
}

TEST(hostile_fen, invalid_utf8_is_a_typed_error_with_a_clean_message) {
    for (const std::string_view bad : {"\xC3\x28"sv, "\xFF"sv, "\xE2\x82"sv, "\xC3\xA9"sv /* valid é, still not FEN */}) {
        const std::string t = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" + std::string(bad);
        const auto r = parse_fen(t);
        ASSERT_FALSE(r);
        EXPECT_EQ(r.error().code, fen_errc::bad_number);
        EXPECT_EQ(r.error().offset, t.size() - bad.size());
        EXPECT_TRUE(printable(to_string(r.error()))) << to_string(r.error());
    }
    const auto r = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w \xC3\xA9 - 0 1");
    ASSERT_FALSE(r);
    EXPECT_EQ(to_string(r.error()), "castling field: unexpected byte 0xC3 (at offset 46)");
}

TEST(hostile_fen, clocks_at_their_limit_stay_readable_after_a_move) { // fuzz_fen regression
    const position p = fen("4k3/8/8/8/8/8/8/4K3 b - - 65535 65535");
    for (const move m : legal_moves(p)) {
        const position n = make_move(p, m);
        EXPECT_EQ(n.fullmove_number, 65535);
        EXPECT_EQ(n.halfmove_clock, 65535);
        EXPECT_TRUE(parse_fen(to_fen(n).view())) << to_fen_string(n);
    }
}

// ---- UCI -----------------------------------------------------------------------------------

TEST(hostile_uci, garbage) {
    const std::string mb(1u << 20, 'x');
    const auto r = timed([&] { return parse_uci(mb); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, uci_errc::bad_length);
    for (const std::string_view g : {""sv, "e"sv, "e2e4e5"sv, "e2-e4"sv, "E2E4"sv, "e2e4Q"sv, "e0e4"sv, "e2e4 "sv, " e2e4"sv, "a9a1"sv}) {
        const auto e = parse_uci(g);
        ASSERT_FALSE(e) << g;
        if (!g.empty()) {
            EXPECT_LT(e.error().offset, g.size()) << g;
        }
        EXPECT_TRUE(printable(to_string(e.error()))) << g;
    }
}

TEST(hostile_uci, nul_bytes) {
    const auto a = parse_uci("e2\0e4"sv);
    ASSERT_FALSE(a);
    EXPECT_EQ(a.error().code, uci_errc::bad_to);
    EXPECT_EQ(a.error().offset, 2u);
    EXPECT_EQ(to_string(a.error()), "move: destination square is not a square name (byte 0x00 at offset 2)");
    const auto b = parse_uci("e2e4\0"sv);
    ASSERT_FALSE(b);
    EXPECT_EQ(b.error().code, uci_errc::bad_promotion);
    EXPECT_EQ(b.error().offset, 4u);
    const auto c = parse_uci("\0\0\0\0"sv);
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().code, uci_errc::bad_from);
    EXPECT_EQ(c.error().offset, 0u);
}

TEST(hostile_uci, invalid_utf8) {
    const auto a = parse_uci("\xC3\x28" "e4"sv);
    ASSERT_FALSE(a);
    EXPECT_EQ(a.error().code, uci_errc::bad_from);
    EXPECT_EQ(a.error().offset, 0u);
    EXPECT_EQ(to_string(a.error()), "move: origin square is not a square name (byte 0xC3 at offset 0)");
    const auto b = parse_uci("e7e8\xFF"sv);
    ASSERT_FALSE(b);
    EXPECT_EQ(b.error().code, uci_errc::bad_promotion);
    EXPECT_TRUE(printable(to_string(b.error())));
}

// ---- touch events --------------------------------------------------------------------------

TEST(hostile_touch, a_million_events_stop_at_the_model_limit) {
    std::string t;
    t.reserve(9u << 20);
    for (int i = 0; i < 1'000'000; ++i) t += "touch:e2 ";
    const auto r = timed([&] { return touch::parse_events(t); }, std::chrono::milliseconds(500));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().token, touch::max_events + 1);
    EXPECT_EQ(r.error().offset, touch::max_events * 9);
    EXPECT_EQ(r.error().length, 8u);
    EXPECT_EQ(r.error().code, touch::parse_errc::too_many_events);
    EXPECT_EQ(touch::describe(r.error()), "too many events (at most 32)");
}

TEST(hostile_touch, thirty_two_events_arbitrate) {
    std::string t;
    for (std::size_t i = 0; i < touch::max_events; ++i) t += i % 2 ? "adjust:e2 " : "adjust:g1 ";
    const auto log = touch::parse_events(t);
    ASSERT_TRUE(log);
    EXPECT_EQ(log->size, touch::max_events);
    const auto r = timed([&] { return touch::arbitrate(initial_position(), *log); });
    ASSERT_TRUE(r);
    EXPECT_EQ(r->step_count, touch::max_events);
    EXPECT_FALSE(r->complete());
}

TEST(hostile_touch, ten_megabytes_of_separators) {
    const std::string t(ten_mb, ',');
    const auto r = timed([&] { return touch::parse_events(t); });
    ASSERT_TRUE(r); // no token, no event: an empty log
    EXPECT_EQ(r->size, 0u);
}

TEST(hostile_touch, an_event_beyond_sixteen_bit_offsets_is_named_not_truncated) {
    const std::string t = std::string(70'000, ' ') + "touch:g1";
    const auto r = touch::parse_events(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().token, 1u);
    EXPECT_EQ(r.error().offset, 70'000u);
    EXPECT_EQ(r.error().length, 8u);
    // Below the limit, offsets are exact.
    const std::string ok = std::string(60'000, ' ') + "touch:g1";
    const auto l = touch::parse_events(ok);
    ASSERT_TRUE(l);
    EXPECT_EQ((*l)[0].offset, 60'000u);
}

TEST(hostile_touch, a_megabyte_token) {
    const std::string t = "touch:" + std::string(1u << 20, 'e');
    const auto r = timed([&] { return touch::parse_events(t); });
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().offset, 0u);
    EXPECT_EQ(r.error().length, t.size());
    EXPECT_EQ(r.error().code, touch::parse_errc::bad_square);
    EXPECT_EQ(touch::describe(r.error()), "not a square (a1..h8)");
}

TEST(hostile_touch, nul_bytes_and_invalid_utf8) {
    for (const std::string_view t : {"touch:g1 \0lift:e2"sv, "touch:g\0"sv, "\xC3\x28"sv, "touch:\xFF\xFE"sv, "lift:e2\xC3 release:e4"sv}) {
        const auto r = touch::parse_events(t);
        ASSERT_FALSE(r) << t;
        EXPECT_LT(r.error().offset, t.size());
        EXPECT_LE(r.error().offset + r.error().length, t.size());
        EXPECT_NE(r.error().code, touch::parse_errc::none);
        EXPECT_FALSE(touch::describe(r.error()).empty());
    }
    // A NUL is not a separator: "\0lift:e2" is one token, the second.
    const auto r = touch::parse_events("touch:g1 \0lift:e2"sv);
    EXPECT_EQ(r.error().token, 2u);
    EXPECT_EQ(r.error().offset, 9u);
}

// ---- PGN (the PGN reader's own hostile cases are in pgn_hostile_test.cpp) -------------------

TEST(hostile_pgn, a_glyph_run_ending_in_a_unicode_glyph_keeps_the_next_move) { // fuzz_pgn regression
    std::istringstream in("1. e4 e5 2. Nf3 ~\xC2\xB1Nc6 *\n");
    pgn::reader r(in);
    pgn::game g;
    ASSERT_TRUE(r.next(g));
    ASSERT_EQ(g.moves.size(), 4u);
    EXPECT_EQ(g.moves[3].text, "Nc6"); // the N was swallowed with the glyph: "c6", a wrong "illegal"
    EXPECT_EQ(g.moves[3].at.column, 20u);
}

TEST(hostile_pgn, a_glyph_at_the_end_of_input_is_placed_inside_it) { // fuzz_pgn regression
    std::istringstream in("v~\xC2\xB1");
    pgn::reader r(in);
    pgn::game g;
    ASSERT_TRUE(r.next(g));
    ASSERT_FALSE(g.warnings.empty());
    for (const auto& w : g.warnings) {
        EXPECT_EQ(w.at.line, 1u);
        EXPECT_LE(w.at.column, 5u); // 4 bytes: column 5 is the end of input
    }
}
