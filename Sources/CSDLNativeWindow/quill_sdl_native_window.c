#include "quill_sdl_native_window.h"
#include "quill_x11_loader.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/Xutil.h>

static int quill_x11_info(void *sdl_window, SDL_SysWMinfo *info) {
    SDL_VERSION(&info->version);
    return sdl_window != NULL && SDL_GetWindowWMInfo((SDL_Window *)sdl_window, info) && info->subsystem == SDL_SYSWM_X11;
}
#endif

unsigned long quill_sdl_x11_window(void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (quill_x11_info(sdl_window, &info)) return (unsigned long)info.info.x11.window;
#else
    (void)sdl_window;
#endif
    return 0;
}

int quill_sdl_x11_graphics_expose(const void *syswm_msg, unsigned long *window, int *area) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_SysWMmsg *msg = (const SDL_SysWMmsg *)syswm_msg;
    if (msg == NULL || msg->subsystem != SDL_SYSWM_X11 || msg->msg.x11.event.type != GraphicsExpose) return 0;
    const XGraphicsExposeEvent *e = &msg->msg.x11.event.xgraphicsexpose;
    *window = (unsigned long)e->drawable;
    area[0] = e->x; area[1] = e->y; area[2] = e->width; area[3] = e->height;
    return 1;
#else
    (void)syswm_msg; (void)window; (void)area;
    return 0;
#endif
}

#if defined(SDL_VIDEO_DRIVER_X11)
static int quill_x11_read_failed;
static int quill_x11_read_trap(Display *display, XErrorEvent *event) {
    (void)display; (void)event;
    quill_x11_read_failed = 1;
    return 0;
}
#endif

int quill_sdl_x11_read_pixels(void *sdl_window, int width, int height, unsigned int *pixels) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (width <= 0 || height <= 0 || pixels == NULL) return 0;
    if (!quill_x11_info(sdl_window, &info) || info.info.x11.display == NULL || !quill_x11_load()) return 0;
    // An unmapped window or an area off screen is a BadMatch, which Xlib's default handler
    // would answer by ending the process: trapped here, it is a failed read.
    Display *display = info.info.x11.display;
    XSync(display, False);
    quill_x11_read_failed = 0;
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(quill_x11_read_trap);
    XImage *image = XGetImage(display, info.info.x11.window, 0, 0, (unsigned)width, (unsigned)height, AllPlanes, ZPixmap);
    XSync(display, False);
    XSetErrorHandler(previous);
    if (quill_x11_read_failed && image != NULL) { XDestroyImage(image); image = NULL; }
    if (image == NULL) return 0;
    int ok = image->bits_per_pixel == 32 && image->red_mask == 0xFF0000 && image->green_mask == 0xFF00 && image->blue_mask == 0xFF;
    if (ok) {
        for (int y = 0; y < height; y++) {
            const unsigned int *row = (const unsigned int *)(image->data + (size_t)y * (size_t)image->bytes_per_line);
            for (int x = 0; x < width; x++) {
                unsigned int p = row[x];
                pixels[(size_t)y * (size_t)width + (size_t)x] = 0xFF000000u | ((p & 0xFF) << 16) | (p & 0xFF00) | ((p >> 16) & 0xFF);
            }
        }
    }
    XDestroyImage(image);
    return ok;
#else
    (void)sdl_window; (void)width; (void)height; (void)pixels;
    return 0;
#endif
}
