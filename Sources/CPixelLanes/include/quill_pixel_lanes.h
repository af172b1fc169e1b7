#ifndef QUILL_PIXEL_LANES_H
#define QUILL_PIXEL_LANES_H

#include <stdint.h>

// Blending kernels over premultiplied RGBA pixels packed in 32 bits (red in the lowest byte),
// with exactly the integer arithmetic of the rasterizer's per-pixel loops, so the same bytes:
// x * f / 255 rounded as (t + (t >> 8)) >> 8 with t = x * f + 128, and source-over as
// source + destination * (255 - source alpha) / 255 (the destination alone under a source of
// alpha 0). Each kernel has a portable version and, on x86-64, one that works on 16-bit lanes
// with SSE2 (eight channels an instruction); the plain names pick the fastest available.

/// Blends `count` pixels of `source` over `destination`, each scaled by `factor` (0...255)
/// times its byte of `mask` when `mask` is not NULL.
void quill_blend_scaled(const uint32_t *source, uint32_t *destination, long count, uint32_t factor, const uint8_t *mask);
void quill_blend_scaled_portable(const uint32_t *source, uint32_t *destination, long count, uint32_t factor, const uint8_t *mask);

/// Mixes `count` pixels of two source rows, each channel weighted `256 - weight` and `weight`
/// (0...256), into `vertical`: eight 16-bit values a column, the sums' high bytes (red, green,
/// blue, alpha) then their low bytes.
void quill_mix_rows(const uint32_t *upper, const uint32_t *lower, long count, uint32_t weight, uint16_t *vertical);
void quill_mix_rows_portable(const uint32_t *upper, const uint32_t *lower, long count, uint32_t weight, uint16_t *vertical);

/// Blends `count` bilinear samples over `pixels`: pixel `i` mixes the columns `firsts[i]` and
/// `seconds[i]` of `vertical` (made by `quill_mix_rows`, its first column being column
/// `first_column`) with the second's weight `weights[i]` (0...256), rounds as the image
/// shader does, then scales by `opacity`, by `coverage[i]` and, when `mask` is not NULL, by
/// `mask[i]`, and composites source-over.
void quill_blend_sampled(
    const uint16_t *vertical, long first_column, const long *firsts, const long *seconds, const uint16_t *weights, uint32_t opacity,
    const uint8_t *coverage, const uint8_t *mask, uint32_t *pixels, long count);
void quill_blend_sampled_portable(
    const uint16_t *vertical, long first_column, const long *firsts, const long *seconds, const uint16_t *weights, uint32_t opacity,
    const uint8_t *coverage, const uint8_t *mask, uint32_t *pixels, long count);

/// Blends `count` pixels of one colour through a coverage row (a glyph's): pixel `i` takes
/// coverage `coverage[i]`, times `mask[i]` when `mask` is not NULL; full coverage of an opaque
/// colour stores it, other coverage blends `scaled[c]` (the colour scaled by c, a table of 256)
/// source-over, and none leaves the pixel.
void quill_blend_mask(const uint8_t *coverage, const uint8_t *mask, uint32_t color, const uint32_t *scaled, uint32_t *pixels, long count);
void quill_blend_mask_portable(const uint8_t *coverage, const uint8_t *mask, uint32_t color, const uint32_t *scaled, uint32_t *pixels, long count);

/// Asks for the cache line holding `address` to be brought in, to be written: a pixel some
/// rows further down, which the hardware does not foresee (rows lie pages apart) and which a
/// streamed fill left out of the caches.
static inline void quill_prefetch_for_writing(const void *address) { __builtin_prefetch(address, 1, 3); }

/// Sets `count` pixels to `value`, four at a time (a run of one colour too short to stream: a
/// button's row, a glyph's solid middle).
void quill_fill(uint32_t *pixels, long count, uint32_t value);

/// Sets `count` pixels to `value` with non-temporal stores (past the caches): for long runs in
/// targets larger than the caches, where storing through them first reads every line in.
void quill_fill_streaming(uint32_t *pixels, long count, uint32_t value);

#endif
