#ifndef QUILL_SDL_LOADER_H
#define QUILL_SDL_LOADER_H

#include <stddef.h>

/// SDL 2 is not linked into Quill's programs: it is opened with dlopen when a window is about
/// to open. Loading it and the forty-odd libraries it brings (PulseAudio, ALSA, Wayland, the
/// codecs libsndfile needs…) at process start took 3.5–5 ms of every start, `--help` and
/// headless renders included; a program that never opens a window now never loads it.
/// quill_sdl_loader.c defines every SDL function Quill calls, each forwarding to SDL's own
/// (resolved once, when the library is loaded).

/// Loads SDL 2 (once: later calls return the first call's result, waiting for it if another
/// thread is loading) and resolves every function Quill calls.
/// Returns 1 when it is ready; 0 when it is not, with a message (what is missing, and what to
/// install) written to `message` (at most `capacity` bytes, NUL-terminated).
int quill_sdl_load(char *message, size_t capacity);

/// Whether SDL 2 has been loaded (a call to `quill_sdl_load` succeeded).
int quill_sdl_is_loaded(void);

/// The file the loader opens (`QUILL_SDL_LIBRARY` in the environment overrides it, for tests
/// and for an SDL built elsewhere).
const char *quill_sdl_library_name(void);

#endif
