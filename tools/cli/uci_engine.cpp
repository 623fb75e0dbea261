// The engine driver of `chesslaw fuzz` (uci_engine.hpp): fork/exec, pipes and poll.

#include "uci_engine.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace chesslaw::cli {

std::string to_string(engine_failure::kind k) {
    switch (k) {
    case engine_failure::kind::start: return "start";
    case engine_failure::kind::crash: return "crash";
    case engine_failure::kind::hang: return "hang";
    case engine_failure::kind::garbage: return "garbage";
    }
    return "failure";
}

namespace {

void keep_tail(std::string& s, std::size_t max = 2048) {
    if (s.size() > max) s.erase(0, s.size() - max);
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = strsignal(sig);
        return "was killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : std::string());
    }
    return "ended (status " + std::to_string(status) + ")";
}

} // namespace

child_process::child_process(const std::string& script, const std::vector<std::string>& args) {
    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0)
        throw engine_error({engine_failure::kind::start, {}, std::string("could not make pipes: ") + std::strerror(errno), {}});
    std::vector<std::string> argv_s{"/bin/sh", "-c", script + " \"$@\"", "sh"};
    argv_s.insert(argv_s.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_s) argv.push_back(a.data());
    argv.push_back(nullptr);
    const pid_t pid = fork();
    if (pid < 0) throw engine_error({engine_failure::kind::start, {}, std::string("could not fork: ") + std::strerror(errno), {}});
    if (pid == 0) {
        // The child: its own process group (so that killing it takes the shell's children too).
        setpgid(0, 0);
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        signal(SIGPIPE, SIG_DFL);
        execv("/bin/sh", argv.data());
        _exit(127);
    }
    setpgid(pid, pid); // also from here: no race with the child's own call
    pid_ = pid;
    close(in[0]);
    close(out[1]);
    close(err[1]);
    in_ = in[1];
    out_ = out[0];
    err_ = err[0];
    fcntl(out_, F_SETFL, O_NONBLOCK);
    fcntl(err_, F_SETFL, O_NONBLOCK);
}

child_process::~child_process() {
    if (in_ >= 0) close(in_);
    if (out_ >= 0) close(out_);
    if (err_ >= 0) close(err_);
    if (pid_ > 0 && !reaped_) {
        kill(-pid_, SIGKILL);
        kill(pid_, SIGKILL);
        int st = 0;
        waitpid(pid_, &st, 0);
    }
}

bool child_process::write_line(const std::string& line) {
    std::string text;
    text.reserve(line.size() + 1);
    text.append(line).push_back('\n');
    std::size_t done = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const auto count = [&] { writing_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    while (done < text.size()) {
        const ssize_t n = ::write(in_, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            count();
            return false; // EPIPE: it exited (SIGPIPE is ignored while fuzz runs)
        }
        done += static_cast<std::size_t>(n);
    }
    count();
    return true;
}

void child_process::drain_stderr() {
    if (err_ < 0) return;
    char chunk[4096];
    for (;;) {
        const ssize_t n = ::read(err_, chunk, sizeof chunk);
        if (n > 0) {
            recent_err_.append(chunk, static_cast<std::size_t>(n));
            keep_tail(recent_err_);
            continue;
        }
        if (n == 0) {
            close(err_);
            err_ = -1;
        }
        return;
    }
}

child_process::line_result child_process::read_line(std::chrono::steady_clock::time_point deadline) {
    const line_view v = read_line_view(deadline);
    return {std::string(v.text), v.timed_out, v.eof};
}

child_process::line_view child_process::read_line_view(std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        if (const auto nl = buf_.find('\n', head_); nl != std::string::npos) {
            std::string_view line(buf_.data() + head_, nl - head_);
            head_ = nl + 1;
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            recent_out_.append(line).push_back('\n');
            if (recent_out_.size() > 65536) keep_tail(recent_out_); // (recent_output() keeps the last 2 KB)
            return {line};
        }
        buf_.erase(0, head_); // what is left: a line not yet complete
        head_ = 0;
        if (out_ < 0) {
            line_view r;
            r.eof = true;
            if (!buf_.empty()) { // a last line without its newline
                last_ = std::move(buf_);
                buf_.clear();
                r.text = last_;
                r.eof = false;
            }
            return r;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) return {{}, true, false};
        pollfd fds[2] = {{out_, POLLIN, 0}, {err_, POLLIN, 0}};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
        const int n = poll(fds, err_ >= 0 ? 2 : 1, static_cast<int>(std::min<long long>(left, 1000000)));
        if (n < 0) {
            waited_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - now).count();
            if (errno == EINTR) continue;
            return {{}, false, true};
        }
        if (err_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) drain_stderr();
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            char chunk[65536];
            const ssize_t got = ::read(out_, chunk, sizeof chunk);
            if (got > 0) {
                buf_.append(chunk, static_cast<std::size_t>(got));
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                close(out_);
                out_ = -1;
            }
        }
        // Blocked on the engine: in poll until it printed, then in read taking what it printed.
        waited_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - now).count();
    }
}

std::string child_process::finish(std::chrono::milliseconds grace) {
    if (reaped_) return status_text_;
    if (in_ >= 0) {
        close(in_);
        in_ = -1;
    }
    const auto until = std::chrono::steady_clock::now() + grace;
    int st = 0;
    for (;;) {
        const pid_t r = waitpid(pid_, &st, WNOHANG);
        if (r == pid_) break;
        if (std::chrono::steady_clock::now() >= until) {
            kill(-pid_, SIGKILL);
            kill(pid_, SIGKILL);
            waitpid(pid_, &st, 0);
            drain_stderr();
            reaped_ = true;
            status_text_ = "did not exit and was killed";
            return status_text_;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    drain_stderr();
    kill(-pid_, SIGKILL); // anything the shell left behind
    reaped_ = true;
    status_text_ = describe_status(st);
    return status_text_;
}

std::string child_process::recent_output() const {
    std::string s = recent_out_;
    keep_tail(s);
    if (buf_.size() > head_) s += buf_.substr(head_, 512) + "\n";
    if (!recent_err_.empty()) s += "(stderr)\n" + recent_err_;
    return s;
}

namespace {

std::string_view trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}
std::string trim(const std::string& s) { return std::string(trim(std::string_view(s))); }

bool read_count(std::string_view text, std::uint64_t& out) {
    if (text.empty()) return false;
    const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && p == text.data() + text.size();
}

//! The `position` command for a game.
std::string position_command(const testing::game& g) { return "position " + testing::to_string(g); }

class uci_engine final : public perft_engine {
public:
    uci_engine(const std::string& command, const engine_options& o) : o_(o), p_(command, {}) {
        query_ = {"uci"};
        send("uci");
        for (;;) {
            const std::string_view l = next_line();
            if (l.starts_with("id name ")) name_ = trim(l.substr(8));
            if (l.starts_with("option name UCI_Chess960")) has_960_ = true;
            if (trim(l) == "uciok") break;
        }
        if (o.chess960) {
            if (!has_960_) fail(engine_failure::kind::start, "the engine does not offer the option UCI_Chess960 (--chess960)");
            send("setoption name UCI_Chess960 value true");
        }
        send("ucinewgame");
        query_.push_back("isready");
        send("isready");
        while (trim(next_line()) != "readyok") {
        }
    }
    ~uci_engine() override {
        p_.write_line("quit");
        p_.finish(std::chrono::milliseconds(200));
    }

    testing::divide_list divide(const testing::game& g, int depth) override {
        query_ = {position_command(g), "go perft " + std::to_string(depth)};
        send(query_[0] + "\n" + query_[1]); // one write: one wake-up of the engine
        testing::divide_list out;
        std::uint64_t sum = 0;
        for (;;) {
            const std::string_view l = trim(next_line());
            if (l.empty() || l.starts_with("info")) continue;
            if (l.starts_with("Nodes searched:")) {
                std::uint64_t total = 0;
                if (!read_count(trim(l.substr(15)), total))
                    fail(engine_failure::kind::garbage, "cannot read the line '" + std::string(l) + "'");
                if (total != sum)
                    fail(engine_failure::kind::garbage, "the counts of the moves add up to " + std::to_string(sum) +
                                                            ", and 'Nodes searched' says " + std::to_string(total));
                return out;
            }
            const auto colon = l.find(':');
            std::uint64_t n = 0;
            if (colon == std::string::npos || colon == 0 || l.find(' ') < colon || !read_count(trim(l.substr(colon + 1)), n))
                fail(engine_failure::kind::garbage,
                     "cannot read the line '" + std::string(l) + "' (expected 'MOVE: COUNT' or 'Nodes searched: N')");
            out.emplace_back(std::string(l.substr(0, colon)), n);
            sum += n;
        }
    }
    std::string name() const override { return name_; }
    double waited() const override { return p_.waited(); }
    double writing() const override { return p_.writing(); }

private:
    engine_options o_;
    child_process p_;
    std::string name_ = "engine";
    bool has_960_ = false;
    std::vector<std::string> query_;

    [[noreturn]] void fail(engine_failure::kind k, std::string detail) {
        if (k == engine_failure::kind::crash || k == engine_failure::kind::start) {
            const std::string how = p_.finish(std::chrono::milliseconds(200));
            if (k == engine_failure::kind::crash) detail += ": the engine " + how;
        }
        throw engine_error({k, query_, std::move(detail), p_.recent_output()});
    }
    void send(const std::string& line) {
        if (!p_.write_line(line)) fail(engine_failure::kind::crash, "the engine no longer reads its input");
    }
    //! The next line, valid until the next call.
    std::string_view next_line() {
        const auto r = p_.read_line_view(std::chrono::steady_clock::now() + o_.timeout);
        if (r.timed_out)
            fail(engine_failure::kind::hang, "no answer within " + std::to_string(o_.timeout.count()) + " ms");
        if (r.eof) fail(engine_failure::kind::crash, "the engine closed its output");
        return r.text;
    }
};

class perftree_script final : public perft_engine {
public:
    perftree_script(const std::string& script, const engine_options& o) : script_(script), o_(o) {}
    testing::divide_list divide(const testing::game& g, int depth) override {
        std::string moves;
        for (const auto& m : g.moves) moves += (moves.empty() ? "" : " ") + m;
        const std::string fen = g.start_fen;
        const std::vector<std::string> args{std::to_string(depth), fen, moves};
        std::vector<std::string> query{script_ + " " + args[0] + " \"" + fen + "\" \"" + moves + "\""};
        child_process p(script_, args);
        p.write_line(""); // nothing to say; its stdin closes in finish()
        const auto deadline = std::chrono::steady_clock::now() + o_.timeout;
        std::vector<std::string> lines;
        for (;;) {
            auto r = p.read_line(deadline);
            if (r.timed_out) {
                waited_ += p.waited();
                p.finish(std::chrono::milliseconds(0));
                throw engine_error({engine_failure::kind::hang, query, "no answer within " + std::to_string(o_.timeout.count()) + " ms", p.recent_output()});
            }
            if (r.eof) break;
            lines.push_back(trim(r.text));
        }
        const std::string how = p.finish(std::chrono::milliseconds(o_.timeout));
        waited_ += p.waited();
        if (how != "exited with status 0")
            throw engine_error({engine_failure::kind::crash, query, "the script " + how, p.recent_output()});
        testing::divide_list out;
        std::uint64_t sum = 0;
        std::size_t i = 0;
        const auto garbage = [&](const std::string& why) {
            throw engine_error({engine_failure::kind::garbage, query, why, p.recent_output()});
        };
        for (; i < lines.size() && !lines[i].empty(); ++i) {
            const auto sp = lines[i].find(' ');
            std::uint64_t n = 0;
            if (sp == std::string::npos || !read_count(trim(lines[i].substr(sp + 1)), n))
                garbage("cannot read the line '" + lines[i] + "' (expected 'MOVE COUNT')");
            out.emplace_back(lines[i].substr(0, sp), n);
            sum += n;
        }
        while (i < lines.size() && lines[i].empty()) ++i;
        std::uint64_t total = 0;
        if (i >= lines.size() || !read_count(lines[i], total)) garbage("no total after the blank line");
        if (total != sum) garbage("the counts add up to " + std::to_string(sum) + ", and the total says " + std::to_string(total));
        return out;
    }
    std::string name() const override { return script_; }
    double waited() const override { return waited_; }
    double writing() const override { return 0; } // (its one line is written at its start)

private:
    std::string script_;
    engine_options o_;
    double waited_ = 0;
};

} // namespace

std::unique_ptr<perft_engine> start_uci_engine(const std::string& command, const engine_options& o) {
    return std::make_unique<uci_engine>(command, o);
}
std::unique_ptr<perft_engine> perftree_engine(const std::string& script, const engine_options& o) {
    return std::make_unique<perftree_script>(script, o);
}

} // namespace chesslaw::cli
