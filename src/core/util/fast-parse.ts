/**
 * zod validation of large documents (reports, partial reports) without zod's per-value cost.
 *
 * zod stays the one definition of every schema and the one source of every error message. A
 * schema is compiled (each part on first use) into plain checks for the node types our
 * documents use: objects, arrays, records, strings, numbers, booleans, null, enums, literals,
 * unions of primitives, discriminated unions, optional, nullable and defaulted values, pipes
 * without transforms, and the checks .min/.max/.int/.positive/.lt/.regex/.refine. Anything else
 * (transforms, string formats, superRefine, …) is a call to zod for that part. The checks only ever *accept* what zod accepts, giving the value zod
 * would give (a new object with the schema's keys in the schema's order); whenever they would
 * reject, or are in any doubt, the whole document goes to zod's own `safeParse`, which decides
 * and explains. So a fast check that is too strict costs time, never a different result (the one
 * construct where a wrong "no" could pick another result, a union of alternatives, is only
 * compiled when its options are exact checks or selected by a discriminator, as zod does); the
 * equivalence is tested against zod over mutated documents (fast-parse.test.ts). `.refine()`
 * predicates are run here and may run again in zod on the way to a rejection: they must be pure,
 * as zod asks of them anyway.
 *
 * Why: one cold merge of 500 units spent ~30 ms of ~80 ms in zod's interpreted per-value
 * machinery (a payload object and closure calls for every field of every verdict).
 */
import type { z } from 'zod';

/** The accepted value, or FAIL: the caller then asks zod. */
type Check = (value: unknown) => unknown;
const FAIL: unique symbol = Symbol('fast-parse: not accepted');

const compiled = new WeakMap<object, Check>();

/** `schema.safeParse(value)`, faster on the values it accepts (the same result in every case). */
export function fastSafeParse<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const out = checkOf(schema)(value);
  if (out !== FAIL) return { success: true, data: out as z.output<S> };
  return schema.safeParse(value);
}

/** `schema.parse(value)`: the value zod gives, or zod's own error. */
export function fastParse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const out = checkOf(schema)(value);
  return out !== FAIL ? (out as z.output<S>) : schema.parse(value);
}

// The parts of zod's definitions we read (zod v4 `_zod.def` and `_zod.optin/optout`).
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef; traits?: Set<string> } }[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  innerType?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  coerce?: boolean;
  format?: string;
  mode?: string;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  abort?: boolean;
}
interface Schema {
  _zod: { def: Def; optin?: string; optout?: string; traits?: Set<string> };
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

function checkOf(schema: object): Check {
  let check = compiled.get(schema);
  if (!check) {
    // Compiled on first use: the parts of a schema a document never reaches cost nothing.
    let real: Check | undefined;
    check = (v) => (real ??= compile(schema as Schema))(v);
    compiled.set(schema, check);
  }
  return check;
}

/** zod for this part of the document: the value it gives, or FAIL. */
function byZod(schema: Schema): Check {
  return (value) => {
    const r = schema.safeParse(value);
    return r.success ? r.data : FAIL;
  };
}

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isEnumerable = (o: object, k: string) => Object.prototype.propertyIsEnumerable.call(o, k);
const SURROGATE = /[\uD800-\uDFFF]/;

function compile(schema: Schema): Check {
  const def = schema._zod.def;
  // A schema that is itself a check (z.email(), z.int(), …) runs it without listing it in `checks`.
  if (def.coerce || def.format !== undefined || 'check' in def || schema._zod.traits?.has('$ZodCheck')) return byZod(schema);
  const base = compileType(schema, def);
  if (!base) return byZod(schema);
  const checks = (def.checks ?? []).map((c) => compileRule(c._zod.def, def.type, c._zod.traits));
  if (checks.some((c) => c === null)) return byZod(schema);
  if (checks.length === 0) return base;
  const rules = checks as ((v: unknown) => boolean)[];
  return (value) => {
    const out = base(value);
    if (out === FAIL) return FAIL;
    for (const rule of rules) if (!rule(out)) return FAIL;
    return out;
  };
}

/** A check (`.min`, `.int`, …) as a predicate, or null when it is not one we know. */
function compileRule(c: CheckDef, type: string, traits: Set<string> | undefined): ((v: unknown) => boolean) | null {
  switch (c.check) {
    case 'number_format':
      return c.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null;
    case 'greater_than':
      if (typeof c.value !== 'number') return null;
      return c.inclusive ? (v) => (v as number) >= (c.value as number) : (v) => (v as number) > (c.value as number);
    case 'less_than':
      if (typeof c.value !== 'number') return null;
      return c.inclusive ? (v) => (v as number) <= (c.value as number) : (v) => (v as number) < (c.value as number);
    case 'min_length':
    case 'max_length': {
      const min = c.check === 'min_length' ? c.minimum! : 0;
      const max = c.check === 'max_length' ? c.maximum! : Infinity;
      // zod measures strings in code points: decided here only when they are the UTF-16 units.
      if (type === 'string') return (v) => (v as string).length >= min && (v as string).length <= max && !SURROGATE.test(v as string);
      if (type === 'array') return (v) => (v as unknown[]).length >= min && (v as unknown[]).length <= max;
      return null;
    }
    case 'custom': {
      // `.refine(fn)`: zod passes the value when fn returns something truthy (a promise is
      // an async refinement: zod's). superRefine and conditional checks (`when`) stay zod's.
      const d = c as CheckDef & { type?: string; fn?: unknown; when?: unknown };
      if (d.type !== 'custom' || typeof d.fn !== 'function' || d.when !== undefined) return null;
      const fn = d.fn as (v: unknown) => unknown;
      return (v) => {
        const r = fn(v);
        return !(r instanceof Promise) && Boolean(r);
      };
    }
    case 'string_format':
      // `.regex()` (which resets lastIndex, as below); other formats are zod's.
      if (c.format !== 'regex' || !(c.pattern instanceof RegExp) || !traits?.has('$ZodCheckRegex')) return null;
      return (v) => {
        c.pattern!.lastIndex = 0;
        return c.pattern!.test(v as string);
      };
    default:
      return null;
  }
}

/** The type's own check, without `checks`; null when zod must do it. */
function compileType(schema: Schema, def: Def): Check | null {
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? v : FAIL);
    case 'number':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : FAIL);
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : FAIL);
    case 'null':
      return (v) => (v === null ? v : FAIL);
    case 'unknown':
    case 'any':
      return (v) => v;
    case 'literal': {
      const values = def.values ?? [];
      if (!values.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) return null;
      return (v) => (values.includes(v) ? v : FAIL);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (!values.every((x) => typeof x === 'string')) return null;
      const set = new Set(values);
      return (v) => (typeof v === 'string' && set.has(v) ? v : FAIL);
    }
    case 'nullable': {
      const inner = checkOf(def.innerType!);
      return (v) => (v === null ? null : inner(v));
    }
    case 'optional': {
      // .exactOptional() refuses undefined; an optional default fills it in: both zod's.
      if (schema._zod.traits?.has('$ZodExactOptional')) return null;
      const inner = checkOf(def.innerType!);
      if (def.innerType!._zod.optin === 'defaulted') return (v) => (v === undefined ? FAIL : inner(v));
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'array': {
      const element = checkOf(def.element!);
      return (v) => {
        if (!Array.isArray(v)) return FAIL;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) {
          const x = element(v[i]);
          if (x === FAIL) return FAIL;
          out[i] = x;
        }
        return out;
      };
    }
    case 'union': {
      const u = def as Def & { discriminator?: string; unionFallback?: boolean; inclusive?: boolean };
      if (u.unionFallback) return null;
      if (u.discriminator !== undefined) return discriminated(u.discriminator, def.options ?? []);
      if (u.inclusive === false) return null; // z.xor: exactly one option may match
      // Bare primitive types are exact checks, so the first that accepts is zod's pick; any
      // other union is zod's (a check that wrongly said no would let a later option win).
      return primitiveUnion(def.options ?? []);
    }
    case 'default':
    case 'prefault': {
      // A value that is there is the inner schema's; filling in an absent one is zod's.
      const inner = checkOf(def.innerType!);
      return (v) => {
        if (v === undefined) return FAIL;
        const x = inner(v);
        return x === undefined ? FAIL : x; // zod would put the default in its place
      };
    }
    case 'pipe': {
      // `a.pipe(b)`: b checks what a gives (zod stops at a when a refuses). Pipes with a transform
      // on either side (`.transform()`, z.preprocess, codecs) are zod's.
      const p = def as Def & { in?: Schema; out?: Schema; transform?: unknown; reverseTransform?: unknown };
      if (!p.in || !p.out || p.transform !== undefined || p.reverseTransform !== undefined) return null;
      if (p.in._zod.def.type === 'transform' || p.out._zod.def.type === 'transform') return null;
      const first = checkOf(p.in);
      const then = checkOf(p.out);
      return (v) => {
        const x = first(v);
        return x === FAIL ? FAIL : then(x);
      };
    }
    case 'record':
      return compileRecord(def);
    case 'object':
      return compileObject(def);
    default:
      return null;
  }
}

/**
 * `z.discriminatedUnion(key, options)` as zod parses it: the option is looked up by the value of
 * `key` in the map of every option's accepted values (built the way zod builds it; anything zod
 * would refuse or find ambiguous is zod's), and only that option is checked.
 */
function discriminated(key: string, options: Schema[]): Check | null {
  const map = new Map<unknown, Check | null>();
  try {
    for (const option of options) {
      const values = (option._zod as { propValues?: Record<string, Set<unknown>> }).propValues?.[key];
      if (!values || values.size === 0) return null;
      for (const value of values) map.set(value, map.has(value) ? null : checkOf(option));
    }
  } catch {
    return null;
  }
  return (v) => {
    if (!isPlain(v)) return FAIL;
    const option = map.get(v[key]);
    return option ? option(v) : FAIL;
  };
}

/**
 * A union of bare primitive types (`z.union([z.number(), z.string(), z.boolean(), z.null()])`,
 * the values of verdict details) as one typeof test; null for any other union.
 */
function primitiveUnion(options: Schema[]): Check | null {
  const types = new Set<string>();
  for (const o of options) {
    const d = o._zod.def;
    if (!['string', 'number', 'boolean', 'null'].includes(d.type) || (d.checks?.length ?? 0) > 0 || d.coerce || d.format !== undefined || 'check' in d || o._zod.traits?.has('$ZodCheck')) return null;
    types.add(d.type);
  }
  const string = types.has('string');
  const number = types.has('number');
  const boolean = types.has('boolean');
  const nul = types.has('null');
  return (v) => {
    switch (typeof v) {
      case 'string':
        return string ? v : FAIL;
      case 'number':
        return number && Number.isFinite(v) ? v : FAIL;
      case 'boolean':
        return boolean ? v : FAIL;
      default:
        return nul && v === null ? v : FAIL;
    }
  };
}

/** `z.record(z.string(), V)`: every own enumerable key, in order, with its value checked. */
function compileRecord(def: Def): Check | null {
  const keyDef = def.keyType?._zod.def;
  if (!keyDef || keyDef.type !== 'string' || (keyDef.checks?.length ?? 0) > 0 || keyDef.coerce || def.mode === 'loose') return null;
  const value = checkOf(def.valueType!);
  return (v) => {
    // (an own `constructor` can make zod see a class instance: its call)
    if (!isPlain(v) || Object.getOwnPropertySymbols(v).length > 0 || hasOwn(v, 'constructor')) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      if (key === '__proto__') return FAIL;
      if (!isEnumerable(v, key)) continue; // as zod, key by key (a getter may change the rest)
      const x = value(v[key]);
      if (x === FAIL) return FAIL;
      out[key] = x;
    }
    return out;
  };
}

/** `z.object` (unknown keys dropped) and `z.strictObject` (unknown keys refused). */
function compileObject(def: Def): Check | null {
  const catchall = def.catchall?._zod.def.type;
  if (catchall !== undefined && catchall !== 'never') return null;
  const strict = catchall === 'never';
  const keys = Object.keys(def.shape ?? {});
  if (keys.includes('__proto__') || Object.getOwnPropertySymbols(def.shape ?? {}).length > 0) return null;
  const fields = keys.map((key) => {
    const s = def.shape![key]!;
    // Absent is fine (and stays absent) only where zod itself leaves the key out without running
    // anything on it (a check on the optional would still run, and may throw).
    const mayBeAbsent = s._zod.optin === 'optional' && s._zod.optout === 'optional' && (s._zod.def.checks?.length ?? 0) === 0;
    return { key, check: checkOf(s), mayBeAbsent };
  });
  const known = new Set(keys);
  return (v) => {
    if (!isPlain(v) || hasOwn(v, '__proto__')) return FAIL;
    const out: Record<string, unknown> = {};
    // In zod's order: each value is read, then its presence asked; unknown keys last.
    for (const f of fields) {
      const value = v[f.key];
      if (!(f.key in v)) {
        if (f.mayBeAbsent) continue;
        return FAIL;
      }
      const x = f.check(value);
      if (x === FAIL) return FAIL;
      out[f.key] = x;
    }
    if (strict) {
      for (const key in v) if (!known.has(key)) return FAIL;
    }
    return out;
  };
}
