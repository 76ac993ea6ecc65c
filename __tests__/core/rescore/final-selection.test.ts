/**
 * Final selection (docs/rescore.md, "Final selection"), `agent-eval rescore` end to end on a real
 * submissions tree: of the submissions whose submission.yml names the same `ranking.submitter`,
 * the leaderboard ranks one, the latest marked `final: true`, else the latest; the others are
 * listed apart as not counted, and leaderboard.json, leaderboard.md and the site say which rule
 * applied to each entry. A submission without `ranking` is ranked as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SubmissionSchema } from '../../../src/core/submission/schema.js';
import { cli, tempDir, write } from '../../support/helpers.js';

const QA = ['q1', 'q2', 'q3', 'q4'];
/** lab-b's submitter name is submission text: escaped wherever it is shown. */
const LAB_B = 'lab-b|<img src=x onerror=alert(1)>';

function benchmark(): string {
  const dir = tempDir('agent-eval-selection-bench-');
  write(
    path.join(dir, 'qa/tasks.yaml'),
    `version: 1\ntasks:\n${QA.map((q) => `  ${q}:\n    output:\n      - { contains: ANS-${q} }\n`).join('')}`,
  );
  write(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: selection-bench\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n    trials: 1\n',
  );
  return dir;
}

/** A submission answering `right` of the 4 tasks, with `ranking` in its submission.yml when given. */
function submission(root: string, name: string, right: number, ranking?: string): void {
  QA.forEach((q, i) =>
    write(path.join(root, name, 'qa', 'trial-1', `${q}.json`), {
      task_id: q,
      full_text: i < right ? `the answer is ANS-${q}` : 'no idea',
    }),
  );
  if (ranking !== undefined) write(path.join(root, name, 'submission.yml'), `version: 1\nranking:\n${ranking}`);
}

interface Row {
  submission: string;
  value?: number;
  status?: string;
  selection?: string;
}

let lb: {
  suites: Array<{ ranked: Row[]; unranked: Row[] }>;
  submissions: Array<{ name: string; selection?: Record<string, unknown> }>;
};
let md: string;
let site: string;
let subs: string;
let bench: string;
let out: string;

beforeAll(async () => {
  subs = tempDir('agent-eval-selection-subs-');
  // lab-a marks its older, better submission final: it counts, not the later one.
  submission(subs, 'a-early', 4, '  submitter: lab-a\n  submitted_at: "2026-11-01T10:00:00Z"\n  final: true\n');
  submission(subs, 'a-late', 2, '  submitter: lab-a\n  submitted_at: "2026-11-10T10:00:00Z"\n');
  // lab-b marks none: its latest counts, even though an earlier one scored higher.
  submission(subs, 'b-early', 4, `  submitter: '${LAB_B}'\n  submitted_at: "2026-11-01T10:00:00Z"\n`);
  submission(subs, 'b-late', 1, `  submitter: '${LAB_B}'\n  submitted_at: 2026-11-05T10:00:00Z\n  final: false\n`);
  submission(subs, 'solo', 3);
  out = tempDir('agent-eval-selection-out-');
  bench = benchmark();
  const r = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    subs,
    '--out',
    out,
    '--quiet',
    '--fail-on',
    'never',
  );
  expect(r.stderr).not.toMatch(/error/i);
  expect(r.code).toBe(0);
  lb = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  md = readFileSync(path.join(out, 'leaderboard.md'), 'utf8');
  const siteDir = tempDir('agent-eval-selection-site-');
  const built = await cli('site', '--leaderboard', out, '--out', siteDir);
  expect(built.code).toBe(0);
  site = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
});

test('one submission per submitter is ranked: the one marked final, else the latest; the others are not counted', () => {
  const [qa] = lb.suites;
  expect(qa!.ranked).toEqual([
    { rank: 1, submission: 'a-early', value: 100, selection: 'final' },
    { rank: 2, submission: 'solo', value: 75 },
    { rank: 3, submission: 'b-late', value: 25, selection: 'latest' },
  ]);
  expect(qa!.unranked).toEqual([
    { submission: 'a-late', status: 'final', observed: 50, selection: 'not_counted' },
    { submission: 'b-early', status: 'final', observed: 100, selection: 'not_counted' },
  ]);
  const entry = (name: string) => lb.submissions.find((e) => e.name === name)!;
  expect(entry('a-early').selection).toEqual({
    submitter: 'lab-a',
    submitted_at: '2026-11-01T10:00:00Z',
    final: true,
    rule: 'final',
  });
  expect(entry('b-late').selection).toEqual({
    submitter: LAB_B,
    submitted_at: '2026-11-05T10:00:00Z',
    final: false,
    rule: 'latest',
  });
  expect(entry('solo').selection).toBeUndefined();
});

test('leaderboard.md says which rule applied to each entry', () => {
  expect(md).toContain('Final selection (docs/rescore.md)');
  expect(md).toMatch(/^\| 1 \| a-early \(counts: marked final\) \| 100\.00 \|/m);
  expect(md).toMatch(/^\| 2 \| solo \| 75\.00 \|/m);
  expect(md).toMatch(/^\| 3 \| b-late \(counts: latest\) \| 25\.00 \|/m);
  const bEarly = md.split('\n').find((l) => l.startsWith('| b-early (not counted) | ✅ final |'))!;
  expect(bEarly).toContain('| not counted: another submission of lab-b');
  expect(bEarly).toMatch(/counts \(final selection\) \|$/);
  // The submitter's name is escaped: no cell added by its |, no HTML.
  expect(bEarly.replace(/\\\|/g, '').split('|')).toHaveLength(7);
  expect(md).not.toContain('<img');
});

test('the site says which rule applied to each entry', () => {
  const row = (name: string) => new RegExp(`<tr data-submission="${name}">.*?</tr>`).exec(site)?.[0] ?? '';
  expect(row('a-early')).toContain('(counts: marked final)');
  expect(row('b-late')).toContain('(counts: latest)');
  expect(row('b-early')).toContain('(not counted)');
  expect(row('b-early')).toContain(
    'not counted: another submission of lab-b|&lt;img src=x onerror=alert(1)&gt; counts (final selection)',
  );
  expect(site).not.toContain('<img');
  expect(row('solo')).not.toMatch(/counts|not counted/);
});

test('ranking in submission.yml: a submitter and a UTC time are required; anything else makes the file unusable, naming the field', () => {
  const parse = (ranking: unknown) => SubmissionSchema.safeParse({ version: 1, ranking });
  expect(parse({ submitter: 'lab-a', submitted_at: '2026-12-01T10:00:00Z', final: true }).success).toBe(true);
  expect(parse({ submitter: 'lab-a', submitted_at: '2026-12-01T10:00:00.5Z' }).success).toBe(true);
  for (const bad of [
    { submitter: 'lab-a' },
    { submitted_at: '2026-12-01T10:00:00Z' },
    { submitter: 'lab-a', submitted_at: '2026-12-01' },
    { submitter: 'lab-a', submitted_at: '2026-13-45T10:00:00Z' },
    { submitter: 'lab-a', submitted_at: '2026-12-01T10:00:00Z', counts: true },
  ]) {
    const r = parse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path[0]).toBe('ranking');
  }
});

test('a sharded rescore selects the same: leaderboard.json and .md byte for byte', async () => {
  const parts = tempDir('agent-eval-selection-parts-');
  for (const i of [1, 2])
    expect(
      (
        await cli(
          'rescore',
          '--benchmark',
          bench,
          '--submissions',
          subs,
          '--shard',
          `${i}/2`,
          '--out',
          path.join(parts, `agent-eval-partial-${i}-of-2`),
          '--quiet',
        )
      ).code,
    ).toBe(0);
  const merged = tempDir('agent-eval-selection-merged-');
  const m = await cli(
    'rescore',
    '--partials',
    parts,
    '--shards',
    '2',
    '--benchmark',
    bench,
    '--out',
    merged,
    '--quiet',
    '--fail-on',
    'never',
  );
  expect(m.code).toBe(0);
  for (const f of ['leaderboard.json', 'leaderboard.md'])
    expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(out, f), 'utf8'));
});
