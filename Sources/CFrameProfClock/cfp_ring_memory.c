// Ring memory: a full ring doubles on its thread's slow path, and faulting the new buffer's pages in one
// 4 KiB page at a time was most of what growing cost (docs/PERFORMANCE.md). Here the kernel maps the whole
// buffer at once, on huge pages where it can.
#define _GNU_SOURCE
#include "cfp_clock.h"

#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <stdint.h>
#include <sys/mman.h>
#endif

#if defined(__linux__)
static const size_t huge_page = (size_t)2 << 20;

/// `bytes` of anonymous memory, page-aligned like every mapping; NULL when there is none.
static char *map(size_t bytes) {
    void *memory = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return memory == MAP_FAILED ? NULL : memory;
}

/// `bytes` of anonymous memory aligned to `alignment` (a power of two above the page size): the
/// mapping is made larger and its ends unmapped, so that freeing `bytes` from the returned address
/// frees all of it.
static char *map_aligned(size_t bytes, size_t alignment) {
    size_t span = bytes + alignment;
    char *raw = map(span);
    if (raw == NULL) return NULL;
    char *aligned = (char *)(((uintptr_t)raw + alignment - 1) & ~(uintptr_t)(alignment - 1));
    if (aligned > raw) munmap(raw, (size_t)(aligned - raw));
    size_t after = (size_t)(raw + span - (aligned + bytes));
    if (after > 0) munmap(aligned + bytes, after);
    return aligned;
}

void *cfp_ring_memory_allocate(size_t bytes) {
    int huge = bytes >= huge_page;
    char *memory = huge ? map_aligned(bytes, huge_page) : map(bytes);
    if (memory == NULL) return NULL;
    // Advice only: where transparent huge pages are off, the kernel maps 4 KiB pages and says no.
    if (huge) madvise(memory, bytes, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
    if (madvise(memory, bytes, MADV_POPULATE_WRITE) == 0) return memory;
#endif
    // Kernels before 5.14 have no MADV_POPULATE_WRITE: touch every page here instead.
    memset(memory, 0, bytes);
    return memory;
}

void cfp_ring_memory_free(void *memory, size_t bytes) {
    if (memory != NULL) munmap(memory, bytes);
}
#else
void *cfp_ring_memory_allocate(size_t bytes) {
    void *memory = NULL;
    if (posix_memalign(&memory, 4096, bytes) != 0) return NULL;
    memset(memory, 0, bytes);
    return memory;
}

void cfp_ring_memory_free(void *memory, size_t bytes) {
    (void)bytes;
    free(memory);
}
#endif
