// `npm run bench -- small`: one trial of 32 AgentWorld-shaped records (16 tasks × 2 variants,
// ~20 KB each; smallWorkload in workload.mjs), scored by agent-eval (`score`, the bundled CLI)
// against the project's single-process Python scorer on the same trial (baseline.py --suite,
// as AgentWorld's score.py scores one trial). Both run the same real python3 (realPython), first
// on PATH. BENCH_ROUNDS (5) alternating rounds after a warm-up; medians; target ≤ 1.0×.
// Exit 1 when a side's verdicts differ from the generator's.
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
const runDir = path.join(w.submissions, w.names[0]);
const expected = { records: w.summary.records / w.summary.trials, successes: w.summary.trial_successes[0] };

function agentEval() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-small-out-'));
  try {
    const r = measured(
      process.execPath,
      [
        cli,
        'score',
        '--benchmark',
        w.bench,
        '--run',
        runDir,
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
    const verdicts = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8')).suites.flatMap((s) =>
      s.trials.flatMap((t) => t.verdicts),
    );
    return {
      ...r,
      records: verdicts.length,
      successes: verdicts.filter((v) => v.status === 'success').length,
      errors: verdicts.filter((v) => v.status === 'error').length,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function reference() {
  const r = measured(python, [baseline, w.bench, path.join(runDir, 'main', 'trial-1'), '--suite', 'main'], { env });
  return { ...r, ...JSON.parse(r.stdout.trim()), errors: 0 };
}

const n = rounds();
console.log(
  `one trial: ${expected.records} records of ~${w.kb} KB (${w.summary.tasks} tasks × 2 variants), ${python}, node ${process.version}, ${n} rounds`,
);
console.log(`before: ${load()}`);
const res = alternating(n, { reference, agentEval });
console.log(`after:  ${load()}\n\n${tableHead}`);
ratioRow(
  `one trial, ${expected.records} records (~${w.kb} KB each), against baseline.py --suite`,
  res.reference,
  res.agentEval,
  1.0,
);
const agree = [...res.reference, ...res.agentEval].every(
  (x) => x.records === expected.records && x.successes === expected.successes && x.errors === 0,
);
console.log(
  `\nverdicts agree with the generator's (${expected.successes}/${expected.records} successes, no error) on every round of both sides: ${agree ? 'yes' : 'NO'}`,
);
if (!agree) process.exitCode = 1;
