/**
 * publish mode's trust decision on its own: a pure function of the facts read from the run, the
 * artifact and the API. One set of facts that publishes, then each rule broken alone.
 */
import { artifactProblem, decidePublish } from '../../src/action/publish-trust.js';
import type { PublishFacts } from '../../src/github/publish-facts.js';
import type { PullFacts } from '../../src/github/pull-requests.js';

const HEAD = 'c0ffee'.padEnd(40, '1');
const OTHER = 'bad0'.padEnd(40, '2');
const BENCH = 'be7c4'.padEnd(40, '3');

const pull = (over: Partial<PullFacts> = {}): PullFacts => ({
  number: 7,
  state: 'open',
  headSha: HEAD,
  headRef: 'my-submission',
  headRepo: 'fork-owner/submissions',
  baseRef: 'main',
  baseRepo: 'bench-org/submissions',
  changedFiles: 0,
  ...over,
});

function facts(over: Partial<PublishFacts> = {}): PublishFacts {
  return {
    repository: 'bench-org/submissions',
    serverUrl: 'https://github.com',
    defaultBranch: 'main',
    allowedBaseBranches: [],
    run: {
      id: 555,
      headSha: HEAD,
      headBranch: 'my-submission',
      headRepository: 'fork-owner/submissions',
      createdAt: '2026-01-01T00:00:00Z',
      pullRequests: [],
    },
    claim: { pull_request_number: 7, head_sha: HEAD, repository: 'bench-org/submissions', comment_key: 'x' },
    report: { repository: 'https://github.com/bench-org/submissions.git', commit: BENCH },
    benchmark: { repository: 'bench-org/submissions', defaultBranch: 'main' },
    submissionsDir: 'submissions',
    submissionPath: 'submission/submissions/mine',
    pull: pull(),
    openFromHead: [pull()],
    baseChangedAt: [],
    history: [{ branch: 'main', status: 'on-history' }],
    files: { files: [], listed: 0 },
    pullAgain: pull(),
    ...over,
  };
}
const run = (over: Partial<PublishFacts['run']>) => ({ ...facts().run, ...over });
const reason = (f: PublishFacts): string => {
  const d = decidePublish(f);
  return d.verdict === 'reject' ? d.reason : d.verdict;
};

test('facts that hold publish on the pull request named; .github/ changes withhold it', () => {
  expect(decidePublish(facts())).toEqual({ verdict: 'publish', number: 7 });
  const listed = (files: PublishFacts['files'] & object, changedFiles = files.listed) =>
    facts({ files, pullAgain: pull({ changedFiles }) });
  expect(decidePublish(listed({ files: [{ filename: '.github/workflows/x.yml' }], listed: 1 }))).toEqual({
    verdict: 'withhold',
    number: 7,
    workflowFiles: { files: ['.github/workflows/x.yml'], truncated: false },
  });
  // A rename out of .github/ counts; and .github/ changes in an incomplete listing are withheld, saying it is
  // incomplete.
  expect(
    decidePublish(
      listed({ files: [{ filename: 'docs/x.yml', previous_filename: '.github/x.yml' }], listed: 3000 }, 3001),
    ),
  ).toEqual({
    verdict: 'withhold',
    number: 7,
    workflowFiles: { files: ['.github/x.yml'], truncated: true },
  });
});

test("the plan again: a complete listing of the pull request's files, touching at most the one submission scored", () => {
  const listed = (
    names: Array<string | [string, string]>,
    changedFiles: number | null = names.length,
    listedCount = names.length,
  ) =>
    decidePublish(
      facts({
        files: {
          files: names.map((n) =>
            typeof n === 'string' ? { filename: n } : { filename: n[0], previous_filename: n[1] },
          ),
          listed: listedCount,
        },
        pullAgain: pull({ changedFiles }),
      }),
    );
  expect(listed(['submissions/mine/a.json', 'README.md', 'submissions/notes.md'])).toEqual({
    verdict: 'publish',
    number: 7,
  });
  expect(listed([])).toEqual({ verdict: 'publish', number: 7 });
  // A rename from another submission touches that one too.
  expect(listed([['submissions/mine/a.json', 'submissions/theirs/a.json']])).toEqual({
    verdict: 'off-plan',
    number: 7,
    problem: { kind: 'several', root: 'submissions', names: ['mine', 'theirs'] },
  });
  expect(listed(['submissions/theirs/a.json'])).toEqual({
    verdict: 'off-plan',
    number: 7,
    problem: { kind: 'other', root: 'submissions', name: 'theirs', scored: 'submission/submissions/mine' },
  });
  expect(listed(['submissions/.hidden/a.json', 'submissions/mine/a.json'])).toMatchObject({
    verdict: 'off-plan',
    problem: { kind: 'bad-names', count: 1 },
  });
  // The listing must be the whole pull request: as many files as changed_files, fewer than GitHub's 3,000.
  expect(listed(['submissions/mine/a.json'], 2)).toMatchObject({
    verdict: 'off-plan',
    problem: { kind: 'incomplete', listed: 1, changedFiles: 2 },
  });
  expect(listed(['submissions/mine/a.json'], null)).toMatchObject({
    verdict: 'off-plan',
    problem: { kind: 'incomplete', listed: 1, changedFiles: null },
  });
  const many = Array.from({ length: 3000 }, (_, i) => `submissions/mine/r${i}.json`);
  expect(listed(many, 3000)).toMatchObject({
    verdict: 'off-plan',
    problem: { kind: 'incomplete', listed: 3000, changedFiles: 3000 },
  });
  expect(listed(many.slice(0, 2999), 2999)).toEqual({ verdict: 'publish', number: 7 });
});

test("the artifact's claim: this repository, the run's head, one of the run's pull requests", () => {
  expect(reason(facts({ claim: { ...facts().claim, repository: 'evil/x' } }))).toBe(
    'pull-request.json names a pull request of evil/x, not of bench-org/submissions',
  );
  expect(reason(facts({ claim: { ...facts().claim, head_sha: OTHER } }))).toBe(
    `pull-request.json says head ${OTHER}, but run 555 ran at ${HEAD}`,
  );
  expect(reason(facts({ run: run({ pullRequests: [3] }) }))).toBe('run 555 belongs to pull request(s) #3, not #7');
  expect(reason(facts({ pull: null }))).toBe(
    'pull-request.json names #7, which is not a pull request of bench-org/submissions',
  );
});

test("the pull request: the run's head commit, this base repository, the run's head repository and branch", () => {
  expect(reason(facts({ pull: pull({ headSha: OTHER }) }))).toMatch(`pull request #7 is at ${OTHER}, not at ${HEAD}`);
  expect(reason(facts({ pull: pull({ baseRepo: 'evil/x' }) }))).toBe(
    'pull request #7 targets evil/x, not bench-org/submissions',
  );
  expect(reason(facts({ pull: pull({ headRepo: 'someone/submissions' }) }))).toBe(
    'pull request #7 comes from someone/submissions, but run 555 ran on fork-owner/submissions',
  );
  expect(reason(facts({ pull: pull({ headRepo: null }) }))).toMatch(/^the head repository of pull request #7 is gone/);
  expect(reason(facts({ run: run({ headRepository: null }) }))).toMatch(/^run 555 names no head repository/);
  expect(reason(facts({ pull: pull({ headRef: 'other' }) }))).toBe(
    'pull request #7 comes from branch other, but run 555 ran on branch my-submission',
  );
  expect(reason(facts({ run: run({ headBranch: null }) }))).toMatch(/^run 555 names no head branch/);
  // Case does not matter in repository names, as on GitHub.
  expect(reason(facts({ pull: pull({ headRepo: 'Fork-Owner/Submissions', baseRepo: 'BENCH-ORG/submissions' }) }))).toBe(
    'publish',
  );
});

test('the base: the default branch or an allowed one; no other open pull request from the head on another; not changed since the run was created', () => {
  expect(reason(facts({ pull: pull({ baseRef: 'old' }) }))).toBe(
    "pull request #7 is based on branch old, not on main (the default branch); its run used that branch's workflows",
  );
  expect(
    reason(
      facts({
        pull: pull({ baseRef: 'old' }),
        pullAgain: pull({ baseRef: 'old' }),
        allowedBaseBranches: ['old'],
        history: [{ branch: 'old', status: 'on-history' }],
      }),
    ),
  ).toBe('publish');

  const twin = pull({ number: 9, baseRef: 'old' });
  expect(reason(facts({ openFromHead: [pull(), twin] }))).toBe(
    "the head fork-owner:my-submission of pull request #7 is also the head of #9 (based on old), not based on main (the default branch): run 555 may be the review of that pull request, run by that branch's workflows",
  );
  expect(reason(facts({ openFromHead: [pull(), twin], allowedBaseBranches: ['old'] }))).toBe('publish');
  expect(reason(facts({ openFromHead: undefined }))).toBe(
    'the open pull requests from fork-owner/submissions:my-submission were not checked',
  );

  expect(reason(facts({ baseChangedAt: ['2025-12-31T23:59:59Z'] }))).toBe('publish');
  expect(reason(facts({ baseChangedAt: ['2025-12-31T23:59:59Z', '2026-01-01T00:00:00Z'] }))).toMatch(
    /^the base branch of pull request #7 was changed at 2026-01-01T00:00:00Z, after run 555 was created \(2026-01-01T00:00:00Z\)/,
  );
  expect(reason(facts({ baseChangedAt: ['not a time'] }))).toMatch(
    /was changed at not a time, after run 555 was created/,
  );
  expect(reason(facts({ baseChangedAt: ['2020-01-01T00:00:00Z'], run: run({ createdAt: null }) }))).toMatch(
    /was changed at 2020-01-01T00:00:00Z, after run 555 was created: /,
  );
  expect(reason(facts({ baseChangedAt: undefined }))).toBe(
    'the base branch changes of pull request #7 were not checked',
  );
});

test("the benchmark: the report names this repository (or benchmark-repository) and a commit on its default branch's history", () => {
  for (const repository of [
    'https://github.com/bench-org/submissions',
    'git@github.com:bench-org/submissions.git',
    'ssh://git@github.com/Bench-Org/Submissions.git',
  ]) {
    expect({ repository, decision: reason(facts({ report: { repository, commit: BENCH } })) }).toEqual({
      repository,
      decision: 'publish',
    });
  }
  expect(reason(facts({ report: { repository: 'https://github.com/other/bench.git', commit: BENCH } }))).toBe(
    'the report was scored against the benchmark "https://github.com/other/bench.git", not bench-org/submissions',
  );
  expect(
    reason(facts({ report: { repository: 'https://ghe.example/bench-org/submissions.git', commit: BENCH } })),
  ).toMatch(/^the report was scored against the benchmark "https:\/\/ghe\.example/);
  expect(reason(facts({ report: { repository: null, commit: BENCH } }))).toMatch(
    /^the report names no benchmark repository/,
  );
  expect(reason(facts({ report: { repository: 'https://github.com/bench-org/submissions', commit: null } }))).toMatch(
    /^the report names no full benchmark commit \(none\)/,
  );
  expect(
    reason(facts({ report: { repository: 'https://github.com/bench-org/submissions', commit: 'be7c4' } })),
  ).toMatch(/^the report names no full benchmark commit \("be7c4"\)/);
  expect(reason(facts({ report: { repository: 'x'.repeat(1000), commit: BENCH } })).length).toBeLessThan(300);

  expect(reason(facts({ history: [{ branch: 'main', status: 'not-on-history' }] }))).toBe(
    `the report was scored against commit ${BENCH}, which is not on the history of main in bench-org/submissions`,
  );
  expect(reason(facts({ history: [{ branch: 'main', status: 'unknown' }] }))).toBe(
    `the report was scored against commit ${BENCH}, which bench-org/submissions does not have`,
  );
  expect(reason(facts({ history: undefined }))).toMatch(/was not checked against bench-org\/submissions$/);
  // Only the default branch's history counts, and an allowed base branch's: a history entry for another branch does
  // not.
  expect(reason(facts({ history: [{ branch: 'old', status: 'on-history' }] }))).toMatch(
    /is not on the history of main in/,
  );
  expect(
    reason(
      facts({
        pull: pull({ baseRef: 'next' }),
        pullAgain: pull(),
        allowedBaseBranches: ['next'],
        history: [
          { branch: 'main', status: 'not-on-history' },
          { branch: 'next', status: 'on-history' },
        ],
      }),
    ),
  ).toBe('publish');

  // Another benchmark repository: only its default branch.
  const elsewhere = {
    benchmark: { repository: 'bench-org/benchmark', defaultBranch: 'trunk' },
    report: { repository: 'https://github.com/bench-org/benchmark.git', commit: BENCH },
  };
  expect(reason(facts({ ...elsewhere, history: [{ branch: 'trunk', status: 'on-history' }] }))).toBe('publish');
  expect(reason(facts({ ...elsewhere, history: [{ branch: 'main', status: 'on-history' }] }))).toBe(
    `the report was scored against commit ${BENCH}, which is not on the history of trunk in bench-org/benchmark`,
  );
  expect(reason(facts({ benchmark: elsewhere.benchmark }))).toBe(
    'the report was scored against the benchmark "https://github.com/bench-org/submissions.git", not bench-org/benchmark',
  );
});

test("the pull request read again after its files were listed must still be at the run's head", () => {
  expect(reason(facts({ pullAgain: pull({ headSha: OTHER }) }))).toBe(
    `the pull request moved on while it was checked: #7 is now at ${OTHER}, not at ${HEAD}, the commit run 555 scored`,
  );
  expect(reason(facts({ pullAgain: null }))).toMatch(
    /^the pull request moved on while it was checked: #7 is now at \(no head\)/,
  );
  expect(reason(facts({ pullAgain: undefined }))).toBe(
    'pull request #7 was not read again after its files were listed',
  );
  expect(reason(facts({ files: undefined }))).toBe('the files of pull request #7 were not checked');
  // A rejection wins over withholding: a moved head with .github/ changes is rejected, no comment.
  expect(
    reason(facts({ pullAgain: pull({ headSha: OTHER }), files: { files: [{ filename: '.github/x' }], listed: 1 } })),
  ).toMatch(/^the pull request moved on/);
});

test('the listed artifact: at most max-artifact-bytes (before any download), of the run and its head', () => {
  const listed = { id: 9, name: 'agent-eval-report', size: 1000, expired: false, headSha: HEAD, runId: 555 };
  const theRun = { id: 555, headSha: HEAD };
  expect(artifactProblem(listed, theRun, 1000)).toBeNull();
  expect(artifactProblem({ ...listed, headSha: null, runId: null }, theRun, 1000)).toBeNull();
  expect(artifactProblem(listed, theRun, 999)).toBe(
    'it is 1000 bytes, over max-artifact-bytes (999); it was not downloaded',
  );
  expect(artifactProblem({ ...listed, size: Number.NaN }, theRun, 999)).toBe(
    'it is NaN bytes, over max-artifact-bytes (999); it was not downloaded',
  );
  expect(artifactProblem({ ...listed, runId: 556 }, theRun, 1000)).toBe('GitHub lists it under run 556, not run 555');
  expect(artifactProblem({ ...listed, headSha: OTHER }, theRun, 1000)).toBe(
    `it was made at ${OTHER}, not at ${HEAD}, the run's head`,
  );
});
