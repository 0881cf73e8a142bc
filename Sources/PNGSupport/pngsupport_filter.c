/*
 * The adaptive filter: which PNG filter each row gets, decided in the pass that converts it.
 *
 * The rule, measured on the sample scenes, screens and photos:
 *  - Up for a row equal to the one above (it filters to zeros, and its conversion is skipped);
 *  - for a row of mostly flat color (fewer than half the pixels differ from their left neighbor):
 *    Up when the row has the shape of the row above (about as many changes) and its Up residuals
 *    are at least as flat as the row (a vertical gradient: every residual row is the same), else
 *    None (deflate matches runs and repeated glyphs best unfiltered);
 *  - Sub for continuous tone (horizontal gradients, photos).
 *
 * A row's filter depends only on it and the row above, so bands of rows filter on separate threads
 * to the same bytes as one pass over the image.
 */
#include "pngsupport_filter.h"
#include "pngsupport_rows.h"

#include <stdlib.h>
#include <string.h>

int tps_filter_init(tps_filter *f, uint32_t width, int has_alpha) {
    memset(f, 0, sizeof *f);
    f->width = width;
    f->has_alpha = has_alpha;
    f->bpp = has_alpha ? 4 : 3;
    f->bytes = (size_t)width * f->bpp;
    f->first = 1;
    /* + 4: slack for tps_row_rgb's 4-byte stores */
    f->current = (uint8_t *)calloc(f->bytes + 4, 1);
    f->above = (uint8_t *)calloc(f->bytes + 4, 1);
    tps_rows_prepare();
    return f->current != NULL && f->above != NULL;
}

void tps_filter_free(tps_filter *f) {
    free(f->current);
    free(f->above);
    f->current = f->above = NULL;
}

/* The number of pixels that differ from their left neighbor. */
static uint32_t tps_changes(const uint8_t *in, uint32_t width) {
    uint32_t changes = 0, left;
    memcpy(&left, in, 4);
    for (uint32_t x = 1; x < width; x++) {
        uint32_t p;
        memcpy(&p, in + (size_t)x * 4, 4);
        changes += p != left;
        left = p;
    }
    return changes;
}

/* The number of pixels (of `bpp` bytes) that differ from their left neighbor; reads 1 byte past 3-byte rows. */
static uint32_t tps_residual_changes(const uint8_t *bytes, uint32_t width, size_t bpp) {
    uint32_t mask = bpp == 4 ? 0xffffffffu : 0x00ffffffu, changes = 0, left, p;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    mask = bpp == 4 ? 0xffffffffu : 0xffffff00u;
#endif
    memcpy(&left, bytes, 4);
    left &= mask;
    for (uint32_t x = 1; x < width; x++) {
        memcpy(&p, bytes + (size_t)x * bpp, 4);
        p &= mask;
        changes += p != left;
        left = p;
    }
    return changes;
}

static void tps_convert(const tps_filter *f, uint8_t *out, const uint8_t *in) {
    if (f->has_alpha) tps_unpremultiply_row_rgba(out, in, f->width);
    else tps_row_rgb(out, in, f->width);
}

void tps_filter_prime(tps_filter *f, const uint8_t *above_input) {
    f->first = above_input == NULL;
    if (above_input == NULL) return;
    tps_convert(f, f->current, above_input); /* tps_filter_row moves the row converted last to `above` */
    f->above_changes = tps_changes(above_input, f->width);
}

int tps_filter_row(tps_filter *f, const uint8_t *in, const uint8_t *above_input, uint8_t *out) {
    uint8_t *residuals = out + 1;
    if (!f->first && above_input != NULL && memcmp(in, above_input, (size_t)f->width * 4) == 0) {
        out[0] = 2; /* Up: the same row again filters to zeros */
        memset(residuals, 0, f->bytes);
        return 1;
    }
    int first = f->first;
    f->first = 0;
    uint8_t *swap = f->above; /* the row converted last becomes the row above */
    f->above = f->current;
    f->current = swap;
    const uint8_t *row = f->current, *above = f->above;
    tps_convert(f, f->current, in);
    uint32_t changes = tps_changes(in, f->width), above_changes = f->above_changes;
    f->above_changes = changes;
    size_t bytes = f->bytes, bpp = f->bpp;

    if (changes * 2 < f->width) {
        if (!first && changes <= above_changes + 2 && above_changes <= changes + 2) {
            for (size_t i = 0; i < bytes; i++) residuals[i] = (uint8_t)(row[i] - above[i]);
            if (tps_residual_changes(residuals, f->width, bpp) <= changes) {
                out[0] = 2; /* Up */
                return 0;
            }
        }
        out[0] = 0; /* None */
        memcpy(residuals, row, bytes);
        return 0;
    }
    memcpy(residuals, row, bpp);
    for (size_t i = bpp; i < bytes; i++) residuals[i] = (uint8_t)(row[i] - row[i - bpp]);
    out[0] = 1; /* Sub */
    return 0;
}
