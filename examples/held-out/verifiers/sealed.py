"""Verifier of the held-out `sealed` suite: the record's `answer` must be the task's. Its
messages and its stderr carry canary strings, which no public output may show."""
import json
import sys


def expected(task_file):
    with open(task_file, encoding="utf-8") as f:
        for line in f:
            if line.startswith("answer:"):
                return line.split(":", 1)[1].strip()
    raise ValueError("no answer in the task file")


def verify(record, task_file):
    want = expected(task_file)
    got = record.get("answer")
    if got == "crash":
        print(f"CANARY-STDERR-6a0f: cannot check against {want}", file=sys.stderr, flush=True)
        raise RuntimeError("CANARY-ERR-7d13: the verifier gave up")
    return got == want, f"CANARY-MSG-3e5b: expected {want}, found {got}"


for line in sys.stdin:
    request = json.loads(line)
    try:
        if request.get("check"):
            answer = {"ok": True}
        else:
            with open(request["record_file"], encoding="utf-8") as f:
                success, message = verify(json.load(f), request["task_file"])
            answer = {"success": success, "message": message}
    except Exception as exc:  # one bad record must not stop the worker
        answer = {"error": f"{type(exc).__name__}: {exc}"}
    print(json.dumps({"id": request["id"], **answer}), flush=True)
