#ifndef TRELLIS_PNGSUPPORT_FILTER_H
#define TRELLIS_PNGSUPPORT_FILTER_H
/* The adaptive row filter, one state per thread; not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t width;
    size_t bpp;            /* 4 for RGBA, 3 for RGB */
    size_t bytes;          /* converted bytes per row (without the filter byte) */
    int has_alpha;
    int first;             /* the next row is the image's first: no row above */
    uint8_t *current;      /* the converted row (+ 4 bytes of slack) */
    uint8_t *above;        /* the converted row above (+ 4 bytes of slack) */
    uint32_t above_changes; /* how many pixels of the row above differ from their left neighbor */
} tps_filter;

/* Allocates the row buffers; 0 when out of memory. */
int tps_filter_init(tps_filter *filter, uint32_t width, int has_alpha);
void tps_filter_free(tps_filter *filter);
/* Starts filtering below `above_input` (the ARGB32 row above the next one), or at the top when NULL. */
void tps_filter_prime(tps_filter *filter, const uint8_t *above_input);
/* Filters one ARGB32 row into `out` (filter byte + bytes, and 4 bytes of slack the filter may touch);
   `above_input` is the ARGB32 row above it (NULL for the image's first row). Returns 1 when the row repeats
   the row above (filter byte 2, then zeros), else 0. */
int tps_filter_row(tps_filter *filter, const uint8_t *in, const uint8_t *above_input, uint8_t *out);

#endif
