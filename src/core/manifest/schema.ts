/**
 * The benchmark manifest `agent-eval.yml` (docs/manifest.md). One zod schema is the source of truth:
 * it validates manifests and generates the published JSON Schema. Unknown keys are errors.
 * Each suite section is its kind's own schema (kinds/<kind>/schema.ts), taken from the
 * registry of kinds (kinds/registry.ts).
 */
import { z } from 'zod';
import type { OutputSuite } from '../kinds/output/schema.js';
import type { SuiteConfig } from '../kinds/kind.js';
import { allKinds, derived } from '../kinds/registry.js';
import type { TableSuite } from '../kinds/table/schema.js';
import type { TrajectorySuite } from '../kinds/trajectory/schema.js';
import { SetupSchema, type Setup } from './setup.js';

/** One suite section: the schema of the kind its `kind` names. */
export const suiteSchema = derived(() => {
  const [first, ...rest] = allKinds().map((k) => k.schema);
  return z.discriminatedUnion('kind', [first!, ...rest]);
});

export const manifestSchema = derived(() =>
  z
    .strictObject({
      version: z.literal(1),
      name: z.string().min(1),
      description: z.string().optional(),
      suites: z.array(suiteSchema()).min(1),
      setup: SetupSchema.optional(),
    })
    .superRefine((m, ctx) => {
      const seen = new Set<string>();
      (m.suites as unknown as SuiteConfig[]).forEach((s, i) => {
        if (seen.has(s.name))
          ctx.addIssue({ code: 'custom', path: ['suites', i, 'name'], message: `duplicate suite name "${s.name}"` });
        seen.add(s.name);
      });
    }),
);

/** A suite section of a built-in kind (a kind registered later is reached through the registry). */
export type Suite = TrajectorySuite | TableSuite | OutputSuite;
export interface Manifest {
  version: 1;
  name: string;
  description?: string | undefined;
  suites: Suite[];
  setup?: Setup | undefined;
}
export type { TrajectorySuite, PsrConfig, CceJudgeConfig } from '../kinds/trajectory/schema.js';
export type { TableSuite } from '../kinds/table/schema.js';
export type { VerifierConfig } from './parts.js';
