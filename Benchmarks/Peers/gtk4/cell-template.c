/* GTK 4 peer of Quill's template_instantiate_cell_us: instantiates a widget class whose
 * GtkBuilder class template describes the same 10-object cell as Quill's BenchCell template.
 *
 * BenchCell is a GtkWidget subclass (GtkBinLayout) with a template set from an in-memory XML
 * string (gtk_widget_class_set_template), 4 bound children (icon, title, detail, toggle, as
 * Quill's 4 outlets) and 2 template callbacks (the switch's notify::active and the button's
 * clicked, as Quill's 2 actions). The 10 objects: the 320x64 cell, its content (a GtkGrid with a
 * white background), a 48x48 image showing a 64x64 in-memory texture, a bold 17 pt title, a
 * grey 13 pt detail, a GtkSwitch, a 1 px GtkSeparator, a 9 pt label "1", a GtkButton "More" and
 * a 4 px wide coloured bar (a GtkBox styled by CSS). Text attributes are Pango attributes in the
 * template, as Quill's template sets fonts on its labels.
 *
 * Timed: g_object_new of the class, then g_object_ref_sink + g_object_unref, so creation and
 * destruction are both in the figure, as in Quill's benchmark (its instantiated cell is dropped
 * inside the timed closure). The cell is not put in a window, as Quill's is not, so neither side
 * lays out or styles it. 50 warm-up runs, 3000 timed with CLOCK_MONOTONIC.
 *
 * stdout: gtk4_template_instantiate_cell_us, and gtk4_template_create_only_cell_us (the
 *         g_object_new part of the same runs).
 */
#include "bench-common.h"

enum { WARMUP = 50, ITERATIONS = 3000 };

static const char cell_template[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<interface>\n"
    "  <template class=\"BenchCell\" parent=\"GtkWidget\">\n"
    "    <property name=\"width-request\">320</property>\n"
    "    <property name=\"height-request\">64</property>\n"
    "    <child>\n"
    "      <object class=\"GtkGrid\" id=\"content\">\n"
    "        <property name=\"column-spacing\">6</property>\n"
    "        <style><class name=\"cell-content\"/></style>\n"
    "        <child>\n"
    "          <object class=\"GtkBox\" id=\"bar\">\n"
    "            <property name=\"width-request\">4</property>\n"
    "            <style><class name=\"cell-bar\"/></style>\n"
    "            <layout><property name=\"column\">0</property><property name=\"row\">0</property>"
    "<property name=\"row-span\">2</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkImage\" id=\"icon\">\n"
    "            <property name=\"pixel-size\">48</property>\n"
    "            <layout><property name=\"column\">1</property><property name=\"row\">0</property>"
    "<property name=\"row-span\">2</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkLabel\" id=\"title\">\n"
    "            <property name=\"label\">Title</property>\n"
    "            <property name=\"xalign\">0</property>\n"
    "            <property name=\"hexpand\">1</property>\n"
    "            <attributes><attribute name=\"font-desc\" value=\"Bold 17\"/></attributes>\n"
    "            <layout><property name=\"column\">2</property><property name=\"row\">0</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkLabel\" id=\"detail\">\n"
    "            <property name=\"label\">Detail</property>\n"
    "            <property name=\"xalign\">0</property>\n"
    "            <attributes><attribute name=\"font-desc\" value=\"13\"/>"
    "<attribute name=\"foreground\" value=\"#808080\"/></attributes>\n"
    "            <layout><property name=\"column\">2</property><property name=\"row\">1</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkLabel\" id=\"badge\">\n"
    "            <property name=\"label\">1</property>\n"
    "            <attributes><attribute name=\"font-desc\" value=\"9\"/></attributes>\n"
    "            <layout><property name=\"column\">3</property><property name=\"row\">0</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkButton\" id=\"more\">\n"
    "            <property name=\"label\">More</property>\n"
    "            <signal name=\"clicked\" handler=\"bench_cell_more\"/>\n"
    "            <layout><property name=\"column\">3</property><property name=\"row\">1</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkSwitch\" id=\"toggle\">\n"
    "            <property name=\"valign\">center</property>\n"
    "            <signal name=\"notify::active\" handler=\"bench_cell_toggled\"/>\n"
    "            <layout><property name=\"column\">4</property><property name=\"row\">0</property>"
    "<property name=\"row-span\">2</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "        <child>\n"
    "          <object class=\"GtkSeparator\" id=\"separator\">\n"
    "            <property name=\"orientation\">horizontal</property>\n"
    "            <layout><property name=\"column\">0</property><property name=\"row\">2</property>"
    "<property name=\"column-span\">5</property></layout>\n"
    "          </object>\n"
    "        </child>\n"
    "      </object>\n"
    "    </child>\n"
    "  </template>\n"
    "</interface>\n";

#define BENCH_TYPE_CELL (bench_cell_get_type())
G_DECLARE_FINAL_TYPE(BenchCell, bench_cell, BENCH, CELL, GtkWidget)

struct _BenchCell {
    GtkWidget parent_instance;
    GtkImage *icon;
    GtkLabel *title;
    GtkLabel *detail;
    GtkSwitch *toggle;
};

G_DEFINE_TYPE(BenchCell, bench_cell, GTK_TYPE_WIDGET)

static int toggled_calls, more_calls;

static void bench_cell_toggled(GtkSwitch *toggle, GParamSpec *pspec, BenchCell *cell) {
    (void)toggle;
    (void)pspec;
    (void)cell;
    toggled_calls++;
}

static void bench_cell_more(GtkButton *button, BenchCell *cell) {
    (void)button;
    (void)cell;
    more_calls++;
}

static void bench_cell_init(BenchCell *self) {
    gtk_widget_init_template(GTK_WIDGET(self));
    /* The picture: shared, as Quill's catalog image is. */
    gtk_image_set_from_paintable(self->icon, GDK_PAINTABLE(bench_picture()));
}

static void bench_cell_dispose(GObject *object) {
    /* Clears the bound children; the content (not bound) is unparented here. */
    gtk_widget_dispose_template(GTK_WIDGET(object), BENCH_TYPE_CELL);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(bench_cell_parent_class)->dispose(object);
}

static void bench_cell_class_init(BenchCellClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = bench_cell_dispose;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    GBytes *bytes = g_bytes_new_static(cell_template, sizeof cell_template - 1);
    gtk_widget_class_set_template(widget_class, bytes);
    g_bytes_unref(bytes);
    gtk_widget_class_bind_template_child(widget_class, BenchCell, icon);
    gtk_widget_class_bind_template_child(widget_class, BenchCell, title);
    gtk_widget_class_bind_template_child(widget_class, BenchCell, detail);
    gtk_widget_class_bind_template_child(widget_class, BenchCell, toggle);
    gtk_widget_class_bind_template_callback(widget_class, bench_cell_toggled);
    gtk_widget_class_bind_template_callback(widget_class, bench_cell_more);
}

/* A benchmark of a cell that does not build would measure the wrong thing: check first. */
static void check_cell(void) {
    BenchCell *cell = g_object_ref_sink(g_object_new(BENCH_TYPE_CELL, NULL));
    int objects = 1;
    for (GtkWidget *content = gtk_widget_get_first_child(GTK_WIDGET(cell)); content;
         content = gtk_widget_get_next_sibling(content)) {
        objects++;
        objects += bench_child_count(content);
    }
    gboolean ok = cell->icon && cell->title && cell->detail && cell->toggle && objects == 10 &&
                  strcmp(gtk_label_get_text(cell->title), "Title") == 0 &&
                  gtk_image_get_storage_type(cell->icon) == GTK_IMAGE_PAINTABLE;
    gtk_switch_set_active(cell->toggle, TRUE);
    /* "more" is not a bound child: find it in the content. */
    GtkWidget *content = gtk_widget_get_first_child(GTK_WIDGET(cell));
    for (GtkWidget *child = content ? gtk_widget_get_first_child(content) : NULL; child;
         child = gtk_widget_get_next_sibling(child))
        if (GTK_IS_BUTTON(child) && !GTK_IS_SWITCH(child)) g_signal_emit_by_name(child, "clicked");
    ok = ok && toggled_calls == 1 && more_calls == 1;
    g_object_unref(cell);
    if (!ok) {
        fprintf(stderr, "cell-template: the benchmark cell does not build as expected (objects %d, toggled %d, more %d)\n",
                objects, toggled_calls, more_calls);
        exit(1);
    }
    fprintf(stderr, "cell-template: cell checked: %d objects, 4 bound children, both callbacks called\n", objects);
}

int main(void) {
    gtk_init();
    bench_load_css(".cell-content { background-color: white; }\n"
                   ".cell-bar { background-color: #007aff; min-width: 4px; }\n");
    check_cell();

    for (int i = 0; i < WARMUP; i++) {
        GtkWidget *cell = g_object_new(BENCH_TYPE_CELL, NULL);
        g_object_ref_sink(cell);
        g_object_unref(cell);
    }
    double *total = g_new(double, ITERATIONS), *create = g_new(double, ITERATIONS);
    for (int i = 0; i < ITERATIONS; i++) {
        double start = bench_clock_seconds(CLOCK_MONOTONIC);
        GtkWidget *cell = g_object_new(BENCH_TYPE_CELL, NULL);
        double made = bench_clock_seconds(CLOCK_MONOTONIC);
        g_object_ref_sink(cell);
        g_object_unref(cell);
        double end = bench_clock_seconds(CLOCK_MONOTONIC);
        total[i] = (end - start) * 1e6;
        create[i] = (made - start) * 1e6;
    }
    bench_report("gtk4_template_instantiate_cell_us", total, ITERATIONS, "us");
    bench_report("gtk4_template_create_only_cell_us", create, ITERATIONS, "us");
    g_free(total);
    g_free(create);
    return 0;
}
