#!/usr/bin/env python3
"""The paper's LeNet-5 benchmark campaign on PyTorch, on the CPU, as a CI step would run it.

For each sample, a LeNet-5 configuration is drawn at random from the paper's
Table I (kernel size, pooling size, activation, optimizer, dataset shape,
filters, learning rate, padding, stride, dropout) together with the extrinsic
factors a CPU machine has: data-parallel workers (torch.distributed with the
gloo backend, DistributedDataParallel, one process per worker), intra-op
threads per worker, and the per-worker batch size. The data are synthetic
tensors of the dataset's shape (no download). Each sample runs warm-up
iterations (3 by default: TorchScript's profiling executor needs that many
before it runs its optimised graphs), then three timed iterations (forward,
backward, optimizer step, with a barrier before and after each so the slowest
worker counts), and records their median, as the paper did.

"framework" is the execution mode: eager, or the model compiled with
TorchScript (torch.jit.script).

Output: JSON Lines, one sample per line, time per global step in milliseconds
(`time_ms`), plus a sidecar FILE.meta.json describing the run (commit,
branch, time, CPU, torch version, command line, protocol).
"""
import argparse
import datetime
import json
import math
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn

KERNEL = [2, 3, 4, 5]
POOL = [2, 3, 4, 5]
ACTIVATION = ["relu", "tanh", "sigmoid"]
OPTIMIZER = ["adam", "sgd"]
DATASET = {"mnist": (1, 28), "fashion_mnist": (1, 28), "cifar10": (3, 32)}
FILTERS = [4, 8, 16, 32, 64]
LR = [0.1, 0.01, 0.001, 1e-4, 1e-5, 1e-6]
PADDING = ["valid", "same"]
STRIDE = [1, 2, 3]
DROPOUT = [0.2, 0.5, 0.8]
BATCH = [8, 16, 32, 64, 128]
MODES = ["eager", "torchscript"]
# --quick (CI): per mode, QUICK_PER_MODE distinct configurations drawn without repeats from
# filters x (workers, threads) x batch size, the other Table I parameters fixed at LeNet-5's
# own (QUICK_FIXED; pmreport drops a column of one value). The model then has 6 unknowns
# (a and p of filters, q of workers, threads and batch size, C), and a group's 60% training
# share, 24 configurations, is 4x that: on a 2-core runner (75 to draw from) and a 4-core
# one (100). The full campaign keeps Table I's 26 unknowns.
QUICK_PER_MODE = 40
QUICK_FIXED = {"kernel_size": 5, "pool_size": 2, "activation": "relu", "optimizer": "sgd",
               "dataset": "mnist", "learning_rate": 0.01, "padding": "valid", "stride": 1,
               "dropout": 0.5}


def act(name):
    return {"relu": nn.ReLU(), "tanh": nn.Tanh(), "sigmoid": nn.Sigmoid()}[name]


def conv_plan(size, k, s, padding):
    """Padding (before, after) and output size of one convolution on a size x size
    input. 'same' follows TensorFlow/Keras (the paper's vocabulary): output
    ceil(size / s), the padding split with the odd pixel after, so even kernels and
    strides > 1 get it right (PyTorch's own padding='same' allows stride 1 only).
    'valid' pads nothing; where the input is smaller than the kernel it is padded
    up to the kernel so the output keeps 1 x 1 (returned as clamped)."""
    if padding == "same":
        out = -(-size // s)
        total = max((out - 1) * s + k - size, 0)
        return total // 2, total - total // 2, out, False
    if size < k:
        total = k - size
        return total // 2, total - total // 2, 1, True
    return 0, 0, (size - k) // s + 1, False


class LeNet5(nn.Module):
    """Two convolutions (filters, 2 x filters) each followed by its activation and
    max-pooling, two fully connected layers (120, 84) with dropout, and a 10-way
    output. A pool larger than its input shrinks to the input (so no layer is left
    with 0 x 0 pixels); `clamped` says whether this or the 'valid' guard of
    conv_plan changed the drawn architecture. The configuration is recorded as
    drawn either way."""

    def __init__(self, c):
        super().__init__()
        ch, size = DATASET[c["dataset"]]
        k, s, pool, f = c["kernel_size"], c["stride"], c["pool_size"], c["filters"]
        layers = []
        self.clamped = False
        for cin, cout in ((ch, f), (f, 2 * f)):
            before, after, size, clamped = conv_plan(size, k, s, c["padding"])
            self.clamped |= clamped
            if before == after:
                layers.append(nn.Conv2d(cin, cout, k, stride=s, padding=before))
            else:
                layers += [nn.ZeroPad2d((before, after, before, after)), nn.Conv2d(cin, cout, k, stride=s)]
            layers.append(act(c["activation"]))
            pk = min(pool, size)
            self.clamped |= pk < pool
            layers.append(nn.MaxPool2d(pk))
            size = size // pk
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(
            nn.Flatten(), nn.Linear(2 * f * size * size, 120), act(c["activation"]),
            nn.Dropout(c["dropout"]), nn.Linear(120, 84), act(c["activation"]),
            nn.Dropout(c["dropout"]), nn.Linear(84, 10))

    def forward(self, x):
        return self.classifier(self.features(x))


def sample_configs(n, seed, modes, workers, threads, max_cores):
    """n configurations drawn uniformly and independently with a seeded RNG; the
    (workers, threads) pair from those with workers x threads <= max_cores."""
    rng = random.Random(seed)  # the same draw with or without repeats
    combos = [(w, t) for w in workers for t in threads if w * t <= max_cores]
    out = []
    for i in range(n if combos else 0):
        w, t = rng.choice(combos)
        out.append({"framework": rng.choice(modes), "kernel_size": rng.choice(KERNEL),
                    "pool_size": rng.choice(POOL), "activation": rng.choice(ACTIVATION),
                    "optimizer": rng.choice(OPTIMIZER), "dataset": rng.choice(list(DATASET)),
                    "filters": rng.choice(FILTERS), "learning_rate": rng.choice(LR),
                    "padding": rng.choice(PADDING), "stride": rng.choice(STRIDE),
                    "dropout": rng.choice(DROPOUT), "workers": w, "threads": t,
                    "batch_size": rng.choice(BATCH), "index": i})
    return out


def quick_configs(seed, modes, workers, threads, max_cores):
    """Per mode, QUICK_PER_MODE distinct configurations (or all there are) of the quick grid,
    drawn without repeats with a seeded RNG; the other parameters are QUICK_FIXED."""
    rng = random.Random(seed)
    combos = [(w, t) for w in workers for t in threads if w * t <= max_cores]
    out = []
    for mode in modes:
        grid = [(f, w, t, b) for f in FILTERS for (w, t) in combos for b in BATCH]
        for f, w, t, b in rng.sample(grid, min(QUICK_PER_MODE, len(grid))):
            c = {"framework": mode}
            c.update(QUICK_FIXED)
            c.update({"filters": f, "workers": w, "threads": t, "batch_size": b, "index": len(out)})
            out.append(c)
    rng.shuffle(out)  # modes interleaved, so drift over the run does not fall on one mode
    for i, c in enumerate(out):
        c["index"] = i
    return out


def add_repeats(configs, share, repeats, seed):
    """Measure a seeded share of the configurations `repeats` times in all: each
    extra measurement is a copy with its own index, placed at a random position,
    so repeats of one configuration are taken minutes apart (run-to-run noise,
    not only step-to-step). The first len(configs) entries keep their order."""
    if repeats < 2 or share <= 0:
        return configs
    rng = random.Random(seed + 7919)
    chosen = rng.sample(range(len(configs)), max(1, round(share * len(configs))))
    extra = [dict(configs[i], index=len(configs) + k * len(chosen) + j, repeat_of=configs[i]["index"])
             for k in range(repeats - 1) for j, i in enumerate(sorted(chosen))]
    order = list(configs)
    for c in extra:
        order.insert(rng.randrange(len(order) + 1), c)
    return order


def run_sample(c, world, warmup, timed):
    """Milliseconds of one global training step: median of `timed` steps after
    `warmup` steps. Returns (ms, clamped)."""
    torch.set_num_threads(c["threads"])
    torch.manual_seed(1000 + c["index"])
    net = LeNet5(c)
    model = torch.jit.script(net) if c["framework"] == "torchscript" else net
    if world > 1:
        model = nn.parallel.DistributedDataParallel(model)
    opt = (torch.optim.Adam if c["optimizer"] == "adam" else torch.optim.SGD)(model.parameters(), lr=c["learning_rate"])
    ch, size = DATASET[c["dataset"]]
    x = torch.randn(c["batch_size"], ch, size, size)
    y = torch.randint(0, 10, (c["batch_size"],))
    loss_fn = nn.CrossEntropyLoss()

    def step():
        opt.zero_grad()
        loss_fn(model(x), y).backward()
        opt.step()

    for _ in range(warmup):
        step()
    times = []
    for _ in range(timed):
        if world > 1:
            dist.barrier()
        t0 = time.perf_counter()
        step()
        if world > 1:
            dist.barrier()  # the step ends when the slowest worker's optimizer step does
        times.append(time.perf_counter() - t0)
    return 1000.0 * statistics.median(times), net.clamped


def worker(rank, world, configs, port, part, warmup, timed):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    started = last = time.time()
    # Rank 0 appends each result to a file as it goes (not a pipe to the parent,
    # which fills up and blocks a long campaign before the parent reads it).
    fp = open(part, "w") if rank == 0 else None
    for n, c in enumerate(configs, 1):
        ms, clamped = run_sample(c, world, warmup, timed)
        if fp:
            fp.write(json.dumps({"index": c["index"], "time_ms": ms, "clamped": clamped}) + "\n")
            fp.flush()
            if time.time() - last >= 15 or n == len(configs):
                last = time.time()
                print("campaign: %d worker(s): %d/%d samples, %.0f s" % (world, n, len(configs), time.time() - started),
                      file=sys.stderr, flush=True)
    if fp:
        fp.close()
    dist.barrier()
    dist.destroy_process_group()


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def git(*args):
    """git's answer in this script's repository, else in the current directory's."""
    for where in (os.path.dirname(os.path.abspath(__file__)), os.getcwd()):
        try:
            r = subprocess.run(["git", *args], cwd=where, capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.SubprocessError):
            return None
        if r.returncode == 0 and r.stdout.strip():
            return r.stdout.strip()
    return None


def deb_version(pkg):
    try:
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True, timeout=10)
        return r.stdout.strip() or None if r.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None


def cpu_model():
    try:
        with open("/proc/cpuinfo") as fp:
            for line in fp:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def int_list(text, what):
    try:
        vals = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        vals = []
    if not vals or min(vals) < 1:
        sys.exit("campaign: --%s wants positive integers separated by commas, not %r" % (what, text))
    return sorted(set(vals))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1000, help="number of samples (default 1000)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the configuration draw (default 1)")
    ap.add_argument("--out", required=True, help="JSON Lines file to write (and OUT.meta.json)")
    ap.add_argument("--modes", default="eager,torchscript", help="execution modes (default eager,torchscript)")
    ap.add_argument("--workers-list", default="1,2", help="data-parallel worker counts (default 1,2)")
    ap.add_argument("--threads-list", default="1,2", help="intra-op threads per worker (default 1,2)")
    ap.add_argument("--max-cores", type=int, default=os.cpu_count() or 1,
                    help="skip workers x threads combinations above this (default: CPUs here)")
    ap.add_argument("--oversubscribe", action="store_true",
                    help="allow every workers x threads combination, whatever the CPUs")
    ap.add_argument("--warmup", type=int, default=3, help="untimed steps before the timed ones (default 3)")
    ap.add_argument("--timed", type=int, default=3, help="timed steps whose median is recorded (default 3)")
    ap.add_argument("--repeat-share", type=float, default=0.2,
                    help="share of the configurations measured more than once (default 0.2)")
    ap.add_argument("--repeats", type=int, default=3,
                    help="measurements of each repeated configuration in all (default 3; 1 = no repeats)")
    ap.add_argument("--quick", action="store_true", help="a CI-sized run: %d configurations per mode, of filters, workers, threads and "
                    "batch size only" % QUICK_PER_MODE)
    ap.add_argument("--port", type=int, default=0,
                    help="rendezvous port on 127.0.0.1 is PORT + workers (default: a free port)")
    args = ap.parse_args()
    n = args.samples
    modes = [m for m in args.modes.split(",") if m]
    if not modes or any(m not in MODES for m in modes):
        sys.exit("campaign: --modes takes %s, not %r" % (" and ".join(MODES), args.modes))
    if n < 1 or args.warmup < 0 or args.timed < 1 or args.repeats < 1 or not 0 <= args.repeat_share <= 1:
        sys.exit("campaign: --samples, --timed and --repeats must be at least 1, --warmup at least 0, "
                 "--repeat-share in [0, 1]")
    workers = int_list(args.workers_list, "workers-list")
    threads = int_list(args.threads_list, "threads-list")
    max_cores = max(workers) * max(threads) if args.oversubscribe else args.max_cores
    if args.quick:
        configs = quick_configs(args.seed, modes, workers, threads, max_cores)
        n = len(configs)
    else:
        configs = sample_configs(n, args.seed, modes, workers, threads, max_cores)
    if not configs:
        sys.exit("campaign: no workers x threads combination fits in --max-cores %d" % max_cores)
    configs = add_repeats(configs, args.repeat_share, args.repeats, args.seed)
    out_dir = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(out_dir, exist_ok=True)
    started = time.time()
    results = {}
    ctx = mp.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="campaign-", dir=out_dir) as tmpdir:
        for world in sorted({c["workers"] for c in configs}):
            mine = [c for c in configs if c["workers"] == world]
            part = os.path.join(tmpdir, "world%d.jsonl" % world)
            port = args.port + world if args.port else free_port()
            mp.start_processes(worker, args=(world, mine, port, part, args.warmup, args.timed),
                               nprocs=world, join=True, start_method="spawn")
            with open(part) as fp:
                for line in fp:
                    r = json.loads(line)
                    results[r["index"]] = r
        tmp = os.path.join(tmpdir, "out.jsonl")
        with open(tmp, "w") as fp:
            for c in configs:
                rec = {k: v for k, v in c.items() if k not in ("index", "repeat_of")}
                rec["time_ms"] = round(results[c["index"]]["time_ms"], 4)
                fp.write(json.dumps(rec) + "\n")
        meta = run_metadata(args, n, modes, workers, threads, max_cores, configs, results, started)
        with open(tmp + ".meta.json", "w") as fp:
            json.dump(meta, fp, indent=1)
            fp.write("\n")
        os.replace(tmp, args.out)
        os.replace(tmp + ".meta.json", args.out + ".meta.json")
    print("campaign: %d samples in %.0f s -> %s" % (n, time.time() - started, args.out), file=sys.stderr)


def run_metadata(args, n, modes, workers, threads, max_cores, configs, results, started):
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = datetime.datetime.fromtimestamp(int(epoch) if epoch else started, datetime.timezone.utc)
    meta = {"commit": os.environ.get("GITHUB_SHA") or git("rev-parse", "HEAD"),
            "branch": (os.environ.get("GITHUB_HEAD_REF") or os.environ.get("GITHUB_REF_NAME")
                       or git("rev-parse", "--abbrev-ref", "HEAD")),
            "timestamp": when.strftime("%Y-%m-%dT%H:%M:%SZ"), "host_cpu": cpu_model(),
            "cpus": os.cpu_count(), "torch": torch.__version__, "torch_package": deb_version("python3-torch"),
            "python": platform.python_version(), "python_executable": sys.executable,
            "samples": n, "seed": args.seed, "repeat_share": args.repeat_share, "repeats": args.repeats,
            "measurements": len(configs), "modes": modes, "workers_list": workers,
            "threads_list": threads, "max_cores": max_cores,
            "oversubscribed": any(c["workers"] * c["threads"] > (os.cpu_count() or 1) for c in configs),
            "warmup_iterations": args.warmup, "timed_iterations": args.timed,
            "batch_size": "per worker; global_batch_size = workers * batch_size",
            "global_batch_sizes": sorted({c["workers"] * c["batch_size"] for c in configs}),
            "clamped_samples": sum(1 for r in results.values() if r["clamped"] and r["index"] < n),
            "wall_s": round(time.time() - started, 1),
            "command": " ".join(sys.argv),
            "method": "median of %d timed training steps (forward, backward, optimizer step) after %d warm-up "
                      "steps; barrier before and after each timed step, so time_ms is one global step as the "
                      "slowest worker finishes it; synthetic data of the dataset's shape" % (args.timed, args.warmup)}
    return meta


if __name__ == "__main__":
    main()
