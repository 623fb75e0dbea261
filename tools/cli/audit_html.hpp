#pragma once
//! `chesslaw audit --html`: the report is the kernel's (report/html.hpp); this name stays for cmd_audit.cpp.

#include <chesslaw/report/html.hpp>
#include <chesslaw/report/label.hpp>

namespace chesslaw::cli::audit_html {
using namespace ::chesslaw::report::html; // section, index_entry, summary, game_section, write_page, …
using ::chesslaw::report::game_label;
using ::chesslaw::report::squares_text;
using ::chesslaw::report::tag_text;
} // namespace chesslaw::cli::audit_html
