/**
 * The static site (docs/site.md) of a real rescore output: deterministic bytes, a strict CSP,
 * no reference to another host, hostile text rendered as text (parsed with parse5, a real HTML
 * parser), and the numbers of the tables equal to leaderboard.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { buildSite, readSiteInput } from '../../../src/core/site/index.js';
import { esc } from '../../../src/core/site/html.js';
import { pooledInterval, trialMean } from '../../../src/core/site/pages.js';
import type { Leaderboard } from '../../../src/core/rescore/leaderboard.js';
import { cli, REPO, tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';
import { attr, elements, textOf, type Node } from '../../support/dom.js';
import { HOSTILE_MODEL, HOSTILE_NAME, makeRescoreOutput } from './fixture.js';

let out: string;
let fixture: Awaited<ReturnType<typeof makeRescoreOutput>>;
let site: Map<string, Uint8Array>;
let lb: Leaderboard;
/** The boards with headline figures: a publish: false suite is not ranked (docs/splits.md). */
const published = () => lb.suites.filter((s) => s.publish !== false);
const pageText = (p: string) => Buffer.from(site.get(p)!).toString('utf8');

beforeAll(
  async () => {
    fixture = await makeRescoreOutput();
    out = fixture.out;
    site = buildSite(await readSiteInput(out));
    lb = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  },
  slow(300_000, 'two rescores of the example run with real Python verifiers'),
);

test('the pages: index, drift, one per submission with its scores.json and summary.csv beside it', () => {
  const pages = [...site.keys()];
  expect(pages).toContain('index.html');
  expect(pages).toContain('drift.html');
  expect(pages).toContain('history.json');
  for (const e of lb.submissions) expect(pages).toContain(`submissions/${e.name}/index.html`);
  expect(
    Buffer.from(site.get('submissions/demo/scores.json')!).equals(
      readFileSync(path.join(out, 'submissions/demo/scores.json')),
    ),
  ).toBe(true);
  expect(
    Buffer.from(site.get('submissions/demo/summary.csv')!).equals(
      readFileSync(path.join(out, 'submissions/demo/summary.csv')),
    ),
  ).toBe(true);
  expect(pages).toEqual([...pages].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
});

test("no file of the site names where the submissions were on the rescoring machine: a report's path is its name in the submissions tree", () => {
  const tree = Buffer.from(fixture.submissions);
  const root = Buffer.from(path.dirname(fixture.submissions));
  for (const [p, bytes] of site) {
    const b = Buffer.from(bytes);
    expect({ p, tree: b.includes(tree), root: b.includes(root) }).toEqual({ p, tree: false, root: false });
  }
  for (const e of lb.submissions) {
    const scores = site.get(`submissions/${e.name}/scores.json`);
    if (!scores) continue;
    expect({
      name: e.name,
      path: (JSON.parse(Buffer.from(scores).toString('utf8')) as { submission: { path: string } }).submission.path,
    }).toEqual({ name: e.name, path: e.name });
  }
  const summary = elements(parse(pageText('submissions/demo/index.html')) as unknown as Node, 'pre')
    .map(textOf)
    .join('\n');
  expect(summary).toContain('Submission demo');
});

test('deterministic: two builds of the same leaderboard are byte-identical, and so is the CLI output', async () => {
  const again = buildSite(await readSiteInput(out));
  expect([...again.keys()]).toEqual([...site.keys()]);
  for (const [p, bytes] of site) expect(Buffer.from(again.get(p)!).equals(Buffer.from(bytes))).toBe(true);
  const a = tempDir();
  const b = tempDir();
  expect((await cli('site', '--leaderboard', out, '--out', a)).code).toBe(0);
  expect((await cli('site', '--leaderboard', out, '--out', b)).code).toBe(0);
  for (const p of site.keys()) expect(readFileSync(path.join(a, p)).equals(readFileSync(path.join(b, p)))).toBe(true);
});

test('every page has the strict CSP, no script, no reference to any other host', () => {
  for (const [p] of [...site].filter(([p]) => p.endsWith('.html'))) {
    const text = pageText(p);
    const doc = parse(text) as unknown as Node;
    const csp = elements(doc, 'meta').find((m) => attr(m, 'http-equiv') === 'Content-Security-Policy');
    expect(attr(csp!, 'content')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src data:;/);
    expect(elements(doc, 'script')).toEqual([]);
    for (const el of elements(doc)) {
      for (const a of el.attrs ?? []) {
        if (a.name.startsWith('on')) throw new Error(`${p}: event handler attribute ${a.name} on <${el.tagName}>`);
        if (['href', 'src', 'action', 'srcset', 'formaction', 'xlink:href'].includes(a.name)) {
          // The SVG namespace is not a reference; every link is relative, inside the site.
          expect(a.value).not.toMatch(/^[a-z][a-z0-9+.-]*:|^\/\//i);
        }
        if (a.name === 'style') throw new Error(`${p}: style attribute (the CSP allows only the hashed stylesheet)`);
      }
    }
    expect(text).not.toMatch(/url\(/);
  }
});

test('hostile submission name, model and metadata are text: no element, attribute or link injected', () => {
  const index = parse(pageText('index.html')) as unknown as Node;
  expect(elements(index, 'img')).toEqual([]);
  expect(elements(index, 'script')).toEqual([]);
  const links = elements(index, 'a').filter((a) => textOf(a) === HOSTILE_NAME);
  expect(links.length).toBeGreaterThan(0);
  for (const a of links) expect(attr(a, 'href')).toBe(`submissions/${encodeURIComponent(HOSTILE_NAME)}/index.html`);
  const sub = parse(pageText(`submissions/${HOSTILE_NAME}/index.html`)) as unknown as Node;
  for (const tag of ['img', 'script', 'b', 'i']) expect(elements(sub, tag)).toEqual([]);
  expect(elements(sub, 'a').every((a) => !attr(a, 'href')!.includes('evil'))).toBe(true);
  const cells = elements(sub, 'td').map(textOf);
  expect(cells).toContain(HOSTILE_MODEL);
  expect(elements(sub, 'th').map(textOf)).toContain('<th>key');
  expect(elements(sub, 'h1').map(textOf)).toEqual([`Submission ${HOSTILE_NAME}`]);
});

test('the numbers of the ranked tables are those of leaderboard.json; not-final and invalid entries are apart and never ranked', () => {
  const doc = parse(pageText('index.html')) as unknown as Node;
  lb.suites.forEach((suite, si) => {
    if (suite.publish === false) return; // not ranked (docs/splits.md): checked below
    const ranked = elements(doc, 'table').find((t) => attr(t, 'id') === `ranked-${si}`)!;
    const rows = elements(ranked, 'tr').filter((r) => attr(r, 'data-submission') !== undefined);
    expect(rows.map((r) => attr(r, 'data-submission'))).toEqual(suite.ranked.map((r) => r.submission));
    rows.forEach((r, i) => {
      const want = suite.ranked[i]!;
      const cells = elements(r, 'td');
      expect(Number(attr(cells[0]!, 'data-rank'))).toBe(want.rank);
      expect(textOf(cells[0]!)).toBe(
        suite.ranked.filter((x) => x.rank === want.rank).length > 1 ? `${want.rank} (tie)` : String(want.rank),
      );
      const value = cells.find((c) => attr(c, 'data-value') === String(want.value));
      expect(value && textOf(value)).toBe(want.value.toFixed(2));
      const row = lb.submissions.find((e) => e.name === want.submission)!.suites.find((s) => s.name === suite.name)!;
      const iv = pooledInterval(row)!;
      expect(iv.low).toBeLessThanOrEqual(want.value);
      expect(iv.high).toBeGreaterThanOrEqual(want.value);
      expect(
        cells.some((c) => attr(c, 'data-low') === String(iv.low) && attr(c, 'data-high') === String(iv.high)),
      ).toBe(true);
      const psr = trialMean(row, 'PSR_percent');
      if (psr !== null && suite.primary_metric !== 'PSR_percent')
        expect(cells.some((c) => attr(c, 'data-value') === String(psr))).toBe(true);
      const n = row.reliability?.n_trials ?? 0;
      if (n >= 2) {
        const passHat = Math.round(100 * row.reliability!.pass_hat_k[String(n)]! * 1e4) / 1e4;
        expect(cells.some((c) => attr(c, 'data-value') === String(passHat))).toBe(true);
      }
    });
    // Two identical submissions: a tie, shown.
    const [a, b] = ['demo', 'demo-twin'].map((n) => suite.ranked.find((r) => r.submission === n)!);
    expect(a!.rank).toBe(b!.rank);
    const unranked = elements(doc, 'table').find((t) => attr(t, 'id') === `unranked-${si}`)!;
    const names = elements(unranked, 'tr')
      .map((r) => attr(r, 'data-submission'))
      .filter(Boolean);
    expect(names).toEqual(suite.unranked.map((u) => u.submission));
    expect(names).not.toContain('demo');
  });
  expect(lb.suites.some((s) => s.unranked.some((u) => u.submission === 'not-final' && u.status === 'not_final'))).toBe(
    true,
  );
  expect(published().every((s) => s.unranked.some((u) => u.submission === HOSTILE_NAME))).toBe(true);
  // The example's augmented suite is publish: false: a heading and a sentence, no table; its splits are ranked.
  const unpublished = lb.suites.findIndex((s) => s.publish === false);
  expect(lb.suites[unpublished]!.name).toBe('augmented');
  expect(
    elements(doc, 'table').some(
      (t) => attr(t, 'id') === `ranked-${unpublished}` || attr(t, 'id') === `unranked-${unpublished}`,
    ),
  ).toBe(false);
  expect(textOf(elements(doc, 'h2').find((h) => attr(h, 'id') === `suite-${unpublished}`)!)).toBe(
    'Suite augmented (trajectory): not ranked',
  );
  expect(lb.suites.filter((s) => s.split?.suite === 'augmented').map((s) => [s.name, s.ranked.length > 0])).toEqual([
    ['augmented/v1', true],
    ['augmented/v2', true],
  ]);
});

test('the drift page is linked from the index and shows the counts of drift.json', () => {
  const drift = JSON.parse(readFileSync(path.join(out, 'drift.json'), 'utf8'));
  const index = parse(pageText('index.html')) as unknown as Node;
  expect(elements(index, 'a').some((a) => attr(a, 'href') === 'drift.html')).toBe(true);
  const text = textOf(parse(pageText('drift.html')) as unknown as Node);
  expect(text).toContain(`${drift.counts.submissions_added} added submission(s)`);
  expect(drift.submissions_added).toEqual(expect.arrayContaining(['not-final', HOSTILE_NAME]));
});

test('charts: an inline SVG per suite of the scores with intervals, and of pass^k / pass@k over k', () => {
  const doc = parse(pageText('index.html')) as unknown as Node;
  const svgs = elements(doc, 'svg');
  expect(svgs.length).toBe(2 * published().length);
  for (const s of svgs) expect(attr(s, 'role')).toBe('img');
  expect(elements(doc, 'polyline').length).toBeGreaterThan(0);
});

test(
  'rescore --site writes the same site as agent-eval site; a missing leaderboard is a usage error naming the file',
  async () => {
    const site1 = tempDir();
    const site2 = tempDir();
    const rescoreOut = tempDir();
    const r = await cli(
      'rescore',
      '--benchmark',
      path.join(REPO, 'examples/benchmark'),
      '--submissions',
      fixture.submissions,
      '--baseline',
      fixture.baseline,
      '--out',
      rescoreOut,
      '--site',
      site1,
      '--quiet',
      '--fail-on',
      'never',
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Site written to');
    expect((await cli('site', '--leaderboard', rescoreOut, '--out', site2)).code).toBe(0);
    for (const p of site.keys())
      expect(readFileSync(path.join(site1, p)).equals(readFileSync(path.join(site2, p)))).toBe(true);
    const missing = await cli('site', '--leaderboard', path.join(out, 'no-such-dir'), '--out', tempDir());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such leaderboard file');
  },
  slow(200_000, 'a rescore of four copies of the example run with real Python verifiers'),
);

test("history: site --history appends this rescore to the previous site's history.json and charts each suite over the rescores", async () => {
  const first = tempDir();
  const second = tempDir();
  expect((await cli('site', '--leaderboard', out, '--out', first)).code).toBe(0);
  const h1 = JSON.parse(readFileSync(path.join(first, 'history.json'), 'utf8'));
  expect(h1.points).toHaveLength(1);
  expect(h1.points[0].suites.map((s: { suite: string }) => s.suite)).toEqual(lb.suites.map((s) => s.name));
  expect(h1.points[0].suites[0].ranked).toEqual(
    lb.suites[0]!.ranked.map((r) => ({ submission: r.submission, value: r.value })),
  );
  expect(
    (await cli('site', '--leaderboard', out, '--out', second, '--history', path.join(first, 'history.json'))).code,
  ).toBe(0);
  const h2 = JSON.parse(readFileSync(path.join(second, 'history.json'), 'utf8'));
  expect(h2.points).toEqual([h1.points[0], h1.points[0]]);
  const doc = parse(readFileSync(path.join(second, 'index.html'), 'utf8')) as unknown as Node;
  const titles = elements(doc, 'svg').map((s) => textOf(elements(s, 'title')[0]!));
  for (const s of published())
    expect(titles).toContain(
      `Suite ${s.name}: ${s.primary_metric.replace(/_percent$/, ' %')} over the last 2 rescores`,
    );
  // A bad history is a usage error naming the file, and nothing is written.
  const bad = path.join(tempDir(), 'history.json');
  writeFileSync(bad, JSON.stringify({ history_version: 1, benchmark: 'x', points: [{ suites: '<b>' }] }));
  const third = path.join(tempDir(), 'site');
  const r = await cli('site', '--leaderboard', out, '--out', third, '--history', bad);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(`${bad}: not an agent-eval site history`);
  expect(existsSync(third)).toBe(false);
});

test('esc: markup characters become entities; controls, bidi overrides and lone surrogates become U+FFFD; long text is cut', () => {
  expect(esc(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
  );
  expect(esc('a\u0000b\u001bc\u202ed\u2066e')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde');
  expect(esc('tab\tand\nnewline')).toBe('tab\tand\nnewline');
  expect(esc('x\ud800y\udc00z 😀')).toBe('x\ufffdy\ufffdz 😀');
  expect(esc('a'.repeat(3000))).toBe(`${'a'.repeat(2000)}…`);
  const doc = parse(
    `<p title="${esc('"><script>alert(1)</script>')}">${esc('</p><script>alert(2)</script>')}</p>`,
  ) as unknown as Node;
  expect(elements(doc, 'script')).toEqual([]);
});

test('rescore --site-history without --site is a usage error', async () => {
  const r = await cli(
    'rescore',
    '--benchmark',
    path.join(REPO, 'examples/benchmark'),
    '--submissions',
    fixture.submissions,
    '--out',
    tempDir(),
    '--site-history',
    'h.json',
    '--quiet',
  );
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--site-history goes with --site');
});
