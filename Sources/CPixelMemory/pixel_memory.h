// Memory operations for pixel loops that Swift cannot spell: a prefetch hint,
// and a fill of 32-bit pixels by the processor's string store. Neither
// changes what is written: pixels stay the same on every machine.
#ifndef CPIXELMEMORY_PIXEL_MEMORY_H
#define CPIXELMEMORY_PIXEL_MEMORY_H

#include <stddef.h>
#include <stdint.h>

/// A hint that the cache line holding `address` is about to be read and
/// written. A pixel row of a canvas is usually 4 KiB or more from the next,
/// beyond what the processor prefetches by itself. Never faults.
static inline __attribute__((always_inline)) void pixel_memory_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 1, 3);
#else
    (void)address;
#endif
}

/// Sets `count` pixels from `pixels` to `value`. On x86-64 a string store
/// (`rep stosq`), which writes whole cache lines without reading them first:
/// a large fill moves about half the memory traffic of a vector loop.
static inline __attribute__((always_inline)) void pixel_memory_fill(uint32_t *pixels, uint32_t value, size_t count) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    uint64_t pair = ((uint64_t)value << 32) | value;
    void *destination = pixels;
    size_t pairs = count / 2;
    __asm__ volatile("rep stosq" : "+D"(destination), "+c"(pairs) : "a"(pair) : "memory");
    if (count & 1) pixels[count - 1] = value;
#else
    for (size_t i = 0; i < count; i++) pixels[i] = value;
#endif
}

#endif
