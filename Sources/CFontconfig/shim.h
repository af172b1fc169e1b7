#ifndef QUILL_CFONTCONFIG_SHIM_H
#define QUILL_CFONTCONFIG_SHIM_H
/* Font fallback for Quill: which installed font file draws a character. */
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <string.h>

/* Writes the path of the installed font best matching `family` (may be NULL), weight and slant
 * that has a glyph for `codepoint`, and returns 1; returns 0 when no installed font has one.
 * `color` asks for colour fonts first (emoji). */
static inline int quill_fc_font_for_codepoint(unsigned int codepoint, const char *family, int bold, int italic, int color, char *path, size_t capacity) {
    if (!FcInit()) return 0;
    FcPattern *pattern = FcPatternCreate();
    if (pattern == NULL) return 0;
    FcCharSet *charset = FcCharSetCreate();
    FcCharSetAddChar(charset, codepoint);
    FcPatternAddCharSet(pattern, FC_CHARSET, charset);
    if (family != NULL) FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN);
    if (color) FcPatternAddBool(pattern, FC_COLOR, FcTrue);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcFontSet *set = FcFontSort(NULL, pattern, FcFalse, NULL, &result);
    int found = 0;
    if (set != NULL) {
        for (int i = 0; i < set->nfont && !found; i++) {
            FcCharSet *has = NULL;
            FcChar8 *file = NULL;
            if (FcPatternGetCharSet(set->fonts[i], FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetHasChar(has, codepoint)
                && FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) == FcResultMatch) {
                snprintf(path, capacity, "%s", (const char *)file);
                found = 1;
            }
        }
        FcFontSetDestroy(set);
    }
    FcCharSetDestroy(charset);
    FcPatternDestroy(pattern);
    return found;
}

#endif
