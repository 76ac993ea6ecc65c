/**
 * The one backoff of every client that retries: the judge client (core/judge/client.ts), the git
 * fetch of the benchmark, the blob download of an artifact, and the GitHub client's "list again
 * after a lost create" (the GitHub client's own retries are @octokit/plugin-retry and
 * plugin-throttling, given the same policy: see github/octokit.ts).
 *
 * Retry n waits base·2^(n−1) with ±25 % jitter; a server's wait (Retry-After, a rate-limit reset)
 * is a floor; no wait is longer than maxMs.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first wait, and the time unit of the GitHub client's waits (a server's second). */
  baseMs: number;
  /** The longest single wait. */
  maxMs: number;
}

/**
 * The policy of the GitHub side (API, git fetch, blob download): AGENT_EVAL_RETRY_BASE_MS
 * (default 1000 ms; the tests make it short) and AGENT_EVAL_RETRY_MAX_MS (default 60 s).
 */
export function retryPolicy(env: NodeJS.ProcessEnv = process.env): RetryPolicy {
  const num = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return { attempts: 4, baseMs: num('AGENT_EVAL_RETRY_BASE_MS', 1000), maxMs: num('AGENT_EVAL_RETRY_MAX_MS', 60_000) };
}

/** The wait before retry `retry` (1: the first retry), in ms. */
export function backoff(retry: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, serverWaitMs?: number): number {
  const exponential = policy.baseMs * 2 ** (retry - 1);
  const jittered = exponential * (0.75 + Math.random() * 0.5);
  const wanted = serverWaitMs !== undefined ? Math.max(serverWaitMs, jittered) : jittered;
  return Math.round(Math.min(wanted, policy.maxMs));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryDecision {
  retry: boolean;
  /** A server-requested wait (Retry-After, rate-limit reset), in ms. */
  waitMs?: number;
  reason?: string;
}

/** Runs `operation` until it succeeds, `classify` calls its failure final, or the attempts run out. */
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
