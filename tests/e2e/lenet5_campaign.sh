#!/usr/bin/env bash
# End to end: a small real LeNet-5 campaign on PyTorch (about 60 samples), then pmreport
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
  --max-cores 4 --port $((20000 + $$ % 20000)) --out "$tmp/run.jsonl"
test "$(wc -l < "$tmp/run.jsonl")" -eq 60
test -s "$tmp/run.jsonl.meta.json"
# every configuration trains: with a 60/40 split the quick campaign's 27 torchscript
# configurations would leave fewer than the model's 26 unknowns, which pmreport refuses
"$pmreport" -q --fits 3 --bootstrap 20 --train-fraction 1 -o "$tmp/report" "$tmp/run.jsonl"
"$py" - "$tmp/report/model.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
names = sorted(g["name"] for g in m["groups"])
assert names == ["eager", "torchscript"], names
for g in m["groups"]:
    assert sorted(g["exponents"]) == ["batch_size", "threads", "workers"], g["exponents"].keys()
    assert g["metrics"]["train"]["n"] > 0
print("e2e: model.json has", ", ".join("%s (%d train)" % (g["name"], g["n_train"]) for g in m["groups"]))
PY
