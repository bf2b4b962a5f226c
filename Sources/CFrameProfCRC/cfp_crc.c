#include "cfp_crc.h"
#include <string.h>

#if defined(__x86_64__)
int cfp_crc32c_hardware(void) {
    return __builtin_cpu_supports("sse4.2") ? 1 : 0;
}

// Eight bytes per instruction; the tail a byte at a time. memcpy keeps the loads alignment-safe.
__attribute__((target("sse4.2")))
uint32_t cfp_crc32c_update(uint32_t state, const void *bytes, size_t length) {
    const unsigned char *p = (const unsigned char *)bytes;
    uint64_t crc = state;
    while (length >= 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        crc = __builtin_ia32_crc32di(crc, word);
        p += 8;
        length -= 8;
    }
    uint32_t crc32 = (uint32_t)crc;
    while (length > 0) {
        crc32 = __builtin_ia32_crc32qi(crc32, *p++);
        length--;
    }
    return crc32;
}
#else
int cfp_crc32c_hardware(void) { return 0; }

uint32_t cfp_crc32c_update(uint32_t state, const void *bytes, size_t length) {
    (void)bytes;
    (void)length;
    return state;
}
#endif
