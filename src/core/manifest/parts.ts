/**
 * The parts of agent-eval.yml that several suite kinds share: benchmark paths, suite names and
 * the verifier section. Each kind's own section is in its directory (kinds/<kind>/schema.ts).
 */
import { z } from 'zod';
import { globToRegExp } from '../fs/glob.js';

/** A path inside the benchmark: relative, POSIX, no `..` segment. */
export const BenchmarkPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split(/[\\/]/).includes('..'), {
    message: 'must be a relative path inside the benchmark (no leading "/", no "..")',
  });

export const SuiteName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "-" or "." (it names a directory)');

export const VerifierSchema = z.strictObject({
  command: z.array(z.string().min(1)).min(1).describe('argv of the verifier, run with cwd = benchmark root'),
  protocol: z.enum(['jsonl', 'exec']).default('jsonl').describe('jsonl: persistent workers; exec: one process per task'),
  timeout_s: z.number().positive().max(86_400).default(60).describe('per-task timeout in seconds'),
  workers: z.number().int().positive().max(64).optional().describe('parallel workers; default one per core'),
  env: z
    .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
    .default([])
    .describe('extra environment variable names passed through to the verifier (never tokens)'),
});

export type VerifierConfig = z.output<typeof VerifierSchema>;

/**
 * A suite's splits (docs/splits.md): name -> the tasks of the split, a task-key glob (picomatch,
 * as fs/glob.ts reads it) or a list of task keys. Splits are views over the suite's one set of
 * verdicts: every split gets its own coverage, `valid`, `final`, metrics and reliability.
 */
/** The longest split glob. */
export const MAX_SPLIT_GLOB = 1000;

export const SplitsSchema = z
  .record(SuiteName, z.union([z.string().min(1).max(MAX_SPLIT_GLOB), z.array(z.string().min(1)).min(1)]))
  .superRefine((splits, ctx) => {
    if (Object.keys(splits).length === 0) ctx.addIssue({ code: 'custom', message: 'declares no split (leave `splits` out instead)' });
    for (const [name, match] of Object.entries(splits)) {
      if (typeof match !== 'string') continue;
      try {
        globToRegExp(match);
      } catch (err) {
        ctx.addIssue({ code: 'custom', path: [name], message: (err as Error).message });
      }
    }
  })
  .describe('split name -> task-key glob or list of task keys; each split is scored, reported and ranked on its own');

/** The fields every suite kind has for splits (spread into each kind's schema). */
export const splitFields = {
  splits: SplitsSchema.optional(),
  publish: z.boolean().default(true).describe("false: the suite's own figures over all its tasks are not headline figures, only its splits' are"),
};

export type Splits = z.output<typeof SplitsSchema>;
