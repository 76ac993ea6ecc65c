/**
 * The record skimmer must agree with JSON.parse: same top-level fields on valid JSON, and a
 * rejection whenever JSON.parse rejects a document that differs in its structure.
 */
import { fieldValue, skimJsonObject } from '../../../src/core/fs/json-skim.js';
import { depthExceeds, parseJsonBounded } from '../../../src/core/fs/bounded-json.js';

function skim(text: string, maxDepth = 64) {
  const buf = Buffer.from(text, 'utf8');
  return { buf, result: skimJsonObject(buf, buf.length, maxDepth) };
}

// A small deterministic generator of JSON values (no Math.random: failures must reproduce).
function* rng(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

function value(r: Generator<number>, depth: number): unknown {
  const p = r.next().value as number;
  if (depth > 4 || p < 0.3) {
    const q = r.next().value as number;
    if (q < 0.2) return Math.round(q * 1e6) / 7 - 5;
    if (q < 0.3) return q < 0.25;
    if (q < 0.35) return null;
    return ['', 'a"b', 'back\\slash', 'ünïcødé ✓', 'line\nbreak', '{[,:]}', 'tab\t"'][Math.floor(q * 7)];
  }
  const n = Math.floor((r.next().value as number) * 4);
  if (p < 0.65) return Array.from({ length: n }, () => value(r, depth + 1));
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}${depth}`, value(r, depth + 1)]));
}

test('on 300 generated documents, compact and indented, the fields equal what JSON.parse gives', () => {
  const r = rng(42);
  for (let n = 0; n < 300; n++) {
    const doc = { task_key: `t${n}`, rounds: value(r, 1), metrics: value(r, 1), extra: value(r, 1) };
    const text = JSON.stringify(doc, null, n % 2 ? 2 : undefined);
    const { buf, result } = skim(text);
    expect(result.ok).toBe(true);
    if (!result.ok) continue;
    for (const key of Object.keys(doc)) expect(fieldValue(buf, result.fields, key)).toEqual(JSON.parse(text)[key]);
    const rounds = result.fields.get('rounds')!;
    expect(rounds.items).toBe(Array.isArray(doc.rounds) ? doc.rounds.length : rounds.items);
  }
});

test('structural damage that JSON.parse rejects is rejected too', () => {
  const r = rng(7);
  const base = JSON.stringify({
    task_key: 'x',
    rounds: [{ a: [1, 2, { b: 'c' }] }, true, null, -1.5e3],
    metrics: { m: 1 },
  });
  const structural = [...base].map((c, i) => (/[{}[\],:0-9.eE+-]|[tfn]/.test(c) ? i : -1)).filter((i) => i >= 0);
  const replacements = ['', ',', ':', '}', ']', '{', '[', '1', 'x', ' '];
  let rejected = 0;
  for (let n = 0; n < 2000; n++) {
    const at = structural[Math.floor((r.next().value as number) * structural.length)]!;
    const text =
      base.slice(0, at) +
      replacements[Math.floor((r.next().value as number) * replacements.length)] +
      base.slice(at + 1);
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    const { result } = skim(text);
    if (!parses) {
      rejected++;
      expect({ text, ok: result.ok }).toEqual({ text, ok: false });
    } else if (text.trimStart().startsWith('{')) {
      expect({ text, ok: result.ok }).toEqual({ text, ok: true });
    }
  }
  expect(rejected).toBeGreaterThan(500);
});

test('depth is bounded, a repeated key keeps the last value, and a BOM is accepted', () => {
  expect(skim(`{"a": ${'['.repeat(10)}${']'.repeat(10)}}`, 10).result).toEqual({
    ok: false,
    message: 'JSON nesting depth over the limit of 10',
  });
  expect(skim(`{"a": ${'['.repeat(9)}${']'.repeat(9)}}`, 10).result.ok).toBe(true);
  const { buf, result } = skim('\ufeff{"task_key": "one", "task_key": "two"}');
  expect(result.ok && fieldValue(buf, result.fields, 'task_key')).toBe('two');
  expect(skim('[1, 2]').result).toEqual({ ok: false, message: 'the record must be a JSON object' });
  expect(skim('{"a": 1} trailing').result).toMatchObject({
    ok: false,
    message: expect.stringMatching(/unexpected data after the end/),
  });
  expect(skim('{"a": "unterminated}').result).toMatchObject({
    ok: false,
    message: expect.stringMatching(/unterminated string/),
  });
});

test('parseJsonBounded: nesting up to the bound is read, one level more is refused (arrays, objects, __proto__ keys)', () => {
  const nest = (n: number, open: string, close: string, inner = '1') => `${open.repeat(n)}${inner}${close.repeat(n)}`;
  for (const [open, close] of [
    ['[', ']'],
    ['{"a":', '}'],
    ['{"__proto__":', '}'],
  ] as const) {
    expect(parseJsonBounded(nest(10, open, close), 10).ok).toBe(true);
    expect(parseJsonBounded(nest(11, open, close), 10)).toEqual({
      ok: false,
      message: 'JSON nesting depth over the limit of 10',
    });
  }
  // The deepest branch counts, wherever it is.
  const mixed = `{"x": [1, {"y": [[2]]}], "z": ${nest(7, '[', ']')}}`;
  expect(parseJsonBounded(mixed, 8).ok).toBe(true);
  expect(parseJsonBounded(mixed, 7).ok).toBe(false);
  expect(depthExceeds('a long string, not a container', 0)).toBe(false);
  expect(depthExceeds([], 0)).toBe(true);
  expect(depthExceeds([], 1)).toBe(false);
});
