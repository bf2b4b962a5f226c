// libunwind's unw_getcontext is a macro that Swift cannot call, and a walk must start in the caller's
// frame, so the capture lives here as a static inline function inlined into `Backtrace.capture`.
#ifndef CUNWIND_SHIM_H
#define CUNWIND_SHIM_H

#define UNW_LOCAL_ONLY
#include <libunwind.h>
#include <stdint.h>

/// Walks the calling thread's stack into `addresses` (innermost first), leaving out the `skip`
/// innermost frames; returns the frames written. The same cached fast trace (`unw_backtrace`) the
/// sampler's signal handler uses, rather than a DWARF step per frame.
static inline __attribute__((always_inline)) int cunwind_capture(uintptr_t *addresses, int capacity, int skip) {
    if (capacity <= 0) return 0;
    void *frames[capacity + skip];
    int count = unw_backtrace(frames, capacity + skip);
    int written = 0;
    for (int index = skip; index < count; index++) addresses[written++] = (uintptr_t)frames[index];
    return written;
}

#endif
