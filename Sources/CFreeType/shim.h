#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/* FreeType's load flags are macros Swift cannot import; these expose them. */
static inline int quill_ft_load_flags_light(void) { return FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT; }
static inline int quill_ft_render_mode_normal(void) { return FT_RENDER_MODE_NORMAL; }
