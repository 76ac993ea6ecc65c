#!/usr/bin/env node
/** The `agent-eval` executable. */
import '../core/util/zod-jitless.js';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { leaveWhenDone } from '../core/util/leave-when-done.js';
import { main } from './main.js';

// Leave through process.exit so that running verifier process groups are killed on the way.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

// For benchmarks (scripts/bench): AGENT_EVAL_TIMING=FILE records the command's own wall time,
// without the start-up of node and of the bundle.
const timingFile = process.env.AGENT_EVAL_TIMING;
const started = performance.now();
const timed = (code: number): number => {
  if (timingFile) {
    const cpu = process.cpuUsage();
    writeFileSync(timingFile, `${JSON.stringify({ command: process.argv[2] ?? null, ms: performance.now() - started, cpu_ms: (cpu.user + cpu.system) / 1000 })}\n`);
  }
  return code;
};

main(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  isTTY: Boolean(process.stderr.isTTY),
}).then(
  (code) => {
    process.exitCode = timed(code);
  },
  (err: unknown) => {
    process.stderr.write(`agent-eval: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 2;
  },
).finally(() => leaveWhenDone((text) => process.stderr.write(`${text}\n`)));
