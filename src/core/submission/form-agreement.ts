/**
 * The form against the run it came with. When the unpacked run has a submission.yml, each
 * field the form and the file disagree on is a `form_mismatch` finding (the file is what the
 * review then checks: it carries the checksums). When it has none, the form's declaration is
 * written as the run's submission.yml, so that the review checks the declared benchmark,
 * trials and claimed scores just the same (and names the absent `files`).
 */
import { lstat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTextBounded } from '../fs/bounded-json.js';
import { normalizeRepository } from './review.js';
import { FORM_FIELDS, type FormFinding, type ParsedForm } from './form.js';
import { parseSubmission } from './parse.js';
import { MAX_SUBMISSION_BYTES, SUBMISSION_FILE, type Submission } from './schema.js';

export interface FormAgreement {
  /** 'compared' with the run's own submission.yml, 'written' as it, or 'skipped' (unusable either side). */
  outcome: 'compared' | 'written' | 'skipped';
  findings: FormFinding[];
}

export async function applyForm(form: ParsedForm, runDir: string): Promise<FormAgreement> {
  const file = path.join(runDir, SUBMISSION_FILE);
  const info = await lstat(file).catch(() => null);
  if (!info) {
    if (!form.parsed) return { outcome: 'skipped', findings: [] };
    await writeFile(file, form.yaml, { flag: 'wx', mode: 0o644 });
    return { outcome: 'written', findings: [] };
  }
  // An unusable file is the review's finding (submission_file_invalid); nothing to compare with.
  if (!form.submission || !info.isFile() || info.size > MAX_SUBMISSION_BYTES)
    return { outcome: 'skipped', findings: [] };
  const read = readTextBounded(file, MAX_SUBMISSION_BYTES);
  if (!read.ok) return { outcome: 'skipped', findings: [] };
  const parsed = parseSubmission(read.text);
  if (!parsed.ok) return { outcome: 'skipped', findings: [] };
  return { outcome: 'compared', findings: disagreements(form.submission, parsed.data) };
}

type Canon = string;

/** Every declared value of one submission, by form field, in a form that compares as meant. */
function canonical(s: Submission): Map<string, Canon> {
  const out = new Map<string, Canon>();
  const lower = (v: string | undefined) => v?.trim().toLowerCase();
  const put = (id: string, v: string | undefined) => {
    if (v !== undefined && v !== '') out.set(id, v);
  };
  put('model_id', s.model?.id?.trim());
  put('model_version', s.model?.version === undefined ? undefined : String(s.model.version).trim());
  put(
    'harness_repository',
    s.harness?.repository === undefined ? undefined : normalizeRepository(s.harness.repository),
  );
  put('harness_commit', lower(s.harness?.commit));
  put(
    'benchmark_repository',
    s.benchmark?.repository === undefined ? undefined : normalizeRepository(s.benchmark.repository),
  );
  put('benchmark_revision', lower(s.benchmark?.revision));
  put('trials', s.trials?.count === undefined ? undefined : String(s.trials.count));
  put('seeds', s.trials?.seeds?.map(String).join(', '));
  const suites = Object.entries(s.trials?.suites ?? {}).map(([k, v]) => `${k} ${v.count}`);
  put('trials_per_suite', suites.length ? suites.sort().join('\n') : undefined);
  put('judge_model', s.judge?.model?.trim());
  put('judge_endpoint', s.judge?.endpoint?.trim());
  put('configuration', s.configuration?.length ? s.configuration.join('\n') : undefined);
  put('prompts', s.prompts?.length ? s.prompts.join('\n') : undefined);
  return out;
}

/** Claims as `suite trial metric` → value (trial `-` for the suite mean). */
function claims(s: Submission): Map<string, number> {
  const out = new Map<string, number>();
  for (const [suite, c] of Object.entries(s.claimed_scores ?? {})) {
    for (const [metric, v] of Object.entries(c))
      if (metric !== 'trials' && typeof v === 'number') out.set(`${suite} - ${metric}`, v);
    for (const [trial, metrics] of Object.entries(c.trials ?? {}))
      for (const [metric, v] of Object.entries(metrics)) out.set(`${suite} ${trial} ${metric}`, v);
  }
  return out;
}

function disagreements(form: Submission, file: Submission): FormFinding[] {
  const findings: FormFinding[] = [];
  const a = canonical(form);
  const b = canonical(file);
  const shown = (v: string | undefined) =>
    v === undefined ? 'nothing' : JSON.stringify(v.length > 120 ? `${v.slice(0, 120)}…` : v);
  for (const field of FORM_FIELDS) {
    if (field.path === null || field.kind === 'claims') continue;
    const x = a.get(field.id);
    const y = b.get(field.id);
    if (x !== y)
      findings.push({
        code: 'form_mismatch',
        field: field.id,
        message: `${field.label}: the form gives ${shown(x)}, the archive's ${SUBMISSION_FILE} ${field.path} gives ${shown(y)}`,
      });
  }
  const ca = claims(form);
  const cb = claims(file);
  for (const key of [...new Set([...ca.keys(), ...cb.keys()])].sort()) {
    const x = ca.get(key);
    const y = cb.get(key);
    if (x === y) continue;
    const message =
      x === undefined
        ? `Claimed scores: the form does not claim ${key}; the archive's ${SUBMISSION_FILE} claims ${y}`
        : y === undefined
          ? `Claimed scores: the form claims ${key} ${x}; the archive's ${SUBMISSION_FILE} does not`
          : `Claimed scores: the form claims ${key} ${x}, the archive's ${SUBMISSION_FILE} ${y}`;
    if (findings.length < 200) findings.push({ code: 'form_mismatch', field: 'claimed_scores', message });
  }
  return findings;
}
