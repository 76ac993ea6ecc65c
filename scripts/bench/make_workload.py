#!/usr/bin/env python3
"""Generate a large, deterministic AgentWorld-style scoring workload for `npm run bench`.

    python3 scripts/bench/make_workload.py OUTDIR [--tasks 100] [--trials 5] [--record-kb 1000]
                                          [--variants 1] [--require-yaml]

Writes
  OUTDIR/benchmark/agent-eval.yml          one `main` trajectory suite (jsonl worker)
  OUTDIR/benchmark/tasks/main/task_NNN_<slug>.yaml   (with --variants N > 1:
                                           task_NNN_<slug>_v1.yaml ... _vN.yaml, as AgentWorld's
                                           augmented tasks: the same kind, other parameters)
  OUTDIR/benchmark/verifiers/              a copy of examples/benchmark/verifiers/ (with
                                           --require-yaml, taskio.py imports PyYAML outright, as
                                           AgentWorld's verifiers do where they read a task file,
                                           instead of falling back to its own parser)
  OUTDIR/run/main/trial-K/<stem>_trajectory.json   (~record-kb KB each, task_key set)
  OUTDIR/workload.json                     what was made: the arguments, the expected counts and
                                           every file with its size (written after all of them)
  OUTDIR/workload.sha256                   sha256 of workload.json, written last: a workload
                                           without it, or whose files differ from the list, is
                                           incomplete (an interrupted run) and must be regenerated

OUTDIR/benchmark, OUTDIR/run and the two workload files are replaced (the stamp is removed
first); nothing else in OUTDIR is touched.
Every record is checked with the benchmark's own checks.verify() while generating, so the
expected success count is known: it is printed as JSON on stdout at the end, e.g.
{"records": 500, "successes": 341, "bytes": 512345678, ...}.

Python 3.8+, standard library only.
"""

import argparse
import hashlib
import json
import os
import random
import shutil
import sys
import time

sys.dont_write_bytecode = True

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VERIFIERS_SRC = os.path.join(ROOT, "examples", "benchmark", "verifiers")
sys.path.insert(0, os.path.join(ROOT, "examples", "tools"))
sys.path.insert(0, VERIFIERS_SRC)

import checks  # noqa: E402
import make_demo  # noqa: E402

SIDES = ["north", "south", "east", "west"]


# ---------------------------------------------------------------------------
# Task catalog
# ---------------------------------------------------------------------------

def make_task(i, n_rounds):
    """Task number i (1-based) -> (slug, task dict). Spread over all verifier functions."""
    kind = (i - 1) % 8
    v = (i - 1) // 8  # variant counter within a kind
    three = ["Alice", "Bob", "Carol"]
    four = ["Alice", "Bob", "Carol", "Dave"]
    max_rounds = n_rounds + 20
    if kind == 0:
        logs, kills = 4 + v % 5, 1 + v % 3
        params = {"logs": logs, "log_items": ["oak_log", "birch_log", "spruce_log"][: 1 + v % 3], "kills": kills}
        if v % 2 == 0:
            params["all_alive"] = True
        return "collect_logs_kill_zombies", {
            "description": "Collect %d logs and defeat %d zombies%s." % (logs, kills, ", nobody may die" if v % 2 == 0 else ""),
            "agents": three, "max_rounds": max_rounds, "verifier": "verify_collect_and_kill", "params": params}
    if kind == 1:
        params = {"item": "staff", "label": "Staff crafted"}
        if v % 3 == 2:
            params["round_limit"] = n_rounds + 5
        return "craft_staff", {
            "description": "Craft a staff from 2 sticks and 1 amethyst shard.",
            "agents": ["Alice", "Bob"], "max_rounds": max_rounds, "verifier": "verify_craft_item", "params": params}
    if kind == 2:
        return "craft_weapons", {
            "description": "Craft two heavy swords (sword2 or heavy_sword) and one axe.",
            "agents": three, "max_rounds": max_rounds, "verifier": "verify_craft_weapons",
            "params": {"weapons": [{"label": "Sword2/HeavySword", "items": ["sword2", "heavy_sword"], "count": 2},
                                   {"label": "Axe", "items": ["axe"], "count": 1}]}}
    if kind == 3:
        ore = 3 + v % 4
        bars = 2 + v % (ore - 1)
        return "mine_iron", {
            "description": "Mine %d iron ore and smelt %d iron bars." % (ore, bars),
            "agents": three, "max_rounds": max_rounds, "verifier": "verify_mine_iron",
            "params": {"ore": ore, "bars": bars}}
    if kind == 4:
        return "build_shelter", {
            "description": "Build four walls, a roof and a door before the storm.",
            "agents": four, "max_rounds": max_rounds, "verifier": "verify_build_shelter",
            "params": {"walls": 4, "door": True, "round_limit": n_rounds + 10}}
    if kind == 5:
        trades = 2 + v % 3
        return "trade_bread", {
            "description": "Make %d trades with the baker and bring home %d bread." % (trades, 2 * trades),
            "agents": three, "max_rounds": max_rounds, "verifier": "verify_trade",
            "params": {"trades": trades, "currency": "emerald", "goods": "bread", "amount": 2 * trades}}
    if kind == 6:
        n = 4 + v % 3
        return "guard_village", {
            "description": "Keep at least %d of %d villagers alive and defeat %d zombies." % (n - 1, n, 3 + v % 3),
            "agents": four, "max_rounds": max_rounds, "verifier": "verify_guard_village",
            "params": {"villagers": ["villager_%d" % (k + 1) for k in range(n)], "min_alive": n - 1, "zombies": 3 + v % 3}}
    n = 5 + v % 3
    need = 3 + v % 2
    return "rescue_survivors", {
        "description": "Escort the trapped villagers to the safe zone; %d of %d must survive." % (need, n),
        "agents": three, "max_rounds": max_rounds, "verifier": "verify_rescue",
        "params": {"villagers": ["villager_%d" % (k + 1) for k in range(n)], "min_survivors": need}}


def psr_target(stem, task):
    """Manifest psr.targets entry for tasks whose message needs one."""
    p = task["params"]
    if task["verifier"] == "verify_guard_village":
        return {"Alive": p["min_alive"]}
    if task["verifier"] == "verify_rescue":
        return {"Survivors": p["min_survivors"]}
    return None


# --- a tiny YAML emitter for the task subset (no PyYAML needed) ---------------------

def _yscalar(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if s == "" or s.strip() != s or any(c in s for c in ":#[]{},&*!|>'\"%@`") or s.lower() in ("true", "false", "null", "yes", "no", "~"):
        return json.dumps(s)
    try:
        float(s)
        return json.dumps(s)
    except ValueError:
        return s


def _yflow(v):
    if isinstance(v, list):
        return "[" + ", ".join(_yflow(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join("%s: %s" % (_yscalar(k), _yflow(x)) for k, x in v.items()) + " }"
    return _yscalar(v)


def to_yaml(obj, indent=0):
    pad = " " * indent
    out = []
    for k, v in obj.items():
        if isinstance(v, dict):
            out.append("%s%s:" % (pad, k))
            out.append(to_yaml(v, indent + 2))
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            out.append("%s%s:" % (pad, k))
            for item in v:
                first = True
                for ik, iv in item.items():
                    out.append("%s%s%s: %s" % (pad, "  - " if first else "    ", ik, _yflow(iv)))
                    first = False
        else:
            out.append("%s%s: %s" % (pad, k, _yflow(v)))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Outcomes (what the simulated team achieved), success or one goal short
# ---------------------------------------------------------------------------

def make_outcome(task, success, rng):
    p = task["params"]
    vname = task["verifier"]
    if vname == "verify_collect_and_kill":
        o = {"logs": p["logs"] + rng.randint(0, 2), "kills": p.get("kills", 0), "slain": []}
        if not success:
            choice = rng.randrange(3 if p.get("all_alive") else 2)
            if choice == 0:
                o["logs"] = rng.randint(0, p["logs"] - 1)
            elif choice == 1:
                o["kills"] = rng.randint(0, p["kills"] - 1)
            else:
                o["slain"] = [rng.choice(task["agents"])]
        return o
    if vname == "verify_craft_item":
        return {"crafted": success}
    if vname == "verify_craft_weapons":
        if success:
            s2 = rng.randint(0, 2)
            return {"made": {"sword2": s2, "heavy_sword": 2 - s2, "axe": 1}}
        return {"made": {"sword2": rng.randint(0, 1), "heavy_sword": 0, "axe": rng.randint(0, 1)}}
    if vname == "verify_mine_iron":
        if success:
            return {"ore": p["ore"], "bars": p["bars"]}
        return {"ore": p["ore"], "bars": rng.randint(0, p["bars"] - 1)}
    if vname == "verify_build_shelter":
        if success:
            return {"walls": list(SIDES), "roof": True, "door": True}
        walls = SIDES[: rng.randint(2, 3)]
        return {"walls": walls, "roof": rng.random() < 0.5, "door": rng.random() < 0.5}
    if vname == "verify_trade":
        if success:
            return {"trades": p["trades"], "amount": p["amount"]}
        t = rng.randint(1, p["trades"] - 1)
        return {"trades": t, "amount": 2 * t}
    if vname == "verify_guard_village":
        villagers = p["villagers"]
        lost = rng.randint(0, len(villagers) - p["min_alive"])
        if success:
            return {"defeated": p["zombies"], "slain": villagers[:lost]}
        if rng.random() < 0.5:
            return {"defeated": p["zombies"], "slain": villagers[: len(villagers) - p["min_alive"] + 1]}
        return {"defeated": p["zombies"] - 1, "slain": villagers[:lost]}
    if vname == "verify_rescue":
        villagers = p["villagers"]
        n_safe = rng.randint(p["min_survivors"], len(villagers)) if success else rng.randint(0, p["min_survivors"] - 1)
        return {"safe": villagers[:n_safe], "slain": villagers[n_safe:n_safe + 1]}
    raise ValueError(vname)


# ---------------------------------------------------------------------------

def build_record(stem, task, outcome, seed, n_rounds, target_bytes):
    """Build one record of about target_bytes (two passes: calibrate the padding)."""
    n_actions = n_rounds * len(task["agents"])
    pad = max(0, target_bytes // n_actions - 250)
    for _ in range(3):
        rng = random.Random(seed)
        rounds, _, _ = make_demo.build_trajectory(task, outcome, rng, n_rounds=n_rounds, pad=pad)
        record = {
            "task_id": "task_%s" % stem.split("_")[1],
            "task_key": stem,
            "task_source": "tasks/main/%s.yaml" % stem,
            "rounds": rounds,
            "metrics": {"total_rounds": len(rounds), "total_chats": make_demo.count_chats(rounds),
                        "task_verified_success": None, "task_verification_message": None},
        }
        text = json.dumps(record, indent=2)
        size = len(text.encode("utf-8"))
        if pad == 0 or abs(size - target_bytes) <= target_bytes * 0.02:
            break
        overhead = size - pad * n_actions
        pad = max(0, (target_bytes - overhead) // n_actions)
    return record


def variant_stems(catalog_size, variants):
    """(index for make_task, suffix) of every variant of task i: the same kind (index mod 8),
    another variant counter, so other parameters."""
    stride = 8 * ((catalog_size + 7) // 8)
    return lambda i: [(i + stride * k, "" if variants == 1 else "_v%d" % (k + 1)) for k in range(variants)]


YAML_FALLBACK = """try:  # pragma: no cover - depends on the machine
    import yaml as _pyyaml  # type: ignore
except Exception:  # ImportError, or a broken install
    _pyyaml = None
"""


def require_yaml(verifiers_dir):
    """taskio.py imports PyYAML outright (a missing PyYAML is an error, not the fallback parser)."""
    path = os.path.join(verifiers_dir, "taskio.py")
    with open(path, "r", encoding="utf-8") as fh:
        text = fh.read()
    if YAML_FALLBACK not in text:
        raise SystemExit("%s: the optional PyYAML import to make required is not there" % path)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text.replace(YAML_FALLBACK, "import yaml as _pyyaml  # type: ignore  # required (make_workload.py --require-yaml)\n"))


def commit_benchmark(bench):
    """git init + one commit of everything, with a fixed author, committer and date."""
    import subprocess
    env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@localhost", GIT_COMMITTER_NAME="bench",
               GIT_COMMITTER_EMAIL="bench@localhost", GIT_AUTHOR_DATE="2024-01-01T00:00:00Z", GIT_COMMITTER_DATE="2024-01-01T00:00:00Z")
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "--no-gpg-sign", "-m", "generated by make_workload.py"]):
        subprocess.run(["git", "-c", "init.defaultBranch=main", "-C", bench] + cmd, check=True, env=env, stdout=subprocess.DEVNULL)


def write_stamp(out, summary, files):
    """workload.json (arguments, counts, every file and its size), then its sha256, last."""
    listing = []
    for top in ("benchmark", "run"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(out, top)):
            dirnames[:] = sorted(d for d in dirnames if d != ".git")
            for f in sorted(filenames):
                p = os.path.join(dirpath, f)
                listing.append([os.path.relpath(p, out).replace(os.sep, "/"), os.path.getsize(p)])
    if sorted(files) != sorted(p for p, _ in listing if p.startswith("run/")):
        raise AssertionError("the run directory holds other files than the ones written")
    data = (json.dumps(dict(summary, files=listing), sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8")
    with open(os.path.join(out, "workload.json"), "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    tmp = os.path.join(out, "workload.sha256.tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(hashlib.sha256(data).hexdigest() + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, os.path.join(out, "workload.sha256"))


def main(argv=None):
    ap = argparse.ArgumentParser(description="Generate the agent-eval benchmark workload.")
    ap.add_argument("outdir")
    ap.add_argument("--tasks", type=int, default=100)
    ap.add_argument("--trials", type=int, default=5)
    ap.add_argument("--record-kb", type=int, default=1000)
    ap.add_argument("--success-rate", type=float, default=0.7)
    ap.add_argument("--variants", type=int, default=1, help="variants of each task (_v1, _v2, ...; 1: no suffix)")
    ap.add_argument("--require-yaml", action="store_true", help="verifiers import PyYAML (no fallback parser)")
    ap.add_argument("--git", action="store_true", help="make OUTDIR/benchmark a git checkout (one commit), as a benchmark repository is")
    args = ap.parse_args(argv)
    if args.tasks < 1 or args.trials < 1 or args.record_kb < 1 or args.variants < 1:
        ap.error("--tasks, --trials, --record-kb and --variants must be positive")

    t0 = time.time()
    out = os.path.abspath(args.outdir)
    bench = os.path.join(out, "benchmark")
    run = os.path.join(out, "run")
    os.makedirs(out, exist_ok=True)
    for f in ("workload.sha256", "workload.json"):  # the stamp first: until it is rewritten, incomplete
        if os.path.exists(os.path.join(out, f)):
            os.remove(os.path.join(out, f))
    for d in (bench, run):
        if os.path.isdir(d):
            shutil.rmtree(d)
    os.makedirs(os.path.join(bench, "tasks", "main"))
    shutil.copytree(VERIFIERS_SRC, os.path.join(bench, "verifiers"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if args.require_yaml:
        require_yaml(os.path.join(bench, "verifiers"))

    n_rounds = max(20, min(200, args.record_kb // 10))
    width = max(3, len(str(args.tasks)))
    catalog = []
    targets = []
    variants = variant_stems(args.tasks, args.variants)
    for i in range(1, args.tasks + 1):
        for index, suffix in variants(i):
            slug, task = make_task(index, n_rounds)
            stem = "task_%0*d_%s%s" % (width, i, slug, suffix)
            catalog.append((stem, task))
            with open(os.path.join(bench, "tasks", "main", stem + ".yaml"), "w", encoding="utf-8", newline="\n") as fh:
                fh.write("# generated by scripts/bench/make_workload.py\n" + to_yaml(task) + "\n")
            t = psr_target(stem, task)
            if t:
                targets.append((stem, t))

    manifest = [
        "version: 1",
        "name: agentworld-bench",
        "suites:",
        "  - name: main",
        "    kind: trajectory",
        "    tasks: tasks/main/*.yaml",
        '    records: "**/*_trajectory.json"',
        "    identity: [task_key, task_source, task_id]",
        "    verifier:",
        "      command: [python3, verifiers/worker.py]",
        "      protocol: jsonl",
        "      timeout_s: 60",
        "    psr:",
        "      method: checkpoint_fraction_v1",
        "      upper_bounds: [Rounds]",
    ]
    if targets:
        manifest.append("      targets:")
        manifest.extend("        %s: %s" % (stem, _yflow(t)) for stem, t in targets)
    with open(os.path.join(bench, "agent-eval.yml"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(manifest) + "\n")

    target_bytes = args.record_kb * 1024
    total_bytes = 0
    successes = 0
    records = 0
    files = []
    trial_successes = []
    for trial in range(1, args.trials + 1):
        tdir = os.path.join(run, "main", "trial-%d" % trial)
        os.makedirs(tdir)
        trial_successes.append(0)
        for stem, task in catalog:
            seed = "agent-eval/bench/%s/%d" % (stem, trial)
            rng = random.Random(seed + "/outcome")
            want = rng.random() < args.success_rate
            outcome = make_outcome(task, want, rng)
            record = build_record(stem, task, outcome, seed, n_rounds, target_bytes)
            success, message = checks.verify(record, task)
            if bool(success) != want:
                raise AssertionError("%s trial %d: verifier says %s (%s), wanted %s" % (stem, trial, success, message, want))
            record["metrics"]["task_verified_success"] = bool(success)
            record["metrics"]["task_verification_message"] = message
            data = (json.dumps(record, indent=2) + "\n").encode("utf-8")
            with open(os.path.join(tdir, stem + "_trajectory.json"), "wb") as fh:
                fh.write(data)
            files.append("run/main/trial-%d/%s_trajectory.json" % (trial, stem))
            total_bytes += len(data)
            successes += int(success)
            trial_successes[-1] += int(success)
            records += 1
    summary = {"records": records, "successes": successes, "bytes": total_bytes,
               "tasks": args.tasks, "trials": args.trials, "record_kb": args.record_kb,
               "variants": args.variants, "require_yaml": args.require_yaml,
               "success_rate": args.success_rate, "git": args.git, "rounds_per_record": n_rounds,
               "trial_successes": trial_successes}
    if args.git:
        commit_benchmark(bench)
    write_stamp(out, summary, files)
    print(json.dumps(dict(summary, seconds=round(time.time() - t0, 1))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
