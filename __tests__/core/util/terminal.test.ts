/**
 * Names from a run, a partial or a report never reach the terminal as control sequences:
 * an ESC sequence, a C1 control, DEL, a line break or a bidirectional
 * override in a file, trial or directory name is printed visibly escaped (\x1b, \u202e), on
 * every command: checksums, score, merge, the `modes` error.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { terminalLines, terminalText } from '../../../src/core/util/terminal.js';
import { cli, makeBenchmark, REPO, tempDir, trajectory, writeRecords, type CliResult } from '../../support/helpers.js';

/** What a hostile name carries: colour, clear screen, a window title (OSC ... BEL), C1 CSI, DEL, a bidi override and an isolate. */
const EVIL = '\u001b[31mred\u001b[2J\u001b]0;title\u0007\u009b1m\u007fx\u202egpj.exe\u2066';

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function expectClean(r: CliResult): void {
  expect(r.stderr).not.toMatch(RAW_CONTROL);
  expect(r.stdout).not.toMatch(RAW_CONTROL);
  expect(r.stderr).not.toMatch(/internal error/);
}

test('terminalText shows every control character visibly and leaves the rest alone', () => {
  expect(terminalText(EVIL)).toBe('\\x1b[31mred\\x1b[2J\\x1b]0;title\\x07\\x9b1m\\x7fx\\u202egpj.exe\\u2066');
  expect(terminalText('a\nb\tc\rd\u0000\u2028\u2029\u202a\u2069')).toBe(
    'a\\x0ab\\x09c\\x0dd\\x00\\u2028\\u2029\\u202a\\u2069',
  );
  const plain = 'trial-1/C:\\dir/é ü 漢字 😀 \u200b';
  expect(terminalText(plain)).toBe(plain);
  // A message of our own keeps its lines and tabs; a carriage return (it would overwrite the line) is shown.
  expect(terminalLines('one\n\ttwo\r\u001b[K')).toBe('one\n\ttwo\\x0d\\x1b[K');
});

test('checksums: a hostile file name is escaped on stderr and in the YAML, which still parses back to the exact name', async () => {
  const run = tempDir();
  writeFileSync(path.join(run, `${EVIL}.json`), '{}');
  writeFileSync(path.join(run, 'plain.json'), '{}');
  symlinkSync('plain.json', path.join(run, `link${EVIL}`));
  const r = await cli('checksums', '--run', run);
  expect(r.code).toBe(1); // (the symlink cannot be listed)
  expectClean(r);
  expect(r.stderr).toContain(`agent-eval checksums: link${terminalText(EVIL)} is a symlink`);
  expect(Object.keys(parse(r.stdout).files)).toEqual([`${EVIL}.json`, 'plain.json']);
});

test('score: a record named with escapes prints nothing raw; the report keeps the name', async () => {
  const benchmark = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    task_01_logs: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    task_02_staff: trajectory({ task_key: 'task_02_staff' }, { success: false, message: `failed ${EVIL}` }),
  });
  writeFileSync(path.join(run, 'main/trial-1', `${EVIL}_trajectory.json`), '{ not json');
  const out = tempDir();
  const r = await cli('score', '--benchmark', benchmark, '--run', run, '--out', out);
  expectClean(r);
  expect(r.code).toBe(1);
  const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  expect(JSON.stringify(report.suites[0].trials[0].errors)).toContain(JSON.stringify(EVIL).slice(1, -1));
});

test('merge: problems naming hostile partial paths are escaped', async () => {
  const benchmark = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', { task_01_logs: trajectory({ task_key: 'task_01_logs' }, { success: true }) });
  const dir = path.join(tempDir(), `shard${EVIL}`);
  const shard = await cli('score', '--benchmark', benchmark, '--run', run, '--shard', '1/2', '--out', dir);
  expect(shard.code).toBe(0);
  expectClean(shard);
  const r = await cli('merge', dir, dir, '--out', tempDir());
  expectClean(r);
  expect(r.stderr).toContain(
    `merge: duplicate_shard: shard 1/2 given twice (${terminalText(path.join(dir, 'partial.json'))}`,
  );
  expect(r.stderr).toContain('merge: missing_shard: shard 2/2 is missing');
});

test('the `modes` error names a hostile trial directory escaped', async () => {
  const benchmark = path.join(tempDir(), 'bench');
  cpSync(path.join(REPO, 'examples/benchmark'), benchmark, { recursive: true });
  const manifest = path.join(benchmark, 'agent-eval.yml');
  writeFileSync(
    manifest,
    readFileSync(manifest, 'utf8').replace(
      '    tolerance: 0.02\n',
      '    tolerance: 0.02\n    modes: [trial-1, trial-2, trial-3]\n',
    ),
  );
  // A run of the one suite scored (--suite prep): the run directory is the suite's.
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo/prep'), run, { recursive: true });
  rmSync(path.join(run, 'trial-3'), { recursive: true });
  mkdirSync(path.join(run, `trial-${EVIL}`));
  const r = await cli('score', '--benchmark', benchmark, '--run', run, '--suite', 'prep', '--out', tempDir());
  expect(r.code).toBe(2);
  expectClean(r);
  expect(r.stderr).toContain(`the trial directory trial-${terminalText(EVIL)} must be named after one of them`);
});

test('a usage error quoting a hostile path is one escaped line', async () => {
  const r = await cli('checksums', '--run', path.join(tempDir(), `none\n${EVIL}`));
  expect(r.code).toBe(2);
  expectClean(r);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
});
