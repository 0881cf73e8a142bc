/*
 * Deflate engines: zlib (always linked), Intel ISA-L's igzip and libdeflate (loaded with dlopen).
 *
 * Why at run time: the build needs only the headers (checked with __has_include), so a machine without
 * libisal-dev still builds and writes PNG files through zlib, and a binary built with the headers still
 * runs where the shared library is missing.
 *
 * Measured on the sample images (TrellisBenchmarks png): igzip level 1 deflates the filtered rows 10-20x
 * faster than our tuned zlib level 1, but flat screens come out 1.3-3x cairo's size (igzip indexes only the
 * start of a match, so a run of zero rows is coded at distance 258 with 7 extra bits per match instead of at
 * distance 1); libdeflate (levels 1, 4, 6) ran at 3-4x cairo's speed, near zlib. Our runs engine
 * (pngsupport_runs.c) is about as fast as igzip at 0.85x cairo's size, so TPS_ENGINE_AUTO is the runs engine;
 * zlib and igzip stay for comparisons and as explicit choices.
 */
#include "pngsupport.h"
#include "pngsupport_engine.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__has_include)
#if __has_include(<isa-l/igzip_lib.h>)
#include <isa-l/igzip_lib.h>
#define TPS_HAVE_ISAL_HEADER 1
#endif
#if __has_include(<libdeflate.h>)
#include <libdeflate.h>
#define TPS_HAVE_LIBDEFLATE_HEADER 1
#endif
#endif

int tps_bytes_reserve(tps_bytes *bytes, size_t extra) {
    if (extra <= bytes->capacity - bytes->length) return 1;
    size_t capacity = bytes->capacity > 0 ? bytes->capacity : 1 << 16;
    while (extra > capacity - bytes->length) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    uint8_t *grown = (uint8_t *)realloc(bytes->data, capacity);
    if (grown == NULL) return 0;
    bytes->data = grown;
    bytes->capacity = capacity;
    return 1;
}

/* ---- Loading the optional libraries ------------------------------------ */

static struct {
#ifdef TPS_HAVE_ISAL_HEADER
    void (*deflate_init)(struct isal_zstream *);
    int (*deflate)(struct isal_zstream *);
    uint32_t (*adler32)(uint32_t, const unsigned char *, uint64_t);
#endif
    int isal;
#ifdef TPS_HAVE_LIBDEFLATE_HEADER
    struct libdeflate_compressor *(*alloc_compressor)(int);
    size_t (*deflate_compress)(struct libdeflate_compressor *, const void *, size_t, void *, size_t);
    void (*free_compressor)(struct libdeflate_compressor *);
#endif
    int libdeflate;
} tps_libs;
static pthread_once_t tps_libs_once = PTHREAD_ONCE_INIT;

/* The first of the names that dlopen finds, or NULL. */
static void *tps_open_library(const char *const *names) {
    for (; *names != NULL; names++) {
        void *library = dlopen(*names, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) return library;
    }
    return NULL;
}

static void tps_load_libraries(void) {
#ifdef TPS_HAVE_ISAL_HEADER
    static const char *const isal_names[] = {"libisal.so.2", "libisal.so", NULL};
    void *isal = tps_open_library(isal_names);
    if (isal != NULL) {
        *(void **)&tps_libs.deflate_init = dlsym(isal, "isal_deflate_init");
        *(void **)&tps_libs.deflate = dlsym(isal, "isal_deflate");
        *(void **)&tps_libs.adler32 = dlsym(isal, "isal_adler32");
        tps_libs.isal = tps_libs.deflate_init != NULL && tps_libs.deflate != NULL && tps_libs.adler32 != NULL;
    }
#endif
#ifdef TPS_HAVE_LIBDEFLATE_HEADER
    static const char *const libdeflate_names[] = {"libdeflate.so.0", "libdeflate.so", NULL};
    void *libdeflate = tps_open_library(libdeflate_names);
    if (libdeflate != NULL) {
        *(void **)&tps_libs.alloc_compressor = dlsym(libdeflate, "libdeflate_alloc_compressor");
        *(void **)&tps_libs.deflate_compress = dlsym(libdeflate, "libdeflate_deflate_compress");
        *(void **)&tps_libs.free_compressor = dlsym(libdeflate, "libdeflate_free_compressor");
        tps_libs.libdeflate = tps_libs.alloc_compressor != NULL && tps_libs.deflate_compress != NULL &&
                              tps_libs.free_compressor != NULL;
    }
#endif
}

int tps_engine_available(int engine) {
    pthread_once(&tps_libs_once, tps_load_libraries);
    switch (engine) {
    case TPS_ENGINE_AUTO:
    case TPS_ENGINE_ZLIB: return 1;
    case TPS_ENGINE_ISAL: return tps_libs.isal;
    case TPS_ENGINE_LIBDEFLATE: return tps_libs.libdeflate;
    case TPS_ENGINE_RUNS: return 1;
    default: return 0;
    }
}

int tps_engine_resolve(int engine) {
    if (engine == TPS_ENGINE_AUTO || engine == TPS_ENGINE_RUNS) return TPS_ENGINE_RUNS;
    return engine == TPS_ENGINE_ISAL && tps_engine_available(engine) ? engine : TPS_ENGINE_ZLIB;
}

/* ---- Segments ------------------------------------------------------------ */

static int tps_zlib_segment(int level, const uint8_t *in, size_t length, int last, tps_bytes *out,
                            char *message, size_t message_size) {
    z_stream z;
    memset(&z, 0, sizeof z);
    /* memLevel 7 (a 16K-entry hash, 8K-symbol blocks) measured ~15% faster than 9 at the same size. */
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 7, Z_DEFAULT_STRATEGY) != Z_OK) {
        snprintf(message, message_size, "zlib could not start: out of memory");
        return TPS_NO_MEMORY;
    }
    if (level >= 1 && level <= 3) {
        /* Index every position, even inside long matches (zlib's max_lazy is the longest match whose
           positions deflate_fast indexes), so runs of flat rows stay at distance 1 or one row. */
        static const int chain[4] = {0, 4, 8, 32};
        deflateTune(&z, 4, 258, 258, chain[level]);
    }
    int status = TPS_OK;
    size_t bound = deflateBound(&z, (uLong)length) + 16;
    if (!tps_bytes_reserve(out, bound)) {
        snprintf(message, message_size, "out of memory");
        status = TPS_NO_MEMORY;
    } else {
        z.next_in = (Bytef *)in;
        z.avail_in = (uInt)length;
        z.next_out = out->data + out->length;
        z.avail_out = (uInt)(out->capacity - out->length);
        int result = deflate(&z, last ? Z_FINISH : Z_FULL_FLUSH);
        if ((last && result != Z_STREAM_END) || (!last && (result != Z_OK || z.avail_in != 0))) {
            snprintf(message, message_size, "zlib failed: %s", z.msg ? z.msg : "the output did not fit");
            status = TPS_WRITE_FAILED;
        }
        out->length = out->capacity - z.avail_out;
    }
    deflateEnd(&z);
    return status;
}

#ifdef TPS_HAVE_ISAL_HEADER
static int tps_isal_segment(int level, const uint8_t *in, size_t length, int last, tps_bytes *out,
                            char *message, size_t message_size) {
    static const uint32_t level_sizes[4] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT,
                                            ISAL_DEF_LVL3_DEFAULT};
    if (level < 0) level = 0;
    if (level > 3) level = 3;
    /* Both zeroed: igzip keeps its match finder's tables in the level buffer and in the stream's own state, and
       with malloc'd memory the bytes of a band depended on what the allocator handed the thread (1-thread and
       4-thread files of one image differed in a few bytes of one band in 6 of 96 comparisons under load with the
       level buffer alone malloc'd; with it zeroed, the band-in-pieces test still failed once under load, so the
       stream is zeroed too). The output was valid either way; zeroed, a band's bytes depend only on its rows. */
    struct isal_zstream *s = (struct isal_zstream *)calloc(1, sizeof *s);
    uint8_t *level_buffer = level_sizes[level] > 0 ? (uint8_t *)calloc(1, level_sizes[level]) : NULL;
    if (s == NULL || (level_sizes[level] > 0 && level_buffer == NULL)) {
        free(s);
        free(level_buffer);
        snprintf(message, message_size, "out of memory");
        return TPS_NO_MEMORY;
    }
    tps_libs.deflate_init(s);
    s->level = (uint32_t)level;
    s->level_buf = level_buffer;
    s->level_buf_size = level_sizes[level];
    s->gzip_flag = IGZIP_DEFLATE;
    s->flush = last ? NO_FLUSH : FULL_FLUSH;
    s->end_of_stream = last ? 1 : 0;
    s->next_in = (uint8_t *)in;
    s->avail_in = (uint32_t)length;
    int status = TPS_OK;
    for (;;) {
        if (!tps_bytes_reserve(out, length / 4 + (1 << 16))) {
            snprintf(message, message_size, "out of memory");
            status = TPS_NO_MEMORY;
            break;
        }
        size_t room = out->capacity - out->length;
        if (room > UINT32_MAX) room = UINT32_MAX;
        s->next_out = out->data + out->length;
        s->avail_out = (uint32_t)room;
        int result = tps_libs.deflate(s);
        out->length += room - s->avail_out;
        if (result != COMP_OK) {
            snprintf(message, message_size, "ISA-L deflate failed (status %d)", result);
            status = TPS_WRITE_FAILED;
            break;
        }
        int done = last ? s->internal_state.state == ZSTATE_END
                        : s->avail_in == 0 && s->avail_out > 0 && s->internal_state.state == ZSTATE_NEW_HDR;
        if (done) break;
    }
    free(level_buffer);
    free(s);
    return status;
}
#endif

int tps_compress_segment(int engine, int level, const uint8_t *in, size_t length, size_t row_bytes, size_t bpp,
                         int last, tps_bytes *out, char *message, size_t message_size) {
    if (length > UINT32_MAX) return TPS_MISUSE; /* the engines count input in 32 bits; bands are far smaller */
    if (level > 0 && engine == TPS_ENGINE_RUNS) {
        return tps_runs_segment(in, length, row_bytes, bpp, last, out, message, message_size);
    }
#ifdef TPS_HAVE_ISAL_HEADER
    /* Level 0 stores (zlib's stored blocks) whatever the engine: igzip's level 0 still compresses. */
    if (level > 0 && tps_engine_resolve(engine) == TPS_ENGINE_ISAL) {
        return tps_isal_segment(level, in, length, last, out, message, message_size);
    }
#endif
    (void)row_bytes;
    (void)bpp;
    return tps_zlib_segment(level, in, length, last, out, message, message_size);
}

uint32_t tps_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
#ifdef TPS_HAVE_ISAL_HEADER
    if (tps_engine_available(TPS_ENGINE_ISAL)) return tps_libs.adler32(adler, bytes, length);
#endif
    while (length > 0) {
        uInt piece = length > (1u << 30) ? (1u << 30) : (uInt)length;
        adler = (uint32_t)adler32(adler, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return adler;
}

uint32_t tps_adler32_repeat_row(uint32_t adler, size_t row_bytes) {
    /* Adler-32 adds each byte to a and then a to b (both modulo 65521): the byte 2 makes a + 2, and each of
       the zeros after it adds that same a to b once more. */
    uint64_t a = ((adler & 0xffff) + 2) % 65521, b = ((adler >> 16) + a) % 65521;
    b = (b + (uint64_t)(row_bytes - 1) % 65521 * a) % 65521;
    return (uint32_t)(b << 16 | a);
}

uint32_t tps_adler32_combine(uint32_t adler1, uint32_t adler2, size_t length2) {
    return (uint32_t)adler32_combine(adler1, adler2, (z_off_t)length2);
}

/* ---- Whole buffers, for comparisons ----------------------------------------- */

int tps_deflate_buffer(int engine, int level, const uint8_t *in, size_t length, size_t row_bytes, size_t bpp,
                       uint8_t *out, size_t capacity, size_t *written) {
    *written = 0;
    if (!tps_engine_available(engine) || engine == TPS_ENGINE_AUTO) return TPS_MISUSE;
#ifdef TPS_HAVE_LIBDEFLATE_HEADER
    if (engine == TPS_ENGINE_LIBDEFLATE) {
        struct libdeflate_compressor *compressor = tps_libs.alloc_compressor(level);
        if (compressor == NULL) return TPS_NO_MEMORY;
        *written = tps_libs.deflate_compress(compressor, in, length, out, capacity);
        tps_libs.free_compressor(compressor);
        return *written > 0 ? TPS_OK : TPS_WRITE_FAILED;
    }
#endif
    tps_bytes bytes = {NULL, 0, 0};
    char message[256];
    int status;
#ifdef TPS_HAVE_ISAL_HEADER
    if (engine == TPS_ENGINE_ISAL) status = tps_isal_segment(level, in, length, 1, &bytes, message, sizeof message);
    else
#endif
    status = tps_compress_segment(engine, level, in, length, row_bytes, bpp, 1, &bytes, message, sizeof message);
    if (status == TPS_OK) {
        if (bytes.length <= capacity) {
            memcpy(out, bytes.data, bytes.length);
            *written = bytes.length;
        } else {
            status = TPS_WRITE_FAILED;
        }
    }
    free(bytes.data);
    return status;
}
