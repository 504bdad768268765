// Memory operations for pixel loops that Swift cannot spell: a prefetch hint,
// a fill of 32-bit pixels by the processor's string store, and eight-pixel
// AVX2 compositing for processors that have it (chosen at run time). None
// changes what is written: pixels stay the same on every machine.
#ifndef CPIXELMEMORY_PIXEL_MEMORY_H
#define CPIXELMEMORY_PIXEL_MEMORY_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PIXEL_MEMORY_X86_64 1
#include <cpuid.h>
#include <immintrin.h>
#endif

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

/// Whether the processor and the operating system run AVX2 instructions.
static inline int pixel_memory_has_avx2(void) {
#ifdef PIXEL_MEMORY_X86_64
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    // The operating system saves the SSE and AVX registers.
    if ((low & 6) != 6 || __get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
#else
    return 0;
#endif
}

#ifdef PIXEL_MEMORY_X86_64
/// `x * y / 255` rounded to nearest in sixteen 16-bit lanes (values up to 255).
static inline __attribute__((target("avx2"), always_inline)) __m256i pixel_memory_mul_avx2(__m256i x, __m256i y) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(x, y), _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

/// Every channel of eight packed pixels times its pixel's factor (in lanes 2i and 2i + 1) `/ 255`.
static inline __attribute__((target("avx2"), always_inline)) __m256i pixel_memory_scale_avx2(__m256i pixels, __m256i factors) {
    __m256i red_blue = pixel_memory_mul_avx2(_mm256_and_si256(pixels, _mm256_set1_epi16(0x00FF)), factors);
    __m256i green_alpha = pixel_memory_mul_avx2(_mm256_srli_epi16(pixels, 8), factors);
    return _mm256_or_si256(red_blue, _mm256_slli_epi16(green_alpha, 8));
}
#endif

/// Source-over of the premultiplied `color` into `destination` under 8-bit
/// `coverage`, eight pixels at a time with AVX2, with exactly the integer
/// rounding of the four-pixel lanes; returns how many pixels it did (a
/// multiple of eight: the caller does the rest). Only call it when
/// `pixel_memory_has_avx2()`; without x86-64 it does nothing.
#ifdef PIXEL_MEMORY_X86_64
__attribute__((target("avx2")))
#endif
static inline size_t pixel_blend_solid_avx2(uint32_t color, const uint8_t *coverage, uint32_t *destination, size_t count) {
    size_t i = 0;
#ifdef PIXEL_MEMORY_X86_64
    const __m256i colors = _mm256_set1_epi32((int)color);
    const int opaque = (color >> 24) == 255;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        memcpy(&word, coverage + i, 8);
        // Uncovered pixels stay, and fully covered ones take an opaque colour: what the formula gives them.
        if (word == 0) continue;
        if (word == UINT64_MAX && opaque) {
            _mm256_storeu_si256((__m256i *)(destination + i), colors);
            continue;
        }
        __m128i bytes = _mm_cvtsi64_si128((long long)word);
        __m256i factors = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(bytes, bytes));
        __m256i source = pixel_memory_scale_avx2(colors, factors);
        __m256i inverse = _mm256_xor_si256(_mm256_srli_epi32(source, 24), _mm256_set1_epi32(0xFF));
        __m256i below = _mm256_loadu_si256((const __m256i *)(destination + i));
        __m256i scaled = pixel_memory_scale_avx2(below, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16)));
        _mm256_storeu_si256((__m256i *)(destination + i), _mm256_add_epi32(source, scaled));
    }
#else
    (void)color;
    (void)coverage;
    (void)destination;
    (void)count;
#endif
    return i;
}

#endif
