// `npm run bench -- rescore`: a rescore of BENCH_SUBMISSIONS (40) submissions, each one trial of
// the small rows' 32 records (smallWorkload in workload.mjs; a tree of `<name>/main/trial-1/`),
// by `agent-eval rescore` (the bundled CLI) against a shell loop running the project's
// single-process Python scorer (baseline.py) once per submission, as a nightly job without
// agent-eval would. Both run the same real python3 (realPython), first on PATH. BENCH_ROUNDS (5)
// alternating rounds after a warm-up; medians of wall and CPU time (every process waited for);
// target ≤ 0.6×. Exit 1 when a side's verdicts differ from the generator's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  alternating,
  load,
  measured,
  ratioRow,
  realPython,
  root,
  rounds,
  smallWorkload,
  tableHead,
} from './workload.mjs';

const { python, env } = realPython();
const w = smallWorkload(python);
const cli = path.join(root, 'dist/cli/index.js');
const baseline = path.join(root, 'scripts/bench/baseline.py');
const expected = { records: w.summary.records, successes: w.summary.successes };
const loop = 'py=$1 scorer=$2 bench=$3; shift 3; for d in "$@"; do "$py" "$scorer" "$bench" "$d" || exit 1; done';

function agentEval() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-rescore-out-'));
  try {
    const r = measured(
      process.execPath,
      [
        cli,
        'rescore',
        '--benchmark',
        w.bench,
        '--submissions',
        w.submissions,
        '--out',
        out,
        '--fail-on',
        'never',
        '--quiet',
        '--python',
        python,
      ],
      { env },
    );
    let records = 0;
    let successes = 0;
    let errors = 0;
    for (const name of w.names) {
      const verdicts = JSON.parse(
        readFileSync(path.join(out, 'submissions', name, 'scores.json'), 'utf8'),
      ).suites.flatMap((s) => s.trials.flatMap((t) => t.verdicts));
      records += verdicts.length;
      successes += verdicts.filter((v) => v.status === 'success').length;
      errors += verdicts.filter((v) => v.status === 'error').length;
    }
    return { ...r, records, successes, errors };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function reference() {
  const r = measured(
    'sh',
    ['-c', loop, 'sh', python, baseline, w.bench, ...w.names.map((n) => path.join(w.submissions, n))],
    { env },
  );
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  if (lines.length !== w.names.length)
    throw new Error(`the loop printed ${lines.length} results for ${w.names.length} submissions`);
  return {
    ...r,
    records: lines.reduce((a, x) => a + x.records, 0),
    successes: lines.reduce((a, x) => a + x.successes, 0),
    errors: 0,
  };
}

const n = rounds();
console.log(
  `rescore: ${w.names.length} submissions × ${w.summary.records / w.summary.trials} records of ~${w.kb} KB, ${python}, node ${process.version}, ${n} rounds`,
);
console.log(`before: ${load()}`);
const res = alternating(n, { reference, agentEval });
console.log(`after:  ${load()}\n\n${tableHead}`);
ratioRow(
  `rescore of ${w.names.length} such submissions, against a shell loop running baseline.py ${w.names.length} times`,
  res.reference,
  res.agentEval,
  0.6,
);
const agree = [...res.reference, ...res.agentEval].every(
  (x) => x.records === expected.records && x.successes === expected.successes && x.errors === 0,
);
console.log(
  `\nverdicts agree with the generator's (${expected.successes}/${expected.records} successes, no error) on every round of both sides: ${agree ? 'yes' : 'NO'}`,
);
if (!agree) process.exitCode = 1;
