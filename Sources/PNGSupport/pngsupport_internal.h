#ifndef TRELLIS_PNGSUPPORT_INTERNAL_H
#define TRELLIS_PNGSUPPORT_INTERNAL_H
/* Shared by the files of PNGSupport; not part of its interface. */
#include "pngsupport.h"
#include "pngsupport_rows.h"

#include <png.h>
#include <zlib.h>

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

    /* Adaptive filtering: our own filters and deflate stream, written as IDAT chunks through libpng. */
    int adaptive;
    int level;
    z_stream zstream;
    int zstream_ready;
    uint8_t *current;     /* filter byte + the converted row (sent as is when filtered with None) */
    uint8_t *above;       /* filter byte + the converted row above */
    uint8_t *residuals;   /* filter byte + Sub or Up residuals */
    uint8_t *zeros;       /* filter byte 2 + zeros: an Up-filtered repeat of the row above */
    uint8_t *last_input;  /* the previous ARGB32 input row */
    uint32_t last_changes; /* how many pixels of the row above differ from their left neighbor */
    uint8_t *compressed;  /* deflate output waiting to become an IDAT chunk */
};

/* Adaptive path (pngsupport_deflate.c); each may longjmp through libpng and is called under setjmp. */
int tps_adaptive_start(tps_writer *w);
void tps_adaptive_write_row(tps_writer *w, const uint8_t *in);
void tps_adaptive_finish(tps_writer *w);
void tps_adaptive_destroy(tps_writer *w);

#endif
