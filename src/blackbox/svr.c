/* svr.c - epsilon-SVR with an RBF kernel through libsvm. */
#include "blackbox/svr.h"

#include "util/xalloc.h"

#include <libsvm/svm.h>
#include <pthread.h>
#include <stdlib.h>

static void S_quiet(const char *s)
{
    (void)s;
}

static void S_silence(void)
{
    svm_set_print_string_function(S_quiet);
}

/* Row k of m as libsvm's sparse vector: every column (index from 1), then index -1. */
static void S_row(const pm_bb_design *m, size_t k, struct svm_node *nodes)
{
    for (size_t c = 0; c < m->ncol; c++) {
        nodes[c].index = (int)c + 1;
        nodes[c].value = m->x[k * m->ncol + c];
    }
    nodes[m->ncol].index = -1;
    nodes[m->ncol].value = 0.0;
}

void pm_svr_fit_predict(const pm_bb_design *m, const size_t *train, size_t ntrain,
                        const pm_svr_params *p, const size_t *pred, size_t npred, double *out)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, S_silence);
    size_t w = m->ncol + 1;
    struct svm_node *nodes = pm_xmalloc_array(pm_st_add(pm_st_mult(ntrain, w), w), sizeof *nodes);
    struct svm_node **rows = pm_xmalloc_array(ntrain + 1, sizeof *rows);
    double *y = pm_xmalloc_array(ntrain + 1, sizeof *y);
    for (size_t i = 0; i < ntrain; i++) {
        rows[i] = nodes + i * w;
        S_row(m, train[i], rows[i]);
        y[i] = m->y[train[i]];
    }
    struct svm_problem prob = {(int)ntrain, y, rows};
    struct svm_parameter par = {0};
    par.svm_type = EPSILON_SVR;
    par.kernel_type = RBF;
    par.gamma = p->gamma;
    par.C = p->c;
    par.p = p->epsilon;
    par.eps = p->tolerance;
    par.cache_size = 32; /* MB of kernel cache per training */
    par.shrinking = 1;
    par.probability = 0; /* probability estimates would draw from rand() */
    struct svm_model *model = svm_train(&prob, &par);
    struct svm_node *q = nodes + ntrain * w; /* the spare row */
    for (size_t i = 0; i < npred; i++) {
        S_row(m, pred[i], q);
        out[i] = svm_predict(model, q);
    }
    svm_free_and_destroy_model(&model);
    free(nodes);
    free(rows);
    free(y);
}
