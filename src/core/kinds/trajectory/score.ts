/**
 * Scores one trial of a trajectory suite: find records, read and identify each, send the first
 * record of each task to the verifier as soon as it is known (so verification overlaps
 * reading), then settle duplicates, PSR credits and judge records into verdicts.
 */
import { otherTasksNote } from '../kind.js';
import { readJsonBounded, yieldToEventLoop } from '../../fs/bounded-json.js';
import { globToRegExp } from '../../fs/glob.js';
import type { FileId } from '../../fs/untrusted.js';
import { findFiles } from '../../fs/walk.js';
import { duplicateMessage } from '../../layout/messages.js';
import type { TrajectorySuite } from '../../manifest/schema.js';
import type { CceTask, CceTrial, TrialErrorEntry, Verdict } from '../../report/schema.js';
import type { CceJudge } from '../../judge/session.js';
import type { Verifier, VerifyOutcome } from '../../verifier/index.js';
import type { SuiteScorer, TrialInput, TrialOutcome } from '../kind.js';
import { readJudgeRecord } from './cce.js';
import { identifyTask } from './identify.js';
import { judgeTask } from './judge.js';
import { taskPsrCredit } from './psr.js';
import { readTrajectoryFile, type TrajectoryRecord } from './record.js';
import { RecordCopies } from './record-copies.js';
import { byKey } from '../../util/order.js';

interface Found {
  rel: string;
  abs: string;
  id: FileId;
  record: TrajectoryRecord;
  outcome?: Promise<VerifyOutcome>;
}

/** `judge`: agent-eval's own CCE judge for this run, when one is configured. */
export function trajectoryScorer(suite: TrajectorySuite, verifier: Verifier, judge?: CceJudge): SuiteScorer {
  return {
    scoreTrial: (input) => scoreTrial(suite, verifier, input, judge),
    close: () => verifier.close(),
  };
}

async function scoreTrial(
  suite: TrajectorySuite,
  verifier: Verifier,
  input: TrialInput,
  judge: CceJudge | undefined,
): Promise<TrialOutcome> {
  const copies = new RecordCopies();
  try {
    return await scoreRecords(suite, verifier, input, judge, copies);
  } finally {
    await copies.remove();
  }
}

async function scoreRecords(
  suite: TrajectorySuite,
  verifier: Verifier,
  input: TrialInput,
  judge: CceJudge | undefined,
  copies: RecordCopies,
): Promise<TrialOutcome> {
  const errors: TrialErrorEntry[] = [];
  const catalogFiles = new Map(input.catalog.map((t) => [t.key, t.file]));
  const catalogKeys = new Set(catalogFiles.keys());
  const { byTask, otherTasks } = await verifyRecords(suite, verifier, input, copies, catalogFiles, errors);
  const verdicts = await verdictsOf(suite, input, byTask, errors);
  const { pending, judges, cce, source } = await cceOf(suite, input, judge, {
    verdicts,
    byTask,
    catalogFiles,
    catalogKeys,
    errors,
  });
  return {
    verdicts,
    errors,
    pending,
    ...(cce ? { cce } : {}),
    context: { judges, cce_source: source },
    ...(otherTasks > 0 ? { notes: [otherTasksNote(otherTasks)] } : {}),
  };
}

/**
 * Each record of the trial, read and identified, by task; the first of each task this trial
 * owns is handed to the verifier (its outcome a promise). Each unreadable or unidentified
 * record is an error; a record of another task (--task) is counted in `otherTasks`.
 */
async function verifyRecords(
  suite: TrajectorySuite,
  verifier: Verifier,
  input: TrialInput,
  copies: RecordCopies,
  catalogFiles: Map<string, string>,
  errors: TrialErrorEntry[],
): Promise<{ byTask: Map<string, Found[]>; otherTasks: number }> {
  const catalogKeys = new Set(catalogFiles.keys());
  const byTask = new Map<string, Found[]>();
  let otherTasks = 0;
  const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };

  const walk = await findFiles(input.trialDir, globToRegExp(suite.records), input.submissionRoot);
  for (const p of walk.problems) errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });

  for (const file of walk.files) {
    await yieldToEventLoop();
    const read = readTrajectoryFile(file.abs, limits, file.id);
    if (!read.ok) {
      errors.push({ task: null, record: file.rel, stage: 'record', message: read.error });
      input.onVerdict();
      continue;
    }
    const id = identifyTask(read.record, suite.identity, input.allTasks);
    if (!id.ok) {
      errors.push({ task: null, record: file.rel, stage: 'identity', message: id.error });
      input.onVerdict();
      continue;
    }
    if (!catalogKeys.has(id.task)) {
      // --task: a record of another task of the suite is not scored, and not charged (docs/cli.md).
      otherTasks++;
      input.onVerdict();
      continue;
    }
    const found: Found = { rel: file.rel, abs: file.abs, id: file.id, record: read.record };
    const list = byTask.get(id.task);
    if (list) {
      list.push(found);
      input.onVerdict();
    } else if (input.owns && !input.owns(id.task)) {
      byTask.set(id.task, [found]);
      input.onVerdict();
    } else {
      byTask.set(id.task, [found]);
      const recordFile = read.withoutBom ? copies.write(read.withoutBom, file.rel) : file.abs;
      found.outcome = verifier.verify({
        suite: suite.name,
        task: id.task,
        task_file: catalogFiles.get(id.task)!,
        record_file: recordFile,
      });
      if (recordFile !== file.abs) copies.readBy(found.outcome);
      void found.outcome.then(input.onVerdict);
    }
  }
  return { byTask, otherTasks };
}

/** Each owned task's verdict, by task: an error for a duplicate or a verifier failure; PSR credit when the suite has psr. */
async function verdictsOf(
  suite: TrajectorySuite,
  input: TrialInput,
  byTask: Map<string, Found[]>,
  errors: TrialErrorEntry[],
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const [task, list] of byTask) {
    if (input.owns && !input.owns(task)) continue;
    if (list.length > 1) {
      const message = duplicateMessage(
        'trajectory',
        task,
        list.map((f) => f.rel),
        input.trialsNotRecognised,
      );
      for (const f of list) errors.push({ task, record: f.rel, stage: 'record', message });
      const records = list.map((f) => f.rel).join(', ');
      verdicts.push(errorVerdict(task, null, `Duplicate trajectory for ${task} (${records})`));
      continue;
    }
    const found = list[0]!;
    const outcome = await found.outcome!;
    if (!outcome.ok) {
      errors.push({ task, record: found.rel, stage: 'verifier', message: outcome.error });
      verdicts.push(errorVerdict(task, found.rel, outcome.error));
      continue;
    }
    const details: Verdict['details'] = {
      rounds: found.record.rounds,
      chats: found.record.chats,
      claimed_success: found.record.claimed_success,
    };
    if (suite.psr) {
      const credit = taskPsrCredit({ task, ...outcome }, suite.psr);
      details.psr_credit = credit.ok ? credit.value : null;
      if (!credit.ok)
        errors.push({ task, record: found.rel, stage: 'metric', metric: 'PSR_percent', message: credit.error });
    }
    verdicts.push({
      task,
      record: found.rel,
      status: outcome.success ? 'success' : 'failure',
      success: outcome.success,
      message: outcome.message,
      checkpoints: outcome.checkpoints ?? null,
      error: null,
      details,
    });
  }
  verdicts.sort(byKey((e) => e.task));
  return verdicts;
}

/** CCE of the verdicts: from this run's judge, from the saved judge records, or pending when neither is configured. */
async function cceOf(
  suite: TrajectorySuite,
  input: TrialInput,
  judge: CceJudge | undefined,
  trial: {
    verdicts: Verdict[];
    byTask: Map<string, Found[]>;
    catalogFiles: Map<string, string>;
    catalogKeys: Set<string>;
    errors: TrialErrorEntry[];
  },
): Promise<{
  pending: TrialOutcome['pending'];
  judges: Array<{ model: string; endpoint: string }>;
  cce: CceTrial | undefined;
  source: CceSource;
}> {
  const { verdicts, byTask, catalogFiles, catalogKeys, errors } = trial;
  const pending: TrialOutcome['pending'] = [];
  let judges: Array<{ model: string; endpoint: string }> = [];
  let cce: CceTrial | undefined;
  let source: CceSource = 'none';
  if (suite.cce && judge) {
    source = 'judge';
    const records = new Map(
      [...byTask]
        .filter(([, list]) => list.length === 1)
        .map(([task, list]) => [task, { abs: list[0]!.abs, id: list[0]!.id }]),
    );
    cce = await judgeTrial(suite, judge, verdicts, records, catalogFiles, pending);
    judges = [{ model: judge.model, endpoint: judge.endpointHost ?? 'cache only' }];
  } else if (suite.cce?.records) {
    source = 'saved_judge_records';
    judges = await applyJudgeRecords(suite, input, verdicts, catalogKeys, errors, pending);
  } else if (suite.cce) {
    for (const v of verdicts) {
      if (v.status === 'error') continue;
      v.details.cce = v.success ? null : 0;
      if (v.success)
        pending.push({
          task: v.task,
          what: 'CCE judge not configured (no --cce-endpoint/--cce-model, and the suite has no cce.records)',
        });
    }
  }
  return { pending, judges, cce, source };
}

/** imported: a CCE value saved with imported outcomes (core/import/), not computed or read from a judge record by agent-eval. */
export type CceSource = 'judge' | 'saved_judge_records' | 'none' | 'imported';

/** Judges every successful task of the trial (concurrently; the client bounds requests in flight). */
async function judgeTrial(
  suite: TrajectorySuite,
  judge: CceJudge,
  verdicts: Verdict[],
  records: Map<string, { abs: string; id: FileId }>,
  taskFiles: Map<string, string>,
  pending: TrialOutcome['pending'],
): Promise<CceTrial> {
  const config = suite.cce!.judge;
  const none = {
    trajectory_sha256: null,
    cached: false,
    T: null,
    C: null,
    per_agent: null,
    answers: [],
    pending: null,
  };
  let requests = 0;
  const tasks = await Promise.all(
    verdicts.map(async (v): Promise<CceTask | null> => {
      if (v.status === 'error') return null;
      if (!v.success) {
        v.details.cce = 0;
        return { task: v.task, status: 'failed_task', cce: 0, ...none };
      }
      const judged = await judgeTask(judge, config, {
        task: v.task,
        recordAbs: records.get(v.task)!.abs,
        recordId: records.get(v.task)!.id,
        taskFile: taskFiles.get(v.task)!,
        maxBytes: suite.limits.record_bytes,
        maxDepth: suite.limits.json_depth,
        protocol: config.protocol,
      });
      requests += judged.requests;
      v.details.cce = judged.task.cce;
      return judged.task;
    }),
  );
  const list = tasks.filter((t): t is CceTask => t !== null);
  for (const t of list)
    if (t.status === 'pending') pending.push({ task: t.task, what: t.pending ?? 'CCE judge failed' });
  return {
    source: 'judge',
    judge: { model: judge.model, endpoint_host: judge.endpointHost, protocol: config.protocol },
    requests,
    tasks: list,
  };
}

function errorVerdict(task: string, record: string | null, error: string): Verdict {
  return { task, record, status: 'error', success: null, message: null, checkpoints: null, error, details: {} };
}

/** Reads the trial's saved judge records and sets each scored verdict's `cce` detail. */
async function applyJudgeRecords(
  suite: TrajectorySuite,
  input: TrialInput,
  verdicts: Verdict[],
  catalog: ReadonlySet<string>,
  errors: TrialErrorEntry[],
  pending: TrialOutcome['pending'],
): Promise<Array<{ model: string; endpoint: string }>> {
  const walk = await findFiles(input.trialDir, globToRegExp(suite.cce!.records!), input.submissionRoot);
  for (const p of walk.problems) errors.push({ task: null, record: p.rel, stage: 'judge', message: p.message });
  const judged = new Map<string, { rel: string; read: ReturnType<typeof readJudgeRecord> }>();
  const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth, nonFinite: true }; // docs/records.md, "The JSON dialect"
  for (const file of walk.files) {
    const json = readJsonBounded(file.abs, limits, file.id);
    const read = json.ok
      ? readJudgeRecord(json.value)
      : ({ kind: 'invalid', task: null, error: `judge record: ${json.message}` } as const);
    if (read.kind === 'invalid') {
      errors.push({ task: read.task, record: file.rel, stage: 'judge', metric: 'CCE', message: read.error });
    } else if (!input.allTasks.has(read.task)) {
      errors.push({
        task: null,
        record: file.rel,
        stage: 'judge',
        metric: 'CCE',
        message: `judge record for ${read.task}, which is not in the selected suite`,
      });
    } else if (!catalog.has(read.task)) {
      continue; // --task: the judge record of a task not scored
    } else if (judged.has(read.task)) {
      errors.push({
        task: read.task,
        record: file.rel,
        stage: 'judge',
        metric: 'CCE',
        message: `second judge record for ${read.task} (first: ${judged.get(read.task)!.rel})`,
      });
    } else {
      judged.set(read.task, { rel: file.rel, read });
    }
  }
  const models = new Map<string, { model: string; endpoint: string }>();
  for (const v of verdicts) {
    if (v.status === 'error') continue;
    const j = judged.get(v.task)?.read;
    if (j && j.kind !== 'invalid') models.set(`${j.judge.model}\n${j.judge.endpoint}`, j.judge);
    if (!v.success) v.details.cce = 0;
    else if (j?.kind === 'ok') v.details.cce = j.value;
    else {
      v.details.cce = null;
      pending.push({
        task: v.task,
        what: j?.kind === 'failed' ? `CCE judge failed: ${j.reason}` : 'CCE judge record missing',
      });
    }
  }
  return [...models.keys()].sort().map((k) => models.get(k)!);
}
