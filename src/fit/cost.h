/* cost.h - what a fit minimises: a loss on the training times plus a penalty on the unknowns.
 *
 *   cost(x) = loss(t_hat(x), t) + lambda * R(x)
 *
 * loss: "log"  mean squared log error, mean (ln t_hat - ln t)^2 (the default:
 *              relative, so a configuration that takes 100x longer does not
 *              outweigh the rest, and unbiased under multiplicative noise);
 *       "mae"  mean absolute error (the paper's eq. 8);
 *       "mape" mean absolute percentage error.
 * R:    none, L1 = sum |x_i|, or L2 = sum x_i^2 over every unknown but C (the
 *       paper's eq. 10, 11), the level terms counted as the paper counts them: its
 *       own term per level. In the gauge of the level terms (model.h) x holds each
 *       categorical's differences from its reference level and one base a0, the sum of
 *       the references' terms; any split of a0 among the categoricals (r_c with sum a0,
 *       the level l of c at r_c + d_l) predicts the same, and R is the paper's
 *       penalty of the split that makes it least (pm_cost_l2_add: for L2 the
 *       least-norm split, a quadratic form of a0 and the differences; for L1, the
 *       split with every r_c >= 0, a0 on the categorical with fewest levels). So
 *       --preset paper minimises the paper's own cost, as before the gauge.
 * The cost is computed in model units (times divided by the data scale, see
 * model.h); with scale 1 it is exactly the paper's cost in the data's unit.
 */
#ifndef PM_COST_H
#define PM_COST_H

#include "fit/model.h"

typedef enum { PM_LOSS_LOG = 0, PM_LOSS_MAE, PM_LOSS_MAPE } pm_loss;
typedef enum { PM_REG_NONE = 0, PM_REG_L1, PM_REG_L2 } pm_reg;

typedef struct pm_cost_config {
    pm_loss loss;    /* the loss */
    pm_reg reg;      /* the penalty */
    double lambda;   /* its weight */
    double coef_max; /* upper bound of every a and of C, in model units (lower bound 0) */
    double pow_max;  /* powers p, q lie in [-pow_max, pow_max] */
} pm_cost_config;

const char *pm_loss_name(pm_loss l);
const char *pm_reg_name(pm_reg r);
int pm_loss_from_name(const char *s, pm_loss *out); /* 0 ok, -1 unknown */
int pm_reg_from_name(const char *s, pm_reg *out);   /* 0 ok, -1 unknown */

/* The loss of predictions pred against m's times (no penalty). */
double pm_cost_loss(const pm_model_data *m, pm_loss loss, const double *pred);

/* Add s * Q into the first pm_model_nlin(m) rows and columns of A (leading dimension ld),
 * where x_lin' Q x_lin is the L2 penalty's part on the coefficients a (identity on the
 * numeric ones; on the level block the least-norm form above). */
void pm_cost_l2_add(const pm_model_data *m, double s, double *A, size_t ld);

/* Add s * Q x_lin into g[0 .. pm_model_nlin(m)): half the gradient of s * x_lin' Q x_lin. */
void pm_cost_l2_apply(const pm_model_data *m, double s, const double *x, double *g);

/* The L1 penalty's weight of linear unknown i (< pm_model_nlin(m)): 1, but for the base a0
 * the number of levels of the categorical parameter with fewest (1 without one). */
double pm_cost_l1_weight(const pm_model_data *m, size_t i);

/* The penalty lambda * R(x) (0 for PM_REG_NONE). */
double pm_cost_penalty(const pm_model_data *m, const pm_cost_config *cfg, const double *x);

/* The whole cost of x; pred (m->n doubles) receives the predictions. */
double pm_cost_eval(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                    pm_model_work *w, double *pred);

/* Lower and upper bounds of every unknown of x under cfg (nx entries each). */
void pm_cost_bounds(const pm_model_data *m, const pm_cost_config *cfg, double *lo, double *hi);

#endif
