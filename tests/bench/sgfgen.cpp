// sgfgen: writes the deterministic synthetic benchmark collection (see synthetic_sgf.h).
//   sgfgen [--megabytes MB] [--seed N] [--output FILE]     (FILE "-" or none: standard output)
#include "synthetic_sgf.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

namespace {

[[noreturn]] void usage(const char *problem)
{
    std::cerr << "sgfgen: " << problem << "\n"
              << "usage: sgfgen [--megabytes MB] [--seed N] [--output FILE]\n"
              << "  defaults: 21 MB (1 MB = 1,000,000 bytes), the built-in seed, standard "
                 "output\n";
    std::exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    sgfbench::SyntheticOptions options;
    std::string output = "-";
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--help" || option == "-h") usage("writes a synthetic SGF collection");
        if (i + 1 >= argc) usage(("missing value after " + option).c_str());
        const char *value = argv[++i];
        char *end = nullptr;
        if (option == "--megabytes" || option == "-m") {
            options.megabytes = std::strtod(value, &end);
            if (*end || options.megabytes <= 0) usage("--megabytes wants a positive number");
        } else if (option == "--seed" || option == "-s") {
            options.seed = std::strtoull(value, &end, 0);
            if (*end) usage("--seed wants an integer");
        } else if (option == "--output" || option == "-o") {
            output = value;
        } else {
            usage(("unknown option " + option).c_str());
        }
    }

    const auto collection = sgfbench::generateSyntheticCollection(options);
    if (output == "-") {
        std::fwrite(collection.text.data(), 1, collection.text.size(), stdout);
    } else {
        std::ofstream file(output, std::ios::binary);
        file.write(collection.text.data(), std::streamsize(collection.text.size()));
        if (!file.flush()) {
            std::cerr << "sgfgen: cannot write " << output << ": " << std::strerror(errno) << "\n";
            return 1;
        }
    }
    std::cerr << "sgfgen: " << collection.text.size() << " bytes, " << collection.games
              << " games, " << collection.nodes << " nodes\n";
    return 0;
}
