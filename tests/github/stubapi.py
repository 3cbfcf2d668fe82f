"""stubapi.py - a stand-in for the part of GitHub's REST API that pmreport's pull request comment
uses, on 127.0.0.1, recording every call: list / create / update issue comments, and read a pull
request. Tokens are ghrun.py's ("ghs_local:contents=read,pull-requests=write"): writing a
comment needs pull-requests=write (or issues=write), as on GitHub; others get 403. A comment
has its author (user.login): the job token's is github-actions[bot], a comment by anyone else
(planted with Api.plant) cannot be edited with it (403), and GET /user answers an
installation token with 403, as GitHub does."""

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Api:
    def __init__(self, repository):
        self.repository = repository
        self.calls = []  # (method, path, token, body)
        self.comments = {}  # issue number -> [{"id", "body"}]
        self.pulls = {}  # number -> head sha
        self.next_id = 100
        self.lock = threading.Lock()
        api = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def _reply(self, code, obj):
                data = json.dumps(obj).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _handle(self, method):
                n = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(n).decode() if n else ""
                auth = self.headers.get("Authorization", "")
                token = auth[len("Bearer "):] if auth.startswith("Bearer ") else ""
                with api.lock:
                    api.calls.append((method, self.path, token, body))
                    code, obj = api.route(method, self.path, token, body)
                self._reply(code, obj)

            def do_GET(self):
                self._handle("GET")

            def do_POST(self):
                self._handle("POST")

            def do_PATCH(self):
                self._handle("PATCH")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    BOT = {"login": "github-actions[bot]", "type": "Bot"}

    def plant(self, number, body, login):
        """A comment on issue number by the user login (not the job's token)."""
        with self.lock:
            c = {"id": self.next_id, "body": body, "user": {"login": login, "type": "User"}}
            self.next_id += 1
            self.comments.setdefault(number, []).append(c)
        return c

    @staticmethod
    def _perms(token):
        if not token.startswith("ghs_local:"):
            return None
        return dict(p.split("=", 1) for p in token[len("ghs_local:"):].split(",") if "=" in p)

    def route(self, method, path, token, body):
        perms = self._perms(token)
        if perms is None:
            return 401, {"message": "Bad credentials"}
        if path == "/user" and method == "GET":
            return 403, {"message": "Resource not accessible by integration"}
        base = "/repos/%s" % self.repository
        if not path.startswith(base + "/"):
            return 404, {"message": "Not Found"}
        rest, _, query = path[len(base):].partition("?")
        write = method in ("POST", "PATCH")
        if write and perms.get("pull-requests") != "write" and perms.get("issues") != "write":
            return 403, {"message": "Resource not accessible by integration"}
        m = re.fullmatch(r"/issues/(\d+)/comments", rest)
        if m and method == "GET":
            q = dict(kv.split("=", 1) for kv in query.split("&") if "=" in kv)
            per, page = int(q.get("per_page", 30)), int(q.get("page", 1))
            items = self.comments.get(int(m.group(1)), [])
            return 200, items[(page - 1) * per: page * per]
        if m and method == "POST":
            c = {"id": self.next_id, "body": json.loads(body)["body"], "user": dict(self.BOT)}
            self.next_id += 1
            self.comments.setdefault(int(m.group(1)), []).append(c)
            return 201, c
        m = re.fullmatch(r"/issues/comments/(\d+)", rest)
        if m and method == "PATCH":
            for cs in self.comments.values():
                for c in cs:
                    if c["id"] == int(m.group(1)):
                        if c["user"]["login"] != self.BOT["login"]:
                            return 403, {"message": "Resource not accessible by integration"}
                        c["body"] = json.loads(body)["body"]
                        return 200, c
            return 404, {"message": "Not Found"}
        m = re.fullmatch(r"/pulls/(\d+)", rest)
        if m and method == "GET" and int(m.group(1)) in self.pulls:
            return 200, {"number": int(m.group(1)), "head": {"sha": self.pulls[int(m.group(1))]}}
        return 404, {"message": "Not Found"}
