#ifndef QUILL_CFRIBIDI_SHIM_H
#define QUILL_CFRIBIDI_SHIM_H
/* The Unicode bidirectional algorithm (UAX #9) through GNU FriBidi, for Quill's text layout. */
#include <fribidi.h>
#include <stdint.h>
#include <stdlib.h>

/* Resolves the embedding level of each of `length` code points. `base` is 0 for the direction
 * of the first strong character (left to right when there is none), 1 for left to right, 2 for
 * right to left, 3 for the direction of the first strong character (right to left when there is
 * none). Returns the paragraph's direction (0 left to right, 1 right to left), or -1
 * when memory ran out. */
static inline int quill_bidi_levels(const uint32_t *text, int length, int base, uint8_t *levels) {
    if (length <= 0) return base == 2 ? 1 : 0;
    FriBidiCharType *types = (FriBidiCharType *)malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = (FriBidiBracketType *)malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *resolved = (FriBidiLevel *)malloc(sizeof(FriBidiLevel) * (size_t)length);
    int result = -1;
    if (types && brackets && resolved) {
        const FriBidiChar *chars = (const FriBidiChar *)text;
        fribidi_get_bidi_types(chars, length, types);
        fribidi_get_bracket_types(chars, length, types, brackets);
        FriBidiParType direction = base == 1 ? FRIBIDI_PAR_LTR : base == 2 ? FRIBIDI_PAR_RTL : base == 3 ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_ON;
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, resolved) != 0) {
            for (int i = 0; i < length; i++) levels[i] = (uint8_t)resolved[i];
            result = FRIBIDI_IS_RTL(direction) ? 1 : 0;
        }
    }
    free(types);
    free(brackets);
    free(resolved);
    return result;
}

#endif
