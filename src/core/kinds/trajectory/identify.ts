/**
 * Which catalog task a record is for, in the manifest's identity order (docs/records.md). Only
 * names are compared: a `task_source` contributes its file stem and is never opened.
 */
import { unknownTaskMessage } from '../../layout/messages.js';
import { stemOf } from '../../util/names.js';
import type { TrajectoryRecord } from './record.js';

export type IdentityField = 'task_key' | 'task_source' | 'task_id';
export type Identified = { ok: true; task: string } | { ok: false; error: string };

const LEGACY_ID = /^task_\d+$/;

export function identifyTask(
  record: TrajectoryRecord,
  order: readonly IdentityField[],
  catalog: ReadonlySet<string>,
): Identified {
  for (const field of order) {
    const value = record[field];
    if (value === undefined) continue;
    if (field === 'task_id') return identifyLegacyId(value, catalog);
    const key = field === 'task_source' ? stemOf(value) : value;
    return catalog.has(key) ? { ok: true, task: key } : { ok: false, error: unknownTaskMessage('task', key, catalog) };
  }
  return { ok: false, error: `Record names no task (expected one of: ${order.join(', ')})` };
}

/** Legacy `task_NN`: exactly one catalog key must be `task_NN` or start with `task_NN_`. */
function identifyLegacyId(id: string, catalog: ReadonlySet<string>): Identified {
  if (LEGACY_ID.test(id)) {
    const matches = [...catalog].filter((key) => key === id || key.startsWith(`${id}_`));
    if (matches.length === 1) return { ok: true, task: matches[0]! };
  }
  return { ok: false, error: `Ambiguous or unknown task_id ${id}; supply task_key` };
}
