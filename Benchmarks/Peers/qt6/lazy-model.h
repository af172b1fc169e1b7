// A QAbstractListModel of `n` rows made on demand: data(index, role) builds the row's text when
// asked, and nothing is stored per row, so a model of a million rows costs nothing up front, as
// Quill's data source does (it answers a row count and makes cells for the rows asked for).
// DisplayRole answers "<title> N"; DetailRole answers "Detail for row N" when a detail is wanted.
#ifndef QUILL_PEER_QT6_LAZY_MODEL_H
#define QUILL_PEER_QT6_LAZY_MODEL_H

#include <QtCore/QAbstractListModel>
#include <QtCore/QString>

class LazyModel : public QAbstractListModel {
public:
    static constexpr int DetailRole = Qt::UserRole + 1;

    LazyModel(int rows, QString titlePrefix, bool hasDetail)
        : rows_(rows), titlePrefix_(std::move(titlePrefix)), hasDetail_(hasDetail) {}

    int rowCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : rows_; }

    QVariant data(const QModelIndex &index, int role) const override {
        dataCalls++;
        if (!index.isValid() || index.row() >= rows_) return {};
        switch (role) {
        case Qt::DisplayRole: return titlePrefix_ + QString::number(index.row());
        case DetailRole: return hasDetail_ ? QVariant(QStringLiteral("Detail for row ") + QString::number(index.row())) : QVariant();
        default: return {};
        }
    }

    // data() calls answered (any role), for the report on stderr.
    mutable quint64 dataCalls = 0;

private:
    int rows_;
    QString titlePrefix_;
    bool hasDetail_;
};

#endif
