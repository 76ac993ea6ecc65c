/** submission.yml from the command line: `checksums` writes the files block, `schema submission` the format. */
import { appendFileSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, tempDir, write } from '../support/helpers.js';

function benchAndRun() {
  const bench = tempDir('agent-eval-sub-bench-');
  write(path.join(bench, 'qa/tasks.yaml'), 'version: 1\ntasks:\n  q1:\n    output:\n      - { contains: ANS }\n');
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: subs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n',
  );
  const run = tempDir('agent-eval-sub-run-');
  write(path.join(run, 'qa/trial-1/q1.json'), { task_id: 'q1', full_text: 'ANS' });
  write(path.join(run, 'qa/trial-2/q1.json'), { task_id: 'q1', full_text: 'nope' });
  write(path.join(run, 'odd name: #1 "quoted".txt'), 'a file whose name needs quoting in YAML\n');
  return { bench, run };
}

test('checksums --run prints a files block that, appended to submission.yml, passes the review', async () => {
  const { bench, run } = benchAndRun();
  write(
    path.join(run, 'submission.yml'),
    'version: 1\nmodel: { id: m, version: "1" }\nharness: { repository: h, commit: "abcdef1" }\nbenchmark: { repository: b, revision: main }\ntrials: { count: 3 }\nclaimed_scores:\n  qa: { SR_percent: 50 }\n',
  );
  const sums = await cli('checksums', '--run', run);
  expect(sums.code).toBe(0);
  expect(sums.stdout.split('\n')[0]).toBe('files:');
  expect(sums.stdout).not.toContain('submission.yml');
  expect(sums.stdout).toMatch(/^ {2}qa\/trial-1\/q1\.json: [0-9a-f]{64}$/m);
  expect(sums.stderr).toBe('3 file(s) listed.\n');
  appendFileSync(path.join(run, 'submission.yml'), sums.stdout);
  const out = tempDir();
  const scored = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(scored.code).toBe(0);
  const review = readReport(out).submission.review;
  expect(review.checks.find((c: { check: string }) => c.check === 'checksums')).toMatchObject({
    status: 'passed',
    detail: 'all 3 run file(s) match the listed sha256',
  });
  expect(review.claims[0]).toMatchObject({ claimed: 50, rescored: 50, status: 'match' });
  expect(review.findings.map((f: { code: string }) => f.code)).toEqual(['trial_count_mismatch']);
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toMatch(
    /- ⚠️ \*\*Submission:\*\* .+ \(`trial_count_mismatch`\)\n[^]*<details><summary>Provenance and submission checks: \d passed, 1 warning\(s\)/,
  );

  // Changing a file afterwards: the same command fails on the invalid report.
  write(path.join(run, 'qa/trial-2/q1.json'), { task_id: 'q1', full_text: 'ANS' });
  const changed = await cli('score', '--benchmark', bench, '--run', run, '--out', tempDir(), '--fail-on', 'invalid');
  expect(changed.code).toBe(1);
  expect(changed.stdout).toMatch(/^ {2}error: qa\/trial-2\/q1\.json: sha256 is .*\(checksum_mismatch\)$/m);
});

test('checksums: a symlink cannot be listed (exit 1, named); a missing directory is a usage error', async () => {
  const { run } = benchAndRun();
  symlinkSync('qa/trial-1/q1.json', path.join(run, 'link.json'));
  const r = await cli('checksums', '--run', run);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/link\.json is a symlink \(never followed\): it cannot be listed/);
  expect(r.stdout).not.toContain('link.json');
  expect((await cli('checksums', '--run', path.join(run, 'nope'))).code).toBe(2);
  expect((await cli('checksums')).code).toBe(2);
  expect((await cli('checksums', '--help')).stdout).toMatch(/Usage: agent-eval checksums --run DIR/);
});

test('schema submission prints the JSON Schema of submission.yml', async () => {
  const r = await cli('schema', 'submission');
  expect(r.code).toBe(0);
  const schema = JSON.parse(r.stdout);
  expect(schema.required).toEqual(['version', 'model', 'harness', 'benchmark', 'trials', 'files']);
  expect(schema.additionalProperties).toBe(false);
  expect(schema.properties.files.additionalProperties.pattern).toBe('^[0-9a-fA-F]{64}$');
  expect(schema.properties.trials.properties.seeds.items.anyOf.map((s: { type: string }) => s.type)).toEqual([
    'integer',
    'string',
  ]);
  expect(schema.properties.trials.properties.seeds.items.anyOf[0]).toEqual({ type: 'integer' }); // no bound: a uint64 seed is fine
  expect(schema.properties.model.required).toEqual(['id', 'version']);
  const report = JSON.parse((await cli('schema', 'report')).stdout);
  expect(JSON.stringify(report.properties.submission.properties.review)).toContain('checksum_mismatch');
  expect(JSON.stringify(report.properties.submission.properties.review)).toContain('sha_not_quoted');
});

test('a file name that is not UTF-8: score writes an invalid report naming it (exit 1, not a crash); checksums leaves it out (exit 1)', async () => {
  const { bench, run } = benchAndRun();
  write(
    path.join(run, 'submission.yml'),
    'version: 1\nmodel: { id: m, version: "1" }\nharness: { repository: h, commit: "abcdef1" }\nbenchmark: { repository: b, revision: main }\ntrials: { count: 2 }\n',
  );
  appendFileSync(path.join(run, 'submission.yml'), (await cli('checksums', '--run', run)).stdout);
  writeFileSync(Buffer.concat([Buffer.from(`${run}/junk`), Buffer.from('\xff', 'latin1'), Buffer.from('.txt')]), 'x');

  const out = tempDir();
  const scored = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(scored.code).toBe(1);
  expect(scored.stderr).not.toMatch(/internal error/);
  expect(existsSync(path.join(out, 'scores.json'))).toBe(true);
  const report = readReport(out);
  expect(report.status).toBe('invalid');
  expect(report.submission.review.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([
    expect.objectContaining({
      code: 'checksum_mismatch',
      path: 'junk\\xff.txt',
      message: expect.stringMatching(
        /^junk\\xff\.txt: cannot be read, so checksums cannot cover it: its name is not valid UTF-8/,
      ),
    }),
  ]);
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toMatch(/junk\\+xff\.txt/);

  const sums = await cli('checksums', '--run', run);
  expect(sums.code).toBe(1);
  expect(sums.stderr).toMatch(
    /^agent-eval checksums: junk\\xff\.txt is unreadable: its name is not valid UTF-8: it cannot be listed/m,
  );
  expect(sums.stdout).not.toContain('junk');
  expect(sums.stdout).toMatch(/^ {2}qa\/trial-1\/q1\.json: [0-9a-f]{64}$/m);
});
