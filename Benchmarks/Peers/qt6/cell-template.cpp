// Qt 6 peer of Quill's template_instantiate_cell_us (and of GTK's
// gtk4_template_instantiate_cell_us): makes the same 10-widget cell from a Qt Designer form,
// cell.ui, in the two ways Qt offers:
//   (a) uic's compiled form: ui_cell.h, generated from cell.ui by uic at build time. Timed: a new
//       BenchCell, `Ui::Cell ui; ui.setupUi(cell)` (creates the 9 children and 2 layouts, sets
//       their properties, makes the 2 connections, runs connectSlotsByName), the 4 outlets
//       taken from `ui`, the shared picture set on the image label; then `delete cell`.
//   (b) QUiLoader (QtUiTools), which reads the form at run time. Timed: a QBuffer over the .ui
//       file's bytes (read from disk once, before timing), QUiLoader::load() (parses the XML
//       and makes the widgets, the layouts and the 2 connections, by class name and
//       property name), the 4 outlets found with findChild by object name, the picture set;
//       then `delete cell`. One QUiLoader is made before timing and reused (its constructor
//       looks for Designer plugins).
// Both include the cell's destruction, as Quill's figure includes the release of its cell.
// The cell is never shown, as Quill's and GTK's are not put in a window: neither side polishes
// (styles) or lays it out. 50 warm-up runs, 3000 timed with CLOCK_MONOTONIC, for each way. The
// cell class (bench-cell.h) has the 2 slots and the 4 outlet pointers.
//
// stdout: qt6_template_setupui_cell_us, qt6_template_setupui_create_only_cell_us,
//         qt6_template_uiloader_cell_us, qt6_template_uiloader_create_only_cell_us
//         (create_only: the same runs without the delete)
// stderr: the checks of both ways.
//
// Usage: cell-template [path/to/cell.ui]   (default: the cell.ui beside this source, compiled in)
#include "bench-common.h"
#include "bench-cell.h"
#include "ui_cell.h"

#include <QtCore/QBuffer>
#include <QtCore/QFile>
#include <QtUiTools/QUiLoader>
#include <QtWidgets/QApplication>
#include <QtWidgets/QPushButton>

#ifndef QUILL_CELL_UI
#define QUILL_CELL_UI "cell.ui"
#endif

enum { WARMUP = 50, ITERATIONS = 3000 };

// A QUiLoader that makes a BenchCell for the form's top-level class, as an app registers its
// own widget classes with the loader.
class CellLoader : public QUiLoader {
public:
    QWidget *createWidget(const QString &className, QWidget *parent, const QString &name) override {
        if (className == QLatin1String("BenchCell")) {
            auto *cell = new BenchCell(parent);
            cell->setObjectName(name);
            return cell;
        }
        return QUiLoader::createWidget(className, parent, name);
    }
};

// (a): a cell from uic's setupUi.
static BenchCell *make_with_setup_ui() {
    auto *cell = new BenchCell;
    Ui::Cell ui;
    ui.setupUi(cell);
    cell->icon = ui.icon;
    cell->title = ui.title;
    cell->detail = ui.detail;
    cell->toggle = ui.toggle;
    cell->icon->setPixmap(bench_picture());
    return cell;
}

// (b): a cell from QUiLoader::load over the form's bytes.
static BenchCell *make_with_ui_loader(CellLoader &loader, QByteArray &form) {
    QBuffer buffer(&form);
    buffer.open(QIODevice::ReadOnly);
    auto *cell = static_cast<BenchCell *>(loader.load(&buffer));
    if (!cell) return nullptr;
    cell->icon = cell->findChild<QLabel *>(QStringLiteral("icon"));
    cell->title = cell->findChild<QLabel *>(QStringLiteral("title"));
    cell->detail = cell->findChild<QLabel *>(QStringLiteral("detail"));
    cell->toggle = cell->findChild<QCheckBox *>(QStringLiteral("toggle"));
    if (cell->icon) cell->icon->setPixmap(bench_picture());
    return cell;
}

// A benchmark of a cell that does not build would measure the wrong thing: check first.
static void check_cell(BenchCell *cell, const char *way) {
    const int toggledBefore = BenchCell::toggledCalls, moreBefore = BenchCell::moreCalls;
    const int widgets = cell ? int(cell->findChildren<QWidget *>().size()) + 1 : 0;
    const int layouts = cell ? int(cell->findChildren<QLayout *>().size()) : 0;
    auto *more = cell ? cell->findChild<QPushButton *>(QStringLiteral("more")) : nullptr;
    bool ok = cell && cell->icon && cell->title && cell->detail && cell->toggle && more && widgets == 10 &&
              cell->title->text() == QLatin1String("Title") && cell->title->font().bold() &&
              cell->title->font().pointSize() == 17 && cell->width() == 320 && cell->height() == 64 &&
              !cell->icon->pixmap().isNull() && more->text() == QLatin1String("More");
    if (ok) {
        cell->toggle->setChecked(true);
        more->click();
        ok = BenchCell::toggledCalls == toggledBefore + 1 && BenchCell::moreCalls == moreBefore + 1;
    }
    if (!ok) {
        std::fprintf(stderr, "cell-template: the %s cell does not build as expected (widgets %d, toggled %d, more %d)\n",
                     way, widgets, BenchCell::toggledCalls - toggledBefore, BenchCell::moreCalls - moreBefore);
        std::exit(1);
    }
    std::fprintf(stderr, "cell-template: %s cell checked: %d widgets, %d layouts, 4 outlets, both connections called\n",
                 way, widgets, layouts);
    delete cell;
}

// Times `make` + delete, and `make` alone, and prints the two figures.
template <typename Make>
static void time_cell(const char *name, const char *createName, Make make) {
    for (int i = 0; i < WARMUP; i++) delete make();
    std::vector<double> total(ITERATIONS), create(ITERATIONS);
    for (int i = 0; i < ITERATIONS; i++) {
        const double start = bench_clock_seconds(CLOCK_MONOTONIC);
        BenchCell *cell = make();
        const double made = bench_clock_seconds(CLOCK_MONOTONIC);
        delete cell;
        const double end = bench_clock_seconds(CLOCK_MONOTONIC);
        total[i] = (end - start) * 1e6;
        create[i] = (made - start) * 1e6;
    }
    bench_report(name, total, "us");
    bench_report(createName, create, "us");
}

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const char *path = argc > 1 ? argv[1] : QUILL_CELL_UI;
    QFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cell-template: cannot read the form %s\n", path);
        return 1;
    }
    QByteArray form = file.readAll();
    CellLoader loader;

    check_cell(make_with_setup_ui(), "setupUi");
    check_cell(make_with_ui_loader(loader, form), "QUiLoader");
    if (!loader.errorString().isEmpty()) std::fprintf(stderr, "cell-template: QUiLoader: %s\n", qPrintable(loader.errorString()));

    time_cell("qt6_template_setupui_cell_us", "qt6_template_setupui_create_only_cell_us", make_with_setup_ui);
    time_cell("qt6_template_uiloader_cell_us", "qt6_template_uiloader_create_only_cell_us",
              [&] { return make_with_ui_loader(loader, form); });
    return 0;
}
