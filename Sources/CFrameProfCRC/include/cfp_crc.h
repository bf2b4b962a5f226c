#ifndef CFP_CRC_H
#define CFP_CRC_H
// CRC-32C with the CPU's own instruction (SSE 4.2's crc32 on x86-64), which checks a chunk several
// times faster than the table-driven Swift code; Swift falls back to its tables where it is missing.
#include <stddef.h>
#include <stdint.h>

/// 1 when `cfp_crc32c_update` can run on this CPU.
int cfp_crc32c_hardware(void);

/// Advances the raw (not inverted) CRC-32C state over `length` bytes; call only when
/// `cfp_crc32c_hardware()` returned 1.
uint32_t cfp_crc32c_update(uint32_t state, const void *bytes, size_t length);

#endif
