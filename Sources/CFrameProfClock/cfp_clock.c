#define _GNU_SOURCE
#include "cfp_clock.h"

#include <unistd.h>
#include <sys/syscall.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

int cfp_enabled_flag = 0;
int cfp_clock_source = CFP_CLOCK_MONOTONIC;
uint64_t cfp_virtual_now_ns = 0;
uint64_t cfp_timeline_offset_ns = 0;
double cfp_timeline_scale = 1.0;
uint64_t cfp_timeline_origin_ns = 0;
double cfp_timeline_ns_per_tick = 0.0;
uint64_t cfp_timeline_base_ticks = 0;
uint64_t cfp_timeline_base_ns = 0;
uint64_t cfp_open_transaction = 0;
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
