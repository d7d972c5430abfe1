// The words of a problem (sgf/diagnostic_code.h) in the user's language: its message from
// its code and arguments, its severity, its place. The English texts are the core's
// patterns, repeated here so that lupdate finds them; a test (tst_problemtext) keeps the two
// the same. Counts, lines and columns take the locale's digits, SGF keeps its own ("B[zz]",
// "FF[3]") and, in a right-to-left language, its own direction.
#pragma once

#include "sgf/diagnostic.h"

#include <QCoreApplication>
#include <QString>

namespace sgfview {

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)

public:
    static QString message(const sgf::Diagnostic &problem);
    static QString severity(sgf::Severity severity);
    // "12:5", line and column in the locale's digits.
    static QString place(const sgf::Position &position);
};

} // namespace sgfview
