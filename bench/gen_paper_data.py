#!/usr/bin/env python3
"""Simulated benchmark campaign drawn from the paper's Table III coefficients.

Kavarakuntla et al., "A Generic Performance Model for Deep Learning in a
Distributed Environment" (arXiv 2305.11665). For each framework (mxnet,
pytorch, tensorflow) this draws N configurations (default 1500) uniformly
from the parameter sets of the paper's Table I, computes the time of the
paper's Table III model (the L2 fit) for that framework,

    t = (sum_i a_i I_i^p_i + sum_levels a_l [I = l]) * gpus^q1 * batch_size^q2 + C

and multiplies it by lognormal noise exp(N(0, sigma)), sigma = --noise
(default 0.05).

Table III has one negative coefficient, pytorch's padding=valid (-0.57). The
paper's own bounds keep every a in [0, 1000], so it is clamped to 0 here and
the truth lies inside the bounds; the clamp is listed in the truth file
("clamped") and said on stderr.

Output CSV (--out): framework, the numeric parameters, the categorical
parameters, gpus, batch_size, split, time (seconds). Exactly
round(--train-fraction * N) rows of each framework are marked train (900 of
1500), chosen by the seeded RNG, so every tool fits the same rows.

Truth JSON (--truth): one entry per framework in the shape of pmreport's
model.json ({"groups": [{"name", "parameters": [{"name": "filters", "kind":
"numeric", "a": {"mean"}, "p": {"mean"}}, {"name": "activation=relu",
"kind": "categorical", "a": {"mean"}}], "exponents": {"gpus": {"mean"}, ...},
"constant": {"mean"}}]}), plus its noise floor: the MAPE of the true model on
the test rows, mean(|t_true - t_measured| / t_measured).

Deterministic: same arguments and --seed, same bytes. Standard library only.
"""
import argparse
import csv
import json
import math
import random
import sys

# Table I. The order of the values is part of the RNG stream: keep it, so that
# a given --seed keeps drawing the same campaign (examples/data/paper_sim.csv
# is --seed 7 --no-split).
NUMERIC = {
    "filters": [4, 8, 16, 32, 64],
    "kernel_size": [2, 3, 4, 5],
    "pool_size": [2, 3, 4, 5],
    "learning_rate": [0.1, 0.01, 0.001, 1e-4, 1e-5, 1e-6],
    "stride": [1, 2, 3],
    "dropout": [0.2, 0.5, 0.8],
}
CATEGORICAL = {
    "padding": ["same", "valid"],
    "activation": ["sigmoid", "relu", "tanh"],
    "dataset": ["mnist", "fashion_mnist", "cifar10"],
    "optimizer": ["sgd", "adam"],
}
EXTRINSIC = {"gpus": [1, 2, 3], "batch_size": [8, 16, 32, 64, 128]}

# Table III (L2 regularisation, lambda = 0.001), as printed: (a, p) per numeric
# parameter, a per categorical level, q per extrinsic factor, C.
TABLE3 = {
    "mxnet": {
        "numeric": {"filters": (6.27, 0.36), "kernel_size": (4.44, 0.50), "pool_size": (4.69, 0.52),
                    "learning_rate": (3.62, -0.04), "stride": (4.51, -0.99), "dropout": (4.20, -0.35)},
        "levels": {"padding": {"same": 2.66, "valid": 1.50},
                   "activation": {"sigmoid": 2.18, "relu": 1.52, "tanh": 2.29},
                   "dataset": {"mnist": 5.48, "fashion_mnist": 7.73, "cifar10": 1.00},
                   "optimizer": {"sgd": 2.31, "adam": 1.78}},
        "q": {"gpus": -1.07, "batch_size": -0.87}, "C": 3.45},
    "pytorch": {
        "numeric": {"filters": (6.07, 0.89), "kernel_size": (4.84, 2.02), "pool_size": (3.23, 1.55),
                    "learning_rate": (3.75, -0.27), "stride": (2.92, -0.83), "dropout": (35.92, -5.00)},
        "levels": {"padding": {"same": 2.08, "valid": -0.57},
                   "activation": {"sigmoid": 2.32, "relu": 3.21, "tanh": 2.93},
                   "dataset": {"mnist": 3.37, "fashion_mnist": 3.42, "cifar10": 1.89},
                   "optimizer": {"sgd": 2.16, "adam": 3.42}},
        "q": {"gpus": -1.01, "batch_size": -1.00}, "C": 1.03},
    "tensorflow": {
        "numeric": {"filters": (8.39, 0.77), "kernel_size": (6.59, 2.04), "pool_size": (6.70, 1.98),
                    "learning_rate": (4.40, -0.22), "stride": (4.13, 2.46), "dropout": (4.46, -1.94)},
        "levels": {"padding": {"same": 1.90, "valid": 0.49},
                   "activation": {"sigmoid": 1.41, "relu": 1.85, "tanh": 1.99},
                   "dataset": {"mnist": 1.99, "fashion_mnist": 2.28, "cifar10": 1.63},
                   "optimizer": {"sgd": 1.73, "adam": 2.01}},
        "q": {"gpus": -0.74, "batch_size": -1.19}, "C": 12.62},
}

A_MIN, A_MAX = 0.0, 1000.0  # the paper's bounds on a and C


def clamped_model(fw):
    """Table III for fw with every a (and C) clamped into the paper's bounds; and the list of clamps."""
    src = TABLE3[fw]
    clamps = []

    def clamp(name, v):
        w = min(max(v, A_MIN), A_MAX)
        if w != v:
            clamps.append({"name": name, "table3": v, "used": w})
        return w

    numeric = {k: (clamp(k, a), p) for k, (a, p) in src["numeric"].items()}
    levels = {c: {l: clamp("%s=%s" % (c, l), a) for l, a in lv.items()} for c, lv in src["levels"].items()}
    return {"numeric": numeric, "levels": levels, "q": dict(src["q"]), "C": clamp("C", src["C"])}, clamps


def true_time(m, row):
    s = sum(a * row[k] ** p for k, (a, p) in m["numeric"].items())
    s += sum(m["levels"][k][row[k]] for k in CATEGORICAL)
    f = 1.0
    for k, q in m["q"].items():
        f *= row[k] ** q
    return s * f + m["C"]


def truth_group(fw, m, clamps, n_train, n_test, floor):
    """The true model in model.json's shape (values under "mean", std 0)."""
    v = lambda x: {"mean": x, "std": 0.0}
    params = [{"name": k, "kind": "numeric", "a": v(a), "p": v(p)} for k, (a, p) in m["numeric"].items()]
    for c, lv in m["levels"].items():
        for l, a in lv.items():
            params.append({"name": "%s=%s" % (c, l), "kind": "categorical", "parameter": c, "level": l, "a": v(a)})
    return {"name": fw, "n_train": n_train, "n_test": n_test,
            "exponents": {k: v(q) for k, q in m["q"].items()},
            "parameters": params, "constant": v(m["C"]),
            "noise_floor_mape": floor, "clamped": clamps}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", "-n", type=int, default=1500, help="rows per framework (default 1500)")
    ap.add_argument("--noise", type=float, default=0.05, help="sigma of the lognormal noise (default 0.05)")
    ap.add_argument("--seed", type=int, default=1, help="RNG seed (default 1)")
    ap.add_argument("--train-fraction", type=float, default=0.6, help="share of each framework's rows marked train")
    ap.add_argument("--frameworks", default="mxnet,pytorch,tensorflow", help="comma list (default all three)")
    ap.add_argument("--out", required=True, help="CSV to write")
    ap.add_argument("--truth", help="JSON to write: true coefficients and noise floor per framework")
    ap.add_argument("--no-split", action="store_true", help="leave out the split column")
    args = ap.parse_args()
    fws = args.frameworks.split(",")
    for fw in fws:
        if fw not in TABLE3:
            ap.error("unknown framework %r (have: %s)" % (fw, ", ".join(TABLE3)))
    if args.rows < 1 or not 0.0 <= args.train_fraction <= 1.0 or args.noise < 0:
        ap.error("need --rows >= 1, 0 <= --train-fraction <= 1, --noise >= 0")

    rng = random.Random(args.seed)
    rows, groups = [], []
    for fw in fws:
        m, clamps = clamped_model(fw)
        for c in clamps:
            print("gen_paper_data: %s: Table III %s = %g is outside the paper's bounds [0, 1000]; using %g"
                  % (fw, c["name"], c["table3"], c["used"]), file=sys.stderr)
        ntrain = int(round(args.train_fraction * args.rows))
        split = ["train"] * ntrain + ["test"] * (args.rows - ntrain)
        rng.shuffle(split)
        ape = []
        for i in range(args.rows):
            row = {"framework": fw}
            for k, vals in list(NUMERIC.items()) + list(CATEGORICAL.items()) + list(EXTRINSIC.items()):
                row[k] = rng.choice(vals)
            t0 = true_time(m, row)
            row["split"] = split[i]
            row["time"] = float("%.6g" % (t0 * math.exp(rng.gauss(0.0, args.noise))))
            if split[i] == "test":
                ape.append(abs(t0 - row["time"]) / row["time"])
            rows.append(row)
        groups.append(truth_group(fw, m, clamps, ntrain, args.rows - ntrain, sum(ape) / len(ape) if ape else None))

    header = ["framework"] + list(NUMERIC) + list(CATEGORICAL) + list(EXTRINSIC)
    header += ([] if args.no_split else ["split"]) + ["time"]
    with open(args.out, "w", newline="") as fp:
        w = csv.writer(fp, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow([r[c] for c in header])
    if args.truth:
        doc = {"source": "Kavarakuntla et al., arXiv 2305.11665, Table III (L2); parameter sets of Table I",
               "target": "time", "unit": "s", "seed": args.seed, "rows": args.rows, "noise_sigma": args.noise,
               "groups": groups}
        with open(args.truth, "w") as fp:
            json.dump(doc, fp, indent=1)
            fp.write("\n")


if __name__ == "__main__":
    main()
