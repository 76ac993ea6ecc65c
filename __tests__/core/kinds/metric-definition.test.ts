/**
 * One definition per metric (docs/architecture.md, "Adding a metric"): the echo kind's test-only
 * metric `words` is defined in fixtures/kinds/echo-kind.ts alone, and shows in the report, the
 * views, compare (paired per task, as a verdict metric too) and the site, with its title,
 * unit, direction and decimals, and `--metric` and the help and error texts know its name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareReports } from '../../../src/core/compare/compare.js';
import { comparisonSchema } from '../../../src/core/compare/schema.js';
import { metricByName, metricNames } from '../../../src/core/kinds/metrics.js';
import { registerKind } from '../../../src/core/kinds/registry.js';
import { rescore, writeRescore } from '../../../src/core/rescore/rescore.js';
import { buildSite } from '../../../src/core/site/build.js';
import { readSiteInput } from '../../../src/core/site/files.js';
import { renderCompareMarkdown } from '../../../src/core/views/compare.js';
import { renderText } from '../../../src/core/views/text.js';
import { compareHelp, siteHelp } from '../../../src/cli/help-metrics.js';
import { echoKind, WORDS } from '../../fixtures/kinds/echo-kind.js';
import { tempDir, write } from '../../support/helpers.js';

registerKind(echoKind);

const EXPECTED = { t1: 'hello', t2: 'good morning', t3: 'see you later', t4: 'bye' };
/** alpha echoes every text (1, 2, 3, 1 words); beta adds words to t2 and t4 (3 and 2 words: failures). */
const ANSWERS = {
  alpha: EXPECTED,
  beta: { t1: 'hello', t2: 'good morning friend', t3: 'see you later', t4: 'bye bye' },
};

let out: string;
let result: Awaited<ReturnType<typeof rescore>>;
beforeAll(async () => {
  const bench = tempDir('agent-eval-words-bench-');
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: echoes\nsuites:\n  - name: greet\n    kind: echo\n    tasks: echo/tasks.json\n    trials: 1\n',
  );
  write(path.join(bench, 'echo/tasks.json'), { tasks: EXPECTED });
  const submissions = tempDir('agent-eval-words-subs-');
  for (const [name, answers] of Object.entries(ANSWERS)) {
    for (const [task, text] of Object.entries(answers))
      write(path.join(submissions, name, 'greet', 'trial-1', `${task}.txt`), text);
  }
  result = await rescore({ benchmarkDir: bench, submissionsDir: submissions });
  out = tempDir('agent-eval-words-out-');
  await writeRescore(result, out);
});

const reportOf = (name: string) => result.reports.get(name)!;

test("the report: the kind's metrics function gives words_mean, the key the definition names", () => {
  expect(WORDS.key).toBe('words_mean');
  expect(reportOf('alpha').suites[0]!.trials[0]!.metrics.words_mean).toMatchObject({
    value: 1.75,
    method: 'mean_over_valid_tasks_v1',
  });
  expect(reportOf('beta').suites[0]!.trials[0]!.metrics.words_mean!.value).toBe(2.25);
});

test("the views: summary.md and the terminal view title the column with the definition's title", () => {
  const md = readFileSync(path.join(out, 'submissions', 'alpha', 'summary.md'), 'utf8');
  expect(md).toContain('| Trial | Status | Coverage | SR % | Answer length (mean) | Words (mean) |');
  expect(md).toContain('| 1.75 |');
  expect(renderText(reportOf('alpha'))).toContain('Words (mean)');
});

test('compare pairs it per task, lower is better, in its unit and decimals, and it can be the verdict metric', () => {
  expect(metricByName('WORDS')).toBe('words');
  const comparison = compareReports(
    { label: 'alpha', report: reportOf('alpha') },
    [{ label: 'beta', report: reportOf('beta') }],
    { metric: 'words', margin: 1 },
  );
  expect(comparisonSchema().safeParse(comparison).success).toBe(true);
  const metrics = comparison.suites[0]!.comparisons[0]!.metrics;
  expect(metrics.map((m) => m.metric)).toEqual(['success', 'words']); // (the echo kind's success is titled "echoed"; chars is not compared)
  expect(metrics[0]!.title).toBe('echoed');
  const words = metrics[1]!;
  expect(words).toMatchObject({
    title: 'words',
    unit: 'words',
    better: 'lower',
    available: true,
    tasks: 4,
    baseline_mean: 1.75,
    arm_mean: 2.25,
    difference: 0.5,
  });
  expect(words.counts).toMatchObject({ improved: 0, regressed: 2, tied: 2 });
  expect(words.regressed_tasks).toEqual(['t2', 't4']);
  expect(words.observed_verdict).not.toBeNull();
  const md = renderCompareMarkdown(comparison);
  expect(md).toContain('+0.500 words'); // decimals: 3
  expect(md).toContain('Non-inferiority on words at a margin of 1');
});

test('the site shows it beside the primary metric, with its site decimals, and on each submission page', async () => {
  const site = buildSite(await readSiteInput(out));
  const index = Buffer.from(site.get('index.html')!).toString('utf8');
  expect(index).toContain('<th scope="col">words_mean (mean)</th>');
  expect(index).toContain('<td class="n" data-value="2.25">2.3</td>'); // (1 decimal)
  const page = Buffer.from(site.get('submissions/beta/index.html')!).toString('utf8');
  expect(page).toContain('<th scope="col">words_mean</th>');
});

test('the help text and the names --metric takes list it', () => {
  expect(metricNames()).toEqual(['SR', 'accuracy', 'echoed', 'PSR', 'rounds', 'chats', 'CCE', 'words']);
  expect(compareHelp()).toContain('The same for PSR, rounds, chats, CCE and words where both arms have them');
  expect(compareHelp()).toContain('PSR, rounds, chats, CCE or words');
  expect(siteHelp()).toContain('PSR, CCE, words and pass^k');
});
