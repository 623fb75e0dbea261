// `chesslaw audit --html` seen in a real browser: the report of a clean file and of files with
// illegal games is rendered by headless chromium (`--screenshot`), and the PNG is decoded (a
// minimal reader over zlib) and checked: its size, that it is not blank, and on the boards the
// colours the legend promises — the move's from/to squares in the move colour, the pinning piece
// red, each colour painted on a board shown in that board's legend and no other — the piece on the
// target square not covered by the arrow, and a white piece on a dark square drawn white with a
// dark outline; for inconsistent games (1-0 after a stalemate, moves after a fivefold repetition)
// the board at the end with the last move, the clause and the findings. Chromium missing: the test fails under CI (CI=true), and is skipped otherwise.
// CHESSLAW_HTML_SHOTS=DIR keeps the screenshots there (to look at them); CHESSLAW_CHROMIUM=PATH
// names the browser.
#include <zlib.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "run_cli.hpp"

#ifndef CHESSLAW_CHROMIUM
#define CHESSLAW_CHROMIUM ""
#endif

namespace {

using namespace chesslaw::cli_tests;
namespace fs = std::filesystem;

using rgb = std::array<std::uint8_t, 3>;

//! An 8-bit RGB picture, row by row.
struct image {
    int w = 0, h = 0;
    std::vector<std::uint8_t> px; // w * h * 3
    rgb at(int x, int y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)) * 3;
        return {px[i], px[i + 1], px[i + 2]};
    }
};

std::uint32_t be32(const std::string& s, std::size_t at) {
    return (std::uint32_t{static_cast<unsigned char>(s[at])} << 24) | (std::uint32_t{static_cast<unsigned char>(s[at + 1])} << 16) |
           (std::uint32_t{static_cast<unsigned char>(s[at + 2])} << 8) | std::uint32_t{static_cast<unsigned char>(s[at + 3])};
}

//! The pixels of a PNG file: 8-bit RGB or RGBA (what chromium writes), not interlaced; the
//! alpha channel is dropped. On failure, nullopt and `why` says what was wrong.
std::optional<image> read_png(const fs::path& path, std::string& why) {
    const std::string f = slurp(path);
    if (f.size() < 8 || f.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) {
        why = "not a PNG file (" + std::to_string(f.size()) + " bytes)";
        return std::nullopt;
    }
    image img;
    int channels = 0;
    std::string idat;
    for (std::size_t at = 8; at + 12 <= f.size();) {
        const std::uint32_t len = be32(f, at);
        const std::string type = f.substr(at + 4, 4);
        if (at + 12 + len > f.size()) break;
        if (type == "IHDR") {
            img.w = static_cast<int>(be32(f, at + 8));
            img.h = static_cast<int>(be32(f, at + 12));
            const int depth = static_cast<unsigned char>(f[at + 16]), ctype = static_cast<unsigned char>(f[at + 17]);
            const int interlace = static_cast<unsigned char>(f[at + 20]);
            if (depth != 8 || (ctype != 2 && ctype != 6) || interlace != 0) {
                why = "unsupported PNG: depth " + std::to_string(depth) + ", colour type " + std::to_string(ctype) + ", interlace " +
                      std::to_string(interlace);
                return std::nullopt;
            }
            channels = ctype == 2 ? 3 : 4;
        } else if (type == "IDAT") {
            idat += f.substr(at + 8, len);
        } else if (type == "IEND") {
            break;
        }
        at += 12 + len;
    }
    if (channels == 0 || img.w <= 0 || img.h <= 0 || idat.empty()) {
        why = "PNG without IHDR or IDAT";
        return std::nullopt;
    }
    const std::size_t stride = static_cast<std::size_t>(img.w) * static_cast<std::size_t>(channels);
    std::vector<std::uint8_t> raw((stride + 1) * static_cast<std::size_t>(img.h));
    uLongf raw_len = static_cast<uLongf>(raw.size());
    if (uncompress(raw.data(), &raw_len, reinterpret_cast<const Bytef*>(idat.data()), static_cast<uLong>(idat.size())) != Z_OK ||
        raw_len != raw.size()) {
        why = "PNG image data does not inflate to " + std::to_string(raw.size()) + " bytes";
        return std::nullopt;
    }
    // undo the per-row filters (PNG spec, section 9)
    std::vector<std::uint8_t> cur(stride), prev(stride, 0);
    img.px.resize(static_cast<std::size_t>(img.w) * static_cast<std::size_t>(img.h) * 3);
    const auto bpp = static_cast<std::size_t>(channels);
    for (int y = 0; y < img.h; ++y) {
        const std::uint8_t* row = raw.data() + static_cast<std::size_t>(y) * (stride + 1);
        const int filter = row[0];
        for (std::size_t i = 0; i < stride; ++i) {
            const int a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
            int v = row[1 + i];
            switch (filter) {
            case 0: break;
            case 1: v += a; break;
            case 2: v += b; break;
            case 3: v += (a + b) / 2; break;
            case 4: {
                const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
                v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
                break;
            }
            default: why = "bad PNG filter " + std::to_string(filter); return std::nullopt;
            }
            cur[i] = static_cast<std::uint8_t>(v & 0xff);
        }
        for (int x = 0; x < img.w; ++x)
            for (int k = 0; k < 3; ++k)
                img.px[(static_cast<std::size_t>(y) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(x)) * 3 +
                       static_cast<std::size_t>(k)] = cur[static_cast<std::size_t>(x) * bpp + static_cast<std::size_t>(k)];
        std::swap(cur, prev);
    }
    return img;
}

rgb hex(const char* h) {
    const auto v = std::strtoul(h + 1, nullptr, 16);
    return {static_cast<std::uint8_t>(v >> 16), static_cast<std::uint8_t>(v >> 8), static_cast<std::uint8_t>(v)};
}

bool near(rgb a, rgb b, int tol = 3) {
    for (int k = 0; k < 3; ++k)
        if (std::abs(int{a[static_cast<std::size_t>(k)]} - int{b[static_cast<std::size_t>(k)]}) > tol) return false;
    return true;
}

// the report's colours (report/include/chesslaw/report/html_board.hpp, namespace colour)
const rgb light = hex("#f0d9b5"), dark = hex("#b58863"), move_c = hex("#cddc39"), attacker_c = hex("#e57373"),
          witness_c = hex("#ffb74d"), arrow_c = hex("#1565c0");

//! Pixels in [x0, x1) × [y0, y1) for which `pred` holds.
template <class Pred>
int count(const image& img, int x0, int y0, int x1, int y1, Pred pred) {
    int n = 0;
    for (int y = std::max(y0, 0); y < std::min(y1, img.h); ++y)
        for (int x = std::max(x0, 0); x < std::min(x1, img.w); ++x)
            if (pred(img.at(x, y))) ++n;
    return n;
}

int count_colour(const image& img, int x0, int y0, int x1, int y1, rgb c) {
    return count(img, x0, y0, x1, y1, [&](rgb p) { return near(p, c); });
}

//! A board found in the screenshot: the top-left corner of its a8 square; squares are 44 px.
struct board_at {
    int x = 0, y = 0;
    //! The top-left corner of a square ("c3").
    std::pair<int, int> corner(const char* sq) const { return {x + (sq[0] - 'a') * 44, y + ('8' - sq[1]) * 44}; }
};
constexpr int sq_px = 44, board_px = 8 * sq_px;

//! The boards in the screenshot, top to bottom: runs of rows holding plain light/dark square
//! pixels, the run's extent in x and y the board (one rank row always has an unmarked square).
//! A board cut by the bottom of the screenshot counts when a rank of it is on screen.
std::vector<board_at> find_boards(const image& img) {
    std::vector<board_at> out;
    int run_start = -1, x_min = img.w;
    const auto close = [&](int y_end) {
        if (run_start >= 0 && (y_end - run_start >= board_px - 2 || (y_end == img.h && y_end - run_start >= sq_px)))
            out.push_back({x_min, run_start});
        run_start = -1;
        x_min = img.w;
    };
    for (int y = 0; y < img.h; ++y) {
        int n = 0, first = -1;
        for (int x = 0; x < img.w; ++x)
            if (near(img.at(x, y), light, 1) || near(img.at(x, y), dark, 1)) {
                if (first < 0) first = x;
                ++n;
            }
        if (n >= sq_px) {
            if (run_start < 0) run_start = y;
            x_min = std::min(x_min, first);
        } else {
            close(y);
        }
    }
    close(img.h);
    return out;
}

//! The browser: $CHESSLAW_CHROMIUM if set ("" when that file does not exist: a way to check the
//! missing-browser path), else the one CMake found, else chromium / google-chrome on PATH.
std::string chromium() {
    if (const char* e = std::getenv("CHESSLAW_CHROMIUM")) return fs::exists(e) ? std::string(e) : std::string();
    if (std::string(CHESSLAW_CHROMIUM).size() > 0 && fs::exists(CHESSLAW_CHROMIUM)) return CHESSLAW_CHROMIUM;
    for (const char* n : {"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}) {
        const result r = run_shell(std::string("command -v ") + n);
        if (r.code == 0 && !r.out.empty()) return r.out.substr(0, r.out.find('\n'));
    }
    return {};
}

bool in_ci() {
    const char* ci = std::getenv("CI");
    return ci && (std::string(ci) == "true" || std::string(ci) == "1");
}

#define REQUIRE_CHROMIUM(path)                                                                                              \
    const std::string path = chromium();                                                                                    \
    if (path.empty()) {                                                                                                     \
        if (in_ci()) FAIL() << "chromium not found (apt-get install chromium; tools/setup.sh installs it)";                 \
        GTEST_SKIP() << "chromium not found: the HTML report is not checked in a browser (apt-get install chromium)";       \
    }

fs::path temp_dir() {
    static int n = 0;
    const fs::path d = fs::path(::testing::TempDir()) / ("chesslaw_html_" + std::to_string(::getpid()) + "_" + std::to_string(n++));
    fs::create_directories(d);
    return d;
}

//! Headless chromium's screenshot of `html` in a window w × h (as root in CI: no sandbox; its own
//! HOME and profile in a temporary directory). Kept in $CHESSLAW_HTML_SHOTS/<name>.png if set.
std::optional<image> screenshot(const std::string& browser, const fs::path& html, int w, int h, const std::string& name) {
    const fs::path dir = temp_dir();
    const fs::path png = dir / (name + ".png");
    std::string cmd = "HOME=" + shell_quote(dir.string()) + " timeout 180";
    append_quoted(cmd, browser);
    for (const std::string& a : {std::string("--headless"), std::string("--no-sandbox"), std::string("--disable-gpu"),
                                std::string("--hide-scrollbars"), std::string("--no-first-run"), "--user-data-dir=" + (dir / "profile").string(),
                                "--screenshot=" + png.string(), "--window-size=" + std::to_string(w) + "," + std::to_string(h),
                                "file://" + fs::absolute(html).string()})
        append_quoted(cmd, a);
    const result r = run_shell(cmd + " </dev/null");
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_TRUE(fs::exists(png)) << show(r);
    if (!fs::exists(png)) return std::nullopt;
    EXPECT_GT(fs::file_size(png), 10000u) << "a nearly blank screenshot";
    if (const char* keep = std::getenv("CHESSLAW_HTML_SHOTS"); keep && *keep) {
        fs::create_directories(keep);
        fs::copy_file(png, fs::path(keep) / (name + ".png"), fs::copy_options::overwrite_existing);
    }
    std::string why;
    auto img = read_png(png, why);
    EXPECT_TRUE(img.has_value()) << png << ": " << why;
    fs::remove_all(dir);
    if (img) {
        EXPECT_EQ(img->w, w);
        EXPECT_EQ(img->h, h);
    }
    return img;
}

std::size_t distinct_colours(const image& img) {
    std::set<std::uint32_t> s;
    for (int y = 0; y < img.h; y += 2)
        for (int x = 0; x < img.w; x += 2) {
            const rgb p = img.at(x, y);
            s.insert((std::uint32_t{p[0]} << 16) | (std::uint32_t{p[1]} << 8) | p[2]);
        }
    return s.size();
}

void write(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

std::string game(int round, const std::string& white, const std::string& black, const std::string& moves) {
    return "[Event \"browser test\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"" + std::to_string(round) + "\"]\n[White \"" + white +
           "\"]\n[Black \"" + black + "\"]\n[Result \"*\"]\n\n" + moves + " *\n\n";
}

//! `chesslaw audit FILE --html OUT`: the exit status, OUT written and well-formed enough to end.
std::string audit_html(const fs::path& pgn, const fs::path& out, int expected_exit) {
    const result r = run({"audit", "--no-progress", pgn.string(), "--html", out.string()});
    EXPECT_EQ(r.code, expected_exit) << show(r);
    const std::string html = slurp(out);
    EXPECT_NE(html.find("</html>"), std::string::npos) << "the report is truncated";
    EXPECT_FALSE(fs::exists(out.string() + ".part"));
    return html;
}

// ---- the report of a clean file ------------------------------------------------------------

TEST(AuditHtmlBrowser, CleanFileReport) {
    REQUIRE_CHROMIUM(browser);
    const fs::path dir = temp_dir();
    std::string pgn;
    pgn += game(1, "Legal, Lara", "Quick, Quentin", "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#");
    pgn += game(2, "Careful, Carl", "Solid, Sara", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7");
    pgn += game(3, "Castle, Cleo", "Long, Lev", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O");
    write(dir / "clean.pgn", pgn);
    const std::string html = audit_html(dir / "clean.pgn", dir / "clean.html", 0);
    EXPECT_EQ(occurrences(html, "<svg "), 0u); // no board: nothing to show
    const auto img = screenshot(browser, dir / "clean.html", 1200, 700, "audit-clean");
    ASSERT_TRUE(img.has_value());
    EXPECT_GT(distinct_colours(*img), 20u) << "blank page";
    // text drawn: dark pixels over the page
    EXPECT_GT(count(*img, 0, 0, img->w, img->h, [](rgb p) { return p[0] < 80 && p[1] < 80 && p[2] < 80; }), 2000);
    // the verdict banner (green: every game clean) is on screen
    EXPECT_GT(count_colour(*img, 0, 0, img->w, img->h, hex("#e8f5e9")), 3000);
    EXPECT_TRUE(find_boards(*img).empty());
    fs::remove_all(dir);
}

// ---- one illegal game: the board's colours, the arrow, the pieces ---------------------------

TEST(AuditHtmlBrowser, BoardColoursArrowAndPieces) {
    REQUIRE_CHROMIUM(browser);
    const fs::path dir = temp_dir();
    // 4. Nxd5: the knight on c3 is pinned by the bishop on b4 to the king on e1 (3.9); it
    // captures the pawn on d5. White's rook on a1 stands on a dark square.
    write(dir / "pin.pgn", game(1, "Pinned, Paul", "Bishop, Bea", "1. d4 e6 2. c4 Bb4+ 3. Nc3 d5 4. Nxd5"));
    const std::string html = audit_html(dir / "pin.pgn", dir / "pin.html", 1);
    EXPECT_EQ(occurrences(html, "<svg "), 1u);
    const auto img = screenshot(browser, dir / "pin.html", 1200, 1400, "audit-pin");
    ASSERT_TRUE(img.has_value());
    const auto boards = find_boards(*img);
    ASSERT_EQ(boards.size(), 1u) << "the board is not on screen";
    const board_at b = boards.front();
    const auto inner = [&](const char* sq, rgb c) {
        const auto [x, y] = b.corner(sq);
        return count_colour(*img, x + 2, y + 2, x + sq_px - 2, y + sq_px - 2, c);
    };
    const int area = (sq_px - 4) * (sq_px - 4);
    // the move's squares in the move colour (the pinned piece's own square too), the pinning bishop red
    EXPECT_GT(inner("c3", move_c), area / 5) << "from square";
    EXPECT_GT(inner("d5", move_c), area / 5) << "to square";
    EXPECT_EQ(inner("c3", witness_c) + inner("c3", attacker_c), 0);
    EXPECT_GT(inner("b4", attacker_c), area / 5) << "the pinning bishop";
    EXPECT_GT(inner("a3", dark), area * 9 / 10) << "an empty square keeps its colour";
    // the arrow: on the board between the squares, never on the target square (its piece visible)
    EXPECT_EQ(inner("d5", arrow_c), 0) << "the arrow covers the target square";
    {
        const auto [x, y] = b.corner("d5");
        EXPECT_GT(count(*img, x + 2, y + 2, x + sq_px - 2, y + sq_px - 2, [](rgb p) { return p[0] < 40 && p[1] < 40 && p[2] < 40; }),
                  120)
            << "the black pawn on d5 is not visible";
        const auto [cx, cy] = b.corner("c4");
        const auto [ax, ay] = b.corner("d4");
        // the knight's arrow c3 → d5 crosses c4/d4; some of it is drawn, blended (half transparent)
        const auto bluish = [](rgb p) { return p[2] > p[0] + 40 && p[2] > p[1] + 10; };
        EXPECT_GT(count(*img, cx, cy, cx + sq_px, cy + sq_px, bluish) + count(*img, ax, ay, ax + sq_px, ay + sq_px, bluish), 100)
            << "no arrow";
    }
    // a white piece on a dark square: filled white, with a dark outline
    {
        const auto [x, y] = b.corner("a1");
        EXPECT_GT(count(*img, x + 2, y + 2, x + sq_px - 2, y + sq_px - 2, [](rgb p) { return p[0] > 235 && p[1] > 235 && p[2] > 235; }),
                  150)
            << "the white rook on a1 (a dark square) is not filled white";
        EXPECT_GT(count(*img, x + 2, y + 2, x + sq_px - 2, y + sq_px - 2, [](rgb p) { return p[0] < 60 && p[1] < 60 && p[2] < 60; }),
                  60)
            << "the white rook on a1 has no outline";
    }
    // the legend shows exactly the colours painted on the board: each mark colour is either on the
    // board and off it (its swatch), or nowhere
    const int x0 = b.x - 20, y0 = b.y - 4, x1 = b.x + board_px + 4, y1 = b.y + board_px + 22; // the board with its coordinates
    for (const rgb c : {move_c, attacker_c, witness_c}) {
        const int on = count_colour(*img, x0, y0, x1, y1, c);
        const int all = count_colour(*img, 0, 0, img->w, img->h, c);
        EXPECT_EQ(on > 0, all - on > 20) << "colour " << int{c[0]} << "," << int{c[1]} << "," << int{c[2]} << ": " << on
                                         << " px on the board, " << all - on << " off it (the legend)";
    }
    fs::remove_all(dir);
}

// ---- several illegal games: the index ---------------------------------------------------------

TEST(AuditHtmlBrowser, IndexOfIllegalGames) {
    REQUIRE_CHROMIUM(browser);
    const fs::path dir = temp_dir();
    const std::vector<std::string> lines = {
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 6. O-O Bg4", // castling after the rook moved
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. O-O Nd4",                       // a pinned knight moves
        "1. d4 e6 2. c4 Bb4+ 3. Nc3 d5 4. Nxd5",                          // a pinned knight captures
        "1. f3 e5 2. Kf2 Qh4+ 3. Kg3",                                    // the king steps into check
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. Xx9",                // unreadable
    };
    std::string pgn;
    const int games = 20;
    for (int i = 0; i < games; ++i)
        pgn += game(i + 1, "White, Player " + std::to_string(i + 1), "Black, Player " + std::to_string(i + 1),
                    lines[static_cast<std::size_t>(i) % lines.size()]);
    pgn += game(games + 1, "Clean, Clara", "Clean, Carl", "1. e4 e5 2. Nf3 Nc6"); // clean: not in the index
    write(dir / "many.pgn", pgn);
    const std::string html = audit_html(dir / "many.pgn", dir / "many.html", 1);
    // the index: one row per game with a finding, each a link to a section that exists
    EXPECT_EQ(occurrences(html, "<table class=\"index\">"), 1u);
    std::size_t links = 0;
    const std::string table = html.substr(html.find("<table class=\"index\">"));
    for (auto at = table.find("<a href=\"#"); at != std::string::npos && at < table.find("</table>"); at = table.find("<a href=\"#", at + 1)) {
        const auto q = table.find('"', at + 10);
        const std::string target = table.substr(at + 10, q - (at + 10));
        EXPECT_NE(html.find("id=\"" + target + "\""), std::string::npos) << "no section " << target;
        ++links;
    }
    EXPECT_EQ(links, static_cast<std::size_t>(games)); // one per game with a finding
    EXPECT_EQ(html.find("Clean, Clara"), std::string::npos);
    EXPECT_LT(html.find("<table class=\"index\">"), html.find("<svg ")); // the index comes first
    const auto img = screenshot(browser, dir / "many.html", 1200, 2000, "audit-index");
    ASSERT_TRUE(img.has_value());
    EXPECT_GT(distinct_colours(*img), 40u);
    // on the first screen: the index (dark text rows) and below it the first board
    const auto boards = find_boards(*img);
    ASSERT_FALSE(boards.empty()) << "no board on the first 2000 px";
    EXPECT_GT(boards.front().y, 700) << "the index (20 rows) should come above the first board";
    EXPECT_GT(count(*img, 0, 0, img->w, boards.front().y, [](rgb p) { return p[0] < 80 && p[1] < 80 && p[2] < 80; }), 8000)
        << "no index text above the first board";
    fs::remove_all(dir);
}

// ---- reader warnings ----------------------------------------------------------------------------

TEST(AuditHtmlBrowser, ReaderWarningsAreListed) {
    REQUIRE_CHROMIUM(browser);
    const fs::path dir = temp_dir();
    // no result at the end of the movetext: the reader's missing_result warning
    write(dir / "warn.pgn", "[Event \"w\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3\n");
    const std::string html = audit_html(dir / "warn.pgn", dir / "warn.html", 0);
    EXPECT_NE(html.find("<div class=\"finding warning warning\">"), std::string::npos) << html;
    EXPECT_NE(html.find("warn.pgn:"), std::string::npos);
    const auto img = screenshot(browser, dir / "warn.html", 1200, 700, "audit-warnings");
    ASSERT_TRUE(img.has_value());
    EXPECT_GT(distinct_colours(*img), 20u);
    fs::remove_all(dir);
}

// ---- inconsistent games: the board at the end, the clause, the finding -------------------------

TEST(AuditHtmlBrowser, InconsistentGamesShowTheirEnd) {
    REQUIRE_CHROMIUM(browser);
    const fs::path dir = temp_dir();
    // 1-0 after a stalemate: 1. Qc7 leaves black's king on a8 with no move, not in check.
    std::string pgn = "[Event \"browser test\"]\n[Round \"1\"]\n[White \"Stale, Sam\"]\n[Black \"Mate, Max\"]\n[Result \"1-0\"]\n"
                      "[SetUp \"1\"]\n[FEN \"k7/8/1K6/8/8/8/8/2Q5 w - - 0 1\"]\n\n1. Qc7 1-0\n\n";
    // the initial position for the fifth time after 8... Ng8 (fivefold repetition), then 9. e4 and 1-0
    pgn += "[Event \"browser test\"]\n[Round \"2\"]\n[White \"Five, Fay\"]\n[Black \"Fold, Fred\"]\n[Result \"1-0\"]\n\n"
           "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 1-0\n\n";
    write(dir / "ends.pgn", pgn);
    const std::string html = audit_html(dir / "ends.pgn", dir / "ends.html", 1);
    constexpr auto npos = std::string::npos;
    EXPECT_EQ(occurrences(html, "<svg "), 2u) << "one board per game: its end";
    EXPECT_EQ(occurrences(html, "<marker id=\"end-"), 2u) << "each game's end board, beside its first result finding";
    EXPECT_EQ(occurrences(html, "<div class=\"finding result error\">"), 3u) << "game 1's result, game 2's moves after the end and result";
    EXPECT_EQ(occurrences(html, "<tr class=\"inconsistent\">"), 2u) << "the index lists both";
    EXPECT_NE(html.find("<tr><th>inconsistent</th><td>2</td></tr>"), npos) << "the summary counts them";
    EXPECT_NE(html.find("<p class=\"verdict findings\">2 inconsistent of 2 games"), npos);
    // the ends, each with its clause's title, texts and evidence
    EXPECT_NE(html.find("The game ended after 1. Qc7"), npos);
    EXPECT_NE(html.find("</b> stalemate<div class=\"ru\" lang=\"ru\">"), npos);
    EXPECT_NE(html.find("has no possible move and his king is not in check"), npos); // the English text
    EXPECT_NE(html.find("Считается, что партия закончилась"), npos);                   // the Russian text
    EXPECT_NE(html.find("evidence: after 1. Qc7 black is to move, has no legal move and is not in check"), npos);
    EXPECT_NE(html.find("The game ended after 8... Ng8"), npos);
    EXPECT_NE(html.find("</b> fivefold repetition<div class=\"ru\" lang=\"ru\">"), npos);
    // the findings, each with FILE:LINE:COL (game 1's result at line 9, column 8)
    EXPECT_NE(html.find("ends.pgn:9:8</p>"), npos) << html;
    EXPECT_NE(html.find("the result contradicts the end \u2014 5.2.1: the result 1-0"), npos);
    EXPECT_NE(html.find("moves are recorded after the end \u2014 9.6.1: the game ended after 8... Ng8"), npos);
    EXPECT_NE(html.find("<b>a draw could be claimed \u2014 9.2"), npos) << "the threefold claims before the fivefold";

    const auto img = screenshot(browser, dir / "ends.html", 1200, 2400, "audit-ends");
    ASSERT_TRUE(img.has_value());
    const auto boards = find_boards(*img);
    ASSERT_EQ(boards.size(), 2u) << "both end boards on screen";
    const int area = (sq_px - 4) * (sq_px - 4);
    const auto inner = [&](const board_at& b, const char* sq, rgb c) {
        const auto [x, y] = b.corner(sq);
        return count_colour(*img, x + 2, y + 2, x + sq_px - 2, y + sq_px - 2, c);
    };
    // the stalemate: the last move c1-c7 in the move colour, the king with no move orange
    EXPECT_GT(inner(boards[0], "c1", move_c), area / 5);
    EXPECT_GT(inner(boards[0], "c7", move_c), area / 5);
    EXPECT_GT(inner(boards[0], "a8", witness_c), area / 5) << "the stalemated king";
    EXPECT_EQ(inner(boards[0], "c7", arrow_c), 0) << "the arrow covers the queen";
    // the fivefold repetition: the last move, 8... Nf6-g8
    EXPECT_GT(inner(boards[1], "f6", move_c), area / 5);
    EXPECT_GT(inner(boards[1], "g8", move_c), area / 5);
    EXPECT_EQ(count_colour(*img, 0, 0, img->w, img->h, attacker_c), 0) << "no checking piece on either board";
    // each board's legend (below it) shows exactly the colours painted on it
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const board_at& b = boards[i];
        for (const rgb c : {move_c, attacker_c, witness_c}) {
            const int on = count_colour(*img, b.x, b.y, b.x + board_px, b.y + board_px, c);
            const int key = count_colour(*img, b.x - 20, b.y + board_px + 22, b.x + board_px, b.y + board_px + 80, c);
            EXPECT_EQ(on > 0, key > 20) << "board " << i << ", colour " << int{c[0]} << "," << int{c[1]} << "," << int{c[2]} << ": " << on
                                        << " px on the board, " << key << " in its legend";
        }
    }
    fs::remove_all(dir);
}

} // namespace
