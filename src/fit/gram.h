/* gram.h - the global search's normal equations from sums per value, not per configuration.
 *
 * Each candidate of the global search (varpro.h, PM_VP_FAST) solves weighted least squares
 * with weights 1/t^2 and targets t: the normal matrix G = sum_k w_k phi_k phi_k' and the
 * right-hand side h = sum_k w_k y_k phi_k over every configuration k. Its regressors are
 * products of power tables indexed by the configuration's values (phi = [F psi_num | F
 * onehot_levels | 1], psi_i = I_i^p_i, F = prod_j E_j^q_j), and those take few distinct
 * values. So every entry of G is
 *
 *   G_ab = sum_e F_e^2 sum_(u in a, v in b) z_u z_v S_e[u][v]
 *
 * where e runs over the combinations of extrinsic values present, u and v over "tokens" (a
 * numeric parameter's value, weighed by its power z_u = I^p, or a level slot, z_u = 1) and
 * S_e[u][v] is the sum of 1/t^2 over the configurations with combination e holding both
 * tokens: tables that depend on the data only, built once. A candidate then costs a pass
 * over the tables, independent of the number of configurations; the sums are the same as
 * the configurations', added in another order (the last bits differ).
 *
 * The tables pay only when the combinations and tokens are few beside the configurations;
 * pm_gram_new says when they do not (NULL), and the caller sums over the configurations.
 *
 * Ownership: a pm_gram owns its tables and its scratch and borrows nothing; one per thread
 * (varpro.h's pm_vp_work holds it).
 */
#ifndef PM_GRAM_H
#define PM_GRAM_H

#include "fit/model.h"

typedef struct pm_gram pm_gram;

/* The tables of m's configurations, or NULL when they would cost more per candidate than
 * a pass over the configurations, or more memory than a bound (a few MB). */
pm_gram *pm_gram_new(const pm_model_data *m);

void pm_gram_free(pm_gram *g); /* NULL is a no-op */

/* The normal equations of weighted least squares with weights 1/t_k^2 and targets t_k for
 * the power tables pw (pm_model_work.pw of the candidate's powers): the lower triangle of G
 * (nb x nb, nb = pm_model_nlin(m) + 1, row-major, the upper triangle left as it was) and h
 * (nb), both as sums over the configurations (not divided by n). m is the data g was built
 * from. */
void pm_gram_normal(pm_gram *g, const pm_model_data *m, double *const *pw, double *G, double *h);

#endif
