/**
 * `agent-eval site --leaderboard DIR --out DIR [--history FILE]`: the static site of a rescore's output
 * (docs/site.md). A thin adapter over core/site; `rescore --site DIR` calls `siteOf` too.
 */
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { buildSite, readHistory, readSiteInput, writeSite } from '../core/site/index.js';
import { parse, required } from './args.js';
import type { Io } from './commands.js';
import { siteHelp } from './help-metrics.js';

export async function siteCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    leaderboard: { type: 'string' },
    out: { type: 'string' },
    history: { type: 'string' },
  });
  if (values.help) {
    io.out(`${siteHelp()}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`site: unexpected argument ${positionals[0]}`);
  const written = await siteOf(
    required(values.leaderboard, '--leaderboard'),
    values.out ?? 'agent-eval-site',
    values.history,
  );
  io.out(
    `Site: ${written.pages} page(s) and ${written.files - written.pages} download(s) written to ${written.index}\n`,
  );
  return 0;
}

/** Reads a rescore's output directory and writes its site; the index file and the counts. */
export async function siteOf(
  leaderboardDir: string,
  outDir: string,
  historyFile?: string,
): Promise<{ index: string; pages: number; files: number }> {
  // The history first: a bad --history stops before anything is written.
  const history = historyFile === undefined ? null : await readHistory(historyFile);
  const site = buildSite({ ...(await readSiteInput(leaderboardDir)), history });
  const all = await writeSite(site, outDir);
  return {
    index: path.join(outDir, 'index.html'),
    pages: [...site.keys()].filter((k) => k.endsWith('.html')).length,
    files: all.length,
  };
}
