// What sgf::check() finds in a text read leniently, as the command line words it:
// "LINE:COLUMN: SEVERITY: MESSAGE", one string a finding, in document order (the reading's
// own repairs are not among them).
#pragma once

#include "sgf/check.h"
#include "sgf/parser.h"

#include <QByteArray>
#include <QStringList>

namespace testdata {

inline QStringList findingsOf(const QByteArray &sgf, const sgf::CheckOptions &options = {})
{
    const sgf::Collection collection = sgf::parseCollection(
        std::string_view(sgf.constData(), std::size_t(sgf.size())), sgf::ParseOptions::lenient());
    QStringList out;
    for (const sgf::Diagnostic &finding : sgf::check(collection, options).findings)
        out << QString::fromStdString(sgf::format(finding));
    return out;
}

} // namespace testdata

namespace testdata {

// "LINE:COLUMN" of where a marker starts in the text: its first occurrence, or its n-th with
// "marker#n". Tests state where a finding is by what is there (the value's "[zz]", the
// identifier "PW"), and this counts the place, so that no expected column is copied from
// the checker's output.
inline QString placeOf(const QByteArray &text, const QString &marker)
{
    QString what = marker;
    int nth = 1;
    if (const auto hash = marker.lastIndexOf('#'); hash > 0) {
        bool ok = false;
        const int n = marker.mid(hash + 1).toInt(&ok);
        if (ok) {
            what = marker.left(hash);
            nth = n;
        }
    }
    const QString s = QString::fromUtf8(text);
    qsizetype at = -1;
    for (int i = 0; i < nth; ++i) at = s.indexOf(what, at + 1);
    if (at < 0) return QStringLiteral("(no %1)").arg(marker);
    const QString before = s.left(at);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return QStringLiteral("%1:%2").arg(before.count('\n') + 1).arg(at - lineStart + 1);
}

// Expected findings written "MARKER: SEVERITY: MESSAGE", placed in the text by placeOf.
inline QStringList placed(const QByteArray &text, const QStringList &expected)
{
    QStringList out;
    for (const QString &e : expected) {
        const qsizetype colon = e.indexOf(QStringLiteral(": "));
        out << placeOf(text, e.left(colon)) + e.mid(colon);
    }
    return out;
}

} // namespace testdata
