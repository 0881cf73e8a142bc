#include "pngsupport.h"
