/** One verifier per suite, whatever its protocol: `verify` never throws, it returns an outcome. */
import os from 'node:os';
import type { VerifierConfig } from '../manifest/schema.js';
import { verifierEnv } from './env.js';
import { withHint } from './hints.js';
import { runExec, substitute } from './exec.js';
import { CALLABLE_WORKER_PY } from './callable-worker.js';
import { JsonlPool } from './jsonl-pool.js';
import { pythonInterpreter } from './python.js';
import type { ProcessSpec } from './process.js';
import type { VerifyOutcome, VerifyRequest } from './protocol.js';

export type { VerifyOutcome, Checkpoint } from './protocol.js';

export interface Verifier {
  verify(request: VerifyRequest): Promise<VerifyOutcome>;
  /** Asks whether a task resolves to a verifier without a record (jsonl `check` request). */
  check(request: Omit<VerifyRequest, 'record_file'>): Promise<VerifyOutcome | null>;
  close(): Promise<void>;
}

function defaultWorkers(): number {
  return Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
}

/** `python`: the interpreter named with `--python` (process.ts, ProcessSpec.python). */
export function createVerifier(
  config: VerifierConfig,
  benchmarkRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  python?: string,
): Verifier {
  const spec: ProcessSpec = {
    cwd: benchmarkRoot,
    env: verifierEnv(env, config.env, python),
    timeoutMs: config.timeout_s * 1000,
    python,
  };
  const size = config.workers ?? defaultWorkers();
  const hinted = (outcome: VerifyOutcome) => withHint(outcome, config);
  if (config.python === undefined && config.protocol === 'exec') {
    const exec = execVerifier(config.command!, spec, size);
    return { ...exec, verify: (request) => exec.verify(request).then(hinted) };
  }
  const pool =
    config.python === undefined
      ? new JsonlPool(config.command!, spec, size)
      : new JsonlPool(callableArgv(config.python, config.args), spec, size, { channel: true });
  return {
    verify: (request) => pool.request({ ...request }).then(hinted),
    check: (request) => pool.request({ ...request, check: true }).then(hinted),
    close: () => pool.close(),
  };
}

/** The argv of the worker agent-eval ships for a `verifier.python` function. */
function callableArgv(target: string, args: readonly string[] = ['record']): string[] {
  const colon = target.lastIndexOf(':');
  return [
    pythonInterpreter(),
    '-c',
    CALLABLE_WORKER_PY,
    target.slice(0, colon),
    target.slice(colon + 1),
    args.join(','),
  ];
}

function execVerifier(command: readonly string[], spec: ProcessSpec, size: number): Verifier {
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
  return {
    verify: (request) => slot(() => runExec(substitute(command, { ...request }), spec)),
    check: async () => null,
    close: async () => {},
  };
}
