/**
 * One run's CCE judge: the chat client (shared concurrency limit and request budget) and the
 * cache of earlier judgements. Created once per `score()` call from ScoreOptions.cce.
 */
import { UsageError } from '../errors.js';
import { loadCache, type CacheRecord } from './cache.js';
import { ChatClient, type ChatClientOptions } from './client.js';

export interface CceJudgeOptions extends Omit<ChatClientOptions, 'endpoint'> {
  /** Chat-completions base URL; without it only cached judgements are used. */
  endpoint?: string;
  /** Directory of cache records from an earlier run (`--cce-cache`). */
  cacheDir?: string;
  /** Re-asks after an answer that fails validation (default 1). */
  answerRetries?: number;
}

export interface CceJudge {
  model: string;
  /** Host (and port) of the endpoint, for the report; null in cache-only mode. */
  endpointHost: string | null;
  client: ChatClient | null;
  cache: Map<string, CacheRecord>;
  cacheSkipped: string[];
  answerRetries: number;
}

export function createCceJudge(options: CceJudgeOptions): CceJudge {
  if (!options.model.trim()) throw new UsageError('--cce-model must not be empty');
  let client: ChatClient | null = null;
  if (options.endpoint) {
    try {
      client = new ChatClient({ ...options, endpoint: options.endpoint });
    } catch (err) {
      throw new UsageError(`--cce-endpoint: ${(err as Error).message}`);
    }
  }
  const cache = options.cacheDir
    ? loadCache(options.cacheDir)
    : { records: new Map<string, CacheRecord>(), skipped: [] };
  return {
    model: options.model,
    endpointHost: client?.endpointHost ?? null,
    client,
    cache: cache.records,
    cacheSkipped: cache.skipped,
    answerRetries: options.answerRetries ?? 1,
  };
}
