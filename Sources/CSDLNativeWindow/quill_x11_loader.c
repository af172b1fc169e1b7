// Xlib opened with dlopen, and the Xlib functions this target calls defined here, each
// forwarding to Xlib's own. See quill_x11_loader.h for why.
//
// The definitions are hidden: other libraries in the process, Xlib's own callers among them,
// never bind to them. Each must match
// Xlib's declaration (the headers are included, so the compiler refuses one that does not). A
// function the target starts calling must be added to the list, or linking fails.

#include "quill_x11_loader.h"

#include <SDL2/SDL.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Xlib's functions (libX11): (return type, name, parameters, arguments).
#define QUILL_X11_FUNCTIONS(X) \
    X(int, XCopyArea, (Display *display, Drawable source, Drawable destination, GC gc, int source_x, int source_y, unsigned int width, \
        unsigned int height, int destination_x, int destination_y), (display, source, destination, gc, source_x, source_y, width, height, destination_x, destination_y)) \
    X(GC, XCreateGC, (Display *display, Drawable drawable, unsigned long mask, XGCValues *values), (display, drawable, mask, values)) \
    X(int, XFlush, (Display *display), (display)) \
    X(int, XFreeGC, (Display *display, GC gc), (display, gc)) \
    X(XImage *, XGetImage, (Display *display, Drawable drawable, int x, int y, unsigned int width, unsigned int height, unsigned long planes, \
        int format), (display, drawable, x, y, width, height, planes, format)) \
    X(Status, XGetWindowAttributes, (Display *display, Window window, XWindowAttributes *attributes), (display, window, attributes)) \
    X(XErrorHandler, XSetErrorHandler, (XErrorHandler handler), (handler)) \
    X(int, XSync, (Display *display, Bool discard), (display, discard))

// The shared-memory extension's (libXext).
#define QUILL_XEXT_FUNCTIONS(X) \
    X(Bool, XShmAttach, (Display *display, XShmSegmentInfo *info), (display, info)) \
    X(XImage *, XShmCreateImage, (Display *display, Visual *visual, unsigned int depth, int format, char *data, XShmSegmentInfo *info, \
        unsigned int width, unsigned int height), (display, visual, depth, format, data, info, width, height)) \
    X(Bool, XShmDetach, (Display *display, XShmSegmentInfo *info), (display, info)) \
    X(Bool, XShmPutImage, (Display *display, Drawable drawable, GC gc, XImage *image, int source_x, int source_y, int destination_x, \
        int destination_y, unsigned int width, unsigned int height, Bool send_event), \
        (display, drawable, gc, image, source_x, source_y, destination_x, destination_y, width, height, send_event)) \
    X(Bool, XShmQueryExtension, (Display *display), (display))

#define QUILL_X11_POINTER(ret, name, params, args) static ret (*real_##name) params;
QUILL_X11_FUNCTIONS(QUILL_X11_POINTER)
QUILL_XEXT_FUNCTIONS(QUILL_X11_POINTER)

static pthread_once_t load_once_control = PTHREAD_ONCE_INIT;
static int loaded;

// Opens a library SDL's X11 driver has already opened (then this only finds it), or opens it.
static void *open_library(const char *name) {
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL | RTLD_NOLOAD);
    return handle != NULL ? handle : dlopen(name, RTLD_LAZY | RTLD_LOCAL);
}

static void load(void) {
    void *x11 = open_library("libX11.so.6"), *xext = open_library("libXext.so.6");
    if (x11 == NULL || xext == NULL) return;
#define QUILL_X11_RESOLVE_FROM(library, name) \
    real_##name = (__typeof__(real_##name))dlsym(library, #name); \
    if (real_##name == NULL) return;
#define QUILL_X11_RESOLVE(ret, name, params, args) QUILL_X11_RESOLVE_FROM(x11, name)
#define QUILL_XEXT_RESOLVE(ret, name, params, args) QUILL_X11_RESOLVE_FROM(xext, name)
    QUILL_X11_FUNCTIONS(QUILL_X11_RESOLVE)
    QUILL_XEXT_FUNCTIONS(QUILL_XEXT_RESOLVE)
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int quill_x11_load(void) {
    pthread_once(&load_once_control, load);
    return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE);
}

// Reached only after `quill_x11_load` succeeded (every caller in this target checks it first);
// a call without it ends the process with the reason rather than jumping to nothing.
static void require(const char *name) {
    if (quill_x11_load()) return;
    fprintf(stderr, "Quill: %s was called, but Xlib (libX11.so.6, libXext.so.6) could not be loaded\n", name);
    abort();
}

#define QUILL_X11_FORWARD(ret, name, params, args) \
    __attribute__((visibility("hidden"))) ret name params { \
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) require(#name); \
        return real_##name args; \
    }
QUILL_X11_FUNCTIONS(QUILL_X11_FORWARD)
QUILL_XEXT_FUNCTIONS(QUILL_X11_FORWARD)

#else

int quill_x11_load(void) { return 0; }

#endif
