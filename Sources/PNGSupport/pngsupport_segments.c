/*
 * Bands compressed apart: the adaptive writer's band tasks run by the caller's threads, one band each (its
 * rows given in pieces, so a band is drawn and compressed a few rows at a time while they are in cache), and
 * appended in band order. A segment is exactly what tps_adaptive_write_rows makes of the same band (the
 * same filters, primed with the row above; the same engine and level; the same full flush or final block), so
 * the stream does not depend on which thread compressed which band or when.
 */
#include "pngsupport_bands.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tps_segment {
    tps_band_task task;
    uint8_t *last_row; /* the band's last input row: what the filter of a later tps_writer_write_rows sees above */
};

uint32_t tps_writer_band_rows(const tps_writer *w) {
    if (w == NULL || !w->started || !w->adaptive) return 0;
    return w->band_rows;
}

void tps_segment_destroy(tps_segment *segment) {
    if (segment == NULL) return;
    free(segment->task.filtered);
    tps_runs_destroy(segment->task.encoder);
    free(segment->task.compressed.data);
    free(segment->last_row);
    free(segment);
}

/* Records a failure's reason for the caller. */
static int tps_segment_fail(int status, const char *reason, char *message, size_t capacity) {
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", reason);
    return status;
}

int tps_segment_begin(const tps_writer *w, uint32_t band, tps_segment **out, char *message, size_t capacity) {
    if (out == NULL) return TPS_MISUSE;
    *out = NULL;
    uint32_t b = tps_writer_band_rows(w);
    if (b == 0 || w->finished || band > (w->height - 1) / b) {
        return tps_segment_fail(TPS_MISUSE, "a band begun out of range (a bug)", message, capacity);
    }
    tps_segment *segment = (tps_segment *)calloc(1, sizeof *segment);
    if (segment == NULL) return tps_segment_fail(TPS_NO_MEMORY, "out of memory", message, capacity);
    tps_band_task *t = &segment->task;
    t->band_first = t->first = t->end = band * b;
    t->last = w->height - t->band_first <= b;
    tps_band_task_allocate(w, t);
    segment->last_row = (uint8_t *)malloc((size_t)w->width * 4);
    if ((t->filtered == NULL && t->encoder == NULL) || segment->last_row == NULL) {
        tps_segment_destroy(segment);
        return tps_segment_fail(TPS_NO_MEMORY, "out of memory", message, capacity);
    }
    *out = segment;
    return TPS_OK;
}

int tps_segment_add(const tps_writer *w, tps_segment *segment, const uint8_t *above, const uint8_t *rows,
                    size_t stride, uint32_t count, char *message, size_t capacity) {
    uint32_t b = tps_writer_band_rows(w);
    if (segment == NULL || b == 0 || w->finished || rows == NULL || stride < (size_t)w->width * 4) {
        return tps_segment_fail(TPS_MISUSE, "rows added to no band (a bug)", message, capacity);
    }
    tps_band_task *t = &segment->task;
    uint32_t band_end = w->height - t->band_first < b ? w->height : t->band_first + b;
    if (t->status != TPS_OK || t->complete || count == 0 || count > band_end - t->end || (t->end > 0 && above == NULL)) {
        return tps_segment_fail(TPS_MISUSE, "rows added out of turn (a bug)", message, capacity);
    }
    t->first = t->end;
    t->end = t->first + count;
    t->complete = t->end == band_end;
    tps_band_job job = {(tps_writer *)w, rows, stride, t->first, t->first > 0 ? above : NULL, NULL, 0, 0};
    tps_run_band_task(&job, t);
    memcpy(segment->last_row, rows + (size_t)(count - 1) * stride, (size_t)w->width * 4);
    if (t->complete || t->status != TPS_OK) {
        /* What only the band's compression needed is freed now: a band waiting its turn holds its bytes alone. */
        free(t->filtered);
        tps_runs_destroy(t->encoder);
        t->filtered = NULL;
        t->encoder = NULL;
    }
    if (t->status != TPS_OK) return tps_segment_fail(t->status, t->message, message, capacity);
    return TPS_OK;
}

int tps_writer_append_segment(tps_writer *w, const tps_segment *segment) {
    if (w == NULL || segment == NULL || tps_writer_band_rows(w) == 0 || w->finished) return TPS_MISUSE;
    const tps_band_task *t = &segment->task;
    if (!t->complete || t->band_first != w->rows_written || w->band != NULL || w->band_encoder != NULL) {
        snprintf(w->fail.message, sizeof w->fail.message, "the band of rows %u-%u appended after %u rows (a bug)",
                 (unsigned)t->band_first, (unsigned)t->end, (unsigned)w->rows_written);
        return TPS_MISUSE;
    }
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    tps_put(w, t->compressed.data, t->compressed.length);
    w->adler = tps_adler32_combine(w->adler, t->adler, (size_t)(t->end - t->band_first) * w->row_bytes);
    w->digest_sum += t->digest_sum;
    memcpy(w->last_input, segment->last_row, (size_t)w->width * 4);
    w->rows_written = t->end;
    return TPS_OK;
}
