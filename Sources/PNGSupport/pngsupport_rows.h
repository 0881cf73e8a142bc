#ifndef TRELLIS_PNGSUPPORT_ROWS_H
#define TRELLIS_PNGSUPPORT_ROWS_H
/* Row conversion shared by the two write paths; not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>

/* Builds the unpremultiply table once (thread-safe); call before converting rows. */
void tps_rows_prepare(void);
/* ARGB32 premultiplied words to straight 8-bit RGBA bytes. */
void tps_unpremultiply_row_rgba(uint8_t *out, const uint8_t *in, uint32_t width);
/* ARGB32 words to 8-bit RGB bytes; `out` has 1 byte of slack. */
void tps_row_rgb(uint8_t *out, const uint8_t *in, uint32_t width);

#endif
