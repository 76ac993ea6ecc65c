#!/usr/bin/env python3
"""Self-tests for the example benchmark's Python side (stdlib unittest, Python 3.8+).

    python3 examples/tools/test_benchmark.py      # PyYAML path if installed
    python3 -S examples/tools/test_benchmark.py   # -S hides site-packages: fallback parser
"""

import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "examples", "benchmark")
DEMO = os.path.join(ROOT, "examples", "runs", "demo")
sys.path.insert(0, os.path.join(BENCH, "verifiers"))
sys.path.insert(0, os.path.join(ROOT, "examples", "tools"))

import checks  # noqa: E402
import make_demo  # noqa: E402
import taskio  # noqa: E402

TRICKY = [
    "a: 1\nb: [x, 'y z', \"q\\\"r\"]\nc: {k: 3, l: [1, 2]}\n",
    "# c\nkey: value # trailing\nurl: 'a#b'\nh: \"x # y\"\n",
    "d: >-\n  folded line one\n  line two\n\n  para\ne: |\n  lit\n    indented\n  end\nf: 2\n",
    "g: |-\n  keep\n  strip\nh: >\n  clip\n",
    "list:\n- a\n- b\nnext: true\n",
    "w:\n  - label: Sword2/HeavySword\n    items: [sword2, heavy_sword]\n    count: 2\n  - label: Axe\n    items: [axe]\n    count: 1\n",
    "n: null\nm: ~\nf: 1.5\ni: -3\ns: 007x\nt: True\nu: FALSE\nempty:\nlast: x\n",
    "outer:\n  inner:\n    deep: [a, b]\n  other: 'it''s'\n",
    "seq_of_seq:\n  - [1, 2]\n  - - 3\n    - 4\n",
    "targets:\n  task_07_guard_village: { Alive: 3 }        # c\n  t8: {Survivors: 3}\n",
]


class YamlTest(unittest.TestCase):
    def test_fallback_matches_pyyaml_on_snippets(self):
        if not taskio.have_pyyaml():
            self.skipTest("PyYAML not importable")
        for text in TRICKY:
            self.assertEqual(taskio.load_yaml_text(text, False), taskio.load_yaml_text(text, True), text)

    def test_fallback_matches_pyyaml_on_benchmark_files(self):
        if not taskio.have_pyyaml():
            self.skipTest("PyYAML not importable")
        files = glob.glob(os.path.join(BENCH, "tasks", "*", "*.yaml")) + [os.path.join(BENCH, "agent-eval.yml")]
        for f in files:
            self.assertEqual(taskio.load_yaml(f, False), taskio.load_yaml(f, True), f)

    def test_fallback_alone(self):
        t = taskio.load_task(os.path.join(BENCH, "tasks", "main", "task_03_craft_weapons.yaml"), use_pyyaml=False)
        self.assertEqual(t["params"]["weapons"][0]["label"], "Sword2/HeavySword")
        self.assertEqual(t["agents"], ["Alice", "Bob", "Carol"])

    def test_fallback_rejects_unsupported(self):
        for text in ("a: &x 1\nb: *x\n", "a: [1, 2\n", "a:\n  b: 1\n c: 2\n"):
            with self.assertRaises(ValueError):
                taskio.parse_simple_yaml(text)


PART = re.compile(r"^(?P<label>[^:]+): (?P<value>True|False|\d+/\d+|\d+)$")


def psr_of(message, success, upper_bounds, targets):
    """Reference PSR (checkpoint_fraction_v1) for a message, as the engine must compute it."""
    if success:
        return 1.0
    credits = []
    for part in message.split(", "):
        m = PART.match(part)
        assert m, part
        label, value = m.group("label"), m.group("value")
        if value in ("True", "False"):
            credits.append(1.0 if value == "True" else 0.0)
        elif "/" in value:
            a, r = (int(x) for x in value.split("/"))
            if label in upper_bounds:
                credits.append(1.0 if a <= r else 0.0)
            else:
                r = targets.get(label, r)
                credits.append(min(a / float(r), 1.0))
        else:
            credits.append(min(int(value) / float(targets[label]), 1.0))
    return sum(credits) / len(credits)


class DemoTest(unittest.TestCase):
    def test_demo_is_up_to_date(self):
        self.assertEqual(make_demo.main(["--check"]), 0)

    def test_messages_parse_and_worked_example(self):
        targets = {"task_07_guard_village": {"Alive": 3}, "task_08_rescue_survivors": {"Survivors": 3}}
        with tempfile.TemporaryDirectory() as tmp:
            table = make_demo.generate(os.path.join(tmp, "demo"))
        for suite, trial, stem, success, message, lie, rel, cce in table:
            psr = psr_of(message, success, {"Rounds"}, targets.get(stem, {}) if suite == "main" else {})
            self.assertTrue(0.0 <= psr <= 1.0)
        row = [r for r in table if r[0] == "main" and r[1] == 1 and r[2].startswith("task_01_")][0]
        self.assertEqual(row[4], "Logs: 3/5, Kills: 0/3, All alive: True")
        self.assertAlmostEqual(psr_of(row[4], 0, set(), {}) * 100, 53.33, places=2)

    def test_verifier_ignores_self_report(self):
        path = os.path.join(DEMO, "main", "trial-1", "legacy", "task_08_trajectory.json")
        with open(path) as fh:
            rec = json.load(fh)
        self.assertTrue(rec["metrics"]["task_verified_success"])
        task = taskio.load_task(os.path.join(BENCH, "tasks", "main", "task_08_rescue_survivors.yaml"))
        self.assertEqual(checks.verify(rec, task), (0, "Survivors: 2/5"))

    def test_augmented_records_carry_task_key(self):
        for p in glob.glob(os.path.join(DEMO, "augmented", "trial-*", "**", "*_trajectory.json"), recursive=True):
            with open(p) as fh:
                self.assertIn("task_key", json.load(fh))

    def test_cce_records_only_for_successes(self):
        for trial in (1, 2, 3):
            tdir = os.path.join(DEMO, "main", "trial-%d" % trial)
            for p in glob.glob(os.path.join(tdir, "cce", "*.json")):
                with open(p) as fh:
                    j = json.load(fh)
                self.assertTrue(j["T"] and set(j["C"]) <= set(j["T"]) and len(set(j["T"])) == len(j["T"]))
                self.assertEqual(os.path.basename(p), j["task_key"] + ".json")


class WorkerTest(unittest.TestCase):
    def run_worker(self, reqs):
        proc = subprocess.run([sys.executable] + (["-S"] if sys.flags.no_site else []) + [os.path.join("verifiers", "worker.py")],
                              input=("\n".join(reqs) + "\n").encode(), cwd=BENCH, capture_output=True, timeout=60)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return [json.loads(l) for l in proc.stdout.decode().splitlines()]

    def test_protocol(self):
        tf = os.path.join(BENCH, "tasks", "main", "task_01_collect_logs_kill_zombies.yaml")
        rf = os.path.join(DEMO, "main", "trial-1", "episodes", "task_01_collect_logs_kill_zombies_trajectory.json")
        reqs = [
            json.dumps({"id": "v", "suite": "main", "task": "t", "task_file": tf, "record_file": rf}),
            json.dumps({"id": "c", "suite": "main", "task": "t", "task_file": tf, "check": True}),
            json.dumps({"id": "m", "suite": "main", "task": "t", "task_file": tf, "record_file": rf + ".missing"}),
            "{not json",
            json.dumps({"id": "x", "suite": "main", "task": "t", "task_file": tf + ".missing", "check": True}),
        ]
        out = self.run_worker(reqs)
        self.assertEqual(len(out), 5)
        self.assertEqual(out[0], {"id": "v", "success": False, "message": "Logs: 3/5, Kills: 0/3, All alive: True"})
        self.assertEqual(out[1], {"id": "c", "ok": True})
        self.assertTrue(out[2]["error"].startswith("FileNotFoundError: "))
        self.assertIsNone(out[3]["id"])
        self.assertIn("error", out[3])
        self.assertIn("error", out[4])
        self.assertEqual(glob.glob(os.path.join(BENCH, "**", "__pycache__"), recursive=True), [])


if __name__ == "__main__":
    unittest.main()
