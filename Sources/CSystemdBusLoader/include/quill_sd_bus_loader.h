#ifndef QUILL_SD_BUS_LOADER_H
#define QUILL_SD_BUS_LOADER_H

#include <stddef.h>

/// systemd's library (sd-bus, D-Bus for AT-SPI and the desktop portals) is not linked into
/// Quill's programs: it is opened with dlopen when a bus connection is first made, on the bus
/// thread. Linked, it and the libraries it brings (gcrypt, gpg-error, cap, lz4, zstd, lzma)
/// were mapped and relocated at every start, `--help`, headless renders and tests included
/// (about 1 ms), and a program could not start at all where libsystemd0 is missing (a minimal
/// container). quill_sd_bus_loader.c defines every sd-bus function Quill calls, each forwarding
/// to the library's own; the definitions are hidden, so no other library binds to them.

/// Loads libsystemd (once: later calls return the first call's result, waiting for it if
/// another thread is loading) and resolves every sd-bus function Quill calls.
/// Returns 1 when it is ready; 0 when it is not, with a message (what is missing, and what to
/// install) written to `message` (at most `capacity` bytes, NUL-terminated).
int quill_sd_bus_load(char *message, size_t capacity);

/// The file the loader opens (`QUILL_SYSTEMD_LIBRARY` in the environment overrides it, for
/// tests and for a library installed elsewhere).
const char *quill_sd_bus_library_name(void);

#endif
