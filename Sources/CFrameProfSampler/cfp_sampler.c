#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "cfp_sampler.h"
#include "cfp_clock.h"

#include <errno.h>
#include <link.h>
#include <libunwind.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

// Buffer layout: per sample [ticks, transaction, depth, address * max_depth].
enum { HEADER_WORDS = 3 };
// Frames above the interrupted one in a fast trace: the handler, the kernel's signal trampoline, and
// room for libc or libunwind frames a different build may add.
enum { HANDLER_FRAMES = 8 };

static uint64_t *buffer;
static void **scratch;
static uint32_t buffer_capacity;
static uint32_t depth_limit;
static uint32_t sample_count;
static uint64_t dropped_count;
static uint64_t failed_count;
static uint64_t slow_count;
static uint64_t overrun_count;
// 0 stopped, 1 sampling, 2 timer and signals running but no samples taken (the benchmark's measure of
// what signal delivery alone costs).
static int active;
static int handler_installed;
static timer_t timer;

// The slow path: a DWARF step per frame from the interrupted context. The signal-frame flag tells
// libunwind the first IP is exact (not a return address).
static uint32_t unwind_stepping(ucontext_t *context, uint64_t *out) {
    unw_cursor_t cursor;
    if (unw_init_local2(&cursor, (unw_context_t *)context, UNW_INIT_SIGNAL_FRAME) != 0) {
        __atomic_fetch_add(&failed_count, 1, __ATOMIC_RELAXED);
        return 0;
    }
    uint32_t depth = 0;
    do {
        unw_word_t ip = 0;
        if (unw_get_reg(&cursor, UNW_REG_IP, &ip) != 0 || ip == 0) break;
        out[depth++] = ip;
    } while (depth < depth_limit && unw_step(&cursor) > 0);
    return depth;
}

// The fast path: unw_backtrace walks with libunwind's per-thread cache of frame layouts (one hash
// lookup per frame once an address has been seen, ~40x cheaper than stepping) and passes through the
// signal frame with the interrupted registers. It starts in this handler, so the sample begins where
// the interrupted instruction pointer appears; when it does not (the trace stopped early), step.
static uint32_t unwind(ucontext_t *context, uint64_t *out) {
#if defined(__x86_64__)
    uint64_t interrupted = (uint64_t)context->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    uint64_t interrupted = (uint64_t)context->uc_mcontext.pc;
#else
    // No known program-counter slot: every sample takes the stepping path.
    uint64_t interrupted = 0;
#endif
    int count = unw_backtrace(scratch, (int)(depth_limit + HANDLER_FRAMES));
    for (int first = 0; first < count && first <= HANDLER_FRAMES; first++) {
        if ((uint64_t)(uintptr_t)scratch[first] != interrupted) continue;
        uint32_t depth = 0;
        for (int index = first; index < count && depth < depth_limit; index++) {
            out[depth++] = (uint64_t)(uintptr_t)scratch[index];
        }
        return depth;
    }
    __atomic_fetch_add(&slow_count, 1, __ATOMIC_RELAXED);
    return unwind_stepping(context, out);
}

static void on_sigprof(int signal, siginfo_t *info, void *context) {
    (void)signal;
    int saved_errno = errno;
    if (__atomic_load_n(&active, __ATOMIC_ACQUIRE) != 1) {
        errno = saved_errno;
        return;
    }
    // Expiries while this signal was pending (the thread was not scheduled) arrive as one signal; the
    // kernel counts the others here, so every expiry is either a sample or a missed tick.
    if (info && info->si_code == SI_TIMER && info->si_overrun > 0) {
        __atomic_fetch_add(&overrun_count, (uint64_t)info->si_overrun, __ATOMIC_RELAXED);
    }
    // Only the sampled thread receives the signal and handlers do not nest, so this thread is the only
    // writer; the release store publishes the sample to the reader after stop.
    uint32_t index = __atomic_load_n(&sample_count, __ATOMIC_RELAXED);
    if (index >= buffer_capacity) {
        __atomic_fetch_add(&dropped_count, 1, __ATOMIC_RELAXED);
        errno = saved_errno;
        return;
    }
    uint64_t *slot = buffer + (uint64_t)index * (HEADER_WORDS + depth_limit);
    slot[0] = cfp_now_ticks();
    slot[1] = cfp_get_open_transaction();
    slot[2] = unwind((ucontext_t *)context, slot + HEADER_WORDS);
    __atomic_store_n(&sample_count, index + 1, __ATOMIC_RELEASE);
    errno = saved_errno;
}

int cfps_start(double hz, uint32_t capacity, uint32_t max_depth, int cpu_clock, int take_samples) {
    if (__atomic_load_n(&active, __ATOMIC_ACQUIRE)) return EBUSY;
    if (!(hz > 0) || capacity == 0 || max_depth == 0) return EINVAL;
    free(buffer);
    free(scratch);
    buffer = calloc((size_t)capacity * (HEADER_WORDS + max_depth), sizeof(uint64_t));
    scratch = calloc(max_depth + HANDLER_FRAMES, sizeof(void *));
    if (!buffer || !scratch) return ENOMEM;
    buffer_capacity = capacity;
    depth_limit = max_depth;

    // libunwind creates its caches lazily (the fast trace's per-thread table is allocated on this
    // thread's first trace): one walk of each kind here, into the empty buffer, does that outside the
    // handler.
    unw_set_caching_policy(unw_local_addr_space, UNW_CACHE_PER_THREAD);
    unw_backtrace(scratch, (int)(max_depth + HANDLER_FRAMES));
    ucontext_t here;
    if (getcontext(&here) == 0) unwind_stepping(&here, buffer + HEADER_WORDS);

    sample_count = 0;
    dropped_count = 0;
    failed_count = 0;
    slow_count = 0;
    overrun_count = 0;

    if (!handler_installed) {
        // Installed once and never removed: a SIGPROF still pending after stop must not reach the
        // default action, which ends the process.
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_sigprof;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        if (sigaction(SIGPROF, &action, NULL) != 0) return errno;
        handler_installed = 1;
    }
    clockid_t clock = CLOCK_MONOTONIC;
    if (cpu_clock) {
        int error = pthread_getcpuclockid(pthread_self(), &clock);
        if (error != 0) return error;
    }
    struct sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = SIGPROF;
    event._sigev_un._tid = (pid_t)syscall(SYS_gettid);
    if (timer_create(clock, &event, &timer) != 0) return errno;
    uint64_t period = (uint64_t)(1e9 / hz);
    if (period == 0) period = 1;
    struct itimerspec spec;
    spec.it_interval.tv_sec = (time_t)(period / 1000000000u);
    spec.it_interval.tv_nsec = (long)(period % 1000000000u);
    spec.it_value = spec.it_interval;
    __atomic_store_n(&active, take_samples ? 1 : 2, __ATOMIC_RELEASE);
    if (timer_settime(timer, 0, &spec, NULL) != 0) {
        int saved = errno;
        __atomic_store_n(&active, 0, __ATOMIC_RELEASE);
        timer_delete(timer);
        return saved;
    }
    return 0;
}

int cfps_stop(void) {
    if (!__atomic_load_n(&active, __ATOMIC_ACQUIRE)) return 0;
    __atomic_store_n(&active, 0, __ATOMIC_RELEASE);
    return timer_delete(timer) == 0 ? 0 : errno;
}

uint32_t cfps_count(void) { return __atomic_load_n(&sample_count, __ATOMIC_ACQUIRE); }
uint64_t cfps_dropped(void) { return __atomic_load_n(&dropped_count, __ATOMIC_RELAXED); }
uint64_t cfps_failed(void) { return __atomic_load_n(&failed_count, __ATOMIC_RELAXED); }
uint64_t cfps_slow(void) { return __atomic_load_n(&slow_count, __ATOMIC_RELAXED); }
uint64_t cfps_missed(void) { return __atomic_load_n(&overrun_count, __ATOMIC_RELAXED); }
uint32_t cfps_max_depth(void) { return depth_limit; }

const uint64_t *cfps_sample(uint32_t index, uint64_t *ticks, uint64_t *transaction, uint32_t *depth) {
    if (index >= cfps_count()) return NULL;
    const uint64_t *slot = buffer + (uint64_t)index * (HEADER_WORDS + depth_limit);
    *ticks = slot[0];
    *transaction = slot[1];
    *depth = (uint32_t)slot[2];
    return slot + HEADER_WORDS;
}

struct segment_list {
    cfps_segment *out;
    int capacity;
    int count;
};

static int add_segments(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct segment_list *list = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        if (list->count < list->capacity) {
            cfps_segment *segment = &list->out[list->count];
            segment->start = info->dlpi_addr + header->p_vaddr;
            segment->end = segment->start + header->p_memsz;
            segment->bias = info->dlpi_addr;
            segment->path = info->dlpi_name ? info->dlpi_name : "";
        }
        list->count++;
    }
    return 0;
}

int cfps_list_segments(cfps_segment *out, int capacity) {
    struct segment_list list = {out, capacity, 0};
    dl_iterate_phdr(add_segments, &list);
    return list.count;
}
