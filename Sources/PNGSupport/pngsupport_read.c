/*
 * Reading PNG files and memory over libpng into ARGB32 premultiplied pixels.
 *
 * Every public function that calls into libpng first does setjmp(png_jmpbuf(...))
 * in its own frame: libpng's error longjmp lands there and the function returns a
 * status code. Allocations live in the reader struct, so an error path leaks
 * nothing once the struct is destroyed.
 */
#include "pngsupport_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* round(c * a / 255), exact for 0 <= c, a <= 255. */
static inline uint32_t tps_premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (t + (t >> 8)) >> 8;
}

struct tps_reader {
    tps_failure fail;
    png_structp png;
    png_infop info;
    FILE *file;
    const uint8_t *memory;
    size_t memory_size;
    size_t memory_position;
    uint64_t consumed; /* bytes handed to libpng after the signature */
    int opened;
    int done;
    int passes;
    uint32_t width;
    uint32_t height;
    png_bytep *rows;
    uint8_t *scratch;
};

tps_reader *tps_reader_create(void) {
    return (tps_reader *)calloc(1, sizeof(tps_reader));
}

void tps_reader_destroy(tps_reader *r) {
    if (r == NULL) return;
    if (r->png != NULL) png_destroy_read_struct(&r->png, r->info != NULL ? &r->info : NULL, NULL);
    if (r->file != NULL) fclose(r->file);
    free(r->rows);
    free(r->scratch);
    free(r);
}

const char *tps_reader_message(const tps_reader *r) {
    return r != NULL ? r->fail.message : "";
}

/* Refuses Xcode's "CgBI" PNGs (byte-swapped, premultiplied, raw deflate) with a message that says so. */
static void tps_check_first_chunk(tps_reader *r, png_structp png, const png_byte *out, size_t count) {
    if (r->consumed == 0 && count >= 8 && memcmp(out + 4, "CgBI", 4) == 0) {
        snprintf(r->fail.message, sizeof r->fail.message,
                 "an Xcode-optimized (CgBI) PNG, which only Apple's decoder reads; use the original image");
        r->fail.status = TPS_CORRUPT;
        png_error(png, r->fail.message);
    }
    r->consumed += count;
}

static void tps_read_data(png_structp png, png_bytep out, size_t count) {
    tps_reader *r = (tps_reader *)png_get_io_ptr(png);
    if (r->file != NULL) {
        size_t got = fread(out, 1, count, r->file);
        if (got == count) {
            tps_check_first_chunk(r, png, out, count);
            return;
        }
        if (ferror(r->file)) {
            snprintf(r->fail.message, sizeof r->fail.message, "read error: %s", strerror(errno));
            r->fail.status = TPS_OPEN_FAILED;
        } else {
            snprintf(r->fail.message, sizeof r->fail.message,
                     "the file is truncated (it ends before the image is complete)");
            r->fail.status = TPS_CORRUPT;
        }
        png_error(png, r->fail.message);
    }
    if (count > r->memory_size - r->memory_position) {
        snprintf(r->fail.message, sizeof r->fail.message,
                 "the data is truncated (it ends before the image is complete)");
        r->fail.status = TPS_CORRUPT;
        png_error(png, r->fail.message);
    }
    memcpy(out, r->memory + r->memory_position, count);
    r->memory_position += count;
    tps_check_first_chunk(r, png, out, count);
}

/* Reads the 8-byte signature from the file or memory; TPS_OK when it is PNG's. */
static int tps_reader_check_signature(tps_reader *r) {
    png_byte signature[8];
    size_t got;
    if (r->file != NULL) {
        got = fread(signature, 1, sizeof signature, r->file);
        if (got < sizeof signature && ferror(r->file)) {
            snprintf(r->fail.message, sizeof r->fail.message, "%s", strerror(errno));
            return TPS_OPEN_FAILED;
        }
    } else {
        got = r->memory_size < sizeof signature ? r->memory_size : sizeof signature;
        memcpy(signature, r->memory, got);
        r->memory_position = got;
    }
    if (got < sizeof signature || png_sig_cmp(signature, 0, sizeof signature) != 0) {
        snprintf(r->fail.message, sizeof r->fail.message, "not a PNG file (no PNG signature)");
        return TPS_NOT_PNG;
    }
    return TPS_OK;
}

/* Reads the header and sets the transformations that give 8-bit RGBA rows. */
static int tps_reader_begin(tps_reader *r, uint32_t *width, uint32_t *height) {
    int status = tps_reader_check_signature(r);
    if (status != TPS_OK) return status;
    r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r->fail, tps_on_error, tps_on_warning);
    if (r->png == NULL) return TPS_NO_MEMORY;
    r->info = png_create_info_struct(r->png);
    if (r->info == NULL) return TPS_NO_MEMORY;
    if (setjmp(png_jmpbuf(r->png))) return tps_fail_status(&r->fail, TPS_CORRUPT);

    png_set_read_fn(r->png, r, tps_read_data);
    png_set_sig_bytes(r->png, 8);
    png_set_user_limits(r->png, 0x7fffffff, 0x7fffffff);
    png_read_info(r->png, r->info);

    png_uint_32 w = 0, h = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(r->png, r->info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    if ((uint64_t)w * (uint64_t)h > TPS_MAX_READ_PIXELS) {
        snprintf(r->fail.message, sizeof r->fail.message,
                 "the image is %ux%u pixels, more than the %llu pixels the reader accepts",
                 (unsigned)w, (unsigned)h, (unsigned long long)TPS_MAX_READ_PIXELS);
        *width = w;
        *height = h;
        return TPS_TOO_LARGE;
    }
    if (depth == 16) {
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
        png_set_scale_16(r->png);
#else
        png_set_strip_16(r->png);
#endif
    }
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(r->png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(r->png);
    if (png_get_valid(r->png, r->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(r->png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(r->png);
    png_set_filler(r->png, 0xff, PNG_FILLER_AFTER); /* only acts on rows without alpha */
    r->passes = png_set_interlace_handling(r->png);
    png_read_update_info(r->png, r->info);
    if (png_get_rowbytes(r->png, r->info) != (size_t)w * 4) {
        snprintf(r->fail.message, sizeof r->fail.message, "unsupported pixel format");
        return TPS_CORRUPT;
    }
    r->width = w;
    r->height = h;
    r->opened = 1;
    *width = w;
    *height = h;
    return TPS_OK;
}

int tps_reader_open_file(tps_reader *r, const char *path, uint32_t *width, uint32_t *height) {
    if (r == NULL || path == NULL || r->png != NULL || r->file != NULL) return TPS_MISUSE;
    /* O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are read. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        int error = errno;
        snprintf(r->fail.message, sizeof r->fail.message, "%s", strerror(error));
        return error == ENOENT || error == ENOTDIR ? TPS_NOT_FOUND : TPS_OPEN_FAILED;
    }
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        snprintf(r->fail.message, sizeof r->fail.message, "not a regular file");
        close(fd);
        return TPS_OPEN_FAILED;
    }
    r->file = fdopen(fd, "rb");
    if (r->file == NULL) {
        snprintf(r->fail.message, sizeof r->fail.message, "%s", strerror(errno));
        close(fd);
        return TPS_OPEN_FAILED;
    }
    return tps_reader_begin(r, width, height);
}

int tps_reader_open_memory(tps_reader *r, const uint8_t *data, size_t size,
                           uint32_t *width, uint32_t *height) {
    if (r == NULL || r->png != NULL || r->file != NULL || (data == NULL && size > 0)) return TPS_MISUSE;
    static const uint8_t empty = 0;
    r->memory = data != NULL ? data : &empty;
    r->memory_size = size;
    return tps_reader_begin(r, width, height);
}

/* 8-bit RGBA bytes to ARGB32 premultiplied words, in place. */
static void tps_premultiply_row(uint8_t *row, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + (size_t)x * 4;
        uint32_t red = p[0], green = p[1], blue = p[2], alpha = p[3], word;
        if (alpha == 255) {
            word = 0xff000000u | (red << 16) | (green << 8) | blue;
        } else if (alpha == 0) {
            word = 0;
        } else {
            word = (alpha << 24) | (tps_premultiply(red, alpha) << 16) |
                   (tps_premultiply(green, alpha) << 8) | tps_premultiply(blue, alpha);
        }
        memcpy(p, &word, 4);
    }
}

int tps_reader_read_image(tps_reader *r, uint8_t *dst, size_t stride) {
    if (r == NULL || !r->opened || r->done) return TPS_MISUSE;
    if (dst != NULL && stride < (size_t)r->width * 4) return TPS_MISUSE;
    if (setjmp(png_jmpbuf(r->png))) return tps_fail_status(&r->fail, TPS_CORRUPT);

    if (dst == NULL) {
        r->scratch = (uint8_t *)malloc((size_t)r->width * 4 + 16);
        if (r->scratch == NULL) return TPS_NO_MEMORY;
        for (int pass = 0; pass < r->passes; pass++) {
            for (uint32_t y = 0; y < r->height; y++) png_read_row(r->png, r->scratch, NULL);
        }
    } else if (r->passes > 1) {
        r->rows = (png_bytep *)malloc(sizeof(png_bytep) * (r->height > 0 ? r->height : 1));
        if (r->rows == NULL) return TPS_NO_MEMORY;
        for (uint32_t y = 0; y < r->height; y++) r->rows[y] = dst + (size_t)y * stride;
        png_read_image(r->png, r->rows);
        for (uint32_t y = 0; y < r->height; y++) tps_premultiply_row(r->rows[y], r->width);
    } else {
        for (uint32_t y = 0; y < r->height; y++) {
            uint8_t *row = dst + (size_t)y * stride;
            png_read_row(r->png, row, NULL);
            tps_premultiply_row(row, r->width);
        }
    }
    png_read_end(r->png, r->info);
    r->done = 1;
    return TPS_OK;
}

size_t tps_reader_text_count(const tps_reader *r) {
    if (r == NULL || r->png == NULL || r->info == NULL) return 0;
    png_textp text = NULL;
    int count = png_get_text(r->png, r->info, &text, NULL);
    return count > 0 ? (size_t)count : 0;
}

int tps_reader_text(const tps_reader *r, size_t i, const char **key, const char **value,
                    size_t *length, int *utf8) {
    if (r == NULL || r->png == NULL || r->info == NULL) return TPS_MISUSE;
    png_textp text = NULL;
    int count = png_get_text(r->png, r->info, &text, NULL);
    if (count <= 0 || i >= (size_t)count) return TPS_MISUSE;
    const png_text *t = &text[i];
    int international = t->compression == PNG_ITXT_COMPRESSION_NONE || t->compression == PNG_ITXT_COMPRESSION_zTXt;
    *key = t->key != NULL ? t->key : "";
    *value = t->text != NULL ? t->text : "";
    *length = t->text == NULL ? 0 : international ? t->itxt_length : t->text_length;
    *utf8 = international;
    return TPS_OK;
}
