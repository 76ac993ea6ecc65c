#!/usr/bin/env node
/** The `agent-eval` executable. */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { leaveWhenDone } from '../core/util/leave-when-done.js';
import { wantsColor } from './color.js';
import { INTERNAL_ERROR, internalError, main } from './main.js';

// Leave through process.exit so that running verifier process groups are killed on the way.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

// For benchmarks (scripts/bench): AGENT_EVAL_TIMING=FILE records the command's own wall time,
// without the start-up of node and of the bundle.
const timingFile = process.env.AGENT_EVAL_TIMING;
const started = performance.now();
const timed = (code: number): number => {
  if (timingFile) {
    const cpu = process.cpuUsage();
    writeFileSync(
      timingFile,
      `${JSON.stringify({ command: process.argv[2] ?? null, ms: performance.now() - started, cpu_ms: (cpu.user + cpu.system) / 1000 })}\n`,
    );
  }
  return code;
};

// A reader that goes away (`agent-eval score … | head`) closes the pipe: what is left to print
// is dropped, and the command still finishes (its report is written, its exit code kept),
// instead of node dying on an unhandled EPIPE with a stack trace.
const closed = new Set<NodeJS.WriteStream>();
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
    closed.add(stream);
  });
}
const print = (stream: NodeJS.WriteStream) => (text: string) => {
  if (!closed.has(stream)) stream.write(text);
};

// Until the command has finished, leaving is a failure: were something it waits for lost (a
// promise that never settles), node would otherwise leave when nothing else is left, with exit 0
// and no output. (The action's entry awaits its run at the top level: node exits 13 there.)
let finished = false;
process.exitCode = INTERNAL_ERROR;
process.once('beforeExit', () => {
  if (!finished)
    print(process.stderr)(
      `${internalError(process.argv.slice(2), 'the command stopped before it finished (something it was waiting for was lost)', false)}\n`,
    );
});

main(process.argv.slice(2), {
  out: print(process.stdout),
  err: print(process.stderr),
  isTTY: Boolean(process.stderr.isTTY),
  color: wantsColor(Boolean(process.stdout.isTTY), process.env),
})
  .then(
    (code) => {
      finished = true;
      process.exitCode = timed(code);
    },
    (err: unknown) => {
      finished = true;
      print(process.stderr)(`${internalError(process.argv.slice(2), err, process.env.AGENT_EVAL_DEBUG === '1')}\n`);
      process.exitCode = INTERNAL_ERROR;
    },
  )
  .finally(() => leaveWhenDone((text) => print(process.stderr)(`${text}\n`)));
