/*
 * The pixel digest: a 64-bit hash of an image's ARGB32 words as drawn, written in a text chunk after the image
 * data so `trellis test` can tell an unchanged image without encoding it or decoding the reference.
 *
 * Each row is hashed on its own, seeded with its index, and the row hashes are added: any split of the rows
 * into bands, on any thread, gives the same digest. The row hash reads 8 bytes at a time into four lanes
 * (multiply and rotate, as xxHash64's rounds do) and mixes the lanes at the end; it detects changes, it is not
 * meant to resist a forger.
 *
 * An image written without alpha (an opaque surface, whose fourth byte cairo leaves undefined) is hashed with
 * that byte read as 0xff, which is what the file holds: the digest follows the pixels the PNG stores, so drawing
 * the same picture twice gives the same digest whatever the unused byte held.
 */
#include "pngsupport.h"
#include "pngsupport_digest.h"

#include <stdio.h>
#include <string.h>

#define TPS_P1 0x9E3779B185EBCA87ull
#define TPS_P2 0xC2B2AE3D27D4EB4Full
#define TPS_P3 0x165667B19E3779F9ull

static inline uint64_t tps_rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t tps_round(uint64_t acc, uint64_t input) {
    acc += input * TPS_P2;
    return tps_rotl(acc, 31) * TPS_P1;
}

static inline uint64_t tps_avalanche(uint64_t h) {
    h ^= h >> 33;
    h *= TPS_P2;
    h ^= h >> 29;
    h *= TPS_P3;
    return h ^ (h >> 32);
}

/* The alpha byte of both ARGB32 words in a 64-bit load: the top byte of each 32-bit half, in either byte order. */
#define TPS_ALPHA_BYTES 0xff000000ff000000ull

/* The row hash's end: the four lanes mixed, then the bytes from `i` (fewer than 32) word by word and byte by byte. */
static uint64_t tps_digest_tail(const uint64_t lanes[4], const uint8_t *row, size_t i, size_t length, int opaque) {
    const uint64_t force = opaque ? TPS_ALPHA_BYTES : 0;
    uint64_t h = tps_rotl(lanes[0], 1) + tps_rotl(lanes[1], 7) + tps_rotl(lanes[2], 12) + tps_rotl(lanes[3], 18);
    for (; i + 8 <= length; i += 8) {
        uint64_t w;
        memcpy(&w, row + i, 8);
        h = tps_rotl(h ^ tps_round(0, w | force), 27) * TPS_P1 + TPS_P3;
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const size_t alpha_index = 0;
#else
    const size_t alpha_index = 3;
#endif
    for (; i < length; i++) {
        uint64_t byte = opaque && i % 4 == alpha_index ? 0xff : row[i];
        h = tps_rotl(h ^ (byte * TPS_P3), 11) * TPS_P1;
    }
    return tps_avalanche(h);
}

/* The four lanes' starting values for row `index`. */
static void tps_digest_seed(uint64_t lanes[4], uint64_t index, size_t length) {
    uint64_t seed = index * TPS_P3 + length;
    lanes[0] = seed + TPS_P1 + TPS_P2;
    lanes[1] = seed + TPS_P2;
    lanes[2] = seed;
    lanes[3] = seed - TPS_P1;
}

uint64_t tps_digest_row(const uint8_t *row, size_t length, uint64_t index, int opaque) {
    const uint64_t force = opaque ? TPS_ALPHA_BYTES : 0;
    uint64_t v[4];
    tps_digest_seed(v, index, length);
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        uint64_t w[4];
        memcpy(w, row + i, 32);
        v[0] = tps_round(v[0], w[0] | force);
        v[1] = tps_round(v[1], w[1] | force);
        v[2] = tps_round(v[2], w[2] | force);
        v[3] = tps_round(v[3], w[3] | force);
    }
    return tps_digest_tail(v, row, i, length, opaque);
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

/* The hashes of eight rows at once with AVX-512 (the same arithmetic as tps_digest_row, lane for lane): a row's
   four lanes depend on each other's rounds through 64-bit multiplies of 15 cycles' latency, so one row keeps the
   scalar multiplier busy, but eight rows in four vectors keep the vector multiplier busy (the digest took 9% of
   the 20000-row list's CPU samples, perf). Returns the sum of their hashes. */
__attribute__((target("avx512f,avx512dq"))) static uint64_t tps_digest_8_rows(const uint8_t *rows, size_t stride,
                                                                              size_t length, uint64_t index,
                                                                              int opaque) {
    const __m512i p1 = _mm512_set1_epi64((long long)TPS_P1), p2 = _mm512_set1_epi64((long long)TPS_P2);
    const __m512i force = _mm512_set1_epi64(opaque ? (long long)TPS_ALPHA_BYTES : 0);
    __m512i acc[4];
    for (int k = 0; k < 4; k++) {
        uint64_t low[4], high[4];
        tps_digest_seed(low, index + 2 * (uint64_t)k, length);
        tps_digest_seed(high, index + 2 * (uint64_t)k + 1, length);
        acc[k] = _mm512_set_epi64((long long)high[3], (long long)high[2], (long long)high[1], (long long)high[0],
                                  (long long)low[3], (long long)low[2], (long long)low[1], (long long)low[0]);
    }
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        for (int k = 0; k < 4; k++) {
            const uint8_t *low = rows + (size_t)(2 * k) * stride + i;
            __m256i a = _mm256_loadu_si256((const __m256i *)low), b = _mm256_loadu_si256((const __m256i *)(low + stride));
            __m512i w = _mm512_or_si512(_mm512_inserti64x4(_mm512_castsi256_si512(a), b, 1), force);
            acc[k] = _mm512_mullo_epi64(_mm512_rol_epi64(_mm512_add_epi64(acc[k], _mm512_mullo_epi64(w, p2)), 31), p1);
        }
    }
    uint64_t sum = 0;
    for (int k = 0; k < 4; k++) {
        uint64_t lanes[8];
        _mm512_storeu_si512((void *)lanes, acc[k]);
        sum += tps_digest_tail(lanes, rows + (size_t)(2 * k) * stride, i, length, opaque);
        sum += tps_digest_tail(lanes + 4, rows + (size_t)(2 * k + 1) * stride, i, length, opaque);
    }
    return sum;
}

/* 1 when the processor and the system run AVX-512's 64-bit multiplies (checked once). */
static int tps_has_avx512dq(void) {
    static int known = -1;
    int has = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (has < 0) {
        __builtin_cpu_init();
        has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") ? 1 : 0;
        __atomic_store_n(&known, has, __ATOMIC_RELAXED);
    }
    return has;
}
#endif

uint64_t tps_digest_rows(const uint8_t *rows, size_t stride, size_t length, uint64_t index, uint32_t count,
                         int opaque) {
    uint64_t sum = 0;
    uint32_t y = 0;
#if defined(__x86_64__) && defined(__GNUC__)
    if (tps_has_avx512dq()) {
        for (; y + 8 <= count; y += 8) sum += tps_digest_8_rows(rows + (size_t)y * stride, stride, length, index + y, opaque);
    }
#endif
    for (; y < count; y++) sum += tps_digest_row(rows + (size_t)y * stride, length, index + y, opaque);
    return sum;
}

uint64_t tps_digest_finish(uint64_t sum, uint32_t width, uint32_t height) {
    return tps_avalanche(sum ^ (((uint64_t)width << 32 | height) * TPS_P1));
}

void tps_digest_text(uint64_t digest, char out[TPS_DIGEST_TEXT_SIZE]) {
    snprintf(out, TPS_DIGEST_TEXT_SIZE, "v1 %016llx", (unsigned long long)digest);
}

int tps_pixel_digest(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int opaque,
                     char out[TPS_DIGEST_TEXT_SIZE]) {
    if (rows == NULL || out == NULL || stride < (size_t)width * 4) return TPS_MISUSE;
    uint64_t sum = tps_digest_rows(rows, stride, (size_t)width * 4, 0, height, opaque);
    tps_digest_text(tps_digest_finish(sum, width, height), out);
    return TPS_OK;
}
