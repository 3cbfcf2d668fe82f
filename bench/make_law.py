#!/usr/bin/env python3
"""Write N rows of a realistic performance law as STEM.csv, for bench/speed_bench.sh.

Usage: make_law.py [N] [STEM]          (N = 1500000, STEM = law)
       make_law.py --truth FILE        the true law as JSON
       make_law.py --check MODEL.json  pmreport's fitted exponents against the truth

The law has the paper's form (Kavarakuntla et al., arXiv 2305.11665, eq. 1-4)

    t = (sum_i a_i I_i^p_i + sum_levels a_l [I = l]) * gpus^q_gpus * batch_size^q_batch + C

with coefficients other than the paper's Table III (TRUTH below) for three
frameworks (the `framework` column, pmreport's groups), six numeric intrinsic
parameters, four categorical ones, the extrinsic factors gpus and batch_size,
and multiplicative lognormal noise exp(N(0, 0.05)). Unlike make_big.py, whose
times are noise, the data hold a law a fit can find: the speed bench then
times the fit where it has something to converge to.

The frameworks' rows come one framework after the other (a third of N each);
about a fifth of the rows repeat an earlier configuration of their framework
(a new measurement with its own noise), as a campaign that reruns some
configurations does. Deterministic: seeded random.Random, standard library only
(about 20 s for 1.5M rows).
"""
import json
import math
import random
import sys

NUMERIC = {
    "filters": [8, 16, 32, 64, 128],
    "kernel_size": [1, 3, 5, 7],
    "pool_size": [2, 3, 4],
    "learning_rate": [0.1, 0.01, 0.001, 0.0001],
    "stride": [1, 2, 3],
    "dropout": [0.1, 0.25, 0.5],
}
CATEGORICAL = {
    "padding": ["same", "valid"],
    "activation": ["relu", "tanh", "sigmoid"],
    "dataset": ["mnist", "fashion_mnist", "cifar10"],
    "optimizer": ["sgd", "adam", "rmsprop"],
}
EXTRINSIC = {"gpus": [1, 2, 4, 8], "batch_size": [16, 32, 64, 128, 256]}
NOISE = 0.05
REPEAT = 0.2
SEED = 35

# per framework: (a, p) per numeric parameter, a per level, q per extrinsic factor, C
TRUTH = {
    "jax": {
        "numeric": {"filters": (3.10, 0.62), "kernel_size": (2.40, 1.35), "pool_size": (1.80, 0.85),
                    "learning_rate": (0.90, -0.12), "stride": (2.20, -0.70), "dropout": (1.10, -0.45)},
        "levels": {"padding": {"same": 1.40, "valid": 0.60},
                   "activation": {"relu": 0.80, "tanh": 1.30, "sigmoid": 1.70},
                   "dataset": {"mnist": 1.00, "fashion_mnist": 1.20, "cifar10": 3.50},
                   "optimizer": {"sgd": 0.70, "adam": 1.50, "rmsprop": 1.10}},
        "q": {"gpus": -0.82, "batch_size": -0.55}, "C": 0.35},
    "pytorch": {
        "numeric": {"filters": (4.20, 0.48), "kernel_size": (1.60, 1.70), "pool_size": (2.50, 0.60),
                    "learning_rate": (1.40, -0.20), "stride": (3.00, -0.95), "dropout": (0.80, -0.30)},
        "levels": {"padding": {"same": 2.10, "valid": 1.20},
                   "activation": {"relu": 1.00, "tanh": 1.60, "sigmoid": 2.40},
                   "dataset": {"mnist": 0.90, "fashion_mnist": 1.10, "cifar10": 4.20},
                   "optimizer": {"sgd": 1.30, "adam": 2.20, "rmsprop": 1.90}},
        "q": {"gpus": -0.91, "batch_size": -0.68}, "C": 0.60},
    "tensorflow": {
        "numeric": {"filters": (2.60, 0.75), "kernel_size": (3.30, 1.10), "pool_size": (1.20, 1.20),
                    "learning_rate": (2.10, -0.08), "stride": (1.70, -0.55), "dropout": (1.90, -0.80)},
        "levels": {"padding": {"same": 1.10, "valid": 0.90},
                   "activation": {"relu": 0.60, "tanh": 1.10, "sigmoid": 1.50},
                   "dataset": {"mnist": 1.30, "fashion_mnist": 1.50, "cifar10": 2.90},
                   "optimizer": {"sgd": 0.50, "adam": 1.40, "rmsprop": 0.90}},
        "q": {"gpus": -0.74, "batch_size": -0.47}, "C": 1.20},
}

COLUMNS = ["framework"] + list(NUMERIC) + list(CATEGORICAL) + list(EXTRINSIC) + ["time_s"]


def tables(fw):
    """Per column, its values' text and their contribution: the sum's term or the factor."""
    m = TRUTH[fw]
    out = []
    for k, vals in NUMERIC.items():
        a, p = m["numeric"][k]
        out.append((0, [(str(v), a * v ** p) for v in vals]))
    for k, vals in CATEGORICAL.items():
        out.append((0, [(v, m["levels"][k][v]) for v in vals]))
    for k, vals in EXTRINSIC.items():
        out.append((1, [(str(v), v ** m["q"][k]) for v in vals]))
    return out


def write(n, stem):
    rng = random.Random(SEED)
    rnd, gauss = rng.random, rng.gauss
    with open(stem + ".csv", "w") as fp:
        fp.write(",".join(COLUMNS) + "\n")
        for g, fw in enumerate(sorted(TRUTH)):
            cols = tables(fw)
            c = TRUTH[fw]["C"]
            seen = []
            lines = []
            for _ in range(n // len(TRUTH) + (1 if g < n % len(TRUTH) else 0)):
                if seen and rnd() < REPEAT:
                    text, t0 = seen[int(rnd() * len(seen))]
                else:
                    s, f, cells = 0.0, 1.0, [fw]
                    for kind, vals in cols:
                        v, x = vals[int(rnd() * len(vals))]
                        cells.append(v)
                        if kind:
                            f *= x
                        else:
                            s += x
                    text, t0 = ",".join(cells), s * f + c
                    seen.append((text, t0))
                lines.append("%s,%.6g\n" % (text, t0 * math.exp(gauss(0.0, NOISE))))
                if len(lines) == 65536:
                    fp.writelines(lines)
                    lines = []
            fp.writelines(lines)


def truth_json():
    out = {}
    for fw, m in TRUTH.items():
        out[fw] = {"numeric": {k: {"a": a, "p": p} for k, (a, p) in m["numeric"].items()},
                   "levels": m["levels"], "q": m["q"], "C": m["C"], "noise_sigma": NOISE}
    return out


def check(path):
    """Each group's fitted p and q beside the truth and their 95% intervals; exit 1 if a q is off by
    more than 0.02 (the p of a parameter with three values, pool_size or stride, is pinned down
    less: with 5% noise its interval is about +-0.1 at 1.5M rows)."""
    with open(path) as fp:
        model = json.load(fp)
    worst = {"p": [0.0, 0, 0], "q": [0.0, 0, 0]}  # largest difference, in the interval, count
    print("%-11s %-18s %8s %8s %8s  %s" % ("group", "exponent", "truth", "fitted", "diff", "95% CI"))
    for g in model["groups"]:
        m = TRUTH.get(g["name"])
        if m is None:
            continue
        fitted = {("p", p["name"]): p["p"] for p in g.get("parameters", []) if "p" in p}
        fitted.update({("q", k): e for k, e in g.get("exponents", {}).items()})
        want = [(("p", k), p) for k, (_, p) in m["numeric"].items()]
        want += [(("q", k), q) for k, q in m["q"].items()]
        for key, t in want:
            stat = fitted.get(key, {})
            v = stat.get("value", float("nan"))
            ci = stat.get("ci95")
            d = abs(v - t) if v == v else float("inf")
            w = worst[key[0]]
            w[0] = max(w[0], d)
            w[1] += 1 if ci and ci[0] <= t <= ci[1] else 0
            w[2] += 1
            print("%-11s %-18s %8.3f %8.3f %8.3f  %s" % (g["name"], "%s[%s]" % key, t, v, d,
                                                      "[%.4g, %.4g]" % tuple(ci) if ci else "-"))
    print("q: largest difference %.3f, %d of %d in their 95%% CI; p: largest difference %.3f, %d of %d"
          % tuple(worst["q"] + worst["p"]))
    return 0 if worst["q"][2] and worst["q"][0] <= 0.02 else 1


def main(argv):
    if len(argv) == 3 and argv[1] == "--truth":
        with open(argv[2], "w") as fp:
            json.dump(truth_json(), fp, indent=1, sort_keys=True)
        return 0
    if len(argv) == 3 and argv[1] == "--check":
        return check(argv[2])
    n = int(argv[1]) if len(argv) > 1 else 1500000
    write(n, argv[2] if len(argv) > 2 else "law")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
