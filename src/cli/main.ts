/** Dispatches a command line to a command and maps errors to exit codes (DESIGN 7). */
import { ConfigError, UsageError } from '../core/errors.js';
import { terminalLines, terminalText } from '../core/util/terminal.js';
import { cliMessage } from './fields.js';
import { TOOL_VERSION } from '../core/version.js';
import { checksumsCommand, help, mergeCommand, schemaCommand, scoreCommand, validateCommand, type Io } from './commands.js';
import { compareCommand } from './compare.js';
import { packCommand } from './archive.js';
import { importCommand } from './import.js';
import { reliabilityCommand } from './reliability.js';
import { rescoreCommand } from './rescore.js';
import { siteCommand } from './site.js';

const COMMANDS: Record<string, (argv: string[], io: Io) => Promise<number>> = {
  score: scoreCommand,
  merge: mergeCommand,
  validate: validateCommand,
  schema: schemaCommand,
  checksums: checksumsCommand,
  pack: packCommand,
  reliability: reliabilityCommand,
  import: importCommand,
  rescore: rescoreCommand,
  compare: compareCommand,
  site: siteCommand,
};

export async function main(argv: string[], given: Io): Promise<number> {
  const io = terminalIo(given);
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return help(io, 'main');
  if (command === '--version') {
    io.out(`${TOOL_VERSION}\n`);
    return 0;
  }
  const run = COMMANDS[command];
  try {
    if (!run) throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
    return await run(rest, io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      io.err(`agent-eval: ${terminalText(err instanceof UsageError ? cliMessage(err) : err.message)}\n`); // (it may name a file or directory of the run)
      return 2;
    }
    throw err;
  }
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
