// The scrolling measure shared by list-scroll.cpp and grid-scroll.cpp.
//
// Qt Widgets has no frame clock: a widget that changes posts an UpdateRequest event to its
// window, and the window paints its dirty region into its backing store and flushes that to the
// X server when the event is delivered. So a frame here is one turn of this loop, driven from
// main() rather than from a tick callback:
//   1. the vertical scroll bar's value goes up by `step` pixels (the view is in ScrollPerPixel
//      mode); QAbstractScrollArea calls the view's scrollContentsBy, which scrolls the viewport
//      with QWidget::scroll(): Qt moves the pixels already drawn and marks only the strip that
//      came into view dirty (the scroll bar, whose slider moved, is marked dirty too);
//   2. QCoreApplication::processEvents() delivers the posted UpdateRequest: the dirty region is
//      painted (the view's paintEvent asks the delegate to paint the rows in it) and flushed to
//      the X server (MIT-SHM put, xcb_flush). An event filter counts the viewport's paint events
//      and the window's UpdateRequests; if a turn ends without the viewport painting, the loop
//      processes events again until it has (counted, and reported on stderr: expected 0).
// Two clocks are sampled at the start of each frame, as the GTK driver samples them at each tick:
//   - CLOCK_THREAD_CPUTIME_ID: the main thread's CPU time; the difference between two frames is
//     one frame's CPU (scroll, paint, flush, event handling). Qt's xcb event-reader thread and
//     the X server are not counted; their CPU is printed on stderr.
//   - CLOCK_MONOTONIC: the wall-clock frame interval. Nothing paces it: it is CPU plus the waits
//     for the X server (Qt syncs with the server before painting over a region it has just
//     handed over, which is every frame here), so it shows how fast frames can go, not a 60 Hz
//     clock as GTK's interval does.
// The first `warmup` frames are not counted; then `measured` frames are.
#ifndef QUILL_PEER_QT6_SCROLL_DRIVER_H
#define QUILL_PEER_QT6_SCROLL_DRIVER_H

#include "bench-common.h"
#include "lazy-model.h"

#include <QtCore/QElapsedTimer>
#include <QtGui/QAccessible>
#include <QtGui/QCursor>
#include <QtGui/QFontInfo>
#include <QtGui/QPaintEvent>
#include <QtGui/QPainter>
#include <QtGui/QWindow>
#include <QtWidgets/QAbstractItemView>
#include <QtWidgets/QApplication>
#include <QtWidgets/QScrollBar>
#include <QtWidgets/QVBoxLayout>
#include <QtWidgets/QWidget>

// What the delegates and the event filter saw; printed on stderr after the run.
struct ScrollCounters {
    quint64 delegatePaints = 0;
    quint64 viewportPaints = 0;
    quint64 viewportPaintedPixels = 0;  // the sum of the viewport's paint regions' areas
    quint64 scrollBarPaints = 0;
    quint64 windowUpdateRequests = 0;
    QPaintEngine::Type engine = QPaintEngine::User;
    bool engineSeen = false;
    QRect firstItemRect;  // the rect the delegate was given the first time
};
static ScrollCounters scroll_counters;

// Called by the delegates at each paint: counts, and notes the engine and the first rect.
static inline void scroll_note_delegate_paint(QPainter *painter, const QRect &rect) {
    scroll_counters.delegatePaints++;
    if (!scroll_counters.engineSeen) {
        scroll_counters.engineSeen = true;
        scroll_counters.engine = painter->paintEngine() ? painter->paintEngine()->type() : QPaintEngine::User;
        scroll_counters.firstItemRect = rect;
    }
}

// Counts paint events on the viewport and the scroll bar and UpdateRequests on the window.
class ScrollProbe : public QObject {
public:
    ScrollProbe(QWidget *window, QAbstractItemView *view) : window_(window), view_(view) {
        window->installEventFilter(this);
        view->viewport()->installEventFilter(this);
        view->verticalScrollBar()->installEventFilter(this);
    }
    bool eventFilter(QObject *object, QEvent *event) override {
        if (event->type() == QEvent::Paint) {
            if (object == view_->viewport()) {
                scroll_counters.viewportPaints++;
                quint64 area = 0;
                for (const QRect &rect : static_cast<QPaintEvent *>(event)->region()) area += quint64(rect.width()) * quint64(rect.height());
                scroll_counters.viewportPaintedPixels += area;
            } else if (object == view_->verticalScrollBar()) {
                scroll_counters.scrollBarPaints++;
            }
        } else if (event->type() == QEvent::UpdateRequest && object == window_) {
            scroll_counters.windowUpdateRequests++;
        }
        return false;
    }

private:
    QWidget *window_;
    QAbstractItemView *view_;
};

// A 1280x800 top-level window titled `title` holding `view` with no margins, as the GTK peers'
// window holds its scrolled window.
static QWidget *scroll_window_new(const char *title, QAbstractItemView *view) {
    auto *window = new QWidget;
    window->setWindowTitle(QString::fromUtf8(title));
    auto *layout = new QVBoxLayout(window);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(view);
    view->setFrameShape(QFrame::NoFrame);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view->setSelectionMode(QAbstractItemView::NoSelection);  // GTK's peers use GtkNoSelection
    window->resize(1280, 800);
    return window;
}

// Shows `window`, waits until it is exposed and painted and the view laid out, scrolls `view`
// until the measured frames are done, and prints `<prefix>_frame_ms`, `<prefix>_frame_p99_ms`,
// `<prefix>_frame_interval_ms` and `<rssName>` on stdout, and what it saw on stderr.
static void scroll_run(QWidget *window, QAbstractItemView *view, const char *prefix, const char *rssName, int step,
                       int warmup, int measured) {
    ScrollProbe probe(window, view);
    window->show();
    QElapsedTimer waited;
    waited.start();
    while (!(window->windowHandle() && window->windowHandle()->isExposed() && scroll_counters.viewportPaints > 0)) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        if (waited.elapsed() > 20000) {
            std::fprintf(stderr, "%s: the window was not exposed and painted within 20 s\n", prefix);
            std::exit(1);
        }
    }
    // Let the delayed item layout and any remaining expose/configure events run.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);

    QScrollBar *bar = view->verticalScrollBar();
    const int frames = warmup + measured;
    std::vector<double> cpu(frames + 1), wall(frames + 1);
    std::vector<quint64> paintsAt(frames + 1), delegateAt(frames + 1);
    int startValue = 0, wrapped = 0, extraPasses = 0, framesWithoutPaint = 0, framesWithSeveralPaints = 0;
    quint64 pixelsAtWarmup = 0, barPaintsAtWarmup = 0, requestsAtWarmup = 0, dataCallsAtWarmup = 0;
    const auto *model = dynamic_cast<const LazyModel *>(view->model());
    double processCpuAtWarmup = 0, serverCpuAtWarmup = -1;
    const pid_t server = bench_x_server_pid();
    for (int frame = 0; frame <= frames; frame++) {
        paintsAt[frame] = scroll_counters.viewportPaints;
        delegateAt[frame] = scroll_counters.delegatePaints;
        if (frame == warmup) {  // before the clocks are read, so that this is in no frame's time
            startValue = bar->value();
            pixelsAtWarmup = scroll_counters.viewportPaintedPixels;
            barPaintsAtWarmup = scroll_counters.scrollBarPaints;
            requestsAtWarmup = scroll_counters.windowUpdateRequests;
            dataCallsAtWarmup = model ? model->dataCalls : 0;
            processCpuAtWarmup = bench_clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
            serverCpuAtWarmup = bench_process_cpu_seconds(server);
        }
        cpu[frame] = bench_clock_seconds(CLOCK_THREAD_CPUTIME_ID);
        wall[frame] = bench_clock_seconds(CLOCK_MONOTONIC);
        if (frame == frames) break;
        if (frame > warmup) {
            quint64 paints = paintsAt[frame] - paintsAt[frame - 1];
            if (paints > 1) framesWithSeveralPaints++;
        }
        int value = bar->value() + step;
        if (value > bar->maximum()) {  // never expected with these sizes; counted so a report would show it
            value = 0;
            wrapped++;
        }
        const quint64 paintsBefore = scroll_counters.viewportPaints;
        bar->setValue(value);
        QCoreApplication::processEvents();
        if (scroll_counters.viewportPaints == paintsBefore) {
            if (frame >= warmup) framesWithoutPaint++;
            for (int pass = 0; pass < 1000 && scroll_counters.viewportPaints == paintsBefore; pass++) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
                extraPasses++;
            }
        }
    }
    const double processCpu = bench_clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - processCpuAtWarmup;
    const double serverCpuEnd = bench_process_cpu_seconds(server);

    std::vector<double> cpuMs(measured), wallMs(measured);
    for (int i = 0; i < measured; i++) {
        cpuMs[i] = (cpu[warmup + i + 1] - cpu[warmup + i]) * 1000;
        wallMs[i] = (wall[warmup + i + 1] - wall[warmup + i]) * 1000;
    }
    char name[128];
    std::snprintf(name, sizeof name, "%s_frame_ms", prefix);
    const double p99 = bench_report(name, cpuMs, "ms");
    std::printf("%s_frame_p99_ms: %.3f ms (p99 %.3f, n=%d)\n", prefix, p99, p99, measured);
    std::snprintf(name, sizeof name, "%s_frame_interval_ms", prefix);
    bench_report(name, wallMs, "ms");
    bench_report_count(rssName, bench_peak_rss_mib(), "MiB");
    // Means over the measured frames, for the work the main thread's figure leaves out: the whole
    // process's CPU (Qt's xcb event reader and the raster engine's thread pool too), and the X
    // server's (which moves the scrolled pixels for Qt). Single figures, printed as quill-bench
    // prints counts (n=1). The X server's is -1 when its process was not found.
    std::snprintf(name, sizeof name, "%s_process_cpu_mean_ms", prefix);
    std::printf("%s: %.3f ms (p99 %.3f, n=1)\n", name, processCpu * 1000 / measured, processCpu * 1000 / measured);
    const double serverMs =
        serverCpuAtWarmup >= 0 && serverCpuEnd >= 0 ? (serverCpuEnd - serverCpuAtWarmup) * 1000 / measured : -1;
    std::snprintf(name, sizeof name, "%s_x_server_cpu_mean_ms", prefix);
    std::printf("%s: %.3f ms (p99 %.3f, n=1)\n", name, serverMs, serverMs);
    std::fflush(stdout);

    const double totalCpu = cpu[frames] - cpu[warmup], totalWall = wall[frames] - wall[warmup];
    const quint64 paints = scroll_counters.viewportPaints - paintsAt[warmup];
    const quint64 delegatePaints = scroll_counters.delegatePaints - delegateAt[warmup];
    const QFontInfo font(QApplication::font());
    std::fprintf(stderr,
                 "%s: paint engine %s, platform %s, style %s, default font %s %.0fpt, window %dx%d, viewport %dx%d, "
                 "first item rect %dx%d at (%d,%d), window at (%d,%d), X pointer at (%d,%d) in the window\n",
                 prefix, scroll_counters.engineSeen ? bench_paint_engine_name(scroll_counters.engine) : "(none seen)",
                 qPrintable(QGuiApplication::platformName()), qPrintable(QApplication::style()->name()),
                 qPrintable(font.family()), font.pointSizeF(), window->width(), window->height(),
                 view->viewport()->width(), view->viewport()->height(), scroll_counters.firstItemRect.width(),
                 scroll_counters.firstItemRect.height(), scroll_counters.firstItemRect.x(), scroll_counters.firstItemRect.y(),
                 window->geometry().x(), window->geometry().y(), window->mapFromGlobal(QCursor::pos()).x(),
                 window->mapFromGlobal(QCursor::pos()).y());
    std::fprintf(stderr,
                 "%s: scroll bar value %d -> %d (maximum %d, page %d), wrapped %d, measured CPU %.3f s (main thread) / "
                 "%.3f s (whole process) over %.3f s wall\n",
                 prefix, startValue, bar->value(), bar->maximum(), bar->pageStep(), wrapped, totalCpu, processCpu, totalWall);
    if (serverCpuAtWarmup >= 0 && serverCpuEnd >= 0)
        std::fprintf(stderr, "%s: X server (pid %d) CPU over the measured frames %.2f s, %.3f ms a frame\n", prefix,
                     int(server), serverCpuEnd - serverCpuAtWarmup, (serverCpuEnd - serverCpuAtWarmup) * 1000 / measured);
    else
        std::fprintf(stderr, "%s: X server CPU not known (its process was not found)\n", prefix);
    std::fprintf(stderr,
                 "%s: per measured frame: %.2f viewport paint events painting %.0f px (viewport %d px), %.2f delegate "
                 "paints, %.2f model data() calls, %.2f scroll bar paints, %.2f window UpdateRequests; frames that needed more event passes to "
                 "paint %d (passes %d), frames with more than one viewport paint %d; accessibility active %s\n",
                 prefix, double(paints) / measured,
                 double(scroll_counters.viewportPaintedPixels - pixelsAtWarmup) / measured,
                 view->viewport()->width() * view->viewport()->height(), double(delegatePaints) / measured,
                 model ? double(model->dataCalls - dataCallsAtWarmup) / measured : -1.0,
                 double(scroll_counters.scrollBarPaints - barPaintsAtWarmup) / measured,
                 double(scroll_counters.windowUpdateRequests - requestsAtWarmup) / measured, framesWithoutPaint,
                 extraPasses, framesWithSeveralPaints, QAccessible::isActive() ? "yes" : "no");
    if (!scroll_counters.engineSeen || scroll_counters.engine != QPaintEngine::Raster)
        std::fprintf(stderr, "%s: WARNING: the delegate did not paint with the raster engine\n", prefix);
}

#endif
