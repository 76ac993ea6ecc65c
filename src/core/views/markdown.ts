/**
 * `summary.md`: the sticky comment and the job summary. A status line, a headline table per
 * suite, what is missing, invalid or pending, then per-task verdicts in collapsible sections.
 */
import type { IgnoredEntry, Reliability, Report, SuiteReport, TrialReport } from '../report/schema.js';
import { code, escapeMarkdown as esc, escapeName } from './escape.js';
import { findKind } from '../kinds/registry.js';
import { detailNamesOf, dirtySentence, formatNumber, headlineNames, metricCell, metricTitle, statusExplanation } from './format.js';
import { renderSubmissionSection } from './submission.js';
import { splitsMarkdown, UNPUBLISHED } from './splits.js';

const STATUS: Record<Report['status'], string> = {
  final: '✅ FINAL',
  not_final: '⚠️ NOT FINAL',
  invalid: '❌ INVALID',
};

const LIST_LIMIT = 50;

export function renderMarkdown(report: Report): string {
  const out: string[] = [];
  out.push(`## agent-eval: ${esc(report.benchmark.name)} — ${STATUS[report.status]}`, '');
  out.push(statusExplanation(report), '');
  out.push(...reportErrors(report));
  out.push(provenance(report), '');
  const dirty = dirtySentence(report.benchmark, (p) => code(p));
  if (dirty) out.push(`⚠️ **${dirty}**`, '');
  out.push(...renderSubmissionSection(report));
  out.push(...ignoredSection(report.ignored, 'at the top of the run'));
  for (const suite of report.suites) out.push(...renderSuite(suite));
  return `${out.join('\n').trimEnd()}\n`;
}

/** The report's own errors: parts agent-eval could not write as computed (see report/salvage.ts). */
function reportErrors(report: Report): string[] {
  const errors = report.errors ?? [];
  if (errors.length === 0) return [];
  return [`**This report could not be written whole: ${errors.length} part(s) were replaced or left out, and the report is invalid:**`, '', ...errors.map((e) => `- ❌ ${esc(e.message)}`), ''];
}

function provenance(report: Report): string {
  const b = report.benchmark;
  const at = b.commit ? ` at ${code(b.commit.slice(0, 12))}` : ' (not a git checkout)';
  const repo = b.repository ? ` from ${esc(b.repository)}` : '';
  const lines = [`Benchmark ${code(b.name)}${at}${repo}, manifest sha256 ${code(b.manifest_sha256.slice(0, 12))}; ${escapeName(report.tool.name)} ${escapeName(report.tool.version)}.`];
  const meta = report.submission.metadata;
  const described = meta
    ? Object.entries(meta)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .slice(0, 8)
        .map(([k, v]) => `${esc(k, 40)}: ${esc(String(v), 100)}`)
        .join(', ')
    : '';
  lines.push(`Submission ${esc(report.submission.path, 200)}${described ? ` (${described})` : ''}.`);
  return lines.join('  \n');
}

function renderSuite(suite: SuiteReport): string[] {
  const status = !suite.valid ? 'INVALID' : suite.final ? 'FINAL' : 'NOT FINAL';
  const out = [`### Suite ${code(suite.name)} (${escapeName(suite.kind)}) — ${status}`, ''];
  for (const note of suite.notes) out.push(`- ${esc(note)}`);
  for (const e of suite.errors) out.push(`- ❌ ${e.record ? `${esc(e.record, 200)}: ` : ''}${esc(e.message)}`);
  if (suite.notes.length + suite.errors.length > 0) out.push('');
  out.push(...ignoredSection(suite.ignored, "in the suite's directory"));
  if (suite.trials.length === 0) return out;

  const splits = splitsMarkdown(suite);
  if (suite.publish === false) out.push(...splits, UNPUBLISHED, '');
  const names = [...new Set(suite.trials.flatMap((t) => headlineNames(t.metrics)))];
  out.push(`| Trial | Status | Coverage | ${names.map((n) => metricTitle(n, suite.trials[0]!.metrics[n])).join(' | ')} |`);
  out.push(`|${' --- |'.repeat(3 + names.length)}`);
  for (const t of suite.trials) {
    const cov = `${t.coverage.scored}/${t.coverage.expected}`;
    out.push(`| ${esc(t.name, 100)} | ${trialStatus(t)} | ${cov} | ${names.map((n) => metricCell(t.metrics, n)).join(' | ')} |`);
  }
  out.push('');
  if (suite.publish !== false) out.push(...splits);
  for (const t of suite.trials) out.push(...trialProblems(t));
  const kind = findKind(suite.kind);
  const notes = kind?.methodNotes?.(suite) ?? [];
  if (notes.length > 0) out.push(...notes, '');
  out.push(...reliabilitySection(suite));
  // Details that stay in scores.json and summary.csv but would only repeat the message here.
  const hidden = new Set(kind?.hiddenDetails ?? []);
  for (const t of suite.trials) out.push(...trialDetails(t, hidden));
  return out;
}

/** Entries of the run nothing reads (docs/run-layout.md), collapsed: each with the rule it missed and the hint. */
function ignoredSection(ignored: readonly IgnoredEntry[] | undefined, where: string): string[] {
  if (!ignored?.length) return [];
  const items = ignored.map((e) =>
    e.missed === '' ? `- ${esc(e.hint)}` : `- ${code(e.path.slice(0, 200))}: matches none of ${esc(e.missed, 300)}${e.nearest ? `; nearest ${code(e.nearest.slice(0, 200))}` : ''}: ${esc(e.hint)}`,
  );
  const count = ignored.filter((e) => e.missed !== '').length;
  return [`<details><summary>Ignored: ${count}${count < ignored.length ? '+' : ''} entr${count === 1 ? 'y' : 'ies'} ${where} not read</summary>`, '', ...items, '', '</details>', ''];
}

function trialStatus(t: TrialReport): string {
  return !t.valid ? '❌ invalid' : t.final ? '✅ final' : '⚠️ not final';
}

function trialProblems(t: TrialReport): string[] {
  const out: string[] = [];
  const name = esc(t.name, 100);
  if (t.coverage.missing_tasks.length > 0) {
    out.push(`**${name}: ${t.coverage.missing_tasks.length} missing task(s):** ${limited(t.coverage.missing_tasks.map((task) => code(task)))}`, '');
  }
  if (t.errors.length > 0) {
    out.push(`**${name}: ${t.errors.length} error(s):**`, '');
    for (const e of t.errors.slice(0, LIST_LIMIT)) {
      const where = [e.task ? `task ${code(e.task)}` : null, e.record ? `record ${esc(e.record, 200)}` : null].filter(Boolean).join(', ');
      out.push(`- ${e.stage}${where ? ` (${where})` : ''}: ${esc(e.message)}`);
    }
    if (t.errors.length > LIST_LIMIT) out.push(`- … and ${t.errors.length - LIST_LIMIT} more in scores.json`);
    out.push('');
  }
  if (t.pending.length > 0) {
    out.push(`**${name}: ${t.pending.length} pending:** ${limited(t.pending.map((p) => `${code(p.task)} (${esc(p.what, 200)})`))}`, '');
  }
  const claimed = t.verdicts.filter((v) => v.status === 'failure' && v.details.claimed_success === true).length;
  if (claimed > 0) out.push(`${name}: ${claimed} record(s) claimed success that the verifier did not confirm (self-reports are never trusted).`, '');
  return out;
}

function limited(items: string[]): string {
  const shown = items.slice(0, LIST_LIMIT).join(', ');
  return items.length > LIST_LIMIT ? `${shown}, … and ${items.length - LIST_LIMIT} more` : shown;
}

function trialDetails(t: TrialReport, hidden: ReadonlySet<string>): string[] {
  if (t.verdicts.length === 0) return [];
  const detailNames = [...detailNamesOf(t.verdicts)].filter((n) => !hidden.has(n));
  const out = [`<details><summary>Per-task verdicts: ${esc(t.name, 100)}</summary>`, ''];
  out.push(`| Task | Verdict | Message | ${detailNames.map((n) => escapeName(n, 64)).join(' | ')} |`, `|${' --- |'.repeat(3 + detailNames.length)}`);
  for (const v of t.verdicts) {
    const verdict = v.status === 'success' ? '✅ success' : v.status === 'failure' ? '✖️ failure' : '❌ error';
    const text = v.status === 'error' ? (v.error ?? '') : (v.message ?? '');
    const cells = detailNames.map((n) => {
      const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
      return typeof x === 'number' ? formatNumber(x, Number.isInteger(x) ? 0 : 4) : x === null || x === undefined ? '—' : esc(String(x), 100);
    });
    out.push(`| ${code(v.task)} | ${verdict} | ${esc(text, 300)} | ${cells.join(' | ')} |`);
  }
  out.push('', '</details>', '');
  return out;
}

/**
 * Reliability across the suite's trials: pass^k and pass@k by k (a table and a Mermaid chart
 * GitHub renders), each trial's success rate with its 95% Wilson interval, the mean and its
 * standard error, and the tasks that flip between trials in a collapsible section.
 */
function reliabilitySection(suite: SuiteReport): string[] {
  const r = suite.reliability;
  if (!r || r.n_trials === 0) return [];
  return renderReliabilityMarkdown(r);
}

/** The reliability section for any set of figures (a suite's, or `agent-eval reliability --format markdown`'s); `title` is markdown. */
export function renderReliabilityMarkdown(r: Reliability, title = `Reliability across ${r.n_trials} trial(s)`): string[] {
  const status = r.final ? '✅ final' : `⚠️ NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
  const out = [`#### ${title} — ${status}`, ''];
  for (const note of r.notes) out.push(`- ${esc(note)}`);
  if (r.incomplete_tasks.length > 0) {
    out.push(`- Left out: ${limited(r.incomplete_tasks.map((t) => `${code(t.task)} (${t.valid_trials} of ${r.n_trials})`))}`);
  }
  if (r.notes.length + r.incomplete_tasks.length > 0) out.push('');
  if (r.tasks === 0) return out;

  const ks = shownKs(r.n_trials);
  out.push(
    `${r.tasks} task(s) × ${r.n_trials} trial(s); outcomes: ${esc(r.source)}. ` +
      'pass^k: the chance that k of the n trials, drawn at random, all succeed on a task; pass@k: that at least one does. ' +
      'Unbiased per-task estimators C(c,k)/C(n,k) and 1 − C(n−c,k)/C(n,k) for c successes, averaged over tasks.',
    '',
  );
  out.push('| k | pass^k % | pass@k % |', '| --- | --- | --- |');
  for (const k of ks) out.push(`| ${k} | ${percent(r.pass_hat_k[k])} | ${percent(r.pass_at_k[k])} |`);
  if (ks.length < r.n_trials) out.push('', `Selected k; every k from 1 to ${r.n_trials} is in scores.json.`);
  out.push('');
  if (r.n_trials >= 2) {
    out.push(
      '```mermaid',
      'xychart-beta',
      '  title "pass@k (upper line) and pass^k (lower line), % by k"',
      `  x-axis "k" [${ks.map((k) => `"${k}"`).join(', ')}]`,
      '  y-axis "%" 0 --> 100',
      `  line [${ks.map((k) => percent(r.pass_at_k[k])).join(', ')}]`,
      `  line [${ks.map((k) => percent(r.pass_hat_k[k])).join(', ')}]`,
      '```',
      '',
    );
  }
  out.push('| Trial | Successes | SR % | 95% Wilson interval % |', '| --- | --- | --- | --- |');
  for (const t of r.trials) {
    const interval = t.wilson_95 ? `${percent(t.wilson_95.low)} – ${percent(t.wilson_95.high)}` : '—';
    out.push(`| ${esc(t.name, 100)} | ${t.successes}/${t.tasks} | ${percent(t.success_rate)} | ${interval} |`);
  }
  out.push('');
  const se = r.success_rate_stderr === null ? 'no standard error with one trial' : `standard error ${percent(r.success_rate_stderr)} points`;
  out.push(`Mean SR across trials: ${percent(r.mean_success_rate)}% (${se}).`, '');
  if (r.flips.count === 0) {
    out.push(`No task flips between trials: each of the ${r.tasks} task(s) has the same verdict in every trial.`, '');
    return out;
  }
  const names = r.trials.map((t) => esc(t.name, 40)).join(', ');
  out.push(`<details><summary>${r.flips.count} task(s) flip between trials</summary>`, '');
  out.push(`| Task | Successes | Outcomes (${names}) |`, '| --- | --- | --- |');
  for (const f of r.flips.tasks.slice(0, FLIP_LIMIT)) {
    out.push(`| ${code(f.task)} | ${f.successes}/${r.n_trials} | ${f.outcomes.map((o) => (o ? '✓' : '✗')).join(' ')} |`);
  }
  if (r.flips.count > FLIP_LIMIT) out.push('', `… and ${r.flips.count - FLIP_LIMIT} more in scores.json.`);
  out.push('', '</details>', '');
  return out;
}

const FLIP_LIMIT = 200;

/** Every k up to 20 trials; beyond, 1..10, every ⌈n/10⌉-th k and n. */
export function shownKs(n: number): number[] {
  if (n <= 20) return Array.from({ length: n }, (_, i) => i + 1);
  const step = Math.ceil(n / 10);
  const ks = new Set<number>();
  for (let k = 1; k <= 10; k++) ks.add(k);
  for (let k = step; k < n; k += step) ks.add(k);
  ks.add(n);
  return [...ks].sort((a, b) => a - b);
}

function percent(fraction: number | null | undefined): string {
  return typeof fraction === 'number' ? formatNumber(100 * fraction) : '—';
}
