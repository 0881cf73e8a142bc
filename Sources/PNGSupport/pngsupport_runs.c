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
 * Streaming: the input comes in pieces of any size (a row at a time from the writer) and is scanned only up
 * to TPS_LOOKAHEAD bytes before its end, so each decision sees the same bytes as in one whole buffer: the
 * output depends only on the bytes and the row layout, never on how they were cut. Only the window and a
 * chunk are held, so the input stays in cache and no fresh pages are touched per band (holding whole 4 MB
 * bands measured ~25% slower, most of it page faults).
 */
#include "pngsupport.h"
#include "pngsupport_engine.h"
#include "pngsupport_huffman.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TPS_HASH_BITS 15
/* Sequences, literals and input bytes per block: a block ends at whichever limit comes first, so its
   Huffman codes follow the statistics of a region of the image. */
#define TPS_BLOCK_SEQUENCES 16384
#define TPS_BLOCK_LITERALS ((size_t)64 << 10)
#define TPS_BLOCK_BYTES ((size_t)1 << 20)
/* A run of one byte at least this long starting at the next byte: this byte and the run's first are coded as
   literals, then the run at distance 1, rather than a farther match (a row above, with 10 extra bits) that
   reaches into the run (a filter byte, then a row of zero residuals). */
#define TPS_RUN_AHEAD 32
/* Deflate's window; the bytes past a position that deciding it may read (the longest match, the run-ahead
   check, 8-byte loads); the most positions one step skips after many misses; new input held at once. */
#define TPS_WINDOW ((size_t)32768)
#define TPS_LOOKAHEAD ((size_t)272)
#define TPS_MAX_STEP 64
#define TPS_CHUNK ((size_t)256 << 10)

struct tps_runs_encoder {
    size_t row, bpp;           /* distances of the row above and the pixel before (0: not used) */
    uint8_t *buffer;           /* input from position `base` on */
    size_t capacity;
    size_t chunk;              /* the most input taken at once: TPS_CHUNK, or one row when longer */
    size_t base, end, pos;     /* positions counted from the segment's first byte */
    size_t literal_start;      /* the first literal not yet in a sequence */
    size_t block_start;        /* the block's first input position */
    size_t repeats[2];         /* the last two far distances */
    unsigned misses;           /* positions tried since the last match */
    uint32_t *table;           /* hash of 4 bytes -> position + 1 */
    tps_sequence *seqs;
    size_t count;
    uint8_t *literals;         /* the block's literal bytes, in order */
    size_t literal_count;
    uint64_t bits;             /* bits not yet written, and how many */
    unsigned bit_count;
};

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

/* Writes the sequences gathered as one block ending at input position `end`; 0 when out of memory. */
static int tps_flush_block(tps_runs_encoder *e, size_t end, int final, tps_bytes *out) {
    /* At most 15 bits per input byte, plus the header (under 320 bytes) and slack for the 4-byte stores. */
    if (!tps_bytes_reserve(out, (end - e->block_start) * 2 + 1024)) return 0;
    tps_bit_writer w = {out->data + out->length, e->bits, e->bit_count};
    tps_write_block(&w, e->literals, e->seqs, e->count, final);
    out->length = (size_t)(w.out - out->data);
    e->bits = w.bits;
    e->bit_count = w.count;
    e->block_start = end;
    e->count = 0;
    e->literal_count = 0;
    return 1;
}

/* Ends the literal run at `p` with a match (length 0: none) and ends the block when it is full. */
static int tps_emit(tps_runs_encoder *e, size_t p, size_t length, size_t distance, tps_bytes *out) {
    size_t run = p - e->literal_start;
    memcpy(e->literals + e->literal_count, e->buffer + (e->literal_start - e->base), run);
    e->literal_count += run;
    e->seqs[e->count++] = (tps_sequence){(uint32_t)run, (uint16_t)length, (uint16_t)(distance - 1)};
    e->literal_start = p + length;
    if (length == 0 || e->count == TPS_BLOCK_SEQUENCES || p + length - e->block_start >= TPS_BLOCK_BYTES) {
        return tps_flush_block(e, p + length, 0, out);
    }
    return 1;
}

tps_runs_encoder *tps_runs_create(size_t row_bytes, size_t bpp) {
    tps_huffman_prepare();
    tps_runs_encoder *e = (tps_runs_encoder *)calloc(1, sizeof *e);
    if (e == NULL) return NULL;
    e->row = row_bytes > 0 && row_bytes <= TPS_WINDOW ? row_bytes : 0;
    e->bpp = bpp >= 2 ? bpp : 0;
    e->chunk = row_bytes > TPS_CHUNK ? row_bytes : TPS_CHUNK;
    e->capacity = TPS_WINDOW + TPS_BLOCK_LITERALS + e->chunk + TPS_LOOKAHEAD + 64;
    e->buffer = (uint8_t *)malloc(e->capacity);
    e->table = (uint32_t *)calloc((size_t)1 << TPS_HASH_BITS, sizeof(uint32_t));
    e->seqs = (tps_sequence *)malloc(TPS_BLOCK_SEQUENCES * sizeof(tps_sequence));
    e->literals = (uint8_t *)malloc(TPS_BLOCK_LITERALS + TPS_LOOKAHEAD + 64);
    if (e->buffer == NULL || e->table == NULL || e->seqs == NULL || e->literals == NULL) {
        tps_runs_destroy(e);
        return NULL;
    }
    return e;
}

void tps_runs_destroy(tps_runs_encoder *e) {
    if (e == NULL) return;
    free(e->buffer);
    free(e->table);
    free(e->seqs);
    free(e->literals);
    free(e);
}

uint8_t *tps_runs_input(tps_runs_encoder *e, size_t length) {
    if (length > e->chunk) return NULL;
    if (e->end - e->base + length + 8 > e->capacity) {
        /* Keep the window before the scan position and the literals not yet in a sequence (fewer than
           TPS_BLOCK_LITERALS: the scan ends the block before), so the room always suffices. */
        size_t keep = e->pos > TPS_WINDOW ? e->pos - TPS_WINDOW : 0;
        if (e->literal_start < keep) keep = e->literal_start;
        if (keep < e->base) keep = e->base;
        memmove(e->buffer, e->buffer + (keep - e->base), e->end - keep);
        e->base = keep;
        if (e->end - e->base + length + 8 > e->capacity) return NULL;
    }
    return e->buffer + (e->end - e->base);
}

/* Scans while positions have their lookahead (to the end when `final`); 0 when out of memory. */
static int tps_scan(tps_runs_encoder *e, int final, tps_bytes *out) {
    const size_t end = e->end, row = e->row, bpp = e->bpp;
    const size_t limit = final ? end : end > TPS_LOOKAHEAD ? end - TPS_LOOKAHEAD : 0;
    const uint8_t *in = e->buffer - e->base; /* in + position, for positions from base to end */
    size_t p = e->pos;
    while (p < limit && p + 4 <= end) {
        uint32_t word = tps_load32(in + p);
        size_t max = end - p > 258 ? 258 : end - p;
        size_t best = 0, distance = 0;
        if (p >= 1 && tps_load32(in + p - 1) == word) {
            best = 4 + tps_match_length(in + p + 4, in + p + 3, max - 4);
            distance = 1;
        } else if (p + 6 <= end && tps_load32(in + p + 1) == tps_load32(in + p + 2) &&
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
        /* The last far distances again: periodic patterns (hatching, repeated cells) repeat at one distance. */
        for (int r = 0; r < 2; r++) {
            size_t d = e->repeats[r];
            if (best < max && d > 0 && p >= d && tps_load32(in + p - d) == word) {
                size_t n = 4 + tps_match_length(in + p + 4, in + p + 4 - d, max - 4);
                if (n > best) best = n, distance = d;
            }
        }
        uint32_t *slot = &e->table[tps_hash(word)];
        /* The entry is read only when it could give a longer match: a run already of the longest length (rows of
           zeros) does not wait for the table's cache line. */
        size_t candidate = best < max ? *slot : 0;
        *slot = (uint32_t)p + 1;
        if (candidate > 0 && p - (candidate - 1) <= TPS_WINDOW && tps_load32(in + candidate - 1) == word) {
            size_t n = 4 + tps_match_length(in + p + 4, in + candidate + 3, max - 4);
            if (n > best) best = n, distance = p - (candidate - 1);
        }
        if (best < 4) {
            unsigned step = 1 + (e->misses++ >> 5);
            p += step < TPS_MAX_STEP ? step : TPS_MAX_STEP;
            if (p > end) p = end;
            /* A long literal run ends its block (literals alone), so the held literals stay bounded. */
            if (e->literal_count + (p - e->literal_start) >= TPS_BLOCK_LITERALS && !tps_emit(e, p, 0, 1, out)) return 0;
            continue;
        }
        if (distance != 1 && distance != bpp && distance != row && distance != e->repeats[0]) {
            e->repeats[1] = e->repeats[0];
            e->repeats[0] = distance;
        }
        e->misses = 0;
        if (!tps_emit(e, p, best, distance, out)) return 0;
        p += best;
    }
    e->pos = p;
    return 1;
}

int tps_runs_commit(tps_runs_encoder *e, size_t length, tps_bytes *out) {
    e->end += length;
    return tps_scan(e, 0, out) ? TPS_OK : TPS_NO_MEMORY;
}

int tps_runs_finish(tps_runs_encoder *e, int last, tps_bytes *out) {
    if (!tps_scan(e, 1, out)) return TPS_NO_MEMORY;
    /* The trailing literals, in the last block (which is final when the segment ends the stream). */
    size_t run = e->end - e->literal_start;
    memcpy(e->literals + e->literal_count, e->buffer + (e->literal_start - e->base), run);
    e->literal_count += run;
    e->seqs[e->count++] = (tps_sequence){(uint32_t)run, 0, 0};
    e->literal_start = e->end;
    if (!tps_flush_block(e, e->end, last, out) || !tps_bytes_reserve(out, 16)) return TPS_NO_MEMORY;
    tps_bit_writer w = {out->data + out->length, e->bits, e->bit_count};
    if (!last) {
        /* A full flush: an empty stored block ends the segment on a byte boundary. */
        tps_put_bits(&w, 0, 3);
        tps_flush_bits(&w);
        static const uint8_t empty_stored[4] = {0x00, 0x00, 0xff, 0xff};
        memcpy(w.out, empty_stored, 4);
        w.out += 4;
    } else {
        tps_flush_bits(&w);
    }
    out->length = (size_t)(w.out - out->data);
    e->bits = 0;
    e->bit_count = 0;
    return TPS_OK;
}

int tps_runs_segment(const uint8_t *in, size_t length, size_t row_bytes, size_t bpp, int last, tps_bytes *out,
                     char *message, size_t message_size) {
    tps_runs_encoder *e = tps_runs_create(row_bytes, bpp);
    int status = e != NULL ? TPS_OK : TPS_NO_MEMORY;
    for (size_t done = 0; status == TPS_OK && done < length;) {
        size_t piece = length - done < TPS_CHUNK ? length - done : TPS_CHUNK;
        uint8_t *room = tps_runs_input(e, piece);
        if (room == NULL) {
            status = TPS_NO_MEMORY;
            break;
        }
        memcpy(room, in + done, piece);
        status = tps_runs_commit(e, piece, out);
        done += piece;
    }
    if (status == TPS_OK) status = tps_runs_finish(e, last, out);
    tps_runs_destroy(e);
    if (status != TPS_OK) snprintf(message, message_size, "out of memory");
    return status;
}
