/** The `kind: trajectory` section of agent-eval.yml (docs/manifest.md). Unknown keys are errors. */
import { z } from 'zod';
import { BenchmarkPath, SuiteName, splitFields, VerifierSchema } from '../../manifest/parts.js';

export const PsrSchema = z.strictObject({
  method: z.literal('checkpoint_fraction_v1'),
  upper_bounds: z.array(z.string().min(1)).default([]).describe('labels whose value is actual/limit'),
  targets: z
    .record(z.string(), z.record(z.string(), z.number().positive()))
    .default({})
    .describe('task -> label -> target; required for bare values, overrides a denominator'),
});

/** How agent-eval's own CCE judge reads a task (docs/cce.md). */
const CceJudgeConfigSchema = z.strictObject({
  protocol: z
    .literal('cce_backward_v1')
    .default('cce_backward_v1')
    .describe('judge protocol version (prompts and method); part of the cache key'),
  objective_keys: z
    .array(z.string().min(1))
    .min(1)
    .default(['objective', 'goal', 'task', 'description'])
    .describe('top-level keys of the task file holding the objective, first present wins'),
  context_markers: z
    .array(z.string().min(1))
    .default(['context', 'game_context', 'world', 'environment', 'initial_state', 'map'])
    .describe(
      'top-level keys of the task file whose values form the game context excerpt; none present: the whole file',
    ),
  context_chars: z
    .number()
    .int()
    .positive()
    .max(200_000)
    .default(6000)
    .describe('bound of the game context excerpt, in characters'),
  objective_chars: z.number().int().positive().max(50_000).default(2000),
  action_chars: z
    .number()
    .int()
    .positive()
    .max(20_000)
    .default(500)
    .describe('bound of one action string shown to the judge'),
  answer_chars: z
    .number()
    .int()
    .positive()
    .max(20_000)
    .default(2000)
    .describe('bound of each raw judge answer kept in the report'),
});

const CceSchema = z.strictObject({
  records: z
    .string()
    .min(1)
    .optional()
    .describe('glob of saved judge records inside a trial directory (used when no judge is configured)'),
  judge: CceJudgeConfigSchema.prefault({}),
});

const LimitsSchema = z.strictObject({
  record_bytes: z
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
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
  ...splitFields,
  verifier: VerifierSchema,
  psr: PsrSchema.optional(),
  cce: CceSchema.optional().describe(
    'Causal Collaboration Effectiveness: computed with an LLM judge when one is configured, else from saved judge records',
  ),
  limits: LimitsSchema.prefault({}),
  import: z
    .strictObject({
      stage: z
        .string()
        .min(1)
        .describe('the `stage` of checkpoint-inputs rows that are tasks of this suite (AgentWorld: main, augmented)'),
    })
    .optional()
    .describe('how `agent-eval import checkpoint-inputs` places imported rows (docs/import.md)'),
});

export type TrajectorySuite = z.output<typeof TrajectorySuiteSchema>;
export type PsrConfig = z.output<typeof PsrSchema>;
export type CceJudgeConfig = z.output<typeof CceJudgeConfigSchema>;
