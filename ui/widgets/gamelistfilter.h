// The game list's fields for finding games as Kombilo does (sgf::GameFilter): a player by the
// start of the name (either colour), an event, dates from and to (YYYY, YYYY-MM or
// YYYY-MM-DD), a result. A date that is none of these is shown as such and not used.
#pragma once

#include "sgf/game_filter.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace sgfview {

class GameListFilter : public QWidget {
    Q_OBJECT

public:
    explicit GameListFilter(QWidget *parent = nullptr);

    sgf::GameFilter filter() const;

    QLineEdit *playerField() const { return player_; }
    QLineEdit *eventField() const { return event_; }
    QLineEdit *fromField() const { return from_; }
    QLineEdit *toField() const { return to_; }
    QComboBox *resultChoice() const { return result_; }

signals:
    void changed(); // a field was edited

private:
    void markDates();
    static QString fromToolTip();
    static QString toToolTip();

    QLineEdit *player_;
    QLineEdit *event_;
    QLineEdit *from_;
    QLineEdit *to_;
    QComboBox *result_;
};

} // namespace sgfview
