/**
 * A report from an untrusted artifact, made safe to render. The markdown view escapes the text
 * that comes from a submission, but it trusts what agent-eval itself derives from the benchmark
 * (suite names and kinds, task keys, metric names and labels, detail names, notes, the tool
 * name): those
 * are shown in inline code or as they are. A forged scores.json controls them all, so before
 * rendering one, every such field is made inert here: line breaks and control characters go
 * (they would end an inline code span or a table row), names that are not plain identifiers are
 * escaped, and long values are cut. The rest of the report is rendered by the same view.
 */
import type { Metric, Report, SuiteReport, TrialReport } from '../core/report/schema.js';
import { escapeMarkdown } from '../core/views/escape.js';

const IDENTIFIER = /^[A-Za-z0-9_.%-]{1,64}$/;
const ZWSP = '\u200b';

/**
 * For values shown inside inline code: one line, bounded, and nothing that reads as markup even
 * outside a code span (angle brackets become ‹ ›; @, ](, ![, // and www. are broken with a
 * zero-width space), so the text stays inert whatever renders it.
 */
function oneLine(text: string, max = 200): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return (
    cut
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/</g, '\u2039')
      .replace(/>/g, '\u203a')
      .replace(/@/g, `@${ZWSP}`)
      .replace(/\]\(/g, `]${ZWSP}(`)
      .replace(/!\[/g, `!${ZWSP}[`)
      .replace(/\/\//g, `/${ZWSP}/`)
      .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`)
  );
}

/** For values shown as they are: kept when a plain identifier, escaped otherwise. */
function name(text: string): string {
  return IDENTIFIER.test(text) ? text : escapeMarkdown(text, 64);
}

function metricKey(key: string): string {
  return key.startsWith('observed_') ? `observed_${name(key.slice('observed_'.length))}` : name(key);
}

function metrics(m: Record<string, Metric>): Record<string, Metric> {
  return Object.fromEntries(
    Object.entries(m).map(([k, metric]) => [
      metricKey(k),
      { ...metric, method: oneLine(metric.method, 100), ...(metric.label !== undefined ? { label: escapeMarkdown(metric.label, 64) } : {}) },
    ]),
  );
}

function trial(t: TrialReport): TrialReport {
  return {
    ...t,
    coverage: { ...t.coverage, missing_tasks: t.coverage.missing_tasks.map((x) => oneLine(x)) },
    pending: t.pending.map((p) => ({ ...p, task: oneLine(p.task) })),
    errors: t.errors.map((e) => ({ ...e, task: e.task === null ? null : oneLine(e.task) })),
    metrics: metrics(t.metrics),
    verdicts: t.verdicts.map((v) => ({ ...v, task: oneLine(v.task), details: Object.fromEntries(Object.entries(v.details).map(([k, x]) => [name(k), x])) })),
  };
}

function suite(s: SuiteReport): SuiteReport {
  const r = s.reliability;
  return {
    ...s,
    name: oneLine(s.name, 100),
    kind: name(s.kind),
    notes: s.notes.map((n) => escapeMarkdown(n)),
    trials: s.trials.map(trial),
    ...(r
      ? {
          reliability: {
            ...r,
            incomplete_tasks: r.incomplete_tasks.map((t) => ({ ...t, task: oneLine(t.task) })),
            flips: { ...r.flips, tasks: r.flips.tasks.map((f) => ({ ...f, task: oneLine(f.task) })) },
          },
        }
      : {}),
  };
}

/** The same report, with every field the view shows unescaped made inert. */
export function inertReport(report: Report): Report {
  return {
    ...report,
    tool: { name: name(report.tool.name), version: name(report.tool.version) },
    benchmark: {
      ...report.benchmark,
      name: oneLine(report.benchmark.name, 100),
      commit: report.benchmark.commit === null ? null : oneLine(report.benchmark.commit, 64),
      manifest_sha256: oneLine(report.benchmark.manifest_sha256, 64),
    },
    suites: report.suites.map(suite),
  };
}
