/**
 * Checks out the benchmark with git, at exactly the ref asked for, into a fresh directory
 * outside the workspace: one shallow fetch of that ref, the resolved commit verified, then a
 * detached checkout.
 *
 * Credentials: a token travels only as an HTTP Authorization header, handed to the one git
 * process that fetches through GIT_CONFIG_COUNT/KEY/VALUE environment variables, scoped to the
 * repository's origin. It is never written to .git/config or any other file, never put in argv,
 * and masked in the log. Credential helpers are switched off for that process so none stores it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { withRetry, type RetryDecision, type RetryPolicy } from '../core/util/backoff.js';

/** A full commit SHA (SHA-1, or SHA-256 repositories). */
export const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

export interface CheckoutOptions {
  /** owner/name (on `serverUrl`) or a git URL. */
  repository: string;
  /** Full commit SHA, tag or branch. */
  ref: string;
  /** For private repositories over http(s); '' for none. */
  token: string;
  /** GITHUB_SERVER_URL: where owner/name lives. */
  serverUrl: string;
  /** The new checkout is made inside this directory (RUNNER_TEMP). */
  parentDir: string;
  policy: RetryPolicy;
  log: { info: (message: string) => void; warning: (message: string) => void };
  mask: (secret: string) => void;
}

export interface Checkout {
  dir: string;
  /** The resolved, verified commit SHA. */
  sha: string;
  /** The repository URL fetched from (never with credentials). */
  url: string;
}

export function repositoryUrl(repository: string, serverUrl: string): string {
  if (/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository)) {
    return `${serverUrl.replace(/\/+$/, '')}/${repository.replace(/\.git$/, '')}.git`;
  }
  return repository;
}

export async function checkoutBenchmark(options: CheckoutOptions): Promise<Checkout> {
  const url = repositoryUrl(options.repository, options.serverUrl);
  const env = gitEnv();
  const dir = await mkdtemp(path.join(options.parentDir, 'agent-eval-benchmark-'));
  await git(['-c', 'init.defaultBranch=agent-eval', 'init', '-q', dir], env);
  await git(['-C', dir, 'remote', 'add', 'origin', url], env);

  const fetchEnv = { ...env };
  if (options.token) {
    if (!/^https?:\/\//i.test(url)) {
      options.log.warning(`benchmark-token is only used for http(s) repository URLs; fetching ${url} without it.`);
    } else {
      await requireGitVersion(env, [2, 31], 'passing benchmark-token to git without writing it to disk');
      const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${options.token}`).toString('base64')}`;
      options.mask(options.token);
      options.mask(header.slice('AUTHORIZATION: basic '.length));
      Object.assign(fetchEnv, {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: `http.${new URL(url).origin}/.extraheader`,
        GIT_CONFIG_VALUE_0: header,
        GIT_CONFIG_KEY_1: 'credential.helper',
        GIT_CONFIG_VALUE_1: '',
      });
    }
  }

  options.log.info(`Fetching ${url} at ${options.ref} (shallow, that ref only) into ${dir}`);
  const started = Date.now();
  await withRetry(
    () =>
      git(
        [
          '-C',
          dir,
          '-c',
          'protocol.version=2',
          'fetch',
          '--no-tags',
          '--no-recurse-submodules',
          '--depth=1',
          'origin',
          options.ref,
        ],
        fetchEnv,
      ),
    classifyGitError,
    options.policy,
    ({ attempt, delayMs, reason }) =>
      options.log.warning(
        `git fetch failed (attempt ${attempt} of ${options.policy.attempts}): ${reason}; retrying in ${delayMs} ms`,
      ),
  ).catch((err: unknown) => {
    const text = (err as Error).message;
    const hint = /could not read username|authentication failed|returned error: 40[13]/i.test(text)
      ? ' (the server wants credentials: for a private benchmark set benchmark-token to a token that can read it)'
      : /repository .* not found|returned error: 404|does not appear to be a git repository/i.test(text)
        ? ' (no such repository, or it is private: check benchmark-repository and benchmark-token)'
        : /couldn't find remote ref|not our ref/i.test(text)
          ? ' (no such branch, tag or commit in that repository: check benchmark-ref)'
          : '';
    throw new CheckoutError(`could not fetch ${options.ref} from ${url}: ${lastLines(text)}${hint}`);
  });

  const sha = (await git(['-C', dir, 'rev-parse', '--verify', '--end-of-options', 'FETCH_HEAD^{commit}'], env)).trim();
  if (!FULL_SHA.test(sha))
    throw new CheckoutError(`git resolved ${options.ref} to "${sha}", which is not a commit SHA`);
  if (FULL_SHA.test(options.ref) && sha !== options.ref.toLowerCase()) {
    throw new CheckoutError(`benchmark-ref ${options.ref}: the fetched commit is ${sha}, not the commit asked for`);
  }
  await git(['-C', dir, '-c', 'advice.detachedHead=false', 'checkout', '-q', '--detach', sha], env);
  const head = (await git(['-C', dir, 'rev-parse', '--verify', 'HEAD'], env)).trim();
  if (head !== sha) throw new CheckoutError(`checked out ${head}, expected ${sha}`);
  options.log.info(`Benchmark checked out at ${sha} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, sha, url };
}

/** git's environment: no prompts, no tracing that could print headers, no inherited credentials. */
function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^GIT_(TRACE|CURL_VERBOSE|CONFIG_|ASKPASS)/.test(k) || /^INPUT_/.test(k) || k === 'GIT_CONFIG_PARAMETERS')
      continue;
    env[k] = v;
  }
  return { ...env, GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', GIT_TRACE_REDACT: '1', LC_ALL: 'C' };
}

const SUBCOMMANDS = new Set(['init', 'remote', 'fetch', 'rev-parse', 'checkout', '--version']);

function git(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { env, maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 }, (err, stdout, stderr) => {
      if (err) {
        const detail = String(stderr || err.message).trim();
        const command = args.find((a) => SUBCOMMANDS.has(a)) ?? '';
        reject(new GitError(`git ${command} failed: ${detail}`, detail));
      } else resolve(stdout);
    });
  });
}

class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

const DEFINITIVE = [
  /couldn't find remote ref/i,
  /not our ref/i,
  /authentication failed/i,
  /could not read (username|password)/i,
  /repository .* not found/i,
  /does not appear to be a git repository/i,
  /returned error: 40[0134]/i,
  /invalid refspec/i,
  /not a valid (object|ref)/i,
  /unsupported protocol|transport '.*' not allowed/i,
];

export function classifyGitError(err: unknown): RetryDecision {
  const text = err instanceof GitError ? err.stderr : String(err);
  if (DEFINITIVE.some((re) => re.test(text))) return { retry: false };
  return { retry: true, reason: lastLines(text) };
}

async function requireGitVersion(env: NodeJS.ProcessEnv, [major, minor]: [number, number], why: string): Promise<void> {
  const out = await git(['--version'], env);
  const m = /(\d+)\.(\d+)/.exec(out);
  if (!m || Number(m[1]) < major || (Number(m[1]) === major && Number(m[2]) < minor)) {
    throw new CheckoutError(`git ${major}.${minor} or newer is needed for ${why}; found ${out.trim()}`);
  }
}

function lastLines(text: string, n = 4): string {
  return text.trim().split('\n').slice(-n).join(' | ');
}
