// `npm run bench -- startup`: the start-up of the bundled CLI (dist/cli/index.js) against
// `node -e 0`: `agent-eval --version`, `validate` of a one-task benchmark and `score` of its one
// record (tinyWorkload in workload.mjs; the verifier a jsonl worker importing PyYAML), with the
// same real python3 (realPython) first on PATH and as --python. `python3 -c "import yaml"` is
// measured too, as what of validate and score is the verifier's own start-up. BENCH_ROUNDS (5)
// alternating rounds after a warm-up; medians. Target (--version): ≤ 1.5×.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  alternating,
  load,
  measured,
  median,
  ratioRow,
  realPython,
  root,
  rounds,
  tableHead,
  tinyWorkload,
} from './workload.mjs';

const { python, env } = realPython();
const w = tinyWorkload(python);
const cli = path.join(root, 'dist/cli/index.js');
const node = (args) => () => measured(process.execPath, args, { env });

function score() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-startup-out-'));
  try {
    const r = measured(
      process.execPath,
      [
        cli,
        'score',
        '--benchmark',
        w.bench,
        '--run',
        w.run,
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
      ok: verdicts.length === 1 && verdicts[0].status === (w.summary.successes === 1 ? 'success' : 'failure'),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const n = rounds();
console.log(`start-up: ${cli}, ${python}, node ${process.version}, ${n} rounds`);
console.log(`before: ${load()}`);
const res = alternating(n, {
  nodeE0: node(['-e', '0']),
  version: node([cli, '--version']),
  validate: node([cli, 'validate', '--benchmark', w.bench, '--python', python]),
  score,
  yaml: () => measured(python, ['-c', 'import yaml'], { env }),
});
console.log(`after:  ${load()}\n\n${tableHead}`);
ratioRow('`agent-eval --version`, against `node -e 0`', res.nodeE0, res.version, 1.5);
ratioRow('`agent-eval validate` of a one-task benchmark, against `node -e 0`', res.nodeE0, res.validate);
ratioRow(
  `\`agent-eval score\` of one record (${(w.summary.bytes / 1024).toFixed(0)} KB), against \`node -e 0\``,
  res.nodeE0,
  res.score,
);
console.log(
  `\nfor reference: \`python3 -c "import yaml"\` ${median(res.yaml.map((x) => x.seconds)).toFixed(3)} s (the verifier's own start-up, part of validate and score)`,
);
const ok = res.score.every((x) => x.ok) && res.version.every((x) => x.stdout.trim().length > 0);
console.log(`score's verdict is the generator's on every round: ${ok ? 'yes' : 'NO'}`);
if (!ok) process.exitCode = 1;
