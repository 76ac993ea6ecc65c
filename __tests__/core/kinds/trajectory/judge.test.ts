/**
 * CCE computed by agent-eval with an LLM judge, end to end through the CLI entry (in-process)
 * against a real HTTP server on 127.0.0.1 speaking the chat-completions API with scripted
 * answers, with the real Python test verifier deciding success.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseIds, perAgent } from '../../../../src/core/kinds/trajectory/judge.js';
import { retryAfter } from '../../../../src/core/judge/client.js';
import { verifierEnv } from '../../../../src/core/verifier/env.js';
import { cli, makeBenchmark, readReport, tempDir, write } from '../../../support/helpers.js';
import { VERIFIER_TIMEOUT_S } from '../../../setup/timeouts.js';

const KEY = 'sk-test-CCE-SECRET-7f3a9';

interface Seen {
  at: number;
  auth: string | undefined;
  body: { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
  /** 'terminal' or the round number asked about. */
  step: 'terminal' | number;
}

type Reply = string | { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/** A chat-completions server; `script(step, n)` gives the reply to the n-th request (0-based) for that step. */
async function judgeServer(script: (step: 'terminal' | number, seen: Seen[]) => Reply) {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const body = JSON.parse(data);
      const user = body.messages.find((m: { role: string }) => m.role === 'user').content as string;
      const round = /Candidate actions from round (\d+)/.exec(user);
      const step = round ? Number(round[1]) : 'terminal';
      const entry: Seen = { at: Date.now(), auth: req.headers.authorization, body, step };
      seen.push(entry);
      const reply = script(step, seen);
      if (reply === 'hang') return;
      if (typeof reply === 'string') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          }),
        );
      } else {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? '{"error": {"message": "scripted"}}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}/v1`, host: `127.0.0.1:${port}`, seen };
}

const servers: Server[] = [];
const savedEnv = { ...process.env };
beforeEach(() => {
  process.env.AGENT_EVAL_CCE_API_KEY = KEY;
  process.env.AGENT_EVAL_CCE_BACKOFF_MS = '20';
  process.env.AGENT_EVAL_CCE_RETRIES = '2';
});
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  for (const k of Object.keys(process.env)) if (k.startsWith('AGENT_EVAL_CCE')) delete process.env[k];
  Object.assign(process.env, savedEnv);
});

const ids = (...n: number[]) => JSON.stringify({ ids: n });

/**
 * Round 1: [1] alice gather(wood), [2] bob chat(hello)
 * Round 2: [3] alice craft(planks), [4] bob wander()
 * Round 3: [5] alice craft(staff)   (bob's empty action is not in T)
 * Round 4: [6] bob dance()
 */
function successRecord(task: string) {
  const a = (agent_name: string, action: string) => ({ agent_name, status: 'success', action, observation: 'ok' });
  return {
    task_key: task,
    rounds: [
      { round: 1, actions: [a('alice', 'gather(wood)'), a('bob', 'chat(hello)')] },
      { round: 2, actions: [a('alice', 'craft(planks)'), a('bob', 'wander()')] },
      { round: 3, actions: [a('alice', 'craft(staff)'), a('bob', '  ')] },
      { round: 4, actions: [a('bob', 'dance()')] },
    ],
    metrics: { total_rounds: 4, total_chats: 1, task_verified_success: true },
    script: { success: true, message: 'Staff crafted: True' },
  };
}

const SUITE = `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier: {command: [python3, verifiers/scripted.py], timeout_s: ${VERIFIER_TIMEOUT_S}, workers: 2}
    cce: {records: "cce/*.json", judge: {context_chars: 300}}
`;

function setup(tasks: string[], records: Record<string, object>) {
  const bench = makeBenchmark({ tasks: { main: tasks }, suiteYaml: () => SUITE });
  for (const t of tasks)
    write(
      path.join(bench, `tasks/main/${t}.yaml`),
      `objective: Craft a staff for ${t}\ncontext:\n  recipes: {staff: [planks], planks: [wood]}\nunrelated: do not show\n`,
    );
  const run = tempDir();
  for (const [name, record] of Object.entries(records))
    write(path.join(run, 'main/trial-1', `${name}_trajectory.json`), record);
  return { bench, run };
}

async function score(bench: string, run: string, ...extra: string[]) {
  const out = tempDir('agent-eval-out-');
  const result = await cli('score', '--benchmark', bench, '--run', run, '--out', out, ...extra);
  return { ...result, report: readReport(out), out, trial: readReport(out).suites[0].trials[0] };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

test('backward tracing adds the right actions round by round, skips rounds without a request, and a second run with the cache makes zero requests', async () => {
  const { bench, run } = setup(['task_01_staff', 'task_02_failed'], {
    a: successRecord('task_01_staff'),
    b: { ...successRecord('task_02_failed'), script: 'env' }, // the verifier fails it and reports its environment
  });
  const server = await judgeServer((step) =>
    step === 'terminal' ? ids(5) : step === 2 ? ids(3) : step === 1 ? ids(1) : ids(),
  );
  const first = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'judge-m1');

  // Step 1, then round 2 and round 1 only: round 4 has no member of C after it, round 3 is all in C.
  expect(server.seen.map((s) => s.step)).toEqual(['terminal', 2, 1]);
  expect(
    server.seen.every((s) => s.body.temperature === 0 && s.body.model === 'judge-m1' && s.auth === `Bearer ${KEY}`),
  ).toBe(true);
  const [terminal, round2, round1] = server.seen.map((s) => s.body.messages.find((m) => m.role === 'user')!.content);
  expect(terminal).toContain('Objective: Craft a staff for task_01_staff');
  expect(terminal).toContain('[5] round 3, alice: craft(staff)');
  expect(terminal).toContain('[6] round 4, bob: dance()');
  expect(terminal).not.toContain('[7]');
  expect(round2).toMatch(
    /later rounds[^\n]*\n\[5\] round 3, alice: craft\(staff\)\n\nCandidate actions from round 2:\n\[3\] round 2, alice: craft\(planks\)\n\[4\] round 2, bob: wander\(\)\n/,
  );
  expect(round2).toContain('recipes');
  expect(round2).not.toContain('do not show');
  expect(round1).toMatch(
    /\[3\] round 2, alice: craft\(planks\)\n\[5\] round 3, alice: craft\(staff\)\n\nCandidate actions from round 1:\n\[1\] .*\n\[2\] .*\n/,
  );

  const { trial } = first;
  expect(first.code).toBe(0);
  expect(trial.final).toBe(true);
  expect(trial.cce).toMatchObject({
    source: 'judge',
    judge: { model: 'judge-m1', endpoint_host: server.host, protocol: 'cce_backward_v1' },
    requests: 3,
  });
  const [staff, failed] = trial.cce.tasks;
  expect(staff).toMatchObject({
    task: 'task_01_staff',
    status: 'judged',
    cached: false,
    T: 6,
    C: [1, 3, 5],
    cce: 0.5,
    pending: null,
  });
  expect(staff.per_agent).toEqual({
    alice: { actions: 3, contributing: 3, share: 1 },
    bob: { actions: 3, contributing: 0, share: 0 },
  });
  expect(staff.answers.map((a: { step: string; round: number | null }) => [a.step, a.round])).toEqual([
    ['terminal', null],
    ['round', 2],
    ['round', 1],
  ]);
  expect(failed).toMatchObject({ task: 'task_02_failed', status: 'failed_task', cce: 0 });
  // The mean includes the failed task as 0.
  expect(trial.metrics.CCE).toMatchObject({
    value: 0.25,
    method: 'cce_backward_trace_v1',
    source: 'judge',
    judges: [{ model: 'judge-m1', endpoint: server.host }],
  });

  // The key reaches neither the verifier's environment nor any file written.
  const envMessage = trial.verdicts.find((v: { task: string }) => v.task === 'task_02_failed').message as string;
  expect(envMessage).toMatch(/^ENV /);
  expect(envMessage).not.toContain('CCE');
  for (const file of allFiles(first.out)) expect(readFileSync(file, 'utf8')).not.toContain(KEY);
  const cacheFiles = readdirSync(path.join(first.out, 'cce-cache'));
  expect(cacheFiles).toHaveLength(1);
  expect(JSON.parse(readFileSync(path.join(first.out, 'cce-cache', cacheFiles[0]!), 'utf8'))).toMatchObject({
    key: {
      task: 'task_01_staff',
      model: 'judge-m1',
      protocol: 'cce_backward_v1',
      trajectory_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
    C: [1, 3, 5],
    T: 6,
  });

  // Second run, same inputs, with the cache: zero requests, same result.
  const before = server.seen.length;
  const second = await score(
    bench,
    run,
    '--cce-endpoint',
    server.url,
    '--cce-model',
    'judge-m1',
    '--cce-cache',
    first.out,
  );
  expect(server.seen.length).toBe(before);
  expect(second.trial.cce.requests).toBe(0);
  expect(second.trial.cce.tasks[0]).toMatchObject({ cached: true, C: [1, 3, 5], cce: 0.5 });
  expect(second.trial.metrics.CCE.value).toBe(0.25);

  // A different model is a different key: it is judged again.
  await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'judge-m2', '--cce-cache', first.out);
  expect(server.seen.length).toBe(before + 3);
  // A changed trajectory is judged again too.
  write(path.join(run, 'main/trial-1/a_trajectory.json'), { ...successRecord('task_01_staff'), extra: 1 });
  await score(
    bench,
    run,
    '--cce-endpoint',
    server.url,
    '--cce-model',
    'judge-m1',
    '--cce-cache',
    path.join(first.out, 'cce-cache'),
  );
  expect(server.seen.length).toBe(before + 6);
});

test('a malformed answer is re-asked once; still malformed leaves the task pending (never 0) and the trial not final', async () => {
  const { bench, run } = setup(['task_01_staff', 'task_02_other'], {
    a: successRecord('task_01_staff'),
    b: successRecord('task_02_other'),
  });
  const server = await judgeServer((step, seen) => {
    const user = seen[seen.length - 1]!.body.messages[1]!.content;
    if (user.includes('task_02_other')) return 'I think action five. {"ids": [5';
    // task_01: malformed once (in a code fence, but not JSON), then valid; fenced JSON is accepted.
    const mine = seen.filter((s) => s.body.messages[1]!.content.includes('task_01_staff') && s.step === step).length;
    if (step === 'terminal') return mine === 1 ? '```json\n{ids: [5]}\n```' : '```json\n{"ids": [5]}\n```';
    return ids();
  });
  const { trial, code } = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  expect(code).toBe(1);
  const [one, two] = trial.cce.tasks;
  expect(one).toMatchObject({ status: 'judged', C: [5], cce: 0.1667 });
  // The re-ask carries the rejected answer and why.
  const reask = server.seen.filter((s) => s.body.messages[1]!.content.includes('task_01_staff'))[1]!;
  expect(reask.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(reask.body.messages[3]!.content).toMatch(/not usable: the answer is not valid JSON/);
  expect(two).toMatchObject({ status: 'pending', cce: null, C: null });
  expect(two.pending).toMatch(
    /^CCE judge failed at step 1 \(terminal actions\): invalid answer: the answer holds no JSON object \(after 2 answers\)$/,
  );
  expect(two.answers).toHaveLength(2);
  expect(server.seen.filter((s) => s.body.messages[1]!.content.includes('task_02_other'))).toHaveLength(2);
  expect(trial).toMatchObject({ final: false, valid: true });
  expect(trial.pending).toEqual([{ task: 'task_02_other', what: two.pending }]);
  expect(trial.metrics.CCE.value).toBeNull();
  expect(trial.verdicts.find((v: { task: string }) => v.task === 'task_02_other').details.cce).toBeNull();
});

test('ids out of range (not in the list, or not a candidate of the round) leave the task pending', async () => {
  const { bench, run } = setup(['task_01_staff', 'task_02_other'], {
    a: successRecord('task_01_staff'),
    b: successRecord('task_02_other'),
  });
  const server = await judgeServer((step, seen) => {
    const user = seen[seen.length - 1]!.body.messages[1]!.content;
    if (user.includes('task_01_staff')) return step === 'terminal' ? ids(99) : ids();
    return step === 'terminal' ? ids(5) : ids(5); // 5 is already in C, not a candidate of round 2
  });
  const { trial } = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  const [one, two] = trial.cce.tasks;
  expect(one.pending).toBe(
    'CCE judge failed at step 1 (terminal actions): invalid answer: id 99 is not one of the listed actions (after 2 answers)',
  );
  expect(two.pending).toBe(
    'CCE judge failed at round 2: invalid answer: id 5 is not one of the listed actions (after 2 answers)',
  );
  expect(trial.final).toBe(false);
  expect(trial.metrics.CCE.value).toBeNull();
});

test('429 with Retry-After is waited out and retried, then 200 is used', async () => {
  const { bench, run } = setup(['task_01_staff'], { a: successRecord('task_01_staff') });
  const server = await judgeServer((step, seen) =>
    seen.length === 1 ? { status: 429, headers: { 'retry-after': '1' } } : step === 'terminal' ? ids(5, 6) : ids(),
  );
  const { trial } = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  expect(server.seen[1]!.at - server.seen[0]!.at).toBeGreaterThanOrEqual(900);
  expect(trial.cce.tasks[0]).toMatchObject({ status: 'judged', C: [5, 6] });
  expect(trial.cce.requests).toBe(server.seen.length);
  expect(trial.final).toBe(true);
});

test('HTTP 500 forever: bounded retries, then pending with the reason', async () => {
  const { bench, run } = setup(['task_01_staff'], { a: successRecord('task_01_staff') });
  const server = await judgeServer(() => ({ status: 500, body: 'upstream exploded' }));
  const { trial, code } = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  expect(server.seen).toHaveLength(3); // AGENT_EVAL_CCE_RETRIES=2
  expect(trial.cce.tasks[0]).toMatchObject({ status: 'pending', cce: null });
  expect(trial.pending[0].what).toBe(
    'CCE judge failed at step 1 (terminal actions): HTTP 500: upstream exploded (3 attempts)',
  );
  expect(trial.final).toBe(false);
  expect(code).toBe(1);
});

test('a hanging endpoint times out per request and leaves the task pending', async () => {
  process.env.AGENT_EVAL_CCE_RETRIES = '1';
  const { bench, run } = setup(['task_01_staff'], { a: successRecord('task_01_staff') });
  const server = await judgeServer(() => 'hang');
  const { trial } = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm', '--cce-timeout', '0.3');
  expect(server.seen).toHaveLength(2);
  expect(trial.pending[0].what).toBe(
    'CCE judge failed at step 1 (terminal actions): timed out after 300 ms (2 attempts)',
  );
  expect(trial.metrics.CCE.value).toBeNull();
});

test('the request budget and the concurrency limit hold; tasks left over are pending', async () => {
  const tasks = ['task_01_a', 'task_02_b', 'task_03_c', 'task_04_d'];
  const { bench, run } = setup(tasks, Object.fromEntries(tasks.map((t) => [t, successRecord(t)])));
  let inFlight = 0;
  let most = 0;
  // A slow server, to see how many requests are in flight at once.
  const slow = createServer((req, res) => {
    inFlight++;
    most = Math.max(most, inFlight);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: ids(1, 2, 3, 4, 5, 6) } }] }));
      }, 50),
    );
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  servers.push(slow);
  const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/v1`;
  const { trial } = await score(
    bench,
    run,
    '--cce-endpoint',
    url,
    '--cce-model',
    'm',
    '--cce-concurrency',
    '2',
    '--cce-max-requests',
    '3',
  );
  expect(most).toBeLessThanOrEqual(2);
  const judged = trial.cce.tasks.filter((t: { status: string }) => t.status === 'judged');
  expect(judged).toHaveLength(3);
  expect(judged[0]).toMatchObject({ C: [1, 2, 3, 4, 5, 6], cce: 1 });
  const pending = trial.cce.tasks.filter((t: { status: string }) => t.status === 'pending');
  expect(pending).toHaveLength(1);
  expect(pending[0].pending).toMatch(/request budget of 3 requests for this run exhausted/);
  expect(trial.cce.requests).toBe(3);
});

test('a successful task with no actions is CCE 0 without a request; without a judge the saved records are used, as before', async () => {
  const { bench, run } = setup(['task_01_staff'], {
    a: { ...successRecord('task_01_staff'), rounds: [{ round: 1, actions: [{ agent_name: 'a', action: '' }] }] },
  });
  const server = await judgeServer(() => ids());
  const judged = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  expect(server.seen).toHaveLength(0);
  expect(judged.trial.cce.tasks[0]).toMatchObject({ status: 'no_actions', T: 0, C: [], cce: 0 });
  expect(judged.trial.metrics.CCE.value).toBe(0);

  write(path.join(run, 'main/trial-1/cce/a.json'), {
    task_key: 'task_01_staff',
    judge: { model: 'theirs', endpoint: 'https://x/v1' },
    C: [1],
    T: [1, 2],
  });
  const saved = await score(bench, run);
  expect(saved.trial.cce).toBeUndefined();
  expect(saved.trial.metrics.CCE).toMatchObject({
    value: 0.5,
    source: 'saved_judge_records',
    method: 'cce_saved_judge_v1',
  });
  expect(readdirSync(saved.out)).not.toContain('cce-cache');
});

test('agents and a task named __proto__, constructor or toString are judged, written to scores.json, shown, and read back from the cache', async () => {
  const act = (agent_name: string, action: string) => ({ agent_name, status: 'success', action, observation: 'ok' });
  const record = {
    ...successRecord('__proto__'),
    rounds: [
      { round: 1, actions: [act('__proto__', 'gather(wood)'), act('constructor', 'chat(hello)')] },
      { round: 2, actions: [act('toString', 'craft(staff)')] },
    ],
  };
  const { bench, run } = setup(['__proto__', 'constructor'], { a: record, b: successRecord('constructor') });
  const server = await judgeServer((step) => (step === 'terminal' ? ids(3) : step === 1 ? ids(1) : ids()));
  const first = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm');
  const shares = (text: string) =>
    (
      JSON.parse(text) as {
        suites: Array<{ trials: Array<{ cce: { tasks: Array<{ task: string; per_agent: object }> } }> }>;
      }
    ).suites[0]!.trials[0]!.cce.tasks;
  const written = readFileSync(path.join(first.out, 'scores.json'), 'utf8');
  const proto = shares(written).find((t) => t.task === '__proto__')!;
  expect(proto).toBeDefined();
  expect(Object.entries(proto.per_agent)).toEqual([
    ['__proto__', { actions: 1, contributing: 1, share: 0.5 }],
    ['constructor', { actions: 1, contributing: 0, share: 0 }],
    ['toString', { actions: 1, contributing: 1, share: 0.5 }],
  ]);
  expect(first.trial.verdicts.map((v: { task: string }) => v.task)).toEqual(['__proto__', 'constructor']);
  expect(readFileSync(path.join(first.out, 'summary.md'), 'utf8')).toMatch(/^\| `__proto__` \| ✅ success \|/m);

  // The cache record keeps the agent named __proto__, so its per_agent still follows from C: no request, the same
  // shares.
  const before = server.seen.length;
  const again = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'm', '--cce-cache', first.out);
  expect(server.seen.length).toBe(before);
  const cached = shares(readFileSync(path.join(again.out, 'scores.json'), 'utf8')).find((t) => t.task === '__proto__')!;
  expect(cached).toMatchObject({ status: 'judged', cached: true });
  expect(Object.keys(cached.per_agent)).toEqual(['__proto__', 'constructor', 'toString']);
});

test('flags: the judge needs a model; an endpoint with credentials is refused; the key is never a flag', async () => {
  const { bench, run } = setup(['task_01_staff'], { a: successRecord('task_01_staff') });
  expect(
    (await cli('score', '--benchmark', bench, '--run', run, '--cce-endpoint', 'http://127.0.0.1:9/v1')).stderr,
  ).toMatch(/--cce-endpoint needs --cce-model/);
  expect((await cli('score', '--benchmark', bench, '--run', run, '--cce-model', 'm')).stderr).toMatch(
    /--cce-model needs --cce-endpoint/,
  );
  expect(
    (await cli('score', '--benchmark', bench, '--run', run, '--cce-model', 'm', '--cce-endpoint', 'https://u:p@h/v1'))
      .stderr,
  ).toMatch(/must not carry credentials/);
  expect((await cli('score', '--benchmark', bench, '--run', run, '--cce-api-key', 'x')).code).toBe(2);
});

test('the judge key never reaches a verifier, even when the manifest asks for it', () => {
  const env = verifierEnv(
    { PATH: '/bin', AGENT_EVAL_CCE_API_KEY: KEY, OPENAI_API_KEY: KEY, 'INPUT_CCE-API-KEY': KEY },
    ['AGENT_EVAL_CCE_API_KEY', 'OPENAI_API_KEY'],
  );
  expect(Object.values(env)).not.toContain(KEY);
  expect(env.PATH).toBe('/bin');
});

test('answer validation and Retry-After parsing', () => {
  const allowed = new Set([1, 2, 3]);
  expect(parseIds('{"ids": [3, 1, 3]}', allowed)).toEqual({ ok: true, ids: [1, 3] });
  expect(parseIds('Sure: {"ids": []}', allowed)).toEqual({ ok: true, ids: [] });
  expect(parseIds('{"ids": [1.5]}', allowed)).toEqual({ ok: false, error: 'id 1.5 is not an integer' });
  expect(parseIds('{"ids": ["2"]}', allowed)).toEqual({ ok: false, error: 'id "2" is not an integer' });
  expect(parseIds('{"ids": [0]}', allowed)).toEqual({ ok: false, error: 'id 0 is not one of the listed actions' });
  expect(parseIds('{"answer": [1]}', allowed)).toEqual({ ok: false, error: 'the answer has no "ids" array' });
  expect(parseIds('none', allowed)).toEqual({ ok: false, error: 'the answer holds no JSON object' });
  expect(retryAfter('2')).toBe(2000);
  expect(retryAfter(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
  expect(retryAfter('soon')).toBeUndefined();
  expect(retryAfter(null)).toBeUndefined();
});

test('sharded judge mode: 3 shards each judge their own tasks, and merge gives the unsharded report, cache and request count', async () => {
  const tasks = ['task_01_a', 'task_02_b', 'task_03_c', 'task_04_d', 'task_05_e', 'task_06_f'];
  const records: Record<string, object> = {};
  for (const t of tasks)
    records[t] =
      t === 'task_04_d' ? { ...successRecord(t), script: { success: false, message: 'no staff' } } : successRecord(t);
  const { bench, run } = setup(tasks, records);
  // task_06_f's terminal question always gets garbage: pending in every layout (never 0).
  const server = await judgeServer((step, seen) => {
    const user = seen[seen.length - 1]!.body.messages.find((m) => m.role === 'user')!.content;
    if (user.includes('task_06_f')) return 'not json';
    return step === 'terminal' ? ids(5) : step === 2 ? ids(3) : step === 1 ? ids(1) : ids();
  });
  const flags = ['--cce-endpoint', server.url, '--cce-model', 'judge-m1', '--fail-on', 'never'];
  const whole = await score(bench, run, ...flags);
  const wholeRequests = server.seen.length;
  expect(whole.trial.cce.tasks.map((t: { task: string; status: string }) => [t.task, t.status])).toEqual([
    ['task_01_a', 'judged'],
    ['task_02_b', 'judged'],
    ['task_03_c', 'judged'],
    ['task_04_d', 'failed_task'],
    ['task_05_e', 'judged'],
    ['task_06_f', 'pending'],
  ]);
  expect(whole.trial.final).toBe(false);

  const shardDirs: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const dir = tempDir('agent-eval-shard-');
    const r = await cli('score', '--benchmark', bench, '--run', run, '--out', dir, '--shard', `${i}/3`, ...flags);
    expect(r.code).toBe(0);
    shardDirs.push(dir);
  }
  // Each shard asked only about its own tasks: together exactly what the unsharded run asked.
  expect(server.seen.length - wholeRequests).toBe(wholeRequests);
  const merged = tempDir('agent-eval-merged-');
  const m = await cli('merge', ...shardDirs, '--out', merged, '--fail-on', 'never');
  expect(m.code).toBe(0);
  for (const f of ['scores.json', 'summary.md', 'summary.csv']) {
    expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(whole.out, f), 'utf8'));
  }
  const cache = (dir: string) =>
    readdirSync(path.join(dir, 'cce-cache'))
      .sort()
      .map((n) => readFileSync(path.join(dir, 'cce-cache', n), 'utf8'));
  expect(cache(merged)).toEqual(cache(whole.out));
  expect(readReport(merged).suites[0].trials[0].cce.requests).toBe(wholeRequests);

  // A tampered partial that repeats its pending task, once more as pending and once as a judged
  // CCE of 1: named, the report invalid, and the repeats dropped (CCE and coverage count each task once).
  const holder = shardDirs.find((d) =>
    readFileSync(path.join(d, 'partial.json'), 'utf8').includes('"task": "task_06_f"'),
  )!;
  const partial = JSON.parse(readFileSync(path.join(holder, 'partial.json'), 'utf8'));
  const trial = partial.suites[0].trials[0];
  trial.pending.push({ ...trial.pending.find((p: { task: string }) => p.task === 'task_06_f') });
  trial.cce.tasks.push({
    ...trial.cce.tasks.find((t: { task: string }) => t.task === 'task_06_f'),
    status: 'judged',
    cce: 1,
    pending: null,
  });
  writeFileSync(path.join(holder, 'partial.json'), JSON.stringify(partial));
  const tampered = tempDir('agent-eval-merged-');
  const t = await cli('merge', ...shardDirs, '--out', tampered, '--fail-on', 'invalid');
  expect(t.code).toBe(1);
  expect(t.stderr).toMatch(
    /inconsistent_partial: .*partial\.json \(shard \d\/3\) has more than one pending item for a task in suite main, trial main\/trial-1: task_06_f/,
  );
  expect(t.stderr).toMatch(
    /inconsistent_partial: .*has more than one CCE judgement for a task in suite main, trial main\/trial-1: task_06_f/,
  );
  const got = readReport(tampered).suites[0].trials[0];
  const want = readReport(merged).suites[0].trials[0];
  expect({ status: readReport(tampered).status, cce: got.cce.tasks, pending: got.pending }).toEqual({
    status: 'invalid',
    cce: want.cce.tasks,
    pending: want.pending,
  });
});

test('forged cache records are never used as given: a judgement is re-derived from its C and T, and every skipped cache file is named in the report', async () => {
  const tasks = ['task_01_a', 'task_02_b', 'task_03_c', 'task_04_d', 'task_05_e', 'task_06_f'];
  const { bench, run } = setup(tasks, Object.fromEntries(tasks.map((t) => [t, successRecord(t)])));
  const server = await judgeServer((step) =>
    step === 'terminal' ? ids(5) : step === 2 ? ids(3) : step === 1 ? ids(1) : ids(),
  );
  const first = await score(bench, run, '--cce-endpoint', server.url, '--cce-model', 'judge-m1');
  expect(first.code).toBe(0);
  const dir = path.join(first.out, 'cce-cache');
  const fileOf = (task: string) => readdirSync(dir).find((n) => n.startsWith(`${task}.`))!;
  const edit = (task: string, change: (r: Record<string, unknown>) => void) => {
    const file = path.join(dir, fileOf(task));
    const record = JSON.parse(readFileSync(file, 'utf8'));
    change(record);
    writeFileSync(file, JSON.stringify(record));
  };
  const all = [1, 2, 3, 4, 5, 6];
  const allShares = {
    alice: { actions: 3, contributing: 3, share: 0.5 },
    bob: { actions: 3, contributing: 3, share: 0.5 },
  };
  // |C| / |T| = 1 in each, stated as 7.5, −3 and (twice) 1.7e308; a forged per_agent; a forged |T|.
  edit('task_01_a', (r) => Object.assign(r, { C: all, cce: 7.5, per_agent: allShares }));
  edit('task_02_b', (r) => Object.assign(r, { C: all, cce: -3, per_agent: allShares }));
  edit('task_03_c', (r) => Object.assign(r, { C: all, cce: 1.7e308, per_agent: allShares }));
  edit('task_04_d', (r) => Object.assign(r, { C: all, cce: 1.7e308, per_agent: allShares }));
  edit('task_05_e', (r) =>
    Object.assign(r, {
      per_agent: { alice: { actions: 3, contributing: 0, share: 0 }, bob: { actions: 3, contributing: 3, share: 1 } },
    }),
  );
  edit('task_06_f', (r) => Object.assign(r, { T: 3, C: [1, 3], cce: 0.6667 }));
  // Files that are no cache record at all.
  const outside = write(
    path.join(tempDir(), 'elsewhere.json'),
    readFileSync(path.join(dir, fileOf('task_06_f')), 'utf8'),
  );
  symlinkSync(outside, path.join(dir, 'linked.json'));
  write(path.join(dir, 'broken.json'), '{"cache_version": 1,');
  write(path.join(dir, 'empty.json'), {});
  mkdirSync(path.join(dir, 'folder.json'));

  // Cache only: nothing forged is used; the tasks are pending, never a made-up CCE.
  const cached = await score(bench, run, '--cce-model', 'judge-m1', '--cce-cache', first.out);
  expect(cached.code).toBe(1);
  const pending = Object.fromEntries(
    cached.trial.cce.tasks.map((t: { task: string; status: string; cce: number | null; pending: string }) => [
      t.task,
      [t.status, t.cce, t.pending],
    ]),
  );
  const notCached = 'not in the CCE cache, and no judge endpoint is configured';
  expect(pending).toEqual({
    task_01_a: ['pending', null, notCached],
    task_02_b: ['pending', null, notCached],
    task_03_c: ['pending', null, notCached],
    task_04_d: ['pending', null, notCached],
    task_05_e: [
      'pending',
      null,
      "the CCE cache record for this trajectory cannot be used (its per_agent does not follow from C and the trajectory's actions), and no judge endpoint is configured",
    ],
    task_06_f: [
      'pending',
      null,
      'the CCE cache record for this trajectory cannot be used (it records |T| = 3, the trajectory has 6 actions), and no judge endpoint is configured',
    ],
  });
  expect(cached.trial.metrics.CCE.value).toBeNull();
  expect(cached.report.suites[0].notes).toEqual([
    expect.stringMatching(/^CCE cache file skipped \(not used\): broken\.json: Malformed JSON: /),
    expect.stringMatching(/^CCE cache file skipped \(not used\): empty\.json: not a CCE cache record: cache_version: /),
    'CCE cache file skipped (not used): folder.json: not a regular file',
    'CCE cache file skipped (not used): linked.json: a symbolic link (not followed)',
    `CCE cache file skipped (not used): ${fileOf('task_01_a')}: cce 7.5 does not follow from C and T (|C| / |T| = 6/6 = 1)`,
    `CCE cache file skipped (not used): ${fileOf('task_02_b')}: cce -3 does not follow from C and T (|C| / |T| = 6/6 = 1)`,
    `CCE cache file skipped (not used): ${fileOf('task_03_c')}: cce 1.7e+308 does not follow from C and T (|C| / |T| = 6/6 = 1)`,
    `CCE cache file skipped (not used): ${fileOf('task_04_d')}: cce 1.7e+308 does not follow from C and T (|C| / |T| = 6/6 = 1)`,
  ]);
  expect(readFileSync(path.join(cached.out, 'summary.md'), 'utf8')).toContain(
    'linked.json: a symbolic link \\(not followed\\)',
  );

  // With an endpoint, the skipped and mismatched records are judged afresh: every CCE is the judge's.
  const before = server.seen.length;
  const judged = await score(
    bench,
    run,
    '--cce-endpoint',
    server.url,
    '--cce-model',
    'judge-m1',
    '--cce-cache',
    first.out,
  );
  expect(judged.code).toBe(0);
  expect(server.seen.length - before).toBe(6 * 3);
  expect(judged.trial.cce.tasks.map((t: { cached: boolean; cce: number }) => [t.cached, t.cce])).toEqual(
    tasks.map(() => [false, 0.5]),
  );
  expect(judged.trial.metrics.CCE.value).toBe(0.5);
  expect(judged.report.suites[0].notes).toHaveLength(8);
});

test('an agent named "__proto__" is counted like any other agent, and nothing leaks onto Object.prototype', () => {
  const actions = [
    { id: 1, round: 1, agent: '__proto__', action: 'a' },
    { id: 2, round: 1, agent: 'alice', action: 'b' },
    { id: 3, round: 2, agent: '__proto__', action: 'c' },
  ];
  const out = perAgent(actions as Parameters<typeof perAgent>[0], new Set([1, 2]));
  expect(Object.keys(out)).toEqual(['__proto__', 'alice']);
  expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ actions: 2, contributing: 1, share: 0.5 });
  expect(Object.prototype).not.toHaveProperty('actions');
});
