// sgfgen: writes the deterministic synthetic benchmark collection (see synthetic_sgf.h), or
// one game of an extreme shape for the game-tree map (tree_shapes.h).
//   sgfgen [--megabytes MB] [--seed N] [--output FILE]     (FILE "-" or none: standard output)
//   sgfgen --shape siblings|nested|line|staircase --count N [--output FILE]
//   sgfgen --shape archive [--games N | --megabytes MB] [--seed N] [--output FILE]
//                          a professional-game archive (archive_sgf.h), 70,000 games unless told
//   sgfgen --hostile NAME [--count N] [--output FILE]   a file of issue 18 (hostile_sgf.h);
//                                                        the count defaults to the issue's
#include "archive_sgf.h"
#include "hostile_sgf.h"
#include "synthetic_sgf.h"
#include "tree_shapes.h"

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
              << "       sgfgen --shape siblings|nested|line|staircase --count N [--output FILE]\n"
              << "       sgfgen --shape archive [--games N | --megabytes MB] [--seed N] "
                 "[--output FILE]\n"
              << "       sgfgen --hostile NAME [--count N] [--output FILE]\n"
              << "  defaults: 21 MB (1 MB = 1,000,000 bytes), the built-in seed, standard "
                 "output\n";
    std::exit(2);
}

FILE *openOutput(const std::string &output)
{
    if (output == "-") return stdout;
    FILE *file = std::fopen(output.c_str(), "wb");
    if (!file) {
        std::cerr << "sgfgen: cannot write " << output << ": " << std::strerror(errno) << "\n";
        std::exit(1);
    }
    return file;
}

// Written a game at a time: the 1 GB archive is never held whole.
int writeArchive(const sgfbench::ArchiveOptions &options, const std::string &output)
{
    FILE *file = openOutput(output);
    std::size_t bytes = 0;
    bool failed = false;
    const auto counts = sgfbench::writeArchive(options, [&](std::string_view game) {
        failed = failed || std::fwrite(game.data(), 1, game.size(), file) != game.size();
        bytes += game.size();
    });
    if (std::fflush(file) != 0 || failed || (file != stdout && std::fclose(file) != 0)) {
        std::cerr << "sgfgen: cannot write " << output << ": " << std::strerror(errno) << "\n";
        return 1;
    }
    std::cerr << "sgfgen: " << bytes << " bytes, " << counts.games << " games, " << counts.nodes
              << " nodes\n";
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    sgfbench::SyntheticOptions options;
    sgfbench::ArchiveOptions archive;
    std::string output = "-", shape, hostile;
    std::size_t count = 0;
    bool seedGiven = false, megabytesGiven = false;
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--help" || option == "-h") usage("writes a synthetic SGF collection");
        if (i + 1 >= argc) usage(("missing value after " + option).c_str());
        const char *value = argv[++i];
        char *end = nullptr;
        if (option == "--megabytes" || option == "-m") {
            options.megabytes = std::strtod(value, &end);
            if (*end || options.megabytes <= 0) usage("--megabytes wants a positive number");
            megabytesGiven = true;
        } else if (option == "--seed" || option == "-s") {
            options.seed = std::strtoull(value, &end, 0);
            if (*end) usage("--seed wants an integer");
            seedGiven = true;
        } else if (option == "--output" || option == "-o") {
            output = value;
        } else if (option == "--shape") {
            shape = value;
        } else if (option == "--hostile") {
            hostile = value;
        } else if (option == "--count" || option == "-n") {
            count = std::strtoull(value, &end, 0);
            if (*end || count == 0) usage("--count wants a positive integer");
        } else if (option == "--games") {
            archive.games = std::strtoull(value, &end, 0);
            if (*end || archive.games == 0) usage("--games wants a positive integer");
        } else {
            usage(("unknown option " + option).c_str());
        }
    }

    if (shape == "archive") {
        if (megabytesGiven) archive.megabytes = options.megabytes;
        if (seedGiven) archive.seed = options.seed;
        return writeArchive(archive, output);
    }
    sgfbench::SyntheticCollection collection;
    if (!hostile.empty()) {
        const auto *found = testdata::hostile::findCase(hostile);
        if (!found) {
            std::string names;
            for (const auto &c : testdata::hostile::cases()) names += std::string(" ") + c.name;
            usage(("unknown hostile file " + hostile + "; one of" + names).c_str());
        }
        collection.text = found->make(count ? count : found->issue);
        collection.games = 0; // not counted
    } else if (shape.empty()) {
        collection = sgfbench::generateSyntheticCollection(options);
    } else {
        if (count == 0) usage("--shape wants --count");
        collection.games = 1;
        if (shape == "siblings") {
            collection.text = testdata::siblingsSgf(count);
            collection.nodes = count + 1;
        } else if (shape == "nested") {
            collection.text = testdata::nestedSgf(count);
            collection.nodes = count + 1;
        } else if (shape == "line") {
            collection.text = testdata::lineSgf(count);
            collection.nodes = count + 1;
        } else if (shape == "staircase") {
            collection.text = testdata::staircaseSgf(count);
            collection.nodes = 2 * count + 1;
        } else {
            usage(("unknown shape " + shape).c_str());
        }
    }
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
    std::cerr << "sgfgen: " << collection.text.size() << " bytes";
    if (hostile.empty())
        std::cerr << ", " << collection.games << " games, " << collection.nodes << " nodes";
    std::cerr << "\n";
    return 0;
}
