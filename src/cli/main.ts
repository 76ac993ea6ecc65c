/** Dispatches a command line to a command and maps errors to exit codes (DESIGN 7). */
import { ConfigError, UsageError } from '../core/errors.js';
import { cliMessage } from './fields.js';
import { TOOL_VERSION } from '../core/version.js';
import { checksumsCommand, help, mergeCommand, schemaCommand, scoreCommand, validateCommand, type Io } from './commands.js';
import { compareCommand } from './compare.js';
import { packCommand } from './archive.js';
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
  rescore: rescoreCommand,
  compare: compareCommand,
  site: siteCommand,
};

export async function main(argv: string[], io: Io): Promise<number> {
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
      io.err(`agent-eval: ${err instanceof UsageError ? cliMessage(err) : err.message}\n`);
      return 2;
    }
    throw err;
  }
}
