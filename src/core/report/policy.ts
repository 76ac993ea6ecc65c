/** The fail-on policy (docs/cli.md): does this report pass? */
import type { Report } from './schema.js';

export const FAIL_ON = ['non-final', 'invalid', 'failure', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export function passesPolicy(report: Report, failOn: FailOn): boolean {
  switch (failOn) {
    case 'never':
      return true;
    case 'invalid':
      return report.valid;
    case 'non-final':
      return report.valid && report.final;
    case 'failure':
      return (
        report.valid &&
        report.final &&
        report.suites.every((s) => s.trials.every((t) => t.verdicts.every((v) => v.status === 'success')))
      );
  }
}
