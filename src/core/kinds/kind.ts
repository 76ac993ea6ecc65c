/**
 * What every suite kind provides: score one trial directory into verdicts, errors, pending
 * items and metrics. Coverage, `valid` and `final` are derived the same way for every kind.
 */
import type { CatalogTask } from '../benchmark.js';
import type { Suite } from '../manifest/schema.js';
import type { CceTrial, ErrorEntry, Verdict } from '../report/schema.js';

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
  /**
   * Sharded runs: whether this shard owns a task of this trial. A kind may skip the expensive
   * work (verifying, comparing, grading) for tasks it does not own; the pipeline drops every
   * verdict, error and pending item of a task it does not own anyway.
   */
  owns?: (task: string) => boolean;
}

/** What a trial's metrics need besides its verdicts (kept in partial reports for merging). */
export interface MetricContext {
  /** Trajectory suites with CCE: the judges seen and where CCE comes from. */
  judges?: Array<{ model: string; endpoint: string }>;
  cce_source?: 'judge' | 'saved_judge_records' | 'none';
}

export interface TrialOutcome {
  verdicts: Verdict[];
  errors: ErrorEntry[];
  pending: Array<{ task: string; what: string }>;
  /** Trajectory suites judged by agent-eval's own CCE judge. */
  cce?: CceTrial;
  /** Inputs of the metrics other than the verdicts: see trialMetrics in kinds/index.ts. */
  context?: MetricContext;
  /**
   * Notes for the suite's report (where agent-eval reads the trial otherwise than the
   * benchmark's own tool would). Every shard must give the same ones: not by task ownership.
   */
  notes?: string[];
}

export interface SuiteScorer {
  /** Counts records up front so progress can be shown; optional. */
  scoreTrial(input: TrialInput): Promise<TrialOutcome>;
  close(): Promise<void>;
}
