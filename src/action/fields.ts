/** How the action names the settings core errors are about (core/errors.ts `Field`): its inputs. */
import { usageMessage, type Field, type UsageError } from '../core/errors.js';

const INPUTS: Record<Field, string> = {
  benchmark: 'benchmark:',
  run: 'input run-dir:',
  suite: 'input suites:',
  task: 'task:',
  shard: 'input shard:',
  submissions: 'input submissions-dir:',
  partials: 'input partials-dir:',
};

/** A usage error's message with its field named as the action's input (`input suites: nope: no such suite …`). */
export function actionMessage(err: UsageError): string {
  return usageMessage(err, (field) => INPUTS[field]);
}
