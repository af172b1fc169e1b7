/* GTK 4 peer of Quill's table_scroll_1m_frame_ms: a GtkListView of 1,000,000 rows in a 1280x800
 * window, scrolled 13 px per frame; prints the main thread's CPU time per frame.
 *
 * Rows: a GtkSignalListItemFactory builds a 44 px row (a 32x32 picture, a 15 px label "Row N",
 * a 12 px grey label "Detail for row N", and the pan-end-symbolic disclosure arrow on the right);
 * "bind" sets the two texts. The model is made lazily (lazy-model.h): no per-row storage,
 * items are made when GTK asks for them, as Quill's data source does. GtkNoSelection wraps it.
 * Method: scroll-driver.h. Run with GSK_RENDERER=cairo under Xvfb (see bench-gtk4.sh).
 *
 * stdout: gtk4_list_scroll_1m_frame_ms, gtk4_list_scroll_1m_frame_p99_ms,
 *         gtk4_list_scroll_1m_frame_interval_ms
 * stderr: the renderer, the adjustment's travel, and how many rows GTK built and bound.
 */
#include "bench-common.h"
#include "lazy-model.h"
#include "scroll-driver.h"

enum { ROWS = 1000000, WARMUP = 50, MEASURED = 2000 };

static guint64 rows_set_up, rows_bound, rows_unbound;

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)data;
    rows_set_up++;
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10);
    gtk_widget_set_size_request(row, -1, 44);
    gtk_widget_set_margin_start(row, 10);
    gtk_widget_set_margin_end(row, 10);

    GtkWidget *icon = gtk_image_new_from_paintable(GDK_PAINTABLE(bench_picture()));
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 32);
    gtk_widget_set_valign(icon, GTK_ALIGN_CENTER);

    GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_hexpand(texts, TRUE);
    gtk_widget_set_valign(texts, GTK_ALIGN_CENTER);
    GtkWidget *title = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(title), 0);
    gtk_widget_add_css_class(title, "row-title");
    GtkWidget *detail = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(detail), 0);
    gtk_widget_add_css_class(detail, "row-detail");
    gtk_box_append(GTK_BOX(texts), title);
    gtk_box_append(GTK_BOX(texts), detail);

    GtkWidget *arrow = gtk_image_new_from_icon_name("pan-end-symbolic");
    gtk_widget_set_valign(arrow, GTK_ALIGN_CENTER);

    gtk_box_append(GTK_BOX(row), icon);
    gtk_box_append(GTK_BOX(row), texts);
    gtk_box_append(GTK_BOX(row), arrow);
    gtk_list_item_set_child(list_item, row);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)data;
    rows_bound++;
    BenchItem *item = gtk_list_item_get_item(list_item);
    GtkWidget *row = gtk_list_item_get_child(list_item);
    GtkWidget *texts = gtk_widget_get_next_sibling(gtk_widget_get_first_child(row));
    GtkWidget *title = gtk_widget_get_first_child(texts);
    GtkWidget *detail = gtk_widget_get_next_sibling(title);
    char text[64];
    g_snprintf(text, sizeof text, "Row %u", item->index);
    gtk_label_set_text(GTK_LABEL(title), text);
    g_snprintf(text, sizeof text, "Detail for row %u", item->index);
    gtk_label_set_text(GTK_LABEL(detail), text);
}

static void unbind_row(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)list_item;
    (void)data;
    rows_unbound++;
}

int main(void) {
    gtk_init();
    /* Rows exactly 44 px: no theme padding around the row widget. */
    bench_load_css("listview > row { padding: 0; margin: 0; min-height: 0; border: none; }\n"
                   ".row-title { font-size: 15px; }\n"
                   ".row-detail { font-size: 12px; color: #8e8e93; }\n");

    GtkWidget *window = scroll_window_new("gtk4 list scroll");

    BenchLazyModel *model = bench_lazy_model_new(ROWS);
    GtkListItemFactory *factory = scroll_factory_new(G_CALLBACK(setup_row), G_CALLBACK(bind_row), G_CALLBACK(unbind_row));
    /* gtk_list_view_new and gtk_no_selection_new take ownership of their arguments. */
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(model)))),
                                        factory);

    GtkAdjustment *adjustment = scroll_embed(window, list);

    scroll_run(GTK_WINDOW(window), list, adjustment, "gtk4_list_scroll_1m", 13, WARMUP, MEASURED);

    int visible = 800 / 44 + 2;
    fprintf(stderr,
            "gtk4_list_scroll_1m: rows set up (widgets built) %" G_GUINT64_FORMAT ", bound %" G_GUINT64_FORMAT
            ", unbound %" G_GUINT64_FORMAT ", row widgets now in the view %d (about %d visible), "
            "model items made %" G_GUINT64_FORMAT ", first row height %d px\n",
            rows_set_up, rows_bound, rows_unbound, bench_child_count(list), visible, model->items_made,
            gtk_widget_get_first_child(list) ? gtk_widget_get_height(gtk_widget_get_first_child(list)) : -1);
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(model);
    return 0;
}
