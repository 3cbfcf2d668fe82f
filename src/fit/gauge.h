/* gauge.h - one representative of the level terms where the design splits into parts.
 *
 * The fixed gauge (fit/model.h) leaves no freedom when every level of every categorical
 * parameter meets the others in one connected design. Real data often split: MLPerf renamed
 * its accelerators between rounds, so round v0.7 and the V100s it ran are seen only with each
 * other. In such a part (a set of levels joined by the configurations that have them, holding
 * no reference level) the data see only each configuration's sum of level terms: adding c to
 * every level of one categorical parameter there and subtracting c from every level of another
 * leaves every prediction unchanged. A fit then stops anywhere along that line, seeds disagree
 * and a bootstrap's interval describes the line, not the data.
 *
 * pm_gauge_settle moves a fit along those lines to one point: in each such part, every
 * categorical parameter but the first (in the layout's order) has its smallest difference there
 * at 0, the first taking up what they give. Every prediction, the loss and the bounds (>= 0)
 * are kept, so it is applied to every unpenalised fit (fit/engine.h); a penalty (L1, L2) already
 * picks one point of the line and is left alone.
 */
#ifndef PM_GAUGE_H
#define PM_GAUGE_H

#include "fit/cost.h"
#include "fit/model.h"

/* Move x (pm_model_nx(m) unknowns fitted to m's rows under cfg) to the representative above.
 * Nothing moves under a penalty, with fewer than two categorical parameters, or where the
 * design is connected. coef_max (cfg) bounds the first parameter's levels as in the fit. */
void pm_gauge_settle(const pm_model_data *m, const pm_cost_config *cfg, double *x);

/* The number of parts of m's rows that hold no reference level (each adds freedoms that
 * pm_gauge_settle fixes): 0 for a connected design, and with fewer than two categorical
 * parameters (each level is then a part of its own, with nothing to trade against). With part
 * non-NULL (m->nlev entries), each level slot's part: 1 .. that number for the slots of such a part
 * (numbered in slot order of their first slot), 0 for every other slot and the base. */
size_t pm_gauge_parts(const pm_model_data *m, size_t *part);

#endif
