/* GTK 4 peer of Quill's grid_scroll_100k_frame_ms: a GtkGridView of 100,000 items in a 1280x800
 * window, scrolled 13 px per frame; prints the main thread's CPU time per frame.
 *
 * Cells: a GtkSignalListItemFactory builds a 96x96 cell (a 48x48 picture 8 px from the top and
 * a centred 13 px label "Item N" under it); "bind" sets the text. max-columns is raised from its
 * default of 7 to 13, the number of 96 px columns that fit in 1280 px (GtkGridView then widens
 * each to about 98 px, sharing the spare width). Not higher: GTK 4.8 keeps a number of cells
 * alive that scales with max-columns (some 30 rows' worth), so 64 would make it keep ~2000. The model is made lazily
 * (lazy-model.h); GtkNoSelection wraps it. Method: scroll-driver.h. Run with GSK_RENDERER=cairo
 * under Xvfb (see bench-gtk4.sh).
 *
 * stdout: gtk4_grid_scroll_100k_frame_ms, gtk4_grid_scroll_100k_frame_p99_ms,
 *         gtk4_grid_scroll_100k_frame_interval_ms
 * stderr: the renderer, the adjustment's travel, and how many cells GTK built and bound.
 */
#include "bench-common.h"
#include "lazy-model.h"
#include "scroll-driver.h"

enum { ITEMS = 100000, WARMUP = 50, MEASURED = 2000 };

static guint64 cells_set_up, cells_bound, cells_unbound;

static void setup_cell(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)data;
    cells_set_up++;
    GtkWidget *cell = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_widget_set_size_request(cell, 96, 96);

    GtkWidget *image = gtk_image_new_from_paintable(GDK_PAINTABLE(bench_picture()));
    gtk_image_set_pixel_size(GTK_IMAGE(image), 48);
    gtk_widget_set_halign(image, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top(image, 8);

    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
    gtk_widget_set_halign(label, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class(label, "item-label");

    gtk_box_append(GTK_BOX(cell), image);
    gtk_box_append(GTK_BOX(cell), label);
    gtk_list_item_set_child(list_item, cell);
}

static void bind_cell(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)data;
    cells_bound++;
    BenchItem *item = gtk_list_item_get_item(list_item);
    GtkWidget *label = gtk_widget_get_last_child(gtk_list_item_get_child(list_item));
    char text[32];
    g_snprintf(text, sizeof text, "Item %u", item->index);
    gtk_label_set_text(GTK_LABEL(label), text);
}

static void unbind_cell(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    (void)factory;
    (void)list_item;
    (void)data;
    cells_unbound++;
}

int main(void) {
    gtk_init();
    /* Cells exactly 96 px tall: no theme padding around the cell widget, and none of the theme's
     * 12 px margin on boxes in grid cells ("gridview > child box"). */
    bench_load_css("gridview > child { padding: 0; margin: 0; min-height: 0; min-width: 0; border: none; }\n"
                   "gridview > child box { margin: 0; }\n"
                   ".item-label { font-size: 13px; }\n");

    GtkWidget *window = scroll_window_new("gtk4 grid scroll");

    BenchLazyModel *model = bench_lazy_model_new(ITEMS);
    GtkListItemFactory *factory = scroll_factory_new(G_CALLBACK(setup_cell), G_CALLBACK(bind_cell), G_CALLBACK(unbind_cell));
    /* gtk_grid_view_new and gtk_no_selection_new take ownership of their arguments. */
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(model)))),
                                        factory);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 13);

    GtkAdjustment *adjustment = scroll_embed(window, grid);

    scroll_run(GTK_WINDOW(window), grid, adjustment, "gtk4_grid_scroll_100k", 13, WARMUP, MEASURED);

    GtkWidget *first = gtk_widget_get_first_child(grid);
    fprintf(stderr,
            "gtk4_grid_scroll_100k: cells set up (widgets built) %" G_GUINT64_FORMAT ", bound %" G_GUINT64_FORMAT
            ", unbound %" G_GUINT64_FORMAT ", cell widgets now in the view %d (about %d visible), "
            "model items made %" G_GUINT64_FORMAT ", first cell %dx%d px\n",
            cells_set_up, cells_bound, cells_unbound, bench_child_count(grid), 13 * (800 / 96 + 2),
            model->items_made, first ? gtk_widget_get_width(first) : -1, first ? gtk_widget_get_height(first) : -1);
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(model);
    return 0;
}
