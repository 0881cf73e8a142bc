/*
 * Deflate's Huffman codes (RFC 1951 section 3.2): length-limited canonical codes built from symbol
 * frequencies, the symbol tables of lengths and distances, and the header of a dynamic block.
 */
#include "pngsupport_huffman.h"

#include <pthread.h>
#include <stdlib.h>

uint16_t tps_length_symbol[259];
uint8_t tps_length_extra[259];
uint8_t tps_length_extra_value[259];
uint8_t tps_distance_small[256];
uint8_t tps_distance_large[256];

static const uint16_t tps_length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                             31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t tps_length_bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
const uint16_t tps_distance_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                        193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
const uint8_t tps_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                        6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static pthread_once_t tps_huffman_once = PTHREAD_ONCE_INIT;

static void tps_fill_tables(void) {
    /* Ascending, so 258 ends on symbol 285 (0 extra bits), not on 284 (RFC 1951: 284 codes 227-257). */
    for (unsigned s = 0; s < 29; s++) {
        unsigned last = s == 28 ? 258 : tps_length_base[s] + (1u << tps_length_bits[s]) - 1;
        for (unsigned l = tps_length_base[s]; l <= last && l <= 258; l++) {
            tps_length_symbol[l] = (uint16_t)(257 + s);
            tps_length_extra[l] = tps_length_bits[s];
            tps_length_extra_value[l] = (uint8_t)(l - tps_length_base[s]);
        }
    }
    for (unsigned s = 0; s < 30; s++) {
        unsigned last = tps_distance_base[s] + (1u << tps_distance_extra[s]) - 1;
        for (unsigned d = tps_distance_base[s]; d <= last; d++) {
            if (d <= 256) tps_distance_small[d - 1] = (uint8_t)s;
            else tps_distance_large[(d - 1) >> 7] = (uint8_t)s; /* every base above 256 is 1 + a multiple of 128 */
        }
    }
}

void tps_huffman_prepare(void) {
    pthread_once(&tps_huffman_once, tps_fill_tables);
}

/* Sorts symbols by ascending frequency (insertion sort: at most 286 symbols, mostly few). */
static void tps_sort_symbols(uint16_t *symbols, const uint32_t *freq, unsigned n) {
    for (unsigned i = 1; i < n; i++) {
        uint16_t s = symbols[i];
        unsigned j = i;
        while (j > 0 && freq[symbols[j - 1]] > freq[s]) {
            symbols[j] = symbols[j - 1];
            j--;
        }
        symbols[j] = s;
    }
}

void tps_huffman_build(tps_huffman *h, uint32_t *freq, unsigned count, unsigned max_length) {
    uint16_t symbols[288];
    unsigned n = 0;
    for (unsigned s = 0; s < count; s++) n += freq[s] > 0;
    for (unsigned s = 0; s < count && n < 2; s++) {
        if (freq[s] == 0) {
            freq[s] = 1;
            n++;
        }
    }
    n = 0;
    for (unsigned s = 0; s < count; s++) {
        if (freq[s] > 0) symbols[n++] = (uint16_t)s;
    }
    tps_sort_symbols(symbols, freq, n);

    /* Huffman's tree with two queues: leaves in frequency order, internal nodes in creation order. */
    uint32_t weight[2 * 288];
    uint16_t parent[2 * 288];
    for (unsigned i = 0; i < n; i++) weight[i] = freq[symbols[i]];
    unsigned leaf = 0, inner = n;
    for (unsigned k = n; k < 2 * n - 1; k++) {
        unsigned pick[2];
        for (int t = 0; t < 2; t++) {
            if (leaf < n && (inner >= k || weight[leaf] <= weight[inner])) pick[t] = leaf++;
            else pick[t] = inner++;
        }
        weight[k] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)k;
    }
    uint16_t depth[2 * 288];
    depth[2 * n - 2] = 0;
    unsigned counts[64] = {0};
    for (int x = (int)(2 * n) - 3; x >= 0; x--) {
        depth[x] = (uint16_t)(depth[parent[x]] + 1);
        if ((unsigned)x < n) counts[depth[x] > max_length ? max_length : depth[x]]++;
    }
    /* Too-long codes were cut to max_length; restore Kraft's equality: each step removes one code of the
       longest length and splits a shorter leaf into two one level deeper (miniz does the same). */
    uint32_t total = 0;
    for (unsigned l = 1; l <= max_length; l++) total += counts[l] << (max_length - l);
    while (total > (1u << max_length)) {
        counts[max_length]--;
        for (unsigned l = max_length - 1; l > 0; l--) {
            if (counts[l] > 0) {
                counts[l]--;
                counts[l + 1] += 2;
                break;
            }
        }
        total--;
    }
    /* The rarest symbols get the longest codes. */
    memset(h->length, 0, sizeof h->length);
    unsigned next = 0;
    for (unsigned l = max_length; l > 0; l--) {
        for (unsigned c = 0; c < counts[l]; c++) h->length[symbols[next++]] = (uint8_t)l;
    }
    /* Canonical codes, bit-reversed for output. */
    uint16_t bl_count[16] = {0}, next_code[16];
    for (unsigned s = 0; s < count; s++) bl_count[h->length[s]]++;
    bl_count[0] = 0;
    unsigned code = 0;
    for (unsigned l = 1; l <= 15; l++) {
        code = (code + bl_count[l - 1]) << 1;
        next_code[l] = (uint16_t)code;
    }
    for (unsigned s = 0; s < count; s++) {
        unsigned l = h->length[s];
        if (l == 0) {
            h->code[s] = 0;
            continue;
        }
        unsigned c = next_code[l]++, reversed = 0;
        for (unsigned b = 0; b < l; b++) reversed |= ((c >> b) & 1u) << (l - 1 - b);
        h->code[s] = (uint16_t)reversed;
    }
}

void tps_write_dynamic_header(tps_bit_writer *w, const tps_huffman *litlen, const tps_huffman *dist, int final) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hlit = 286, hdist = 30;
    while (hlit > 257 && litlen->length[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist->length[hdist - 1] == 0) hdist--;
    uint8_t lengths[286 + 30];
    memcpy(lengths, litlen->length, hlit);
    memcpy(lengths + hlit, dist->length, hdist);
    unsigned total = hlit + hdist;

    /* Run-length code the lengths: 16 repeats the previous 3-6 times, 17 and 18 code 3-10 and 11-138 zeros. */
    uint8_t symbols[286 + 30], extras[286 + 30];
    unsigned count = 0;
    for (unsigned i = 0; i < total;) {
        unsigned l = lengths[i], run = 1;
        while (i + run < total && lengths[i + run] == l) run++;
        unsigned r = run;
        if (l == 0) {
            while (r >= 11) {
                unsigned piece = r > 138 ? 138 : r;
                symbols[count] = 18, extras[count++] = (uint8_t)(piece - 11);
                r -= piece;
            }
            if (r >= 3) symbols[count] = 17, extras[count++] = (uint8_t)(r - 3), r = 0;
        } else {
            symbols[count] = (uint8_t)l, extras[count++] = 0;
            r--;
            while (r >= 3) {
                unsigned piece = r > 6 ? 6 : r;
                symbols[count] = 16, extras[count++] = (uint8_t)(piece - 3);
                r -= piece;
            }
        }
        while (r-- > 0) symbols[count] = (uint8_t)l, extras[count++] = 0;
        i += run;
    }
    uint32_t freq[19] = {0};
    for (unsigned i = 0; i < count; i++) freq[symbols[i]]++;
    tps_huffman lengths_code;
    tps_huffman_build(&lengths_code, freq, 19, 7);
    unsigned hclen = 19;
    while (hclen > 4 && lengths_code.length[order[hclen - 1]] == 0) hclen--;

    tps_put_bits(w, final ? 1 : 0, 1);
    tps_put_bits(w, 2, 2); /* BTYPE 10: dynamic Huffman codes */
    tps_put_bits(w, hlit - 257, 5);
    tps_put_bits(w, hdist - 1, 5);
    tps_put_bits(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) tps_put_bits(w, lengths_code.length[order[i]], 3);
    static const uint8_t extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    for (unsigned i = 0; i < count; i++) {
        unsigned s = symbols[i];
        tps_put_bits(w, lengths_code.code[s], lengths_code.length[s]);
        if (extra_bits[s] > 0) tps_put_bits(w, extras[i], extra_bits[s]);
    }
}

void tps_write_block(tps_bit_writer *w, const uint8_t *literals, const tps_sequence *seqs, size_t count, int final) {
    uint32_t lf[286] = {0}, df[30] = {0};
    const uint8_t *p = literals;
    for (size_t i = 0; i < count; i++) {
        for (uint32_t k = 0; k < seqs[i].literals; k++) lf[p[k]]++;
        p += seqs[i].literals;
        if (seqs[i].length > 0) {
            lf[tps_length_symbol[seqs[i].length]]++;
            df[tps_distance_symbol(seqs[i].distance + 1u)]++;
        }
    }
    lf[256] = 1;
    tps_huffman litlen, dist;
    tps_huffman_build(&litlen, lf, 286, 15);
    tps_huffman_build(&dist, df, 30, 15);
    tps_write_dynamic_header(w, &litlen, &dist, final);
    p = literals;
    for (size_t i = 0; i < count; i++) {
        const tps_sequence *s = &seqs[i];
        uint32_t k = 0;
        for (; k + 2 <= s->literals; k += 2) { /* two literals per store: at most 30 bits */
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
    }
    tps_put_bits(w, litlen.code[256], litlen.length[256]);
}
