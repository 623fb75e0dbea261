// `chesslaw audit`: every game of PGN files replayed under Article 3 (a Chess960 game under
// Guidelines II); for every move of a game that is not legal — every breach, not only the first:
// the replay goes on from the board as it stood — where it is (file:line:column), what was
// written, what it can only mean and which clauses it breaks, with the evidence; for an illegal
// record the verified repairs (audit/repair.hpp); and how the game ended (Articles 5 and 9)
// against the result and moves it records (6.9, 5.1.2). Every decision is audit::audit_record's, every word the
// report/ renderers' (report/text.hpp for people, compiler-style; report/json.hpp for --jsonl,
// schema chesslaw-audit/3; report/html.hpp for --html): this file reads files, runs threads and
// prints. A game with a FEN tag also gets the 3.10.3 verdict on its start position
// (legality::analyse; rules only unless --reachability-budget): an illegal start position is a
// finding of that game. Streams game by game in bounded memory; --jobs N audits in parallel,
// output still in input order.
//
// Pipeline: a reader (this thread, or a reader thread with --jobs > 1) → a bounded window of
// batches of games in flight → workers (notation/pgn.hpp game → audit::audit_game → rendered
// text) → the writer, which prints results strictly in input order. The window bounds memory: the
// reader waits while `window` batches (each at most 64 games or 256 KB of input) are read but not
// yet printed.

#include <algorithm>
#include <cctype>
#include <cstring>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/relay_pgn.hpp>
#include <chesslaw/report/sarif.hpp>
#include <chesslaw/report/text.hpp>

#include "archive_input.hpp"
#include "atomic_file.hpp"
#include "audit_html.hpp"
#include "audit_merge.hpp"
#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct audit_options {
    std::vector<std::string> files;
    bool jsonl = false;
    unsigned jobs = 0;
    std::string html;
    std::string sarif;      //!< --sarif FILE: also the findings as SARIF 2.1.0 (report/sarif.hpp)
    bool explain = false;   //!< --explain: every citation of a clause with its texts (default: the first in the run)
    std::string sarif_root; //!< --sarif-root DIR: SARIF's URIs relative to it (%SRCROOT%); "": the current folder
    std::filesystem::path cwd, root; //!< absolute, set before the run (--sarif)
    bool progress = true;
    bool merge = false;     //!< --merge: the files are JSONL of audit runs over parts of one input
    double reachability_ms = 0; //!< proof-game search for a FEN tag's position; 0: the 3.10.3 rules only
    std::string clocks = "on";  //!< --clocks=on|off: the clock ledger (Article 6) on the records' comments
    std::string relay_out;      //!< --relay-out DIR: each game's relay copy (report/relay_pgn.hpp), written atomically

    bool clocks_on() const noexcept { return clocks == "on"; }
    std::string notation = "pgn"; //!< --notation=pgn|fide: fide also reports the forms Appendix C does not give
    //! The reader's options: the comments kept, for the clock ledger and for the adjudication the
    //! comment after the last move states (read with --clocks=off too).
    pgn::reader_options reader() const {
        pgn::reader_options ro;
        ro.keep_comments = true;
        return ro;
    }
};

//! One game, audited and rendered: what the writer prints and counts.
struct game_outcome {
    report::game_tally tally;         // what the summary counts
    std::string out;                  // one JSON line, for stdout (the text is written in order from `view`)
    report::game_view view;           // the text output: the game's findings, rendered by the writer (in input order)
    std::uint64_t index = 0;          // the game's index in its file
    std::string file;                 // as shown
    audit_html::section html;         // the game's part of the HTML report (games that are not clean)
    report::sarif_game sarif;         // the game's SARIF results (--sarif)
    std::string relay;                // the game's relay copy (--relay-out)
    std::uint64_t game_index = 0;     // the game's index in its file (--relay-out: the copy's name)
};

struct auditor {
    const audit_options& opt;
    bool html = false;

    //! Audits g (every decision is audit::audit_record's) and renders it (report/: text or one JSON
    //! line), and the game's HTML section.
    game_outcome run(const pgn::game& g, const std::string& file) const {
        audit::record_options ro;
        ro.reachability_ms = opt.reachability_ms;
        ro.clocks = opt.clocks_on();
        ro.fide_notation = opt.notation == "fide";
        const audit::record_result r = audit::audit_record(g, ro);
        game_outcome o;
        o.tally = report::game_tally::of(r);
        const report::text_options to{opt.reachability_ms > 0};
        report::game_view v = report::view_of(g, r, to); // once per game: every format walks it
        if (html) o.html = audit_html::game_section(file, g, r, v);
        if (opt.jsonl) o.out = report::game_json_line(g, file, r, v);
        if (!opt.sarif.empty()) o.sarif = report::sarif_of(file, g, v, opt.cwd, opt.root);
        if (!opt.relay_out.empty()) {
            o.relay = report::relay_pgn(g, r);
            o.game_index = g.index;
        }
        if (!opt.jsonl && !v.findings.empty()) {
            o.index = g.index;
            o.file = file;
            o.view = std::move(v);
        }
        return o;
    }
};

struct input {
    std::string name;    // as shown in findings
    std::string path;    // "" for stdin
    std::uint64_t size = 0;
};

//! Progress on stderr: only when stderr is a terminal and the input a file.
struct progress_line {
    bool on = false;
    std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now(), last = t0;
    void update(const input& in, std::uint64_t bytes, std::uint64_t games, bool force = false) {
        if (!on) return;
        const auto now = std::chrono::steady_clock::now();
        if (!force && now - last < std::chrono::milliseconds(250)) return;
        last = now;
        const double secs = std::chrono::duration<double>(now - t0).count();
        const double pct = in.size ? 100.0 * static_cast<double>(bytes) / static_cast<double>(in.size) : 100.0;
        std::fprintf(stderr, "\r%s: %llu games, %.0f games/s, %.0f%%   ", in.name.c_str(), static_cast<unsigned long long>(games),
                     secs > 0 ? static_cast<double>(games) / secs : 0.0, pct);
        std::fflush(stderr);
    }
    void clear() {
        std::fprintf(stderr, "\r\033[K");
        std::fflush(stderr);
    }
    void done() {
        if (on) clear();
    }
};

class audit_run {
public:
    explicit audit_run(const audit_options& o) : opt_(o), auditor_{o, !o.html.empty()} { clauses_shown_.explain = o.explain; }

    int run() {
        // Findings to a file or a pipe leave in 1 MiB writes: stdio's default there is 4 KiB, about
        // 8,000 write calls for 50,000 games in JSON Lines (~4 % of --jobs 1's time). A terminal
        // keeps its line buffering. (Before any output; the buffer lives as long as stdout.)
        static char out_buffer[std::size_t{1} << 20];
        if (!isatty(fileno(stdout))) std::setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
        std::vector<input> inputs = open_inputs();
        if (!opt_.relay_out.empty()) {
            std::error_code ec;
            std::filesystem::create_directories(opt_.relay_out, ec);
            if (!std::filesystem::is_directory(opt_.relay_out, ec)) throw usage_error("--relay-out: " + opt_.relay_out + " is no folder and cannot be made one");
        }
        const auto t0 = std::chrono::steady_clock::now();
        if (!opt_.html.empty()) open_html_body();
        if (!opt_.sarif.empty()) open_sarif_body();
        unsigned jobs = opt_.jobs ? opt_.jobs : std::max(1u, std::thread::hardware_concurrency());
        for (const input& whole : inputs) {
            if (whole.path.empty() && isatty(fileno(stdin)))
                std::fprintf(stderr, "chesslaw audit: reading PGN from standard input (end it with Ctrl-D; give files as arguments, see --help)\n");
            input_source src(whole.name, whole.path); // plain, or decompressed beside the audit
            source_ = &src;
            bool any_member = false;
            while (src.next_member()) {
                any_member = true;
                const input in{src.member_name(), whole.path, whole.size};
                relay_name_ = in.name;
                std::istream stream(&src.bytes());
                progress_line progress;
                progress.on = opt_.progress && !in.path.empty() && isatty(fileno(stderr));
                progress_ = &progress;
                const std::uint64_t games_before = totals_.games;
                if (jobs <= 1) sequential(in, stream, progress);
                else parallel(in, stream, progress, jobs);
                progress.done();
                progress_ = nullptr;
                totals_.inputs.push_back({in.name, totals_.games - games_before, src.line_breaks()});
                if (src.failure()) break;
                if (totals_.games == games_before)
                    std::fprintf(stderr, "chesslaw audit: warning: %s: no game in it (%s)\n", in.name.c_str(),
                                 src.delivered() == 0 ? "it is empty" : "no tag pair or move was found");
            }
            for (const std::string& s : src.skipped()) std::fprintf(stderr, "chesslaw audit: warning: %s: skipped %s\n", whole.name.c_str(), s.c_str());
            if (!any_member && !src.failure() && src.format() == input_format::zip)
                std::fprintf(stderr, "chesslaw audit: warning: %s: no .pgn member in it\n", whole.name.c_str());
            source_ = nullptr;
            if (src.failure()) {
                // the games before the damage are reported, with the summary of what was read; then the error
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                print_summary(seconds);
                std::cout.flush();
                std::string what = src.failure()->what();
                if (cut_game_line_) what += " (the game from line " + std::to_string(*cut_game_line_) + " on was cut by it and is not audited)";
                throw usage_error(what + "; " + std::to_string(totals_.games) + " games before it were audited");
            }
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        print_summary(seconds);
        if (!opt_.html.empty()) write_html(seconds, inputs);
        if (!opt_.sarif.empty()) write_sarif();
        return totals_.not_clean() == 0 ? exit_ok : 1;
    }

private:
    //! True for the game that a damaged archive cut: read up to the end of the bytes decompressed
    //! before the damage, without its result (its line is kept for the error message).
    bool cut_by_damage(const pgn::reader& r, const pgn::game& g) {
        if (!source_ || !source_->failure() || r.bytes_consumed() < source_->delivered() || !g.result.empty()) return false;
        cut_game_line_ = g.start.line;
        return true;
    }

    //! Where the progress line stands: the bytes read from the file (compressed ones for compressed input).
    std::uint64_t progress_bytes(const pgn::reader& r) const {
        return source_ && source_->format() != input_format::plain ? source_->raw_bytes() : r.bytes_consumed();
    }

    std::vector<input> open_inputs() {
        std::vector<input> out;
        std::vector<std::string> names = opt_.files;
        if (names.empty()) names.push_back("-");
        for (const std::string& n : names) {
            if (n == "-") {
                out.push_back({"<stdin>", "", 0});
                continue;
            }
            std::error_code ec;
            if (std::filesystem::is_directory(n, ec)) throw usage_error("cannot read " + n + ": it is a directory");
            std::ifstream probe(n, std::ios::binary);
            if (!probe) throw usage_error("cannot read " + n + ": no such file or no permission");
            const auto size = std::filesystem::file_size(n, ec);
            out.push_back({n, n, ec ? 0 : static_cast<std::uint64_t>(size)});
        }
        return out;
    }

    //! Creates the HTML body file beside the report; a report path that cannot be a file is
    //! refused before anything is audited.
    void open_html_body() {
        std::error_code ec;
        if (std::filesystem::is_directory(opt_.html, ec)) throw usage_error("--html: " + opt_.html + " is a directory, not a file");
        {
            std::ofstream probe(opt_.html, std::ios::binary | std::ios::app);
            if (!probe) throw usage_error("--html: cannot write " + opt_.html);
        }
        html_body_path_ = opt_.html + ".part";
        html_body_.open(html_body_path_, std::ios::binary | std::ios::trunc);
        if (!html_body_) throw usage_error("--html: cannot write " + html_body_path_);
    }

    //! Creates the file the SARIF results stream to (FILE.part) beside the log; a path that cannot
    //! be a file is refused before anything is audited.
    void open_sarif_body() {
        std::error_code ec;
        if (std::filesystem::is_directory(opt_.sarif, ec)) throw usage_error("--sarif: " + opt_.sarif + " is a directory, not a file");
        {
            std::ofstream probe(opt_.sarif, std::ios::binary | std::ios::app);
            if (!probe) throw usage_error("--sarif: cannot write " + opt_.sarif);
        }
        sarif_body_path_ = opt_.sarif + ".part";
        sarif_body_.open(sarif_body_path_, std::ios::binary | std::ios::trunc);
        if (!sarif_body_) throw usage_error("--sarif: cannot write " + sarif_body_path_);
    }

    void write_sarif() {
        sarif_body_.close();
        std::ofstream out(opt_.sarif, std::ios::binary | std::ios::trunc);
        if (!out) throw usage_error("--sarif: cannot write " + opt_.sarif);
        std::ifstream body(sarif_body_path_, std::ios::binary);
        report::sarif_run run;
        run.arguments = command_line();
        run.cwd = opt_.cwd;
        run.root = opt_.root;
        run.exit_code = totals_.not_clean() == 0 ? exit_ok : exit_finding;
        const bool ok = report::write_sarif(out, sarif_rules_, body, CHESSLAW_VERSION, run);
        body.close();
        std::error_code ec;
        std::filesystem::remove(sarif_body_path_, ec);
        if (!ok) throw usage_error("--sarif: error writing " + opt_.sarif);
    }

    //! --relay-out: the file of the game `index` (1-based) of input `name`: DIR/STEM-INDEX.pgn, STEM the
    //! file's name without its folder and its .pgn (and compression) suffixes; an input whose stem an
    //! earlier input of the run had gets its place in the run added (STEM~N).
    std::filesystem::path relay_path(const std::string& name, std::uint64_t index) {
        if (name != relay_input_) {
            relay_input_ = name;
            ++relay_inputs_;
            std::string stem = name;
            if (const auto bang = stem.rfind('!'); bang != std::string::npos) stem = stem.substr(bang + 1);
            if (const auto slash = stem.rfind('/'); slash != std::string::npos) stem = stem.substr(slash + 1);
            for (const char* suffix : {".gz", ".bz2", ".xz", ".zst", ".zip", ".pgn", ".PGN"})
                if (stem.size() > std::strlen(suffix) && stem.ends_with(suffix)) stem.resize(stem.size() - std::strlen(suffix));
            for (char& c : stem)
                if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') c = '_';
            if (stem.empty() || stem == "<stdin>" || stem == "_stdin_") stem = "stdin";
            if (!relay_stems_.insert(stem).second) stem += "~" + std::to_string(relay_inputs_);
            relay_stem_ = stem;
        }
        return std::filesystem::path(opt_.relay_out) / (relay_stem_ + "-" + std::to_string(index) + ".pgn");
    }

    void emit(game_outcome&& o) {
        totals_.add(o.tally);
        if (!opt_.relay_out.empty()) {
            try {
                write_atomically(relay_path(relay_name_, o.game_index), o.relay);
            } catch (const atomic_write_error& e) {
                throw usage_error(std::string("--relay-out: ") + e.what());
            }
        }
        if (sarif_body_.is_open() && !o.sarif.results.empty()) { // the results stream to FILE.part; the rules are kept
            if (sarif_results_) sarif_body_ << ',';
            sarif_body_ << o.sarif.results;
            ++sarif_results_;
            sarif_rules_.add(o.sarif);
        }
        if (!o.view.findings.empty()) o.out = report::game_text(o.index, o.file, o.view, &clauses_shown_); // a clause's texts once per run
        if (progress_ && progress_->on && !o.out.empty()) progress_->clear(); // a finding never shares the progress line
        std::cout << o.out;
        if (progress_ && progress_->on && !o.out.empty()) std::cout.flush();
        if (html_body_.is_open() && !o.html.body.empty()) html_body_ << o.html.body; // a clean game with clocks: its chart, no index row
        if (html_body_.is_open() && o.html.entry) {
            // the index is held until the end: bounded (the sections themselves stream to the .part file)
            if (html_index_.size() < max_index_rows) html_index_.push_back(std::move(*o.html.entry));
            else ++html_index_omitted_;
        }
    }

    void sequential(const input& in, std::istream& stream, progress_line& progress) {
        pgn::reader r(stream, opt_.reader());
        pgn::game g;
        std::uint64_t n = 0;
        while (r.next(g)) {
            if (cut_by_damage(r, g)) break;
            emit(auditor_.run(g, in.name));
            progress.update(in, progress_bytes(r), ++n);
        }
        progress.update(in, progress_bytes(r), n, true);
    }

    //! Reader thread → workers → this thread prints in input order. Games travel in batches (up to
    //! batch_games games or batch_bytes bytes of input each): one lock and one wake-up per batch,
    //! not per game — per game, the hand-offs cost more than two cores gain. At most `window`
    //! batches are read but not yet printed (bounded memory).
    void parallel(const input& in, std::istream& stream, progress_line& progress, unsigned jobs) {
        constexpr std::size_t batch_games = 64;
        constexpr std::uint64_t batch_bytes = 256 * 1024;
        const std::uint64_t window = 2ull * jobs + 2;
        using batch = std::vector<pgn::game>;
        std::mutex mu;
        std::condition_variable cv_work, cv_done, cv_room;
        std::deque<std::pair<std::uint64_t, batch>> work;
        std::map<std::uint64_t, std::vector<game_outcome>> done;
        std::vector<batch> spare; // batches audited, for the reader to read into again (at most window + jobs)
        std::uint64_t read = 0, printed = 0; // batches
        bool eof = false;
        std::atomic<std::uint64_t> bytes{0};
        std::exception_ptr failure;

        std::thread reader_thread([&] {
            try {
                pgn::reader r(stream, opt_.reader());
                batch b;           // read into in place: a batch the workers are done with keeps its games' storage
                std::size_t k = 0; // games read into b
                std::uint64_t batch_start = 0;
                const auto hand_over = [&] {
                    b.resize(k);
                    std::unique_lock lk(mu);
                    cv_room.wait(lk, [&] { return read - printed < window; });
                    work.emplace_back(read++, std::move(b));
                    bytes = progress_bytes(r);
                    b = batch{};
                    if (!spare.empty()) {
                        b = std::move(spare.back());
                        spare.pop_back();
                    }
                    lk.unlock();
                    cv_work.notify_one();
                    k = 0;
                    batch_start = r.bytes_consumed();
                };
                for (;;) {
                    if (k == b.size()) b.emplace_back();
                    pgn::game& g = b[k];
                    if (!r.next(g) || cut_by_damage(r, g)) break;
                    if (++k == batch_games || r.bytes_consumed() - batch_start >= batch_bytes) hand_over();
                }
                if (k > 0) hand_over();
            } catch (...) {
                std::lock_guard lk(mu);
                failure = std::current_exception();
            }
            {
                std::lock_guard lk(mu);
                eof = true;
            }
            cv_work.notify_all();
            cv_done.notify_all();
        });
        std::vector<std::thread> workers;
        for (unsigned w = 0; w < jobs; ++w)
            workers.emplace_back([&] {
                for (;;) {
                    std::unique_lock lk(mu);
                    cv_work.wait(lk, [&] { return !work.empty() || eof; });
                    if (work.empty()) return;
                    auto [seq, games] = std::move(work.front());
                    work.pop_front();
                    lk.unlock();
                    std::vector<game_outcome> out;
                    out.reserve(games.size());
                    try {
                        for (const pgn::game& g : games) out.push_back(auditor_.run(g, in.name));
                    } catch (...) {
                        std::lock_guard lk2(mu);
                        if (!failure) failure = std::current_exception();
                    }
                    {
                        std::lock_guard lk2(mu);
                        done.emplace(seq, std::move(out));
                        spare.push_back(std::move(games));
                    }
                    cv_done.notify_one();
                }
            });
        std::uint64_t games_printed = 0;
        for (;;) {
            std::unique_lock lk(mu);
            cv_done.wait(lk, [&] { return done.count(printed) > 0 || (eof && printed == read) || failure; });
            if (failure) break;
            if (done.count(printed) == 0) break; // eof and everything printed
            std::vector<game_outcome> outs = std::move(done.at(printed));
            done.erase(printed);
            ++printed;
            lk.unlock();
            cv_room.notify_one();
            for (game_outcome& o : outs) {
                emit(std::move(o));
                progress.update(in, bytes.load(), ++games_printed);
            }
        }
        {
            std::lock_guard lk(mu);
            printed = read + window; // releases the reader if it waits (after a failure)
        }
        cv_room.notify_all();
        reader_thread.join();
        cv_work.notify_all();
        for (auto& w : workers) w.join();
        if (failure) std::rethrow_exception(failure);
        progress.update(in, bytes.load(), games_printed, true);
    }

    void print_summary(double seconds) {
        if (opt_.jsonl) std::cout << report::summary_json_line(totals_, seconds);
        else std::cout << report::summary_text(totals_, seconds);
    }

    void write_html(double seconds, const std::vector<input>& inputs) {
        html_body_.close();
        std::string files;
        for (const input& in : inputs) files += (files.empty() ? "" : ", ") + in.name;
        const audit_html::summary sm = audit_html::summary_of(totals_, std::move(files), seconds);
        std::ofstream out(opt_.html, std::ios::binary | std::ios::trunc);
        if (!out) throw usage_error("--html: cannot write " + opt_.html);
        std::ifstream body(html_body_path_, std::ios::binary);
        const bool ok = audit_html::write_page(out, sm, html_index_, html_index_omitted_, body);
        body.close();
        std::error_code ec;
        std::filesystem::remove(html_body_path_, ec);
        if (!ok) throw usage_error("--html: error writing " + opt_.html);
    }

    const audit_options& opt_;
    auditor auditor_;
    report::audit_totals totals_;
    std::string html_body_path_;
    std::ofstream html_body_;
    static constexpr std::size_t max_index_rows = 20000;
    std::vector<audit_html::index_entry> html_index_;
    std::size_t html_index_omitted_ = 0;
    std::string sarif_body_path_;
    std::ofstream sarif_body_;
    report::sarif_rules sarif_rules_;
    report::clause_memory clauses_shown_; // the clauses whose texts the text output has printed
    std::uint64_t sarif_results_ = 0; // games with results written
    progress_line* progress_ = nullptr;
    const input_source* source_ = nullptr;
    std::string relay_name_;                // the input being written (--relay-out)
    std::string relay_input_, relay_stem_;  // relay_path's current input and its stem
    std::size_t relay_inputs_ = 0;
    std::set<std::string> relay_stems_;
    std::optional<std::uint64_t> cut_game_line_;
};

} // namespace

void register_audit(CLI::App& app) {
    auto o = std::make_shared<audit_options>();
    CLI::App* sub = app.add_subcommand("audit", "Audit PGN game records: every illegal move, and how each game ended against its result, traced to the clauses");
    sub->add_option("files", o->files, "PGN files to audit, in order; '-' or none: standard input. gzip, bzip2, xz, zstd and zip "
                                       "(each .pgn member) are read as they are, told by their first bytes")
        ->type_name("FILE|-");
    sub->add_flag("--jsonl", o->jsonl, "One JSON object per game (input order), then a summary object (schema " +
                                           std::string(report::audit_schema) + ")");
    sub->add_option("--jobs,-j", o->jobs, "Games audited in parallel (default: all cores); output stays in input order")
        ->type_name("N")
        ->check(CLI::Range(1u, 1024u));
    sub->add_option("--html", o->html, "Also write a self-contained HTML report: summary, and per illegal game a board with "
                                       "the move, the witness squares and the clause text (ru, en)")
        ->type_name("REPORT.html");
    sub->add_option("--sarif", o->sarif, "Also write the findings as SARIF 2.1.0 (static-analysis results: each finding a result "
                                         "at its line and column, ruleId the clause; the clauses cited with their texts, ru and en)")
        ->type_name("FILE.sarif");
    sub->add_flag("--explain", o->explain, "Print a clause's texts (ru, en) under every finding that cites it (default: at its first "
                                           "citation in the run, its line alone after that)");
    sub->add_option("--sarif-root", o->sarif_root, "SARIF: the source root (default: the current folder); each file under it is "
                                                   "named relative to it (uriBaseId %SRCROOT%), as code-scanning services need")
        ->type_name("DIR");
    const std::string p3103(spec::id::illegal_position.id());
    sub->add_option("--reachability-budget", o->reachability_ms,
                    "Games with a FEN tag: milliseconds of proof-game search for the start position (" + p3103 + "); "
                    "default 0: the rules only (illegal with an argument, else unknown)")
        ->type_name("MS");
    sub->add_flag("--merge", o->merge, "The files are the --jsonl output of audits of consecutive parts of one input (GNU parallel "
                                       "--pipe, RDD.pipe, Hadoop streaming): print what one audit of the whole input prints, games "
                                       "renumbered, one summary (the sum; seconds: the sum of the parts')");
    sub->add_option("--clocks", o->clocks, "on (default): check the clock readings of the moves' comments ([%clk], [%emt], engine "
                                           "times, TCEC's tl=/mt=) against the TimeControl tag or the control the clocks fit (Article 6): "
                                           "JSONL `clock`, warnings in the text, the HTML chart; off: no clock is read (the adjudication a last comment states still is)")
        ->type_name("on|off")
        ->check(CLI::IsMember({"on", "off"}));
    sub->add_option("--relay-out", o->relay_out, "Also write each game's relay copy, a PGN that broadcast importers (lichess, chessops, chess.js) "
                                                 "read to its end: DIR/FILE-N.pgn for game N of FILE, each replaced atomically (docs/relay.md)")
        ->type_name("DIR");
    sub->add_option("--notation", o->notation, "pgn (default): the moves are PGN's SAN (its variants read, each warned about once); "
                                               "fide: also a warning per form that Appendix C, the notation FIDE accepts on a scoresheet, "
                                               "does not give (O-O for 0-0, e8=Q for e8Q, e:d5, Pe4), with its C clause — for "
                                               "arbiters who check transcribed scoresheets")
        ->type_name("pgn|fide")
        ->check(CLI::IsMember({"pgn", "fide"}));
    sub->add_flag("!--no-progress", o->progress, "No progress line on stderr (shown only when stderr is a terminal and the input a file)");
    const std::string id51(spec::id::checkmate.id()), id521(spec::id::stalemate.id()), id522(spec::id::dead_position.id()),
        id961(spec::id::fivefold_repetition.id()), id962(spec::id::seventy_five_moves.id()), id69(spec::id::flag_fall.id()),
        id512(spec::id::resignation.id());
    sub->footer(
        std::string("Output (default): each finding of a game that is not clean, like a compiler:\n"
        "  FILE:LINE:COL: game N (White \u2013 Black, Event, round R): 12. O-O is illegal \u2014 ") + std::string(spec::id::castling_rook_moved.id()) + ": the rook ...\n"
        "then the clause (its text, ru and en, at its first citation in the run; --explain: at every one) and the\n"
        "evidence; reader warnings as FILE:LINE:COL: ... warning: ...;\n"
        "after the breaches each result finding at its place, e.g.\n"
        "  FILE:LINE:COL: game N (…): the result contradicts the end \u2014 " + id521 + ": the result 1-0 (…) contradicts the end: …\n"
        "with the FEN of the end and the clause text; notes (FILE:LINE:COL: ... note: ...) for the end of a game\n"
        "with a finding, undecided questions and the draws a player could claim. A clean game prints nothing.\n"
        "Last a summary line: games, plies, clean, illegal, unreadable, inconsistent, per-clause counts, ends, seconds.\n"
        "A game with a FEN tag whose position no series of legal moves reaches is illegal (" + p3103 + "), the finding\n"
        "at the tag: FILE:LINE:COL: game N (…): the start position is illegal \u2014 " + p3103 + ": <argument>.\n"
        "The end: checkmate " + id51 + ", stalemate " + id521 + ", dead position " + id522 + " (certain rules: bare kings, a lone\n"
        "minor piece, bishops on one colour, pawn walls, and the only legal replies followed to one of them), fivefold repetition " + id961 + ", 75 moves " + id962 + "; the first one ends the game.\n"
        "Inconsistent (no breach, but the record contradicts the end or the Laws): moves recorded after the end, a\n"
        "result that contradicts it, a win on time (" + id69 + ") or another decisive result (" + id512 + ") for a side that\n"
        "cannot checkmate (`*` records no result and contradicts nothing).\n"
        "Clocks (--clocks=on, the default): the moves' clock comments ([%clk], [%emt], engine times, TCEC's tl=/mt=)\n"
        "checked against the TimeControl tag, or the control the clocks fit when they contradict it (Article 6):\n"
        "each finding a warning at its move (clock: ... \u2014 6.3.1, 6.9 or 6.10.1: ...); a clock finding leaves the game clean.\n"
        "--jsonl: one object per game, then a summary (" + std::string(report::audit_schema) + "): the fields in docs/jsonl.md\n"
        "(from the one table, report/schema.hpp).\n"
        "A game is unreadable when its PGN is damaged (the reader resumes at the next game), its FEN tag is bad,\n"
        "its start is unknown (a fragment, games run together, SetUp without FEN, Chess960 without FEN), its\n"
        "Variant is neither standard chess nor Chess960, or a move is not SAN / ambiguous. A null move (--, Z0)\n"
        "is a breach of 7.5.3 and a pawn on the last rank with no piece named goes on as a queen (7.5.2); each\n"
        "breach is weighed under Article 7.5 (counted per player unless the record explains it; 7.5.5).\n"
        "Reading: SAN and its variants, coordinate moves (e2e4, g1f3), long algebraic (Ng1-f3), each with a\n"
        "warning; after an illegal move the replay goes on from the board as it stood (every breach is reported).\n"
        "Compressed input (gzip, bzip2, xz, zstd; zip: each .pgn member, named ARCHIVE!MEMBER) is decompressed\n"
        "beside the audit in constant memory; damaged or truncated data ends the audit there: the games before it\n"
        "are reported and counted, then the error names the file and the compressed byte offset (exit 2).\n"
        "--merge: `parallel --pipe --recstart '[Event ' --recend '\\n' --keep-order chesslaw audit --jsonl - < big.pgn |\n"
        "chesslaw audit --merge -` prints what `chesslaw audit --jsonl - < big.pgn` prints (but seconds).\n" +
        exit_status_help("every game is clean (no illegal, inconsistent or unreadable game)",
                         "some game is illegal, inconsistent or unreadable (each finding is printed)",
                         "an unknown option, a file that cannot be read or is damaged (compressed data), an --html or --sarif path\n"
                         "     that cannot be written; --merge: a line that is not the audit's JSONL, a part without its summary"));
    sub->callback([o] {
        if (!(o->reachability_ms >= 0)) throw usage_error("--reachability-budget: must be 0 or more milliseconds");
        if (o->merge) {
            if (!o->html.empty()) throw usage_error("--merge: no --html (the merge reads JSONL, not games)");
            if (!o->sarif.empty()) throw usage_error("--merge: no --sarif (the merge reads JSONL, not games)");
            if (!o->relay_out.empty()) throw usage_error("--merge: no --relay-out (the merge reads JSONL, not games)");
            if (merge_audit_jsonl(o->files) != exit_ok) throw exit_request{exit_finding};
            return;
        }
        if (!o->sarif_root.empty() && o->sarif.empty()) throw usage_error("--sarif-root: only with --sarif");
        if (!o->sarif.empty()) {
            std::error_code ec;
            o->cwd = std::filesystem::current_path(ec);
            if (ec) throw usage_error("--sarif: the current folder cannot be read: " + ec.message());
            const std::filesystem::path r = o->sarif_root.empty() ? o->cwd : std::filesystem::path(o->sarif_root);
            o->root = (r.is_absolute() ? r : o->cwd / r).lexically_normal();
            if (!std::filesystem::is_directory(o->root, ec)) throw usage_error("--sarif-root: " + o->sarif_root + " is no folder");
        }
        audit_run run(*o);
        const int code = run.run();
        if (code != exit_ok) throw exit_request{exit_finding};
    });
}

} // namespace chesslaw::cli
