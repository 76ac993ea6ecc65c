"""jsonl verifier worker for the agentworld-mini benchmark (agent-eval protocol `jsonl`).

One JSON request per line on stdin, exactly one JSON response line per request on stdout
(flushed), nothing else on stdout; diagnostics go to stderr.

  verify:   {"id", "suite", "task", "task_file", "record_file"}
         -> {"id", "success": bool, "message": str}
  validate: {"id", "suite", "task", "task_file", "check": true}
         -> {"id", "ok": true}
  any failure -> {"id", "error": "<ExceptionType>: <message>"}

The worker never exits because of one bad request; it stops at end of input.
Python 3.8+, standard library only (PyYAML is used when present).
"""

import sys

sys.dont_write_bytecode = True  # never write __pycache__ into the benchmark checkout

import io  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import checks  # noqa: E402
import taskio  # noqa: E402

# Cache parsed task files: a worker sees the same task once per trial.
_TASK_CACHE = {}


def _load_task(path):
    st = os.stat(path)
    key = (path, st.st_mtime_ns, st.st_size)
    task = _TASK_CACHE.get(key)
    if task is None:
        task = taskio.load_task(path)
        _TASK_CACHE[key] = task
    return task


def _str_field(req, name):
    v = req.get(name)
    if not isinstance(v, str) or not v:
        raise ValueError("request field %r must be a non-empty string" % name)
    return v


def handle(req):
    if not isinstance(req, dict):
        raise ValueError("request is not a JSON object")
    task_file = _str_field(req, "task_file")
    task = _load_task(task_file)
    fn = checks.get_verifier(task["verifier"])
    if req.get("check") is True:
        return {"ok": True}
    record_file = _str_field(req, "record_file")
    with open(record_file, "rb") as fh:
        traj = json.loads(fh.read().decode("utf-8"))
    success, message = fn(traj, task.get("params") or {})
    if success not in (0, 1, True, False):
        raise ValueError("verifier %s returned a non-binary result %r" % (task["verifier"], success))
    return {"success": bool(success), "message": str(message)}


def main():
    out = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else sys.stdout
    # Anything a verifier prints must not corrupt the protocol stream.
    sys.stdout = sys.stderr
    inp = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else sys.stdin
    while True:
        raw = inp.readline()
        if not raw:
            break
        if isinstance(raw, bytes):
            line = raw.decode("utf-8", "replace")
        else:
            line = raw
        if not line.strip():
            continue
        rid = None
        try:
            req = json.loads(line)
            if isinstance(req, dict):
                rid = req.get("id")
            resp = handle(req)
        except BaseException as exc:  # noqa: B902 - one bad request must not kill the worker
            if isinstance(exc, KeyboardInterrupt):
                raise
            msg = str(exc)
            if isinstance(exc, KeyError) and exc.args:
                msg = str(exc.args[0])
            resp = {"error": "%s: %s" % (type(exc).__name__, msg)}
            sys.stderr.write("worker: request %r failed: %s\n" % (rid, resp["error"]))
        body = {"id": rid}
        body.update(resp)
        data = json.dumps(body, ensure_ascii=True, separators=(",", ":")) + "\n"
        if isinstance(out, io.TextIOBase):
            out.write(data)
        else:
            out.write(data.encode("ascii"))
        out.flush()


if __name__ == "__main__":
    main()
