/**
 * submission.yml: each check and finding on real runs scored against a real git
 * benchmark, hostile YAML and paths, checksum mismatches making the report invalid, and the
 * review in summary.md escaped.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { RunTree } from '../../../src/core/fs/tree.js';
import { serializeReport } from '../../support/helpers.js';
import { score } from '../../../src/core/score.js';
import { submissionDigest } from '../../../src/core/shard/digest.js';
import { runChecksums } from '../../../src/core/submission/checksums.js';
import { decimalsOf } from '../../../src/core/submission/parse.js';
import { readSubmission } from '../../../src/core/submission/read.js';
import { normalizeRepository } from '../../../src/core/submission/review.js';
import type { SubmissionReview } from '../../../src/core/submission/review-schema.js';
import { renderMarkdown } from '../../../src/core/views/markdown.js';
import { tempDir, write } from '../../support/helpers.js';

const TASKS = ['q1', 'q2', 'q3', 'q4'];

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-C', dir, ...args], {
    encoding: 'utf8',
  }).trim();
}

/** An output-suite benchmark in a git repository with an origin, like a maintainer's checkout. */
function benchmark(options: { git?: boolean } = {}): { bench: string; commit: string | null } {
  const bench = tempDir('agent-eval-sub-bench-');
  write(
    path.join(bench, 'qa/tasks.yaml'),
    `version: 1\ntasks:\n${TASKS.map((t) => `  ${t}:\n    output:\n      - { contains: ANS-${t} }\n`).join('')}`,
  );
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: subs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n    records: "**/*"\n',
  );
  if (options.git === false) return { bench, commit: null };
  git(bench, 'init', '-q');
  git(bench, 'add', '-A');
  git(bench, 'commit', '-q', '-m', 'benchmark');
  git(bench, 'remote', 'add', 'origin', 'https://github.com/Org/Bench.git');
  return { bench, commit: git(bench, 'rev-parse', 'HEAD') };
}

/** Three trials; q1–q3 right and q4 wrong in each: SR 75 per trial. */
function makeRun(): string {
  const run = tempDir('agent-eval-sub-run-');
  for (const trial of ['trial-1', 'trial-2', 'trial-3']) {
    for (const t of TASKS)
      write(path.join(run, 'qa', trial, `${t}.json`), {
        task_id: t,
        full_text: t === 'q4' ? 'no idea' : `the answer is ANS-${t}`,
      });
  }
  write(path.join(run, 'harness/config.yaml'), 'temperature: 0\n');
  write(path.join(run, 'harness/prompt.md'), 'Answer.\n');
  return run;
}

function declared(commit: string | null): Record<string, unknown> {
  return {
    version: 1,
    model: { id: 'model-x', version: '2025-01-01' },
    harness: { repository: 'https://github.com/lab/harness', commit: 'abcdef1234567' },
    benchmark: { repository: 'git@github.com:org/bench.git', revision: commit ?? 'f'.repeat(40) },
    trials: { count: 3, seeds: [1, 2, 3] },
    judge: { model: 'judge-1', endpoint: 'https://judge.example/v1' },
    configuration: ['harness/config.yaml'],
    prompts: ['harness/prompt.md'],
    claimed_scores: { qa: { SR_percent: 75, trials: { 'trial-2': { SR_percent: 75.0 } } } },
  };
}

/** Writes submission.yml: the fields given, and (unless files is given or null) the run's checksums. */
async function submit(
  run: string,
  fields: Record<string, unknown>,
  files?: Record<string, string> | null,
): Promise<void> {
  const data = { ...fields };
  if (files !== null)
    data.files =
      files ??
      Object.fromEntries(Object.entries((await import('yaml')).parse((await runChecksums(run)).yaml).files ?? {}));
  writeFileSync(path.join(run, 'submission.yml'), stringify(data, { lineWidth: 0 }));
}

async function review(bench: string, run: string, suites?: string[]) {
  const report = await score({ benchmarkDir: bench, runDir: run, ...(suites ? { suites } : {}) });
  serializeReport(report); // the report passes its own schema
  return { report, review: report.submission.review as SubmissionReview };
}

const codes = (r: SubmissionReview) => r.findings.map((f) => f.code);
const status = (r: SubmissionReview, check: string) => r.checks.find((c) => c.check === check)!.status;

let bench: string;
let commit: string;
beforeAll(() => {
  const b = benchmark();
  bench = b.bench;
  commit = b.commit!;
});

test('a complete, correct submission.yml: every check passes and the report stays final', async () => {
  const run = makeRun();
  await submit(run, declared(commit));
  const { report, review: r } = await review(bench, run);
  expect(r.findings).toEqual([]);
  expect(r.checks.map((c) => [c.check, c.status])).toEqual([
    ['file', 'passed'],
    ['fields', 'passed'],
    ['benchmark_repository', 'passed'],
    ['benchmark_revision', 'passed'],
    ['trial_count', 'passed'],
    ['checksums', 'passed'],
    ['claimed_scores', 'passed'],
  ]);
  expect(r.checksums).toEqual({ listed: 14, verified: 14, run_files: 14 });
  expect(r.claims.map((c) => [c.trial, c.claimed, c.rescored, c.status])).toEqual([
    [null, 75, 75, 'match'],
    ['trial-2', 75, 75, 'match'],
  ]);
  expect(r.declared?.model).toEqual({ id: 'model-x', version: '2025-01-01' });
  expect(r.declared).not.toHaveProperty('files');
  expect(r.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(report).toMatchObject({ status: 'final', valid: true, final: true });
  // submission.yml at the run root is never a record, even for a suite that takes every file.
  expect(report.suites[0]!.trials.every((t) => t.errors.length === 0)).toBe(true);
});

test('no submission.yml: a warning naming what is unchecked, the report stays final; submission.yaml is pointed out', async () => {
  const run = makeRun();
  const { report, review: first } = await review(bench, run);
  let r = first;
  expect(r.file).toBeNull();
  expect(codes(r)).toEqual(['submission_file_missing']);
  expect(r.findings[0]!.severity).toBe('warning');
  expect(report.status).toBe('final');
  expect(r.checks.filter((c) => c.status === 'skipped').length).toBe(6);
  write(path.join(run, 'submission.yaml'), 'version: 1\n');
  ({ review: r } = await review(bench, run));
  expect(r.findings[0]!.message).toMatch(
    /found submission\.yaml, which is not read: the file must be named submission\.yml/,
  );
});

test('missing fields are named warnings; the other checks still run', async () => {
  const run = makeRun();
  const fields = declared(commit);
  delete fields.harness;
  fields.model = { id: 'model-x' };
  await submit(run, fields, null);
  const { report, review: r } = await review(bench, run);
  expect(
    r.findings
      .filter((f) => f.code === 'missing_field')
      .map((f) => f.field)
      .sort(),
  ).toEqual(['files', 'harness', 'model.version']);
  expect(status(r, 'fields')).toBe('warning');
  expect(status(r, 'checksums')).toBe('skipped');
  expect(status(r, 'claimed_scores')).toBe('passed');
  expect(report).toMatchObject({ status: 'final', valid: true });
});

test('a file that does not parse or breaks the schema is an error naming the field; the report is invalid', async () => {
  const run = makeRun();
  const fields = { ...declared(commit), modle: 'typo', trials: { count: 'three' } };
  await submit(run, fields);
  const { report, review: r } = await review(bench, run);
  expect(report).toMatchObject({ status: 'invalid', valid: false, final: false });
  expect(report.suites.every((s) => s.valid)).toBe(true);
  expect(r.findings.every((f) => f.code === 'submission_file_invalid' && f.severity === 'error')).toBe(true);
  expect(r.findings.map((f) => f.message).join('\n')).toMatch(/Unrecognized key.*modle/);
  expect(r.findings.map((f) => f.field)).toContain('trials.count');
  expect(r.declared).toBeNull();
  expect(renderMarkdown(report)).toMatch(/The submission checks found errors/);

  writeFileSync(path.join(run, 'submission.yml'), 'version: 1\nmodel: [unclosed\n');
  expect((await review(bench, run)).review.findings[0]!.message).toMatch(/^submission\.yml: invalid YAML: line \d+/);
  writeFileSync(path.join(run, 'submission.yml'), 'version: 1\n---\nversion: 1\n');
  expect((await review(bench, run)).review.findings[0]!.message).toMatch(/invalid YAML/);
  writeFileSync(path.join(run, 'submission.yml'), 'harness:\n  commit: true\n');
  expect((await review(bench, run)).review.findings.map((f) => f.message).join()).toMatch(
    /harness\.commit: must be a commit SHA as a string \(quote it in YAML\)/,
  );
});

describe('hostile submission.yml', () => {
  test('an alias bomb is refused at once, without expansion', async () => {
    const run = makeRun();
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i <= 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    writeFileSync(path.join(run, 'submission.yml'), `${lines.join('\n')}\n`);
    const { report, review: r } = await review(bench, run);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.message).toMatch(/YAML (aliases|anchors) .* are not allowed \(line 1\)/);
    expect(report.valid).toBe(false);
  });

  test('anchors, custom tags and complex keys are refused too', async () => {
    const run = makeRun();
    for (const [text, pattern] of [
      ['model: &m { id: x }\n', /anchors/],
      ['model: !custom x\n', /tag !custom is not allowed/],
      ['model: { id: !!binary aGk= }\n', /tag !!binary is not allowed/],
      ['? [a]\n: 1\n', /keys must be plain values/],
      ['', /is empty/],
      ['- a\n- b\n', /must be a YAML mapping/],
    ] as const) {
      writeFileSync(path.join(run, 'submission.yml'), text);
      const { review: r } = await review(bench, run);
      expect(codes(r)).toEqual(['submission_file_invalid']);
      expect(r.findings[0]!.message).toMatch(pattern);
    }
  });

  test('a huge file is not read', async () => {
    const run = makeRun();
    writeFileSync(path.join(run, 'submission.yml'), `version: 1\n# ${'x'.repeat(3 * 1024 * 1024)}\n`);
    const { review: r } = await review(bench, run);
    expect(r.findings[0]!.message).toMatch(/is \d+ bytes, over the limit of 2097152/);
    expect(r.declared).toBeNull();
  });

  test('a symlinked submission.yml is never read, wherever it points', async () => {
    const run = makeRun();
    const outside = tempDir();
    write(path.join(outside, 'secret.yml'), 'version: 1\nmodel: { id: SECRET-OUTSIDE }\n');
    symlinkSync(path.join(outside, 'secret.yml'), path.join(run, 'submission.yml'));
    const { report, review: first } = await review(bench, run);
    let r = first;
    expect(r.findings[0]!.message).toMatch(/is a symlink; it must be a regular file/);
    expect(JSON.stringify(report)).not.toContain('SECRET-OUTSIDE');
    expect(report.valid).toBe(false);
    rmSync(path.join(run, 'submission.yml'));
    write(path.join(run, 'real.yml'), 'version: 1\n');
    symlinkSync('real.yml', path.join(run, 'submission.yml'));
    ({ review: r } = await review(bench, run));
    expect(r.findings[0]!.message).toMatch(/is a symlink/);
    rmSync(path.join(run, 'submission.yml'));
    mkdirSync(path.join(run, 'submission.yml'));
    ({ review: r } = await review(bench, run));
    expect(r.findings[0]!.message).toMatch(/is not a regular file/);
  });

  test('paths out of the run are refused in configuration, prompts and files; a missing one is a warning', async () => {
    const run = makeRun();
    for (const bad of ['../secret', '/etc/passwd', 'a/../../b', 'a//b', './a', 'a\\b']) {
      await submit(run, { ...declared(commit), prompts: [bad] });
      const { review: r } = await review(bench, run);
      expect(r.findings.map((f) => [f.code, f.field])).toEqual([['submission_file_invalid', 'prompts[0]']]);
      expect(r.findings[0]!.message).toMatch(/must be a path relative to the run directory/);
    }
    await submit(run, declared(commit), { '../outside.txt': 'a'.repeat(64) });
    expect((await review(bench, run)).review.findings[0]!.field).toBe('files.../outside.txt');
    await submit(run, { ...declared(commit), configuration: ['harness/config.yaml', 'harness/nope.yaml', 'harness'] });
    const { report, review: r } = await review(bench, run);
    expect(r.findings.map((f) => [f.code, f.field, f.severity])).toEqual([
      ['referenced_file_missing', 'configuration[1]', 'warning'],
      ['referenced_file_missing', 'configuration[2]', 'warning'],
    ]);
    expect(r.findings[1]!.message).toMatch(/harness is a directory, not a file/);
    expect(report.valid).toBe(true);
  });
});

describe('the declared benchmark against the pinned one', () => {
  const withBenchmark = async (benchmarkField: Record<string, string>, b = bench) => {
    const run = makeRun();
    await submit(run, { ...declared(commit), benchmark: benchmarkField });
    return (await review(b, run)).review;
  };

  test('the full commit, any case, or a prefix of 7+ hex digits matches; another commit or a branch name does not', async () => {
    const repo = 'https://github.com/org/bench';
    for (const revision of [commit, commit.toUpperCase(), commit.slice(0, 7)]) {
      expect((await withBenchmark({ repository: repo, revision })).findings).toEqual([]);
    }
    let r = await withBenchmark({ repository: repo, revision: 'b'.repeat(40) });
    expect(r.findings.map((f) => [f.code, f.severity, f.field])).toEqual([
      ['benchmark_revision_mismatch', 'warning', 'benchmark.revision'],
    ]);
    expect(r.findings[0]!.message).toContain(`is not the pinned benchmark commit ${commit}`);
    r = await withBenchmark({ repository: repo, revision: 'main' });
    expect(r.findings[0]!.message).toMatch(/main is not a commit SHA/);
    r = await withBenchmark({ repository: repo, revision: commit.slice(0, 6) });
    expect(codes(r)).toEqual(['benchmark_revision_mismatch']);
  });

  test('repository URLs compare without scheme, credentials, .git or case; another repository is a warning', async () => {
    expect(normalizeRepository('git@github.com:Org/Bench.git')).toBe('github.com/org/bench');
    expect(normalizeRepository('https://user:tok@github.com/org/bench/')).toBe('github.com/org/bench');
    expect(normalizeRepository('ssh://git@github.com/org/bench.git')).toBe('github.com/org/bench');
    const r = await withBenchmark({ repository: 'https://github.com/someone/else', revision: commit });
    expect(r.findings.map((f) => [f.code, f.severity])).toEqual([['benchmark_repository_mismatch', 'warning']]);
  });

  test('a benchmark that is not a git checkout: both checks are skipped, not failed', async () => {
    const plain = benchmark({ git: false }).bench;
    const r = await withBenchmark({ repository: 'x', revision: commit }, plain);
    expect(r.findings).toEqual([]);
    expect([status(r, 'benchmark_repository'), status(r, 'benchmark_revision')]).toEqual(['skipped', 'skipped']);
  });
});

test('trial count and seeds against the run, with per-suite counts', async () => {
  const run = makeRun();
  await submit(run, { ...declared(commit), trials: { count: 2, seeds: [1, 2, 3] } });
  let r = (await review(bench, run)).review;
  expect(r.findings.map((f) => [f.code, f.field])).toEqual([
    ['trial_count_mismatch', 'trials.seeds'],
    ['trial_count_mismatch', 'trials.count'],
  ]);
  expect(r.findings[1]!.message).toBe('trials.count is 2, but the run has 3 trial(s) of suite qa');
  await submit(run, {
    ...declared(commit),
    trials: { count: 5, suites: { qa: { count: 3, seeds: ['a', 'b', 'c'] } } },
  });
  r = (await review(bench, run)).review;
  expect(r.findings).toEqual([]);
});

describe('checksums: any mismatch makes the report invalid', () => {
  const mismatches = async (
    mutate: (run: string) => void,
    files?: (listed: Record<string, string>) => Record<string, string>,
  ) => {
    const run = makeRun();
    const listed = (await import('yaml')).parse((await runChecksums(run)).yaml).files as Record<string, string>;
    await submit(run, declared(commit), files ? files({ ...listed }) : listed);
    mutate(run);
    const { report, review: r } = await review(bench, run);
    expect(report).toMatchObject({ status: 'invalid', valid: false, final: false });
    expect(report.suites.every((s) => s.valid && s.final)).toBe(true);
    expect(status(r, 'checksums')).toBe('error');
    expect(r.findings.filter((f) => f.severity === 'error').every((f) => f.code === 'checksum_mismatch')).toBe(true);
    expect(r.findings.filter((f) => f.code === 'checksum_mismatch').every((f) => f.severity === 'error')).toBe(true);
    return r.findings.filter((f) => f.code === 'checksum_mismatch').map((f) => [f.path, f.message]);
  };

  test('a changed file', async () => {
    const found = await mismatches((run) =>
      write(path.join(run, 'qa/trial-1/q4.json'), { task_id: 'q4', full_text: 'still no idea' }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]![0]).toBe('qa/trial-1/q4.json');
    expect(found[0]![1]).toMatch(
      /^qa\/trial-1\/q4\.json: sha256 is [0-9a-f]{64}, not the listed [0-9a-f]{64}; if the run's files are final, re-run `agent-eval checksums` and put its files: block in submission\.yml$/,
    );
  });

  test('a listed file that is gone, an unlisted file, a symlink, a listed directory', async () => {
    expect(await mismatches((run) => rmSync(path.join(run, 'harness/prompt.md')))).toEqual([
      [
        'harness/prompt.md',
        "harness/prompt.md: listed in files, but not in the run; if the run's files are final, re-run `agent-eval checksums` and put its files: block in submission.yml",
      ],
    ]);
    expect(await mismatches((run) => write(path.join(run, 'harness/extra.txt'), 'added later'))).toEqual([
      [
        'harness/extra.txt',
        "harness/extra.txt: is in the run but not listed in files; if the run's files are final, re-run `agent-eval checksums` and put its files: block in submission.yml",
      ],
    ]);
    const linked = await mismatches((run) => symlinkSync('prompt.md', path.join(run, 'harness/link.md')));
    expect(linked).toEqual([
      ['harness/link.md', expect.stringMatching(/^harness\/link\.md: is a symlink, which checksums cannot cover/)],
    ]);
    const dir = await mismatches(
      () => {},
      (l) => ({ ...l, harness: 'c'.repeat(64) }),
    );
    expect(dir).toEqual([['harness', 'harness: is a directory: files lists regular files only']]);
  });

  test('submission.yml is left out of its own manifest, and may not list itself', async () => {
    const run = makeRun();
    expect((await runChecksums(run)).yaml).not.toContain('submission.yml');
    await submit(run, declared(commit), { 'submission.yml': 'd'.repeat(64) });
    const { review: r } = await review(bench, run);
    expect(r.findings[0]!.message).toMatch(/files: must not list submission\.yml itself/);
  });
});

describe('claimed scores against the rescored ones', () => {
  const claims = async (claimed: string, mutate?: (run: string) => void) => {
    const run = makeRun();
    mutate?.(run);
    const files = (await import('yaml')).parse((await runChecksums(run)).yaml).files;
    const fields = { ...declared(commit), files };
    delete (fields as Record<string, unknown>).claimed_scores;
    // Written by hand: the tolerance follows the decimals as written.
    writeFileSync(
      path.join(run, 'submission.yml'),
      `${stringify(fields, { lineWidth: 0 })}claimed_scores:\n${claimed}`,
    );
    return (await review(bench, run)).review;
  };

  test('the tolerance is half a unit of the last written decimal', () => {
    expect([
      decimalsOf('70'),
      decimalsOf('70.50'),
      decimalsOf('7.05e1'),
      decimalsOf('0.123456'),
      decimalsOf('1e2'),
      decimalsOf('0x1F'),
    ]).toEqual([0, 2, 1, 4, 0, 4]);
  });

  test('within rounding they match; beyond it, a warning with both numbers', async () => {
    let r = await claims('  qa:\n    SR_percent: 75.04\n    trials:\n      trial-1: { SR_percent: 75.0 }\n');
    expect(r.claims.map((c) => [c.claimed, c.tolerance, c.status])).toEqual([
      [75.04, 0.0051, 'mismatch'],
      [75, 0.0501, 'match'],
    ]);
    expect(r.findings.map((f) => [f.code, f.severity, f.field])).toEqual([
      ['claimed_score_mismatch', 'warning', 'claimed_scores.qa.SR_percent'],
    ]);
    expect(r.findings[0]!.message).toBe(
      'claimed_scores.qa.SR_percent: claimed 75.04, rescored 75 (mean over the trials); the difference 0.04 is over the tolerance 0.0051',
    );
    r = await claims('  qa:\n    SR_percent: 75.4\n');
    expect(codes(r)).toEqual(['claimed_score_mismatch']);
    r = await claims('  qa:\n    SR_percent: 75\n    trials:\n      trial-3: { SR_percent: 75.00 }\n');
    expect(r.findings).toEqual([]);
  });

  test('a metric withheld because the report is not final, and claims for what was not scored, are named', async () => {
    const r = await claims(
      '  qa:\n    SR_percent: 75\n    PSR_percent: 50\n    trials:\n      trial-9: { SR_percent: 1 }\n  other:\n    SR_percent: 1\n',
      (run) => rmSync(path.join(run, 'qa/trial-1/q1.json')),
    );
    expect(r.claims.map((c) => c.status)).toEqual(['withheld', 'not_found', 'not_found', 'not_found']);
    const messages = r.findings.filter((f) => f.code === 'claimed_score_mismatch').map((f) => f.message);
    expect(messages[0]).toMatch(
      /claimed 75, but the rescored SR_percent of suite qa could not be compared \(withheld: suite qa is not final\) \(observed 72\.2222, mean over the trials\)$/,
    );
    expect(messages[1]).toMatch(/suite qa has no PSR_percent in this report/);
    expect(messages[2]).toMatch(/claimed_scores\.qa\.trials\.trial-9\.SR_percent/);
    expect(messages[3]).toMatch(/claimed_scores\.other\.SR_percent/);
  });
});

test('summary.md: a Submission checks section near the top, every declared value escaped', async () => {
  const run = makeRun();
  const evil = '@octocat <img src=x> | </details> [x](https://evil.example) #12';
  await submit(run, {
    ...declared(commit),
    model: { id: evil, version: evil },
    harness: { repository: evil, commit: 'abcdef1' },
    judge: { model: evil, endpoint: evil },
    claimed_scores: { [`qa|${evil}`]: { [`m|${evil}`]: 1 } },
  });
  write(path.join(run, 'qa/trial-1', `${evil.replace(/\//g, '_')}.txt`), 'x');
  const { report } = await review(bench, run);
  const md = renderMarkdown(report);
  // (the findings among what needs attention, the checks and claims collapsed after it, before the suites)
  const section = md.slice(md.indexOf('### Needs attention'), md.indexOf('<details><summary>Suite '));
  expect(md.indexOf('### Needs attention')).toBeLessThan(
    md.indexOf('<details><summary>Provenance and submission checks'),
  );
  expect(section).toMatch(/checksum_mismatch/);
  expect(section).toMatch(/claimed_score_mismatch/);
  expect(section).not.toMatch(/@[a-z]/i);
  expect(section).not.toMatch(/<img/);
  expect([section.split('<details>').length, section.split('</details>').length]).toEqual([2, 2]);
  expect(section).not.toMatch(/https:\/\//);
  expect(section).not.toMatch(/#\d/);
  // Every table row has as many cells as its header: no escaped text breaks out of a cell.
  let cells = 0;
  const lines = section.split('\n');
  lines.forEach((line, i) => {
    if (!line.startsWith('|')) return;
    const n = line.split(/(?<!\\)\|/).length;
    if (!lines[i - 1]!.startsWith('|')) cells = n;
    expect(n).toBe(cells);
  });
  expect(cells).toBe(9);
});

test("a single --suite run without trial directories: submission.yml at its root is the run's, and no record", async () => {
  const suiteDir = tempDir();
  for (const t of TASKS)
    write(path.join(suiteDir, `${t}.json`), { task_id: t, full_text: t === 'q4' ? 'no idea' : `ANS-${t}` });
  await submit(suiteDir, {
    ...declared(commit),
    trials: { count: 1 },
    configuration: [],
    prompts: [],
    claimed_scores: { qa: { SR_percent: 75 } },
  });
  const { report, review: r } = await review(bench, suiteDir, ['qa']);
  expect(r.findings).toEqual([]);
  expect(r.checksums?.listed).toBe(4);
  expect(report.suites[0]!.trials.flatMap((t) => t.errors)).toEqual([]);
  expect(report.status).toBe('final');
});

test('submission review reads a real copy of the demo: everything but the moving benchmark revision passes', async () => {
  const { REPO } = await import('../../support/helpers.js');
  const demo = path.join(REPO, 'examples/runs/demo');
  const { report, review: r } = await review(path.join(REPO, 'examples/benchmark'), demo);
  expect(
    r.findings.filter((f) => !['benchmark_revision_mismatch', 'benchmark_repository_mismatch'].includes(f.code)),
  ).toEqual([]);
  expect(
    r.checks
      .filter((c) => ['file', 'fields', 'trial_count', 'checksums', 'claimed_scores'].includes(c.check))
      .every((c) => c.status === 'passed'),
  ).toBe(true);
  expect(report.status).toBe('final');
  expect(readFileSync(path.join(demo, 'submission.yml'), 'utf8')).toMatch(/^version: 1$/m);
});

describe('claims are compared only with figures the report stands by', () => {
  const claimed = { qa: { SR_percent: 75, trials: { 'trial-2': { SR_percent: 75 } } } };
  const withheld = (r: SubmissionReview) =>
    r.findings.filter((f) => f.code === 'claimed_score_mismatch').map((f) => f.message);

  test("a suite that is not final (the benchmark wants 4 trials, the run has 3): its claim is withheld, a final trial's is compared", async () => {
    const four = tempDir('agent-eval-sub-bench-');
    write(path.join(four, 'qa/tasks.yaml'), readFileSync(path.join(bench, 'qa/tasks.yaml'), 'utf8'));
    write(
      path.join(four, 'agent-eval.yml'),
      'version: 1\nname: subs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n    records: "**/*"\n    trials: 4\n',
    );
    const run = makeRun();
    await submit(run, { ...declared(null), claimed_scores: claimed });
    const { report, review: r } = await review(four, run);
    expect(report.status).toBe('not_final');
    expect(report.suites[0]!.trials.every((t) => t.final && t.metrics.SR_percent!.value === 75)).toBe(true);
    expect(r.claims.map((c) => [c.trial, c.status, c.rescored, c.observed])).toEqual([
      [null, 'withheld', null, 75],
      ['trial-2', 'match', 75, null],
    ]);
    expect(withheld(r)).toEqual([
      'claimed_scores.qa.SR_percent: claimed 75, but the rescored SR_percent of suite qa could not be compared (withheld: suite qa is not final) (observed 75, mean over the trials)',
    ]);
  });

  test('a trial that is not final: its claim is withheld', async () => {
    const run = makeRun();
    rmSync(path.join(run, 'qa/trial-2/q4.json'));
    await submit(run, { ...declared(commit), claimed_scores: { qa: { trials: { 'trial-2': { SR_percent: 75 } } } } });
    const { review: r } = await review(bench, run);
    expect(r.claims.map((c) => c.status)).toEqual(['withheld']);
    expect(withheld(r)[0]).toMatch(/could not be compared \(withheld: trial trial-2 of suite qa is not final\)/);
  });

  test('a checksum mismatch makes the report invalid: every claim is withheld, though the suites are final', async () => {
    const run = makeRun();
    await submit(run, { ...declared(commit), claimed_scores: claimed });
    write(path.join(run, 'harness/prompt.md'), 'Answer, changed.\n');
    const { report, review: r } = await review(bench, run);
    expect(report.status).toBe('invalid');
    expect(report.suites.every((s) => s.final)).toBe(true);
    expect(r.claims.map((c) => [c.status, c.rescored, c.observed])).toEqual([
      ['withheld', null, 75],
      ['withheld', null, 75],
    ]);
    expect(withheld(r).every((m) => m.includes('(withheld: the report is invalid (checksum_mismatch))'))).toBe(true);
    expect(r.claims.some((c) => c.status === 'match')).toBe(false);
  });
});

describe('display-only fields never make a correctly scored report invalid', () => {
  test('a uint64 seed, unquoted all-digit SHAs and upper-case sha256 values: accepted, the SHAs with a warning', async () => {
    const run = makeRun();
    const files = (await import('yaml')).parse((await runChecksums(run)).yaml).files as Record<string, string>;
    const fields = {
      ...declared(commit),
      harness: { repository: 'https://github.com/lab/harness', commit: 123 },
      benchmark: { repository: 'https://github.com/org/bench', revision: 456 },
      trials: { count: 3, seeds: ['SEED', 2, 3], suites: { qa: { count: 3, seeds: ['SEED', 'x', 'y'] } } },
      files: Object.fromEntries(Object.entries(files).map(([p, h]) => [p, h.toUpperCase()])),
    };
    const text = stringify(fields, { lineWidth: 0 })
      .replace(/commit: 123$/m, 'commit: 0123456')
      .replace(/revision: 456$/m, 'revision: 1234567')
      .replaceAll('SEED', '18446744073709551615');
    expect(text).toMatch(/- 18446744073709551615$/m);
    writeFileSync(path.join(run, 'submission.yml'), text);
    const { report, review: r } = await review(bench, run);
    expect(report).toMatchObject({ status: 'final', valid: true });
    expect(r.findings.map((f) => [f.code, f.severity, f.field])).toEqual([
      ['sha_not_quoted', 'warning', 'harness.commit'],
      ['sha_not_quoted', 'warning', 'benchmark.revision'],
      ['benchmark_revision_mismatch', 'warning', 'benchmark.revision'],
    ]);
    expect(r.findings[0]!.message).toMatch(
      /^harness\.commit: 0123456 is written as a YAML number and is read as the text 0123456; quote commit SHAs \("0123456"\)/,
    );
    expect(r.findings[2]!.message).toMatch(/^benchmark\.revision 1234567 is not the pinned benchmark commit/);
    expect(r.declared?.harness?.commit).toBe('0123456');
    expect(r.declared?.trials?.seeds).toEqual(['18446744073709551615', 2, 3]);
    expect(r.declared?.trials?.suites?.qa?.seeds).toEqual(['18446744073709551615', 'x', 'y']);
    expect(status(r, 'checksums')).toBe('passed');
    expect(r.checksums).toEqual({ listed: 14, verified: 14, run_files: 14 });

    // A changed file is still a mismatch, shown in lower case.
    write(path.join(run, 'harness/prompt.md'), 'changed\n');
    const changed = (await review(bench, run)).review.findings.find((f) => f.code === 'checksum_mismatch')!;
    expect(changed.message).toBe(
      `harness/prompt.md: sha256 is ${await new RunTree(run).sha256('harness/prompt.md')}, not the listed ${files['harness/prompt.md']}; if the run's files are final, re-run \`agent-eval checksums\` and put its files: block in submission.yml`,
    );
  });

  test('an all-digit commit matching the pinned commit is compared as written', async () => {
    const digits = commit.slice(0, 7);
    const run = makeRun();
    await submit(run, declared(commit));
    const text = readFileSync(path.join(run, 'submission.yml'), 'utf8').replace(
      /revision: \S+$/m,
      `revision: ${/^\d+$/.test(digits) ? digits : '7654321'}`,
    );
    writeFileSync(path.join(run, 'submission.yml'), text);
    const r = (await review(bench, run)).review;
    expect(r.findings.filter((f) => f.code === 'sha_not_quoted').map((f) => f.field)).toEqual(['benchmark.revision']);
    expect(status(r, 'benchmark_revision')).toBe(/^\d+$/.test(digits) ? 'passed' : 'warning');
  });

  test('a seed that is neither an integer nor a string, and a malformed digest, are still errors', async () => {
    const run = makeRun();
    await submit(
      run,
      { ...declared(commit), trials: { count: 3, seeds: [1.5, 2, 3] } },
      { 'harness/prompt.md': 'G'.repeat(64) },
    );
    const r = (await review(bench, run)).review;
    expect(r.findings.map((f) => [f.code, f.field])).toEqual([
      ['submission_file_invalid', 'trials.seeds[0]'],
      ['submission_file_invalid', 'files.harness/prompt.md'],
    ]);
    expect(r.findings[1]!.message).toMatch(/must be a sha256 digest: 64 hex digits/);
  });
});

describe('a run tree that cannot be fully read: named findings, never a crash', () => {
  const junk = (dir: string) =>
    Buffer.concat([Buffer.from(`${dir}/junk`), Buffer.from('\xff', 'latin1'), Buffer.from('.txt')]);

  test('a file name that is not UTF-8: a checksum mismatch naming it escaped; checksums leaves it out; the digest is stable', async () => {
    const run = makeRun();
    await submit(run, declared(commit));
    const before = await submissionDigest(run);
    writeFileSync(junk(path.join(run, 'harness')), 'x');
    const { report, review: r } = await review(bench, run);
    expect(report.status).toBe('invalid');
    expect(r.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'checksum_mismatch',
        'harness/junk\\xff.txt',
        'harness/junk\\xff.txt: cannot be read, so checksums cannot cover it: its name is not valid UTF-8; rename or remove it',
      ],
    ]);
    const sums = await runChecksums(run);
    expect(sums.unlisted).toEqual([{ path: 'harness/junk\\xff.txt', why: 'unreadable: its name is not valid UTF-8' }]);
    expect(sums.yaml).not.toContain('junk');
    const digest = await submissionDigest(run);
    expect([await submissionDigest(run), await submissionDigest(new RunTree(run))]).toEqual([digest, digest]);
    expect(digest).not.toBe(before);
  });

  test('a path too long to open (ENAMETOOLONG): named, and the rest of the run is still checked', async () => {
    const run = makeRun();
    const name = 'd'.repeat(200);
    mkdirSync(path.join(run, 'deep'));
    // Deeper than PATH_MAX (4096): made one relative step at a time.
    execFileSync('python3', [
      '-c',
      `import os, sys\nos.chdir(sys.argv[1])\nfor _ in range(25):\n    os.mkdir('${name}')\n    os.chdir('${name}')\nopen('f', 'w').write('x')`,
      path.join(run, 'deep'),
    ]);
    try {
      const { report, review: r } = await review(bench, run);
      expect(report.status).toBe('final'); // no submission.yml yet: nothing to check
      await submit(run, declared(commit), null);
      const entries = await new RunTree(run).entries();
      const unreadable = entries.filter((e) => e.type === 'unreadable');
      expect(unreadable).toHaveLength(1);
      expect(unreadable[0]!.reason).toMatch(/\((ENAMETOOLONG|ENOENT)\)$/);
      const sums = await runChecksums(run);
      expect(sums.unlisted.map((u) => u.path)).toEqual([unreadable[0]!.rel]);
      writeFileSync(path.join(run, 'submission.yml'), `${stringify(declared(commit))}${sums.yaml}`);
      const again = (await review(bench, run)).review;
      expect(again.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.path])).toEqual([
        ['checksum_mismatch', unreadable[0]!.rel],
      ]);
      expect(again.claims.every((c) => c.status === 'withheld')).toBe(true);
      expect(again.checksums).toEqual({ listed: 14, verified: 14, run_files: 14 });
      expect(await submissionDigest(run)).toBe(await submissionDigest(run));
      expect(r.file).toBeNull();
    } finally {
      execFileSync('rm', ['-rf', path.join(run, 'deep')]);
    }
  });

  test('over the entry cap: one clear finding and no hashing; checksums refuses; the digest says so', async () => {
    const run = makeRun();
    await submit(run, declared(commit));
    const input = await readSubmission(run, new RunTree(run, 5));
    expect(input.findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      [
        'checksum_mismatch',
        'error',
        'the run has more than 5 files and folders; the rest were not listed, so its files cannot be checked against files',
      ],
    ]);
    expect(input.checksums).toMatchObject({ listed: 14, verified: 0 });
    await expect(runChecksums(run, new RunTree(run, 5))).rejects.toThrow(
      /more than 5 files and folders; the rest were not listed: too many to list and check/,
    );
    const capped = await submissionDigest(new RunTree(run, 5));
    expect(await submissionDigest(new RunTree(run, 5))).toBe(capped);
    expect(capped).not.toBe(await submissionDigest(run));
  });
});
