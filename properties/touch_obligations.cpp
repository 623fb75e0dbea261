// Article 4 — the arbiter never imposes obligations nothing can satisfy (issue 12), as RapidCheck
// laws over generated event logs: touches (own, opponent's, both, together, accidental, announced
// adjustments), lifts and releases to legal and impossible squares, castling and promotion
// sequences (cut short, reordered, repeated), captures in both orders, the opponent's touch and
// claims, from positions of generated games (properties/gen/).
//
// At every event before the move is complete, with the state replayed from the public API
// (touch::begin / apply / rule):
//   L1  the law: while the position has a legal move, at least one legal move meets every
//       obligation in force (allowed_count > 0); when the touch obligation is "any legal move",
//       the freeing clause is named (4.5, or the last sentence of 4.4.3).
//   L2  the complying moves are exactly the legal moves that meet each obligation in force, each
//       obligation judged here independently of the kernel's filters (by the board after the move).
//   L3  an obligation named broken really cannot be met any more: no complying move meets it.
// At the end of a log that completes a move (no impossible move made, no piece relocated):
//   L4  no surprise verdicts: if the move made was among the complying moves just before it was
//       completed and nothing was broken, no Article 4 clause (4.7 aside) is violated; if it was
//       not among them, some Article 4 clause is violated.
#include <algorithm>
#include <array>
#include <atomic>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/touch/event.hpp>

#include "gen/game.hpp"
#include "gen/runner.hpp"
#include "tests/unit/touch_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

std::string sq(square s) { return std::string(to_string(s).view()); }

//! A value in [lo, hi), uniform whatever RapidCheck's size (gen::inRange scales with it, which
//! would keep small cases on the first piece, the first move, ...); still shrinks towards lo.
template <class T>
T uni(T lo, T hi) {
    return *rc::gen::resize(100, rc::gen::inRange<T>(lo, hi));
}

// ---- the event-log generator ------------------------------------------------------------------

std::vector<square> squares_of(const position& p, color c) {
    std::vector<square> out;
    for (int i = 0; i < 64; ++i) {
        const square s = square_at(i);
        const piece pc = p.piece_on(s);
        if (pc != piece::none && color_of(pc) == c) out.push_back(s);
    }
    return out;
}

template <class T>
const T& pick(const std::vector<T>& v) {
    return v[static_cast<std::size_t>(uni<std::size_t>(0, v.size()))];
}

square any_square() { return square_at(uni(0, 64)); }

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ') ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

//! The tokens of a physical sequence, cut after a random number of them (at least one).
void append_cut(std::vector<std::string>& out, const std::string& seq) {
    const auto t = split(seq);
    if (t.empty()) return;
    const bool whole = uni(0, 3) != 0;
    const std::size_t n = whole ? t.size() : uni<std::size_t>(1, t.size() + 1);
    out.insert(out.end(), t.begin(), t.begin() + static_cast<std::ptrdiff_t>(n));
}

//! One chunk of physical actions on `p` (the position before the move).
void chunk(const position& p, const move_list& legal, std::vector<std::string>& out) {
    const color us = p.side_to_move;
    const auto own = squares_of(p, us), theirs = squares_of(p, ~us);
    const rank home = relative_rank(us, rank::r1);
    std::vector<square> castlers; // king on e1/e8 and rooks on the first rank
    for (const square s : own)
        if (rank_of(s) == home && (type_of(p.piece_on(s)) == piece_type::rook ||
                                   (type_of(p.piece_on(s)) == piece_type::king && file_of(s) == file::e)))
            castlers.push_back(s);
    std::vector<move> castlings, promotions;
    for (const move m : legal) {
        if (touch::detail::is_castling(p, m)) castlings.push_back(m);
        if (m.is_promotion()) promotions.push_back(m);
    }
    // A castling made on the board: the king's lift and release, then the rook's.
    const auto castling_events = [&](move c) {
        const side sd = touch::detail::castling_side_of(c);
        return std::pair{"lift:" + sq(c.from()) + " release:" + sq(c.to()),
                         "lift:" + sq(touch::detail::castling_rook_home(us, sd)) + " release:" + sq(touch::detail::castling_crossed(us, sd))};
    };
    switch (uni(0, 15)) {
    case 13: case 14: // castling touches: rook then king or king then rook, then a castling begun
        if (castlers.size() >= 2) {
            const square a = pick(castlers), b = pick(castlers);
            std::string seq = "touch:" + sq(a) + " touch:" + sq(b);
            if (!castlings.empty()) {
                const auto [king, rook] = castling_events(pick(castlings));
                // sometimes the king released first and the touches after it (precedence)
                seq = *rc::gen::arbitrary<bool>() ? seq + " " + king + " " + rook : king + " " + seq + " " + rook;
            }
            append_cut(out, seq);
        }
        break;
    case 0: case 1: // a deliberate touch of an own piece, often the king or a rook on its first rank
        out.push_back("touch:" + sq(!castlers.empty() && *rc::gen::arbitrary<bool>() ? pick(castlers) : pick(own)));
        break;
    case 2: // an opponent's piece
        if (!theirs.empty()) out.push_back("touch:" + sq(pick(theirs)));
        break;
    case 3: { // two pieces together: king and rook, or own and opponent's
        const square a = !castlers.empty() ? pick(castlers) : pick(own);
        const square b = *rc::gen::arbitrary<bool>() && castlers.size() > 1 ? pick(castlers) : (theirs.empty() ? pick(own) : pick(theirs));
        if (a != b) out.push_back("touch:" + sq(a) + "+" + sq(b));
        break;
    }
    case 4: { // accidental, announced adjustment, or an empty square
        const auto r = uni(0, 3);
        if (r == 0) out.push_back("touch?:" + sq(pick(own)));
        else if (r == 1) out.push_back("adjust:" + sq(pick(own)));
        else out.push_back("touch:" + sq(any_square()));
        break;
    }
    case 5: case 6: // a legal move made on the board, perhaps only begun
        if (!legal.empty()) append_cut(out, test::events_for(p, legal[uni(0, legal.size())]));
        break;
    case 7: // castling: the king first (the Laws' order), sometimes the rook first, perhaps cut short
        if (!castlings.empty()) {
            const auto [king, rook] = castling_events(pick(castlings));
            append_cut(out, uni(0, 4) == 0 ? rook + " " + king : king + " " + rook);
        } else if (!castlers.empty()) { // the king put on a castling square that castling cannot reach
            const square k = make_square(file::e, home);
            if (p.piece_on(k) == make_piece(us, piece_type::king))
                append_cut(out, "lift:" + sq(k) + " release:" + sq(make_square(*rc::gen::arbitrary<bool>() ? file::g : file::c, home)));
        }
        break;
    case 8: // promotion: pawn released, removed, new piece(s) placed, released
        if (!promotions.empty()) {
            const move m = pick(promotions);
            const std::string to = sq(m.to());
            const char* const letters = "QRBN";
            const auto letter = [&] { return std::string(1, letters[uni(0, 4)]); };
            std::string seq = "lift:" + sq(m.from()) + " release:" + to;
            if (touch::detail::captured_square(p, m) != square::none && *rc::gen::arbitrary<bool>()) seq += " remove:" + to;
            seq += " remove:" + to + " promote:" + to + "=" + letter();
            if (uni(0, 3) == 0) seq += " remove:" + to + " promote:" + to + "=" + letter();
            seq += " release";
            append_cut(out, seq);
        }
        break;
    case 9: { // an own piece lifted and put anywhere: often an impossible move
        const square from = pick(own);
        out.push_back("lift:" + sq(from));
        if (uni(0, 4) != 0) out.push_back("release:" + sq(*rc::gen::arbitrary<bool>() ? from : any_square()));
        break;
    }
    case 10: // the captured piece removed first (4.6.1 in the other order)
        for (const move m : legal)
            if (const square c = touch::detail::captured_square(p, m); c != square::none && uni(0, 3) == 0) {
                append_cut(out, "remove:" + sq(c) + " lift:" + sq(m.from()) + " release:" + sq(m.to()));
                break;
            }
        break;
    case 11: // the opponent touches a piece (4.7)
        out.push_back(std::string(uni(0, 4) == 0 ? "opponent-touch?:" : "opponent-touch:") + sq(any_square()));
        break;
    default: // a claim (4.7)
        out.push_back("claim");
        break;
    }
}

// ---- an independent reading of each obligation ------------------------------------------------

bool is_castling_move(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    return pc != piece::none && type_of(pc) == piece_type::king && (df == 2 || df == -2);
}

//! Does `m` (legal in `p`) meet obligation `o`? Read off the board after the move, not through
//! the kernel's filters.
bool meets(const position& p, const touch::obligation& o, move m) {
    using touch::duty;
    const position after = make_move(p, m);
    const auto captures = [&](square s) {
        const piece there = p.piece_on(s);
        return there != piece::none && color_of(there) != p.side_to_move && after.piece_on(s) != there;
    };
    switch (o.what) {
    case duty::free_choice:
    case duty::any_move:
    case duty::remove_captured:
    case duty::replace_impossible: return true;
    case duty::move_piece: return m.from() == o.subject;
    case duty::capture_piece: return captures(o.subject);
    case duty::capture_with: return captures(o.subject) && m.from() == o.with;
    case duty::castle:
        return is_castling_move(p, m) && (file_of(m.to()) > file_of(m.from())) == (o.sd == side::king_side);
    case duty::no_castling: return !is_castling_move(p, m);
    case duty::king_move: return type_of(p.piece_on(m.from())) == piece_type::king;
    case duty::stay: return after.piece_on(o.with) == o.pc && after.piece_on(o.subject) != o.pc;
    case duty::finish_castling: return is_castling_move(p, m) && m.from() == o.subject && m.to() == o.with;
    case duty::finish_promotion: return m.is_promotion() && m.from() == o.subject && m.to() == o.with;
    case duty::promotion_piece: return m.is_promotion() && m.to() == o.subject && after.piece_on(o.subject) == o.pc;
    }
    return false;
}

std::atomic<long> events_total{0}, steps_checked{0}, freed_steps{0}, broken_steps{0}, set_aside_steps{0}, completed_logs{0}, violated_logs{0};

CHESSLAW_PROP(touch_obligations, never_an_empty_set_silently, 8000, ()) {
    // A third of the positions are the hand-built seeds themselves (castling on both wings,
    // promotions, ...), a third games from them, a third games from anywhere.
    const int source = uni(0, 3);
    const auto& seeded = start_positions().seeded;
    position p = initial_position();
    if (source == 0 && !seeded.empty()) {
        p = parse_fen(seeded[uni<std::size_t>(0, seeded.size())]).value();
        if (*rc::gen::arbitrary<bool>()) p = colour_mirror(p);
    } else {
        p = final_position(source == 1 ? *games(start_from::seeds) : *games());
    }
    const move_list legal = legal_moves(p);
    std::vector<std::string> tokens;
    const int chunks = uni(1, 12);
    for (int i = 0; i < chunks && tokens.size() < 40; ++i) chunk(p, legal, tokens);
    // Keep the actions that can physically happen where they stand (an action that cannot is an
    // event_error, tested elsewhere), at most 24 of them.
    std::string text;
    {
        touch::state probe = touch::begin(p);
        std::size_t kept = 0;
        for (const auto& t : tokens) {
            const auto one = touch::parse_events(t);
            RC_ASSERT(one.has_value());
            RC_ASSERT(one->size == 1u);
            touch::state trial = probe;
            if (touch::apply(trial, (*one)[0], kept) != touch::event_errc::none) continue;
            probe = trial;
            text += (text.empty() ? "" : " ") + t;
            if (++kept == 24) break;
        }
    }
    RC_LOG() << "fen " << to_fen_string(p) << "\nevents " << text << '\n';
    const auto parsed = touch::parse_events(text);
    RC_ASSERT(parsed.has_value());
    const touch::event_log log = *parsed;
    const auto result = touch::arbitrate(p, log);
    RC_ASSERT(result.has_value());
    const touch::report& r = *result;
    events_total += static_cast<long>(log.size);
    RC_ASSERT(r.step_count == log.size);

    clause_set hit;
    touch::state s = touch::begin(p);
    std::size_t allowed_before_completion = 0;
    move_list allowed_prev;
    bool broken_prev = false;
    for (std::size_t i = 0; i < log.size; ++i) {
        const bool was_complete = s.complete();
        if (!was_complete) {
            const touch::ruling before = touch::rule(s);
            allowed_prev = before.allowed;
            broken_prev = before.broken_count > 0;
            allowed_before_completion = i;
        }
        RC_ASSERT(touch::apply(s, log[i], i) == touch::event_errc::none);
        const touch::step& st = r.steps[i];
        if (s.complete()) continue; // the move is made: nothing more is owed on it
        const touch::ruling ru = touch::rule(s);
        ++steps_checked;
        // L1
        if (!s.legal.empty()) RC_ASSERT(st.allowed_count > 0);
        RC_ASSERT(st.allowed_count == static_cast<std::size_t>(ru.allowed.size()));
        if (ru.touch_in_force && ru.touch.main.what == touch::duty::any_move) {
            RC_ASSERT(st.freed);
            RC_ASSERT(st.freed_by == id::no_touched_piece_movable || st.freed_by == id::castling_touch_king_first_illegal);
        }
        if (st.freed) {
            ++freed_steps;
            hit.add(st.freed_by);
        }
        // L2
        std::size_t meeting_all = 0;
        for (const move m : s.legal) {
            bool all = true;
            for (const auto& o : st.duties()) all = all && meets(p, o, m);
            meeting_all += all;
            RC_ASSERT(all == ru.allowed.contains(m));
        }
        RC_ASSERT(meeting_all == st.allowed_count);
        for (const auto& o : st.duties()) hit.add(o.clause);
        // L3
        for (const auto& b : st.broken_ones()) {
            RC_ASSERT(b.event <= i);
            for (const move m : ru.allowed) RC_ASSERT(!meets(p, b.o, m));
            hit.add(b.o.clause);
        }
        for (const auto& a : st.set_aside_ones()) {
            RC_ASSERT(a.event <= i);
            RC_ASSERT(a.o.clause->article == 4);
            hit.add(a.o.clause);
        }
        if (st.broken_count) ++broken_steps;
        if (st.set_aside_count) ++set_aside_steps;
    }
    // L4
    if (r.complete()) {
        ++completed_logs;
        RC_ASSERT(legal.contains(r.made()));
        (void)allowed_before_completion;
        if (!r.record.ever_impossible && !r.record.relocated) {
            bool violated = false;
            for (const auto& f : r.findings)
                if (f.clause != id::claim_lost) violated = violated || f.result == rules::outcome::violated;
            if (allowed_prev.contains(r.made()) && !broken_prev) RC_ASSERT(!violated);
            if (!allowed_prev.contains(r.made())) RC_ASSERT(violated);
            violated_logs += violated;
        }
    }
    for (const auto& f : r.findings)
        if (f.result != rules::outcome::not_applicable) hit.add(f.clause);
    clause_hits::tag(hit);
}

TEST(touch_obligations, situations_reached) {
    std::cout << "[chesslaw] touch_obligations: " << events_total << " events, " << steps_checked << " steps checked; freed (4.5/4.4.3) at " << freed_steps
              << ", broken obligations at " << broken_steps << ", set-aside obligations at " << set_aside_steps
              << "; " << completed_logs << " logs completed a move, " << violated_logs << " of them with a violation\n";
    EXPECT_GT(steps_checked.load(), 0);
}

} // namespace
