// sgfbench: how fast the core parses and writes SGF and how much memory it takes.
//
//   sgfbench [--runs N] [--cpu-time] [--generate[=MB]] [--seed N] [--tsv] [FILE...]
//
// For each file (and the synthetic collection with --generate) one row: size, nodes, parse
// speed strict and lenient (cold: the first parse in a fresh process; warm: repeated in
// this one), nodes a second, write speed, tree bytes per node and per input byte, and the
// peak RSS of a fresh process that reads the file and parses it leniently (what
// `sgfview --check` does). Speeds are medians of N runs; 1 MB = 1,000,000 bytes. Parsing
// is timed from bytes in memory: the input is copied outside the timing, then moved in.
// A developer's tool: nothing here asserts a time.
#include "sgf/check.h"
#include "sgf/parser.h"
#include "sgf/writer.h"
#include "synthetic_sgf.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <limits>
#include <malloc.h>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct Cell {
    std::string header;
    std::string value;
};
using Row = std::vector<Cell>;

struct Input {
    std::string name;
    std::string path; // a file a child process can read
    std::string bytes;
};

struct Settings {
    int runs = 7;
    bool tsv = false;
    bool generate = false;
    sgfbench::SyntheticOptions synthetic;
    std::vector<std::string> files;
};

// Wall-clock time by default; with --cpu-time the CPU time of this process (user and
// system, so page faults count), which other load on a shared machine disturbs less.
bool useCpuTime = false;

double now()
{
    timespec t{};
    clock_gettime(useCpuTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

double secondsOf(const std::function<void()> &work)
{
    const double start = now();
    work();
    return now() - start;
}

double median(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

double megabytes(double bytes)
{
    return bytes / 1e6;
}

std::string readFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary | std::ios::ate);
    if (!file) throw std::runtime_error("cannot open " + path);
    std::string bytes(std::size_t(file.tellg()), '\0');
    file.seekg(0);
    file.read(bytes.data(), std::streamsize(bytes.size()));
    if (!file) throw std::runtime_error("cannot read " + path);
    return bytes;
}

// Peak resident set size of this process in kB: VmHWM, or getrusage where /proc is absent.
long peakRssKilobytes()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0) return std::strtol(line.c_str() + 6, nullptr, 10);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// The first three fields of /proc/loadavg: wall-clock figures mean little on a busy machine.
std::string loadAverage()
{
    std::ifstream file("/proc/loadavg");
    std::string one, five, fifteen;
    if (!(file >> one >> five >> fifteen)) return "unknown";
    return one + " " + five + " " + fifteen;
}

// Parses a fresh copy of the input `runs` times; the copy and the old tree are made and
// freed outside the timing. Returns the seconds of each run and the last tree.
std::vector<double> timeParses(const std::string &bytes, const sgf::ParseOptions &options, int runs,
                               sgf::Collection &collection)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        std::string copy = bytes;
        collection = sgf::Collection();
        times.push_back(
            secondsOf([&] { collection = sgf::parseCollection(std::move(copy), options); }));
    }
    return times;
}

// --- The child: one cold lenient parse in a fresh process --------------------------------

int childMain(const std::string &path)
{
    std::string bytes = readFile(path);
    const auto size = bytes.size();
    sgf::Collection collection;
    const double seconds = secondsOf(
        [&] { collection = sgf::parseCollection(std::move(bytes), sgf::ParseOptions::lenient()); });
    std::cout << seconds << ' ' << size << ' ' << collection.nodeCount() << ' '
              << peakRssKilobytes() << '\n';
    return 0;
}

struct ChildResult {
    double seconds = 0;
    long peakKilobytes = 0;
};

// Runs this executable again as `sgfbench --child PATH` and reads its one line.
ChildResult runChild(const std::string &path)
{
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) throw std::runtime_error("pipe failed");
    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        dup2(pipeEnds[1], STDOUT_FILENO);
        close(pipeEnds[0]);
        close(pipeEnds[1]);
        const char *args[] = {"sgfbench", useCpuTime ? "--child-cpu-time" : "--child", path.c_str(),
                              nullptr};
        execv("/proc/self/exe", const_cast<char *const *>(args));
        _exit(127);
    }
    close(pipeEnds[1]);
    std::string output;
    char buffer[256];
    for (ssize_t n; (n = read(pipeEnds[0], buffer, sizeof buffer)) > 0;)
        output.append(buffer, std::size_t(n));
    close(pipeEnds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    ChildResult result;
    std::size_t size = 0, nodes = 0;
    std::istringstream line(output);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        !(line >> result.seconds >> size >> nodes >> result.peakKilobytes))
        throw std::runtime_error("the child process failed on " + path);
    return result;
}

// --- Measurements ---------------------------------------------------------------------

// Returns the median warm lenient parse in seconds.
double measureParsing(const Input &input, const Settings &settings, Row &row,
                      sgf::Collection &collection)
{
    const double size = double(input.bytes.size());
    std::string strict;
    try {
        const auto times = timeParses(input.bytes, {}, settings.runs, collection);
        strict = fixed(megabytes(size) / median(times), 0);
    } catch (const sgf::ParseError &) {
        strict = "refused";
    }
    const auto lenientTimes =
        timeParses(input.bytes, sgf::ParseOptions::lenient(), settings.runs, collection);
    const double warm = median(lenientTimes);

    std::vector<double> coldTimes, peaks;
    for (int i = 0; i < settings.runs; ++i) {
        const auto child = runChild(input.path);
        coldTimes.push_back(child.seconds);
        peaks.push_back(double(child.peakKilobytes));
    }
    const double nodes = double(collection.nodeCount());
    row.push_back({"strict MB/s", strict});
    row.push_back({"lenient cold MB/s", fixed(megabytes(size) / median(coldTimes), 0)});
    row.push_back({"lenient warm MB/s", fixed(megabytes(size) / warm, 0)});
    row.push_back({"Mnodes/s", fixed(nodes / warm / 1e6, 1)});
    row.push_back({"read+parse RSS MB", fixed(median(peaks) / 1024, 1)});
    return warm;
}

void measureWriting(const sgf::Collection &collection, const Settings &settings, Row &row)
{
    std::vector<double> times;
    std::size_t written = 0;
    for (int i = 0; i < settings.runs; ++i) {
        std::string text;
        times.push_back(secondsOf([&] { text = sgf::write(collection); }));
        written = text.size();
    }
    row.push_back({"write MB/s", fixed(megabytes(double(written)) / median(times), 0)});
}

// sgf::check() on the parsed tree, repeated: what it adds to `sgfview --check`, which reads
// the file, parses it leniently and checks it. "check ms" is on one thread, "check %" its
// median time over the median warm lenient parse; "check wall ms" is what --check spends,
// with a thread per core on a big collection, on the wall clock (the CPU time of several
// threads adds up).
void measureChecking(const sgf::Collection &collection, const Settings &settings, double parse,
                     Row &row)
{
    const auto timesOf = [&](const sgf::CheckOptions &options, bool wall, std::size_t &findings) {
        std::vector<double> times;
        for (int i = 0; i < settings.runs; ++i) {
            sgf::CheckResult result;
            const bool cpuTime = useCpuTime;
            useCpuTime = cpuTime && !wall;
            times.push_back(secondsOf([&] { result = sgf::check(collection, options); }));
            useCpuTime = cpuTime;
            findings = result.findings.size();
            for (const std::size_t unlisted : result.unlisted) findings += unlisted;
        }
        return median(times);
    };
    sgf::CheckOptions oneThread;
    oneThread.threads = 1;
    std::size_t findings = 0;
    const double seconds = timesOf(oneThread, false, findings);
    row.push_back({"check ms", fixed(seconds * 1e3, 0)});
    row.push_back({"check %", fixed(parse > 0 ? 100 * seconds / parse : 0, 0)});
    row.push_back({"check wall ms", fixed(timesOf({}, true, findings) * 1e3, 0)});
    row.push_back({"findings", std::to_string(findings)});
}

void measureMemory(const Input &input, const sgf::Collection &collection, Row &row)
{
    const double bytes = double(collection.memoryUsage());
    row.push_back({"tree B/node",
                   fixed(bytes / double(std::max<std::size_t>(1, collection.nodeCount())), 1)});
    row.push_back(
        {"tree B/byte", fixed(bytes / double(std::max<std::size_t>(1, input.bytes.size())), 2)});
}

Row measure(const Input &input, const Settings &settings)
{
    Row row;
    row.push_back({"file", input.name});
    row.push_back({"MB", fixed(megabytes(double(input.bytes.size())), 2)});
    sgf::Collection collection;
    double parse = 0;
    try {
        parse = measureParsing(input, settings, row, collection);
    } catch (const sgf::ParseError &error) {
        row.resize(2); // nothing else to measure: say why under "nodes"
        row.push_back({"nodes", std::string("not SGF: ") + error.what()});
        return row;
    }
    row.insert(row.begin() + 2, {"nodes", std::to_string(collection.nodeCount())});
    measureWriting(collection, settings, row);
    measureChecking(collection, settings, parse, row);
    measureMemory(input, collection, row);
    return row;
}

// --- Output -------------------------------------------------------------------------------

void print(const std::vector<Row> &rows, bool tsv)
{
    if (rows.empty()) return;
    const Row *widest = &rows.front();
    for (const Row &row : rows)
        if (row.size() > widest->size()) widest = &row;
    std::vector<std::size_t> widths;
    for (const Cell &cell : *widest) widths.push_back(cell.header.size());
    for (const Row &row : rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].value.size());
    const auto line = [&](const auto &text) {
        for (std::size_t i = 0; i < widest->size(); ++i) {
            const std::string cell = text(i);
            if (tsv)
                std::cout << (i ? "\t" : "") << cell;
            else if (i == 0)
                std::cout << std::left << std::setw(int(widths[i])) << cell;
            else
                std::cout << "  " << std::right << std::setw(int(widths[i])) << cell;
        }
        std::cout << '\n';
    };
    line([&](std::size_t i) { return (*widest)[i].header; });
    for (const Row &row : rows)
        line([&](std::size_t i) { return i < row.size() ? row[i].value : std::string(); });
}

[[noreturn]] void usage(const std::string &problem)
{
    std::cerr << "sgfbench: " << problem << "\n"
              << "usage: sgfbench [--runs N] [--cpu-time] [--generate[=MB]] [--seed N] [--tsv] "
                 "[FILE...]\n"
              << "  --runs N        median of N runs (default 7)\n"
              << "  --generate[=MB] also measure the synthetic collection (default 21 MB)\n"
              << "  --seed N        seed of the synthetic collection\n"
              << "  --cpu-time      time with this process's CPU time, not the wall clock\n"
              << "  --tsv           tab-separated output\n";
    std::exit(2);
}

Settings parseArguments(int argc, char **argv)
{
    Settings settings;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage("missing value after " + arg);
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            usage("measures the SGF core");
        } else if (arg == "--runs") {
            settings.runs = std::atoi(value().c_str());
            if (settings.runs < 1) usage("--runs wants a positive number");
        } else if (arg == "--cpu-time") {
            useCpuTime = true;
        } else if (arg == "--tsv") {
            settings.tsv = true;
        } else if (arg == "--generate") {
            settings.generate = true;
        } else if (arg.rfind("--generate=", 0) == 0) {
            settings.generate = true;
            settings.synthetic.megabytes = std::atof(arg.c_str() + 11);
            if (settings.synthetic.megabytes <= 0) usage("--generate wants a positive size");
        } else if (arg == "--seed") {
            settings.synthetic.seed = std::strtoull(value().c_str(), nullptr, 0);
        } else if (!arg.empty() && arg[0] == '-') {
            usage("unknown option " + arg);
        } else {
            settings.files.push_back(arg);
        }
    }
    if (settings.files.empty() && !settings.generate) usage("no file given");
    return settings;
}

// The synthetic collection, written to a temporary file for the child processes.
Input syntheticInput(const Settings &settings)
{
    auto generated = sgfbench::generateSyntheticCollection(settings.synthetic);
    char path[] = "/tmp/sgfbench-XXXXXX";
    const int fd = mkstemp(path);
    if (fd < 0) throw std::runtime_error("cannot create a temporary file");
    const char *p = generated.text.data();
    for (std::size_t left = generated.text.size(); left > 0;) {
        const ssize_t n = write(fd, p, left);
        if (n <= 0) throw std::runtime_error("cannot write a temporary file");
        p += n;
        left -= std::size_t(n);
    }
    close(fd);
    return {"synthetic " + fixed(settings.synthetic.megabytes, 0) + " MB", path,
            std::move(generated.text)};
}

} // namespace

int main(int argc, char **argv)
{
    try {
        if (argc == 3 && std::string(argv[1]).rfind("--child", 0) == 0) {
            useCpuTime = std::string(argv[1]) == "--child-cpu-time";
            return childMain(argv[2]);
        }
        const Settings settings = parseArguments(argc, argv);
        // Warm runs reuse memory: keep freed blocks in the heap instead of returning them to
        // the system, where the next run would fault them in afresh (cold runs are measured
        // in fresh child processes, which do not do this).
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
        std::vector<Row> rows;
        if (settings.generate) {
            const Input input = syntheticInput(settings);
            rows.push_back(measure(input, settings));
            std::remove(input.path.c_str());
        }
        for (const std::string &path : settings.files) {
            const auto slash = path.find_last_of('/');
            const Input input{slash == std::string::npos ? path : path.substr(slash + 1), path,
                              readFile(path)};
            rows.push_back(measure(input, settings));
        }
        if (!settings.tsv)
            std::cout << "median of " << settings.runs << " runs, "
                      << (useCpuTime ? "CPU time" : "wall-clock time")
                      << "; 1 MB = 1,000,000 bytes; load average " << loadAverage() << '\n';
        print(rows, settings.tsv);
    } catch (const std::exception &error) {
        std::cerr << "sgfbench: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
