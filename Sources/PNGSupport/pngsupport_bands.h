#ifndef TRELLIS_PNGSUPPORT_BANDS_H
#define TRELLIS_PNGSUPPORT_BANDS_H
/* The band tasks of the adaptive writer (pngsupport_deflate.c, pngsupport_segments.c); not part of the interface. */
#include "pngsupport_engine.h"
#include "pngsupport_internal.h"

/* One band's share of an append: rows [first, end) filtered and, with the runs engine, compressed row by row
   into `compressed` (a streaming encoder); with zlib or ISA-L filtered into `filtered` and compressed once the
   band is complete. */
typedef struct {
    uint32_t first, end;       /* image rows */
    uint32_t band_first;       /* the band's first image row */
    int complete;              /* the rows reach the band's end (or the image's) */
    int last;                  /* the image's last band */
    uint8_t *filtered;         /* zlib, ISA-L: the band's filtered rows */
    tps_runs_encoder *encoder; /* runs: the band's encoder */
    tps_bytes compressed;
    uint32_t adler;            /* Adler-32 of the band's filtered rows so far */
    uint64_t digest_sum;       /* the sum of the rows' digest hashes */
    int status;
    char message[256];
} tps_band_task;

/* What the threads of one append share. */
typedef struct {
    tps_writer *w;
    const uint8_t *rows;       /* the appended rows; row y of the image is rows[(y - rows_first) * stride] */
    size_t stride;
    uint32_t rows_first;
    const uint8_t *above;      /* the image row before rows_first (NULL for row 0) */
    tps_band_task *tasks;
    size_t task_count;
    size_t next;               /* the next task to take (atomic) */
} tps_band_job;

/* Filters a task's rows and, when its band is complete, compresses the band. Runs on any thread: it reads only
   the writer's settings (fixed at start), the job's rows and the task. */
void tps_run_band_task(const tps_band_job *job, tps_band_task *task);
/* Appends stream bytes, writing an IDAT chunk each time enough are gathered (may longjmp through libpng). */
void tps_put(tps_writer *w, const uint8_t *bytes, size_t length);
/* Gives a task that starts its band what it compresses into (an encoder, or room for the filtered band) and the
   Adler-32 of nothing; either stays NULL when out of memory. */
void tps_band_task_allocate(const tps_writer *w, tps_band_task *task);

#endif
