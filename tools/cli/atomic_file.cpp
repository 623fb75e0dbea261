#include "atomic_file.hpp"

#include <cerrno>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace chesslaw::cli {

namespace {

[[noreturn]] void fail(const std::filesystem::path& p, std::string_view what, int err) {
    throw atomic_write_error(p.string() + ": " + std::string(what) + ": " + std::strerror(err));
}

//! Closes a descriptor on scope exit unless released.
struct fd_guard {
    int fd = -1;
    ~fd_guard() {
        if (fd >= 0) ::close(fd);
    }
};

} // namespace

void write_atomically(const std::filesystem::path& target, std::string_view bytes) {
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::string tmp = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
    fd_guard f;
    f.fd = ::mkstemp(tmp.data());
    if (f.fd < 0) fail(target, "cannot create a temporary file beside it", errno);
    const auto discard = [&](std::string_view what, int err) {
        ::close(f.fd);
        f.fd = -1;
        ::unlink(tmp.c_str());
        fail(target, what, err);
    };
    // mkstemp creates 0600; a relay copy is read by others (a web server): the umask's default mode
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (::fchmod(f.fd, 0666 & ~mask) != 0) discard("cannot set the mode of the temporary file", errno);
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(f.fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            discard("cannot write", errno);
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(f.fd) != 0) discard("cannot flush to the disk", errno);
    const int closed = ::close(f.fd);
    f.fd = -1;
    if (closed != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        fail(target, "cannot close", err);
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        fail(target, "cannot replace it", err);
    }
    // the rename is durable once the folder is
    fd_guard d;
    d.fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (d.fd >= 0) ::fsync(d.fd);
}

} // namespace chesslaw::cli
