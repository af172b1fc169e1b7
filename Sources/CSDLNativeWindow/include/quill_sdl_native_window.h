#ifndef QUILL_SDL_NATIVE_WINDOW_H
#define QUILL_SDL_NATIVE_WINDOW_H

/// The X11 window id behind an SDL window (an `SDL_Window *`), or 0 when the window is not on
/// X11 (Wayland, the dummy driver). Kept in its own C file so that Swift never imports Xlib's
/// names (`Window`, `Display`, `None`), which would clash with Quill's.
unsigned long quill_sdl_x11_window(void *sdl_window);

/// Moves pixels of an SDL window on the X server, where they already are (XCopyArea of the
/// window onto itself, through SDL's own X connection, so it is ordered before the pixels SDL
/// puts next). `areas` holds `count` moves of six ints each: source x, y, width, height, then
/// destination x, y. Areas the server cannot copy (covered by another window, off screen) are
/// reported back as GraphicsExpose events (see `quill_sdl_x11_graphics_expose`). Returns 1 when
/// the moves were sent, 0 when the window is not on X11 (nothing is done then).
int quill_sdl_x11_copy_areas(void *sdl_window, const int *areas, int count);

/// Reads an `SDL_SysWMmsg` (an `SDL_SYSWMEVENT`'s `msg`): when it is X11's GraphicsExpose (an
/// area a copy could not fill), stores the X window id and the area (x, y, width, height) and
/// returns 1; otherwise returns 0.
int quill_sdl_x11_graphics_expose(const void *syswm_msg, unsigned long *window, int *area);

/// Reads what the X server shows of an SDL window's top-left `width` x `height` pixels into
/// `pixels` (premultiplied RGBA as Quill packs it: red in the low byte, alpha opaque). Returns
/// 1 on success, 0 when the window is not on X11 or the read failed.
int quill_sdl_x11_read_pixels(void *sdl_window, int width, int height, unsigned int *pixels);

#endif
