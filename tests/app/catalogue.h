// The translation catalogues as lupdate wrote them (resources/translations/*.ts), read with
// QXmlStreamReader, and a translator that records what the program asks for, so a test can
// check that every text it uses reaches the catalogue under the context it is asked in.
#pragma once

#include <QFile>
#include <QMutex>
#include <QSet>
#include <QStringList>
#include <QTranslator>
#include <QXmlStreamReader>

namespace testdata {

struct CatalogueMessage {
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    QStringList translations; // one, or one per plural form
};

inline QString cataloguePath(const QString &language)
{
    return QStringLiteral(SGFVIEW_SOURCE_DIR "/resources/translations/sgfview_%1.ts").arg(language);
}

// Every message of the .ts file for language; empty if it cannot be read.
inline QList<CatalogueMessage> readCatalogue(const QString &language)
{
    QFile file(cataloguePath(language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QList<CatalogueMessage> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            CatalogueMessage message;
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            messages.append(message);
        } else if (name == QLatin1String("source") && !messages.isEmpty()) {
            messages.last().source = xml.readElementText();
        } else if (name == QLatin1String("translation") && !messages.isEmpty()) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            messages.last().unfinished = type == QLatin1String("unfinished");
            if (!messages.last().numerus) messages.last().translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform") && !messages.isEmpty()) {
            messages.last().translations << xml.readElementText();
        }
    }
    return xml.hasError() ? QList<CatalogueMessage>() : messages;
}

// Context and source text, the key a translator looks a text up by.
inline QString catalogueKey(const QString &context, const QString &source)
{
    return context + QLatin1Char('\x1f') + source;
}

// Installed last (asked first), it notes every lookup and translates nothing, so the
// translators below answer as usual. Lookups may come from worker threads.
class LookupRecorder : public QTranslator {
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QMutexLocker lock(&mutex_);
        keys_.insert(catalogueKey(QString::fromUtf8(context), QString::fromUtf8(source)));
        return {};
    }
    bool isEmpty() const override { return false; }

    // The lookups of sgfview's own contexts: Qt's ("QMessageBox", "QShortcut") are left out.
    QStringList ownKeys() const
    {
        const QMutexLocker lock(&mutex_);
        QStringList own;
        for (const QString &key : keys_)
            if (!(key.size() > 1 && key[0] == QLatin1Char('Q') && key[1].isUpper())) own << key;
        own.sort();
        return own;
    }

private:
    mutable QMutex mutex_;
    mutable QSet<QString> keys_;
};

} // namespace testdata
