/**
 * The views of a comparison (docs/compare.md): compare.md (a table per suite and a Mermaid
 * chart of the differences with their intervals) and compare.csv (one row per suite × arm ×
 * metric). Pure functions of compare.json: the same comparison gives the same bytes. Every
 * label and task key may come from a hostile report and is escaped.
 */
import { comparedMetric, listText, successNames } from '../kinds/metrics.js';
import { provenance } from './provenance.js';
import type { ArmComparison, Comparison, MetricComparison, SuiteComparison } from '../compare/schema.js';
import { csvCell } from './csv.js';
import { code, escapeMarkdown as esc, escapeName } from './escape.js';

const LIST_LIMIT = 50;

export function serializeComparison(c: Comparison): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}

/** A signed figure (+1.50, -2.00, 0.00; never -0.00); rescore's leader column shows its differences so too. */
export function signed(x: number | null, decimals = 2): string {
  if (x === null) return '—';
  const s = x.toFixed(decimals);
  return x > 0 ? `+${s}` : s === (-0).toFixed(decimals) ? (0).toFixed(decimals) : s;
}

const plain = (x: number | null, decimals = 2) => (x === null ? '—' : x.toFixed(decimals));

/** Decimals shown: the metric's own (kinds/metrics.ts), else 2. */
const decimalsOf = (m: MetricComparison) => comparedMetric(m.metric)?.decimals ?? 2;

/** The success metric in words: `the success rate (SR; accuracy in table suites)`. */
function successWords(): string {
  const [first, ...others] = successNames();
  return `the success rate (${[first?.name ?? 'SR', ...others.map((n) => `${n.name} in ${listText(n.kinds)} suites`)].join('; ')})`;
}

function verdictCell(m: MetricComparison): string {
  const parts: string[] = [];
  if (m.verdict !== null) parts.push(`**${m.verdict}**`);
  else if (m.observed_verdict !== null) parts.push(`— (observed: ${m.observed_verdict}, not final)`);
  if (m.superior) parts.push(m.better === 'higher' ? 'better than the baseline' : 'lower than the baseline');
  return parts.length > 0 ? parts.join('; ') : '—';
}

export function renderCompareMarkdown(c: Comparison): string {
  const out: string[] = [];
  const status = c.final ? '✅ FINAL' : '⚠️ NOT FINAL';
  out.push(`## agent-eval compare: ${code(c.baseline.benchmark.name)} — ${status}`, '');
  out.push(...differentBenchmarksBanner(c));
  out.push(
    c.final
      ? 'Every report is final, every task is paired, and every input was scored against the same benchmark.'
      : 'Something is missing, in error, not final or not comparable (listed below): the figures are observed over the paired tasks, and no verdict is final.',
    '',
  );
  out.push(
    `Baseline ${code(c.baseline.label)} (${esc(c.baseline.status)}); ${c.arms.length === 1 ? 'arm' : 'arms'} ${c.arms.map((a) => `${code(a.label)} (${esc(a.status)})`).join(', ')}.`,
  );
  // Each input's benchmark (they differ only when the comparison says so), and the uncommitted
  // changes of each one scored at a dirty checkout (docs/provenance.md).
  const inputs = [c.baseline, ...c.arms];
  const sentences = inputs.map((input) => provenance(input.benchmark, code));
  if (c.benchmarks.same)
    out.push(`${sentences[0]!.benchmark}; ${escapeName(c.tool.name)} ${escapeName(c.tool.version)}.`, '');
  else
    out.push(
      ...inputs.map((input, i) => `- ${code(input.label)}: ${sentences[i]!.benchmark}.`),
      '',
      `${escapeName(c.tool.name)} ${escapeName(c.tool.version)}.`,
      '',
    );
  inputs.forEach((input, i) => {
    const dirty = sentences[i]!.dirty;
    if (dirty) out.push(`> **⚠️ ${code(input.label)}:** ${dirty}`, ''); // (its paths through code())
  });
  const pct = `${+(100 * c.method.confidence).toFixed(4)}%`;
  out.push(
    `Paired over the same tasks: per task each arm's mean over its trials, the difference arm − baseline, its mean over tasks with a ${pct} t interval (method ${code(c.method.difference)}); ` +
      'for one-trial arms, the exact McNemar test on the tasks where they disagree. ' +
      (c.method.margin === null
        ? 'No margin was given: no non-inferiority verdict.'
        : `Non-inferiority on ${c.method.verdict_metric === 'success' ? successWords() : escapeName(c.method.verdict_metric)} at a margin of ${c.method.margin} (in its unit): non-inferior when the interval's worse bound is within the margin, inferior when the whole interval is beyond it, inconclusive otherwise.`),
    '',
  );
  if (c.findings.length > 0) {
    out.push(`**Not final: ${c.findings.length} finding(s)**`, '');
    for (const f of c.findings.slice(0, LIST_LIMIT)) out.push(`- ⚠️ ${code(f.code)}: ${esc(f.message)}`);
    if (c.findings.length > LIST_LIMIT) out.push(`- … and ${c.findings.length - LIST_LIMIT} more in compare.json`);
    out.push('');
  }
  for (const s of c.suites) out.push(...renderSuite(s, c, pct));
  return `${out.join('\n').trimEnd()}\n`;
}

function differentBenchmarksBanner(c: Comparison): string[] {
  if (c.benchmarks.same) return [];
  return [
    '> **⚠️ Different benchmarks:** these reports were not scored against the same benchmark (docs/provenance.md; the findings say how they differ). The tasks and verifiers may differ: no figure below is a like-for-like comparison, and none is final.',
    '',
  ];
}

function renderSuite(s: SuiteComparison, c: Comparison, pct: string): string[] {
  const title = `### Suite ${code(s.name)} (${escapeName(s.kind)})${s.split === null ? '' : `, split ${code(s.split)}`}`;
  const out = [title, ''];
  out.push(...differentBenchmarksBanner(c));
  if (s.comparisons.length === 0) return out;
  out.push(
    `| Arm | Status | Tasks | Metric | Baseline | Arm | Difference | ${pct} interval | SE | Improved | Regressed | Tied | Both succeed | Both fail | Exact p | Verdict |`,
  );
  out.push(`|${' --- |'.repeat(16)}`);
  for (const cmp of s.comparisons) {
    const status = cmp.final ? '✅ final' : '⚠️ not final';
    for (const m of cmp.metrics) {
      const d = decimalsOf(m);
      const interval = m.interval ? `${signed(m.interval.low, d)} … ${signed(m.interval.high, d)}` : '—';
      const cells = m.available
        ? [
            plain(m.baseline_mean, d),
            plain(m.arm_mean, d),
            `${signed(m.difference, d)} ${m.unit}`,
            interval,
            plain(m.stderr, d),
            String(m.counts!.improved),
            String(m.counts!.regressed),
            String(m.counts!.tied),
            m.counts!.both_succeed === null ? '' : String(m.counts!.both_succeed),
            m.counts!.both_fail === null ? '' : String(m.counts!.both_fail),
            m.exact_test ? m.exact_test.p_value.toFixed(4) : '—',
            m.metric === cmp.verdict_metric ? verdictCell(m) : '',
          ]
        : [`not compared: ${esc(m.note ?? '', 200)}`, '', '', '', '', '', '', '', '', '', '', ''];
      const better = m.better === 'lower' ? ' (lower is better)' : '';
      out.push(
        `| ${code(cmp.arm, 100)} | ${status} | ${m.tasks} | ${escapeName(m.title)}${better} | ${cells.join(' | ')} |`,
      );
    }
  }
  out.push('');
  for (const cmp of s.comparisons) out.push(...comparisonNotes(cmp));
  out.push(...chart(s, c, pct));
  return out;
}

function comparisonNotes(cmp: ArmComparison): string[] {
  const out: string[] = [];
  const who = `${code(cmp.arm, 100)} vs ${code(cmp.baseline, 100)}`;
  const trials = `${cmp.trials.arm} trial(s) vs ${cmp.trials.baseline}`;
  out.push(
    `**${who}** (${trials}; ${cmp.tasks.paired} of ${cmp.tasks.expected} task(s) paired)${cmp.final ? '' : ' — not final:'}`,
    '',
  );
  for (const n of cmp.notes) out.push(`- ${esc(n)}`);
  if (cmp.tasks.left_out.length > 0) {
    const shown = cmp.tasks.left_out.slice(0, LIST_LIMIT).map((t) => `${code(t.task)} (${esc(t.why, 300)})`);
    out.push(
      `- Left out: ${shown.join(', ')}${cmp.tasks.left_out.length > LIST_LIMIT ? `, … and ${cmp.tasks.left_out.length - LIST_LIMIT} more in compare.json` : ''}`,
    );
  }
  for (const m of cmp.metrics) {
    if (m.available && m.note) out.push(`- ${escapeName(m.title)}: ${esc(m.note)}`);
    if (m.exact_test_note && m.available)
      out.push(`- ${escapeName(m.title)}: no exact test, ${esc(m.exact_test_note)}.`);
  }
  const v = cmp.metrics.find((m) => m.metric === cmp.verdict_metric && m.available);
  if (v && v.regressed_tasks.length > 0) {
    const shown = v.regressed_tasks.slice(0, LIST_LIMIT).map((t) => code(t));
    out.push(
      `- ${escapeName(v.title)}: regressed on ${v.regressed_tasks.length} task(s): ${shown.join(', ')}${v.regressed_tasks.length > LIST_LIMIT ? `, … and ${v.regressed_tasks.length - LIST_LIMIT} more in compare.json` : ''}`,
    );
  } else if (v) {
    out.push(`- ${escapeName(v.title)}: no task regressed.`);
  }
  out.push('');
  return out;
}

/**
 * A Mermaid label: the text inside double quotes, inert even read raw: letters, digits and
 * a few punctuation marks kept, anything else `?`; autolinks and references broken (ZWSP).
 */
function mermaidLabel(text: string, max = 100): string {
  const flat = text.replace(/[^A-Za-z0-9 .\-/+%(),:−]/g, '?');
  const cut = flat.length > max ? `${flat.slice(0, max)}…` : flat;
  return cut
    .replace(/\/\//g, '/\u200b/')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`)
    .replace(/\bGH-(?=\d)/gi, (m) => `${m}\u200b`);
}

/** An arm's label on the x axis: its end, where paths differ (…/runs/new-regime). */
function axisLabel(text: string): string {
  const flat = mermaidLabel(text, Infinity);
  return flat.length > 32 ? `…${flat.slice(-32)}` : flat;
}

/** Axis bounds: a round range holding every bound, 0 and the margin line. */
function axisRange(values: number[]): [number, number] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = Math.max(hi - lo, 1e-9);
  const step = 10 ** Math.floor(Math.log10(span)) / 2;
  const low = Math.floor(lo / step) * step;
  const high = Math.ceil(hi / step) * step;
  return [+low.toFixed(6), +(high === low ? low + step : high).toFixed(6)];
}

/** The verdict metric's difference per arm (bar) between its interval bounds (lines). */
function chart(s: SuiteComparison, c: Comparison, pct: string): string[] {
  const rows = s.comparisons
    .map((cmp) => ({
      cmp,
      m: cmp.metrics.find((m) => m.metric === cmp.verdict_metric && m.available && m.interval !== null),
    }))
    .filter((r): r is { cmp: ArmComparison; m: MetricComparison } => r.m !== undefined);
  if (rows.length === 0) return [];
  const m0 = rows[0]!.m;
  const d = decimalsOf(m0);
  const margin = c.method.margin;
  const marginLine = margin === null ? null : m0.better === 'higher' ? -margin : margin;
  const values = rows.flatMap((r) => [r.m.interval!.low, r.m.interval!.high, r.m.difference!]);
  const [low, high] = axisRange(marginLine === null ? values : [...values, marginLine]);
  const series = (f: (m: MetricComparison) => number) => `[${rows.map((r) => f(r.m).toFixed(d)).join(', ')}]`;
  const lines = [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidLabel(`${m0.title}: arm − baseline (${m0.unit}), ${pct} interval`)}"`,
    `  x-axis [${rows.map((r) => `"${axisLabel(r.cmp.arm)}"`).join(', ')}]`,
    `  y-axis "${mermaidLabel(m0.unit)}" ${low} --> ${high}`,
    `  bar ${series((m) => m.difference!)}`,
    `  line ${series((m) => m.interval!.high)}`,
    `  line ${series((m) => m.interval!.low)}`,
  ];
  if (marginLine !== null) lines.push(`  line [${rows.map(() => marginLine.toFixed(d)).join(', ')}]`);
  lines.push('```', '');
  const legend = `Chart: the bar is the difference arm − baseline, the lines its ${pct} interval (upper and lower bound)${marginLine === null ? '' : `, and the flat line the margin (${signed(marginLine, d)})`}.${c.final ? '' : ' Not final: observed figures.'}`;
  return [...lines, legend, ''];
}

const CSV_COLUMNS = [
  'suite',
  'split',
  'baseline',
  'arm',
  'metric',
  'title',
  'unit',
  'better',
  'available',
  'final',
  'tasks',
  'left_out',
  'baseline_trials',
  'arm_trials',
  'baseline_mean',
  'arm_mean',
  'difference',
  'stderr',
  'df',
  'confidence',
  'interval_low',
  'interval_high',
  'improved',
  'regressed',
  'tied',
  'both_succeed',
  'both_fail',
  'exact_p',
  'margin',
  'verdict',
  'observed_verdict',
  'superior',
  'regressed_tasks',
  'note',
] as const;

export function renderCompareCsv(c: Comparison): string {
  const lines = [CSV_COLUMNS.join(',')];
  const num = (x: number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  for (const s of c.suites) {
    for (const cmp of s.comparisons) {
      for (const m of cmp.metrics) {
        const verdictMetric = m.metric === cmp.verdict_metric;
        const row = [
          s.name,
          s.split ?? '',
          cmp.baseline,
          cmp.arm,
          m.metric,
          m.title,
          m.unit,
          m.better,
          String(m.available),
          String(cmp.final),
          String(m.tasks),
          String(cmp.tasks.left_out.length),
          String(cmp.trials.baseline),
          String(cmp.trials.arm),
          num(m.baseline_mean),
          num(m.arm_mean),
          num(m.difference),
          num(m.stderr),
          num(m.df),
          String(c.method.confidence),
          num(m.interval?.low),
          num(m.interval?.high),
          num(m.counts?.improved),
          num(m.counts?.regressed),
          num(m.counts?.tied),
          num(m.counts?.both_succeed),
          num(m.counts?.both_fail),
          num(m.exact_test?.p_value),
          verdictMetric ? num(c.method.margin) : '',
          m.verdict ?? '',
          m.observed_verdict ?? '',
          m.superior === null ? '' : String(m.superior),
          m.regressed_tasks.join(' '),
          [m.note, m.exact_test_note].filter(Boolean).join('; '),
        ];
        lines.push(row.map(csvCell).join(','));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
