#!/usr/bin/env python3
"""Baseline for `npm run bench`: what a benchmark's own single-process scorer does.

    python3 scripts/bench/baseline.py BENCHMARK_DIR RUN_DIR
    python3 scripts/bench/baseline.py BENCHMARK_DIR TRIAL_DIR --suite SUITE

For every suite directory in RUN_DIR (sorted), every trial directory `trial-*` in it (or
the suite directory itself when it has none), and every `*_trajectory.json` below the
trial (sorted), one after another: json.load the record, load its task YAML from
BENCHMARK_DIR/tasks/<suite>/<task>.yaml, call the benchmark's checks.verify(), count
successes.  Prints one JSON line: {"records": n, "successes": s}.

With --suite, the directory is one trial of that suite, scored alone, as AgentWorld's
`benchmarks/score.py --suite S --trajectories DIR` scores one trial: every
`*_trajectory.json` below it.

The task is identified like agent-eval does it: task_key, else the stem of task_source,
else a legacy task_id `task_NN` matching exactly one catalog stem.  Records that cannot be
identified or verified are counted in "errors" on stderr and are not successes.

Python 3.8+, standard library only.
"""

import fnmatch
import json
import os
import re
import sys

sys.dont_write_bytecode = True


def find_records(trial_dir):
    out = []
    for dirpath, dirnames, filenames in os.walk(trial_dir):
        dirnames.sort()
        for f in sorted(filenames):
            if fnmatch.fnmatch(f, "*_trajectory.json"):
                out.append(os.path.join(dirpath, f))
    return out


def identify(record, catalog):
    key = record.get("task_key")
    if isinstance(key, str) and key in catalog:
        return key
    src = record.get("task_source")
    if isinstance(src, str):
        stem = os.path.splitext(os.path.basename(src.replace("\\", "/")))[0]
        if stem in catalog:
            return stem
    tid = record.get("task_id")
    if isinstance(tid, str) and re.match(r"^task_\d+$", tid):
        hits = [s for s in catalog if s.startswith(tid + "_")]
        if len(hits) == 1:
            return hits[0]
    raise ValueError("cannot identify task (task_key=%r, task_source=%r, task_id=%r)" % (key, src, tid))


def trials_of(bench, run, only_suite):
    """(suite, its tasks directory, trial directory) for every trial to score, in order."""
    if only_suite is not None:
        yield only_suite, os.path.join(bench, "tasks", only_suite), run
        return
    for suite in sorted(os.listdir(run)):
        suite_dir = os.path.join(run, suite)
        tasks_dir = os.path.join(bench, "tasks", suite)
        if not os.path.isdir(suite_dir) or not os.path.isdir(tasks_dir):
            continue
        trials = sorted(d for d in os.listdir(suite_dir)
                        if fnmatch.fnmatch(d, "trial-*") and os.path.isdir(os.path.join(suite_dir, d)))
        for trial_dir in [os.path.join(suite_dir, d) for d in trials] or [suite_dir]:
            yield suite, tasks_dir, trial_dir


def main(argv):
    only_suite = None
    if len(argv) == 4 and argv[2] == "--suite":
        only_suite = argv[3]
        argv = argv[:2]
    if len(argv) != 2:
        sys.stderr.write("usage: baseline.py BENCHMARK_DIR RUN_DIR | BENCHMARK_DIR TRIAL_DIR --suite SUITE\n")
        return 2
    bench, run = (os.path.abspath(a) for a in argv)
    if not os.path.isdir(run):
        sys.stderr.write("baseline: %s is not a directory\n" % run)
        return 2
    sys.path.insert(0, os.path.join(bench, "verifiers"))
    import checks  # the benchmark's own verifiers
    import taskio

    records = successes = errors = 0
    catalogs = {}
    for suite, tasks_dir, trial_dir in trials_of(bench, run, only_suite):
        if suite not in catalogs:
            catalogs[suite] = set(f[:-5] for f in os.listdir(tasks_dir) if f.endswith(".yaml"))
        catalog = catalogs[suite]
        for path in find_records(trial_dir):
            records += 1
            try:
                with open(path, "r", encoding="utf-8") as fh:
                    record = json.load(fh)
                key = identify(record, catalog)
                task = taskio.load_task(os.path.join(tasks_dir, key + ".yaml"))
                success, _message = checks.verify(record, task)
                successes += int(success)
            except Exception as exc:  # noqa: BLE001
                errors += 1
                sys.stderr.write("baseline: %s: %s: %s\n" % (path, type(exc).__name__, exc))
    if errors:
        sys.stderr.write("baseline: %d record(s) could not be scored\n" % errors)
    print(json.dumps({"records": records, "successes": successes}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
