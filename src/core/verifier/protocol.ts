/**
 * What a verifier may answer (docs/verifiers.md). Anything else is a protocol error for that task.
 */
import { z } from 'zod';
import { formatIssues } from '../manifest/zod-issues.js';

export interface VerifyRequest {
  suite: string;
  task: string;
  task_file: string;
  record_file: string;
}

export const CheckpointSchema = z.strictObject({
  label: z.string().min(1),
  actual: z.union([z.number(), z.boolean()]),
  target: z.number().optional(),
});
export type Checkpoint = z.output<typeof CheckpointSchema>;

const Id = z.union([z.string(), z.number()]);

/** A `verify` answer (jsonl: one line per request, echoing its id; exec: the one object printed, id not needed). */
export const ResponseSchema = z.union([
  z.object({ id: Id, error: z.string() }),
  z.object({
    id: Id,
    success: z.boolean(),
    message: z.string().default(''),
    checkpoints: z.array(CheckpointSchema).optional(),
  }),
]);

/** The answer to a validation `check` request: the task resolves, or why not. */
export const CheckResponseSchema = z.union([
  z.object({ id: Id, error: z.string() }),
  z.object({ id: Id, ok: z.literal(true) }),
]);

export type VerifyOutcome =
  | { ok: true; success: boolean; message: string; checkpoints?: Checkpoint[] }
  | { ok: false; error: string; protocolViolation?: boolean };

/**
 * Parses one response. `expectedId` is the request id a jsonl worker must echo; null for the
 * exec protocol, whose single answer needs no id.
 */
export function parseResponse(
  text: string,
  expectedId: string | null,
  mode: 'verify' | 'check' = 'verify',
): VerifyOutcome {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return violation(`verifier printed output that is not JSON: ${clip(text, 200)}`);
  }
  const isObject = (d: unknown): d is Record<string, unknown> =>
    d !== null && typeof d === 'object' && !Array.isArray(d);
  const answerShaped = isObject(data) && ('id' in data || 'success' in data || 'error' in data || 'ok' in data);
  if (expectedId !== null && !answerShaped) {
    // Valid JSON, but no answer to anything (`{}`, a list, a number): a print on the channel
    // (docs/verifiers.md#errors). An answer without its id is another protocol's answer.
    return violation(`verifier printed a line that is not a response (it has no "id"): ${clip(text, 200)}`);
  }
  if (expectedId === null && isObject(data)) {
    data = { ...data, id: '' };
  }
  const parsed = (mode === 'check' ? CheckResponseSchema : ResponseSchema).safeParse(data);
  if (!parsed.success)
    return violation(`verifier response does not follow the protocol: ${formatIssues(parsed.error)}`);
  const r = parsed.data;
  if (expectedId !== null && String(r.id) !== expectedId) {
    return violation(`verifier answered id ${JSON.stringify(r.id)} to request ${JSON.stringify(expectedId)}`);
  }
  if ('error' in r) return { ok: false, error: `verifier error: ${clip(r.error, 2000)}` };
  if (!('success' in r)) return { ok: true, success: true, message: 'resolves' };
  return r.checkpoints
    ? { ok: true, success: r.success, message: r.message, checkpoints: r.checkpoints }
    : { ok: true, success: r.success, message: r.message };
}

function violation(error: string): VerifyOutcome {
  return { ok: false, error, protocolViolation: true };
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}

/** The last `max` characters of a process's stderr, kept for error messages. */
export class TailBuffer {
  private text = '';
  constructor(private readonly max = 4000) {}
  push(chunk: string): void {
    this.text = (this.text + chunk).slice(-this.max);
  }
  take(): string {
    const out = this.text.trim();
    this.text = '';
    return out;
  }
}
