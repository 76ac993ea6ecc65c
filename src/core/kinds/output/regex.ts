/**
 * Runs a benchmark's regular expression over a submission's output with a time bound.
 *
 * JavaScript regexes backtrack, so a pattern such as `^(a+)+$` takes exponential time on a
 * long enough input. The match runs inside a `vm` context with `timeout`: V8's watchdog
 * terminates the execution, regex backtracking included, and the caller gets an error
 * instead of a hang. The pattern always comes from the benchmark's tasks file; the output is
 * only ever the subject string.
 */
import vm from 'node:vm';

export type RegexResult = { ok: true; match: { index: number; length: number } | null } | { ok: false; error: string };

interface Sandbox {
  pattern: string;
  flags: string;
  subject: string;
  result: [number, number] | null;
}

let sandbox: (Sandbox & vm.Context) | null = null;
const script = new vm.Script(
  'result = (function () { const m = new RegExp(pattern, flags).exec(subject); return m === null ? null : [m.index, m[0].length]; })();',
);

export function runRegex(pattern: string, flags: string, subject: string, timeoutMs: number): RegexResult {
  sandbox ??= vm.createContext({ pattern: '', flags: '', subject: '', result: null } satisfies Sandbox) as Sandbox &
    vm.Context;
  sandbox.pattern = pattern;
  sandbox.flags = flags;
  sandbox.subject = subject;
  sandbox.result = null;
  try {
    script.runInContext(sandbox, { timeout: timeoutMs, breakOnSigint: false });
    const r = sandbox.result;
    return { ok: true, match: r ? { index: r[0], length: r[1] } : null };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return { ok: false, error: `did not finish within ${timeoutMs} ms (catastrophic backtracking?)` };
    return { ok: false, error: `failed: ${e.message ?? String(err)}` };
  } finally {
    sandbox.subject = ''; // do not keep a large output alive
    sandbox.result = null;
  }
}
