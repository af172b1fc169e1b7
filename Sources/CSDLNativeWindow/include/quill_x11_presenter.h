#ifndef QUILL_X11_PRESENTER_H
#define QUILL_X11_PRESENTER_H

/// Shows an SDL window's pixels on X11 through a shared-memory image of Quill's own (MIT-SHM),
/// without waiting for the X server after each frame: the server copies the frame's pixels
/// (and moves scrolled ones where they are) while Quill draws the next one. Before the image's
/// memory is written again, `quill_x11_presenter_begin` waits until the server has read it.
typedef struct quill_x11_presenter quill_x11_presenter;

/// A presenter for the SDL window (`SDL_Window *`) of `width` x `height` pixels, or NULL when
/// the window is not on X11, the server has no MIT-SHM (a remote display), or its visual is not
/// 24-bit true colour with 32 bits a pixel (the caller then presents through SDL).
quill_x11_presenter *quill_x11_presenter_create(void *sdl_window, int width, int height);

/// Makes the image's pages present on a thread of its own, without changing their contents
/// (so the first frame's writes take no page faults); the pixels may be written meanwhile.
void quill_x11_presenter_populate(quill_x11_presenter *presenter);

/// Detaches and frees the shared image (after the pages' thread, if any, has ended).
void quill_x11_presenter_destroy(quill_x11_presenter *presenter);

/// The image's pixels (X11's 0xXXRRGGBB, `*stride` pixels a row) once the server has finished
/// reading them for the last frame.
unsigned int *quill_x11_presenter_begin(quill_x11_presenter *presenter, int *stride);

/// Moves pixels of the window on the server: `count` moves of six ints (source x, y, width,
/// height, destination x, y), in order, before the rectangles put next. Areas the server cannot
/// copy come back as GraphicsExpose events.
void quill_x11_presenter_move(quill_x11_presenter *presenter, const int *areas, int count);

/// Sends `count` rectangles (x, y, width, height) of the image to the window and flushes the
/// connection without waiting.
void quill_x11_presenter_put(quill_x11_presenter *presenter, const int *rects, int count);

/// Copies `height` rows of `width` pixels of premultiplied RGBA (red in the low byte),
/// `source_stride` pixels a row, into X11's 0xXXRRGGBB rows of `destination_stride` pixels: red
/// and blue change places, the other bytes stay. Runs 32 bytes at a time where the processor
/// has AVX2, 16 with SSSE3, else 8 with SSE2; the bytes are the same every way.
void quill_x11_convert_rows(
    const unsigned int *source, int source_stride, unsigned int *destination, int destination_stride, int width, int height);

/// `quill_x11_convert_rows` through the way of `level` (2: AVX2, 1: SSSE3, 0: one pixel at a
/// time), or the best the processor has below it, for tests that hold each way to the same
/// bytes. Returns the level used.
int quill_x11_convert_rows_at_level(
    int level, const unsigned int *source, int source_stride, unsigned int *destination, int destination_stride, int width, int height);

#endif
