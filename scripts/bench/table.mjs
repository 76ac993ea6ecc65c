// `npm run bench -- table`: table scoring speed and memory.
//  1. Whole-corpus self-check: the 302 PrepBench GT cases submitted as themselves, scored by
//     the bundled CLI, against the time csv-parse alone takes to parse the same files (both
//     sides) in the same run.
//  2. A generated 1,000,000-row, 8-column table against a shuffled, perturbed copy: the same
//     ratio, and the peak RSS of the scoring process.
//  3. 20,000 keys that all need the tolerance path (BENCH_TOLERANCE_ROWS), against parse-only time.
//  4. Hostile candidates: a 100 MB field of doubled quotes, 100 MB of short rows
//     (each padded to the header's 8 columns), a 100 MB header, each against a one-row ground
//     truth, and a plain 100 MB candidate the same way: peak RSS of each scoring process.
// Targets: ≤ 2.5× parse-only time; peak RSS < 1.5 GB; a hostile candidate ≤ 2× the plain one's
// peak RSS. BENCH_TABLE_ROWS changes the row count, BENCH_TABLE_BOMB_MB the hostile files' size.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
  createWriteStream,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { corpusPath, corpusRun, median, root, tableBenchmark } from './workload.mjs';

const cli = path.join(root, 'dist/cli/index.js');
const probe = path.join(root, 'scripts/bench/rss-probe.mjs');
const rows = Number(process.env.BENCH_TABLE_ROWS ?? 1_000_000);
const bombBytes = Number(process.env.BENCH_TABLE_BOMB_MB ?? 100) * 1024 * 1024;
const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-table-'));

function score(bench, run, extra = []) {
  const out = path.join(work, `out-${Math.random().toString(36).slice(2)}`);
  const rss = path.join(work, 'rss');
  const start = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      probe,
      cli,
      'score',
      '--benchmark',
      bench,
      '--run',
      run,
      '--suite',
      'prep',
      '--out',
      out,
      '--fail-on',
      'never',
      '--quiet',
      ...extra,
    ],
    {
      env: { ...process.env, RSS_PROBE_OUT: rss },
      encoding: 'utf8',
    },
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(r.stderr);
  const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  return { seconds, rssMb: Number(readFileSync(rss, 'utf8')) / 1024, trial: report.suites[0].trials[0] };
}

function parseOnly(files) {
  const start = process.hrtime.bigint();
  let cells = 0;
  for (const f of files)
    for (const row of parse(readFileSync(f), { bom: true, relax_column_count: true, relax_quotes: true }))
      cells += row.length;
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, cells };
}

try {
  // 1. The corpus.
  const { run, pairs } = corpusRun(work, corpusPath());
  const files = pairs.flat();
  const bench = tableBenchmark(work, corpusPath());
  score(bench, run); // warm-up
  const ours = [];
  const base = [];
  for (let i = 0; i < 3; i++) {
    base.push(parseOnly(files).seconds);
    ours.push(score(bench, run));
  }
  const t = ours[0].trial;
  console.log(
    `corpus: ${t.coverage.expected} cases, ${files.length} files (both sides), accuracy ${t.metrics.accuracy_percent.value}%`,
  );
  console.log(
    `  csv-parse parse only: ${median(base).toFixed(2)} s; agent-eval score (whole CLI run): ${median(ours.map((o) => o.seconds)).toFixed(2)} s`,
  );
  console.log(
    `  ratio: ${(median(ours.map((o) => o.seconds)) / median(base)).toFixed(2)}× (target ≤ 2.5×); peak RSS ${Math.max(...ours.map((o) => o.rssMb)).toFixed(0)} MB`,
  );

  // 2. A big generated table.
  const gt = path.join(work, 'big-gt', 'case_001');
  const cand = path.join(work, 'big-run', 'case_001', 'result');
  mkdirSync(gt, { recursive: true });
  mkdirSync(cand, { recursive: true });
  writeFileSync(
    path.join(gt, 'config.json'),
    JSON.stringify({
      files: {
        'output_01.csv': {
          key: ['id', 'region'],
          columns: {
            id: 'number',
            region: 'text_exact',
            day: 'date',
            amount: 'number',
            share: 'number',
            label: 'text_norm',
            active: 'boolean',
            note: 'text_exact',
          },
        },
      },
    }),
  );
  const header = 'id,region,day,amount,share,label,active,note\n';
  const line = (i, perturb) => {
    const amount = ((i * 7919) % 100000) / 100;
    const share = ((i * 104729) % 1000) / 1000;
    const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    return `${i},R${i % 50},${day},${perturb ? (amount * 1.005).toFixed(4) : amount},${share},Label ${i % 1000},${i % 3 === 0},note ${i}\n`;
  };
  await new Promise((resolve) => {
    const out = createWriteStream(path.join(gt, 'output_01.csv'));
    out.write(header);
    for (let i = 0; i < rows; i++) out.write(line(i, false));
    out.end(resolve);
  });
  // Shuffled: a fixed permutation (stride coprime to rows), values within tolerance.
  const stride = 7_654_321 % rows || 1;
  await new Promise((resolve) => {
    const out = createWriteStream(path.join(cand, 'output_01.csv'));
    out.write(header);
    for (let k = 0, i = 0; k < rows; k++, i = (i + stride) % rows) out.write(line(i, true));
    out.end(resolve);
  });
  const bigBench = tableBenchmark(work, path.join(work, 'big-gt'));
  const bigBase = parseOnly([path.join(gt, 'output_01.csv'), path.join(cand, 'output_01.csv')]);
  const big = score(bigBench, path.join(work, 'big-run'));
  const verdict = big.trial.verdicts[0];
  console.log(
    `big table: ${rows} rows × 8 columns, shuffled and perturbed within tolerance: ${verdict.status} ${verdict.message ?? verdict.error}`,
  );
  console.log(
    `  csv-parse parse only: ${bigBase.seconds.toFixed(2)} s; agent-eval score: ${big.seconds.toFixed(2)} s; ratio ${(big.seconds / bigBase.seconds).toFixed(2)}× (target ≤ 2.5×)`,
  );
  console.log(`  peak RSS of the scoring process: ${big.rssMb.toFixed(0)} MB (target < 1500 MB)`);

  // 3. Keys that all need the tolerance path (moved here from align.test.ts, where it was a
  //    wall-clock assertion): 20,000 numeric keys 3% apart, the candidate's 0.1% off and shuffled,
  //    so each tolerance window holds one candidate; an all-pairs search would need 4·10^8 comparisons.
  const tolRows = Number(process.env.BENCH_TOLERANCE_ROWS ?? 20_000);
  const tolGt = path.join(work, 'tol-gt', 'case_001');
  const tolCand = path.join(work, 'tol-run', 'case_001', 'result');
  mkdirSync(tolGt, { recursive: true });
  mkdirSync(tolCand, { recursive: true });
  writeFileSync(
    path.join(tolGt, 'config.json'),
    JSON.stringify({
      files: { 'output_01.csv': { key: ['value'], columns: { value: 'number', label: 'text_exact' } } },
    }),
  );
  const tolLine = (i, scale) => `${(1.03 ** (i - tolRows / 2) * scale).toPrecision(12)},L${i}\n`;
  writeFileSync(
    path.join(tolGt, 'output_01.csv'),
    `value,label\n${Array.from({ length: tolRows }, (_, i) => tolLine(i, 1)).join('')}`,
  );
  writeFileSync(
    path.join(tolCand, 'output_01.csv'),
    `value,label\n${Array.from({ length: tolRows }, (_, k) => tolLine((k * 7919) % tolRows, 1.001)).join('')}`,
  );
  const tolBench = tableBenchmark(work, path.join(work, 'tol-gt'));
  const tolBase = [];
  const tolOurs = [];
  for (let i = 0; i < 3; i++) {
    tolBase.push(parseOnly([path.join(tolGt, 'output_01.csv'), path.join(tolCand, 'output_01.csv')]).seconds);
    tolOurs.push(score(tolBench, path.join(work, 'tol-run')));
  }
  const tolVerdict = tolOurs[0].trial.verdicts[0];
  console.log(
    `tolerance keys: ${tolRows} numeric keys 3% apart, candidate 0.1% off and shuffled: ${tolVerdict.status} ${tolVerdict.message ?? tolVerdict.error}`,
  );
  console.log(
    `  csv-parse parse only: ${median(tolBase).toFixed(3)} s; agent-eval score (whole CLI run): ${median(tolOurs.map((o) => o.seconds)).toFixed(2)} s; ratio ${(median(tolOurs.map((o) => o.seconds)) / median(tolBase)).toFixed(1)}×`,
  );

  // 4. Hostile candidates against a one-row ground truth.
  const header8 = 'c1,c2,c3,c4,c5,c6,c7,c8';
  const smallGt = path.join(work, 'bomb-gt', 'case_001');
  mkdirSync(smallGt, { recursive: true });
  writeFileSync(
    path.join(smallGt, 'config.json'),
    JSON.stringify({
      files: {
        'output_01.csv': { key: ['c1'], columns: Object.fromEntries(header8.split(',').map((c) => [c, 'text_exact'])) },
      },
    }),
  );
  writeFileSync(path.join(smallGt, 'output_01.csv'), `${header8}\n1,a,b,c,d,e,f,g\n`);
  const bombBench = tableBenchmark(work, path.join(work, 'bomb-gt'));
  const shapes = {
    plain: { head: `${header8}\n`, unit: (i) => line(i, false), tail: '' },
    'doubled quotes (one field)': { head: `${header8}\n1,"`, unit: () => '""'.repeat(4096), tail: '"\n' },
    'short rows': { head: `${header8}\n`, unit: () => 'x\n'.repeat(4096), tail: '' },
    'wide header': { head: header8, unit: () => ',x'.repeat(4096), tail: '\n1\n' },
  };
  const bombRun = path.join(work, 'bomb-run', 'case_001', 'result');
  mkdirSync(bombRun, { recursive: true });
  let plainRss = 0;
  console.log(`hostile candidates, ${(bombBytes / 1048576).toFixed(0)} MB each, against a one-row ground truth:`);
  for (const [name, shape] of Object.entries(shapes)) {
    const fd = openSync(path.join(bombRun, 'output_01.csv'), 'w');
    let written = writeSync(fd, shape.head);
    for (let i = 0; written < bombBytes; i++) written += writeSync(fd, shape.unit(i));
    writeSync(fd, shape.tail);
    closeSync(fd);
    const r = score(bombBench, path.join(work, 'bomb-run'));
    if (name === 'plain') plainRss = r.rssMb;
    const v = r.trial.verdicts[0];
    const ratio = name === 'plain' ? '' : `, ${(r.rssMb / plainRss).toFixed(2)}× the plain file's (target ≤ 2×)`;
    console.log(
      `  ${name}: peak RSS ${r.rssMb.toFixed(0)} MB${ratio}, ${r.seconds.toFixed(1)} s; ${v.status} ${(v.message ?? v.error ?? '').slice(0, 90)}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
