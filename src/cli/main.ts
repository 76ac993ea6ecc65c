/** Dispatches a command line to a command and maps errors to exit codes (docs/cli.md). */
import { ConfigError, UsageError } from '../core/errors.js';
import { terminalLines, terminalText } from '../core/util/terminal.js';
import { cliMessage } from './fields.js';
import { TOOL_VERSION } from '../core/version.js';
import type { Io } from './commands.js';
import { help } from './help.js';

type Command = (argv: string[], io: Io) => Promise<number>;

/**
 * Each command's module is loaded when that command runs (the bundle's chunks, dist/cli/*.index.js):
 * `--version` and `--help` load none of them, and a command only what it imports. zod's setting
 * is loaded first, before any module that builds a schema (see zod-jitless.ts).
 */
const lazy =
  (load: () => Promise<Command>): Command =>
  async (argv, io) => {
    await import('../core/util/zod-jitless.js');
    return (await load())(argv, io);
  };

const COMMANDS: Record<string, Command> = {
  score: lazy(async () => (await import('./commands.js')).scoreCommand),
  merge: lazy(async () => (await import('./commands.js')).mergeCommand),
  init: lazy(async () => (await import('./init.js')).initCommand),
  validate: lazy(async () => (await import('./commands.js')).validateCommand),
  schema: lazy(async () => (await import('./commands.js')).schemaCommand),
  checksums: lazy(async () => (await import('./commands.js')).checksumsCommand),
  pack: lazy(async () => (await import('./archive.js')).packCommand),
  reliability: lazy(async () => (await import('./reliability.js')).reliabilityCommand),
  import: lazy(async () => (await import('./import.js')).importCommand),
  rescore: lazy(async () => (await import('./rescore.js')).rescoreCommand),
  compare: lazy(async () => (await import('./compare.js')).compareCommand),
  site: lazy(async () => (await import('./site.js')).siteCommand),
  requirements: lazy(async () => (await import('./requirements.js')).requirementsCommand),
};

export async function main(
  argv: string[],
  given: Io,
  commands: Readonly<Record<string, Command>> = COMMANDS,
): Promise<number> {
  const io = terminalIo(given);
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return help(io, 'main');
  if (command === '--version') {
    io.out(`${TOOL_VERSION}\n`);
    return 0;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  try {
    if (!run) throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
    return await run(rest, io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      io.err(`agent-eval: ${terminalText(err instanceof UsageError ? cliMessage(err) : err.message)}\n`); // (it may name a file or directory of the run)
      return 2;
    }
    io.err(`${internalError(argv, err, process.env.AGENT_EVAL_DEBUG === '1')}\n`);
    return INTERNAL_ERROR;
  }
}

/** The exit code of a bug in agent-eval (docs/cli.md#exit-codes). */
export const INTERNAL_ERROR = 3;

/**
 * What a bug in agent-eval says (docs/cli.md#exit-codes): one line naming the command and its
 * input, and how to get the trace; the trace itself only with AGENT_EVAL_DEBUG=1.
 */
export function internalError(argv: readonly string[], err: unknown, debug: boolean): string {
  const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const first = what.split('\n', 1)[0]!.slice(0, 200);
  const line = `agent-eval: internal error (a bug in agent-eval, not in your input) in \`agent-eval ${terminalText(argv.join(' ')).slice(0, 300)}\`: ${terminalText(first)}. Run it again with AGENT_EVAL_DEBUG=1 for the trace, and report it with that.`;
  return debug && err instanceof Error && err.stack ? `${line}\n${err.stack}` : line;
}

/**
 * What every command writes goes through terminalLines: whatever a message quotes from a run,
 * a partial or a report, no control character reaches the terminal (docs/cli.md). Each command
 * also escapes the untrusted strings it quotes with terminalText, so that none spans lines.
 * Only our own terminal control (the progress line) uses the raw writers.
 */
function terminalIo(io: Io): Io {
  return {
    ...io,
    out: (t) => io.out(terminalLines(t)),
    err: (t) => io.err(terminalLines(t)),
    rawOut: io.out,
    rawErr: io.err,
  };
}
