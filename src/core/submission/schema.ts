/**
 * `submission.yml` (docs/submission.md): what a submitter declares about a run, at the run's
 * root. Untrusted data: validated strictly (unknown keys are errors), every string bounded,
 * every path relative and inside the run. The published JSON Schema (`agent-eval schema
 * submission`) is generated from `SubmissionFileSchema`.
 *
 * Two forms of one schema: `SubmissionSchema` parses with the required fields optional, so that
 * an absent field is a `missing_field` warning and the rest is still checked;
 * `SubmissionFileSchema` is the same with those fields required (what the JSON Schema shows).
 */
import { z } from 'zod';
import { keyedRecord } from '../util/record.js';

export const SUBMISSION_FILE = 'submission.yml';
const SUBMISSION_VERSION = 1;
/** submission.yml is read only up to this size (its `files` map: about 25,000 files). */
export const MAX_SUBMISSION_BYTES = 2 * 1024 * 1024;
/** Claimed scores counted over all suites and trials. */
const MAX_CLAIMS = 1000;

const text = (max: number) => z.string().min(1).max(max);

/** A path inside the run: relative, "/"-separated, no ".", ".." or empty segments, no backslash. */
export function isRunPath(p: string): boolean {
  if (p.length === 0 || p.length > 1024 || /[\\\u0000]/.test(p) || p.startsWith('/')) return false;
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

const RunPathSchema = z
  .string()
  .refine(
    isRunPath,
    'must be a path relative to the run directory: "/"-separated, without "..", "." or empty segments, backslashes or a leading "/"',
  )
  .describe('a path relative to the run directory (the directory holding submission.yml)');

const PathList = z.array(RunPathSchema).max(1000);

/** Any case: PowerShell's Get-FileHash prints upper case. Compared in lower case, and shown so. */
export const Sha256Schema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a sha256 digest: 64 hex digits');

/** A commit written as a YAML number (`1234567`) reaches here as its text (parse.ts), with a warning. */
const CommitSchema = z
  .string({ error: 'must be a commit SHA as a string (quote it in YAML)' })
  .regex(/^[0-9a-fA-F]{7,64}$/, 'must be a commit SHA: 7 to 64 hex digits');

const ModelSchema = z.strictObject({
  id: text(200).optional().describe('the model the agent ran on, e.g. gpt-4o-2024-08-06'),
  version: z
    .union([text(200), z.number()])
    .optional()
    .describe('the model version or snapshot date as its provider names it'),
});

const HarnessSchema = z.strictObject({
  repository: text(500).optional().describe('URL of the agent harness repository that produced the run'),
  commit: CommitSchema.optional().describe('the harness commit the run used'),
});

const BenchmarkSchema = z.strictObject({
  repository: text(500)
    .optional()
    .describe("URL of the benchmark repository; compared with the report's benchmark repository"),
  revision: text(200)
    .optional()
    .describe(
      'the benchmark commit SHA the run used (full, or a prefix of at least 7 hex digits); compared with the pinned commit the report was scored at. Quote it: an unquoted all-digit SHA is read as written, with a warning',
    ),
});

/**
 * Seeds are shown only: any integer, or a string. An integer beyond what a double holds exactly
 * (a uint64 seed) is kept as written: parse.ts turns it into its text before this schema.
 */
const SeedSchema = z.union([
  z.number().refine(Number.isInteger, 'must be an integer or a string').meta({ type: 'integer' }),
  text(200),
]);
const SeedsSchema = z
  .array(SeedSchema)
  .max(100_000)
  .describe('one seed per trial, in trial order: integers (any size) or strings');

const TrialCountSchema = z.strictObject({
  count: z.number().int().min(1).max(100_000).optional().describe('trials per suite in the run'),
  seeds: SeedsSchema.optional(),
});

const TrialsSchema = TrialCountSchema.extend({
  suites: z
    .record(text(200), TrialCountSchema.required({ count: true }))
    .optional()
    .describe('per-suite trial counts (and seeds) for suites that differ from `count`'),
});

const JudgeSchema = z.strictObject({
  model: text(200).optional().describe('the LLM judge model used for CCE'),
  endpoint: text(500).optional().describe('the judge endpoint (never contacted by agent-eval)'),
});

const MetricClaims = keyedRecord(text(200), z.number());

const SuiteClaimsSchema = z
  .object({
    trials: keyedRecord(text(200), MetricClaims)
      .optional()
      .describe('per trial (by trial directory name): metric id -> value'),
  })
  .catchall(z.number())
  .describe(
    "metric id (e.g. SR_percent) -> the mean of that metric over the suite's trials; `trials` for per-trial values",
  );

const ClaimedScoresSchema = keyedRecord(text(200), SuiteClaimsSchema)
  .refine(
    (scores) =>
      Object.values(scores).reduce(
        (n, s) =>
          n +
          Object.keys(s).length -
          (s.trials ? 1 : 0) +
          Object.values(s.trials ?? {}).reduce((m, t) => m + Object.keys(t).length, 0),
        0,
      ) <= MAX_CLAIMS,
    `at most ${MAX_CLAIMS} claimed scores`,
  )
  .describe('suite name -> claimed metric values, compared with the rescored ones');

const FilesSchema = z
  .record(RunPathSchema, Sha256Schema)
  .refine((files) => !Object.hasOwn(files, SUBMISSION_FILE), `must not list ${SUBMISSION_FILE} itself`)
  .describe(
    'sha256 of every regular file of the run, by path relative to the run directory (submission.yml itself excepted); `agent-eval checksums --run DIR` prints this map',
  );

/** Final selection (docs/submission.md, "Final selection"): which of a submitter's submissions the leaderboard ranks. */
const RankingSchema = z.strictObject({
  submitter: text(100).describe(
    "who submitted: of a submitter's submissions in the tree, the leaderboard ranks one (compared exactly)",
  ),
  submitted_at: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/,
      'must be a UTC date and time, e.g. "2026-12-01T10:00:00Z"',
    )
    .refine((v) => Number.isFinite(Date.parse(v)), 'must be a real date and time')
    .describe(
      'when it was submitted (UTC, e.g. "2026-12-01T10:00:00Z"; quote it): orders the submitter\'s submissions, the latest counts',
    ),
  final: z
    .boolean()
    .optional()
    .describe(
      "true: this is the submission that counts for the ranking, not the submitter's latest (the latest of those marked true counts)",
    ),
});

/** The parsing form: required fields optional, so that each absent one is a named warning. */
const DESCRIBE = {
  model: 'the model behind the agent',
  harness: 'the agent harness (code) that produced the run',
  benchmark: 'the benchmark the run was made against',
  trials: 'how many trials the run holds per suite, and their seeds',
};

export const SubmissionSchema = z.strictObject({
  version: z.literal(SUBMISSION_VERSION).optional().describe('format version: 1'),
  model: ModelSchema.optional().describe(DESCRIBE.model),
  harness: HarnessSchema.optional().describe(DESCRIBE.harness),
  benchmark: BenchmarkSchema.optional().describe(DESCRIBE.benchmark),
  trials: TrialsSchema.optional().describe(DESCRIBE.trials),
  judge: JudgeSchema.optional().describe('the judge behind CCE, when the run reports CCE'),
  configuration: PathList.optional().describe(
    'configuration files of the run (paths in the run; covered by the checksums, never read)',
  ),
  prompts: PathList.optional().describe(
    'prompt files of the run (paths in the run; covered by the checksums, never read)',
  ),
  claimed_scores: ClaimedScoresSchema.optional(),
  ranking: RankingSchema.optional().describe(
    'final selection: who submitted it, when, and whether it is the one that counts for the ranking',
  ),
  files: FilesSchema.optional(),
});

/** The published form: the same schema with the required fields required. */
export const SubmissionFileSchema = SubmissionSchema.extend({
  version: z.literal(SUBMISSION_VERSION).describe('format version: 1'),
  model: ModelSchema.required().describe(DESCRIBE.model),
  harness: HarnessSchema.required().describe(DESCRIBE.harness),
  benchmark: BenchmarkSchema.required().describe(DESCRIBE.benchmark),
  trials: TrialsSchema.required({ count: true }).describe(DESCRIBE.trials),
  judge: JudgeSchema.required().optional().describe('the judge behind CCE, when the run reports CCE'),
  files: FilesSchema,
});

/** What the report shows of submission.yml: everything but the `files` map. */
export const DeclaredSchema = SubmissionSchema.omit({ files: true });

export type Submission = z.infer<typeof SubmissionSchema>;
