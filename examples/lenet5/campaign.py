#!/usr/bin/env python3
"""The paper's LeNet-5 benchmark campaign on PyTorch, on the CPU, as a CI step would run it.

For each sample, a LeNet-5 configuration is drawn at random from the paper's
Table I (kernel size, pooling size, activation, optimizer, dataset shape,
filters, learning rate, padding, stride, dropout) together with the extrinsic
factors a CPU machine has: data-parallel workers (torch.distributed with the
gloo backend, DistributedDataParallel, one process per worker), intra-op
threads per worker, and the per-worker batch size. The data are synthetic
tensors of the dataset's shape (no download). Each sample runs one warm-up
iteration, then three timed iterations (forward, backward, optimizer step,
a barrier so the slowest worker counts), and records their median, as the
paper did.

"framework" is the execution mode: eager, or the model compiled with
TorchScript (torch.jit.script).

Output: JSON Lines, one sample per line, time per iteration in milliseconds
(`time_ms`), plus a sidecar FILE.meta.json describing the run (commit,
branch, time, CPU, torch version, command line).
"""
import argparse
import datetime
import json
import os
import platform
import random
import statistics
import subprocess
import sys
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


def act(name):
    return {"relu": nn.ReLU(), "tanh": nn.Tanh(), "sigmoid": nn.Sigmoid()}[name]


def conv_out(size, k, s, p):
    return (size + 2 * p - k) // s + 1


class LeNet5(nn.Module):
    """Two convolutions (filters, 2 x filters) each followed by pooling, two fully
    connected layers (120, 84) with dropout, and a 10-way output. Padding 'same'
    pads k // 2. Where a small image and a large kernel, stride or pool would
    leave no pixel, the padding grows or the pool shrinks so every layer keeps at
    least 1 x 1: the sampled values are recorded as drawn."""

    def __init__(self, c):
        super().__init__()
        ch, size = DATASET[c["dataset"]]
        k, s, pool, f = c["kernel_size"], c["stride"], c["pool_size"], c["filters"]
        layers = []
        for cin, cout in ((ch, f), (f, 2 * f)):
            p = k // 2 if c["padding"] == "same" else 0
            if size + 2 * p < k:
                p = (k - size + 1) // 2
            layers += [nn.Conv2d(cin, cout, k, stride=s, padding=p), act(c["activation"])]
            size = conv_out(size, k, s, p)
            pk = min(pool, size)
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
    rng = random.Random(seed)
    combos = [(w, t) for w in workers for t in threads if w * t <= max_cores]
    out = []
    for i in range(n):
        w, t = rng.choice(combos)
        out.append({"framework": rng.choice(modes), "kernel_size": rng.choice(KERNEL),
                    "pool_size": rng.choice(POOL), "activation": rng.choice(ACTIVATION),
                    "optimizer": rng.choice(OPTIMIZER), "dataset": rng.choice(list(DATASET)),
                    "filters": rng.choice(FILTERS), "learning_rate": rng.choice(LR),
                    "padding": rng.choice(PADDING), "stride": rng.choice(STRIDE),
                    "dropout": rng.choice(DROPOUT), "workers": w, "threads": t,
                    "batch_size": rng.choice(BATCH), "index": i})
    return out


def run_sample(c, rank, world, timed=3):
    torch.set_num_threads(c["threads"])
    torch.manual_seed(1000 + c["index"])
    model = LeNet5(c)
    if c["framework"] == "torchscript":
        model = torch.jit.script(model)
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

    step()  # warm-up (also TorchScript's profiling run)
    times = []
    for _ in range(timed):
        if world > 1:
            dist.barrier()
        t0 = time.perf_counter()
        step()
        if world > 1:
            dist.barrier()
        times.append(time.perf_counter() - t0)
    return 1000.0 * statistics.median(times)


def worker(rank, world, configs, port, queue):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    for c in configs:
        ms = run_sample(c, rank, world)
        if rank == 0:
            queue.put((c["index"], ms))
    dist.barrier()
    dist.destroy_process_group()


def git(*args):
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, timeout=10).stdout.strip() or None
    except OSError:
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True, help="JSON Lines file to write (and OUT.meta.json)")
    ap.add_argument("--modes", default="eager,torchscript")
    ap.add_argument("--workers-list", default="1,2")
    ap.add_argument("--threads-list", default="1,2")
    ap.add_argument("--max-cores", type=int, default=os.cpu_count() or 1,
                    help="skip workers x threads combinations above this (default: CPUs here)")
    ap.add_argument("--quick", action="store_true", help="a CI-sized run: 60 samples")
    ap.add_argument("--port", type=int, default=29533)
    args = ap.parse_args()
    n = 60 if args.quick else args.samples
    configs = sample_configs(n, args.seed, args.modes.split(","),
                             [int(v) for v in args.workers_list.split(",")],
                             [int(v) for v in args.threads_list.split(",")], args.max_cores)
    if not configs:
        sys.exit("campaign: no workers x threads combination fits in --max-cores")
    started = time.time()
    results = {}
    ctx = mp.get_context("spawn")
    for world in sorted({c["workers"] for c in configs}):
        mine = [c for c in configs if c["workers"] == world]
        queue = ctx.SimpleQueue()
        mp.spawn(worker, args=(world, mine, args.port + world, queue), nprocs=world, join=True)
        while not queue.empty():
            i, ms = queue.get()
            results[i] = ms
        print("campaign: %d samples with %d worker(s) done" % (len(mine), world), file=sys.stderr, flush=True)
    tmp = args.out + ".tmp"
    with open(tmp, "w") as fp:
        for c in configs:
            rec = {k: v for k, v in c.items() if k != "index"}
            rec["time_ms"] = round(results[c["index"]], 4)
            fp.write(json.dumps(rec) + "\n")
    os.replace(tmp, args.out)
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = datetime.datetime.fromtimestamp(int(epoch) if epoch else started, datetime.timezone.utc)
    meta = {"commit": os.environ.get("GITHUB_SHA") or git("rev-parse", "HEAD"),
            "branch": os.environ.get("GITHUB_REF_NAME") or git("rev-parse", "--abbrev-ref", "HEAD"),
            "timestamp": when.strftime("%Y-%m-%dT%H:%M:%SZ"), "host_cpu": cpu_model(),
            "cpus": os.cpu_count(), "torch": torch.__version__, "python": platform.python_version(),
            "samples": n, "seed": args.seed, "wall_s": round(time.time() - started, 1),
            "command": " ".join(sys.argv),
            "method": "median of 3 timed iterations after 1 warm-up; barrier around each timed "
                      "iteration; batch_size is per worker; time_ms per global step"}
    with open(args.out + ".meta.json", "w") as fp:
        json.dump(meta, fp, indent=1)
        fp.write("\n")


if __name__ == "__main__":
    main()
