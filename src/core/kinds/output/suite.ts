/**
 * Output suites (docs/output.md) behind the common suite interface: find the trial's record files
 * (per-task JSON records and JSONL event logs), identify each task by its `task_id` in the
 * benchmark's tasks file, and grade what the agent actually produced against the tasks file's
 * expectations. Nothing is executed; nothing a record says is used as a path or a pattern.
 *
 * Errors (never failures): unreadable or malformed records, lines of a log that are not JSON,
 * an unknown task, a task with records in two files, a benchmark regex that runs out of time.
 * A log with a bad line still has its other lines graded: those verdicts are shown, and the
 * error on the record makes the trial invalid, so no headline metric is published from it.
 */
import { otherTasksNote } from '../kind.js';
import { yieldToEventLoop } from '../../fs/bounded-json.js';
import { globToRegExp } from '../../fs/glob.js';
import { findFiles } from '../../fs/walk.js';
import { duplicateMessage, unknownTaskMessage } from '../../layout/messages.js';
import type { OutputSuite } from './schema.js';
import type { ErrorEntry, Verdict } from '../../report/schema.js';
import type { SuiteScorer, TrialInput, TrialOutcome } from '../kind.js';
import { gradeRecord } from './grade.js';
import { readRecordFile, type OutputRecord } from './record.js';
import { loadOutputTasks, type OutputTask } from './tasks.js';
import { byKey } from '../../util/order.js';

export function outputScorer(suite: OutputSuite, benchmarkRoot: string, manifestFile: string): SuiteScorer {
  let tasks: Promise<Map<string, OutputTask>> | null = null;
  return {
    scoreTrial: async (input) => {
      tasks ??= loadOutputTasks(benchmarkRoot, suite.tasks, manifestFile, `suite ${suite.name}.tasks`);
      return scoreTrial(suite, await tasks, input);
    },
    close: async () => {},
  };
}

async function scoreTrial(
  suite: OutputSuite,
  tasks: Map<string, OutputTask>,
  input: TrialInput,
): Promise<TrialOutcome> {
  const errors: ErrorEntry[] = [];
  const selected = new Set(input.catalog.map((t) => t.key));
  const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };
  const byTask = new Map<string, Array<{ rel: string; record: OutputRecord }>>();

  const walk = await findFiles(input.trialDir, globToRegExp(suite.records), input.submissionRoot);
  for (const p of walk.problems) errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
  let otherTasks = 0;
  for (const file of walk.files) {
    await yieldToEventLoop();
    const read = readRecordFile(file.abs, file.rel, limits, file.id);
    input.onVerdict();
    for (const p of read.problems)
      errors.push({
        task: p.task !== null && input.allTasks.has(p.task) ? p.task : null,
        record: file.rel,
        stage: 'record',
        message: p.message,
      });
    for (const record of read.records) {
      if (!input.allTasks.has(record.task)) {
        errors.push({
          task: null,
          record: file.rel,
          stage: 'identity',
          message: unknownTaskMessage(
            'task',
            record.task.slice(0, 200),
            input.allTasks,
            JSON.stringify(record.task.slice(0, 200)),
          ),
        });
        continue;
      }
      if (!selected.has(record.task)) {
        otherTasks++; // --task: not scored, and not charged (docs/cli.md)
        continue;
      }
      const list = byTask.get(record.task) ?? [];
      list.push({ rel: file.rel, record });
      byTask.set(record.task, list);
    }
  }

  const verdicts: Verdict[] = [];
  for (const [task, list] of byTask) {
    if (list.length > 1) {
      const records = list.map((f) => f.rel).join(', ');
      const message = duplicateMessage(
        'record',
        task,
        list.map((f) => f.rel),
        input.trialsNotRecognised,
      );
      for (const f of list) errors.push({ task, record: f.rel, stage: 'record', message });
      verdicts.push({
        task,
        record: null,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: `Duplicate record for ${task} (${records})`,
        details: {},
      });
      continue;
    }
    if (input.owns && !input.owns(task)) continue;
    const { rel, record } = list[0]!;
    const grade = gradeRecord(tasks.get(task)!, record, {
      regexTimeoutMs: suite.limits.regex_timeout_ms,
      jsonDepth: suite.limits.json_depth,
    });
    const details = {
      graded_on: grade.graded_on,
      output_source: grade.output_source,
      output_chars: grade.output_chars,
    };
    if (grade.status === 'error') {
      errors.push({ task, record: rel, stage: 'verifier', message: grade.message });
      verdicts.push({
        task,
        record: rel,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: grade.message,
        details,
      });
    } else {
      verdicts.push({
        task,
        record: rel,
        status: grade.status,
        success: grade.status === 'success',
        message: grade.message,
        checkpoints: null,
        error: null,
        details,
      });
    }
  }
  verdicts.sort(byKey((e) => e.task));
  return {
    verdicts,
    errors,
    pending: [],
    ...(otherTasks > 0 ? { notes: [otherTasksNote(otherTasks)] } : {}),
  };
}
