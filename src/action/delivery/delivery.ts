/**
 * Delivery, for every mode: a mode describes what it hands over (a Delivery: how to write its
 * files, where the comment goes, which artifact, how the job ends), and the delivery steps of
 * steps.ts do it, one after another, in their order. Nothing talks to GitHub before the files
 * are on disk; a step that talks to GitHub turns its failure into a warning (unless the
 * delivery says that step is required), so it never loses what is on disk. (The publish action
 * is one mode among the others: docs/architecture.md.)
 */
import type { Target } from '../../github/context.js';
import type { ActionEnv } from '../env.js';
import type { Where } from '../texts.js';
import type { Outputs } from './outputs.js';
import { DELIVERY_STEPS } from './steps.js';

/** What a delivery's files are, once written: what every later step reads. */
export interface Written {
  /** The files for the artifact, all inside the delivery's outDir. */
  files: string[];
  /** Step outputs (name → value). */
  outputs: Outputs;
  /** Log lines, in order (untrusted text in them already made printable). */
  log: { level: 'info' | 'warning' | 'notice'; text: string }[];
  /** Markdown shown in the log with workflow commands off (it carries submission text). */
  logMarkdown?: string;
  /** The job summary's markdown; absent: none. */
  jobSummary?: string;
  /** The sticky comment's markdown; absent: no comment. */
  comment?: string;
  /** The encrypted private report's files, for its own artifact (docs/held-out.md); absent: none. */
  privateFiles?: string[];
}

export interface Delivery {
  outDir: string;
  /** The links in the comment and the notes of trimmed texts. */
  where: Where;
  /** Writes the files to disk (the first step). */
  write: () => Promise<Written>;
  /** The sticky comment; absent: none. `target` may need the API (rescore's tracking issue). */
  comment?: { target: Target | (() => Promise<Target>); key: string; token: string; where?: Where };
  /** The artifact; absent: none (not even a note). `required`: why a failed upload fails the job. */
  artifact?: { name: string; what: string; required: string | null };
  /** A submission issue's outcome label (publish mode, issue route); absent: none. */
  /** `want` null: no outcome (a refusal that is no verdict on the submission): only the family's labels are removed. */
  labels?: { issueNumber: number; has: string[]; want: string | null; family: string[]; token: string };
  /** How the job ends, judged on what was delivered; null or absent: it does not depend on it. */
  jobOutcome?: (delivered: Delivered) => JobOutcome | null;
}

export type JobOutcome = { pass: string } | { fail: string };

/** What the delivery steps have done so far. */
export interface Delivered {
  written: Written;
  /** The sticky comment's URL; null: none was posted. */
  commentUrl: string | null;
}

/** One delivery step. Adding one: a file that exports it, and its place in DELIVERY_STEPS. */
export interface DeliveryStep {
  name: string;
  run: (p: Delivery, done: Delivered, env: ActionEnv) => Promise<void>;
}

export async function deliver(p: Delivery, env: ActionEnv): Promise<Delivered> {
  const done: Delivered = { written: { files: [], outputs: {}, log: [] }, commentUrl: null };
  for (const step of DELIVERY_STEPS) await step.run(p, done, env);
  return done;
}
