#!/usr/bin/env python3
"""The paper's fitting method as a reference: scipy's differential evolution at its defaults.

For each framework of a CSV written by gen_paper_data.py: fit the training
rows (split column) with scipy.optimize.differential_evolution, default
settings except the paper's bounds (a, C in [0, 1000]; p, q in [-5, 5]) and
the seed, on the paper's cost (MAE + 0.001 * L2 over all parameters but C),
once per seed. Records per fit the wall time, the final training cost, test
MAPE and every parameter, as JSON.
"""
import argparse
import json
import sys
import time

import numpy as np
from scipy.optimize import differential_evolution

import paper_model as pm


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--frameworks", default=None)
    ap.add_argument("--lam", type=float, default=0.001)
    ap.add_argument("--reg", default="l2", choices=["l2", "l1", "none"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--numeric", help="numeric columns (default: the paper campaign's)")
    ap.add_argument("--categorical", help="categorical columns")
    ap.add_argument("--extrinsic", help="extrinsic columns")
    ap.add_argument("--target", default="time")
    args = ap.parse_args()
    split = lambda v: v.split(",") if v else None
    schema = pm.Schema(split(args.numeric), split(args.categorical), split(args.extrinsic), args.target)
    rows = pm.load(args.csv)
    fws = args.frameworks.split(",") if args.frameworks else sorted({r["framework"] for r in rows})
    out = {"method": "scipy.optimize.differential_evolution (defaults), paper bounds and cost",
           "scipy_lambda": args.lam, "reg": args.reg, "frameworks": {}}
    for fw in fws:
        train, test = pm.designs(rows, fw, schema)
        fits = []
        for seed in range(1, args.seeds + 1):
            t0 = time.perf_counter()
            res = differential_evolution(lambda x: pm.paper_cost(train, x, args.lam, args.reg),
                                         train.bounds(), seed=seed)
            wall = time.perf_counter() - t0
            fits.append({"seed": seed, "wall_s": wall, "cost": float(pm.paper_cost(train, res.x, args.lam, args.reg)),
                         "nit": int(res.nit), "nfev": int(res.nfev),
                         "train_mape": pm.mape(train, res.x), "test_mape": pm.mape(test, res.x),
                         "x": [float(v) for v in res.x]})
            print("scipy %s seed %d: %.1f s, cost %.5g, test MAPE %.2f%%" %
                  (fw, seed, wall, fits[-1]["cost"], 100 * fits[-1]["test_mape"]), file=sys.stderr, flush=True)
        out["frameworks"][fw] = {"levels": train.levels, "fits": fits}
    with open(args.out, "w") as fp:
        json.dump(out, fp, indent=1)


if __name__ == "__main__":
    main()
