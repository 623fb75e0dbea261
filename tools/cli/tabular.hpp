#pragma once
//! Text-table helpers of `chesslaw spec` (tools/trace.py has its own): CSV quoting (RFC 4180),
//! markdown table cells, and writing a generated document to --output or stdout.

#include <fstream>
#include <initializer_list>
#include <iostream>
#include <string>
#include <string_view>

#include "common.hpp"

namespace chesslaw::cli {

//! One CSV field: quoted when it holds a comma, a double quote, CR or LF (quotes doubled).
inline std::string csv_field(std::string_view s) {
    if (s.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(s);
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

//! One CSV record, LF-terminated.
inline std::string csv_row(std::initializer_list<std::string_view> fields) {
    std::string out;
    bool first = true;
    for (const std::string_view f : fields) {
        if (!first) out += ',';
        out += csv_field(f);
        first = false;
    }
    out += '\n';
    return out;
}

//! A markdown table cell: `|` escaped, line breaks turned into spaces.
inline std::string md_cell(std::string_view s) {
    std::string out;
    for (const char c : s) {
        if (c == '|') out += "\\|";
        else if (c == '\n' || c == '\r') out += ' ';
        else out += c;
    }
    return out;
}

//! Writes `text` to `path`, or to stdout when `path` is empty. A file that cannot be written is
//! bad input (exit 2), naming the option and the path.
inline void write_output(const std::string& path, std::string_view text, std::string_view option = "--output") {
    if (path.empty()) {
        std::cout << text;
        return;
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) throw usage_error(std::string(option) + ": cannot open '" + path + "' for writing");
    out << text;
    out.close();
    if (!out) throw usage_error(std::string(option) + ": could not write '" + path + "'");
}

} // namespace chesslaw::cli
