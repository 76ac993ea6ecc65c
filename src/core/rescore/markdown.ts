/**
 * Views of a rescore: `leaderboard.md` (ranked final entries per suite, then the entries that
 * are not final or invalid, apart and unranked) and `drift.md` (the tracking-issue comment).
 * Every text comes from reports of an untrusted tree (submission, suite, trial, task and metric
 * names, messages): always through the escaping helpers of views/escape.ts.
 */
import { escapeMarkdown as esc, code, escapeName } from '../views/escape.js';
import { signed } from '../views/compare.js';
import { formatNumber, metricTitle } from '../views/format.js';
import { benchmarkChange, provenance as benchmarkProvenance } from '../views/provenance.js';
import { fitMarkdown } from '../views/trim.js';
import type { Drift } from './drift.js';
import type { Leaderboard, Status, SuiteRow } from './leaderboard.js';
import type { RescoreResult } from './rescore.js';
import { SELECTION_NOTE, SELECTION_TEXT, notCountedText } from './selection.js';

const STATUS: Record<Status, string> = { final: '✅ final', not_final: '⚠️ not final', invalid: '❌ invalid' };
const NAME_LIMIT = 100;
const ROW_LIMIT = 50;
/** A GitHub comment holds 65,536 characters; leave room for a marker and a header. */
const DRIFT_COMMENT_LIMIT = 60_000;

const name = (s: string) => esc(s, NAME_LIMIT);

export function renderLeaderboardMarkdown(lb: Leaderboard): string {
  const out: string[] = [`# agent-eval leaderboard: ${esc(lb.benchmark.name, 200)}`, ''];
  out.push(provenance(lb), '');
  out.push(`**${counts(lb)}**`, '');
  out.push(
    'Ranking, per suite: only final entries (valid, every expected task of every expected trial scored, nothing pending), ' +
      "by the mean over trials of the suite's primary headline metric, highest first; equal values share a rank and are listed by name. " +
      'Entries that are not final or invalid are listed apart and never ranked; their figures are observed over scored tasks only: ' +
      'a missing task is never counted as a failure or as zero.',
    '',
  );
  if (lb.submissions.some((e) => e.selection)) out.push(SELECTION_NOTE, '');
  for (const suite of lb.suites) {
    const title = metricTitle(suite.primary_metric);
    const trials = suite.expected_trials === null ? 'any number of trials' : `${suite.expected_trials} trial(s)`;
    if (suite.publish === false) {
      out.push(
        `## Suite ${code(suite.name)} (${escapeName(suite.kind)}): not ranked`,
        '',
        'The benchmark marks this suite `publish: false`: its figures over all its tasks are not headline figures; its splits are ranked below.',
        '',
      );
      continue;
    }
    const what = suite.split
      ? `Split ${code(suite.split.name)} of suite ${code(suite.split.suite)}`
      : `Suite ${code(suite.name)}`;
    out.push(
      `## ${what} (${escapeName(suite.kind)}): ${suite.expected_tasks} task(s) × ${trials}, ranked by ${title}`,
      '',
    );
    const rowOf = (submission: string) =>
      lb.submissions.find((e) => e.name === submission)!.suites.find((r) => r.name === suite.name);
    if (suite.ranked.length === 0) out.push('No final entry.', '');
    else {
      const lc = suite.leader_comparison;
      if (lc) out.push(...leaderParagraph(lc, suite.ranked.length, title), '');
      const n = Math.max(...suite.ranked.map((r) => rowOf(r.submission)?.reliability?.n_trials ?? 0));
      const rel = n >= 2 ? ` pass^${n} % | pass@${n} % |` : '';
      const vs = lc ? ` Δ vs leader, points (${level(lc.confidence)} interval) | Tasks compared |` : '';
      out.push(
        `| Rank | Submission | ${title} (mean over trials) | ${title} per trial |${rel}${vs}`,
        `|${' --- |'.repeat(4 + (n >= 2 ? 2 : 0) + (lc ? 2 : 0))}`,
      );
      for (const [i, r] of suite.ranked.entries()) {
        const row = rowOf(r.submission)!;
        const perTrial = row.trials.map((t) => formatNumber(t.metrics[suite.primary_metric])).join(' / ');
        const relCells =
          n >= 2 ? ` ${percent(row.reliability?.pass_hat_k[n])} | ${percent(row.reliability?.pass_at_k[n])} |` : '';
        const vsCells = lc
          ? ` ${i === 0 ? 'leader' : vsLeaderCell(r.vs_leader)} | ${i === 0 ? '—' : (r.vs_leader?.tasks ?? '—')} |`
          : '';
        out.push(
          `| ${lc ? shownRank(r, i, lc) : r.rank} | ${name(r.submission)}${selectionSuffix(r.selection)} | ${formatNumber(r.value)} | ${perTrial} |${relCells}${vsCells}`,
        );
      }
      out.push('');
    }
    if (suite.unranked.length > 0) {
      out.push(`### ${code(suite.name)}: not ranked (not final or invalid)`, '');
      out.push(
        `| Submission | Status | Coverage | Observed ${title} (over scored tasks; not ranked) | Why |`,
        '| --- | --- | --- | --- | --- |',
      );
      for (const u of suite.unranked) {
        const row = rowOf(u.submission);
        const observed = u.observed === null ? '—' : `observed ${formatNumber(u.observed)}`;
        const entry = lb.submissions.find((e) => e.name === u.submission);
        const reason =
          u.selection === 'not_counted' ? notCountedText(esc(entry?.selection?.submitter ?? '', NAME_LIMIT)) : why(row);
        out.push(
          `| ${name(u.submission)}${selectionSuffix(u.selection)} | ${STATUS[u.status]} | ${row ? coverageText(row) : '—'} | ${observed} | ${reason} |`,
        );
      }
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

type Ranked = Leaderboard['suites'][number]['ranked'][number];

/** " (counts: latest)" after an entry's name, when final selection applied to it. */
const selectionSuffix = (rule: Ranked['selection']) => (rule ? ` (${SELECTION_TEXT[rule]})` : '');
type LeaderComparison = NonNullable<Leaderboard['suites'][number]['leader_comparison']>;

const level = (confidence: number) => `${+(100 * confidence).toFixed(4)}%`;

/** 1= for the leader and every entry that cannot be told apart from it (when there is one); the rank otherwise. */
function shownRank(r: Ranked, i: number, lc: LeaderComparison): string {
  if (i === 0) return lc.tied_with_leader.length > 0 ? '1=' : String(r.rank);
  return r.vs_leader?.indistinguishable_from_leader ? '1=' : String(r.rank);
}

function vsLeaderCell(v: Ranked['vs_leader']): string {
  if (!v || v.difference === null) return '— (not compared)';
  const interval = v.interval ? `${signed(v.interval.low)} … ${signed(v.interval.high)}` : 'no interval';
  return `${signed(v.difference)} (${interval})${v.indistinguishable_from_leader ? '; not told apart' : ''}`;
}

function leaderParagraph(lc: LeaderComparison, ranked: number, title: string): string[] {
  const method =
    `Each ranked entry is compared with the leader on the same tasks (${code(lc.method)}, docs/compare.md): per task the mean ${title} over its trials, ` +
    `the difference entry − leader, its mean over tasks with a ${level(lc.confidence)} t interval. ` +
    'An entry whose interval contains 0 (or has no interval) cannot be told apart from the leader: it and the leader are shown as 1=.';
  if (ranked === 1) return [`${method} ${name(lc.leader)} is the only ranked entry.`];
  const tied = lc.tied_with_leader;
  const verdict =
    tied.length === 0
      ? `**${name(lc.leader)} is first**: every other ranked entry is below it by an interval that excludes 0.`
      : `**No single first place**: the leader by value, ${name(lc.leader)}, cannot be told apart from ${tied.slice(0, ROW_LIMIT).map(name).join(', ')}${tied.length > ROW_LIMIT ? `, … (${tied.length})` : ''}.`;
  return [method, '', verdict];
}

function provenance(lb: Leaderboard): string {
  const { benchmark, dirty } = benchmarkProvenance(lb.benchmark, (p) => code(p));
  return `${benchmark}; ${escapeName(lb.tool.name)} ${escapeName(lb.tool.version)}.${dirty ? `  \n⚠️ **${dirty}**` : ''}`;
}

function counts(lb: Leaderboard): string {
  const c = lb.counts;
  return `${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`;
}

/** A suite row's coverage in words (the leaderboard's and the site's). */
export function coverageText(row: SuiteRow): string {
  const c = row.coverage;
  if (c.trials === 0) return row.status === 'invalid' ? 'not scored' : 'no trials';
  const parts = [`${c.scored}/${c.expected_tasks * c.trials} scored in ${c.trials} trial(s)`];
  if (c.missing > 0) parts.push(`${c.missing} missing`);
  if (c.errors > 0) parts.push(`${c.errors} error(s)`);
  if (c.pending > 0) parts.push(`${c.pending} pending`);
  return parts.join(', ');
}

function why(row: SuiteRow | undefined): string {
  if (!row || row.problems.length === 0) return '—';
  const shown = row.problems.slice(0, 3).map((p) => esc(p, 300));
  return `${shown.join('; ')}${row.problems.length > 3 ? `; … (${row.problems.length - 3} more in leaderboard.json)` : ''}`;
}

function percent(fraction: number | null | undefined): string {
  return typeof fraction === 'number' ? formatNumber(100 * fraction) : '—';
}

// ---------------------------------------------------------------------------------------------

/** The tracking issue's comment: what changed since the baseline, and what is invalid now. */
export function renderDriftMarkdown(r: RescoreResult): string {
  const lb = r.leaderboard;
  const d = r.drift;
  const out: string[] = [];
  const head = !d ? 'no baseline' : d.has_drift ? '❌ DRIFT' : '✅ no drift';
  out.push(
    `## agent-eval rescore: ${esc(lb.benchmark.name, 200)} — ${head}${r.hasInvalid ? ', ❌ invalid submissions' : ''}`,
    '',
  );
  out.push(provenance(lb), `${counts(lb)}`, '');
  if (!d) {
    out.push(
      'No baseline leaderboard was given, so nothing was compared. This leaderboard is the baseline of the next rescore.',
      '',
    );
  } else {
    out.push(...driftBody(d));
  }
  out.push(...invalidList(lb));
  for (const note of r.notes.slice(0, ROW_LIMIT)) out.push(`- ${esc(note)}`);
  const fitted = fitMarkdown(`${out.join('\n').trimEnd()}\n`, {
    limit: DRIFT_COMMENT_LIMIT,
    note: 'the comment is too long; the complete drift is in drift.json (in the artifact).',
  });
  return fitted.text;
}

function driftBody(d: Drift): string[] {
  const out: string[] = [];
  out.push(
    benchmarkChange(
      d.baseline.benchmark,
      d.current.benchmark,
      (p) => code(p),
      (t) => esc(t),
    ),
    '',
  );
  const k = d.counts;
  out.push(
    `**${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ${k.submissions_removed} removed submission(s)**` +
      `; ${k.submissions_added} added submission(s) (not drift).`,
    '',
  );
  const more = (n: number) => (n > ROW_LIMIT ? [`… and ${n - ROW_LIMIT} more in drift.json.`, ''] : []);
  const suite = (s: string | null) => (s === null ? '(whole submission)' : code(s));
  const st = (s: Status | null) => (s === null ? '(absent)' : STATUS[s]);
  if (d.status_changes.length > 0) {
    out.push('### Status changes', '', '| Submission | Suite | Before | After |', '| --- | --- | --- | --- |');
    for (const s of d.status_changes.slice(0, ROW_LIMIT))
      out.push(`| ${name(s.submission)} | ${suite(s.suite)} | ${st(s.before)} | ${st(s.after)} |`);
    out.push('', ...more(d.status_changes.length));
  }
  if (d.verdict_flips.length > 0) {
    out.push(
      '### Verdict flips',
      '',
      '| Submission | Suite | Trial | Task | Before | After |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const f of d.verdict_flips.slice(0, ROW_LIMIT)) {
      out.push(
        `| ${name(f.submission)} | ${code(f.suite)} | ${esc(f.trial, NAME_LIMIT)} | ${code(f.task)} | ${f.before ?? '(absent)'} | ${f.after ?? '(absent)'} |`,
      );
    }
    out.push('', ...more(d.verdict_flips.length));
  }
  if (d.metric_moves.length > 0) {
    out.push(
      '### Metric moves',
      '',
      '| Submission | Suite | Trial | Metric | Before | After | Δ |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const m of byImportance(d.metric_moves).slice(0, ROW_LIMIT)) {
      const trial = m.trial === null ? '(suite)' : esc(m.trial, NAME_LIMIT);
      out.push(
        `| ${name(m.submission)} | ${code(m.suite)} | ${trial} | ${code(m.metric)} | ${num(m.before)} | ${num(m.after)} | ${m.delta === null ? '—' : signedDelta(m.delta)} |`,
      );
    }
    out.push('', ...more(d.metric_moves.length));
  }
  if (d.submissions_removed.length > 0) out.push(`Removed since the baseline: ${listed(d.submissions_removed)}.`, '');
  if (d.submissions_added.length > 0) out.push(`Added since the baseline: ${listed(d.submissions_added)}.`, '');
  return out;
}

/** The ranked figure first, then trial headlines, observed values, reliability (drift.json keeps its own order). */
function byImportance(moves: Drift['metric_moves']): Drift['metric_moves'] {
  const rank = (m: Drift['metric_moves'][number]) =>
    m.metric.startsWith('primary.')
      ? m.metric.startsWith('primary.observed_')
        ? 1
        : 0
      : m.trial !== null
        ? m.metric.startsWith('observed_')
          ? 3
          : 2
        : 4;
  return moves
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
}

function invalidList(lb: Leaderboard): string[] {
  const invalid = lb.submissions.filter((e) => e.status === 'invalid');
  if (invalid.length === 0) return [];
  const out = ['### Invalid submissions', ''];
  for (const e of invalid.slice(0, ROW_LIMIT)) {
    const problems = [
      ...e.problems,
      ...e.suites.flatMap((s) => (s.valid ? [] : s.problems.map((p) => `${s.name}: ${p}`))),
    ];
    const shown = [...new Set(problems)].slice(0, 2).map((p) => esc(p, 300));
    out.push(`- ${name(e.name)}${shown.length > 0 ? `: ${shown.join('; ')}` : ''}`);
  }
  if (invalid.length > ROW_LIMIT) out.push(`- … and ${invalid.length - ROW_LIMIT} more in leaderboard.json`);
  out.push('');
  return out;
}

function listed(names: string[]): string {
  const shown = names.slice(0, ROW_LIMIT).map(name).join(', ');
  return names.length > ROW_LIMIT ? `${shown}, … (${names.length})` : shown;
}

function num(x: number | null): string {
  return x === null ? '—' : String(x);
}

function signedDelta(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}
