/**
 * The inputs of the six actions (action.yml, merge/action.yml, publish/action.yml,
 * rescore/action.yml, compare/action.yml, plan/action.yml), read once and validated with zod. Every problem names the
 * input it is about. No @actions/* import here: the caller hands in a getter (core.getInput) and which action runs (the
 * entry the runner started). Each action reads only its own inputs (ACTION_INPUTS); an input of another of the six,
 * given anyway, is refused (a likely mistake). Each action's inputs are next to its mode (modes/<mode>-inputs.ts); what
 * they share is in inputs-shared.ts.
 */
import { z } from 'zod';
import {
  CONFIDENCE_FIELD,
  InputError,
  SHARED_FIELDS,
  commonInputs,
  display,
  type InputContext,
  type ModeInput,
} from './inputs-shared.js';
import { SCORE_FIELDS, SCORE_INPUTS, scoreInputs, type AcceptInputs, type ScoreInputs } from './modes/score-inputs.js';
import { MERGE_INPUTS, mergeInputs, type MergeInputs } from './modes/merge-inputs.js';
import { PUBLISH_FIELDS, PUBLISH_INPUTS, publishInputs, type PublishInputs } from './modes/publish-inputs.js';
import { RESCORE_FIELDS, RESCORE_INPUTS, rescoreInputs, type RescoreInputs } from './modes/rescore-inputs.js';
import { COMPARE_FIELDS, COMPARE_INPUTS, compareInputs, type CompareInputs } from './modes/compare-inputs.js';
import { PLAN_FIELDS, PLAN_INPUTS, planInputs, type PlanInputs } from './modes/plan-inputs.js';

/** The six actions: `score` is the repository's own action.yml, the others its sub-directories. */
export const MODES = ['score', 'merge', 'publish', 'rescore', 'compare', 'plan'] as const;
export type Mode = (typeof MODES)[number];

/** How a workflow names each action (`uses:`). */
const ACTION_NAME: Record<Mode, string> = {
  score: 'agent-eval',
  merge: 'agent-eval/merge',
  publish: 'agent-eval/publish',
  rescore: 'agent-eval/rescore',
  compare: 'agent-eval/compare',
  plan: 'agent-eval/plan',
};

/** Each action's inputs, as its action.yml declares them. */
export const ACTION_INPUTS = {
  score: SCORE_INPUTS,
  merge: MERGE_INPUTS,
  publish: PUBLISH_INPUTS,
  rescore: RESCORE_INPUTS,
  compare: COMPARE_INPUTS,
  plan: PLAN_INPUTS,
} as const satisfies Record<Mode, readonly string[]>;

/** Every input of any of the six actions. */
export const INPUT_NAMES = [
  ...new Set(Object.values(ACTION_INPUTS).flat()),
] as readonly (typeof ACTION_INPUTS)[Mode][number][];
export type InputName = (typeof ACTION_INPUTS)[Mode][number];

/**
 * Every input, each action's own after the shared ones. The first problem in this order is the
 * one reported: confidence (rescore's and compare's) comes after rescore's own inputs and before compare's.
 */
const RawSchema = z.strictObject({
  ...SHARED_FIELDS,
  ...SCORE_FIELDS,
  ...PUBLISH_FIELDS,
  ...RESCORE_FIELDS,
  ...CONFIDENCE_FIELD,
  ...COMPARE_FIELDS,
  ...PLAN_FIELDS,
});
type Raw = z.infer<typeof RawSchema>;

export type Inputs =
  ScoreInputs | AcceptInputs | MergeInputs | PublishInputs | RescoreInputs | CompareInputs | PlanInputs;

/** Each action's inputs, built from the validated values. */
const BUILD: Record<Mode, (input: ModeInput<Raw>) => Inputs> = {
  score: scoreInputs,
  merge: mergeInputs,
  publish: publishInputs,
  rescore: rescoreInputs,
  compare: compareInputs,
  plan: planInputs,
};

/** Reads the inputs of action `mode` once through `get` (core.getInput) and validates them together. */
export function parseInputs(
  get: (name: InputName) => string,
  context: InputContext = {},
  mode: Mode = 'score',
): Inputs {
  refuseOthers(get, mode);
  const raw = ownInputs(get, mode);
  const v = validate(raw, mode);
  return BUILD[mode]({ v, raw, common: commonInputs(v, context), context, get: (name) => get(name as InputName) });
}

/** An input of another of the six actions, given anyway, is refused. */
function refuseOthers(get: (name: InputName) => string, mode: Mode): void {
  const own = new Set<string>(ACTION_INPUTS[mode]);
  for (const name of INPUT_NAMES) {
    if (own.has(name) || !get(name).trim()) continue;
    const owners = MODES.filter((m) => (ACTION_INPUTS[m] as readonly string[]).includes(name)).map(
      (m) => ACTION_NAME[m],
    );
    throw new InputError(`input ${name}: not an input of ${ACTION_NAME[mode]}; it is one of ${owners.join(' and ')}`);
  }
}

/** Every input by name: the action's own as given, trimmed; the others empty. */
function ownInputs(get: (name: InputName) => string, mode: Mode): Record<string, string> {
  const own = new Set<string>(ACTION_INPUTS[mode]);
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, own.has(name) ? get(name).trim() : '']));
}

/** Every input through the schema; the first problem fails with the input's name and value. */
function validate(raw: Record<string, string>, mode: Mode): Raw {
  // fail-on means something else to agent-eval/compare (a comparison, not a report): checked there.
  const parsed = RawSchema.safeParse(mode === 'compare' ? { ...raw, 'fail-on': '' } : raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'inputs');
    throw new InputError(`input ${name}: ${issue.message} (got ${JSON.stringify(display(name, raw[name] ?? ''))})`);
  }
  return parsed.data;
}
