/**
 * Hints for the verifier errors a benchmark's own manifest can fix (docs/verifiers.md): a
 * verifier that times out, prints something other than JSON, or speaks the other protocol gets
 * the field of agent-eval.yml to change, at the end of the message (after the verifier's stderr).
 */
import type { VerifierConfig } from '../manifest/schema.js';
import type { VerifyOutcome } from './protocol.js';

const TO_EXEC =
  'a verifier that takes its files as arguments and prints one answer speaks the exec protocol: set verifier.protocol: exec and put {task_file} {record_file} in verifier.command';
const TO_JSONL =
  'a verifier that reads requests from stdin, one JSON line each, speaks the jsonl protocol: set verifier.protocol: jsonl';
const STRAY =
  'the verifier (or a library it calls) prints to stdout, where only answers may go: send its prints to stderr, or name the function with verifier.python, whose prints never reach the protocol';

type HintConfig = Pick<VerifierConfig, 'protocol' | 'timeout_s'> & { python?: string | undefined };

/** The hint for an error, or null when the manifest has no field for it. */
function verifierHint(error: string, config: HintConfig): string | null {
  if (config.python !== undefined) return pythonHint(error, config);
  const other = config.protocol === 'jsonl' ? TO_EXEC : TO_JSONL;
  if (error.startsWith('verifier timed out'))
    return `raise verifier.timeout_s (now ${config.timeout_s}) if the verifier needs longer; ${other}`;
  if (
    error.startsWith('verifier printed a line that is not a response') ||
    /^verifier printed \d+ lines on stdout/.test(error)
  )
    return STRAY;
  if (error.startsWith('verifier printed output that is not JSON')) {
    const shape = config.protocol === 'jsonl' ? 'one JSON line per request, echoing its id' : 'one JSON object';
    return `stdout must carry ${shape} and nothing else (print logs to stderr); ${other}`;
  }
  if (error.startsWith('verifier printed nothing')) return TO_JSONL;
  if (config.protocol === 'jsonl' && error.startsWith('verifier worker exited'))
    return `a jsonl worker keeps running and answers every request it reads on stdin; ${TO_EXEC}`;
  if (error.startsWith('verifier response does not follow the protocol')) {
    return config.protocol === 'jsonl'
      ? `a jsonl worker answers {"id", "success", "message", "checkpoints"} to each request, echoing its id; ${TO_EXEC}`
      : `the answer is one object {"success", "message", "checkpoints"}; ${TO_JSONL}`;
  }
  if (config.protocol === 'jsonl' && error.startsWith('verifier answered id'))
    return `a jsonl worker echoes the id of each request; ${TO_EXEC}`;
  return null;
}

/** The python form: its prints never reach the protocol, so only the time bound and the process are the manifest's. */
function pythonHint(error: string, config: HintConfig): string | null {
  if (error.startsWith('verifier timed out'))
    return `raise verifier.timeout_s (now ${config.timeout_s}) if the function needs longer`;
  if (error.startsWith('verifier worker exited') || error.startsWith('verifier worker was killed')) {
    return `the function ended the Python process that calls it (os._exit, a crash in native code): a verifier function returns its verdict or raises`;
  }
  return null;
}

/** The outcome with the hint for its error, if any. */
export function withHint(outcome: VerifyOutcome, config: HintConfig): VerifyOutcome {
  if (outcome.ok) return outcome;
  const hint = verifierHint(outcome.error, config);
  if (!hint) return outcome;
  return { ...outcome, error: `${outcome.error} (hint: ${hint})` };
}
