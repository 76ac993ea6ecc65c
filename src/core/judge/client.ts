/**
 * A minimal OpenAI-compatible chat-completions client for LLM judges: plain fetch, temperature 0,
 * a per-request timeout, bounded retries with exponential backoff that honours Retry-After,
 * a concurrency limit shared by every caller, and a request budget for the whole run.
 * The API key only ever goes into the Authorization header; errors never carry it.
 * The backoff is the one every retrying client shares (util/backoff.ts).
 */
import { backoff, sleep } from '../util/backoff.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  /** Base URL, e.g. https://api.openai.com/v1 (`/chat/completions` is appended unless present). */
  endpoint: string;
  model: string;
  apiKey?: string;
  /** Per-request timeout in milliseconds (default 60 000). */
  timeoutMs?: number;
  /** Retries after the first attempt for 429, 5xx, timeouts and network errors (default 3). */
  maxRetries?: number;
  /** First backoff in milliseconds, doubled each retry, with jitter (default 1000); a Retry-After is a floor. */
  backoffMs?: number;
  /** Upper bound of any single wait, Retry-After included (default 60 000). */
  maxWaitMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** HTTP requests allowed for the whole run, retries included (default 2000). */
  maxRequests?: number;
  /** Largest response body read, in bytes (default 1 MiB). */
  maxResponseBytes?: number;
}

/** `attempts`: HTTP requests this call made. */
export type ChatResult =
  { ok: true; content: string; attempts: number } | { ok: false; error: string; attempts: number; budget?: true };

export class ChatClient {
  readonly model: string;
  readonly endpointHost: string;
  private readonly url: string;
  private readonly o: Required<Omit<ChatClientOptions, 'apiKey' | 'endpoint' | 'model'>>;
  private readonly apiKey: string;
  private active = 0;
  private readonly queue: Array<() => void> = [];
  /** HTTP requests sent so far (retries included). */
  requests = 0;

  constructor(options: ChatClientOptions) {
    const base = new URL(options.endpoint);
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new Error('the judge endpoint must be an http(s) URL');
    if (base.username || base.password)
      throw new Error('the judge endpoint must not carry credentials; pass the key through the environment');
    const trimmed = base.href.replace(/\/+$/, '');
    this.url = /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
    this.endpointHost = base.host;
    this.model = options.model;
    this.apiKey = options.apiKey ?? '';
    this.o = {
      timeoutMs: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      maxWaitMs: options.maxWaitMs ?? 60_000,
      concurrency: Math.max(1, options.concurrency ?? 4),
      maxRequests: options.maxRequests ?? 2000,
      maxResponseBytes: options.maxResponseBytes ?? 1024 * 1024,
    };
  }

  /** Removes the key from any text that may be shown or stored. */
  redact(text: string): string {
    return this.apiKey.length >= 4 ? text.split(this.apiKey).join('***') : text;
  }

  /** One chat completion, with retries; never throws. */
  async complete(messages: ChatMessage[]): Promise<ChatResult> {
    let last = '';
    let attempts = 0;
    for (let attempt = 0; attempt <= this.o.maxRetries; attempt++) {
      if (this.requests >= this.o.maxRequests) {
        return {
          ok: false,
          error: `request budget of ${this.o.maxRequests} requests for this run exhausted${last ? ` (last error: ${last})` : ''}`,
          attempts,
          budget: true,
        };
      }
      this.requests++;
      attempts++;
      const r = await this.limited(() => this.once(messages));
      if (r.kind === 'ok') return { ok: true, content: r.content, attempts };
      last = this.redact(r.error);
      if (!r.retry || attempt === this.o.maxRetries) break;
      await sleep(backoff(attempt + 1, { baseMs: this.o.backoffMs, maxMs: this.o.maxWaitMs }, r.retryAfterMs));
    }
    return { ok: false, error: `${last} (${attempts} attempt${attempts === 1 ? '' : 's'})`, attempts };
  }

  private async limited<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.o.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }

  private async once(
    messages: ChatMessage[],
  ): Promise<
    { kind: 'ok'; content: string } | { kind: 'error'; error: string; retry: boolean; retryAfterMs?: number }
  > {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.o.timeoutMs);
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
      const res = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.model, temperature: 0, messages }),
        signal: controller.signal,
      });
      const text = await readBody(res, this.o.maxResponseBytes);
      if (res.status === 429 || res.status >= 500) {
        return {
          kind: 'error',
          error: `HTTP ${res.status}${excerpt(text)}`,
          retry: true,
          retryAfterMs: retryAfter(res.headers.get('retry-after')),
        };
      }
      if (!res.ok) return { kind: 'error', error: `HTTP ${res.status}${excerpt(text)}`, retry: false };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: 'error', error: `the endpoint's response is not JSON${excerpt(text)}`, retry: true };
      }
      const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message
        ?.content;
      if (typeof content !== 'string')
        return { kind: 'error', error: 'the response has no choices[0].message.content', retry: true };
      return { kind: 'ok', content };
    } catch (err) {
      if (controller.signal.aborted)
        return { kind: 'error', error: `timed out after ${this.o.timeoutMs} ms`, retry: true };
      return { kind: 'error', error: `request failed: ${(err as Error).message}`, retry: true };
    } finally {
      clearTimeout(timer);
    }
  }
}

async function readBody(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`response larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Retry-After as delta-seconds or an HTTP date, in milliseconds; undefined when absent or unusable. */
export function retryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t ? `: ${t.length > 200 ? `${t.slice(0, 200)}…` : t}` : '';
}
