/**
 * The tasks file of an output suite (docs/output.md): per task, what its output must contain.
 * Expectations come from the benchmark only, never from a submission. Validated with zod;
 * every problem names the tasks file and the path inside it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../../errors.js';
import { parseYaml } from '../../manifest/yaml.js';
import { formatIssues } from '../../manifest/zod-issues.js';
import { byCodeUnit } from '../../util/order.js';
import { keyedRecord } from '../../util/record.js';

const TASK_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const NonEmpty = z.string().min(1, 'must not be empty');

const ARTIFACT_MATCHERS = ['exact', 'set', 'number'] as const;

const ArtifactCheckSchema = z
  .strictObject({
    key: NonEmpty.describe('artifact name in the record'),
    exact: z.string().optional().describe('the artifact must be exactly this string'),
    set: z
      .union([z.string(), z.array(z.union([z.string(), z.number()]))])
      .optional()
      .describe('comma-separated ids (or a list): compared as sets, order-insensitive, after trimming'),
    number: z.number().optional().describe('the artifact must be this number, within tolerance'),
    tolerance: z.number().min(0).optional().describe('absolute tolerance of `number` (default 0)'),
  })
  .superRefine((c, ctx) => {
    const given = ARTIFACT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
      ctx.addIssue({
        code: 'custom',
        message: `give exactly one of ${ARTIFACT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})`,
      });
    if (c.tolerance !== undefined && c.number === undefined)
      ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance applies to `number` only' });
    if (c.set !== undefined && splitIds(c.set).length === 0)
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'the set names no id' });
  });

const OUTPUT_MATCHERS = ['contains', 'not_contains', 'regex', 'exact', 'json'] as const;

const OutputCheckSchema = z
  .strictObject({
    contains: NonEmpty.optional().describe('the full output contains this text'),
    not_contains: NonEmpty.optional().describe('the full output does not contain this text'),
    ignore_case: z.boolean().optional().describe('contains / not_contains: compare case-insensitively'),
    regex: NonEmpty.optional().describe('a JavaScript regular expression that must match somewhere in the full output'),
    flags: z
      .string()
      .regex(/^(?!.*(.).*\1)[imsu]*$/, 'flags are any of i, m, s, u, each at most once')
      .optional(),
    exact: z.string().optional().describe('the full output, trimmed, is exactly this text (trimmed)'),
    json: z.unknown().optional().describe('the last JSON block embedded in the output equals this value'),
  })
  .superRefine((c, ctx) => {
    const given = OUTPUT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
      ctx.addIssue({
        code: 'custom',
        message: `give exactly one of ${OUTPUT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})`,
      });
    if (c.flags !== undefined && c.regex === undefined)
      ctx.addIssue({ code: 'custom', path: ['flags'], message: 'flags apply to `regex` only' });
    if (c.ignore_case !== undefined && c.contains === undefined && c.not_contains === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ignore_case'],
        message: 'ignore_case applies to contains / not_contains only',
      });
    }
    if (c.regex !== undefined) {
      try {
        new RegExp(c.regex, c.flags ?? '');
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          path: ['regex'],
          message: `not a valid regular expression: ${(err as Error).message}`,
        });
      }
    }
  });

const ArtifactChecks = z.array(ArtifactCheckSchema).min(1);

const ArtifactExpectationSchema = z.preprocess(
  (x) => (Array.isArray(x) ? { all: x } : x),
  z
    .strictObject({
      all: ArtifactChecks.optional().describe('every check must hold'),
      any: ArtifactChecks.optional().describe('at least one check must hold'),
    })
    .superRefine((a, ctx) => {
      if ((a.all === undefined) === (a.any === undefined))
        ctx.addIssue({ code: 'custom', message: 'give a list of checks, or exactly one of all, any' });
    }),
);

export const OutputTaskSchema = z
  .strictObject({
    description: z.string().optional(),
    artifacts: ArtifactExpectationSchema.optional().describe(
      'expectations on the structured artifacts (graded first when the record has artifacts)',
    ),
    output: z
      .array(OutputCheckSchema)
      .min(1)
      .optional()
      .describe('expectations on the full output, all of which must hold'),
  })
  .superRefine((t, ctx) => {
    if (t.artifacts === undefined && t.output === undefined)
      ctx.addIssue({ code: 'custom', message: 'a task needs artifacts or output expectations' });
  });

export const OutputTasksFileSchema = z.strictObject({
  version: z.literal(1).optional(),
  description: z.string().optional(),
  tasks: keyedRecord(z.string(), OutputTaskSchema).superRefine((tasks, ctx) => {
    const keys = Object.keys(tasks);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'the file lists no task' });
    for (const key of keys) {
      if (!TASK_KEY.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'a task key must be letters, digits, "_", "-" or "." (not starting with one of the last three)',
        });
    }
  }),
});

export type ArtifactCheck = z.output<typeof ArtifactCheckSchema>;
export type OutputCheck = z.output<typeof OutputCheckSchema>;
export type OutputTask = z.output<typeof OutputTaskSchema>;

/** Reads and validates a tasks file; `where` names the manifest entry that points at it. */
export async function loadOutputTasks(
  root: string,
  tasksPath: string,
  manifestFile: string,
  where: string,
): Promise<Map<string, OutputTask>> {
  const file = path.join(root, tasksPath);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new ConfigError(
      manifestFile,
      `${where}: cannot read the tasks file ${tasksPath} (${(err as NodeJS.ErrnoException).code ?? err})`,
    );
  }
  const parsed = OutputTasksFileSchema.safeParse(parseYaml(text, file));
  if (!parsed.success) throw new ConfigError(file, formatIssues(parsed.error));
  return new Map(Object.entries(parsed.data.tasks).sort(([a], [b]) => byCodeUnit(a, b)));
}

/** `"a, b,,c"` or `["a", " b"]` -> `["a", "b", "c"]`: trimmed, empty items dropped. */
export function splitIds(value: string | ReadonlyArray<string | number>): string[] {
  const items = typeof value === 'string' ? value.split(',') : value.map(String);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}
