#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/* FreeType's load flags are macros Swift cannot import; these expose them. */
static inline int quill_ft_load_flags_light(void) { return FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT; }
static inline int quill_ft_render_mode_normal(void) { return FT_RENDER_MODE_NORMAL; }

/* Colour bitmap fonts (CBDT, such as Noto Color Emoji): fixed sizes of BGRA glyphs. */
static inline int quill_ft_load_flags_color(void) { return FT_LOAD_COLOR; }
static inline int quill_ft_is_color_bitmap_font(FT_Face face) {
    return FT_HAS_COLOR(face) && FT_HAS_FIXED_SIZES(face) && !FT_IS_SCALABLE(face);
}
static inline int quill_ft_pixel_mode_bgra(void) { return FT_PIXEL_MODE_BGRA; }
/* Scalable fonts with colour layers (COLR/CPAL version 0): FreeType paints their layers into a
 * BGRA bitmap when the glyph is loaded with FT_LOAD_COLOR. */
static inline int quill_ft_has_color_layers(FT_Face face) { return FT_HAS_COLOR(face) && FT_IS_SCALABLE(face); }
static inline int quill_ft_load_flags_color_layers(void) { return FT_LOAD_DEFAULT | FT_LOAD_COLOR | FT_LOAD_TARGET_LIGHT; }
/* The index of the strike whose size is closest to `ppem` from above (else the largest). */
static inline int quill_ft_best_strike(FT_Face face, int ppem) {
    int best = -1, largest = 0;
    for (int i = 0; i < face->num_fixed_sizes; i++) {
        int size = (int)(face->available_sizes[i].y_ppem >> 6);
        if (size > face->available_sizes[largest].y_ppem >> 6) largest = i;
        if (size >= ppem && (best < 0 || size < (int)(face->available_sizes[best].y_ppem >> 6))) best = i;
    }
    return best >= 0 ? best : largest;
}
static inline int quill_ft_strike_ppem(FT_Face face, int index) {
    return (index >= 0 && index < face->num_fixed_sizes) ? (int)(face->available_sizes[index].y_ppem >> 6) : 0;
}

/* Glyph outlines in font units, for text drawn under rotation or mirroring (as paths, not
 * bitmaps). Commands go to `out` as floats: 0 x y (move), 1 x y (line), 2 cx cy x y (conic),
 * 3 c1x c1y c2x c2y x y (cubic). Returns the number of floats the outline needs (write again
 * with a larger buffer when it exceeds `capacity`), or -1 when the glyph has no outline. */
typedef struct { float *out; int count; int capacity; } quill_outline_sink;
static inline void quill_outline_push(quill_outline_sink *sink, float value) {
    if (sink->count < sink->capacity) sink->out[sink->count] = value;
    sink->count++;
}
static int quill_outline_move(const FT_Vector *to, void *user) {
    quill_outline_sink *s = (quill_outline_sink *)user;
    quill_outline_push(s, 0); quill_outline_push(s, (float)to->x); quill_outline_push(s, (float)to->y);
    return 0;
}
static int quill_outline_line(const FT_Vector *to, void *user) {
    quill_outline_sink *s = (quill_outline_sink *)user;
    quill_outline_push(s, 1); quill_outline_push(s, (float)to->x); quill_outline_push(s, (float)to->y);
    return 0;
}
static int quill_outline_conic(const FT_Vector *control, const FT_Vector *to, void *user) {
    quill_outline_sink *s = (quill_outline_sink *)user;
    quill_outline_push(s, 2); quill_outline_push(s, (float)control->x); quill_outline_push(s, (float)control->y);
    quill_outline_push(s, (float)to->x); quill_outline_push(s, (float)to->y);
    return 0;
}
static int quill_outline_cubic(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user) {
    quill_outline_sink *s = (quill_outline_sink *)user;
    quill_outline_push(s, 3); quill_outline_push(s, (float)c1->x); quill_outline_push(s, (float)c1->y);
    quill_outline_push(s, (float)c2->x); quill_outline_push(s, (float)c2->y);
    quill_outline_push(s, (float)to->x); quill_outline_push(s, (float)to->y);
    return 0;
}
static inline int quill_ft_glyph_outline(FT_Face face, unsigned int glyph, float *out, int capacity) {
    if (FT_Load_Glyph(face, glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP) != 0) return -1;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return -1;
    FT_Outline_Funcs funcs = { quill_outline_move, quill_outline_line, quill_outline_conic, quill_outline_cubic, 0, 0 };
    quill_outline_sink sink = { out, 0, capacity };
    if (FT_Outline_Decompose(&face->glyph->outline, &funcs, &sink) != 0) return -1;
    return sink.count;
}
