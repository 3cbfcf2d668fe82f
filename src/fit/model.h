/* model.h - the generic performance model of one group: its unknowns, its data, its predictions.
 *
 *   t = ( sum_i a_i I_i^p_i  +  sum_l a_l [I = l] ) * prod_j E_j^q_j  +  C
 *
 * A pm_model_data holds one group's configurations in the form the fit needs:
 * for each parameter the table of distinct values (with their logarithms, so
 * I^p = exp(p ln I) is computed once per distinct value, not once per row) and
 * per configuration the index of its value. Categorical parameters contribute
 * one linear coefficient per level *present in the group*, their reference
 * level's folded into the base coefficient (below).
 *
 * The level terms are kept in a fixed gauge (docs/fit.md, "Level terms"): the
 * paper's a_l of one categorical can all grow by c while another's all shrink by
 * c with every prediction unchanged, so only their differences and one total are
 * seen by the data. Each categorical parameter has a reference level (of the
 * levels present in the rows the layout is made on, the one whose configurations
 * have the smallest median time), which has no slot of its own; its other levels'
 * slots hold their differences from it (>= 0), and one always-on slot, the base
 * coefficient a0 (cat_param and lev_param hold PM_MODEL_BASE for it, last of the
 * level slots), holds the sum of the reference levels' terms (>= 0). A
 * configuration at every reference level has a0 as its level term. With the
 * reference at the level of the smallest term, these bounds are the paper's
 * (every level's own term >= 0), so the gauge changes no prediction.
 *
 * With no intrinsic parameter at all (data that only scan GPUs or threads),
 * the sum would be empty and the model 0 * E^q + C; the layout then has the
 * base slot alone, so the model is a0 * prod E^q + C.
 *
 * The unknowns are kept in one vector x, in the paper's order:
 *   x = [ a_num (nnum) | a_lev (nlev) | p (nnum) | q (next) | C ]
 * so M = 2*nnum + nlev + next + 1. The first nlin = nnum + nlev entries (and C)
 * enter linearly; the nnl = nnum + next powers enter non-linearly.
 *
 * The product form (--model product, docs/fit.md "Model forms") is
 *
 *   t = ( sum_l a_l [I = l] ) * prod_i I_i^p_i * prod_j E_j^q_j  +  C
 *
 * one multiplicative intrinsic term whose coefficient is the sum of the level
 * coefficients (a0 when there is no categorical parameter). It uses the same
 * layout and so the same search, solve and intervals: the numeric intrinsic
 * parameters are not terms of the sum (nnum is 0) but lead the multiplicative
 * block, ext_param[0 .. nprod), with their powers p before the q's in x:
 *   x = [ a_lev (nlev) | p (nprod) | q (next - nprod) | C ]
 * So `next` counts every multiplicative power; pm_model_nfactor() is the
 * number of extrinsic factors, pm_model_iq() the position of the first q.
 *
 * Ownership: pm_model_data owns all its arrays; it borrows nothing from the
 * dataset after pm_model_data_build returns.
 */
#ifndef PM_MODEL_H
#define PM_MODEL_H

#include "dataset/dataset.h"
#include "fit/form.h"

#include <stddef.h>
#include <stdint.h>

/* The parameter index of the base coefficient's slot (no dataset parameter). */
#define PM_MODEL_BASE ((size_t)-1)

/* The parameter index of the regime slot (the segmented form's last power). */
#define PM_MODEL_REGIME ((size_t)-2)

/* Most factors a regime's product P may hold, and most factors with a log power. */
enum { PM_REGIME_MAX = 8, PM_LOGPOW_MAX = 8 };

/* A regime change (the segmented form, fit/form.h): past the breakpoint brk of the
 * product P of the factors param[], the time gains a factor (P / brk)^d. With one
 * factor, that factor's values are clamped at brk in its own power, so its q is the
 * exponent below the breakpoint and d the exponent past it; with several, each
 * factor's exponent past the breakpoint is its q plus d. Continuous at brk. */
typedef struct pm_regime {
    size_t nparam;               /* factors in P (1 .. PM_REGIME_MAX) */
    size_t param[PM_REGIME_MAX]; /* their dataset parameter indices (extrinsic) */
    double brk;                  /* the breakpoint in P */
    /* The log form (PM_LAYOUT_LOG, fit/form.h), chosen per group like a regime
       (fit/logpow.h): the factors E whose power is E^q (log2 E)^j with j > 0. */
    size_t nlog;                     /* such factors (0 .. PM_LOGPOW_MAX) */
    size_t log_param[PM_LOGPOW_MAX]; /* their dataset parameter indices (extrinsic) */
    unsigned log_j[PM_LOGPOW_MAX];   /* their j (1 or 2) */
} pm_regime;

/* 1 when reg holds a choice a form makes per group: a regime (nparam > 0) or log powers. */
static inline int pm_regime_chosen(const pm_regime *reg)
{
    return reg->nparam > 0 || reg->nlog > 0;
}

typedef struct pm_model_data {
    size_t n;          /* configurations */
    double *t;         /* measured time per configuration (model units, see scale) */
    double *lnt;       /* ln t */
    double scale;      /* data unit per model unit: t_data = t * scale */
    size_t nnum;       /* numeric intrinsic parameters (terms of the sum; 0 in the product form) */
    size_t ncat;       /* categorical parameters */
    size_t next;       /* multiplicative powers: nprod intrinsic ones (below), then extrinsic */
    size_t nlev;       /* linear level coefficients (levels present, over all categorical params) */
    size_t *num_param; /* nnum dataset parameter indices */
    size_t *cat_param; /* ncat dataset parameter indices */
    size_t *ext_param; /* next dataset parameter indices */
    size_t *lev_param; /* nlev: dataset parameter of each level slot */
    size_t *lev_value; /* nlev: level index (in the dataset's level list) of each slot */
    size_t *ref_value; /* ncat: the reference level of each categorical parameter, which has
                          no slot; unused for the base's entry (PM_MODEL_BASE) */
    size_t *nval;      /* nnum + next: distinct values of each power parameter */
    double **lnval;    /* nnum + next: ln of each distinct value */
    double **logmul;   /* nnum + next: the log form's (log2 value)^j of each distinct value of
                          a factor with a log power (reg.log_*), NULL for every other slot (and
                          the whole array NULL outside the log form): pm_model_powers multiplies
                          the power by it, so d pw / d q stays ln(value) pw */
    uint32_t *vidx;    /* n x (nnum + next): value index per configuration, row-major */
    uint32_t *slot;    /* n x ncat: level slot per configuration, row-major */

    pm_model_form form; /* a registered form (fit/form.h), never PM_FORM_AUTO */
    size_t nprod;       /* product form: the numeric intrinsic parameters, which lead the
                           multiplicative block (ext_param[0 .. nprod), counted in next);
                           0 in the paper's form */
    size_t nreg;        /* 1 when the layout has a regime (PM_LAYOUT_REGIME): its power d is
                           the last of the multiplicative block, after the q's (ext_param
                           holds PM_MODEL_REGIME there); else 0 */
    pm_regime reg;      /* the regime (when nreg) */
    double *reg_value;  /* nval of the regime slot: the distinct values of P in the dataset,
                           ascending (owned; NULL without a regime) */
    int view;           /* 1: its tables and rows belong to another pm_model_data
                           (pm_model_data_view), which must outlive it */
} pm_model_data;

/* Number of unknowns and the positions of each block in x. */
static inline size_t pm_model_nx(const pm_model_data *m)
{
    return 2 * m->nnum + m->nlev + m->next + 1;
}
static inline size_t pm_model_nlin(const pm_model_data *m)
{
    return m->nnum + m->nlev;
}
static inline size_t pm_model_nnl(const pm_model_data *m)
{
    return m->nnum + m->next;
}
/* x index of the first power (p_0); q_j is at pm_model_iq(m) + j; C is last. */
static inline size_t pm_model_ipow(const pm_model_data *m)
{
    return m->nnum + m->nlev;
}
/* x index of the first scaling exponent q, and the number of extrinsic factors. */
static inline size_t pm_model_iq(const pm_model_data *m)
{
    return m->nnum + m->nlev + m->nnum + m->nprod;
}
static inline size_t pm_model_nfactor(const pm_model_data *m)
{
    return m->next - m->nprod - m->nreg;
}
/* x index of the regime's power d (when m->nreg). */
static inline size_t pm_model_ireg(const pm_model_data *m)
{
    return pm_model_iq(m) + pm_model_nfactor(m);
}

/* Build the model data of group g in the given form (PM_FORM_PAPER or
 * PM_FORM_PRODUCT) from its configurations, configuration k taken use[k] times
 * (0 leaves it out; use NULL takes each once), dividing times by `scale` (1 keeps
 * the data unit). Level slots are made for the levels present in the chosen
 * configurations. Never fails (aborts on out of memory). Free with
 * pm_model_data_free. */
void pm_model_data_build(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                         double scale, pm_model_form form, pm_model_data *m);

/* As pm_model_data_build, in a form with a choice made per group (PM_LAYOUT_CHOSEN) given by
 * reg: a regime (PM_LAYOUT_REGIME) or log powers (PM_LAYOUT_LOG). */
void pm_model_data_build_regime(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                                double scale, pm_model_form form, const pm_regime *reg,
                                pm_model_data *m);

/* As pm_model_data_build_regime, followed in the same arrays by the configurations use leaves
 * out (each once, in the group's order): rows [0, *nuse) are the configurations use chooses,
 * on whose levels the layout is made, rows [*nuse, m->n) the others. For the training and
 * test rows as views of one block (pm_model_data_view), and every configuration without a
 * copy. */
void pm_model_data_build_split(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                               double scale, pm_model_form form, const pm_regime *reg,
                               pm_model_data *m, size_t *nuse);

/* Rows [k0, k1) of m as a model of their own, sharing m's layout, tables and rows (v->view
 * is 1): nothing is copied, m must outlive v, and pm_model_data_free(v) frees nothing. */
void pm_model_data_view(const pm_model_data *m, size_t k0, size_t k1, pm_model_data *v);

/* P, the product of reg's factors, for one configuration given as dataset value indices
 * (idx[j] for parameter j): what the regime compares with its breakpoint; NAN when the
 * configuration's group lacks one of them (PM_DATASET_ABSENT). */
double pm_regime_product(const pm_dataset *d, const pm_regime *reg, const uint32_t *idx);

/* The same layout (form, parameters, level slots, scale) on other configurations of
 * g, chosen by use as above: for predicting test rows with a model fitted on
 * training rows, or for a bootstrap resample. A level absent from the layout
 * contributes 0. */
void pm_model_data_like(const pm_model_data *layout, const pm_dataset *d, const pm_group *g,
                        const unsigned char *use, pm_model_data *m);

void pm_model_data_free(pm_model_data *m); /* NULL is a no-op; a view is only cleared */

/* Free m's per-configuration arrays (t, lnt, vidx, slot), keeping the layout and n: for a
 * caller done with evaluating m that still reads its parameters and counts (run.c, once a
 * million configurations are fitted). Nothing may evaluate m afterwards. A view only
 * forgets them (its owner's are dropped with the owner). */
void pm_model_data_drop_rows(pm_model_data *m);

/* The same layout (parameters, level slots, scale, value tables) on rows rows[0..k-1] of m,
 * in that order: the sample a global search runs on (engine.c). Never fails (aborts on out
 * of memory). Free with pm_model_data_free. */
void pm_model_data_rows(const pm_model_data *m, const size_t *rows, size_t k, pm_model_data *out);

/* Scratch for evaluations: power tables for the current x. */
typedef struct pm_model_work {
    double **pw; /* nnum + next tables: value^power */
    double *s;   /* n: intrinsic sum per configuration */
    double *f;   /* n: extrinsic product per configuration */
} pm_model_work;

void pm_model_work_init(pm_model_work *w, const pm_model_data *m);
void pm_model_work_free(pm_model_work *w, const pm_model_data *m);

/* Fill w->pw from the powers in x (only the non-linear part of x is read:
 * pw[i][v] = exp(x[ipow + i] * lnval[i][v]), times logmul[i][v] where the log form gives
 * the factor a log power). */
void pm_model_powers(const pm_model_data *m, const double *x, pm_model_work *w);

/* Predict every configuration: out[k] = S_k F_k + C. Calls pm_model_powers. */
void pm_model_predict(const pm_model_data *m, const double *x, pm_model_work *w, double *out);

/* The same for configurations k0 .. k1 - 1 only, from the tables pm_model_powers(m, x, w)
 * left (the same doubles as pm_model_predict's). */
void pm_model_predict_rows(const pm_model_data *m, const double *x, pm_model_work *w, double *out,
                           size_t k0, size_t k1);

/* The log power j of dataset parameter j's factor in m's layout (0 outside the log form and
 * for a factor without one). */
unsigned pm_model_logj(const pm_model_data *m, size_t param);

/* Name of unknown i of x for messages and model.json: "a[filters]", "a[activation=relu]",
 * "p[filters]", "q[gpus]", "C". Writes at most size bytes. */
void pm_model_xname(const pm_model_data *m, const pm_dataset *d, size_t i, char *out, size_t size);

#endif
