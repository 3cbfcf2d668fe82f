#!/usr/bin/env python3
"""Where the generic model misses on a LeNet-5 campaign: its residuals by (workers, threads).

    python3 examples/lenet5/misfit.py [--campaign FILE.jsonl] REPORT_DIR [REPORT_DIR ...]

REPORT_DIR is a pmreport output directory made from a campaign of this harness
(model.json and plots/gN-points.csv). For every group it prints the test MAPE and
the noise floor from model.json, then per (workers, threads) cell: the number of
configurations, the median of ln(predicted / measured) on the training
configurations (0 where the model is right on average), and the test MAPE in that
cell; then, for every square of four cells, the factor by which the effect of
threads differs between two numbers of workers; with --campaign (the JSONL the report was made from), also the cell's noise
floor from its repeated configurations, as pmreport estimates a group's (mean
|median / t - 1| times sqrt 2, for configurations measured 2 or 3 times). Last, the
test MAPE the model would have if it could scale each cell by its
own factor (exp of minus the cell's median training residual): a model outside the
generic family, since t = S(I) * prod E^q + C makes the effect of threads the same
at every number of workers. docs/lenet5-cpu-scaling.md quotes its output.

Python 3 standard library only.
"""
import csv
import json
import math
import os
import statistics
import sys
from collections import defaultdict


def pct(x):
    return "unknown" if x is None else "%.1f%%" % (100 * x)


def cell_floors(campaign):
    """Noise floor per (framework, workers, threads) from the repeated configurations."""
    runs = defaultdict(list)
    for line in open(campaign):
        r = json.loads(line)
        runs[tuple(sorted((k, v) for k, v in r.items() if k != "time_ms"))].append(r["time_ms"])
    dev = defaultdict(lambda: [0.0, 0])
    for key, times in runs.items():
        if len(times) not in (2, 3):  # c_r = sqrt 2 for 2 and 3 repeats (src/dataset/noise.h)
            continue
        k = dict(key)
        m = statistics.median(times)
        d = dev[(k["framework"], k["workers"], k["threads"])]
        d[0] += math.sqrt(2) * sum(abs(m / t - 1) for t in times)
        d[1] += len(times)
    return {key: s / n for key, (s, n) in dev.items()}


def report(path, floors):
    model = json.load(open(os.path.join(path, "model.json")))
    print("%s (--model %s)" % (path, model["settings"].get("model", "paper")))
    for gi, g in enumerate(model["groups"]):
        rows = list(csv.DictReader(open(os.path.join(path, "plots", "g%d-points.csv" % (gi + 1)))))
        noise = g.get("noise", {})
        print("  group %s, %s form: test MAPE %s (single measurements %s), noise floor %s"
              % (g["name"], g.get("form", "paper"), pct(g["metrics"]["test"]["mape"]),
                 pct(noise.get("test_mape_single")), pct(noise.get("floor"))))
        cells = defaultdict(lambda: {"train": [], "test": []})
        for r in rows:
            cells[(int(r["workers"]), int(r["threads"]))][r["split"]].append(
                (float(r["measured"]), float(r["predicted"])))
        print("    workers x threads   train  test   median ln(pred/meas), train   test MAPE"
              "   noise floor")
        factor = {}
        for key in sorted(cells):
            c = cells[key]
            med = statistics.median(math.log(p / m) for m, p in c["train"]) if c["train"] else 0.0
            factor[key] = math.exp(-med)
            mape = statistics.mean(abs(p - m) / m for m, p in c["test"]) if c["test"] else None
            print("    %7d x %-7d %7d %5d   %+27.2f   %9s   %11s"
                  % (key[0], key[1], len(c["train"]), len(c["test"]), med, pct(mape),
                     pct(floors.get((g["name"], key[0], key[1])))))
        # separability: in t = S(I) * prod E^q (+ a small C) the effect of threads t1 -> t2 is
        # the same factor at every number of workers, so the model's residuals in a square
        # of four cells must move together; how far they do not is the data's interaction
        med = {k: statistics.median(math.log(p / m) for m, p in c["train"])
               for k, c in cells.items() if c["train"]}
        for (w1, t1) in sorted(med):
            for (w2, t2) in sorted(med):
                if w2 > w1 and t2 > t1 and (w1, t2) in med and (w2, t1) in med:
                    d = (med[(w1, t2)] - med[(w1, t1)]) - (med[(w2, t2)] - med[(w2, t1)])
                    print("    threads %d -> %d changes the time by a factor %.2f more at %d "
                          "worker%s than at %d: no product of power laws has that"
                          % (t1, t2, math.exp(abs(d)), w1 if d < 0 else w2,
                             "" if (w1 if d < 0 else w2) == 1 else "s", w2 if d < 0 else w1))
        test = [(k, m, p) for k, c in cells.items() for m, p in c["test"]]
        plain = statistics.mean(abs(p - m) / m for _, m, p in test)
        fixed = statistics.mean(abs(p * factor[k] - m) / m for k, m, p in test)
        print("    test MAPE %s; with one factor per cell from the training residuals %s"
              % (pct(plain), pct(fixed)))


def main(argv):
    args = argv[1:]
    floors = {}
    if len(args) >= 2 and args[0] == "--campaign":
        floors = cell_floors(args[1])
        args = args[2:]
    if not args:
        sys.stderr.write(__doc__)
        return 2
    for path in args:
        report(path, floors)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
