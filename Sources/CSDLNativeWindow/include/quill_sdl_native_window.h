#ifndef QUILL_SDL_NATIVE_WINDOW_H
#define QUILL_SDL_NATIVE_WINDOW_H

/// The X11 window id behind an SDL window (an `SDL_Window *`), or 0 when the window is not on
/// X11 (Wayland, the dummy driver). Kept in its own C file so that Swift never imports Xlib's
/// names (`Window`, `Display`, `None`), which would clash with Quill's.
unsigned long quill_sdl_x11_window(void *sdl_window);

#endif
