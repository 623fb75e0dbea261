#pragma once
//! What can go wrong with the input of a watched broadcast (chesslaw watch, watch/): typed, so
//! that prose/live.hpp words it and the renderers name it. A problem is about a file (or a
//! folder) given or found, never a finding of the Laws.

#include <cstdint>
#include <string_view>

namespace chesslaw::audit {

enum class input_problem : std::uint8_t {
    unreadable_game,   //!< a game of the file cannot be read (the reader's error, its place); the plies before it are judged
    not_a_file,        //!< the path is neither a regular file nor a folder (or a file was replaced by a folder, a folder by a file)
    permission_denied, //!< the file or folder cannot be opened (EACCES, EPERM)
    missing,           //!< the path given does not exist (any more)
    read_error,        //!< another error of the system while reading (errno kept)
    too_large,         //!< the file is larger than the limit read (--max-file-bytes): not read
};

constexpr std::string_view name(input_problem k) noexcept {
    switch (k) {
    case input_problem::unreadable_game: return "unreadable_game";
    case input_problem::not_a_file: return "not_a_file";
    case input_problem::permission_denied: return "permission_denied";
    case input_problem::missing: return "missing";
    case input_problem::read_error: return "read_error";
    case input_problem::too_large: return "too_large";
    }
    return "?";
}

} // namespace chesslaw::audit
