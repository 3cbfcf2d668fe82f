/* vec.h - four doubles as one vector, for sums the compiler would otherwise keep in memory.
 *
 * With GCC and Clang, pm_v4 is a GNU C vector of four doubles: 256 bits where the function is
 * compiled for AVX2, two SSE2 registers otherwise. Each lane's arithmetic is exactly the
 * scalar's (IEEE doubles; ISO C mode does not contract a multiply and an add into one), so a
 * loop on pm_v4 gives the bytes the same loop on doubles gives: the vectors only keep its sums
 * in registers. PM_V4 says pm_v4 exists; code that uses it keeps a plain loop beside it for
 * other compilers.
 *
 * Load and store through pm_v4_load / pm_v4_store: the doubles need no alignment.
 */
#ifndef PM_VEC_H
#define PM_VEC_H

#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
typedef double pm_v4 __attribute__((vector_size(4 * sizeof(double))));
#define PM_V4 1

/* *v = p[0..4) (a macro: a function returning a vector changes the ABI between the AVX2 and
   the SSE2 callers, which the compiler warns about). */
#define pm_v4_load(v, p) memcpy(&(v), (p), sizeof(pm_v4))
/* p[0..4) = v */
#define pm_v4_store(p, v) memcpy((p), &(v), sizeof(pm_v4))
#endif

#endif
