#!/usr/bin/env python3
"""How pmreport's cost grows with the data: 15k, 150k and 1.5M rows end to end.

1. Draws the paper's Table III campaign (gen_paper_data.py: 3 frameworks, 13
   parameter columns, 5% lognormal noise, 60/40 split column) at 5,000,
   50,000 and 500,000 rows per framework (15k, 150k, 1.5M rows) into --dir
   (default /tmp/pm-scale; never the repository). A file already there from
   the same arguments is reused.
2. Runs the Release binary under /usr/bin/time -v on each, niced: once with
   one fit and no intervals (--fits 1 --bootstrap 0), once with the defaults
   (10 fits, intervals), both writing the whole report.
3. Prints per run: rows, file size, wall time, CPU time (user + system, the
   steadier figure on a shared machine), peak resident memory, memory over
   the file size, the wall-time ratio to the size ten times smaller, and the
   accuracy: the largest |q - truth| per framework (max over the frameworks'
   two exponents) and test MAPE against the noise floor (the MAPE of the true
   model on the generator's noisy test rows; pmreport scores the medians of
   repeated configurations, about a tenth of the rows at 1.5M, which are less
   noisy, so its MAPE can come out below the floor there).
Standard library only.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = {"1fit": ["--fits", "1", "--bootstrap", "0"], "defaults": []}


def generate(args, rows):
    base = os.path.join(args.dir, "paper_%d" % rows)
    csv, truth, stamp = base + ".csv", base + ".truth.json", base + ".args"
    key = "rows=%d seed=%d noise=%g" % (rows, args.seed, args.noise)
    if os.path.exists(csv) and os.path.exists(truth) and os.path.exists(stamp):
        with open(stamp) as fp:
            if fp.read() == key:
                return csv, truth
    subprocess.run([sys.executable, os.path.join(HERE, "gen_paper_data.py"), "--rows", str(rows),
                    "--seed", str(args.seed), "--noise", str(args.noise), "--out", csv,
                    "--truth", truth], check=True)
    with open(stamp, "w") as fp:
        fp.write(key)
    return csv, truth


def timed(cmd):
    """Run cmd under /usr/bin/time -v; returns (wall s, CPU s, peak RSS bytes)."""
    r = subprocess.run(["/usr/bin/time", "-v"] + cmd, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit("command failed (%d): %s\n%s" % (r.returncode, " ".join(cmd), r.stderr[-3000:]))
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", r.stderr).group(1)
    secs = 0.0
    for part in wall.split(":"):
        secs = secs * 60 + float(part)
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr).group(1)) * 1024
    cpu = sum(float(re.search(r"%s time \(seconds\): (\S+)" % k, r.stderr).group(1))
              for k in ("User", "System"))
    return secs, cpu, rss


def accuracy(model_json, truth_json):
    with open(model_json) as fp:
        model = json.load(fp)
    with open(truth_json) as fp:
        truth = json.load(fp)
    out = {}
    for g in model["groups"]:
        t = truth[g["name"]]
        dq = max(abs(e["value"] - t["q"][name]) for name, e in g["exponents"].items())
        out[g["name"]] = (dq, g["metrics"]["test"]["mape"], t["noise_floor_mape"])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pmreport", default=os.environ.get(
        "PMREPORT", os.path.join(HERE, "..", "build-rel", "pmreport")))
    ap.add_argument("--sizes", default="5000,50000,500000", help="rows per framework")
    ap.add_argument("--modes", default="1fit,defaults", help="1fit and/or defaults")
    ap.add_argument("--dir", default="/tmp/pm-scale", help="where data and reports go")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--noise", type=float, default=0.05)
    ap.add_argument("--nice", type=int, default=10)
    ap.add_argument("--extra", default="", help="more pmreport arguments, space separated")
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",")]
    modes = args.modes.split(",")
    data = {rows: generate(args, rows) for rows in sizes}
    print("pmreport %s, nice %d, data in %s" % (args.pmreport, args.nice, args.dir))
    print("%-9s %9s %8s %8s %8s %9s %8s %8s  %s" % (
        "mode", "rows", "file MB", "wall s", "CPU s", "RSS MB", "RSS/file", "x decade",
        "max|dq| / test MAPE (noise floor) per framework"))
    for mode in modes:
        prev = None
        for rows in sizes:
            csv, truth = data[rows]
            out = os.path.join(args.dir, "report-%s-%d" % (mode, rows))
            cmd = ["nice", "-n", str(args.nice), args.pmreport, "-q", "--seed", str(args.seed),
                   "-o", out] + MODES[mode] + args.extra.split() + [csv]
            wall, cpu, rss = timed(cmd)
            size = os.path.getsize(csv)
            ratio = "%8.1f" % (wall / prev[1]) if prev and prev[0] * 10 == rows else "%8s" % "-"
            acc = accuracy(os.path.join(out, "model.json"), truth)
            accs = "  ".join("%s %.4f / %.2f%% (%.2f%%)" % (g, dq, 100 * mape, 100 * floor)
                             for g, (dq, mape, floor) in sorted(acc.items()))
            print("%-9s %9d %8.1f %8.2f %8.2f %9.1f %7.2fx %s  %s" % (
                mode, 3 * rows, size / 1e6, wall, cpu, rss / 1e6, rss / size, ratio, accs),
                flush=True)
            prev = (rows, wall)


if __name__ == "__main__":
    main()
