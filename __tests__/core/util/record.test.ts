/**
 * Keys that come from a submission (an agent's name, a trial directory, a suite name) and are
 * also names on Object.prototype survive the schemas that read them back: zod's record used to
 * drop "__proto__" without a word (docs/security.md).
 */
import { CceTaskSchema } from '../../../src/core/report/schema.js';
import { SubmissionSchema } from '../../../src/core/submission/schema.js';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '\u0000', 'Alice'];

/** JSON text of an object with each name as a key, as a record on disk has them. */
const keyed = (value: unknown) => `{${NAMES.map((n) => `${JSON.stringify(n)}: ${JSON.stringify(value)}`).join(', ')}}`;

test("a report's per_agent keeps an agent named __proto__, constructor or toString, through JSON", () => {
  const text = `{"task": "t1", "status": "judged", "trajectory_sha256": null, "cached": false, "T": 2, "C": [1], "cce": 0.5, "per_agent": ${keyed({ actions: 1, contributing: 1, share: 0.5 })}, "answers": [], "pending": null}`;
  const parsed = CceTaskSchema.parse(JSON.parse(text));
  expect(Object.keys(parsed.per_agent!)).toEqual(NAMES);
  const again = JSON.parse(JSON.stringify(parsed)) as { per_agent: object };
  expect(Object.keys(again.per_agent)).toEqual(NAMES);
  expect(Object.getPrototypeOf(again.per_agent)).toBe(Object.prototype);
});

test('claimed scores in submission.yml keep a suite and a trial named __proto__ or constructor', () => {
  const schema = SubmissionSchema.shape.claimed_scores.unwrap();
  const parsed = schema.parse(
    JSON.parse(
      `{"__proto__": {"SR_percent": 50, "trials": ${keyed({ SR_percent: 40 })}}, "constructor": {"SR_percent": 1}}`,
    ),
  );
  expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
  expect(Object.keys(parsed['__proto__']!.trials!)).toEqual(NAMES);
  expect(parsed['__proto__']!.SR_percent).toBe(50);
});
