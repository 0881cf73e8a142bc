/*
 * PNG reading and writing over libpng for TrellisRender.
 *
 * Every public function that calls into libpng first does setjmp(png_jmpbuf(...))
 * in its own frame: libpng's error longjmp lands there and the function returns a
 * status code. Allocations live in the reader/writer structs, so an error path
 * leaks nothing once the struct is destroyed.
 */
#include "pngsupport.h"

#include <errno.h>
#include <fcntl.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The first member of both handles: where callbacks leave the reason of a failure. */
typedef struct {
    char message[512];
    int status; /* a pending status set by a callback before png_error, or TPS_OK */
} tps_failure;

static void tps_set_message(tps_failure *fail, const char *text) {
    if (fail->message[0] == '\0') {
        snprintf(fail->message, sizeof fail->message, "%s", text ? text : "unknown libpng error");
    }
}

static void tps_on_error(png_structp png, png_const_charp text) {
    tps_failure *fail = (tps_failure *)png_get_error_ptr(png);
    if (fail != NULL) tps_set_message(fail, text);
    png_longjmp(png, 1);
}

static void tps_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings (an odd ancillary chunk, a CRC in a text chunk) are not failures */
}

/* The status to return after a longjmp: the callback's, or the default for the phase. */
static int tps_fail_status(tps_failure *fail, int fallback) {
    return fail->status != TPS_OK ? fail->status : fallback;
}

/* ---- Alpha tables ------------------------------------------------------ */

/* unpremultiplied[a][c] = round(c * 255 / a), clamped to 255. */
static uint8_t tps_unpremultiplied[256][256];
static pthread_once_t tps_tables_once = PTHREAD_ONCE_INIT;

static void tps_build_tables(void) {
    for (unsigned a = 0; a < 256; a++) {
        for (unsigned c = 0; c < 256; c++) {
            unsigned value = a == 0 ? 0 : (c * 255 + a / 2) / a;
            tps_unpremultiplied[a][c] = (uint8_t)(value > 255 ? 255 : value);
        }
    }
}

/* round(c * a / 255), exact for 0 <= c, a <= 255. */
static inline uint32_t tps_premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (t + (t >> 8)) >> 8;
}

/* ---- Reading ----------------------------------------------------------- */

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
    r->file = fopen(path, "rbe");
    if (r->file == NULL) {
        int error = errno;
        snprintf(r->fail.message, sizeof r->fail.message, "%s", strerror(error));
        return error == ENOENT || error == ENOTDIR ? TPS_NOT_FOUND : TPS_OPEN_FAILED;
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

/* ---- Writing ----------------------------------------------------------- */

struct tps_writer {
    tps_failure fail;
    png_structp png;
    png_infop info;
    FILE *file;
    int to_memory;
    uint8_t *memory;
    size_t memory_length;
    size_t memory_capacity;
    int started;
    int finished;
    int has_alpha;
    uint32_t width;
    uint32_t height;
    uint32_t rows_written;
    uint8_t *row;       /* the converted row */
    uint8_t *previous;  /* the converted row before it (adaptive filtering) */
    int adaptive;
};

tps_writer *tps_writer_create(void) {
    pthread_once(&tps_tables_once, tps_build_tables);
    return (tps_writer *)calloc(1, sizeof(tps_writer));
}

void tps_writer_destroy(tps_writer *w) {
    if (w == NULL) return;
    if (w->png != NULL) png_destroy_write_struct(&w->png, w->info != NULL ? &w->info : NULL);
    if (w->file != NULL) fclose(w->file);
    free(w->memory);
    free(w->row);
    free(w->previous);
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
        /* Every filter we switch between is enabled at the start, as libpng requires
           (it keeps the previous row only when a filter that needs it is enabled). */
        w->adaptive = 1;
        filters = TPS_FILTER_NONE | TPS_FILTER_SUB | TPS_FILTER_UP;
    } else if ((filters & ~0xf8) != 0 || filters == 0) {
        return TPS_MISUSE;
    }
    w->row = (uint8_t *)malloc((size_t)width * 4 + 4);
    if (w->row == NULL) return TPS_NO_MEMORY;
    if (w->adaptive) {
        w->previous = (uint8_t *)malloc((size_t)width * 4 + 4);
        if (w->previous == NULL) return TPS_NO_MEMORY;
    }
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
    w->started = 1;
    return TPS_OK;
}

/* 1 when every pixel of the row has alpha 255 (a branch-free loop the compiler vectorizes). */
static int tps_row_is_opaque(const uint8_t *in, uint32_t width) {
    uint32_t all = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p;
        memcpy(&p, in + (size_t)x * 4, 4);
        all &= p;
    }
    return (all >> 24) == 0xff;
}

/* ARGB32 premultiplied words to straight 8-bit RGBA bytes. */
static void tps_unpremultiply_row_rgba(uint8_t *out, const uint8_t *in, uint32_t width) {
    if (tps_row_is_opaque(in, width)) {
        /* Only a swizzle: bytes R,G,B,A are the word R | G << 8 | B << 16 | A << 24 when stored little-endian. */
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p;
            memcpy(&p, in + (size_t)x * 4, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            uint32_t q = (p & 0xff00ff00u) | ((p >> 16) & 0xffu) | ((p & 0xffu) << 16);
            memcpy(out + (size_t)x * 4, &q, 4);
#else
            out[x * 4] = (uint8_t)(p >> 16);
            out[x * 4 + 1] = (uint8_t)(p >> 8);
            out[x * 4 + 2] = (uint8_t)p;
            out[x * 4 + 3] = 255;
#endif
        }
        return;
    }
    for (uint32_t x = 0; x < width; x++, in += 4, out += 4) {
        uint32_t p;
        memcpy(&p, in, 4);
        uint32_t alpha = p >> 24;
        if (alpha == 255) {
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = 255;
        } else if (alpha == 0) {
            memset(out, 0, 4);
        } else {
            const uint8_t *table = tps_unpremultiplied[alpha];
            out[0] = table[(p >> 16) & 0xff];
            out[1] = table[(p >> 8) & 0xff];
            out[2] = table[p & 0xff];
            out[3] = (uint8_t)alpha;
        }
    }
}

/* ARGB32 words to 8-bit RGB bytes (the color as composited over black). `out` has 1 byte of slack. */
static void tps_row_rgb(uint8_t *out, const uint8_t *in, uint32_t width) {
    for (uint32_t x = 0; x < width; x++, in += 4, out += 3) {
        uint32_t p;
        memcpy(&p, in, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* One 4-byte store of R,G,B and a byte the next pixel overwrites. */
        uint32_t q = ((p >> 16) & 0xffu) | (p & 0xff00u) | ((p & 0xffu) << 16);
        memcpy(out, &q, 4);
#else
        out[0] = (uint8_t)(p >> 16);
        out[1] = (uint8_t)(p >> 8);
        out[2] = (uint8_t)p;
#endif
    }
}

/*
 * The filter for one row, chosen by a cheap rule measured on screens and photos:
 * Up for a row equal to the one above (it filters to zeros); None for a row of
 * mostly flat color, where fewer than half the pixels differ from their left
 * neighbor (deflate matches its runs and repeated glyphs best unfiltered); Sub for
 * continuous tone (gradients, photos).
 */
static int tps_choose_filter(const tps_writer *w, const uint8_t *in) {
    size_t bytes = (size_t)w->width * (w->has_alpha ? 4 : 3);
    if (memcmp(w->row, w->previous, bytes) == 0) return PNG_FILTER_UP;
    if (w->width < 2) return PNG_FILTER_NONE;
    uint32_t changes = 0, left;
    memcpy(&left, in, 4);
    for (uint32_t x = 1; x < w->width; x++) {
        uint32_t p;
        memcpy(&p, in + (size_t)x * 4, 4);
        changes += p != left;
        left = p;
    }
    return changes * 2 < w->width ? PNG_FILTER_NONE : PNG_FILTER_SUB;
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
    for (uint32_t y = 0; y < count; y++) {
        const uint8_t *in = rows + (size_t)y * stride;
        if (w->has_alpha) tps_unpremultiply_row_rgba(w->row, in, w->width);
        else tps_row_rgb(w->row, in, w->width);
        if (w->adaptive) {
            /* libpng allocates its previous-row buffer at the first row, from the filters enabled
               then; so the first row keeps all three (libpng picks one) and later rows get ours. */
            if (w->rows_written > 0) png_set_filter(w->png, PNG_FILTER_TYPE_BASE, tps_choose_filter(w, in));
            uint8_t *swap = w->previous;
            w->previous = w->row;
            w->row = swap;
            png_write_row(w->png, w->previous);
        } else {
            png_write_row(w->png, w->row);
        }
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
    png_write_end(w->png, NULL);
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

/* ---- Helpers ----------------------------------------------------------- */

int tps_rows_are_opaque(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rows + (size_t)y * stride;
        uint32_t all = 0xffffffffu;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p;
            memcpy(&p, row + (size_t)x * 4, 4);
            all &= p;
        }
        if ((all >> 24) != 0xff) return 0;
    }
    return 1;
}
