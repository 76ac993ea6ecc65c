/**
 * The actions' entry point. action.yml's `runs.main` is this bundle, dist/action/index.js; the
 * sub-actions' (merge/, publish/, rescore/, compare/, plan/) are dist/action/<name>.js, two lines that import it
 * (scripts/bundle.mjs writes them): the file the runner started names the action.
 */
import path from 'node:path';
import '../core/util/zod-jitless.js';
import * as core from '@actions/core';
import { leaveWhenDone } from '../core/util/leave-when-done.js';
import { MODES, type Mode } from './inputs.js';
import { run } from './main.js';

// A cancelled job gets SIGINT, then SIGTERM: leave through process.exit so that running verifier
// process groups are killed on the way (as the CLI does).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const entry = path.basename(process.argv[1] ?? '', '.js');
await run((MODES as readonly string[]).includes(entry) ? (entry as Mode) : 'score');
leaveWhenDone((text) => core.warning(text));
