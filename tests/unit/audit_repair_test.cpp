// Repairs of broken records (audit/repair.hpp): one hand case per kind of recording error, each
// asserting that the original record comes back among the first three repairs; a clean game has
// none; every repair offered replays clean through audit_game. And the output snippets
// (report/repairs.hpp): the JSON value, the text lines, the HTML diff.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/repair.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/report/repairs.hpp>
#include <chesslaw/prose/audit.hpp>

namespace {

using namespace chesslaw;
using namespace chesslaw::audit;

//! The whitespace-separated SAN tokens of a movetext without numbers ("1." and "1..." dropped).
std::vector<std::string> tokens(std::string_view movetext) {
    std::istringstream in{std::string(movetext)};
    std::vector<std::string> out;
    for (std::string t; in >> t;)
        if (t.find('.') == std::string::npos) out.push_back(t);
    return out;
}

std::vector<std::string_view> views(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

//! The moves audit_game reads for the record (empty unless it replays clean).
std::vector<move> clean_moves(const position& start, const std::vector<std::string>& sans) {
    const auto vs = views(sans);
    const game_result g = audit_game(start, vs);
    if (g.status != audit::game_status::clean || !g.breaches.empty()) return {};
    return g.moves;
}

//! Every repair replays clean, and the one that gives back `original` is among the first three
//! (its rank, 1-based, is returned; 0: not there).
std::size_t check_repairs(const position& start, const std::vector<std::string>& broken, const std::vector<std::string>& original,
                          const std::vector<repair>& rs) {
    const auto want = clean_moves(start, original);
    EXPECT_FALSE(want.empty());
    std::size_t rank_of_original = 0;
    for (std::size_t i = 0; i < rs.size(); ++i) {
        const auto edited = apply_edits(views(broken), rs[i].edits);
        const auto got = clean_moves(start, edited);
        EXPECT_FALSE(got.empty()) << "repair " << i + 1 << " does not replay clean: " << chesslaw::prose::describe(rs[i]);
        EXPECT_FALSE(chesslaw::prose::describe(rs[i]).empty());
        if (got == want && rank_of_original == 0) rank_of_original = i + 1;
    }
    return rank_of_original;
}

std::string listing(const position& start, const std::vector<std::string>& sans, const std::vector<repair>& rs) {
    return report::repairs_text(start, views(sans), rs);
}

const char* const opera = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 "
                          "10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#";

TEST(audit_repair, clean_game_has_none) {
    const auto sans = tokens(opera);
    EXPECT_TRUE(propose_repairs(initial_position(), views(sans)).empty());
    EXPECT_TRUE(propose_repairs(initial_position(), {}).empty());
}

TEST(audit_repair, rook_on_e1_instead_of_d1_twenty_plies_before_the_breach) {
    const position start = parse_fen("6k1/ppp4p/8/8/8/8/PPP4P/5RK1 w - - 0 1").value();
    const auto original = tokens("1. Rd1 a6 2. a3 b6 3. b3 c6 4. c3 h6 5. h3 a5 6. a4 b5 7. b4 c5 8. c4 h5 9. h4 Kg7 "
                                 "10. Kf2 Kf6 11. Rd6+ Ke5 12. Kf3");
    auto broken = original;
    broken[0] = "Re1";
    const auto g = audit_game(start, views(broken));
    ASSERT_EQ(g.status, audit::game_status::illegal);
    ASSERT_EQ(g.first->ply, 20u); // 11. Rd6+: twenty plies after the rook went to e1
    const auto rs = propose_repairs(start, views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(start, broken, original, rs);
    EXPECT_GE(at, 1u) << listing(start, broken, rs);
    EXPECT_LE(at, 3u) << listing(start, broken, rs);
    const repair& r = rs[at - 1];
    EXPECT_EQ(r.kind, repair_kind::square_off);
    ASSERT_EQ(r.edits.size(), 1u);
    EXPECT_EQ(r.edits[0], (edit{1, edit_op::replace, "Rd1"}));
    // With the search bound below the distance, that repair is out of reach.
    repair_options near;
    near.back = 5;
    near.two_edits = false;
    for (const repair& x : propose_repairs(start, views(broken), near)) EXPECT_NE(x.edits[0].ply, 1u);
}

TEST(audit_repair, missing_half_move) {
    const auto original = tokens(opera);
    auto broken = original;
    broken.erase(broken.begin() + 11); // 6... Nf6 not written
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::missing_move);
    EXPECT_EQ(rs[at - 1].edits, (std::vector<edit>{{12, edit_op::insert, "Nf6"}}));
}

TEST(audit_repair, two_moves_of_one_side_swapped) {
    const auto original = tokens(opera);
    auto broken = original;
    std::swap(broken[24], broken[26]); // 13. Rd1 ... 14. Rxd7
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::swapped_moves);
    EXPECT_EQ(rs[at - 1].edits, (std::vector<edit>{{25, edit_op::replace, "Rxd7"}, {27, edit_op::replace, "Rd1"}}));
}

TEST(audit_repair, dgt_end_signal) {
    const auto original = tokens(opera);
    auto broken = original;
    broken.push_back("Kd5"); // after the mate, the kings put on the centre squares
    broken.push_back("Ke4");
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    EXPECT_EQ(check_repairs(initial_position(), broken, original, rs), 1u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[0].kind, repair_kind::dgt_end_signal);
    EXPECT_EQ(rs[0].edits, (std::vector<edit>{{34, edit_op::remove, ""}, {35, edit_op::remove, ""}}));
}

TEST(audit_repair, squares_swapped) {
    const auto original = tokens(opera);
    auto broken = original;
    broken[2] = "Ng1"; // 2. Nf3 written with the knight's origin as its target
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::squares_swapped);
}

TEST(audit_repair, other_piece) {
    // 3. Nbd2 (the b1 knight) written Nd2 would be ambiguous; written as the other knight's move
    // 3. Nfd2, the f3 knight is gone and 4. Ng5 cannot be played.
    const auto original = tokens("1. Nf3 d5 2. d4 Nf6 3. Nbd2 e6 4. Ng5 Be7 5. e3");
    auto broken = original;
    broken[4] = "Nfd2";
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::other_piece);
}

TEST(audit_repair, ambiguous_move_gets_its_disambiguation) {
    const auto original = tokens("1. Nf3 d5 2. d4 Nf6 3. Nbd2 e6 4. Ng5 Be7 5. e3");
    auto broken = original;
    broken[4] = "Nd2"; // two knights can go there: not SAN of one move (the audit: bad_san)
    ASSERT_EQ(audit_game(initial_position(), views(broken)).status, audit::game_status::bad_san);
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    EXPECT_EQ(check_repairs(initial_position(), broken, original, rs), 1u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[0].kind, repair_kind::other_piece);
    EXPECT_EQ(rs[0].edits, (std::vector<edit>{{5, edit_op::replace, "Nbd2"}}));
}

TEST(audit_repair, a_gap_in_the_move_numbers_places_the_missing_half_move) {
    // 6. Bc4 7. Qb3: the numbers say black's sixth move is missing; 6... Nf6 is one of many
    // waiting moves that fit, and the one the later moves use (15... Nxd7 from f6).
    const auto original = tokens(opera);
    auto broken = original;
    broken.erase(broken.begin() + 11);
    repair_options opt;
    opt.gap = 11;
    const auto rs = propose_repairs(initial_position(), views(broken), opt);
    ASSERT_FALSE(rs.empty());
    EXPECT_EQ(check_repairs(initial_position(), broken, original, rs), 1u) << listing(initial_position(), broken, rs);
    for (const repair& r : rs) {
        EXPECT_EQ(r.kind, repair_kind::missing_move);
        EXPECT_EQ(r.edits.front().ply, 12u);
    }
}

TEST(audit_repair, move_written_twice) {
    const auto original = tokens(opera);
    auto broken = original;
    broken.insert(broken.begin() + 13, "Qe7"); // 7... Qe7 written twice
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::extra_move);
}

TEST(audit_repair, wrong_piece_letter) {
    const auto original = tokens(opera);
    auto broken = original;
    broken[14] = "Bc3"; // 8. Nc3 written with a bishop's letter
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    EXPECT_EQ(rs[at - 1].kind, repair_kind::piece_letter);
}

TEST(audit_repair, two_errors_when_no_one_explains) {
    const auto original = tokens(opera);
    auto broken = original;
    broken[2] = "Ng1";       // squares swapped at 2. Nf3
    broken.push_back("Kd5"); // and the end signal
    broken.push_back("Ke4");
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    const std::size_t at = check_repairs(initial_position(), broken, original, rs);
    EXPECT_GE(at, 1u) << listing(initial_position(), broken, rs);
    EXPECT_LE(at, 3u) << listing(initial_position(), broken, rs);
    for (const repair& r : rs) EXPECT_EQ(r.kind, repair_kind::two_errors);
    repair_options one;
    one.two_edits = false;
    EXPECT_TRUE(propose_repairs(initial_position(), views(broken), one).empty());
}

TEST(audit_repair, apply_edits_in_the_record_numbering) {
    const std::vector<std::string> sans{"e4", "e5", "Nf3", "Nc6"};
    const std::vector<edit> es{{2, edit_op::insert, "X"}, {2, edit_op::replace, "d5"}, {4, edit_op::remove, ""}, {5, edit_op::insert, "Y"}};
    EXPECT_EQ(apply_edits(views(sans), es), (std::vector<std::string>{"e4", "X", "d5", "Nf3", "Y"}));
}

TEST(audit_repair, outputs) {
    const auto original = tokens(opera);
    auto broken = original;
    broken.erase(broken.begin() + 11);
    const auto rs = propose_repairs(initial_position(), views(broken));
    ASSERT_FALSE(rs.empty());
    report::json_writer w;
    report::write_repairs_json(w, std::span<const repair>(rs.data(), 1));
    EXPECT_EQ(w.view(), "[{\"edits\":[{\"ply\":12,\"op\":\"insert\",\"san\":\"Nf6\"}],\"kind\":\"missing_move\",\"text\":\"" + chesslaw::prose::describe(rs[0]) + "\"}]");
    // The sentence is escaped: a ply written `K<e4"&` (typed evidence, worded by prose/audit.hpp).
    const std::vector<repair> del{{{{34, edit_op::remove, ""}}, repair_kind::dgt_end_signal,
                                   {repair_fault{repair_kind::dgt_end_signal, {repair_ply{17, color::white, "K<e4\"&"}}, {}, piece_type::king, square::none, square::none, color::white}}}};
    EXPECT_EQ(chesslaw::prose::describe(del[0]),
              "the last ply, 17. K<e4\"&, is a DGT board's end signal (the kings put on the centre squares), not a move: deleted");
    report::json_writer w2;
    report::write_repairs_json(w2, del);
    EXPECT_EQ(w2.view(), R"([{"edits":[{"ply":34,"op":"delete","san":null}],"kind":"dgt_end_signal","text":"the last ply, 17. K<e4\"&, is a DGT board's end signal (the kings put on the centre squares), not a move: deleted"}])");
    const std::string text = report::repairs_text(initial_position(), views(broken), std::span<const repair>(rs.data(), 1));
    EXPECT_NE(text.find("  repair 1 (missing move): +6... Nf6 before 6... Qb3"), std::string::npos) << text;
    const std::string html = report::repairs_html(initial_position(), views(broken), std::span<const repair>(rs.data(), 1));
    EXPECT_NE(html.find("6. Bc4 <ins>Nf6</ins> 7. Qb3 Qe7"), std::string::npos) << html;
    auto dgt = broken;
    dgt.push_back("K<e4");
    const std::string h2 = report::repairs_html(initial_position(), views(dgt),
                                                std::vector<repair>{{{{static_cast<std::size_t>(dgt.size()), edit_op::remove, ""}}, repair_kind::dgt_end_signal,
                                                                     {repair_fault{repair_kind::dgt_end_signal, {repair_ply{9, color::white, "x < y"}}, {}, piece_type::king, square::none, square::none, color::white}}}});
    EXPECT_NE(h2.find("<del>K&lt;e4</del>"), std::string::npos) << h2;
    EXPECT_NE(h2.find("x &lt; y"), std::string::npos) << h2;
    EXPECT_TRUE(report::repairs_html(initial_position(), views(broken), {}).empty());
}

} // namespace
