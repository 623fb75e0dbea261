#pragma once
//! The input of `chesslaw audit`: a file or standard input, PGN text as it is or compressed —
//! gzip, bzip2, xz, zstd, or a zip archive (each .pgn member in order) — recognised by its first
//! bytes, never by its name. gzip, bzip2, xz and zstd are decoded by their own libraries (zlib,
//! libbz2, liblzma, libzstd), zip by libarchive (loaded by dlopen on the first zip input, not
//! linked); each is optional at build time (without it such an input is refused: "built without
//! libzstd (Debian libzstd-dev)"). The decoding runs on a
//! thread of its own that fills a bounded queue of blocks (8 × 256 KiB) while the audit reads the
//! previous ones: memory stays constant whatever the size of the input, and the decompression
//! runs beside the audit. A damaged or truncated archive ends the input where it was found, with
//! an archive_failure naming the file and the compressed byte offset; every byte decoded before
//! it is still delivered (zip: what libarchive gave before its error).
//!
//!   input_source in("games.pgn.zst", "games.pgn.zst");   // path "" = standard input
//!   while (in.next_member()) {                            // one text, or each .pgn member of a zip
//!       std::istream s(&in.bytes());  ... in.member_name(), in.line_breaks() ...
//!   }
//!   if (in.failure()) ... in.failure()->what()

#include <cstdint>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace chesslaw::cli {

//! How an input is stored, as its first bytes tell.
enum class input_format { plain, gzip, bzip2, xz, zstd, zip };

//! "plain", "gzip", "bzip2", "xz", "zstd" or "zip".
std::string_view format_name(input_format f) noexcept;

//! The format whose magic bytes `head` (the input's first bytes, 6 suffice) begins with; plain
//! when none does.
input_format format_of(std::string_view head) noexcept;

//! True when this chesslaw was built with the library that reads `f` (zlib, libbz2, liblzma,
//! libzstd, libarchive for zip; plain: always).
bool have_format(input_format f) noexcept;

//! A compressed input that could not be read to its end: damaged or truncated data.
struct archive_failure {
    std::string file;          //!< the input as shown ("<stdin>" for standard input)
    input_format format = input_format::plain;
    std::uint64_t offset = 0;  //!< compressed bytes read when the damage was found (to within one read block)
    std::string message;       //!< libarchive's own words

    //! "FILE: damaged or truncated zstd data at compressed byte N: MESSAGE".
    std::string what() const;
};

//! One input of the audit (see the top of this file). Not copyable; the decompressing thread, if
//! any, is stopped and joined by the destructor.
class input_source {
public:
    //! Opens `path` ("" = standard input), shown as `name`, and reads its first bytes to tell its
    //! format. Throws usage_error when it cannot be read, or is compressed and this build has not
    //! the library that reads that format.
    input_source(std::string name, std::string path);
    ~input_source();
    input_source(const input_source&) = delete;
    input_source& operator=(const input_source&) = delete;

    //! The input's format (from its first bytes).
    input_format format() const noexcept;

    //! Moves to the next PGN text of the input: the whole input the first time (plain, gzip,
    //! bzip2, xz, zstd), or the next regular member of a zip whose name ends in .pgn (any case;
    //! the others are skipped, see skipped()). False when there is none left, or after a failure.
    bool next_member();

    //! The name to show for the current text: the input's, or "ARCHIVE!MEMBER" for a zip member.
    const std::string& member_name() const noexcept;

    //! The current text's bytes, decompressed; end of file at the end of the member.
    std::streambuf& bytes() noexcept;

    //! Line breaks (CR, LF or CRLF: one each, as the PGN reader counts them) in the bytes of the
    //! current text handed out so far; at its end, in the whole text.
    std::uint64_t line_breaks() const noexcept;

    //! Bytes of the current text handed out so far.
    std::uint64_t delivered() const noexcept;

    //! Bytes read from the file or standard input so far (compressed bytes for compressed input;
    //! for a progress line).
    std::uint64_t raw_bytes() const noexcept;

    //! Why the input ended before its end (damaged or truncated data), once its bytes have run out.
    const std::optional<archive_failure>& failure() const noexcept;

    //! Zip members that were not read ("NAME: not a .pgn file" or "NAME: a directory"), so far.
    const std::vector<std::string>& skipped() const noexcept;

    struct impl;

private:
    std::unique_ptr<impl> p_;
};

} // namespace chesslaw::cli
