#ifndef TRELLIS_PNGSUPPORT_DIGEST_H
#define TRELLIS_PNGSUPPORT_DIGEST_H
/* The pieces of the pixel digest the writer computes band by band; not part of PNGSupport's interface. */
#include <stddef.h>
#include <stdint.h>

#include "pngsupport.h"

/* The hash of one row of `length` bytes at image row `index`; `opaque`: the alpha bytes read as 0xff. */
uint64_t tps_digest_row(const uint8_t *row, size_t length, uint64_t index, int opaque);
/* The digest from the sum of the row hashes and the size. */
uint64_t tps_digest_finish(uint64_t sum, uint32_t width, uint32_t height);
/* The text chunk value ("v1 " and 16 hex digits). */
void tps_digest_text(uint64_t digest, char out[TPS_DIGEST_TEXT_SIZE]);

#endif
