/**
 * The contract matrix, the other producers of reports (docs/provenance.md#the-contract-matrix):
 * a pack scored with --archive --form, CCE from an LLM judge (a chat-completions stand-in on
 * 127.0.0.1) and again from its --cce-cache alone, and import checkpoint-inputs at a checkout
 * with an uncommitted change. Each is built once; every JSON file written is checked against
 * the schema `agent-eval schema` prints; every report is fed to compare (text, --json, --out)
 * against a report of score --run at the same checkout, and to reliability in all formats.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  checkout,
  consumeByCompare,
  consumeByReliability,
  DEMO,
  DIRTY_SAID,
  readJson,
  readReport,
  run,
  validatePrinted,
  validateWritten,
} from '../../support/contract.js';
import { tempDir, write } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';

const KEY = 'sk-contract-matrix-0000';
const out = { scored: '', archive: '', judged: '', cached: '', import: '', importScored: '' };
let importText = '';
const requests = { judged: 0, cached: 0 };
let server: Server;
const savedKey = process.env.AGENT_EVAL_CCE_API_KEY;

/** A chat-completions server that answers every judge request: no action contributed. */
async function judge(): Promise<string> {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.judged++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: '{"ids": []}' }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** AgentWorld checkpoint inputs for the example's main and augmented tasks, two models. */
function checkpointInputs(bench: string): string {
  const rows = (model: number) =>
    (['main', 'augmented'] as const).flatMap((stage) =>
      readdirSync(path.join(bench, 'tasks', stage))
        .map((f) => f.replace(/\.yaml$/, ''))
        .map((task, i) => {
          const success = (i + model) % 3 !== 0;
          return {
            stage,
            task,
            success,
            message: success ? 'Done: True' : 'Rounds: 12/20, Logs: 2/5',
            CCE: success ? 0.5 : 0,
            rounds: 10 + i,
            chats: i,
          };
        }),
    );
  return write(path.join(tempDir('agent-eval-contract-inputs-'), 'checkpoint_inputs.json'), {
    'model-a': rows(1),
    'model-b': rows(2),
  });
}

beforeAll(
  async () => {
    process.env.AGENT_EVAL_CCE_API_KEY = KEY;
    const clean = checkout('clean');
    const dirty = checkout('dirty');
    const dir = (what: string) => tempDir(`agent-eval-contract-${what}-`);

    out.scored = dir('scored');
    await run([0], 'score', '--benchmark', clean, '--run', DEMO, '--out', out.scored, '--fail-on', 'never');

    // pack, then score the archive with the form's body as the issue review does.
    const archive = path.join(dir('pack'), 'demo.tar.gz');
    const packed = await run([0], 'pack', '--run', DEMO, '--out', archive);
    const sha256 = /^sha256 ([0-9a-f]{64})$/m.exec(packed.stdout)![1]!;
    const body = write(
      path.join(dir('form'), 'body.md'),
      packed.stdout.slice(packed.stdout.indexOf('### ')).replace('(attach the archive, or its https link)', archive),
    );
    out.archive = dir('archive');
    await run(
      [0],
      'score',
      '--benchmark',
      clean,
      '--archive',
      archive,
      '--sha256',
      sha256,
      '--form',
      body,
      '--out',
      out.archive,
      '--fail-on',
      'never',
    );

    // CCE from a judge, then from its cache alone (no endpoint: no request).
    const endpoint = await judge();
    out.judged = dir('judged');
    await run(
      [0],
      'score',
      '--benchmark',
      clean,
      '--run',
      path.join(DEMO, 'main'),
      '--suite',
      'main',
      '--cce-endpoint',
      endpoint,
      '--cce-model',
      'judge-m',
      '--out',
      out.judged,
      '--fail-on',
      'never',
    );
    requests.cached = requests.judged;
    out.cached = dir('cached');
    await run(
      [0],
      'score',
      '--benchmark',
      clean,
      '--run',
      path.join(DEMO, 'main'),
      '--suite',
      'main',
      '--cce-model',
      'judge-m',
      '--cce-cache',
      out.judged,
      '--out',
      out.cached,
      '--fail-on',
      'never',
    );
    requests.cached = requests.judged - requests.cached;

    // import at a checkout with an uncommitted change, and a score --run there to compare with.
    const inputs = checkpointInputs(dirty);
    out.import = dir('import');
    importText = (await run([0, 1], 'import', 'checkpoint-inputs', inputs, '--benchmark', dirty, '--out', out.import))
      .stdout;
    const json = await run(
      [0, 1],
      'import',
      'checkpoint-inputs',
      inputs,
      '--benchmark',
      dirty,
      '--out',
      dir('import-json'),
      '--format',
      'json',
    );
    await validatePrinted('import-index', JSON.parse(json.stdout), 'import --format json');
    out.importScored = dir('import-scored');
    await run([0], 'score', '--benchmark', dirty, '--run', DEMO, '--out', out.importScored, '--fail-on', 'never');
  },
  slow(600_000, 'builds every producer of the file once: scores of the example with python3 verifier workers'),
);

afterAll(async () => {
  if (savedKey === undefined) delete process.env.AGENT_EVAL_CCE_API_KEY;
  else process.env.AGENT_EVAL_CCE_API_KEY = savedKey;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const models = () =>
  readdirSync(out.import, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

test('every JSON file written passes its schema: the archive (intake.json), the judge (cce-cache/), the import (index.json)', async () => {
  expect(Object.keys(await validateWritten(out.archive)).sort()).toEqual(['intake', 'prepbench', 'report']);
  expect(readJson(path.join(out.archive, 'intake.json')).form.outcome).toBe('compared');
  const judged = await validateWritten(out.judged);
  expect(judged['cce-cache']!.length).toBeGreaterThan(0);
  expect(requests.judged).toBeGreaterThan(0);
  expect(requests.cached).toBe(0);
  expect(
    readReport(out.cached).suites[0]!.trials.map((t) => (t as { cce: { requests: number } }).cce.requests),
  ).toEqual([0, 0, 0]);
  await validateWritten(out.cached);
  const imported = await validateWritten(out.import);
  expect(imported['import-index']).toEqual(['index.json']);
  expect(imported.report!.sort()).toEqual(
    models()
      .map((m) => `${m}/scores.json`)
      .sort(),
  );
});

test('the archive scores as the run does: the same suites and verdicts', () => {
  const verdicts = (dir: string) => readReport(dir).suites.map((s) => [s.name, s.trials]);
  expect(JSON.stringify(verdicts(out.archive)).replaceAll(/"path":"[^"]*"/g, '')).toEqual(
    JSON.stringify(verdicts(out.scored)).replaceAll(/"path":"[^"]*"/g, ''),
  );
});

test("the import index carries each model report's benchmark as it is, and says the uncommitted change", () => {
  const index = readJson(path.join(out.import, 'index.json'));
  expect(index.benchmark.dirty).toBeDefined();
  for (const model of models()) expect(readReport(path.join(out.import, model)).benchmark).toEqual(index.benchmark);
  for (const view of [importText, readFileSync(path.join(out.import, 'index.md'), 'utf8')])
    expect(view).toMatch(DIRTY_SAID);
});

test.each(['archive', 'judged', 'cached'] as const)(
  'score (%s) → compare (text, --json, --out) with score --run, and reliability',
  async (name) => {
    await consumeByCompare(out.scored, out[name]);
    await consumeByCompare(out[name], out.scored);
    await consumeByReliability(out[name]);
  },
);

test('import → compare (text, --json, --out) with score --run at the same dirty checkout and with each other, and reliability', async () => {
  const [a, b] = models().map((m) => path.join(out.import, m));
  await consumeByCompare(out.importScored, a!);
  await consumeByCompare(a!, b!);
  for (const m of [a!, b!]) await consumeByReliability(m);
});
