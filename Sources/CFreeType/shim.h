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
