/**
 * Verifier processes misbehaving for real: each failure is an error on that task only, the
 * worker is replaced, the other tasks are scored, and no secret reaches the verifier.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, killAll, makeBenchmark, readReport, tempDir, trajectory, writeRecords } from '../../support/helpers.js';
import { slow, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

const tasks = ['task_01_logs', 'task_02_crash', 'task_04_garbage', 'task_05_error', 'task_06_bad_id', 'task_07_after'];

/** Whether a process is alive (Linux: a zombie is not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The suite under test. Its verifier timeout is far above what any answering verifier needs
 * (VERIFIER_TIMEOUT_S), so that a slow python3 never turns an answer into a timeout; only the
 * `hung` suite, whose one task never answers, has a short one: there the timeout is the only
 * possible outcome, so it decides nothing the machine's speed could change.
 */
function suiteYaml(protocol: 'jsonl' | 'exec', hung = false) {
  const command =
    protocol === 'jsonl'
      ? '[python3, verifiers/scripted.py]'
      : '[python3, verifiers/scripted.py, --exec, "{task}", "{task_file}", "{record_file}"]';
  const suite = (name: string, timeout: number) => `  - name: ${name}
    kind: trajectory
    tasks: tasks/${name}/*.yaml
    verifier:
      command: ${command}
      protocol: ${protocol}
      timeout_s: ${timeout}
      workers: 2
`;
  return (name: string) => (name === 'hung' && hung ? suite(name, 1.5) : suite(name, VERIFIER_TIMEOUT_S));
}

describe.each(['jsonl', 'exec'] as const)('%s verifiers', (protocol) => {
  test(
    'a crash, a hang, garbage, a reported error and a wrong id are verifier errors on their task only',
    async () => {
      const bench = makeBenchmark({
        tasks: { main: tasks, hung: ['task_03_hang'] },
        suiteYaml: suiteYaml(protocol, true),
      });
      const run = tempDir();
      writeRecords(run, 'hung', 'trial-1', { c: trajectory({ task_key: 'task_03_hang' }, 'hang') });
      writeRecords(run, 'main', 'trial-1', {
        a: trajectory({ task_key: 'task_01_logs' }, { success: true, message: '' }),
        b: trajectory({ task_key: 'task_02_crash' }, 'crash'),
        d: trajectory({ task_key: 'task_04_garbage' }, 'garbage'),
        e: trajectory({ task_key: 'task_05_error' }, 'error'),
        f: trajectory({ task_key: 'task_06_bad_id' }, 'bad_id'),
        g: trajectory({ task_key: 'task_07_after' }, { success: false, message: 'Logs: 1/2' }),
      });
      const out = tempDir();
      const { code } = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
      expect(code).toBe(1);
      const report = readReport(out);
      expect(report.status).toBe('invalid');
      const suite = (name: string) => report.suites.find((x: { name: string }) => x.name === name);
      const trial = suite('main').trials[0];
      const byTask = Object.fromEntries(
        trial.verdicts.map((v: { task: string; status: string; error: string | null }) => [v.task, v]),
      );
      const hung = suite('hung').trials[0];
      expect(hung.verdicts[0]).toMatchObject({
        task: 'task_03_hang',
        status: 'error',
        error: expect.stringMatching(/timed out after 1\.5 s/),
      });
      expect(hung.errors).toContainEqual(expect.objectContaining({ task: 'task_03_hang', stage: 'verifier' }));
      expect(byTask.task_01_logs.status).toBe('success');
      expect(byTask.task_07_after.status).toBe('failure');
      expect(byTask.task_02_crash.error).toMatch(
        protocol === 'jsonl'
          ? /worker exited with code 3; stderr: boom: verifier crashed on purpose/
          : /exited with code 3; stderr: boom/,
      );
      expect(byTask.task_04_garbage.error).toMatch(/not JSON: this is not json/);
      expect(byTask.task_05_error.error).toBe('verifier error: ValueError: cannot verify');
      if (protocol === 'jsonl') expect(byTask.task_06_bad_id.error).toMatch(/answered id "nope" to request/);
      else expect(byTask.task_06_bad_id.status).toBe('success'); // exec answers carry no id
      for (const t of ['task_02_crash', 'task_04_garbage', 'task_05_error']) {
        expect(byTask[t].status).toBe('error');
        expect(trial.errors).toContainEqual(
          expect.objectContaining({ task: t, stage: 'verifier', record: expect.stringMatching(/_trajectory\.json$/) }),
        );
      }
      // Errors are never counted as failures, and never as zeros.
      expect(trial.metrics.SR_percent.value).toBeNull();
      expect(trial.metrics.observed_SR_percent.value).toBeNull();
    },
    slow(60_000, 'a verifier that never answers is waited on for its 1.5 s timeout; two pools of python3 workers'),
  );

  test(
    'helpers a verifier leaves running: one in its own process group dies with it; one in a session of its own (holding our pipes) holds up nothing',
    async () => {
      const bench = makeBenchmark({
        tasks: { main: ['task_01_daemon', 'task_02_daemon_crash', 'task_03_background', 'task_04_after'] },
        suiteYaml: suiteYaml(protocol),
      });
      const run = tempDir();
      const pidDir = tempDir('agent-eval-helpers-');
      writeRecords(run, 'main', 'trial-1', {
        a: trajectory({ task_key: 'task_01_daemon' }, 'daemon', { pid_dir: pidDir }),
        b: trajectory({ task_key: 'task_02_daemon_crash' }, 'daemon_crash', { pid_dir: pidDir }),
        c: trajectory({ task_key: 'task_03_background' }, 'background', { pid_dir: pidDir }),
        d: trajectory({ task_key: 'task_04_after' }, { success: true, message: 'ok' }),
      });
      const out = tempDir();
      const helpers = () =>
        Object.fromEntries(readdirSync(pidDir).map((f) => [f.replace(/-\d+$/, ''), Number(f.replace(/^.*-/, ''))]));
      try {
        // Before: 'close' waited for the session helpers (a minute here; a server may never stop),
        // and the run never ended.
        const { code } = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
        expect(code).toBe(1);
        const trial = readReport(out).suites[0].trials[0];
        const byTask = Object.fromEntries(trial.verdicts.map((v: { task: string }) => [v.task, v]));
        // The verifiers work 0.8 s, then wait 1 s for the pipes the helpers hold: they answered (or
        // crashed), which is what counts; the timeout is far above that, so it decides nothing.
        expect(byTask.task_01_daemon).toMatchObject({ status: 'success', message: 'helper started' });
        expect(byTask.task_02_daemon_crash.status).toBe('error');
        expect(byTask.task_02_daemon_crash.error).toMatch(
          /exited with code 3; stderr: boom: crashed after starting a helper/,
        );
        expect(byTask.task_03_background).toMatchObject({ status: 'success', message: 'helper started' });
        expect(byTask.task_04_after).toMatchObject({ status: 'success', message: 'ok' });
        const pids = helpers();
        expect(Object.keys(pids).sort()).toEqual(['task_01_daemon', 'task_02_daemon_crash', 'task_03_background']);
        // The helper in the verifier's own group was killed with it (gone, or a zombie nobody reaped yet).
        expect(running(pids.task_03_background!)).toBe(false);
        // Those in sessions of their own are out of our reach (GitHub's runner ends them with the job).
        expect(running(pids.task_01_daemon!)).toBe(true);
      } finally {
        killAll(Object.values(helpers()));
      }
    },
    slow(60_000, 'four verifiers that each work 0.8 s and wait 1 s on pipes held by helpers'),
  );

  test('the verifier gets a scrubbed environment: no tokens, no INPUT_*, no ACTIONS_*, no GITHUB_*', async () => {
    const bench = makeBenchmark({ tasks: { main: ['task_01_env'] }, suiteYaml: suiteYaml(protocol) });
    const run = tempDir();
    writeRecords(run, 'main', 'trial-1', { a: trajectory({ task_key: 'task_01_env' }, 'env') });
    const secrets = {
      GITHUB_TOKEN: 'ghs_secret1',
      INPUT_TOKEN: 'secret2',
      ACTIONS_RUNTIME_TOKEN: 'secret3',
      MY_API_KEY: 'secret4',
      NPM_TOKEN: 'secret5',
    };
    Object.assign(process.env, secrets);
    try {
      const out = tempDir();
      await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
      const message: string = readReport(out).suites[0].trials[0].verdicts[0].message;
      expect(message).toMatch(/^ENV .*\bPATH\b/);
      for (const name of Object.keys(secrets)) expect(message).not.toContain(name);
      expect(message).not.toMatch(/GITHUB_|INPUT_|ACTIONS_/);
    } finally {
      for (const name of Object.keys(secrets)) delete process.env[name];
    }
  });
});

test('a verifier program that does not exist is an error on every task, never a failure', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_a', 'task_02_b'] },
    suiteYaml: () =>
      `  - name: main\n    kind: trajectory\n    tasks: tasks/main/*.yaml\n    verifier:\n      command: [no-such-program-xyz]\n`,
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_a' }, { success: true }),
    b: trajectory({ task_key: 'task_02_b' }, { success: true }),
  });
  const out = tempDir();
  expect((await cli('score', '--benchmark', bench, '--run', run, '--out', out)).code).toBe(1);
  const verdicts = readReport(out).suites[0].trials[0].verdicts;
  expect(verdicts.map((v: { status: string }) => v.status)).toEqual(['error', 'error']);
  expect(verdicts[0].error).toMatch(/cannot start verifier "no-such-program-xyz"|exited with code/);
});

test('oversized and too deeply nested records are errors on their record', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_a', 'task_02_b', 'task_03_c'] },
    suiteYaml: () =>
      `  - name: main\n    kind: trajectory\n    tasks: tasks/main/*.yaml\n    verifier:\n      command: [python3, verifiers/scripted.py]\n    limits: { record_bytes: 20000, json_depth: 20 }\n`,
  });
  const run = tempDir();
  const deep = JSON.stringify(
    trajectory({ task_key: 'task_02_b' }, { success: true }, { nested: JSON.parse('['.repeat(50) + ']'.repeat(50)) }),
  );
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_a' }, { success: true }, { padding: 'x'.repeat(30000) }),
    c: trajectory({ task_key: 'task_03_c' }, { success: true }),
  });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(run, 'main/trial-1/b_trajectory.json'), deep);
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  const trial = readReport(out).suites[0].trials[0];
  expect(trial.errors.map((e: { record: string; message: string }) => `${e.record}: ${e.message}`)).toEqual([
    expect.stringMatching(/^a_trajectory\.json: file is \d+ bytes, over the limit of 20000$/),
    'b_trajectory.json: JSON nesting depth over the limit of 20',
  ]);
  expect(trial.verdicts.map((v: { task: string }) => v.task)).toEqual(['task_03_c']);
});

test('credential-looking names never reach the verifier, even when verifier.env lists them; only real locale variables pass; validate names each dropped name and why', async () => {
  const listed = [
    'OPENAI_KEY',
    'AWS_ACCESS_KEY_ID',
    'AWS_REGION',
    'DATABASE_URL',
    'SLACK_WEBHOOK_URL',
    'LC_API_KEY',
    'TRACKING_URL',
    'ASSETS_URL',
    'BENCH_DATA_DIR',
  ];
  const bench = makeBenchmark({
    tasks: { main: ['task_01_env'] },
    suiteYaml: () =>
      `  - name: main\n    kind: trajectory\n    tasks: tasks/main/*.yaml\n    verifier:\n      command: [python3, verifiers/scripted.py]\n      timeout_s: ${VERIFIER_TIMEOUT_S}\n      workers: 1\n      env: [${listed.join(', ')}]\n`,
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', { a: trajectory({ task_key: 'task_01_env' }, 'env') });
  const vars: Record<string, string> = {
    OPENAI_KEY: 'sk-1',
    AWS_ACCESS_KEY_ID: 'AKIA1',
    AWS_REGION: 'eu-west-1',
    DATABASE_URL: 'postgres://u:p@db/x',
    SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/x',
    LC_API_KEY: 'k',
    LC_GITHUB_TOKEN: 'ghp_x',
    LC_SECRETS: 's',
    LC_ALL: 'C.UTF-8',
    LC_NUMERIC: 'C',
    TRACKING_URL: 'https://user:pw@tracker.example/',
    ASSETS_URL: 'https://assets.example/data',
    BENCH_DATA_DIR: '/data',
  };
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    const out = tempDir();
    await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
    const message: string = readReport(out).suites[0].trials[0].verdicts[0].message;
    const names = message.replace(/^ENV /, '').split(' ');
    // The verifier printed its own environment: what it got, by name.
    expect(names).toEqual(
      expect.arrayContaining(['PATH', 'LC_ALL', 'LC_NUMERIC', 'ASSETS_URL', 'BENCH_DATA_DIR', 'AGENT_EVAL']),
    );
    for (const name of [
      'OPENAI_KEY',
      'AWS_ACCESS_KEY_ID',
      'AWS_REGION',
      'DATABASE_URL',
      'SLACK_WEBHOOK_URL',
      'LC_API_KEY',
      'LC_GITHUB_TOKEN',
      'LC_SECRETS',
      'TRACKING_URL',
    ]) {
      expect(names).not.toContain(name);
    }

    const validate = await cli('validate', '--benchmark', bench);
    expect(validate.code).toBe(0); // a warning, not a problem: the benchmark scores
    const warnings = validate.stdout.split('\n').filter((l) => l.includes('warning:'));
    expect(warnings).toEqual([
      '  warning: main: verifier.env lists OPENAI_KEY, which never reaches the verifier: its name contains "KEY", which marks a credential',
      '  warning: main: verifier.env lists AWS_ACCESS_KEY_ID, which never reaches the verifier: its name contains "KEY", which marks a credential',
      '  warning: main: verifier.env lists AWS_REGION, which never reaches the verifier: AWS_* variables carry credentials or runner internals',
      '  warning: main: verifier.env lists DATABASE_URL, which never reaches the verifier: its name contains "DATABASE", which marks a credential',
      '  warning: main: verifier.env lists SLACK_WEBHOOK_URL, which never reaches the verifier: its name contains "WEBHOOK", which marks a credential',
      '  warning: main: verifier.env lists LC_API_KEY, which never reaches the verifier: its name contains "KEY", which marks a credential',
      '  warning: main: verifier.env lists TRACKING_URL, which never reaches the verifier: its value is a URL with a user name or password in it',
    ]);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});
