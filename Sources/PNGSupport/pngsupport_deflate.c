/*
 * The adaptive writer: our own row filters (pngsupport_filter.c) and deflate segments, framed as one
 * zlib stream in IDAT chunks written through libpng.
 *
 * The image is cut into bands of a fixed number of rows (about TPS_BAND_BYTES of filtered bytes each).
 * Each band is filtered and compressed on its own: a raw deflate segment that ends byte-aligned after a
 * full flush (no history reaches back into the band before), the last one with a final block; the
 * stream is the zlib header, the segments in order and the Adler-32 of all filtered bytes combined from
 * the bands' (as pigz does). So bands of one append compress on separate threads, and the bytes written
 * depend only on the pixels, the engine and the level, never on the number of threads or their timing: so
 * with zlib and the runs engine; ISA-L's igzip has written other bytes (the same pixels) for the same band
 * now and then under load, for a cause not found (PNGBandTests.bytesAreStable).
 *
 * Functions here may longjmp through libpng (png_write_chunk); callers hold the setjmp.
 */
#include "pngsupport_bands.h"
#include "pngsupport_digest.h"
#include "pngsupport_engine.h"
#include "pngsupport_filter.h"
#include "pngsupport_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of compressed data per IDAT chunk. */
#define TPS_IDAT_SIZE ((size_t)1 << 16)
/* Filtered bytes per band: large enough that a band's fresh history costs nothing measurable in size,
   small enough that a tall image gives every thread work. */
#define TPS_BAND_BYTES ((size_t)4 << 20)
/* Bytes after a band's filtered rows: the filter's 4-byte stores may touch the first, and a compressor's word loads
   at the last positions may read a few past the end of its input. They are zeroed before the band is compressed, so
   nothing read there depends on the heap. With 4 bytes left as malloc gave them, 1- and 4-thread ISA-L files of one
   image differed at the end of a band's segment (same length, both valid; PNGBandTests, once in 26 runs under load),
   which points there, though it was not proven. */
#define TPS_FILTERED_SLACK ((size_t)64)

static const png_byte tps_idat[5] = {'I', 'D', 'A', 'T', '\0'};
static const png_byte tps_iend[5] = {'I', 'E', 'N', 'D', '\0'};
static const png_byte tps_text[5] = {'t', 'E', 'X', 't', '\0'};

int tps_adaptive_start(tps_writer *w) {
    w->engine = tps_engine_resolve(w->engine);
    if (w->threads < 1) w->threads = 1;
    w->row_bytes = 1 + (size_t)w->width * (w->has_alpha ? 4 : 3);
    size_t rows = TPS_BAND_BYTES / w->row_bytes;
    w->band_rows = rows < 1 ? 1 : rows > w->height ? w->height : (uint32_t)rows;
    w->last_input = (uint8_t *)malloc((size_t)w->width * 4);
    w->compressed = (uint8_t *)malloc(TPS_IDAT_SIZE);
    if (w->last_input == NULL || w->compressed == NULL) return TPS_NO_MEMORY;
    w->adler = 1;
    /* The zlib header: deflate with a 32K window (CMF 0x78), no dictionary, FCHECK making it a multiple of 31. */
    w->compressed[0] = 0x78;
    w->compressed[1] = 0x01;
    w->compressed_length = 2;
    return TPS_OK;
}

void tps_adaptive_destroy(tps_writer *w) {
    free(w->band);
    tps_runs_destroy(w->band_encoder);
    w->band_encoder = NULL;
    free(w->last_input);
    free(w->compressed);
    w->band = w->last_input = w->compressed = NULL;
}

void tps_put(tps_writer *w, const uint8_t *bytes, size_t length) {
    while (length > 0) {
        size_t room = TPS_IDAT_SIZE - w->compressed_length;
        size_t piece = length < room ? length : room;
        memcpy(w->compressed + w->compressed_length, bytes, piece);
        w->compressed_length += piece;
        bytes += piece;
        length -= piece;
        if (w->compressed_length == TPS_IDAT_SIZE) {
            png_write_chunk(w->png, tps_idat, w->compressed, w->compressed_length);
            w->compressed_length = 0;
        }
    }
}

void tps_run_band_task(const tps_band_job *job, tps_band_task *task) {
    tps_writer *w = job->w;
    tps_filter filter;
    if (!tps_filter_init(&filter, w->width, w->has_alpha)) {
        tps_filter_free(&filter);
        task->status = TPS_NO_MEMORY;
        snprintf(task->message, sizeof task->message, "out of memory");
        return;
    }
    const uint8_t *above = NULL;
    if (task->first > job->rows_first) above = job->rows + (size_t)(task->first - 1 - job->rows_first) * job->stride;
    else if (task->first > 0) above = job->above;
    tps_filter_prime(&filter, above);
    task->digest_sum += tps_digest_rows(job->rows + (size_t)(task->first - job->rows_first) * job->stride, job->stride,
                                        (size_t)w->width * 4, task->first, task->end - task->first, !w->has_alpha);
    for (uint32_t y = task->first; y < task->end && task->status == TPS_OK; y++) {
        const uint8_t *in = job->rows + (size_t)(y - job->rows_first) * job->stride;
        uint8_t *out = task->encoder != NULL ? tps_runs_input(task->encoder, w->row_bytes)
                                             : task->filtered + (size_t)(y - task->band_first) * w->row_bytes;
        if (out == NULL) {
            task->status = TPS_NO_MEMORY;
            break;
        }
        if (tps_filter_row(&filter, in, above, out)) task->adler = tps_adler32_repeat_row(task->adler, w->row_bytes);
        else task->adler = tps_adler32(task->adler, out, w->row_bytes);
        if (task->encoder != NULL) task->status = tps_runs_commit(task->encoder, w->row_bytes, &task->compressed);
        above = in;
    }
    tps_filter_free(&filter);
    if (task->status != TPS_OK) snprintf(task->message, sizeof task->message, "out of memory");
    if (!task->complete || task->status != TPS_OK) return;
    if (task->encoder != NULL) {
        task->status = tps_runs_finish(task->encoder, task->last, &task->compressed);
        if (task->status != TPS_OK) snprintf(task->message, sizeof task->message, "out of memory");
        return;
    }
    size_t length = (size_t)(task->end - task->band_first) * w->row_bytes;
    memset(task->filtered + length, 0, TPS_FILTERED_SLACK);
    task->status = tps_compress_segment(w->engine, w->level, task->filtered, length, w->row_bytes,
                                        w->has_alpha ? 4 : 3, task->last,
                                        &task->compressed, task->message, sizeof task->message);
}

static void *tps_band_worker(void *argument) {
    tps_band_job *job = (tps_band_job *)argument;
    for (;;) {
        size_t i = __atomic_fetch_add(&job->next, 1, __ATOMIC_RELAXED);
        if (i >= job->task_count) return NULL;
        tps_run_band_task(job, &job->tasks[i]);
    }
}

/* Runs every task on up to `threads` threads (the caller's among them). */
static void tps_run_band_job(tps_band_job *job, int threads) {
    pthread_t workers[64];
    size_t started = 0;
    size_t wanted = (size_t)(threads > 64 ? 64 : threads);
    if (wanted > job->task_count) wanted = job->task_count;
    for (size_t i = 1; i < wanted; i++) {
        if (pthread_create(&workers[started], NULL, tps_band_worker, job) != 0) break; /* fewer threads still finish */
        started++;
    }
    tps_band_worker(job);
    for (size_t i = 0; i < started; i++) pthread_join(workers[i], NULL);
}

void tps_band_task_allocate(const tps_writer *w, tps_band_task *t) {
    t->adler = 1;
    if (w->engine == TPS_ENGINE_RUNS && w->level > 0) t->encoder = tps_runs_create(w->row_bytes, w->has_alpha ? 4 : 3);
    else t->filtered = (uint8_t *)malloc((size_t)w->band_rows * w->row_bytes + TPS_FILTERED_SLACK);
}

/* Cuts the rows [first, first + count) at band boundaries into tasks; returns how many (0 when out of memory). */
static size_t tps_plan_tasks(tps_writer *w, uint32_t first, uint32_t count, tps_band_task **out) {
    uint32_t end = first + count, b = w->band_rows;
    size_t n = (size_t)((end - 1) / b - first / b) + 1;
    tps_band_task *tasks = (tps_band_task *)calloc(n, sizeof *tasks);
    if (tasks == NULL) return 0;
    for (size_t i = 0; i < n; i++) {
        tps_band_task *t = &tasks[i];
        t->band_first = (first / b + (uint32_t)i) * b;
        t->first = i == 0 ? first : t->band_first;
        uint32_t band_end = w->height - t->band_first < b ? w->height : t->band_first + b;
        t->end = band_end < end ? band_end : end;
        t->complete = t->end == band_end;
        t->last = band_end == w->height && t->complete;
        if (i == 0 && first > t->band_first) {
            t->filtered = w->band; /* the band begun by an earlier append */
            t->encoder = w->band_encoder;
            t->adler = w->band_adler;
            w->band = NULL;
            w->band_encoder = NULL;
        } else {
            tps_band_task_allocate(w, t);
        }
    }
    *out = tasks;
    return n;
}

void tps_adaptive_write_rows(tps_writer *w, const uint8_t *rows, size_t stride, uint32_t count) {
    if (count == 0) return;
    tps_band_job job = {w, rows, stride, w->rows_written, w->last_input, NULL, 0, 0};
    job.task_count = tps_plan_tasks(w, w->rows_written, count, &job.tasks);
    int status = job.task_count == 0 ? TPS_NO_MEMORY : TPS_OK;
    for (size_t i = 0; i < job.task_count; i++) {
        if (job.tasks[i].filtered == NULL && job.tasks[i].encoder == NULL) status = TPS_NO_MEMORY;
    }
    if (status == TPS_OK) tps_run_band_job(&job, w->threads);
    /* In band order: complete bands join the stream; an incomplete last one waits for the next append (what
       its encoder wrote so far joins the stream now). */
    for (size_t i = 0; i < job.task_count; i++) {
        tps_band_task *t = &job.tasks[i];
        if (status == TPS_OK && t->status != TPS_OK) {
            status = t->status;
            snprintf(w->fail.message, sizeof w->fail.message, "%s", t->message);
        }
        w->digest_sum += t->digest_sum;
        if (status == TPS_OK) tps_put(w, t->compressed.data, t->compressed.length);
        if (status == TPS_OK && t->complete) {
            size_t length = (size_t)(t->end - t->band_first) * w->row_bytes;
            w->adler = tps_adler32_combine(w->adler, t->adler, length);
        }
        if (status == TPS_OK && !t->complete) {
            w->band_adler = t->adler;
            w->band = t->filtered;
            w->band_encoder = t->encoder;
            t->filtered = NULL;
            t->encoder = NULL;
        }
        free(t->filtered);
        tps_runs_destroy(t->encoder);
        free(t->compressed.data);
        t->filtered = t->compressed.data = NULL;
        t->encoder = NULL;
    }
    free(job.tasks);
    if (status != TPS_OK) {
        if (status == TPS_NO_MEMORY && w->fail.message[0] == '\0') {
            snprintf(w->fail.message, sizeof w->fail.message, "out of memory");
        }
        w->fail.status = status;
        png_error(w->png, w->fail.message);
    }
    memcpy(w->last_input, rows + (size_t)(count - 1) * stride, (size_t)w->width * 4);
}

void tps_adaptive_finish(tps_writer *w) {
    uint8_t trailer[4] = {(uint8_t)(w->adler >> 24), (uint8_t)(w->adler >> 16), (uint8_t)(w->adler >> 8),
                          (uint8_t)w->adler};
    tps_put(w, trailer, sizeof trailer);
    if (w->compressed_length > 0) png_write_chunk(w->png, tps_idat, w->compressed, w->compressed_length);
    w->compressed_length = 0;
    /* The pixel digest, after the image data: known only once every row was seen (streamed images too). */
    char text[sizeof TPS_DIGEST_KEY + TPS_DIGEST_TEXT_SIZE];
    memcpy(text, TPS_DIGEST_KEY, sizeof TPS_DIGEST_KEY);
    tps_digest_text(tps_digest_finish(w->digest_sum, w->width, w->height), text + sizeof TPS_DIGEST_KEY);
    png_write_chunk(w->png, tps_text, (png_const_bytep)text, sizeof TPS_DIGEST_KEY + strlen(text + sizeof TPS_DIGEST_KEY));
    png_write_chunk(w->png, tps_iend, NULL, 0);
}

int tps_filter_image(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int has_alpha,
                     uint8_t *out) {
    if (rows == NULL || out == NULL || width == 0 || stride < (size_t)width * 4) return TPS_MISUSE;
    tps_filter filter;
    if (!tps_filter_init(&filter, width, has_alpha)) {
        tps_filter_free(&filter);
        return TPS_NO_MEMORY;
    }
    size_t row_bytes = 1 + (size_t)width * (has_alpha ? 4 : 3);
    for (uint32_t y = 0; y < height; y++) {
        tps_filter_row(&filter, rows + (size_t)y * stride, y > 0 ? rows + (size_t)(y - 1) * stride : NULL,
                       out + (size_t)y * row_bytes);
    }
    tps_filter_free(&filter);
    return TPS_OK;
}
