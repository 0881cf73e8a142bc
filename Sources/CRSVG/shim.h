#ifndef TRELLIS_CRSVG_SHIM_H
#define TRELLIS_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
