/* rng.c - xoshiro256** seeded by splitmix64. */
#include "util/rng.h"

#include <math.h>

static uint64_t S_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void pm_rng_seed(pm_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = S_splitmix(&seed);
}

static uint64_t S_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t pm_rng_next_u64(pm_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = S_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = S_rotl(s[3], 45);
    return result;
}

double pm_rng_uniform(pm_rng *r)
{
    return (double)(pm_rng_next_u64(r) >> 11) * 0x1.0p-53;
}

uint64_t pm_rng_below(pm_rng *r, uint64_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = pm_rng_next_u64(r);
    while (x >= limit);
    return x % n;
}

double pm_rng_normal(pm_rng *r)
{
    double u = pm_rng_uniform(r), v = pm_rng_uniform(r);
    if (u < 1e-300)
        u = 1e-300;
    return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

uint64_t pm_rng_mix(uint64_t a, uint64_t b)
{
    uint64_t x = a ^ (b * 0xd1342543de82ef95ull + 0x632be59bd9b4e019ull);
    return S_splitmix(&x);
}
