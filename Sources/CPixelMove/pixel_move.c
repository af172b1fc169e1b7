#include "quill_pixel_move.h"

#include <string.h>
#if defined(__x86_64__) || defined(__SSE2__)
#include <emmintrin.h>
#define QUILL_HAVE_SSE2 1
#endif

/// Copies one row with streaming stores where the destination is 16-byte aligned.
static void copy_row(uint32_t *restrict destination, const uint32_t *restrict source, long count, int streaming) {
#ifdef QUILL_HAVE_SSE2
    if (streaming) {
        long i = 0;
        while (i < count && (((uintptr_t)(destination + i)) & 15) != 0) {
            destination[i] = source[i];
            i++;
        }
        for (; i + 16 <= count; i += 16) {
            __m128i a = _mm_loadu_si128((const __m128i *)(source + i));
            __m128i b = _mm_loadu_si128((const __m128i *)(source + i + 4));
            __m128i c = _mm_loadu_si128((const __m128i *)(source + i + 8));
            __m128i d = _mm_loadu_si128((const __m128i *)(source + i + 12));
            _mm_stream_si128((__m128i *)(destination + i), a);
            _mm_stream_si128((__m128i *)(destination + i + 4), b);
            _mm_stream_si128((__m128i *)(destination + i + 8), c);
            _mm_stream_si128((__m128i *)(destination + i + 12), d);
        }
        for (; i < count; i++) destination[i] = source[i];
        return;
    }
#endif
    memcpy(destination, source, (size_t)count * 4);
}

void quill_move_rows(uint32_t *pixels, long stride, long destination_row, long source_row, long rows, long x, long width) {
    if (rows <= 0 || width <= 0 || destination_row == source_row) return;
    // Streaming pays for moves larger than the cache (a whole window of rows).
    int streaming = rows * width >= (1L << 20);
    if (destination_row < source_row) {
        for (long r = 0; r < rows; r++)
            copy_row(pixels + (destination_row + r) * stride + x, pixels + (source_row + r) * stride + x, width, streaming);
    } else {
        for (long r = rows - 1; r >= 0; r--)
            copy_row(pixels + (destination_row + r) * stride + x, pixels + (source_row + r) * stride + x, width, streaming);
    }
#ifdef QUILL_HAVE_SSE2
    if (streaming) _mm_sfence();
#endif
}
