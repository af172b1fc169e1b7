// SDL 2 opened with dlopen, and the SDL functions Quill calls defined here, each forwarding to
// SDL's own. See quill_sdl_loader.h for why.
//
// Each definition below must match SDL's declaration (SDL.h is included, so the compiler
// refuses one that does not). A function Quill starts calling must be added to the list,
// or linking fails with an undefined SDL symbol.

#include "quill_sdl_loader.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The functions that return a value: (return type, name, parameters, arguments).
#define QUILL_SDL_VALUE_FUNCTIONS(X) \
    X(int, SDL_ConvertPixels, (int width, int height, Uint32 src_format, const void *src, int src_pitch, Uint32 dst_format, void *dst, int dst_pitch), \
        (width, height, src_format, src, src_pitch, dst_format, dst, dst_pitch)) \
    X(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), (window, index, flags)) \
    X(SDL_Cursor *, SDL_CreateSystemCursor, (SDL_SystemCursor id), (id)) \
    X(SDL_Texture *, SDL_CreateTexture, (SDL_Renderer *renderer, Uint32 format, int access, int w, int h), (renderer, format, access, w, h)) \
    X(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags)) \
    X(Uint8, SDL_EventState, (Uint32 type, int state), (type, state)) \
    X(char *, SDL_GetClipboardText, (void), ()) \
    X(const char *, SDL_GetCurrentVideoDriver, (void), ()) \
    X(Uint32, SDL_GetGlobalMouseState, (int *x, int *y), (x, y)) \
    X(SDL_Keymod, SDL_GetModState, (void), ()) \
    X(SDL_Window *, SDL_GetMouseFocus, (void), ()) \
    X(Uint32, SDL_GetMouseState, (int *x, int *y), (x, y)) \
    X(int, SDL_GetRendererOutputSize, (SDL_Renderer *renderer, int *w, int *h), (renderer, w, h)) \
    X(Uint32, SDL_GetWindowFlags, (SDL_Window *window), (window)) \
    X(SDL_Window *, SDL_GetWindowFromID, (Uint32 id), (id)) \
    X(Uint32, SDL_GetWindowID, (SDL_Window *window), (window)) \
    X(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window *window), (window)) \
    X(const char *, SDL_GetWindowTitle, (SDL_Window *window), (window)) \
    X(SDL_bool, SDL_GetWindowWMInfo, (SDL_Window *window, SDL_SysWMinfo *info), (window, info)) \
    X(SDL_bool, SDL_HasClipboardText, (void), ()) \
    X(int, SDL_Init, (Uint32 flags), (flags)) \
    X(int, SDL_LockSurface, (SDL_Surface *surface), (surface)) \
    X(int, SDL_PollEvent, (SDL_Event *event), (event)) \
    X(int, SDL_PushEvent, (SDL_Event *event), (event)) \
    X(Uint32, SDL_RegisterEvents, (int numevents), (numevents)) \
    X(int, SDL_RenderCopy, (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *srcrect, const SDL_Rect *dstrect), \
        (renderer, texture, srcrect, dstrect)) \
    X(int, SDL_RenderReadPixels, (SDL_Renderer *renderer, const SDL_Rect *rect, Uint32 format, void *pixels, int pitch), \
        (renderer, rect, format, pixels, pitch)) \
    X(int, SDL_SetClipboardText, (const char *text), (text)) \
    X(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value)) \
    X(SDL_bool, SDL_SetHintWithPriority, (const char *name, const char *value, SDL_HintPriority priority), (name, value, priority)) \
    X(int, SDL_SetWindowFullscreen, (SDL_Window *window, Uint32 flags), (window, flags)) \
    X(int, SDL_SetWindowModalFor, (SDL_Window *modal_window, SDL_Window *parent_window), (modal_window, parent_window)) \
    X(int, SDL_UpdateTexture, (SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch), (texture, rect, pixels, pitch)) \
    X(int, SDL_UpdateWindowSurfaceRects, (SDL_Window *window, const SDL_Rect *rects, int numrects), (window, rects, numrects)) \
    X(int, SDL_WaitEvent, (SDL_Event *event), (event)) \
    X(int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout)) \
    X(Uint32, SDL_WasInit, (Uint32 flags), (flags)) \
    X(void *, SDL_malloc, (size_t size), (size))

// The functions that return nothing: (name, parameters, arguments).
#define QUILL_SDL_VOID_FUNCTIONS(X) \
    X(SDL_DestroyRenderer, (SDL_Renderer *renderer), (renderer)) \
    X(SDL_DestroyTexture, (SDL_Texture *texture), (texture)) \
    X(SDL_DestroyWindow, (SDL_Window *window), (window)) \
    X(SDL_GetWindowPosition, (SDL_Window *window, int *x, int *y), (window, x, y)) \
    X(SDL_GetWindowSizeInPixels, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    X(SDL_QuitSubSystem, (Uint32 flags), (flags)) \
    X(SDL_RenderPresent, (SDL_Renderer *renderer), (renderer)) \
    X(SDL_SetCursor, (SDL_Cursor *cursor), (cursor)) \
    X(SDL_SetWindowMaximumSize, (SDL_Window *window, int max_w, int max_h), (window, max_w, max_h)) \
    X(SDL_SetWindowMinimumSize, (SDL_Window *window, int min_w, int min_h), (window, min_w, min_h)) \
    X(SDL_SetWindowPosition, (SDL_Window *window, int x, int y), (window, x, y)) \
    X(SDL_SetWindowTitle, (SDL_Window *window, const char *title), (window, title)) \
    X(SDL_StartTextInput, (void), ()) \
    X(SDL_UnlockSurface, (SDL_Surface *surface), (surface)) \
    X(SDL_free, (void *mem), (mem))

// The real functions, resolved by `load`.
#define QUILL_SDL_POINTER(ret, name, params, args) static ret (*real_##name) params;
#define QUILL_SDL_VOID_POINTER(name, params, args) static void (*real_##name) params;
QUILL_SDL_VALUE_FUNCTIONS(QUILL_SDL_POINTER)
QUILL_SDL_VOID_FUNCTIONS(QUILL_SDL_VOID_POINTER)
static const char *(*real_SDL_GetError)(void);

// The version the functions above need (SDL_GetWindowSizeInPixels came with 2.26).
enum { quill_sdl_needed_major = 2, quill_sdl_needed_minor = 26 };

static pthread_once_t load_once_control = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[768];

const char *quill_sdl_library_name(void) {
    const char *name = getenv("QUILL_SDL_LIBRARY");
    return name != NULL && name[0] != '\0' ? name : "libSDL2-2.0.so.0";
}

static void load(void) {
    const char *name = quill_sdl_library_name();
    // Lazy, as a linked library's functions are bound (binding all of SDL's and its
    // libraries' at once cost more than the calls made). Local: SDL's names stay out of the
    // process's global scope (the program's own definitions below are what callers bind to).
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure,
            "SDL 2 could not be loaded (%s): install it (Debian and Ubuntu: sudo apt-get install libsdl2-2.0-0), "
            "or name the library in QUILL_SDL_LIBRARY",
            reason != NULL ? reason : name);
        return;
    }
    void (*get_version)(SDL_version *) = (void (*)(SDL_version *))dlsym(handle, "SDL_GetVersion");
    if (get_version == NULL) {
        snprintf(failure, sizeof failure,
            "%s is not SDL 2 (it has no SDL_GetVersion): install SDL 2 (Debian and Ubuntu: sudo apt-get install libsdl2-2.0-0), "
            "or name it in QUILL_SDL_LIBRARY",
            name);
        dlclose(handle);
        return;
    }
    SDL_version version = {0, 0, 0};
    get_version(&version);
    if (version.major != quill_sdl_needed_major || version.minor < quill_sdl_needed_minor) {
        snprintf(failure, sizeof failure,
            "%s is SDL %d.%d.%d; Quill needs SDL 2.%d or later (2.x): install a newer libsdl2-2.0-0, "
            "or name another library in QUILL_SDL_LIBRARY",
            name, version.major, version.minor, version.patch, quill_sdl_needed_minor);
        dlclose(handle);
        return;
    }
#define QUILL_SDL_RESOLVE(name) \
    real_##name = (__typeof__(real_##name))dlsym(handle, #name); \
    if (real_##name == NULL) { \
        snprintf(failure, sizeof failure, "%s has no function %s: install SDL 2.%d or later, or name another library in QUILL_SDL_LIBRARY", \
            quill_sdl_library_name(), #name, quill_sdl_needed_minor); \
        dlclose(handle); \
        return; \
    }
#define QUILL_SDL_RESOLVE_VALUE(ret, name, params, args) QUILL_SDL_RESOLVE(name)
#define QUILL_SDL_RESOLVE_VOID(name, params, args) QUILL_SDL_RESOLVE(name)
    QUILL_SDL_VALUE_FUNCTIONS(QUILL_SDL_RESOLVE_VALUE)
    QUILL_SDL_VOID_FUNCTIONS(QUILL_SDL_RESOLVE_VOID)
    QUILL_SDL_RESOLVE(SDL_GetError)
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int quill_sdl_load(char *message, size_t capacity) {
    pthread_once(&load_once_control, load);
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return 1;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", failure);
    return 0;
}

int quill_sdl_is_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE); }

// A call to SDL before Quill loaded it (an app calling SDL itself): loaded here, or the
// process ends with the reason, as a program linked to a missing library would.
static void require(void) {
    if (quill_sdl_load(NULL, 0)) return;
    fprintf(stderr, "%s\n", failure);
    abort();
}

#define QUILL_SDL_FORWARD(ret, name, params, args) \
    ret name params { \
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) require(); \
        return real_##name args; \
    }
#define QUILL_SDL_VOID_FORWARD(name, params, args) \
    void name params { \
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) require(); \
        real_##name args; \
    }
QUILL_SDL_VALUE_FUNCTIONS(QUILL_SDL_FORWARD)
QUILL_SDL_VOID_FUNCTIONS(QUILL_SDL_VOID_FORWARD)

// Resolved like the others, but it also answers before SDL is loaded (with why it is not), so
// that an error path never calls into a library that is missing.
const char *SDL_GetError(void) {
    if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return failure[0] != '\0' ? failure : "SDL 2 is not loaded";
    return real_SDL_GetError();
}
