#ifndef TRELLIS_CPNG_SHIM_H
#define TRELLIS_CPNG_SHIM_H
#include <png.h>
#endif
