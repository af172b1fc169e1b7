/* A GListModel of `n` items made on demand: get_item(i) returns a new BenchItem holding i.
 * Nothing is stored per item, so a model of a million rows costs nothing up front, as Quill's
 * data source does (it answers a row count and makes cells for the rows asked for). GTK keeps a
 * reference to the items of the rows it has realized. */
#ifndef QUILL_PEER_GTK4_LAZY_MODEL_H
#define QUILL_PEER_GTK4_LAZY_MODEL_H

#include <gtk/gtk.h>

/* An item: just its index. */
#define BENCH_TYPE_ITEM (bench_item_get_type())
G_DECLARE_FINAL_TYPE(BenchItem, bench_item, BENCH, ITEM, GObject)

struct _BenchItem {
    GObject parent_instance;
    guint index;
};

G_DEFINE_TYPE(BenchItem, bench_item, G_TYPE_OBJECT)

static void bench_item_class_init(BenchItemClass *klass) { (void)klass; }
static void bench_item_init(BenchItem *self) { (void)self; }

/* The model. */
#define BENCH_TYPE_LAZY_MODEL (bench_lazy_model_get_type())
G_DECLARE_FINAL_TYPE(BenchLazyModel, bench_lazy_model, BENCH, LAZY_MODEL, GObject)

struct _BenchLazyModel {
    GObject parent_instance;
    guint n_items;
    guint64 items_made;  /* get_item calls answered, for the report on stderr */
};

static GType bench_lazy_model_get_item_type(GListModel *model) {
    (void)model;
    return BENCH_TYPE_ITEM;
}

static guint bench_lazy_model_get_n_items(GListModel *model) { return BENCH_LAZY_MODEL(model)->n_items; }

static gpointer bench_lazy_model_get_item(GListModel *model, guint position) {
    BenchLazyModel *self = BENCH_LAZY_MODEL(model);
    if (position >= self->n_items) return NULL;
    self->items_made++;
    BenchItem *item = g_object_new(BENCH_TYPE_ITEM, NULL);
    item->index = position;
    return item;
}

static void bench_lazy_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = bench_lazy_model_get_item_type;
    iface->get_n_items = bench_lazy_model_get_n_items;
    iface->get_item = bench_lazy_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(BenchLazyModel, bench_lazy_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, bench_lazy_model_list_model_init))

static void bench_lazy_model_class_init(BenchLazyModelClass *klass) { (void)klass; }
static void bench_lazy_model_init(BenchLazyModel *self) { (void)self; }

static BenchLazyModel *bench_lazy_model_new(guint n_items) {
    BenchLazyModel *model = g_object_new(BENCH_TYPE_LAZY_MODEL, NULL);
    model->n_items = n_items;
    return model;
}

#endif
