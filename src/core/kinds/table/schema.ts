/** The `kind: table` section of agent-eval.yml (docs/manifest.md, docs/table-suites.md). Unknown keys are errors. */
import { z } from 'zod';
import { BenchmarkPath, SuiteName, splitFields } from '../../manifest/parts.js';

export const TableSuiteSchema = z.strictObject({
  name: SuiteName,
  kind: z.literal('table'),
  description: z.string().optional(),
  cases: BenchmarkPath.describe('directory of ground-truth cases: case_xxx/{config.json, output_NN.csv}'),
  tolerance: z.number().min(0).lt(1).default(0.02).describe('relative numeric tolerance (PrepBench: 0.02)'),
  modes: z.array(z.string().min(1)).min(1).optional().describe("if set, a trial directory's name must be one of these"),
  trials: z.number().int().positive().optional().describe('number of trials a complete submission has'),
  trial_pattern: z.string().min(1).default('trial-*'),
  ...splitFields,
  limits: z
    .strictObject({
      csv_bytes: z
        .number()
        .int()
        .positive()
        .default(128 * 1024 * 1024),
    })
    .prefault({}),
});

export type TableSuite = z.output<typeof TableSuiteSchema>;
