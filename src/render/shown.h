/* shown.h - which groups a report shows in full when a run has many.
 *
 * A run of 10,000 groups made 50,005 figure files and a 3.26 MB summary.md
 * (GitHub's step summary takes 1 MiB). Past PM_REPORT_FULL_GROUPS groups the
 * report shows that many in full (index.html's section, figures and data
 * files, summary.md's rows): first the groups with a gate comparison that
 * regressed, then those with one that is inconclusive, then the worst by test
 * MAPE (the training MAPE when there are no test rows), ties by position. The
 * others are one row each in index.html's summary table, in
 * plots/exponents.csv, fit.txt and model.json, and the report says how many
 * were left out and where they are. At or below the threshold every group is
 * shown, as before. The choice depends only on the result and the gate, so the
 * same inputs give the same report.
 */
#ifndef PM_SHOWN_H
#define PM_SHOWN_H

#include "gate/gate.h"
#include "result/result.h"

#include <stddef.h>

/* The most groups shown in full. */
#define PM_REPORT_FULL_GROUPS 40

typedef struct pm_shown {
    unsigned char *full; /* full[gi] = 1 when group gi is shown in full (malloc'd); NULL when
                            every group is */
    size_t nfull;        /* groups shown in full */
    size_t nrest;        /* groups left to the summary table, exponents.csv and model.json */
    void *byname;        /* the groups sorted by name, for pm_shown_named (NULL when full is) */
    size_t ngroups;      /* entries of byname */
} pm_shown;

/* Choose for result r and gate (NULL when none ran). Free with pm_shown_free. */
void pm_shown_choose(const pm_result *r, const pm_gate *gate, pm_shown *s);

/* 1 when group gi is shown in full. */
int pm_shown_full(const pm_shown *s, size_t gi);

/* 1 unless name is a group of the result that is not shown in full (a name the
 * result lacks, say a group of the baseline only, is shown). */
int pm_shown_named(const pm_shown *s, const char *name);

void pm_shown_free(pm_shown *s);

#endif
