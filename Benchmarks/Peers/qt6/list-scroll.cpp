// Qt 6 peer of Quill's table_scroll_1m_frame_ms (and of GTK's gtk4_list_scroll_1m_frame_ms): a
// QListView of 1,000,000 rows in a 1280x800 window, scrolled 13 px per frame; prints the main
// thread's CPU time per frame.
//
// Rows: a QStyledItemDelegate subclass paints the 44 px row Quill's row template describes: a
// 32x32 picture at (10, 6), "Row N" in 15 px at (52, 4, 400x20), "Detail for row N" in 12 px grey
// at (52, 24, 400x16), and a disclosure chevron on the right. The model (lazy-model.h) stores
// nothing per row and makes the two texts when the delegate asks for them. The view has
// uniformItemSizes (one size for every row, asked of the delegate once), ScrollPerPixel, no
// selection, no frame. Method: scroll-driver.h. Run with QT_QPA_PLATFORM=xcb under Xvfb (see
// bench-qt6.sh).
//
// stdout: qt6_list_scroll_1m_frame_ms, qt6_list_scroll_1m_frame_p99_ms,
//         qt6_list_scroll_1m_frame_interval_ms, qt6_list_scroll_peak_rss_mib,
//         qt6_list_scroll_1m_process_cpu_mean_ms, qt6_list_scroll_1m_x_server_cpu_mean_ms
// stderr: the paint engine, the scroll travel, what was painted per frame, the X server's CPU.
#include "bench-common.h"
#include "lazy-model.h"
#include "scroll-driver.h"

#include <QtWidgets/QListView>
#include <QtWidgets/QStyledItemDelegate>

enum { ROWS = 1000000, WARMUP = 50, MEASURED = 2000, ROW_HEIGHT = 44 };

class RowDelegate : public QStyledItemDelegate {
public:
    RowDelegate() {
        titleFont_.setPixelSize(15);
        detailFont_.setPixelSize(12);
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        scroll_note_delegate_paint(painter, option.rect);
        const QRect row = option.rect;
        painter->save();
        // The picture, scaled from 64x64 as it is drawn (bilinear), as the GTK and Quill rows do.
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawPixmap(QRect(row.x() + 10, row.y() + 6, 32, 32), bench_picture());
        painter->setFont(titleFont_);
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawText(QRect(row.x() + 52, row.y() + 4, 400, 20), Qt::AlignLeft | Qt::AlignVCenter,
                          index.data(Qt::DisplayRole).toString());
        painter->setFont(detailFont_);
        painter->setPen(detailColor_);
        painter->drawText(QRect(row.x() + 52, row.y() + 24, 400, 16), Qt::AlignLeft | Qt::AlignVCenter,
                          index.data(LazyModel::DetailRole).toString());
        // The disclosure arrow: a grey chevron, 6x12, 16 px from the right edge.
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(arrowColor_, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const double x = row.right() - 16, y = row.center().y() + 0.5;
        const QPointF chevron[3] = {{x - 3, y - 6}, {x + 3, y}, {x - 3, y + 6}};
        painter->drawPolyline(chevron, 3);
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        (void)option;
        (void)index;
        return QSize(1, ROW_HEIGHT);  // the view stretches list rows to its width
    }

private:
    QFont titleFont_, detailFont_;
    QColor detailColor_{0x8e, 0x8e, 0x93}, arrowColor_{0xc7, 0xc7, 0xcc};
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    LazyModel model(ROWS, QStringLiteral("Row "), true);
    RowDelegate delegate;
    auto *view = new QListView;
    view->setUniformItemSizes(true);
    view->setModel(&model);
    view->setItemDelegate(&delegate);
    QWidget *window = scroll_window_new("qt6 list scroll", view);

    scroll_run(window, view, "qt6_list_scroll_1m", "qt6_list_scroll_peak_rss_mib", 13, WARMUP, MEASURED);

    const QRect first = view->visualRect(model.index(0, 0));
    std::fprintf(stderr, "qt6_list_scroll_1m: row height %d px, width %d px; model data() calls in all %llu\n",
                 first.height(), first.width(), (unsigned long long)model.dataCalls);
    delete window;
    return 0;
}
