/**
 * The keys a strict object of a schema allows at a path of the data, so that an unknown key can
 * be answered with the nearest allowed one (`timeout` → `timeout_s`, docs/manifest.md). The
 * schema is walked along the path; a discriminated union is followed by the data's discriminator.
 */
import type { z } from 'zod';
import { literalRule, nearestRule } from '../layout/nearest.js';

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  options?: unknown[];
  discriminator?: string;
  innerType?: unknown;
  in?: unknown;
  valueType?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schema under its wrappers (optional, default, pipe, lazy), resolved against `data` for a union. */
function unwrap(schema: unknown, data: unknown): unknown {
  for (let i = 0; i < 32; i++) {
    const def = defOf(schema);
    if (!def) return undefined;
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe') schema = def.in;
    else if (def.type === 'lazy' && def.getter) schema = def.getter();
    else if (def.type === 'union' && def.options) {
      const tag = def.discriminator;
      const value =
        tag && data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[tag] : undefined;
      const match = def.options.find((o) => {
        const shape = defOf(unwrap(o, undefined))?.shape;
        const literal = tag && shape ? defOf(shape[tag]) : undefined;
        return (literal as { values?: unknown[] } | undefined)?.values?.includes(value);
      });
      if (!match) return undefined;
      schema = match;
    } else return schema;
  }
  return undefined;
}

/** The keys the object schema at `path` (through `data`) allows, or null when it is not an object schema. */
export function allowedKeysAt(schema: z.ZodType, data: unknown, path: ReadonlyArray<PropertyKey>): string[] | null {
  let at: unknown = schema;
  let value = data;
  for (const part of path) {
    const def = defOf(unwrap(at, value));
    if (!def) return null;
    if (def.type === 'object' && def.shape && typeof part === 'string') at = def.shape[part];
    else if (def.type === 'array') at = def.element;
    else if (def.type === 'record') at = def.valueType;
    else return null;
    value =
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part as string] : undefined;
  }
  const shape = defOf(unwrap(at, value))?.shape;
  return shape ? Object.keys(shape) : null;
}

/** ` (did you mean "timeout_s"?)` for an unknown key near an allowed one, else ''. */
export function nearestKeyHint(key: string, allowed: readonly string[]): string {
  const near = nearestRule(key, allowed.map(literalRule));
  return near ? ` (did you mean "${near.rule}"?)` : '';
}
