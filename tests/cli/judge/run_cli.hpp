#pragma once
// Runs the chesslaw executable (path from CHESSLAW_CLI) with arguments, capturing its exit
// status, stdout and stderr. POSIX: std::system with the output redirected to files.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

namespace chesslaw::cli_tests {

struct result {
    int code = -1;
    std::string out, err;
};

inline std::string shell_quote(std::string_view s) {
    std::string q = "'";
    for (const char c : s) {
        if (c == '\'') q += "'\\''";
        else q += c;
    }
    return q + "'";
}

inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

//! Runs a shell command line (quoted by the caller), capturing stdout and stderr separately.
inline result run_shell(const std::string& cmdline) {
    static int counter = 0;
    const auto dir = std::filesystem::path(::testing::TempDir());
    const std::string stem = "chesslaw_cli_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
    const auto out = dir / (stem + ".out"), err = dir / (stem + ".err");
    const int status = std::system((cmdline + " >" + shell_quote(out.string()) + " 2>" + shell_quote(err.string())).c_str());
    result r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return r;
}

//! Appends a space and `arg` shell-quoted. Piece by piece, not `" " + shell_quote(arg)`: GCC 12 at
//! -O3 (plain Release) raises a false -Wrestrict on that operator+'s inlined memcpy (GCC bug
//! 105329; see props::ids_of).
inline void append_quoted(std::string& cmd, std::string_view arg) {
    cmd += ' ';
    cmd += shell_quote(arg);
}

//! `chesslaw ARGS...` with no input; stdout and stderr captured separately.
inline result run(std::initializer_list<std::string_view> args) {
    std::string cmd = shell_quote(CHESSLAW_CLI);
    for (const auto a : args) append_quoted(cmd, a);
    return run_shell(cmd + " </dev/null");
}

inline std::size_t occurrences(std::string_view text, std::string_view needle) {
    std::size_t n = 0;
    for (auto at = text.find(needle); at != std::string_view::npos; at = text.find(needle, at + 1)) ++n;
    return n;
}

//! For gtest messages: what the command printed.
inline std::string show(const result& r) {
    return "exit " + std::to_string(r.code) + "\n--- stdout ---\n" + r.out + "--- stderr ---\n" + r.err;
}

} // namespace chesslaw::cli_tests
