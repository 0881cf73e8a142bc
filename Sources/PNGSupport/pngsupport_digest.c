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

uint64_t tps_digest_row(const uint8_t *row, size_t length, uint64_t index, int opaque) {
    const uint64_t force = opaque ? TPS_ALPHA_BYTES : 0;
    uint64_t seed = index * TPS_P3 + length;
    uint64_t a = seed + TPS_P1 + TPS_P2, b = seed + TPS_P2, c = seed, d = seed - TPS_P1;
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        uint64_t w[4];
        memcpy(w, row + i, 32);
        a = tps_round(a, w[0] | force);
        b = tps_round(b, w[1] | force);
        c = tps_round(c, w[2] | force);
        d = tps_round(d, w[3] | force);
    }
    uint64_t h = tps_rotl(a, 1) + tps_rotl(b, 7) + tps_rotl(c, 12) + tps_rotl(d, 18);
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

uint64_t tps_digest_finish(uint64_t sum, uint32_t width, uint32_t height) {
    return tps_avalanche(sum ^ (((uint64_t)width << 32 | height) * TPS_P1));
}

void tps_digest_text(uint64_t digest, char out[TPS_DIGEST_TEXT_SIZE]) {
    snprintf(out, TPS_DIGEST_TEXT_SIZE, "v1 %016llx", (unsigned long long)digest);
}

int tps_pixel_digest(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int opaque,
                     char out[TPS_DIGEST_TEXT_SIZE]) {
    if (rows == NULL || out == NULL || stride < (size_t)width * 4) return TPS_MISUSE;
    uint64_t sum = 0;
    for (uint32_t y = 0; y < height; y++) sum += tps_digest_row(rows + (size_t)y * stride, (size_t)width * 4, y, opaque);
    tps_digest_text(tps_digest_finish(sum, width, height), out);
    return TPS_OK;
}
