/**
 * In-process: the size-bounded markdown (trim.ts), the comment body, headline outputs, and
 * hostile report text rendered inert in every place the comment shows it.
 */
import { ReportSchema, type Report } from '../../src/core/report/schema.js';
import { renderMarkdown } from '../../src/core/views/markdown.js';
import { fitMarkdown, utf8Bytes } from '../../src/core/views/trim.js';
import { stickyMarker } from '../../src/github/comment.js';
import { commentBody, COMMENT_LIMIT_CHARS, headlineMetrics } from '../../src/action/texts.js';
import { activeContent, EVIL } from '../support/inert.js';

const where = {
  runUrl: 'https://github.com/o/r/actions/runs/1',
  artifactName: 'agent-eval-report',
  outDir: 'agent-eval-report',
};

function details(name: string, rows: number, cell = 'x'.repeat(50)): string {
  const body = Array.from({ length: rows }, (_, i) => `| \`task_${i}\` | ✅ success | ${cell} |`);
  return [
    `<details><summary>Per-task verdicts: ${name}</summary>`,
    '',
    '| Task | Verdict | Message |',
    '| --- | --- | --- |',
    ...body,
    '',
    '</details>',
    '',
  ].join('\n');
}

describe('fitMarkdown', () => {
  const head =
    '## agent-eval: x — ✅ FINAL\n\n| Trial | SR % |\n| --- | --- |\n| trial-1 | 50.00 |\n| trial-2 | 75.00 |\n\n';
  const md = `${head}${details('trial-1', 100)}${details('trial-2', 100)}### Suite \`other\`\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n`;

  test('text under the limit is returned as it is', () => {
    expect(fitMarkdown(md, { limit: md.length, note: 'n' })).toEqual({
      text: md,
      trimmed: false,
      droppedDetails: 0,
      cut: false,
    });
  });

  test('per-task <details> blocks go first, last first, so headline tables of every suite survive', () => {
    const one = details('trial-2', 100).length;
    const fitted = fitMarkdown(md, { limit: md.length - one + 200, note: 'The rest is in the artifact.' });
    expect(fitted).toMatchObject({ trimmed: true, droppedDetails: 1, cut: false });
    expect(fitted.text).toContain('Per-task verdicts: trial-1');
    expect(fitted.text).not.toContain('Per-task verdicts: trial-2');
    expect(fitted.text).toContain('### Suite `other`');
    expect(fitted.text.endsWith('\n> ⚠️ **Trimmed:** The rest is in the artifact.\n')).toBe(true);
    expect(fitted.text.length).toBeLessThanOrEqual(md.length - one + 200);

    const both = fitMarkdown(md, { limit: head.length + 300, note: 'n' });
    expect(both).toMatchObject({ droppedDetails: 2, cut: false });
    expect(both.text).toContain('### Suite `other`');
    expect(activeContent(both.text)).toEqual([]);
  });

  test('when that is not enough, whole lines are kept from the top: never half a line, never an open <details>', () => {
    const long = `${head}${Array.from({ length: 2000 }, (_, i) => `- error ${i}: ${'y'.repeat(40)}`).join('\n')}\n${details('trial-1', 10)}`;
    const fitted = fitMarkdown(long, { limit: 5000, note: 'Cut.' });
    expect(fitted).toMatchObject({ trimmed: true, droppedDetails: 1, cut: true });
    expect(fitted.text.length).toBeLessThanOrEqual(5000);
    const source = new Set(long.split('\n'));
    const lines = fitted.text.split('\n');
    expect(lines.filter((l) => l && !l.startsWith('> ⚠️') && !source.has(l))).toEqual([]);
    expect(fitted.text).not.toContain('<details>');
  });

  test('a byte limit counts UTF-8 bytes', () => {
    const wide = `${'✅ é 漢字 '.repeat(40)}\n`.repeat(200);
    const fitted = fitMarkdown(wide, { limit: 4096, measure: utf8Bytes, note: 'Bytes.' });
    expect(utf8Bytes(fitted.text)).toBeLessThanOrEqual(4096);
    expect(fitted.text.length).toBeLessThan(4096);
    expect(utf8Bytes(fitted.text)).toBeGreaterThan(3000);
  });

  test('a limit smaller than the note still holds', () => {
    expect(fitMarkdown(md, { limit: 10, note: 'a long note that does not fit' }).text.length).toBeLessThanOrEqual(10);
  });
});

/** A report whose every submission-controlled string is hostile. */
function hostileReport(): Report {
  const verdicts = Array.from({ length: 3 }, (_, i) => ({
    task: `task_0${i + 1}_ok`,
    record: `${EVIL}/r${i}_trajectory.json`,
    status: (i === 2 ? 'error' : 'failure') as 'error' | 'failure',
    success: i === 2 ? null : false,
    message: i === 2 ? null : `Logs: 1/2, ${EVIL}`,
    checkpoints: null,
    error: i === 2 ? `verifier said: ${EVIL}` : null,
    details: { psr_credit: 0.5, note: EVIL, claimed_success: true },
  }));
  return ReportSchema.parse({
    report_version: 1,
    tool: { name: 'agent-eval', version: '0.1.0' },
    benchmark: {
      name: 'bench',
      repository: `https://github.com/o/${EVIL}`,
      commit: 'a'.repeat(40),
      manifest_sha256: 'b'.repeat(64),
    },
    submission: {
      path: `runs/${EVIL}`,
      metadata: { agent: EVIL, [EVIL.slice(0, 30)]: '@octocat', nested: { x: EVIL } },
    },
    status: 'invalid',
    valid: false,
    final: false,
    suites: [
      {
        name: 'main',
        kind: 'trajectory',
        tasks_from: 'tasks/main/*.yaml',
        valid: false,
        final: false,
        expected_trials: null,
        notes: [],
        errors: [{ task: null, record: `${EVIL}.json`, stage: 'discovery', message: EVIL }],
        trials: [
          {
            name: `trial-${EVIL.replace(/\//g, '')}`,
            path: `trial-${EVIL}`,
            valid: false,
            final: false,
            coverage: { expected: 4, scored: 2, missing_tasks: ['task_04_missing'], errors: 2 },
            pending: [{ task: 'task_01_ok', what: `CCE judge failed: ${EVIL}` }],
            errors: [
              {
                task: null,
                record: `${EVIL}_trajectory.json`,
                stage: 'identity',
                message: `Task ${EVIL} is not in the selected suite`,
              },
              {
                task: 'task_03_ok',
                record: 'r2_trajectory.json',
                stage: 'verifier',
                message: `verifier said: ${EVIL}`,
              },
            ],
            metrics: {
              SR_percent: { value: null, method: 'sr', note: 'not final' },
              observed_SR_percent: { value: null, method: 'sr' },
              CCE: { value: null, method: 'cce', judges: [{ model: EVIL, endpoint: `https://evil.example/${EVIL}` }] },
            },
            verdicts,
          },
        ],
      },
    ],
  } as unknown);
}

describe('hostile submission text', () => {
  test('the checker itself catches each kind of active content in unescaped text', () => {
    const found = activeContent(`| a | b |\n| --- | --- |\n| ${EVIL} | x |\n`).map((p) => p.split(/[ :]/)[0]);
    expect(new Set(found)).toEqual(new Set(['tag', 'details', 'mention', 'autolink', 'image', 'link', 'table']));
    expect(activeContent('pass@k and user@example.com are not mentions')).toEqual([]);
  });

  test('is inert in summary.md and in the comment built from it (HTML, mentions, links, images, |, </details>)', () => {
    const report = hostileReport();
    const md = renderMarkdown(report);
    expect(activeContent(md)).toEqual([]);
    // The text is there, escaped, not dropped.
    expect(md).toContain('&lt;/details&gt;&lt;img src=x onerror=alert\\(1\\)&gt;');
    expect(md).toContain('@\u200boctocat');

    const marker = stickyMarker('Score submissions');
    const { body } = commentBody(md, where, '0.1.0', marker.length);
    expect(activeContent(`${marker}\n${body}`)).toEqual([]);
  });
});

describe('commentBody', () => {
  test('marker + body + footer stay under 65,536 characters, with links to the run and the artifact', () => {
    const md = `## agent-eval: x\n\n${details('trial-1', 5000)}`;
    const marker = stickyMarker('k');
    const { body, trimmed } = commentBody(md, where, '0.1.0', marker.length);
    expect(trimmed).toBe(true);
    expect(`${marker}\n${body}`.length).toBeLessThan(COMMENT_LIMIT_CHARS);
    expect(body).toContain(
      "This comment was cut to fit GitHub's limit of 65,536 characters. The complete report (scores.json, summary.md, summary.csv) is in the artifact `agent-eval-report` of [the workflow run](https://github.com/o/r/actions/runs/1).",
    );
    expect(
      body.endsWith(
        '\n---\n<sub>[Workflow run](https://github.com/o/r/actions/runs/1) · report artifact `agent-eval-report` · agent-eval 0.1.0</sub>\n',
      ),
    ).toBe(true);

    const small = commentBody('## ok\n', { runUrl: null, artifactName: '', outDir: 'out' }, '0.1.0', marker.length);
    expect(small).toEqual({ body: '## ok\n\n---\n<sub>agent-eval 0.1.0</sub>\n', trimmed: false });
  });

  test('the sticky marker is one HTML comment whatever the key holds', () => {
    expect(stickyMarker('nightly rescore')).toBe('<!-- agent-eval:sticky key=nightly%20rescore -->');
    expect(stickyMarker('a --> <img src=x> b')).toBe(
      '<!-- agent-eval:sticky key=a%20--%3E%20%3Cimg%20src%3Dx%3E%20b -->',
    );
    expect(stickyMarker('a')).not.toBe(stickyMarker('ab'));
  });
});

test('headline metrics output: per suite and trial, null when withheld, observed values left out', () => {
  const report = hostileReport();
  const trial = report.suites[0]!.trials[0]!;
  trial.metrics = {
    SR_percent: { value: null, method: 'sr', note: 'not final' },
    observed_SR_percent: { value: 50, method: 'sr' },
    PSR_percent: { value: 76.67, method: 'checkpoint_fraction_v1' },
  };
  expect(headlineMetrics(report)).toEqual({ main: { [trial.name]: { SR_percent: null, PSR_percent: 76.67 } } });
});

test('headline metrics output: the splits of a suite follow it as suite/split, with their own values', () => {
  const report = hostileReport();
  const suite = report.suites[0]!;
  const trial = suite.trials[0]!;
  trial.metrics = { SR_percent: { value: 50, method: 'sr' } };
  suite.splits = [
    {
      name: 'v1',
      match: '*_v1',
      tasks: 1,
      valid: true,
      final: true,
      trials: [
        {
          name: trial.name,
          valid: true,
          final: true,
          coverage: { expected: 1, scored: 1, missing_tasks: [], errors: 0 },
          metrics: { SR_percent: { value: 100, method: 'sr' } },
        },
      ],
      reliability: suite.reliability!,
    },
  ];
  expect(headlineMetrics(report)).toEqual({
    main: { [trial.name]: { SR_percent: 50 } },
    'main/v1': { [trial.name]: { SR_percent: 100 } },
  });
});

test('headline metrics output: a trial directory named "__proto__" is a key like any other', () => {
  const report = hostileReport();
  const trial = report.suites[0]!.trials[0]!;
  trial.name = '__proto__';
  trial.metrics = { SR_percent: { value: 50, method: 'sr' } };
  const out = headlineMetrics(report);
  expect(Object.keys(out.main!)).toEqual(['__proto__']);
  expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse('{"main": {"__proto__": {"SR_percent": 50}}}'));
});
