// A stack sampler for one thread: a POSIX timer sends SIGPROF to that thread only (SIGEV_THREAD_ID); the handler unwinds the interrupted stack with libunwind into a buffer allocated before
// the timer starts. Nothing in the handler allocates, locks or calls anything not async-signal-safe.
#ifndef CFP_SAMPLER_H
#define CFP_SAMPLER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Starts sampling the calling thread `hz` times per second into room for `capacity` samples of at most
/// `max_depth` frames. `cpu_clock` times the samples by the thread's CPU time (the kernel checks CPU
/// timers only on its scheduler tick, so at most CONFIG_HZ samples per second); otherwise by
/// CLOCK_MONOTONIC, a high-resolution timer that also samples the thread while it waits. Returns 0, or
/// an errno value (EBUSY when a sampler is already running). With `take_samples` 0 the timer and its
/// signals run but the handler returns at once: what signal delivery alone costs.
int cfps_start(double hz, uint32_t capacity, uint32_t max_depth, int cpu_clock, int take_samples);

/// Stops the timer; samples stay readable until the next start. Returns 0 or an errno value.
int cfps_stop(void);

/// Samples taken.
uint32_t cfps_count(void);
/// Signals that found the buffer full.
uint64_t cfps_dropped(void);
/// Signals where libunwind could not start from the interrupted context.
uint64_t cfps_failed(void);
/// Samples the fast trace could not take, unwound step by step instead.
uint64_t cfps_slow(void);
/// Timer expiries merged into an earlier pending signal (the thread was not running to take them).
uint64_t cfps_missed(void);
/// Frames per sample at most.
uint32_t cfps_max_depth(void);

/// Sample `index`: its time (the recorder's ticks), the transaction it interrupted (0 for none), its
/// frame count, and its addresses innermost first.
const uint64_t *cfps_sample(uint32_t index, uint64_t *ticks, uint64_t *transaction, uint32_t *depth);

/// One executable segment of a loaded object: its run-time address range, the load bias (run-time
/// address minus the file's virtual address) and the object's path ("" for the main program).
typedef struct cfps_segment {
    uintptr_t start;
    uintptr_t end;
    uintptr_t bias;
    const char *path;
} cfps_segment;

/// Lists the executable segments of every loaded object (dl_iterate_phdr) into `out`; returns how many
/// there are (which may exceed `capacity`).
int cfps_list_segments(cfps_segment *out, int capacity);

#ifdef __cplusplus
}
#endif

#endif
