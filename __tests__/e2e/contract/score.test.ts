/**
 * The contract matrix, score's producers (docs/provenance.md#the-contract-matrix): score at a
 * clean git checkout, at one with an uncommitted change and at one that is not git; with
 * --suite, --task and a table suite alone; shards merged. Each is built once, every JSON file
 * it writes is checked against the schema `agent-eval schema` prints, and it is fed to every
 * consumer of a report: compare (text, --json, --out) against itself and against the clean
 * report, reliability (text, markdown, json per suite and split), and for shards merge.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkout,
  consumeByCompare,
  consumeByReliability,
  DEMO,
  DIRTY_SAID,
  readReport,
  run,
  validatePrinted,
  validateWritten,
} from '../../support/contract.js';
import { tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';

const PRODUCERS = {
  'score at a clean checkout': ['clean'],
  'score at a dirty checkout': ['dirty'],
  'score at a checkout that is not git': ['plain'],
  'score --suite qa': ['clean', '--suite', 'qa'],
  'score --suite main --task T': ['clean', '--suite', 'main', '--task', 'task_03_craft_weapons'],
  'score --suite prep (a table suite alone)': ['clean', '--suite', 'prep'],
  'score --suite prep --task case_2': ['clean', '--suite', 'prep', '--task', 'case_2'],
  'score --shard 1/2 + 2/2, merge': ['clean', '--shard'],
  'score --shard at a dirty checkout, merge': ['dirty', '--shard'],
  'score --shard at a checkout that is not git, merge': ['plain', '--shard'],
} as const satisfies Record<string, readonly string[]>;
type Producer = keyof typeof PRODUCERS;
const NAMES = Object.keys(PRODUCERS) as Producer[];

/** The report directory of each producer, built once. */
const out = {} as Record<Producer, string>;
/** What each producer printed (the terminal view of score or merge). */
const printed = {} as Record<Producer, string>;
/** The partials of each sharded producer. */
const partials = {} as Record<Producer, string[]>;

/** score (and, but for a shard, its --format json on stdout, checked against the report schema). */
async function score(bench: string, ...extra: string[]): Promise<{ dir: string; stdout: string }> {
  const dir = tempDir('agent-eval-contract-score-');
  // With one --suite, --run is that suite's directory.
  const suites = extra.flatMap((a, i) => (extra[i - 1] === '--suite' ? [a] : []));
  const runDir = suites.length === 1 ? path.join(DEMO, suites[0]!) : DEMO;
  const { stdout } = await run(
    [0],
    'score',
    '--benchmark',
    bench,
    '--run',
    runDir,
    '--out',
    dir,
    '--fail-on',
    'never',
    ...extra,
  );
  if (!extra.includes('--shard')) {
    const json = await run(
      [0],
      'score',
      '--benchmark',
      bench,
      '--run',
      runDir,
      '--out',
      tempDir(),
      '--fail-on',
      'never',
      '--format',
      'json',
      ...extra,
    );
    await validatePrinted('report', JSON.parse(json.stdout), `score ${extra.join(' ')} --format json`);
  }
  return { dir, stdout };
}

beforeAll(
  async () => {
    const benches = { clean: checkout('clean'), dirty: checkout('dirty'), plain: checkout('plain') };
    for (const name of NAMES) {
      const [kind, ...extra] = PRODUCERS[name];
      const bench = benches[kind];
      if (extra[0] !== '--shard') {
        ({ dir: out[name], stdout: printed[name] } = await score(bench, ...extra));
        continue;
      }
      const parts = [(await score(bench, '--shard', '1/2')).dir, (await score(bench, '--shard', '2/2')).dir];
      partials[name] = parts;
      out[name] = tempDir('agent-eval-contract-merged-');
      printed[name] = (await run([0], 'merge', ...parts, '--out', out[name], '--fail-on', 'never')).stdout;
      await validatePrinted(
        'report',
        JSON.parse(
          (await run([0], 'merge', ...parts, '--out', tempDir(), '--fail-on', 'never', '--format', 'json')).stdout,
        ),
        'merge --format json',
      );
    }
  },
  slow(600_000, 'builds every producer of the file once: scores of the example with python3 verifier workers'),
);

test.each(NAMES)('%s: every JSON file written passes its schema', async (name) => {
  const written = await validateWritten(out[name]);
  expect(written.report).toEqual(['scores.json']);
  // A legitimate output: the demo run scores valid in every producer.
  const report = readReport(out[name]);
  expect(report).toMatchObject({ valid: true });
  // The producer's own views (the terminal, summary.md) say an uncommitted change of the benchmark, and only then.
  for (const view of [printed[name], readFileSync(path.join(out[name], 'summary.md'), 'utf8')]) {
    if (report.benchmark.dirty) expect(view).toMatch(DIRTY_SAID);
    else expect(view).not.toMatch(DIRTY_SAID);
  }
});

test('the shards: partial.json passes its schema; merged, they are the unsharded report, byte for byte', async () => {
  const bytes = (name: Producer) => readFileSync(path.join(out[name], 'scores.json'), 'utf8');
  for (const [sharded, unsharded] of [
    ['score --shard 1/2 + 2/2, merge', 'score at a clean checkout'],
    ['score --shard at a dirty checkout, merge', 'score at a dirty checkout'],
    ['score --shard at a checkout that is not git, merge', 'score at a checkout that is not git'],
  ] as const) {
    for (const dir of partials[sharded]) expect(Object.keys(await validateWritten(dir))).toEqual(['partial']);
    expect(bytes(sharded)).toBe(bytes(unsharded));
  }
});

test('merge of shards of different benchmarks is refused with the one sentence of the same-benchmark rule', async () => {
  const [clean1] = partials['score --shard 1/2 + 2/2, merge'];
  const [, dirty2] = partials['score --shard at a dirty checkout, merge'];
  const [, plain2] = partials['score --shard at a checkout that is not git, merge'];
  const refused = await run([2], 'merge', clean1!, dirty2!, '--out', tempDir());
  expect(refused.stderr).toMatch(
    /not the same benchmark \(docs\/provenance\.md\): no uncommitted change vs 1 uncommitted change\(s\)/,
  );
  const plain = await run([2], 'merge', clean1!, plain2!, '--out', tempDir());
  expect(plain.stderr).toMatch(
    /not the same benchmark \(docs\/provenance\.md\): commit [0-9a-f]{40} vs \(not a git checkout\)/,
  );
});

test.each(NAMES)('%s → compare (text, --json, --out) with itself and with the clean report', async (name) => {
  const self = await consumeByCompare(out[name], out[name]);
  // A report against a copy of itself: a finding (identical_reports), not final.
  expect(self.code).toBe(1);
  expect(self.json.findings.map((f) => f.code)).toContain('identical_reports');
  await consumeByCompare(out['score at a clean checkout'], out[name]);
  await consumeByCompare(out[name], out['score at a clean checkout']);
});

test.each(NAMES)('%s → reliability (text, markdown, json per suite and split)', async (name) => {
  await consumeByReliability(out[name]);
});
