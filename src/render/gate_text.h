/* gate_text.h - the gate's comparison as people read it: the terminal's table and the sentences
 * the reports put under their gate tables.
 *
 * gate/gate.h decides; this file only words the decision (fit.txt, the terminal, and the pieces
 * summary.md and index.html share), so the gate holds no text for people beyond each row's
 * reason and notes, which it makes as it judges.
 */
#ifndef PM_GATE_TEXT_H
#define PM_GATE_TEXT_H

#include "gate/gate.h"
#include "util/buf.h"

#include <stddef.h>

/* Append the gate as plain text (a table and the notes) for the terminal and fit.txt. */
void pm_gate_text(const pm_gate *g, pm_buf *out);

/* The row's "this run" exponent as the tables show it, so that the baseline's q plus the change
 * is this run's q: for a paired row the baseline's q plus the paired change, with this run's own
 * fit beside it ("1.61 (own fit 1.48)"); else this run's fit. sig significant digits, NAN as
 * pm_fmt_num writes it. */
void pm_gate_fmt_this_q(const pm_gate_row *row, int sig, char *out, size_t size);

/* One sentence for under a gate table: what its "change" and "this run q" columns are. */
extern const char pm_gate_columns_note[];

/* The rule as one sentence for a report's footnote, with g's z and its number of groups:
 * "A factor regresses when its change minus the threshold exceeds 2.13 standard errors of the
 * change (one-sided 95%, Bonferroni over the 3 groups compared)." */
void pm_gate_rule_text(const pm_gate *g, char *out, size_t size);

#endif
