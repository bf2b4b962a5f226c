#define _GNU_SOURCE
#include "cfp_clock.h"

#include <unistd.h>
#include <sys/syscall.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

cfp_state cfp_global __attribute__((aligned(64))) = {
    .recording_contexts = 0,
    .process = {.clock_source = CFP_CLOCK_MONOTONIC, .timeline_scale = 1.0},
};
__thread cfp_context *cfp_current_context __attribute__((tls_model("initial-exec"))) = &cfp_global.process;
__thread cfp_ring *cfp_current_ring __attribute__((tls_model("initial-exec"))) = 0;

int cfp_has_invariant_counter(void) {
#if defined(__x86_64__)
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(0x80000000, &eax, &ebx, &ecx, &edx) || eax < 0x80000007) {
        return 0;
    }
    if (!__get_cpuid(0x80000007, &eax, &ebx, &ecx, &edx)) {
        return 0;
    }
    return (edx & (1u << 8)) != 0;
#elif defined(__aarch64__)
    return 1; // the architected generic timer is constant-rate by definition
#else
    return 0;
#endif
}

uint32_t cfp_thread_id(void) {
    return (uint32_t)syscall(SYS_gettid);
}
