/**
 * CCE computed by agent-eval with an LLM judge, protocol `cce_backward_v1` (docs/cce.md,
 * docs/cce.md): the backward-tracing method published with AgentWorld's CCE v2, with our own
 * prompts.
 *
 *   T = the non-empty action strings, in order, numbered 1..|T|, each with its round and agent.
 *   Step 1: the judge names the actions that directly accomplished the objective → C.
 *   Step 2: rounds from last to first; a round is skipped when all its actions are in C or no
 *   action of C lies in a strictly later round; otherwise the judge names which of the round's
 *   remaining actions enable an action of C in later rounds, and they join C.
 *   CCE = |C| / |T| (4 decimals); per agent, the share of C.
 *
 * Any judge failure (HTTP error after retries, timeout, an answer still invalid after a re-ask,
 * the request budget) leaves the task pending with the reason; it is never scored 0.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { parseJsonBounded } from '../../fs/bounded-json.js';
import { readUntrusted, type FileId } from '../../fs/untrusted.js';
import { cacheKeyId, type CacheKey, type CacheRecord, CACHE_VERSION } from '../../judge/cache.js';
import type { ChatMessage } from '../../judge/client.js';
import type { CceJudge } from '../../judge/session.js';
import type { CceJudgeConfig } from '../../manifest/schema.js';
import { roundTo } from '../../metrics/common.js';
import type { CceTask } from '../../report/schema.js';
import { isObject, truncate } from '../../util/data.js';
import { byCodeUnit } from '../../util/order.js';

export const CCE_JUDGE_METHOD = 'cce_backward_trace_v1';

export interface Action {
  id: number;
  round: number;
  agent: string;
  action: string;
}

/** T: the non-empty action strings of a parsed trajectory, in order. */
function extractActions(record: unknown): Action[] {
  const rounds = (record as { rounds?: unknown })?.rounds;
  if (!Array.isArray(rounds)) return [];
  const out: Action[] = [];
  rounds.forEach((r, index) => {
    const round = typeof r?.round === 'number' && Number.isFinite(r.round) ? r.round : index + 1;
    const actions = Array.isArray(r?.actions) ? r.actions : [];
    for (const a of actions) {
      const text = typeof a?.action === 'string' ? a.action.trim() : '';
      if (!text) continue;
      const agent = typeof a?.agent_name === 'string' && a.agent_name.trim() ? a.agent_name.trim() : 'unknown';
      out.push({ id: out.length + 1, round, agent, action: text });
    }
  });
  return out;
}

interface TaskText {
  objective: string;
  context: string;
}

/** The objective and a bounded game-context excerpt from the task file (benchmark code, trusted). */
function readTaskText(taskFile: string, task: string, config: CceJudgeConfig): TaskText {
  let text = '';
  try {
    if (statSync(taskFile).size <= 4 * 1024 * 1024) text = readFileSync(taskFile, 'utf8');
  } catch {
    text = '';
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch {
    data = null;
  }
  const fields = isObject(data) ? data : {};
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 1));
  const objectiveKey = config.objective_keys.find((k) => fields[k] !== undefined && fields[k] !== null);
  const objective = objectiveKey ? show(fields[objectiveKey]) : `Complete the task ${task}.`;
  const marked = config.context_markers
    .filter((k) => fields[k] !== undefined && fields[k] !== null)
    .map((k) => `${k}: ${show(fields[k])}`);
  const context = marked.length > 0 ? marked.join('\n') : text;
  return { objective: truncate(objective, config.objective_chars), context: truncate(context, config.context_chars) };
}

const SYSTEM =
  'You evaluate trajectories of multi-agent teams in a game world. You decide which actions causally contributed ' +
  'to the team accomplishing its objective. Judge only from the information given. Reply with a single JSON object ' +
  'of the form {"ids": [<integers>]} and nothing else: no prose, no code fences.';

function line(a: Action, config: CceJudgeConfig): string {
  return `[${a.id}] round ${a.round}, ${a.agent}: ${truncate(a.action, config.action_chars).replace(/\s+/g, ' ')}`;
}

/** The system message and a user message that starts with the task and its objective. */
function chat(task: string, text: TaskText, body: string[]): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: [`Task: ${task}`, `Objective: ${text.objective}`, '', ...body].join('\n') },
  ];
}

function terminalPrompt(task: string, text: TaskText, actions: Action[], config: CceJudgeConfig): ChatMessage[] {
  return chat(task, text, [
    'The team accomplished this objective. These are all of its actions, numbered, in order:',
    ...actions.map((a) => line(a, config)),
    '',
    'Which actions directly accomplished the objective? Name only the terminal actions whose own effect completes ' +
      'the objective (for example the final craft, delivery or kill that the objective asks for), not the ' +
      'preparation that made them possible.',
    'Answer {"ids": [...]} with numbers from the list above.',
  ]);
}

function roundPrompt(
  task: string,
  text: TaskText,
  round: number,
  candidates: Action[],
  later: Action[],
  config: CceJudgeConfig,
): ChatMessage[] {
  return chat(task, text, [
    'Game context (excerpt):',
    text.context || '(none)',
    '',
    'Actions from later rounds already known to contribute to accomplishing the objective:',
    ...later.map((a) => line(a, config)),
    '',
    `Candidate actions from round ${round}:`,
    ...candidates.map((a) => line(a, config)),
    '',
    'Which candidate actions enable at least one of the contributing actions above, that is, without which that ' +
      'action would have failed, been impossible, or not been taken (for example gathering a material it uses, ' +
      'moving into position for it, or a message that coordinated it)? Leave out actions with no such effect.',
    'Answer {"ids": [...]} with candidate numbers only; {"ids": []} when none.',
  ]);
}

/** Validates a judge answer: a JSON object {"ids": [integers]} whose ids are all in `allowed`. */
export function parseIds(
  content: string,
  allowed: ReadonlySet<number>,
): { ok: true; ids: number[] } | { ok: false; error: string } {
  let text = content.trim().replace(/^```(?:json)?\s*/i, '');
  // Not `\s*```$`, which retries from each character of a run of whitespace (quadratic).
  if (text.endsWith('```')) text = text.slice(0, -3).trimEnd();
  if (!text.startsWith('{')) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end < start) return { ok: false, error: 'the answer holds no JSON object' };
    text = text.slice(start, end + 1);
  }
  const parsed = parseJsonBounded(text, 8);
  if (!parsed.ok) return { ok: false, error: `the answer is not valid JSON (${parsed.message})` };
  const ids = (parsed.value as { ids?: unknown })?.ids;
  if (!Array.isArray(ids)) return { ok: false, error: 'the answer has no "ids" array' };
  const out = new Set<number>();
  for (const id of ids) {
    if (typeof id !== 'number' || !Number.isInteger(id))
      return { ok: false, error: `id ${JSON.stringify(id)} is not an integer` };
    if (!allowed.has(id)) return { ok: false, error: `id ${id} is not one of the listed actions` };
    out.add(id);
  }
  return { ok: true, ids: [...out].sort((a, b) => a - b) };
}

export interface JudgeTaskInput {
  task: string;
  recordAbs: string;
  /** The walked record's identity: the file judged must be the one scored (fs/untrusted.ts). */
  recordId?: FileId | null;
  taskFile: string;
  maxBytes: number;
  maxDepth: number;
  protocol: string;
}

/** Judges one successful task: from the cache when possible, else by backward tracing. */
export async function judgeTask(
  judge: CceJudge,
  config: CceJudgeConfig,
  input: JudgeTaskInput,
): Promise<{ task: CceTask; requests: number }> {
  let requests = 0;
  const task = await judgeTaskInner(judge, config, input, (n) => (requests += n));
  return { task, requests };
}

async function judgeTaskInner(
  judge: CceJudge,
  config: CceJudgeConfig,
  input: JudgeTaskInput,
  count: (n: number) => void,
): Promise<CceTask> {
  const base: CceTask = {
    task: input.task,
    status: 'pending',
    trajectory_sha256: null,
    cached: false,
    T: null,
    C: null,
    cce: null,
    per_agent: null,
    answers: [],
    pending: null,
  };
  const read = readUntrusted(input.recordAbs, input.maxBytes, { expect: input.recordId });
  if (!read.ok) {
    const { problem } = read;
    if (problem.kind === 'too-big')
      return { ...base, pending: `the record is ${problem.size} bytes, over the limit of ${input.maxBytes}` };
    return { ...base, pending: `the record could not be read for judging: it ${problem.message}` };
  }
  const bytes = read.buf.subarray(0, read.length);
  const digest = createHash('sha256').update(bytes).digest('hex');
  const parsed = parseJsonBounded(bytes.toString('utf8'), input.maxDepth, { nonFinite: true }); // a record: docs/records.md, "The JSON dialect"
  if (!parsed.ok)
    return {
      ...base,
      trajectory_sha256: digest,
      pending: `the record could not be parsed for judging: ${parsed.message}`,
    };
  const actions = extractActions(parsed.value);
  const withDigest = { ...base, trajectory_sha256: digest, T: actions.length };
  if (actions.length === 0) return { ...withDigest, status: 'no_actions', C: [], cce: 0, per_agent: {}, pending: null };

  const key: CacheKey = { trajectory_sha256: digest, task: input.task, model: judge.model, protocol: input.protocol };
  // A cached judgement (checked when it was loaded: cce follows from C and T) is used only when it
  // fits this trajectory: the same |T|, and per_agent as C gives it over these actions.
  const hit = judge.cache.get(cacheKeyId(key));
  let mismatch: string | null = null;
  if (hit) {
    const shares = perAgent(actions, new Set(hit.C));
    if (hit.T !== actions.length) mismatch = `it records |T| = ${hit.T}, the trajectory has ${actions.length} actions`;
    else if (JSON.stringify(shares) !== JSON.stringify(hit.per_agent))
      mismatch = "its per_agent does not follow from C and the trajectory's actions";
    else {
      const answers = hit.answers.map((a) => ({ ...a, answer: truncate(a.answer, config.answer_chars) }));
      return {
        ...withDigest,
        status: 'judged',
        cached: true,
        C: hit.C,
        cce: roundTo(hit.C.length / actions.length, 4),
        per_agent: shares,
        answers,
      };
    }
  }
  if (!judge.client) {
    const why = mismatch
      ? `the CCE cache record for this trajectory cannot be used (${mismatch})`
      : 'not in the CCE cache';
    return { ...withDigest, pending: `${why}, and no judge endpoint is configured` };
  }

  const text = readTaskText(input.taskFile, input.task, config);
  const answers: CceTask['answers'] = [];
  const ask = async (
    messages: ChatMessage[],
    allowed: ReadonlySet<number>,
    step: 'terminal' | 'round',
    round: number | null,
  ) => {
    const conversation = [...messages];
    let lastError = '';
    for (let attempt = 0; attempt <= judge.answerRetries; attempt++) {
      const r = await judge.client!.complete(conversation);
      count(r.attempts);
      if (!r.ok) return { ok: false as const, error: r.error };
      const content = judge.client!.redact(r.content);
      answers.push({ step, round, answer: truncate(content, config.answer_chars) });
      const ids = parseIds(r.content, allowed);
      if (ids.ok) return ids;
      lastError = `invalid answer: ${ids.error}`;
      conversation.push({ role: 'assistant', content: truncate(r.content, config.answer_chars) });
      conversation.push({
        role: 'user',
        content: `That answer is not usable: ${ids.error}. Reply with only {"ids": [...]} using numbers from the list.`,
      });
    }
    return { ok: false as const, error: `${lastError} (after ${judge.answerRetries + 1} answers)` };
  };
  const fail = (where: string, error: string): CceTask => ({
    ...withDigest,
    answers,
    pending: `CCE judge failed at ${where}: ${error}`,
  });

  const all = new Set(actions.map((a) => a.id));
  const first = await ask(terminalPrompt(input.task, text, actions, config), all, 'terminal', null);
  if (!first.ok) return fail('step 1 (terminal actions)', first.error);
  const C = new Set(first.ids);

  const rounds = [...new Set(actions.map((a) => a.round))].sort((a, b) => b - a);
  for (const round of rounds) {
    const remaining = actions.filter((a) => a.round === round && !C.has(a.id));
    const later = actions.filter((a) => C.has(a.id) && a.round > round);
    if (remaining.length === 0 || later.length === 0) continue;
    const r = await ask(
      roundPrompt(input.task, text, round, remaining, later, config),
      new Set(remaining.map((a) => a.id)),
      'round',
      round,
    );
    if (!r.ok) return fail(`round ${round}`, r.error);
    for (const id of r.ids) C.add(id);
  }

  const ids = [...C].sort((a, b) => a - b);
  return {
    ...withDigest,
    status: 'judged',
    C: ids,
    cce: roundTo(ids.length / actions.length, 4),
    per_agent: perAgent(actions, C),
    answers,
    pending: null,
  };
}

export function perAgent(
  actions: Action[],
  C: ReadonlySet<number>,
): Record<string, { actions: number; contributing: number; share: number }> {
  // A Map: an agent's name comes from the record, and "__proto__" must be an agent like any other.
  const out = new Map<string, { actions: number; contributing: number; share: number }>();
  for (const a of [...actions].sort((x, y) => byCodeUnit(x.agent, y.agent) || x.id - y.id)) {
    const entry = out.get(a.agent) ?? { actions: 0, contributing: 0, share: 0 };
    out.set(a.agent, entry);
    entry.actions++;
    if (C.has(a.id)) entry.contributing++;
  }
  for (const entry of out.values()) entry.share = C.size === 0 ? 0 : roundTo(entry.contributing / C.size, 4);
  return Object.fromEntries(out);
}

/** The cache record of a judged task (written with the report). */
export function cacheRecordOf(t: CceTask, model: string, protocol: string): CacheRecord | null {
  if (t.status !== 'judged' || !t.trajectory_sha256 || t.T === null || !t.C || t.cce === null || !t.per_agent)
    return null;
  return {
    cache_version: CACHE_VERSION,
    key: { trajectory_sha256: t.trajectory_sha256, task: t.task, model, protocol },
    T: t.T,
    C: t.C,
    cce: t.cce,
    per_agent: t.per_agent,
    answers: t.answers,
  };
}
