/* Helpers shared by the GTK 4 peer benchmarks: clocks, the report line, the shared picture and
 * the style sheet. Header-only so that each program builds from one command:
 *   gcc -O2 prog.c $(pkg-config --cflags --libs gtk4)
 */
#ifndef QUILL_PEER_GTK4_BENCH_COMMON_H
#define QUILL_PEER_GTK4_BENCH_COMMON_H

#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Seconds of a clock as a double. */
static inline double bench_clock_seconds(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench_compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Prints `name: MEDIAN unit (p99 X, n=N)` on stdout, the format of Quill's quill-bench, with
 * the same rank rules: median = sorted[n / 2], p99 = sorted[ceil(n * 0.99) - 1].
 * Sorts `samples` in place. */
static void bench_report(const char *name, double *samples, size_t n, const char *unit) {
    if (n == 0) return;
    qsort(samples, n, sizeof(double), bench_compare_doubles);
    size_t p99 = (size_t)ceil((double)n * 0.99);
    if (p99 < 1) p99 = 1;
    if (p99 > n) p99 = n;
    printf("%s: %.3f %s (p99 %.3f, n=%zu)\n", name, samples[n / 2], unit, samples[p99 - 1], n);
    fflush(stdout);
}

/* A 64x64 picture made in memory (a shaded disc), standing in for Quill's 64x64 catalog image.
 * Made once and shared, as an app's decoded image would be. */
G_GNUC_UNUSED static GdkTexture *bench_picture(void) {
    static GdkTexture *texture = NULL;
    if (texture) return texture;
    enum { SIZE = 64 };
    guchar *pixels = g_malloc(SIZE * SIZE * 4);
    for (int y = 0; y < SIZE; y++) {
        for (int x = 0; x < SIZE; x++) {
            guchar *p = pixels + (y * SIZE + x) * 4;
            double dx = x - SIZE / 2.0 + 0.5, dy = y - SIZE / 2.0 + 0.5;
            double inside = sqrt(dx * dx + dy * dy) < SIZE / 2.0 - 1 ? 1.0 : 0.0;
            /* GDK_MEMORY_DEFAULT: premultiplied B, G, R, A bytes on little-endian machines. */
            p[0] = (guchar)(inside * 220);
            p[1] = (guchar)(inside * (90 + 2 * y));
            p[2] = (guchar)(inside * (40 + 3 * x));
            p[3] = (guchar)(inside * 255);
        }
    }
    GBytes *bytes = g_bytes_new_take(pixels, SIZE * SIZE * 4);
    /* GDK_MEMORY_DEFAULT is cairo's own pixel format, the cheapest for GTK's cairo renderer.
     * (GTK 4.8's cairo renderer still copies a texture into a cairo surface, converting it
     * through floats, every time it draws it: a large part of the grid's frame; see README.md.) */
    texture = gdk_memory_texture_new(SIZE, SIZE, GDK_MEMORY_DEFAULT, bytes, SIZE * 4);
    g_bytes_unref(bytes);
    return texture;
}

/* Loads a style sheet for the whole display. */
G_GNUC_UNUSED static void bench_load_css(const char *css) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
}

/* The type name of the renderer a window draws with (GskCairoRenderer, GskGLRenderer, ...). */
G_GNUC_UNUSED static const char *bench_renderer_name(GtkWindow *window) {
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    return renderer ? G_OBJECT_TYPE_NAME(renderer) : "(none)";
}

/* Counts the direct children of a widget (the realized rows of a list or grid view). */
G_GNUC_UNUSED static int bench_child_count(GtkWidget *widget) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        count++;
    return count;
}

#endif
