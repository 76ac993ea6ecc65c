/**
 * File and directory names that are not valid UTF-8 (node lists them with U+FFFD, so the listed
 * name cannot be opened): every suite kind reports them as errors on the record concerned,
 * the report is written and invalid, and nothing crashes (no exit 2, no "internal error").
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, REPO, tempDir } from '../support/helpers.js';

const raw = (p: string) => Buffer.from(p, 'latin1');

test('undecodable names in trajectory, output and table suites are named errors, never a crash', async () => {
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo'), run, { recursive: true });
  rmSync(path.join(run, 'submission.yml'));
  writeFileSync(raw(path.join(run, 'qa/trial-1/bad\xff.json')), '{}');
  mkdirSync(raw(path.join(run, 'main/trial-1/d\xff')));
  writeFileSync(raw(path.join(run, 'prep/trial-1/case_001/result/x\xff.csv')), 'a\n1\n');
  const out = tempDir('agent-eval-out-');
  const r = await cli(
    'score',
    '--benchmark',
    path.join(REPO, 'examples/benchmark'),
    '--run',
    run,
    '--out',
    out,
    '--quiet',
  );
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(1);
  const report = readReport(out);
  expect(report.status).toBe('invalid');
  const trial = (suite: string) => report.suites.find((s: { name: string }) => s.name === suite).trials[0];
  const messages = (suite: string) =>
    trial(suite).errors.map((e: { record: string; message: string }) => `${e.record}: ${e.message}`);
  expect(messages('qa')).toEqual([expect.stringMatching(/^bad\ufffd\.json: .*ENOENT/)]);
  expect(messages('main')).toContain(
    'd\ufffd: cannot be read (ENOENT): its name is probably not valid UTF-8; not scored',
  );
  expect(trial('prep').verdicts.find((v: { task: string }) => v.task === 'case_001')).toMatchObject({
    status: 'error',
  });
  // The other tasks are still scored.
  expect(trial('qa').coverage.scored).toBe(5);
});
