// sgfview: the window for each FILE, or a command-line mode (--json, --check) that never
// touches a display.
#include "cli/commandline.h"
#include "translations.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("sgfview"));
    QCoreApplication::setApplicationName(QStringLiteral("sgfview"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SGFVIEW_VERSION));
}

// Installs the language --lang asks for, then declares the options and parses the arguments:
// declared after it, their descriptions (--help) are in that language. --help and --version
// print and exit here.
void parseArguments(QCommandLineParser &parser, const QCoreApplication &app)
{
    QCommandLineParser language;
    sgfview::addOptions(language);
    language.parse(app.arguments()); // errors are reported by the parse that counts
    sgfview::installTranslations(language.value(QStringLiteral("lang")));
    sgfview::addOptions(parser);
    parser.process(app);
}

} // namespace

int main(int argc, char *argv[])
{
    describeApplication();
    if (sgfview::wantsCommandLine(argc, argv)) {
        QCoreApplication app(argc, argv);
        QCommandLineParser parser;
        parseArguments(parser, app);
        return sgfview::runCommandLine(parser);
    }

    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.sgfview.SgfView"));
    QCommandLineParser parser;
    parseArguments(parser, app);

    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        auto *window = new sgfview::MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    }
    for (const QString &file : files) {
        auto *window = new sgfview::MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        // The load runs on a worker thread while the window is shown.
        window->open(file, parser.value(QStringLiteral("encoding")).toLatin1());
        window->show();
    }
    return app.exec();
}
