#ifndef QUILL_SDL_NATIVE_WINDOW_H
#define QUILL_SDL_NATIVE_WINDOW_H

/// The X11 window id behind an SDL window (an `SDL_Window *`), or 0 when the window is not on
/// X11 (Wayland, the dummy driver). Kept in its own C file so that Swift never imports Xlib's
/// names (`Window`, `Display`, `None`), which would clash with Quill's.
unsigned long quill_sdl_x11_window(void *sdl_window);

/// Reads an `SDL_SysWMmsg` (an `SDL_SYSWMEVENT`'s `msg`): when it is X11's GraphicsExpose (an
/// area a copy could not fill), stores the X window id and the area (x, y, width, height) and
/// returns 1; otherwise returns 0. (The X server sends these for areas a
/// `quill_x11_presenter_move` could not fill.)
int quill_sdl_x11_graphics_expose(const void *syswm_msg, unsigned long *window, int *area);

/// Reads what the X server shows of an SDL window's top-left `width` x `height` pixels into
/// `pixels` (premultiplied RGBA as Quill packs it: red in the low byte, alpha opaque). Returns
/// 1 on success, 0 when the window is not on X11 or the read failed.
int quill_sdl_x11_read_pixels(void *sdl_window, int width, int height, unsigned int *pixels);

#endif
