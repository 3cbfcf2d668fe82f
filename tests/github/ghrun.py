"""ghrun.py - run a GitHub Actions workflow from its YAML on this machine, as GitHub's runner does.

What is run as GitHub runs it:
- every `run:` step verbatim, as `bash --noprofile --norc -eo pipefail FILE` (GitHub's `bash`
  shell), in the job's workspace, with GitHub's environment variables (CI, GITHUB_ACTIONS,
  GITHUB_WORKSPACE, GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_SHA, GITHUB_REF,
  GITHUB_REF_NAME, GITHUB_HEAD_REF, GITHUB_BASE_REF, GITHUB_REPOSITORY, GITHUB_RUN_ID,
  GITHUB_JOB, GITHUB_API_URL, GITHUB_SERVER_URL, RUNNER_TEMP, RUNNER_OS ...) and a fresh
  GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH and GITHUB_STEP_SUMMARY file per step, read back
  afterwards (outputs in both the NAME=VALUE and the NAME<<DELIMITER forms);
- `${{ }}` expressions and `if:` conditions (contexts github, env, inputs, steps, job,
  runner; operators ! == != < > && || and parentheses; functions always, success, failure,
  cancelled, contains, startsWith, endsWith, format, join, toJSON, fromJSON, hashFiles),
  with a step's implicit success() when its condition names no status function;
- local composite actions (`uses: ./`, `uses: ./path`): inputs with defaults,
  GITHUB_ACTION_PATH, their steps, their outputs;
- `strategy.matrix` (its keys' product, exclude, include): one job per combination, named
  "JOB (v1, v2)" as GitHub shows it, with the matrix and strategy contexts (job-index,
  job-total) and the same GITHUB_JOB;
- every step's wall time (Job.timings), for the action's overhead;
- workflow commands printed by a step (::error, ::warning, ::notice) are collected as
  annotations, except between ::stop-commands::TOKEN and ::TOKEN::.

What cannot run here is replaced by a documented local equivalent:
- actions/checkout: `git clone` of the job's remote (a local bare repository), then a
  checkout of the event's commit (GITHUB_SHA; a pull request's head commit), with origin
  pointing at that remote, so later `git fetch`/`git push` in steps talk to it; the token it
  persists decides pushes as on GitHub (without contents: write, git push fails with
  GitHub's 403 lines), and a private repository (Runner.private) is not found by a token
  without the contents permission;
- actions/upload-artifact, actions/download-artifact (also by run-id),
  actions/upload-pages-artifact: copies in an artifact folder per run
  (ARTIFACTS/RUN_ID/NAME); upload's outputs artifact-id and artifact-url (the address
  GitHub gives: SERVER/REPO/actions/runs/RUN_ID/artifacts/ID);
- actions/cache (and /restore, /save): a folder per key, restored at the step and saved at
  the end of a job whose key was missed, as GitHub does; cache-hit output;
- actions/deploy-pages: copies the pages artifact to PAGES; page_url output.
- the job token: `github.token` is a string naming the job's permissions
  ("ghs_local:contents=read,pull-requests=write"; a pull request from a fork gets
  read-only ones), which the stub API server (stubapi.py) enforces.
"""

import fnmatch
import hashlib
import glob
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import time

import yaml


class Failed(Exception):
    pass


# ---------------------------------------------------------------- expressions

_TOKEN = re.compile(r"""\s*(?:(?P<num>-?\d+(?:\.\d+)?)|(?P<str>'(?:[^']|'')*')|(?P<op>==|!=|<=|>=|&&|\|\||[!<>()\[\],.*])|(?P<id>[A-Za-z_][A-Za-z0-9_-]*))""")


def _tokens(text):
    pos, out = 0, []
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise Failed("expression: cannot read %r at %d" % (text, pos))
        pos = m.end()
        for kind in ("num", "str", "op", "id"):
            if m.group(kind) is not None:
                out.append((kind, m.group(kind)))
                break
    return out


def _truthy(v):
    return not (v is None or v is False or v == "" or v == 0)


def _coerce_num(v):
    if v is None:
        return 0
    if isinstance(v, bool):
        return 1 if v else 0
    if isinstance(v, (int, float)):
        return v
    if isinstance(v, str):
        try:
            return float(v) if v.strip() else 0
        except ValueError:
            return float("nan")
    return float("nan")


def _eq(a, b):
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower()
    if type(a) is type(b) and not isinstance(a, (int, float)):
        return a == b
    return _coerce_num(a) == _coerce_num(b)


def _tostr(v):
    if v is None:
        return ""
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, (dict, list)):
        return json.dumps(v, indent=2)
    return str(v)


class Expr:
    """A recursive-descent evaluator of GitHub's expression syntax."""

    def __init__(self, ctx, funcs):
        self.ctx, self.funcs = ctx, funcs

    def eval(self, text):
        self.t, self.i = _tokens(text), 0
        v = self.or_()
        if self.i != len(self.t):
            raise Failed("expression: trailing %r in %r" % (self.t[self.i:], text))
        return v

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else (None, None)

    def take(self, val=None):
        k, v = self.peek()
        if val is not None and v != val:
            raise Failed("expression: expected %r, got %r" % (val, v))
        self.i += 1
        return k, v

    def or_(self):
        v = self.and_()
        while self.peek()[1] == "||":
            self.take()
            r = self.and_()
            v = v if _truthy(v) else r
        return v

    def and_(self):
        v = self.cmp()
        while self.peek()[1] == "&&":
            self.take()
            r = self.cmp()
            v = r if _truthy(v) else v
        return v

    def cmp(self):
        v = self.unary()
        while self.peek()[1] in ("==", "!=", "<", ">", "<=", ">="):
            op = self.take()[1]
            r = self.unary()
            if op == "==":
                v = _eq(v, r)
            elif op == "!=":
                v = not _eq(v, r)
            else:
                a, b = _coerce_num(v), _coerce_num(r)
                v = {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]
        return v

    def unary(self):
        if self.peek()[1] == "!":
            self.take()
            return not _truthy(self.unary())
        return self.postfix()

    def postfix(self):
        kind, val = self.take()
        if val == "(" and kind == "op":
            v = self.or_()
            self.take(")")
        elif kind == "num":
            v = float(val) if "." in val else int(val)
        elif kind == "str":
            v = val[1:-1].replace("''", "'")
        elif kind == "id":
            low = val.lower()
            if self.peek()[1] == "(":
                self.take("(")
                args = []
                while self.peek()[1] != ")":
                    args.append(self.or_())
                    if self.peek()[1] == ",":
                        self.take()
                self.take(")")
                if low not in self.funcs:
                    raise Failed("expression: unknown function %s" % val)
                v = self.funcs[low](*args)
            elif low in ("true", "false", "null"):
                v = {"true": True, "false": False, "null": None}[low]
            else:
                v = self.ctx.get(low)
        else:
            raise Failed("expression: unexpected %r" % val)
        while self.peek()[1] in (".", "["):
            if self.take()[1] == ".":
                k, name = self.take()
                if name == "*":
                    v = list(v.values()) if isinstance(v, dict) else []
                    continue
                v = _get(v, name)
            else:
                key = self.or_()
                self.take("]")
                v = _get(v, key)
        return v


def _get(v, key):
    if isinstance(v, dict):
        if key in v:
            return v[key]
        low = str(key).lower()
        for k in v:
            if str(k).lower() == low:
                return v[k]
        return None
    if isinstance(v, list) and isinstance(key, (int, float)):
        i = int(key)
        return v[i] if 0 <= i < len(v) else None
    return None


_SUBST = re.compile(r"\$\{\{(.*?)\}\}", re.S)


# ---------------------------------------------------------------- the runner

class Runner:
    """One machine's worth of state: the remote, artifacts, caches, the API stub's address."""

    def __init__(self, root, remote, repository="octo/app", api_url=None, path_prepend=(),
                 env=None, log=sys.stderr):
        self.root = root
        self.remote = remote
        self.repository = repository
        self.api_url = api_url or "http://127.0.0.1:9"
        self.path_prepend = list(path_prepend)
        self.machine_env = dict(env or {})  # the runner machine's own environment
        self.log = log
        self.run_id = 1000
        self.private = False  # a private repository: checkout needs the contents permission
        for d in ("artifacts", "caches", "pages"):
            os.makedirs(os.path.join(root, d), exist_ok=True)
        # git push through the job's token: GitHub's HTTP 403 without contents: write
        self.receive_pack = os.path.join(root, "receive-pack")
        with open(self.receive_pack, "w") as fp:
            fp.write("#!/bin/sh\n[ \"$1\" = write ] && { shift; exec git-receive-pack \"$@\"; }\n"
                     "echo \"remote: Permission to %s.git denied to github-actions[bot].\" >&2\n"
                     "echo \"fatal: unable to access 'https://github.com/%s/': The requested URL returned "
                     "error: 403\" >&2\nexit 128\n" % (repository, repository))
        os.chmod(self.receive_pack, 0o755)

    # -- a workflow run
    def run_workflow(self, path, event_name, event, sha, ref, head_ref="", base_ref="",
                     fork=False):
        """Run every job of the workflow at path whose trigger matches; returns a WorkflowRun."""
        with open(path) as fp:
            wf = yaml.safe_load(fp)
        on = wf.get(True, wf.get("on"))  # YAML 1.1 reads `on` as True
        triggers = on if isinstance(on, dict) else {t: None for t in ([on] if isinstance(on, str) else on)}
        if event_name not in triggers:
            raise Failed("%s does not run on %s" % (path, event_name))
        self.run_id += 1
        run = WorkflowRun(self, wf, self.run_id, event_name, event, sha, ref, head_ref, base_ref,
                          fork)
        run.execute()
        return run


class WorkflowRun:
    def __init__(self, runner, wf, run_id, event_name, event, sha, ref, head_ref, base_ref, fork):
        self.r, self.wf, self.run_id = runner, wf, run_id
        self.event_name, self.event, self.sha, self.ref = event_name, event, sha, ref
        self.head_ref, self.base_ref, self.fork = head_ref, base_ref, fork
        self.jobs = {}
        self.dir = tempfile.mkdtemp(prefix="run%d-" % run_id, dir=runner.root)

    def execute(self):
        for name, job in self.wf["jobs"].items():
            combos = _matrix((job.get("strategy") or {}).get("matrix"))
            if not combos:
                self.jobs[name] = Job(self, name, job).execute()
                continue
            for i, combo in enumerate(combos):  # GitHub names a shard "job (v1, v2)"
                key = "%s (%s)" % (name, ", ".join(_tostr(v) for v in combo.values()))
                self.jobs[key] = Job(self, name, job, combo, (i, len(combos))).execute()

    @property
    def conclusion(self):
        res = [j.result for j in self.jobs.values() if j.result != "skipped"]
        return "failure" if "failure" in res else "success"


def _matrix(m):
    """strategy.matrix as the list of its combinations (keys' product, exclude, include), or []."""
    if not m:
        return []
    keys = [k for k in m if k not in ("include", "exclude")]
    combos = [{}]
    for k in keys:
        combos = [dict(c, **{k: v}) for c in combos for v in m[k]]
    combos = [c for c in combos if c and not any(all(c.get(k) == v for k, v in x.items())
                                                 for x in m.get("exclude") or [])]
    for extra in m.get("include") or []:
        combos.append(dict(extra))
    return combos


class Job:
    def __init__(self, run, name, spec, matrix=None, index=(0, 1)):
        self.run, self.name, self.spec = run, name, spec
        self.matrix, self.strategy = matrix or {}, {"job-index": index[0], "job-total": index[1],
                                                     "fail-fast": True, "max-parallel": index[1]}
        self.timings = []  # (depth, step name, seconds): depth 1 inside a composite action
        self.result = "skipped"
        self.annotations = []
        self.summary = ""
        self.log = []
        self.steps_ctx = {}
        self.caches_to_save = []
        r = run.r
        self.home = tempfile.mkdtemp(prefix="job-%s-" % name, dir=run.dir)
        self.workspace = os.path.join(self.home, "work", "app")
        self.temp = os.path.join(self.home, "temp")
        os.makedirs(self.workspace)
        os.makedirs(self.temp)
        perms = spec.get("permissions", run.wf.get("permissions", {}))
        if isinstance(perms, str):
            perms = {"contents": perms}
        perms = dict(perms or {})
        if run.fork:  # a fork's pull request: GitHub gives a read-only token whatever is asked
            perms = {k: "read" for k in perms}
        self.perms = perms
        self.token = "ghs_local:" + ",".join("%s=%s" % kv for kv in sorted(perms.items()))
        self.event_path = os.path.join(self.home, "event.json")
        with open(self.event_path, "w") as fp:
            json.dump(run.event, fp)
        ref_name = run.ref.split("/", 2)[-1] if run.ref.startswith("refs/heads/") or run.ref.startswith("refs/tags/") else run.ref
        if run.event_name == "pull_request":
            ref_name = "%s/merge" % run.event["number"]
        self.github = {
            "event_name": run.event_name, "event": run.event, "sha": run.sha, "ref": run.ref,
            "ref_name": ref_name, "head_ref": run.head_ref, "base_ref": run.base_ref,
            "repository": r.repository, "repository_owner": r.repository.split("/")[0],
            "run_id": str(run.run_id), "run_number": str(run.run_id - 1000), "run_attempt": "1",
            "job": name, "workspace": self.workspace, "token": self.token, "actor": "octocat",
            "server_url": "https://github.com", "api_url": r.api_url, "action_path": "",
            "action": "", "workflow": run.wf.get("name", ""),
        }
        self.env = {
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": self.workspace,
            "GITHUB_EVENT_NAME": run.event_name, "GITHUB_EVENT_PATH": self.event_path,
            "GITHUB_SHA": run.sha, "GITHUB_REF": run.ref, "GITHUB_REF_NAME": ref_name,
            "GITHUB_HEAD_REF": run.head_ref, "GITHUB_BASE_REF": run.base_ref,
            "GITHUB_REPOSITORY": r.repository, "GITHUB_REPOSITORY_OWNER": r.repository.split("/")[0],
            "GITHUB_RUN_ID": str(run.run_id), "GITHUB_RUN_NUMBER": str(run.run_id - 1000),
            "GITHUB_RUN_ATTEMPT": "1", "GITHUB_JOB": name, "GITHUB_ACTOR": "octocat",
            "GITHUB_API_URL": r.api_url, "GITHUB_SERVER_URL": "https://github.com",
            "GITHUB_WORKFLOW": run.wf.get("name", ""), "RUNNER_TEMP": self.temp,
            "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "HOME": self.home,
        }
        self.job_env = {}
        self.path = list(r.path_prepend)

    # -- expressions in this job
    def ctx(self, extra=None):
        c = {"github": self.github, "env": dict(self.job_env), "steps": self.steps_ctx,
             "runner": {"os": "Linux", "arch": "X64", "temp": self.temp},
             "job": {"status": self.status()}, "secrets": {"GITHUB_TOKEN": self.token},
             "vars": {}, "matrix": self.matrix, "strategy": self.strategy}
        if extra:
            c.update(extra)
        return c

    def status(self):
        return "failure" if self.failed else "success"

    def funcs(self, failed):
        def fmt(s, *a):
            return re.sub(r"\{(\d+)\}", lambda m: _tostr(a[int(m.group(1))]), str(s)).replace("{{", "{").replace("}}", "}")

        def hash_files(*pats):
            files = []
            for p in pats:
                files += [f for f in glob.glob(os.path.join(self.workspace, p), recursive=True) if os.path.isfile(f)]
            if not files:
                return ""
            h = hashlib.sha256()
            for f in sorted(set(files)):
                h.update(hashlib.sha256(open(f, "rb").read()).digest())
            return h.hexdigest()

        return {
            "always": lambda: True, "success": lambda: not failed[0], "failure": lambda: failed[0],
            "cancelled": lambda: False,
            "contains": lambda a, b: (any(_eq(x, b) for x in a) if isinstance(a, list) else _tostr(b).lower() in _tostr(a).lower()),
            "startswith": lambda a, b: _tostr(a).lower().startswith(_tostr(b).lower()),
            "endswith": lambda a, b: _tostr(a).lower().endswith(_tostr(b).lower()),
            "format": fmt, "join": lambda a, s=",": _tostr(s).join(_tostr(x) for x in a) if isinstance(a, list) else _tostr(a),
            "tojson": lambda v: json.dumps(v, indent=2), "fromjson": lambda s: json.loads(s),
            "hashfiles": hash_files,
        }

    def evaluate(self, text, ctx, failed):
        return Expr(ctx, self.funcs(failed)).eval(text)

    def subst(self, value, ctx, failed=(False,)):
        """${{ }} in a string; a value that is one expression keeps its type."""
        if not isinstance(value, str):
            return value
        m = _SUBST.fullmatch(value.strip())
        if m:
            return self.evaluate(m.group(1), ctx, list(failed))
        return _SUBST.sub(lambda mm: _tostr(self.evaluate(mm.group(1), ctx, list(failed))), value)

    def condition(self, cond, ctx, failed):
        if cond is None:
            return not failed[0]
        if isinstance(cond, bool):
            return cond and not failed[0]
        text = str(cond).strip()
        m = _SUBST.fullmatch(text)
        if m:
            text = m.group(1)
        if not re.search(r"\b(always|success|failure|cancelled)\s*\(", text):
            text = "success() && (%s)" % text
        return _truthy(self.evaluate(text, ctx, failed))

    # -- the job
    failed = False

    def execute(self):
        c = self.ctx()
        if not self.condition(self.spec.get("if"), c, [False]):
            self.result = "skipped"
            return self
        self.job_env = {k: _tostr(self.subst(v, c)) for k, v in (self.run.wf.get("env") or {}).items()}
        self.job_env.update({k: _tostr(self.subst(v, self.ctx())) for k, v in (self.spec.get("env") or {}).items()})
        failed = [False]
        for i, step in enumerate(self.spec["steps"]):
            self.step(step, self.steps_ctx, failed, i, action_path=None, inputs=None)
        for key, path in self.caches_to_save:
            dest = os.path.join(self.run.r.root, "caches", hashlib.sha256(key.encode()).hexdigest())
            if not os.path.exists(dest) and os.path.exists(path):
                shutil.copytree(path, dest, symlinks=True)
        self.failed = failed[0]
        self.result = "failure" if failed[0] else "success"
        return self

    def step(self, step, steps_ctx, failed, index, action_path, inputs):
        extra = {"steps": steps_ctx}
        if inputs is not None:
            extra["inputs"] = inputs
        c = self.ctx(extra)
        sid = step.get("id") or "__step%d" % index
        name = step.get("name") or step.get("uses") or (step.get("run") or "").splitlines()[0]
        if not self.condition(step.get("if"), c, failed):
            steps_ctx[sid] = {"outputs": {}, "outcome": "skipped", "conclusion": "skipped"}
            self.log.append("skip: %s" % name)
            return
        env = dict(self.job_env)
        env.update({k: _tostr(self.subst(v, c, failed)) for k, v in (step.get("env") or {}).items()})
        outputs, ok = {}, True
        t0 = time.monotonic()
        try:
            if "run" in step:
                script = _tostr(self.subst(step["run"], c, failed))
                wd = step.get("working-directory")
                cwd = os.path.join(self.workspace, self.subst(wd, c)) if wd else self.workspace
                ok, outputs = self.shell(script, env, cwd, action_path, name)
            else:
                uses = step["uses"]
                with_ = {k: _tostr(self.subst(v, c, failed)) for k, v in (step.get("with") or {}).items()}
                ok, outputs = self.uses(uses, with_, env, action_path, failed)
        except Failed as e:
            self.log.append("error in %s: %s" % (name, e))
            ok = False
        self.timings.append((0 if action_path is None else 1, name, time.monotonic() - t0))
        cont = step.get("continue-on-error", False)
        outcome = "success" if ok else "failure"
        steps_ctx[sid] = {"outputs": outputs, "outcome": outcome,
                          "conclusion": "success" if (ok or cont) else "failure"}
        self.log.append("%s: %s" % (outcome, name))
        if not ok and not cont:
            failed[0] = True

    def shell(self, script, env, cwd, action_path, name):
        files = {}
        for k in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"):
            fd, files[k] = tempfile.mkstemp(prefix=k.lower() + "-", dir=self.temp)
            os.close(fd)
        fd, path = tempfile.mkstemp(prefix="step-", suffix=".sh", dir=self.temp)
        with os.fdopen(fd, "w") as fp:
            fp.write(script)
        full = dict(os.environ)
        for k in list(full):
            if k.startswith("GITHUB_") or k.startswith("RUNNER_"):
                del full[k]
        full.update(self.run.r.machine_env)
        full.update(self.env)
        full.update(env)
        full.update(files)
        full["PATH"] = os.pathsep.join(self.path + [os.environ.get("PATH", "")])
        if action_path:
            full["GITHUB_ACTION_PATH"] = action_path
        p = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", path], cwd=cwd,
                           env=full, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL)
        out = p.stdout.decode("utf-8", "replace")
        self.log.append("---- %s (exit %d)\n%s" % (name, p.returncode, out))
        stopped = None
        for line in out.splitlines():
            if stopped is not None:  # ::stop-commands::TOKEN until ::TOKEN::
                if line == "::%s::" % stopped:
                    stopped = None
                continue
            m = re.match(r"::stop-commands::(.+)$", line)
            if m:
                stopped = m.group(1)
                continue
            m = re.match(r"::(error|warning|notice)( [^:]*)?::(.*)$", line)
            if m:
                self.annotations.append({"level": m.group(1), "props": (m.group(2) or "").strip(),
                                         "message": _unescape(m.group(3))})
        outputs = _read_kv(files["GITHUB_OUTPUT"])
        self.job_env.update(_read_kv(files["GITHUB_ENV"]))
        with open(files["GITHUB_PATH"]) as fp:
            self.path = [l.strip() for l in fp if l.strip()][::-1] + self.path
        with open(files["GITHUB_STEP_SUMMARY"]) as fp:
            self.summary += fp.read()
        return p.returncode == 0, outputs

    # -- uses:
    def uses(self, uses, with_, env, action_path, failed):
        base = uses.split("@")[0]
        if uses.startswith("./"):
            return self.composite(os.path.normpath(os.path.join(self.workspace, uses)), with_, env, failed)
        handler = {
            "actions/checkout": self.checkout, "actions/upload-artifact": self.upload,
            "actions/download-artifact": self.download, "actions/cache": self.cache,
            "actions/cache/restore": self.cache, "actions/cache/save": self.cache_save,
            "actions/upload-pages-artifact": self.upload_pages, "actions/deploy-pages": self.deploy_pages,
        }.get(base)
        if handler is None:
            raise Failed("no local equivalent of %s" % uses)
        return handler(with_, base)

    def composite(self, path, with_, env, failed):
        with open(os.path.join(path, "action.yml")) as fp:
            act = yaml.safe_load(fp)
        c = self.ctx()
        gh = dict(self.github, action_path=path)
        c["github"] = gh
        inputs = {}
        for k, spec in (act.get("inputs") or {}).items():
            if k in with_:
                inputs[k] = with_[k]
            else:
                inputs[k] = _tostr(self.subst(spec.get("default", ""), c))
        for k in with_:
            if k not in inputs:
                raise Failed("%s has no input %s" % (path, k))
        steps_ctx, inner_failed = {}, [False]
        saved = self.github
        self.github = gh
        try:
            for i, step in enumerate(act["runs"]["steps"]):
                if "run" in step and step.get("shell") != "bash":
                    raise Failed("composite run steps need shell: bash here")
                self.step(step, steps_ctx, inner_failed, i, action_path=path, inputs=inputs)
            c = self.ctx({"steps": steps_ctx, "inputs": inputs})
            outputs = {k: _tostr(self.subst(v.get("value", ""), c)) for k, v in (act.get("outputs") or {}).items()}
        finally:
            self.github = saved
        return not inner_failed[0], outputs

    def checkout(self, w, _):
        ws = self.workspace
        if self.run.r.private and not self.perms.get("contents"):
            # GitHub answers a token without contents access to a private repository as if
            # there were none
            raise Failed("remote: Repository not found. (%s is private and the job's token has no "
                         "contents permission)" % self.run.r.repository)
        subprocess.run(["git", "clone", "-q", self.run.r.remote, ws], check=True)
        sha = w.get("ref") or self.run.sha
        subprocess.run(["git", "-C", ws, "checkout", "-q", "--detach", sha], check=True)
        # actions/checkout persists the job's token: a push is GitHub's only with contents: write
        subprocess.run(["git", "-C", ws, "config", "remote.origin.receivepack",
                        "%s %s" % (self.run.r.receive_pack, self.perms.get("contents", "none"))], check=True)
        return True, {}

    def _artifact_dir(self, run_id, name):
        return os.path.join(self.run.r.root, "artifacts", str(run_id), name)

    def upload(self, w, _):
        name = w.get("name") or "artifact"
        dest = self._artifact_dir(self.run.run_id, name)
        if os.path.exists(dest):
            raise Failed("an artifact named %s exists in this run (upload-artifact@v4 refuses)" % name)
        paths = [p.strip() for p in w.get("path", "").splitlines() if p.strip()]
        found = False
        for p in paths:
            src = p if os.path.isabs(p) else os.path.join(self.workspace, p)
            for f in glob.glob(src):
                found = True
                t = os.path.join(dest, os.path.basename(f.rstrip("/"))) if len(paths) > 1 else dest
                if os.path.isdir(f):
                    shutil.copytree(f, t, dirs_exist_ok=True)
                else:
                    os.makedirs(os.path.dirname(t) if len(paths) > 1 else dest, exist_ok=True)
                    shutil.copy(f, t if len(paths) > 1 else dest)
        if not found and w.get("if-no-files-found", "warn") == "error":
            raise Failed("no files for artifact %s" % name)
        aid = str(abs(hash((self.run.run_id, name))) % 10**9)
        url = "https://github.com/%s/actions/runs/%d/artifacts/%s" % (self.run.r.repository, self.run.run_id, aid)
        return True, {"artifact-id": aid, "artifact-url": url}

    def download(self, w, _):
        run_id = w.get("run-id") or self.run.run_id
        src = self._artifact_dir(run_id, w["name"])
        if not os.path.isdir(src):
            raise Failed("no artifact %s in run %s" % (w["name"], run_id))
        dest = os.path.join(self.workspace, w.get("path") or ".")
        shutil.copytree(src, dest, dirs_exist_ok=True)
        return True, {"download-path": dest}

    def cache(self, w, base):
        key, path = w["key"], w["path"].strip()
        path = path if os.path.isabs(path) else os.path.join(self.workspace, path)
        src = os.path.join(self.run.r.root, "caches", hashlib.sha256(key.encode()).hexdigest())
        hit = os.path.isdir(src)
        if hit:
            shutil.copytree(src, path, dirs_exist_ok=True, symlinks=True)
        elif base == "actions/cache":
            self.caches_to_save.append((key, path))
        return True, {"cache-hit": "true" if hit else "false"}

    def cache_save(self, w, _):
        self.caches_to_save.append((w["key"], w["path"].strip() if os.path.isabs(w["path"].strip()) else os.path.join(self.workspace, w["path"].strip())))
        return True, {}

    def upload_pages(self, w, _):
        return self.upload({"name": "github-pages", "path": w.get("path", "_site")}, None)

    def deploy_pages(self, w, _):
        src = self._artifact_dir(self.run.run_id, "github-pages")
        dest = os.path.join(self.run.r.root, "pages")
        shutil.copytree(src, dest, dirs_exist_ok=True)
        return True, {"page_url": "https://%s.github.io/%s/" % tuple(self.run.r.repository.split("/"))}


def _unescape(s):
    return s.replace("%0A", "\n").replace("%0D", "\r").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")


def _read_kv(path):
    """A GITHUB_OUTPUT / GITHUB_ENV file: NAME=VALUE lines and NAME<<DELIM blocks."""
    out = {}
    with open(path, encoding="utf-8", errors="replace") as fp:
        lines = fp.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line:
            continue
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delim = line.split("<<", 1)
            val = []
            while i < len(lines) and lines[i] != delim:
                val.append(lines[i])
                i += 1
            if i >= len(lines):
                raise Failed("a %s block without its delimiter" % name)
            i += 1
            out[name] = "\n".join(val)
        elif "=" in line:
            name, val = line.split("=", 1)
            out[name] = val
        else:
            raise Failed("bad line in a command file: %r" % line)
    return out
