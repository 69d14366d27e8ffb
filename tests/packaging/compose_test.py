#!/usr/bin/env python3
"""The container deployment of spec §1.1, run with the real Docker engine and
the compose file as a user runs it (packaging/test-compose.sh prepares the
machine and calls this). Each step prints PASS or FAIL; the first failure
stops the run, the closing line counts them. Figures (time to healthy,
memory) are printed as `figure:` lines for docs/performance.md.

It touches only what it makes, so it can run where the product runs: a
project name of its own for each run (never `proofreader`, the name of a real
deployment made from packaging/docker/.env), so its containers, network and
volumes are its own and its `down -v` removes nothing else; a free port for
the front end; helper containers named after its project. The deployment's
settings go in an env file of its own (--env-file: packaging/docker/.env and
the step's lines), as a user writes them in .env. A stand-in deployment under
the name `proofreader` (or the real one, left as it is) runs beside it and is
checked intact at the end. Whatever the run made is removed when it ends,
passed or failed.

Environment: COMPOSE (the compose command, default docker-compose), and
whatever the compose file reads (PROOFREADER_PREBUILT, PROOFREADER_EXTRA_CA_CERTS)."""
import contextlib
import http.cookiejar
import io
import json
import os
import shlex
import shutil
import socket
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
import uuid
import zipfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPOSE_FILE = os.path.join(ROOT, "packaging", "docker", "compose.yml")
SCALE_FILE = os.path.join(ROOT, "packaging", "docker", "compose.scale.yml")
STANDINS = os.path.join(ROOT, "tests", "packaging", "compose")
DOTENV = os.path.join(ROOT, "packaging", "docker", ".env")
# A real deployment's project (packaging/docker/.env): the stand-in's, never the test's.
DEPLOYMENT = "proofreader"
PROJECT = f"proofreader-test-{uuid.uuid4().hex[:8]}"
NETWORK = f"{PROJECT}_internal"
VOLUME = f"{PROJECT}_proofreader-data"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
BASE = f"http://127.0.0.1:{PORT}"
PASSWORD = "compose-test-password-1"
RESTART_MESSAGE = "Прервано рестартом сервера"
# Containers the test starts beside the stack on its network (not part of the deployment).
HELPERS = {alias: f"{PROJECT}-{alias}" for alias in ("testpage", "upstream-proxy", "model")}

# The caller's own settings of the deployment would override the env file's: none pass.
ENV = {k: v for k, v in os.environ.items()
       if not k.startswith(("PROOFREADER_", "LLM_", "FEATURE_", "REPO_", "CORP_PROXY_", "COMPOSE_"))
       or k in ("PROOFREADER_PREBUILT", "PROOFREADER_EXTRA_CA_CERTS")}
ENV.update(COMPOSE_PROJECT_NAME=PROJECT,  # docker-compose and backup.sh alike
           PROOFREADER_ADMIN_PASSWORD=PASSWORD, PROOFREADER_PORT=str(PORT),
           PROOFREADER_DB_PASSWORD="compose-test-db-password",
           # Captures of the test page are allowed by the allow-list alone: private addresses are refused.
           PROOFREADER_SSRF_ALLOW_PRIVATE="false", PROOFREADER_FETCH_ALLOWLIST="testpage")
ENV_FILE = os.path.join(tempfile.mkdtemp(prefix=f"{PROJECT}-"), ".env")
ARCHIVES = []  # made in ./backups, where a deployment from this checkout keeps its own
VOLUMES = set()  # the anonymous volumes of its containers (the grammar's /app/data), which a plain `down` leaves
passed = 0


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def print_service_logs():
    """The end of every container's log of this run, for the failure at hand
    (a plugin a backend refused at start, say, logs why)."""
    try:
        ids = subprocess.run(["docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}"],
                             capture_output=True, text=True, timeout=30).stdout.split()
        for ident in ids:
            name = subprocess.run(["docker", "inspect", "-f", "{{.Name}}", ident], capture_output=True, text=True,
                                  timeout=30).stdout.strip()
            logs = subprocess.run(["docker", "logs", "--tail", "60", ident], capture_output=True, text=True,
                                  timeout=30)
            print(f"--- {name} (last 60 lines) ---\n{logs.stdout}{logs.stderr}", flush=True)
    except Exception as e:  # the logs are a help, never a second failure
        print(f"(no container logs: {e})", flush=True)


@contextlib.contextmanager
def step(name):
    global passed
    started = time.monotonic()
    try:
        yield
    except Exception as e:  # every failure ends the run with its reason
        print(f"FAIL: {name}: {e}", flush=True)
        print_service_logs()
        print(f"{passed} passed, 1 failed", flush=True)
        sys.exit(1)
    passed += 1
    print(f"PASS: {name} ({time.monotonic() - started:.0f} s)", flush=True)


def run(*args, env=ENV, check_status=True, capture=True, input=None):
    result = subprocess.run(args, env=env, text=True, input=input,
                            stdout=subprocess.PIPE if capture else None, stderr=subprocess.STDOUT if capture else None)
    if check_status and result.returncode != 0:
        raise Failure(f"{shlex.join(args)} exited {result.returncode}: {(result.stdout or '')[-3000:]}")
    return (result.stdout or "").strip()


def write_env(**settings):
    """The deployment's .env as a user edits it: packaging/docker/.env with these lines added."""
    with open(DOTENV) as shipped, open(ENV_FILE, "w") as out:
        out.write(shipped.read() + "".join(f"\n{key}={value}" for key, value in settings.items()) + "\n")


def remember_volumes():
    ids = run("docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}").split()
    if ids:
        VOLUMES.update(run("docker", "inspect", "-f", "{{range .Mounts}}{{.Name}} {{end}}", *ids).split())


def compose(*args, env=ENV, file=COMPOSE_FILE, **kw):
    if "down" in args:
        remember_volumes()
    return run(*shlex.split(os.environ.get("COMPOSE", "docker-compose")), "--env-file", ENV_FILE,
               "-p", PROJECT, "-f", file, *args, env=env, **kw)


def compose_scale(*args, **kw):
    return compose(*args, file=SCALE_FILE, **kw)


def container(service):
    ids = run("docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}",
              "--filter", f"label=com.docker.compose.service={service}").split()
    check(len(ids) == 1, f"{service}: {len(ids)} containers")
    return ids[0]


def inspect(ident, template):
    return run("docker", "inspect", "-f", template, ident)


def wait_healthy(services, timeout=240):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        states = {s: inspect(container(s), "{{.State.Health.Status}}") for s in services}
        if all(v == "healthy" for v in states.values()):
            return
        time.sleep(1)
    raise Failure(f"not healthy after {timeout} s: {states}")


def memory_mb(service):
    usage = run("docker", "stats", "--no-stream", "--format", "{{.MemUsage}}", container(service)).split("/")[0]
    number = float("".join(c for c in usage if c.isdigit() or c == "."))
    return number * {"G": 1024, "M": 1, "k": 1 / 1024}.get(next(c for c in usage if c in "GMkB"), 1 / 1048576)


def multipart_body(fields, files):
    boundary = uuid.uuid4().hex
    out = io.BytesIO()
    for key, value in fields.items():
        out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{key}"\r\n\r\n{value}\r\n'.encode())
    for key, (name, data, kind) in files.items():
        out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{key}"; filename="{name}"\r\n'
                  f'Content-Type: {kind}\r\n\r\n'.encode() + data + b"\r\n")
    out.write(f"--{boundary}--\r\n".encode())
    return out.getvalue(), f"multipart/form-data; boundary={boundary}"


class Client:
    """A user of the front end's port: cookies, JSON, multipart, SSE."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def node(self):
        """The backend its session lives on: the session id's prefix (compose.scale.yml's stack)."""
        return next((c.value.split(".")[0] for c in self.jar if c.name == "proofreader_session"), "")

    def request(self, method, path, body=None, content_type=None, timeout=120):
        request = urllib.request.Request(BASE + path, data=body, method=method)
        if content_type:
            request.add_header("Content-Type", content_type)
        try:
            with self.opener.open(request, timeout=timeout) as r:
                return r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            return e.code, e.read(), e.headers

    def json(self, method, path, payload=None, expect=(200, 201, 202)):
        body = None if payload is None else json.dumps(payload).encode()
        status, data, _ = self.request(method, path, body, "application/json" if body else None)
        check(status in expect, f"{method} {path}: {status} {data[:300]!r}")
        return json.loads(data) if data else None

    def multipart(self, path, fields, files, expect=(200, 201, 202)):
        status, data, _ = self.request("POST", path, *multipart_body(fields, files))
        check(status in expect, f"POST {path}: {status} {data[:300]!r}")
        return json.loads(data) if data else None

    def login(self):
        self.json("POST", "/api/auth/login", {"login": "admin", "password": PASSWORD})
        return self

    def stream(self, job_id, timeout=300):
        """The job's SSE events through nginx, to the last one: [(name, data)], and the response headers."""
        request = urllib.request.Request(f"{BASE}/api/jobs/{job_id}/stream")
        events, name, data = [], None, []
        with self.opener.open(request, timeout=timeout) as r:
            headers = r.headers
            for raw in r:
                line = raw.decode().rstrip("\r\n")
                if line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:"):
                    data.append(line[5:].strip())
                elif not line and name:
                    events.append((name, "\n".join(data)))
                    if name in ("done", "error"):
                        break
                    name, data = None, []
        return events, headers

    def wait_job(self, job_id, timeout=300):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            job = self.json("GET", f"/api/jobs/{job_id}")
            if job["status"] in ("done", "error", "cancelled"):
                return job
            time.sleep(0.5)
        raise Failure(f"job {job_id} did not finish in {timeout} s")


def wait_api(timeout=180):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(BASE + "/api/health", timeout=5) as r:
                if r.status == 200:
                    return
        except (OSError, urllib.error.URLError):
            pass
        time.sleep(1)
    raise Failure(f"{BASE}/api/health did not answer in {timeout} s")


def docx(paragraphs):
    """A minimal valid DOCX whose body is the given paragraphs (a heading style on those starting '#')."""
    def para(text):
        style = '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' if text.startswith("#") else ""
        text = text.lstrip("# ").replace("&", "&amp;").replace("<", "&lt;")
        return f'<w:p>{style}<w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'
    ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml",
                   '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                   '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                   '<Default Extension="xml" ContentType="application/xml"/>'
                   '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        z.writestr("_rels/.rels",
                   '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                   '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        z.writestr("word/document.xml", f'<?xml version="1.0" encoding="UTF-8"?><w:document {ns}><w:body>'
                   + "".join(para(p) for p in paragraphs) + "</w:body></w:document>")
    return out.getvalue()


def pages_docx(pages):
    """The bench's shape: per page a heading and five paragraphs of about 60 words."""
    sentence = ("Сервер обрабатывает запросы пользователей и записывает результаты в журнал , "
                "после чего администратор проверяет настройки системы. ")
    paragraphs = []
    for page in range(pages):
        paragraphs.append(f"# Раздел {page + 1}")
        paragraphs += [sentence * 4] * 5
    return docx(paragraphs)


def png(width, height):
    """A solid white PNG."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\xff\xff\xff" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def submit_docx(c, data, name="Руководство.docx"):
    return c.multipart("/api/jobs", {"check_language": "true", "check_styleguide": "true"},
                       {"file": (name, data, "application/vnd.openxmlformats-officedocument.wordprocessingml.document")})["job_id"]


def counts(c):
    """What must survive replacing containers: one number per kind of stored data."""
    templates = c.json("GET", "/api/screenshot-templates")["templates"]
    return {
        "users": len(c.json("GET", "/api/users")["items"]),
        "guides": len(c.json("GET", "/api/styleguides")["items"]),
        "history": c.json("GET", "/api/checks/history")["total"],
        "repository files": len(c.json("GET", "/api/repo/folders/0/files")["files"]),
        "watch groups": len(c.json("GET", "/api/watch/groups")["groups"]),
        "api specs": len(c.json("GET", "/api/api-specs")["specs"]),
        "screenshot captures": sum(len(c.json("GET", f"/api/screenshot-templates/{t['id']}/captures")["captures"])
                                   for t in templates),
    }


def backup_archive():
    """`backup.sh --docker` of the test's stack: the archive, removed from ./backups when the run ends."""
    archive = run("bash", os.path.join(ROOT, "packaging", "backup.sh"), "--docker").splitlines()[-1]
    ARCHIVES.append(archive)
    return archive


def start_helper(alias, *command, volume=None):
    run("docker", "rm", "-f", HELPERS[alias], check_status=False)
    mounts = ["-v", f"{volume}:/srv:ro"] if volume else []
    run("docker", "run", "-d", "--name", HELPERS[alias], "--network", NETWORK, "--network-alias", alias,
        "-v", f"{STANDINS}:/standins:ro", *mounts, "proofreader-frontend:latest", *command)


def stop_helpers():
    run("docker", "rm", "-f", *HELPERS.values(), check_status=False)


def port_open(port):
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex(("127.0.0.1", port)) == 0


def main():
    write_env()
    with step("1. `up -d --build` brings up grammar, backend and frontend; proxy-bridge only with its flag"):
        started = time.monotonic()
        compose("up", "-d", "--build")
        wait_healthy(["grammar", "backend", "frontend"])
        bridges = run("docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}",
                      "--filter", "label=com.docker.compose.service=proxy-bridge")
        check(bridges == "", "proxy-bridge runs without PROOFREADER_CORP_PROXY=true")
        print(f"figure: up -d to all healthy (images built) {time.monotonic() - started:.1f} s", flush=True)

    with step("1. the backend started only after the grammar engine was healthy"):
        grammar_health = json.loads(inspect(container("grammar"), "{{json .State.Health}}"))
        first_ok = min(entry["End"] for entry in grammar_health["Log"] if entry["ExitCode"] == 0)
        backend_started = inspect(container("backend"), "{{.State.StartedAt}}")
        check(first_ok[:26] <= backend_started[:26], f"grammar healthy at {first_ok}, backend started {backend_started}")
        frontend_started = inspect(container("frontend"), "{{.State.StartedAt}}")
        check(backend_started[:26] <= frontend_started[:26], "the frontend started before the backend")

    with step("1. only the front end's port (PROOFREADER_PORT) is published; 8000 and 8010 are not"):
        published = {s: run("docker", "port", container(s)) for s in ("grammar", "backend", "frontend")}
        check(published["grammar"] == "" and published["backend"] == "", f"published: {published}")
        frontend = published["frontend"].splitlines()  # one line per address family
        check(frontend and all(line.startswith("80/tcp -> ") and line.endswith(f":{PORT}") for line in frontend),
              f"frontend: {published['frontend']}")
        check(port_open(PORT), f"{PORT} is closed")

    c = Client()
    with step("2. log in through the front end"):
        c.login()
        check(c.json("GET", "/api/auth/me")["user"]["login"] == "admin", "not logged in as admin")

    with step("2. a job from a DOCX, its SSE stream read through the front end's nginx"):
        job_id = submit_docx(c, docx(["# Установка", "Эти модули загружается при старте , а сервер запускают вручную."]))
        events, headers = c.stream(job_id)
        names = [name for name, _ in events]
        check(headers.get("Content-Type", "").startswith("text/event-stream"), f"Content-Type: {headers.get('Content-Type')}")
        check("card" in names and names[-1] == "done", f"events: {names}")
        report = c.json("GET", f"/api/jobs/{job_id}/report")
        check(len(report["remarks"]) > 0, "the report has no remarks")

    with step("2. upload a document to the repository"):
        c.multipart("/api/repo/files", {"folder_id": "0"}, {"file": ("Руководство.txt", "Первая версия.".encode(), "text/plain")})
        check(len(c.json("GET", "/api/repo/folders/0/files")["files"]) == 1, "the file is not listed")

    with step("2. create a watch group; list API specs; a style guide"):
        c.json("POST", "/api/watch/groups", {"name": "Портал", "schedule": "daily"})
        check(len(c.json("GET", "/api/watch/groups")["groups"]) == 1, "the group is not listed")
        check(c.json("GET", "/api/api-specs")["specs"] == [], "API specs listed on a new stack")
        c.json("PUT", "/api/styleguides/ours", {"name": "Наш", "rules": []})

    with step("2. render a screenshot template, and capture a page of another container (Chromium in the backend)"):
        start_helper("testpage", "python3", "-m", "http.server", "8080", "--directory", "/srv",
                     volume=os.path.join(STANDINS, "testpage"))
        template = c.json("POST", "/api/screenshot-templates",
                          {"name": "Окно входа", "url": "http://testpage:8080/index.html",
                           "viewport_width": 400, "viewport_height": 300})
        status, body, headers = c.request("POST", f"/api/screenshot-templates/{template['id']}/render",
                                          *multipart_body({}, {"file": ("shot.png", png(400, 300), "image/png")}))
        check(status == 200 and body[:8] == b"\x89PNG\r\n\x1a\n", f"render: {status} {body[:200]!r}")
        started = c.json("POST", f"/api/screenshot-templates/{template['id']}/capture")
        job = c.wait_job(started["job_id"], 180)
        check(job["status"] == "done", f"capture: {job}")
        captures = c.json("GET", f"/api/screenshot-templates/{template['id']}/captures")["captures"]
        check(len(captures) == 1 and captures[0]["width"] == 400, f"captures: {captures}")
        stop_helpers()

    before = counts(c)
    print(f"figure: stored before replacing containers {before}", flush=True)
    with step("3. `down` then `up -d`: every kind of stored data is still there"):
        compose("down")
        compose("up", "-d")
        wait_healthy(["grammar", "backend", "frontend"])
        c = Client().login()
        check(counts(c) == before, f"{counts(c)} != {before}")

    with step("3. `up -d --force-recreate backend` keeps the data; a job it was running ends with the restart message"):
        # Long enough to outlast the replacement on any machine: two 1500-page jobs side by side take
        # tens of seconds on 2 cores, where one 300-page job once ended (2 s) before the old container stopped.
        job_id, _ = [submit_docx(c, pages_docx(1500)) for _ in range(2)]
        deadline = time.monotonic() + 60
        while c.json("GET", f"/api/jobs/{job_id}")["status"] == "queued" and time.monotonic() < deadline:
            time.sleep(0.2)
        check(c.json("GET", f"/api/jobs/{job_id}")["status"] == "running", "the job did not start")
        compose("up", "-d", "--force-recreate", "--no-deps", "backend")
        wait_healthy(["backend"])
        wait_api()
        c = Client().login()
        job = c.json("GET", f"/api/jobs/{job_id}")
        check(job["status"] == "error" and RESTART_MESSAGE in json.dumps(job, ensure_ascii=False), f"job: {job}")
        after = counts(c)
        check(after == before, f"{after} != {before}")

    with step("figures: backend memory at idle and during a 100-page DOCX job"):
        time.sleep(5)
        idle = memory_mb("backend")
        job_id = submit_docx(c, pages_docx(100))
        peak = idle
        while c.json("GET", f"/api/jobs/{job_id}")["status"] in ("queued", "running"):
            peak = max(peak, memory_mb("backend"))
        check(c.json("GET", f"/api/jobs/{job_id}")["status"] == "done", "the 100-page job failed")
        print(f"figure: backend memory idle {idle:.0f} MiB, during a 100-page DOCX job up to {peak:.0f} MiB", flush=True)

    with step("4. `backup.sh --docker` writes a tar into ./backups while jobs run"):
        before = counts(c)
        jobs = [submit_docx(c, pages_docx(200)) for _ in range(3)]
        deadline = time.monotonic() + 60
        while c.json("GET", f"/api/jobs/{jobs[0]}")["status"] == "queued" and time.monotonic() < deadline:
            time.sleep(0.1)
        check(c.json("GET", f"/api/jobs/{jobs[0]}")["status"] == "running", "no job runs as the backup starts")
        backups = os.path.join(ROOT, "backups")
        existing = set(os.listdir(backups)) if os.path.isdir(backups) else set()
        archive = backup_archive()
        check(os.path.basename(archive) not in existing and os.path.isfile(archive), f"no new archive: {archive}")
        with tarfile.open(archive) as t:
            check("data/proofreader.db" in t.getnames(), "the archive holds no data/proofreader.db")
        for job_id in jobs:
            c.wait_job(job_id)
        newest = c.json("GET", "/api/health/full")["backup"]
        check(newest.get("latest") == os.path.basename(archive), f"health/full backup: {newest}")

    with step("4. the backup restored into a fresh volume: the stack starts on it with the same data"):
        refused = subprocess.run(["bash", os.path.join(ROOT, "packaging", "backup.sh"), "restore", "--docker", archive],
                                 capture_output=True, text=True, env=ENV)
        check(refused.returncode != 0 and "running" in refused.stderr, f"restore while the backend runs: {refused}")
        compose("down")
        run("docker", "volume", "rm", VOLUME)
        run("bash", os.path.join(ROOT, "packaging", "backup.sh"), "restore", "--docker", archive)
        compose("up", "-d")
        wait_healthy(["grammar", "backend", "frontend"])
        c = Client().login()
        restored = counts(c)
        check({k: v for k, v in restored.items() if k != "history"} == {k: v for k, v in before.items() if k != "history"},
              f"{restored} != {before}")
        check(before["history"] <= restored["history"] <= before["history"] + len(jobs), f"history: {restored} vs {before}")

    # Spec §8.1's settings, each unlike its default; the bridge's address as the default with a slash.
    sizes = {"PROOFREADER_MAX_BODY_BYTES": "40000001", "PROOFREADER_MAX_FETCH_BYTES": "5000001",
             "REPO_MAX_FILE_BYTES": "3000001", "PROOFREADER_CORP_PROXY_URL": "http://proxy-bridge:3128/"}
    with step("5. PROOFREADER_CORP_PROXY=true in .env alone starts proxy-bridge; model requests go through it"):
        start_helper("upstream-proxy", "python3", "-u", "/standins/forward_proxy.py", "3128")
        start_helper("model", "python3", "-u", "/standins/openai_standin.py", "8080")
        write_env(PROOFREADER_CORP_PROXY="true", CORP_PROXY_UPSTREAM="upstream-proxy:3128",
                  LLM_BASE_URL="http://model:8080/v1", LLM_MODEL="standin", **sizes)
        compose("up", "-d")  # no --profile: the flag in .env is enough
        wait_healthy(["backend", "frontend"])
        check(inspect(container("proxy-bridge"), "{{.State.Status}}") == "running", "proxy-bridge is not running")
        wait_api()
        c = Client().login()
        # The settings check probes the model's address through the configured proxy.
        c.json("POST", "/api/settings/test", {})
        proxy_log = run("docker", "logs", HELPERS["upstream-proxy"])
        model_log = run("docker", "logs", HELPERS["model"])
        check("http://model:8080/v1" in proxy_log, f"the company's proxy saw no model request: {proxy_log[-500:]}")
        check("model:" in model_log, f"the model saw no request: {model_log[-500:]}")

    with step("5. every §8.1 setting of .env reaches the backend: /api/health/full reports each"):
        health = c.json("GET", "/api/health/full")
        plugin_settings = {s["key"]: s["value"] for s in health["plugin_settings"]}
        seen = {"PROOFREADER_MAX_BODY_BYTES": str(health["limits"]["max_body_bytes"]),
                "PROOFREADER_MAX_FETCH_BYTES": str(health["limits"]["max_fetch_bytes"]),
                "REPO_MAX_FILE_BYTES": plugin_settings.get("REPO_MAX_FILE_BYTES"),
                "PROOFREADER_CORP_PROXY_URL": health["model"]["proxy"]}
        check(seen == sizes, f"health/full: {seen}, .env: {sizes}")

    with step("6. `down -v` leaves nothing running"):
        stop_helpers()
        compose("down", "-v")
        left = run("docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}")
        check(left == "", f"containers left: {left}")
        check(VOLUME not in run("docker", "volume", "ls", "-q"), "the data volume is left")

    scale_stack()
    print(f"{passed} passed, 0 failed", flush=True)


def scale_stack():
    """compose.scale.yml: postgres, two backends, the front end routing by session. Its images are
    those built above but the postgres one."""
    with step("7. scale: `compose.scale.yml up -d --build`: postgres first, then both backends, then the frontend"):
        write_env(PROOFREADER_DOCS="true")
        started = time.monotonic()
        compose_scale("up", "-d", "--build")
        wait_healthy(["postgres", "backend1", "backend2", "frontend"])
        print(f"figure: scale stack up -d to all healthy {time.monotonic() - started:.1f} s", flush=True)
        postgres_health = json.loads(inspect(container("postgres"), "{{json .State.Health}}"))
        first_ok = min(entry["End"] for entry in postgres_health["Log"] if entry["ExitCode"] == 0)
        for backend in ("backend1", "backend2"):
            backend_started = inspect(container(backend), "{{.State.StartedAt}}")
            check(first_ok[:26] <= backend_started[:26], f"postgres healthy at {first_ok}, {backend} started {backend_started}")

    users = {}
    with step("7. scale: logins through the front end land on both backends; each session reaches its own"):
        for _ in range(20):
            c = Client().login()
            users.setdefault(c.node(), c)
            if len(users) == 2:
                break
        check(set(users) == {"backend1", "backend2"}, f"sessions on {sorted(users)}")
        for _ in range(5):
            for node, c in users.items():
                check(c.json("GET", "/api/auth/me")["user"]["login"] == "admin", f"the session on {node}")

    with step("7. scale: PROOFREADER_DOCS=true: each backend's API reference is served through the front end"):
        for node, c in users.items():
            status, body, headers = c.request("GET", "/api/docs")
            check(status == 200 and headers.get("Content-Type", "").startswith("text/html"),
                  f"{node}: /api/docs {status} {body[:200]!r}")
            check("script-src 'self';" in headers.get("Content-Security-Policy", ""), f"{node}: {headers}")

    with step("7. scale: /api/health/full reports PostgreSQL and every plugin loaded; a check job runs on each backend"):
        for node, c in users.items():
            health = c.json("GET", "/api/health/full")
            database = health["database"]
            check(database["kind"] == "postgresql" and database["reachable"], f"{node}: {database}")
            # Both backends start together on one database: each must load every section.
            not_loaded = [p for p in health["plugins"] if p["state"] != "loaded"]
            check(not not_loaded and {"documents", "api", "watch", "screenshots"} <= {p["name"] for p in health["plugins"]},
                  f"{node}: plugins {health['plugins']}")
            job = c.wait_job(submit_docx(c, docx(["Эти модули загружается при старте."])))
            check(job["status"] == "done", f"{node}: {job}")

    kept = "Версия, которая есть в архиве.".encode()
    with step("7. scale: `backup.sh --docker` dumps the database before copying the blobs"):
        c = users["backend1"]
        file_id = c.multipart("/api/repo/files", {"folder_id": "0"}, {"file": ("Архив.txt", kept, "text/plain")})["id"]
        archive = backup_archive()
        with tarfile.open(archive) as t:
            names = t.getnames()
        check("data/database.pgdump" in names and "data/proofreader.db" not in names, f"archive: {names[:20]}")

    with step("7. scale: `restore --docker` into the running postgres: the database and the blobs as archived"):
        users["backend2"].multipart("/api/repo/files", {"folder_id": "0"},
                                    {"file": ("После архива.txt", "Позже.".encode(), "text/plain")})
        refused = subprocess.run(["bash", os.path.join(ROOT, "packaging", "backup.sh"), "restore", "--docker", archive],
                                 capture_output=True, text=True, env=ENV)
        check(refused.returncode != 0 and "running" in refused.stderr, f"restore while the backends run: {refused}")
        compose_scale("stop", "frontend", "backend1", "backend2")
        said = run("bash", os.path.join(ROOT, "packaging", "backup.sh"), "restore", "--docker", archive)
        aside = [line.split()[-1] for line in said.splitlines() if "previous content is now in the volume" in line]
        compose_scale("up", "-d")
        wait_healthy(["backend1", "backend2", "frontend"])
        wait_api()
        users = {}
        for _ in range(20):
            c = Client().login()
            users.setdefault(c.node(), c)
            if len(users) == 2:
                break
        for node, c in users.items():
            files = [f["name"] for f in c.json("GET", "/api/repo/folders/0/files")["files"]]
            check(files == ["Архив.txt"], f"{node}: {files}")
            status, body, _ = c.request("GET", f"/api/repo/files/{file_id}/versions/1/download")
            check(status == 200 and body == kept, f"{node}: download {status} {body[:80]!r}")

    with step("7. scale: with backend1 stopped its users log in again on backend2; backend2's go on"):
        compose_scale("stop", "backend1")
        status, _, _ = users["backend1"].request("GET", "/api/auth/me")
        check(status == 401, f"backend1's session through the front end: {status}")
        check(users["backend2"].json("GET", "/api/auth/me")["user"]["login"] == "admin", "backend2's session")
        again = Client().login()
        check(again.node() == "backend2", f"logged in again on {again.node()}")

    with step("7. scale: `down -v` leaves nothing running"):
        compose_scale("down", "-v")
        if aside:  # the data volume's content before the restore
            run("docker", "volume", "rm", *aside)
        left = run("docker", "ps", "-aq", "--filter", f"label=com.docker.compose.project={PROJECT}")
        check(left == "", f"containers left: {left}")


def deployment_state():
    """The containers (with their states) and volumes of the project DEPLOYMENT."""
    containers = run("docker", "ps", "-a", "--filter", f"label=com.docker.compose.project={DEPLOYMENT}",
                     "--format", "{{.ID}} {{.Names}} {{.State}}").splitlines()
    volumes = [v for v in run("docker", "volume", "ls", "-q").split() if v.startswith(f"{DEPLOYMENT}_")]
    return {"containers": sorted(containers), "volumes": sorted(volumes)}


@contextlib.contextmanager
def deployment_beside():
    """A deployment under the default project name runs beside the test and is as it was afterwards:
    the machine's own, left untouched, or where there is none a stand-in with data in its volume
    `proofreader_proofreader-data`, labelled as docker-compose labels what it makes, holding port
    3080 when that is free, and removed at the end."""
    before = deployment_state()
    made = not before["containers"] and not before["volumes"]
    standin, volume, marker = f"{DEPLOYMENT}-standin", f"{DEPLOYMENT}_proofreader-data", "data of the deployment"
    published = False
    if made:
        labels = ["--label", f"com.docker.compose.project={DEPLOYMENT}"]
        run("docker", "volume", "create", *labels, "--label", "com.docker.compose.volume=proofreader-data", volume)
        published = not port_open(3080)
        run("docker", "run", "-d", "--name", standin, *labels, "--label", "com.docker.compose.service=frontend",
            "-v", f"{volume}:/app/data", *(["-p", "3080:80"] if published else []), "proofreader-frontend:latest",
            "sh", "-c", f"echo '{marker}' >/app/data/marker && exec python3 -m http.server 80 --directory /app/data")
        before = deployment_state()
    print(f"beside the test: {'a stand-in deployment' if made else 'the deployment'} `{DEPLOYMENT}` {before}; "
          f"port 3080 {'held by the stand-in' if published else 'taken' if port_open(3080) else 'free'}", flush=True)
    try:
        yield
    finally:
        try:
            with step(f"0. the deployment `{DEPLOYMENT}` beside the test, its volume and data are as they were"):
                after = deployment_state()
                check(after == before, f"before {before}, after {after}")
                if made:
                    check(run("docker", "exec", standin, "cat", "/app/data/marker") == marker, "the marker changed")
                if published:
                    with urllib.request.urlopen("http://127.0.0.1:3080/marker", timeout=10) as r:
                        check(r.read().decode().strip() == marker, "port 3080 does not serve the stand-in's marker")
        finally:
            if made:
                run("docker", "rm", "-f", standin, check_status=False)
                run("docker", "volume", "rm", volume, check_status=False)


def remove_own():
    """Whatever this run made, whether it passed or not: both stacks of its project, its helpers,
    its volumes (those backup.sh set aside and its containers' anonymous ones too), its backup
    archives and its env file."""
    stop_helpers()
    for file in (COMPOSE_FILE, SCALE_FILE):  # the profile: proxy-bridge too, whatever the env file says now
        compose("--profile", "corp-proxy", "down", "-v", "--remove-orphans", file=file, check_status=False)
    own = [v for v in run("docker", "volume", "ls", "-q").split() if v.startswith(f"{PROJECT}_") or v in VOLUMES]
    if own:
        run("docker", "volume", "rm", *own, check_status=False)
    for archive in ARCHIVES:
        os.remove(archive)
    shutil.rmtree(os.path.dirname(ENV_FILE), ignore_errors=True)


if __name__ == "__main__":
    print(f"project {PROJECT}, front end on port {PORT}", flush=True)
    with deployment_beside():
        try:
            main()
        finally:
            remove_own()
