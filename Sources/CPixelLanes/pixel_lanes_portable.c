#include "quill_pixel_lanes.h"
#include "pixel_lanes_scalar.h"

void quill_blend_scaled_portable(const uint32_t *source, uint32_t *destination, long count, uint32_t factor, const uint8_t *mask) {
    for (long i = 0; i < count; i++) quill_blend_scaled_pixel(source[i], destination + i, factor, mask ? mask[i] : 255, mask != 0);
}

void quill_mix_rows_portable(const uint32_t *upper, const uint32_t *lower, long count, uint32_t weight, uint16_t *vertical) {
    for (long k = 0; k < count; k++) quill_mix_column(upper[k], lower[k], weight, vertical + 8 * k);
}

void quill_blend_sampled_portable(
    const uint16_t *vertical, long first_column, const long *firsts, const long *seconds, const uint16_t *weights, uint32_t opacity,
    const uint8_t *coverage, const uint8_t *mask, uint32_t *pixels, long count) {
    for (long i = 0; i < count; i++) {
        uint32_t c = coverage[i];
        if (mask) c = quill_mul255(c, mask[i]);
        if (c == 0) continue;
        uint32_t sample = quill_sample(vertical + 8 * (firsts[i] - first_column), vertical + 8 * (seconds[i] - first_column), weights[i]);
        if (opacity != 255) sample = quill_scale_pixel(sample, opacity);
        if (c != 255) sample = quill_scale_pixel(sample, c);
        pixels[i] = quill_source_over(sample, pixels[i]);
    }
}

void quill_blend_mask_portable(const uint8_t *coverage, const uint8_t *mask, uint32_t color, const uint32_t *scaled, uint32_t *pixels, long count) {
    int opaque = color >> 24 == 255;
    for (long i = 0; i < count; i++) {
        uint32_t c = coverage[i];
        if (mask) c = quill_mul255(c, mask[i]);
        quill_blend_mask_pixel(c, color, opaque, scaled, pixels + i);
    }
}
