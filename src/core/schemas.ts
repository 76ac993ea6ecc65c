/**
 * JSON Schemas generated from the zod schemas that validate what benchmark authors and
 * submitters write (and the reports agent-eval writes): `agent-eval schema NAME`. The docs'
 * field tables are tested against these (__tests__/docs/reference.test.ts).
 */
import { z } from 'zod';
import { manifestSchema } from './manifest/schema.js';
import { ReportSchema } from './report/schema.js';
import { SubmissionFileSchema } from './submission/schema.js';
import { leaderboardSchema } from './rescore/leaderboard.js';
import { caseConfigSchema } from './kinds/table/config.js';
import { OutputTasksFileSchema } from './kinds/output/tasks.js';
import { JudgeRecordSchema } from './kinds/trajectory/cce.js';
import { CheckResponseSchema, ResponseSchema } from './verifier/protocol.js';
import { comparisonSchema } from './compare/schema.js';
import { CheckpointInputRowSchema } from './import/checkpoint-inputs.js';
import { ImportIndexSchema } from './import/models-index.js';
import { partialReportSchema } from './shard/partial.js';
import { DriftSchema } from './rescore/drift.js';
import { shardManifestSchema } from './rescore/shard-files.js';
import { IntakeRecordSchema } from './archive/intake-record.js';
import { HistorySchema } from './site/history.js';
import { CacheRecordSchema } from './judge/cache.js';

export const SCHEMAS = {
  manifest: () => z.toJSONSchema(manifestSchema(), { io: 'input', unrepresentable: 'any' }),
  report: () => z.toJSONSchema(ReportSchema, { io: 'output', unrepresentable: 'any' }),
  submission: () => z.toJSONSchema(SubmissionFileSchema, { io: 'input', unrepresentable: 'any' }),
  leaderboard: () => z.toJSONSchema(leaderboardSchema(), { io: 'output', unrepresentable: 'any' }),
  /** A table suite's ground-truth `case_xxx/config.json`. */
  'table-config': () => z.toJSONSchema(caseConfigSchema, { io: 'input', unrepresentable: 'any' }),
  /** An output suite's tasks file. */
  'output-tasks': () => z.toJSONSchema(OutputTasksFileSchema, { io: 'input', unrepresentable: 'any' }),
  /** What a verifier answers to a `verify` request. */
  'verifier-response': () => z.toJSONSchema(ResponseSchema, { io: 'input', unrepresentable: 'any' }),
  /** What a `jsonl` verifier answers to a `check` request (`agent-eval validate`). */
  'verifier-check-response': () => z.toJSONSchema(CheckResponseSchema, { io: 'input', unrepresentable: 'any' }),
  /** A saved CCE judge record in a trajectory submission. */
  'judge-record': () => z.toJSONSchema(JudgeRecordSchema, { io: 'input', unrepresentable: 'any' }),
  compare: () => z.toJSONSchema(comparisonSchema(), { io: 'output', unrepresentable: 'any' }),
  /** One row of AgentWorld's checkpoint inputs (`agent-eval import checkpoint-inputs`). */
  'checkpoint-input-row': () => z.toJSONSchema(CheckpointInputRowSchema, { io: 'input', unrepresentable: 'any' }),
  /** The index over models an import writes (`index.json`). */
  'import-index': () => z.toJSONSchema(ImportIndexSchema, { io: 'output', unrepresentable: 'any' }),
  /** A shard's partial report (`score --shard`, `rescore --shard`: partial.json), read by merge. */
  partial: () => z.toJSONSchema(partialReportSchema(), { io: 'output', unrepresentable: 'any' }),
  /** `rescore --baseline`'s drift.json. */
  drift: () => z.toJSONSchema(DriftSchema, { io: 'output', unrepresentable: 'any' }),
  /** What a `rescore --shard` job is (rescore-shard.json), read by `rescore --partials`. */
  'rescore-shard': () => z.toJSONSchema(shardManifestSchema(), { io: 'output', unrepresentable: 'any' }),
  /** `score --archive`'s intake.json. */
  intake: () => z.toJSONSchema(IntakeRecordSchema, { io: 'output', unrepresentable: 'any' }),
  /** A site's history.json (`site --history`). */
  history: () => z.toJSONSchema(HistorySchema, { io: 'output', unrepresentable: 'any' }),
  /** A judgement in <out>/cce-cache/ (`score --cce-cache`). */
  'cce-cache': () => z.toJSONSchema(CacheRecordSchema, { io: 'output', unrepresentable: 'any' }),
} as const;

export type SchemaName = keyof typeof SCHEMAS;
