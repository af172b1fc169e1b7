#include "quill_x11_presenter.h"
#include "quill_x11_loader.h"

#include <pthread.h>
#include <stdlib.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>

struct quill_x11_presenter {
    Display *display;
    Window window;
    GC gc;
    XImage *image;
    XShmSegmentInfo shm;
    int pending;
    /// The thread making the image's pages present (`quill_x11_presenter_populate`), joined
    /// before the image goes.
    pthread_t populating;
    int is_populating;
};

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/// Asks the kernel for every page of the image, writable, without changing what they hold:
/// a new shared image otherwise takes a page fault for each 4 KiB the first frame writes
/// (3.4 ms for a 1180x760 window, on the first frame's path). Kernels before 5.14 refuse the
/// advice, and the pages come one fault at a time as before.
static void *quill_x11_populate_pages(void *argument) {
    quill_x11_presenter *p = argument;
    madvise(p->image->data, (size_t)p->image->bytes_per_line * (size_t)p->image->height, MADV_POPULATE_WRITE);
    return NULL;
}

/// Whether the server refused a request made while `quill_x11_trap` was installed (XShmAttach
/// fails this way on a remote display that claims MIT-SHM).
static int quill_x11_trapped;
static int quill_x11_trap(Display *display, XErrorEvent *event) {
    (void)display; (void)event;
    quill_x11_trapped = 1;
    return 0;
}

quill_x11_presenter *quill_x11_presenter_create(void *sdl_window, int width, int height) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (sdl_window == NULL || width <= 0 || height <= 0) return NULL;
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
    // SDL's X11 driver has opened Xlib: its functions are found there (or SDL presents).
    if (!quill_x11_load()) return NULL;
    Display *display = info.info.x11.display;
    if (display == NULL || !XShmQueryExtension(display)) return NULL;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, info.info.x11.window, &attributes)) return NULL;
    Visual *visual = attributes.visual;
    if (attributes.depth != 24 || visual == NULL || visual->red_mask != 0xFF0000 || visual->green_mask != 0xFF00 || visual->blue_mask != 0xFF) return NULL;
    quill_x11_presenter *p = calloc(1, sizeof *p);
    if (p == NULL) return NULL;
    p->display = display;
    p->window = info.info.x11.window;
    p->shm.shmid = -1;
    p->image = XShmCreateImage(display, visual, 24, ZPixmap, NULL, &p->shm, (unsigned)width, (unsigned)height);
    if (p->image == NULL || p->image->bits_per_pixel != 32) goto fail;
    p->shm.shmid = shmget(IPC_PRIVATE, (size_t)p->image->bytes_per_line * (size_t)height, IPC_CREAT | 0600);
    if (p->shm.shmid < 0) goto fail;
    p->shm.shmaddr = p->image->data = shmat(p->shm.shmid, NULL, 0);
    if (p->shm.shmaddr == (char *)-1) { p->shm.shmaddr = p->image->data = NULL; goto fail; }
    p->shm.readOnly = False;
    XSync(display, False);
    quill_x11_trapped = 0;
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(quill_x11_trap);
    XShmAttach(display, &p->shm);
    XSync(display, False);
    XSetErrorHandler(previous);
    // Marked for removal now: it goes when both sides have detached, even after a crash.
    shmctl(p->shm.shmid, IPC_RMID, NULL);
    if (quill_x11_trapped) goto fail_attached;
    XGCValues values;
    values.graphics_exposures = True;
    p->gc = XCreateGC(display, p->window, GCGraphicsExposures, &values);
    return p;
fail_attached:
    p->shm.shmid = -1;
fail:
    if (p->shm.shmaddr != NULL) shmdt(p->shm.shmaddr);
    if (p->shm.shmid >= 0) shmctl(p->shm.shmid, IPC_RMID, NULL);
    if (p->image != NULL) { p->image->data = NULL; XDestroyImage(p->image); }
    free(p);
    return NULL;
}

void quill_x11_presenter_populate(quill_x11_presenter *p) {
    if (p == NULL || p->is_populating) return;
    p->is_populating = pthread_create(&p->populating, NULL, quill_x11_populate_pages, p) == 0;
}

void quill_x11_presenter_destroy(quill_x11_presenter *p) {
    if (p == NULL) return;
    if (p->is_populating) pthread_join(p->populating, NULL);
    XShmDetach(p->display, &p->shm);
    XSync(p->display, False);
    if (p->gc != NULL) XFreeGC(p->display, p->gc);
    shmdt(p->shm.shmaddr);
    p->image->data = NULL;
    XDestroyImage(p->image);
    free(p);
}

unsigned int *quill_x11_presenter_begin(quill_x11_presenter *p, int *stride) {
    if (p->pending) {
        // The server reads the image when it handles each put: after this round trip it has.
        XSync(p->display, False);
        p->pending = 0;
    }
    *stride = p->image->bytes_per_line / 4;
    return (unsigned int *)p->image->data;
}

void quill_x11_presenter_move(quill_x11_presenter *p, const int *areas, int count) {
    for (int i = 0; i < count; i++) {
        const int *a = areas + i * 6;
        if (a[2] <= 0 || a[3] <= 0) continue;
        XCopyArea(p->display, p->window, p->window, p->gc, a[0], a[1], (unsigned)a[2], (unsigned)a[3], a[4], a[5]);
    }
}

void quill_x11_presenter_put(quill_x11_presenter *p, const int *rects, int count) {
    for (int i = 0; i < count; i++) {
        const int *r = rects + i * 4;
        if (r[2] <= 0 || r[3] <= 0) continue;
        XShmPutImage(p->display, p->window, p->gc, p->image, r[0], r[1], r[0], r[1], (unsigned)r[2], (unsigned)r[3], False);
        p->pending = 1;
    }
    XFlush(p->display);
}

#else

quill_x11_presenter *quill_x11_presenter_create(void *sdl_window, int width, int height) {
    (void)sdl_window; (void)width; (void)height;
    return NULL;
}
void quill_x11_presenter_destroy(quill_x11_presenter *p) { (void)p; }
unsigned int *quill_x11_presenter_begin(quill_x11_presenter *p, int *stride) { (void)p; *stride = 0; return NULL; }
void quill_x11_presenter_populate(quill_x11_presenter *p) { (void)p; }
void quill_x11_presenter_move(quill_x11_presenter *p, const int *areas, int count) { (void)p; (void)areas; (void)count; }
void quill_x11_presenter_put(quill_x11_presenter *p, const int *rects, int count) { (void)p; (void)rects; (void)count; }

#endif
