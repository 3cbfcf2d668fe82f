/* varpro.h - variable projection: for given powers, the best linear coefficients in closed form.
 *
 * For fixed powers p and q the model is linear in (a, C), so the fit can search
 * over the few powers only and solve for the many coefficients: a bounded
 * least-squares problem (0 <= a, C <= coef_max) on normal equations of size
 * nlin + 1, solved by an active-set method (bvls.h). Each loss is reduced to
 * weighted least squares:
 *   log  - relative least squares, then Gauss-Newton steps on the log error;
 *   mae  - iteratively reweighted least squares (weights 1/|residual|);
 *   mape - the same with weights 1/(t |residual|).
 * L2 adds lambda to the diagonal, L1 shifts the right-hand side (a >= 0).
 */
#ifndef PM_VARPRO_H
#define PM_VARPRO_H

#include "fit/cost.h"
#include "fit/gram.h"
#include "fit/model.h"

typedef struct pm_vp_work {
    pm_model_work mw;  /* power tables and per-row sums */
    double *G;         /* (nlin+1)^2 normal matrix */
    double *h;         /* nlin+1 right-hand side */
    double *b;         /* nlin+1 coefficients [a | C] */
    double *lo, *hi;   /* their bounds */
    double *d;         /* nlin+1 column scales of the equilibrated system (see S_solve) */
    double *slo, *shi; /* the bounds in the equilibrated variables */
    double *bwork;     /* BVLS scratch */
    double *wt;        /* n row weights */
    double *y;         /* n working targets */
    double *pred;      /* n predictions */
    double *x;         /* nx full unknown vector */
    pm_gram *gram;     /* the first solve's normal equations from tables, or NULL (gram.h) */
    double *G0, *h0;   /* a copy of G, h as summed (PM_VP_FAST's cost for the log loss) */
} pm_vp_work;

void pm_vp_work_init(pm_vp_work *w, const pm_model_data *m, const pm_cost_config *cfg);
void pm_vp_work_free(pm_vp_work *w, const pm_model_data *m);

/* How hard to solve for the coefficients. */
typedef enum {
    PM_VP_FAST = 0, /* one weighted least-squares solve (used inside the global search) */
    PM_VP_EXACT     /* refine until the coefficients minimise the actual loss */
} pm_vp_mode;

/* Given the powers pw (nnum + next values, p then q), fill w->x with the full
 * unknown vector [a | a_lev | p | q | C] whose coefficients are optimal for
 * them (approximately, in PM_VP_FAST), and return its cost (loss + penalty).
 * In PM_VP_FAST with the log loss the cost is that of the solve itself, the mean
 * squared relative error (t_hat - t) / t (plus the penalty), which the normal
 * equations give without a pass over the configurations: the log loss to first
 * order, and the search only compares candidates (w's predictions are then not
 * computed). Otherwise the loss of w->x, with its predictions in w->pred. */
double pm_vp_solve(const pm_model_data *m, const pm_cost_config *cfg, const double *pw,
                   pm_vp_mode mode, pm_vp_work *w);

#endif
