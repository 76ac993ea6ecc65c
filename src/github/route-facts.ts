/**
 * What the issue route's limits are decided on (core/submission/route-limits.ts), read through
 * the REST API (docs/workflows.md, "Limiting the issue route"):
 *   - who applied a label last: the issue's events (GET /repos/{o}/{r}/issues/{n}/events, oldest
 *     first), the newest `labeled` or `unlabeled` event of that label (names compare without
 *     regard to case, as GitHub's do); `issues: read`;
 *   - how many runs a person started: this run (GET /repos/{o}/{r}/actions/runs/{id}: its
 *     workflow, its actor and when it was created), then that workflow's runs by that actor from
 *     `issues` events created in the window (24 hours or 7 days) before it
 *     (GET /repos/{o}/{r}/actions/workflows/{id}/runs?actor=…&event=issues&created=>=…), and the
 *     runs of the workflows the count is shared with (by file name, from any event);
 *     `actions: read`. Counted: every such run created before this one, whatever its outcome,
 *     except runs GitHub skipped (the caller's job `if:` did not match, so nothing ran), plus
 *     this one;
 *   - a maintainer's grant of one more run: the `labeled` events of the extra-run label on the
 *     issue in the window; each is used by the actor's first run after it.
 * A list longer than we read is an error, never a partial count.
 */
import { statusOf, type Octokit } from './octokit.js';
import { ApiError, apiError, type Repo } from './pull-requests.js';

/** Issue events read at most (100 a page): an issue with more cannot be checked. */
const MAX_EVENT_PAGES = 30;
/** Runs listed at most (100 a page): the most GitHub's run search returns. */
const MAX_RUN_PAGES = 10;

interface IssueEvent {
  event?: unknown;
  created_at?: unknown;
  actor?: { login?: unknown } | null;
  label?: { name?: unknown } | null;
}

const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : NaN);

/** A `labeled` or `unlabeled` event of one label: by whom (empty when GitHub gives no login) and when. */
interface LabelEvent {
  labeled: boolean;
  login: string;
  at: number;
}

/**
 * The `labeled`/`unlabeled` events of `label` on the issue, oldest first (names compare without
 * regard to case); `purpose` says, in the error of an issue with too many events, what they were
 * read for.
 */
async function labelEvents(
  octokit: Octokit,
  where: Repo,
  issueNumber: number,
  label: string,
  purpose: string,
): Promise<LabelEvent[]> {
  const want = label.toLowerCase();
  const events: LabelEvent[] = [];
  let pages = 0;
  try {
    for await (const page of octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/{issue_number}/events', {
      ...where,
      issue_number: issueNumber,
      per_page: 100,
    })) {
      if (++pages > MAX_EVENT_PAGES)
        throw new ApiError(
          `issue #${issueNumber} has more than ${MAX_EVENT_PAGES * 100} events, more than agent-eval reads ${purpose}`,
        );
      for (const e of page.data as IssueEvent[]) {
        if (e.event !== 'labeled' && e.event !== 'unlabeled') continue;
        if (typeof e.label?.name !== 'string' || e.label.name.toLowerCase() !== want) continue;
        const login = typeof e.actor?.login === 'string' ? e.actor.login : '';
        events.push({ labeled: e.event === 'labeled', login, at: time(e.created_at) });
      }
    }
  } catch (err) {
    throw apiError(
      `could not read the events of issue #${issueNumber}`,
      err,
      statusOf(err) === 403 ? ' (the job needs issues: read)' : '',
    );
  }
  return events;
}

/** The newest `labeled`/`unlabeled` event of `label` on the issue: who, and whether it is still on; null: never labelled. */
export async function lastLabelEvent(
  octokit: Octokit,
  where: Repo,
  issueNumber: number,
  label: string,
): Promise<{ labeled: boolean; login: string } | null> {
  const events = await labelEvents(octokit, where, issueNumber, label, `to find who applied the label "${label}"`);
  const last = events.at(-1);
  return last ? { labeled: last.labeled, login: last.login } : null;
}

interface Run {
  id?: unknown;
  workflow_id?: unknown;
  created_at?: unknown;
  conclusion?: unknown;
  event?: unknown;
  actor?: { login?: unknown } | null;
  triggering_actor?: { login?: unknown } | null;
}

export interface ThisRun {
  id: number;
  workflowId: number;
  /** ms since the epoch: GitHub's clock, not the runner's. */
  created: number;
  actor: string;
  /** Who started this attempt (a re-run's); else the actor. */
  triggeredBy: string;
}

const runHint = (err: unknown) => (statusOf(err) === 403 ? ' (the job needs actions: read)' : '');

/** This run: its workflow, when it was created and whose event started it. */
export async function readThisRun(octokit: Octokit, where: Repo, runId: number): Promise<ThisRun> {
  let run: Run;
  try {
    ({ data: run } = (await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
      ...where,
      run_id: runId,
    })) as { data: Run });
  } catch (err) {
    throw apiError(`could not read workflow run ${runId}`, err, runHint(err));
  }
  const created = time(run.created_at);
  const actor = typeof run.actor?.login === 'string' ? run.actor.login : '';
  if (typeof run.workflow_id !== 'number' || !Number.isFinite(created) || !actor)
    throw new ApiError(`workflow run ${runId}: the API's answer has no workflow_id, created_at and actor`);
  const triggeredBy =
    typeof run.triggering_actor?.login === 'string' && run.triggering_actor.login ? run.triggering_actor.login : actor;
  return { id: runId, workflowId: run.workflow_id, created, actor, triggeredBy };
}

const isoSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * When the runs this run's actor started in the window up to this one were created: this
 * workflow's runs from `issues` events, and every run of the workflows in `sharedWith` (file
 * names, as GET .../actions/workflows/{file}/runs takes them), each run once; this one included.
 */
export async function runTimes(
  octokit: Octokit,
  where: Repo,
  me: ThisRun,
  windowMs: number,
  sharedWith: readonly string[] = [],
): Promise<number[]> {
  const since = isoSecond(me.created - windowMs);
  const found = new Map<number, number>([[me.id, me.created]]);
  const lists: Array<{ workflow: number | string; event?: string }> = [
    { workflow: me.workflowId, event: 'issues' },
    ...sharedWith.map((workflow) => ({ workflow })),
  ];
  for (const { workflow, event } of lists) {
    let pages = 0;
    try {
      const params = {
        ...where,
        workflow_id: workflow,
        actor: me.actor,
        ...(event ? { event } : {}),
        created: `>=${since}`,
        per_page: 100,
      };
      for await (const page of octokit.paginate.iterator(
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        params,
      )) {
        if (++pages > MAX_RUN_PAGES)
          throw new ApiError(
            `${me.actor} has more than ${MAX_RUN_PAGES * 100} runs of workflow ${workflow} in the window, more than agent-eval reads`,
          );
        for (const r of page.data as Run[]) {
          const at = time(r.created_at);
          // Filtered again here: by this actor, in the window, before this one; never a skipped run.
          if (
            typeof r.id !== 'number' ||
            r.id === me.id ||
            (event && r.event !== event) ||
            r.conclusion === 'skipped' ||
            (typeof r.actor?.login === 'string' && r.actor.login !== me.actor)
          )
            continue;
          if (!(at >= me.created - windowMs) || at > me.created || (at === me.created && r.id > me.id)) continue;
          found.set(r.id, at);
        }
      }
    } catch (err) {
      throw apiError(
        `could not list the runs of ${me.actor}${typeof workflow === 'string' ? ` of the workflow ${workflow} (limit-shared-with)` : ''}`,
        err,
        runHint(err),
      );
    }
  }
  return [...found.values()].sort((a, b) => a - b);
}

/**
 * Whether a maintainer granted this run one more run: the `labeled` events of `label` on the
 * issue in the window, by someone `maintainer` says yes for, each used by the first of the
 * actor's runs after it (`times`: the counted runs, this one the newest). The login of the grant
 * this run uses; null: none left.
 */
export async function grantedRun(
  octokit: Octokit,
  where: Repo,
  issueNumber: number,
  label: string,
  me: ThisRun,
  since: number,
  times: readonly number[],
  maintainer: (login: string) => Promise<boolean>,
): Promise<string | null> {
  const events = await labelEvents(
    octokit,
    where,
    issueNumber,
    label,
    `to find the grants of one more run ("${label}")`,
  );
  const grants = events.filter((e) => e.labeled && e.login && e.at >= since && e.at <= me.created);
  const open: string[] = [];
  const earlier = times.slice(0, -1); // this run is the newest
  let next = 0;
  for (const g of grants.sort((a, b) => a.at - b.at)) {
    // The runs before this grant used the grants before them.
    for (; next < earlier.length && earlier[next]! <= g.at; next++) open.shift();
    if (await maintainer(g.login)) open.push(g.login);
  }
  for (; next < earlier.length; next++) open.shift();
  return open[0] ?? null;
}
