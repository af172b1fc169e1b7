// libsystemd opened with dlopen, and the sd-bus functions Quill calls defined here, each
// forwarding to the library's own. See quill_sd_bus_loader.h for why.
//
// The definitions are hidden: other libraries in the process, libsystemd's own callers among
// them, never bind to them. Each must
// match sd-bus's declaration (the header is included, so the compiler refuses one that does
// not). A function Quill starts calling must be added to the list, or linking fails with an
// undefined sd_bus symbol.

#include "quill_sd_bus_loader.h"

#include <systemd/sd-bus.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// The functions that return a value: (return type, name, parameters, arguments).
#define QUILL_SD_BUS_VALUE_FUNCTIONS(X) \
    X(int, sd_bus_add_fallback, (sd_bus *bus, sd_bus_slot **slot, const char *prefix, sd_bus_message_handler_t callback, void *userdata), \
        (bus, slot, prefix, callback, userdata)) \
    X(int, sd_bus_call, (sd_bus *bus, sd_bus_message *m, uint64_t usec, sd_bus_error *ret_error, sd_bus_message **reply), \
        (bus, m, usec, ret_error, reply)) \
    X(int, sd_bus_call_async, (sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m, sd_bus_message_handler_t callback, void *userdata, \
        uint64_t usec), (bus, slot, m, callback, userdata, usec)) \
    X(int, sd_bus_error_is_set, (const sd_bus_error *e), (e)) \
    X(int, sd_bus_error_set_const, (sd_bus_error *e, const char *name, const char *message), (e, name, message)) \
    X(int, sd_bus_flush, (sd_bus *bus), (bus)) \
    X(sd_bus *, sd_bus_flush_close_unref, (sd_bus *bus), (bus)) \
    X(int, sd_bus_get_fd, (sd_bus *bus), (bus)) \
    X(int, sd_bus_get_unique_name, (sd_bus *bus, const char **unique), (bus, unique)) \
    X(int, sd_bus_match_signal, (sd_bus *bus, sd_bus_slot **ret, const char *sender, const char *path, const char *interface, \
        const char *member, sd_bus_message_handler_t callback, void *userdata), (bus, ret, sender, path, interface, member, callback, userdata)) \
    X(int, sd_bus_message_append_array, (sd_bus_message *m, char type, const void *ptr, size_t size), (m, type, ptr, size)) \
    X(int, sd_bus_message_append_basic, (sd_bus_message *m, char type, const void *p), (m, type, p)) \
    X(int, sd_bus_message_close_container, (sd_bus_message *m), (m)) \
    X(int, sd_bus_message_enter_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents)) \
    X(int, sd_bus_message_exit_container, (sd_bus_message *m), (m)) \
    X(const sd_bus_error *, sd_bus_message_get_error, (sd_bus_message *m), (m)) \
    X(const char *, sd_bus_message_get_interface, (sd_bus_message *m), (m)) \
    X(const char *, sd_bus_message_get_member, (sd_bus_message *m), (m)) \
    X(const char *, sd_bus_message_get_path, (sd_bus_message *m), (m)) \
    X(const char *, sd_bus_message_get_sender, (sd_bus_message *m), (m)) \
    X(const char *, sd_bus_message_get_signature, (sd_bus_message *m, int complete), (m, complete)) \
    X(int, sd_bus_message_get_type, (sd_bus_message *m, uint8_t *type), (m, type)) \
    X(int, sd_bus_message_new_method_call, (sd_bus *bus, sd_bus_message **m, const char *destination, const char *path, \
        const char *interface, const char *member), (bus, m, destination, path, interface, member)) \
    X(int, sd_bus_message_new_method_return, (sd_bus_message *call, sd_bus_message **m), (call, m)) \
    X(int, sd_bus_message_new_signal, (sd_bus *bus, sd_bus_message **m, const char *path, const char *interface, const char *member), \
        (bus, m, path, interface, member)) \
    X(int, sd_bus_message_open_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents)) \
    X(int, sd_bus_message_peek_type, (sd_bus_message *m, char *type, const char **contents), (m, type, contents)) \
    X(int, sd_bus_message_read_array, (sd_bus_message *m, char type, const void **ptr, size_t *size), (m, type, ptr, size)) \
    X(int, sd_bus_message_read_basic, (sd_bus_message *m, char type, void *p), (m, type, p)) \
    X(sd_bus_message *, sd_bus_message_ref, (sd_bus_message *m), (m)) \
    X(int, sd_bus_message_skip, (sd_bus_message *m, const char *types), (m, types)) \
    X(sd_bus_message *, sd_bus_message_unref, (sd_bus_message *m), (m)) \
    X(int, sd_bus_new, (sd_bus **ret), (ret)) \
    X(int, sd_bus_open_user, (sd_bus **ret), (ret)) \
    X(int, sd_bus_process, (sd_bus *bus, sd_bus_message **r), (bus, r)) \
    X(int, sd_bus_reply_method_error, (sd_bus_message *call, const sd_bus_error *e), (call, e)) \
    X(int, sd_bus_request_name, (sd_bus *bus, const char *name, uint64_t flags), (bus, name, flags)) \
    X(int, sd_bus_send, (sd_bus *bus, sd_bus_message *m, uint64_t *cookie), (bus, m, cookie)) \
    X(int, sd_bus_set_address, (sd_bus *bus, const char *address), (bus, address)) \
    X(int, sd_bus_set_bus_client, (sd_bus *bus, int b), (bus, b)) \
    X(sd_bus_slot *, sd_bus_slot_unref, (sd_bus_slot *slot), (slot)) \
    X(int, sd_bus_start, (sd_bus *bus), (bus))

// The functions that return nothing: (name, parameters, arguments).
#define QUILL_SD_BUS_VOID_FUNCTIONS(X) \
    X(sd_bus_error_free, (sd_bus_error *e), (e))

// The real functions, resolved by `load`.
#define QUILL_SD_BUS_POINTER(ret, name, params, args) static ret (*real_##name) params;
#define QUILL_SD_BUS_VOID_POINTER(name, params, args) static void (*real_##name) params;
QUILL_SD_BUS_VALUE_FUNCTIONS(QUILL_SD_BUS_POINTER)
QUILL_SD_BUS_VOID_FUNCTIONS(QUILL_SD_BUS_VOID_POINTER)

static pthread_once_t load_once_control = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[768];

const char *quill_sd_bus_library_name(void) {
    const char *name = getenv("QUILL_SYSTEMD_LIBRARY");
    return name != NULL && name[0] != '\0' ? name : "libsystemd.so.0";
}

static void load(void) {
    const char *name = quill_sd_bus_library_name();
    // Lazy, as a linked library's functions are bound; local: its names stay out of the
    // process's global scope.
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure,
            "systemd's library could not be loaded (%s): install it (Debian and Ubuntu: sudo apt-get install libsystemd0), "
            "or name it in QUILL_SYSTEMD_LIBRARY",
            reason != NULL ? reason : name);
        return;
    }
#define QUILL_SD_BUS_RESOLVE(function) \
    real_##function = (__typeof__(real_##function))dlsym(handle, #function); \
    if (real_##function == NULL) { \
        snprintf(failure, sizeof failure, \
            "%s has no function %s: install systemd 237 or later's libsystemd0, or name another library in QUILL_SYSTEMD_LIBRARY", \
            name, #function); \
        dlclose(handle); \
        return; \
    }
#define QUILL_SD_BUS_RESOLVE_VALUE(ret, function, params, args) QUILL_SD_BUS_RESOLVE(function)
#define QUILL_SD_BUS_RESOLVE_VOID(function, params, args) QUILL_SD_BUS_RESOLVE(function)
    QUILL_SD_BUS_VALUE_FUNCTIONS(QUILL_SD_BUS_RESOLVE_VALUE)
    QUILL_SD_BUS_VOID_FUNCTIONS(QUILL_SD_BUS_RESOLVE_VOID)
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int quill_sd_bus_load(char *message, size_t capacity) {
    pthread_once(&load_once_control, load);
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return 1;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", failure);
    return 0;
}

// A call before a connection was made (which loads the library first): loaded here, or the
// process ends with the reason, as a program linked to a missing library would.
static void require(void) {
    if (quill_sd_bus_load(NULL, 0)) return;
    fprintf(stderr, "%s\n", failure);
    abort();
}

#define QUILL_SD_BUS_FORWARD(ret, name, params, args) \
    __attribute__((visibility("hidden"))) ret name params { \
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) require(); \
        return real_##name args; \
    }
#define QUILL_SD_BUS_VOID_FORWARD(name, params, args) \
    __attribute__((visibility("hidden"))) void name params { \
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) require(); \
        real_##name args; \
    }
QUILL_SD_BUS_VALUE_FUNCTIONS(QUILL_SD_BUS_FORWARD)
QUILL_SD_BUS_VOID_FUNCTIONS(QUILL_SD_BUS_VOID_FORWARD)
