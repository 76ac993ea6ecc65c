/**
 * A real benchmark adopts agent-eval with a manifest alone: the real upstream AgentWorld files
 * (shared/corpora/agentworld-subset: 16 main tasks, 32 v1/v2 variants, their verifiers,
 * agents/verification.py and benchmarks/score.py; see its SOURCE.md) are copied into a temp
 * benchmark, given an agent-eval.yml that names AgentWorld's own verify_trajectory (no worker
 * file of ours), and scored on runs in the runner's format that this test generates. Per suite,
 * SR, observed SR, missing tasks and every verdict and message are compared with what
 * AgentWorld's own benchmarks/score.py computes on the same directories; the differences that
 * remain are the deliberate ones of docs/agentworld.md. A missing corpus fails this suite; it is
 * never skipped. Override the location with AGENT_EVAL_AGENTWORLD_CORPUS.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { cli, readReport, tempDir, write } from '../support/helpers.js';
import { slow, VERIFIER_TIMEOUT_S } from '../setup/timeouts.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpusDir =
  process.env.AGENT_EVAL_AGENTWORLD_CORPUS ?? path.resolve(repoRoot, '../shared/corpora/agentworld-subset');
const run = promisify(execFile);

const SUITES = { main: 'data_v0.1_multi/v1.3_benchmark', augmented: 'data_v0.1_multi/v1.3_augmented' } as const;
type Suite = keyof typeof SUITES;

/** The whole adoption: this file, next to the upstream files, and nothing else. */
const MANIFEST = `version: 1
name: agentworld-subset
suites:
  - name: main
    kind: trajectory
    tasks: ${SUITES.main}/*.yaml
    verifier:
      python: "agents/verification.py:verify_trajectory"
      args: [record, task_file]
      timeout_s: ${VERIFIER_TIMEOUT_S}
    psr:
      method: checkpoint_fraction_v1
  - name: augmented
    kind: trajectory
    tasks: ${SUITES.augmented}/*.yaml
    verifier:
      python: "agents/verification.py:verify_trajectory"
      args: [record, task_file]
      timeout_s: ${VERIFIER_TIMEOUT_S}
`;

/** Every item any of these verifiers counts, plenty of each: a run that does everything. */
const ITEMS = [
  'staff',
  'arrow',
  'silverring',
  'berylpendant',
  'bronzebar',
  'stew',
  'goldring',
  'cookedshrimp',
  'logs',
  'blueberry',
  'palmlogs',
  'peach',
  'corn',
  'tomato',
  'lightningstaff',
  'trident',
  'iceoaklogs',
  'jellyfish',
  'clams',
];
const SKELETONS = ['9001', '9002', '9003'];

function catalog(bench: string, suite: Suite): string[] {
  return readdirSync(path.join(bench, SUITES[suite]))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => n.slice(0, -'.yaml'.length))
    .sort();
}

/**
 * A trajectory as AgentWorld's runner writes it (agents/run.py: task_id, task_key, task_source,
 * task_definition, rounds of per-agent actions with observations, metrics). `pass`: every agent
 * ends alive holding plenty of every item, three skeletons were attacked and the guardians
 * and skeletons are down; otherwise every agent ends dead with nothing.
 */
function trajectory(bench: string, suite: Suite, key: string, pass: boolean) {
  const definition = parseYaml(readFileSync(path.join(bench, SUITES[suite], `${key}.yaml`), 'utf8')) as Record<
    string,
    unknown
  >;
  const agents = Object.keys(definition).filter((k) => /^agent_\d+$/.test(k));
  const status = (hp: number) => `❤️${hp}/20 | 🍗18/20 | pos (12, 40)`;
  const mobs = [
    ...SKELETONS.map((instance) => ({ instance, name: 'Skeleton', hitPoints: pass ? 0 : 20 })),
    { instance: '9100', name: 'First Ice Guardian', hitPoints: pass ? 0 : 40 },
    { instance: '9101', name: 'Second Ice Guardian', hitPoints: pass ? 0 : 40 },
  ];
  const rounds = [
    {
      round: 1,
      actions: agents.map((agent) => ({
        agent_name: agent,
        action: 'chat(message="heading out")',
        status: status(20),
        observation: { mobs, inventory: { items: [] } },
      })),
    },
    {
      round: 2,
      actions: agents.map((agent, i) => ({
        agent_name: agent,
        action: pass ? `attack_entity(targetInstance=${SKELETONS[i % SKELETONS.length]})` : 'move(x=1, y=2)',
        status: status(pass ? 17 : 0),
        observation: { mobs, inventory: { items: pass ? ITEMS.map((item) => ({ key: item, count: 50 })) : [] } },
      })),
    },
  ];
  return {
    task_id: key.match(/^task_\d+/)![0],
    task_key: key,
    // A path on the machine that ran the task: never opened (score.py and agent-eval take the catalog's file).
    task_source: `/home/runner/agentworld/${SUITES[suite]}/${key}.yaml`,
    task_definition: definition,
    rounds,
    metrics: { total_rounds: rounds.length, total_chats: agents.length, task_verified_success: pass },
  };
}

/** Writes one trial of `suite` into `<run>/<suite>/trial-1/`: the tasks `outcome` gives an outcome (undefined: no record). */
function writeTrial(
  bench: string,
  runDir: string,
  suite: Suite,
  outcome: (key: string, i: number) => boolean | undefined,
  extra: Record<string, string> = {},
): string {
  const dir = path.join(runDir, suite, 'trial-1');
  catalog(bench, suite).forEach((key, i) => {
    const pass = outcome(key, i);
    if (pass === undefined) return;
    write(path.join(dir, `${key}_trajectory.json`), JSON.stringify(trajectory(bench, suite, key, pass), null, 2));
  });
  for (const [name, text] of Object.entries(extra)) write(path.join(dir, name), text);
  return dir;
}

interface ScorePy {
  expected_tasks: number;
  scored_tasks: number;
  successes: number;
  complete: boolean;
  SR_percent: number | null;
  observed_SR_percent: number | null;
  missing_tasks: string[];
  errors: Array<{ file: string; error: string }>;
  results: Array<{ task: string; success: boolean; details: string }>;
}

/** AgentWorld's own scorer on a trial directory (its report file: its stdout carries the verifiers' prints). */
async function scorePy(bench: string, suite: Suite, trialDir: string): Promise<ScorePy> {
  const output = path.join(tempDir('agent-eval-scorepy-'), 'score.json');
  await run(
    'python3',
    [path.join(bench, 'benchmarks/score.py'), '--suite', suite, '--trajectories', trialDir, '--output', output],
    { cwd: bench, maxBuffer: 64 * 1024 * 1024 },
  ).catch((err: { code?: number }) => {
    // Exit 1 is score.py's "needs attention" (errors or nothing scored); its report is still written.
    if (err.code !== 1) throw err;
  });
  return JSON.parse(readFileSync(output, 'utf8')) as ScorePy;
}

interface Verdict {
  task: string;
  status: string;
  success: boolean | null;
  message: string;
  error: string | null;
}
interface Trial {
  verdicts: Verdict[];
  coverage: { expected: number; scored: number; missing_tasks: string[]; errors: number };
  errors: Array<{ task: string | null; stage: string; message: string }>;
  metrics: Record<string, { value: number | null; note?: string }>;
}

async function agentEval(bench: string, runDir: string): Promise<Record<Suite, Trial>> {
  const out = tempDir('agent-eval-out-');
  const result = await cli('score', '--benchmark', bench, '--run', runDir, '--out', out, '--fail-on', 'never');
  if (result.code !== 0) throw new Error(`agent-eval score exited ${result.code}: ${result.stderr}`);
  const report = readReport(out);
  const trial = (name: Suite) => report.suites.find((s: { name: string }) => s.name === name).trials[0] as Trial;
  return { main: trial('main'), augmented: trial('augmented') };
}

/**
 * The comparison of one suite: SR, observed SR and missing tasks as score.py computes them, and
 * each task's verdict and message. (score.py rounds nothing; agent-eval reports two decimals.)
 */
function expectSameAsScorePy(ours: Trial, theirs: ScorePy) {
  const sr = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
  expect(ours.coverage.missing_tasks).toEqual(theirs.missing_tasks);
  expect(ours.coverage.expected).toBe(theirs.expected_tasks);
  expect(ours.metrics.SR_percent!.value).toEqual(sr(theirs.SR_percent));
  expect(ours.metrics.observed_SR_percent!.value).toEqual(sr(theirs.observed_SR_percent));
  const mine = ours.verdicts.map((v) => ({ task: v.task, success: v.success, details: v.message }));
  const upstream = theirs.results
    .map((r) => ({ task: r.task, success: r.success, details: r.details }))
    .sort((a, b) => (a.task < b.task ? -1 : 1));
  expect(mine).toEqual(upstream);
}

let bench: string;
beforeAll(() => {
  if (!existsSync(corpusDir)) return;
  bench = tempDir('agent-eval-agentworld-');
  cpSync(corpusDir, bench, { recursive: true });
  write(path.join(bench, 'agent-eval.yml'), MANIFEST);
});

describe('AgentWorld adopted with an agent-eval.yml alone', () => {
  test('the corpus is present with its 16 main tasks and 32 variants (a missing corpus is a failure, not a skip)', () => {
    expect(existsSync(corpusDir)).toBe(true);
    expect(catalog(bench, 'main')).toHaveLength(16);
    expect(catalog(bench, 'augmented')).toHaveLength(32);
    // No worker file of ours: the manifest names AgentWorld's own function.
    expect(readFileSync(path.join(bench, 'agent-eval.yml'), 'utf8')).toContain(
      'python: "agents/verification.py:verify_trajectory"',
    );
  });

  test('validate: every task of both suites resolves through the upstream verification module', async () => {
    const { code, stdout, stderr } = await cli('validate', '--benchmark', bench);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/main/);
  });

  test(
    'all pass: SR, observed SR, missing tasks, verdicts and messages as score.py computes them; the printing verify_combat changes nothing',
    async () => {
      const runDir = tempDir('agent-eval-run-');
      const dirs = {
        main: writeTrial(bench, runDir, 'main', () => true),
        augmented: writeTrial(bench, runDir, 'augmented', () => true),
      };
      const ours = await agentEval(bench, runDir);
      for (const suite of ['main', 'augmented'] as const)
        expectSameAsScorePy(ours[suite], await scorePy(bench, suite, dirs[suite]));
      // The upstream facts of SOURCE.md: every main task passes (task_36 through verify_combat, which prints);
      // the two task_36 variants never can with this verifier_utils.
      expect(ours.main.metrics.SR_percent!.value).toBe(100);
      expect(ours.main.verdicts.find((v) => v.task === 'task_36_elite_skeleton_hunt')).toMatchObject({
        status: 'success',
        message: 'Kills: 3/3 (Skeletons), Logs: 150/3, Alive Agents: 3/3',
      });
      expect(ours.main.metrics.PSR_percent!.value).toBe(100);
      expect(ours.augmented.metrics.SR_percent!.value).toBe(93.75);
      expect(ours.augmented.verdicts.filter((v) => !v.success).map((v) => v.task)).toEqual([
        'task_36_elite_skeleton_hunt_v1',
        'task_36_elite_skeleton_hunt_v2',
      ]);
    },
    slow(240_000, 'two suites of Python verifiers, and score.py twice'),
  );

  test(
    'all fail (augmented), mixed and partial (both suites): the same figures and verdicts as score.py',
    async () => {
      const scenarios: Array<{
        name: string;
        suites: Suite[];
        outcome: (key: string, i: number) => boolean | undefined;
      }> = [
        { name: 'all fail', suites: ['augmented'], outcome: () => false },
        // task_36 passes on main here: its failure message is one PSR cannot read (see the last tests).
        {
          name: 'mixed',
          suites: ['main', 'augmented'],
          outcome: (key, i) => key.startsWith('task_36_elite_skeleton_hunt') || i % 3 !== 0,
        },
        {
          name: 'partial',
          suites: ['main', 'augmented'],
          outcome: (key, i) => (i % 4 === 1 ? undefined : key.startsWith('task_36_elite_skeleton_hunt') || i % 2 === 0),
        },
      ];
      for (const scenario of scenarios) {
        const runDir = tempDir('agent-eval-run-');
        const dirs: Partial<Record<Suite, string>> = {};
        for (const suite of ['main', 'augmented'] as const)
          dirs[suite] = writeTrial(
            bench,
            runDir,
            suite,
            scenario.suites.includes(suite) ? scenario.outcome : () => true,
          );
        const ours = await agentEval(bench, runDir);
        for (const suite of scenario.suites) {
          const theirs = await scorePy(bench, suite, dirs[suite]!);
          try {
            expectSameAsScorePy(ours[suite], theirs);
          } catch (err) {
            throw new Error(`${scenario.name}, suite ${suite}: ${(err as Error).message}`, { cause: err });
          }
        }
        if (scenario.name === 'partial') {
          // Missing tasks: no headline from an incomplete run, in both tools; observed SR over what was scored.
          expect(ours.main.coverage.missing_tasks).toHaveLength(4);
          expect(ours.main.metrics.SR_percent!.value).toBeNull();
          expect(ours.main.metrics.observed_SR_percent!.value).not.toBeNull();
        }
      }
    },
    slow(480_000, 'three runs of two suites of Python verifiers, and score.py five times'),
  );

  test(
    'records that cannot be scored: SR and observed SR withheld as score.py withholds them; the deliberate difference in missing tasks (docs/agentworld.md)',
    async () => {
      const runDir = tempDir('agent-eval-run-');
      const dir = writeTrial(bench, runDir, 'augmented', () => true);
      writeTrial(bench, runDir, 'main', () => true);
      // The verifier raises (check_agents_alive cannot read this HP), and a record that is not JSON.
      const raising = path.join(dir, 'task_16_resource_protection_v1_trajectory.json');
      write(raising, readFileSync(raising, 'utf8').replaceAll('❤️17/20', '❤️??/20'));
      write(
        path.join(dir, 'task_01_magic_staff_v1_trajectory.json'),
        '{"task_key": "task_01_magic_staff_v1", "rounds": [',
      );
      const ours = (await agentEval(bench, runDir)).augmented;
      const theirs = await scorePy(bench, 'augmented', dir);
      expect(theirs.errors).toHaveLength(2);
      expect(ours.metrics.SR_percent!.value).toBeNull();
      expect(theirs.SR_percent).toBeNull();
      expect(ours.metrics.observed_SR_percent!.value).toBeNull();
      expect(theirs.observed_SR_percent).toBeNull();
      // score.py lists a task whose verifier raised as missing too; agent-eval gives it an error verdict.
      // A record that cannot be read names no task: its task is missing in both.
      expect(theirs.missing_tasks).toEqual(['task_01_magic_staff_v1', 'task_16_resource_protection_v1']);
      expect(ours.coverage.missing_tasks).toEqual(['task_01_magic_staff_v1']);
      const raised = ours.verdicts.find((v) => v.task === 'task_16_resource_protection_v1')!;
      expect(raised.status).toBe('error');
      expect(raised.error).toMatch(
        /verify_trajectory raised ValueError: invalid literal for int\(\) with base 10: '\?\?'/,
      );
      expect(ours.errors).toContainEqual(
        expect.objectContaining({ stage: 'record', record: 'task_01_magic_staff_v1_trajectory.json' }),
      );
      // Every task both scored: the same verdict and message.
      const scored = ours.verdicts
        .filter((v) => v.status !== 'error')
        .map((v) => ({ task: v.task, success: v.success, details: v.message }));
      expect(scored).toEqual(
        theirs.results
          .map((r) => ({ task: r.task, success: r.success, details: r.details }))
          .sort((a, b) => (a.task < b.task ? -1 : 1)),
      );
    },
    slow(240_000, 'two suites of Python verifiers, and score.py'),
  );

  // The two tests below need work done in parallel and pass only once it is merged.

  // Needs: a metric's error withholds only that metric (task_36's failure message "Kills: 0/3
  // (Skeletons), …" is one PSR cannot read; SR must still be published, as score.py does).
  test(
    'all fail on main, with PSR on: SR as score.py computes it; PSR withheld, naming task_36 and its message',
    async () => {
      const runDir = tempDir('agent-eval-run-');
      const dir = writeTrial(bench, runDir, 'main', () => false);
      writeTrial(bench, runDir, 'augmented', () => true);
      const ours = await agentEval(bench, runDir);
      expectSameAsScorePy(ours.main, await scorePy(bench, 'main', dir));
      expect(ours.main.metrics.SR_percent!.value).toBe(0);
      expect(ours.main.metrics.PSR_percent!.value).toBeNull();
      expect(JSON.stringify(ours.main)).toMatch(/task_36_elite_skeleton_hunt[^]*Kills: 0\/3 \(Skeletons\)/);
    },
    slow(240_000, 'two suites of Python verifiers, and score.py'),
  );

  // Needs: records read in their writers' dialect (Python's json.dump writes NaN, which score.py reads).
  test(
    'NaN in a record: read as score.py reads it, same figures',
    async () => {
      const runDir = tempDir('agent-eval-run-');
      const dirs = {
        main: writeTrial(bench, runDir, 'main', () => true),
        augmented: writeTrial(bench, runDir, 'augmented', () => true),
      };
      const file = path.join(dirs.augmented, 'task_01_magic_staff_v1_trajectory.json');
      write(file, readFileSync(file, 'utf8').replace('"metrics": {', '"metrics": {\n    "cce": NaN,'));
      const ours = await agentEval(bench, runDir);
      for (const suite of ['main', 'augmented'] as const)
        expectSameAsScorePy(ours[suite], await scorePy(bench, suite, dirs[suite]));
    },
    slow(240_000, 'two suites of Python verifiers, and score.py twice'),
  );
});
