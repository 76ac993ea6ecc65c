/** In-process: inputs parsed once with zod; every error names its input; defaults as action.yml documents. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTION_INPUTS, MODES, parseInputs, type InputName, type Mode } from '../../src/action/inputs.js';
import { InputError } from '../../src/action/inputs-shared.js';
import type { RescoreInputs } from '../../src/action/modes/rescore-inputs.js';
import type { ScoreInputs } from '../../src/action/modes/score-inputs.js';
import { OUTPUT_NAMES } from '../../src/action/delivery/outputs.js';
import { REPO } from '../support/helpers.js';
import { actionDefaults } from '../support/runner.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

/** `mode` picks the action (agent-eval, or its merge, publish, rescore sub-action); the rest are its inputs. */
type Given = Partial<Record<InputName, string>> & { mode?: Mode };

function parse({ mode = 'score', ...given }: Given, context = {}) {
  const base: Record<string, string> = {
    ...actionDefaults('ghs_default', mode),
    'benchmark-repository': 'org/bench',
    'benchmark-ref': SHA,
    'run-dir': 'submission',
  };
  const own = new Set<string>(ACTION_INPUTS[mode]);
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(base).filter(([name]) => own.has(name))),
    ...given,
  };
  // Typed as score's for brevity; the other actions' results are compared whole.
  return parseInputs((name) => values[name] ?? '', context, mode) as ScoreInputs;
}

function error(given: Given, context = {}): string {
  try {
    parse(given, context);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

test('each of the six action.yml files of the modes declares exactly the inputs its action reads, each with a description', () => {
  const outputs = new Set<string>();
  for (const mode of MODES) {
    const dir = mode === 'score' ? '' : `${mode}/`;
    const action = parseYaml(readFileSync(path.join(REPO, dir, 'action.yml'), 'utf8')) as {
      name: string;
      inputs: Record<string, { description: string }>;
      outputs: Record<string, { description: string }>;
      runs: { using: string; main: string };
    };
    expect([mode, action.name]).toEqual([mode, mode === 'score' ? 'agent-eval' : `agent-eval/${mode}`]);
    expect([mode, Object.keys(action.inputs).sort()]).toEqual([mode, [...ACTION_INPUTS[mode]].sort()]);
    for (const [name, input] of Object.entries({ ...action.inputs, ...action.outputs }))
      expect([mode, name, input.description.length > 20]).toEqual([mode, name, true]);
    expect(action.runs).toEqual({
      using: 'node24',
      main: mode === 'score' ? 'dist/action/index.js' : `../dist/action/${mode}.js`,
    });
    for (const name of Object.keys(action.outputs)) outputs.add(name);
  }
  expect(parseYaml(readFileSync(path.join(REPO, 'action.yml'), 'utf8')).branding).toEqual({
    icon: expect.any(String),
    color: expect.any(String),
  });
  // Every output the action sets is documented: outputs are set only through setOutput (delivery/outputs.ts), typed by
  // OUTPUT_NAMES.
  const sources = readdirSync(path.join(REPO, 'src/action'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  const setting = sources.filter((f) =>
    /core\.setOutput\(/.test(readFileSync(path.join(REPO, 'src/action', f), 'utf8')),
  );
  expect(setting.map((f) => f.split(path.sep).join('/'))).toEqual(['delivery/outputs.ts']);
  expect([...OUTPUT_NAMES].sort()).toEqual([...outputs].sort());
});

test('defaults: every suite, non-final, auto comment keyed by the workflow, artifact agent-eval-report', () => {
  expect(parse({}, { workflow: 'Score' })).toEqual({
    mode: 'score',
    shard: null,
    benchmark: { kind: 'git', repository: 'org/bench', ref: SHA, token: '', allowDirty: false },
    runDir: 'submission',
    suites: [],
    outDir: 'agent-eval-report',
    failOn: 'non-final',
    comment: 'auto',
    commentKey: 'Score',
    artifactName: 'agent-eval-report',
    token: 'ghs_default',
    privateRecipients: [],
    hashLimits: { fileBytes: 1024 ** 3, runBytes: 8 * 1024 ** 3 },
    issueForm: null,
  });
});

test('the issue route: issue-form, or an issues event without run-dir; its archive inputs only with it', () => {
  expect(parse({ 'run-dir': '', 'issue-form': 'true' }).issueForm).toEqual({ allowedHosts: [], maxArchiveBytes: null });
  expect(parse({ 'run-dir': '' }, { eventName: 'issues' }).issueForm).toEqual({
    allowedHosts: [],
    maxArchiveBytes: null,
  });
  expect(parse({}, { eventName: 'issues' }).issueForm).toBeNull();
  expect(() => parse({ 'run-dir': '', 'issue-form': 'false' }, { eventName: 'issues' })).toThrow(
    /input run-dir: is required/,
  );
  expect(
    parse({
      'run-dir': '',
      'issue-form': 'true',
      'allowed-archive-hosts': 'huggingface.co, *.hf.co\nhost:8443/files/',
      'max-archive-bytes': '64MiB',
    }).issueForm,
  ).toEqual({
    allowedHosts: ['huggingface.co', '*.hf.co', 'host:8443/files/'],
    maxArchiveBytes: 64 * 1024 ** 2,
  });
  expect(() => parse({ 'issue-form': 'true' })).toThrow(/input run-dir: the issue route .* leave run-dir empty/);
  expect(() => parse({ 'run-dir': '', 'issue-form': 'true', shard: '1/2' })).toThrow(/input shard: the issue route/);
  expect(() => parse({ 'allowed-archive-hosts': 'huggingface.co' })).toThrow(
    /input allowed-archive-hosts: only used with issue-form/,
  );
  expect(() => parse({ 'run-dir': '', 'issue-form': 'true', 'allowed-archive-hosts': 'https://x.example/' })).toThrow(
    /input allowed-archive-hosts: must be host names/,
  );
  expect(() => parse({ 'run-dir': '', 'issue-form': 'yes' })).toThrow(/input issue-form: must be true or false/);
  expect(() => parse({ mode: 'publish', 'issue-form': 'true' })).toThrow(
    /input issue-form: not an input of agent-eval\/publish; it is one of agent-eval/,
  );
});

test("the issue route's limits: approval-label and max-runs-per-author-per-day, off when empty (or 0), only with issue-form", () => {
  const form = (given: Given) => (parse({ 'run-dir': '', 'issue-form': 'true', ...given }) as ScoreInputs).issueForm;
  expect(form({ 'approval-label': '', 'max-runs-per-author-per-day': '' })).toEqual({
    allowedHosts: [],
    maxArchiveBytes: null,
  });
  expect(form({ 'max-runs-per-author-per-day': '0' })).toEqual({ allowedHosts: [], maxArchiveBytes: null });
  expect(form({ 'approval-label': 'agent-eval: approved', 'max-runs-per-author-per-day': '5' })).toEqual({
    allowedHosts: [],
    maxArchiveBytes: null,
    approvalLabel: 'agent-eval: approved',
    reviews: { max: 5, window: 'day', sharedWith: [], extraRunLabel: 'agent-eval: extra-run' },
  });
  expect(() => form({ 'max-runs-per-author-per-day': 'five' })).toThrow(
    /input max-runs-per-author-per-day: must be a whole number of runs, 1 to 1000/,
  );
  expect(() => form({ 'max-runs-per-author-per-day': '1001' })).toThrow(
    /input max-runs-per-author-per-day: must be a whole number/,
  );
  expect(() => form({ 'approval-label': 'a,b' })).toThrow(/input approval-label: must be one label name/);
  expect(() => form({ 'approval-label': 'x'.repeat(51) })).toThrow(
    /input approval-label: must be a label name of at most 50 characters/,
  );
  expect(() => parse({ 'approval-label': 'approved' })).toThrow(/input approval-label: only used with issue-form/);
  expect(() => parse({ 'max-runs-per-author-per-day': '5' })).toThrow(
    /input max-runs-per-author-per-day: only used with issue-form/,
  );
});

test('max-reviews in a review-window, shared by limit-shared-with, lifted by extra-run-label; max-runs-per-author-per-day is the same in a day', () => {
  const form = (given: Given) => (parse({ 'run-dir': '', 'issue-form': 'true', ...given }) as ScoreInputs).issueForm;
  expect(
    form({
      'max-reviews': '3',
      'review-window': 'week',
      'limit-shared-with': 'agent-eval-review.yml, other.yaml',
      'extra-run-label': 'more',
    })?.reviews,
  ).toEqual({
    max: 3,
    window: 'week',
    sharedWith: ['agent-eval-review.yml', 'other.yaml'],
    extraRunLabel: 'more',
  });
  expect(form({ 'max-reviews': '0', 'review-window': '', 'limit-shared-with': '', 'extra-run-label': '' })).toEqual({
    allowedHosts: [],
    maxArchiveBytes: null,
  });
  expect(() => form({ 'max-reviews': '2', 'max-runs-per-author-per-day': '2' })).toThrow(
    /input max-runs-per-author-per-day: is max-reviews with review-window day; give one of them/,
  );
  expect(() => form({ 'max-runs-per-author-per-day': '2', 'review-window': 'week' })).toThrow(
    /input review-window: max-runs-per-author-per-day counts a day/,
  );
  expect(() => form({ 'max-reviews': '2', 'review-window': 'month' })).toThrow(
    /input review-window: must be day or week/,
  );
  expect(() => form({ 'max-reviews': '2', 'limit-shared-with': '../x.yml' })).toThrow(
    /input limit-shared-with: must be at most 10 workflow file names/,
  );
  expect(() => form({ 'review-window': 'week' })).toThrow(/input review-window: only used with max-reviews/);
  expect(() => form({ 'extra-run-label': 'more' })).toThrow(/input extra-run-label: only used with max-reviews/);
  expect(() => parse({ 'max-reviews': '5' })).toThrow(/input max-reviews: only used with issue-form/);
});

test('accepting: the issue route on an issue_comment event, no benchmark; submissions-dir only there', () => {
  const comment = { eventName: 'issue_comment' };
  expect(parse({ 'run-dir': '', 'benchmark-repository': '', 'benchmark-ref': '' }, comment)).toMatchObject({
    mode: 'accept',
    submissionsDir: 'submissions',
    form: { allowedHosts: [], maxArchiveBytes: null },
  });
  expect(
    parse(
      {
        'run-dir': '',
        'benchmark-repository': '',
        'benchmark-ref': '',
        'issue-form': 'true',
        'submissions-dir': 'results/accepted',
      },
      comment,
    ),
  ).toMatchObject({
    mode: 'accept',
    submissionsDir: 'results/accepted',
  });
  expect(() => parse({ 'run-dir': '', 'issue-form': 'true' }, comment)).toThrow(
    /input benchmark-repository: accepting a submission .* scores nothing/,
  );
  for (const dir of ['../up', '/abs', 'a//b', 'a/./b'])
    expect(() =>
      parse({ 'run-dir': '', 'benchmark-repository': '', 'benchmark-ref': '', 'submissions-dir': dir }, comment),
    ).toThrow(/input submissions-dir: must be a relative path/);
  expect(() => parse({ 'submissions-dir': 'submissions' })).toThrow(
    /input submissions-dir: only used by the issue route on an issue_comment event/,
  );
  // With run-dir, an issue_comment event is scored as any other.
  expect(parse({}, comment).mode).toBe('score');
});

test('values: suite lists, comment numbers, keys, booleans, tokens', () => {
  expect(parse({ suites: 'main, augmented\nprep' }).suites).toEqual(['main', 'augmented', 'prep']);
  expect(parse({ comment: '42' }).comment).toBe(42);
  expect(parse({ comment: 'OFF' }).comment).toBe('off');
  expect(parse({ 'comment-key': 'matrix-1' }).commentKey).toBe('matrix-1');
  expect(parse({ 'require-pinned-ref': 'TRUE' }).benchmark).toMatchObject({ ref: SHA });
  expect(parse({ 'benchmark-ref': 'v1.2.0' }).benchmark).toMatchObject({ ref: 'v1.2.0' });
  expect(parse({ 'benchmark-ref': 'release/2026-q1' }).benchmark).toMatchObject({ ref: 'release/2026-q1' });
  expect(parse({ 'benchmark-repository': 'https://gitlab.example/bench.git' }).benchmark).toMatchObject({
    repository: 'https://gitlab.example/bench.git',
  });
  expect(parse({ 'benchmark-repository': 'git@github.com:org/bench.git' }).benchmark).toMatchObject({
    repository: 'git@github.com:org/bench.git',
  });
  expect(parse({ 'benchmark-token': 'ghp_x' }).benchmark).toMatchObject({ token: 'ghp_x' });
  // The same repository as the workflow's: the token input reads it.
  expect(parse({}, { repository: 'Org/Bench' }).benchmark).toMatchObject({ token: 'ghs_default' });
  expect(parse({}, { repository: 'org/other' }).benchmark).toMatchObject({ token: '' });
  expect(parse({ 'benchmark-repository': '', 'benchmark-ref': '', 'benchmark-path': '../bench' }).benchmark).toEqual({
    kind: 'path',
    path: '../bench',
    allowDirty: false,
  });
  expect(parse({ 'artifact-name': '' }).artifactName).toBe('');
  expect(parse({ shard: '2/4' })).toMatchObject({ mode: 'score', shard: { index: 2, count: 4 } });
});

test('modes: merge, publish and rescore read their own inputs, with their defaults', () => {
  expect(parse({ mode: 'merge', 'partials-dir': 'partials', shards: '4' }, { workflow: 'Score' })).toEqual({
    mode: 'merge',
    partialsDir: 'partials',
    shards: 4,
    outDir: 'agent-eval-report',
    failOn: 'non-final',
    comment: 'auto',
    commentKey: 'Score',
    artifactName: 'agent-eval-report',
    token: 'ghs_default',
    privateRecipients: [],
  });
  // publish: no benchmark needed; the key defaults to the scoring run's name (''), 10 MiB.
  expect(
    parse({ mode: 'publish', 'benchmark-repository': '', 'benchmark-ref': '', 'run-dir': '' }, { workflow: 'Publish' }),
  ).toEqual({
    mode: 'publish',
    runId: null,
    artifactPath: null,
    maxArtifactBytes: 10 * 1024 * 1024,
    labelPrefix: 'agent-eval: ',
    allowedBaseBranches: [],
    benchmarkRepository: '',
    submissionsDir: 'submissions',
    outDir: 'agent-eval-report',
    failOn: 'non-final',
    comment: 'auto',
    commentKey: '',
    artifactName: 'agent-eval-report',
    token: 'ghs_default',
    privateRecipients: [],
  });
  expect(parse({ mode: 'publish', 'submissions-dir': 'runs/all' })).toMatchObject({ submissionsDir: 'runs/all' });
  expect(() => parse({ mode: 'publish', 'submissions-dir': '../elsewhere' })).toThrow(
    /^input submissions-dir: must be a relative path inside the repository/,
  );
  expect(parse({ mode: 'publish', 'label-prefix': 'eval/' })).toMatchObject({ labelPrefix: 'eval/' });
  expect(() => parse({ mode: 'publish', 'label-prefix': 'a,b' })).toThrow(
    /input label-prefix: must not contain a comma/,
  );
  expect(
    parse({
      mode: 'publish',
      'run-id': '123',
      'artifact-path': 'review',
      'max-artifact-bytes': '2048',
      'comment-key': 'k',
    }),
  ).toMatchObject({
    runId: 123,
    artifactPath: 'review',
    maxArtifactBytes: 2048,
    commentKey: 'k',
  });
  expect(parse({ mode: 'publish', 'allowed-base-branches': 'release/1.x, next\nstaging' })).toMatchObject({
    allowedBaseBranches: ['release/1.x', 'next', 'staging'],
  });
  expect(error({ mode: 'publish', 'allowed-base-branches': 'main, -evil' })).toMatch(
    /^input allowed-base-branches: must be branch names separated by commas, spaces or newlines/,
  );
  expect(error({ 'allowed-base-branches': 'next' })).toBe(
    'input allowed-base-branches: not an input of agent-eval; it is one of agent-eval/publish',
  );
  // publish checks the report's benchmark through the API: owner/name on this server only.
  expect(parse({ mode: 'publish', 'benchmark-repository': 'bench-org/benchmark.git' })).toMatchObject({
    benchmarkRepository: 'bench-org/benchmark',
  });
  expect(error({ mode: 'publish', 'benchmark-repository': 'git@github.com:bench-org/benchmark.git' })).toMatch(
    /^input benchmark-repository: with agent-eval\/publish, the owner\/name of the benchmark on this server/,
  );
  expect(parse({ mode: 'rescore', 'submissions-dir': 'submissions' })).toMatchObject({
    mode: 'rescore',
    submissionsDir: 'submissions',
    artifactName: 'agent-eval-leaderboard',
    trackingIssue: 'auto',
    failOnDrift: true,
    baseline: null,
    shard: null,
    partialsDir: null,
    shards: null,
    benchmark: { kind: 'git', repository: 'org/bench' },
  });
  expect(
    parse({
      mode: 'rescore',
      'submissions-dir': 's',
      'tracking-issue': '12',
      'fail-on-drift': 'false',
      baseline: 'old/leaderboard.json',
      'artifact-name': 'lb',
    }),
  ).toMatchObject({
    trackingIssue: 12,
    failOnDrift: false,
    baseline: 'old/leaderboard.json',
    artifactName: 'lb',
  });
  expect(
    parse({ mode: 'rescore', 'partials-dir': 'p', shards: '3', 'benchmark-repository': '', 'benchmark-ref': '' }),
  ).toMatchObject({ partialsDir: 'p', shards: 3, benchmark: null });
});

test('mode errors name the input', () => {
  // No mode input any more: the six actions are agent-eval and its sub-actions merge, publish, rescore, compare and
  // plan.
  expect(ACTION_INPUTS.score).not.toContain('mode' as never);
  expect(error({ shard: '5/4' })).toBe('input shard: must be i/n with 1 <= i <= n <= 256, for example 2/4 (got "5/4")');
  expect(error({ shard: 'x' })).toMatch(/^input shard: must be i\/n/);
  expect(error({ shards: '4' })).toBe(
    'input shards: not an input of agent-eval; it is one of agent-eval/merge and agent-eval/rescore',
  );
  expect(error({ mode: 'merge', 'partials-dir': 'p' })).toMatch(/^input shards: is required with agent-eval\/merge/);
  expect(error({ mode: 'merge', shards: '2' })).toMatch(/^input partials-dir: is required with agent-eval\/merge/);
  expect(error({ mode: 'merge', 'partials-dir': 'p', shards: '0' })).toMatch(
    /^input shards: must be the number of shards, 1 to 256/,
  );
  expect(error({ mode: 'merge', 'partials-dir': 'p', shards: '257' })).toMatch(
    /^input shards: must be the number of shards/,
  );
  expect(error({ mode: 'merge', 'partials-dir': 'p', shards: '2', 'artifact-path': 'x' })).toBe(
    'input artifact-path: not an input of agent-eval/merge; it is one of agent-eval/publish',
  );
  expect(error({ mode: 'publish', comment: '7' })).toMatch(
    /^input comment: with agent-eval\/publish the pull request is the one the artifact names/,
  );
  expect(error({ mode: 'publish', 'artifact-name': '' })).toMatch(
    /^input artifact-name: is required with agent-eval\/publish/,
  );
  expect(error({ mode: 'publish', 'run-id': 'abc' })).toMatch(/^input run-id: must be a workflow run id/);
  expect(error({ mode: 'publish', 'max-artifact-bytes': '10MB' })).toMatch(
    /^input max-artifact-bytes: must be a size in bytes/,
  );
  expect(error({ mode: 'publish', shard: '1/2' })).toBe(
    'input shard: not an input of agent-eval/publish; it is one of agent-eval and agent-eval/rescore',
  );
  expect(error({ mode: 'rescore' })).toMatch(/^input submissions-dir: is required with agent-eval\/rescore/);
  expect(error({ mode: 'rescore', 'submissions-dir': 's', 'tracking-issue': 'sometimes' })).toMatch(
    /^input tracking-issue: must be auto, off or an issue number/,
  );
  expect(error({ mode: 'rescore', 'submissions-dir': 's', 'fail-on-drift': 'yes' })).toMatch(
    /^input fail-on-drift: must be true or false/,
  );
  expect(error({ mode: 'rescore', 'partials-dir': 'p' })).toMatch(/^input shards: is required with partials-dir/);
  expect(error({ mode: 'rescore', 'partials-dir': 'p', shards: '2', shard: '1/2' })).toMatch(
    /^input partials-dir: .*cannot be combined with shard/,
  );
  expect(error({ 'run-dir': '' })).toMatch(/^input run-dir: is required/);
});

test('errors name the input, and never echo a token', () => {
  expect(error({ 'fail-on': 'sometimes' })).toBe(
    'input fail-on: must be one of non-final, invalid, failure, never (got "sometimes")',
  );
  expect(error({ comment: '0' })).toMatch(/^input comment: must be auto, off or an issue or pull request number/);
  expect(error({ suites: 'main;rm -rf' })).toMatch(/^input suites: must be suite names/);
  expect(error({ 'artifact-name': 'a/b' })).toMatch(/^input artifact-name: must not contain/);
  expect(error({ 'benchmark-repository': 'not a repo' })).toMatch(
    /^input benchmark-repository: must be owner\/name or a git URL/,
  );
  expect(error({ 'benchmark-repository': 'ext::sh -c evil' })).toMatch(
    /^input benchmark-repository: must be owner\/name or a git URL/,
  );
  expect(error({ 'benchmark-repository': 'https://x-access-token:ghp_secret@github.com/o/r' })).toBe(
    'input benchmark-repository: must not carry credentials; pass them as benchmark-token (got "https://***@github.com/o/r")',
  );
  expect(error({ 'benchmark-ref': 'a..b' })).toMatch(
    /^input benchmark-ref: must be a commit SHA, a tag or a branch name/,
  );
  expect(error({ 'benchmark-ref': '-c' })).toMatch(/^input benchmark-ref: /);
  expect(error({ 'benchmark-ref': '+main' })).toMatch(
    /^input benchmark-ref: must be a commit SHA, a tag or a branch name/,
  ); // (git fetch: a forced refspec)
  expect(error({ 'benchmark-ref': 'abc1234' })).toMatch(
    /^input benchmark-ref: an abbreviated commit SHA cannot be fetched/,
  );
  expect(error({ 'benchmark-ref': 'v1', 'require-pinned-ref': 'true' })).toBe(
    'input benchmark-ref: require-pinned-ref is true, so it must be a full commit SHA (40 hex digits), not "v1"',
  );
  expect(error({ 'benchmark-ref': 'main', 'require-pinned-ref': 'true' })).toMatch(/not "main"$/);
  expect(error({ 'require-pinned-ref': 'maybe' })).toMatch(/^input require-pinned-ref: must be true or false/);
  expect(error({ 'benchmark-path': 'x' })).toMatch(/^input benchmark-path: use either/);
  expect(
    error({ 'benchmark-repository': '', 'benchmark-ref': '', 'benchmark-path': 'x', 'require-pinned-ref': 'true' }),
  ).toMatch(/^input require-pinned-ref: true needs benchmark-repository/);
  expect(error({ 'run-dir': '' })).toMatch(/^input run-dir: is required/);
  expect(error({ 'comment-key': 'k'.repeat(201) })).toMatch(/^input comment-key: must be at most 200 characters/);
  expect(error({ token: 't'.repeat(10), 'fail-on': 'x' })).not.toContain('tttttttttt');
});

test('max-hash-file-bytes and max-hash-run-bytes: sizes with units, defaults 1GiB and 8GiB, score and rescore only', () => {
  expect((parse({}) as ScoreInputs).hashLimits).toEqual({ fileBytes: 1024 ** 3, runBytes: 8 * 1024 ** 3 });
  expect((parse({ 'max-hash-file-bytes': '512MiB', 'max-hash-run-bytes': '2G' }) as ScoreInputs).hashLimits).toEqual({
    fileBytes: 512 * 1024 ** 2,
    runBytes: 2 * 1024 ** 3,
  });
  expect(error({ 'max-hash-file-bytes': 'lots' })).toBe(
    'input max-hash-file-bytes: must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB) (got "lots")',
  );
  expect(error({ mode: 'merge', 'partials-dir': 'p', shards: '2', 'max-hash-run-bytes': '1G' })).toBe(
    'input max-hash-run-bytes: not an input of agent-eval/merge; it is one of agent-eval and agent-eval/rescore',
  );
});

test("python: the verifiers' interpreter for score and rescore; a path is made absolute (not resolved through links), empty is python3 on PATH", () => {
  expect(parse({}).python).toBeUndefined();
  expect(parse({ python: '/opt/venv/bin/python' }).python).toBe('/opt/venv/bin/python');
  expect(parse({ python: 'venv/bin/python' }).python).toBe(path.resolve('venv/bin/python'));
  expect(parse({ python: 'python3.12' }).python).toBe('python3.12');
  expect(
    (parse({ mode: 'rescore', 'submissions-dir': 'subs', python: '/opt/venv/bin/python' }) as unknown as RescoreInputs)
      .python,
  ).toBe('/opt/venv/bin/python');
  expect(error({ mode: 'merge', 'partials-dir': 'p', shards: '2', python: '/opt/venv/bin/python' })).toBe(
    'input python: not an input of agent-eval/merge; it is one of agent-eval and agent-eval/rescore',
  );
});

test('agent-eval/compare: its inputs with their defaults; reports split on newlines and commas; its own fail-on', () => {
  expect(
    parse(
      { mode: 'compare', 'baseline-report': 'reports/base', reports: 'reports/a, reports/b\nreports/c d\n' },
      { workflow: 'Score' },
    ),
  ).toEqual({
    mode: 'compare',
    baselineReport: 'reports/base',
    reports: ['reports/a', 'reports/b', 'reports/c d'],
    suites: [],
    metric: null,
    margin: null,
    confidence: null,
    allowDifferentBenchmarks: false,
    failOn: 'never',
    outDir: 'agent-eval-compare',
    comment: 'auto',
    commentKey: 'agent-eval-compare',
    artifactName: 'agent-eval-compare',
    token: 'ghs_default',
    privateRecipients: [],
  });
  expect(
    parse({
      mode: 'compare',
      'baseline-report': 'b',
      reports: 'a',
      metric: 'psr',
      margin: '2.5',
      confidence: '0.9',
      'fail-on': 'not-final',
      'comment-key': 'mine',
    }),
  ).toMatchObject({
    metric: 'PSR',
    margin: 2.5,
    confidence: 0.9,
    failOn: 'not-final',
    commentKey: 'mine',
  });
  const c = { mode: 'compare' as const, 'baseline-report': 'b', reports: 'a' };
  expect(error({ ...c, metric: 'speed' })).toBe(
    'input metric: must be one of SR, accuracy, PSR, rounds, chats, CCE (got "speed")',
  );
  expect(error({ ...c, margin: '-1' })).toMatch(/^input margin: must be a number ≥ 0/);
  expect(error({ ...c, confidence: '95' })).toBe(
    'input confidence: must be a fraction strictly between 0 and 1, such as 0.95 (got "95")',
  );
  expect(error({ ...c, 'fail-on': 'failure' })).toBe(
    'input fail-on: must be one of never, inferior, not-final with agent-eval/compare (got "failure")',
  );
  expect(error({ ...c, 'fail-on': 'inferior' })).toBe(
    'input fail-on: inferior needs a margin: without one there is no non-inferiority verdict to fail on',
  );
  expect(error({ ...c, 'baseline-report': '' })).toMatch(
    /^input baseline-report: is required with agent-eval\/compare/,
  );
  expect(error({ ...c, 'run-dir': 'x' })).toBe(
    'input run-dir: not an input of agent-eval/compare; it is one of agent-eval',
  );
  // score's fail-on is unchanged: compare's values are not its.
  expect(error({ 'fail-on': 'inferior' })).toMatch(/^input fail-on: must be one of non-final, invalid, failure, never/);
});

test('agent-eval/rescore: compare-leader and its confidence', () => {
  const r = { mode: 'rescore' as const, 'submissions-dir': 'subs' };
  expect((parse(r) as unknown as RescoreInputs).compareLeader).toBeUndefined();
  expect((parse({ ...r, 'compare-leader': 'true' }) as unknown as RescoreInputs).compareLeader).toEqual({
    confidence: 0.95,
  });
  expect(
    (parse({ ...r, 'compare-leader': 'true', confidence: '0.8' }) as unknown as RescoreInputs).compareLeader,
  ).toEqual({ confidence: 0.8 });
  expect(error({ ...r, confidence: '0.8' })).toBe(
    'input confidence: is the level of the interval of compare-leader: it needs compare-leader: true',
  );
  expect(error({ ...r, 'compare-leader': 'yes' })).toBe('input compare-leader: must be true or false (got "yes")');
});
