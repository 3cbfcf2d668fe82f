/* forest.c - the random forest through XGBoost's C API (one boosting round of parallel trees). */
#include "blackbox/forest.h"

#include "util/xalloc.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xgboost/c_api.h>

/* XGBoost, loaded at the first forest (dlopen) from the file the build found (PM_XGBOOST_FILE,
 * CMakeLists.txt): a run without black boxes (--baselines none, the gate's usual runs) does
 * not load it with libdmlc and libgomp, about 4 MB of every run and their start-up. The
 * header gives the types. Loaded once for every thread (pthread_once). */
#define S_XGB_FNS(X)                                                                               \
    X(XGBGetLastError)                                                                             \
    X(XGBoosterCreate)                                                                             \
    X(XGBoosterFree)                                                                               \
    X(XGBoosterPredict)                                                                            \
    X(XGBoosterSetParam)                                                                           \
    X(XGBoosterUpdateOneIter)                                                                      \
    X(XGDMatrixCreateFromMat)                                                                      \
    X(XGDMatrixFree)                                                                               \
    X(XGDMatrixSetFloatInfo)
static struct {
#define S_XGB_FN(f) __typeof__(f) *f;
    S_XGB_FNS(S_XGB_FN)
    int ok;            /* every function found */
    char problem[300]; /* else why not */
} S_xgb;
static pthread_once_t S_xgb_once = PTHREAD_ONCE_INIT;

static void S_xgb_load(void)
{
    void *h = dlopen(PM_XGBOOST_FILE, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        snprintf(S_xgb.problem, sizeof S_xgb.problem, "%s", dlerror());
        return;
    }
#define S_XGB_SYM(f)                                                                               \
    {                                                                                              \
        void *p = dlsym(h, #f);                                                                    \
        if (p == NULL && S_xgb.problem[0] == 0)                                                    \
            snprintf(S_xgb.problem, sizeof S_xgb.problem, "%s has no %s", PM_XGBOOST_FILE, #f);    \
        memcpy(&S_xgb.f, &p, sizeof p);                                                            \
    }
    S_XGB_FNS(S_XGB_SYM)
    S_xgb.ok = S_xgb.problem[0] == 0;
}

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
    pthread_once(&S_xgb_once, S_xgb_load);
    if (!S_xgb.ok)
        return pm_error_set(err, PM_ERR_IO, NULL, 0,
                            "the random forest needs XGBoost, which could not be loaded: %s",
                            S_xgb.problem);
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
    if (S_xgb.XGDMatrixCreateFromMat(xt, ntrain, m->ncol, NAN, &dtrain) != 0 ||
        S_xgb.XGDMatrixSetFloatInfo(dtrain, "label", yt, ntrain) != 0 ||
        S_xgb.XGDMatrixCreateFromMat(xp, npred, m->ncol, NAN, &dpred) != 0 ||
        S_xgb.XGBoosterCreate(&dtrain, 1, &b) != 0)
        goto done;
    for (size_t i = 0; i < sizeof params / sizeof *params; i++)
        if (S_xgb.XGBoosterSetParam(b, params[i][0], params[i][1]) != 0)
            goto done;
    if (S_xgb.XGBoosterUpdateOneIter(b, 0, dtrain) != 0 ||
        S_xgb.XGBoosterPredict(b, dpred, 0, 0, 0, &len, &res) != 0)
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
                     S_xgb.XGBGetLastError());
fail:
    if (b)
        S_xgb.XGBoosterFree(b);
    if (dtrain)
        S_xgb.XGDMatrixFree(dtrain);
    if (dpred)
        S_xgb.XGDMatrixFree(dpred);
    free(xt);
    free(xp);
    free(yt);
    return rc;
}
