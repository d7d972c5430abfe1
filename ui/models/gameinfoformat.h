// Game-info values as a person reads them, following the FF[4] spec's value formats: RE
// ("B+R" -> "Black wins by resignation"), TM in seconds ("1 hour 30 minutes"), KM and HA as
// numbers, in the locale's digits. A value that does not follow the spec's format is shown as
// written, so nothing the file says is lost.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sgfview {

class GameInfoFormat {
    Q_DECLARE_TR_FUNCTIONS(GameInfoFormat)

public:
    // RE: "0"/"Draw", "B+"/"W+" with a score, R(esign), T(ime) or F(orfeit), "Void", "?".
    // The words are read without regard to case ("draw", "B+r"): servers write them so.
    static QString result(const QString &value);
    // TM: seconds as hours, minutes and seconds.
    static QString timeLimit(const QString &value);
    // A Real, without a '+' sign, leading zeros or trailing fraction zeros ("6.5").
    static QString real(const QString &value);
    // KM: a Real, or Fox's hundredths ("750" is "7.5"), as sgf::parseKomi reads it.
    static QString komi(const QString &value);
    // HA: a Number, likewise ("3").
    static QString number(const QString &value);
    // A number as written with ASCII digits ("-7.5"), in the locale's digits, decimal point
    // and minus sign, as the status bar writes its counts.
    static QString localDigits(const QString &number);
    // PB/BR, PW/WR: "Name (rank)", or whichever of the two is given.
    static QString player(const QString &name, const QString &rank);
};

} // namespace sgfview
