#ifndef TRELLIS_CYAML_SHIM_H
#define TRELLIS_CYAML_SHIM_H
#include <yaml.h>
#endif
