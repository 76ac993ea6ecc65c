/**
 * The contract matrix, field by field (docs/provenance.md#the-contract-matrix): every field of
 * a report is carried by every consumer that embeds it, in the same shape, or the consumer says
 * why not. The shapes compared are the JSON Schemas `agent-eval schema` prints.
 *
 * How a new field fails this test until every consumer carries it:
 * - a new top-level field of the report (`agent-eval schema report`) is not in REPORT_FIELDS:
 *   "every field of the report is accounted for" fails until it is listed with, for each
 *   consumer, where that consumer carries it or why it does not;
 * - a new field inside an object a consumer carries (the benchmark's provenance, the tool, a
 *   submission's metadata, the status) changes the report's schema there: a consumer whose
 *   schema restates the object instead of importing it (and so would refuse the new field, as
 *   compare once refused `dirty`) no longer has the same shape, and "… in the same shape" fails;
 * - a consumer that keeps the schema but rebuilds the object when writing drops the field's
 *   value: the value checks of the other contract files fail (compare.json's, leaderboard.json's
 *   and index.json's benchmark deep-equal each report's; merge and rescore --partials equal the
 *   unsharded output byte for byte; site's reports are rescore's, byte for byte).
 */
import path from 'node:path';
import {
  checkout,
  DEMO,
  printedSchema,
  readReport,
  run,
  schemaNames,
  schemaOf,
  validatePrinted,
} from '../../support/contract.js';
import { tempDir } from '../../support/helpers.js';

/** The consumers that embed parts of a report, and the schema of what each writes. */
const CONSUMERS = {
  compare: () => printedSchema('compare'),
  leaderboard: () => printedSchema('leaderboard'),
  'import-index': () => printedSchema('import-index'),
  partial: () => printedSchema('partial'),
  drift: () => printedSchema('drift'),
  'rescore-shard': () => printedSchema('rescore-shard'),
};
type Consumer = keyof typeof CONSUMERS;

/** Where a consumer carries a field: JSON pointers into its schema (each must have the report's shape there), or why it does not. */
type Carried = string[] | { not: string };

const BESIDE =
  'the report itself is written beside it (submissions/<name>/scores.json), byte for byte as score writes it';
const IMPORT_BESIDE = "each model's report is written beside it (<model>/scores.json)";
const MERGED = 'merge computes it from the partials (merge equals the unsharded report byte for byte)';
const AGGREGATE = 'not per report: it describes a whole rescore';

/**
 * Every top-level field of the report and, for each consumer, where it carries it. A field
 * added to the report fails "every field of the report is accounted for" until it is here.
 */
const REPORT_FIELDS: Record<string, { report: string; carried: Record<Consumer, Carried> }> = {
  report_version: {
    report: '/properties/report_version',
    carried: {
      compare: { not: 'checked on reading: another version is a usage error' },
      leaderboard: { not: BESIDE },
      'import-index': { not: IMPORT_BESIDE },
      partial: { not: 'partial_report_version: a partial is its own format' },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  tool: {
    report: '/properties/tool',
    carried: {
      compare: ['/properties/baseline/properties/tool', '/properties/arms/items/properties/tool'],
      leaderboard: ['/properties/tool'],
      'import-index': ['/properties/tool'],
      partial: ['/properties/tool'],
      drift: ['/properties/baseline/properties/tool', '/properties/current/properties/tool'],
      'rescore-shard': ['/properties/context/properties/tool'],
    },
  },
  benchmark: {
    report: '/properties/benchmark',
    carried: {
      compare: ['/properties/baseline/properties/benchmark', '/properties/arms/items/properties/benchmark'],
      leaderboard: ['/properties/benchmark'],
      'import-index': ['/properties/benchmark'],
      partial: ['/properties/benchmark'],
      drift: ['/properties/baseline/properties/benchmark', '/properties/current/properties/benchmark'],
      'rescore-shard': ['/properties/context/properties/benchmark'],
    },
  },
  submission: {
    report: '/properties/submission/properties/metadata',
    carried: {
      compare: { not: 'only its path (arms[].submission): metadata and review are not compared' },
      leaderboard: ['/properties/submissions/items/properties/metadata'],
      'import-index': { not: IMPORT_BESIDE },
      partial: ['/properties/submission/properties/metadata'],
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  status: {
    report: '/properties/status',
    carried: {
      compare: ['/properties/baseline/properties/status', '/properties/arms/items/properties/status'],
      leaderboard: ['/properties/submissions/items/properties/status'],
      'import-index': { not: "models[].status adds not_imported to the report's statuses" },
      partial: { not: MERGED },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  valid: {
    report: '/properties/valid',
    carried: {
      compare: { not: 'in status' },
      leaderboard: ['/properties/submissions/items/properties/valid'],
      'import-index': ['/properties/models/items/properties/valid'],
      partial: { not: MERGED },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  final: {
    report: '/properties/final',
    carried: {
      compare: { not: 'in status' },
      leaderboard: ['/properties/submissions/items/properties/final'],
      'import-index': ['/properties/models/items/properties/final'],
      partial: { not: 'always false: a partial is never final' },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  suites: {
    report: '/properties/suites',
    carried: {
      compare: { not: "compared, not carried: suites[] are the comparison's figures per suite and split" },
      leaderboard: {
        not: `one row per suite and split, figures taken from the report (checked in rescore.test.ts); ${BESIDE}`,
      },
      'import-index': { not: `per suite and split, the headline figures; ${IMPORT_BESIDE}` },
      partial: { not: `the shard's verdicts per suite; ${MERGED}` },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  ignored: {
    report: '/properties/ignored',
    carried: {
      compare: { not: 'not compared' },
      leaderboard: { not: BESIDE },
      'import-index': { not: 'an import reads no run directory' },
      partial: ['/properties/ignored'],
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  not_hashed: {
    report: '/properties/not_hashed',
    carried: {
      compare: { not: 'not compared' },
      leaderboard: { not: BESIDE },
      'import-index': { not: 'an import hashes no run' },
      partial: ['/properties/not_hashed'],
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
  errors: {
    report: '/properties/errors',
    carried: {
      compare: { not: 'a report with errors is invalid: its status says so' },
      leaderboard: { not: BESIDE },
      'import-index': { not: IMPORT_BESIDE },
      partial: { not: 'errors of writing the report: the merged report has its own' },
      drift: { not: AGGREGATE },
      'rescore-shard': { not: AGGREGATE },
    },
  },
};

/** The subschema at a JSON pointer (`$ref`s into `$defs` followed); descriptions dropped: they may differ. */
function at(schema: Record<string, unknown>, pointer: string): unknown {
  let node: unknown = schema;
  for (const part of pointer.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    while (node && typeof node === 'object' && '$ref' in node)
      node = at(schema, String((node as { $ref: string }).$ref).slice(1));
  }
  if (node === undefined) throw new Error(`no ${pointer} in the schema`);
  return shape(node);
}
function shape(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shape);
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => k !== 'description')
        .map(([k, v]) => [k, shape(v)]),
    );
  return node;
}

test('every schema agent-eval prints declares draft 2020-12 and compiles with ajv in strict mode', async () => {
  const names = await schemaNames();
  // Each is of a file users write (and agent-eval reads), or of a file a command writes, which
  // the matrix checks every written file against (schemaOf): a new one must be one of the two.
  const written = [
    'report',
    'leaderboard',
    'compare',
    'import-index',
    'partial',
    'drift',
    'rescore-shard',
    'intake',
    'history',
    'cce-cache',
  ];
  const read = [
    'manifest',
    'submission',
    'table-config',
    'output-tasks',
    'verifier-response',
    'verifier-check-response',
    'judge-record',
    'checkpoint-input-row',
  ];
  expect([...names].sort()).toEqual([...written, ...read].sort());
  for (const [file, name] of [
    ['scores.json', 'report'],
    ['leaderboard.json', 'leaderboard'],
    ['compare.json', 'compare'],
    ['index.json', 'import-index'],
    ['submissions/x/partial.json', 'partial'],
    ['drift.json', 'drift'],
    ['p1/rescore-shard.json', 'rescore-shard'],
    ['intake.json', 'intake'],
    ['history.json', 'history'],
    [path.join('cce-cache', 'ab.json'), 'cce-cache'],
  ])
    expect([file, schemaOf(file!)]).toEqual([file, name]);
  // Each compiles (validatePrinted compiles it first: a keyword ajv does not know is an error) and rejects what is no
  // document.
  for (const name of names)
    await expect(validatePrinted(name, 'not a document', name)).rejects.toThrow(/fails `agent-eval schema/);
});

test('every field of the report is accounted for: each consumer carries it or says why not', async () => {
  const report = await printedSchema('report');
  expect(Object.keys(report.properties as object).sort()).toEqual(Object.keys(REPORT_FIELDS).sort());
  for (const [field, { carried }] of Object.entries(REPORT_FIELDS))
    expect([field, Object.keys(carried).sort()]).toEqual([field, Object.keys(CONSUMERS).sort()]);
});

test.each(Object.keys(REPORT_FIELDS))(
  "the report's %s is carried by each consumer in the same shape",
  async (field) => {
    const report = await printedSchema('report');
    const expected = at(report, REPORT_FIELDS[field]!.report);
    for (const [consumer, carried] of Object.entries(REPORT_FIELDS[field]!.carried)) {
      if (!Array.isArray(carried)) continue;
      const schema = await CONSUMERS[consumer as Consumer]();
      for (const pointer of carried)
        expect([consumer, pointer, at(schema, pointer)]).toEqual([consumer, pointer, expected]);
    }
  },
);

/**
 * history.json (site) restates the provenance as flat fields of each point: each field of the
 * report's `benchmark` maps to where a point (or the history) keeps it, or why not. A new field
 * of `benchmark` fails here until the history decides.
 */
const BENCHMARK_IN_HISTORY: Record<string, string | { not: string }> = {
  name: '/properties/benchmark',
  repository: {
    not: "not kept: a history is continued by the benchmark's name; each rescore's leaderboard.json has it",
  },
  commit: '/properties/points/items/properties/benchmark_commit',
  manifest_sha256: '/properties/points/items/properties/manifest_sha256',
  dirty: '/properties/points/items/properties/dirty',
};

test("site's history.json keeps every field of the provenance (or says why not), in the report's shape", async () => {
  const report = await printedSchema('report');
  const fields = Object.keys((at(report, '/properties/benchmark') as { properties: object }).properties);
  expect(fields.sort()).toEqual(Object.keys(BENCHMARK_IN_HISTORY).sort());
  const history = await printedSchema('history');
  for (const [field, pointer] of Object.entries(BENCHMARK_IN_HISTORY)) {
    if (typeof pointer === 'string')
      expect([field, at(history, pointer)]).toEqual([field, at(report, `/properties/benchmark/properties/${field}`)]);
  }
});

test('the provenance object has the fields docs/provenance.md lists, and a dirty report fills them', async () => {
  const benchmark = at(await printedSchema('report'), '/properties/benchmark') as {
    properties: Record<string, { properties?: object }>;
  };
  expect(Object.keys(benchmark.properties).sort()).toEqual([
    'commit',
    'dirty',
    'manifest_sha256',
    'name',
    'repository',
  ]);
  expect(Object.keys(benchmark.properties.dirty!.properties!).sort()).toEqual(['count', 'paths', 'sha256']);
  // A report scored at a dirty checkout has every one of them: so the value checks of the other files see each field.
  const out = tempDir('agent-eval-contract-fields-');
  await run(
    [0],
    'score',
    '--benchmark',
    checkout('dirty'),
    '--run',
    `${DEMO}/qa`,
    '--suite',
    'qa',
    '--out',
    out,
    '--fail-on',
    'never',
  );
  const b = readReport(out).benchmark as Record<string, Record<string, unknown>>;
  expect(Object.keys(b).sort()).toEqual(Object.keys(benchmark.properties).sort());
  expect(Object.keys(b.dirty!).sort()).toEqual(['count', 'paths', 'sha256']);
});

test('two checkouts of the example are the same commit: a dirty one differs from a clean one by its uncommitted change only', async () => {
  const scored = async (kind: 'clean' | 'dirty') => {
    const out = tempDir('agent-eval-contract-fields-');
    await run(
      [0],
      'score',
      '--benchmark',
      checkout(kind),
      '--run',
      `${DEMO}/qa`,
      '--suite',
      'qa',
      '--out',
      out,
      '--fail-on',
      'never',
    );
    return readReport(out).benchmark;
  };
  const [clean, dirty] = [await scored('clean'), await scored('dirty')];
  expect(dirty.commit).toBe(clean.commit);
  expect({ ...dirty, dirty: undefined }).toEqual({ ...clean, dirty: undefined });
});
