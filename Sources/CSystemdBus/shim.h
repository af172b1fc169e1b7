#ifndef QUILL_CSYSTEMDBUS_SHIM_H
#define QUILL_CSYSTEMDBUS_SHIM_H
/* D-Bus through systemd's sd-bus (Debian: libsystemd-dev), for the AT-SPI accessibility bridge
 * (QuillATSPI). Only the non-variadic calls are used from Swift. */
#include <systemd/sd-bus.h>
#endif
