import { checkpointCredit, parseCheckpointMessage, taskPsrCredit } from '../../../../src/core/kinds/trajectory/psr.js';
import { PsrSchema } from '../../../../src/core/kinds/trajectory/schema.js';

const config = (extra: object = {}) => PsrSchema.parse({ method: 'checkpoint_fraction_v1', ...extra });

test("docs/metrics.md's worked example: a failed task with Logs 3/5, Kills 0/3, All alive True earns 53.33%", () => {
  const credit = taskPsrCredit(
    { task: 't1', success: false, message: 'Logs: 3/5, Kills: 0/3, All alive: True' },
    config(),
  );
  expect(credit.ok && Math.round(credit.value * 10000) / 100).toBe(53.33);
});

test('labels may contain "/" and are kept whole', () => {
  const parsed = parseCheckpointMessage('Sword2/HeavySword: 0/2, Axe: 0/1');
  expect(parsed).toEqual({
    ok: true,
    value: [
      { label: 'Sword2/HeavySword', actual: 0, target: 2 },
      { label: 'Axe', actual: 0, target: 1 },
    ],
  });
});

test('quantities are capped at 1, booleans are 1/0', () => {
  const credit = taskPsrCredit({ task: 't', success: false, message: 'Logs: 9/5, Staff crafted: False' }, config());
  expect(credit).toEqual({ ok: true, value: 0.5 });
});

test('an upper-bound label scores 1 at or under its limit and 0 above it', () => {
  const c = config({ upper_bounds: ['Rounds'] });
  expect(checkpointCredit({ label: 'Rounds', actual: 15, target: 15 }, 't', c)).toEqual({ ok: true, value: 1 });
  expect(checkpointCredit({ label: 'Rounds', actual: 16, target: 15 }, 't', c)).toEqual({ ok: true, value: 0 });
});

test('the manifest target overrides a denominator that is not the target (Survivors: 2/5, target 3)', () => {
  const c = config({ targets: { rescue: { Survivors: 3 } } });
  const credit = taskPsrCredit({ task: 'rescue', success: false, message: 'Survivors: 2/5' }, c);
  expect(credit.ok && credit.value).toBeCloseTo(2 / 3, 10);
});

test('a legacy bare quantity needs a target: with one it is scored, without one it is an error, never zero', () => {
  const message = 'Alive: 3, Iron bars: 1';
  const withTargets = config({ targets: { guard: { Alive: 4, 'Iron bars': 2 } } });
  const scored = taskPsrCredit({ task: 'guard', success: false, message }, withTargets);
  expect(scored.ok && scored.value).toBeCloseTo((0.75 + 0.5) / 2, 10);
  const missing = taskPsrCredit({ task: 'guard', success: false, message }, config());
  expect(missing.ok).toBe(false);
  expect(!missing.ok && missing.error).toMatch(
    /"Alive: 3" is a bare value with no target; add psr\.targets\.guard\.Alive/,
  );
});

test('unknown formats and nonpositive targets are errors', () => {
  expect(taskPsrCredit({ task: 't', success: false, message: 'Logs: plenty' }, config()).ok).toBe(false);
  expect(taskPsrCredit({ task: 't', success: false, message: 'all went wrong' }, config()).ok).toBe(false);
  expect(taskPsrCredit({ task: 't', success: false, message: '' }, config()).ok).toBe(false);
  const zero = taskPsrCredit({ task: 't', success: false, message: 'Logs: 0/0' }, config());
  expect(!zero.ok && zero.error).toMatch(/nonpositive/);
});

test('a successful task earns 1 without reading its message; structured checkpoints skip parsing', () => {
  expect(taskPsrCredit({ task: 't', success: true, message: 'whatever format' }, config())).toEqual({
    ok: true,
    value: 1,
  });
  const structured = taskPsrCredit(
    {
      task: 't',
      success: false,
      message: 'not parsed',
      checkpoints: [
        { label: 'Logs', actual: 1, target: 4 },
        { label: 'Alive', actual: true },
      ],
    },
    config(),
  );
  expect(structured).toEqual({ ok: true, value: 0.625 });
});
