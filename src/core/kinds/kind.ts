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
export interface Finding {
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

export interface ScorerContext {
  benchmarkRoot: string;
  manifestFile: string;
  env: NodeJS.ProcessEnv;
  /** The Python verifiers run with (verifier/process.ts, ProcessSpec.python); undefined: python3 on PATH. */
  python?: string | undefined;
  /** agent-eval's own CCE judge, when one is configured for this run. */
  cceJudge?: CceJudge;
}

/** A trial directory found for a suite: its absolute path and how messages show it. */
export interface TrialDir {
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
  validate(suite: S, at: ValidateContext): Promise<{ findings: Finding[]; checked: 'verifier' | 'static' }>;
  /** Notes of the suite that come before anything is scored (e.g. CCE cache files skipped). */
  suiteNotes?(suite: S, cceJudge: CceJudge | undefined): string[];
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
  metrics(suite: S, verdicts: readonly Verdict[], expected: number, status: TrialStatus, context: MetricContext): Record<string, Metric>;
  /** What the share of successful tasks is called in a comparison of two reports (`SR`, `accuracy`). */
  readonly successTitle: string;
  /** The headline metric a leaderboard ranks on. */
  readonly primaryMetric: string;
  /** Column titles of this kind's metrics in the views (others show their label or name). */
  readonly metricTitles: Readonly<Record<string, string>>;
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
