// The recorder's hot path, written as static inline C so Swift call sites inline it: read a counter,
// append one 16-byte record to this thread's ring, publish it with a release store, return.
#ifndef CFP_CLOCK_H
#define CFP_CLOCK_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One raw event as the hot path writes it: a clock reading and a packed word (see RecordWord.swift).
typedef struct cfp_record {
    uint64_t ticks;
    uint64_t word;
} cfp_record;

/// A single-producer / single-consumer ring owned by one thread. `head` is written only by the owning
/// thread, `tail` only by the trace writer; `limit` caches `tail + allowed` so the hot path never reads
/// the consumer's cache line.
typedef struct cfp_ring {
    uint64_t head;
    uint64_t limit;
    cfp_record *records;
    uint64_t mask;
    void *owner;
    /// Padding keeps the consumer-written tail off the producer's cache line.
    char padding[64 - 5 * sizeof(uint64_t)];
    uint64_t tail;
} cfp_ring;

/// Which counter `cfp_now_ticks` reads.
enum {
    CFP_CLOCK_TSC = 0,
    CFP_CLOCK_MONOTONIC = 1,
    CFP_CLOCK_VIRTUAL = 2,
    CFP_CLOCK_TIMELINE = 3,
};

/// One recording context's clocks: which counter signposts read and the simulation clocks' parameters
/// (read on every signpost, so together on one cache line), then the values written as time passes.
/// The process has one (`cfp_global.process`); a test or a simulation makes its own and binds it to the
/// threads that run it, so two recordings in one process neither share a clock nor see each other.
typedef struct cfp_context {
    int clock_source;
    int reserved;
    uint64_t timeline_offset_ns;
    double timeline_scale;
    uint64_t timeline_origin_ns;
    double timeline_ns_per_tick;
    uint64_t timeline_base_ticks;
    uint64_t timeline_base_ns;
    /// Modeled time, advanced by StackLab's priced operations.
    uint64_t virtual_now_ns;
    /// The transaction the frame clock has open, for the sampler's signal handler.
    uint64_t open_transaction;
    /// The Swift `RecordingContext` this is the state of (unretained: the object owns the struct).
    void *owner;
} cfp_context;

/// The recorder's process-wide state: whether any context records (the only thing a disabled signpost
/// reads), beside the process's own context so that an app's signposts touch one cache line for both.
typedef struct cfp_state {
    int recording_contexts;
    int reserved;
    cfp_context process;
} cfp_state;

extern cfp_state cfp_global;
/// The calling thread's context: the process's unless the thread runs inside another one.
extern __thread cfp_context *cfp_current_context __attribute__((tls_model("initial-exec")));
extern __thread cfp_ring *cfp_current_ring __attribute__((tls_model("initial-exec")));

/// A context's clocks start as CLOCK_MONOTONIC at scale 1.
static inline void cfp_context_init(cfp_context *context, void *owner) {
    *context = (cfp_context){0};
    context->clock_source = CFP_CLOCK_MONOTONIC;
    context->timeline_scale = 1.0;
    context->owner = owner;
}

static inline cfp_context *cfp_get_current_context(void) {
    return cfp_current_context;
}

static inline void cfp_set_current_context(cfp_context *context) {
    cfp_current_context = context;
}

static inline cfp_context *cfp_process_context(void) {
    return &cfp_global.process;
}

/// The transaction the frame clock has open (0 between transactions); a stack sampler's signal handler
/// reads it so every sample carries the transaction it interrupted.
static inline __attribute__((always_inline)) void cfp_set_open_transaction(uint64_t id) {
    __atomic_store_n(&cfp_current_context->open_transaction, id, __ATOMIC_RELAXED);
}

static inline __attribute__((always_inline)) uint64_t cfp_get_open_transaction(void) {
    return __atomic_load_n(&cfp_current_context->open_transaction, __ATOMIC_RELAXED);
}

/// One relaxed load: the only cost of a disabled signpost.
static inline __attribute__((always_inline)) int cfp_is_enabled(void) {
    return __atomic_load_n(&cfp_global.recording_contexts, __ATOMIC_RELAXED) != 0;
}

/// A context started (+1) or stopped (-1) recording.
static inline void cfp_add_recording_context(int delta) {
    __atomic_add_fetch(&cfp_global.recording_contexts, delta, __ATOMIC_SEQ_CST);
}

/// The raw hardware counter (TSC on x86-64, the virtual counter on arm64); 0 where there is none.
static inline __attribute__((always_inline)) uint64_t cfp_read_counter(void) {
#if defined(__x86_64__)
    uint32_t lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
#elif defined(__aarch64__)
    uint64_t value;
    __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(value));
    return value;
#else
    return 0;
#endif
}

static inline __attribute__((always_inline)) uint64_t cfp_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static inline __attribute__((always_inline)) uint64_t cfp_context_virtual_ns(cfp_context *c) {
    return __atomic_load_n(&c->virtual_now_ns, __ATOMIC_RELAXED);
}

/// The calling thread's context's virtual time.
static inline __attribute__((always_inline)) uint64_t cfp_virtual_ns(void) {
    return cfp_context_virtual_ns(cfp_current_context);
}

static inline __attribute__((always_inline)) void cfp_set_virtual_ns(uint64_t value) {
    __atomic_store_n(&cfp_current_context->virtual_now_ns, value, __ATOMIC_RELAXED);
}

/// The timeline clock's offset over CLOCK_MONOTONIC (wrapping arithmetic, so it may move both ways).
static inline __attribute__((always_inline)) uint64_t cfp_context_timeline_offset(cfp_context *c) {
    return __atomic_load_n(&c->timeline_offset_ns, __ATOMIC_RELAXED);
}

/// `mono` (a CLOCK_MONOTONIC reading) stretched by the CPU slowdown since the origin.
static inline __attribute__((always_inline)) uint64_t cfp_context_timeline_stretch(cfp_context *c, uint64_t mono) {
    double scale;
    __atomic_load(&c->timeline_scale, &scale, __ATOMIC_RELAXED);
    if (__builtin_expect(scale == 1.0, 1)) {
        return mono;
    }
    uint64_t origin = __atomic_load_n(&c->timeline_origin_ns, __ATOMIC_RELAXED);
    return origin + (uint64_t)((double)(mono - origin) * scale);
}

/// The timeline's real time: the hardware counter converted to CLOCK_MONOTONIC nanoseconds once a
/// calibration is installed (a counter read costs half the vDSO call or less, and a StackLab frame
/// reads it twice per signposted interval), else CLOCK_MONOTONIC itself.
static inline __attribute__((always_inline)) uint64_t cfp_context_timeline_real_ns(cfp_context *c) {
    double ns_per_tick;
    __atomic_load(&c->timeline_ns_per_tick, &ns_per_tick, __ATOMIC_RELAXED);
    if (__builtin_expect(ns_per_tick != 0.0, 1)) {
        uint64_t base_ticks = __atomic_load_n(&c->timeline_base_ticks, __ATOMIC_RELAXED);
        uint64_t base_ns = __atomic_load_n(&c->timeline_base_ns, __ATOMIC_RELAXED);
        uint64_t ticks = cfp_read_counter();
        if (__builtin_expect(ticks >= base_ticks, 1)) {
            return base_ns + (uint64_t)((double)(ticks - base_ticks) * ns_per_tick);
        }
    }
    return cfp_monotonic_ns();
}

/// The timeline clock: real time (stretched by the slowdown) moved by the offset.
static inline __attribute__((always_inline)) uint64_t cfp_context_timeline_ns(cfp_context *c) {
    return cfp_context_timeline_stretch(c, cfp_context_timeline_real_ns(c)) + cfp_context_timeline_offset(c);
}

/// The calling thread's timeline offset.
static inline uint64_t cfp_timeline_offset(void) {
    return cfp_context_timeline_offset(cfp_current_context);
}

static inline void cfp_set_timeline_offset(uint64_t value) {
    __atomic_store_n(&cfp_current_context->timeline_offset_ns, value, __ATOMIC_RELAXED);
}

/// Real time stretched by the CPU slowdown (unchanged at the default scale 1).
static inline uint64_t cfp_timeline_scaled_ns(void) {
    cfp_context *c = cfp_current_context;
    return cfp_context_timeline_stretch(c, cfp_context_timeline_real_ns(c));
}

/// The calling thread's timeline clock.
static inline __attribute__((always_inline)) uint64_t cfp_timeline_ns(void) {
    return cfp_context_timeline_ns(cfp_current_context);
}

/// The slowdown the calling thread's timeline runs at.
static inline double cfp_get_timeline_scale(void) {
    double scale;
    __atomic_load(&cfp_current_context->timeline_scale, &scale, __ATOMIC_RELAXED);
    return scale;
}

/// Sets the slowdown; the origin is now, so the timeline does not jump.
static inline void cfp_set_timeline_scale(double scale) {
    cfp_context *c = cfp_current_context;
    uint64_t mono = cfp_context_timeline_real_ns(c);
    uint64_t stretched = cfp_context_timeline_stretch(c, mono);
    // From the new origin (now) the stretch starts at zero; the offset keeps what it had added.
    __atomic_store_n(&c->timeline_origin_ns, mono, __ATOMIC_RELAXED);
    __atomic_store_n(&c->timeline_offset_ns, cfp_context_timeline_offset(c) + stretched - mono, __ATOMIC_RELAXED);
    __atomic_store(&c->timeline_scale, &scale, __ATOMIC_RELAXED);
}

/// Whether the calling thread's timeline reads the calibrated hardware counter.
static inline int cfp_timeline_has_counter(void) {
    double ns_per_tick;
    __atomic_load(&cfp_current_context->timeline_ns_per_tick, &ns_per_tick, __ATOMIC_RELAXED);
    return ns_per_tick != 0.0;
}

/// Installs a calibrated hardware counter as the timeline's real time (ns_per_tick 0 removes it); the
/// offset absorbs the calibration's error so the timeline does not jump.
static inline void cfp_set_timeline_counter(uint64_t base_ticks, uint64_t base_ns, double ns_per_tick) {
    cfp_context *c = cfp_current_context;
    uint64_t before = cfp_context_timeline_ns(c);
    __atomic_store_n(&c->timeline_base_ticks, base_ticks, __ATOMIC_RELAXED);
    __atomic_store_n(&c->timeline_base_ns, base_ns, __ATOMIC_RELAXED);
    __atomic_store(&c->timeline_ns_per_tick, &ns_per_tick, __ATOMIC_RELAXED);
    uint64_t after = cfp_context_timeline_ns(c);
    __atomic_store_n(&c->timeline_offset_ns, cfp_context_timeline_offset(c) + (before - after), __ATOMIC_RELAXED);
}

/// Selects the counter the calling thread's context reads.
static inline void cfp_set_clock_source(int source) {
    __atomic_store_n(&cfp_current_context->clock_source, source, __ATOMIC_SEQ_CST);
}

/// Ticks of the calling thread's clock; the recorder converts them to nanoseconds off the hot path.
/// The source now sits behind the thread's context pointer (a thread-local load, like the ring
/// pointer the append reads) instead of in a global: `bench` side by side measured no change.
static inline __attribute__((always_inline)) uint64_t cfp_now_ticks(void) {
    cfp_context *c = cfp_current_context;
    int source = __atomic_load_n(&c->clock_source, __ATOMIC_RELAXED);
    if (__builtin_expect(source == CFP_CLOCK_TSC, 1)) {
        return cfp_read_counter();
    }
    if (source == CFP_CLOCK_MONOTONIC) {
        return cfp_monotonic_ns();
    }
    if (source == CFP_CLOCK_TIMELINE) {
        return cfp_context_timeline_ns(c);
    }
    return cfp_context_virtual_ns(c);
}

/// Appends to this thread's ring; returns 0 when the slow path must run (no ring yet, or the ring's
/// cached limit is reached).
static inline __attribute__((always_inline)) int cfp_try_append(uint64_t ticks, uint64_t word) {
    cfp_ring *ring = cfp_current_ring;
    if (__builtin_expect(ring == 0, 0)) {
        return 0;
    }
    uint64_t head = ring->head;
    if (__builtin_expect(head >= __atomic_load_n(&ring->limit, __ATOMIC_RELAXED), 0)) {
        return 0;
    }
    cfp_record *slot = &ring->records[head & ring->mask];
    slot->ticks = ticks;
    slot->word = word;
    __atomic_store_n(&ring->head, head + 1, __ATOMIC_RELEASE);
    return 1;
}

/// Ring accessors for the slow path and the writer, with the memory orders the protocol needs.
static inline uint64_t cfp_ring_load_head(const cfp_ring *ring) {
    return __atomic_load_n(&ring->head, __ATOMIC_ACQUIRE);
}
static inline uint64_t cfp_ring_load_tail(const cfp_ring *ring) {
    return __atomic_load_n(&ring->tail, __ATOMIC_ACQUIRE);
}
static inline void cfp_ring_store_tail(cfp_ring *ring, uint64_t tail) {
    __atomic_store_n(&ring->tail, tail, __ATOMIC_RELEASE);
}
static inline void cfp_ring_store_limit(cfp_ring *ring, uint64_t limit) {
    __atomic_store_n(&ring->limit, limit, __ATOMIC_RELEASE);
}
static inline cfp_ring *cfp_get_current_ring(void) {
    return cfp_current_ring;
}
static inline void cfp_set_current_ring(cfp_ring *ring) {
    cfp_current_ring = ring;
}

/// CPUID leaf 0x80000007 EDX bit 8: the TSC ticks at a constant rate in every power state.
int cfp_has_invariant_counter(void);

/// The kernel thread id of the calling thread.
uint32_t cfp_thread_id(void);

/// Zero-filled memory for a ring of `bytes` (a power of two), every page already mapped so the hot path
/// never faults: on Linux, rings of 2 MiB and more sit on 2 MiB-aligned transparent huge pages and are
/// populated by the kernel in one call, instead of malloc and a fault for every 4 KiB page the ring first
/// writes (docs/PERFORMANCE.md has what each costs). NULL when the memory is not there.
void *cfp_ring_memory_allocate(size_t bytes);

/// Returns memory `cfp_ring_memory_allocate` gave, with the same size.
void cfp_ring_memory_free(void *memory, size_t bytes);

#ifdef __cplusplus
}
#endif

#endif
