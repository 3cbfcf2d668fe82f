#!/usr/bin/env python3
"""Why `--model auto` keeps the paper's form for MLPerf BERT, and what form would not (issue 35).

The split is forms_bench.py's (every column, per benchmark trained on the smallest 70% of the
distinct accelerator counts). Two parts:

1. Extrapolation folds at several origins. From the training counts only, the largest k
   (k = 1..6) are held out, each form (paper, segmented) is fitted by pmreport on the others
   (`--bootstrap 0 --baselines none`) and scored with the fit's own loss (mean squared log
   error) on the held-out configurations the fitted ones determine: their round and
   accelerator are joined in the fitted design (docs/fit.md, "Designs in parts"). `auto`'s rule
   uses one of these folds (k = 4 for BERT); the table shows whether another would choose
   otherwise.
2. A probe of a form pmreport does not have, with scipy: Amdahl's share, the serial part a
   fraction c of each configuration's own level term, t = S * (N^q + c) (+ C), where S = (a0 +
   round + accelerator) * batch^qb, beside the paper's t = S * N^q + C. Fitted by bounded least
   squares on the log (24 starts), per configuration mean; printed: training loss, test MAPE on
   the real test split (with the fitted C), and the loss on the k = 4 fold's determined
   configurations.

Usage: python3 bench/bert_probe.py [--pmreport build/pmreport] [--work DIR] [--bench bert]
"""
import argparse
import collections
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
STARTS = 24  # scipy starts per fit; with 12 the paper form's fit moved with floating-point order
sys.path.insert(0, HERE)
import forms_bench  # noqa: E402  (its MLPerf split)


def parts(rows):
    """Union-find over ('r', round) and ('a', accelerator) joined by rows."""
    up = {}

    def find(x):
        up.setdefault(x, x)
        while up[x] != x:
            up[x] = up[up[x]]
            x = up[x]
        return x

    for r in rows:
        a, b = find(("r", r["round"])), find(("a", r["accelerator"]))
        if a != b:
            up[a] = b
    return up, find


def determined(train, test):
    up, find = parts(train)
    return [r for r in test if ("r", r["round"]) in up and ("a", r["accelerator"]) in up
            and find(("r", r["round"])) == find(("a", r["accelerator"]))]


def origins(a, full, bench):
    rows = [r for r in csv.DictReader(open(full)) if r["benchmark"] == bench and r["split"] == "train"]
    counts = sorted({int(r["accelerators"]) for r in rows})
    keys = [k for k in rows[0] if k != "split"]
    print("1. %s: folds on the training counts, loss on the determined held-out configurations" % bench)
    print("   k  held out                        paper    segmented  (determined / held out)")
    for k in range(1, 7):
        origin = counts[-k - 1]
        path = os.path.join(a.work, "o_%s_%d.csv" % (bench, k))
        with open(path, "w", newline="") as fp:
            w = csv.writer(fp)
            w.writerow(keys + ["split"])
            for r in rows:
                w.writerow([r[x] for x in keys] + ["train" if int(r["accelerators"]) <= origin else "test"])
        cells, nd = [], None
        for form in ("paper", "segmented"):
            out = os.path.join(a.work, "o_%s_%d_%s" % (bench, k, form))
            forms_bench.pmreport(a.pmreport, out, ["--model", form, path])
            pts = list(csv.DictReader(open(os.path.join(out, "plots", "g1-points.csv"))))
            tr = [r for r in pts if r["split"] == "train"]
            te = [r for r in pts if r["split"] == "test"]
            det = determined(tr, te)
            cells.append(sum(float(r["log_ratio"]) ** 2 for r in det) / len(det))
            nd = (len(det), len(te))
        print("   %d  %-30s  %.3f    %.3f      (%d / %d)" % (k, counts[-k:], cells[0], cells[1], *nd))


def amdahl(full, bench):
    import numpy as np
    from scipy.optimize import least_squares

    src = [r for r in csv.DictReader(open(full)) if r["benchmark"] == bench]
    agg = collections.defaultdict(list)
    for r in src:
        agg[(r["round"], r["accelerator"], int(r["accelerators"]), float(r["batch_size"]),
             r["split"])].append(float(r["time_to_train_min"]))
    cfg = [dict(round=k[0], accelerator=k[1], n=k[2], bs=k[3], split=k[4], t=sum(v) / len(v))
           for k, v in sorted(agg.items())]
    train_counts = sorted({c["n"] for c in cfg if c["split"] == "train"})
    fold_origin = train_counts[-5]  # k = 4, auto's fold for BERT
    cases = [("test split", [c for c in cfg if c["split"] == "train"],
              [c for c in cfg if c["split"] == "test"]),
             ("fold k=4", [c for c in cfg if c["split"] == "train" and c["n"] <= fold_origin],
              [c for c in cfg if c["split"] == "train" and c["n"] > fold_origin])]
    print("2. %s: Amdahl's share against the paper's form (scipy, means per configuration)" % bench)
    print("   form                    train loss  C      test MAPE (test split)  fold k=4 loss (determined)")
    for form, with_c in (("paper", True), ("share", True), ("paper", False), ("share", False)):
        res = {}
        for name, tr, te in cases:
            rounds = sorted({c["round"] for c in tr})
            accs = sorted({c["accelerator"] for c in tr})
            ri = {x: i for i, x in enumerate(rounds)}
            ai = {x: i for i, x in enumerate(accs)}
            nr, na = len(rounds), len(accs)

            def cols(data):
                return (np.array([ri[d["round"]] for d in data]),
                        np.array([nr + ai[d["accelerator"]] for d in data]),
                        np.array([d["bs"] / 1000.0 for d in data]), np.array([float(d["n"]) for d in data]))

            def pred(x, data_cols):
                r_i, a_i, bs, n = data_cols
                qb, q, c, C = x[nr + na:]
                s = (x[r_i] + x[a_i]) * bs ** qb
                return s * (n ** q + c) + C if form == "share" else s * n ** q + C

            lnt = np.log([d["t"] for d in tr])
            tr_cols = cols(tr)
            lo = np.concatenate([np.zeros(nr + na), [-3, -3, 0, 0]])
            hi = np.concatenate([np.full(nr + na, np.inf),
                                 [3, 1, np.inf if form == "share" else 1e-12, np.inf if with_c else 1e-12]])
            rng = np.random.default_rng(1)
            best = None
            for _ in range(STARTS):
                x0 = np.concatenate([rng.uniform(1, 50, nr), rng.uniform(0, 50, na),
                                     [rng.uniform(-1, 1), rng.uniform(-1, 0), rng.uniform(0, 0.05),
                                      rng.uniform(0, 0.3)]])
                x0 = np.clip(x0, lo, hi - 1e-13)
                r = least_squares(lambda x: np.log(pred(x, tr_cols)) - lnt, x0, bounds=(lo, hi), max_nfev=4000)
                if best is None or r.cost < best.cost:
                    best = r
            te_known = [d for d in te if d["round"] in ri and d["accelerator"] in ai]
            det = determined(tr, te_known) if name == "fold k=4" else te_known
            pt = pred(best.x, cols(det))
            mt = np.array([d["t"] for d in det])
            res[name] = (2 * best.cost / len(tr), float(np.mean(np.abs(pt / mt - 1))),
                         float(np.mean(np.log(pt / mt) ** 2)), best.x[-1])
        label = "%s%s" % ("t = S*(N^q + c)" if form == "share" else "t = S*N^q", " + C" if with_c else "")
        print("   %-22s  %.4f      %.3f  %.3f                   %.3f" %
              (label, res["test split"][0], res["test split"][3], res["test split"][1], res["fold k=4"][2]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pmreport", default=os.path.join(forms_bench.TOP, "build", "pmreport"))
    ap.add_argument("--work", help="directory for the reports (default: a temporary one)")
    ap.add_argument("--bench", default="bert")
    a = ap.parse_args()
    a.work = a.work or tempfile.mkdtemp(prefix="bert_probe.")
    os.makedirs(a.work, exist_ok=True)
    full, _ = forms_bench.mlperf_split(a.work)
    origins(a, full, a.bench)
    amdahl(full, a.bench)


if __name__ == "__main__":
    main()
