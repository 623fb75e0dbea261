// A plain main for the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp) in builds without libFuzzer:
// runs LLVMFuzzerTestOneInput once on each file named on the command line (the seed corpus and the
// kept regressions). A broken invariant aborts (FUZZ_CHECK); an unreadable file is exit status 2.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
    int ran = 0;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "fuzz replay: cannot read %s\n", argv[i]);
            return 2;
        }
        const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        ++ran;
    }
    std::printf("fuzz replay: %d inputs, every invariant held\n", ran);
    return ran > 0 ? 0 : 2;
}
