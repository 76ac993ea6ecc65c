/**
 * The provenance of a set of figures: the benchmark they were scored against (docs/provenance.md).
 * Defined once; the report, partials, compare.json, leaderboard.json and the import index all
 * carry this object as it is, and no consumer restates it.
 */
import { z } from 'zod';

/** At most this many of a dirty checkout's paths are listed (the count says how many there are). */
export const MAX_DIRTY_PATHS = 100;

export const DirtySchema = z.strictObject({
  count: z.number().int().min(1).describe('how many paths differ from the commit'),
  paths: z
    .array(z.string())
    .min(1)
    .max(MAX_DIRTY_PATHS)
    .describe(`the first ${MAX_DIRTY_PATHS} of them, relative to the benchmark directory, sorted by UTF-16 code units`),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional()
    .describe(
      'digest of the uncommitted content: sha256 over every changed path (all of them, not only those listed) with the sha256 of its content as read, or "deleted". Two dirty checkouts are the same benchmark only when these match (docs/provenance.md). Absent in reports written before it existed',
    ),
});

export const BenchmarkInfoSchema = z.strictObject({
  name: z.string(),
  repository: z.string().nullable(),
  commit: z.string().nullable(),
  manifest_sha256: z.string(),
  dirty: DirtySchema.optional().describe(
    'uncommitted changes under the benchmark directory when it was read (git status: modified, added, deleted and untracked files; files git ignores excepted): the figures are not those of `commit` alone. Absent when the checkout is clean, when it is not a git checkout, and in reports written before it existed',
  ),
});

export type BenchmarkInfo = z.infer<typeof BenchmarkInfoSchema>;
export type Dirty = z.infer<typeof DirtySchema>;
