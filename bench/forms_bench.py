#!/usr/bin/env python3
"""pmreport's model forms side by side on the cases of issue 22 (docs/fit.md, "Model forms").

Cases, each run with --model paper, product, segmented and auto (--bootstrap 0
--baselines none: the intervals and black boxes do not change the model):

1. MLPerf extrapolation: examples/data/mlperf_bert_resnet.csv, per benchmark
   trained on the smallest 70% of the distinct accelerator counts and tested
   on the largest (a `split` column). Two designs: the issue's (the
   accelerators alone, the other columns dropped), and every column with its
   inferred role (round and accelerator categorical, batch_size extrinsic).
   Printed: test MAPE per benchmark; Extra-P's segmented model's published
   59% (ResNet, accelerators alone) beside it.
2. The LeNet-5 campaign (examples/lenet5/campaign.jsonl, recorded on 2 cores:
   --cores 2), with the log loss (the default) and --loss mape: test MAPE on
   single measurements over the noise floor per group.
3. The simulated paper law (examples/data/paper_sim.csv, truth in
   bench/gen_paper_data.py): the form --model auto picks and the largest
   exponent error against the truth.

Usage: python3 bench/forms_bench.py [--pmreport build/pmreport] [--work DIR]
"""
import argparse
import csv
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
FORMS = ["paper", "product", "segmented", "log", "auto"]
# bench/gen_paper_data.py, Table III: q per framework
TRUTH_Q = {
    "mxnet": {"batch_size": -0.87, "gpus": -1.07},
    "pytorch": {"batch_size": -1.00, "gpus": -1.01},
    "tensorflow": {"batch_size": -1.19, "gpus": -0.74},
}


def pmreport(exe, out, args):
    cmd = [exe, "--no-machine", "-q", "--bootstrap", "0", "--baselines", "none", "-o", out] + args
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit("forms_bench: %s: %s" % (" ".join(cmd), r.stderr.strip()))
    with open(os.path.join(out, "model.json")) as fp:
        return json.load(fp)


def mlperf_split(work):
    """The two MLPerf designs with the extrapolation split; returns their paths."""
    src = os.path.join(TOP, "examples", "data", "mlperf_bert_resnet.csv")
    with open(src, newline="") as fp:
        rows = list(csv.DictReader(fp))
    train = {}
    for b in sorted({r["benchmark"] for r in rows}):
        acc = sorted({int(r["accelerators"]) for r in rows if r["benchmark"] == b})
        k = int(round(0.7 * len(acc)))
        train[b] = set(acc[:k])
    full, alone = os.path.join(work, "mlperf_full.csv"), os.path.join(work, "mlperf_acc.csv")
    with open(full, "w", newline="") as f1, open(alone, "w", newline="") as f2:
        w1, w2 = csv.writer(f1), csv.writer(f2)
        w1.writerow(list(rows[0].keys()) + ["split"])
        w2.writerow(["benchmark", "accelerators", "time_to_train_min", "split"])
        for r in rows:
            s = "train" if int(r["accelerators"]) in train[r["benchmark"]] else "test"
            w1.writerow(list(r.values()) + [s])
            w2.writerow([r["benchmark"], r["accelerators"], r["time_to_train_min"], s])
    return full, alone


def _loglaw(pts, c):
    """Least squares of ln(t - c) on ln(n) over pts [(n, t)]: (q, ln a) of t = a n^q + c."""
    xs = [math.log(n) for n, _ in pts]
    ys = [math.log(t - c) for _, t in pts]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    q = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return q, my - q * mx


def _fit_c(pts, free_c):
    """t = a n^q + c by least squares in ln t, c on a grid (0 only when not free_c)."""
    grid = [0.0] + ([m * 10.0 ** e for e in range(-3, 2) for m in (1, 1.5, 2, 3, 5, 7)]
                    if free_c else [])
    best = None
    for c in grid:
        if any(t <= c for _, t in pts):
            continue
        q, la = _loglaw(pts, c)
        loss = sum((math.log(math.exp(la) * n ** q + c) - math.log(t)) ** 2 for n, t in pts)
        if best is None or loss < best[0]:
            best = (loss, q, la, c)
    return best[1:]


def constant_check(alone):
    """Without pmreport: what C does to the accelerators-alone extrapolation. On the
    configuration medians, t = a n^q with and without a constant c: its loss on the
    largest training count when fitted without it (what a held-out-larger-values fold
    sees), and its test MAPE when fitted on every training count."""
    with open(alone, newline="") as fp:
        rows = list(csv.DictReader(fp))
    for b in sorted({r["benchmark"] for r in rows}):
        med, split = {}, {}
        for r in rows:
            if r["benchmark"] == b:
                med.setdefault(int(r["accelerators"]), []).append(float(r["time_to_train_min"]))
                split[int(r["accelerators"])] = r["split"]
        med = {n: statistics.median(v) for n, v in med.items()}
        train = sorted(n for n in med if split[n] == "train")
        test = sorted(n for n in med if split[n] == "test")
        cells = []
        for free_c in (True, False):
            q, la, c = _fit_c([(n, med[n]) for n in train[:-1]], free_c)
            far = (math.log(math.exp(la) * train[-1] ** q + c) - math.log(med[train[-1]])) ** 2
            q, la, c = _fit_c([(n, med[n]) for n in train], free_c)
            mape = sum(abs(math.exp(la) * n ** q + c - med[n]) / med[n] for n in test) / len(test)
            cells.append("%s: C %.3g, held-out %d loss %.3f, test MAPE %.1f%%" % (
                "with C" if free_c else "without C", c, train[-1], far, 100 * mape))
        print("  %s, t = a n^q (+ C) on the medians: %s" % (b, ";  ".join(cells)))


def rule_text(g):
    """--model auto's rule, as model.json records it ("" for a form named)."""
    rule = g.get("form_rule")
    if not rule:
        return ""
    return ", by %s" % ("extrapolation along " + g["form_rule_factor"] if rule == "extrapolation" else rule)


def regime_text(g):
    re = g.get("regime")
    if not re:
        return ""
    return " (break %s = %g)" % ("*".join(re["factors"]), re["breakpoint"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pmreport", default=os.path.join(TOP, "build", "pmreport"))
    ap.add_argument("--work", help="directory for the reports (default: a temporary one)")
    a = ap.parse_args()
    work = a.work or tempfile.mkdtemp(prefix="forms_bench.")
    os.makedirs(work, exist_ok=True)

    full, alone = mlperf_split(work)
    for title, path in (("accelerators alone (the issue's design)", alone),
                        ("every column, roles inferred", full)):
        print("MLPerf extrapolation, %s: test MAPE on the largest 30%% of accelerator counts" % title)
        for form in FORMS:
            m = pmreport(a.pmreport, os.path.join(work, "mlperf-%s-%s" % (os.path.basename(path), form)),
                         ["--group", "benchmark", "--model", form, path])
            cells = ["%s %.1f%% [%s%s%s]" % (g["name"], 100 * g["metrics"]["test"]["mape"], g["form"],
                                             regime_text(g), rule_text(g)) for g in m["groups"]]
            print("  --model %-10s %s" % (form, ";  ".join(cells)))
        if path == alone:
            print("  Extra-P segmented (issue 22, reference): resnet 59%")
            constant_check(alone)

    camp = os.path.join(TOP, "examples", "lenet5", "campaign.jsonl")
    print("LeNet-5 campaign (--cores 2): test MAPE on single measurements / noise floor")
    for loss in ("log", "mape"):
        for form in FORMS:
            m = pmreport(a.pmreport, os.path.join(work, "lenet-%s-%s" % (loss, form)),
                         ["--loss", loss, "--model", form, "--cores", "2", camp])
            cells = []
            for g in m["groups"]:
                n = g["noise"]
                cells.append("%s %.1f%% / %.1f%% = %.2fx [%s%s]" % (
                    g["name"], 100 * n["test_mape_single"], 100 * n["floor"],
                    n["test_mape_single"] / n["floor"], g["form"], rule_text(g)))
            print("  --loss %-4s --model %-10s %s" % (loss, form, ";  ".join(cells)))

    sim = os.path.join(TOP, "examples", "data", "paper_sim.csv")
    print("Simulated paper law (examples/data/paper_sim.csv): form chosen, largest |q - truth|")
    for form in ("paper", "auto"):
        m = pmreport(a.pmreport, os.path.join(work, "sim-" + form), ["--model", form, sim])
        cells = []
        for g in m["groups"]:
            err = max(abs(g["exponents"][k]["value"] - v) for k, v in TRUTH_Q[g["name"]].items())
            cells.append("%s %s%s %.3f" % (g["name"], g["form"], rule_text(g), err))
        print("  --model %-10s %s" % (form, ";  ".join(cells)))
    print("reports in", work)


if __name__ == "__main__":
    main()
