/** The inputs of agent-eval/merge (merge/action.yml): the partial reports of a sharded run, merged into its report. */
import { InputError, PUBLISHING, type CommonInputs, type ModeInput } from '../inputs-shared.js';

export const MERGE_INPUTS = [
  'partials-dir',
  'shards',
  'fail-on',
  'comment',
  ...PUBLISHING,
  'private-report-recipients',
] as const;

export interface MergeInputs extends CommonInputs {
  mode: 'merge';
  partialsDir: string;
  shards: number;
  /** No judge: merging scores nothing. */
  cce?: undefined;
}

export function mergeInputs({ v, common }: ModeInput): MergeInputs {
  if (!v['partials-dir'])
    throw new InputError(
      'input partials-dir: is required with agent-eval/merge: the directory holding the downloaded partial artifacts',
    );
  if (!v.shards)
    throw new InputError(
      'input shards: is required with agent-eval/merge: the number of shards the run was split into (the n of shard i/n)',
    );
  return { mode: 'merge', ...common, partialsDir: v['partials-dir'], shards: Number(v.shards) };
}
