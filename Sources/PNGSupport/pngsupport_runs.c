/*
 * Our own deflate for filtered PNG rows of drawn UI: the "runs" engine (TPS_ENGINE_RUNS).
 *
 * Why: on the sample screens, a drawn image is mostly rows equal to the row above (Up-filtered to zeros)
 * and flat spans of one color. zlib finds those matches but spends time on hash chains; ISA-L's igzip is
 * fast but indexes only the first position of each match, so a run of zeros is coded at a distance of 258
 * (7 extra bits per match) and flat screens came out 1.3-2x cairo's size (TrellisBenchmarks png). This
 * encoder asks, at each position, the questions that matter for such rows first: does the byte before
 * repeat (distance 1: runs of zero residuals), does the pixel before repeat (distance 3 or 4: flat spans of
 * unfiltered rows), does the row above repeat (distance = row length), and only then one hash entry
 * (repeated glyphs). Matches are greedy, literals are coded with dynamic Huffman blocks, and after many
 * positions without a match it looks at every second, third... position (photos: little to find).
 *
 * Deterministic: the output depends only on the bytes and the row layout.
 */
#include "pngsupport.h"
#include "pngsupport_engine.h"
#include "pngsupport_huffman.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TPS_HASH_BITS 15
/* Sequences per block (literal run + match), and input bytes per block: a block ends at whichever comes
   first, so its Huffman codes follow the statistics of a region of the image. */
#define TPS_BLOCK_SEQUENCES 16384
#define TPS_BLOCK_BYTES ((size_t)1 << 20)
/* A run of one byte at least this long starting at the next byte: this byte and the run's first are coded as
   literals, then the run at distance 1, rather than a farther match (a row above, with 10 extra bits) that
   reaches into the run (a filter byte, then a row of zero residuals). */
#define TPS_RUN_AHEAD 32

typedef struct {
    uint32_t literals; /* literal bytes before the match */
    uint16_t length;   /* 0 for the segment's trailing literals, else 3...258 */
    uint16_t distance; /* 1...32768, stored minus 1 */
} tps_sequence;

static inline uint32_t tps_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* How many bytes from a equal those from b, up to max. */
static inline size_t tps_match_length(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t d = x ^ y;
        if (d != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return n + ((size_t)__builtin_ctzll(d) >> 3);
#else
            return n + ((size_t)__builtin_clzll(d) >> 3);
#endif
        }
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

static inline uint32_t tps_hash(uint32_t word) {
    return (word * 2654435761u) >> (32 - TPS_HASH_BITS);
}

/* Codes one block: counts the symbols, builds the codes, writes header and symbols. `start` is the block's
   first input byte. */
static void tps_write_block(tps_bit_writer *w, const uint8_t *start, const tps_sequence *seqs, size_t count,
                            int final) {
    uint32_t lf[286] = {0}, df[30] = {0};
    const uint8_t *p = start;
    for (size_t i = 0; i < count; i++) {
        for (uint32_t k = 0; k < seqs[i].literals; k++) lf[p[k]]++;
        p += seqs[i].literals;
        if (seqs[i].length > 0) {
            lf[tps_length_symbol[seqs[i].length]]++;
            df[tps_distance_symbol(seqs[i].distance + 1u)]++;
            p += seqs[i].length;
        }
    }
    lf[256] = 1;
    tps_huffman litlen, dist;
    tps_huffman_build(&litlen, lf, 286, 15);
    tps_huffman_build(&dist, df, 30, 15);
    tps_write_dynamic_header(w, &litlen, &dist, final);
    p = start;
    for (size_t i = 0; i < count; i++) {
        const tps_sequence *s = &seqs[i];
        uint32_t k = 0;
        for (; k + 2 <= s->literals; k += 2) {
            unsigned a = p[k], b = p[k + 1];
            tps_put_bits(w, litlen.code[a] | ((uint32_t)litlen.code[b] << litlen.length[a]),
                         (unsigned)litlen.length[a] + litlen.length[b]);
        }
        if (k < s->literals) tps_put_bits(w, litlen.code[p[k]], litlen.length[p[k]]);
        p += s->literals;
        if (s->length == 0) continue;
        unsigned length = s->length, symbol = tps_length_symbol[length];
        tps_put_bits(w, litlen.code[symbol] | ((uint32_t)tps_length_extra_value[length] << litlen.length[symbol]),
                     (unsigned)litlen.length[symbol] + tps_length_extra[length]);
        unsigned d = s->distance + 1u, ds = tps_distance_symbol(d);
        tps_put_bits(w, dist.code[ds] | ((uint32_t)(d - tps_distance_base[ds]) << dist.length[ds]),
                     (unsigned)dist.length[ds] + tps_distance_extra[ds]);
        p += length;
    }
    tps_put_bits(w, litlen.code[256], litlen.length[256]);
}

typedef struct {
    const uint8_t *in;
    tps_bytes *out;
    tps_bit_writer bits;
    tps_sequence *seqs;
    size_t count;
    size_t block_start;
} tps_runs_state;

/* Writes the sequences gathered as one block ending at input byte `end`; 0 when out of memory. */
static int tps_flush_block(tps_runs_state *s, size_t end, int final) {
    size_t written = (size_t)(s->bits.out - (s->out->data + s->out->length));
    s->out->length += written;
    /* At most 15 bits per input byte, plus the header (under 320 bytes) and slack for the 4-byte stores. */
    if (!tps_bytes_reserve(s->out, (end - s->block_start) * 2 + 1024)) return 0;
    s->bits.out = s->out->data + s->out->length;
    tps_write_block(&s->bits, s->in + s->block_start, s->seqs, s->count, final);
    s->block_start = end;
    s->count = 0;
    return 1;
}

int tps_runs_segment(const uint8_t *in, size_t length, size_t row_bytes, size_t bpp, int last, tps_bytes *out,
                     char *message, size_t message_size) {
    tps_huffman_prepare();
    uint32_t *table = (uint32_t *)calloc((size_t)1 << TPS_HASH_BITS, sizeof(uint32_t));
    tps_runs_state s = {in, out, {NULL, 0, 0}, (tps_sequence *)malloc(TPS_BLOCK_SEQUENCES * sizeof(tps_sequence)), 0, 0};
    if (table == NULL || s.seqs == NULL || !tps_bytes_reserve(out, 1024)) {
        free(table);
        free(s.seqs);
        snprintf(message, message_size, "out of memory");
        return TPS_NO_MEMORY;
    }
    s.bits.out = out->data + out->length;
    size_t row = row_bytes > 0 && row_bytes <= 32768 ? row_bytes : 0;
    if (bpp < 2) bpp = 0;
    size_t p = 0, literal_start = 0, repeats[2] = {0, 0};
    unsigned misses = 0;
    int ok = 1;
    while (ok && p + 4 <= length) {
        uint32_t word = tps_load32(in + p);
        size_t max = length - p > 258 ? 258 : length - p;
        size_t best = 0, distance = 0;
        if (p >= 1 && tps_load32(in + p - 1) == word) {
            best = 4 + tps_match_length(in + p + 4, in + p + 3, max - 4);
            distance = 1;
        } else if (p + 6 <= length && tps_load32(in + p + 1) == tps_load32(in + p + 2) &&
                   tps_match_length(in + p + 2, in + p + 1, max - 2) + 2 >= TPS_RUN_AHEAD) {
            p++; /* a literal (the run's first byte, or a filter byte before it), then the run at distance 1 */
            continue;
        }
        if (best < max && bpp > 0 && p >= bpp && tps_load32(in + p - bpp) == word) {
            size_t n = 4 + tps_match_length(in + p + 4, in + p + 4 - bpp, max - 4);
            if (n > best) best = n, distance = bpp;
        }
        if (best < max && row > 0 && p >= row && tps_load32(in + p - row) == word) {
            size_t n = 4 + tps_match_length(in + p + 4, in + p + 4 - row, max - 4);
            if (n > best) best = n, distance = row;
        }
        /* The last far distance again: periodic patterns (hatching, repeated cells) repeat at one distance. */
        for (int r = 0; r < 2; r++) {
            size_t d = repeats[r];
            if (best < max && d > 0 && p >= d && tps_load32(in + p - d) == word) {
                size_t n = 4 + tps_match_length(in + p + 4, in + p + 4 - d, max - 4);
                if (n > best) best = n, distance = d;
            }
        }
        uint32_t *slot = &table[tps_hash(word)];
        size_t candidate = *slot;
        *slot = (uint32_t)p + 1;
        if (best < max && candidate > 0 && p - (candidate - 1) <= 32768 && tps_load32(in + candidate - 1) == word) {
            size_t n = 4 + tps_match_length(in + p + 4, in + candidate + 3, max - 4);
            if (n > best) best = n, distance = p - (candidate - 1);
        }
        if (best < 4) {
            p += 1 + (misses++ >> 5);
            continue;
        }
        s.seqs[s.count++] = (tps_sequence){(uint32_t)(p - literal_start), (uint16_t)best, (uint16_t)(distance - 1)};
        if (distance != 1 && distance != bpp && distance != row && distance != repeats[0]) {
            repeats[1] = repeats[0];
            repeats[0] = distance;
        }
        p += best;
        literal_start = p;
        misses = 0;
        if (s.count == TPS_BLOCK_SEQUENCES || p - s.block_start >= TPS_BLOCK_BYTES) ok = tps_flush_block(&s, p, 0);
    }
    if (ok) {
        s.seqs[s.count++] = (tps_sequence){(uint32_t)(length - literal_start), 0, 0};
        ok = tps_flush_block(&s, length, last);
    }
    if (ok && !last) {
        /* A full flush: an empty stored block ends the segment on a byte boundary. */
        tps_put_bits(&s.bits, 0, 3);
        tps_flush_bits(&s.bits);
        static const uint8_t empty_stored[4] = {0x00, 0x00, 0xff, 0xff};
        memcpy(s.bits.out, empty_stored, 4);
        s.bits.out += 4;
    } else if (ok) {
        tps_flush_bits(&s.bits);
    }
    if (ok) out->length = (size_t)(s.bits.out - out->data);
    free(table);
    free(s.seqs);
    if (!ok) {
        snprintf(message, message_size, "out of memory");
        return TPS_NO_MEMORY;
    }
    return TPS_OK;
}
