#ifndef TRELLIS_PNGSUPPORT_HUFFMAN_H
#define TRELLIS_PNGSUPPORT_HUFFMAN_H
/* Deflate's Huffman codes and bit output (RFC 1951 section 3.2); not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A bit writer into a buffer the caller made large enough (8 bytes of slack past the last byte written). */
typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
} tps_bit_writer;

/* Appends the low `n` bits of `value` (n <= 32), least significant first. */
static inline void tps_put_bits(tps_bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint32_t low = (uint32_t)w->bits;
        memcpy(w->out, &low, 4);
        w->out += 4;
#else
        for (int i = 0; i < 4; i++) *w->out++ = (uint8_t)(w->bits >> (8 * i));
#endif
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Writes the bits still held, padded with zeros to a whole byte. */
static inline void tps_flush_bits(tps_bit_writer *w) {
    while (w->count > 0) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* A canonical Huffman code: per symbol its length and its bits reversed (deflate sends codes MSB first). */
typedef struct {
    uint8_t length[288];
    uint16_t code[288];
} tps_huffman;

/* Builds a length-limited code for `count` symbols from their frequencies. At least two symbols get a code
   (frequencies of 0 are raised for symbols 0 and 1 when fewer are used), so every code is complete. */
void tps_huffman_build(tps_huffman *h, uint32_t *freq, unsigned count, unsigned max_length);

/* Length symbols: for a match length 3...258, its symbol (257...285), extra bits and their value. */
extern uint16_t tps_length_symbol[259];
extern uint8_t tps_length_extra[259];
extern uint8_t tps_length_extra_value[259];
/* Distance symbols: tps_distance_symbol(d) for d in 1...32768, with its extra bit count and base. */
extern uint8_t tps_distance_small[256];
extern uint8_t tps_distance_large[256];
extern const uint8_t tps_distance_extra[30];
extern const uint16_t tps_distance_base[30];
static inline unsigned tps_distance_symbol(unsigned d) {
    return d <= 256 ? tps_distance_small[d - 1] : tps_distance_large[(d - 1) >> 7];
}
/* Fills the symbol tables once (thread-safe). */
void tps_huffman_prepare(void);

/* Writes a dynamic block header for the codes (litlen over 286 symbols, distance over 30). */
void tps_write_dynamic_header(tps_bit_writer *w, const tps_huffman *litlen, const tps_huffman *dist, int final);

/* A run of literals followed by a match (or by nothing: length 0). */
typedef struct {
    uint32_t literals; /* literal bytes before the match */
    uint16_t length;   /* 0 for literals alone, else 4...258 */
    uint16_t distance; /* 1...32768, stored minus 1 */
} tps_sequence;

/* Writes one dynamic block of the sequences, whose literal bytes are `literals` in order: counts the symbols,
   builds the codes, writes the header, the symbols and the end of block. */
void tps_write_block(tps_bit_writer *w, const uint8_t *literals, const tps_sequence *seqs, size_t count, int final);

#endif
