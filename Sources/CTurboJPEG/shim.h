#ifndef TRELLIS_CTURBOJPEG_SHIM_H
#define TRELLIS_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
