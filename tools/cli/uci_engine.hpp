#pragma once
//! Driving another program's move generator for `chesslaw fuzz`: a UCI engine (one process for the
//! whole run, `go perft N` read in Stockfish's format) or a perftree script (run once per query:
//! `SCRIPT DEPTH "FEN" "MOVES"`). POSIX only: fork/exec, pipes, poll with a deadline per query,
//! so that a crash, a hang or unreadable output becomes an `engine_failure`, never a hang of ours.
#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/testing/report.hpp>

namespace chesslaw::cli {

//! Why the engine could not be driven, with the query it was answering and what it printed last.
struct engine_failure {
    enum class kind : std::uint8_t { start, crash, hang, garbage } what = kind::crash;
    std::vector<std::string> query; //!< the lines sent for the query that failed
    std::string detail;             //!< what happened, in words
    std::string output;             //!< the last lines it printed (stdout, then stderr)
};
std::string to_string(engine_failure::kind k);

class engine_error : public std::runtime_error {
public:
    explicit engine_error(engine_failure f) : std::runtime_error(f.detail), failure(std::move(f)) {}
    engine_failure failure;
};

//! A child process with pipes to its stdin, stdout and stderr.
class child_process {
public:
    //! Starts `/bin/sh -c SCRIPT "$@"` with `args` as its positional parameters.
    child_process(const std::string& script, const std::vector<std::string>& args);
    ~child_process();
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;
    //! Writes a line (or several, joined by newlines) in one write; false if the process no longer
    //! reads (it exited).
    bool write_line(const std::string& line);
    //! The next line of its stdout; `timed_out` set when the deadline passed first, `eof` when its
    //! stdout closed (it exited).
    struct line_result {
        std::string text;
        bool timed_out = false, eof = false;
    };
    line_result read_line(std::chrono::steady_clock::time_point deadline);
    //! The same, the text a view into the buffer, valid until the next call (no copy).
    struct line_view {
        std::string_view text;
        bool timed_out = false, eof = false;
    };
    line_view read_line_view(std::chrono::steady_clock::time_point deadline);
    //! Waits (up to `grace`) for it to exit, then kills it; how it ended, in words.
    std::string finish(std::chrono::milliseconds grace);
    //! The last lines it printed (stdout and stderr, at most ~2 KB of each).
    std::string recent_output() const;
    //! Seconds spent blocked on its output: in poll until it prints, and in read taking it.
    double waited() const { return waited_; }
    //! Seconds spent in write handing it a line (the kernel waking it up: on a virtual machine
    //! the larger part of a round trip's cost on our side).
    double writing() const { return writing_; }

private:
    int pid_ = -1, in_ = -1, out_ = -1, err_ = -1;
    std::string buf_, recent_out_, recent_err_; // recent_out_: at least its last 2 KB
    std::size_t head_ = 0;                      // buf_ before it is read already
    std::string last_;                          // a last line without its newline
    double waited_ = 0, writing_ = 0;
    bool reaped_ = false;
    std::string status_text_;
    void drain_stderr();
};

//! Something that answers "perft divide of this game to this depth".
class perft_engine {
public:
    virtual ~perft_engine() = default;
    virtual testing::divide_list divide(const testing::game& g, int depth) = 0;
    virtual std::string name() const = 0;
    //! Seconds spent waiting for the engine's answers (blocked on its output).
    virtual double waited() const = 0;
    //! Seconds spent writing the queries to it.
    virtual double writing() const = 0;
};

struct engine_options {
    std::chrono::milliseconds timeout{10000}; //!< per query
    bool chess960 = false;
};

//! A UCI engine: `uci`, `isready`, `ucinewgame`, `setoption name UCI_Chess960 value true` (when
//! asked), then per query `position …` and `go perft N`, read as Stockfish prints it.
std::unique_ptr<perft_engine> start_uci_engine(const std::string& command, const engine_options& o);
//! A perftree script: `SCRIPT DEPTH "FEN" "MOVES"` per query, printing `move count` lines, a
//! blank line and the total.
std::unique_ptr<perft_engine> perftree_engine(const std::string& script, const engine_options& o);

} // namespace chesslaw::cli
