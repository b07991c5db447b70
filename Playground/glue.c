// What Embedded Swift expects from a C library, for the playground's WebAssembly module: there is no
// libc on wasm32-unknown-none-wasm, so these few functions are all of it.
//
// - posix_memalign/free: a size-class allocator. Blocks are powers of two from 16 bytes; a freed block
//   goes on its class's free list and is reused by the next request of that class; new blocks are cut
//   from the end of the heap, which grows with memory.grow. Simple and fast enough for a page that
//   allocates a few kilobytes per touch; fragmentation is bounded by the classes.
// - memcpy/memmove/memset/memcmp: byte loops (-fno-builtin keeps clang from calling them recursively).
// - arc4random_buf: the stdlib's SystemRandomNumberGenerator calls it in Embedded Swift; it is imported
//   from the page, which fills the bytes with crypto.getRandomValues.
// - putchar: referenced by the stdlib's print (unused; writes nothing).
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

__attribute__((import_module("env"), import_name("random_bytes")))
void playground_random_bytes(void *buffer, size_t count);

#define CLASSES 32
#define HEADER 16

static uintptr_t heap_end;
static void *free_lists[CLASSES];

static uintptr_t grow(size_t bytes) {
    if (heap_end == 0) heap_end = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    uintptr_t start = heap_end;
    uintptr_t end = start + bytes;
    uintptr_t available = __builtin_wasm_memory_size(0) * 65536;
    if (end > available) {
        size_t pages = (end - available + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    heap_end = end;
    return start;
}

// A block: [header: base address, class][payload...]; the header sits just before the returned pointer.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < HEADER) alignment = HEADER;
    size_t needed = size + HEADER + (alignment > HEADER ? alignment : 0);
    unsigned class = 4;
    while (((size_t)1 << class) < needed) {
        class++;
        if (class >= CLASSES) return 12; // ENOMEM
    }
    uintptr_t base;
    if (free_lists[class]) {
        base = (uintptr_t)free_lists[class];
        free_lists[class] = *(void **)base;
    } else {
        base = grow((size_t)1 << class);
        if (base == 0) return 12;
    }
    uintptr_t payload = (base + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    ((uint32_t *)payload)[-2] = (uint32_t)base;
    ((uint32_t *)payload)[-1] = class;
    *result = (void *)payload;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    uintptr_t base = ((uint32_t *)pointer)[-2];
    unsigned class = ((uint32_t *)pointer)[-1];
    *(void **)base = free_lists[class];
    free_lists[class] = (void *)base;
}

void *malloc(size_t size) {
    void *result = 0;
    return posix_memalign(&result, HEADER, size) == 0 ? result : 0;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    while (count--) *d++ = *s++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    if (d < s) {
        while (count--) *d++ = *s++;
    } else {
        d += count;
        s += count;
        while (count--) *--d = *--s;
    }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *d = destination;
    while (count--) *d++ = (unsigned char)value;
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (; count; count--, a++, b++) {
        if (*a != *b) return *a < *b ? -1 : 1;
    }
    return 0;
}

size_t strlen(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

void arc4random_buf(void *buffer, size_t count) {
    playground_random_bytes(buffer, count);
}

int putchar(int character) {
    return character;
}

// The libm functions Swift's rounding calls on this target (`rounded()` is `round`; the others lower to
// single WebAssembly instructions and need nothing).
double round(double value) {
    double truncated = __builtin_trunc(value);
    double rest = value - truncated;
    if (rest >= 0.5) return truncated + 1;
    if (rest <= -0.5) return truncated - 1;
    return truncated;
}
