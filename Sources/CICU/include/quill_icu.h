#ifndef QUILL_ICU_H
#define QUILL_ICU_H
/* ICU's line break iterator (UAX #14 with dictionaries), for the scripts written without spaces
 * between words that need one to find where a line may end: Thai, Lao, Khmer, Myanmar.
 * ICU's own types stay in the C file: Swift's Foundation carries another ICU whose headers
 * would clash with Debian's in a Swift module. */
#include <stdint.h>

/* Writes the UTF-16 offsets where a line may break in `text` (not 0; the end is included) to
 * `out`, at most `capacity`; returns how many there are, or -1 when ICU could not start. */
int quill_icu_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

#endif
