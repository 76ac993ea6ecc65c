/**
 * agent-eval/compare end to end with the bundled action, as the runner starts it (INPUT_*,
 * GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) and the REST stand-in: reports scored by
 * the CLI against a temp benchmark (the scripted python3 verifier), copied into the workspace as a
 * workflow's downloaded artifacts would be. The sticky comment has its own key and is updated in
 * place; the verdicts output; fail-on inferior; a comparison that is not final has no verdict.
 * Also agent-eval/rescore with compare-leader.
 */
import { cpSync, existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stickyMarker } from '../../../src/github/comment.js';
import { cli, makeBenchmark, readReport, tempDir, trajectory, write, writeRecords } from '../../support/helpers.js';
import { FakeGitHubApi } from '../../support/github-api.js';
import { commands, runAction, type RunResult } from '../../support/runner.js';
import { slow } from '../../setup/timeouts.js';

const TOKEN = 'ghs_CompareTokenThatMustNeverLeak012345678';
const TASKS = Array.from({ length: 10 }, (_, i) => `task_${String(i + 1).padStart(2, '0')}`);
const EVENT = { name: 'pull_request', payload: { number: 7, pull_request: { number: 7 } } };
const ALL = TASKS.map(() => 1);
const WORSE = TASKS.map((_, i) => (i < 3 ? 1 : 0));

let bench: string;
/** Report directories by name: baseline (10/10), same (10/10), worse (3/10), partial (same, one task missing). */
const reports: Record<string, string> = {};
let api: FakeGitHubApi;

function runs(successes: readonly number[], root = tempDir('agent-eval-run-')): string {
  const records: Record<string, object> = {};
  TASKS.forEach((task, i) => {
    records[task] = trajectory(
      { task_key: task },
      successes[i] ? { success: true, message: '' } : { success: false, message: 'Logs: 0/1' },
    );
  });
  writeRecords(root, 'main', 'trial-1', records);
  return root;
}

async function scored(successes: readonly number[]): Promise<string> {
  const out = tempDir('agent-eval-out-');
  const r = await cli('score', '--benchmark', bench, '--run', runs(successes), '--out', out);
  expect(r.code).toBe(0);
  return out;
}

beforeAll(
  async () => {
    bench = makeBenchmark({ tasks: { main: TASKS } });
    reports.baseline = await scored(ALL);
    reports.same = await scored(ALL);
    reports.worse = await scored(WORSE);
    const partial = readReport(reports.same);
    const trial = partial.suites[0].trials[0];
    trial.verdicts = trial.verdicts.filter((v: { task: string }) => v.task !== 'task_07');
    trial.coverage.missing_tasks = ['task_07'];
    trial.coverage.scored = 9;
    trial.final = false;
    reports.partial = tempDir();
    write(path.join(reports.partial, 'scores.json'), partial);
  },
  slow(120_000, 'three scorings of 10 tasks with the python3 verifier'),
);

beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterEach(() => api.stop());

/** The reports in the workspace under reports/<name>/ (as download-artifact leaves them). */
function compare(inputs: Record<string, string>): Promise<RunResult> {
  return runAction({
    event: EVENT,
    inputs: { mode: 'compare', 'baseline-report': 'reports/baseline', token: TOKEN, ...inputs },
    env: { GITHUB_API_URL: api.url },
    githubToken: TOKEN,
    workspace: (dir) => {
      for (const [name, from] of Object.entries(reports))
        cpSync(from, path.join(dir, 'reports', name), { recursive: true });
    },
  });
}

const comments = () => api.issue('bench-org', 'submissions', 7);

test(
  'the comparison is published: files, outputs, job summary, one sticky comment with its own key, updated on the next run',
  async () => {
    const first = await compare({ reports: 'reports/same', margin: '5' });
    expect(commands(first.stdout, 'error')).toEqual([]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.outputs.verdicts!)).toEqual({ main: { 'reports/same': 'non-inferior' } });
    expect(first.outputs.final).toBe('true');
    const out = path.join(first.workspace, 'agent-eval-compare');
    expect(first.outputs['compare-json']).toBe(path.join(out, 'compare.json'));
    for (const f of ['compare.json', 'compare.md', 'compare.csv']) expect(existsSync(path.join(out, f))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(out, 'compare.json'), 'utf8'))).toMatchObject({
      final: true,
      method: { margin: 5 },
      baseline: { label: 'reports/baseline' },
    });
    expect(first.summary).toContain(readFileSync(path.join(out, 'compare.md'), 'utf8').split('\n')[0]);
    expect(comments()).toHaveLength(1);
    const created = comments()[0]!;
    expect(created.body).toContain(stickyMarker('agent-eval-compare'));
    expect(created.body).toContain('non-inferior');
    expect(first.outputs['comment-url']).toBeTruthy();

    // The second run (a new push): the same comment, edited in place; two arms now.
    const second = await compare({ reports: 'reports/same\nreports/worse', margin: '5' });
    expect(second.code).toBe(0); // fail-on never (the default): an inferior verdict is published, not failed
    expect(JSON.parse(second.outputs.verdicts!)).toEqual({
      main: { 'reports/same': 'non-inferior', 'reports/worse': 'inferior' },
    });
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.id).toBe(created.id);
    expect(comments()[0]!.body).toContain('reports/worse');
    expect(comments()[0]!.body).toContain(stickyMarker('agent-eval-compare'));
    // The token: only in the ::add-mask:: command the runner consumes.
    for (const r of [first, second]) {
      expect(commands(r.stdout, 'add-mask')).toContain(TOKEN);
      const log = (r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
      expect(log.join('\n') + r.summary + comments()[0]!.body).not.toContain(TOKEN);
    }
  },
  slow(60_000, 'two runs of the bundled action'),
);

test(
  'fail-on inferior fails the step, naming the arm and the suite; the comparison is published first',
  async () => {
    const r = await compare({ reports: 'reports/worse, reports/same', margin: '5', 'fail-on': 'inferior' });
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^The comparison does not pass fail-on inferior: inferior to the baseline at margin 5: reports\/worse on main\. /,
      ),
    ]);
    expect(JSON.parse(r.outputs.verdicts!)).toEqual({
      main: { 'reports/worse': 'inferior', 'reports/same': 'non-inferior' },
    });
    expect(existsSync(path.join(r.workspace, 'agent-eval-compare', 'compare.json'))).toBe(true);
    expect(comments()).toHaveLength(1);
    // Without an inferior arm it passes.
    const ok = await compare({ reports: 'reports/same', margin: '5', 'fail-on': 'inferior' });
    expect(ok.code).toBe(0);
  },
  slow(60_000, 'two runs of the bundled action'),
);

test(
  'a comparison that is not final has no verdict; fail-on not-final fails on it, never does not',
  async () => {
    const r = await compare({ reports: 'reports/partial', margin: '5' });
    expect(r.code).toBe(0);
    expect(r.outputs.final).toBe('false');
    expect(JSON.parse(r.outputs.verdicts!)).toEqual({ main: { 'reports/partial': null } });
    const compared = JSON.parse(readFileSync(r.outputs['compare-json']!, 'utf8'));
    expect(compared.final).toBe(false);
    expect(compared.suites[0].comparisons[0].tasks.left_out).toEqual([expect.objectContaining({ task: 'task_07' })]);
    const strict = await compare({ reports: 'reports/partial', margin: '5', 'fail-on': 'not-final' });
    expect(strict.code).toBe(1);
    expect(commands(strict.stdout, 'error')).toEqual([
      expect.stringMatching(/^The comparison does not pass fail-on not-final: not final \(/),
    ]);
  },
  slow(60_000, 'two runs of the bundled action'),
);

test(
  'bad inputs: named errors, nothing compared',
  async () => {
    const noMargin = await compare({ reports: 'reports/same', 'fail-on': 'inferior' });
    expect(noMargin.code).toBe(1);
    expect(commands(noMargin.stdout, 'error')).toEqual([
      'agent-eval: input fail-on: inferior needs a margin: without one there is no non-inferiority verdict to fail on',
    ]);
    const badFailOn = await compare({ reports: 'reports/same', 'fail-on': 'non-final' });
    expect(commands(badFailOn.stdout, 'error')).toEqual([
      'agent-eval: input fail-on: must be one of never, inferior, not-final with agent-eval/compare (got "non-final")',
    ]);
    const none = await compare({});
    expect(commands(none.stdout, 'error')).toEqual([
      expect.stringMatching(/^agent-eval: input reports: is required with agent-eval\/compare/),
    ]);
    const twice = await compare({ reports: 'reports/baseline' });
    expect(commands(twice.stdout, 'error')).toEqual([
      expect.stringMatching(/^agent-eval: reports\/baseline: given twice|the same report/),
    ]);
    const linked = await runAction({
      event: EVENT,
      inputs: { mode: 'compare', 'baseline-report': 'reports/baseline', reports: 'reports/link', token: TOKEN },
      env: { GITHUB_API_URL: api.url },
      workspace: (dir) => {
        cpSync(reports.baseline!, path.join(dir, 'reports', 'baseline'), { recursive: true });
        symlinkSync(reports.same!, path.join(dir, 'reports', 'link'));
      },
    });
    expect(linked.code).toBe(1);
    expect(commands(linked.stdout, 'error')).toEqual([
      'agent-eval: input reports: reports/link is a symbolic link; not followed',
    ]);
    expect(api.requests).toEqual([]);
  },
  slow(90_000, 'five runs of the bundled action'),
);

test(
  'agent-eval/rescore with compare-leader: the leaderboard compares every ranked entry with the leader',
  async () => {
    const subs = tempDir('agent-eval-subs-');
    runs(ALL, path.join(subs, 'alpha'));
    runs(
      TASKS.map((_, i) => (i === 0 ? 0 : 1)),
      path.join(subs, 'beta'),
    );
    runs(WORSE, path.join(subs, 'gamma'));
    const rescore = (inputs: Record<string, string>) =>
      runAction({
        event: { name: 'schedule', payload: {} },
        inputs: {
          mode: 'rescore',
          'benchmark-path': bench,
          'submissions-dir': 'submissions',
          'tracking-issue': 'off',
          'artifact-name': '',
          token: TOKEN,
          ...inputs,
        },
        env: { GITHUB_API_URL: api.url },
        workspace: (dir) => cpSync(subs, path.join(dir, 'submissions'), { recursive: true }),
      });
    const r = await rescore({ 'compare-leader': 'true', confidence: '0.9' });
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.code).toBe(0);
    const lb = JSON.parse(readFileSync(r.outputs.leaderboard!, 'utf8'));
    const suite = lb.suites.find((s: { name: string }) => s.name === 'main');
    expect(suite.ranked.map((x: { submission: string }) => x.submission)).toEqual(['alpha', 'beta', 'gamma']);
    expect(suite.leader_comparison).toMatchObject({ confidence: 0.9 });
    expect(suite.ranked[0].vs_leader).toBeUndefined();
    expect(suite.ranked[1].vs_leader).toMatchObject({ indistinguishable_from_leader: true });
    expect(suite.ranked[2].vs_leader).toMatchObject({ indistinguishable_from_leader: false });
    expect(readFileSync(path.join(path.dirname(r.outputs.leaderboard!), 'leaderboard.md'), 'utf8')).toContain('1=');

    const plain = await rescore({});
    expect(plain.code).toBe(0);
    const lbPlain = JSON.parse(readFileSync(plain.outputs.leaderboard!, 'utf8'));
    expect(lbPlain.suites[0].leader_comparison).toBeUndefined();

    const lone = await rescore({ confidence: '0.9' });
    expect(lone.code).toBe(1);
    expect(commands(lone.stdout, 'error')).toEqual([
      'agent-eval: input confidence: is the level of the interval of compare-leader: it needs compare-leader: true',
    ]);
  },
  slow(120_000, 'three rescores with the bundled action and python3 verifiers'),
);
