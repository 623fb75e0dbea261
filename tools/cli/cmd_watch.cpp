// `chesslaw watch PATH...`: follows files and folders of a live broadcast (chesslaw::watch,
// docs/watch.md) and prints each event as it happens. This file reads the options, runs the
// session's loop and prints; the logic is watch/, the words prose/live.hpp.

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "common.hpp"

#ifdef CHESSLAW_HAVE_WATCH
#include <chesslaw/prose/live.hpp>
#include <chesslaw/watch/report.hpp>
#include <chesslaw/watch/session.hpp>
#endif

namespace chesslaw::cli {

namespace {

struct watch_cli {
    std::vector<std::string> paths;
    std::string db, events, format = "json";
    long poll_ms = 0, settle_ms = 500, until_idle_ms = -1;
    bool once = false, report = false;
    std::uint64_t max_file_bytes = std::uint64_t{1} << 32;
};

#ifdef CHESSLAW_HAVE_WATCH
std::atomic<bool> stop_requested{false};
extern "C" void on_signal(int) { stop_requested.store(true); }

//! The id of the last complete line of an events file (0: none); a line cut off by a kill is
//! removed, so that the file goes on with whole lines.
std::uint64_t last_id_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return 0;
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    const auto cut = text.rfind('\n');
    const std::size_t keep = cut == std::string::npos ? 0 : cut + 1;
    if (keep != text.size()) std::filesystem::resize_file(path, keep);
    std::uint64_t last = 0;
    for (std::size_t b = 0; b < keep;) {
        const std::size_t e = text.find('\n', b);
        const std::string_view line(text.data() + b, e - b);
        const auto at = line.find("\"id\":");
        if (line.find("\"type\":\"event\"") != std::string_view::npos && at != std::string_view::npos)
            last = std::strtoull(std::string(line.substr(at + 5, 24)).c_str(), nullptr, 10);
        b = e + 1;
    }
    return last;
}

void run_watch(const watch_cli& o) {
    if (o.report) {
        if (o.db.empty()) throw usage_error("--report: needs --db FILE");
        watch::incident_log log(o.db);
        std::cout << watch::round_report(log, o.format == "text" ? watch::report_format::text : watch::report_format::json);
        return;
    }
    if (o.paths.empty()) throw usage_error("watch: a PATH to follow is required");
    watch::options opt;
    opt.paths = o.paths;
    if (!o.db.empty()) opt.db = o.db;
    if (o.poll_ms > 0) {
        opt.poll = std::chrono::milliseconds(o.poll_ms);
        opt.force_poll = true;
    }
    opt.settle = std::chrono::milliseconds(o.settle_ms);
    opt.max_file_bytes = o.max_file_bytes;
    watch::session s(opt);
    try {
        s.start();
    } catch (const watch::log_error& e) {
        throw usage_error(std::string("--db: ") + e.what());
    }
    std::ofstream file;
    std::ostream* out = &std::cout;
    if (!o.events.empty()) {
        const std::uint64_t last = s.log() ? last_id_of(o.events) : 0;
        file.open(o.events, std::ios::binary | std::ios::app);
        if (!file) throw usage_error("--events: cannot write " + o.events);
        out = &file;
        // the events logged but not yet written (a kill between the commit and the write)
        if (s.log())
            for (const watch::stored_event& e : s.log()->events_since(last)) file << e.json << '\n';
        file.flush();
    }
    const bool text = o.format == "text";
    s.on_event = [&](const watch::emitted_event& e) {
        if (text) *out << prose::event_line(e.game->file, e.game->key, e.event, e.ply) << '\n';
        else *out << e.json << '\n';
        out->flush();
    };
    s.on_problem = [&](const watch::emitted_problem& p) {
        if (text) *out << prose::problem_line(p.path, p.kind, p.error, p.errno_value, p.count) << '\n';
        else *out << p.json << '\n';
        out->flush();
    };
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    watch::run_options r;
    r.once = o.once;
    if (o.until_idle_ms >= 0) r.until_idle = std::chrono::milliseconds(o.until_idle_ms);
    r.stop = &stop_requested;
    s.run(r);
}
#endif

} // namespace

void register_watch(CLI::App& app) {
    auto o = std::make_shared<watch_cli>();
    CLI::App* sub = app.add_subcommand("watch", "Follow a live broadcast's PGN files and folders; judge each game move by move; print the events");
    sub->add_option("PATH", o->paths, "Files and folders to follow (folders: every *.pgn in them, recursively)")->type_name("PATH");
    sub->add_option("--db", o->db, "The incident log (SQLite, WAL): events, acknowledgements, the state to resume from")->type_name("FILE");
    sub->add_option("--events", o->events, "Append the events to FILE instead of stdout (with --db: caught up after a restart)")->type_name("FILE");
    sub->add_option("--format", o->format, "json (chesslaw-watch/1 JSON Lines, the default) or text (a line per event)")
        ->check(CLI::IsMember({"json", "text"}))
        ->type_name("FORMAT");
    sub->add_option("--poll", o->poll_ms, "Poll every MS milliseconds instead of inotify")->type_name("MS")->check(non_negative_number());
    sub->add_option("--settle", o->settle_ms, "A file unchanged for MS milliseconds is complete as written (default 500)")
        ->type_name("MS")
        ->check(non_negative_number());
    sub->add_flag("--once", o->once, "Read every file once, as complete, and exit");
    sub->add_option("--until-idle", o->until_idle_ms, "Exit when nothing changed for MS milliseconds")->type_name("MS")->check(non_negative_number());
    sub->add_option("--max-file-bytes", o->max_file_bytes, "Files larger than this are not read (an input problem)")->type_name("BYTES");
    sub->add_flag("--report", o->report, "Print the games of --db with events through the audit's renderers (--format text or json)");
    sub->footer(exit_status_help("the watch ended (--once, --until-idle, a signal) or the report was printed", {},
                                 "no PATH, a --db that cannot be opened, an --events file that cannot be written"));
#ifdef CHESSLAW_HAVE_WATCH
    sub->callback([o] { run_watch(*o); });
#else
    sub->callback([] { throw usage_error("watch: this chesslaw was built without chesslaw::watch (SQLite3, Debian libsqlite3-dev)"); });
#endif
}

} // namespace chesslaw::cli
