/* forest.c - the random forest through XGBoost's C API (one boosting round of parallel trees). */
#include "blackbox/forest.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <xgboost/c_api.h>

/* rows of m as a float matrix for XGBoost */
static float *S_rows(const pm_bb_design *m, const size_t *rows, size_t n)
{
    float *x = pm_xmalloc_array(pm_st_add(pm_st_mult(n, m->ncol), 1), sizeof *x);
    for (size_t i = 0; i < n; i++)
        for (size_t c = 0; c < m->ncol; c++)
            x[i * m->ncol + c] = (float)m->x[rows[i] * m->ncol + c];
    return x;
}

int pm_forest_fit_predict(const pm_bb_design *m, const size_t *train, size_t ntrain,
                          const pm_forest_params *p, const size_t *pred, size_t npred, double *out,
                          pm_error *err)
{
    DMatrixHandle dtrain = NULL, dpred = NULL;
    BoosterHandle b = NULL;
    float *xt = S_rows(m, train, ntrain), *xp = S_rows(m, pred, npred);
    float *yt = pm_xmalloc_array(ntrain + 1, sizeof *yt);
    for (size_t i = 0; i < ntrain; i++)
        yt[i] = (float)m->y[train[i]];
    char trees[32], depth[32], seed[32];
    snprintf(trees, sizeof trees, "%zu", p->trees);
    snprintf(depth, sizeof depth, "%zu", p->depth);
    snprintf(seed, sizeof seed, "%d", (int)(p->seed & 0x7fffffff));
    /* XGBoost's random-forest recipe; base_score 0 because the target is centred;
       reg_lambda 0: a leaf is the plain mean of its rows; min_child_weight 2: no leaf
       of a single row (the squared error's hessian is 1 per row), which halves the
       nodes of a deep tree, and so its cost, at the same cross-validated error on
       the benchmark data */
    const char *const params[][2] = {
        {"booster", "gbtree"},   {"objective", "reg:squarederror"},
        {"tree_method", "hist"}, {"num_parallel_tree", trees},
        {"max_depth", depth},    {"learning_rate", "1"},
        {"subsample", "0.8"},    {"colsample_bynode", "0.8"},
        {"reg_lambda", "0"},     {"min_child_weight", "2"},
        {"base_score", "0"},     {"nthread", "1"},
        {"seed", seed},          {"verbosity", "0"},
    };
    int rc = -1;
    bst_ulong len = 0;
    const float *res = NULL;
    if (XGDMatrixCreateFromMat(xt, ntrain, m->ncol, NAN, &dtrain) != 0 ||
        XGDMatrixSetFloatInfo(dtrain, "label", yt, ntrain) != 0 ||
        XGDMatrixCreateFromMat(xp, npred, m->ncol, NAN, &dpred) != 0 ||
        XGBoosterCreate(&dtrain, 1, &b) != 0)
        goto done;
    for (size_t i = 0; i < sizeof params / sizeof *params; i++)
        if (XGBoosterSetParam(b, params[i][0], params[i][1]) != 0)
            goto done;
    if (XGBoosterUpdateOneIter(b, 0, dtrain) != 0 ||
        XGBoosterPredict(b, dpred, 0, 0, 0, &len, &res) != 0)
        goto done;
    if (len != npred) {
        pm_error_set(err, PM_ERR_INTERNAL, NULL, 0,
                     "XGBoost returned %llu predictions for %zu rows", (unsigned long long)len,
                     npred);
        goto fail;
    }
    for (size_t i = 0; i < npred; i++)
        out[i] = (double)res[i];
    rc = 0;
done:
    if (rc != 0)
        pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "the random forest (XGBoost) failed: %s",
                     XGBGetLastError());
fail:
    if (b)
        XGBoosterFree(b);
    if (dtrain)
        XGDMatrixFree(dtrain);
    if (dpred)
        XGDMatrixFree(dpred);
    free(xt);
    free(xp);
    free(yt);
    return rc;
}
