#ifndef QUILL_PIXEL_MOVE_H
#define QUILL_PIXEL_MOVE_H

#include <stddef.h>
#include <stdint.h>

/// Copies `rows` rows of `width` 32-bit pixels from row `source_row` to row `destination_row`
/// of a bitmap `stride` pixels wide, starting at column `x` in both. The two row ranges may
/// overlap (rows are visited in the order that reads each before it is written), but within
/// a row the source and destination must be different rows (a vertical move). Large moves use
/// non-temporal stores: a scrolled 4K framebuffer is written without first being read into
/// the cache.
void quill_move_rows(uint32_t *pixels, long stride, long destination_row, long source_row, long rows, long x, long width);

/// Asks the kernel for the whole pages within `bytes` bytes from `start`, writable, in one
/// call (Linux's MADV_POPULATE_WRITE), leaving what they hold unchanged: new memory about to
/// be filled then takes no page fault per 4 KiB. Does nothing where the kernel refuses the
/// advice (before Linux 5.14) or off Linux.
void quill_populate_pages(void *start, size_t bytes);

#endif
