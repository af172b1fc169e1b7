#include "quill_pixel_move.h"

#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#endif

void quill_populate_pages(void *start, size_t bytes) {
#if defined(__linux__)
    long page = sysconf(_SC_PAGESIZE);
    if (start == NULL || page <= 0) return;
    uintptr_t first = ((uintptr_t)start + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    uintptr_t end = ((uintptr_t)start + bytes) & ~((uintptr_t)page - 1);
    if (end > first) madvise((void *)first, end - first, MADV_POPULATE_WRITE);
#else
    (void)start;
    (void)bytes;
#endif
}
