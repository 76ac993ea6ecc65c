/**
 * compare mode (agent-eval/compare): reports of the same benchmark → the paired comparison of
 * each against the baseline (core/compare, docs/compare.md) → compare.json, compare.md,
 * compare.csv in out-dir → outputs → log → job summary → the sticky comment (its own key,
 * default agent-eval-compare) → artifact → fail-on on the comparison alone.
 *
 * The report paths are workspace paths: each is refused when it goes through a symbolic link
 * (workspace-path.ts), and a report file is read size- and depth-bounded and checked against the
 * report schema before anything is compared. Only the comparison's own views are written.
 */
import path from 'node:path';
import { compareReports } from '../../core/compare/compare.js';
import { readCompareInputs } from '../../core/compare/input.js';
import type { Comparison, NonInferiorityVerdict } from '../../core/compare/schema.js';
import { writeComparison } from '../../core/compare/write.js';
import { terminalText } from '../../core/util/terminal.js';
import { renderCompareMarkdown } from '../../core/views/compare.js';
import { commentTarget } from '../../github/context.js';
import type { ActionEnv } from '../env.js';
import type { CompareInputs } from './compare-inputs.js';
import { deliver, type JobOutcome, type Written } from '../delivery/delivery.js';
import { refuseSymlinkedPath } from '../workspace-path.js';

/** The verdicts output: {suite: {arm: verdict | null}}; null where there is no final verdict (no margin, or not final). */
export type VerdictsOutput = Record<string, Record<string, NonInferiorityVerdict | null>>;

export async function compareMode(inputs: CompareInputs, env: ActionEnv): Promise<void> {
  await refuseSymlinkedPath('baseline-report', inputs.baselineReport);
  for (const report of inputs.reports) await refuseSymlinkedPath('reports', report);
  const [baseline, ...arms] = readCompareInputs([inputs.baselineReport, ...inputs.reports]);
  const comparison = compareReports(baseline!, arms, {
    ...(inputs.suites.length ? { suites: inputs.suites } : {}),
    ...(inputs.metric ? { metric: inputs.metric } : {}),
    margin: inputs.margin,
    ...(inputs.confidence !== null ? { confidence: inputs.confidence } : {}),
    allowDifferentBenchmarks: inputs.allowDifferentBenchmarks,
  });
  const where = { runUrl: env.ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
  const write = async (): Promise<Written> => {
    const files = writeComparison(comparison, inputs.outDir);
    const markdown = renderCompareMarkdown(comparison);
    return {
      files: [files.json, files.markdown, files.csv],
      outputs: {
        final: String(comparison.final),
        verdicts: JSON.stringify(verdicts(comparison)),
        'compare-json': path.resolve(files.json),
        'report-dir': path.resolve(inputs.outDir),
      },
      log: [
        {
          level: 'info',
          text: `Comparison ${comparison.status}: ${comparison.arms.length} arm(s) against ${terminalText(comparison.baseline.label)}, ${comparison.suites.length} suite(s).`,
        },
        ...comparison.findings.map((f) => ({
          level: 'warning' as const,
          text: `compare: ${f.code}: ${terminalText(f.message)}`,
        })),
      ],
      logMarkdown: markdown,
      jobSummary: markdown,
      comment: markdown,
    };
  };
  await deliver(
    {
      outDir: inputs.outDir,
      where,
      write,
      comment: { target: commentTarget(inputs.comment, env.ctx), key: inputs.commentKey, token: inputs.token },
      artifact: { name: inputs.artifactName, what: 'comparison', required: null },
      jobOutcome: () => failOnOutcome(comparison, inputs.failOn),
    },
    env,
  );
}

/** Per suite (suite/split where a split is named) and arm, the verdict on the verdict metric. */
export function verdicts(comparison: Comparison): VerdictsOutput {
  // Null-prototype objects: a suite or an arm (a report's path as given) may be named "__proto__".
  const out: VerdictsOutput = Object.create(null) as VerdictsOutput;
  for (const suite of comparison.suites) {
    const key = suite.split === null ? suite.name : `${suite.name}/${suite.split}`;
    const arms: Record<string, NonInferiorityVerdict | null> = (out[key] = Object.create(null) as Record<
      string,
      NonInferiorityVerdict | null
    >);
    for (const c of suite.comparisons) {
      const verdict = c.metrics.find((m) => m.metric === c.verdict_metric)?.verdict ?? null;
      arms[c.arm] = comparison.final ? verdict : null;
    }
  }
  return out;
}

/** fail-on: never; inferior (a final inferior verdict); not-final (that, or a comparison that is not final). */
function failOnOutcome(comparison: Comparison, failOn: CompareInputs['failOn']): JobOutcome | null {
  if (failOn === 'never') return null;
  const inferior = Object.entries(verdicts(comparison)).flatMap(([suite, arms]) =>
    Object.entries(arms)
      .filter(([, v]) => v === 'inferior')
      .map(([arm]) => `${arm} on ${suite}`),
  );
  const reasons = [
    inferior.length > 0
      ? `inferior to the baseline at margin ${comparison.method.margin}: ${inferior.join(', ')}`
      : null,
    failOn === 'not-final' && !comparison.final
      ? `not final (${comparison.findings.map((f) => f.code).join(', ') || 'see the findings'})`
      : null,
  ].filter(Boolean);
  if (reasons.length > 0)
    return {
      fail: terminalText(`The comparison does not pass fail-on ${failOn}: ${reasons.join('; ')}. See the job summary.`),
    };
  return { pass: `The comparison passes fail-on ${failOn} (status: ${comparison.status}).` };
}
