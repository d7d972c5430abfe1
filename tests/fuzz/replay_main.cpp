// Runs a fuzz target over files and folders of inputs, for builds without libFuzzer: the seeds
// (and the shared corpus, when present) then go through the same checks in every test run.
#include "fuzz_checks.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> inputsIn(const fs::path &path)
{
    std::vector<fs::path> files;
    if (!fs::is_directory(path)) return {path};
    for (const auto &entry : fs::recursive_directory_iterator(path))
        if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readFile(const fs::path &path)
{
    std::ifstream stream(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>()};
}

} // namespace

int main(int argc, char **argv)
{
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        if (!fs::exists(argv[i])) {
            std::cout << argv[i] << ": not found, skipped\n";
            continue;
        }
        for (const fs::path &file : inputsIn(argv[i])) {
            std::cout << file.string() << std::endl; // named before it runs, in case it aborts
            const std::string bytes = readFile(file);
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()),
                                   bytes.size());
            ++count;
        }
    }
    std::cout << count << " inputs passed\n";
    return count > 0 ? 0 : 1;
}
