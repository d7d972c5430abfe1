// findbench: how fast sgf::search finds a word in the comments and names of a file.
//
//   findbench [--runs N] [--word WORD] [--regex PATTERN] FILE...
//
// Each file is read and decoded as the window reads it (DocumentLoader), then searched
// (scope: comments and names, the find bar's default) with a case-sensitive substring, a
// case-insensitive one and a regular expression (RegexMatcher, PCRE2 through
// QRegularExpression). One row per file: hits and the median time of N runs, in the
// process's CPU time. A developer's tool: nothing here asserts a time.
#include "io/documentloader.h"
#include "models/findquery.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace {

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

struct Timing {
    std::size_t hits = 0;
    double milliseconds = 0;
};

Timing measure(const sgf::Collection &collection, const sgfview::FindQuery &query, int runs)
{
    const auto matcher = sgfview::makeMatcher(query);
    const sgf::SearchOptions options = sgfview::searchOptions(query);
    std::vector<double> times;
    Timing timing;
    for (int run = 0; run < runs; ++run) {
        std::size_t hits = 0;
        const double start = cpuSeconds();
        sgf::search(collection, options, *matcher, [&](const sgf::SearchHit &) {
            ++hits;
            return true;
        });
        times.push_back((cpuSeconds() - start) * 1000);
        timing.hits = hits;
    }
    std::sort(times.begin(), times.end());
    timing.milliseconds = times[times.size() / 2];
    return timing;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int runs = 11;
    QString word = QStringLiteral("tenuki");
    QString regex = QStringLiteral("ten[a-z]ki|lad+er");
    QStringList files;
    const QStringList arguments = app.arguments();
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--runs") && i + 1 < arguments.size())
            runs = std::max(1, arguments[++i].toInt());
        else if (arguments[i] == QLatin1String("--word") && i + 1 < arguments.size())
            word = arguments[++i];
        else if (arguments[i] == QLatin1String("--regex") && i + 1 < arguments.size())
            regex = arguments[++i];
        else
            files << arguments[i];
    }
    std::printf("| file | MB | hits | substring ms | ignoring case ms | regex hits | regex ms |\n");
    std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (const QString &file : files) {
        const sgfview::LoadResult result = sgfview::DocumentLoader::load(file, {});
        if (!result.document) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(file), qPrintable(result.error));
            return 1;
        }
        const sgf::Collection &collection = result.document->collection;
        sgfview::FindQuery query;
        query.pattern = word;
        query.matchCase = true;
        const Timing exact = measure(collection, query, runs);
        query.matchCase = false;
        const Timing folded = measure(collection, query, runs);
        query.pattern = regex;
        query.regularExpression = true;
        query.matchCase = true;
        const Timing expression = measure(collection, query, runs);
        std::printf("| %s | %.2f | %zu | %.1f | %.1f | %zu | %.1f |\n", qPrintable(file),
                    double(collection.text().size()) / 1e6, exact.hits, exact.milliseconds,
                    folded.milliseconds, expression.hits, expression.milliseconds);
    }
    return 0;
}
