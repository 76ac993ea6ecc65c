/**
 * "Cannot be told apart" on the index (src/core/site/leader.ts): the site of a rescore compared
 * with the leader (compareWithLeader, as `rescore --compare-leader`), read back with parse5 and
 * compared with the leaderboard data; without the comparison, no such column.
 */
import { parse } from 'parse5';
import { type Leaderboard } from '../../../src/core/rescore/index.js';
import { compareWithLeader } from '../../../src/core/rescore/leader.js';
import type { Report } from '../../../src/core/report/schema.js';
import { buildSite, readSiteInput } from '../../../src/core/site/index.js';
import { type SiteInput } from '../../../src/core/site/build.js';
import { slow } from '../../setup/timeouts.js';
import { attr, elements, textOf, type Node } from '../../support/dom.js';
import { makeRescoreOutput } from './fixture.js';

let input: SiteInput;
let compared: Leaderboard;
beforeAll(
  async () => {
    input = await readSiteInput((await makeRescoreOutput()).out);
    const reports = new Map<string, Report>();
    for (const [name, s] of input.submissions) if (s.report) reports.set(name, s.report);
    compared = compareWithLeader(input.leaderboard, reports);
  },
  slow(300_000, 'two rescores of the example run with real Python verifiers'),
);

/** Per suite: the ranked table's Δ-vs-leader column, read from the page (heading, then per row the cell's data). */
function readIndex(lb: Leaderboard) {
  const site = buildSite({ ...input, leaderboard: lb, history: null });
  const doc = parse(Buffer.from(site.get('index.html')!).toString('utf8')) as unknown as Node;
  const tables = elements(doc, 'table').filter((t) => /^ranked-/.test(attr(t, 'id') ?? ''));
  return {
    suites: tables.map((t) => {
      const heads = elements(t, 'th')
        .filter((h) => attr(h, 'scope') === 'col')
        .map(textOf);
      const col = heads.findIndex((h) => h.startsWith('Δ vs leader'));
      const rows = elements(elements(t, 'tbody')[0]!, 'tr').map((tr) => {
        const cell =
          col < 0
            ? undefined
            : elements(tr, 'td')
                .concat(elements(tr, 'th'))
                .sort((a, b) => cellIndex(tr, a) - cellIndex(tr, b))[col];
        return {
          submission: attr(tr, 'data-submission'),
          leader: cell ? attr(cell, 'data-leader') === 'true' : undefined,
          difference: cell && attr(cell, 'data-value') !== undefined ? Number(attr(cell, 'data-value')) : null,
          low: cell && attr(cell, 'data-low') !== undefined ? Number(attr(cell, 'data-low')) : null,
          high: cell && attr(cell, 'data-high') !== undefined ? Number(attr(cell, 'data-high')) : null,
          apart: cell ? attr(cell, 'data-indistinguishable') : undefined,
          says: cell ? /cannot be told apart/.test(textOf(cell)) : undefined,
        };
      });
      return { heading: col < 0 ? null : heads[col], rows };
    }),
    verdicts: elements(doc, 'p')
      .filter((p) => attr(p, 'class') === 'leader')
      .map((p) => ({ leader: attr(p, 'data-leader'), tied: attr(p, 'data-tied'), text: textOf(p) })),
  };
}
const cellIndex = (tr: Node, n: Node) => (tr.childNodes ?? []).indexOf(n);

/** What the page should say, from the leaderboard data. */
function expected(lb: Leaderboard) {
  return lb.suites
    .filter((s) => s.ranked.length > 0)
    .map((s) => ({
      heading: s.leader_comparison
        ? `Δ vs leader, points (${+(100 * s.leader_comparison.confidence).toFixed(4)}% paired interval)`
        : null,
      rows: s.ranked.map((r, i) => ({
        submission: r.submission,
        leader: s.leader_comparison ? i === 0 : undefined,
        difference: i === 0 || !s.leader_comparison ? null : (r.vs_leader?.difference ?? null),
        low: i === 0 || !s.leader_comparison ? null : (r.vs_leader?.interval?.low ?? null),
        high: i === 0 || !s.leader_comparison ? null : (r.vs_leader?.interval?.high ?? null),
        apart: i === 0 || !s.leader_comparison ? undefined : String(r.vs_leader?.indistinguishable_from_leader ?? true),
        says: !s.leader_comparison
          ? undefined
          : i === 0
            ? s.leader_comparison.tied_with_leader.length > 0
            : (r.vs_leader?.indistinguishable_from_leader ?? true),
      })),
    }));
}

test('compared with the leader: every ranked row shows its difference, interval and "cannot be told apart" as leaderboard.json has them', () => {
  expect(compared.suites.some((s) => s.leader_comparison && s.ranked.length >= 2)).toBe(true);
  const page = readIndex(compared);
  expect(page.suites).toEqual(expected(compared));
  const rows = page.suites.flatMap((s) => s.rows);
  expect(rows.filter((r) => r.leader).length).toBeGreaterThan(0);
  expect(rows.filter((r) => typeof r.difference === 'number' && r.apart === 'true' && r.says).length).toBeGreaterThan(
    0,
  );
  // The two identical entries cannot be told apart: no single first place, said under the table.
  const tied = compared.suites.filter((s) => s.leader_comparison && s.leader_comparison.tied_with_leader.length > 0);
  expect(tied.length).toBeGreaterThan(0);
  expect(page.verdicts).toEqual(
    compared.suites
      .filter((s) => s.leader_comparison && s.ranked.length >= 2)
      .map((s) => ({
        leader: s.leader_comparison!.leader,
        tied: String(s.leader_comparison!.tied_with_leader.length),
        text: expect.stringMatching(
          s.leader_comparison!.tied_with_leader.length > 0
            ? /^No single first place: the leader by value, /
            : / is first: /,
        ),
      })),
  );
});

test('an entry the interval tells apart is shown without the mark, and a leader nobody ties is first', () => {
  // The view of other figures: the second entry of each compared suite made clearly worse.
  const apart: Leaderboard = {
    ...compared,
    suites: compared.suites.map((s) =>
      !s.leader_comparison || s.ranked.length < 2
        ? s
        : {
            ...s,
            ranked: s.ranked.map((r, i) =>
              i === 0
                ? r
                : {
                    ...r,
                    vs_leader: {
                      difference: -40,
                      interval: { low: -60.5, high: -19.5 },
                      stderr: 10,
                      tasks: 9,
                      indistinguishable_from_leader: false,
                      notes: [],
                    },
                  },
            ),
            leader_comparison: { ...s.leader_comparison, tied_with_leader: [] },
          },
    ),
  };
  const page = readIndex(apart);
  expect(page.suites).toEqual(expected(apart));
  const row = page.suites.find((s) => s.rows.length >= 2)!.rows[1]!;
  expect(row).toMatchObject({ difference: -40, low: -60.5, high: -19.5, apart: 'false', says: false });
  expect(page.verdicts.map((v) => v.text)).toEqual(
    page.verdicts.map(() =>
      expect.stringMatching(/ is first: every other ranked entry is below it by an interval that excludes 0\./),
    ),
  );
});

test('without the comparison: no column and no sentence', () => {
  expect(input.leaderboard.suites.every((s) => !s.leader_comparison)).toBe(true);
  const page = readIndex(input.leaderboard);
  expect(page.suites.map((s) => s.heading)).toEqual(
    input.leaderboard.suites.filter((s) => s.ranked.length > 0).map(() => null),
  );
  expect(page.verdicts).toEqual([]);
});
