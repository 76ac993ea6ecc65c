/** JSON Schemas generated from the zod schemas that validate manifests and reports. */
import { z } from 'zod';
import { ManifestSchema } from './manifest/schema.js';
import { ReportSchema } from './report/schema.js';
import { SubmissionFileSchema } from './submission/schema.js';
import { LeaderboardSchema } from './rescore/leaderboard.js';
import { ComparisonSchema } from './compare/schema.js';

export const SCHEMAS = {
  manifest: () => z.toJSONSchema(ManifestSchema, { io: 'input', unrepresentable: 'any' }),
  report: () => z.toJSONSchema(ReportSchema, { io: 'output', unrepresentable: 'any' }),
  submission: () => z.toJSONSchema(SubmissionFileSchema, { io: 'input', unrepresentable: 'any' }),
  leaderboard: () => z.toJSONSchema(LeaderboardSchema, { io: 'output', unrepresentable: 'any' }),
  compare: () => z.toJSONSchema(ComparisonSchema, { io: 'output', unrepresentable: 'any' }),
} as const;

export type SchemaName = keyof typeof SCHEMAS;
