/* rng.h - a small seeded pseudo-random generator (xoshiro256**), the same on every machine.
 *
 * pmreport's results must be reproducible: same inputs and seed, same bytes.
 * So nothing uses rand(); every random choice (train/test split, bootstrap
 * resamples, the optimizers' populations) draws from its own pm_rng seeded from
 * the user's --seed.
 */
#ifndef PM_RNG_H
#define PM_RNG_H

#include <stdint.h>

typedef struct pm_rng {
    uint64_t s[4]; /* generator state; never all zero */
} pm_rng;

void pm_rng_seed(pm_rng *r, uint64_t seed);   /* expand a 64-bit seed with splitmix64 */
uint64_t pm_rng_next_u64(pm_rng *r);          /* 64 uniformly random bits */
double pm_rng_uniform(pm_rng *r);             /* uniform in [0, 1), 53-bit resolution */
uint64_t pm_rng_below(pm_rng *r, uint64_t n); /* uniform in [0, n), unbiased; n > 0 */
double pm_rng_normal(pm_rng *r);              /* standard normal (Box-Muller) */

/* Mix two values into a seed for an independent stream (e.g. seed and fit number). */
uint64_t pm_rng_mix(uint64_t a, uint64_t b);

#endif
