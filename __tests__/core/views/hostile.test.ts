/**
 * The views are safe for ANY report that passes ReportSchema, not only for reports agent-eval
 * scored itself: a full report (every optional part present) has every string — values and
 * record keys, found by walking the zod schema — replaced by injection payloads, and summary.md,
 * summary.csv, leaderboard.md and drift.md rendered from it must carry nothing active.
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { computeDrift } from '../../../src/core/rescore/drift.js';
import { entryFromReport, entryFromUnscored } from '../../../src/core/rescore/entry.js';
import {
  buildLeaderboard,
  leaderboardSchema,
  SubmissionName,
  type Leaderboard,
} from '../../../src/core/rescore/leaderboard.js';
import { renderDriftMarkdown, renderLeaderboardMarkdown } from '../../../src/core/rescore/markdown.js';
import { ReportSchema, type Report, type SuiteReport, type TrialReport } from '../../../src/core/report/schema.js';
import { renderCsv } from '../../../src/core/views/csv.js';
import { renderMarkdown } from '../../../src/core/views/markdown.js';
import { activeContent } from '../../support/inert.js';
import { expectGolden, goldenComment } from '../../support/golden.js';
import { compareReports } from '../../../src/core/compare/compare.js';
import { renderCompareCsv, renderCompareMarkdown } from '../../../src/core/views/compare.js';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '@org/team',
  '#1',
  '[x](http://evil)',
  '![i](http://evil)',
  '</details>',
  '| col |',
  '\n# heading',
  '```',
  '<!-- agent-eval:sticky key=x -->',
  'www.evil.example GH-2',
  'a\\|b\\',
  '$\\huge{x}$',
  '\u0000\u001b[31m\r\u202e',
  '=HYPERLINK("http://evil")',
  '+1-2',
];

// ---------------------------------------------------------------------------------------------
// A report with every optional part present and every list non-empty.

function trial(suite: string, name: string): TrialReport {
  return {
    name,
    path: `${suite}/${name}`,
    valid: false,
    final: false,
    coverage: { expected: 4, scored: 2, missing_tasks: ['task_04'], errors: 1 },
    pending: [{ task: 'task_03', what: 'CCE judge record' }],
    errors: [
      { task: 'task_03', record: 'task_03_trajectory.json', stage: 'verifier', message: 'verifier crashed: exit 1' },
    ],
    metrics: {
      SR_percent: { value: 50, method: 'success_rate_v1', note: 'over expected tasks' },
      observed_SR_percent: { value: 50, method: 'success_rate_v1' },
      PSR_percent: { value: 75, method: 'checkpoint_fraction_v1', historical_implementation_reproduced: false },
      CCE: {
        value: 0.5,
        method: 'cce_backward_v1',
        source: 'judge',
        judges: [{ model: 'gpt-4o', endpoint: 'https://api.example.com/v1' }],
      },
      tokens_mean: { value: null, method: 'mean_v1', label: 'Tokens (mean)' },
      observed_tokens_mean: { value: 12.5, method: 'mean_v1' },
    },
    verdicts: [
      {
        task: 'task_01',
        record: 'task_01_trajectory.json',
        status: 'success',
        success: true,
        message: 'Logs: 5/5',
        checkpoints: [{ label: 'logs', actual: 5, target: 5 }],
        error: null,
        details: { rounds: 7, psr_credit: 1, graded_on: 'output' },
      },
      {
        task: 'task_02',
        record: 'task_02_trajectory.json',
        status: 'failure',
        success: false,
        message: 'Logs: 1/5',
        checkpoints: null,
        error: null,
        details: { rounds: 9, claimed_success: true, graded_on: null },
      },
      {
        task: 'task_03',
        record: null,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: 'verifier crashed',
        details: {},
      },
    ],
    cce: {
      source: 'judge',
      judge: { model: 'gpt-4o', endpoint_host: 'api.example.com', protocol: 'openai_chat_v1' },
      requests: 2,
      tasks: [
        {
          task: 'task_01',
          status: 'judged',
          trajectory_sha256: 'ab'.repeat(32),
          cached: false,
          T: 4,
          C: [1, 3],
          cce: 0.5,
          per_agent: { alice: { actions: 2, contributing: 1, share: 0.5 } },
          answers: [{ step: 'terminal', round: null, answer: '[1, 3]' }],
          pending: null,
        },
      ],
    },
  };
}

function suite(name: string, kind: string): SuiteReport {
  const rate = { tasks: 2, successes: 1, success_rate: 0.5, wilson_95: { low: 0.09, high: 0.91 } };
  return {
    name,
    kind,
    tasks_from: `tasks/${name}/*.yaml`,
    valid: false,
    final: false,
    expected_trials: 2,
    notes: ['The suite expects 3 trial(s); the run has 2.'],
    errors: [{ task: null, record: 'trial-9', stage: 'discovery', message: 'trial-9 is not a directory' }],
    trials: [trial(name, 'trial-1'), trial(name, 'trial-2')],
    reliability: {
      method: 'pass_k_unbiased_v1',
      source: 'success verdicts of the verifiers',
      final: false,
      n_trials: 2,
      expected_trials: 2,
      tasks: 2,
      expected_tasks: 4,
      pass_hat_k: { '1': 0.5, '2': 0.25 },
      pass_at_k: { '1': 0.5, '2': 0.75 },
      exact: { pass_hat_k: { '1': '1/2', '2': '1/4' }, pass_at_k: { '1': '1/2', '2': '3/4' } },
      trials: [
        { name: 'trial-1', ...rate },
        { name: 'trial-2', ...rate },
      ],
      mean_success_rate: 0.5,
      success_rate_stderr: 0,
      flips: { count: 1, tasks: [{ task: 'task_01', successes: 1, outcomes: [true, false] }] },
      incomplete_tasks: [{ task: 'task_03', valid_trials: 0 }],
      notes: ['2 task(s) do not have 2 valid trial(s)'],
    },
  };
}

type ClaimedScores = NonNullable<
  NonNullable<NonNullable<Report['submission']['review']>['declared']>['claimed_scores']
>;
const CHECKS = [
  'file',
  'fields',
  'benchmark_repository',
  'benchmark_revision',
  'trial_count',
  'checksums',
  'claimed_scores',
] as const;

function fixture(): Report {
  return {
    report_version: 1,
    tool: { name: 'agent-eval', version: '0.1.0' },
    benchmark: {
      name: 'agentworld-mini',
      repository: 'https://github.com/org/bench',
      commit: 'c2680401549c'.padEnd(40, '0'),
      manifest_sha256: 'ef'.repeat(32),
    },
    submission: {
      path: 'runs/demo',
      metadata: { agent: 'CoopCraft', submitted_by: 'demo-lab', runs: 3, nested: { note: 'kept in scores.json' } },
      review: {
        file: 'submission.yml',
        sha256: 'cd'.repeat(32),
        declared: {
          version: 1,
          model: { id: 'gpt-4o', version: '2024-08-06' },
          harness: { repository: 'https://github.com/lab/harness', commit: 'abcdef1' },
          benchmark: { repository: 'https://github.com/org/bench', revision: 'c268040' },
          trials: { count: 2, seeds: [1, 'seed-b'], suites: { qa: { count: 2 } } },
          judge: { model: 'gpt-4o', endpoint: 'https://api.example.com/v1' },
          configuration: ['config/agent.yaml'],
          prompts: ['prompts/system.txt'],
          // A catchall of numbers beside `trials`: a type TypeScript cannot write as a literal.
          claimed_scores: {
            main: { SR_percent: 50, trials: { 'trial-1': { PSR_percent: 75 } } },
          } as unknown as ClaimedScores,
        },
        checksums: { listed: 3, verified: 3, run_files: 3 },
        valid: true,
        checks: CHECKS.map((check) => ({ check, status: 'passed' as const, detail: `${check} passed` })),
        claims: [
          {
            suite: 'main',
            trial: null,
            metric: 'SR_percent',
            claimed: 50,
            tolerance: 0.5,
            rescored: 50,
            observed: null,
            status: 'match',
          },
          {
            suite: 'main',
            trial: 'trial-1',
            metric: 'PSR_percent',
            claimed: 70,
            tolerance: 0.5,
            rescored: 75,
            observed: null,
            status: 'mismatch',
          },
        ],
        findings: [
          {
            code: 'claimed_score_mismatch',
            severity: 'warning',
            field: 'claimed_scores.main',
            path: null,
            message: 'PSR_percent: claimed 70, rescored 75',
          },
          {
            code: 'referenced_file_missing',
            severity: 'warning',
            field: 'prompts',
            path: 'prompts/system.txt',
            message: 'prompts/system.txt is not in the run',
          },
        ],
      },
    },
    status: 'not_final',
    valid: true,
    final: false,
    suites: [suite('main', 'trajectory'), suite('qa', 'output')],
  };
}

// ---------------------------------------------------------------------------------------------
// Every string of a schema-valid value replaced, guided by its zod schema: enums and literals
// stay (they cannot hold text); each distinct string gets its own payload, the same wherever it
// occurs (so task, suite, trial and metric names still match across the report); a field whose
// own constraints refuse the payload gets the first single payload they accept.

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  out?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def;

class Hostile {
  private readonly names = new Map<string, string>();
  /** Strings whose schema accepts none of the payloads (hex digests). */
  readonly kept: string[] = [];
  private n = 0;

  /** The payloads of the i-th string, starting from a different one each time (numbered after one round, to stay distinct). */
  private rotated(i: number): string {
    const text = [...PAYLOADS.slice(i % PAYLOADS.length), ...PAYLOADS.slice(0, i % PAYLOADS.length)].join(' ');
    return i < PAYLOADS.length ? text : `${text} ${i}`;
  }

  of(original: string, schema?: z.ZodType): string {
    const known = this.names.get(original);
    if (known !== undefined && (!schema || schema.safeParse(known).success)) return known;
    const i = this.n++;
    const candidates = [this.rotated(i), ...PAYLOADS.map((_, j) => `${PAYLOADS[(i + j) % PAYLOADS.length]} ${i}`)];
    const found = candidates.find((c) => !schema || schema.safeParse(c).success);
    if (found === undefined) {
      this.kept.push(original);
      return original;
    }
    if (known === undefined) this.names.set(original, found);
    return found;
  }

  walk(schema: z.ZodType, value: unknown): unknown {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return typeof value === 'string' ? this.of(value, schema) : value;
      case 'optional':
      case 'nullable':
        return value === undefined || value === null ? value : this.walk(def.innerType!, value);
      case 'array':
        return (value as unknown[]).map((v) => this.walk(def.element!, v));
      case 'pipe':
        return this.walk(def.out!, value); // (lists with unique names: their items are the pipe's output)
      case 'object':
        return Object.fromEntries(
          Object.entries(value as object).map(([k, v]) => {
            const field = def.shape![k] ?? def.catchall;
            if (!field) throw new Error(`the fixture has a field the schema does not know: ${k}`);
            return [k, this.walk(field, v)];
          }),
        );
      case 'record':
        return Object.fromEntries(
          Object.entries(value as object).map(([k, v]) => [this.walk(def.keyType!, k), this.walk(def.valueType!, v)]),
        );
      case 'union': {
        const option = def.options!.find((o) => o.safeParse(value).success);
        return option ? this.walk(option, value) : value;
      }
      case 'unknown':
        return this.json(value);
      default:
        return value; // enum, literal, number, boolean, null
    }
  }

  /** Free JSON (submission metadata): every key and string. */
  private json(value: unknown): unknown {
    if (typeof value === 'string') return this.of(value);
    if (Array.isArray(value)) return value.map((v) => this.json(v));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.of(k), this.json(v)]));
    return value;
  }
}

// ---------------------------------------------------------------------------------------------
// What "inert" means, checked the way GitHub parses the text.

const ASCII_PUNCT = /[!-/:-@[-`{-~]/;

/** Cells of a table row as GFM splits it: a backslash escapes the next punctuation, `|` splits. */
function separators(row: string): number {
  let n = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && ASCII_PUNCT.test(row[i + 1] ?? '')) i++;
    else if (row[i] === '|') n++;
  }
  return n;
}

/** The line outside code spans with escaped characters dropped, and whether a code span is left open. */
function scan(line: string): { outside: string; open: boolean } {
  let outside = '';
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (!inCode && c === '\\' && ASCII_PUNCT.test(line[i + 1] ?? '')) i++;
    else if (c === '`') inCode = !inCode;
    else if (!inCode) outside += c;
  }
  return { outside, open: inCode };
}

const headings = (md: string) => md.split('\n').filter((l) => /^ {0,3}#/.test(l));
const tableRows = (md: string) => md.split('\n').filter((l) => l.startsWith('|'));

/** Problems found in `md`, rendered from the hostile report; `plain` is the same view of the fixture. */
function problems(md: string, plain: string): string[] {
  const out = activeContent(md);
  const lines = md.split('\n');
  if (/<img|<script|<!--|<\/?details>(?!$)/im.test(md.replace(/^<details><summary>.*<\/summary>$/gm, '')))
    out.push('a tag or comment');
  if (/\]\(http|\]\(\s*http/.test(md)) out.push('a link');
  if (/@(?!\u200b)org/.test(md)) out.push('a mention');
  if (/#\d|GH-\d/i.test(md)) out.push('an issue reference');
  if (/www\.evil|:\/\/evil/.test(md)) out.push('an autolink');
  if (/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(md))
    out.push('a control character');
  for (const line of lines) {
    if (line.startsWith('```')) {
      if (line !== '```' && line !== '```mermaid') out.push(`a fence: ${line}`);
      continue;
    }
    const { outside, open } = scan(line);
    if (open) out.push(`an open code span: ${line.slice(0, 80)}`);
    if (/\$/.test(outside)) out.push(`math: ${line.slice(0, 80)}`);
    // Our own bold is `**…**`; any other emphasis or strikethrough came from the report (an
    // underscore inside a word, as in claimed_score_mismatch, emphasises nothing).
    if (md !== plain && /[*~]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/.test(outside.replace(/\*\*/g, '')))
      out.push(`emphasis: ${line.slice(0, 80)}`);
  }
  // The same headings as the fixture's view: none added, none changed in kind.
  const kind = (h: string) => /^#+ [A-Za-z-]*/.exec(h)?.[0] ?? h;
  const ours = headings(plain).map(kind);
  const theirs = headings(md).map(kind);
  if (JSON.stringify(ours) !== JSON.stringify(theirs)) out.push(`headings: ${JSON.stringify(theirs)}`);
  // Tables: as many rows as the fixture's view, each as wide as its header.
  if (tableRows(md).length !== tableRows(plain).length)
    out.push(`table rows: ${tableRows(md).length}, not ${tableRows(plain).length}`);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || lines[i - 1]?.startsWith('|')) continue;
    for (let j = i + 1; j < lines.length && lines[j]!.startsWith('|'); j++) {
      if (separators(lines[j]!) !== separators(lines[i]!))
        out.push(
          `row ${j}: ${separators(lines[j]!)} cells, header ${separators(lines[i]!)}: ${lines[j]!.slice(0, 100)}`,
        );
    }
  }
  const opens = lines.filter((l) => l.startsWith('<details>')).length;
  if (opens !== plain.split('\n').filter((l) => l.startsWith('<details>')).length)
    out.push('a <details> block added or lost');
  return out;
}

// ---------------------------------------------------------------------------------------------

function hostileReport(): { report: Report; h: Hostile } {
  const h = new Hostile();
  const report = ReportSchema.parse(h.walk(ReportSchema, fixture()));
  return { report, h };
}

test('the fixture is a schema-valid report, and so is its hostile copy with every string replaced', () => {
  expect(ReportSchema.safeParse(fixture()).success).toBe(true);
  const { report, h } = hostileReport();
  // Only the harness commit (7 to 64 hex digits by its schema) can hold no payload.
  expect(h.kept).toEqual(['abcdef1']);
  // (A trial name is one file name: the payload chosen for it is one its schema accepts, not always h.of('trial-1').)
  const trialName = report.suites[0]!.trials[0]!.name;
  expect(trialName).not.toBe('trial-1');
  expect(PAYLOADS.some((p) => trialName.includes(p))).toBe(true);
  expect(Object.keys(report.suites[0]!.trials[0]!.metrics)).toContain(h.of('SR_percent'));
  expect(report.suites[0]!.trials[0]!.verdicts[0]!.task).toBe(h.of('task_01'));
});

test('summary.md of the fixture shows ordinary names as they are', () => {
  const md = renderMarkdown(fixture());
  expect(problems(md, md)).toEqual([]);
  expect(md).toContain('| `main` (trajectory) | ❌&nbsp;invalid | SR % **50.00** | — | 2 | 4/8 |');
  expect(md).toContain('<details><summary>Suite main (trajectory): trials, reliability, chart</summary>');
  expect(md).toContain('; agent-eval 0.1.0.');
  expect(md).toContain('| Trial | Status | Coverage | SR % | PSR % (reconstructed) | CCE | Tokens \\(mean\\) |');
  expect(md).toContain('| trial-1 | ❌ invalid | 2/4 | 50.00 | 75.00 | 0.50 | — (observed 12.50) |');
  expect(md).toContain('| Task | Verdict | Message | rounds | psr_credit | graded_on |');
  expect(md).toContain('| `task_01` | ✅ success | Logs: 5/5 | 7 | 1 | output |');
  expect(md).toContain(
    '- ⚠️ **Suite `main`:** missing: the trial has no record for the task — 2 places: trial-1 `task_04`, trial-2 `task_04`',
  );
  // Each methodology note once, with the suites it applies to.
  expect(md.split('PSR is reconstructed').length).toBe(2);
  expect(md).toContain('- `main`: PSR is reconstructed (method `checkpoint_fraction_v1`)');
  expect(md).toContain('- ⚠️ **Suite `main`:** The suite expects 3 trial\\(s\\); the run has 2.');
});

test('summary.md of a report whose every string is an injection carries nothing active', () => {
  const { report } = hostileReport();
  const md = renderMarkdown(report);
  expect(problems(md, renderMarkdown(fixture()))).toEqual([]);
  // The hostile text is still shown, inert: escaped in text, angle brackets replaced in code.
  expect(md).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
  expect(md).toContain('‹img src=x onerror=alert(1)›');
  expect(md).toContain('‹!-- agent-eval:sticky key=x --›');
  expect(md).toContain('@\u200borg/team');
});

test('summary.csv of the hostile report keeps its shape and runs no formula', () => {
  const { report } = hostileReport();
  const rows: string[][] = parse(renderCsv(report), { relax_column_count: true });
  expect(rows.length).toBe(1 + report.suites.length * 2 * (3 + 1));
  expect(rows.filter((r) => r.length !== rows[0]!.length)).toEqual([]);
  const formulas = rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
  expect(formulas).toEqual([]);
  // The cells that start with a formula or a mention are defused by a leading quote.
  expect(
    rows
      .flat()
      .filter((cell) => cell.startsWith("'=HYPERLINK(") || cell.startsWith("'@org/team") || cell.startsWith("'+1-2"))
      .length,
  ).toBeGreaterThan(2);
});

/** A leaderboard and a drift from reports (hostile or not): ranked, unranked and unscored entries, every kind of drift. */
function rescoreViews(report: Report, name: (s: string) => string): { leaderboard: string; drift: string } {
  const submission = (s: string) => {
    const n = name(s).replace(/[/\\\u0000]/g, '');
    return SubmissionName.parse(n);
  };
  const finalReport: Report = {
    ...report,
    status: 'final',
    valid: true,
    final: true,
    suites: report.suites.map((s) => ({
      ...s,
      valid: true,
      final: true,
      trials: s.trials.map((t) => ({ ...t, valid: true, final: true })),
    })),
  };
  const context = {
    tool: report.tool,
    benchmark: report.benchmark,
    suites: report.suites.map((s) => ({
      name: s.name,
      kind: 'trajectory' as const,
      expected_tasks: 4,
      expected_trials: 2,
      primary_metric: name('SR_percent'),
    })),
  };
  const entries = [
    entryFromReport(submission('lab-a'), finalReport, context.suites),
    entryFromReport(submission('lab-b'), report, context.suites),
    entryFromUnscored(
      { name: submission('lab-c'), status: 'invalid', problem: name('a symlink, not a directory') },
      context.suites,
    ),
  ];
  const current = leaderboardSchema().parse(buildLeaderboard(context, entries));
  // The baseline: another benchmark commit, lab-a's verdicts and figures otherwise, lab-b final, lab-d since removed.
  const baseline: Leaderboard = structuredClone(current);
  baseline.benchmark = { ...baseline.benchmark, commit: '1'.repeat(40) };
  const a = baseline.submissions.find((e) => e.name === submission('lab-a'))!;
  for (const row of a.suites) {
    for (const t of row.trials) {
      t.outcomes = {
        success: t.outcomes.failure,
        failure: t.outcomes.success,
        error: t.outcomes.error,
        missing: t.outcomes.missing,
      };
      t.metrics = Object.fromEntries(Object.entries(t.metrics).map(([k, v]) => [k, v === null ? 1 : v + 1]));
    }
  }
  const b = baseline.submissions.find((e) => e.name === submission('lab-b'))!;
  b.status = 'final';
  for (const row of b.suites) row.status = 'final';
  baseline.submissions.push({ ...structuredClone(b), name: submission('lab-d') });
  baseline.submissions = baseline.submissions.filter((e) => e.name !== submission('lab-c'));
  const drift = computeDrift(leaderboardSchema().parse(baseline), current);
  expect(
    drift.counts.verdict_flips *
      drift.counts.metric_moves *
      drift.counts.status_changes *
      drift.counts.submissions_added *
      drift.counts.submissions_removed,
  ).toBeGreaterThan(0);
  return {
    leaderboard: renderLeaderboardMarkdown(current),
    drift: renderDriftMarkdown({
      leaderboard: current,
      drift,
      reports: new Map(),
      hasDrift: true,
      hasInvalid: true,
      notes: [name('submission lab-e: a merge note')],
    }),
  };
}

test('leaderboard.md and drift.md built from hostile reports and submission names carry nothing active', () => {
  const plain = rescoreViews(fixture(), (s) => s);
  expect(plain.leaderboard).toContain('## Suite `main` (trajectory): 4 task(s) × 2 trial(s), ranked by SR %');
  expect(plain.leaderboard).toContain('| 1 | lab-a | 50.00 | 50.00 / 50.00 | 25.00 | 75.00 |');
  expect(plain.drift).toContain('| lab-a | `main` | main/trial-1 | `task_01` | failure | success |');

  const { report, h } = hostileReport();
  const views = rescoreViews(report, (s) => h.of(s));
  expect(problems(views.leaderboard, plain.leaderboard)).toEqual([]);
  expect(problems(views.drift, plain.drift)).toEqual([]);
  expect(views.leaderboard).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
  expect(views.drift).toContain('‹img src=x onerror=alert(1)›');
});

test('compare.md and compare.csv built from hostile reports and labels carry nothing active', () => {
  const views = (report: Report, name: (s: string) => string) => {
    const arm = structuredClone(report);
    const v = arm.suites[0]!.trials[0]!.verdicts[1]!;
    Object.assign(v, { status: 'success', success: true });
    const c = compareReports({ label: name('runs/baseline'), report }, [{ label: name('runs/new'), report: arm }], {
      margin: 5,
    });
    return { md: renderCompareMarkdown(c), csv: renderCompareCsv(c) };
  };
  const plain = views(fixture(), (s) => s);
  expect(plain.md).toContain('### Suite `main` (trajectory)');
  expect(plain.md).toContain('| `runs/new` | ⚠️ not final | 2 | SR |');
  const { report, h } = hostileReport();
  const hostile = views(report, (s) => h.of(s));
  // (The hostile copy renames the details too, so it has no PSR or rounds rows: fewer table rows
  // is expected; every row still has its header's width, which problems() checks.)
  expect(problems(hostile.md, plain.md).filter((p) => !p.startsWith('table rows:'))).toEqual([]);
  // The payload is there, neutralised: as ‹…› in a code span (where it may be cut short) or as entities in text.
  expect(hostile.md).toMatch(/‹img src=x onerr|&lt;img src=x onerror=alert\\\(1\\\)&gt;/);
  expect(hostile.md).not.toContain('<img');
  const rows: string[][] = parse(hostile.csv, { relax_column_count: true });
  expect(rows.filter((r) => r.length !== rows[0]!.length)).toEqual([]);
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell))).toEqual([]);
});

test('golden: the comment of the hostile report (__tests__/golden/comment-hostile.md; AGENT_EVAL_UPDATE_GOLDEN=1 rewrites it)', () => {
  const { report } = hostileReport();
  expectGolden('comment-hostile.md', goldenComment(report));
});
