#include "quill_x11_presenter.h"

#include <stdint.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define QUILL_X86 1
#endif

/// One pixel: red and blue exchanged.
static inline uint32_t swap_red_blue(uint32_t p) { return (p & 0xFF00FF00u) | ((p & 0xFFu) << 16) | ((p >> 16) & 0xFFu); }

/// The rest of a row, one pixel at a time.
static inline void convert_tail(const uint32_t *input, uint32_t *output, int from, int width) {
    for (int x = from; x < width; x++) output[x] = swap_red_blue(input[x]);
}

#if QUILL_X86
__attribute__((target("avx2"))) static void convert_avx2(
    const uint32_t *source, int source_stride, uint32_t *destination, int destination_stride, int width, int height) {
    const __m256i order = _mm256_setr_epi8(
        2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    for (int row = 0; row < height; row++) {
        const uint32_t *input = source + (intptr_t)row * source_stride;
        uint32_t *output = destination + (intptr_t)row * destination_stride;
        int x = 0;
        // Up to a 32-byte boundary of the image, then whole lines stored past the caches: the
        // X server reads them from another core, and a store that first fetched each line
        // (shared with the server since the last frame) cost more than the conversion.
        while (x < width && ((uintptr_t)(output + x) & 31) != 0) {
            output[x] = swap_red_blue(input[x]);
            x++;
        }
        for (; x + 8 <= width; x += 8) {
            __m256i p = _mm256_loadu_si256((const __m256i *)(input + x));
            _mm256_stream_si256((__m256i *)(output + x), _mm256_shuffle_epi8(p, order));
        }
        convert_tail(input, output, x, width);
    }
    _mm_sfence();
}

__attribute__((target("ssse3"))) static void convert_ssse3(
    const uint32_t *source, int source_stride, uint32_t *destination, int destination_stride, int width, int height) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    for (int row = 0; row < height; row++) {
        const uint32_t *input = source + (intptr_t)row * source_stride;
        uint32_t *output = destination + (intptr_t)row * destination_stride;
        int x = 0;
        for (; x + 4 <= width; x += 4) {
            __m128i p = _mm_loadu_si128((const __m128i *)(input + x));
            _mm_storeu_si128((__m128i *)(output + x), _mm_shuffle_epi8(p, order));
        }
        convert_tail(input, output, x, width);
    }
}

#endif

static void convert_plain(
    const uint32_t *source, int source_stride, uint32_t *destination, int destination_stride, int width, int height) {
    for (int row = 0; row < height; row++) {
        convert_tail(source + (intptr_t)row * source_stride, destination + (intptr_t)row * destination_stride, 0, width);
    }
}

/// The conversion for `level` (2: AVX2, 1: SSSE3, 0: plain), or the best the processor has
/// below it.
typedef void (*convert_function)(const uint32_t *, int, uint32_t *, int, int, int);
static convert_function convert_for(int level) {
#if QUILL_X86
    __builtin_cpu_init();
    if (level >= 2 && __builtin_cpu_supports("avx2")) return convert_avx2;
    if (level >= 1 && __builtin_cpu_supports("ssse3")) return convert_ssse3;
#else
    (void)level;
#endif
    return convert_plain;
}

/// The level of a conversion function.
static int level_of(convert_function convert) {
#if QUILL_X86
    if (convert == convert_avx2) return 2;
    if (convert == convert_ssse3) return 1;
#endif
    (void)convert;
    return 0;
}

void quill_x11_convert_rows(
    const unsigned int *source, int source_stride, unsigned int *destination, int destination_stride, int width, int height) {
    if (width <= 0 || height <= 0) return;
    // Chosen once; two threads at once would only choose the same function twice.
    static convert_function chosen = 0;
    convert_function convert = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    if (!convert) {
        convert = convert_for(2);
        __atomic_store_n(&chosen, convert, __ATOMIC_RELAXED);
    }
    convert(source, source_stride, destination, destination_stride, width, height);
}

int quill_x11_convert_rows_at_level(
    int level, const unsigned int *source, int source_stride, unsigned int *destination, int destination_stride, int width, int height) {
    if (width <= 0 || height <= 0) return 0;
    convert_function convert = convert_for(level);
    convert(source, source_stride, destination, destination_stride, width, height);
    return level_of(convert);
}
