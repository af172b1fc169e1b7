#ifndef QUILL_PIXEL_MOVE_H
#define QUILL_PIXEL_MOVE_H

#include <stdint.h>

/// Copies `rows` rows of `width` 32-bit pixels from row `source_row` to row `destination_row`
/// of a bitmap `stride` pixels wide, starting at column `x` in both. The two row ranges may
/// overlap (rows are visited in the order that reads each before it is written), but within
/// a row the source and destination must be different rows (a vertical move). Large moves use
/// non-temporal stores: a scrolled 4K framebuffer is written without first being read into
/// the cache.
void quill_move_rows(uint32_t *pixels, long stride, long destination_row, long source_row, long rows, long x, long width);

#endif
