/** JSON Schemas generated from the zod schemas that validate manifests and reports. */
import { z } from 'zod';
import { manifestSchema } from './manifest/schema.js';
import { ReportSchema } from './report/schema.js';
import { SubmissionFileSchema } from './submission/schema.js';
import { leaderboardSchema } from './rescore/leaderboard.js';

export const SCHEMAS = {
  manifest: () => z.toJSONSchema(manifestSchema(), { io: 'input', unrepresentable: 'any' }),
  report: () => z.toJSONSchema(ReportSchema, { io: 'output', unrepresentable: 'any' }),
  submission: () => z.toJSONSchema(SubmissionFileSchema, { io: 'input', unrepresentable: 'any' }),
  leaderboard: () => z.toJSONSchema(leaderboardSchema(), { io: 'output', unrepresentable: 'any' }),
} as const;

export type SchemaName = keyof typeof SCHEMAS;
