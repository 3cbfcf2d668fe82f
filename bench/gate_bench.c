/* gate_bench.c - how often the gate raises a false alarm, and how often it catches a real
 * worsening.
 *
 * usage: gate_bench [--pairs N] [--noise 0.05,0.10] [--rows 300,900]
 *                   [--worse 0,0.05,0.1,0.2,0.3] [--fits F] [--threads T] [--seed S]
 *                   [--paired 0|1] [--misfit M] [--constant F] [--from K] [--records FILE]
 *
 * Simulated CI runs from the paper's Table III model (bench/paper_truth.h):
 * per cell (noise, rows per framework) N baseline datasets; each is compared
 * with a candidate drawn independently (fresh noise, fresh configurations;
 * with --paired 1 the baseline's configurations measured again with fresh
 * noise, so the gate compares them pair by pair) from the same truth except
 * that every framework's gpus exponent is worse by the given amount (0:
 * nothing changed). --misfit M draws both from a law the model cannot
 * express: the gpus exponent grows by M * log(filters / 16). --constant F
 * multiplies Table III's constant C (0: none; where C is large beside the
 * scaled part of a time, a pair carries little information on an exponent). Both are fitted as
 * pmreport does (default 60/40 split, sandwich intervals, F fits) and compared with the gate's
 * default thresholds (pm_gate_compare, the same code as --baseline).
 *
 * Printed per (noise, rows, worsening): pairs; for "worse 0" the false-alarm
 * rate, the share of pairs in which any comparison (3 frameworks x 2
 * factors) regressed, and in brackets the share of comparisons that did;
 * for a worsening, the detection rate, the share of
 * gpus comparisons that regressed, and the false alarms on batch_size in the
 * same pairs; inconclusive comparisons; the median MDC of gpus. A rate of 0
 * or 1 out of N has a 95% upper/lower bound of about 3/N; bypairs: the share of
 * comparisons the paired comparison judged. Figures, not a test.
 *
 * --from K runs pairs K..K+N-1 of each cell (the same datasets as in a run from 0), and
 * --records FILE writes every comparison as a tab-separated line (noise, rows, worse, pair,
 * group, factor, method, verdict, delta, se_d, threshold, z, mdc): runs over slices of the
 * pairs, in parallel, are merged by bench/gate_merge.py into the figures printed here. */
#include "fit/protocol.h"
#include "gate/gate.h"
#include "paper_truth.h"
#include "result/result.h"
#include "util/buf.h"
#include "util/rng.h"
#include "util/stats.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Fit the campaign sim into *r. 0, or -1 (message printed). */
static int S_fit(const char *dir, const pm_paper_sim *sim, const pm_fit_opts *o, pm_result *r)
{
    pm_buf csv = PM_BUF_INIT;
    pm_paper_csv_sim(&csv, sim);
    char path[256];
    snprintf(path, sizeof path, "%s/data.csv", dir);
    FILE *fp = fopen(path, "wb");
    int ok = fp && fwrite(csv.data, 1, csv.len, fp) == csv.len;
    if (fp && fclose(fp) != 0)
        ok = 0;
    pm_buf_free(&csv);
    if (!ok) {
        fprintf(stderr, "gate_bench: cannot write %s\n", path);
        return -1;
    }
    pm_error err;
    pm_error_clear(&err);
    pm_paper_loaded L;
    pm_fit f;
    if (pm_paper_load(path, 0.6, &L, &err) != 0 || pm_fit_run(&L.d, o, &f, &err) != 0) {
        fprintf(stderr, "gate_bench: %s\n", err.msg);
        return -1;
    }
    pm_result_from_fit(&L.d, &f, NULL, r);
    pm_fit_free(&f);
    pm_paper_unload(&L);
    return 0;
}

/* The best standard error any paired estimate of the gpus exponent's change can have in
 * framework fw of the campaign sim: the pairs' log ratios (noise sigma in each run, so 2 sigma^2
 * per pair) regressed on an intercept and the true shares times the log factors, as if each
 * share were known (the Cramer-Rao bound of the linearised pairs). */
static double S_oracle_se(const pm_paper_sim *sim, size_t fw)
{
    size_t n = sim->n;
    double *lg = calloc(n, sizeof *lg), *lb = calloc(n, sizeof *lb), *sh = calloc(n, sizeof *sh);
    pm_paper_design(sim, fw, lg, lb, sh);
    double a[3][3] = {{0}};
    for (size_t i = 0; i < n; i++) {
        double x[3] = {1.0, sh[i] * lg[i], sh[i] * lb[i]};
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++)
                a[j][k] += x[j] * x[k];
    }
    free(lg);
    free(lb);
    free(sh);
    /* (A^-1)[1][1] by cofactors */
    double det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
                 a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
                 a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
    double inv11 = (a[0][0] * a[2][2] - a[0][2] * a[2][0]) / det;
    return sqrt(2.0 * sim->sigma * sim->sigma * inv11);
}

/* The chance that an estimate of a change delta with standard error se regresses: passes the
 * threshold by z se, as the gate's rule. */
static double S_power(double delta, double threshold, double z, double se)
{
    return 0.5 * erfc(-(delta - threshold - z * se) / se / sqrt(2.0));
}

static size_t S_list(const char *s, double *out, size_t max)
{
    size_t n = 0;
    while (*s && n < max) {
        char *end;
        out[n++] = strtod(s, &end);
        s = *end == ',' ? end + 1 : end;
        if (*end != ',' && *end != '\0')
            break;
    }
    return n;
}

int main(int argc, char **argv)
{
    size_t pairs = 100;
    double noise[4] = {0.05, 0.10}, rows[4] = {300, 900}, worse[8] = {0, 0.05, 0.1, 0.2, 0.3};
    size_t nnoise = 2, nrows = 2, nworse = 5;
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.threads = 0;
    uint64_t seed = 1;
    int paired = 0;
    double misfit = 0.0, c_scale = 1.0;
    size_t from = 0;
    const char *records = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (strcmp(k, "--pairs") == 0)
            pairs = (size_t)atol(v);
        else if (strcmp(k, "--noise") == 0)
            nnoise = S_list(v, noise, 4);
        else if (strcmp(k, "--rows") == 0)
            nrows = S_list(v, rows, 4);
        else if (strcmp(k, "--worse") == 0)
            nworse = S_list(v, worse, 8);
        else if (strcmp(k, "--fits") == 0)
            o.fits = (size_t)atol(v);
        else if (strcmp(k, "--threads") == 0)
            o.threads = atoi(v);
        else if (strcmp(k, "--seed") == 0)
            seed = (uint64_t)atoll(v);
        else if (strcmp(k, "--paired") == 0)
            paired = atoi(v);
        else if (strcmp(k, "--misfit") == 0)
            misfit = atof(v);
        else if (strcmp(k, "--constant") == 0)
            c_scale = atof(v);
        else if (strcmp(k, "--from") == 0)
            from = (size_t)atol(v);
        else if (strcmp(k, "--records") == 0)
            records = v;
        else {
            fprintf(stderr, "gate_bench: unknown option %s\n", k);
            return 2;
        }
    }
    char dir[] = "/tmp/pm_gate_bench_XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    FILE *rec = records ? fopen(records, "w") : NULL;
    if (records && rec == NULL) {
        fprintf(stderr, "gate_bench: cannot write %s\n", records);
        return 2;
    }
    pm_gate_opts go;
    pm_gate_opts_init(&go);
    printf("gate with default thresholds (%g), %zu fits per dataset, %zu pairs per cell, "
           "rows per framework (60%% fitted), seed %llu\n",
           PM_GATE_DEFAULT_THRESHOLD, o.fits, pairs, (unsigned long long)seed);
    printf("%s; %s\n",
           paired ? "paired: each candidate measures its baseline's configurations again (fresh "
                    "noise)"
                  : "unpaired: each candidate draws fresh configurations",
           misfit != 0.0 ? "misspecified law: the gpus exponent grows by misfit * log(filters/16)"
                         : "the paper's law");
    if (misfit != 0.0)
        printf("misfit %g\n", misfit);
    if (c_scale != 1.0)
        printf("the constant C of Table III times %g\n", c_scale);
    printf("false_alarm: share of unchanged pairs with any regression (in brackets: share of\n"
           "the comparisons, 3 frameworks x 2 factors per pair, that regressed)\n");
    printf("%-6s %5s %6s %6s %18s %10s %14s %8s %9s %8s\n", "noise", "rows", "worse", "pairs",
           "false_alarm", "detected", "false_batch", "inconcl", "mdc_gpus", "bypairs");
    time_t start = time(NULL);
    for (size_t in = 0; in < nnoise; in++)
        for (size_t ir = 0; ir < nrows; ir++) {
            size_t nw = nworse;
            size_t *alarm = calloc(nw, sizeof *alarm), *det = calloc(nw, sizeof *det);
            size_t *fbatch = calloc(nw, sizeof *fbatch), *incon = calloc(nw, sizeof *incon);
            size_t *ngpus = calloc(nw, sizeof *ngpus), *nbatch = calloc(nw, sizeof *nbatch);
            size_t *done = calloc(nw, sizeof *done), *rowalarm = calloc(nw, sizeof *rowalarm);
            size_t *nrowsall = calloc(nw, sizeof *nrowsall), *bypairs = calloc(nw, sizeof *bypairs);
            double *mdc = calloc(nw * pairs * PM_PAPER_NFW + 1, sizeof *mdc);
            /* per unchanged pair the largest (delta - threshold) / se_d over its comparisons, per
             * gpus comparison its own: the critical value z at which each would regress */
            double *zstat = calloc(nw * pairs * PM_PAPER_NFW + 1, sizeof *zstat);
            size_t *nz = calloc(nw, sizeof *nz);
            /* per worsening and factor (gpus, batch_size): n, sum delta, sum delta^2, sum se_d^2
               over the comparisons judged, to set the spread of the estimates beside their
               standard errors */
            double *cal = calloc(nw * 2 * 4, sizeof *cal);
            size_t *nmdc = calloc(nw, sizeof *nmdc);
            /* paired cells: detections per framework, and the best any paired estimate could
             * do (S_oracle_se) summed as probabilities */
            size_t *detfw = calloc(nw * PM_PAPER_NFW, sizeof *detfw);
            size_t *nfw = calloc(nw * PM_PAPER_NFW, sizeof *nfw);
            double *best = calloc(nw * PM_PAPER_NFW, sizeof *best);
            double *known = calloc(nw * PM_PAPER_NFW, sizeof *known);
            for (size_t pi = from; pi < from + pairs; pi++) {
                uint64_t cell = pm_rng_mix(pm_rng_mix(seed, in), ir);
                pm_result base;
                uint64_t bs = pm_rng_mix(cell, 2 * pi);
                /* unpaired: one stream for configurations and noise, as ever; paired: the
                   configurations from their own stream, which the candidates draw again */
                pm_paper_sim sim = {bs,
                                    paired ? pm_rng_mix(bs, 1) : bs,
                                    (size_t)rows[ir],
                                    1,
                                    noise[in],
                                    0.0,
                                    1.0,
                                    misfit,
                                    c_scale};
                if (S_fit(dir, &sim, &o, &base) != 0)
                    return 1;
                double ose[PM_PAPER_NFW];
                for (size_t fw = 0; fw < PM_PAPER_NFW; fw++)
                    ose[fw] = paired ? S_oracle_se(&sim, fw) : NAN;
                for (size_t iw = 0; iw < nw; iw++) {
                    pm_result cand;
                    uint64_t cs = pm_rng_mix(pm_rng_mix(cell, 2 * pi + 1), iw);
                    /* paired: the baseline's configurations again, fresh noise */
                    sim.design_seed = paired ? bs : cs;
                    sim.noise_seed = cs;
                    sim.dq_gpus = worse[iw];
                    if (S_fit(dir, &sim, &o, &cand) != 0)
                        return 1;
                    pm_gate g;
                    pm_gate_compare(&base, &cand, &go, "baseline", 0, 0, &g);
                    done[iw]++;
                    alarm[iw] += worse[iw] == 0.0 && g.nregression > 0;
                    double zmax = -INFINITY;
                    for (size_t k = 0; k < g.nrows; k++) {
                        const pm_gate_row *row = &g.rows[k];
                        if (rec)
                            fprintf(rec,
                                    "%g\t%g\t%g\t%zu\t%s\t%s\t%s\t%d\t%.9g\t%.9g\t%g\t%.9g\t%.9g\n",
                                    noise[in], rows[ir], worse[iw], pi, row->group, row->factor,
                                    row->method == PM_GATE_BY_PAIRS ? "pairs" : "model",
                                    (int)row->verdict, row->delta, row->se_d, row->threshold,
                                    row->z, row->mdc);
                        double zs = (row->delta - row->threshold) / row->se_d;
                        if (row->verdict != PM_GATE_INCONCLUSIVE && isfinite(zs)) {
                            if (worse[iw] == 0.0 && zs > zmax)
                                zmax = zs;
                            else if (worse[iw] != 0.0 && strcmp(row->factor, "gpus") == 0)
                                zstat[iw * pairs * PM_PAPER_NFW + nz[iw]++] = zs;
                        }
                        int gpus = strcmp(row->factor, "gpus") == 0;
                        if (row->verdict != PM_GATE_INCONCLUSIVE && isfinite(row->delta) &&
                            isfinite(row->se_d)) {
                            double *c = cal + (iw * 2 + (gpus ? 0 : 1)) * 4;
                            double d = row->delta - (gpus ? worse[iw] : 0.0);
                            c[0] += 1.0;
                            c[1] += d;
                            c[2] += d * d;
                            c[3] += row->se_d * row->se_d;
                        }
                        incon[iw] += row->verdict == PM_GATE_INCONCLUSIVE;
                        nrowsall[iw]++;
                        bypairs[iw] += row->method == PM_GATE_BY_PAIRS;
                        rowalarm[iw] += worse[iw] == 0.0 && row->verdict == PM_GATE_REGRESSION;
                        if (gpus) {
                            ngpus[iw]++;
                            det[iw] += row->verdict == PM_GATE_REGRESSION;
                            size_t fw = pm_paper_framework(row->group);
                            if (fw < PM_PAPER_NFW) {
                                size_t at = iw * PM_PAPER_NFW + fw;
                                detfw[at] += row->verdict == PM_GATE_REGRESSION;
                                nfw[at]++;
                                /* the oracle regresses when its estimate passes the threshold
                                   by z of its se, as the gate's rule */
                                double se = ose[fw];
                                best[at] += S_power(worse[iw], row->threshold, row->z, se);
                                /* knowing the baseline's law exactly, only this run's noise
                                   remains: half the variance */
                                known[at] +=
                                    S_power(worse[iw], row->threshold, row->z, se / sqrt(2.0));
                            }
                            if (isfinite(row->mdc))
                                mdc[iw * pairs * PM_PAPER_NFW + nmdc[iw]++] = row->mdc;
                        } else {
                            nbatch[iw]++;
                            fbatch[iw] += row->verdict == PM_GATE_REGRESSION;
                        }
                    }
                    if (worse[iw] == 0.0)
                        zstat[iw * pairs * PM_PAPER_NFW + nz[iw]++] = zmax;
                    pm_gate_free(&g);
                    pm_result_free(&cand);
                }
                pm_result_free(&base);
            }
            for (size_t iw = 0; iw < nw; iw++) {
                double *m = mdc + iw * pairs * PM_PAPER_NFW;
                qsort(m, nmdc[iw], sizeof *m, pm_cmp_double);
                double med = nmdc[iw] ? m[nmdc[iw] / 2] : NAN;
                char fa[32], de[32];
                if (worse[iw] == 0.0) {
                    snprintf(fa, sizeof fa, "%.1f%% (%.2f%%)",
                             100.0 * (double)alarm[iw] / (double)done[iw],
                             100.0 * (double)rowalarm[iw] /
                                 (double)(nrowsall[iw] ? nrowsall[iw] : 1));
                    snprintf(de, sizeof de, "-");
                } else {
                    snprintf(fa, sizeof fa, "-");
                    snprintf(de, sizeof de, "%.1f%%",
                             100.0 * (double)det[iw] / (double)(ngpus[iw] ? ngpus[iw] : 1));
                }
                printf("%-6.2f %5.0f %6.2f %6zu %18s %10s %13.1f%% %8zu %9.3f %7.0f%%\n", noise[in],
                       rows[ir], worse[iw], done[iw], fa, de,
                       100.0 * (double)fbatch[iw] / (double)(nbatch[iw] ? nbatch[iw] : 1),
                       incon[iw], med,
                       100.0 * (double)bypairs[iw] / (double)(nrowsall[iw] ? nrowsall[iw] : 1));
            }
            if (paired)
                for (size_t iw = 0; iw < nw; iw++) {
                    printf("  worse %.2f, gpus %s per framework (at best: from pairs with the "
                           "true shares; knowing the baseline's law):",
                           worse[iw], worse[iw] == 0.0 ? "false alarms" : "detected");
                    for (size_t fw = 0; fw < PM_PAPER_NFW; fw++) {
                        size_t at = iw * PM_PAPER_NFW + fw;
                        double nn = (double)(nfw[at] ? nfw[at] : 1);
                        printf("  %s %.1f%% (%.1f%%; %.1f%%)",
                               fw == 0   ? "mxnet"
                               : fw == 1 ? "pytorch"
                                         : "tensorflow",
                               100.0 * (double)detfw[at] / nn, 100.0 * best[at] / nn,
                               100.0 * known[at] / nn);
                    }
                    printf("\n");
                }
            /* what other critical values would have given: per run for unchanged pairs, per
             * gpus comparison for worsened ones (1.645: the gate's; 2.394: Bonferroni over 6) */
            static const double zc[] = {1.645, 1.96, 2.128, 2.241, 2.394};
            for (size_t iw = 0; iw < nw; iw++) {
                printf("  z-curve worse %.2f:", worse[iw]);
                for (size_t j = 0; j < sizeof zc / sizeof *zc; j++) {
                    size_t hit = 0;
                    for (size_t k = 0; k < nz[iw]; k++)
                        hit += zstat[iw * pairs * PM_PAPER_NFW + k] > zc[j];
                    printf("  z=%.3f %5.1f%%", zc[j],
                           100.0 * (double)hit / (double)(nz[iw] ? nz[iw] : 1));
                }
                printf("  (%s)\n", worse[iw] == 0.0 ? "false alarms per run" : "gpus detected");
            }
            /* calibration: the estimates' bias and spread around the truth against the root mean
               square of their standard errors (ratio above 1: the errors are too small) */
            for (size_t iw = 0; iw < nw; iw++) {
                printf("  calibration worse %.2f:", worse[iw]);
                for (int f = 0; f < 2; f++) {
                    const double *c = cal + (iw * 2 + (size_t)f) * 4;
                    double n = c[0] > 0 ? c[0] : 1.0, mean = c[1] / n;
                    double sd = sqrt(fmax(0.0, c[2] / n - mean * mean)), rms = sqrt(c[3] / n);
                    printf("  %s n %.0f bias %+.4f sd %.4f rms_se %.4f ratio %.2f",
                           f == 0 ? "gpus" : "batch_size", c[0], mean, sd, rms, sd / rms);
                }
                printf("\n");
            }
            fflush(stdout);
            free(cal);
            free(zstat);
            free(detfw);
            free(nfw);
            free(best);
            free(known);
            free(nz);
            free(alarm);
            free(det);
            free(fbatch);
            free(incon);
            free(ngpus);
            free(nbatch);
            free(done);
            free(rowalarm);
            free(nrowsall);
            free(bypairs);
            free(mdc);
            free(nmdc);
        }
    printf("total %.0f s\n", difftime(time(NULL), start));
    if (rec && fclose(rec) != 0)
        fprintf(stderr, "gate_bench: could not write %s\n", records);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "gate_bench: could not remove %s\n", dir);
    pm_gate_opts_free(&go);
    return 0;
}
