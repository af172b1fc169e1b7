#include "quill_sdl_native_window.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

unsigned long quill_sdl_x11_window(void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (sdl_window != NULL && SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) && info.subsystem == SDL_SYSWM_X11) {
        return (unsigned long)info.info.x11.window;
    }
#else
    (void)sdl_window;
#endif
    return 0;
}
