// SAN at run time: the round trip over every legal move of every standard-chess perft position
// and of its children, every accepted variant, every error kind, and every illegal-SAN
// resolution case of the issue, judged with the game history through audit_game.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <iostream>
#include <string>
#include <vector>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>

#include "tests/unit/test_data.hpp"

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;

//! The positions of the data: the project's own (random-play.perft, tests/data) or those brought
//! from outside (CHESSLAW_DATA_DIR: cpw, tricky, chess960 and the validity tables; ctest runs the
//! `corpus/` instances as unit.san.corpus, label corpus).
enum class data_source { own, corpus };

std::vector<position> perft_positions(data_source from) {
    std::vector<position> out;
    if (from == data_source::own) {
        for (const auto& c : test::read_perft_file("perft/random-play.perft"))
            if (const auto p = parse_fen(c.fen)) out.push_back(*p);
        return out;
    }
    // (chess960.perft: Shredder-FEN, read as Chess960 — castling is O-O / O-O-O for king-takes-rook)
    for (const char* f : {"perft/cpw.epd", "perft/tricky.perft", "perft/chess960.perft"})
        for (const auto& c : test::read_perft_file(f)) {
            const auto p = parse_fen(c.fen);
            if (p) out.push_back(*p);
        }
    // The validity tables: every FEN that reads as a standard-chess position.
    for (const char* f : {"validity/kokopu-fens.tsv", "validity/status-cases.tsv"}) {
        std::ifstream in(test::data_path(f));
        EXPECT_TRUE(in) << "cannot open " << test::data_path(f);
        std::string line;
        std::getline(in, line); // header
        while (std::getline(in, line)) {
            std::vector<std::string> cols;
            std::stringstream ss(line);
            for (std::string c; std::getline(ss, c, '\t');) cols.push_back(c);
            if (cols.size() < 2) continue;
            const bool kokopu = std::string_view(f).find("kokopu") != std::string_view::npos; // LABEL FEN VARIANT ...; else FEN ...
            const std::string& fen_text = cols[kokopu ? 1 : 0];
            if (kokopu && (cols.size() < 3 || cols[2] != "regular")) continue;
            if (test::needs_chess960(fen_text)) continue;
            const auto p = parse_fen(fen_text);
            if (p && count_legal_moves(*p) > 0) out.push_back(*p);
        }
    }
    return out;
}

// Independent checks of canonical SAN: it reads back; a shorter origin hint would not read as
// the same move (minimal disambiguation); the mark matches the position after the move.
void check_round_trip(const position& p, move m, std::size_t& moves) {
    const san_text t = to_san(p, m);
    const std::string s(t.view());
    const auto r = read_san(p, s);
    ASSERT_TRUE(r) << to_fen(p).view() << " " << to_uci_string(m) << " -> " << s << ": " << to_string(r.error(), s);
    ASSERT_EQ(r->raw, m.raw) << to_fen(p).view() << " " << s;
    const auto d = read_san_detailed(p, s);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->variants, san_variant::none) << to_fen(p).view() << " " << s;
    const position n = make_move(p, m);
    const char last = s.back();
    const char expected_mark = !in_check(n) ? ' ' : status(n) == game_status::checkmate ? '#' : '+';
    const char written_mark = last == '+' || last == '#' ? last : ' ';
    EXPECT_EQ(written_mark, expected_mark) << s;
    const auto syn = parse_san(s);
    ASSERT_TRUE(syn);
    if (syn->from_file || syn->from_rank) {
        if (syn->piece != piece_type::pawn) {
            // Drop the hint (or keep only one part): must no longer name exactly m.
            san_syntax bare = *syn;
            bare.from_file.reset();
            bare.from_rank.reset();
            EXPECT_FALSE(read_san(p, bare)) << "unneeded hint in " << s;
            if (syn->from_file && syn->from_rank) {
                san_syntax f = *syn, rk = *syn;
                f.from_rank.reset();
                rk.from_file.reset();
                EXPECT_FALSE(read_san(p, f)) << "file alone suffices for " << s;
                EXPECT_FALSE(read_san(p, rk)) << "rank alone suffices for " << s;
            } else if (syn->from_rank) {
                san_syntax f = *syn;
                f.from_rank.reset();
                f.from_file = file_of(m.from());
                EXPECT_FALSE(read_san(p, f)) << "file hint preferred over rank in " << s;
            }
        }
    }
    ++moves;
}

class san_data : public testing::TestWithParam<data_source> {};
INSTANTIATE_TEST_SUITE_P(own, san_data, testing::Values(data_source::own));
INSTANTIATE_TEST_SUITE_P(corpus, san_data, testing::Values(data_source::corpus));

TEST_P(san_data, round_trip_every_legal_move_of_every_perft_position_and_child) {
    std::size_t positions = 0, moves = 0;
    for (const position& p : perft_positions(GetParam())) {
        ++positions;
        for (const move m : legal_moves(p)) {
            check_round_trip(p, m, moves);
            const position c = make_move(p, m);
            ++positions;
            for (const move mc : legal_moves(c)) check_round_trip(c, mc, moves);
            if (HasFatalFailure()) return;
        }
    }
    std::cout << "[san] round trip: " << positions << " positions, " << moves << " legal moves\n";
    EXPECT_GT(positions, 1000u);
}

// The fast read path (pieces that reach the target, each move made) equals the generator's
// answer on every syntax: each piece type, origin hint (none, file, rank, both), target and
// promotion, and castling, in every perft position and its children.
TEST_P(san_data, fast_read_equals_the_generator_reading) {
    std::size_t compared = 0;
    const auto compare = [&](const position& p, const san_syntax& s) {
        const auto fast = read_san(p, s);
        const auto ref = san_detail::read_san_by_generator(p, s);
        ASSERT_EQ(fast.has_value(), ref.has_value()) << to_fen(p).view();
        if (fast) ASSERT_EQ(fast->raw, ref->raw) << to_fen(p).view();
        else ASSERT_EQ(fast.error(), ref.error()) << to_fen(p).view() << " " << name(fast.error().code) << " vs " << name(ref.error().code);
        ++compared;
    };
    std::size_t n = 0;
    for (const position& base : perft_positions(GetParam())) {
        std::vector<position> ps{base};
        if (n++ % 32 == 0)
            for (const move m : legal_moves(base)) ps.push_back(make_move(base, m));
        for (const position& p : ps) {
            for (const side sd : {side::king_side, side::queen_side}) {
                san_syntax s;
                s.piece = piece_type::king;
                s.castling = sd;
                compare(p, s);
            }
            for (int t = 0; t < 64; ++t)
                for (int pt = 0; pt < 6; ++pt) {
                    san_syntax s;
                    s.piece = static_cast<piece_type>(pt);
                    s.to = square_at(t);
                    const int proms = pt == 0 && (t < 8 || t >= 56) ? 5 : 1;
                    for (int pr = 0; pr < proms; ++pr) {
                        s.promotion = static_cast<promotion>(pr);
                        s.from_file.reset();
                        s.from_rank.reset();
                        compare(p, s);
                        for (int f = 0; f < 8; ++f) {
                            s.from_rank.reset();
                            s.from_file = static_cast<file>(f);
                            compare(p, s);
                            s.from_rank = static_cast<rank>((t / 8 + f) % 8);
                            compare(p, s);
                        }
                        for (int r = 0; r < 8; ++r) {
                            s.from_file.reset();
                            s.from_rank = static_cast<rank>(r);
                            compare(p, s);
                        }
                        if (HasFatalFailure()) return;
                    }
                }
        }
    }
    std::cout << "[san] fast read = generator read on " << compared << " syntaxes\n";
}

// ---- variants ------------------------------------------------------------------------------------
struct variant_case {
    const char* fen;
    const char* san;
    const char* uci;
    san_variant v;
};

TEST(san, every_accepted_variant_reads_and_is_named) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const char* castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const char* promo = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const variant_case cases[] = {
        {castle, "0-0", "e1g1", san_variant::zero_castling},
        {castle, "0-0-0", "e1c1", san_variant::zero_castling},
        {castle, "R:a8+", "a1a8", san_variant::colon_capture},
        {promo, "a8Q", "a7a8q", san_variant::promotion_without_equals},
        {promo, "a8(N)", "a7a8n", san_variant::promotion_parenthesised},
        {start, "Pe4", "e2e4", san_variant::pawn_prefix},
        {start, "e4!", "e2e4", san_variant::annotation},
        {start, "e4?", "e2e4", san_variant::annotation},
        {start, "e4!!", "e2e4", san_variant::annotation},
        {start, "e4??", "e2e4", san_variant::annotation},
        {start, "e4!?", "e2e4", san_variant::annotation},
        {start, "e4?!", "e2e4", san_variant::annotation},
        {start, "Ngf3", "g1f3", san_variant::over_disambiguated},
        {start, "Ng1f3", "g1f3", san_variant::over_disambiguated},
        {start, "e2e4", "e2e4", san_variant::over_disambiguated},
        {castle, "Rxa8", "a1a8", san_variant::missing_check_mark},
        {start, "Nf3+", "g1f3", san_variant::extra_check_mark},
        {start, "Nf3#", "g1f3", san_variant::extra_check_mark},
        {castle, "Ra8+", "a1a8", san_variant::missing_capture_mark},
        {start, "Nxf3", "g1f3", san_variant::spurious_capture_mark},
        {castle, "Kg1", "e1g1", san_variant::castling_as_king_move},
        {castle, "Ke1-g1", "e1g1", san_variant::castling_as_king_move},
        {castle, "Ke1-c1", "e1c1", san_variant::long_algebraic},
        {start, "e2-e4", "e2e4", san_variant::long_algebraic},
        {start, "Ng1-f3", "g1f3", san_variant::long_algebraic},
        {castle, "Ra1-a8+", "a1a8", san_variant::missing_capture_mark},
        {promo, "a7-a8=Q", "a7a8q", san_variant::long_algebraic},
        {promo, "a7-a8Q", "a7a8q", san_variant::promotion_without_equals},
        {promo, "a7xb8=N", "a7b8n", san_variant::over_disambiguated},
    };
    for (const auto& c : cases) {
        const auto r = read_san_detailed(fen(c.fen), c.san);
        ASSERT_TRUE(r) << c.san << ": " << to_string(r.error(), c.san);
        EXPECT_EQ(r->m, uci(c.uci)) << c.san;
        EXPECT_TRUE(has(r->variants, c.v)) << c.san << " should be flagged " << name(c.v);
        EXPECT_NE(name(c.v), "?");
    }
}

// Long algebraic of every legal move (piece letter but for pawns, origin, `-` or `x`, target,
// `=Q`; castling as the king's move) reads as that move: with `-` flagged long_algebraic (and
// not over_disambiguated), with `x` on a capture as over-disambiguated SAN. Every move's UCI
// text looks_like_coordinate, with either promotion-letter case and a glued check mark.
TEST_P(san_data, long_algebraic_and_coordinate_forms_of_every_legal_move) {
    std::size_t checked = 0;
    for (const position& p : perft_positions(GetParam())) {
        for (const move m : legal_moves(p)) {
            if (p.chess960 && is_castling_shape(p, m.from(), m.to())) continue; // king takes own rook: O-O / O-O-O only
            const piece_type pt = type_of(p.piece_on(m.from()));
            const bool capture = contains(p.pieces(~p.side_to_move), m.to());
            const bool ep = pt == piece_type::pawn && file_of(m.from()) != file_of(m.to()) && p.empty(m.to());
            std::string body = pt == piece_type::pawn ? "" : std::string(1, san_detail::letter(pt));
            const std::string from(to_string(m.from()).view()), to(to_string(m.to()).view());
            std::string promo;
            if (m.is_promotion()) promo = std::string("=") + san_detail::letter(to_piece_type(m.promotion()));
            const std::string hyphen = body + from + "-" + to + promo;
            const auto h = read_san_detailed(p, hyphen);
            ASSERT_TRUE(h) << to_fen(p).view() << " " << hyphen << ": " << to_string(h.error(), hyphen);
            ASSERT_EQ(h->m, m) << to_fen(p).view() << " " << hyphen;
            EXPECT_TRUE(has(h->variants, san_variant::long_algebraic)) << hyphen;
            EXPECT_FALSE(has(h->variants, san_variant::over_disambiguated)) << hyphen;
            EXPECT_EQ(has(h->variants, san_variant::missing_capture_mark), capture || ep) << to_fen(p).view() << " " << hyphen;
            if (capture || ep) {
                const std::string x = body + from + "x" + to + promo;
                const auto c = read_san_detailed(p, x);
                ASSERT_TRUE(c) << to_fen(p).view() << " " << x << ": " << to_string(c.error(), x);
                ASSERT_EQ(c->m, m) << x;
                EXPECT_FALSE(has(c->variants, san_variant::long_algebraic)) << x;
            }
            std::string u(to_uci_string(m));
            EXPECT_TRUE(looks_like_coordinate(u)) << u;
            if (m.is_promotion()) {
                u.back() = static_cast<char>(u.back() - 'a' + 'A');
                EXPECT_TRUE(looks_like_coordinate(u)) << u;
            }
            EXPECT_TRUE(looks_like_coordinate(u + "+")) << u;
            EXPECT_FALSE(looks_like_coordinate(from + "-" + to)) << u;
            ++checked;
            if (HasFatalFailure()) return;
        }
    }
    std::cout << "[san] long algebraic and coordinate forms: " << checked << " legal moves\n";
    EXPECT_GT(checked, 10000u);
}

// ---- error kinds -----------------------------------------------------------------------------------
TEST(san, every_error_kind_names_the_token_and_the_fault) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    struct error_case {
        const char* fen;
        const char* san;
        san_errc code;
        std::size_t offset;
        const char* says;
    };
    const error_case cases[] = {
        {start, "", san_errc::empty, 0, "empty"},
        {start, "--", san_errc::null_move, 0, "null move"},
        {start, "Xe4", san_errc::bad_piece, 0, "piece letter"},
        {start, "Nf3 ", san_errc::unexpected_character, 3, "unexpected character"},
        {start, "Nf", san_errc::missing_target, 2, "no target square"},
        {start, "O-0", san_errc::bad_castling, 2, "castling"},
        {start, "Nxxf3", san_errc::misplaced_capture_mark, 2, "capture mark"},
        {start, "Pxd3", san_errc::pawn_capture_without_file, 1, "file"},
        {start, "e8=K", san_errc::bad_promotion_piece, 3, "Q, R, B, N"},
        {start, "Ne8=Q", san_errc::promotion_not_pawn, 3, "only a pawn"},
        {start, "e5=Q", san_errc::promotion_rank, 2, "last rank"},
        {start, "e4+-", san_errc::evaluation_symbol, 2, "evaluation symbol"},
        {start, "e4!!!", san_errc::bad_annotation, 2, "annotation"},
        {start, "Nf4", san_errc::no_legal_move, 0, "no legal move"},
        {"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", san_errc::ambiguous, 0, "ambiguous"},
        {"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", san_errc::missing_promotion, 0, "promotion"},
    };
    bool seen[static_cast<int>(san_errc::missing_promotion) + 1]{};
    for (const auto& c : cases) {
        const auto r = read_san(fen(c.fen), c.san);
        ASSERT_FALSE(r) << c.san;
        EXPECT_EQ(r.error().code, c.code) << c.san << " gave " << name(r.error().code);
        EXPECT_EQ(r.error().offset, c.offset) << c.san;
        EXPECT_LE(r.error().offset, std::string_view(c.san).size());
        const std::string msg = to_string(r.error(), c.san);
        EXPECT_NE(msg.find(c.says), std::string::npos) << msg;
        if (*c.san) {
            EXPECT_NE(msg.find(std::string("'") + c.san + "'"), std::string::npos) << msg;
        }
        seen[static_cast<int>(c.code)] = true;
    }
    for (bool s : seen) EXPECT_TRUE(s) << "an error kind without a case";
}

// ---- illegal SAN resolution, with the game's history ---------------------------------------------------
struct audited {
    position start;
    audit::game_result r;
};
audited run(std::string_view start_fen, std::vector<std::string_view> sans) {
    audited a{fen(start_fen), {}};
    a.r = audit::audit_game(a.start, sans);
    return a;
}
constexpr std::string_view initial = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

bool cites(const audit::game_result& r, spec::clause_ref c) {
    return r.first && std::find(r.first->clauses.begin(), r.first->clauses.end(), c) != r.first->clauses.end();
}

TEST(san_resolution, castling_after_the_king_moved_is_3_8_2_1_1) {
    const auto a = run(initial, {"e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Nf3", "Nf6", "Bc4", "Bc5", "O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->ply, 10u);
    EXPECT_EQ(a.r.plies_replayed, 10u);
    EXPECT_EQ(*a.r.first->resolved, uci("e1g1"));
    EXPECT_TRUE(cites(a.r, id::castling_king_moved));
    EXPECT_FALSE(cites(a.r, id::castling_rook_moved));
    const std::string h = prose::headline(a.start, a.r);
    EXPECT_EQ(h, "6. O-O is illegal — 3.8.2.1.1: the king already moved, at 2. Ke2") << h;
}

TEST(san_resolution, castling_after_the_rook_moved_is_3_8_2_1_2) {
    const auto a = run(initial, {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Rg1", "Nf6", "Rh1", "d6", "O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_TRUE(cites(a.r, id::castling_rook_moved));
    EXPECT_FALSE(cites(a.r, id::castling_king_moved));
    EXPECT_EQ(prose::headline(a.start, a.r), "6. O-O is illegal — 3.8.2.1.2: the rook from h1 already moved or was captured, at 4. Rg1");
    const std::string text = prose::render(a.start, a.r);
    EXPECT_NE(text.find("ru: "), std::string::npos);
    EXPECT_NE(text.find("en: "), std::string::npos);
}

TEST(san_resolution, castling_black_queen_side_after_rook_captured) {
    // 4. Bxh8 takes black's h8 rook, the king goes f8 and back, then 6... O-O.
    const auto a = run(initial, {"b3", "g6", "Bb2", "Bg7", "Bxg7", "Nf6", "Bxh8", "Kf8", "Bxf6", "Ke8", "e3", "O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->ply, 11u);
    EXPECT_EQ(audit::move_number(a.start, 11), "6...");
    EXPECT_TRUE(cites(a.r, id::castling_king_moved)); // the king moved (4... Kf8)
    EXPECT_TRUE(cites(a.r, id::castling_rook_moved)); // and the rook was captured (4. Bxh8)
    const std::string text = prose::render(a.start, a.r);
    EXPECT_NE(text.find("at 4. Bxh8"), std::string::npos) << text;
    EXPECT_NE(text.find("at 4... Kf8"), std::string::npos) << text;
}

TEST(san_resolution, castling_through_an_attacked_square) {
    const auto a = run("4k3/8/b7/8/8/8/8/4K2R w K - 0 1", {"O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_TRUE(cites(a.r, id::castling_attacked));
}

TEST(san_resolution, castling_into_check) {
    const auto a = run("4k3/8/8/2b5/8/8/8/4K2R w K - 0 1", {"O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_TRUE(cites(a.r, id::castling_attacked));
}

TEST(san_resolution, castling_with_pieces_between) {
    const auto a = run(initial, {"O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_TRUE(cites(a.r, id::castling_blocked));
    const auto b = run(initial, {"d4", "d5", "O-O-O"});
    EXPECT_TRUE(cites(b.r, id::castling_blocked));
}

TEST(san_resolution, en_passant_when_the_double_step_was_not_the_last_move) {
    const auto a = run(initial, {"e4", "a6", "e5", "d5", "a3", "h6", "exd6"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->ply, 6u);
    EXPECT_EQ(*a.r.first->resolved, uci("e5d6"));
    EXPECT_TRUE(cites(a.r, id::en_passant));
    // ... and right after the double step it is legal.
    EXPECT_EQ(run(initial, {"e4", "a6", "e5", "d5", "exd6"}).r.status, audit::game_status::clean);
}

TEST(san_resolution, promotion_without_naming_a_piece) {
    const auto a = run("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", {"b8"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->error.code, san_errc::missing_promotion);
    EXPECT_EQ(*a.r.first->resolved, uci("b7b8"));
    EXPECT_EQ(a.r.first->clauses, std::vector<spec::clause_ref>{id::promotion});
}

TEST(san_resolution, pinned_piece_moving_off_the_line) {
    // The knight on e2 is pinned by the rook on e8.
    const auto a = run("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", {"Nc3"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->clauses, std::vector<spec::clause_ref>{id::check});
    EXPECT_TRUE(a.r.first->judged->find(id::check).has(rules::fact::pinned_piece));
}

TEST(san_resolution, king_stepping_into_check) {
    const auto a = run("3r2k1/8/8/8/8/8/8/4K3 w - - 0 1", {"Kd2"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->clauses, std::vector<spec::clause_ref>{id::check});
}

TEST(san_resolution, move_leaving_the_king_in_check) {
    const auto a = run("4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1", {"a3"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->clauses, std::vector<spec::clause_ref>{id::check});
}

TEST(san_resolution, two_candidates_both_illegal_report_both_and_judge_the_closest) {
    // In check from e8: Rd4 by the rook on d1 is also blocked by the pawn on d2 (3.5 and 3.9);
    // by the rook on d7 it only leaves the king in check (3.9): that reading is judged.
    const auto a = run("4r2k/3R4/8/8/8/8/3P4/3RK3 w - - 0 1", {"Rd4"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    const auto& res = a.r.first->resolution;
    EXPECT_EQ(res.kind, san_resolution_kind::illegal);
    ASSERT_EQ(res.count, 2u);
    EXPECT_EQ(*a.r.first->resolved, uci("d7d4"));
    EXPECT_EQ(a.r.first->clauses, std::vector<spec::clause_ref>{id::check});
    const auto other = res.moves[0] == uci("d1d4") ? res.judgements[0] : res.judgements[1];
    EXPECT_TRUE(other.violates(id::no_jumping));
    EXPECT_TRUE(other.violates(id::check));
    const std::string text = prose::render(a.start, a.r);
    EXPECT_NE(text.find("Rd1-d4"), std::string::npos) << text;
    // Equal counts: both knights leave the king in check; the lower origin square is judged.
    const auto b = run("4r1k1/8/8/8/8/8/8/1N2KN2 w - - 0 1", {"Nd2"});
    ASSERT_EQ(b.r.status, audit::game_status::illegal);
    EXPECT_EQ(b.r.first->resolution.count, 2u);
    EXPECT_EQ(*b.r.first->resolved, uci("b1d2"));
}

TEST(san_resolution, no_piece_could_reach_the_square) {
    const auto a = run(initial, {"e4", "e5", "Nd5"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->resolution.kind, san_resolution_kind::unreachable);
    EXPECT_TRUE(cites(a.r, id::knight));
    const auto b = run(initial, {"e4", "d5", "exd5", "Qxd5", "Qf3", "Qxf3", "gxf3", "e5", "Qd4"});
    ASSERT_EQ(b.r.status, audit::game_status::illegal);
    EXPECT_EQ(b.r.first->resolution.kind, san_resolution_kind::no_such_piece);
    EXPECT_FALSE(b.r.first->resolved);
    EXPECT_EQ(b.r.first->clauses, std::vector<spec::clause_ref>{id::illegal_move});
    EXPECT_NE(prose::headline(b.start, b.r).find("white has no queen"), std::string::npos) << prose::headline(b.start, b.r);
}

// The nearest piece when none reaches: a pawn push means the pawn on the target's file behind
// it (1. e5 is the e2 pawn, though b2 … h2 are as many king steps away), a pawn capture a pawn of
// the named file behind the target; pieces: Chebyshev, then Manhattan distance, then the lower square.
TEST(san_resolution, unreachable_nearest_piece_is_the_one_meant) {
    const auto a = run(initial, {"e5"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->resolution.kind, san_resolution_kind::unreachable);
    ASSERT_TRUE(a.r.first->resolved);
    EXPECT_EQ(*a.r.first->resolved, uci("e2e5"));
    EXPECT_TRUE(cites(a.r, id::pawn_forward_only) || cites(a.r, id::pawn_step) || cites(a.r, id::pawn_double_step));
    EXPECT_NE(prose::render(a.start, a.r).find("e2-e5"), std::string::npos) << prose::render(a.start, a.r);
    // every file, both sides: the pawn of that file
    for (char f = 'a'; f <= 'h'; ++f) {
        const std::string w = std::string(1, f) + "5", b = std::string(1, f) + "4";
        const auto rw = resolve_san(fen(initial), w);
        ASSERT_EQ(rw.kind, san_resolution_kind::unreachable) << w;
        EXPECT_EQ(*rw.choice(), uci(std::string(1, f) + "2" + w)) << w;
        const auto rb = resolve_san(fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), b);
        if (f == 'e') continue; // e4 is occupied by the white pawn: the e7 pawn is still the one meant
        ASSERT_EQ(rb.kind, san_resolution_kind::unreachable) << b;
        EXPECT_EQ(*rb.choice(), uci(std::string(1, f) + "7" + b)) << b;
    }
    // a pawn behind the target before one beyond it, though nearer: e2, not e6
    EXPECT_EQ(*resolve_san(fen("4k3/8/4P3/8/8/8/4P3/4K3 w - - 0 1"), "e5").choice(), uci("e2e5"));
    // a capture from the named file: the pawn behind (e2), not the nearer one beyond (e6)
    const auto c = resolve_san(fen("4k3/8/4P3/3p4/8/8/4P3/4K3 w - - 0 1"), "exd5");
    ASSERT_EQ(c.kind, san_resolution_kind::unreachable);
    EXPECT_EQ(*c.choice(), uci("e2d5"));
    // pieces: equal king steps (4), the smaller Manhattan distance wins over the lower square
    const auto n = resolve_san(fen("4k3/8/8/8/8/7N/8/N3K3 w - - 0 1"), "Nd5");
    ASSERT_EQ(n.kind, san_resolution_kind::unreachable);
    EXPECT_EQ(*n.choice(), uci("h3d5"));
    EXPECT_TRUE(n.chosen_judgement()->violates(id::knight));
    // all equal: the lower square
    EXPECT_EQ(*resolve_san(fen("4k3/8/8/8/8/8/8/N3K2N w - - 0 1"), "Nd5").choice(), uci("a1d5"));
}

// Found by fuzzing: a hint no piece fits must not fall back to another piece, whose move may be
// legal (N2f3 with knights on b1 and g1 named no knight at all, not the legal Ng1-f3).
TEST(san_resolution, hint_no_piece_fits_is_no_such_piece) {
    const auto a = run(initial, {"N2f3"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(a.r.first->resolution.kind, san_resolution_kind::no_such_piece);
    EXPECT_FALSE(a.r.first->resolved);
    EXPECT_NE(prose::headline(a.start, a.r).find("no knight on rank 2"), std::string::npos) << prose::headline(a.start, a.r);
}

TEST(san_resolution, castling_with_the_king_off_its_square) {
    // King on f1: O-O is read as the king's two-square move f1-h1, judged (never legal).
    const auto a = run("4k3/8/8/8/8/8/8/R4K2 w - - 0 1", {"O-O-O"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(*a.r.first->resolved, uci("f1d1"));
    EXPECT_TRUE(cites(a.r, id::king_step));
    // King on g1: no room for a two-square move towards h: no king move can mean it.
    const auto b = run("4k3/8/8/8/8/8/8/6K1 w - - 0 1", {"O-O"});
    ASSERT_EQ(b.r.status, audit::game_status::illegal);
    EXPECT_FALSE(b.r.first->resolved);
    EXPECT_EQ(b.r.first->clauses, std::vector<spec::clause_ref>{id::castling});
    EXPECT_NE(prose::headline(b.start, b.r).find("king is not there"), std::string::npos) << prose::headline(b.start, b.r);
}

TEST(san_resolution, blocked_slider_is_3_5) {
    const auto a = run(initial, {"Bc4"});
    ASSERT_EQ(a.r.status, audit::game_status::illegal);
    EXPECT_EQ(*a.r.first->resolved, uci("f1c4"));
    EXPECT_TRUE(cites(a.r, id::no_jumping));
}

TEST(san_resolution, ambiguous_legal_san_is_its_own_kind) {
    const auto a = run("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", {"Nd2"});
    ASSERT_EQ(a.r.status, audit::game_status::bad_san);
    EXPECT_EQ(a.r.first->error.code, san_errc::ambiguous);
    EXPECT_EQ(a.r.first->resolution.kind, san_resolution_kind::ambiguous_legal);
    EXPECT_EQ(a.r.first->resolution.count, 2u);
    EXPECT_TRUE(a.r.first->clauses.empty());
}

TEST(san_resolution, bad_syntax_is_bad_san) {
    const auto a = run(initial, {"e4", "e5", "Nf3", "Nc6", "Bb5+-"});
    ASSERT_EQ(a.r.status, audit::game_status::bad_san);
    EXPECT_EQ(a.r.first->ply, 4u);
    EXPECT_EQ(a.r.first->error.code, san_errc::evaluation_symbol);
    EXPECT_FALSE(a.r.first->syntax);
    EXPECT_EQ(prose::headline(a.start, a.r).rfind("3. Bb5+- is not SAN", 0), 0u);
}

// The incremental castling history equals what replay() records, on every prefix of random games.
TEST(audit, incremental_history_equals_replay) {
    std::uint64_t seed = 12345;
    const auto next = [&] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    std::size_t checked = 0;
    for (int g = 0; g < 200; ++g) {
        position p = initial_position();
        const auto start = p;
        auto h = audit::start_history(p);
        std::vector<move> game;
        for (int ply = 0; ply < 120; ++ply) {
            const auto ms = legal_moves(p);
            if (ms.empty()) break;
            const move m = ms[static_cast<int>(next() % static_cast<std::uint64_t>(ms.size()))];
            audit::note_move(h, p, m, game.size());
            game.push_back(m);
            p = make_move(p, m);
            const auto s = replay(start, game);
            ASSERT_TRUE(s);
            ASSERT_EQ(s->history.king_moved, h.king_moved);
            ASSERT_EQ(s->history.rook_moved, h.rook_moved);
            ASSERT_EQ(s->history.lost_at_start, h.lost_at_start);
            ++checked;
        }
    }
    EXPECT_GT(checked, 10000u);
}

// The forms the peers read (issue 16), on every move of random games: `o-o`/`o-o-o` for castling,
// `++` for a check or a mate, an en-passant suffix (`ep`, `e.p.`, ` e.p.`) on any pawn capture to
// rank 3 or 6, each read as the move to_san names and flagged, with no check-mark flag on `++`.
TEST(san, lenient_forms_read_as_the_canonical_move) {
    std::uint64_t seed = 1616;
    const auto next = [&] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    std::size_t castlings = 0, marks = 0, suffixes = 0, en_passant = 0;
    for (int g = 0; g < 300; ++g) {
        position p = initial_position();
        for (int ply = 0; ply < 160; ++ply) {
            const auto ms = legal_moves(p);
            if (ms.empty()) break;
            for (const move m : ms) {
                const std::string canon(to_san(p, m).view());
                std::string mark;
                std::string bare = canon;
                if (bare.back() == '+' || bare.back() == '#') {
                    mark = bare.substr(bare.size() - 1);
                    bare.pop_back();
                }
                std::vector<std::pair<std::string, san_variant>> forms;
                if (bare == "O-O" || bare == "O-O-O") {
                    std::string lower = bare;
                    std::replace(lower.begin(), lower.end(), 'O', 'o');
                    forms.push_back({lower + mark, san_variant::lower_case_castling});
                    ++castlings;
                }
                if (!mark.empty()) {
                    forms.push_back({bare + "++", san_variant::double_plus});
                    ++marks;
                }
                const bool pawn_capture = type_of(p.piece_on(m.from())) == piece_type::pawn && file_of(m.from()) != file_of(m.to());
                if (pawn_capture && (rank_of(m.to()) == rank::r3 || rank_of(m.to()) == rank::r6) && !m.is_promotion()) {
                    for (const char* suffix : {"ep", "e.p.", " e.p."}) forms.push_back({bare + suffix + mark, san_variant::en_passant_suffix});
                    forms.push_back({bare + mark + " e.p.", san_variant::en_passant_suffix});
                    ++suffixes;
                    en_passant += m.to() == p.en_passant ? 1 : 0;
                }
                for (const auto& [text, v] : forms) {
                    const auto r = read_san_detailed(p, text);
                    ASSERT_TRUE(r.has_value()) << text << " in " << to_fen(p).view();
                    EXPECT_EQ(r->m, m) << text;
                    EXPECT_TRUE(has(r->variants, v)) << text;
                    EXPECT_FALSE(has(r->variants, san_variant::missing_check_mark) || has(r->variants, san_variant::extra_check_mark)) << text;
                    const auto a = audit::audit_game(p, std::array<std::string_view, 1>{text});
                    EXPECT_EQ(a.status, audit::game_status::clean) << text;
                }
            }
            p = make_move(p, ms[static_cast<int>(next() % static_cast<std::uint64_t>(ms.size()))]);
        }
    }
    std::printf("lenient SAN forms: %zu castlings, %zu check/mate marks, %zu pawn captures to rank 3/6 (%zu en passant)\n", castlings,
                marks, suffixes, en_passant);
    EXPECT_GT(castlings, 100u);
    EXPECT_GT(marks, 1000u);
    EXPECT_GT(en_passant, 10u);
}

} // namespace
