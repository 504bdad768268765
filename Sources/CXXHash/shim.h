#include <xxhash.h>
#if defined(__x86_64__) && __has_include(<xxh_x86dispatch.h>)
// Debian's libxxhash is built with xxHash's x86 dispatch: XXH3 with a
// run-time choice of SSE2, AVX2 or AVX-512 (the same digest whichever).
#define XXH_DISPATCH_DISABLE_REPLACE 1
#include <xxh_x86dispatch.h>
#define CXXHASH_X86_DISPATCH 1
#endif

/// XXH3 (64-bit) of `length` bytes with `seed`: through the x86 dispatch where
/// the library has it, else the library's own build of XXH3.
static inline XXH64_hash_t cxxhash_xxh3(const void *input, size_t length, XXH64_hash_t seed) {
#if defined(CXXHASH_X86_DISPATCH)
    return XXH3_64bits_withSeed_dispatch(input, length, seed);
#else
    return XXH3_64bits_withSeed(input, length, seed);
#endif
}
