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

/* Images of at least this many pixels use ISA-L under TPS_ENGINE_AUTO (see pngsupport_engine.c). */
#define TPS_ISAL_AUTO_PIXELS ((uint64_t)1 << 24)

/* The engine that `engine` (TPS_ENGINE_*) names on this machine for an image of `pixels`: AUTO becomes
   ISA-L for tall images when its library loads, else zlib; an engine that is not available becomes zlib. */
int tps_engine_resolve(int engine, uint64_t pixels);

/* Compresses `length` bytes as one independent raw deflate segment appended to `out`: byte-aligned and
   not final (a full flush) unless `last`, then a final block. Returns TPS_OK or TPS_NO_MEMORY /
   TPS_WRITE_FAILED with a message. */
int tps_compress_segment(int engine, int level, const uint8_t *in, size_t length, int last, tps_bytes *out,
                         char *message, size_t message_size);

/* Adler-32 of the bytes, continuing from `adler` (1 to start); ISA-L's vector code when loaded. */
uint32_t tps_adler32(uint32_t adler, const uint8_t *bytes, size_t length);
/* The Adler-32 of two concatenated pieces from theirs (the second `length2` bytes long). */
uint32_t tps_adler32_combine(uint32_t adler1, uint32_t adler2, size_t length2);

#endif
