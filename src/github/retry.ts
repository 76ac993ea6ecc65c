/**
 * Retries with exponential backoff for transient failures (5xx, rate limits, network errors,
 * flaky git transports). AGENT_EVAL_RETRY_BASE_MS sets the first delay (default 1000 ms; the
 * tests make it short); delays double per attempt, with jitter, and a server's Retry-After is
 * honoured up to AGENT_EVAL_RETRY_MAX_MS (default 60 s).
 */

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

export function retryPolicy(env: NodeJS.ProcessEnv = process.env): RetryPolicy {
  const num = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return { attempts: 4, baseMs: num('AGENT_EVAL_RETRY_BASE_MS', 1000), maxMs: num('AGENT_EVAL_RETRY_MAX_MS', 60_000) };
}

export interface RetryDecision {
  retry: boolean;
  /** A server-requested wait (Retry-After, rate-limit reset), in ms. */
  waitMs?: number;
  reason?: string;
}

export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  classify: (err: unknown) => RetryDecision,
  policy: RetryPolicy,
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (err) {
      const decision = classify(err);
      if (!decision.retry || attempt >= policy.attempts) throw err;
      const delayMs = backoff(attempt, policy, decision.waitMs);
      onRetry?.({ attempt, delayMs, reason: decision.reason ?? (err instanceof Error ? err.message : String(err)) });
      await sleep(delayMs);
    }
  }
}

export function backoff(attempt: number, policy: RetryPolicy, waitMs?: number): number {
  const exponential = policy.baseMs * 2 ** (attempt - 1);
  const jittered = exponential * (0.75 + Math.random() * 0.5);
  const wanted = waitMs !== undefined ? Math.max(waitMs, jittered) : jittered;
  return Math.round(Math.min(wanted, policy.maxMs));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface HttpLikeError {
  status?: number;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
  message?: string;
}

/** Is this HTTP failure (an octokit RequestError or alike) worth another try? */
export function classifyHttpError(err: unknown, now = Date.now()): RetryDecision {
  const e = (err ?? {}) as HttpLikeError;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const headers = e.response?.headers ?? {};
  const header = (name: string) => {
    const v = headers[name] ?? headers[name.toLowerCase()];
    return v === undefined ? undefined : String(v);
  };
  const retryAfter = header('retry-after');
  const retryAfterMs = retryAfter !== undefined && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined;
  if (status === undefined) return { retry: true, reason: e.message ?? 'network error' };
  if (status === 429) return { retry: true, waitMs: retryAfterMs, reason: 'rate limited (HTTP 429)' };
  if (status === 403) {
    const remaining = header('x-ratelimit-remaining');
    const message = `${e.message ?? ''} ${JSON.stringify(e.response?.data ?? '')}`;
    if (remaining === '0' || retryAfterMs !== undefined || /rate limit/i.test(message)) {
      const reset = Number(header('x-ratelimit-reset'));
      const resetMs = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
      return { retry: true, waitMs: retryAfterMs ?? resetMs, reason: 'rate limited (HTTP 403)' };
    }
    return { retry: false };
  }
  if (status >= 500 || status === 408) return { retry: true, waitMs: retryAfterMs, reason: `HTTP ${status}` };
  return { retry: false };
}
