/*
 * Row conversion from cairo's ARGB32 premultiplied words to PNG's byte order: a leaf that both the
 * libpng-filtered path (pngsupport_write.c) and the adaptive path (pngsupport_deflate.c) call, and
 * that calls neither.
 */
#include "pngsupport.h"
#include "pngsupport_rows.h"

#include <pthread.h>
#include <string.h>

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

void tps_rows_prepare(void) {
    pthread_once(&tps_tables_once, tps_build_tables);
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
void tps_unpremultiply_row_rgba(uint8_t *out, const uint8_t *in, uint32_t width) {
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
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

/* Four pixels per shuffle: B,G,R of each little-endian word reordered to R,G,B, twelve bytes of a 16-byte store
   (the next store overwrites the other four). Stops where a store would pass the row's one byte of slack. */
__attribute__((target("ssse3"))) static uint32_t tps_row_rgb_ssse3(uint8_t *out, const uint8_t *in, uint32_t width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(in + (size_t)x * 4));
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 3), _mm_shuffle_epi8(pixels, order));
    }
    return x;
}

/* 1 when the processor has SSSE3's byte shuffle (every x86-64 processor since 2006; checked once). */
static int tps_has_ssse3(void) {
    static int known = -1;
    int has = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (has < 0) {
        __builtin_cpu_init();
        has = __builtin_cpu_supports("ssse3") ? 1 : 0;
        __atomic_store_n(&known, has, __ATOMIC_RELAXED);
    }
    return has;
}
#endif

void tps_row_rgb(uint8_t *out, const uint8_t *in, uint32_t width) {
    uint32_t x = 0;
#if defined(__x86_64__) && defined(__GNUC__)
    /* A shuffle of four pixels at a time: the conversion took 6% of the 20000-row list's CPU time (perf). */
    if (tps_has_ssse3()) x = tps_row_rgb_ssse3(out, in, width);
    in += (size_t)x * 4;
    out += (size_t)x * 3;
#endif
    for (; x < width; x++, in += 4, out += 3) {
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

