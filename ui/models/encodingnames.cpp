#include "encodingnames.h"

#include <QCoreApplication>

namespace sgfview::encodingnames {

namespace {

// The context lupdate files these words under.
struct EncodingNames {
    Q_DECLARE_TR_FUNCTIONS(EncodingNames)
};

struct Group {
    const char *language;
    std::initializer_list<const char *> codecs;
};

// Each charset that availableEncodings() offers, under the writing it is for.
const Group groups[] = {
    {QT_TRANSLATE_NOOP("EncodingNames", "Unicode"), {"UTF-8", "UTF-16LE", "UTF-16BE"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Chinese, Simplified"), {"GB18030", "GBK", "GB2312"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Chinese, Traditional"), {"Big5", "Big5-HKSCS"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Japanese"), {"Shift_JIS", "EUC-JP", "ISO-2022-JP"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Korean"), {"EUC-KR", "CP949"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Western European"),
     {"ISO-8859-1", "windows-1252", "ISO-8859-15"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Central European"), {"ISO-8859-2", "windows-1250"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Cyrillic"), {"windows-1251", "KOI8-R", "ISO-8859-5"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Greek"), {"ISO-8859-7", "windows-1253"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Turkish"), {"ISO-8859-9", "windows-1254"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Baltic"), {"windows-1257"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Vietnamese"), {"windows-1258"}},
    {QT_TRANSLATE_NOOP("EncodingNames", "Thai"), {"windows-874"}},
};

} // namespace

int group(const QString &codec)
{
    for (int i = 0; i < int(std::size(groups)); ++i)
        for (const char *name : groups[i].codecs)
            if (codec.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) return i;
    return -1;
}

QString label(const QString &codec)
{
    const int i = group(codec);
    if (i < 0) return codec;
    //: A charset in View > Encoding: the language it is for, then its name ("Japanese
    //: (Shift_JIS)").
    return EncodingNames::tr("%1 (%2)").arg(EncodingNames::tr(groups[i].language), codec);
}

} // namespace sgfview::encodingnames
