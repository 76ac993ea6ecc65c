/**
 * Nothing in a run is ignored in silence (docs/run-layout.md): each layout mistake a submitter
 * makes is listed under `ignored` with the rule it missed, the rule it almost matched and a
 * hint; duplicates across unrecognised trials say so; verifier errors a manifest field fixes
 * name that field; `validate --run` runs the same checks. Real files, the real CLI.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cli,
  makeBenchmark,
  readReport,
  REPO,
  tempDir,
  trajectory,
  write,
  writeRecords,
} from '../../support/helpers.js';
import { slow, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

const EXAMPLES = path.join(REPO, 'examples/benchmark');
const DEMO = path.join(REPO, 'examples/runs/demo');

async function score(...argv: string[]) {
  const out = tempDir();
  const result = await cli('score', ...argv, '--out', out);
  return { ...result, report: readReport(out), summary: readFileSync(path.join(out, 'summary.md'), 'utf8') };
}

const ok = (key: string) => trajectory({ task_key: key }, { success: true, message: '' });

test(
  'trial_1 vs trial-*: the misnamed trial directories are listed with the pattern they almost match, and the duplicates say trials were not recognised',
  async () => {
    const bench = makeBenchmark();
    const run = tempDir();
    for (const trial of ['trial_1', 'trial_2'])
      writeRecords(run, 'main', trial, { a: ok('task_01_logs'), b: ok('task_02_staff'), c: ok('task_03_weapons') });
    const { report, summary } = await score('--benchmark', bench, '--run', run);
    const suite = report.suites[0];
    expect(suite.ignored).toEqual([
      expect.objectContaining({
        path: 'main/trial_1/',
        missed: 'trial_pattern "trial-*"',
        nearest: 'trial-*',
        hint: expect.stringContaining('has "_" where the rule has "-"'),
      }),
      expect.objectContaining({ path: 'main/trial_2/', nearest: 'trial-*' }),
    ]);
    expect(suite.ignored[0].hint).toContain('the suite directory was read as one trial');
    const duplicates = suite.trials[0].errors.filter((e: { message: string }) =>
      e.message.startsWith('2 trajectory records for'),
    );
    expect(duplicates).toHaveLength(6);
    for (const e of duplicates)
      expect(e.message).toContain(
        'trials were not recognised: no directory of the suite matches trial_pattern "trial-*" (trial_1, trial_2 do not)',
      );
    // One bullet per cause (docs/action.md): the two trial directories in one, the three duplicates in one.
    const attention = summary.slice(summary.indexOf('### Needs attention'), summary.indexOf('<details>'));
    expect(attention).toContain(
      '- ⚠️ **Suite `main`, entries not read:** matches none of trial\\_pattern "trial-\\*"; nearest trial-\\*: has "\\_" where the rule has "-"',
    );
    expect(attention).toContain('— 2 places: `main/trial_1/`, `main/trial_2/`');
    expect(attention).toMatch(
      /- ❌ \*\*Suite `main`:\*\* 2 trajectory records for ‹task› .*\(`record`\) — 3 places: main `task_01_logs`, main `task_02_staff`, main `task_03_weapons`\n/,
    );
    expect(attention.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
  },
  slow(180_000, 'python3 verifier workers'),
);

test(
  "Core/ vs core: a directory that is no suite's is listed at the run level, nearest the suite it differs from in letter case",
  async () => {
    const bench = makeBenchmark({ tasks: { core: ['task_01_logs'] } });
    const run = tempDir();
    writeRecords(run, 'Core', 'trial-1', { a: ok('task_01_logs') });
    write(path.join(run, 'notes.txt'), 'hello');
    const { report, summary } = await score('--benchmark', bench, '--run', run);
    expect(report.ignored).toEqual([
      {
        path: 'Core/',
        missed: 'suite directories (core)',
        nearest: 'core',
        hint: 'differs only in letter case: rename it to core/ (suite names are case-sensitive)',
      },
      {
        path: 'notes.txt',
        missed: 'suite directories (core)',
        nearest: null,
        hint: expect.stringContaining('only suite directories, submission.yml and metadata.json are read'),
      },
    ]);
    expect(report.suites[0].notes[0]).toContain('The run has no directory for suite core');
    expect(report.suites[0].ignored).toBeUndefined();
    expect(summary).toContain(
      '- ⚠️ **Run, entries not read:** `Core/`: matches none of suite directories \\(core\\); nearest core: differs only in letter case',
    );
    const { stdout } = await cli('score', '--benchmark', bench, '--run', run, '--out', tempDir(), '--format', 'text');
    expect(stdout).toContain(
      '  ignored: Core/: matches none of suite directories (core); nearest core: differs only in letter case: rename it to core/ (suite names are case-sensitive)',
    );
  },
  slow(180_000, 'python3 verifier workers'),
);

test(
  't1.json vs **/*_trajectory.json: a file of a trial that no records glob matches is listed with the ending it lacks',
  async () => {
    const bench = makeBenchmark();
    const run = tempDir();
    writeRecords(run, 'main', 'trial-1', { a: ok('task_01_logs') });
    write(path.join(run, 'main/trial-1/t1.json'), ok('task_02_staff'));
    write(path.join(run, 'main/trial-1/logs/agent.log'), 'x');
    const { report } = await score('--benchmark', bench, '--run', run);
    expect(report.suites[0].ignored).toEqual([
      {
        path: 'main/trial-1/logs/agent.log',
        missed: 'records "**/*_trajectory.json"',
        nearest: null,
        hint: 'matches nothing the suite reads; not read',
      },
      {
        path: 'main/trial-1/t1.json',
        missed: 'records "**/*_trajectory.json"',
        nearest: '**/*_trajectory.json',
        hint: 'ends in ".json" but not in "_trajectory.json": not read',
      },
    ]);
    expect(report.suites[0].trials[0].coverage.missing_tasks).toEqual(['task_02_staff', 'task_03_weapons']);
  },
  slow(180_000, 'python3 verifier workers'),
);

/** A table run of the example benchmark's `prep` suite: case_001 from the demo, and `extra` directories. */
function tableRun(extra: string[], under = ''): string {
  const run = tempDir();
  const trial = path.join(run, under, 'trial-1');
  cpSync(path.join(DEMO, 'prep/trial-1/case_001'), path.join(trial, 'case_001'), { recursive: true });
  for (const name of extra)
    cpSync(path.join(DEMO, 'prep/trial-1/case_002'), path.join(trial, name), { recursive: true });
  return run;
}

test('caseB vs case_xxx: a directory of a table trial that is not a case id is listed with the spelling case ids have', async () => {
  const run = tableRun(['caseB', 'case_002']);
  const { report } = await score('--benchmark', EXAMPLES, '--suite', 'prep', '--run', run);
  expect(report.suites[0].ignored).toEqual([
    {
      path: 'trial-1/caseB/',
      missed: 'case directories (case ids: case_001, case-1, case1, 1)',
      nearest: 'case_xxx',
      hint: expect.stringContaining('not a case id: a case directory is named case_ and the case number'),
    },
  ]);
  expect(report.suites[0].trials[0].coverage.missing_tasks).toEqual(['case_003']);
});

test('--run holding prep/ with --suite prep: the suite directory inside the run is named, with the --run to give', async () => {
  const run = tableRun([], 'prep');
  const { report } = await score('--benchmark', EXAMPLES, '--suite', 'prep', '--run', run);
  expect(report.suites[0].ignored).toEqual([
    {
      path: 'prep/',
      missed: 'trial_pattern "trial-*"',
      nearest: null,
      hint: '--run holds the suite directory prep/: with --suite prep, --run is that directory itself; pass --run ending in prep/, or leave out --suite',
    },
  ]);
});

test(
  "a run with nothing misplaced has no ignored field, and files submission.yml names are the run's own",
  async () => {
    const { report } = await score('--benchmark', EXAMPLES, '--run', DEMO);
    expect(report.ignored).toBeUndefined();
    for (const s of report.suites) expect(s.ignored).toBeUndefined();
  },
  slow(180_000, "the demo's python3 verifier workers"),
);

describe('verifier errors name the manifest field to change', () => {
  const suiteYaml = (protocol: 'jsonl' | 'exec', timeout: number) => () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: ${protocol === 'jsonl' ? '[python3, verifiers/scripted.py]' : '[python3, verifiers/scripted.py, --exec, "{task}", "{task_file}", "{record_file}"]'}
      protocol: ${protocol}
      timeout_s: ${timeout}
`;
  const errorOf = async (bench: string, record: object) => {
    const run = tempDir();
    writeRecords(run, 'main', 'trial-1', { a: record });
    const { report } = await score('--benchmark', bench, '--run', run);
    return report.suites[0].trials[0].verdicts[0].error as string;
  };

  test(
    'non-JSON output: stdout must carry the answer only, or the other protocol',
    async () => {
      const bench = makeBenchmark({
        tasks: { main: ['task_01_logs'] },
        suiteYaml: suiteYaml('jsonl', VERIFIER_TIMEOUT_S),
      });
      const error = await errorOf(bench, trajectory({ task_key: 'task_01_logs' }, 'garbage'));
      expect(error).toMatch(/not JSON: this is not json/);
      expect(error).toContain(
        '(hint: stdout must carry one JSON line per request, echoing its id and nothing else (print logs to stderr); a verifier that takes its files as arguments and prints one answer speaks the exec protocol: set verifier.protocol: exec',
      );
    },
    slow(180_000, 'python3 verifier workers'),
  );

  test(
    'a timeout: raise verifier.timeout_s',
    async () => {
      const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] }, suiteYaml: suiteYaml('exec', 1.5) });
      const error = await errorOf(bench, trajectory({ task_key: 'task_01_logs' }, 'hang'));
      expect(error).toMatch(/^verifier timed out after 1\.5 s/);
      expect(error).toContain(
        '(hint: raise verifier.timeout_s (now 1.5) if the verifier needs longer; a verifier that reads requests from stdin, one JSON line each, speaks the jsonl protocol: set verifier.protocol: jsonl)',
      );
    },
    slow(180_000, 'python3 verifier workers'),
  );

  test(
    'the other protocol: a jsonl worker run as exec prints nothing, and is told to set verifier.protocol: jsonl',
    async () => {
      const bench = makeBenchmark({
        tasks: { main: ['task_01_logs'] },
        suiteYaml: () =>
          suiteYaml('exec', VERIFIER_TIMEOUT_S)().replace(', --exec, "{task}", "{task_file}", "{record_file}"', ''),
      });
      const error = await errorOf(bench, ok('task_01_logs'));
      expect(error).toBe(
        'verifier printed nothing (hint: a verifier that reads requests from stdin, one JSON line each, speaks the jsonl protocol: set verifier.protocol: jsonl)',
      );
    },
    slow(180_000, 'python3 verifier workers'),
  );

  test(
    'the other protocol: an exec verifier run as a jsonl worker is told to set verifier.protocol: exec',
    async () => {
      const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] } });
      write(
        path.join(bench, 'verifiers/once.py'),
        'import json, sys\nprint(json.dumps({"success": True, "message": "checked " + " ".join(sys.argv[1:])}))\n',
      );
      const manifest = path.join(bench, 'agent-eval.yml');
      write(
        manifest,
        readFileSync(manifest, 'utf8').replace('[python3, verifiers/scripted.py]', '[python3, verifiers/once.py]'),
      );
      const error = await errorOf(bench, ok('task_01_logs'));
      expect(error).toMatch(/^verifier response does not follow the protocol/);
      expect(error).toContain('set verifier.protocol: exec and put {task_file} {record_file} in verifier.command');
    },
    slow(180_000, 'python3 verifier workers'),
  );
});

test(
  'validate --run runs the same layout checks on a sample run, as warnings',
  async () => {
    const bench = makeBenchmark({ tasks: { core: ['task_01_logs'] } });
    const run = tempDir();
    for (const trial of ['trial_1', 'trial_2']) writeRecords(run, 'core', trial, { a: ok('task_01_logs') });
    mkdirSync(path.join(run, 'Core'));
    const { code, stdout } = await cli('validate', '--benchmark', bench, '--run', run);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'warning: (run): Core/: matches none of suite directories (core); nearest core: differs only in letter case',
    );
    expect(stdout).toContain(
      'warning: core: trials were not recognised: no directory of the suite matches trial_pattern "trial-*" (trial_1, trial_2 do not)',
    );
    expect(stdout).toContain('warning: core: core/trial_1/: matches none of trial_pattern "trial-*"; nearest trial-*');
    expect(stdout).toContain(`run ${run}: layout checked`);
  },
  slow(180_000, 'python3 verifier check requests'),
);

test(
  'a sharded run carries the ignored entries through its partial reports: merge writes the report one run writes',
  async () => {
    const bench = makeBenchmark({ tasks: { core: ['task_01_logs', 'task_02_staff'] } });
    const run = tempDir();
    writeRecords(run, 'core', 'trial-1', { a: ok('task_01_logs'), b: ok('task_02_staff') });
    write(path.join(run, 'core/trial-1/t1.json'), '{}');
    mkdirSync(path.join(run, 'Core'));
    const whole = await score('--benchmark', bench, '--run', run);
    const dirs = [tempDir(), tempDir()];
    for (const [i, dir] of dirs.entries())
      expect((await cli('score', '--benchmark', bench, '--run', run, '--out', dir, '--shard', `${i + 1}/2`)).code).toBe(
        0,
      );
    const merged = tempDir();
    await cli('merge', ...dirs, '--out', merged, '--fail-on', 'never');
    const report = readReport(merged);
    expect(report.ignored).toEqual(whole.report.ignored);
    expect(report.ignored).toEqual([expect.objectContaining({ path: 'Core/', nearest: 'core' })]);
    expect(report.suites[0].ignored).toEqual(whole.report.suites[0].ignored);
    expect(report.suites[0].ignored).toEqual([expect.objectContaining({ path: 'core/trial-1/t1.json' })]);
  },
  slow(180_000, 'python3 verifier workers, three runs'),
);

test(
  'a hostile name of an ignored entry is shown inert in summary.md',
  async () => {
    const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] } });
    const run = tempDir();
    writeRecords(run, 'main', 'trial-1', { a: ok('task_01_logs') });
    const name = '[x](http:__evil) <img src=x onerror=alert(1)> `tick` @org.txt';
    write(path.join(run, 'main/trial-1', name), 'x');
    const { report, summary } = await score('--benchmark', bench, '--run', run);
    expect(report.suites[0].ignored).toEqual([expect.objectContaining({ path: `main/trial-1/${name}` })]);
    const line = summary.split('\n').find((l) => l.includes('onerror'))!;
    expect(line).not.toContain('<img');
    expect(line).not.toContain('](http');
    expect(line).not.toContain('`tick`');
  },
  slow(180_000, 'python3 verifier workers'),
);
