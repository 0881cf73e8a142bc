#ifndef TRELLIS_PNGSUPPORT_DIGEST_H
#define TRELLIS_PNGSUPPORT_DIGEST_H
/* The pieces of the pixel digest the writer computes band by band; not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>

#include "pngsupport.h"

/* The hash of one row of `length` bytes at image row `index`; `opaque`: the alpha bytes read as 0xff. */
uint64_t tps_digest_row(const uint8_t *row, size_t length, uint64_t index, int opaque);
/* The sum of the hashes of `count` rows `stride` bytes apart, the first at image row `index` (eight at a time
   where the processor has AVX-512). */
uint64_t tps_digest_rows(const uint8_t *rows, size_t stride, size_t length, uint64_t index, uint32_t count,
                         int opaque);
/* The digest from the sum of the row hashes and the size. */
uint64_t tps_digest_finish(uint64_t sum, uint32_t width, uint32_t height);
/* The text chunk value ("v1 " and 16 hex digits). */
void tps_digest_text(uint64_t digest, char out[TPS_DIGEST_TEXT_SIZE]);

#endif
