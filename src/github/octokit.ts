/**
 * The GitHub REST client every part of the action uses: @actions/github's octokit (GITHUB_API_URL,
 * the runner's proxy) with octokit's own retry and throttling plugins, given our retry policy:
 *   - @octokit/plugin-retry retries 5xx, 429 and network errors (not 400, 401, 403, 404, 410,
 *     422, 451), waiting (n+1)² time units before retry n+1;
 *   - @octokit/plugin-throttling waits out a rate limit (a 403 or 429 with
 *     `x-ratelimit-remaining: 0`, or a secondary rate limit with its `retry-after`) and spaces
 *     writes as GitHub asks (1 time unit between writes, 3 between writes that notify, such as
 *     a new comment; with Bottleneck, the plugin's own scheduler);
 *   - the time unit is policy.baseMs (1000 ms: a server's second; the tests make it short), a wait
 *     longer than policy.maxMs is not waited (the request fails), and a request is tried at most
 *     policy.attempts times across both plugins.
 * A POST is never retried by the plugins (it may have reached GitHub before its answer was lost):
 * `createAfterListing` lists again before another create, so nothing is created twice. A GraphQL
 * query (a POST that only reads) is retried like a GET.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { backoff, sleep, type RetryPolicy } from '../core/util/backoff.js';

export type Octokit = ReturnType<typeof getOctokit>;

export interface Log {
  info: (message: string) => void;
  warning: (message: string) => void;
}

/** What one request has gone through so far, by its options object (the same object on every retry of it). */
interface Attempts {
  count: number;
  lastFailure: string;
}

/** The write spacing, one per time unit and process: every client of a run waits its turn in the same queue. */
const spacing = new Map<number, { write: Bottleneck.Group; notifications: Bottleneck.Group }>();
function spaced(unitMs: number): { write: Bottleneck.Group; notifications: Bottleneck.Group } {
  let groups = spacing.get(unitMs);
  if (!groups) {
    groups = {
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: unitMs }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * unitMs }),
    };
    spacing.set(unitMs, groups);
  }
  return groups;
}

/** An octokit for GITHUB_API_URL (or `baseUrl`) whose requests are retried and throttled by `policy`. */
export function makeOctokit(token: string, policy: RetryPolicy, log: Log, baseUrl?: string): Octokit {
  const attempts = new WeakMap<object, Attempts>();
  const describe = (options: { method?: unknown; url?: unknown }) =>
    `GitHub API ${String(options.method)} ${String(options.url)}`;

  // Registered before the plugins, so it sits inside them and sees every attempt of a request.
  const countAttempts = (octokit: { hook: Octokit['hook'] }) => {
    octokit.hook.wrap('request', async (request, options) => {
      const seen = attempts.get(options);
      const count = (seen?.count ?? 0) + 1;
      if (seen)
        log.warning(
          `${describe(options)} failed (attempt ${seen.count} of ${policy.attempts}): ${seen.lastFailure}; retrying`,
        );
      const req = (options.request ??= {}) as { retries?: number };
      // A POST is not repeated here (createAfterListing decides), except a GraphQL query (a read, no mutation); a
      // request out of attempts is not either.
      if ((String(options.method).toUpperCase() === 'POST' && !graphqlQuery(options)) || count >= policy.attempts)
        req.retries = 0;
      try {
        return await request(options);
      } catch (err) {
        attempts.set(options, { count, lastFailure: failure(err) });
        throw err;
      }
    });
    return {};
  };

  const onLimit = (kind: string) => (retryAfterS: number, options: { method?: unknown; url?: unknown }) => {
    const waitMs = retryAfterS * policy.baseMs;
    const count = attempts.get(options)?.count ?? 1;
    if (count >= policy.attempts) return false;
    if (waitMs > policy.maxMs) {
      log.warning(
        `${describe(options)} hit ${kind}; the wait asked for (${retryAfterS} s) is longer than agent-eval waits (${Math.round(policy.maxMs / 1000)} s): not retried`,
      );
      return false;
    }
    log.info(`${describe(options)} hit ${kind}: waiting ${waitMs} ms as GitHub asks`);
    return true;
  };

  return getOctokit(
    token,
    {
      ...(baseUrl ? { baseUrl } : {}),
      retry: { retries: Math.max(0, policy.attempts - 1), retryAfterBaseValue: policy.baseMs },
      throttle: {
        retryAfterBaseValue: policy.baseMs,
        ...spaced(policy.baseMs),
        onRateLimit: onLimit('the rate limit'),
        onSecondaryRateLimit: onLimit('a secondary rate limit'),
      },
    },
    countAttempts,
    retry,
    throttling,
  );
}

/** A GraphQL request that only reads (no `mutation`): safe to repeat. */
function graphqlQuery(options: { url?: unknown; query?: unknown }): boolean {
  return (
    String(options.url).endsWith('/graphql') &&
    typeof options.query === 'string' &&
    /^\s*(?:query\b|\{)/.test(options.query)
  );
}

/** Why a request failed, for the log: `HTTP 502`, `rate limited (HTTP 403)`, or the network error. */
function failure(err: unknown): string {
  const status = statusOf(err);
  if (status === undefined) return (err as Error)?.message ?? 'network error';
  const headers = (err as { response?: { headers?: Record<string, unknown> } }).response?.headers ?? {};
  const limited =
    status === 429 ||
    (status === 403 && (headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test((err as Error).message ?? '')));
  return limited ? `rate limited (HTTP ${status})` : `HTTP ${status}`;
}

export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A failure that may not be final: no answer, a 5xx, 408 or 429 (octokit reports a network error as HTTP 500). */
function transient(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * Finds the thing, or creates it; after a create that failed transiently (it may have reached
 * GitHub before its answer was lost), it is looked for again before the next create, so it is
 * never created twice. Retries with the shared backoff.
 */
export async function createAfterListing<T>(
  what: string,
  find: () => Promise<T | null>,
  create: () => Promise<T>,
  policy: RetryPolicy,
  log: Log,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const found = await find();
    if (found !== null) return found;
    try {
      return await create();
    } catch (err) {
      if (!transient(err) || attempt >= policy.attempts) throw err;
      const delayMs = backoff(attempt, policy);
      log.warning(
        `Creating ${what} failed (attempt ${attempt} of ${policy.attempts}): ${failure(err)}; looking for it again in ${delayMs} ms`,
      );
      await sleep(delayMs);
    }
  }
}
