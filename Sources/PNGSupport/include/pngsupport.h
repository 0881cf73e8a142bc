#ifndef TRELLIS_PNGSUPPORT_H
#define TRELLIS_PNGSUPPORT_H
/* libpng calls guarded by setjmp; every function returns a status code. */
#endif
