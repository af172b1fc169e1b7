// The cell class of cell-template.cpp: the top-level widget of cell.ui (a custom widget there,
// so that uic's setupUi and QUiLoader both make one), with the two slots the form connects as
// its 2 actions and the 4 outlets the benchmark fills in after each instantiation. Q_OBJECT: run
// through moc at build time (bench-qt6.sh), for the slots QUiLoader's string connections need.
#ifndef QUILL_PEER_QT6_BENCH_CELL_H
#define QUILL_PEER_QT6_BENCH_CELL_H

#include <QtWidgets/QCheckBox>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>

class BenchCell : public QWidget {
    Q_OBJECT
public:
    explicit BenchCell(QWidget *parent = nullptr) : QWidget(parent) {}

    // The 4 outlets (Quill's titleLabel, detailLabel, iconView, toggle; GTK's bound children).
    QLabel *icon = nullptr;
    QLabel *title = nullptr;
    QLabel *detail = nullptr;
    QCheckBox *toggle = nullptr;

    // Calls of the two actions, for the check before timing.
    static inline int toggledCalls = 0;
    static inline int moreCalls = 0;

public slots:
    void toggled(bool on) {
        (void)on;
        toggledCalls++;
    }
    void more() { moreCalls++; }
};

#endif
