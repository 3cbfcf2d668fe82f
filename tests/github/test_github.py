"""test_github.py PMREPORT SCENARIO - action.yml and the example workflows, run from their YAML as
GitHub runs them (ghrun.py), in a scratch repository whose remote is a local bare repository,
with the pull request comment's REST calls going to a stub server on 127.0.0.1 (stubapi.py).

The scratch repository is what a user of the action has: the workflows
.github/workflows/pmreport-{record,gate,comment,pages,ab}.yml and action.yml with scripts/github/
copied verbatim from this checkout (`uses: ./` is the action), and the user's own benchmark in
the places the example workflows call: scripts/setup.sh (nothing to install; it says what it
was asked for) and examples/gbench/run.sh (and the older examples/lenet5/run_campaign.sh), which
write the JSON Lines of a simulated benchmark whose parameters are committed in bench/params
(so "the code" of a commit decides its results: q of workers -0.8 is the same code, -0.3 a
scaling regression). pmreport itself is the one under test, on PATH as on a runner that has it
installed (find.sh takes a pmreport on PATH of the action's version).

Scenarios (one ctest each, label github): push_records, second_push, concurrent_records,
same_code_pr, regression_pr, first_pr, merge_base, fork_pr, injection, exit2_outputs,
release_pages, build_cache and failed_build (the scratch repository then holds pmreport's
sources and no pmreport is on PATH), projects (two suites of one repository, the action's
project input), ab_regression (the example pmreport-ab.yml: mode ab, a confirmed regression),
ab_noisy_once (mode ab, a regression the new rounds do not confirm), history_confirm (mode
history with command and confirm); issue 33's push_refused, matrix_shards, planted_comment,
private_fork and dashboard_pages.
Exit 0 when the scenario holds; a failed check prints the jobs' logs.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ghrun  # noqa: E402
import stubapi  # noqa: E402

REPO = "octo/app"

GEN = r'''import json, random, sys
# the simulated benchmark: time = 0.5 filters^0.6 workers^QW batch^0.9 + 2, 3% noise
p = dict(l.split("=", 1) for l in open("bench/params").read().split())
rng = random.Random(int(p["seed"]))
qw, group = float(p["qw"]), p.get("group", "eager").replace("\\n", "\n")
with open(sys.argv[1], "w") as fp:
    for f in (4, 8, 16, 32, 64):
        for w in (1, 2, 4):
            for b in (8, 16, 32, 64, 128):
                t = 0.5 * f ** 0.6 * w ** qw * b ** 0.9 + 2.0
                fp.write(json.dumps({"framework": group, "filters": f, "workers": w, "batch_size": b,
                                     "time_ms": round(t * rng.lognormvariate(0, 0.03), 4)}) + "\n")
'''

CAMPAIGN = r'''#!/usr/bin/env bash
# the user's benchmark (in the example workflows' place): --quick --out FILE
set -euo pipefail
out=""
while [ $# -gt 0 ]; do case "$1" in --out) out=$2; shift 2 ;; *) shift ;; esac; done
mkdir -p "$(dirname "$out")"
python3 bench/gen.py "$out"
'''


class Scratch:
    def __init__(self, pmreport, sources=False):
        self.tmp = tempfile.mkdtemp(prefix="pm-github-")
        self.remote = os.path.join(self.tmp, "remote.git")
        self.dev = os.path.join(self.tmp, "dev")
        self.api = stubapi.Api(REPO)
        bindir = os.path.join(self.tmp, "bin")
        os.makedirs(bindir)
        os.symlink(os.path.abspath(pmreport), os.path.join(bindir, "pmreport"))
        # with sources, the action builds pmreport itself (a runner without one)
        self.runner = ghrun.Runner(os.path.join(self.tmp, "runner"), self.remote, REPO,
                                   api_url=self.api.url, path_prepend=[] if sources else [bindir],
                                   env={"PM_PREFER_PATH": "false"} if sources else {})
        self.runs = []
        self.git("init", "-q", "--bare", "-b", "main", self.remote, cwd=self.tmp)
        self.git("init", "-q", "-b", "main", self.dev, cwd=self.tmp)
        self.git("remote", "add", "origin", self.remote)
        for f in (("action.yml", "src", "templates", "cmake", "bench", "docs", "CMakeLists.txt", "scripts/github",
                   "scripts/pmreport-ab")
                  if sources else ("action.yml", "src/version.h", "scripts/github", "scripts/pmreport-ab")):
            # what git tracks (a checkout of the action), not local build or bench outputs
            tracked = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", f], stdout=subprocess.PIPE,
                                     check=True).stdout.decode().split("\0")
            for rel in [t for t in tracked if t] or [f]:
                src, dst = os.path.join(ROOT, rel), os.path.join(self.dev, rel)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy2(src, dst)
        for w in ("pmreport-record.yml", "pmreport-gate.yml", "pmreport-comment.yml", "pmreport-pages.yml",
                  "pmreport-ab.yml"):
            os.makedirs(os.path.join(self.dev, ".github/workflows"), exist_ok=True)
            shutil.copy(os.path.join(ROOT, ".github/workflows", w), os.path.join(self.dev, ".github/workflows", w))
        self.write("scripts/setup.sh", "#!/usr/bin/env bash\necho \"setup: nothing to install ($*)\"\n")
        self.write("examples/lenet5/run_campaign.sh", CAMPAIGN)
        self.write("examples/gbench/run.sh", CAMPAIGN)
        self.write("bench/gen.py", GEN)

    def close(self):
        self.api.close()
        if os.environ.get("PM_KEEP") != "1":
            shutil.rmtree(self.tmp, ignore_errors=True)
        else:
            print("kept", self.tmp)

    def git(self, *args, cwd=None):
        return subprocess.run(["git", "-c", "user.name=dev", "-c", "user.email=dev@example.com"] + list(args),
                              cwd=cwd or self.dev, check=True, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE).stdout.decode().strip()

    def write(self, rel, text):
        path = os.path.join(self.dev, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fp:
            fp.write(text)

    def commit(self, branch, seed, qw, group="eager", base=None):
        """A commit on branch (created from base) whose benchmark has these parameters; pushed."""
        if base:
            self.git("checkout", "-q", "-B", branch, base)
        else:
            self.git("checkout", "-q", "-B", branch)
        self.write("bench/params", "seed=%d\nqw=%s\ngroup=%s\n" % (seed, qw, group.replace("\n", "\\n")))
        self.git("add", "-A")
        self.git("commit", "-q", "-m", "%s: seed %d qw %s" % (branch, seed, qw))
        self.git("push", "-q", "-f", "origin", branch)
        return self.git("rev-parse", "HEAD")

    def wf(self, name):
        return os.path.join(self.dev, ".github/workflows", name)

    def push(self, sha, branch="main", workflow="pmreport-record.yml"):
        run = self.runner.run_workflow(self.wf(workflow), "push",
                                       {"ref": "refs/heads/" + branch, "after": sha,
                                        "repository": {"name": REPO.split("/")[1]}}, sha,
                                       "refs/heads/" + branch)
        self.runs.append(run)
        return run

    def tag(self, sha, tag):
        self.git("tag", "-f", tag, sha)
        self.git("push", "-q", "-f", "origin", tag)
        event = {"ref": "refs/tags/" + tag, "after": sha, "repository": {"name": REPO.split("/")[1]}}
        run = self.runner.run_workflow(self.wf("pmreport-pages.yml"), "push", event, sha, "refs/tags/" + tag)
        self.runs.append(run)
        return run

    def branch_files(self, branch):
        out = subprocess.run(["git", "--git-dir", self.remote, "ls-tree", "-r", "--name-only", branch],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        return out.stdout.decode().split() if out.returncode == 0 else []

    def show(self, branch, path):
        return subprocess.run(["git", "--git-dir", self.remote, "show", "%s:%s" % (branch, path)],
                              stdout=subprocess.PIPE, check=True).stdout.decode()

    def pull_request(self, number, head_sha, head_ref, base_ref="main", fork=False,
                     workflow="pmreport-gate.yml"):
        base_sha = self.git("rev-parse", "origin/" + base_ref)
        self.api.pulls[number] = head_sha
        full = "fork/app" if fork else REPO
        event = {"action": "synchronize", "number": number,
                 "pull_request": {"number": number,
                                  "head": {"sha": head_sha, "ref": head_ref, "repo": {"full_name": full}},
                                  "base": {"sha": base_sha, "ref": base_ref, "repo": {"full_name": REPO}}}}
        run = self.runner.run_workflow(self.wf(workflow), "pull_request", event, head_sha,
                                       "refs/pull/%d/merge" % number, head_ref=head_ref,
                                       base_ref=base_ref, fork=fork)
        self.runs.append(run)
        return run

    def workflow_run(self, gate_run, head_sha):
        sha = self.git("rev-parse", "origin/main")
        event = {"action": "completed",
                 "workflow_run": {"id": gate_run.run_id, "event": "pull_request", "head_sha": head_sha,
                                  "conclusion": gate_run.conclusion, "name": "pmreport-gate",
                                  "head_repository": {"full_name": "fork/app"}, "pull_requests": []}}
        run = self.runner.run_workflow(self.wf("pmreport-comment.yml"), "workflow_run", event, sha,
                                       "refs/heads/main")
        self.runs.append(run)
        return run

    def data_runs(self):
        """The run files of the data branch on the remote: {name: parsed JSON}."""
        out = subprocess.run(["git", "--git-dir", self.remote, "ls-tree", "--name-only",
                              "pmreport-data", "runs/"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
        if out.returncode != 0:
            return {}
        files = {}
        for path in out.stdout.decode().split():
            text = subprocess.run(["git", "--git-dir", self.remote, "show", "pmreport-data:" + path],
                                  stdout=subprocess.PIPE, check=True).stdout.decode()
            files[os.path.basename(path)] = json.loads(text)
        return files

    def comments(self, number):
        return self.api.comments.get(number, [])

    def dump(self):
        for run in self.runs:
            for name, job in run.jobs.items():
                print("==== run %d job %s: %s" % (run.run_id, name, job.result))
                print("\n".join(job.log))
                print("---- summary\n" + job.summary)
                print("---- annotations", job.annotations)
        print("---- API calls")
        for c in self.api.calls:
            print(c[0], c[1], c[2])


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def job(run, name):
    return run.jobs[name]


def step_outputs(run, jobname, step):
    return job(run, jobname).steps_ctx[step]["outputs"]


# ---------------------------------------------------------------- scenarios

def push_records(s):
    c1 = s.commit("main", 1, -0.8)
    run = s.push(c1)
    check(run.conclusion == "success", "the record job failed")
    runs = s.data_runs()
    check(len(runs) == 1, "the data branch has %d run files, expected 1" % len(runs))
    (r,) = runs.values()
    check(r["branch"] == "main" and r["commit"] == c1, "the run file names %s %s" % (r["branch"], r["commit"]))
    out = step_outputs(run, "record", "pmreport")
    check(out["verdict"] == "none" and out["report"] == "reports/main", "outputs %r" % out)
    summary = job(run, "record").summary
    check("## pmreport" in summary, "a record-only run wrote no job summary")
    check("https://octo.github.io/app/runs/%s/" % c1 in summary,
          "the summary does not link the report on Pages")
    check("beside this file" not in summary, "the summary points at a file on the runner")
    check(os.path.isdir(os.path.join(s.runner.root, "artifacts", str(run.run_id), "pmreport-report-record")),
          "the report was not uploaded")


def second_push(s):
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    first = s.data_runs()
    c2 = s.commit("main", 2, -0.8)
    run = s.push(c2)
    check(run.conclusion == "success", "the second record job failed")
    runs = s.data_runs()
    check(len(runs) == 2, "the data branch has %d run files, expected 2" % len(runs))
    check(all(runs[k] == v for k, v in first.items()), "the first run's file changed")
    check({r["commit"] for r in runs.values()} == {c1, c2}, "the runs are not those of both pushes")
    # the second job imported the first run from the data branch before recording its own
    check(any("imported 1 new of 1 run files" in l for l in job(run, "record").log),
          "the second job did not import the first run")


def concurrent_records(s):
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    c2 = s.commit("main", 2, -0.8)
    c3 = s.commit("main", 3, -0.8)
    # a real race: the remote holds each push to the data branch until both jobs have pushed,
    # so both start from the same tip and one of them must fetch, rebase and push again
    race = os.path.join(s.tmp, "race")
    hook = os.path.join(s.remote, "hooks", "pre-receive")
    with open(hook, "w") as fp:
        fp.write("#!/bin/sh\nmkdir -p %s; touch %s/$$; n=0\n"
                 "while [ $(ls %s | wc -l) -lt 2 ] && [ $n -lt 150 ]; do sleep 0.1; n=$((n+1)); done\n"
                 % (race, race, race))
    os.chmod(hook, 0o755)
    results = []
    ts = [threading.Thread(target=lambda c=c: results.append(s.push(c))) for c in (c2, c3)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    check(all(r.conclusion == "success" for r in results), "a concurrent record job failed")
    runs = s.data_runs()
    check({r["commit"] for r in runs.values()} == {c1, c2, c3},
          "after two record jobs at once the data branch holds %s" % sorted(r["commit"][:8] for r in runs.values()))
    logs = "\n".join(l for r in results for l in job(r, "record").log)
    check("fetch, rebase, push again" in logs, "the two pushes did not race (no retry)")


def same_code_pr(s):
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("feature", 2, -0.8, base=c1)
    run = s.pull_request(7, p1, "feature")
    check(run.conclusion == "success", "the same-code pull request failed")
    out = step_outputs(run, "gate", "pmreport")
    check(out["verdict"] == "pass", "verdict %r" % out.get("verdict"))
    cs = s.comments(7)
    check(len(cs) == 1, "%d comments, expected 1" % len(cs))
    check("Gate: PASS" in cs[0]["body"] and p1 in cs[0]["body"], "the comment: %s" % cs[0]["body"][:300])
    check("actions/runs/%d/artifacts/" % run.run_id in cs[0]["body"], "the comment does not link the report")
    p2 = s.commit("feature", 3, -0.8)
    run2 = s.pull_request(7, p2, "feature")
    check(run2.conclusion == "success", "the second push of the pull request failed")
    cs = s.comments(7)
    check(len(cs) == 1, "after a second push %d comments, expected 1 (updated in place)" % len(cs))
    check(p2 in cs[0]["body"] and p1 not in cs[0]["body"], "the comment was not updated for the new head")
    check(any(c[0] == "PATCH" for c in s.api.calls), "no PATCH of the comment")
    check("history.db" not in cs[0]["body"], "the comment names the runner's database:\n%s" % cs[0]["body"])


def regression_pr(s):
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("slow", 2, -0.3, base=c1)
    run = s.pull_request(8, p1, "slow")
    check(run.conclusion == "failure", "the regression pull request passed")
    out = step_outputs(run, "gate", "pmreport")
    check(out["verdict"] == "regression", "verdict %r" % out.get("verdict"))
    errs = [a for a in job(run, "gate").annotations if a["level"] == "error"]
    check(any("workers" in a["props"] + a["message"] for a in errs), "no ::error naming workers: %r" % errs)
    cs = s.comments(8)
    check(len(cs) == 1 and "REGRESSION" in cs[0]["body"], "the comment does not say regression")


def first_pr(s):
    c1 = s.commit("main", 1, -0.8)  # pushed, never recorded
    p1 = s.commit("first", 2, -0.8, base=c1)
    run = s.pull_request(9, p1, "first")
    check(run.conclusion == "success", "the first-ever pull request failed")
    out = step_outputs(run, "gate", "pmreport")
    check(out["verdict"] == "none", "verdict %r" % out.get("verdict"))
    summary = job(run, "gate").summary
    check("record" in summary.lower() and "main" in summary, "the summary does not say to record main first")
    cs = s.comments(9)
    check(len(cs) == 1 and "record" in cs[0]["body"].lower(), "the comment does not say to record main first")
    # no gate ran: the baseline output is empty (docs), and the comment names where runs live
    # on GitHub (the data branch), not the runner's scratch database
    check(out["baseline"] == "", "baseline %r when no gate ran" % out["baseline"])
    check("history.db" not in cs[0]["body"] and "pmreport-data" in cs[0]["body"],
          "the comment names the runner's database:\n%s" % cs[0]["body"])


def merge_base(s):
    c0 = s.commit("main", 0, -0.8)  # never recorded
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("topic", 2, -0.8, base=c1)
    c2 = s.commit("main", 3, -0.3, base=c1)  # main moved on (and got slower) after the branch
    s.push(c2)
    run = s.pull_request(10, p1, "topic")
    out = step_outputs(run, "gate", "pmreport")
    check(out["baseline"] == c1[:12], "baseline %r, expected main's run at the merge base %s" % (out["baseline"], c1[:12]))
    check(c1[:12] in job(run, "gate").summary and c2[:12] not in job(run, "gate").summary,
          "the summary does not name the merge base's run")
    # a branch from a commit of main that has no run of its own before it: main's latest, with a note
    p2 = s.commit("old", 4, -0.8, base=c0)
    run2 = s.pull_request(11, p2, "old")
    out = step_outputs(run2, "gate", "pmreport")
    check(out["baseline"] == "main" and "latest run of main" in out["baseline-note"], "fallback: %r" % out)
    check("latest run of main" in job(run2, "gate").summary, "the fallback note is not in the summary")


def fork_pr(s):
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("fork-topic", 2, -0.8, base=c1)
    run = s.pull_request(12, p1, "fork-topic", fork=True)
    check(run.conclusion == "success", "the fork's gate job failed")
    check(s.comments(12) == [], "a fork's read-only token commented")
    check(any(a["level"] == "warning" and "workflow_run" in a["message"] for a in job(run, "gate").annotations),
          "no warning pointing at the workflow_run pattern")
    wr = s.workflow_run(run, p1)
    check(wr.conclusion == "success", "the workflow_run comment job failed")
    cs = s.comments(12)
    check(len(cs) == 1 and "Gate: PASS" in cs[0]["body"], "the fork's pull request got no comment")
    # an artifact that names another pull request is refused (its head is not that commit)
    s.api.pulls[13] = c1
    with open(os.path.join(s.runner.root, "artifacts", str(run.run_id), "pmreport-comment", "pr"), "w") as fp:
        fp.write("13\n")
    wr2 = s.workflow_run(run, p1)
    check(wr2.conclusion == "failure" and s.comments(13) == [], "a forged pull request number was commented on")


def injection(s):
    # a group name and a branch name with newlines, %, :: and quotes set no output and no annotation
    evil = "eager\n::error::injected\nverdict=pass\n%0A'\""
    c1 = s.commit("main", 1, -0.8, group=evil)
    s.push(c1)
    p1 = s.commit("x%25'\"y", 2, -0.3, group=evil, base=c1)
    run = s.pull_request(14, p1, "x%25'\"y")
    out = step_outputs(run, "gate", "pmreport")
    check(out["verdict"] == "regression", "an injected verdict: %r" % out.get("verdict"))
    check(set(out) == {"verdict", "report", "report-url", "baseline", "baseline-note", "comment-dir"},
          "outputs %r" % sorted(out))
    anns = job(run, "gate").annotations
    check(not any(a["message"].strip() == "injected" for a in anns), "an injected ::error: %r" % anns)


def build_cache(s):
    # no pmreport on the runner: the first job builds the pmreport target, the second job
    # restores it from the cache (key: OS release, architecture, version, source digest)
    c1 = s.commit("main", 1, -0.8)
    run = s.push(c1)
    log = "\n".join(job(run, "record").log)
    check(run.conclusion == "success", "the first job failed")
    check("Built target pmreport" in log and "restored from the cache" not in log, "the first job did not build")
    check("Built target pmcore" in log and "test_" not in log, "built more than pmreport")
    c2 = s.commit("main", 2, -0.8)
    run2 = s.push(c2)
    log2 = "\n".join(job(run2, "record").log)
    check(run2.conclusion == "success", "the second job failed")
    check("pmreport: restored from the cache" in log2 and "Built target" not in log2,
          "the second job did not use the cached build")
    check(len(s.data_runs()) == 2, "the two jobs did not both record")
    # an instant start: on the cache hit nothing is installed (setup.sh is not run), and the
    # restored binary loads its libraries from the cache's build-action/lib, not the system's
    check("setup: nothing to install (build-deps)" in log and "(build-deps)" not in log2,
          "the warm job ran setup.sh")
    binary = os.path.join(job(run2, "record").workspace, "build-action", "pmreport")
    ldd = subprocess.run(["ldd", binary], stdout=subprocess.PIPE, check=True).stdout.decode()
    bundled = [l for l in ldd.splitlines() if "build-action/lib/" in l]
    check(any("libxml2" in l for l in bundled) and any("libcairo" in l for l in bundled),
          "the restored pmreport does not load its libraries from the cache:\n%s" % ldd)
    # the action's overhead: checkout to verdict, the benchmark step excluded
    cold, warm = (sum(t for depth, name, t in job(r, "record").timings if depth == 0 and not name.startswith("Benchmark"))
                  for r in (run, run2))
    print("overhead from checkout to verdict, the benchmark excluded: cold %.1f s, warm %.1f s" % (cold, warm))
    check(warm <= 5.0, "a warm job's overhead is %.1f s" % warm)


def release_pages(s):
    # two release tags: each run recorded as branch 'releases', each report published to
    # gh-pages under its tag beside the other, the index lists both (newest first), and the
    # second report shows the exponents over the first release
    c1 = s.commit("main", 1, -0.8)
    run = s.tag(c1, "v1.0")
    check(run.conclusion == "success", "the v1.0 release job failed")
    c2 = s.commit("main", 2, -0.8)
    run2 = s.tag(c2, "v1.1")
    check(run2.conclusion == "success", "the v1.1 release job failed")
    files = s.branch_files("gh-pages")
    check("v1.0/index.html" in files and "v1.1/index.html" in files, "gh-pages holds %s" % files[:8])
    index = s.show("gh-pages", "index.html")
    check(index.index('href="v1.1/index.html"') < index.index('href="v1.0/index.html"'),
          "the index does not list v1.1 then v1.0")
    report = s.show("gh-pages", "v1.1/index.html")
    check("Exponents over time" in report and c1[:12] in report, "v1.1 does not show v1.0's exponents")
    runs = s.data_runs()
    check(sorted((r["branch"], r["commit"]) for r in runs.values()) == sorted([("releases", c1), ("releases", c2)]),
          "the data branch holds %r" % [(r["branch"], r["commit"][:8]) for r in runs.values()])
    summary = job(run2, "report").summary
    check("https://octo.github.io/app/v1.1/" in summary, "the summary does not link the published report")
    # what a public site shows: the machine (said so), not the measured configurations
    model = json.loads(s.show("gh-pages", "v1.1/model.json"))
    check("configurations" not in model and model.get("groups"), "the published model.json: %s" % sorted(model))
    check("**Published** to `gh-pages` under `v1.1/`" in summary and "the machine (CPU model" in summary
          and "not the measured configurations" in summary, "the summary does not say what is public:\n%s" % summary)


def exit2_outputs(s):
    s.write("bench/gen.py", "import sys\nopen(sys.argv[1], 'w').write('not json\\n')\n")
    c1 = s.commit("main", 2, -0.8)
    run = s.push(c1)
    check(run.conclusion == "failure", "a run with unreadable input passed")
    out = step_outputs(run, "record", "pmreport")
    check(out["verdict"] == "error" and out["report"] == "", "outputs on exit 2: %r" % out)
    summary = job(run, "record").summary
    check("could not run (exit 2)" in summary, "the summary does not say pmreport failed")
    check(s.data_runs() == {}, "a failed run was recorded")
    # pmreport's one line ("FILE:LINE: what is wrong") is an error annotation on that line, not
    # only text inside the log's stop-commands block
    errs = [a for a in job(run, "record").annotations if a["level"] == "error"]
    check(any("could not run" in a["props"] and "file=results/" in a["props"] and "line=1" in a["props"]
              for a in errs), "no error annotation on the input's line: %r" % errs)


SUITES_YML = """name: suites
on:
  push:
  pull_request:
permissions: {}
jobs:
  suites:
    runs-on: ubuntu-latest
    permissions:
      contents: write
      pull-requests: write
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - name: Benchmark both suites
        run: |
          mkdir -p results
          python3 bench/gen.py results/a.jsonl
          python3 bench/gen_b.py results/b.jsonl
      - name: Suite a
        id: a
        uses: ./
        with:
          inputs: results/a.jsonl
          output-dir: reports/a
          project: suite-a
          data-branch: pmreport-data-a
          record: ${{ github.event_name == 'push' }}
          comment: 'false'
          upload-report: 'false'
          fail-on-regression: 'false'
      - name: Suite b
        id: b
        uses: ./
        with:
          inputs: results/b.jsonl
          output-dir: reports/b
          project: suite-b
          data-branch: pmreport-data-b
          record: ${{ github.event_name == 'push' }}
          comment: 'false'
          upload-report: 'false'
          fail-on-regression: 'false'
"""


def projects(s):
    """Two benchmark suites of one repository in one job: the input project keeps their runs
    apart in the shared database and on their own data branches, so each gates against its own
    base run (suite b's scaling differs from a's: gated against a's run it would regress)."""
    s.write(".github/workflows/suites.yml", SUITES_YML)
    s.write("bench/gen_b.py", GEN.replace("bench/params", "bench/params_b"))

    def commit(branch, seed, qa, qb, base=None):
        if base:
            s.git("checkout", "-q", "-B", branch, base)
        s.write("bench/params_b", "seed=%d\nqw=%s\ngroup=eager\n" % (seed + 100, qb))
        return s.commit(branch, seed, qa)

    c1 = commit("main", 4, -0.8, -0.4)
    run = s.push(c1, workflow="suites.yml")
    check(run.conclusion == "success", "the recording push failed")
    for br in ("pmreport-data-a", "pmreport-data-b"):
        files = [f for f in s.branch_files(br) if f.startswith("runs/")]
        check(len(files) == 1, "%s holds %d run files, expected 1" % (br, len(files)))
        r = json.loads(s.show(br, files[0]))
        check(r["commit"] == c1, "%s's run is of %s" % (br, r["commit"]))
    check(s.branch_files("pmreport-data") == [], "a data branch of the default project was written")

    def pr(number, branch, seed, qa, qb):
        return s.pull_request(number, commit(branch, seed, qa, qb, base=c1), branch, workflow="suites.yml")

    same = pr(11, "same", 5, -0.8, -0.4)
    a, b = step_outputs(same, "suites", "a"), step_outputs(same, "suites", "b")
    check(all(len(o["baseline"]) >= 7 and c1.startswith(o["baseline"]) for o in (a, b)),
          "baselines %r, %r; main's run is %s" % (a["baseline"], b["baseline"], c1))
    check(a["verdict"] == "pass", "suite a, the same code: %r" % a["verdict"])
    check(b["verdict"] == "pass", "suite b, the same code: %r (gated against suite a's run?)" % b["verdict"])
    slow = pr(12, "slow-b", 6, -0.8, 0.1)
    a, b = step_outputs(slow, "suites", "a"), step_outputs(slow, "suites", "b")
    check(a["verdict"] == "pass", "suite a, unchanged beside a slower b: %r" % a["verdict"])
    check(b["verdict"] == "regression", "suite b, workers 0.5 worse: %r" % b["verdict"])


# ---------------------------------------------------------------- A/B and confirmation

GEN_AB = r'''import json, os, random, sys
# the simulated benchmark of the A/B and confirmation scenarios: n = 2^16..2^22 x threads 1, 2,
# time = 2e-6 n / threads^qt + 0.01 s, x slow at the two largest n, lognormal noise; seeded
# from a counter kept outside the repository (PM_AB_STATE), so every run differs. A commit
# whose params set once_top / once_noise has its first run (its first busy_runs runs) that
# much slower at the top and that noisy (a busy moment of the runner). Every run appends its commit's side to a log.
p = dict(l.split("=", 1) for l in open("bench/params").read().split())
state = os.environ["PM_AB_STATE"]
def bump(name):
    path = os.path.join(state, name)
    n = int(open(path).read()) + 1 if os.path.exists(path) else 1
    open(path, "w").write(str(n))
    return n
side = p["side"]
seed, k = bump("counter"), bump("count-" + side)
with open(os.path.join(state, "order"), "a") as fp:
    fp.write(side + "\n")
slow, qt = float(p.get("slow", 1)), float(p.get("qt", 0.9))
busy = k <= int(p.get("busy_runs", 1))
noise = float(p.get("once_noise", 0)) if busy and "once_noise" in p else float(p.get("noise", 0.03))
top = slow * (float(p.get("once_top", 1)) if busy else 1)
rng = random.Random(seed)
os.makedirs(os.path.dirname(sys.argv[1]) or ".", exist_ok=True)
with open(sys.argv[1], "w") as fp:
    for e in range(16, 23):
        for th in (1, 2):
            t = (2e-6 * 2 ** e / th ** qt + 0.01) * (top if e >= 21 else 1)
            fp.write(json.dumps({"benchmark": "sum", "n": 2 ** e, "threads": th,
                                 "time_s": t * rng.lognormvariate(0, noise)}) + "\n")
'''


def ab_setup(s):
    """The A/B benchmark in the scratch repository (bench/gen.py, which the example workflows'
    run_campaign.sh runs), its state outside the repository."""
    state = os.path.join(s.tmp, "ab-state")
    os.makedirs(state)
    s.runner.machine_env["PM_AB_STATE"] = state
    s.write("bench/gen.py", GEN_AB)
    return state


def ab_commit(s, branch, params, base=None):
    """A commit on branch (from base) whose benchmark has these params; pushed."""
    s.git("checkout", "-q", "-B", branch, *([base] if base else []))
    s.write("bench/params", "\n".join(params.split()) + "\n")
    s.git("add", "-A")
    s.git("commit", "-q", "-m", "%s: %s" % (branch, params))
    s.git("push", "-q", "-f", "origin", branch)
    return s.git("rev-parse", "HEAD")


def ab_order(state):
    with open(os.path.join(state, "order")) as fp:
        return fp.read().split()


def abba(n):
    """The order of n rounds: base head, head base, ..."""
    return [x for i in range(1, n + 1) for x in (("base", "head") if i % 2 else ("head", "base"))]


def count_dirs(path):
    return len([d for d in os.listdir(path) if os.path.isdir(os.path.join(path, d))]) if os.path.isdir(path) else 0


def ab_regression(s):
    """The example pmreport-ab.yml on a pull request whose head is 1.5x slower at its two
    largest sizes: the merge base and the head benchmarked in A B B A rounds on the runner,
    nothing recorded; the regression confirmed by new rounds (confirm: always), the job
    fails, and the summary and the comment say the rounds, why they stopped, the first
    verdict and the confirmation."""
    state = ab_setup(s)
    c1 = ab_commit(s, "main", "side=base")  # pushed, never recorded: A/B needs no history
    p1 = ab_commit(s, "slow-top", "side=head slow=1.5", base=c1)
    run = s.pull_request(21, p1, "slow-top", workflow="pmreport-ab.yml")
    check(run.conclusion == "failure", "a head 1.5x slower at its largest sizes passed")
    out = step_outputs(run, "ab", "pmreport")
    check(out["verdict"] == "regression", "verdict %r" % out.get("verdict"))
    check(out["baseline"] == c1, "baseline %r, expected the merge base %s" % (out["baseline"], c1))
    check(out["report"] == "reports/ab/confirmed", "report %r, expected the confirmation's" % out["report"])
    art = os.path.join(s.runner.root, "artifacts", str(run.run_id), "pmreport-report-ab")
    rounds, confirm = count_dirs(os.path.join(art, "rounds")), count_dirs(os.path.join(art, "confirm-rounds"))
    check(2 <= rounds <= 4, "%d rounds, outside 2..ab-max-rounds 4" % rounds)
    check(confirm == rounds, "%d confirmation rounds after %d rounds" % (confirm, rounds))
    check(ab_order(state) == abba(rounds + confirm),
          "runs in the order %s, expected A B B A: %s" % (ab_order(state), abba(rounds + confirm)))
    check(os.path.isfile(os.path.join(art, "ab.md")) and os.path.isfile(os.path.join(art, "confirmed", "index.html")),
          "the artifact lacks ab.md or the confirmation's report")
    errs = [a for a in job(run, "ab").annotations if a["level"] == "error"]
    check(any("n" in a["props"] for a in errs), "no ::error naming n: %r" % errs)
    cs = s.comments(21)
    check(len(cs) == 1, "%d comments, expected 1" % len(cs))
    body = cs[0]["body"]
    for what in ("REGRESSION", "A/B on one runner", "**Rounds:** %d of base and head each" % rounds,
                 "base head, head base", "wall time", "**Stopped:**",
                 "**First comparison:** regression", "the regression is confirmed", "confirms it"):
        check(what in body, "the comment does not say %r:\n%s" % (what, body))
    check("**Rounds:**" in job(run, "ab").summary, "the job summary has no A/B part")
    check(s.data_runs() == {}, "a pull request in mode ab recorded a run")


AB_ONCE_YML = """name: ab-once
on:
  pull_request:
permissions: {}
jobs:
  ab:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - name: A/B
        id: pmreport
        uses: ./
        with:
          mode: ab
          command: python3 bench/gen.py results/sweep.jsonl
          inputs: results/sweep.jsonl
          output-dir: reports/ab
          confirm: always
          ab-max-rounds: '2'
"""


def ab_noisy_once(s):
    """Mode ab, a head whose first two runs were slow at the top and noisy (a busy spell): the
    first comparison regresses, the new rounds do not confirm it: pass, not a red build, and
    the comment says the first verdict and that the rerun did not confirm it."""
    state = ab_setup(s)
    s.write(".github/workflows/ab-once.yml", AB_ONCE_YML)
    c1 = ab_commit(s, "main", "side=base")
    # busy through the first comparison's two rounds (A/B compares each configuration's
    # fastest repeat, so one busy round of two is not a regression at all), quiet after
    p1 = ab_commit(s, "busy", "side=head once_top=2.5 once_noise=0.1 busy_runs=2", base=c1)
    run = s.pull_request(22, p1, "busy", workflow="ab-once.yml")
    out = step_outputs(run, "ab", "pmreport")
    cs = s.comments(22)
    check(len(cs) == 1, "%d comments, expected 1" % len(cs))
    body = cs[0]["body"]
    check("**First comparison:** regression" in body, "the head's busy first run did not regress:\n%s" % body)
    check(run.conclusion == "success", "a regression the rerun did not confirm failed the job")
    check(out["verdict"] == "pass", "verdict %r" % out.get("verdict"))
    check("the regression is not confirmed" in body and "does not confirm it" in body,
          "the comment does not say the rerun did not confirm it:\n%s" % body)
    check(ab_order(state) == abba(4), "runs in the order %s, expected %s" % (ab_order(state), abba(4)))
    errs = [a for a in job(run, "ab").annotations if a["level"] == "error"]
    check(errs == [], "an unconfirmed regression left ::error annotations: %r" % errs)


HISTORY_CONFIRM_YML = """name: history-confirm
on:
  pull_request:
permissions: {}
jobs:
  gate:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - name: Benchmark
        run: python3 bench/gen.py results/sweep.jsonl
      - name: Gate against main's run, confirm a regression by running the benchmark again
        id: pmreport
        uses: ./
        with:
          inputs: results/sweep.jsonl
          output-dir: reports/pr
          command: python3 bench/gen.py results/sweep.jsonl
          confirm: auto
"""


def history_confirm(s):
    """Mode history with command and confirm auto: main recorded; a pull request whose
    benchmark run was slow at the top and noisy once (much noisier than main's run): the gate
    fails, the command runs again and the rerun does not confirm it: the job passes, the
    comment says both verdicts, and no ::error annotation is left from the first comparison.
    A head slower at the top for real, no noisier than main's run, stays a red build: no
    rerun, and the comment says why."""
    state = ab_setup(s)
    s.write(".github/workflows/history-confirm.yml", HISTORY_CONFIRM_YML)
    c1 = ab_commit(s, "main", "side=main")
    rec = s.push(c1)
    check(rec.conclusion == "success" and len(s.data_runs()) == 1, "main was not recorded")
    p1 = ab_commit(s, "busy", "side=head once_top=2.5 once_noise=0.1", base=c1)
    run = s.pull_request(23, p1, "busy", workflow="history-confirm.yml")
    out = step_outputs(run, "gate", "pmreport")
    cs = s.comments(23)
    check(len(cs) == 1, "%d comments, expected 1" % len(cs))
    body = cs[0]["body"]
    check("**First comparison:** regression" in body, "the busy first run did not regress:\n%s" % body)
    check(run.conclusion == "success", "a run noisy once is a red build")
    check(out["verdict"] == "pass", "verdict %r" % out.get("verdict"))
    check("**Confirmation** (this run was much noisier than its baseline (confirm auto)): the benchmark ran again" in body
          and "the regression is not confirmed" in body and "does not confirm it" in body,
          "the comment does not say the rerun did not confirm it:\n%s" % body)
    errs = [a for a in job(run, "gate").annotations if a["level"] == "error"]
    check(errs == [], "the unconfirmed first comparison left ::error annotations: %r" % errs)
    check(ab_order(state) == ["main", "head", "head"], "the benchmark ran %s" % ab_order(state))
    # a real slowdown at the top, no noisier than main's run: no rerun, a red build
    p2 = ab_commit(s, "slow", "side=slow slow=1.5", base=c1)
    run2 = s.pull_request(24, p2, "slow", workflow="history-confirm.yml")
    check(run2.conclusion == "failure", "a head 1.5x slower at the top passed")
    check(step_outputs(run2, "gate", "pmreport")["verdict"] == "regression", "not a regression")
    check(ab_order(state)[3:] == ["slow"], "the benchmark of the slower head ran %s" % ab_order(state)[3:])
    body = s.comments(24)[0]["body"]
    check("**Confirmation:** not run: this run was not much noisier than its baseline" in body, "the comment:\n%s" % body)
    errs = [a for a in job(run2, "gate").annotations if a["level"] == "error"]
    check(any("n" in a["props"] for a in errs), "no ::error naming n: %r" % errs)


# ---------------------------------------------------------------- every exit path

def push_refused(s):
    """A record workflow whose token may not write (contents: read): the push is refused with
    GitHub's 403 and is not retried as a race; the job fails with one error annotation saying
    why, and still has its summary (the run's verdict, and that it was not recorded) and its
    report artifact."""
    wf = s.wf("pmreport-record.yml")
    with open(wf) as fp:
        text = fp.read()
    check("contents: write" in text, "pmreport-record.yml asks no contents: write")
    s.write(".github/workflows/pmreport-record.yml", text.replace("contents: write", "contents: read"))
    c1 = s.commit("main", 1, -0.8)
    run = s.push(c1)
    j = job(run, "record")
    log = "\n".join(j.log)
    check(run.conclusion == "failure", "a refused push passed")
    check("moved on" not in log, "a refused push was retried as a race:\n%s" % log)
    errs = [a for a in j.annotations if a["level"] == "error"]
    check(len(errs) == 1 and "denied" in errs[0]["message"] and "contents: write" in errs[0]["message"],
          "the error annotations: %r" % errs)
    check("## pmreport" in j.summary and "not recorded" in j.summary,
          "the summary after a failed push:\n%s" % j.summary)
    check(s.data_runs() == {}, "a refused push recorded a run")
    check(os.path.isdir(os.path.join(s.runner.root, "artifacts", str(run.run_id), "pmreport-report-record")),
          "the report was not uploaded after the failed push")


MATRIX_YML = """name: shards
on:
  push:
permissions: {}
jobs:
  bench:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        shard: [1, 2]
    permissions:
      contents: read
    steps:
      - uses: actions/checkout@v4
      - name: Benchmark this shard
        run: mkdir -p results && python3 bench/gen.py results/shard.jsonl
      - name: Model it
        uses: ./
        with:
          inputs: results/shard.jsonl
"""


def matrix_shards(s):
    """Two shards of a matrix job with the action's default inputs: each uploads its report
    under its own name (job and matrix values) and each has its summary."""
    s.write(".github/workflows/shards.yml", MATRIX_YML)
    c1 = s.commit("main", 1, -0.8)
    run = s.push(c1, workflow="shards.yml")
    check(sorted(run.jobs) == ["bench (1)", "bench (2)"], "jobs %r" % sorted(run.jobs))
    check(run.conclusion == "success", "a shard failed")
    arts = sorted(os.listdir(os.path.join(s.runner.root, "artifacts", str(run.run_id))))
    check(arts == ["pmreport-report-bench-1", "pmreport-report-bench-2"], "artifacts %r" % arts)
    for name in ("bench (1)", "bench (2)"):
        sm = job(run, name).summary
        check("## pmreport" in sm and "/artifacts/" in sm, "%s's summary:\n%s" % (name, sm))


def failed_build(s):
    """A pull request on a runner without pmreport whose build fails (a broken checkout of the
    action): the job fails, and the summary and the comment still say that pmreport did not
    run and which step failed."""
    path = os.path.join(s.dev, "CMakeLists.txt")
    with open(path) as fp:
        text = fp.read()
    with open(path, "w") as fp:
        fp.write("cmake_minimum_required(VERSION 3.16)\nmessage(FATAL_ERROR \"a broken build\")\n" + text)
    c1 = s.commit("main", 1, -0.8)
    p1 = s.commit("topic", 2, -0.8, base=c1)
    run = s.pull_request(31, p1, "topic")
    j = job(run, "gate")
    check(run.conclusion == "failure", "a failed build passed")
    check("pmreport did not run" in j.summary and "building it" in j.summary,
          "the summary after a failed build:\n%s" % j.summary)
    cs = s.comments(31)
    check(len(cs) == 1 and "pmreport did not run" in cs[0]["body"], "the comment after a failed build: %r" % cs)
    check(step_outputs(run, "gate", "pmreport")["verdict"] == "", "a verdict without a run")


def planted_comment(s):
    """The pull request's author writes a comment that starts with pmreport's hidden marker:
    pmreport leaves it alone (it is not the job token's), posts its own, and on the next push
    edits its own."""
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("feature", 2, -0.8, base=c1)
    planted = s.api.plant(32, "<!-- pmreport-comment: pmreport -->\nGate: PASS (written by hand)", "mallory")
    run = s.pull_request(32, p1, "feature")
    check(run.conclusion == "success", "the pull request failed")
    cs = s.comments(32)
    check(len(cs) == 2 and cs[0]["body"] == planted["body"], "the planted comment was edited: %r" % cs)
    ours = cs[1]
    check(ours["user"]["login"] == "github-actions[bot]" and "Gate: PASS" in ours["body"] and p1 in ours["body"],
          "pmreport's comment: %r" % ours)
    check(not any(a["level"] == "warning" for a in job(run, "gate").annotations), "a warning: %r" % job(run, "gate").annotations)
    p2 = s.commit("feature", 3, -0.8)
    s.pull_request(32, p2, "feature")
    cs = s.comments(32)
    check(len(cs) == 2 and cs[0]["body"] == planted["body"] and p2 in cs[1]["body"],
          "after a second push: %r" % cs)


def private_fork(s):
    """A private repository: the fork's comment arrives through pmreport-comment.yml, whose
    checkout of the default branch needs contents: read."""
    s.runner.private = True
    c1 = s.commit("main", 1, -0.8)
    s.push(c1)
    p1 = s.commit("fork-topic", 2, -0.8, base=c1)
    run = s.pull_request(33, p1, "fork-topic", fork=True)
    check(run.conclusion == "success", "the fork's gate job failed")
    wr = s.workflow_run(run, p1)
    check(wr.conclusion == "success", "the workflow_run comment job failed in a private repository:\n%s"
          % "\n".join(job(wr, "comment").log[:4]))
    cs = s.comments(33)
    check(len(cs) == 1 and "Gate: PASS" in cs[0]["body"], "the fork's pull request got no comment")


def dashboard_pages(s):
    """The example pmreport-record.yml publishes every push's report to gh-pages under
    runs/COMMIT/ and makes the dashboard anew: every recorded run of main, each point linking
    to its report, the regressed push marked; a release tag adds its report, which the
    dashboard and the root index list (the runs of main are not releases)."""
    import re
    commits = [s.commit("main", 1, -0.8), s.commit("main", 2, -0.8), s.commit("main", 3, -0.3)]
    for c in commits:
        run = s.push(c)
        check(run.conclusion == "success", "the record job of %s failed" % c[:8])
    # the release workflow of a team that keeps its machine off its public site
    pages = s.wf("pmreport-pages.yml")
    with open(pages) as fp:
        text = fp.read()
    s.write(".github/workflows/pmreport-pages.yml",
            text.replace("pages-branch: gh-pages", "pages-branch: gh-pages\n          pages-machine: 'false'"))
    rel = s.tag(commits[-1], "v1.0")
    check(rel.conclusion == "success", "the release job failed")
    released = json.loads(s.show("gh-pages", "v1.0/model.json"))
    check("machine" not in released["run"] and "machine" in json.loads(s.show("gh-pages", "runs/%s/model.json" % commits[0]))["run"],
          "pages-machine: 'false' did not leave the machine out (or the default did)")
    check("not the machine (pages-machine: false)" in job(rel, "report").summary, "the release summary:\n%s" % job(rel, "report").summary)
    files = set(s.branch_files("gh-pages"))
    for c in commits:
        check("runs/%s/index.html" % c in files, "gh-pages lacks the report of %s" % c[:8])
    page = s.show("gh-pages", "dashboard/index.html")
    for c in commits:
        check(c[:7] in page, "the dashboard does not show %s" % c[:8])
    links = set(re.findall(r'href="(\.\./runs/[^"#]*)"', page))
    check(len(links) == 3, "the dashboard links %d run reports: %s" % (len(links), sorted(links)))
    for l in links:
        check(os.path.normpath(os.path.join("dashboard", l)) in files, "the link %s resolves to nothing" % l)
    check("Regressions (1)" in page, "the regressed push is not marked once")
    regs = page[page.index('id="regressions"'):]
    regs = regs[:regs.index("</table>")] if "</table>" in regs else regs
    check(commits[2][:7] in regs, "the regressions do not name %s" % commits[2][:8])
    check('href="../v1.0/index.html"' in page, "the dashboard does not list the release")
    index = s.show("gh-pages", "index.html")
    check('href="dashboard/index.html"' in index and 'href="v1.0/index.html"' in index and "runs/" not in index,
          "the root index:\n%s" % index)
    model = json.loads(s.show("gh-pages", "runs/%s/model.json" % commits[0]))
    check("configurations" not in model, "a published model.json holds the measured configurations")
    summary = job(s.runs[2], "record").summary
    check("the dashboard at `dashboard/`" in summary, "the summary does not say the dashboard is published")


SCENARIOS = {f.__name__: f for f in (dashboard_pages, push_refused, matrix_shards, failed_build, planted_comment, private_fork,
                                     push_records, second_push, concurrent_records, same_code_pr,
                                     regression_pr, first_pr, merge_base, fork_pr, injection,
                                     exit2_outputs, build_cache, release_pages, projects,
                                     ab_regression, ab_noisy_once, history_confirm)}


def main():
    pmreport, name = sys.argv[1], sys.argv[2]
    s = Scratch(pmreport, sources=(name in ("build_cache", "failed_build")))
    try:
        SCENARIOS[name](s)
    except Exception as e:  # noqa: BLE001 - print the logs, then fail
        s.dump()
        print("FAIL %s: %s: %s" % (name, type(e).__name__, e))
        s.close()
        return 1
    s.close()
    print("ok %s" % name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
