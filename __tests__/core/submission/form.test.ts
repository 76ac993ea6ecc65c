/**
 * The submission issue form: the shipped template's fields are the parser's, a body rendered
 * from the template itself (as GitHub renders it) reads into the same model as submission.yml,
 * and each problem of a body is a named finding.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyForm } from '../../../src/core/submission/form-agreement.js';
import { FORM_FIELDS, FORM_LABEL, parseIssueForm } from '../../../src/core/submission/form.js';
import { parseSubmission } from '../../../src/core/submission/parse.js';
import { tempDir, write } from '../../support/helpers.js';
import { FIELDS, renderIssueForm, TEMPLATE } from '../../support/issue-form.js';

const SHA = 'ab'.repeat(32);
const VALUES = {
  model_id: 'gpt-4o-2024-08-06',
  model_version: '2024-08-06',
  harness_repository: 'https://github.com/lab/harness',
  harness_commit: '0123456',
  benchmark_repository: 'https://github.com/org/bench',
  benchmark_revision: '5d0c1f2',
  trials: '3',
  seeds: '11, 12, 18446744073709551615',
  trials_per_suite: 'prep 1',
  judge_model: 'gpt-4o',
  judge_endpoint: 'https://api.openai.com/v1',
  configuration: 'harness/config.yaml',
  prompts: 'harness/prompts/a.md\nharness/prompts/b.md',
  claimed_scores: 'main - SR_percent 70.50\nmain trial-1 SR_percent 75\nprep - accuracy_percent 66.7',
  archive_url: '[run.tar.gz](https://github.com/user-attachments/files/123/run.tar.gz)',
  archive_sha256: SHA.toUpperCase(),
};
const SAME_YAML = `version: 1
model: { id: gpt-4o-2024-08-06, version: "2024-08-06" }
harness: { repository: https://github.com/lab/harness, commit: "0123456" }
benchmark: { repository: https://github.com/org/bench, revision: "5d0c1f2" }
trials: { count: 3, seeds: [11, 12, 18446744073709551615], suites: { prep: { count: 1 } } }
judge: { model: gpt-4o, endpoint: https://api.openai.com/v1 }
configuration: [harness/config.yaml]
prompts: [harness/prompts/a.md, harness/prompts/b.md]
claimed_scores:
  main: { SR_percent: 70.50, trials: { trial-1: { SR_percent: 75 } } }
  prep: { accuracy_percent: 66.7 }
`;

test('the shipped template has exactly the parser fields, in order, and applies the submission label', () => {
  expect(TEMPLATE.labels).toEqual([FORM_LABEL]);
  expect(FIELDS.map((i) => [i.id, i.attributes.label, Boolean(i.validations?.required)])).toEqual(
    FORM_FIELDS.map((f) => [f.id, f.label, f.required]),
  );
  // Every submission.yml field but files (the archive's own submission.yml carries the checksums).
  expect(FORM_FIELDS.map((f) => f.path).filter(Boolean)).toEqual([
    'model.id',
    'model.version',
    'harness.repository',
    'harness.commit',
    'benchmark.repository',
    'benchmark.revision',
    'trials.count',
    'trials.seeds',
    'trials.suites',
    'judge.model',
    'judge.endpoint',
    'configuration',
    'prompts',
    'claimed_scores',
  ]);
});

test('a body rendered from the template reads into the same model as the equivalent submission.yml (LF and CRLF)', () => {
  const want = parseSubmission(SAME_YAML);
  if (!want.ok) throw new Error('fixture');
  for (const eol of ['\n', '\r\n']) {
    const form = parseIssueForm(renderIssueForm(VALUES, eol));
    expect(form.findings).toEqual([]);
    expect(form.submission).toEqual(want.data);
    expect(form.archive).toEqual({ url: 'https://github.com/user-attachments/files/123/run.tar.gz', sha256: SHA });
    // The claims keep the decimals they are written with (their tolerance).
    expect(form.parsed!.decimals).toEqual(want.decimals);
  }
});

test('empty optional fields are _No response_ and absent; empty or missing required ones are missing_field', () => {
  const minimal = {
    ...VALUES,
    seeds: '',
    trials_per_suite: '',
    judge_model: '',
    judge_endpoint: '',
    configuration: '',
    prompts: '',
    claimed_scores: '',
  };
  const form = parseIssueForm(renderIssueForm(minimal));
  expect(form.findings).toEqual([]);
  expect(form.submission).toEqual({
    version: 1,
    model: { id: 'gpt-4o-2024-08-06', version: '2024-08-06' },
    harness: { repository: 'https://github.com/lab/harness', commit: '0123456' },
    benchmark: { repository: 'https://github.com/org/bench', revision: '5d0c1f2' },
    trials: { count: 3 },
  });

  const body = renderIssueForm({ ...VALUES, model_version: '' }).replace(/### Archive sha256\n\n\S+/, '');
  const missing = parseIssueForm(body);
  expect(missing.findings.map((f) => [f.code, f.field])).toEqual([
    ['missing_field', 'model_version'],
    ['missing_field', 'archive_sha256'],
  ]);
  expect(missing.archive.sha256).toBeNull();
});

test('each bad value is an invalid_field finding naming the field', () => {
  const form = parseIssueForm(
    renderIssueForm({
      ...VALUES,
      trials: 'three',
      harness_commit: 'not-a-sha',
      archive_url: 'ftp//nowhere',
      archive_sha256: 'abc',
      claimed_scores: 'main SR_percent 70\nmain - SR_percent seventy\nmain - SR_percent 70\nmain - SR_percent 71',
      configuration: '../outside.yaml',
    }),
  );
  expect(form.findings.map((f) => [f.code, f.field])).toEqual([
    ['invalid_field', 'trials'],
    ['invalid_field', 'claimed_scores'],
    ['invalid_field', 'claimed_scores'],
    ['invalid_field', 'claimed_scores'],
    ['invalid_field', 'archive_url'],
    ['invalid_field', 'archive_sha256'],
    ['invalid_field', 'harness_commit'],
    ['invalid_field', 'configuration'],
  ]);
  expect(form.findings[1]!.message).toMatch(/line 1: "main SR_percent 70" is not "suite trial metric value"/);
  expect(form.findings[3]!.message).toMatch(/line 4: main SR_percent is claimed twice/);
  expect(form.findings[6]!.message).toMatch(/^Harness commit: must be a commit SHA/);
  expect(form.submission).toBeNull();
});

test('a body edited by hand: other heading case, unfenced values, backticks, extra text, unknown and repeated headings', () => {
  const body = [
    'Some text the submitter added above the fields.',
    ...FORM_FIELDS.map((f) => {
      const v = (VALUES as Record<string, string>)[f.id]!;
      const value =
        f.id === 'harness_commit'
          ? `\`${v}\``
          : f.id === 'archive_url'
            ? '<https://zenodo.org/records/1/files/run.tgz>'
            : v;
      return `### ${f.label.toUpperCase()}:\r\n\r\n\r\n${value}\r\n`;
    }),
    '### Notes',
    'a section the form does not have',
    '### Trials',
    '4',
  ].join('\r\n');
  const form = parseIssueForm(body);
  expect(form.findings.map((f) => [f.code, f.field])).toEqual([
    ['unknown_field', null],
    ['duplicate_field', 'trials'],
  ]);
  expect(form.submission?.harness?.commit).toBe('0123456');
  expect(form.submission?.trials?.count).toBe(3);
  expect(form.archive.url).toBe('https://zenodo.org/records/1/files/run.tgz');
  // A heading inside a code fence is the fence's text, not a section.
  const fenced = parseIssueForm(
    renderIssueForm({ ...VALUES, claimed_scores: 'main - SR_percent 70\n### Archive sha256\n' }).replace(
      '```text\nmain',
      '```text\nmain',
    ),
  );
  expect(fenced.findings.map((f) => f.code)).toContain('invalid_field');
  expect(fenced.archive.sha256).toBe(SHA);
  expect(parseIssueForm('x'.repeat(300_000)).findings.map((f) => f.code)).toEqual(['body_too_large']);
});

test('the form against the archive: each disagreement with its submission.yml is form_mismatch; without one, the form becomes it', async () => {
  const form = parseIssueForm(renderIssueForm(VALUES));
  const run = tempDir('agent-eval-form-run-');
  write(
    path.join(run, 'submission.yml'),
    SAME_YAML.replace('count: 3', 'count: 4')
      .replace('SR_percent: 70.50', 'SR_percent: 71')
      .replace('https://github.com/org/bench', 'git@github.com:org/bench.git'),
  );
  const compared = await applyForm(form, run);
  expect(compared.outcome).toBe('compared');
  expect(compared.findings.map((f) => [f.code, f.field])).toEqual([
    ['form_mismatch', 'trials'],
    ['form_mismatch', 'claimed_scores'],
  ]);
  expect(compared.findings[0]!.message).toBe(
    'Trials: the form gives "3", the archive\'s submission.yml trials.count gives "4"',
  );

  const bare = tempDir('agent-eval-form-run-');
  expect(await applyForm(form, bare)).toEqual({ outcome: 'written', findings: [] });
  const written = parseSubmission(readFileSync(path.join(bare, 'submission.yml'), 'utf8'));
  expect(written.ok && written.data).toEqual(form.submission);
  expect(written.ok && written.missing).toEqual(['files']);
});

test('"__proto__" as a suite (Trials per suite) or a key of submission.yml is a named problem, never dropped without a word', () => {
  const form = parseIssueForm(renderIssueForm({ ...VALUES, trials_per_suite: 'prep 1\n__proto__ 2' }));
  expect(form.findings).toContainEqual({
    code: 'invalid_field',
    field: 'trials_per_suite',
    message: 'Trials per suite: line 2: "__proto__" is not a suite name',
  });
  const file = parseSubmission(
    'version: 1\ntrials:\n  count: 3\n  suites:\n    prep: { count: 1 }\n    __proto__: { count: 2 }\n',
  );
  expect(file.ok).toBe(false);
  expect(!file.ok && file.problems.map((p) => p.message)).toEqual(['the key "__proto__" is not allowed (line 6)']);
});
