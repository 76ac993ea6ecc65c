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

export const SuiteName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "-" or "." (it names a directory)');

/** The arguments a `verifier.python` function can take, by name (docs/verifiers.md#the-arguments). */
const CALLABLE_ARGS = ['record', 'record_file', 'task', 'task_file', 'task_key', 'suite'] as const;

/** `path/to/file.py:function`: a Python file inside the benchmark and a top-level function of it. */
const CallableSpec = z
  .string()
  .regex(
    /^[^:]+\.py:[A-Za-z_][A-Za-z0-9_]*$/,
    'must be "path/to/file.py:function" (a Python file of the benchmark and a function in it)',
  )
  .refine((spec) => BenchmarkPath.safeParse(spec.slice(0, spec.lastIndexOf(':'))).success, {
    message: 'the file must be a relative path inside the benchmark (no leading "/", no "..")',
  });

export const VerifierSchema = z
  .strictObject({
    python: CallableSpec.optional().describe(
      '"file.py:function": a Python function of the benchmark that agent-eval calls once per task (instead of command)',
    ),
    args: z
      .array(z.enum(CALLABLE_ARGS))
      .optional()
      .describe('with python: the arguments the function takes, in order (default [record])'),
    command: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('argv of the verifier, run with cwd = benchmark root (instead of python)'),
    protocol: z
      .enum(['jsonl', 'exec'])
      .default('jsonl')
      .describe('with command: jsonl: persistent workers; exec: one process per task'),
    timeout_s: z.number().positive().max(86_400).default(60).describe('per-task timeout in seconds'),
    workers: z.number().int().positive().max(64).optional().describe('parallel workers; default one per core'),
    env: z
      .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
      .default([])
      .describe('extra environment variable names passed through to the verifier (never tokens)'),
  })
  .superRefine((v, ctx) => {
    if (v.python === undefined && v.command === undefined)
      ctx.addIssue({ code: 'custom', message: 'needs python (a function to call) or command (a program to run)' });
    if (v.python !== undefined && v.command !== undefined)
      ctx.addIssue({ code: 'custom', path: ['command'], message: 'give python or command, not both' });
    if (v.python !== undefined && v.protocol === 'exec')
      ctx.addIssue({
        code: 'custom',
        path: ['protocol'],
        message: 'protocol is for command; a python function needs none',
      });
    if (v.args !== undefined && v.python === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['args'],
        message: 'args are the arguments of a python function: set python too',
      });
    const seen = new Set<string>();
    v.args?.forEach((a, i) => {
      if (seen.has(a)) ctx.addIssue({ code: 'custom', path: ['args', i], message: `"${a}" is listed twice` });
      seen.add(a);
    });
  });

export type VerifierConfig = z.output<typeof VerifierSchema>;

/**
 * A suite's splits (docs/splits.md): name -> the tasks of the split, a task-key glob (picomatch,
 * as fs/glob.ts reads it) or a list of task keys. Splits are views over the suite's one set of
 * verdicts: every split gets its own coverage, `valid`, `final`, metrics and reliability.
 */
/** The longest split glob. */
export const MAX_SPLIT_GLOB = 1000;

const SplitMatch = z.union([z.string().min(1).max(MAX_SPLIT_GLOB), z.array(z.string().min(1)).min(1)]);

/** A split in its long form: its tasks (as in the short form) and whether it is held out (docs/held-out.md). */
const SplitObject = z.strictObject({
  tasks: SplitMatch.describe('a task-key glob or a list of task keys'),
  held_out: z
    .boolean()
    .default(false)
    .describe('true: no public output carries anything of these tasks but aggregates (docs/held-out.md)'),
});

/** A split's task glob or list, whichever form the manifest gives it in. */
export function splitMatchOf(
  split: string | readonly string[] | { tasks: string | readonly string[] },
): string | readonly string[] {
  return typeof split === 'object' && !Array.isArray(split)
    ? (split as { tasks: string | readonly string[] }).tasks
    : (split as string | readonly string[]);
}

/** Whether a split is held out: its own `held_out`, else its suite's (docs/held-out.md). */
export function splitHeldOut(split: unknown, suiteHeldOut: boolean | undefined): boolean {
  const own =
    typeof split === 'object' && split !== null && !Array.isArray(split)
      ? (split as { held_out?: boolean }).held_out
      : undefined;
  return own === true || suiteHeldOut === true;
}

const SplitsSchema = z
  .record(SuiteName, z.union([SplitMatch, SplitObject]))
  .superRefine((splits, ctx) => {
    if (Object.keys(splits).length === 0)
      ctx.addIssue({ code: 'custom', message: 'declares no split (leave `splits` out instead)' });
    for (const [name, split] of Object.entries(splits)) {
      const match = splitMatchOf(split);
      if (typeof match !== 'string') continue;
      try {
        globToRegExp(match);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          path: typeof split === 'string' ? [name] : [name, 'tasks'],
          message: (err as Error).message,
        });
      }
    }
  })
  .describe('split name -> task-key glob or list of task keys; each split is scored, reported and ranked on its own');

/** The fields every suite kind has for splits (spread into each kind's schema). */
export const splitFields = {
  splits: SplitsSchema.optional(),
  publish: z
    .boolean()
    .default(true)
    .describe("false: the suite's own figures over all its tasks are not headline figures, only its splits' are"),
  held_out: z
    .boolean()
    .default(false)
    .describe("true: no public output carries anything of the suite's tasks but aggregates (docs/held-out.md)"),
  held_out_decimals: z
    .number()
    .int()
    .min(0)
    .max(6)
    .default(1)
    .describe(
      'the decimals held-out headline figures are published with, as percentages (docs/held-out.md); default 1',
    ),
};

export type Splits = z.output<typeof SplitsSchema>;
