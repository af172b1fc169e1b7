#include "quill_icu.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int quill_icu_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) return -1;
    int32_t count = 0;
    for (int32_t boundary = ubrk_first(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (boundary == 0) continue;
        if (count < capacity) out[count] = boundary;
        count++;
    }
    ubrk_close(iterator);
    return count;
}
