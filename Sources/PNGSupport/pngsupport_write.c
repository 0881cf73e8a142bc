/*
 * Writing PNG files and memory over libpng from ARGB32 premultiplied rows.
 *
 * Every public function that calls into libpng first does setjmp(png_jmpbuf(...))
 * in its own frame: libpng's error longjmp lands there and the function returns a
 * status code. Allocations live in the writer struct, so an error path leaks
 * nothing once the struct is destroyed.
 */
#include "pngsupport_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

tps_writer *tps_writer_create(void) {
    tps_rows_prepare();
    return (tps_writer *)calloc(1, sizeof(tps_writer));
}

void tps_writer_destroy(tps_writer *w) {
    if (w == NULL) return;
    if (w->png != NULL) png_destroy_write_struct(&w->png, w->info != NULL ? &w->info : NULL);
    if (w->file != NULL) fclose(w->file);
    free(w->memory);
    free(w->row);
    tps_adaptive_destroy(w);
    free(w);
}

const char *tps_writer_message(const tps_writer *w) {
    return w != NULL ? w->fail.message : "";
}

static void tps_write_data(png_structp png, png_bytep data, size_t count) {
    tps_writer *w = (tps_writer *)png_get_io_ptr(png);
    if (w->file != NULL) {
        if (fwrite(data, 1, count, w->file) == count) return;
        snprintf(w->fail.message, sizeof w->fail.message, "%s", strerror(errno));
        w->fail.status = TPS_WRITE_FAILED;
        png_error(png, w->fail.message);
    }
    if (count > w->memory_capacity - w->memory_length) {
        size_t capacity = w->memory_capacity > 0 ? w->memory_capacity : 1 << 16;
        while (count > capacity - w->memory_length) {
            if (capacity > SIZE_MAX / 2) capacity = SIZE_MAX; else capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(w->memory, capacity);
        if (grown == NULL) {
            snprintf(w->fail.message, sizeof w->fail.message, "out of memory");
            w->fail.status = TPS_NO_MEMORY;
            png_error(png, w->fail.message);
        }
        w->memory = grown;
        w->memory_capacity = capacity;
    }
    memcpy(w->memory + w->memory_length, data, count);
    w->memory_length += count;
}

static void tps_flush_data(png_structp png) {
    (void)png; /* the file is flushed and checked once, in tps_writer_finish */
}

static int tps_writer_begin(tps_writer *w) {
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &w->fail, tps_on_error, tps_on_warning);
    if (w->png == NULL) return TPS_NO_MEMORY;
    w->info = png_create_info_struct(w->png);
    if (w->info == NULL) return TPS_NO_MEMORY;
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    png_set_write_fn(w->png, w, tps_write_data, tps_flush_data);
    return TPS_OK;
}

int tps_writer_open_file(tps_writer *w, const char *path) {
    if (w == NULL || path == NULL || w->png != NULL) return TPS_MISUSE;
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        snprintf(w->fail.message, sizeof w->fail.message, "%s", strerror(errno));
        return TPS_WRITE_FAILED;
    }
    w->file = fdopen(fd, "wb");
    if (w->file == NULL) {
        snprintf(w->fail.message, sizeof w->fail.message, "%s", strerror(errno));
        close(fd);
        unlink(path);
        return TPS_WRITE_FAILED;
    }
    setvbuf(w->file, NULL, _IOFBF, 1 << 17);
    int status = tps_writer_begin(w);
    if (status != TPS_OK) {
        /* The caller only removes files it was told were created. */
        fclose(w->file);
        w->file = NULL;
        unlink(path);
    }
    return status;
}

int tps_writer_open_memory(tps_writer *w) {
    if (w == NULL || w->png != NULL) return TPS_MISUSE;
    w->to_memory = 1;
    return tps_writer_begin(w);
}

int tps_writer_add_text(tps_writer *w, const char *key, const char *value, int utf8) {
    if (w == NULL || w->png == NULL || w->started || key == NULL || value == NULL) return TPS_MISUSE;
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    png_text text;
    memset(&text, 0, sizeof text);
    text.compression = utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
    text.key = (png_charp)key;
    text.text = (png_charp)value;
    text.text_length = strlen(value);
    png_set_text(w->png, w->info, &text, 1);
    return TPS_OK;
}

int tps_writer_set_deflate(tps_writer *w, int engine, int threads) {
    if (w == NULL || w->started || engine < TPS_ENGINE_AUTO || engine > TPS_ENGINE_RUNS ||
        engine == TPS_ENGINE_LIBDEFLATE || threads < 1) {
        return TPS_MISUSE;
    }
    w->engine = engine;
    w->threads = threads;
    return TPS_OK;
}

int tps_writer_start(tps_writer *w, uint32_t width, uint32_t height, int has_alpha,
                     int level, int filters, int strategy) {
    if (w == NULL || w->png == NULL || w->started) return TPS_MISUSE;
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        snprintf(w->fail.message, sizeof w->fail.message,
                 "a PNG image is 1 to 2147483647 pixels wide and high, not %ux%u",
                 (unsigned)width, (unsigned)height);
        return TPS_TOO_LARGE;
    }
    if (level < 0 || level > 9) return TPS_MISUSE;
    if (filters == TPS_FILTER_ADAPTIVE) {
        w->adaptive = 1;
        filters = TPS_FILTER_NONE; /* libpng filters nothing: it only frames our IDAT chunks */
    } else if ((filters & ~0xf8) != 0 || filters == 0) {
        return TPS_MISUSE;
    }
    w->row = (uint8_t *)malloc((size_t)width * 4 + 4);
    if (w->row == NULL) return TPS_NO_MEMORY;
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    png_set_user_limits(w->png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(w->png, w->info, width, height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(w->png, level);
    png_set_filter(w->png, PNG_FILTER_TYPE_BASE, filters);
    if (strategy >= 0) png_set_compression_strategy(w->png, strategy);
    png_set_compression_buffer_size(w->png, 1 << 16);
    png_write_info(w->png, w->info);
    w->width = width;
    w->height = height;
    w->has_alpha = has_alpha;
    w->level = level;
    if (w->adaptive) {
        int status = tps_adaptive_start(w);
        if (status != TPS_OK) return status;
    }
    w->started = 1;
    return TPS_OK;
}

int tps_writer_write_rows(tps_writer *w, const uint8_t *rows, size_t stride, uint32_t count) {
    if (w == NULL || !w->started || w->finished || (rows == NULL && count > 0)) return TPS_MISUSE;
    if (count > w->height - w->rows_written) {
        snprintf(w->fail.message, sizeof w->fail.message,
                 "%u more rows given to an image of %u rows that already has %u",
                 (unsigned)count, (unsigned)w->height, (unsigned)w->rows_written);
        return TPS_MISUSE;
    }
    if (count > 0 && stride < (size_t)w->width * 4) return TPS_MISUSE;
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    if (w->adaptive) {
        tps_adaptive_write_rows(w, rows, stride, count);
        w->rows_written += count;
        return TPS_OK;
    }
    for (uint32_t y = 0; y < count; y++) {
        const uint8_t *in = rows + (size_t)y * stride;
        if (w->has_alpha) tps_unpremultiply_row_rgba(w->row, in, w->width);
        else tps_row_rgb(w->row, in, w->width);
        png_write_row(w->png, w->row);
        w->rows_written++;
    }
    return TPS_OK;
}

int tps_writer_finish(tps_writer *w) {
    if (w == NULL || !w->started || w->finished) return TPS_MISUSE;
    if (w->rows_written != w->height) {
        snprintf(w->fail.message, sizeof w->fail.message, "only %u of the image's %u rows were written",
                 (unsigned)w->rows_written, (unsigned)w->height);
        return TPS_MISUSE;
    }
    if (setjmp(png_jmpbuf(w->png))) return tps_fail_status(&w->fail, TPS_WRITE_FAILED);
    if (w->adaptive) tps_adaptive_finish(w);
    else png_write_end(w->png, NULL);
    w->finished = 1;
    if (w->file != NULL) {
        FILE *file = w->file;
        w->file = NULL;
        int flushed = fflush(file);
        int flush_error = errno;
        int closed = fclose(file);
        if (flushed != 0 || closed != 0) {
            snprintf(w->fail.message, sizeof w->fail.message, "%s", strerror(flushed != 0 ? flush_error : errno));
            return TPS_WRITE_FAILED;
        }
    }
    return TPS_OK;
}

const uint8_t *tps_writer_data(const tps_writer *w, size_t *length) {
    if (w == NULL || !w->to_memory) {
        *length = 0;
        return NULL;
    }
    *length = w->memory_length;
    return w->memory;
}
