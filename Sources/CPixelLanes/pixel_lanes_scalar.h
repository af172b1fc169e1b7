#ifndef QUILL_PIXEL_LANES_SCALAR_H
#define QUILL_PIXEL_LANES_SCALAR_H

// One pixel at a time: the portable kernels, and the pixels the lane kernels leave over.

#include <stdint.h>

static inline uint32_t quill_mul255(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t quill_scale_pixel(uint32_t p, uint32_t factor) {
    uint32_t rb = (p & 0x00FF00FFu) * factor + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * factor + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

static inline uint32_t quill_source_over(uint32_t source, uint32_t destination) {
    uint32_t alpha = source >> 24;
    if (alpha == 255) return source;
    if (alpha == 0) return destination;
    return source + quill_scale_pixel(destination, 255 - alpha);
}

static inline void quill_blend_scaled_pixel(uint32_t p, uint32_t *destination, uint32_t factor, uint32_t mask, int masked) {
    if (p == 0) return;
    uint32_t f = masked ? quill_mul255(factor, mask) : factor;
    if (f != 255) p = quill_scale_pixel(p, f);
    *destination = quill_source_over(p, *destination);
}

/// One column's vertical sums, split into high and low bytes.
static inline void quill_mix_column(uint32_t upper, uint32_t lower, uint32_t weight, uint16_t *column) {
    for (int channel = 0; channel < 4; channel++) {
        uint32_t sum = ((upper >> (8 * channel)) & 0xFF) * (256 - weight) + ((lower >> (8 * channel)) & 0xFF) * weight;
        column[channel] = (uint16_t)(sum >> 8);
        column[4 + channel] = (uint16_t)(sum & 0xFF);
    }
}

/// A bilinear sample from two columns' sums: (256 A + B + 32768) >> 16 a channel, where A and
/// B are the high and low bytes' sums, worked out without leaving 16 bits.
static inline uint32_t quill_sample(const uint16_t *left, const uint16_t *right, uint32_t weight) {
    uint32_t sample = 0;
    for (int channel = 0; channel < 4; channel++) {
        uint32_t a = left[channel] * (256 - weight) + right[channel] * weight;
        uint32_t b = left[4 + channel] * (256 - weight) + right[4 + channel] * weight;
        uint32_t value = (a >> 8) + (((a & 0xFF) + (b >> 8) + 128) >> 8);
        sample |= value << (8 * channel);
    }
    return sample;
}

/// One pixel of a colour through coverage `c` (`quill_blend_mask`).
static inline void quill_blend_mask_pixel(uint32_t c, uint32_t color, int opaque, const uint32_t *scaled, uint32_t *pixel) {
    if (c == 0) return;
    if (c == 255 && opaque) {
        *pixel = color;
        return;
    }
    *pixel = quill_source_over(scaled[c], *pixel);
}

#endif
