// Qt 6 peer of Quill's grid_scroll_100k_frame_ms (and of GTK's gtk4_grid_scroll_100k_frame_ms): a
// QListView in IconMode of 100,000 items in a 1280x800 window, scrolled 13 px per frame; prints
// the main thread's CPU time per frame.
//
// Cells: a QStyledItemDelegate subclass paints the 96x96 cell Quill's grid benchmark builds: a
// 48x48 picture at (24, 8) and "Item N" in 13 px centred in (4, 64, 88x20). The view is in
// IconMode with a fixed 96x96 grid (setGridSize), uniformItemSizes, Static movement (items are not
// dragged about, as in Quill's and GTK's grids), Adjust resize mode and no spacing: 13 columns
// fit in the 1266 px viewport (1280 less the scroll bar), the GTK grid's 13. The model
// (lazy-model.h) stores nothing per item. Method: scroll-driver.h. Run with QT_QPA_PLATFORM=xcb
// under Xvfb (see bench-qt6.sh).
//
// stdout: qt6_grid_scroll_100k_frame_ms, qt6_grid_scroll_100k_frame_p99_ms,
//         qt6_grid_scroll_100k_frame_interval_ms, qt6_grid_scroll_peak_rss_mib,
//         qt6_grid_scroll_100k_process_cpu_mean_ms, qt6_grid_scroll_100k_x_server_cpu_mean_ms
// stderr: the paint engine, the scroll travel, the columns, what was painted per frame, the X
//         server's CPU.
#include "bench-common.h"
#include "lazy-model.h"
#include "scroll-driver.h"

#include <QtWidgets/QListView>
#include <QtWidgets/QStyledItemDelegate>

enum { ITEMS = 100000, WARMUP = 50, MEASURED = 2000, CELL = 96 };

class CellDelegate : public QStyledItemDelegate {
public:
    CellDelegate() { labelFont_.setPixelSize(13); }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        scroll_note_delegate_paint(painter, option.rect);
        const QRect cell = option.rect;
        painter->save();
        // The picture, scaled from 64x64 as it is drawn (bilinear), as the GTK and Quill cells do.
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawPixmap(QRect(cell.x() + 24, cell.y() + 8, 48, 48), bench_picture());
        painter->setFont(labelFont_);
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawText(QRect(cell.x() + 4, cell.y() + 64, 88, 20), Qt::AlignCenter,
                          index.data(Qt::DisplayRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        (void)option;
        (void)index;
        return QSize(CELL, CELL);
    }

private:
    QFont labelFont_;
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    LazyModel model(ITEMS, QStringLiteral("Item "), false);
    CellDelegate delegate;
    auto *view = new QListView;
    view->setViewMode(QListView::IconMode);
    view->setMovement(QListView::Static);
    view->setResizeMode(QListView::Adjust);
    view->setFlow(QListView::LeftToRight);
    view->setWrapping(true);
    view->setSpacing(0);
    view->setGridSize(QSize(CELL, CELL));
    view->setUniformItemSizes(true);
    view->setModel(&model);
    view->setItemDelegate(&delegate);
    QWidget *window = scroll_window_new("qt6 grid scroll", view);

    scroll_run(window, view, "qt6_grid_scroll_100k", "qt6_grid_scroll_peak_rss_mib", 13, WARMUP, MEASURED);

    int columns = 0;
    for (int i = 0; i < 64 && view->visualRect(model.index(i, 0)).y() == view->visualRect(model.index(0, 0)).y(); i++)
        columns++;
    const QRect first = view->visualRect(model.index(0, 0));
    std::fprintf(stderr, "qt6_grid_scroll_100k: %d columns, cell %dx%d px; model data() calls in all %llu\n", columns,
                 first.width(), first.height(), (unsigned long long)model.dataCalls);
    delete window;
    return 0;
}
