/**
 * CCE judge settings from the CLI flags or the action inputs, plus the environment: the API key
 * (AGENT_EVAL_CCE_API_KEY; never a flag, so it never shows in process lists) and tuning knobs
 * for retries (AGENT_EVAL_CCE_RETRIES, AGENT_EVAL_CCE_BACKOFF_MS, AGENT_EVAL_CCE_MAX_WAIT_MS).
 */
import { UsageError } from '../errors.js';
import type { CceJudgeOptions } from './session.js';

export const CCE_KEY_ENV = 'AGENT_EVAL_CCE_API_KEY';

export interface CceSettings {
  endpoint?: string;
  model?: string;
  cache?: string;
  concurrency?: string;
  maxRequests?: string;
  timeoutS?: string;
}

/** How each setting is called where it came from (flags or inputs), for error messages. */
const CLI_NAMES: Record<keyof CceSettings, string> = {
  endpoint: '--cce-endpoint',
  model: '--cce-model',
  cache: '--cce-cache',
  concurrency: '--cce-concurrency',
  maxRequests: '--cce-max-requests',
  timeoutS: '--cce-timeout',
};

/** Undefined when no judge is asked for; a UsageError naming the setting when the settings are unusable. */
export function cceOptionsFrom(
  s: CceSettings,
  env: NodeJS.ProcessEnv,
  names: Record<keyof CceSettings, string> = CLI_NAMES,
  apiKey: string | undefined = env[CCE_KEY_ENV],
): CceJudgeOptions | undefined {
  const given = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  const model = given(s.model);
  const endpoint = given(s.endpoint);
  const cache = given(s.cache);
  if (!model) {
    const stray = (['endpoint', 'cache', 'concurrency', 'maxRequests', 'timeoutS'] as const).find((k) => given(s[k]));
    if (stray)
      throw new UsageError(
        `${names[stray]} needs ${names.model} (the judge model is part of every judgement and its cache key)`,
      );
    return undefined;
  }
  if (endpoint && !/^https?:\/\/[^\s]+$/i.test(endpoint))
    throw new UsageError(`${names.endpoint} must be an http(s) URL such as https://api.openai.com/v1`);
  if (endpoint && /^[a-z]+:\/\/[^/@]*@/i.test(endpoint))
    throw new UsageError(`${names.endpoint} must not carry credentials; put the key in ${CCE_KEY_ENV}`);
  if (!endpoint && !cache)
    throw new UsageError(`${names.model} needs ${names.endpoint} (or ${names.cache} to use cached judgements only)`);
  const num = (value: string | undefined, name: string, int: boolean): number | undefined => {
    const v = given(value);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || (int && !Number.isInteger(n)))
      throw new UsageError(`${name} must be a positive ${int ? 'integer' : 'number'}`);
    return n;
  };
  const timeout = num(s.timeoutS, names.timeoutS, false);
  const envNum = (name: string, allowZero: boolean): number | undefined => {
    const v = given(env[name]);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) throw new UsageError(`${name} must be a number ≥ 0`);
    return n;
  };
  return {
    endpoint,
    model,
    apiKey: given(apiKey),
    cacheDir: cache,
    concurrency: num(s.concurrency, names.concurrency, true),
    maxRequests: num(s.maxRequests, names.maxRequests, true),
    timeoutMs: timeout === undefined ? undefined : Math.round(timeout * 1000),
    maxRetries: envNum('AGENT_EVAL_CCE_RETRIES', true),
    backoffMs: envNum('AGENT_EVAL_CCE_BACKOFF_MS', true),
    maxWaitMs: envNum('AGENT_EVAL_CCE_MAX_WAIT_MS', true),
  };
}
