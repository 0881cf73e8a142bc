#ifndef TRELLIS_PNGSUPPORT_INTERNAL_H
#define TRELLIS_PNGSUPPORT_INTERNAL_H
/* Shared by the files of PNGSupport; not part of its interface. */
#include "pngsupport.h"
#include "pngsupport_rows.h"

#include <png.h>

/* The first member of both handles: where callbacks leave the reason of a failure. */
typedef struct {
    char message[512];
    int status; /* a pending status set by a callback before png_error, or TPS_OK */
} tps_failure;

/* Keeps the first message of a failure. */
void tps_set_message(tps_failure *fail, const char *text);
/* libpng's error callback: records the message and longjmps to the caller's setjmp. */
void tps_on_error(png_structp png, png_const_charp text);
/* libpng's warning callback: warnings are not failures. */
void tps_on_warning(png_structp png, png_const_charp text);
/* The status to return after a longjmp: the callback's, or the default for the phase. */
int tps_fail_status(tps_failure *fail, int fallback);

struct tps_writer {
    tps_failure fail;
    png_structp png;
    png_infop info;
    FILE *file;
    int to_memory;
    uint8_t *memory;
    size_t memory_length;
    size_t memory_capacity;
    int started;
    int finished;
    int has_alpha;
    uint32_t width;
    uint32_t height;
    uint32_t rows_written;
    uint8_t *row; /* the converted row (libpng's filtering) */

    /* Adaptive filtering: our own filters and deflate segments, written as IDAT chunks through libpng. */
    int adaptive;
    int level;
    int engine;            /* TPS_ENGINE_*, resolved at start */
    int threads;           /* threads that filter and compress bands */
    uint32_t band_rows;    /* rows per band: bands are cut at fixed rows, whatever the threads */
    size_t row_bytes;      /* filter byte + converted pixels */
    uint8_t *band;         /* zlib, ISA-L: the filtered rows of the band not yet complete */
    struct tps_runs_encoder *band_encoder; /* runs: the encoder of the band not yet complete */
    uint32_t band_adler;   /* the Adler-32 of its filtered rows */
    uint8_t *last_input;   /* the last ARGB32 input row written */
    uint32_t adler;        /* Adler-32 of the filtered bytes of the bands written */
    uint64_t digest_sum;   /* the pixel digest's sum of row hashes so far */
    uint8_t *compressed;   /* zlib stream bytes waiting to become an IDAT chunk */
    size_t compressed_length;
};

/* Adaptive path (pngsupport_deflate.c); each may longjmp through libpng and is called under setjmp. */
int tps_adaptive_start(tps_writer *w);
void tps_adaptive_write_rows(tps_writer *w, const uint8_t *rows, size_t stride, uint32_t count);
void tps_adaptive_finish(tps_writer *w);
void tps_adaptive_destroy(tps_writer *w);

#endif
