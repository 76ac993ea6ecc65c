/** The `kind: output` section of agent-eval.yml (docs/manifest.md, docs/output.md). Unknown keys are errors. */
import { z } from 'zod';
import { BenchmarkPath, SuiteName, splitFields } from '../../manifest/parts.js';

export const OutputSuiteSchema = z.strictObject({
  name: SuiteName,
  kind: z.literal('output'),
  description: z.string().optional(),
  tasks: BenchmarkPath.describe(
    'tasks file (YAML or JSON) listing per-task expectations; task key = its key under `tasks`',
  ),
  records: z
    .string()
    .min(1)
    .default('**/*.{json,jsonl}')
    .describe(
      'glob of record files inside a trial directory: *.jsonl are event logs, anything else a per-task JSON record',
    ),
  trials: z.number().int().positive().optional().describe('number of trials a complete submission has'),
  trial_pattern: z.string().min(1).default('trial-*'),
  ...splitFields,
  limits: z
    .strictObject({
      record_bytes: z
        .number()
        .int()
        .positive()
        .default(16 * 1024 * 1024),
      json_depth: z.number().int().positive().max(10_000).default(256),
      regex_timeout_ms: z
        .number()
        .int()
        .positive()
        .max(60_000)
        .default(1000)
        .describe('time bound of one regex expectation on one output'),
    })
    .prefault({}),
});

export type OutputSuite = z.output<typeof OutputSuiteSchema>;
