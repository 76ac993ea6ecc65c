/**
 * Causal Collaboration Effectiveness from saved judge records (docs/cce.md): per task |C|/|T|
 * (4 decimals) for a successful task, 0 for a failed one. A successful task whose judge record
 * is missing or failed is pending, never zero.
 */
import { z } from 'zod';
import { formatIssues } from '../../manifest/zod-issues.js';
import { roundTo } from '../../metrics/common.js';

export const CCE_METHOD = 'cce_saved_judge_v1';

const Id = z.union([z.string(), z.number()]);

export const JudgeRecordSchema = z.object({
  task_key: z.string().min(1),
  judge: z.object({ model: z.string().min(1), endpoint: z.string() }),
  C: z.array(Id).optional(),
  T: z.array(Id).optional(),
  error: z.string().optional(),
});

export type JudgeRead =
  | { kind: 'ok'; task: string; judge: { model: string; endpoint: string }; value: number }
  | { kind: 'failed'; task: string; judge: { model: string; endpoint: string }; reason: string }
  | { kind: 'invalid'; task: string | null; error: string };

export function readJudgeRecord(data: unknown): JudgeRead {
  const parsed = JudgeRecordSchema.safeParse(data);
  if (!parsed.success) {
    const task =
      typeof (data as { task_key?: unknown })?.task_key === 'string' ? (data as { task_key: string }).task_key : null;
    return { kind: 'invalid', task, error: `judge record: ${formatIssues(parsed.error)}` };
  }
  const { task_key: task, judge, C, T, error } = parsed.data;
  if (error !== undefined) return { kind: 'failed', task, judge, reason: error };
  if (!C || !T) return { kind: 'invalid', task, error: 'judge record: needs C and T (or error)' };
  const total = new Set(T.map(String));
  const causal = new Set(C.map(String));
  if (total.size === 0) return { kind: 'invalid', task, error: 'judge record: T is empty' };
  for (const c of causal) {
    if (!total.has(c))
      return { kind: 'invalid', task, error: `judge record: C contains ${JSON.stringify(c)}, which is not in T` };
  }
  return { kind: 'ok', task, judge, value: roundTo(causal.size / total.size, 4) };
}
