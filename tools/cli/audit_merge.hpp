#pragma once
//! `chesslaw audit --merge FILE...`: the JSON Lines of several `chesslaw audit --jsonl` runs over
//! consecutive parts of one input (`parallel --pipe`, Spark's RDD.pipe, Hadoop streaming, each
//! part on standard input; or parts that are files of their own), made into what one run over the
//! whole input prints: game objects in order, a game of a later part of standard input renumbered
//! (`game` and every `line` go on from the parts before, as the part's summary `inputs` tells),
//! then one summary, the sum of the parts' (report::audit_totals::add; `seconds`: the sum).

#include <string>
#include <vector>

namespace chesslaw::cli {

//! Merges the parts in `files` ("-": standard input; each may hold several parts, each part
//! ending with its summary; compressed like an audit's input) onto standard output. Returns 0
//! when every game is clean, 1 otherwise; a line that is not the audit's JSONL, a part without a
//! summary or a summary that disagrees with its games is a usage_error naming FILE:LINE.
int merge_audit_jsonl(const std::vector<std::string>& files);

} // namespace chesslaw::cli
