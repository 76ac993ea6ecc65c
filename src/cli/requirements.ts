/** `agent-eval requirements`: the manifest's setup.python as one pip requirements file (docs/verifiers.md, "Verifier dependencies"). */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { openBenchmark } from '../core/benchmark.js';
import { ConfigError } from '../core/errors.js';
import { pipRequirements } from '../core/setup/python.js';
import { parse, required } from './args.js';
import type { Io } from './commands.js';
import { help } from './help.js';

export async function requirementsCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, { benchmark: { type: 'string' }, out: { type: 'string' } });
  if (values.help) return help(io, 'requirements');
  const benchmark = await openBenchmark(required(values.benchmark, '--benchmark'));
  let text: string | null;
  try {
    text = await pipRequirements(benchmark.manifest.setup, benchmark.root);
  } catch (err) {
    throw new ConfigError(
      benchmark.file,
      `setup.python.requirements: cannot read ${benchmark.manifest.setup?.python.requirements}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
  if (text === null) {
    io.err('The manifest has no setup section: nothing to install.\n');
    return 0;
  }
  if (values.out !== undefined) await writeFile(values.out, text);
  else io.out(text);
  io.err(`sha256 ${createHash('sha256').update(text).digest('hex')}\n`);
  return 0;
}
