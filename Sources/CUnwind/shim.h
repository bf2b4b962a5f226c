// libunwind's entry points are macros (unw_getcontext, unw_init_local, ...) that Swift cannot call, so
// the capture loop lives here as a static inline function that expands them.
#ifndef CUNWIND_SHIM_H
#define CUNWIND_SHIM_H

#define UNW_LOCAL_ONLY
#include <libunwind.h>
#include <stdint.h>

/// Walks the calling thread's stack into `addresses` (innermost first); returns the frames written,
/// or -1 when libunwind cannot start.
static inline __attribute__((always_inline)) int cunwind_capture(uintptr_t *addresses, int capacity, int skip) {
    unw_context_t context;
    unw_cursor_t cursor;
    if (unw_getcontext(&context) != 0) return -1;
    if (unw_init_local(&cursor, &context) != 0) return -1;
    int count = 0;
    while (count < capacity && unw_step(&cursor) > 0) {
        unw_word_t ip = 0;
        if (unw_get_reg(&cursor, UNW_REG_IP, &ip) != 0) break;
        if (skip > 0) { skip--; continue; }
        addresses[count++] = (uintptr_t)ip;
    }
    return count;
}

#endif
