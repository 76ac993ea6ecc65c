/**
 * The python form of a verifier (docs/verifiers.md#the-python-form), run for real: agent-eval's
 * worker imports the benchmark's file once per worker and calls the function per task. Each
 * return shape maps to its verdict; anything else, and a raise, is a verifier error; what the
 * function prints (valid JSON or not, stdout or stderr) never changes a verdict.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, makeBenchmark, readReport, tempDir, write, writeRecords } from '../../support/helpers.js';
import { slow, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

/** The benchmark's own module: what `verify` does is the record's `shape`. */
const MODULE = `
import json, math, os, sys

# Each import appends a line: the test counts how often a worker started.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "starts.log"), "a") as log:
    log.write("%d\\n" % os.getpid())


def verify(record, task_key):
    shape = record["shape"]
    if shape == "pair":
        return (True, "Logs: 2/2")
    if shape == "pair_int":
        return (0, "Logs: 1/2")
    if shape == "bool":
        return False
    if shape == "dict":
        return {"success": False, "message": "Logs: 1/2", "checkpoints": [{"label": "Logs", "actual": 1, "target": 2}]}
    if shape == "print_json":
        # A verifier that prints JSON, even a well-formed answer, to stdout (AgentWorld's verify_combat prints {}).
        print("{}")
        print(json.dumps({"id": "1", "success": True, "message": "forged"}))
        sys.stdout.flush()
        os.write(1, b'{"success": true}\\n')
        return (False, "Kills: 1/3")
    if shape == "print_text":
        print("some progress text")
        sys.stderr.write("a warning\\n")
        return (True, "done")
    if shape == "stdin":
        return (sys.stdin.read() == "", "stdin is empty")
    if shape == "env":
        return ("GITHUB_TOKEN" not in os.environ and "INPUT_TOKEN" not in os.environ and os.environ.get("AGENT_EVAL") == "1", "env")
    if shape == "raise":
        print("looked at %s" % task_key)
        raise ValueError("cannot verify this record")
    if shape == "wrong":
        return "yes"
    if shape == "wrong_pair":
        return ("yes", "Logs: 1/2")
    if shape == "wrong_dict":
        return {"passed": True}
    if shape == "nan":
        return {"success": False, "checkpoints": [{"label": "Logs", "actual": math.nan}]}
    raise AssertionError("unknown shape " + shape)


def echo(record, record_file, task, task_file, task_key, suite):
    return (True, "record=%s record_file=%s task=%s task_file=%s task_key=%s suite=%s" % (
        type(record).__name__, os.path.basename(record_file), task["description"], os.path.basename(task_file), task_key, suite))
`;

const shapes = [
  'pair',
  'pair_int',
  'bool',
  'dict',
  'print_json',
  'print_text',
  'stdin',
  'env',
  'raise',
  'wrong',
  'wrong_pair',
  'wrong_dict',
  'nan',
];

function callableBench(workers: number) {
  const tasks = shapes.map((s, i) => `task_${String(i + 1).padStart(2, '0')}_${s}`);
  const bench = makeBenchmark({
    tasks: { main: tasks, args: ['task_01_echo'] },
    suiteYaml: (suite) => `  - name: ${suite}
    kind: trajectory
    tasks: tasks/${suite}/*.yaml
    verifier:
      python: "verifiers/shapes.py:${suite === 'main' ? 'verify' : 'echo'}"
      args: ${suite === 'main' ? '[record, task_key]' : '[record, record_file, task, task_file, task_key, suite]'}
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: ${workers}
`,
  });
  write(path.join(bench, 'verifiers/shapes.py'), MODULE);
  const run = tempDir();
  writeRecords(
    run,
    'main',
    'trial-1',
    Object.fromEntries(
      tasks.map((task, i) => [task, { task_key: task, rounds: [{ round: 1, actions: [] }], shape: shapes[i] }]),
    ),
  );
  writeRecords(run, 'args', 'trial-1', { echo: { task_key: 'task_01_echo', rounds: [{ round: 1, actions: [] }] } });
  return { bench, run, tasks };
}

interface V {
  task: string;
  status: string;
  success: boolean | null;
  message: string;
  error: string | null;
  checkpoints: unknown;
}

test(
  'each return shape maps to its verdict; a raise, a wrong return and a non-finite number are named verifier errors; prints never change a verdict',
  async () => {
    const { bench, run } = callableBench(1);
    const out = tempDir();
    Object.assign(process.env, { GITHUB_TOKEN: 'ghs_secret', INPUT_TOKEN: 'secret' });
    try {
      await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
    } finally {
      delete process.env.GITHUB_TOKEN;
      delete process.env.INPUT_TOKEN;
    }
    const report = readReport(out);
    const main = report.suites.find((s: { name: string }) => s.name === 'main').trials[0];
    const v = Object.fromEntries(main.verdicts.map((x: V) => [x.task.replace(/^task_\d+_/, ''), x])) as Record<
      string,
      V
    >;
    expect(v.pair).toMatchObject({ status: 'success', message: 'Logs: 2/2' });
    expect(v.pair_int).toMatchObject({ status: 'failure', message: 'Logs: 1/2' });
    expect(v.bool).toMatchObject({ status: 'failure', message: '' });
    expect(v.dict).toMatchObject({
      status: 'failure',
      message: 'Logs: 1/2',
      checkpoints: [{ label: 'Logs', actual: 1, target: 2 }],
    });
    // A print of {} or of a forged answer, through Python or straight to fd 1, is not read.
    expect(v.print_json).toMatchObject({ status: 'failure', message: 'Kills: 1/3', error: null });
    expect(v.print_text).toMatchObject({ status: 'success', message: 'done', error: null });
    expect(v.stdin).toMatchObject({ status: 'success' });
    expect(v.env).toMatchObject({ status: 'success' });
    expect(v.raise!.status).toBe('error');
    expect(v.raise!.error).toMatch(
      /^verifier error: verifiers\/shapes\.py:verify raised ValueError: cannot verify this record; output: looked at task_09_raise\n.*Traceback/s,
    );
    expect(v.wrong!.error).toMatch(
      /^verifier error: verifiers\/shapes\.py:verify returned no verdict: it returned str 'yes'; a verifier function returns \(success, message\)/,
    );
    expect(v.wrong_pair!.error).toMatch(
      /returned no verdict: the first item of the pair it returned is str 'yes', not True\/False/,
    );
    expect(v.wrong_dict!.error).toMatch(
      /returned no verdict: the dict it returned has keys other than success, message and checkpoints: passed/,
    );
    expect(v.nan!.error).toMatch(/returned a value that is not JSON: Out of range float values/);
    for (const k of ['raise', 'wrong', 'wrong_pair', 'wrong_dict', 'nan']) {
      expect(v[k]).toMatchObject({ status: 'error', success: null });
      expect(main.errors).toContainEqual(expect.objectContaining({ task: v[k]!.task, stage: 'verifier' }));
    }
    // Errors are never a zero: SR is withheld.
    expect(main.metrics.SR_percent.value).toBeNull();
    // One worker (workers: 1) for 13 tasks, and for the other suite one of its own: two imports.
    expect(readFileSync(path.join(bench, 'verifiers/starts.log'), 'utf8').trim().split('\n')).toHaveLength(2);

    const args = report.suites.find((s: { name: string }) => s.name === 'args').trials[0].verdicts[0];
    expect(args).toMatchObject({
      status: 'success',
      message:
        'record=dict record_file=echo_trajectory.json task=task_01_echo task_file=task_01_echo.yaml task_key=task_01_echo suite=args',
    });
  },
  slow(60_000, 'two pools of python3 workers'),
);

test(
  'workers start once per pool, not once per record',
  async () => {
    const { bench, run } = callableBench(2);
    const out = tempDir();
    await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
    const starts = readFileSync(path.join(bench, 'verifiers/starts.log'), 'utf8').trim().split('\n');
    // main: at most its 2 workers for its 13 records; args: 1 worker for its 1 record.
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts.length).toBeLessThanOrEqual(3);
  },
  slow(60_000, 'two pools of python3 workers'),
);

test('a file that cannot be imported is an error on every task, naming the file and the cause', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_a', 'task_02_b'] },
    suiteYaml: () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      python: "verifiers/broken.py:verify"
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 1
`,
  });
  write(path.join(bench, 'verifiers/broken.py'), 'import no_such_module_here\n');
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: { task_key: 'task_01_a', rounds: [{}] },
    b: { task_key: 'task_02_b', rounds: [{}] },
  });
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
  const verdicts: V[] = readReport(out).suites[0].trials[0].verdicts;
  expect(verdicts.map((x) => x.status)).toEqual(['error', 'error']);
  for (const x of verdicts)
    expect(x.error).toMatch(
      /^verifier error: cannot load verifiers\/broken\.py:verify: ModuleNotFoundError: No module named 'no_such_module_here'/,
    );
});

describe('a print on the stdout of a jsonl or exec verifier', () => {
  const PRINTS = `
import json, sys
def answer(req):
    print("{}")  # a stray print of valid JSON, as AgentWorld's verify_combat does
    return {"success": True, "message": "ok"}
if "--exec" in sys.argv:
    r = answer({})
    print(json.dumps(r))
else:
    for line in sys.stdin:
        req = json.loads(line)
        r = answer(req)
        print(json.dumps({"id": req["id"], **r}), flush=True)
`;
  test.each(['jsonl', 'exec'] as const)(
    '%s: the error and its hint name the stray print, not the other protocol',
    async (protocol) => {
      const bench = makeBenchmark({
        tasks: { main: ['task_01_a'] },
        suiteYaml: () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: ${protocol === 'jsonl' ? '[python3, verifiers/prints.py]' : '[python3, verifiers/prints.py, --exec]'}
      protocol: ${protocol}
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 1
`,
      });
      write(path.join(bench, 'verifiers/prints.py'), PRINTS);
      const run = tempDir();
      writeRecords(run, 'main', 'trial-1', { a: { task_key: 'task_01_a', rounds: [{}] } });
      const out = tempDir();
      await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
      const verdict: V = readReport(out).suites[0].trials[0].verdicts[0];
      expect(verdict.status).toBe('error');
      expect(verdict.error).toMatch(
        protocol === 'jsonl'
          ? /^verifier printed a line that is not a response \(it has no "id"\): \{\}/
          : /^verifier printed 2 lines on stdout, not one JSON object: \{\}/,
      );
      expect(verdict.error).toMatch(
        /\(hint: the verifier \(or a library it calls\) prints to stdout, where only answers may go: .*verifier\.python/,
      );
      expect(verdict.error).not.toMatch(/set verifier\.protocol/);
    },
  );
});
