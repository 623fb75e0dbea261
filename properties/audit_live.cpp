// A live game (audit/live.hpp) fed a record ply by ply, then its result, stands exactly where the
// batch audit of the same record does (tests/unit/live_support.hpp: the same status, clauses,
// breaches, irregularities, end, claims, result and clock findings, repairs and adjudication, and
// its standing events are the batch's findings, one for one). The records: games of the testing
// component's random play (gen/game.hpp), written in SAN with some moves in coordinate notation,
// into which the case puts null moves (7.5.3), illegal king moves (a king two squares away), a
// DGT-like end signal (the kings put on the centre squares) at the end, clock readings
// ([%clk], falling, with a gain or a zero now and then) under a random TimeControl, and a random
// result. RC_TAG shows how often each came up.
#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/notation/san.hpp>

#include <string>
#include <vector>

#include "gen/game.hpp"
#include "gen/runner.hpp"
#include "tests/unit/live_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;

std::string clock_text(int seconds) {
    if (seconds < 0) seconds = 0;
    const int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    std::string out = std::to_string(h) + ":" + (m < 10 ? "0" : "") + std::to_string(m) + ":" + (s < 10 ? "0" : "") + std::to_string(s);
    return "[%clk " + out + "]";
}

CHESSLAW_PROP(live, ply_by_ply_then_finish_equals_the_batch_audit, 300, ()) {
    const game_case gc = *games(start_from::anywhere);
    const std::vector<position> ps = replay(gc);
    const std::vector<move> ms = moves_of(gc);
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < ms.size(); ++i)
        texts.push_back(*rc::gen::inRange(0, 10) == 0 ? to_uci_string(ms[i]) : std::string(to_san(ps[i], ms[i]).view()));
    // irregularities: each put in at a random place (the texts after it are for the board as recorded)
    const int nulls = *rc::gen::element(0, 0, 1, 2);
    for (int k = 0; k < nulls; ++k) texts.insert(texts.begin() + *rc::gen::inRange(0, static_cast<int>(texts.size()) + 1), "--");
    const int kings = *rc::gen::element(0, 0, 1, 2);
    const char* king_jumps[] = {"Ke3", "Kd6", "Kc4", "Kf5", "Kg6", "Kb3"};
    for (int k = 0; k < kings; ++k)
        texts.insert(texts.begin() + *rc::gen::inRange(0, static_cast<int>(texts.size()) + 1), king_jumps[*rc::gen::inRange(0, 6)]);
    const int dgt = *rc::gen::element(0, 0, 1, 2);
    const char* centre[] = {"Ke4", "Kd4", "Ke5", "Kd5"};
    for (int k = 0; k < dgt; ++k) texts.push_back(centre[*rc::gen::inRange(0, 4)]);
    if (nulls) RC_TAG("null move");
    if (kings) RC_TAG("illegal king move");
    if (dgt) RC_TAG("DGT-like end signal");
    // clocks
    const char* controls[] = {"", "5400+30", "900+10", "180+2", "60"};
    const int control = *rc::gen::inRange(0, 5);
    const bool clocks = *rc::gen::inRange(0, 3) != 0;
    std::string tags = "[Event \"live\"]\n";
    if (*controls[control]) tags += std::string("[TimeControl \"") + controls[control] + "\"]\n";
    const position start = ps.front();
    if (gc.start_fen != initial_fen) tags += "[SetUp \"1\"]\n[FEN \"" + gc.start_fen + "\"]\n";
    const std::string result = *rc::gen::element<std::string>("1-0", "0-1", "1/2-1/2", "*");
    int left[2] = {300, 300};
    std::string movetext;
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::size_t side = (i + black_first) % 2;
        const int number = start.fullmove_number + static_cast<int>((i + black_first) / 2);
        if (side == 0) movetext += std::to_string(number) + ". ";
        else if (i == 0) movetext += std::to_string(number) + "... ";
        movetext += texts[i] + " ";
        if (clocks) {
            const int r = *rc::gen::inRange(0, 20);
            left[side] = r == 0 ? left[side] + 60 : r == 1 ? 0 : left[side] - *rc::gen::inRange(0, 20);
            if (left[side] == 0) RC_TAG("a clock at zero");
            movetext += "{" + clock_text(left[side]) + "} ";
        }
    }
    if (clocks) RC_TAG("clocks");
    const pgn::game g = test::read_game(tags + "\n" + movetext + result + "\n");
    RC_ASSERT(!g.moves.empty() || texts.empty());
    const audit::record_result batch = audit::audit_record(g);
    audit::live_game live(g);
    const std::vector<audit::live_event> events = audit::feed(live, g);
    const std::string why = test::live_vs_batch(live, batch, g);
    RC_ASSERT(why == std::string());
    RC_ASSERT(test::clock_reissued(events) == std::string());
    if (!batch.irregularities.empty()) RC_TAG("irregularities");
    if (batch.end()) RC_TAG(std::string("end: ") + std::string(name(batch.end()->kind)));
    if (batch.clock() && !batch.clock()->ledger.findings.empty()) RC_TAG("clock findings");
    if (batch.status == audit::record_status::unreadable) RC_TAG("unreadable");
}

} // namespace
