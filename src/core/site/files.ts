/**
 * Reading a rescore's output directory for the site, and writing the site: the only file
 * access of core/site. Every path is made of the leaderboard directory, fixed file names and
 * submission names the leaderboard schema has checked to be one file name each; a submission
 * directory or file that is a symlink is refused, never followed.
 */
import { lstat, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { readJsonBounded } from '../fs/bounded-json.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { DriftSchema, type Drift } from '../rescore/drift.js';
import { readLeaderboard } from '../rescore/rescore.js';
import { ReportSchema } from '../report/schema.js';
import type { SiteInput, SiteSubmission } from './build.js';
import { HistorySchema, type History } from './history.js';

const MAX_FILE = 256 * 1024 * 1024;

async function regularFile(file: string): Promise<boolean> {
  const info = await lstat(file).catch(() => null);
  return !!info?.isFile();
}

async function readRegular(file: string): Promise<Uint8Array | null> {
  if (!(await regularFile(file))) return null;
  const bytes = await readFile(file);
  return bytes.length > MAX_FILE ? null : new Uint8Array(bytes);
}

/** leaderboard.json (required), drift.json (when present) and submissions/<name>/ report files. */
export async function readSiteInput(dir: string): Promise<SiteInput> {
  const leaderboard = await readLeaderboard(path.join(dir, 'leaderboard.json'));
  let drift: Drift | null = null;
  const driftFile = path.join(dir, 'drift.json');
  if (await regularFile(driftFile)) {
    const read = readJsonBounded(driftFile, { maxBytes: 512 * 1024 * 1024, maxDepth: 64 });
    if (!read.ok) throw new UsageError(`${driftFile}: ${read.message}`);
    const parsed = DriftSchema.safeParse(read.value);
    if (!parsed.success)
      throw new UsageError(`${driftFile}: not an agent-eval drift file: ${formatIssues(parsed.error)}`);
    drift = parsed.data;
  }
  const submissions = new Map<string, SiteSubmission>();
  for (const e of leaderboard.submissions) {
    const sub = path.join(dir, 'submissions', e.name);
    const info = await lstat(sub).catch(() => null);
    if (!info?.isDirectory()) {
      submissions.set(e.name, {
        report: null,
        reportProblem: info ? `${sub} is not a directory` : null,
        summaryMd: null,
        scoresJson: null,
        summaryCsv: null,
      });
      continue;
    }
    const scoresFile = path.join(sub, 'scores.json');
    const scoresJson = await readRegular(scoresFile);
    let report = null;
    let reportProblem: string | null = null;
    if (scoresJson) {
      const read = readJsonBounded(scoresFile, { maxBytes: MAX_FILE, maxDepth: 64 });
      const parsed = read.ok ? ReportSchema.safeParse(read.value) : null;
      if (!read.ok) reportProblem = `${scoresFile}: ${read.message}`;
      else if (!parsed!.success)
        reportProblem = `${scoresFile}: not an agent-eval report: ${formatIssues(parsed!.error)}`;
      else report = parsed!.data;
    }
    const md = await readRegular(path.join(sub, 'summary.md'));
    submissions.set(e.name, {
      report,
      reportProblem,
      summaryMd: md ? Buffer.from(md).toString('utf8') : null,
      scoresJson,
      summaryCsv: await readRegular(path.join(sub, 'summary.csv')),
    });
  }
  return { leaderboard, drift, submissions };
}

/** A previous site's history.json, size-bounded and validated; any problem is a UsageError naming the file. */
export async function readHistory(file: string): Promise<History> {
  if (!(await regularFile(file)))
    throw new UsageError(`${file}: no such history file (history.json of a previous site)`);
  const read = readJsonBounded(file, { maxBytes: 64 * 1024 * 1024, maxDepth: 16 });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  const parsed = HistorySchema.safeParse(read.value);
  if (!parsed.success) throw new UsageError(`${file}: not an agent-eval site history: ${formatIssues(parsed.error)}`);
  return parsed.data;
}

/** Writes every page; returns the files written, in the map's order. */
export async function writeSite(site: ReadonlyMap<string, Uint8Array>, outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, bytes] of site) {
    const target = path.join(outDir, ...rel.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written.push(target);
  }
  return written;
}
