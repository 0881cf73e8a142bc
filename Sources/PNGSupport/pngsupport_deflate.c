/*
 * The adaptive writer: our own row filters and deflate stream, framed as IDAT chunks by libpng.
 *
 * Why not libpng's filtering and compression: screens are mostly flat color, and at the fast
 * zlib levels (1-3) zlib does not index the positions inside a long match, so a run of identical
 * rows is coded with ever-larger distances: files 1.3-3x the size of cairo's (which uses level 6).
 * Owning the z_stream lets us call deflateTune to index every position (matches then stay at
 * distance 1 or one row) at a fraction of level 6's cost. It also lets us filter each row in the
 * same pass that converts it, and skip the conversion of a row that repeats the row above.
 *
 * The filter rule, measured on the sample scenes, screens and photos:
 *  - Up for a row equal to the one above (it filters to zeros);
 *  - for a row of mostly flat color (fewer than half the pixels differ from their left neighbor):
 *    Up when the row has the shape of the row above (about as many changes) and its Up residuals
 *    are at least as flat as the row (a vertical gradient: every residual row is the same), else
 *    None (deflate matches runs and repeated glyphs best unfiltered);
 *  - Sub for continuous tone (horizontal gradients, photos).
 *
 * Functions here may longjmp through libpng (png_write_chunk); callers hold the setjmp.
 */
#include "pngsupport_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of compressed data per IDAT chunk. */
#define TPS_IDAT_SIZE ((size_t)1 << 16)

static const png_byte tps_idat[5] = {'I', 'D', 'A', 'T', '\0'};
static const png_byte tps_iend[5] = {'I', 'E', 'N', 'D', '\0'};

int tps_adaptive_start(tps_writer *w) {
    size_t bytes = (size_t)w->width * (w->has_alpha ? 4 : 3);
    /* + 4: slack for tps_row_rgb's 4-byte stores and 4-byte loads of 3-byte pixels */
    w->current = (uint8_t *)calloc(bytes + 1 + 4, 1);
    w->above = (uint8_t *)calloc(bytes + 1 + 4, 1);
    w->residuals = (uint8_t *)calloc(bytes + 1 + 4, 1);
    w->zeros = (uint8_t *)calloc(bytes + 1, 1);
    w->last_input = (uint8_t *)malloc((size_t)w->width * 4);
    w->compressed = (uint8_t *)malloc(TPS_IDAT_SIZE);
    if (!w->current || !w->above || !w->residuals || !w->zeros || !w->last_input || !w->compressed) {
        return TPS_NO_MEMORY;
    }
    w->zeros[0] = 2; /* Up */

    memset(&w->zstream, 0, sizeof w->zstream);
    if (deflateInit2(&w->zstream, w->level, Z_DEFLATED, 15, 7, Z_DEFAULT_STRATEGY) != Z_OK) {
        snprintf(w->fail.message, sizeof w->fail.message, "zlib could not start: %s",
                 w->zstream.msg ? w->zstream.msg : "out of memory");
        return TPS_NO_MEMORY;
    }
    /* memLevel 7 (a 16K-entry hash, 8K-symbol blocks) measured ~15% faster than 9 at the same size:
       the hash stays in cache. */
    w->zstream_ready = 1;
    if (w->level >= 1 && w->level <= 3) {
        /* Index every position, even inside long matches (zlib's max_lazy is the longest match
           whose positions deflate_fast indexes); keep the level's search effort otherwise. */
        static const int chain[4] = {0, 4, 8, 32};
        deflateTune(&w->zstream, 4, 258, 258, chain[w->level]);
    }
    w->zstream.next_out = w->compressed;
    w->zstream.avail_out = TPS_IDAT_SIZE;
    return TPS_OK;
}

void tps_adaptive_destroy(tps_writer *w) {
    if (w->zstream_ready) deflateEnd(&w->zstream);
    w->zstream_ready = 0;
    free(w->current);
    free(w->above);
    free(w->residuals);
    free(w->zeros);
    free(w->last_input);
    free(w->compressed);
    w->current = w->above = w->residuals = w->zeros = w->last_input = w->compressed = NULL;
}

/* Writes the compressed bytes gathered so far as one IDAT chunk. */
static void tps_emit_idat(tps_writer *w) {
    size_t length = TPS_IDAT_SIZE - w->zstream.avail_out;
    if (length > 0) png_write_chunk(w->png, tps_idat, w->compressed, length);
    w->zstream.next_out = w->compressed;
    w->zstream.avail_out = TPS_IDAT_SIZE;
}

/* Feeds bytes to deflate, emitting IDAT chunks as the output buffer fills. */
static void tps_deflate(tps_writer *w, const uint8_t *data, size_t length, int flush) {
    w->zstream.next_in = (Bytef *)data;
    w->zstream.avail_in = (uInt)length;
    for (;;) {
        int result = deflate(&w->zstream, flush);
        if (result == Z_STREAM_ERROR) {
            snprintf(w->fail.message, sizeof w->fail.message, "zlib failed: %s",
                     w->zstream.msg ? w->zstream.msg : "stream error");
            w->fail.status = TPS_WRITE_FAILED;
            png_error(w->png, w->fail.message);
        }
        if (w->zstream.avail_out == 0) tps_emit_idat(w);
        if (flush == Z_FINISH) {
            if (result == Z_STREAM_END) break;
        } else if (w->zstream.avail_in == 0 && w->zstream.avail_out > 0) {
            break;
        }
    }
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

void tps_adaptive_write_row(tps_writer *w, const uint8_t *in) {
    size_t input_bytes = (size_t)w->width * 4;
    size_t bpp = w->has_alpha ? 4 : 3;
    size_t bytes = (size_t)w->width * bpp;
    int first = w->rows_written == 0;
    if (!first && memcmp(in, w->last_input, input_bytes) == 0) {
        tps_deflate(w, w->zeros, bytes + 1, Z_NO_FLUSH); /* Up: the same row again filters to zeros */
        return;
    }
    memcpy(w->last_input, in, input_bytes);
    uint8_t *swap = w->above; /* the row converted last becomes the row above */
    w->above = w->current;
    w->current = swap;
    uint8_t *row = w->current + 1;
    const uint8_t *above = w->above + 1;
    if (w->has_alpha) tps_unpremultiply_row_rgba(row, in, w->width);
    else tps_row_rgb(row, in, w->width);
    uint32_t changes = tps_changes(in, w->width), above_changes = w->last_changes;
    w->last_changes = changes;
    uint8_t *out = w->residuals + 1;

    if (changes * 2 < w->width) {
        if (!first && changes <= above_changes + 2 && above_changes <= changes + 2) {
            for (size_t i = 0; i < bytes; i++) out[i] = (uint8_t)(row[i] - above[i]);
            if (tps_residual_changes(out, w->width, bpp) <= changes) {
                w->residuals[0] = 2; /* Up */
                tps_deflate(w, w->residuals, bytes + 1, Z_NO_FLUSH);
                return;
            }
        }
        w->current[0] = 0; /* None */
        tps_deflate(w, w->current, bytes + 1, Z_NO_FLUSH);
        return;
    }
    memcpy(out, row, bpp);
    for (size_t i = bpp; i < bytes; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
    w->residuals[0] = 1; /* Sub */
    tps_deflate(w, w->residuals, bytes + 1, Z_NO_FLUSH);
}

void tps_adaptive_finish(tps_writer *w) {
    tps_deflate(w, NULL, 0, Z_FINISH);
    tps_emit_idat(w);
    png_write_chunk(w->png, tps_iend, NULL, 0);
}
