/** The action's entry point (action.yml `runs.main` is its bundle, dist/action/index.js). */
import '../core/util/zod-jitless.js';
import * as core from '@actions/core';
import { leaveWhenDone } from '../core/util/leave-when-done.js';
import { run } from './main.js';

// A cancelled job gets SIGINT, then SIGTERM: leave through process.exit so that running verifier
// process groups are killed on the way (as the CLI does).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

await run();
leaveWhenDone((text) => core.warning(text));
