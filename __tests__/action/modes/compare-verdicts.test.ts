/** The compare action's verdicts output keeps an arm or a suite named like a key of Object.prototype (docs/security.md). */
import { verdicts } from '../../../src/action/modes/compare.js';
import type { Comparison } from '../../../src/core/compare/schema.js';

test('an arm named __proto__ and a suite named constructor are in the verdicts output', () => {
  const arm = (name: string, verdict: string) => ({
    arm: name,
    verdict_metric: 'SR_percent',
    metrics: [{ metric: 'SR_percent', verdict }],
  });
  const comparison = {
    final: true,
    suites: [
      { name: 'constructor', split: null, comparisons: [arm('__proto__', 'inferior'), arm('toString', 'equivalent')] },
    ],
  } as unknown as Comparison;
  expect(JSON.parse(JSON.stringify(verdicts(comparison)))).toEqual(
    JSON.parse('{"constructor": {"__proto__": "inferior", "toString": "equivalent"}}'),
  );
});
