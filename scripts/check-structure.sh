#!/usr/bin/env bash
# check-structure.sh - two rules of the house that a reader would otherwise take on trust:
#   - function length: no function in src/ over 80 lines, except those listed, with their
#     reason, in docs/architecture.md's "Long functions" table (numeric kernels and the
#     model.json schema mirrors), and none of those over 120 unless the table says so
#     ("over 120" in its reason); a listed function that is no longer long must leave the list;
#   - the README's Layout: every folder of src/ has its line, every file it names exists, and
#     docs/architecture.md's "Files" section is exactly what each header's first line says
#     (`--fix` rewrites that section).
#
#   bash scripts/check-structure.sh [--fix]
#
# A function is counted from its opening brace to its closing one, both alone at the start of
# a line (clang-format puts them there: scripts/format-check.sh). Exit 0 when both hold, 1
# with one line per breach, 2 on a set-up error.
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
[ "${1:-}" = --fix ] && fix=1
py=$(bash scripts/find-python.sh os) || exit 2
exec "$py" - "$fix" <<'PY'
import os, re, sys

fix = sys.argv[1] == "1"
bad = []
arch = "docs/architecture.md"
if not os.path.isfile(arch):
    print("check-structure: %s is missing" % arch)
    sys.exit(2)
doc = open(arch).read()

# ---- function length
def functions(path):
    lines = open(path).read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i] == "{" and i > 0:
            j = i - 1
            while j > 0 and "(" not in lines[j]:
                j -= 1
            m = re.search(r"(\w+)\s*\(", lines[j])
            k = i + 1
            while k < len(lines) and lines[k] != "}":
                k += 1
            yield (m.group(1) if m else "?"), j + 1, k - i + 1
            i = k
        i += 1

allowed = {}
sec = re.search(r"^## Long functions\n(.*?)(?=^## |\Z)", doc, re.S | re.M)
for row in re.findall(r"^\| `([^`]+)` \| `([^`]+)` \| (.*?) \|$", sec.group(1) if sec else "", re.M):
    allowed[(row[0], row[1])] = row[2]
seen = set()
for root, _, files in os.walk("src"):
    for f in sorted(files):
        if not f.endswith(".c"):
            continue
        path = os.path.join(root, f)
        rel = os.path.relpath(path, "src")
        for name, line, n in functions(path):
            if n <= 80:
                continue
            why = allowed.get((rel, name))
            seen.add((rel, name))
            if why is None:
                bad.append("%s:%d: %s is %d lines (at most 80; or list it with its reason in %s)" % (path, line, name, n, arch))
            elif n > 120 and "over 120" not in why:
                bad.append("%s:%d: %s is %d lines (a listed one may be 120)" % (path, line, name, n))
for key in sorted(set(allowed) - seen):
    bad.append("%s: %s in %s is no longer over 80 lines: take it off the list" % (arch, key[1], key[0]))

# ---- who may include whom: a folder includes only the folders before it in the pipeline
ORDER = ["util", "cli", "ingest", "dataset", "fit", "blackbox", "result", "gate", "history", "render", ""]
rank = {d: i for i, d in enumerate(ORDER)}
for root, _, files in os.walk("src"):
    here = os.path.relpath(root, "src")
    here = "" if here == "." else here
    if here not in rank:
        bad.append("%s: a folder the pipeline's order does not know (scripts/check-structure.sh ORDER)" % root)
        continue
    for f in sorted(files):
        if not f.endswith((".c", ".h")):
            continue
        path = os.path.join(root, f)
        for n, line in enumerate(open(path), 1):
            m = re.match(r'#include "([a-z_]+)/', line)
            if m and m.group(1) != here and rank.get(m.group(1), 99) > rank[here]:
                bad.append("%s:%d: %s/ includes %s/, which comes after it in the pipeline" % (path, n, here or "src", m.group(1)))

# ---- the README's Layout and the files of docs/architecture.md
readme = open("README.md").read()
lay = re.search(r"^## Layout\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
layout = lay.group(1) if lay else ""
for d in sorted(os.listdir("src")):
    if os.path.isdir(os.path.join("src", d)) and not re.search(r"^\s+src/%s/" % re.escape(d), layout, re.M):
        bad.append("README.md: the Layout has no line for src/%s/" % d)
for m in re.finditer(r"^\s+(src/\S+/)\s+(.*(?:\n\s{19,}.*)*)", layout, re.M):
    folder = m.group(1)
    for name in re.findall(r"(?<![/\w])([a-z_0-9]+\.[ch])\b", m.group(2)):
        if not os.path.exists(os.path.join(folder, name)):
            bad.append("README.md: the Layout names %s%s, which does not exist" % (folder, name))

def purpose(path):
    """A header's opening sentence: '/* name.h - what it is ...' to its first full stop (or the
    end of its first paragraph), the comment's continuation lines joined."""
    text = []
    for i, line in enumerate(open(path)):
        line = line.strip()
        if i == 0:
            m = re.match(r"/\*\s*\S+\s+-\s+(.*)$", line)
            if not m:
                return "(no purpose line)"
            line = m.group(1)
        else:
            if line in ("*", "*/") or not line.startswith("*"):
                break
            line = line.lstrip("*").strip()
        end = line.endswith("*/")
        text.append(line[:-2].strip() if end else line)
        if end:
            break
    sentence = " ".join(text)
    m = re.match(r"(.*?\.)(\s|$)", sentence)
    return (m.group(1) if m else sentence).rstrip(" .:;")

gen = []
for root, dirs, files in sorted(os.walk("src")):
    dirs.sort()
    hs = sorted(f for f in files if f.endswith(".h"))
    if not hs:
        continue
    gen.append("### %s/\n" % root)
    for h in hs:
        gen.append("- `%s`: %s" % (h, purpose(os.path.join(root, h))))
    gen.append("")
gen = "\n".join(gen).rstrip("\n") + "\n"
fm = re.search(r"(^## Files\n\n(?:.*?\n)?<!-- generated: scripts/check-structure.sh --fix -->\n)(.*?)(?=^## |\Z)", doc, re.S | re.M)
if not fm:
    bad.append("%s: no '## Files' section with its generated marker" % arch)
elif fm.group(2).strip() != gen.strip():
    if fix:
        doc = doc[:fm.start(2)] + gen + "\n" + doc[fm.end(2):]
        open(arch, "w").write(doc)
        print("check-structure: rewrote the Files section of %s" % arch)
    else:
        bad.append("%s: the Files section is not what the headers say (bash scripts/check-structure.sh --fix)" % arch)

for b in bad:
    print(b)
if not bad:
    print("check-structure: functions within their lengths, the Layout and the Files section match src/")
sys.exit(1 if bad else 0)
PY
