/* fnv.h - FNV-1a 64, the hash of an input's bytes as they are read (history/runinfo.h
 * makes a recorded run's input digest of it). Not for anything an attacker chooses. */
#ifndef PM_FNV_H
#define PM_FNV_H

#include <stddef.h>
#include <stdint.h>

#define PM_FNV1A64_BASIS UINT64_C(14695981039346656037)

/* h extended by the n bytes at p (start with PM_FNV1A64_BASIS). */
static inline uint64_t pm_fnv1a64(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(1099511628211);
    }
    return h;
}

#endif
