import Glibc

/// Whether this test binary runs under ThreadSanitizer (`Scripts/tsan`). Its interceptors stand in for
/// libc functions and it runs code several times slower, so a sampler sees other frames and fewer
/// timer expiries: the tests that measure those skip there and run in `Scripts/test`.
let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil
