#include "cfp_format.h"

#include <stdio.h>

int cfp_format_fixed(char *buffer, size_t capacity, int digits, double value) {
    return snprintf(buffer, capacity, "%.*f", digits, value);
}
