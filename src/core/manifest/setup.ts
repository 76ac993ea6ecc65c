/**
 * The benchmark-wide `setup` section of agent-eval.yml (docs/manifest.md, "setup"): what the
 * verifiers need installed in the Python they run with. agent-eval never installs anything itself;
 * `validate` checks it (setup/python.ts) and the reusable workflows install it (docs/verifiers.md).
 */
import { z } from 'zod';
import { BenchmarkPath } from './parts.js';

/** One requirement as pip reads it, simply: a name, optional extras, optional version specifiers. */
export const REQUIREMENT =
  /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?\s*((?:[<>=!~]=?|===)\s*[^;\s]+(?:\s*,\s*(?:[<>=!~]=?|===)\s*[^;\s,]+)*)?\s*(;.*)?$/;

export const SetupSchema = z
  .strictObject({
    python: z
      .strictObject({
        requirements: BenchmarkPath.optional().describe(
          'a requirements file in the benchmark (pip format: one requirement a line)',
        ),
        packages: z
          .array(z.string().min(1).regex(REQUIREMENT, 'must be a requirement such as "pyyaml==6.0.3"'))
          .min(1)
          .optional()
          .describe('requirements listed here, such as "pyyaml==6.0.3"'),
      })
      .refine((p) => p.requirements !== undefined || p.packages !== undefined, {
        message: 'declares nothing: give requirements or packages',
      })
      .describe(
        "what the verifiers need installed in the Python they run with (agent-eval's --python, or python3 on PATH)",
      ),
  })
  .describe('what the verifiers need, for the whole benchmark');

export type Setup = z.output<typeof SetupSchema>;
