/**
 * `agent-eval init` (docs/cli.md): on a copy of the example benchmark without its manifest, and
 * on a copy of the AgentWorld subset's layout, it writes what it finds, pins every caller, and
 * overwrites nothing without --force.
 */
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir } from '../support/helpers.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const SHA = '0123456789abcdef0123456789abcdef01234567';
const AGENTWORLD = process.env.AGENT_EVAL_AGENTWORLD ?? path.resolve(REPO, '../shared/corpora/agentworld-subset');

function example(): string {
  const dir = path.join(tempDir('agent-eval-init-'), 'benchmark');
  cpSync(path.join(REPO, 'examples/benchmark'), dir, { recursive: true });
  rmSync(path.join(dir, 'agent-eval.yml'));
  return dir;
}

test('on the example benchmark without its manifest, init writes one that validate passes, and pinned callers', async () => {
  const bench = example();
  const r = await cli('init', '--benchmark', bench, '--uses', `acme/agent-eval@${SHA}`);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(
    /found: 2 task catalog\(s\), 1 jsonl worker\(s\), 1 ground-truth case directory, 1 output tasks file\(s\)/,
  );
  expect(r.stdout).toMatch(/wrote agent-eval\.yml\nwrote \.github\/workflows\/agent-eval-review\.yml\n/);
  expect(r.stdout).toMatch(/next steps:\n {2}1\. .*\n {2}2\. agent-eval validate --benchmark /);
  const manifest = readFileSync(path.join(bench, 'agent-eval.yml'), 'utf8');
  expect(manifest).toContain('tasks: tasks/main/*.yaml');
  expect(manifest).toContain('command: [python3, verifiers/worker.py]');
  expect(manifest).toMatch(/kind: table\n {4}cases: gt/);
  expect(manifest).toMatch(/kind: output\n {4}tasks: qa\/tasks\.yaml/);
  expect(manifest).toMatch(/splits:\n {6}v1: "\*_v1"\n {6}v2: "\*_v2"/);
  const v = await cli('validate', '--benchmark', bench);
  expect(v.stdout).toMatch(/OK: the benchmark is ready to score submissions/);
  expect(v.code).toBe(0);
  const callers = readdirSync(path.join(bench, '.github/workflows')).sort();
  expect(callers).toEqual(['agent-eval-nightly.yml', 'agent-eval-publish.yml', 'agent-eval-review.yml']);
  for (const name of callers) {
    const text = readFileSync(path.join(bench, '.github/workflows', name), 'utf8');
    // Nothing is left as a placeholder: no zeros, no org/agent-eval, no instruction to replace them.
    expect(text).not.toMatch(/0{40}|org\/agent-eval|placeholder|40 zeros/);
    // The rest of the caller's explanation is kept as it is.
    const original = readFileSync(path.join(REPO, 'workflows', name.replace('agent-eval-', '')), 'utf8');
    const kept = (t: string) =>
      t.split('\n').filter((l) => !/^\s*#/.test(l) || /^\s*# - (Runs|The comment|workflow_run|It never)/.test(l));
    expect(kept(text).map((l) => l.replace(/acme\/agent-eval(\S*)@\S+ # pinned by agent-eval init/, 'X'))).toEqual(
      kept(original).map((l) => l.replace(/org\/agent-eval(\S*)@0{40} # v1/, 'X')),
    );
    const uses = text.match(/uses: \S+/g)!.filter((u) => u.includes('agent-eval'));
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses)
      expect(u).toMatch(new RegExp(`^uses: acme/agent-eval(/\\.github/workflows/[a-z-]+\\.yml)?@${SHA}$`));
  }
});

test('init overwrites nothing that exists without --force, and names what it skipped; --uses is required and checked', async () => {
  const bench = example();
  writeFileSync(path.join(bench, 'agent-eval.yml'), 'mine\n');
  const r = await cli('init', '--benchmark', bench, '--uses', `acme/agent-eval@${SHA}`);
  expect(r.stdout).toMatch(/skipped agent-eval\.yml: it exists \(--force overwrites it\)/);
  expect(readFileSync(path.join(bench, 'agent-eval.yml'), 'utf8')).toBe('mine\n');
  const again = await cli('init', '--benchmark', bench, '--uses', `acme/agent-eval@${SHA}`);
  expect(again.stdout).toMatch(/skipped \.github\/workflows\/agent-eval-review\.yml: it exists/);
  const forced = await cli('init', '--benchmark', bench, '--uses', `acme/agent-eval@${SHA}`, '--force');
  expect(forced.stdout).toMatch(/wrote agent-eval\.yml/);
  expect(readFileSync(path.join(bench, 'agent-eval.yml'), 'utf8')).toMatch(/^version: 1/);

  const missing = await cli('init', '--benchmark', example());
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(/--uses OWNER\/REPO@SHA is required/);
  for (const bad of ['acme/agent-eval@v1', 'acme/agent-eval', `agent-eval@${SHA}`]) {
    const b = await cli('init', '--benchmark', example(), '--uses', bad);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/expected OWNER\/REPO@SHA/);
  }
  const only = example();
  const m = await cli('init', '--benchmark', only, '--no-workflows');
  expect(m.code).toBe(0);
  expect(existsSync(path.join(only, '.github'))).toBe(false);
});

test('on a layout like AgentWorld (real upstream files, copied to a temp dir) init finds both catalogs and their verifier files', async () => {
  const bench = path.join(tempDir('agent-eval-init-aw-'), 'agentworld');
  cpSync(AGENTWORLD, bench, { recursive: true });
  const r = await cli('init', '--benchmark', bench, '--uses', `acme/agent-eval@${SHA}`);
  expect(r.stdout).toMatch(/found: 2 task catalog\(s\)/);
  expect(r.stdout).toMatch(
    /not written: data_v0\.1_multi\/v1\.3_augmented: 32 task file\(s\); verifier files beside the tasks: 32 \(task_01_magic_staff_v1_success_criteria\.py/,
  );
  expect(r.stdout).toMatch(
    /not written: data_v0\.1_multi\/v1\.3_benchmark: 16 task file\(s\); verifier files beside the tasks: 16 /,
  );
});
