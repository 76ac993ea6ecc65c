/**
 * Held-out tasks (docs/held-out.md), end to end: examples/held-out holds a held-out split (quiz's
 * `vault`) and a held-out suite (`sealed`) whose ground truth, verifier messages and verifier
 * stderr carry canary strings, with distinctive task names. The run is scored through the CLI,
 * the bundled action (as the runner runs it, with the REST stand-in and a real artifact service),
 * rescore with its leaderboard and site, and compare; every public byte is scanned for the
 * canaries and the held-out task names. Then the private artifact is decrypted with Debian's
 * `age` (a key pair from `age-keygen`) and must hold every held-out detail.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, REPO, tempDir } from '../support/helpers.js';
import { ArtifactService } from '../support/artifact-service.js';
import { FakeGitHubApi } from '../support/github-api.js';
import { allFiles, git, runAction, type RunResult } from '../support/runner.js';
import { slow } from '../setup/timeouts.js';

const EXAMPLE = path.join(REPO, 'examples/held-out');
const RUN = path.join(REPO, 'examples/runs/held-out');
const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';

/** What no public output may carry: the canaries (any, even one never shown) and the held-out task names. */
const SECRETS = [
  'CANARY',
  'vault_obsidian_cipher',
  'vault_quartz_ledger',
  'vault_ember_sigil',
  'sealed_zephyr_archive',
  'sealed_umbra_relay',
  'sealed_nimbus_vault',
  'OBSIDIAN',
  'QUARTZ',
  'ZEPHYR',
  'UMBRA',
  'NIMBUS',
];
/** What the private report must carry: every held-out task, the ground truth the messages name, the verifier's messages, errors and stderr. */
const DETAILS = [
  'vault_obsidian_cipher',
  'vault_quartz_ledger',
  'vault_ember_sigil',
  'sealed_zephyr_archive',
  'sealed_umbra_relay',
  'sealed_nimbus_vault',
  'CANARY-GT-OBSIDIAN-5e71',
  'CANARY-GT-QUARTZ-2b94',
  'CANARY-GT-ZEPHYR-88a0',
  'CANARY-GT-NIMBUS-d2c7',
  'CANARY-GT-UMBRA-41f6',
  'CANARY-MSG-3e5b',
  'CANARY-ERR-7d13',
  'CANARY-STDERR-6a0f',
];

/** Each secret found in a text, with where: `where: secret …context…`. */
function leaks(where: string, text: string | Buffer): string[] {
  const s = typeof text === 'string' ? text : text.toString('latin1');
  const upper = s.toUpperCase();
  return SECRETS.flatMap((secret) => {
    const at = upper.indexOf(secret.toUpperCase());
    return at < 0 ? [] : [`${where}: ${secret} …${s.slice(Math.max(0, at - 60), at + 60)}…`];
  });
}
const fileLeaks = (...dirs: string[]) => allFiles(...dirs).flatMap((f) => leaks(f, readFileSync(f)));
const missingDetails = (text: string) => DETAILS.filter((d) => !text.includes(d));

let bench: string;
let key: string;
let recipient: string;

beforeAll(() => {
  // The benchmark as a maintainer has it: a clean git checkout.
  bench = path.join(tempDir('agent-eval-heldout-bench-'), 'bench');
  cpSync(EXAMPLE, bench, { recursive: true });
  git(bench, 'init', '-q', '-b', 'main');
  git(bench, 'add', '-A');
  git(bench, 'commit', '-q', '-m', 'held-out-mini');
  // The maintainers' key pair (a missing `age` is a failure: .ci/run installs it).
  key = path.join(tempDir('agent-eval-age-'), 'key.txt');
  execFileSync('age-keygen', ['-o', key], { stdio: 'pipe' });
  recipient = execFileSync('age-keygen', ['-y', key], { encoding: 'utf8' }).trim();
});

const decrypt = (file: string) => execFileSync('age', ['-d', '-i', key, file], { encoding: 'utf8' });

test(
  'CLI score: the report, summaries and terminal output carry no held-out detail; --private-out has them all',
  async () => {
    const out = tempDir();
    const priv = tempDir();
    const r = await cli('score', '--benchmark', bench, '--run', RUN, '--out', out, '--private-out', priv);
    expect(r.code).toBe(1); // invalid: the run has errors (in both parts)
    expect([...leaks('stdout', r.stdout), ...leaks('stderr', r.stderr), ...fileLeaks(out)]).toEqual([]);
    // The public figures stay: the open split's tasks in full, the held-out ones as counts, rounded.
    const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
    const quiz = report.suites.find((s: { name: string }) => s.name === 'quiz');
    expect(quiz.trials[0].verdicts.map((v: { task: string }) => v.task).sort()).toEqual([
      'open_capital_city',
      'open_river_name',
    ]);
    expect(quiz.splits.map((s: { name: string; held_out?: object }) => [s.name, s.held_out ?? null])).toEqual([
      ['open', null],
      ['vault', { decimals: 1, redacted: true }],
    ]);
    const sealed = report.suites.find((s: { name: string }) => s.name === 'sealed');
    expect(sealed.held_out).toEqual({ decimals: 1, redacted: true });
    expect(sealed.trials.map((t: { coverage: object }) => t.coverage)).toEqual([
      { expected: 3, scored: 2, missing_tasks: [], errors: 1 },
      { expected: 3, scored: 1, missing_tasks: ['(held-out task)'], errors: 1 },
    ]);
    expect(sealed.trials[0].errors.map((e: { message: string }) => e.message)).toEqual([
      '1 verifier run(s) failed (held-out tasks: the details are in the private report)',
    ]);
    expect(r.stderr).toContain('Private report (held-out details, in the clear: keep it private)');
    expect(missingDetails(readFileSync(path.join(priv, 'scores.json'), 'utf8'))).toEqual([]);
    expect(readFileSync(path.join(priv, 'summary.md'), 'utf8')).toContain('CANARY-STDERR-6a0f');
  },
  slow(120_000, 'two trials of a Python verifier'),
);

describe('the bundled action', () => {
  let api: FakeGitHubApi;
  let artifacts: ArtifactService;
  beforeAll(
    async () => {
      artifacts = await new ArtifactService().start();
    },
    slow(90_000, 'azurite starts'),
  );
  afterAll(() => artifacts?.stop());
  beforeEach(async () => {
    api = await new FakeGitHubApi(TOKEN).start();
  });
  afterEach(() => api.stop());

  const score = (inputs: Record<string, string>): Promise<RunResult> =>
    runAction({
      inputs: {
        'benchmark-path': bench,
        'run-dir': 'submission',
        token: TOKEN,
        'artifact-name': 'scores-heldout',
        ...inputs,
      },
      workspace: (dir) => cpSync(RUN, path.join(dir, 'submission'), { recursive: true }),
      env: { GITHUB_API_URL: api.url, ...artifacts.env },
    });

  /** Every public byte of a run: log, outputs, job summary, out-dir's files, every request the REST stand-in received, the report artifact's files. */
  async function publicLeaks(r: RunResult, artifact: string): Promise<string[]> {
    expect(artifacts.finalized.has(artifact)).toBe(true);
    const zip = await artifacts.zip(artifact);
    const unzipped = tempDir();
    const zipFile = path.join(unzipped, 'a.zip');
    writeFileSync(zipFile, zip);
    execFileSync('python3', ['-m', 'zipfile', '-e', zipFile, path.join(unzipped, 'x')]);
    return [
      ...leaks('log (stdout)', r.stdout),
      ...leaks('stderr', r.stderr),
      ...leaks('GITHUB_OUTPUT', readFileSync(r.files.output)),
      ...leaks('GITHUB_STEP_SUMMARY', readFileSync(r.files.summary)),
      ...fileLeaks(path.join(r.workspace, 'agent-eval-report')),
      ...api.requests.flatMap((q) => leaks(`${q.method} ${q.path}`, q.body)),
      ...fileLeaks(path.join(unzipped, 'x')),
    ];
  }

  test(
    'score mode: nothing held out is public; the private artifact, decrypted with age, holds every held-out detail',
    async () => {
      const r = await score({ 'private-report-recipients': recipient });
      expect(r.code).toBe(1); // fail-on non-final: the report is invalid
      expect(await publicLeaks(r, 'scores-heldout')).toEqual([]);
      const comment = api.issue('bench-org', 'submissions', 7);
      expect(comment).toHaveLength(1);
      expect(comment[0]!.body).toContain(
        'The complete report is encrypted to 1 maintainer recipient(s) in the artifact scores-heldout-private',
      );

      const zipFile = path.join(tempDir(), 'private.zip');
      writeFileSync(zipFile, await artifacts.zip('scores-heldout-private'));
      const dir = path.join(path.dirname(zipFile), 'private');
      execFileSync('python3', ['-m', 'zipfile', '-e', zipFile, dir]);
      expect(
        allFiles(dir)
          .map((f) => path.basename(f))
          .sort(),
      ).toEqual(['scores.json.age', 'summary.md.age']);
      expect(fileLeaks(dir)).toEqual([]); // encrypted: nothing readable
      expect(missingDetails(decrypt(path.join(dir, 'scores.json.age')))).toEqual([]);
      expect(decrypt(path.join(dir, 'summary.md.age'))).toContain('vault_quartz_ledger');
    },
    slow(240_000, 'the bundled action scores two trials with a Python verifier, uploads two artifacts'),
  );

  test(
    'score mode with no recipient: no private report is written, and the comment says so',
    async () => {
      const r = await score({ 'artifact-name': 'scores-heldout-2' });
      expect(await publicLeaks(r, 'scores-heldout-2')).toEqual([]);
      expect(api.issue('bench-org', 'submissions', 7)[0]!.body).toContain(
        'No private report was written: no age recipient is set',
      );
      expect(artifacts.finalized.has('scores-heldout-2-private')).toBe(false);
      expect(
        allFiles(path.join(r.workspace, 'agent-eval-report')).some((f) => f.includes(`${path.sep}private${path.sep}`)),
      ).toBe(false);
    },
    slow(240_000, 'the bundled action scores two trials with a Python verifier'),
  );
});

test(
  'rescore with leaderboard and site, then compare: nothing held out is public; held-out figures are rounded',
  async () => {
    const submissions = tempDir();
    cpSync(RUN, path.join(submissions, 'alpha'), { recursive: true });
    cpSync(RUN, path.join(submissions, 'beta'), { recursive: true });
    const out = tempDir();
    const site = tempDir();
    const r = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      submissions,
      '--out',
      out,
      '--site',
      site,
      '--compare-leader',
    );
    expect(r.stderr).not.toContain('Error');
    expect([...leaks('stdout', r.stdout), ...leaks('stderr', r.stderr), ...fileLeaks(out, site)]).toEqual([]);
    const c = await cli(
      'compare',
      path.join(out, 'submissions/alpha'),
      path.join(out, 'submissions/beta'),
      '--out',
      path.join(out, 'compare'),
    );
    expect([
      ...leaks('stdout', c.stdout),
      ...leaks('stderr', c.stderr),
      ...fileLeaks(path.join(out, 'compare')),
    ]).toEqual([]);
  },
  slow(240_000, 'two submissions of two trials with a Python verifier'),
);
