#ifndef TRELLIS_PNGSUPPORT_ENGINE_H
#define TRELLIS_PNGSUPPORT_ENGINE_H
/* Deflate engines behind one call; not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>

/* A growing byte buffer owned by its user (free(data)). */
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} tps_bytes;

/* Makes room for `extra` more bytes; 0 when out of memory. */
int tps_bytes_reserve(tps_bytes *bytes, size_t extra);

/* The engine that `engine` (TPS_ENGINE_*) names on this machine: AUTO becomes the runs engine; an engine
   that is not available becomes zlib. */
int tps_engine_resolve(int engine);

/* Compresses `length` bytes as one independent raw deflate segment appended to `out`: byte-aligned and
   not final (a full flush) unless `last`, then a final block. `row_bytes` and `bpp`: the filtered rows'
   layout (filter byte included; 0 when unknown). Returns TPS_OK or TPS_NO_MEMORY / TPS_WRITE_FAILED with
   a message. */
int tps_compress_segment(int engine, int level, const uint8_t *in, size_t length, size_t row_bytes, size_t bpp,
                         int last, tps_bytes *out, char *message, size_t message_size);

/* The runs engine (pngsupport_runs.c) on a whole buffer: the same contract as tps_compress_segment. */
int tps_runs_segment(const uint8_t *in, size_t length, size_t row_bytes, size_t bpp, int last, tps_bytes *out,
                     char *message, size_t message_size);

/* Adler-32 of the bytes, continuing from `adler` (1 to start); ISA-L's vector code when loaded. */
uint32_t tps_adler32(uint32_t adler, const uint8_t *bytes, size_t length);
/* Adler-32 continued over a repeated row: the filter byte 2 (Up) and `row_bytes - 1` zeros, in constant time. */
uint32_t tps_adler32_repeat_row(uint32_t adler, size_t row_bytes);
/* The Adler-32 of two concatenated pieces from theirs (the second `length2` bytes long). */
uint32_t tps_adler32_combine(uint32_t adler1, uint32_t adler2, size_t length2);


/* The runs engine fed piece by piece: one encoder per segment; the bytes it writes do not depend on how the
   input is cut. */
typedef struct tps_runs_encoder tps_runs_encoder;
/* A new encoder for filtered rows of `row_bytes` (filter byte included) and pixels of `bpp` bytes; NULL when
   out of memory. */
tps_runs_encoder *tps_runs_create(size_t row_bytes, size_t bpp);
void tps_runs_destroy(tps_runs_encoder *encoder);
/* Where to write the next `length` input bytes (at most 256 KiB or one row, with 4 bytes of slack after
   them), or NULL. */
uint8_t *tps_runs_input(tps_runs_encoder *encoder, size_t length);
/* Takes the `length` bytes written at tps_runs_input and compresses what it can into `out`. */
int tps_runs_commit(tps_runs_encoder *encoder, size_t length, tps_bytes *out);
/* Compresses the rest and ends the segment: a final block when `last`, else a full flush. */
int tps_runs_finish(tps_runs_encoder *encoder, int last, tps_bytes *out);
#endif
