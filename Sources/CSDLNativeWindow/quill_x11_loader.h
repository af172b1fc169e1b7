#ifndef QUILL_X11_LOADER_H
#define QUILL_X11_LOADER_H

/// Xlib and its shared-memory extension are not linked into Quill's programs: SDL's X11 driver
/// opens them when a window opens on X11, and this file's functions find them there (or open
/// them, when they were not open yet). Linked,
/// they and the libraries they bring (xcb, Xau, Xdmcp, bsd, md) were mapped and relocated at
/// every start, `--help`, headless renders and tests included (about 0.7 ms), and a program
/// could not start at all on a machine without them (a Wayland-only desktop, a minimal CI
/// container). quill_x11_loader.c defines the Xlib functions this target calls, each forwarding
/// to Xlib's own; the definitions are hidden, so no other library binds to them.

/// Opens Xlib and its shared-memory extension (once; later calls return the first call's
/// result). Returns 1 when every function this target calls is resolved, 0 when not (the
/// caller then presents and reads pixels through SDL).
int quill_x11_load(void);

#endif
