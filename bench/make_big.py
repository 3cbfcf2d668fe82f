#!/usr/bin/env python3
"""Write N rows of a LeNet-5-like campaign as CSV, as JSON Lines and as one JSON array, for bench/ingest_bench."""
import json
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
out = sys.argv[2] if len(sys.argv) > 2 else "big"
r = random.Random(1)
cols = ["framework", "kernel_size", "pool_size", "activation", "optimizer", "dataset", "filters",
        "learning_rate", "padding", "stride", "dropout", "workers", "threads", "batch_size", "time_ms"]
with open(out + ".csv", "w") as c, open(out + ".jsonl", "w") as j, open(out + ".json", "w") as a:
    c.write(",".join(cols) + "\n")
    a.write("[\n")
    for i in range(n):
        rec = {"framework": r.choice(["eager", "torchscript"]), "kernel_size": r.randint(2, 5),
               "pool_size": r.randint(2, 5), "activation": r.choice(["relu", "tanh", "sigmoid"]),
               "optimizer": r.choice(["adam", "sgd"]), "dataset": r.choice(["mnist", "fashion_mnist", "cifar10"]),
               "filters": r.choice([4, 8, 16, 32, 64]), "learning_rate": r.choice([0.1, 0.01, 0.001, 1e-4]),
               "padding": r.choice(["valid", "same"]), "stride": r.randint(1, 3), "dropout": r.choice([0.2, 0.5, 0.8]),
               "workers": r.randint(1, 3), "threads": r.randint(1, 3), "batch_size": r.choice([8, 16, 32, 64, 128]),
               "time_ms": round(r.uniform(1, 200), 4)}
        c.write(",".join(str(rec[k]) for k in cols) + "\n")
        j.write(json.dumps(rec) + "\n")
        a.write(json.dumps(rec) + (",\n" if i + 1 < n else "\n"))
    a.write("]\n")
