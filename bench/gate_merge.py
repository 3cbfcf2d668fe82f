#!/usr/bin/env python3
"""gate_merge.py - the figures of bench/gate_bench from its --records files.

usage: gate_merge.py RECORDS...

gate_bench --records FILE writes every comparison it made (one tab-separated line:
noise, rows, worse, pair, group, factor, method, verdict, delta, se_d, threshold, z,
mdc). Runs over slices of the pairs (--from K --pairs N), in parallel on a machine
with many cores, are merged here into what one run prints: per cell (noise, rows,
worse) the pairs, the false alarms per run (worse 0) or the share of gpus
comparisons detected, the false alarms on batch_size, the inconclusive comparisons,
the median MDC of gpus, the share judged pair by pair; the z-curve (what other
critical values would have given); and the calibration line (the estimates'
bias and spread around the truth against the root mean square of their standard
errors). Standard library only.
"""
import math
import sys
from collections import defaultdict

VERDICT_REGRESSION = 2
VERDICT_INCONCLUSIVE = 1
ZC = (1.645, 1.96, 2.128, 2.241, 2.394)


def main(paths):
    cells = defaultdict(list)
    for path in paths:
        with open(path) as fp:
            for line in fp:
                f = line.rstrip("\n").split("\t")
                if len(f) != 13:
                    continue
                rec = {
                    "noise": float(f[0]), "rows": float(f[1]), "worse": float(f[2]),
                    "pair": int(f[3]), "group": f[4], "factor": f[5], "method": f[6],
                    "verdict": int(f[7]), "delta": float(f[8]), "se": float(f[9]),
                    "thr": float(f[10]), "z": float(f[11]), "mdc": float(f[12]),
                }
                cells[(rec["noise"], rec["rows"], rec["worse"])].append(rec)
    print("%-6s %5s %6s %6s %18s %10s %14s %8s %9s %8s" % (
        "noise", "rows", "worse", "pairs", "false_alarm", "detected", "false_batch",
        "inconcl", "mdc_gpus", "bypairs"))
    for key in sorted(cells):
        noise, rows, worse = key
        recs = cells[key]
        pairs = sorted({r["pair"] for r in recs})
        judged = [r for r in recs if r["verdict"] != VERDICT_INCONCLUSIVE
                  and math.isfinite(r["se"]) and r["se"] > 0]
        gpus = [r for r in recs if r["factor"] == "gpus"]
        batch = [r for r in recs if r["factor"] != "gpus"]
        incon = sum(r["verdict"] == VERDICT_INCONCLUSIVE for r in recs)
        bypairs = sum(r["method"] == "pairs" for r in recs) / max(1, len(recs))
        mdcs = [r["mdc"] for r in gpus if math.isfinite(r["mdc"])]
        mdc = sorted(mdcs)[len(mdcs) // 2] if mdcs else float("nan")  # as gate_bench: upper median
        fbatch = sum(r["verdict"] == VERDICT_REGRESSION for r in batch) / max(1, len(batch))
        if worse == 0:
            runs = defaultdict(list)
            for r in recs:
                runs[r["pair"]].append(r)
            alarm = sum(any(r["verdict"] == VERDICT_REGRESSION for r in rr)
                        for rr in runs.values())
            rowalarm = sum(r["verdict"] == VERDICT_REGRESSION for r in recs)
            fa = "%.1f%% (%.2f%%)" % (100.0 * alarm / len(pairs), 100.0 * rowalarm / len(recs))
            de = "-"
            zmax = defaultdict(lambda: -math.inf)
            for r in judged:
                zmax[r["pair"]] = max(zmax[r["pair"]], (r["delta"] - r["thr"]) / r["se"])
            curve = [100.0 * sum(v > zc for v in zmax.values()) / len(pairs) for zc in ZC]
            what = "false alarms per run"
        else:
            fa = "-"
            de = "%.1f%%" % (100.0 * sum(r["verdict"] == VERDICT_REGRESSION for r in gpus)
                             / max(1, len(gpus)))
            zs = [(r["delta"] - r["thr"]) / r["se"] for r in judged if r["factor"] == "gpus"]
            curve = [100.0 * sum(v > zc for v in zs) / max(1, len(zs)) for zc in ZC]
            what = "gpus detected"
        print("%-6.2f %5.0f %6.2f %6d %18s %10s %13.1f%% %8d %9.3f %7.0f%%" % (
            noise, rows, worse, len(pairs), fa, de, 100.0 * fbatch, incon, mdc,
            100.0 * bypairs))
        print("  z-curve worse %.2f:%s  (%s)" % (
            worse, "".join("  z=%.3f %5.1f%%" % (zc, c) for zc, c in zip(ZC, curve)), what))
        cal = []
        for name, sel in (("gpus", lambda r: r["factor"] == "gpus"),
                          ("batch_size", lambda r: r["factor"] != "gpus")):
            rr = [r for r in judged if sel(r)]
            truth = worse if name == "gpus" else 0.0
            d = [r["delta"] - truth for r in rr]
            if not d:
                continue
            mean = sum(d) / len(d)
            sd = math.sqrt(max(0.0, sum(x * x for x in d) / len(d) - mean * mean))
            rms = math.sqrt(sum(r["se"] ** 2 for r in rr) / len(rr))
            cal.append("  %s n %d bias %+.4f sd %.4f rms_se %.4f ratio %.2f" % (
                name, len(d), mean, sd, rms, sd / rms))
        print("  calibration worse %.2f:%s" % (worse, "".join(cal)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: gate_merge.py RECORDS...")
    main(sys.argv[1:])
