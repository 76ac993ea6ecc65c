/**
 * A suite kind is one descriptor (SuiteKind below), registered in kinds/registry.ts; everything
 * that differs between kinds is a field of it: its section of agent-eval.yml, where its tasks
 * come from, its catalog, its validate checks, its scorer, its metrics and primary metric, its
 * display titles and hidden details, its extra report files, how a task filter names a task.
 * Coverage, `valid` and `final` are derived the same way for every kind. docs/architecture.md
 * lists the steps to add a kind.
 */
import type { z } from 'zod';
import type { CatalogTask } from '../benchmark.js';
import type { CceJudge } from '../judge/session.js';
import type { TrialStatus } from '../metrics/common.js';
import type { Suite } from '../manifest/schema.js';
import type { CceTrial, Metric, SuiteReport, TrialErrorEntry, Verdict } from '../report/schema.js';
import type { Rule } from '../layout/nearest.js';
import type { VerifierPools } from '../verifier/pools.js';

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
   * Set when no directory of the suite matched its trial pattern, so the suite directory is read
   * as one trial: why, for the messages of duplicate records that lie in different directories.
   */
  trialsNotRecognised?: string;
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
  cce_source?: 'judge' | 'saved_judge_records' | 'none' | 'imported';
  /**
   * Set when the outcomes were not verified by agent-eval (an import, core/import/): where they
   * come from, in words; the success rate and PSR carry it as their `source`.
   */
  outcome_source?: string;
}

export interface TrialOutcome {
  verdicts: Verdict[];
  /** Errors of the trial, and errors of one metric (`metric` set: docs/metrics.md). */
  errors: TrialErrorEntry[];
  pending: Array<{ task: string; what: string }>;
  /** Trajectory suites judged by agent-eval's own CCE judge. */
  cce?: CceTrial;
  /** Inputs of the metrics other than the verdicts: see SuiteKind.metrics. */
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

/** A problem (or, with `warning`, a remark) `agent-eval validate` reports. */
export interface ValidationFinding {
  suite: string;
  task: string | null;
  problem: string;
  /** A warning is shown but is not a problem: validate still passes. */
  warning?: true;
}

/** What every suite section of agent-eval.yml has, whatever its kind. */
export interface SuiteConfig {
  name: string;
  kind: string;
  description?: string | undefined;
  trials?: number | undefined;
  trial_pattern: string;
  /** Splits of the suite (manifest/parts.ts, report/splits.ts). */
  splits?: Record<string, string | string[] | { tasks: string | string[]; held_out: boolean }> | undefined;
  publish?: boolean | undefined;
  /** Held out (docs/held-out.md): only aggregates of the suite's tasks are published. */
  held_out?: boolean | undefined;
  held_out_decimals?: number | undefined;
}

export interface CatalogContext {
  root: string;
  manifestFile: string;
  /** Where the suite is in the manifest, for messages: `suites[2] (prep)`. */
  where: string;
}

export interface ValidateContext {
  root: string;
  manifestFile: string;
  catalog: CatalogTask[];
  env: NodeJS.ProcessEnv;
  /** The Python verifiers run with (verifier/process.ts, ProcessSpec.python); undefined: python3 on PATH. */
  python?: string | undefined;
}

interface ScorerContext {
  benchmarkRoot: string;
  manifestFile: string;
  env: NodeJS.ProcessEnv;
  /** The Python verifiers run with (verifier/process.ts, ProcessSpec.python); undefined: python3 on PATH. */
  python?: string | undefined;
  /** agent-eval's own CCE judge, when one is configured for this run. */
  cceJudge?: CceJudge;
  /** The command's verifier pools: a suite's verifier comes from here, so that its workers serve every trial and submission. */
  verifiers: VerifierPools;
}

/** A trial directory found for a suite: its absolute path and how messages show it. */
interface TrialDir {
  dir: string;
  shown: string;
}

/**
 * A file written next to scores.json: its path relative to the report directory, as its parts
 * (each one file name: the writer refuses, and names, a part that is not — fs/path-name.ts).
 */
export interface ReportFile {
  path: readonly string[];
  text: string;
}

/**
 * How a kind reads a trial directory, for the layout checks (layout/check.ts): an entry of the
 * trial that is not read is listed as ignored, with the rule it missed and the one it almost
 * matched. Paths are relative to the trial directory, in POSIX form.
 */
export interface TrialLayout {
  /** What the kind reads, for messages: `records "**\/*_trajectory.json"`. */
  missed: string;
  /** An entry (`dir`: a directory): read, not read, or (a directory) look at what is inside. */
  classify(rel: string, dir: boolean): 'read' | 'ignored' | 'descend';
  /** The rules an ignored entry is compared with (layout/nearest.ts). */
  rules: Rule[];
  /**
   * A hint of the kind's own when the entry is near no rule (`caseB`: case ids are `case_NNN`),
   * with what the entry missed when that is more precise than `missed`.
   */
  hint?(rel: string, dir: boolean): { nearest: string; hint: string; missed?: string } | null;
}

/**
 * How `compare` pairs a metric per task (docs/compare.md): `success`, the success verdicts (100 or
 * 0 points); or a number of each verdict's details, from 0 to `max`, times `scale`. A value out of
 * that range (a forged report) is unusable, and the metric is withheld.
 */
export type PerTaskValue = 'success' | { readonly detail: string; readonly max: number; readonly scale?: number };

/**
 * One metric of a kind: the one place it is defined (docs/architecture.md, "Adding a metric").
 * compare's metrics and `--metric` names, the views' and the site's labels and the help texts
 * are derived from the kinds' lists (kinds/metrics.ts).
 */
export interface MetricDefinition {
  /** The metric's name: compare's title and `--metric` value (case-insensitive), the site's label (`PSR`). */
  readonly name: string;
  /**
   * Its key among a trial's metrics (`PSR_percent`): a file format (scores.json, summary.csv,
   * leaderboard.json), kept as it is.
   */
  readonly key: string;
  /** Its column title in summary.md and the terminal view (`PSR % (reconstructed)`). */
  readonly title: string;
  /** The unit of a value and of a difference: `points` (percentage points) or the metric's own. */
  readonly unit: string;
  readonly better: 'higher' | 'lower';
  /** Decimals of its values and differences in compare's views. */
  readonly decimals: number;
  /** How a trial's figure is made from the per-task values, in words. */
  readonly aggregation: string;
  /** Compared per task: how compare pairs it (absent: not compared). */
  readonly compared?: PerTaskValue;
  /** Shown on the site's index beside the primary metric (the mean over trials), with these decimals. */
  readonly site?: { readonly decimals: number };
}

export interface SuiteKind<S extends SuiteConfig = SuiteConfig> {
  /** The `kind:` value in agent-eval.yml. */
  readonly name: string;
  /** The suite's section of agent-eval.yml; `kind: z.literal(name)` included. Unknown keys are errors. */
  readonly schema: z.ZodObject;
  /** Where the suite's tasks come from in the benchmark (the report's `tasks_from`). */
  tasksFrom(suite: S): string;
  /** The expected tasks, sorted by key; a ConfigError naming `at.where` when the benchmark cannot be used. */
  catalog(suite: S, at: CatalogContext): Promise<CatalogTask[]>;
  /** What a task is called in messages (`no such case in suite prep`). */
  readonly taskNoun: string;
  /** The task key a task filter (`--task`) names, or null when the text names none (e.g. case ids are normalised). */
  taskKey(id: string): string | null;
  /** `agent-eval validate`'s checks of the suite (the catalog is loaded already). */
  validate(suite: S, at: ValidateContext): Promise<{ findings: ValidationFinding[]; checked: 'verifier' | 'static' }>;
  /** Notes of the suite that come before anything is scored (e.g. CCE cache files skipped). */
  suiteNotes?(suite: S, cceJudge: CceJudge | undefined): string[];
  /**
   * `validate --run`: what the kind checks in the suite's scored sample run beyond its layout (the
   * trajectory kind: each verifier message read as PSR reads it); null: nothing, and the run is
   * not scored for it (validate-run.ts).
   */
  sampleRunCheck?(suite: S): ((scored: SuiteReport | undefined) => ValidationFinding[]) | null;
  /** Refuses trial directories the suite cannot score (a UsageError naming the directory). */
  checkTrials?(suite: S, trials: readonly TrialDir[]): void;
  scorer(suite: S, at: ScorerContext): SuiteScorer;
  /**
   * What a trial directory of this suite holds that the kind reads (layout checks); without it,
   * nothing is checked. `catalog`: the suite's tasks, when the caller has them.
   */
  trialLayout?(suite: S, catalog?: readonly CatalogTask[]): TrialLayout;
  /**
   * A trial's metrics from its verdicts: the one function both the scoring pipeline and
   * `merge` call, so a merged report's metrics are recomputed exactly as one run computes them.
   */
  metrics(
    suite: S,
    verdicts: readonly Verdict[],
    expected: number,
    status: TrialStatus,
    context: MetricContext,
  ): Record<string, Metric>;
  /**
   * The kind's metrics (the keys `metrics` gives, in its order; a key it gives that is not listed
   * shows its label or key). The one compared as `success` is the share of successful tasks.
   */
  readonly metricList: readonly MetricDefinition[];
  /** The key of the headline metric a leaderboard ranks on. */
  readonly primaryMetric: string;
  /** Task names become file names of the report (`reportFiles`): merge names an unsafe one (fs/path-name.ts). */
  readonly taskFiles?: true;
  /** Verdict details that stay in scores.json and summary.csv but would only repeat the message in summary.md. */
  readonly hiddenDetails: readonly string[];
  /** summary.md: how this suite's metrics were computed, below its headline table. */
  methodNotes?(suite: SuiteReport): string[];
  /** Files of this suite written next to scores.json (e.g. PrepBench's summaries), in order. */
  reportFiles?(suite: SuiteReport): ReportFile[];
}

/** The note of a trial scored with --task: the records of the suite's other tasks, counted, not scored (docs/cli.md). */
export function otherTasksNote(count: number): string {
  return `${count} record(s) of other tasks not scored (--task)`;
}
