/** Turns zod issues into one readable message per problem: `path: what was expected`. */
import type { z } from 'zod';
import { allowedKeysAt, nearestKeyHint } from './allowed-keys.js';

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(top level)';
}

/**
 * With the schema and the data it was given, an unknown key also names the nearest key allowed
 * there (`timeout` → `timeout_s`) and the allowed keys.
 */
export function formatIssues(error: z.ZodError, against?: { schema: z.ZodType; data: unknown }): string {
  return error.issues
    .map(
      (issue) =>
        `${formatPath(issue.path)}: ${issue.message}${against ? unknownKeyHint(issue, against.schema, against.data) : ''}`,
    )
    .join('; ');
}

function unknownKeyHint(issue: z.core.$ZodIssue, schema: z.ZodType, data: unknown): string {
  if (issue.code !== 'unrecognized_keys') return '';
  const allowed = allowedKeysAt(schema, data, issue.path);
  if (!allowed) return '';
  const hints = issue.keys.map((k) => nearestKeyHint(k, allowed)).filter(Boolean);
  return `${hints.join('')}; allowed here: ${allowed.join(', ')}`;
}
