/**
 * `summary.md`: the sticky comment and the job summary. It leads with the answer: the status,
 * one overview table (suite × status × headline metric with its interval × coverage), then only
 * what needs action (errors, warnings, missing tasks, pending, failed submission checks). The
 * rest is collapsed in `<details>` blocks, each a sibling (none nested: trim.ts drops whole
 * blocks, last first): provenance and the submission checks, per suite its trials, reliability
 * and chart, the methods (each note once), then per suite the per-task verdicts.
 */
import type { NotHashed, Reliability, Report, SuiteReport, TrialReport } from '../report/schema.js';
import { code, escapeMarkdown as esc, escapeName } from './escape.js';
import { findKind } from '../kinds/registry.js';
import {
  describeNotHashed,
  detailNamesOf,
  formatNumber,
  headlineNames,
  metricCell,
  metricTitle,
  NOT_HASHED_SHOWN,
  notHashedHeading,
  notHashedMore,
  statusExplanation,
  withheldMetrics,
} from './format.js';
import { suiteOverview, type SuiteOverview } from './overview.js';
import { provenance } from './provenance.js';
import { renderSubmissionDetails } from './submission.js';
import {
  groupProblems,
  ignoredProblems,
  shownPlaces,
  submissionFindings,
  suiteFindings,
  type Group,
} from './attention.js';
import { splitsMarkdown, UNPUBLISHED } from './splits.js';
import { suitesAndSplits } from '../report/splits.js';

const STATUS: Record<Report['status'], string> = {
  final: '✅ FINAL',
  not_final: '⚠️ NOT FINAL',
  invalid: '❌ INVALID',
};
// Non-breaking spaces: the status cell stays on one line in the narrow overview table.
const SUITE_STATUS: Record<SuiteOverview['status'], string> = {
  final: '✅&nbsp;final',
  not_final: '⚠️&nbsp;not&nbsp;final',
  invalid: '❌&nbsp;invalid',
};

const LIST_LIMIT = 50;

/** The heading of the section of what needs action (the browser test finds it by this text). */
export const ATTENTION_HEADING = 'Needs attention';

export function renderMarkdown(report: Report): string {
  const out: string[] = [];
  out.push(`## agent-eval: ${esc(report.benchmark.name)} — ${STATUS[report.status]}`, '');
  out.push(statusExplanation(report), '');
  out.push(...overviewTable(report));
  out.push(...attentionSection(report));
  out.push(...provenanceDetails(report));
  for (const suite of report.suites) out.push(...suiteDetails(suite));
  out.push(...methodsDetails(report));
  for (const suite of report.suites) out.push(...verdictDetails(suite));
  return `${out.join('\n').trimEnd()}\n`;
}

/** One row per suite: its status, the mean over trials of its primary headline metric with an interval, its coverage, and its failed tasks and errors. */
function overviewTable(report: Report): string[] {
  if (report.suites.length === 0) return [];
  const out = [
    '| Suite | Status | Headline (mean over trials) | Interval | Trials | Coverage | Failed | Errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  // Each split of a suite is a row of its own, `suite/split` (docs/splits.md); a `publish: false` suite's figures are
  // not headline ones.
  for (const suite of suitesAndSplits(report)) {
    const o = suiteOverview(suite);
    const title = o.metric ? metricTitle(o.metric, suite.trials[0]!.metrics[o.metric]) : '';
    const figure =
      o.metric === null
        ? '—'
        : o.value !== null
          ? `${title} **${formatNumber(o.value)}**`
          : o.observed !== null
            ? `${title} — (observed ${formatNumber(o.observed)})`
            : `${title} —`;
    const value =
      suite.publish === false && o.metric !== null
        ? `${title} ${formatNumber(o.value ?? o.observed)}: not a headline figure (\`publish: false\`)`
        : figure;
    const interval =
      !o.interval || suite.publish === false
        ? '—'
        : o.interval.kind === 'wilson'
          ? `${formatNumber(o.interval.low)} – ${formatNumber(o.interval.high)} (95% Wilson)`
          : `± ${formatNumber(o.interval.stderr)} (s.e.)`;
    const trials =
      o.expectedTrials !== null && o.expectedTrials !== o.trials
        ? `${o.trials} of ${o.expectedTrials}`
        : String(o.trials);
    const count = (n: number, mark: string) => (n > 0 ? `${mark}&nbsp;${n}` : '0');
    out.push(
      `| ${code(suite.name)} (${escapeName(suite.kind)}) | ${SUITE_STATUS[o.status]} | ${value} | ${interval} | ${trials} | ${o.scored}/${o.expected} | ${count(o.failed, '✖️')} | ${count(o.errored, '❌')} |`,
    );
  }
  out.push('');
  return out;
}

/**
 * What needs action, each item led by ❌ (an error) or ⚠️ (a warning): the report's own errors,
 * an uncommitted benchmark checkout, then one item per cause (views/attention.ts): submission
 * findings, entries of the run nothing reads, the suites' notes and errors, missing tasks; each
 * cause with the places it applies to, the human sentence first and its code after; then
 * entries hashing leaves out and pending tasks.
 */
function attentionSection(report: Report): string[] {
  const items: string[] = [];
  const errors = report.errors ?? [];
  if (errors.length > 0) {
    items.push(
      `- ❌ **This report could not be written whole: ${errors.length} part(s) were replaced or left out, and the report is invalid:**`,
      ...errors.map((e) => `  - ${esc(e.message)}`),
    );
  }
  const { dirty } = provenance(report.benchmark, (p) => code(p));
  if (dirty) items.push(`- ⚠️ **Uncommitted benchmark changes:** ${dirty}`);
  const problems = [
    ...submissionFindings(report),
    ...ignoredProblems(report.ignored, 'Run, entries not read'),
    ...report.suites.flatMap(suiteFindings),
  ];
  const groups = groupProblems(problems);
  items.push(...groups.slice(0, LIST_LIMIT).map(groupItem));
  if (groups.length > LIST_LIMIT) items.push(`- … and ${groups.length - LIST_LIMIT} more in scores.json`);
  if (report.submission.review?.findings.some((f) => f.severity === 'error')) {
    items.push(
      '- ❌ **A submission error makes the report invalid:** the checksums of submission.yml must match the run, and the file must be usable (see docs/submission.md).',
    );
  }
  items.push(...notHashedItems(report.not_hashed));
  for (const suite of report.suites) for (const t of suite.trials) items.push(...pendingItems(suite, t));
  if (items.length === 0) return [`Nothing needs attention: no errors, warnings, missing or pending tasks.`, ''];
  return [`### ${ATTENTION_HEADING}`, '', ...items, ''];
}

/** One cause: the sentence, its code after it, and where it applies (at most PLACES_SHOWN places, then how many more). */
function groupItem(g: Group): string {
  const icon = g.severity === 'error' ? '❌' : '⚠️';
  const raw = g.code ? ` (${code(g.code)})` : '';
  const comma = g.scope.indexOf(',');
  const scope = g.scope.startsWith('Suite ')
    ? `Suite ${code(g.scope.slice(6, comma >= 0 ? comma : undefined))}${comma >= 0 ? esc(g.scope.slice(comma)) : ''}`
    : esc(g.scope);
  if (g.places.length <= 1) {
    const where = g.places.length === 1 ? `${place(g.places[0]!)}: ` : '';
    return `- ${icon} **${scope}:** ${where}${esc(g.whole ?? g.cause, 600)}${raw}`;
  }
  const { shown, more } = shownPlaces(g.places);
  return `- ${icon} **${scope}:** ${esc(g.cause, 600)}${raw} — ${g.places.length} places: ${shown.map(place).join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}

/** A path as code; a trial and a task (`trial-1 task_04`) as the trial's name and the task as code. */
function place(p: string): string {
  const space = p.lastIndexOf(' ');
  return space < 0 ? code(p.slice(0, 200)) : `${esc(p.slice(0, space), 100)} ${code(p.slice(space + 1, space + 201))}`;
}

/** Entries of the run whose content hashing leaves out, each with its size and the bound (docs/sharding.md). */
function notHashedItems(n: NotHashed | undefined): string[] {
  if (!n) return [];
  const more = notHashedMore(n);
  const items = n.entries.slice(0, NOT_HASHED_SHOWN).map((e) => `  - ${esc(describeNotHashed(e), 400)}`);
  return [`- ⚠️ **${notHashedHeading(n)}:**`, ...items, ...(more ? [`  - ${more}`] : [])];
}

/** Where the figures come from (benchmark, commit, manifest, tool; the submission and its metadata) and the submission checks. */
function provenanceDetails(report: Report): string[] {
  const lines = [
    `${provenance(report.benchmark, (p) => code(p)).benchmark}; ${escapeName(report.tool.name)} ${escapeName(report.tool.version)}.`,
  ];
  const meta = report.submission.metadata;
  const described = meta
    ? Object.entries(meta)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .slice(0, 8)
        .map(([k, v]) => `${esc(k, 40)}: ${esc(String(v), 100)}`)
        .join(', ')
    : '';
  lines.push(`Submission ${esc(report.submission.path, 200)}${described ? ` (${described})` : ''}.`);
  const checks = renderSubmissionDetails(report);
  return [
    `<details><summary>Provenance${checks.summary ? ` and submission checks: ${checks.summary}` : ''}</summary>`,
    '',
    lines.join('  \n'),
    '',
    ...checks.lines,
    '</details>',
    '',
  ];
}

/** A suite's trials with every headline metric, what its records claimed, and its reliability figures and chart. */
function suiteDetails(suite: SuiteReport): string[] {
  if (suite.trials.length === 0) return [];
  const names = [...new Set(suite.trials.flatMap((t) => headlineNames(t.metrics)))];
  const r = suite.reliability;
  const parts = [
    'trials',
    ...(suite.splits?.length ? ['splits'] : []),
    ...(r && r.n_trials > 0 ? ['reliability'] : []),
    ...(r && charted(r) ? ['chart'] : []),
  ];
  const out = [
    `<details><summary>Suite ${esc(suite.name, 100)} (${esc(suite.kind, 40)}): ${parts.join(', ')}</summary>`,
    '',
  ];
  out.push(
    `| Trial | Status | Coverage | ${names.map((n) => metricTitle(n, suite.trials[0]!.metrics[n])).join(' | ')} |`,
  );
  out.push(`|${' --- |'.repeat(3 + names.length)}`);
  for (const t of suite.trials) {
    const cov = `${t.coverage.scored}/${t.coverage.expected}`;
    out.push(
      `| ${esc(t.name, 100)} | ${trialStatus(t)} | ${cov} | ${names.map((n) => metricCell(t.metrics, n)).join(' | ')} |`,
    );
  }
  out.push('');
  if (suite.publish === false) out.push(UNPUBLISHED, '');
  out.push(...splitsMarkdown(suite));
  for (const t of suite.trials) {
    const claimed = t.verdicts.filter((v) => v.status === 'failure' && v.details.claimed_success === true).length;
    if (claimed > 0)
      out.push(
        `- ${esc(t.name, 100)}: ${claimed} record(s) claimed success that the verifier did not confirm (self-reports are never trusted).`,
      );
  }
  if (suite.trials.some((t) => t.verdicts.some((v) => v.status === 'failure' && v.details.claimed_success === true)))
    out.push('');
  if (r && r.n_trials > 0)
    out.push(
      ...renderReliabilityMarkdown(r, `Reliability across ${r.n_trials} trial(s)`, {
        methods: false,
        flipsCollapsed: false,
      }),
    );
  out.push('</details>', '');
  return out;
}

function trialStatus(t: TrialReport): string {
  return !t.valid ? '❌ invalid' : t.final ? '✅ final' : '⚠️ not final';
}

/** A trial's pending tasks and withheld metrics, as items of the attention list. */
function pendingItems(suite: SuiteReport, t: TrialReport): string[] {
  const name = `${code(suite.name)} ${esc(t.name, 100)}`;
  const out: string[] = [];
  if (t.pending.length > 0)
    out.push(
      `- ⚠️ **${name}: ${t.pending.length} pending:** ${limited(t.pending.map((p) => `${code(p.task)} (${esc(p.what, 200)})`))}`,
    );
  for (const w of withheldMetrics(t.metrics)) {
    const more = w.more > 0 ? `; … and ${w.more} more in scores.json` : '';
    out.push(
      `- ⚠️ **${name}: ${metricTitle(w.name, w.metric)} withheld:** ${w.reasons.map((r) => esc(r, 400)).join('; ')}${more}`,
    );
  }
  return out;
}

function limited(items: string[]): string {
  const shown = items.slice(0, LIST_LIMIT).join(', ');
  return items.length > LIST_LIMIT ? `${shown}, … and ${items.length - LIST_LIMIT} more` : shown;
}

/**
 * Each methodology note once: the headline and its interval, pass^k and pass@k (when a suite
 * has reliability figures), and the kinds' own notes, a note that several suites share listed
 * once with their names.
 */
function methodsDetails(report: Report): string[] {
  if (report.suites.every((s) => s.trials.length === 0)) return [];
  const out = ['<details><summary>Methods</summary>', ''];
  out.push(
    "- Headline: the mean over trials of the suite's primary headline metric, as the leaderboard ranks it. Its interval, where the metric is the success rate: " +
      'for one trial the 95% Wilson score interval, for more the standard error of the mean over trials (sample standard deviation of the per-trial rates / √n).',
  );
  if (report.suites.some((s) => s.reliability && s.reliability.tasks > 0)) out.push(`- ${PASS_K_NOTE}`);
  const notes = new Map<string, string[]>();
  for (const suite of report.suites) {
    for (const note of findKind(suite.kind)?.methodNotes?.(suite) ?? [])
      notes.set(note, [...(notes.get(note) ?? []), suite.name]);
  }
  for (const [note, suites] of notes) out.push(`- ${suites.map((s) => code(s)).join(', ')}: ${note}`);
  out.push('', '</details>', '');
  return out;
}

/** A suite's per-task verdicts, one table per trial; the details a kind hides (they only repeat the message) stay in scores.json and summary.csv. */
function verdictDetails(suite: SuiteReport): string[] {
  const trials = suite.trials.filter((t) => t.verdicts.length > 0);
  if (trials.length === 0) return [];
  const hidden = new Set(findKind(suite.kind)?.hiddenDetails ?? []);
  const out = [
    `<details><summary>Per-task verdicts: suite ${esc(suite.name, 100)}, ${trials.length} trial(s)</summary>`,
    '',
  ];
  for (const t of trials) out.push(...trialVerdicts(t, hidden, trials.length > 1));
  out.push('</details>', '');
  return out;
}

function trialVerdicts(t: TrialReport, hidden: ReadonlySet<string>, titled: boolean): string[] {
  const detailNames = [...detailNamesOf(t.verdicts)].filter((n) => !hidden.has(n));
  const out = titled ? [`**${esc(t.name, 100)}**`, ''] : [];
  out.push(
    `| Task | Verdict | Message | ${detailNames.map((n) => escapeName(n, 64)).join(' | ')} |`,
    `|${' --- |'.repeat(3 + detailNames.length)}`,
  );
  // Failures and errors first (docs/action.md): what a reader looks for; the order within each is the report's.
  const rank = { failure: 0, error: 1, success: 2 } as const;
  const ordered = t.verdicts.map((v, i) => ({ v, i })).sort((a, b) => rank[a.v.status] - rank[b.v.status] || a.i - b.i);
  for (const { v } of ordered) {
    const verdict = v.status === 'success' ? '✅ success' : v.status === 'failure' ? '✖️ failure' : '❌ error';
    const text = v.status === 'error' ? (v.error ?? '') : (v.message ?? '');
    const cells = detailNames.map((n) => {
      const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
      return typeof x === 'number'
        ? formatNumber(x, Number.isInteger(x) ? 0 : 4)
        : x === null || x === undefined
          ? '—'
          : esc(String(x), 100);
    });
    out.push(`| ${code(v.task)} | ${verdict} | ${esc(text, 300)} | ${cells.join(' | ')} |`);
  }
  out.push('');
  return out;
}

const PASS_K_NOTE =
  'pass^k: the chance that k of the n trials, drawn at random, all succeed on a task; pass@k: that at least one does. ' +
  'Unbiased per-task estimators C(c,k)/C(n,k) and 1 − C(n−c,k)/C(n,k) for c successes, averaged over tasks.';

export interface ReliabilityOptions {
  /** The pass^k / pass@k methodology paragraph (the comment has it once, under Methods). Default true. */
  methods?: boolean;
  /** The flipping tasks in a `<details>` block of their own (false inside a block already). Default true. */
  flipsCollapsed?: boolean;
}

/**
 * Reliability across a set of trials (a suite's, or `agent-eval reliability --format
 * markdown`'s; `title` is markdown): pass^k and pass@k by k (a table and a Mermaid chart GitHub
 * renders, its two lines told apart by colour and named in the line under it), each trial's
 * success rate with its 95% Wilson interval, the mean and its standard error, and the tasks that
 * flip between trials.
 */
export function renderReliabilityMarkdown(
  r: Reliability,
  title = `Reliability across ${r.n_trials} trial(s)`,
  options: ReliabilityOptions = {},
): string[] {
  const status = r.final ? '✅ final' : `⚠️ NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
  const out = [`#### ${title} — ${status}`, ''];
  for (const note of r.notes) out.push(`- ${esc(note)}`);
  if (r.incomplete_tasks.length > 0) {
    out.push(
      `- Left out: ${limited(r.incomplete_tasks.map((t) => `${code(t.task)} (${t.valid_trials} of ${r.n_trials})`))}`,
    );
  }
  if (r.notes.length + r.incomplete_tasks.length > 0) out.push('');
  if (r.tasks === 0) return out;

  const ks = shownKs(r.n_trials);
  out.push(
    `${r.tasks} task(s) × ${r.n_trials} trial(s); outcomes: ${esc(r.source)}.${options.methods === false ? '' : ` ${PASS_K_NOTE}`}`,
    '',
  );
  out.push('| k | pass^k % | pass@k % |', '| --- | --- | --- |');
  for (const k of ks) out.push(`| ${k} | ${percent(r.pass_hat_k[k])} | ${percent(r.pass_at_k[k])} |`);
  if (ks.length < r.n_trials) out.push('', `Selected k; every k from 1 to ${r.n_trials} is in scores.json.`);
  out.push('');
  if (charted(r)) out.push(...passChart(ks, r), '');
  out.push('| Trial | Successes | SR % | 95% Wilson interval % |', '| --- | --- | --- | --- |');
  for (const t of r.trials) {
    const interval = t.wilson_95 ? `${percent(t.wilson_95.low)} – ${percent(t.wilson_95.high)}` : '—';
    out.push(`| ${esc(t.name, 100)} | ${t.successes}/${t.tasks} | ${percent(t.success_rate)} | ${interval} |`);
  }
  out.push('');
  const se =
    r.success_rate_stderr === null
      ? 'no standard error with one trial'
      : `standard error ${percent(r.success_rate_stderr)} points`;
  out.push(`Mean SR across trials: ${percent(r.mean_success_rate)}% (${se}).`, '');
  if (r.flips.count === 0) {
    out.push(`No task flips between trials: each of the ${r.tasks} task(s) has the same verdict in every trial.`, '');
    return out;
  }
  const names = r.trials.map((t) => esc(t.name, 40)).join(', ');
  const collapsed = options.flipsCollapsed !== false;
  out.push(
    collapsed
      ? `<details><summary>${r.flips.count} task(s) flip between trials</summary>`
      : `${r.flips.count} task(s) flip between trials:`,
    '',
  );
  out.push(`| Task | Successes | Outcomes (${names}) |`, '| --- | --- | --- |');
  for (const f of r.flips.tasks.slice(0, FLIP_LIMIT)) {
    out.push(
      `| ${code(f.task)} | ${f.successes}/${r.n_trials} | ${f.outcomes.map((o) => (o ? '✓' : '✗')).join(' ')} |`,
    );
  }
  if (r.flips.count > FLIP_LIMIT) out.push('', `… and ${r.flips.count - FLIP_LIMIT} more in scores.json.`);
  out.push('');
  if (collapsed) out.push('</details>', '');
  return out;
}

/** Whether the figures are charted: two trials or more, and a number for every k shown (a report from an artifact may lack some k, and '—' is no Mermaid value). */
function charted(r: Reliability): boolean {
  return (
    r.n_trials >= 2 &&
    r.tasks > 0 &&
    shownKs(r.n_trials).every((k) => typeof r.pass_at_k[k] === 'number' && typeof r.pass_hat_k[k] === 'number')
  );
}

/**
 * The pass@k and pass^k lines as a Mermaid xychart (`xychart-beta`, which GitHub renders; no
 * feature newer than Mermaid 10.5, where it came): the two series in fixed colours (the
 * theme's palette made one of them faint), named in the title and in a line under the chart
 * (xychart has no legend), and a height that suits a few points.
 */
function passChart(ks: readonly number[], r: Reliability): string[] {
  const config = {
    xyChart: { width: 600, height: 260 },
    themeVariables: { xyChart: { plotColorPalette: `${CHART_COLOURS.passAt.css}, ${CHART_COLOURS.passHat.css}` } },
  };
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify(config)}}%%`,
    'xychart-beta',
    `  title "pass@k (${CHART_COLOURS.passAt.name}) and pass^k (${CHART_COLOURS.passHat.name}), % by k"`,
    `  x-axis "k (trials drawn)" [${ks.map((k) => `"${k}"`).join(', ')}]`,
    '  y-axis "%" 0 --> 100',
    `  line [${ks.map((k) => percent(r.pass_at_k[k])).join(', ')}]`,
    `  line [${ks.map((k) => percent(r.pass_hat_k[k])).join(', ')}]`,
    '```',
    '',
    `Chart: the ${CHART_COLOURS.passAt.name} line (upper) is pass@k, at least one of k trials succeeds; the ${CHART_COLOURS.passHat.name} line (lower) is pass^k, all k succeed.`,
  ];
}

/** Named CSS colours (no `#`: a `#` and a digit read as an issue reference to a check of the view), distinct for colour-blind readers too. */
const CHART_COLOURS = {
  passAt: { css: 'royalblue', name: 'blue' },
  passHat: { css: 'darkorange', name: 'orange' },
} as const;

const FLIP_LIMIT = 200;

/** Every k up to 20 trials; beyond, 1..10, every ⌈n/10⌉-th k and n. */
function shownKs(n: number): number[] {
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
