/**
 * The help texts that list metrics (compare, site), from the kinds' metric lists
 * (kinds/metrics.ts). Apart from help.ts so that `--help` and `--version` load no kind.
 */
import {
  comparedMetrics,
  listText,
  namesOf,
  otherSuccessNames,
  pointNames,
  siteMetrics,
} from '../core/kinds/metrics.js';

/** compare's texts that list metrics, from the kinds' metric lists (kinds/metrics.ts). */
function compareMetricTexts(): { others: string; successNames: string; successOf: string; points: string } {
  const [success, ...others] = comparedMetrics();
  const successOf = otherSuccessNames()
    .map((n) => `${n.name} is the success metric of ${listText(n.kinds)} suites`)
    .join('; ');
  return {
    others: listText(others.flatMap(namesOf)),
    successNames: listText(success ? namesOf(success) : [], 'or'),
    successOf: successOf ? `\n(${successOf})` : '',
    points: pointNames().join(', '),
  };
}

export function compareHelp(): string {
  const m = compareMetricTexts();
  return `Usage: agent-eval compare BASELINE ARM... [--suite S]... [--metric M] [--margin POINTS]
                         [--confidence 0.95] [--json] [--out DIR] [--allow-different-benchmarks]

Compares each ARM with the BASELINE on the same tasks (each a scores.json or the directory
holding it). Per suite, per arm: per task the mean over that arm's trials; the paired
differences arm − baseline, their mean, standard error and t interval over tasks; the tasks
improved, regressed (named) and tied; for one-trial arms the exact McNemar test on the tasks
where the two disagree. The same for ${m.others} where both arms have them${m.successOf}. Tasks missing, in error or duplicated in any
report are named and left out of every figure; the comparison is then not final. See
docs/compare.md for the method and its assumptions.

  --suite S        compare only suite S (repeatable; it must be in every report)
  --metric M       the metric of the verdict and the chart: ${m.successNames} (the success
                   verdicts, the default), ${listText(comparedMetrics().slice(1).flatMap(namesOf), 'or')}
  --margin X       non-inferiority margin in the metric's unit (points for ${m.points}):
                   non-inferior when the interval's worse bound is within X of 0, inferior when
                   the whole interval is beyond it, inconclusive otherwise; only a final
                   comparison has a verdict (else it is shown as observed)
  --confidence C   the interval's confidence level (default 0.95)
  --json           print compare.json instead of the table
  --out DIR        write compare.json, compare.md (tables and a Mermaid chart) and compare.csv
  --allow-different-benchmarks
                   accepted and recorded; no longer needed: reports not of the same benchmark
                   (docs/provenance.md) are compared, every view says so, and nothing is final

Exit codes: 0 the comparison is final, 1 it is not (findings listed, different benchmarks among
them), 2 usage error (bad flags, unreadable reports, another report version).`;
}

export function siteHelp(): string {
  return `Usage: agent-eval site --leaderboard DIR [--out DIR] [--history FILE]

Writes the static web site of a rescore's output directory DIR (leaderboard.json, drift.json
when there is one, submissions/<name>/scores.json, summary.md, summary.csv) to --out
(default: agent-eval-site): index.html (per suite the ranked final entries with their interval,
${listText([...[...siteMetrics().values()].map((m) => m.name), 'pass^k'])}, charts as inline SVG, the entries that are not final or invalid apart and
never ranked), submissions/<name>/index.html with its report files beside it, and drift.html.
No JavaScript, no request to any other host (a strict Content-Security-Policy), every text from
a submission escaped; the same leaderboard gives byte-identical pages. See docs/site.md.

  --leaderboard DIR  a rescore's --out directory
  --out DIR          where the site goes (default: agent-eval-site)
  --history FILE     history.json of the previous site: this rescore is appended to it, and the
                     index charts each suite's ranked values over the rescores kept (at most 366)`;
}
