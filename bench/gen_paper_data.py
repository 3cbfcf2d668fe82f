#!/usr/bin/env python3
"""Simulated benchmark campaign drawn from the paper's Table III coefficients.

Kavarakuntla et al., "A Generic Performance Model for Deep Learning in a
Distributed Environment" (arXiv 2305.11665), Table I gives the sampled
parameter sets and Table III the fitted model per framework (L2 fit). This
script draws N configurations per framework uniformly from Table I, computes
the model's time and multiplies it by lognormal noise exp(N(0, sigma)).

Negative coefficients of Table III (pytorch's 'valid' padding, -0.57) are set
to 0 so that the truth lies inside the paper's bounds (a >= 0).

Writes a CSV with a `split` column (exactly `--train-fraction` of each
framework's rows marked train, chosen by the seeded RNG) so pmreport and the
scipy reference fit the same rows, and a JSON file with the true coefficients
and the noise floor (MAPE of the true model on the noisy test times).
Standard library only.
"""
import argparse
import csv
import json
import math
import random

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

# Table III: (a, p) per numeric parameter, a per level, q per extrinsic, C.
TABLE3 = {
    "mxnet": {
        "numeric": {"filters": (6.27, 0.36), "kernel_size": (4.44, 0.50), "pool_size": (4.69, 0.52),
                    "learning_rate": (3.62, -0.04), "stride": (4.51, -0.99), "dropout": (4.20, -0.35)},
        "levels": {"padding": {"same": 2.66, "valid": 1.50},
                   "activation": {"sigmoid": 2.18, "relu": 1.52, "tanh": 2.29},
                   "dataset": {"mnist": 5.48, "fashion_mnist": 7.73, "cifar10": 1.00},
                   "optimizer": {"sgd": 2.31, "adam": 1.78}},
        "q": {"batch_size": -0.87, "gpus": -1.07}, "C": 3.45},
    "pytorch": {
        "numeric": {"filters": (6.07, 0.89), "kernel_size": (4.84, 2.02), "pool_size": (3.23, 1.55),
                    "learning_rate": (3.75, -0.27), "stride": (2.92, -0.83), "dropout": (35.92, -5.00)},
        "levels": {"padding": {"same": 2.08, "valid": 0.0},
                   "activation": {"sigmoid": 2.32, "relu": 3.21, "tanh": 2.93},
                   "dataset": {"mnist": 3.37, "fashion_mnist": 3.42, "cifar10": 1.89},
                   "optimizer": {"sgd": 2.16, "adam": 3.42}},
        "q": {"batch_size": -1.00, "gpus": -1.01}, "C": 1.03},
    "tensorflow": {
        "numeric": {"filters": (8.39, 0.77), "kernel_size": (6.59, 2.04), "pool_size": (6.70, 1.98),
                    "learning_rate": (4.40, -0.22), "stride": (4.13, 2.46), "dropout": (4.46, -1.94)},
        "levels": {"padding": {"same": 1.90, "valid": 0.49},
                   "activation": {"sigmoid": 1.41, "relu": 1.85, "tanh": 1.99},
                   "dataset": {"mnist": 1.99, "fashion_mnist": 2.28, "cifar10": 1.63},
                   "optimizer": {"sgd": 1.73, "adam": 2.01}},
        "q": {"batch_size": -1.19, "gpus": -0.74}, "C": 12.62},
}


def true_time(fw, row):
    m = TABLE3[fw]
    s = sum(a * row[k] ** p for k, (a, p) in m["numeric"].items())
    s += sum(m["levels"][k][row[k]] for k in CATEGORICAL)
    f = 1.0
    for k, q in m["q"].items():
        f *= row[k] ** q
    return s * f + m["C"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1500, help="rows per framework")
    ap.add_argument("--noise", type=float, default=0.05, help="sigma of the lognormal noise")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--train-fraction", type=float, default=0.6)
    ap.add_argument("--frameworks", default="mxnet,pytorch,tensorflow")
    ap.add_argument("--out", required=True, help="CSV to write")
    ap.add_argument("--truth", help="JSON with the true coefficients and the noise floor")
    ap.add_argument("--no-split", action="store_true", help="leave out the split column")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cols = ["framework"] + list(NUMERIC) + list(CATEGORICAL) + list(EXTRINSIC)
    rows, truth = [], {}
    for fw in args.frameworks.split(","):
        ntrain = int(round(args.train_fraction * args.rows))
        split = ["train"] * ntrain + ["test"] * (args.rows - ntrain)
        rng.shuffle(split)
        ape = []
        for i in range(args.rows):
            row = {"framework": fw}
            for k, vals in list(NUMERIC.items()) + list(CATEGORICAL.items()) + list(EXTRINSIC.items()):
                row[k] = rng.choice(vals)
            t0 = true_time(fw, row)
            t = t0 * math.exp(rng.gauss(0.0, args.noise))
            row["split"] = split[i]
            row["time"] = float("%.6g" % t)
            if split[i] == "test":
                ape.append(abs(t0 - row["time"]) / row["time"])
            rows.append(row)
        m = TABLE3[fw]
        truth[fw] = {
            "numeric": {k: {"a": a, "p": p} for k, (a, p) in m["numeric"].items()},
            "levels": m["levels"], "q": m["q"], "C": m["C"],
            "noise_floor_mape": sum(ape) / len(ape) if ape else None,
        }
    header = cols + ([] if args.no_split else ["split"]) + ["time"]
    with open(args.out, "w", newline="") as fp:
        w = csv.writer(fp, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow([r[c] for c in header])
    if args.truth:
        with open(args.truth, "w") as fp:
            json.dump(truth, fp, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
