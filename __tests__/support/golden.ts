/**
 * Golden files (__tests__/golden/): rendered views kept in the repository and reviewed in the
 * diff when a view changes. A test compares its rendering with the file; with
 * AGENT_EVAL_UPDATE_GOLDEN=1 it rewrites the file instead.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../src/core/report/schema.js';
import { renderMarkdown } from '../../src/core/views/markdown.js';
import { commentBody } from '../../src/action/texts.js';
import { stickyMarker } from '../../src/github/comment.js';
import { REPO, tempDir } from './helpers.js';

export const GOLDEN_DIR = path.join(REPO, '__tests__/golden');

/** Where the golden comments say the report is (a run URL and an artifact that do not change). */
export const GOLDEN_WHERE = {
  runUrl: 'https://github.com/OWNER/REPO/actions/runs/1',
  artifactName: 'agent-eval-report',
  outDir: 'out',
};

/** The comment's body as the action posts it (the marker line aside), for a report. */
export function goldenComment(report: Report): string {
  return commentBody(renderMarkdown(report), GOLDEN_WHERE, 'X.Y.Z', stickyMarker('agent-eval').length).body;
}

/** Compares `text` with the golden file `name`, or rewrites it with AGENT_EVAL_UPDATE_GOLDEN=1. */
export function expectGolden(name: string, text: string): void {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.AGENT_EVAL_UPDATE_GOLDEN === '1') writeFileSync(file, text);
  expect(existsSync(file)).toBe(true);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

/**
 * The example benchmark in a git repository of its own, with no remote: a golden report is the
 * same whether this repository was cloned (its checkout has an origin) or not.
 */
export function exampleCheckout(): string {
  const bench = path.join(tempDir(), 'benchmark');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, {
    recursive: true,
    filter: (src) => !src.includes('__pycache__'),
  });
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: bench, stdio: 'pipe' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'benchmark');
  return bench;
}
