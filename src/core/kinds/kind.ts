/**
 * What every suite kind provides: score one trial directory into verdicts, errors, pending
 * items and metrics. Coverage, `valid` and `final` are derived the same way for every kind.
 */
import type { CatalogTask } from '../benchmark.js';
import type { Suite } from '../manifest/schema.js';
import type { CceTrial, ErrorEntry, Metric, Verdict } from '../report/schema.js';

export interface TrialInput {
  suite: Suite;
  /** The tasks expected in this run (the whole catalog unless a selection was asked for). */
  catalog: CatalogTask[];
  /** Keys of the whole catalog: a record for a task outside it is an error, one merely not selected is skipped. */
  allTasks: ReadonlySet<string>;
  benchmarkRoot: string;
  trialDir: string;
  submissionRoot: string;
  onVerdict: () => void;
}

export interface TrialOutcome {
  verdicts: Verdict[];
  errors: ErrorEntry[];
  pending: Array<{ task: string; what: string }>;
  /** Trajectory suites judged by agent-eval's own CCE judge. */
  cce?: CceTrial;
  /** Computed from the outcome once coverage and finality are known. */
  metrics: (status: { final: boolean; valid: boolean }) => Record<string, Metric>;
}

export interface SuiteScorer {
  /** Counts records up front so progress can be shown; optional. */
  scoreTrial(input: TrialInput): Promise<TrialOutcome>;
  close(): Promise<void>;
}
