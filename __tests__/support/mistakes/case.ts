/**
 * The submitter mistakes we name with their fix (docs/submission.md, "Common mistakes"). Each
 * case copies the example benchmark and the demo run into a temp directory, makes one mistake
 * in the copy, scores it with the CLI in-process, and checks that what the submitter reads (the
 * terminal and summary.md) names the file, the problem and the fix.
 */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, type CliResult } from '../helpers.js';
import { DEMO, EXAMPLE } from '../runner.js';

export interface Mistake {
  /** A stable slug, also the row's anchor in docs/submission.md's table. */
  id: string;
  /** The mistake, as the docs table says it. */
  mistake: string;
  /** The fix, as the docs table says it. */
  fix: string;
  /** Makes the mistake in the copied run (and, rarely, the copied benchmark). */
  make(dirs: { run: string; benchmark: string }): void;
  /** Extra arguments to `agent-eval score` (e.g. `--suite prep`). */
  args?: string[];
  /** What the submitter must read: each pattern must match the terminal output or summary.md. */
  says: { file: RegExp; problem: RegExp; fix: RegExp };
  /** When the mistake leaves the verdicts as they are, Needs attention must not be empty. */
  attention?: boolean;
}

export interface MistakeResult extends CliResult {
  /** summary.md as written, or '' when none was written. */
  summary: string;
  /** stdout + stderr + summary.md, what the checks match against. */
  all: string;
  run: string;
  benchmark: string;
  out: string;
}

export async function scoreMistake(m: Mistake): Promise<MistakeResult> {
  const root = tempDir('agent-eval-mistake-');
  const benchmark = path.join(root, 'benchmark');
  const run = path.join(root, 'run');
  const out = path.join(root, 'out');
  cpSync(EXAMPLE, benchmark, { recursive: true });
  cpSync(DEMO, run, { recursive: true });
  m.make({ run, benchmark });
  const result = await cli('score', '--benchmark', benchmark, '--run', run, '--out', out, ...(m.args ?? []));
  let summary = '';
  try {
    summary = readFileSync(path.join(out, 'summary.md'), 'utf8');
  } catch {
    // no summary written: the checks see the terminal only
  }
  return { ...result, summary, all: `${result.stdout}\n${result.stderr}\n${summary}`, run, benchmark, out };
}
