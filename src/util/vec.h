/* vec.h - what the inner loops use to run wider: four doubles as one vector, and a second
 * copy of a function compiled for AVX2, picked at run time.
 *
 * With GCC and Clang, pm_v4 is a GNU C vector of four doubles: one 256-bit register in a
 * function compiled for AVX2. Each lane's arithmetic is exactly the scalar's (IEEE doubles;
 * ISO C mode does not contract a multiply and an add into one), so a loop on pm_v4 gives the
 * bytes the same loop on doubles gives: the vectors only keep its sums in registers. PM_V4 says
 * pm_v4 exists; code that uses it keeps a plain loop beside it for other compilers. Use pm_v4
 * in AVX2 copies only: elsewhere the compiler splits each operation into pieces.
 *
 * PM_AVX2_COPIES says this compiler can make the AVX2 copy (x86-64, GCC or Clang): a body
 * marked PM_INLINE, called from a plain function and from one marked PM_AVX2, and
 * pm_cpu_avx2() to choose between them. Both copies give the same bytes (no fused
 * multiply-add either way), so the choice is one of speed only.
 */
#ifndef PM_VEC_H
#define PM_VEC_H

#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
typedef double pm_v4 __attribute__((vector_size(4 * sizeof(double))));
#define PM_V4 1

/* v = p[0..4), no alignment needed (a macro: a function returning a vector changes the ABI
   between AVX2 and SSE2 callers, which the compiler warns about) */
#define pm_v4_load(v, p) memcpy(&(v), (p), sizeof(pm_v4))
/* p[0..4) = v */
#define pm_v4_store(p, v) memcpy((p), &(v), sizeof(pm_v4))

#define PM_INLINE static inline __attribute__((always_inline))
#else
#define PM_INLINE static inline
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PM_AVX2_COPIES 1
#define PM_AVX2 __attribute__((target("avx2")))
/* 1 when this CPU runs AVX2 */
#define pm_cpu_avx2() __builtin_cpu_supports("avx2")
#endif

#endif
