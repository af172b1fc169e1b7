/* The scrolling measure shared by list-scroll.c and grid-scroll.c.
 *
 * A tick callback on the scrolled view (GdkFrameClock's update phase, before layout and paint)
 * moves the vertical GtkAdjustment by a fixed step each frame, and samples two clocks:
 *   - CLOCK_THREAD_CPUTIME_ID: the main thread's CPU time. The difference between two
 *     consecutive ticks is one frame's CPU: the rest of the previous frame after the scroll
 *     (layout of the view, recycling rows and binding items, snapshot, rendering with the
 *     renderer in use, presenting to the X server) plus whatever the thread does while it waits.
 *   - CLOCK_MONOTONIC: the wall-clock frame interval, paced by the frame clock (about 16.7 ms
 *     at 60 Hz), so not a measure of GTK's speed; printed only to show the pacing.
 * The first `warmup` frames are not counted; then `measured` frames are.
 */
#ifndef QUILL_PEER_GTK4_SCROLL_DRIVER_H
#define QUILL_PEER_GTK4_SCROLL_DRIVER_H

#include "bench-common.h"

typedef struct {
    GtkAdjustment *adjustment;
    double step;
    int warmup, measured;
    int ticks;            /* tick callbacks seen so far */
    double *cpu, *wall;   /* one sample per tick: warmup + measured + 1 of them */
    double start_value;   /* the adjustment's value at the first measured tick */
    int wrapped;          /* times the scroll reached the end and went back to the top */
    GMainLoop *loop;
} ScrollRun;

static gboolean scroll_run_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    (void)clock;
    ScrollRun *run = data;
    int last = run->warmup + run->measured;
    run->cpu[run->ticks] = bench_clock_seconds(CLOCK_THREAD_CPUTIME_ID);
    run->wall[run->ticks] = bench_clock_seconds(CLOCK_MONOTONIC);
    if (run->ticks == run->warmup) run->start_value = gtk_adjustment_get_value(run->adjustment);
    if (run->ticks == last) {
        run->ticks++;
        g_main_loop_quit(run->loop);
        return G_SOURCE_REMOVE;
    }
    run->ticks++;
    double value = gtk_adjustment_get_value(run->adjustment) + run->step;
    double end = gtk_adjustment_get_upper(run->adjustment) - gtk_adjustment_get_page_size(run->adjustment);
    if (end <= 0) return G_SOURCE_CONTINUE;  /* the first frame: not laid out yet, nothing to scroll */
    if (value > end) {  /* never expected with these sizes; counted so a report would show it */
        value = 0;
        run->wrapped++;
    }
    gtk_adjustment_set_value(run->adjustment, value);
    return G_SOURCE_CONTINUE;
}

/* A 1280x800 window titled `title`. */
static GtkWidget *scroll_window_new(const char *title) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    gtk_window_set_title(GTK_WINDOW(window), title);
    return window;
}

/* A signal factory calling `setup`, `bind` and `unbind` for each row or cell. */
static GtkListItemFactory *scroll_factory_new(GCallback setup, GCallback bind, GCallback unbind) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", setup, NULL);
    g_signal_connect(factory, "bind", bind, NULL);
    g_signal_connect(factory, "unbind", unbind, NULL);
    return factory;
}

/* Puts `view` in a scrolled window filling `window`; returns its vertical adjustment. */
static GtkAdjustment *scroll_embed(GtkWidget *window, GtkWidget *view) {
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    return gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
}

/* Presents `window`, scrolls `view`'s vertical adjustment until the measured frames are done,
 * and prints `<prefix>_frame_ms`, `<prefix>_frame_p99_ms` and `<prefix>_frame_interval_ms`. */
static void scroll_run(GtkWindow *window, GtkWidget *view, GtkAdjustment *adjustment, const char *prefix,
                       double step, int warmup, int measured) {
    ScrollRun run = {0};
    run.adjustment = adjustment;
    run.step = step;
    run.warmup = warmup;
    run.measured = measured;
    run.cpu = g_new0(double, warmup + measured + 1);
    run.wall = g_new0(double, warmup + measured + 1);
    run.loop = g_main_loop_new(NULL, FALSE);

    gtk_widget_add_tick_callback(view, scroll_run_tick, &run, NULL);
    gtk_window_present(window);
    g_main_loop_run(run.loop);

    double *cpu_ms = g_new(double, measured), *wall_ms = g_new(double, measured);
    for (int i = 0; i < measured; i++) {
        cpu_ms[i] = (run.cpu[warmup + i + 1] - run.cpu[warmup + i]) * 1000;
        wall_ms[i] = (run.wall[warmup + i + 1] - run.wall[warmup + i]) * 1000;
    }
    char name[128];
    g_snprintf(name, sizeof name, "%s_frame_ms", prefix);
    bench_report(name, cpu_ms, measured, "ms");
    /* bench_report sorted cpu_ms: print the p99 on a line of its own too, as Quill does. */
    size_t p99 = (size_t)ceil(measured * 0.99);
    printf("%s_frame_p99_ms: %.3f ms (p99 %.3f, n=%d)\n", prefix, cpu_ms[p99 - 1], cpu_ms[p99 - 1], measured);
    g_snprintf(name, sizeof name, "%s_frame_interval_ms", prefix);
    bench_report(name, wall_ms, measured, "ms");

    double total_cpu = run.cpu[warmup + measured] - run.cpu[warmup];
    double total_wall = run.wall[warmup + measured] - run.wall[warmup];
    fprintf(stderr,
            "%s: renderer %s, window %dx%d, adjustment value %.0f -> %.0f (upper %.0f, page %.0f), "
            "wrapped %d, measured CPU %.3f s over %.3f s wall\n",
            prefix, bench_renderer_name(window), gtk_widget_get_width(GTK_WIDGET(window)),
            gtk_widget_get_height(GTK_WIDGET(window)), run.start_value, gtk_adjustment_get_value(adjustment),
            gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment), run.wrapped,
            total_cpu, total_wall);
    g_free(cpu_ms);
    g_free(wall_ms);
    g_free(run.cpu);
    g_free(run.wall);
    g_main_loop_unref(run.loop);
}

#endif
