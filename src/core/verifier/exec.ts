/**
 * The `exec` verifier protocol: one process per task, argv placeholders `{task}`,
 * `{task_file}`, `{record_file}`, one JSON object on stdout, exit code 0.
 */
import { describeExit, killGroup, startProcess, whenFinished, type ProcessSpec } from './process.js';
import { clip, parseResponse, TailBuffer, type VerifyOutcome } from './protocol.js';

const MAX_STDOUT_CHARS = 16 * 1024 * 1024;

export function substitute(argv: readonly string[], values: Record<string, string>): string[] {
  return argv.map((arg) =>
    arg.replace(/\{(task|task_file|record_file|suite)\}/g, (m, name: string) => values[name] ?? m),
  );
}

export function runExec(argv: readonly string[], spec: ProcessSpec): Promise<VerifyOutcome> {
  return new Promise((resolve) => {
    const child = startProcess(argv, spec);
    const stderr = new TailBuffer();
    let stdout = '';
    let failure: string | null = null;
    child.stdin!.end();
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.length > MAX_STDOUT_CHARS && !failure) {
        failure = `verifier printed over ${MAX_STDOUT_CHARS} characters`;
        killGroup(child);
      }
    });
    child.stderr!.on('data', (chunk: string) => stderr.push(chunk));
    const timer = setTimeout(() => {
      failure ??= `verifier timed out after ${spec.timeoutMs / 1000} s`;
      killGroup(child);
    }, spec.timeoutMs);
    const done = (outcome: VerifyOutcome) => {
      clearTimeout(timer);
      if (!outcome.ok) {
        const tail = stderr.take();
        if (tail) outcome = { ...outcome, error: `${outcome.error}; stderr: ${clip(tail, 2000)}` };
      }
      resolve(outcome);
    };
    // Exited in time: what comes after (the drain of pipes a helper may hold) is not the verifier's time.
    child.once('exit', () => clearTimeout(timer));
    child.once('error', (err) => {
      failure ??= `cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`;
    });
    whenFinished(child, (code, signal) => {
      if (failure) return done({ ok: false, error: failure });
      if (code !== 0) return done({ ok: false, error: `verifier ${describeExit(code, signal)}` });
      const text = stdout.trim();
      if (!text) return done({ ok: false, error: 'verifier printed nothing' });
      const outcome = parseResponse(text, null);
      const lines = text.split('\n').filter((l) => l.trim() !== '');
      // Not one answer, but several lines: something printed besides the answer (docs/verifiers.md#errors).
      if (!outcome.ok && outcome.error.startsWith('verifier printed output that is not JSON') && lines.length > 1) {
        return done({
          ok: false,
          error: `verifier printed ${lines.length} lines on stdout, not one JSON object: ${clip(text, 200)}`,
        });
      }
      done(outcome);
    });
  });
}
