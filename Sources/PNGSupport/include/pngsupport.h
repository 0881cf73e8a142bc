#ifndef TRELLIS_PNGSUPPORT_H
#define TRELLIS_PNGSUPPORT_H
/*
 * libpng calls guarded by setjmp; every function returns a status code.
 *
 * libpng reports errors by longjmp. Every function here that calls libpng sets
 * up its own setjmp first, so a longjmp only ever unwinds C frames of this file
 * and never crosses a Swift frame. Every allocation lives in the handle, so a
 * longjmp leaks nothing: the handle's destroy function frees it all.
 *
 * Pixels on the Swift side are cairo's ARGB32 layout: native-endian 32-bit
 * words 0xAARRGGBB with premultiplied alpha.
 */
#include <stddef.h>
#include <stdint.h>

typedef enum {
    TPS_OK = 0,
    TPS_NOT_FOUND = 1,     /* the file does not exist */
    TPS_OPEN_FAILED = 2,   /* the file could not be opened; message = strerror */
    TPS_NOT_PNG = 3,       /* no PNG signature */
    TPS_CORRUPT = 4,       /* truncated or invalid; message = libpng's */
    TPS_TOO_LARGE = 5,     /* more pixels than the limit */
    TPS_WRITE_FAILED = 6,  /* an I/O error or libpng error while writing */
    TPS_NO_MEMORY = 7,
    TPS_MISUSE = 8         /* calls out of order (a bug in the caller) */
} tps_status;

/* Filter bits for tps_writer_start (the same values as libpng's PNG_FILTER_*). */
enum {
    TPS_FILTER_NONE = 0x08,
    TPS_FILTER_SUB = 0x10,
    TPS_FILTER_UP = 0x20,
    TPS_FILTER_AVG = 0x40,
    TPS_FILTER_PAETH = 0x80,
    /* Not a PNG filter: per row, Up for a repeated row, None for mostly flat color, Sub otherwise. */
    TPS_FILTER_ADAPTIVE = 0x100
};

/* Deflate engines of the adaptive writer (tps_writer_set_deflate). ISA-L and libdeflate are loaded at run
   time (dlopen) when their headers were present at build time; zlib and our runs engine are always there. */
enum {
    TPS_ENGINE_AUTO = 0,      /* the runs engine (measured the best of the four on the Samples) */
    TPS_ENGINE_ZLIB = 1,
    TPS_ENGINE_ISAL = 2,      /* Intel ISA-L igzip, levels 0-3 */
    TPS_ENGINE_LIBDEFLATE = 3, /* whole buffers only: tps_deflate_buffer, for comparisons */
    TPS_ENGINE_RUNS = 4        /* our own deflate for UI rows (pngsupport_runs.c): always there */
};

/* The largest image, in pixels, that the reader decodes. */
#define TPS_MAX_READ_PIXELS ((uint64_t)1 << 28)

/* ---- Reading ---------------------------------------------------------- */

typedef struct tps_reader tps_reader;

/* A new reader, or NULL when out of memory. */
tps_reader *tps_reader_create(void);
void tps_reader_destroy(tps_reader *reader);
/* The message of the last failure ("" when none). */
const char *tps_reader_message(const tps_reader *reader);

/* Opens a file, checks the signature and reads the header. */
int tps_reader_open_file(tps_reader *reader, const char *path, uint32_t *width, uint32_t *height);
/* Reads from memory that must stay valid until the reader is destroyed. */
int tps_reader_open_memory(tps_reader *reader, const uint8_t *data, size_t size,
                           uint32_t *width, uint32_t *height);
/* Decodes the pixels into dst (ARGB32 premultiplied, rows `stride` bytes apart,
   at least width * 4) or discards them when dst is NULL, then reads the chunks
   after the image data. */
int tps_reader_read_image(tps_reader *reader, uint8_t *dst, size_t stride);
/* Text chunks (tEXt, zTXt, iTXt) seen so far. */
size_t tps_reader_text_count(const tps_reader *reader);
/* The i-th text chunk: its keyword, its value bytes and whether they are UTF-8 (iTXt)
   rather than Latin-1. Returns TPS_MISUSE when i is out of range. */
int tps_reader_text(const tps_reader *reader, size_t i, const char **key,
                    const char **value, size_t *length, int *utf8);

/* ---- Writing ---------------------------------------------------------- */

typedef struct tps_writer tps_writer;

tps_writer *tps_writer_create(void);
void tps_writer_destroy(tps_writer *writer);
const char *tps_writer_message(const tps_writer *writer);

/* Creates the file (it must not exist yet: O_EXCL) and writes into it. */
int tps_writer_open_file(tps_writer *writer, const char *path);
/* Writes into a growing memory buffer (tps_writer_data). */
int tps_writer_open_memory(tps_writer *writer);
/* Adds a text chunk (keyword and value NUL-terminated; Latin-1 for tEXt, UTF-8 for iTXt).
   Must come before tps_writer_start. */
int tps_writer_add_text(tps_writer *writer, const char *key, const char *value, int utf8);
/* Writes the header and the text chunks. has_alpha 0 writes RGB (alpha ignored).
   level: zlib 0...9; filters: TPS_FILTER_* bits, or TPS_FILTER_ADAPTIVE alone; strategy: zlib strategy or -1 for libpng's default. */
int tps_writer_start(tps_writer *writer, uint32_t width, uint32_t height, int has_alpha,
                     int level, int filters, int strategy);
/* Chooses the deflate engine (TPS_ENGINE_AUTO, _ZLIB, _ISAL or _RUNS) and how many threads compress bands of the
   adaptive path (1 = the calling thread only). Must come before tps_writer_start. The bytes written do not
   depend on `threads`: bands are cut at fixed rows and each is compressed on its own. */
int tps_writer_set_deflate(tps_writer *writer, int engine, int threads);
/* Converts and writes `count` ARGB32 premultiplied rows. */
int tps_writer_write_rows(tps_writer *writer, const uint8_t *rows, size_t stride, uint32_t count);
/* Writes the end of the file once every row was written, then flushes and closes the file. */
int tps_writer_finish(tps_writer *writer);
/* The encoded bytes of a memory writer (valid until destroy). */
const uint8_t *tps_writer_data(const tps_writer *writer, size_t *length);

/* ---- Bands compressed apart ------------------------------------------ */
/* A tall image written by several threads: each filters and compresses whole bands of an adaptive writer
   into segments on its own, and one thread at a time appends the segments in band order. The file's bytes are
   those tps_writer_write_rows writes for the same rows (the same bands, cut at the same rows). */
typedef struct tps_segment tps_segment;

/* Rows per band of an adaptive writer once started (the last band may be shorter); 0 for another writer. */
uint32_t tps_writer_band_rows(const tps_writer *writer);
/* Begins band `band` (image rows from band * tps_writer_band_rows) as a new segment, freed by
   tps_segment_destroy. Runs on any thread, also while another thread appends: begin and add read only the
   writer's settings, fixed at start. On failure, the reason goes to `message`. */
int tps_segment_begin(const tps_writer *writer, uint32_t band, tps_segment **segment, char *message, size_t capacity);
/* Filters and compresses the band's next `count` ARGB32 rows, `stride` bytes apart; `above`: the image row just
   before them (NULL for the image's first row). The rows that end the band end the segment. */
int tps_segment_add(const tps_writer *writer, tps_segment *segment, const uint8_t *above, const uint8_t *rows,
                    size_t stride, uint32_t count, char *message, size_t capacity);
/* Appends a complete segment to the stream: its band must start at the rows written so far (TPS_MISUSE
   otherwise).
   One call at a time per writer. */
int tps_writer_append_segment(tps_writer *writer, const tps_segment *segment);
void tps_segment_destroy(tps_segment *segment);

/* ---- Helpers ---------------------------------------------------------- */

/* The pixel digest: the adaptive writer puts it in a tEXt chunk named TPS_DIGEST_KEY after the image data. */
#define TPS_DIGEST_KEY "Trellis-Pixels"
#define TPS_DIGEST_TEXT_SIZE 24
/* The digest of ARGB32 rows, as text ("v1 " and 16 hex digits), into out; `opaque`: the rows are written
   without alpha, so their alpha bytes count as 0xff. */
int tps_pixel_digest(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int opaque,
                     char out[TPS_DIGEST_TEXT_SIZE]);
/* The value of the first tEXt chunk named `key` in a PNG file, read by walking the chunk headers and
   seeking over every other chunk (no image data is read or inflated). TPS_OK with *found 1 and the value
   in out (NUL-terminated; a longer value is not matched), or *found 0 when there is none; TPS_NOT_FOUND
   for a missing file, or another open/format error. */
int tps_read_text_chunk(const char *path, const char *key, char *out, size_t capacity, int *found);

/* 1 when the engine (TPS_ENGINE_*) can be used on this machine. */
int tps_engine_available(int engine);
/* The rows as the adaptive writer filters them (filter byte + RGB or RGBA bytes per row) into `out`, which
   holds height * (1 + width * (has_alpha ? 4 : 3)) + 4 bytes. */
int tps_filter_image(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int has_alpha,
                     uint8_t *out);
/* Compresses a buffer as raw deflate with an engine at a level (for comparisons); *written is the size.
   `row_bytes` and `bpp` describe the filtered rows (0 when unknown; the runs engine uses them).
   Returns TPS_OK, TPS_MISUSE (engine not available), TPS_NO_MEMORY or TPS_WRITE_FAILED (out too small). */
int tps_deflate_buffer(int engine, int level, const uint8_t *in, size_t length, size_t row_bytes, size_t bpp,
                       uint8_t *out, size_t capacity, size_t *written);

/* 1 when every pixel of the ARGB32 rows has alpha 255. */
int tps_rows_are_opaque(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height);

#endif
