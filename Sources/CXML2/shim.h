#ifndef TRELLIS_CXML2_SHIM_H
#define TRELLIS_CXML2_SHIM_H
/* Debian's libxml2 is built with ICU, and encoding.h then includes ICU's headers, whose types clash with the copy
   of ICU inside Foundation. Nothing here uses libxml2's ICU converters, so the switch is turned off before the
   other headers are read (xmlversion.h has an include guard and is not read again). */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/parser.h>
#endif
