#include "quill_pixel_lanes.h"
#include "pixel_lanes_scalar.h"

#if defined(__SSE2__)
#include <emmintrin.h>

// Two pixels a register, a channel a 16-bit lane: red, green, blue, alpha of the first pixel,
// then of the second. Every product of two bytes plus 128 fits in a lane.

/// Every lane scaled by its factor's fraction of 255, rounded as `quill_mul255` rounds.
static inline __m128i scale(__m128i value, __m128i factor) {
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(value, factor), _mm_set1_epi16(128));
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

/// Each pixel's alpha in its four lanes.
static inline __m128i spread_alpha(__m128i value) {
    return _mm_shufflehi_epi16(_mm_shufflelo_epi16(value, 0xFF), 0xFF);
}

/// Two pixels' factors, each in its pixel's four lanes.
static inline __m128i spread(uint32_t first, uint32_t second) {
    return _mm_set_epi16((short)second, (short)second, (short)second, (short)second, (short)first, (short)first, (short)first, (short)first);
}

/// Four pixels (two registers of lanes) over the four in `under`, as `quill_source_over`: the
/// packed source plus the destination scaled by what the source's alpha leaves (nothing under
/// an opaque source), and the destination alone where the source's alpha is 0.
static inline __m128i source_over(__m128i first, __m128i second, __m128i under) {
    const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(255);
    __m128i below0 = scale(_mm_unpacklo_epi8(under, zero), _mm_sub_epi16(full, spread_alpha(first)));
    __m128i below1 = scale(_mm_unpackhi_epi8(under, zero), _mm_sub_epi16(full, spread_alpha(second)));
    __m128i source = _mm_packus_epi16(first, second);
    __m128i sum = _mm_add_epi32(source, _mm_packus_epi16(below0, below1));
    __m128i transparent = _mm_cmpeq_epi32(_mm_srli_epi32(source, 24), zero);
    return _mm_or_si128(_mm_and_si128(transparent, under), _mm_andnot_si128(transparent, sum));
}

void quill_blend_scaled(const uint32_t *source, uint32_t *destination, long count, uint32_t factor, const uint8_t *mask) {
    const __m128i zero = _mm_setzero_si128();
    long i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + i));
        // Runs of transparent pixels (a layer's margins) are passed four at a time.
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(pixels, zero)) == 0xFFFF) continue;
        __m128i first = _mm_unpacklo_epi8(pixels, zero), second = _mm_unpackhi_epi8(pixels, zero);
        if (factor != 255 || mask) {
            uint32_t f[4] = {factor, factor, factor, factor};
            if (mask)
                for (int k = 0; k < 4; k++) f[k] = quill_mul255(factor, mask[i + k]);
            first = scale(first, spread(f[0], f[1]));
            second = scale(second, spread(f[2], f[3]));
        }
        __m128i under = _mm_loadu_si128((const __m128i *)(destination + i));
        _mm_storeu_si128((__m128i *)(destination + i), source_over(first, second, under));
    }
    for (; i < count; i++) quill_blend_scaled_pixel(source[i], destination + i, factor, mask ? mask[i] : 255, mask != 0);
}

void quill_mix_rows(const uint32_t *upper, const uint32_t *lower, long count, uint32_t weight, uint16_t *vertical) {
    const __m128i zero = _mm_setzero_si128(), low_bytes = _mm_set1_epi16(0xFF);
    const __m128i jy = _mm_set1_epi16((short)weight);
    long k = 0;
    for (; k + 2 <= count; k += 2) {
        __m128i u = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(upper + k)), zero);
        __m128i l = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(lower + k)), zero);
        // u (256 - w) + l w as u 256 + (l - u) w: the true sum is in 0...65280, which the
        // wrapping 16-bit arithmetic lands on.
        __m128i sum = _mm_add_epi16(_mm_slli_epi16(u, 8), _mm_mullo_epi16(_mm_sub_epi16(l, u), jy));
        __m128i high = _mm_srli_epi16(sum, 8), low = _mm_and_si128(sum, low_bytes);
        _mm_storeu_si128((__m128i *)(vertical + 8 * k), _mm_unpacklo_epi64(high, low));
        _mm_storeu_si128((__m128i *)(vertical + 8 * k + 8), _mm_unpackhi_epi64(high, low));
    }
    for (; k < count; k++) quill_mix_column(upper[k], lower[k], weight, vertical + 8 * k);
}

/// One pixel's horizontal sums, its two columns mixed (high bytes' sums in lanes 0 to 3, low
/// bytes' in 4 to 7): `left (256 - w) + right w`, written `left 256 + (right - left) w`, one
/// multiply. Every column value is a byte, so the true sum lies in 0...65280 and the wrapping
/// 16-bit arithmetic of the middle terms lands on it.
static inline __m128i column_sums(const uint16_t *left, const uint16_t *right, __m128i weight) {
    __m128i a = _mm_loadu_si128((const __m128i *)left), b = _mm_loadu_si128((const __m128i *)right);
    return _mm_add_epi16(_mm_slli_epi16(a, 8), _mm_mullo_epi16(_mm_sub_epi16(b, a), weight));
}

/// Two pixels' samples from their sums: (A >> 8) + ((A & 255) + (B >> 8) + 128) >> 8 a lane.
static inline __m128i rounded(__m128i first, __m128i second) {
    __m128i a = _mm_unpacklo_epi64(first, second), b = _mm_unpackhi_epi64(first, second);
    __m128i carry = _mm_add_epi16(_mm_add_epi16(_mm_and_si128(a, _mm_set1_epi16(0xFF)), _mm_srli_epi16(b, 8)), _mm_set1_epi16(128));
    return _mm_add_epi16(_mm_srli_epi16(a, 8), _mm_srli_epi16(carry, 8));
}

void quill_blend_sampled(
    const uint16_t *vertical, long first_column, const long *firsts, const long *seconds, const uint16_t *weights, uint32_t opacity,
    const uint8_t *coverage, const uint8_t *mask, uint32_t *pixels, long count) {
    const __m128i opacity_lanes = _mm_set1_epi16((short)opacity);
    long i = 0;
    for (; i + 4 <= count; i += 4) {
        // The four weights, each in all eight lanes of its pixel.
        __m128i paired = _mm_unpacklo_epi16(_mm_loadl_epi64((const __m128i *)(weights + i)), _mm_loadl_epi64((const __m128i *)(weights + i)));
        __m128i w[4] = {
            _mm_shuffle_epi32(paired, 0x00), _mm_shuffle_epi32(paired, 0x55), _mm_shuffle_epi32(paired, 0xAA), _mm_shuffle_epi32(paired, 0xFF)};
        __m128i sums[4];
        for (int k = 0; k < 4; k++)
            sums[k] = column_sums(vertical + 8 * (firsts[i + k] - first_column), vertical + 8 * (seconds[i + k] - first_column), w[k]);
        __m128i first = rounded(sums[0], sums[1]), second = rounded(sums[2], sums[3]);
        // Scaling by 255 changes nothing: full opacity and full coverage skip it.
        if (opacity != 255) {
            first = scale(first, opacity_lanes);
            second = scale(second, opacity_lanes);
        }
        uint32_t c[4] = {coverage[i], coverage[i + 1], coverage[i + 2], coverage[i + 3]};
        if (mask)
            for (int k = 0; k < 4; k++) c[k] = quill_mul255(c[k], mask[i + k]);
        if ((c[0] & c[1] & c[2] & c[3]) != 255) {
            first = scale(first, spread(c[0], c[1]));
            second = scale(second, spread(c[2], c[3]));
        }
        __m128i under = _mm_loadu_si128((const __m128i *)(pixels + i));
        _mm_storeu_si128((__m128i *)(pixels + i), source_over(first, second, under));
    }
    quill_blend_sampled_portable(vertical, first_column, firsts + i, seconds + i, weights + i, opacity, coverage + i, mask ? mask + i : 0, pixels + i, count - i);
}

void quill_blend_mask(const uint8_t *coverage, const uint8_t *mask, uint32_t color, const uint32_t *scaled, uint32_t *pixels, long count) {
    const __m128i zero = _mm_setzero_si128(), colors = _mm_set1_epi32((int)color);
    int opaque = color >> 24 == 255;
    long i = 0;
    for (; i + 4 <= count; i += 4) {
        uint32_t c[4] = {coverage[i], coverage[i + 1], coverage[i + 2], coverage[i + 3]};
        if (mask)
            for (int k = 0; k < 4; k++) c[k] = quill_mul255(c[k], mask[i + k]);
        // A glyph's margins pass four at a time; its solid middle is stored.
        if ((c[0] | c[1] | c[2] | c[3]) == 0) continue;
        if (opaque && (c[0] & c[1] & c[2] & c[3]) == 255) {
            _mm_storeu_si128((__m128i *)(pixels + i), colors);
            continue;
        }
        // Each pixel's colour scaled by its coverage (none: transparent, which keeps what is
        // under it; full: the colour, which covers it), composited four at a time.
        __m128i source = _mm_set_epi32((int)scaled[c[3]], (int)scaled[c[2]], (int)scaled[c[1]], (int)scaled[c[0]]);
        __m128i under = _mm_loadu_si128((const __m128i *)(pixels + i));
        __m128i blended = source_over(_mm_unpacklo_epi8(source, zero), _mm_unpackhi_epi8(source, zero), under);
        _mm_storeu_si128((__m128i *)(pixels + i), blended);
    }
    quill_blend_mask_portable(coverage + i, mask ? mask + i : 0, color, scaled, pixels + i, count - i);
}

void quill_fill(uint32_t *pixels, long count, uint32_t value) {
    const __m128i values = _mm_set1_epi32((int)value);
    long i = 0;
    for (; i + 4 <= count; i += 4) _mm_storeu_si128((__m128i *)(pixels + i), values);
    for (; i < count; i++) pixels[i] = value;
}

void quill_fill_streaming(uint32_t *pixels, long count, uint32_t value) {
    long i = 0;
    while (i < count && ((uintptr_t)(pixels + i) & 15)) pixels[i++] = value;
    const __m128i values = _mm_set1_epi32((int)value);
    for (; i + 4 <= count; i += 4) _mm_stream_si128((__m128i *)(pixels + i), values);
    for (; i < count; i++) pixels[i] = value;
    // Non-temporal stores are ordered after nothing: fenced before anyone reads the pixels.
    _mm_sfence();
}

#else

void quill_fill(uint32_t *pixels, long count, uint32_t value) {
    for (long i = 0; i < count; i++) pixels[i] = value;
}

void quill_fill_streaming(uint32_t *pixels, long count, uint32_t value) {
    for (long i = 0; i < count; i++) pixels[i] = value;
}

void quill_blend_mask(const uint8_t *coverage, const uint8_t *mask, uint32_t color, const uint32_t *scaled, uint32_t *pixels, long count) {
    quill_blend_mask_portable(coverage, mask, color, scaled, pixels, count);
}

void quill_blend_scaled(const uint32_t *source, uint32_t *destination, long count, uint32_t factor, const uint8_t *mask) {
    quill_blend_scaled_portable(source, destination, count, factor, mask);
}

void quill_mix_rows(const uint32_t *upper, const uint32_t *lower, long count, uint32_t weight, uint16_t *vertical) {
    quill_mix_rows_portable(upper, lower, count, weight, vertical);
}

void quill_blend_sampled(
    const uint16_t *vertical, long first_column, const long *firsts, const long *seconds, const uint16_t *weights, uint32_t opacity,
    const uint8_t *coverage, const uint8_t *mask, uint32_t *pixels, long count) {
    quill_blend_sampled_portable(vertical, first_column, firsts, seconds, weights, opacity, coverage, mask, pixels, count);
}

#endif
