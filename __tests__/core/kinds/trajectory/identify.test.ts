import { identifyTask } from '../../../../src/core/kinds/trajectory/identify.js';
import { readTrajectoryValue as readTrajectory } from '../../../support/helpers.js';

const order = ['task_key', 'task_source', 'task_id'] as const;
const main = new Set(['task_01_collect_logs', 'task_02_craft_staff', 'task_10_trade']);
const augmented = new Set(['task_01_collect_logs_v1', 'task_01_collect_logs_v2', 'task_02_craft_staff_v1']);
const rec = (fields: object) => {
  const read = readTrajectory({ rounds: [{ round: 1, actions: [] }], ...fields });
  if (!read.ok) throw new Error(read.error);
  return read.record;
};

test('task_key wins, and must be in the catalog', () => {
  expect(identifyTask(rec({ task_key: 'task_02_craft_staff', task_id: 'task_01' }), order, main)).toEqual({
    ok: true,
    task: 'task_02_craft_staff',
  });
  expect(identifyTask(rec({ task_key: 'task_99_x' }), order, main)).toEqual({
    ok: false,
    error: "Task task_99_x is not in the selected suite; name one of the suite's tasks",
  });
});

test('an unknown task is named with the nearest task names of the suite (layout/nearest.ts)', () => {
  expect(identifyTask(rec({ task_key: 'task_02_craft_staf' }), order, main)).toEqual({
    ok: false,
    error:
      'Task task_02_craft_staf is not in the selected suite; nearest: task_02_craft_staff: name the task as the suite does',
  });
});

test('task_source contributes its file stem only, whatever directory it names', () => {
  const id = identifyTask(rec({ task_source: '/etc/agent/../tasks/main/task_10_trade.yaml' }), order, main);
  expect(id).toEqual({ ok: true, task: 'task_10_trade' });
  expect(identifyTask(rec({ task_source: 'C:\\tasks\\task_02_craft_staff.yml' }), order, main)).toEqual({
    ok: true,
    task: 'task_02_craft_staff',
  });
});

test('a legacy task_id resolves when exactly one catalog key starts with task_NN_', () => {
  expect(identifyTask(rec({ task_id: 'task_01' }), order, main)).toEqual({ ok: true, task: 'task_01_collect_logs' });
  expect(identifyTask(rec({ task_id: 'task_1' }), order, main).ok).toBe(false);
});

test('an id-only record in a suite whose variants share a prefix is ambiguous', () => {
  expect(identifyTask(rec({ task_id: 'task_01' }), order, augmented)).toEqual({
    ok: false,
    error: 'Ambiguous or unknown task_id task_01; supply task_key',
  });
});

test('records without rounds or identity are errors', () => {
  expect(readTrajectory({ task_key: 'x', rounds: [] })).toEqual({ ok: false, error: 'No recorded rounds' });
  expect(readTrajectory({ task_key: 'x' })).toEqual({ ok: false, error: 'No recorded rounds' });
  expect(identifyTask(rec({}), order, main)).toEqual({
    ok: false,
    error: 'Record names no task (expected one of: task_key, task_source, task_id)',
  });
});

test("an empty task_key or task_source names nothing, as in AgentWorld's score.py: the next field decides; blanks are an error", () => {
  expect(identifyTask(rec({ task_key: '', task_source: 'tasks/main/task_10_trade.yaml' }), order, main)).toEqual({
    ok: true,
    task: 'task_10_trade',
  });
  expect(identifyTask(rec({ task_key: '', task_source: '', task_id: 'task_02' }), order, main)).toEqual({
    ok: true,
    task: 'task_02_craft_staff',
  });
  expect(readTrajectory({ rounds: [{}], task_key: '  ' })).toEqual({
    ok: false,
    error: 'task_key must be a non-empty string',
  });
});

test('a task_source written on Windows (backslashes) contributes its file stem too, on every system', () => {
  expect(identifyTask(rec({ task_source: 'C:\\runs\\tasks\\main\\task_10_trade.yaml' }), order, main)).toEqual({
    ok: true,
    task: 'task_10_trade',
  });
});
