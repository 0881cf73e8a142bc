/* What every PNGSupport file shares: libpng's error and warning callbacks. */
#include "pngsupport_internal.h"

#include <stdio.h>

void tps_set_message(tps_failure *fail, const char *text) {
    if (fail->message[0] == '\0') {
        snprintf(fail->message, sizeof fail->message, "%s", text ? text : "unknown libpng error");
    }
}

void tps_on_error(png_structp png, png_const_charp text) {
    tps_failure *fail = (tps_failure *)png_get_error_ptr(png);
    if (fail != NULL) tps_set_message(fail, text);
    png_longjmp(png, 1);
}

void tps_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings (an odd ancillary chunk, a CRC in a text chunk) are not failures */
}

int tps_fail_status(tps_failure *fail, int fallback) {
    return fail->status != TPS_OK ? fail->status : fallback;
}
