/**
 * The benchmark manifest `agent-eval.yml` (DESIGN 2). One zod schema is the source of truth:
 * it validates manifests and generates the published JSON Schema. Unknown keys are errors.
 */
import { z } from 'zod';

/** A path inside the benchmark: relative, POSIX, no `..` segment. */
const BenchmarkPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split(/[\\/]/).includes('..'), {
    message: 'must be a relative path inside the benchmark (no leading "/", no "..")',
  });

const SuiteName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "-" or "." (it names a directory)');

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

export const PsrSchema = z.strictObject({
  method: z.literal('checkpoint_fraction_v1'),
  upper_bounds: z.array(z.string().min(1)).default([]).describe('labels whose value is actual/limit'),
  targets: z
    .record(z.string(), z.record(z.string(), z.number().positive()))
    .default({})
    .describe('task -> label -> target; required for bare values, overrides a denominator'),
});

/** How agent-eval's own CCE judge reads a task (DESIGN 4.1, docs/cce.md). */
export const CceJudgeConfigSchema = z.strictObject({
  protocol: z.literal('cce_backward_v1').default('cce_backward_v1').describe('judge protocol version (prompts and method); part of the cache key'),
  objective_keys: z
    .array(z.string().min(1))
    .min(1)
    .default(['objective', 'goal', 'task', 'description'])
    .describe("top-level keys of the task file holding the objective, first present wins"),
  context_markers: z
    .array(z.string().min(1))
    .default(['context', 'game_context', 'world', 'environment', 'initial_state', 'map'])
    .describe("top-level keys of the task file whose values form the game context excerpt; none present: the whole file"),
  context_chars: z.number().int().positive().max(200_000).default(6000).describe('bound of the game context excerpt, in characters'),
  objective_chars: z.number().int().positive().max(50_000).default(2000),
  action_chars: z.number().int().positive().max(20_000).default(500).describe('bound of one action string shown to the judge'),
  answer_chars: z.number().int().positive().max(20_000).default(2000).describe('bound of each raw judge answer kept in the report'),
});

export const CceSchema = z.strictObject({
  records: z.string().min(1).optional().describe('glob of saved judge records inside a trial directory (used when no judge is configured)'),
  judge: CceJudgeConfigSchema.prefault({}),
});

export const LimitsSchema = z.strictObject({
  record_bytes: z.number().int().positive().default(64 * 1024 * 1024),
  json_depth: z.number().int().positive().max(10_000).default(256),
});

export const TrajectorySuiteSchema = z.strictObject({
  name: SuiteName,
  kind: z.literal('trajectory'),
  description: z.string().optional(),
  tasks: BenchmarkPath.describe('non-recursive glob of task files; task key = file stem'),
  records: z.string().min(1).default('**/*_trajectory.json').describe('glob of record files inside a trial directory'),
  identity: z
    .array(z.enum(['task_key', 'task_source', 'task_id']))
    .min(1)
    .default(['task_key', 'task_source', 'task_id'])
    .describe('record fields that identify the task, in order'),
  trials: z.number().int().positive().optional().describe('number of trials a complete submission has'),
  trial_pattern: z.string().min(1).default('trial-*'),
  verifier: VerifierSchema,
  psr: PsrSchema.optional(),
  cce: CceSchema.optional().describe('Causal Collaboration Effectiveness: computed with an LLM judge when one is configured, else from saved judge records'),
  limits: LimitsSchema.prefault({}),
});

export const TableSuiteSchema = z.strictObject({
  name: SuiteName,
  kind: z.literal('table'),
  description: z.string().optional(),
  cases: BenchmarkPath.describe('directory of ground-truth cases: case_xxx/{config.json, output_NN.csv}'),
  tolerance: z.number().min(0).lt(1).default(0.02).describe('relative numeric tolerance (PrepBench: 0.02)'),
  modes: z.array(z.string().min(1)).min(1).optional().describe("if set, a trial directory's name must be one of these"),
  trials: z.number().int().positive().optional().describe('number of trials a complete submission has'),
  trial_pattern: z.string().min(1).default('trial-*'),
  limits: z.strictObject({ csv_bytes: z.number().int().positive().default(128 * 1024 * 1024) }).prefault({}),
});

export const OutputSuiteSchema = z.strictObject({
  name: SuiteName,
  kind: z.literal('output'),
  description: z.string().optional(),
  tasks: BenchmarkPath.describe('tasks file (YAML or JSON) listing per-task expectations; task key = its key under `tasks`'),
  records: z
    .string()
    .min(1)
    .default('**/*.{json,jsonl}')
    .describe('glob of record files inside a trial directory: *.jsonl are event logs, anything else a per-task JSON record'),
  trials: z.number().int().positive().optional().describe('number of trials a complete submission has'),
  trial_pattern: z.string().min(1).default('trial-*'),
  limits: z
    .strictObject({
      record_bytes: z.number().int().positive().default(16 * 1024 * 1024),
      json_depth: z.number().int().positive().max(10_000).default(256),
      regex_timeout_ms: z.number().int().positive().max(60_000).default(1000).describe('time bound of one regex expectation on one output'),
    })
    .prefault({}),
});

export const SuiteSchema = z.discriminatedUnion('kind', [TrajectorySuiteSchema, TableSuiteSchema, OutputSuiteSchema]);

export const ManifestSchema = z
  .strictObject({
    version: z.literal(1),
    name: z.string().min(1),
    description: z.string().optional(),
    suites: z.array(SuiteSchema).min(1),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>();
    m.suites.forEach((s, i) => {
      if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: ['suites', i, 'name'], message: `duplicate suite name "${s.name}"` });
      seen.add(s.name);
    });
  });

export type Manifest = z.output<typeof ManifestSchema>;
export type Suite = Manifest['suites'][number];
export type TrajectorySuite = z.output<typeof TrajectorySuiteSchema>;
export type TableSuite = z.output<typeof TableSuiteSchema>;
export type OutputSuite = z.output<typeof OutputSuiteSchema>;
export type VerifierConfig = z.output<typeof VerifierSchema>;
export type PsrConfig = z.output<typeof PsrSchema>;
export type CceJudgeConfig = z.output<typeof CceJudgeConfigSchema>;
