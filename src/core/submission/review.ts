/**
 * Finishes the review of submission.yml once the suites are scored (or merged): the declared
 * benchmark against the pinned one, trial counts against the run, claimed scores against the
 * rescored ones. Pure: the same input and suites give the same review, sharded or not.
 */
import { stripCredentials } from '../benchmark.js';
import { mean, roundTo, withheldReasonText } from '../metrics/common.js';
import type { Report, SuiteReport } from '../report/schema.js';
import { capFindings, finding, sortFindings } from './findings.js';
import {
  CHECKS,
  type Check,
  type Claim,
  type ClaimInput,
  type Finding,
  type SubmissionInput,
  type SubmissionReview,
} from './review-schema.js';
import { SUBMISSION_FILE } from './schema.js';
import { trimEnd } from '../util/trim-end.js';
import { missingTrialsSuffix } from '../layout/messages.js';

export function reviewSubmission(
  input: SubmissionInput,
  benchmark: Pick<Report['benchmark'], 'repository' | 'commit' | 'dirty'>,
  suites: readonly SuiteReport[],
): SubmissionReview {
  const checks = new Map<Check['check'], Check>(input.checks.map((c) => [c.check, c]));
  const findings: Finding[] = [...input.findings];
  const d = input.declared;
  const set = (name: Check['check'], found: Finding[], passed: string) => {
    findings.push(...capFindings(found));
    const worst = found.some((f) => f.severity === 'error') ? 'error' : found.length > 0 ? 'warning' : 'passed';
    checks.set(name, { check: name, status: worst, detail: found.length > 0 ? `${found.length} finding(s)` : passed });
  };
  const skip = (name: Check['check'], why: string) => {
    if (!checks.has(name)) checks.set(name, { check: name, status: 'skipped', detail: why });
  };

  let claims: Claim[] = [];
  if (d) {
    const declaredRepo = d.benchmark?.repository;
    if (declaredRepo === undefined) skip('benchmark_repository', 'benchmark.repository is not declared');
    else if (benchmark.repository === null)
      skip('benchmark_repository', 'the benchmark checkout has no remote repository to compare with');
    else {
      const same = normalizeRepository(declaredRepo) === normalizeRepository(benchmark.repository);
      const message = `benchmark.repository is ${declaredRepo}, but the report scored the benchmark from ${benchmark.repository}`;
      set(
        'benchmark_repository',
        same ? [] : [finding('benchmark_repository_mismatch', message, { field: 'benchmark.repository' })],
        'the declared benchmark repository is the one scored',
      );
    }

    const revision = d.benchmark?.revision;
    if (revision === undefined) skip('benchmark_revision', 'benchmark.revision is not declared');
    else if (benchmark.commit === null)
      skip('benchmark_revision', 'the benchmark is not a git checkout: there is no pinned commit to compare with');
    else
      set(
        'benchmark_revision',
        [...revisionFindings(revision, benchmark.commit), ...dirtyFindings(benchmark)],
        `the run used the pinned benchmark commit ${benchmark.commit}`,
      );

    if (!d.trials) skip('trial_count', 'trials is not declared');
    else set('trial_count', trialFindings(d.trials, suites), 'every suite has the declared number of trials');

    // A claim is compared only with a figure the report stands by: none when the report is invalid.
    const invalid = input.findings.some((f) => f.severity === 'error')
      ? `the report is invalid (${[...new Set(input.findings.filter((f) => f.severity === 'error').map((f) => f.code))].join(', ')})`
      : suites.some((s) => !s.valid)
        ? `the report is invalid (suite ${suites.find((s) => !s.valid)!.name} is not valid)`
        : null;
    const compared = input.claims.map((c) => compareClaim(c, suites, invalid));
    claims = compared.map((c) => c.claim);
    if (claims.length === 0) skip('claimed_scores', 'no claimed_scores');
    else
      set(
        'claimed_scores',
        compared.filter((c) => c.claim.status !== 'match').map(claimFinding),
        `all ${claims.length} claimed score(s) match the rescored values`,
      );
  }
  const why =
    input.file === null
      ? `no ${SUBMISSION_FILE}`
      : d === null
        ? `${SUBMISSION_FILE} cannot be used`
        : 'files is not declared';
  for (const name of CHECKS)
    skip(
      name,
      name === 'checksums' ? why : input.file === null ? `no ${SUBMISSION_FILE}` : `${SUBMISSION_FILE} cannot be used`,
    );

  const sorted = sortFindings(findings);
  return {
    file: input.file,
    sha256: input.sha256,
    declared: input.declared,
    checksums: input.checksums,
    valid: sorted.every((f) => f.severity !== 'error'),
    checks: CHECKS.map((name) => checks.get(name)!),
    claims,
    findings: sorted,
  };
}

/** Compares repository URLs: scheme, credentials, user, `.git` and case do not matter. */
export function normalizeRepository(url: string): string {
  const bare = stripCredentials(url.trim())
    .toLowerCase()
    .replace(/^git\+/, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/]+@([^:/]+):(?!\d+\/)/, '$1/')
    .replace(/^[^@/]+@/, '');
  return trimEnd(bare, '/').replace(/\.git$/, '');
}

function revisionFindings(revision: string, commit: string): Finding[] {
  const rev = revision.trim().toLowerCase();
  const field = { field: 'benchmark.revision' };
  if (!/^[0-9a-f]{7,64}$/.test(rev)) {
    return [
      finding(
        'benchmark_revision_mismatch',
        `benchmark.revision ${revision} is not a commit SHA (7 to 64 hex digits), so it cannot be the pinned commit ${commit}`,
        field,
      ),
    ];
  }
  if (commit.toLowerCase().startsWith(rev)) return [];
  return [
    finding(
      'benchmark_revision_mismatch',
      `benchmark.revision ${revision} is not the pinned benchmark commit ${commit} this report was scored at`,
      field,
    ),
  ];
}

/** A checkout with uncommitted changes is not the pinned commit, whatever HEAD says. */
function dirtyFindings(benchmark: Pick<Report['benchmark'], 'commit' | 'dirty'>): Finding[] {
  const d = benchmark.dirty;
  if (!d) return [];
  const shown = d.paths.slice(0, 5).join(', ');
  const message = `the benchmark checkout had ${d.count} uncommitted change(s) (${shown}${d.count > 5 ? ', …' : ''}): this report was not scored at the pinned commit ${benchmark.commit} alone`;
  return [finding('benchmark_revision_mismatch', message, { field: 'benchmark.revision' })];
}

function trialFindings(
  trials: NonNullable<NonNullable<SubmissionInput['declared']>['trials']>,
  suites: readonly SuiteReport[],
): Finding[] {
  const out: Finding[] = [];
  const seedsFinding = (at: string, seeds: unknown[] | undefined, count: number | undefined) => {
    if (seeds !== undefined && count !== undefined && seeds.length !== count) {
      out.push(
        finding('trial_count_mismatch', `${at}.seeds lists ${seeds.length} seed(s) for ${count} trial(s)`, {
          field: `${at}.seeds`,
        }),
      );
    }
  };
  seedsFinding('trials', trials.seeds, trials.count);
  for (const [name, own] of Object.entries(trials.suites ?? {}))
    seedsFinding(`trials.suites.${name}`, own.seeds, own.count);
  for (const suite of suites) {
    const own = trials.suites && Object.hasOwn(trials.suites, suite.name) ? trials.suites[suite.name] : undefined;
    const count = own?.count ?? trials.count;
    const at = own ? `trials.suites.${suite.name}` : 'trials';
    if (count !== undefined && suite.trials.length !== count) {
      const missing = missingTrialsSuffix(
        suite.trials.map((t) => t.name),
        count,
      );
      out.push(
        finding(
          'trial_count_mismatch',
          `${at}.count is ${count}, but the run has ${suite.trials.length} trial(s) of suite ${suite.name}${missing}`,
          { field: `${at}.count` },
        ),
      );
    }
  }
  return out;
}

function claimField(c: ClaimInput): string {
  return c.trial === null
    ? `claimed_scores.${c.suite}.${c.metric}`
    : `claimed_scores.${c.suite}.trials.${c.trial}.${c.metric}`;
}

interface Compared {
  claim: Claim;
  /** Why a withheld claim was not compared. */
  withheld: string | null;
}

/**
 * A claim against the report's figure: a suite claim only when the suite is final, a trial
 * claim only when the trial is final, and none when the report is invalid (`invalid` says why).
 */
function compareClaim(c: ClaimInput, suites: readonly SuiteReport[], invalid: string | null): Compared {
  const result = (
    status: Claim['status'],
    rescored: number | null = null,
    observed: number | null = null,
    withheld: string | null = null,
  ): Compared => ({
    claim: { ...c, rescored, observed, status },
    withheld,
  });
  const suite = suites.find((s) => s.name === c.suite);
  if (!suite || suite.trials.length === 0) return result('not_found');
  const trials = c.trial === null ? suite.trials : suite.trials.filter((t) => t.name === c.trial);
  if (trials.length === 0 || !trials.every((t) => Object.hasOwn(t.metrics, c.metric))) return result('not_found');
  const value = meanOf(trials.map((t) => t.metrics[c.metric]!.value));
  const notFinal =
    c.trial === null
      ? suite.final
        ? null
        : `suite ${c.suite} is not final`
      : trials[0]!.final
        ? null
        : `trial ${c.trial} of suite ${c.suite} is not final`;
  const withheld = trials.flatMap((t) => t.metrics[c.metric]!.withheld ?? []);
  const why =
    invalid ??
    notFinal ??
    (value === null
      ? withheld.length > 0
        ? `an error of the metric: ${withheldReasonText(withheld[0]!)}`
        : `the report withholds it (not final or not valid)`
      : null);
  if (why !== null) {
    const observed = meanOf(
      trials.map((t) => t.metrics[c.metric]!.value ?? t.metrics[`observed_${c.metric}`]?.value ?? null),
    );
    return result('withheld', null, observed, why);
  }
  return result(Math.abs(c.claimed - value!) <= c.tolerance + 1e-9 ? 'match' : 'mismatch', value);
}

/** The mean, rounded like the report's figures; null unless every value is there. */
function meanOf(values: Array<number | null>): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return roundTo(mean(values as number[])!);
}

function claimFinding({ claim: c, withheld }: Compared): Finding {
  const field = claimField(c);
  const where = c.trial === null ? `suite ${c.suite}` : `suite ${c.suite}, trial ${c.trial}`;
  let message: string;
  if (c.status === 'not_found') {
    message = `${field}: claimed ${c.claimed}, but ${where} has no ${c.metric} in this report (the suite, trial or metric was not scored), so it could not be compared`;
  } else if (c.status === 'withheld') {
    const observed =
      c.observed === null ? '' : ` (observed ${c.observed}${c.trial === null ? ', mean over the trials' : ''})`;
    message = `${field}: claimed ${c.claimed}, but the rescored ${c.metric} of ${where} could not be compared (withheld: ${withheld})${observed}`;
  } else {
    const mean = c.trial === null ? ' (mean over the trials)' : '';
    message = `${field}: claimed ${c.claimed}, rescored ${c.rescored}${mean}; the difference ${roundTo(Math.abs(c.claimed - c.rescored!), 6)} is over the tolerance ${c.tolerance}`;
  }
  return finding('claimed_score_mismatch', message, { field });
}
