/**
 * Reads `submission.yml` at the run root and does the checks that need only the run's files:
 * the file itself, required fields, referenced files, and the sha256 manifest. The result is
 * plain data (a shard carries it to `merge`); `review.ts` finishes the review with the scores.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { readTextBounded } from '../fs/bounded-json.js';
import type { RunTree, TreeEntry, TreeListing } from '../fs/tree.js';
import { capFindings, finding } from './findings.js';
import { claimKey, parseSubmission } from './parse.js';
import type { Check, ClaimInput, Finding, SubmissionInput } from './review-schema.js';
import { MAX_SUBMISSION_BYTES, SUBMISSION_FILE, Sha256Schema, type Submission } from './schema.js';
import { byCodeUnit } from '../util/order.js';

const OTHER_NAMES = ['submission.yaml', 'Submission.yml', 'SUBMISSION.yml'];
/** The fix of a file that changed, went or came after submission.yml was written (docs/submission.md). */
const RERUN = `; if the run's files are final, re-run \`agent-eval checksums\` and put its files: block in ${SUBMISSION_FILE}`;

export async function readSubmission(runRoot: string, tree: RunTree): Promise<SubmissionInput> {
  const file = path.join(runRoot, SUBMISSION_FILE);
  const info = await lstat(file).catch(() => null);
  // Keys in schema order, so that the same reading serialises (and compares in merge) the same.
  const none = (rest: Pick<SubmissionInput, 'file' | 'sha256' | 'checks' | 'findings'>): SubmissionInput => ({
    file: rest.file,
    sha256: rest.sha256,
    declared: null,
    checksums: null,
    checks: rest.checks,
    claims: [],
    findings: rest.findings,
  });
  if (!info) {
    const others = [];
    for (const name of OTHER_NAMES) if (await lstat(path.join(runRoot, name)).catch(() => null)) others.push(name);
    const hint = others.length
      ? `; found ${others.join(', ')}, which is not read: the file must be named ${SUBMISSION_FILE}`
      : '';
    const message = `the run directory has no ${SUBMISSION_FILE}: model, harness, benchmark revision, trials, claimed scores and checksums are not declared, so none is checked${hint}`;
    return none({
      file: null,
      sha256: null,
      checks: [check('file', 'warning', `no ${SUBMISSION_FILE}`)],
      findings: [finding('submission_file_missing', message)],
    });
  }
  const unusable = (findings: Finding[], sha256: string | null = null): SubmissionInput =>
    none({
      file: SUBMISSION_FILE,
      sha256,
      checks: [check('file', 'error', `${SUBMISSION_FILE} cannot be used`)],
      findings,
    });
  const invalid = (message: string) => unusable([finding('submission_file_invalid', `${SUBMISSION_FILE}: ${message}`)]);
  if (info.isSymbolicLink()) return invalid('is a symlink; it must be a regular file in the run directory (not read)');
  if (!info.isFile()) return invalid('is not a regular file');
  if (info.size > MAX_SUBMISSION_BYTES)
    return invalid(`is ${info.size} bytes, over the limit of ${MAX_SUBMISSION_BYTES}`);
  const read = readTextBounded(file, MAX_SUBMISSION_BYTES);
  if (!read.ok) return invalid(read.message);
  const sha256 = await tree.sha256(SUBMISSION_FILE).catch(() => null);

  const parsed = parseSubmission(read.text);
  if (!parsed.ok) {
    return unusable(
      parsed.problems.map((p) =>
        finding('submission_file_invalid', `${SUBMISSION_FILE}: ${p.field ? `${p.field}: ` : ''}${p.message}`, {
          field: p.field,
        }),
      ),
      sha256,
    );
  }
  const s = parsed.data;
  const listing = await tree.listing();
  // By path; an unreadable entry never hides a readable one of the same shown name.
  const entries = new Map<string, TreeEntry>();
  for (const e of listing.entries) if (!entries.has(e.rel) || e.type !== 'unreadable') entries.set(e.rel, e);

  const fieldFindings = [
    ...parsed.missing.map((field) => finding('missing_field', `${SUBMISSION_FILE} does not give ${field}`, { field })),
    ...parsed.unquoted.map(({ field, text }) =>
      finding(
        'sha_not_quoted',
        `${field}: ${text} is written as a YAML number and is read as the text ${text}; quote commit SHAs ("${text}"): YAML turns unquoted ones into numbers, which other readers change (0123456 into 123456)`,
        { field },
      ),
    ),
    ...referencedFiles(s, entries),
  ];
  const fields =
    fieldFindings.length === 0
      ? check('fields', 'passed', 'every required field is given')
      : check('fields', 'warning', `${fieldFindings.length} problem(s) with the declared fields`);
  const sums = s.files ? await checkFiles(parsed.raw.files, listing, entries, tree) : null;
  const checks = [check('file', 'passed', `${SUBMISSION_FILE} is valid`), fields];
  if (sums) checks.push(sums.check);
  const { files: _files, ...declared } = s;
  return {
    file: SUBMISSION_FILE,
    sha256,
    declared,
    checksums: sums?.counts ?? null,
    checks,
    claims: claimsOf(s, parsed.decimals),
    findings: [...capFindings(fieldFindings), ...capFindings(sums?.findings ?? [])],
  };
}

function check(name: Check['check'], status: Check['status'], detail: string): Check {
  return { check: name, status, detail };
}

/** configuration and prompts name files of the run: each must be one (it is covered by the checksums). */
function referencedFiles(s: Submission, entries: Map<string, TreeEntry>): Finding[] {
  const out: Finding[] = [];
  for (const key of ['configuration', 'prompts'] as const) {
    (s[key] ?? []).forEach((p, i) => {
      const e = entries.get(p);
      if (e?.type === 'file') return;
      const what = !e
        ? 'is not in the run'
        : e.type === 'symlink'
          ? 'is a symlink (never followed)'
          : e.type === 'dir'
            ? 'is a directory, not a file'
            : e.type === 'unreadable'
              ? `cannot be read: ${e.reason}`
              : 'is not a regular file';
      out.push(finding('referenced_file_missing', `${key}[${i}]: ${p} ${what}`, { field: `${key}[${i}]`, path: p }));
    });
  }
  return out;
}

/**
 * The sha256 manifest against the run: every regular file of the run (submission.yml at the
 * root excepted) must be listed with its sha256, and every listed path must be such a file.
 * Symlinks and other non-regular entries cannot be covered, so they are mismatches too.
 */
async function checkFiles(rawFiles: unknown, listing: TreeListing, entries: Map<string, TreeEntry>, tree: RunTree) {
  // From the raw mapping, so that no key is lost (a file named __proto__ included). Digests
  // compare in any case (PowerShell's Get-FileHash prints upper case) and are shown in lower case.
  const listed = new Map<string, string>();
  for (const [p, h] of Object.entries(rawFiles as Record<string, unknown>)) {
    if (Sha256Schema.safeParse(h).success) listed.set(p, (h as string).toLowerCase());
  }
  const findings: Finding[] = [];
  const mismatch = (p: string, message: string) =>
    findings.push(finding('checksum_mismatch', `${p}: ${message}`, { field: 'files', path: p }));
  if (listing.truncated !== null) {
    // Not hashed at all: a run this large cannot be checked, and so cannot be the declared one.
    findings.push(
      finding('checksum_mismatch', `the run has ${listing.truncated}, so its files cannot be checked against files`, {
        field: 'files',
      }),
    );
    const counts = {
      listed: listed.size,
      verified: 0,
      run_files: listing.entries.filter((e) => e.type === 'file' && e.rel !== SUBMISSION_FILE).length,
    };
    return { findings, counts, check: check('checksums', 'error', `the run has too many files and folders to check`) };
  }
  tree.prefetch();
  let verified = 0;
  for (const p of [...listed.keys()].sort(byCodeUnit)) {
    const e = entries.get(p);
    const want = listed.get(p)!;
    if (!e) mismatch(p, `listed in files, but not in the run${RERUN}`);
    else if (e.type === 'symlink')
      mismatch(p, 'is a symlink: checksums cover regular files only (symlinks are never followed)');
    else if (e.type === 'dir') mismatch(p, 'is a directory: files lists regular files only');
    else if (e.type === 'other') mismatch(p, 'is not a regular file');
    else if (e.type === 'unreadable') mismatch(p, `cannot be read: ${e.reason}`);
    else {
      const got = await tree.sha256(p).catch((err: NodeJS.ErrnoException) => `unreadable (${err.code ?? err.message})`);
      if (got === want) verified++;
      else if (got.startsWith('unreadable')) mismatch(p, `cannot be read: ${got}`);
      else mismatch(p, `sha256 is ${got}, not the listed ${want}${RERUN}`);
    }
  }
  let runFiles = 0;
  for (const e of listing.entries) {
    if (e.rel === SUBMISSION_FILE) continue;
    if (e.type === 'file') runFiles++;
    if (e.type === 'dir' || (listed.has(e.rel) && entries.get(e.rel) === e)) continue;
    if (e.type === 'unreadable')
      mismatch(e.rel, `cannot be read, so checksums cannot cover it: ${e.reason}; rename or remove it`);
    else if (listed.has(e.rel)) continue;
    else if (e.type === 'file') mismatch(e.rel, `is in the run but not listed in files${RERUN}`);
    else if (e.type === 'symlink')
      mismatch(
        e.rel,
        'is a symlink, which checksums cannot cover (symlinks are never followed); remove it or put the file itself in the run',
      );
    else mismatch(e.rel, 'is not a regular file, so checksums cannot cover it');
  }
  const counts = { listed: listed.size, verified, run_files: runFiles };
  const status =
    findings.length === 0
      ? check('checksums', 'passed', `all ${runFiles} run file(s) match the listed sha256`)
      : check(
          'checksums',
          'error',
          `${findings.length} checksum mismatch(es); ${verified} of ${listed.size} listed file(s) verified`,
        );
  return { findings, counts, check: status };
}

/** Each claimed score with its tolerance: half a unit in its last written decimal (≤ 4), plus 0.0001. */
function claimsOf(s: Submission, decimals: Map<string, number>): ClaimInput[] {
  const out: ClaimInput[] = [];
  const add = (suite: string, trial: string | null, metric: string, claimed: number) => {
    const d = decimals.get(claimKey(suite, trial, metric)) ?? 4;
    out.push({ suite, trial, metric, claimed, tolerance: Number((0.5 * 10 ** -d + 0.0001).toFixed(6)) });
  };
  for (const [suite, claims] of Object.entries(s.claimed_scores ?? {})) {
    for (const [metric, value] of Object.entries(claims)) {
      if (metric === 'trials') continue;
      add(suite, null, metric, value as number);
    }
    for (const [trial, metrics] of Object.entries(claims.trials ?? {})) {
      for (const [metric, value] of Object.entries(metrics)) add(suite, trial, metric, value);
    }
  }
  return out;
}
