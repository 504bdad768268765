#include <xxhash.h>
#if defined(__x86_64__) && __has_include(<xxh_x86dispatch.h>)
// XXH3 with the library's run-time choice of SSE2, AVX2 or AVX-512 (the same
// digest whichever it takes); the plain names are left alone.
#define XXH_DISPATCH_DISABLE_REPLACE 1
#include <xxh_x86dispatch.h>
#define CXXHASH_HAS_X86_DISPATCH 1
#endif
