/**
 * One benchmark inspection and one verifier pool per command (docs/verifiers.md#worker-lifetime):
 * a rescore of several submissions asks git about the benchmark once and starts each verifier's
 * workers once, and a benchmark or an environment that differs gets workers of its own. Real
 * python verifiers count their own starts (each appends its pid to a file when it starts), a
 * `git` first on PATH logs each call before running the real one; nothing of ours is mocked.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CommandCache } from '../../../src/core/command-cache.js';
import { score } from '../../../src/core/score.js';
import { cli, gitRecorder, makeBenchmark, runDist, tempDir, write, writeRecords } from '../../support/helpers.js';
import { slow, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

const TASKS = ['task_01_logs', 'task_02_staff', 'task_03_weapons'];

/**
 * The python form: success when the record's answer reaches the task's `need`. It changes the
 * task it was given, and remembers nothing else: a worker that handed one submission's changed
 * task to the next would change that one's verdicts.
 */
const MODULE = `
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "starts-python.log"), "a") as log:
    log.write("%d\\n" % os.getpid())


def verify(record, task):
    need = task["need"]
    task["need"] = 1000
    return (record["answer"] >= need, "Items: %d/%d; FOO=%s" % (record["answer"], need, os.environ.get("FOO")))
`;

/** The jsonl form (the benchmark's own program): the same rule, one JSON line per request. */
const WORKER = `
import json, os, re, sys

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "starts-jsonl.log"), "a") as log:
    log.write("%d\\n" % os.getpid())
for line in sys.stdin:
    if not line.strip():
        continue
    req = json.loads(line)
    with open(req["task_file"], encoding="utf-8") as f:
        need = int(re.search(r"need:\\s*(\\d+)", f.read()).group(1))
    with open(req["record_file"], encoding="utf-8") as f:
        answer = json.load(f)["answer"]
    sys.stdout.write(json.dumps({"id": req["id"], "success": answer >= need, "message": "Items: %d/%d" % (answer, need)}) + "\\n")
    sys.stdout.flush()
`;

function benchmark(): string {
  const bench = makeBenchmark({
    tasks: { py: TASKS, jsonl: TASKS },
    suiteYaml: (suite) => `  - name: ${suite}
    kind: trajectory
    tasks: tasks/${suite}/*.yaml
    trials: 2
    verifier:
${suite === 'py' ? '      python: "verifiers/count.py:verify"\n      args: [record, task]\n      env: [FOO]' : '      command: [python3, verifiers/worker.py]'}
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 1
`,
  });
  TASKS.forEach((task, i) => {
    for (const suite of ['py', 'jsonl']) write(path.join(bench, `tasks/${suite}/${task}.yaml`), `need: ${i + 1}\n`);
  });
  write(path.join(bench, 'verifiers/count.py'), MODULE);
  write(path.join(bench, 'verifiers/worker.py'), WORKER);
  return bench;
}

/** Submission k answers k on every task: task i (need i + 1) succeeds when k >= i + 1. */
function submissions(n: number): string {
  const dir = tempDir('agent-eval-reuse-subs-');
  for (let k = 0; k < n; k++) {
    for (const suite of ['py', 'jsonl']) {
      for (const trial of ['trial-1', 'trial-2']) {
        writeRecords(
          path.join(dir, `sub-${k}`),
          suite,
          trial,
          Object.fromEntries(
            TASKS.map((task) => [task, { task_key: task, rounds: [{ round: 1, actions: [] }], answer: k }]),
          ),
        );
      }
    }
  }
  return dir;
}

const starts = (bench: string, form: 'python' | 'jsonl') =>
  readFileSync(path.join(bench, `verifiers/starts-${form}.log`), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface V {
  task: string;
  success: boolean | null;
  message: string;
}

test(
  'a rescore of 4 submissions (2 suites × 2 trials each) starts each verifier once, and every verdict is the one its own record gives',
  async () => {
    const bench = benchmark();
    const subs = submissions(4);
    const out = tempDir();
    const r = await cli('rescore', '--benchmark', bench, '--submissions', subs, '--out', out, '--fail-on', 'never');
    expect(r.code).toBe(0);
    // workers: 1 per verifier, and 4 × 2 × 2 trials of 3 tasks: one start of each form, not one per submission.
    expect(starts(bench, 'python')).toHaveLength(1);
    expect(starts(bench, 'jsonl')).toHaveLength(1);
    for (let k = 0; k < 4; k++) {
      const report = JSON.parse(readFileSync(path.join(out, 'submissions', `sub-${k}`, 'scores.json'), 'utf8'));
      for (const suite of report.suites) {
        expect(suite.trials).toHaveLength(2);
        for (const trial of suite.trials) {
          // The task the previous request changed never reaches the next: need stays i + 1.
          expect(trial.verdicts.map((v: V) => [v.task, v.success, v.message.replace(/; FOO=.*/, '')])).toEqual(
            TASKS.map((task, i) => [task, k >= i + 1, `Items: ${k}/${i + 1}`]),
          );
        }
      }
    }
    // The command closed its workers before it returned.
    for (const pid of [...starts(bench, 'python'), ...starts(bench, 'jsonl')]) expect(alive(Number(pid))).toBe(false);
  },
  slow(240_000, 'four submissions through two python verifiers'),
);

test(
  'one command cache: the same benchmark and environment share the workers; another environment or benchmark checkout gets workers of its own',
  async () => {
    const bench = benchmark();
    const copy = tempDir('agent-eval-reuse-copy-');
    cpSync(bench, copy, { recursive: true });
    const subs = submissions(2);
    const cache = new CommandCache();
    const run = (benchmarkDir: string, sub: string, env: NodeJS.ProcessEnv) =>
      score({ benchmarkDir, runDir: path.join(subs, sub), suites: ['py'], nested: true, env, cache });
    try {
      const first = await run(bench, 'sub-0', { ...process.env, FOO: 'a' });
      await run(bench, 'sub-1', { ...process.env, FOO: 'a' });
      expect(starts(bench, 'python')).toHaveLength(1);
      // A variable the verifier gets (verifier.env) differs: a fresh worker, which sees the new value.
      const other = await run(bench, 'sub-1', { ...process.env, FOO: 'b' });
      expect(starts(bench, 'python')).toHaveLength(2);
      expect(first.suites[0]!.trials[0]!.verdicts[0]!.message).toMatch(/FOO=a$/);
      expect(other.suites[0]!.trials[0]!.verdicts[0]!.message).toMatch(/FOO=b$/);
      // A variable the verifier never gets differs: the same worker.
      await run(bench, 'sub-0', { ...process.env, FOO: 'b', UNRELATED_SETTING: 'x' });
      expect(starts(bench, 'python')).toHaveLength(2);
      // Another checkout of the benchmark: its own worker, importing its own file.
      await run(copy, 'sub-0', { ...process.env, FOO: 'a' });
      expect(starts(copy, 'python')).toHaveLength(1);
      expect(starts(bench, 'python')).toHaveLength(2);
    } finally {
      await cache.close();
    }
    for (const pid of [...starts(bench, 'python'), ...starts(copy, 'python')]) expect(alive(Number(pid))).toBe(false);
  },
  slow(240_000, 'five scores through python verifiers'),
);

test(
  'a rescore of 3 submissions asks git about the benchmark checkout once: one status, not one per submission',
  async () => {
    const bench = benchmark();
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', bench, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        encoding: 'utf8',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'benchmark');
    const subs = submissions(3);
    const out = tempDir();
    const recorder = gitRecorder();
    // The bundled CLI, as a user runs it: git is found on its PATH.
    const r = await runDist(
      ['rescore', '--benchmark', bench, '--submissions', subs, '--out', out, '--fail-on', 'never', '--suite', 'jsonl'],
      { env: { ...process.env, PATH: recorder.path } },
    );
    expect(r.code).toBe(0);
    expect(recorder.calls('status')).toHaveLength(1);
    expect(recorder.calls('rev-parse').length).toBeGreaterThan(0);
    expect(recorder.calls('rev-parse').length).toBeLessThanOrEqual(3);
    const leaderboard = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
    expect(leaderboard.benchmark.commit).toBe(git('rev-parse', 'HEAD').trim());
  },
  slow(240_000, 'three submissions through a python verifier'),
);
