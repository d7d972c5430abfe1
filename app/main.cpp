// sgfview: the window for each FILE, or a command-line mode (--json, --check, --thumbnail)
// that never touches a display.
#include "cli/commandline.h"
#include "cli/thumbnail.h"
#include "hugepagestart.h"
#include "translations.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPalette>
#include <QStyleFactory>

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

// SGFVIEW_PALETTE=dark: Fusion with a dark palette, whatever the desktop's theme, to look at
// the window in the dark (screenshots, tests under Xvfb).
void applyPaletteFromEnvironment()
{
    if (qEnvironmentVariable("SGFVIEW_PALETTE") != QLatin1String("dark")) return;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(45, 45, 48));
    dark.setColor(QPalette::WindowText, QColor(220, 220, 220));
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
    dark.setColor(QPalette::Text, QColor(220, 220, 220));
    dark.setColor(QPalette::Button, QColor(53, 53, 56));
    dark.setColor(QPalette::ButtonText, QColor(220, 220, 220));
    dark.setColor(QPalette::Highlight, QColor(42, 130, 218));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::ToolTipBase, QColor(45, 45, 48));
    dark.setColor(QPalette::ToolTipText, QColor(220, 220, 220));
    QApplication::setPalette(dark);
}

} // namespace

int main(int argc, char *argv[])
{
    // Started by the launcher with glibc's heap on huge pages for a big file: nothing this
    // program starts inherits the setting.
    sgfview::putBackEnvironmentAfterStart();
    describeApplication();
    if (sgfview::wantsThumbnail(argc, argv)) {
        // Painting needs QtGui, never a display: thumbnailers run where there is none.
        sgfview::prepareThumbnailEnvironment();
        QGuiApplication app(argc, argv);
        QCommandLineParser parser;
        parseArguments(parser, app);
        return sgfview::runThumbnail(parser);
    }
    if (sgfview::wantsCommandLine(argc, argv)) {
        QCoreApplication app(argc, argv);
        QCommandLineParser parser;
        parseArguments(parser, app);
        return sgfview::runCommandLine(parser);
    }

    QApplication app(argc, argv);
    applyPaletteFromEnvironment();
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
        // The load runs on a worker thread while the window is made and shown.
        auto *window =
            new sgfview::MainWindow(file, parser.value(QStringLiteral("encoding")).toLatin1());
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    }
    return app.exec();
}
