// The last ten files opened, most recent first, kept across runs in QSettings.
#pragma once

#include <QObject>
#include <QStringList>

namespace sgfview {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int maximum = 10;

    explicit RecentFiles(QObject *parent = nullptr);
    QStringList files() const { return files_; }
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void changed();

private:
    void save();

    QStringList files_;
};

} // namespace sgfview
