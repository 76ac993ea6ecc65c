/**
 * The pages of the site as views of plain data (docs/site.md): the index (per suite the ranked
 * final entries, then the entries that are not final or invalid, apart and never ranked), one
 * page per submission, and the drift of the last rescore. Everything from the leaderboard or a
 * report goes through `html` (escaped); nothing here reads a file or a clock.
 */
import { benchmarkChange, provenance as benchmarkProvenance } from '../views/provenance.js';
import { roundTo } from '../metrics/common.js';
import { wilsonInterval } from '../metrics/reliability.js';
import type { Drift } from '../rescore/drift.js';
import { type Entry, type Leaderboard, type Outcome, type Status, type SuiteRow } from '../rescore/leaderboard.js';
import type { Report } from '../report/schema.js';
import { href, html, Html, type Part } from './html.js';
import type { History } from './history.js';
import { historyChart, passChart, scoreChart } from './svg.js';
import { leaderCell, leaderHead, leaderVerdict } from './leader.js';
import { byCodePoint } from '../util/order.js';
import { coverageText } from '../rescore/markdown.js';
import { siteMetrics } from '../kinds/metrics.js';
import { SELECTION_NOTE, SELECTION_TEXT, notCountedText, type SelectionRule } from '../rescore/selection.js';

const STATUS: Record<Status, string> = { final: 'final', not_final: 'not final', invalid: 'invalid' };
const OUTCOME: Record<Outcome, string> = { success: 'success', failure: 'failure', error: 'error', missing: 'missing' };
/** Rows shown at most per drift table (drift.json has all). */
const DRIFT_ROW_LIMIT = 1000;

export interface SubmissionFiles {
  /** Report of the submission (scores.json), when it could be read. */
  report: Report | null;
  /** Why scores.json could not be read (shown on the page). */
  reportProblem: string | null;
  /** summary.md, shown as text. */
  summaryMd: string | null;
  hasScores: boolean;
  hasCsv: boolean;
}

/** A metric key as the site's compact label: `PSR_percent` → `PSR %` (summary.md shows the metric titles). */
function keyLabel(key: string): string {
  return key.endsWith('_percent') ? `${key.slice(0, -'_percent'.length)} %` : key;
}

/** A number cell: shown to 2 decimals, the exact value in data-value (the tests read both). */
function num(value: number | null | undefined, decimals = 2): Html {
  return typeof value === 'number' && Number.isFinite(value)
    ? html`<td class="n" data-value="${String(value)}">${value.toFixed(decimals)}</td>`
    : html`<td class="n">—</td>`;
}

/** The mean over trials of a trial metric; null unless every trial has it. */
export function trialMean(row: SuiteRow, metric: string): number | null {
  const values = row.trials.map((t) => t.metrics[metric]);
  if (values.length === 0 || values.some((v) => typeof v !== 'number')) return null;
  return roundTo((values as number[]).reduce((a, b) => a + b, 0) / values.length, 4);
}

/** 95% Wilson interval (in %) of the success rate over every trial's expected tasks, pooled. */
export function pooledInterval(row: SuiteRow): { low: number; high: number } | null {
  const successes = row.trials.reduce((n, t) => n + t.outcomes.success.length, 0);
  const total = row.trials.reduce((n, t) => n + t.coverage.expected, 0);
  if (total === 0 || successes > total) return null;
  const w = wilsonInterval(successes, total);
  return w ? { low: roundTo(100 * w.low, 4), high: roundTo(100 * w.high, 4) } : null;
}

/** The largest k with a pass^k figure (n trials), or null with fewer than 2 trials. */
function largestK(row: SuiteRow): number | null {
  const ks = Object.keys(row.reliability?.pass_hat_k ?? {})
    .map(Number)
    .filter(Number.isInteger);
  const k = ks.length ? Math.max(...ks) : 0;
  return k >= 2 ? k : null;
}

function metaText(e: Entry, key: string): string | null {
  const v = e.metadata?.[key];
  if (v === undefined || v === null) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function declaredRevision(report: Report | null): string | null {
  const r = report?.submission.review?.declared?.benchmark?.revision;
  return typeof r === 'string' ? r : null;
}

function submissionLink(name: string, fromRoot: boolean): Html {
  return html`<a href="${fromRoot ? href('submissions', name, 'index.html') : href('..', name, 'index.html')}">${name}</a>`;
}

/** A name, commit or path in the provenance sentence: escaped, in <code>. */
const codeHtml = (text: string): string => html`<code>${text}</code>`.markup;

function provenance(lb: Leaderboard): Html {
  const { benchmark } = benchmarkProvenance(lb.benchmark, codeHtml);
  return html`<p>${new Html(benchmark)}; rescored by ${lb.tool.name} ${lb.tool.version}.</p>${dirtyNote(lb.benchmark)}`;
}

/** The uncommitted changes of the benchmark, said on every page that names it (docs/provenance.md). */
function dirtyNote(b: Leaderboard['benchmark']): Html | string {
  const { dirty } = benchmarkProvenance(b, codeHtml);
  return dirty ? html`\n<p class="warning"><strong>Warning:</strong> ${new Html(dirty)}</p>` : '';
}

function table(caption: string, head: readonly Part[], rows: readonly Html[], id?: string): Html {
  return html`<table${id ? html` id="${id}"` : ''}><caption>${caption}</caption>
<thead><tr>${head.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody>
${rows.map((r) => html`${r}\n`)}</tbody>
</table>`;
}

// ---------------------------------------------------------------------------------------------

/** Entries drawn at most in a history chart (the best-ranked ones). */
const HISTORY_SERIES = 8;

export function indexPage(
  lb: Leaderboard,
  files: ReadonlyMap<string, SubmissionFiles>,
  drift: Drift | null,
  history: History,
): { title: string; body: Html } {
  const c = lb.counts;
  const entry = (name: string) => lb.submissions.find((e) => e.name === name)!;
  const sections = lb.suites.map((suite, si) => {
    // A suite marked publish: false has no headline figures of its own: its splits are ranked (docs/splits.md).
    if (suite.publish === false) {
      return html`<section aria-labelledby="suite-${si}">
<h2 id="suite-${si}">Suite <code>${suite.name}</code> (${suite.kind}): not ranked</h2>
<p>The benchmark marks this suite <code>publish: false</code>: its figures over all its tasks are not headline figures; its splits are ranked below.</p>
</section>`;
    }
    const rowOf = (name: string) => entry(name).suites.find((r) => r.name === suite.name);
    const title = keyLabel(suite.primary_metric);
    // Headline metrics shown beside the primary one when some ranked row has them (kinds/metrics.ts).
    const extras = [...siteMetrics().keys()].filter(
      (m) => m !== suite.primary_metric && suite.ranked.some((r) => trialMean(rowOf(r.submission)!, m) !== null),
    );
    const kMax = Math.max(0, ...suite.ranked.map((r) => largestK(rowOf(r.submission)!) ?? 0));
    const rankCount = new Map<number, number>();
    for (const r of suite.ranked) rankCount.set(r.rank, (rankCount.get(r.rank) ?? 0) + 1);
    const rankedRows = suite.ranked.map((r, i) => {
      const row = rowOf(r.submission)!;
      const e = entry(r.submission);
      const iv = pooledInterval(row);
      const tie = (rankCount.get(r.rank) ?? 0) > 1;
      const k = largestK(row);
      return html`<tr data-submission="${r.submission}"><td class="n" data-rank="${r.rank}">${r.rank}${tie ? html` <span class="tie">(tie)</span>` : ''}</td><th scope="row">${submissionLink(r.submission, true)}${selectionNote(r.selection)}</th><td>${metaText(e, 'model') ?? '—'}</td>${num(r.value)}<td class="n"${iv ? html` data-low="${String(iv.low)}" data-high="${String(iv.high)}"` : ''}>${iv ? `${iv.low.toFixed(2)} – ${iv.high.toFixed(2)}` : '—'}</td>${leaderCell(suite, r, i)}${extras.map((m) => num(trialMean(row, m), siteMetrics().get(m)!.decimals))}${kMax >= 2 ? num(k === kMax && row.reliability ? roundTo(100 * row.reliability.pass_hat_k[String(k)]!, 4) : null) : ''}<td class="n">${row.coverage.trials}</td><td><code>${declaredRevision(files.get(r.submission)?.report ?? null)?.slice(0, 12) ?? '—'}</code></td><td>${metaText(e, 'date') ?? '—'}</td></tr>`;
    });
    const head: Part[] = [
      'Rank',
      'Submission',
      'Model',
      `${title} (mean over trials)`,
      `${title} 95% interval`,
      ...leaderHead(suite),
      ...extras.map((m) => `${keyLabel(m)} (mean)`),
      ...(kMax >= 2 ? [`pass^${kMax} %`] : []),
      'Trials',
      'Benchmark commit (declared)',
      'Date',
    ];
    const ranked =
      suite.ranked.length === 0
        ? html`<p>No final entry.</p>`
        : table(`Suite ${suite.name}: final entries ranked by ${title}`, head, rankedRows, `ranked-${si}`);
    const unrankedRows = suite.unranked.map((u) => {
      const row = rowOf(u.submission);
      const sel = entry(u.submission).selection;
      const problems = [
        ...(u.selection === 'not_counted' ? [notCountedText(sel?.submitter ?? '')] : []),
        ...new Set([...entry(u.submission).problems, ...(row?.problems ?? [])]),
      ];
      return html`<tr data-submission="${u.submission}"><th scope="row">${submissionLink(u.submission, true)}${selectionNote(u.selection)}</th><td>${STATUS[u.status]}</td><td>${row ? coverageText(row) : '—'}</td>${num(u.observed)}<td>${problems.length ? problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` … (${problems.length - 3} more)` : '') : '—'}</td></tr>`;
    });
    const unranked =
      suite.unranked.length === 0
        ? ''
        : table(
            `Suite ${suite.name}: not ranked (not final or invalid)`,
            ['Submission', 'Status', 'Coverage', `Observed ${title} (over scored tasks; not ranked)`, 'Why'],
            unrankedRows,
            `unranked-${si}`,
          );
    const bars = suite.ranked.map((r) => ({
      label: r.submission,
      value: r.value,
      interval: pooledInterval(rowOf(r.submission)!),
    }));
    const pass = passChart(
      `Suite ${suite.name}: pass^k (solid) and pass@k (dashed), % by k`,
      suite.ranked.flatMap((r) => {
        const rel = rowOf(r.submission)!.reliability;
        return rel ? [{ label: r.submission, passHat: rel.pass_hat_k, passAt: rel.pass_at_k }] : [];
      }),
    );
    const overRuns = historyChart(
      `Suite ${suite.name}: ${title} over the last ${history.points.length} rescores`,
      history.points.length,
      suite.ranked.slice(0, HISTORY_SERIES).map((r) => ({
        label: r.submission,
        values: history.points.map(
          (p) =>
            p.suites.find((x) => x.suite === suite.name)?.ranked.find((x) => x.submission === r.submission)?.value ??
            null,
        ),
      })),
    );
    const trials = suite.expected_trials === null ? 'any number of trials' : `${suite.expected_trials} trial(s)`;
    return html`<section aria-labelledby="suite-${si}">
<h2 id="suite-${si}">Suite <code>${suite.name}</code> (${suite.kind}): ${suite.expected_tasks} task(s) × ${trials}, ranked by ${title}</h2>
${ranked}${leaderVerdict(suite)}
${bars.length ? html`<figure>${scoreChart(`Suite ${suite.name}: ${title} per final entry with its 95% interval`, bars)}<figcaption>Bar: the mean over trials; whisker: the 95% Wilson interval of the success rate over every trial's tasks (pooled).</figcaption></figure>` : ''}
${pass ? html`<figure>${pass}<figcaption>pass^k: every one of k trials succeeds; pass@k: at least one of k does (unbiased estimates over the n trials).</figcaption></figure>` : ''}
${overRuns ? html`<figure>${overRuns}<figcaption>The ranked value of the ${Math.min(HISTORY_SERIES, suite.ranked.length)} best final entries in each rescore kept in history.json (a gap: not ranked in that rescore).</figcaption></figure>` : ''}
${unranked}
</section>`;
  });
  const driftLine = drift
    ? html`<p><a href="drift.html">Drift since the previous rescore</a>: ${drift.has_drift ? 'drift found' : 'no drift'} (${drift.counts.verdict_flips} verdict flip(s), ${drift.counts.metric_moves} metric move(s), ${drift.counts.status_changes} status change(s)).</p>`
    : html`<p>No drift page: this rescore had no baseline.</p>`;
  const body = html`<h1>Leaderboard: ${lb.benchmark.name}</h1>
${provenance(lb)}
<p><strong>${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.</strong> Downloads: <a href="leaderboard.json">leaderboard.json</a>, <a href="history.json">history.json</a> (${history.points.length} rescore(s)).</p>
${driftLine}
<p>Ranking, per suite: only final entries (valid, every expected task of every expected trial scored, nothing pending), by the mean over trials of the suite's primary metric, highest first; equal values share a rank (marked tie) and are listed by name. Entries that are not final or invalid are listed apart and never ranked; their figures are observed over scored tasks only.</p>${
    lb.submissions.some((e) => e.selection)
      ? html`
<p>${SELECTION_NOTE}</p>`
      : ''
  }
${sections.map((s) => html`${s}\n`)}`;
  return { title: `Leaderboard: ${lb.benchmark.name}`, body };
}

// ---------------------------------------------------------------------------------------------

export function submissionPage(
  lb: Leaderboard,
  e: Entry,
  f: SubmissionFiles | undefined,
): { title: string; body: Html } {
  const meta = Object.keys(e.metadata ?? {}).sort(byCodePoint);
  const metaTable = meta.length
    ? table(
        'Metadata (as the submission declares it)',
        ['Field', 'Value'],
        meta.map((k) => html`<tr><th scope="row">${k}</th><td>${metaText(e, k) ?? '—'}</td></tr>`),
      )
    : html`<p>No metadata.</p>`;
  const review = f?.report?.submission.review;
  const checks = review
    ? table(
        'Submission checks',
        ['Check', 'Status', 'Detail'],
        review.checks.map(
          (c) => html`<tr><th scope="row">${c.check}</th><td>${c.status}</td><td>${c.detail}</td></tr>`,
        ),
      )
    : html`<p>No submission review in the report.</p>`;
  const findings = review?.findings.length
    ? table(
        'Findings',
        ['Severity', 'Code', 'Path', 'Message'],
        review.findings
          .slice(0, 200)
          .map(
            (x) =>
              html`<tr><td>${x.severity}</td><td><code>${x.code}</code></td><td>${x.path ?? '—'}</td><td>${x.message}</td></tr>`,
          ),
      )
    : '';
  const claims = review?.claims.length
    ? table(
        'Claimed scores against the rescored ones',
        ['Suite', 'Trial', 'Metric', 'Claimed', 'Rescored', 'Status'],
        review.claims.map(
          (c) =>
            html`<tr><td>${c.suite}</td><td>${c.trial ?? '(mean)'}</td><td>${c.metric}</td>${num(c.claimed, 4)}${num(c.rescored, 4)}<td>${c.status}</td></tr>`,
        ),
      )
    : '';
  const suites = e.suites.map((row, si) => {
    const info = lb.suites.find((s) => s.name === row.name);
    const metrics = [...new Set(row.trials.flatMap((t) => Object.keys(t.metrics)))].sort(byCodePoint);
    const trialTable = table(
      `Suite ${row.name}: trials`,
      ['Trial', 'Status', 'Scored', 'Missing', 'Errors', 'Pending', ...metrics.map(keyLabel)],
      row.trials.map(
        (t) =>
          html`<tr><th scope="row">${t.name}</th><td>${STATUS[t.status]}</td><td class="n">${t.coverage.scored}/${t.coverage.expected}</td><td class="n">${t.coverage.missing_tasks.length}</td><td class="n">${t.coverage.errors}</td><td class="n">${t.coverage.pending}</td>${metrics.map((m) => num(t.metrics[m]))}</tr>`,
      ),
    );
    const tasks = [...new Set(row.trials.flatMap((t) => Object.values(t.outcomes).flat()))].sort(byCodePoint);
    const outcomeOf = (t: SuiteRow['trials'][number], task: string): Outcome | null =>
      (['success', 'failure', 'error', 'missing'] as const).find((o) => t.outcomes[o].includes(task)) ?? null;
    const verdicts = tasks.length
      ? table(
          `Suite ${row.name}: verdict per task and trial`,
          ['Task', ...row.trials.map((t) => t.name)],
          tasks.map(
            (task) =>
              html`<tr><th scope="row"><code>${task}</code></th>${row.trials.map((t) => {
                const o = outcomeOf(t, task);
                return html`<td data-outcome="${o ?? 'none'}">${o ? OUTCOME[o] : '—'}</td>`;
              })}</tr>`,
          ),
        )
      : html`<p>No verdicts.</p>`;
    const pass = row.reliability
      ? passChart(`Suite ${row.name}: pass^k (solid) and pass@k (dashed), % by k`, [
          { label: e.name, passHat: row.reliability.pass_hat_k, passAt: row.reliability.pass_at_k },
        ])
      : null;
    return html`<section aria-labelledby="s-${si}">
<h2 id="s-${si}">Suite <code>${row.name}</code>: ${STATUS[row.status]}</h2>
<p>${keyLabel(row.primary.metric)}: ${row.primary.value === null ? 'not ranked' : row.primary.value.toFixed(2)}${row.primary.observed !== null ? `; observed over scored tasks ${row.primary.observed.toFixed(2)}` : ''}; coverage ${coverageText(row)}${info ? `; ${info.expected_tasks} task(s) per trial` : ''}.</p>
${row.problems.length ? html`<ul>${row.problems.slice(0, 200).map((p) => html`<li>${p}</li>`)}</ul>` : ''}
${trialTable}
${pass ? html`<figure>${pass}</figure>` : ''}
${verdicts}
</section>`;
  });
  const downloads = [
    f?.hasScores ? html`<a href="scores.json">scores.json</a>` : null,
    f?.hasCsv ? html`<a href="summary.csv">summary.csv</a>` : null,
  ].filter((x): x is Html => x !== null);
  const body = html`<h1>Submission ${e.name}</h1>
<p>Status: <strong>${STATUS[e.status]}</strong>. ${downloads.length ? html`Downloads: ${downloads.map((d, i) => html`${i ? ', ' : ''}${d}`)}.` : 'No report files.'}</p>
${provenance(lb)}
${e.problems.length ? html`<ul>${e.problems.map((p) => html`<li>${p}</li>`)}</ul>` : ''}
${f?.reportProblem ? html`<p>The report could not be read: ${f.reportProblem}</p>` : ''}
${metaTable}
${checks}
${findings}
${claims}
${suites.map((s) => html`${s}\n`)}${
    f?.summaryMd
      ? html`<section aria-labelledby="summary"><h2 id="summary">Summary (summary.md)</h2>
<pre>${f.summaryMd}</pre></section>`
      : ''
  }`;
  return { title: `Submission ${e.name}: ${lb.benchmark.name}`, body };
}

// ---------------------------------------------------------------------------------------------

export function driftPage(lb: Leaderboard, d: Drift): { title: string; body: Html } {
  const k = d.counts;
  const limited = <T>(rows: readonly T[]) => rows.slice(0, DRIFT_ROW_LIMIT);
  const more = (n: number) =>
    n > DRIFT_ROW_LIMIT ? html`<p>… and ${n - DRIFT_ROW_LIMIT} more in drift.json.</p>` : '';
  const st = (s: Status | null) => (s === null ? '(absent)' : STATUS[s]);
  const sub = (name: string) =>
    lb.submissions.some((e) => e.name === name) ? submissionLink(name, true) : html`${name}`;
  const parts: Html[] = [];
  if (d.status_changes.length)
    parts.push(
      table(
        'Status changes',
        ['Submission', 'Suite', 'Before', 'After'],
        limited(d.status_changes).map(
          (s) =>
            html`<tr><td>${sub(s.submission)}</td><td>${s.suite ?? '(whole submission)'}</td><td>${st(s.before)}</td><td>${st(s.after)}</td></tr>`,
        ),
      ),
      html`${more(d.status_changes.length)}`,
    );
  if (d.verdict_flips.length)
    parts.push(
      table(
        'Verdict flips',
        ['Submission', 'Suite', 'Trial', 'Task', 'Before', 'After'],
        limited(d.verdict_flips).map(
          (f) =>
            html`<tr><td>${sub(f.submission)}</td><td>${f.suite}</td><td>${f.trial}</td><td><code>${f.task}</code></td><td>${f.before ?? '(absent)'}</td><td>${f.after ?? '(absent)'}</td></tr>`,
        ),
      ),
      html`${more(d.verdict_flips.length)}`,
    );
  if (d.metric_moves.length)
    parts.push(
      table(
        'Metric moves',
        ['Submission', 'Suite', 'Trial', 'Metric', 'Before', 'After', 'Δ'],
        limited(d.metric_moves).map(
          (m) =>
            html`<tr><td>${sub(m.submission)}</td><td>${m.suite}</td><td>${m.trial ?? '(suite)'}</td><td><code>${m.metric}</code></td>${num(m.before, 4)}${num(m.after, 4)}${num(m.delta, 4)}</tr>`,
        ),
      ),
      html`${more(d.metric_moves.length)}`,
    );
  const body = html`<h1>Drift: ${lb.benchmark.name}</h1>
<p><a href="index.html">Back to the leaderboard</a>. Downloads: <a href="drift.json">drift.json</a>.</p>
<p><strong>${d.has_drift ? 'Drift found' : 'No drift'}</strong>: ${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ${k.submissions_removed} removed submission(s); ${k.submissions_added} added submission(s) (not drift).</p>
<p>${new Html(benchmarkChange(d.baseline.benchmark, d.current.benchmark, codeHtml, (t) => html`${t}`.markup))}</p>${dirtyNote(d.current.benchmark)}
${parts.map((p) => html`${p}\n`)}${d.submissions_removed.length ? html`<p>Removed since the baseline: ${d.submissions_removed.join(', ')}.</p>` : ''}
${d.submissions_added.length ? html`<p>Added since the baseline: ${d.submissions_added.map((n, i) => html`${i ? ', ' : ''}${sub(n)}`)}.</p>` : ''}`;
  return { title: `Drift: ${lb.benchmark.name}`, body };
}

/** Final selection (docs/rescore.md): which rule applied to an entry, after its name. */
const selectionNote = (rule: SelectionRule | undefined) =>
  rule ? html` <span class="selection">(${SELECTION_TEXT[rule]})</span>` : '';
