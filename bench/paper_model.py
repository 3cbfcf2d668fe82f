"""The paper's model and cost in numpy, shared by the scipy reference and the benchmark runner.

Reads a tidy CSV (the columns of gen_paper_data.py), builds the design of one
framework, evaluates t = (sum a I^p + sum a_level) * prod E^q + C for a
parameter vector in the paper's order [a_num | a_lev | p | q | C], and the
paper's cost MAE + lambda * L2 over every parameter but C. Also turns a
pmreport model.json group into the same vector, so both tools are scored by
one function on the same rows.
"""
import csv
import json

import numpy as np

NUMERIC = ["filters", "kernel_size", "pool_size", "learning_rate", "stride", "dropout"]
CATEGORICAL = ["padding", "activation", "dataset", "optimizer"]
EXTRINSIC = ["gpus", "batch_size"]


class Schema:
    """Which columns play which role (the paper campaign's by default)."""

    def __init__(self, numeric=None, categorical=None, extrinsic=None, target="time"):
        self.numeric = numeric or NUMERIC
        self.categorical = categorical or CATEGORICAL
        self.extrinsic = extrinsic or EXTRINSIC
        self.target = target


PAPER = Schema()


class Design:
    """One framework's rows: numeric values, one-hot levels, extrinsic values, times."""

    def __init__(self, rows, levels, schema=PAPER):
        self.schema = schema
        self.n = len(rows)
        nn, ne = len(schema.numeric), len(schema.extrinsic)
        self.num = np.array([[float(r[k]) for k in schema.numeric] for r in rows]).reshape(self.n, nn)
        self.ext = np.array([[float(r[k]) for k in schema.extrinsic] for r in rows]).reshape(self.n, ne)
        self.levels = levels  # list of (param, level)
        self.onehot = np.array([[1.0 if r[p] == l else 0.0 for (p, l) in levels] for r in rows]).reshape(self.n, len(levels))
        self.t = np.array([float(r[schema.target]) for r in rows])
        self.lognum = np.log(self.num)
        self.logext = np.log(self.ext)

    @property
    def nparams(self):
        return 2 * len(self.schema.numeric) + len(self.levels) + len(self.schema.extrinsic) + 1

    def predict(self, x):
        nn, nl, ne = len(self.schema.numeric), len(self.levels), len(self.schema.extrinsic)
        a, al = x[:nn], x[nn:nn + nl]
        p, q, c = x[nn + nl:2 * nn + nl], x[2 * nn + nl:2 * nn + nl + ne], x[-1]
        s = np.exp(self.lognum * p) @ a + self.onehot @ al
        f = np.exp(self.logext @ q)
        return s * f + c

    def bounds(self):
        nn, nl, ne = len(self.schema.numeric), len(self.levels), len(self.schema.extrinsic)
        return [(0.0, 1000.0)] * (nn + nl) + [(-5.0, 5.0)] * (nn + ne) + [(0.0, 1000.0)]


def paper_cost(design, x, lam=0.001, reg="l2"):
    """MAE + lambda * L2 (or L1) over every parameter but C: the paper's eq. 10/11."""
    mae = np.mean(np.abs(design.t - design.predict(x)))
    if reg == "none":
        return mae
    body = np.asarray(x[:-1])
    return mae + lam * (np.sum(body * body) if reg == "l2" else np.sum(np.abs(body)))


def mape(design, x):
    return float(np.mean(np.abs(design.t - design.predict(x)) / design.t))


def load(path):
    with open(path, newline="") as fp:
        return list(csv.DictReader(fp))


def designs(rows, framework, schema=PAPER):
    """(train, test) designs of one framework; levels are those seen in its training rows."""
    fw = [r for r in rows if r["framework"] == framework]
    train = [r for r in fw if r["split"] == "train"]
    test = [r for r in fw if r["split"] == "test"]
    levels = []
    for p in schema.categorical:
        for l in sorted({r[p] for r in train}):
            levels.append((p, l))
    return Design(train, levels, schema), Design(test, levels, schema)


def vector_from_model(group, design):
    """pmreport's model.json group -> the parameter vector in this design's order."""
    sc = design.schema
    by = {p["name"]: p for p in group["parameters"]}
    x = []
    x += [by[k]["a"]["value"] for k in sc.numeric]
    # From schema 6 the levels are differences from each parameter's reference (0) and the
    # references' sum is the base a0 (docs/fit.md, "Level terms"). Any split of a0 among the
    # parameters, r_c added to every level of parameter c with sum r_c = a0, predicts the same;
    # take the one of least L2 (the paper's penalty): r_c = lam / n_c - mean_c(d), with lam
    # from the sum. Files before schema 6 have no base: their levels are used as they are.
    base = group["base"]["value"] if "base" in group else 0.0
    d = {(p, l): (by["%s=%s" % (p, l)]["a"]["value"] if "%s=%s" % (p, l) in by else 0.0)
         for (p, l) in design.levels}
    params = sorted({p for (p, _) in design.levels})
    n = {c: sum(1 for (p, _) in design.levels if p == c) for c in params}
    mean = {c: sum(d[(p, l)] for (p, l) in design.levels if p == c) / n[c] for c in params}
    r = {c: 0.0 for c in params}
    if params and base:
        lam = (base + sum(mean.values())) / sum(1.0 / n[c] for c in params)
        r = {c: lam / n[c] - mean[c] for c in params}
    x += [d[(p, l)] + r[p] for (p, l) in design.levels]
    x += [by[k]["p"]["value"] for k in sc.numeric]
    x += [group["exponents"][k]["value"] for k in sc.extrinsic]
    x += [group["constant"]["value"]]
    return np.array(x, dtype=float)


def truth_vector(truth, design):
    x = [truth["numeric"][k]["a"] for k in NUMERIC]
    x += [truth["levels"][p][l] for (p, l) in design.levels]
    x += [truth["numeric"][k]["p"] for k in NUMERIC]
    x += [truth["q"][k] for k in EXTRINSIC]
    x += [truth["C"]]
    return np.array(x, dtype=float)


def read_json(path):
    with open(path) as fp:
        return json.load(fp)
