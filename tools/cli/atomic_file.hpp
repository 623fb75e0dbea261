#pragma once
//! Files replaced whole: a reader sees the old bytes or the new ones, never part of them. The
//! bytes go to a temporary file in the target's own folder (".NAME.XXXXXX": the same file
//! system, so the rename is atomic), which is flushed to the disk (fsync), then renamed over the
//! target, and the folder is synced so the rename itself survives a crash. `chesslaw audit
//! --relay-out` writes each relay copy this way; `chesslaw watch --relay-out` rewrites them as
//! moves arrive.
//!
//!   write_atomically("relay/round1-1.pgn", text);   // throws atomic_write_error on failure

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace chesslaw::cli {

//! A file that could not be written: the path and the system's words ("No space left on device").
struct atomic_write_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

//! Replaces `target` by `bytes` atomically (see the file comment). The temporary file is removed
//! on any failure; the target is then as it was.
void write_atomically(const std::filesystem::path& target, std::string_view bytes);

} // namespace chesslaw::cli
