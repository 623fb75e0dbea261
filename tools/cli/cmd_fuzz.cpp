// `chesslaw fuzz`: hunts an engine's move-generation bugs over UCI (or a perftree script) with the
// chesslaw::testing generators, bisects perft to the first node whose move list differs, shrinks
// it, and names the clause. This file does the I/O; comparing, classifying, shrinking and the
// report's words are chesslaw::testing's (report.hpp, shrink.hpp), shared with check_move_generator.

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <exception>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"

#if CHESSLAW_HAVE_TESTING
#include <chesslaw/testing/generators.hpp>
#include <chesslaw/testing/report.hpp>
#include <chesslaw/testing/shrink.hpp>

#include "uci_engine.hpp"
#endif

namespace chesslaw::cli {

namespace {

struct fuzz_options {
    std::string uci, perftree;
    int depth = 2;
    std::uint64_t seed = 0;
    double seconds = -1; // < 0: not given
    long long cases = 0; // 0: not given
    bool chess960 = false, no_fen = false, jsonl = false, first = false;
    double timeout = 10;
    std::size_t shrink_budget = 600;
};

#if CHESSLAW_HAVE_TESTING

using clock_type = std::chrono::steady_clock;
namespace t = chesslaw::testing;

std::size_t men(const position& p) {
    std::size_t n = 0;
    for (int i = 0; i < 64; ++i) n += p.piece_on(square_at(i)) != piece::none;
    return n;
}

nlohmann::ordered_json differences_json(const std::vector<t::move_difference>& v) {
    auto a = nlohmann::ordered_json::array();
    for (const auto& x : v) {
        auto cs = nlohmann::ordered_json::array();
        for (const auto c : x.clauses) cs.push_back(std::string(c.id()));
        a.push_back({{"move", x.uci}, {"clauses", cs}});
    }
    return a;
}

//! The convention pairs, as extra (theirs) and missing (ours) for the JSON line.
void add_conventions(const t::discrepancy& d, std::vector<t::move_difference>& extra, std::vector<t::move_difference>& missing) {
    for (const auto& c : d.conventions) {
        if (!c.theirs.uci.empty()) extra.push_back(c.theirs);
        if (!c.ours.uci.empty()) missing.push_back(c.ours);
    }
}

std::string clause_list(const t::discrepancy& d) {
    std::string s;
    for (const auto c : d.clauses()) s += (s.empty() ? "" : ", ") + std::string(c.id()) + " (" + std::string(c->title) + ")";
    return s;
}

void print_failure(const fuzz_options& o, const engine_error& e, const std::string& engine) {
    const auto& f = e.failure;
    if (o.jsonl) {
        std::cout << nlohmann::ordered_json{{"type", "engine_failure"}, {"what", to_string(f.what)}, {"engine", engine},
                                    {"query", f.query}, {"detail", f.detail}, {"output", f.output}}
                         .dump()
                  << '\n';
        return;
    }
    std::cout << "engine failure (" << to_string(f.what) << "): " << f.detail << "\n";
    if (!f.query.empty()) {
        std::cout << "  the query:\n";
        for (const auto& q : f.query) std::cout << "    " << q << "\n";
    }
    if (!f.output.empty()) {
        std::cout << "  its last output:\n";
        std::string line;
        for (const char c : f.output) {
            if (c == '\n') {
                std::cout << "    " << line << "\n";
                line.clear();
            } else {
                line += c;
            }
        }
        if (!line.empty()) std::cout << "    " << line << "\n";
    }
}

//! A game ready to be asked of the engine: the game, the game given as its FEN (no moves), and
//! our perft divide at its end, sorted by move (depth 1: each move counted 1).
struct prepared_case {
    t::game g, as_fen;
    t::divide_list ours;
};

//! The games of a run, prepared on a thread of their own while the engine answers, a few ahead.
//! Game k is drawn as the run always drew it — from the k-th `rnd.split()` of the seed's Random,
//! with size k % 100 — whoever prepares it: a seed gives the same games, in the same order. When
//! the next game is not ready (the thread got too little of the CPU), the caller prepares one
//! itself rather than wait.
class case_source {
public:
    case_source(const t::game_options& go, std::uint64_t seed, int depth, long long max_cases)
        : gen_(t::games(go)), rnd_(seed), depth_(depth), max_cases_(max_cases), thread_([this] { produce(); }) {}
    ~case_source() {
        {
            const std::lock_guard<std::mutex> lock(m_);
            stop_ = true;
        }
        cv_.notify_all();
        thread_.join();
    }
    case_source(const case_source&) = delete;
    case_source& operator=(const case_source&) = delete;

    //! The next game (the time it was not ready is counted in `waited`).
    prepared_case next() {
        std::unique_lock<std::mutex> lock(m_);
        const long long want = consumed_;
        std::optional<clock_type::time_point> t0;
        for (;;) {
            if (const auto it = ready_.find(want); it != ready_.end()) {
                prepared_case c = std::move(it->second);
                ready_.erase(it);
                return taken(std::move(c), t0);
            }
            if (error_) std::rethrow_exception(error_);
            if (!t0) t0 = clock_type::now();
            if (claimable()) { // prepare one here: `want` itself, or the one after it while the thread finishes `want`
                const auto [k, r] = claim();
                lock.unlock();
                prepared_case c = prepare(k, r);
                lock.lock();
                if (k == want) return taken(std::move(c), t0);
                ready_.emplace(k, std::move(c));
                continue;
            }
            consumer_waits_ = true;
            cv_.wait(lock, [&] { return ready_.count(want) != 0 || error_; });
            consumer_waits_ = false;
        }
    }
    //! Seconds the run waited for a game to be prepared.
    double waited() const { return waited_; }

private:
    static constexpr long long ahead = 32, refill = ahead / 2;
    const rc::Gen<t::game> gen_;
    rc::Random rnd_;
    const int depth_;
    const long long max_cases_;
    std::mutex m_;
    std::condition_variable cv_;
    std::map<long long, prepared_case> ready_; // by case number
    long long claimed_ = 0, consumed_ = 0;     // games drawn (being prepared or ready), games taken
    bool stop_ = false, consumer_waits_ = false, producer_waits_ = false;
    std::exception_ptr error_;
    double waited_ = 0;
    std::thread thread_; // (last: started once the rest is built)

    bool claimable() const { return max_cases_ <= 0 || claimed_ < max_cases_; }
    //! The next case number and its Random (under the lock: the splits stay in case order).
    std::pair<long long, rc::Random> claim() { return {claimed_++, rnd_.split()}; }
    prepared_case taken(prepared_case c, std::optional<clock_type::time_point> t0) {
        ++consumed_;
        if (t0) waited_ += std::chrono::duration<double>(clock_type::now() - *t0).count();
        if (producer_waits_ && claimed_ - consumed_ <= refill) cv_.notify_all(); // (a wake-up costs: refilled from half)
        return c;
    }
    prepared_case prepare(long long k, const rc::Random& r) const {
        prepared_case c;
        c.g = gen_(r, static_cast<int>(k % 100)).value();
        position p = t::start_position(c.g).value();
        for (const auto& m : c.g.moves) p = make_move(p, parse_uci(m).value());
        c.as_fen = t::game{t::fen_of(p), {}, c.g.chess960};
        if (depth_ <= 1) {
            for (const move m : chesslaw::legal_moves(p)) c.ours.emplace_back(to_uci_string(m), 1);
        } else {
            for (const auto& e : perft_divide(p, depth_)) c.ours.emplace_back(to_uci_string(e.m), e.nodes);
        }
        std::sort(c.ours.begin(), c.ours.end());
        return c;
    }
    void produce() {
        try {
            for (;;) {
                std::unique_lock<std::mutex> lock(m_);
                if (claimed_ - consumed_ >= ahead) {
                    producer_waits_ = true;
                    cv_.wait(lock, [this] { return stop_ || claimed_ - consumed_ <= refill; });
                    producer_waits_ = false;
                }
                if (stop_ || !claimable()) return;
                const auto [k, r] = claim();
                lock.unlock();
                prepared_case c = prepare(k, r);
                lock.lock();
                ready_.emplace(k, std::move(c));
                if (consumer_waits_) cv_.notify_all();
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(m_);
            error_ = std::current_exception();
            cv_.notify_all();
        }
    }
};

//! Whether the engine's divide is ours: the same moves (depth 1), and below, the same count for
//! each. Then find_difference_divide would find nothing and ask nothing more; anything else goes
//! to it.
bool same_divide(const t::divide_list& theirs, const t::divide_list& ours, int depth) {
    if (theirs.size() != ours.size()) return false;
    std::vector<const std::pair<std::string, std::uint64_t>*> v;
    v.reserve(theirs.size());
    for (const auto& e : theirs) v.push_back(&e);
    std::sort(v.begin(), v.end(), [](const auto* a, const auto* b) { return *a < *b; });
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i]->first != ours[i].first || (depth > 1 && v[i]->second != ours[i].second)) return false;
    return true;
}

void run_fuzz(const fuzz_options& o) {
    if (o.uci.empty() == o.perftree.empty()) throw usage_error("give exactly one of --uci COMMAND and --perftree SCRIPT");
    std::signal(SIGPIPE, SIG_IGN);
    const auto t0 = clock_type::now();
    const double limit = o.seconds >= 0 ? o.seconds : (o.cases > 0 ? -1 : 60);
    const std::uint64_t seed = o.seed ? o.seed : static_cast<std::uint64_t>(clock_type::now().time_since_epoch().count()) | 1u;
    const bool tty = isatty(2) != 0;
    engine_options eo;
    eo.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout * 1000));
    eo.chess960 = o.chess960;
    const std::string engine_label = o.uci.empty() ? o.perftree : o.uci;

    long long cases = 0;
    std::size_t positions = 0;
    int rules = 0, conventions = 0;
    std::set<std::string> seen;
    std::unique_ptr<perft_engine> engine;
    double games_waited = 0; // seconds waited for a game to be prepared
    const auto elapsed = [&] { return std::chrono::duration<double>(clock_type::now() - t0).count(); };

    // One engine query, counted.
    const auto ask = [&](const t::game& g, int depth) {
        ++positions;
        return engine->divide(g, depth);
    };
    // The node's move list (depth 1) compared with ours, the e.p. convention told apart in FEN input.
    const auto probe = [&](const t::game& node, t::input in) -> std::optional<t::discrepancy> {
        std::vector<std::string> names;
        for (const auto& [m, n] : ask(t::presented(node, in), 1)) names.push_back(m);
        auto d = t::compare(node, names);
        if (!d) return d;
        d->given = in;
        if (in == t::input::fen && d->kind() == t::discrepancy_kind::rule && t::only_en_passant(*d)) {
            const std::string alt = t::fen_with_en_passant_always(node);
            if (alt != d->fen) {
                std::vector<std::string> again;
                for (const auto& [m, n] : ask(t::game{alt, {}, node.chess960}, 1)) again.push_back(m);
                if (!t::compare(node, again)) t::mark_en_passant_convention(*d);
            }
        }
        return d;
    };

    const auto report = [&](t::discrepancy d, long long case_no) {
        const std::string key = t::distinct_key(d);
        if (!seen.insert(key).second) return false;
        const std::size_t plies_before = d.at.moves.size();
        t::shrink_result sr{d.at};
        if (d.kind() == t::discrepancy_kind::rule || !d.conventions.empty()) {
            const t::input in = d.given;
            sr = t::shrink_greedy(
                d.at,
                [&](const t::game& c) {
                    const auto x = probe(c, in);
                    return x && t::distinct_key(*x) == key;
                },
                o.shrink_budget);
            // Still long: a shorter game to the same kind of position, among fresh short games.
            if (sr.smallest.moves.size() > 12 && !d.at.chess960 && sr.smallest.start_fen == t::game{}.start_fen) {
                std::size_t used = 0;
                if (auto c = t::shorter_by_search(
                        seed ^ 0x9e3779b97f4a7c15ULL, sr.smallest.moves.size(),
                        [&](const t::game& c) {
                            const auto x = probe(c, in);
                            return x && t::distinct_key(*x) == key;
                        },
                        o.shrink_budget, used)) {
                    auto again = t::shrink_greedy(
                        *c,
                        [&](const t::game& c2) {
                            const auto x = probe(c2, in);
                            return x && t::distinct_key(*x) == key;
                        },
                        o.shrink_budget);
                    again.tries += sr.tries + used;
                    sr = std::move(again);
                } else {
                    sr.tries += used;
                }
            }
            if (sr.smallest != d.at || d.depth != 1) {
                if (auto x = probe(sr.smallest, in); x && t::distinct_key(*x) == key) {
                    x->nodes = d.nodes;
                    d = std::move(*x);
                }
            }
        }
        // A FEN given: also the position with the fewest men that still shows it (rules of 3.10.3
        // checked, not proved reachable by a game).
        std::string fewest;
        // (A case found with the moves given is tried as a FEN too: most bugs need no history.)
        if (d.given == t::input::history && !o.no_fen && d.kind() == t::discrepancy_kind::rule) {
            const auto x = probe(d.at, t::input::fen);
            if (!(x && t::distinct_key(*x) == key)) fewest = "-";
        }
        if (d.kind() == t::discrepancy_kind::rule && fewest.empty()) {
            fewest = t::shrink_men_greedy(
                d.fen, d.at.chess960,
                [&](const std::string& f) {
                    std::vector<std::string> names;
                    for (const auto& [m, n] : ask(t::game{f, {}, d.at.chess960}, 1)) names.push_back(m);
                    const auto x = t::compare(t::game{f, {}, d.at.chess960}, names);
                    return x && t::distinct_key(*x) == key;
                },
                o.shrink_budget, &sr.tries);
            if (fewest == d.fen) fewest.clear();
        }
        if (fewest == "-") {
            fewest.clear();
        }
        d.depth = o.depth;
        d.seed = seed;
        const bool rule = d.kind() == t::discrepancy_kind::rule;
        (rule ? rules : conventions)++;
        const position at = t::positions(d.at).back();
        if (tty) std::cerr << "\r\033[K";
        if (o.jsonl) {
            std::vector<t::move_difference> extra = d.extra, missing = d.missing;
            add_conventions(d, extra, missing);
            const bool fen_in = d.given == t::input::fen;
            nlohmann::ordered_json start = fen_in ? nlohmann::ordered_json(d.fen) : (t::to_string(t::game{d.at.start_fen, {}, d.at.chess960}) == "startpos"
                                                                         ? nlohmann::ordered_json("startpos")
                                                                         : nlohmann::ordered_json(d.at.start_fen));
            std::cout << nlohmann::ordered_json{{"type", "discrepancy"},
                                        {"start", start},
                                        {"moves", fen_in ? std::vector<std::string>{} : d.at.moves},
                                        {"fen", d.fen},
                                        {"extra", differences_json(extra)},
                                        {"missing", differences_json(missing)},
                                        {"kind", std::string(t::to_string(d.kind()))},
                                        {"depth", d.depth},
                                        {"seed", seed}}
                             .dump()
                      << std::endl;
            return true;
        }
        std::cout << "discrepancy " << (rules + conventions) << " (" << t::to_string(d.kind()) << ")";
        if (rule) {
            const auto cs = clause_list(d);
            std::cout << ": " << (cs.empty() ? std::string(d.note.empty() ? "unreadable moves" : "a perft count") : cs);
        } else {
            std::string ws;
            for (const auto& c : d.conventions)
                if (ws.find(t::to_string(c.what)) == std::string::npos) ws += (ws.empty() ? "" : "; ") + std::string(t::to_string(c.what));
            std::cout << ": " << ws;
        }
        std::cout << "\n" << t::render(d) << "paste into the engine:\n  position " << d.position_line() << "\n  go perft 1\n"
                  << "found in case " << case_no << " (" << (d.given == t::input::fen ? "FEN" : "moves from the start")
                  << " given), shrunk from " << plies_before << " to " << d.at.moves.size() << " plies, " << men(at) << " men ("
                  << sr.tries << " tries); reproduce with --seed " << seed << "\n";
        if (!fewest.empty()) {
            fen_options fo;
            fo.chess960 = d.at.chess960;
            std::cout << "with fewer men, " << men(parse_fen_with(fewest, fo)->pos)
                      << " men (no rule of 3.10.3 finds it unreachable; not proved reachable by a game):\n  position fen " << fewest
                      << "\n  go perft 1\n";
        }
        std::cout << "\n" << std::flush;
        return true;
    };

    try {
        engine = o.uci.empty() ? perftree_engine(o.perftree, eo) : start_uci_engine(o.uci, eo);
        t::game_options go;
        go.chess960 = o.chess960;
        case_source source(go, seed, o.depth, o.cases);
        auto last_progress = clock_type::now();
        std::vector<t::input> inputs{t::input::history};
        if (!o.no_fen) inputs.push_back(t::input::fen);
        bool stop = false;
        while (!stop) {
            if (o.cases > 0 && cases >= o.cases) break;
            if (limit >= 0 && elapsed() >= limit) break;
            const prepared_case c = source.next();
            games_waited = source.waited();
            const t::game& g = c.g;
            ++cases;
            for (const t::input in : inputs) {
                // The node itself first: most often the engine agrees, and nothing more is asked.
                t::divide_list first = ask(in == t::input::history ? g : c.as_fen, o.depth);
                if (same_divide(first, c.ours, o.depth)) continue;
                bool answered = false; // the walk's first query (g itself, as given) is answered
                std::vector<t::discrepancy> found_conventions;
                auto d = t::find_difference_divide(
                    [&](const t::game& x, int depth) {
                        if (!answered) {
                            answered = true;
                            return std::move(first);
                        }
                        return ask(x, depth);
                    },
                    g, o.depth, in,
                    [&](const t::discrepancy& c) {
                        if (!seen.count(t::distinct_key(c))) found_conventions.push_back(c);
                    });
                for (auto& c : found_conventions) report(std::move(c), cases);
                if (d && in == t::input::fen && t::only_en_passant(*d)) {
                    // Was it how the FEN writes the e.p. square? Asked once more at that node.
                    if (auto x = probe(d->at, in)) d = std::move(x);
                }
                if (d && report(std::move(*d), cases) && o.first && rules > 0) stop = true;
                if (stop) break;
            }
            if (tty && clock_type::now() - last_progress > std::chrono::milliseconds(250)) {
                last_progress = clock_type::now();
                std::cerr << "\r\033[Kfuzz: " << cases << " cases, " << positions << " positions, " << (rules + conventions)
                          << " found, " << static_cast<int>(elapsed()) << " s" << std::flush;
            }
        }
    } catch (const engine_error& e) {
        if (tty) std::cerr << "\r\033[K";
        print_failure(o, e, engine ? engine->name() : engine_label);
        if (o.jsonl)
            std::cout << nlohmann::ordered_json{{"type", "summary"}, {"engine", engine ? engine->name() : engine_label}, {"cases", cases},
                                        {"positions", positions}, {"discrepancies", rules + conventions}, {"seconds", elapsed()}}
                             .dump()
                      << '\n';
        throw exit_request{exit_usage};
    }
    if (tty) std::cerr << "\r\033[K";
    const double secs = elapsed();
    const double waited = engine->waited(), writing = engine->writing();
    const std::string name = engine->name();
    engine.reset();
    if (o.jsonl) {
        std::cout << nlohmann::ordered_json{{"type", "summary"}, {"engine", name}, {"cases", cases}, {"positions", positions},
                                    {"discrepancies", rules + conventions}, {"seconds", secs}}
                         .dump()
                  << '\n';
    } else {
        char buf[256];
        const auto pc = [secs](double x) { return secs > 0 ? 100.0 * x / secs : 0.0; };
        std::snprintf(buf, sizeof buf,
                      "%.1f s, %.0f positions/s, %.0f %% of the time waiting for the engine (%.0f %% sending queries, %.0f %% for its "
                      "answers), %.0f %% for our games",
                      secs, secs > 0 ? static_cast<double>(positions) / secs : 0.0, pc(waited + writing), pc(writing), pc(waited),
                      pc(games_waited));
        std::cout << "fuzz " << name << ": " << cases << " cases, " << positions << " positions (depth " << o.depth << "), "
                  << rules << " rule and " << conventions << " convention discrepancies; " << buf << "; seed " << seed << "\n";
    }
    if (rules > 0) throw exit_request{exit_finding};
}

#else

void run_fuzz(const fuzz_options&) {
    throw usage_error("this chesslaw was built without chesslaw::testing (RapidCheck not found): fuzz is not available");
}

#endif

} // namespace

void register_fuzz(CLI::App& app) {
    auto o = std::make_shared<fuzz_options>();
    CLI::App* sub = app.add_subcommand("fuzz", "Hunt an engine's move-generation bugs over UCI: generated games, perft compared, the clause named");
    sub->add_option("--uci", o->uci, "The engine's command line (run by /bin/sh); one process for the whole run")->type_name("COMMAND");
    sub->add_option("--perftree", o->perftree, "A perftree script, run as SCRIPT DEPTH \"FEN\" \"MOVES\" per query")->type_name("SCRIPT");
    sub->add_option("--depth", o->depth, "Perft depth compared below each game, node by node (default 2)")
        ->type_name("D")
        ->check(CLI::Range(1, 6));
    sub->add_option("--seed", o->seed, "Seed of the games (0 or absent: from the clock; printed)")->type_name("N");
    sub->add_option("--time", o->seconds, "Stop after this many seconds (default 60, none when only --cases is given)")
        ->type_name("SECONDS")
        ->check(CLI::Range(0.0, 1e9));
    sub->add_option("--cases", o->cases, "Stop after this many games")->type_name("N")->check(CLI::Range(1LL, 1000000000000LL));
    sub->add_flag("--chess960", o->chess960, "Chess960 games (setoption name UCI_Chess960 value true; castling king-takes-rook)");
    sub->add_flag("--no-fen", o->no_fen, "Give each position only as moves from the start, never as a FEN");
    sub->add_flag("--first", o->first, "Stop at the first discrepancy of kind rule");
    sub->add_flag("--jsonl", o->jsonl, "One JSON object a line: each discrepancy, an engine failure, then a summary");
    sub->add_option("--timeout", o->timeout, "Seconds the engine may take to answer one query (default 10)")
        ->type_name("SECONDS")
        ->check(CLI::Range(0.01, 1e6));
    sub->add_option("--shrink-tries", o->shrink_budget, "Engine queries spent shrinking each discrepancy (default 600)")->type_name("N");
    sub->footer(
        "Each game (random legal play from the start, biased to the rare clauses: castling rights, en passant,\n"
        "promotion, checks) is given to the engine as `position startpos moves ...` and, unless --no-fen, as\n"
        "`position fen ...`; its `go perft D` is compared move by move with the Laws and bisected to the first\n"
        "node whose move list differs. Each distinct discrepancy (kind and clauses) is shrunk to the shortest\n"
        "game that still shows it and reported with the clauses each extra move breaks and the clause that\n"
        "permits each missing move. Writing conventions (castling king-takes-rook or as the king's destination,\n"
        "an upper-case promotion letter, the e.p. square of a FEN) are reported apart, kind convention.\n" +
        exit_status_help("no discrepancy of kind rule (convention differences may be reported)",
                         "a discrepancy of kind rule: the engine's moves differ from the Laws",
                         "the engine could not be driven: it would not start, crashed, hung\n"
                         "     (--timeout) or printed what cannot be read — the query is reported"));
    sub->callback([o] { run_fuzz(*o); });
}

} // namespace chesslaw::cli
