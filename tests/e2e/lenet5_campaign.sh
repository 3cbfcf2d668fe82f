#!/usr/bin/env bash
# End to end: the quick LeNet-5 campaign on PyTorch (80 configurations, as on a 2-core
# runner: --max-cores 2, not oversubscribed), then pmreport
# on its output. Passes when pmreport exits 0 and model.json holds both execution
# modes with an exponent for every extrinsic factor. Exit 77 (skipped) without torch.
# usage: lenet5_campaign.sh PMREPORT
set -euo pipefail
pmreport=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=$("$root/scripts/find-python.sh" torch) || { echo "SKIP: no Python with torch"; exit 77; }
"$py" "$root/examples/lenet5/campaign.py" --quick --seed 3 --workers-list 1,2 --threads-list 1,2 \
  --max-cores 2 --port $((20000 + $$ % 20000)) --out "$tmp/run.jsonl"
test -s "$tmp/run.jsonl.meta.json"
# 40 configurations per mode; a seeded 20% of them measured 3 times (--repeat-share, --repeats), each
# repeat its own record: every record is one measurement
"$py" - "$tmp/run.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
meta = json.load(open(sys.argv[1] + ".meta.json"))
configs = {tuple(sorted((k, v) for k, v in r.items() if k != "time_ms")) for r in rows}
assert len(configs) == 80, len(configs)
assert len(rows) == meta["measurements"] > 80, (len(rows), meta["measurements"])
PY
# the default 60/40 split: the quick campaign's 40 configurations per mode leave 24 to
# train on, 4x the model's 6 unknowns (issue 21: the old campaign had 26 unknowns and exited 2)
"$pmreport" -q --fits 3 --bootstrap 20 -o "$tmp/report" "$tmp/run.jsonl"
"$py" - "$tmp/report/model.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
names = sorted(g["name"] for g in m["groups"])
assert names == ["eager", "torchscript"], names
for g in m["groups"]:
    assert sorted(g["exponents"]) == ["batch_size", "threads", "workers"], g["exponents"].keys()
    assert g["n_train"] >= 3 * 6, g["n_train"]  # 3x the unknowns: filters (a, p), 3 q's, C
    # the repeated configurations give the group a noise floor
    assert g["noise"]["configurations"] > 0 and g["noise"]["floor"] is not None, g["noise"]
print("e2e: model.json has", ", ".join("%s (%d train)" % (g["name"], g["n_train"]) for g in m["groups"]))
PY
