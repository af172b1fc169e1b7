#ifndef QUILL_CJPEG_SHIM_H
#define QUILL_CJPEG_SHIM_H
/* JPEG decoding for Quill through libjpeg(-turbo). libjpeg reports fatal errors by calling
 * error_exit, which by default ends the process; here it jumps back to the decoding function,
 * which returns the message. Swift never sees setjmp/longjmp. Warnings (a truncated file is a
 * warning to libjpeg, which then pads the image with grey) are kept and turned into errors. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct quill_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int warned;
    char message[JMSG_LENGTH_MAX + 64];
} quill_jpeg_error;

static void quill_jpeg_error_exit(j_common_ptr info) {
    quill_jpeg_error *error = (quill_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void quill_jpeg_emit_message(j_common_ptr info, int level) {
    quill_jpeg_error *error = (quill_jpeg_error *)info->err;
    if (level < 0 && !error->warned) {
        /* The first warning is kept (corrupt data, premature end); trace messages are not. */
        error->warned = 1;
        (*info->err->format_message)(info, error->message);
    }
}

/* The most scans a progressive file may have. Real encoders write about ten; each scan costs a
 * pass over the whole image, and a small file of 20,000 tiny scans kept a decoder busy for
 * 37 s (issue 25). libjpeg-turbo's guidance for untrusted input is this cap, through a
 * progress monitor; its own fuzzers use 500. */
#define QUILL_JPEG_MAXIMUM_SCANS 500

typedef struct quill_jpeg_progress {
    struct jpeg_progress_mgr manager;
} quill_jpeg_progress;

static void quill_jpeg_progress_monitor(j_common_ptr info) {
    if (!info->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > QUILL_JPEG_MAXIMUM_SCANS) {
        quill_jpeg_error *error = (quill_jpeg_error *)info->err;
        snprintf(error->message, sizeof(error->message),
                 "it has more than %d progressive scans (encoders write about ten; the file is damaged or made to waste time)",
                 QUILL_JPEG_MAXIMUM_SCANS);
        longjmp(error->jump, 1);
    }
}

/* Starts decompressing `size` bytes and reads the header. The caller has set its jump point
 * first (setjmp must run in the function doing the work), so errors here land there. */
static inline void quill_jpeg_start(struct jpeg_decompress_struct *info, const unsigned char *data, size_t size) {
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
}

/* Points libjpeg's error handling at Quill's handlers. */
static inline void quill_jpeg_prepare(struct jpeg_decompress_struct *info, quill_jpeg_error *error) {
    memset(error, 0, sizeof(*error));
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = quill_jpeg_error_exit;
    error->manager.emit_message = quill_jpeg_emit_message;
}

/* Reads the header: width, height and the number of components. Returns 0, or -1 with a
 * message. */
static inline int quill_jpeg_read_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    quill_jpeg_error error;
    quill_jpeg_prepare(&info, &error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        snprintf(message, capacity, "%s", error.message);
        return -1;
    }
    quill_jpeg_start(&info, data, size);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/* Decodes into `pixels` (width * height * 4 bytes, RGBA, opaque), converting greyscale, YCbCr
 * and CMYK/YCCK (Adobe's inverted CMYK, as Photoshop writes it) to RGB. Returns 0, or -1 with a
 * message for a fatal error or any warning (a damaged or truncated file). */
static inline int quill_jpeg_decode(const unsigned char *data, size_t size, unsigned char *pixels, int width, int height, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    quill_jpeg_error error;
    quill_jpeg_prepare(&info, &error);
    JSAMPLE *volatile row = NULL;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(row);
        snprintf(message, capacity, "%s", error.message);
        return -1;
    }
    quill_jpeg_start(&info, data, size);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        jpeg_destroy_decompress(&info);
        snprintf(message, capacity, "the image's size changed between reads");
        return -1;
    }
    quill_jpeg_progress progress;
    memset(&progress, 0, sizeof(progress));
    progress.manager.progress_monitor = quill_jpeg_progress_monitor;
    info.progress = &progress.manager;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (cmyk) {
        row = (JSAMPLE *)malloc((size_t)width * 4);
        if (row == NULL) {
            jpeg_destroy_decompress(&info);
            snprintf(message, capacity, "out of memory");
            return -1;
        }
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *target = pixels + (size_t)info.output_scanline * (size_t)width * 4;
        JSAMPROW rows[1] = { cmyk ? row : target };
        if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
        if (cmyk) {
            /* Adobe CMYK is stored inverted: each byte is 255 - ink; RGB = inverse ink * K. */
            for (int x = 0; x < width; x++) {
                unsigned int c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
                target[x * 4] = (unsigned char)((c * k + 127) / 255);
                target[x * 4 + 1] = (unsigned char)((m * k + 127) / 255);
                target[x * 4 + 2] = (unsigned char)((y * k + 127) / 255);
                target[x * 4 + 3] = 255;
            }
        }
    }
    if (error.warned) {
        jpeg_destroy_decompress(&info);
        free(row);
        snprintf(message, capacity, "%s", error.message);
        return -1;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    if (error.warned) {
        snprintf(message, capacity, "%s", error.message);
        return -1;
    }
    return 0;
}

#endif
