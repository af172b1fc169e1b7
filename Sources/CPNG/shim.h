#include <png.h>

/* PNG_IMAGE_VERSION and friends are macros; expose what Swift needs. */
static inline unsigned int quill_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int quill_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int quill_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
