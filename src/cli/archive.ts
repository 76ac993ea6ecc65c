/**
 * Archives on the command line, the same code as the issue review: `pack` writes the
 * deterministic .tar.gz a submitter attaches to the form, and `score --archive` fetches,
 * verifies, unpacks and scores one (with `--form`, also reads the issue body as the review does).
 */
import { lstat, mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ArchiveError } from '../core/archive/errors.js';
import { DEFAULT_ALLOWED_HOSTS, type FetchOptions } from '../core/archive/fetch.js';
import { takeArchive } from '../core/archive/intake.js';
import { INTAKE_FILE, intakeFailure, type IntakeRecord } from '../core/archive/intake-record.js';
import { packRun } from '../core/archive/pack.js';
import type { UnpackOptions } from '../core/archive/unpack.js';
import { ConfigError, UsageError } from '../core/errors.js';
import { isInside } from '../core/fs/walk.js';
import { applyForm } from '../core/submission/form-agreement.js';
import { FORM_FIELDS, MAX_FORM_BODY_CHARS, formValuesOf, parseIssueForm } from '../core/submission/form.js';
import { parseSubmission } from '../core/submission/parse.js';
import { SUBMISSION_FILE } from '../core/submission/schema.js';
import { contained } from '../core/util/contain.js';
import type { ArchiveFlags } from './archive-flags.js';
import { parse, required } from './args.js';
import type { Io } from './commands.js';
import { HELP } from './help.js';

export async function packCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, { run: { type: 'string' }, out: { type: 'string' } });
  if (values.help) {
    io.out(`${HELP.pack}\n`);
    return 0;
  }
  const given = required(values.run, '--run');
  const root = await realpath(given).catch(() => null);
  if (!root || !(await stat(root)).isDirectory()) throw new UsageError(`--run ${given}: not a directory`);
  const out = path.resolve(values.out ?? `${path.basename(root)}.tar.gz`);
  if (isInside(root, out))
    throw new UsageError(`--out ${values.out ?? out}: the archive must be written outside the run directory`);
  const packed = await packRun(root, out);
  io.err(
    `Wrote ${path.relative(process.cwd(), packed.file) || packed.file}: ${packed.files} file(s), ${packed.bytes} bytes.\n`,
  );
  io.out(
    `sha256 ${packed.sha256}\n\nThe submission form's fields (paste each under its heading; attach the archive or link it):\n\n`,
  );
  const info = await lstat(path.join(root, SUBMISSION_FILE)).catch(() => null);
  const text = info?.isFile() ? await readFile(path.join(root, SUBMISSION_FILE), 'utf8') : null;
  const parsed = text === null ? null : parseSubmission(text);
  const fromFile = parsed?.ok ? formValuesOf(parsed) : null;
  if (text === null)
    io.err(
      `agent-eval pack: the run has no ${SUBMISSION_FILE}: fill in the form's fields by hand (docs/issue-form.md)\n`,
    );
  else if (!parsed?.ok)
    io.err(
      `agent-eval pack: ${SUBMISSION_FILE} cannot be read (${parsed?.ok === false ? parsed.problems[0]?.message : ''}): fill in the form's fields by hand\n`,
    );
  for (const field of FORM_FIELDS) {
    const value =
      field.id === 'archive_sha256'
        ? packed.sha256
        : field.id === 'archive_url'
          ? '(attach the archive, or its https link)'
          : (fromFile?.[field.id] ?? '');
    io.out(`### ${field.label}\n\n${value === '' ? '_No response_' : value}\n\n`);
  }
  return 0;
}

function positive(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} must be a positive whole number`);
  return Number(value);
}

/**
 * Fetches (or reads), verifies and unpacks the archive, applies the form, and hands the run
 * directory to `scoreRun`; the temp directory is removed afterwards. A refused archive is
 * written as intake.json and exit 1: nothing is scored. Any other error is named in intake.json
 * too: a usage or configuration error goes on to the command's one-line message (exit 2), an
 * internal error is one line here (exit 2), never a stack trace.
 */
export async function withArchive(
  values: ArchiveFlags,
  outDir: string,
  io: Io,
  scoreRun: (runDir: string, label: string) => Promise<number>,
): Promise<number> {
  let form = null;
  if (values.form !== undefined) {
    const info = await stat(values.form).catch(() => null);
    if (!info?.isFile()) throw new UsageError(`--form ${values.form}: not a file`);
    if (info.size > MAX_FORM_BODY_CHARS * 4)
      throw new UsageError(`--form ${values.form}: over ${MAX_FORM_BODY_CHARS * 4} bytes`);
    form = parseIssueForm(await readFile(values.form, 'utf8'));
  }
  const source = values.archive ?? form?.archive.url ?? undefined;
  const sha256 = values.sha256 ?? form?.archive.sha256 ?? undefined;
  const record: IntakeRecord = {
    archive: null,
    form: { outcome: form ? 'skipped' : 'none', findings: form?.findings ?? [] },
    error: null,
  };
  const write = async () => {
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, INTAKE_FILE), `${JSON.stringify(record, null, 2)}\n`);
  };
  for (const f of record.form.findings) io.err(`form: ${f.code}: ${f.message}\n`);
  if (!source || !sha256) {
    if (form) {
      await write();
      io.err(
        `agent-eval: the form gives no usable ${!source ? 'Archive URL' : 'Archive sha256'}: nothing is scored (see ${INTAKE_FILE})\n`,
      );
      return 1;
    }
    throw new UsageError(
      !source
        ? '--archive is required'
        : '--sha256 is required with --archive (the archive is verified before it is unpacked)',
    );
  }
  const fetch: FetchOptions = {
    allowedHosts:
      values['allow-host']
        ?.flatMap((h) => h.split(','))
        .map((h) => h.trim())
        .filter(Boolean) ?? DEFAULT_ALLOWED_HOSTS,
    maxBytes: positive(values['max-archive-bytes'], '--max-archive-bytes'),
    timeoutMs: (positive(values['fetch-timeout'], '--fetch-timeout') ?? 600) * 1000,
  };
  const unpack: UnpackOptions = {
    maxBytes: positive(values['max-unpacked-bytes'], '--max-unpacked-bytes'),
    maxEntries: positive(values['max-archive-entries'], '--max-archive-entries'),
  };
  let work: string | null = null;
  try {
    const dir = (work = await mkdtemp(path.join(os.tmpdir(), 'agent-eval-archive-')));
    const intake = await contained(() => takeArchive({ source, sha256, workDir: dir, fetch, unpack }));
    record.archive = intake.archive;
    io.err(
      `Archive ${intake.archive.source}: sha256 verified, ${intake.archive.files} file(s) unpacked (${intake.archive.format}${intake.archive.stripped ? `, top-level ${intake.archive.stripped}/ stripped` : ''}).\n`,
    );
    if (form) {
      const agreement = await applyForm(form, intake.runDir);
      record.form = { outcome: agreement.outcome, findings: [...form.findings, ...agreement.findings] };
      for (const f of agreement.findings) io.err(`form: ${f.code}: ${f.message}\n`);
      if (agreement.outcome === 'written')
        io.err(`The archive has no ${SUBMISSION_FILE}: the form's declaration is reviewed as it.\n`);
    }
    const code = await scoreRun(intake.runDir, intake.archive.source);
    await write();
    return code;
  } catch (err) {
    // Whatever stopped it, intake.json says why before anything is printed (docs/cli.md).
    record.error = intakeFailure(err);
    await write();
    const where = path.join(outDir, INTAKE_FILE);
    if (err instanceof ArchiveError) {
      io.err(`agent-eval: the archive is refused: ${err.code}: ${err.message}\nNothing is scored (${where}).\n`);
      return 1;
    }
    // A usage or configuration error is printed by the command's caller, in one line.
    if (err instanceof UsageError || err instanceof ConfigError) throw err;
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    io.err(`agent-eval: internal error: ${first}; nothing is scored (${where}).\n`);
    return 2;
  } finally {
    if (work !== null) await rm(work, { recursive: true, force: true });
  }
}
