/**
 * A real HTTP server on 127.0.0.1 standing in for the GitHub REST API's endpoints as the action
 * uses them: issue comments (list, paginated with Link headers like GitHub: per_page up to 100;
 * create; update), the repository (get: its default branch), pull requests (get; list by state
 * and head, paginated), issue events (list, paginated), compare (answered by git itself from a real
 * repository: `git rev-list --left-right --count`), workflow runs (get; list a workflow's, filtered by
 * actor, event and creation time) and their artifacts (list by name;
 * download: a 302 to a signed blob URL, served here too without credentials, as blob storage
 * is). It checks the token, enforces GitHub's 65,536-character body limit, records every
 * request, can be told to fail requests (5xx, rate limits, a read-only token), and runs a hook
 * after each request (to change the world between two of the action's requests). For
 * scripts/release.mjs: releases (get by tag, create, update) and their assets (upload to the
 * release's upload_url, here on this server as on uploads.github.com; delete). For accepting a
 * submission: a user's permission on the repository (`permissions`), the Git data API
 * (git-data.ts) and opening a pull request (POST pulls: it is then listed and read as any other).
 * GraphQL (POST /graphql) answers one query, `viewer { login }`: the token's own account,
 * `botLogin` (the author of every comment and issue the stand-in creates), as GitHub answers
 * for an installation token; any other query is refused as GitHub refuses an unknown field.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeGitData } from './git-data.js';

export interface Comment {
  id: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
}

export interface Fault {
  /** The HTTP method of the REST requests to fail, or `GRAPHQL` for the GraphQL query (a POST that only reads: a `POST` fault is for REST's POSTs); absent: any request. */
  method?: string;
  status: number;
  headers?: Record<string, string>;
  message?: string;
  /** Perform the request first, then answer with the fault (a create that reached GitHub but whose answer was lost). */
  afterApplying?: boolean;
}

export const BODY_LIMIT = 65_536;

/** The GraphQL query (`viewer { login }`, who the token is): a POST that reads. */
export const isGraphql = (r: Recorded): boolean => r.path === '/graphql';

/** A request that could change something on GitHub: anything but a GET and the GraphQL query. */
export const isWrite = (r: Recorded): boolean => r.method !== 'GET' && !isGraphql(r);

/** An issue as the issues endpoints return it (the fields the action reads). */
export interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: { name: string }[];
  user: { login: string; type: 'Bot' | 'User' };
  html_url: string;
  pull_request?: object;
}

/** A pull request as GET /repos/{o}/{r}/pulls/{n} returns it (the fields the action reads). */
export interface PullRequest {
  number: number;
  head: { sha: string; ref?: string; repo: { full_name: string } | null };
  base: { ref?: string; repo: { full_name: string } };
  state?: string;
  /** Default: the number of files in pullFiles, as GitHub counts them. */
  changed_files?: number;
}

/** An artifact of a workflow run; `zip` is what the blob URL serves. */
export interface RunArtifact {
  id: number;
  name: string;
  zip: Buffer;
  /** Default: zip.length. */
  size_in_bytes?: number;
  expired?: boolean;
  workflow_run?: { id: number; head_sha: string };
  /** Default: 2026-01-01T00:00:00Z. */
  created_at?: string;
}

/** A workflow run as the runs listing returns it (the fields the action reads). */
export interface WorkflowRunEntry {
  id: number;
  workflow_id: number;
  event: string;
  created_at: string;
  conclusion: string | null;
  actor: { login: string };
  triggering_actor?: { login: string };
}

/** A release and its assets (the bytes uploaded). */
export interface Release {
  id: number;
  tag_name: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  make_latest?: string;
  assets: { id: number; name: string; content_type: string; size: number; data: Buffer }[];
}

export class FakeGitHubApi {
  readonly comments = new Map<string, Comment[]>();
  readonly requests: Recorded[] = [];
  private faults: Fault[] = [];
  private server: Server | null = null;
  private nextId = 1000;
  readonly issues: Issue[] = [];
  readonly pulls = new Map<string, PullRequest>();
  /** GET /repos/{o}/{r}/pulls/{n}/files, by `owner/repo#n` (the first 3,000, as GitHub lists them); none listed: an empty list. */
  readonly pullFiles = new Map<string, Array<{ filename: string; previous_filename?: string }>>();
  readonly runs = new Map<number, object>();
  /** GET /repos/{o}/{r}/issues/{n}/events, by `owner/repo#n` (oldest first, as GitHub lists them). */
  readonly issueEvents = new Map<
    string,
    Array<{ event: string; created_at: string; actor?: { login: string }; label?: { name: string } }>
  >();
  /**
   * GET /repos/{o}/{r}/actions/workflows/{id}/runs: the runs of every workflow, listed newest first
   * for one workflow_id and filtered by `actor`, `event` and `created=>=…` as GitHub does.
   */
  readonly workflowRuns: WorkflowRunEntry[] = [];
  /** Workflow file names (`agent-eval-review.yml`) by which the runs listing also takes a workflow_id. */
  readonly workflowFiles = new Map<string, number>();
  /** The git repository behind GET /repos/{o}/{r}/compare, by `owner/repo`. */
  readonly gitRepos = new Map<string, string>();
  readonly artifacts = new Map<number, RunArtifact[]>();
  /** Releases, by repository (`owner/repo`). */
  readonly releases = new Map<string, Release[]>();
  /** GET /repos/{o}/{r}/collaborators/{u}/permission: role_name by login (any repository; `name:permission` for a custom role); absent: 404. */
  readonly permissions = new Map<string, string>();
  /** Refs, commits, trees and blobs (git-data.ts). */
  readonly git = new FakeGitData();
  /** Writes answer 403 "Resource not accessible by integration", as with a fork PR's read-only token. */
  readOnly = false;
  /**
   * A token with write access may edit anyone's comment (as GITHUB_TOKEN with issues or
   * pull-requests write may); false: only the bot's own, as a read-only or narrower token.
   */
  editsAnyComment = false;
  /** GET /repos/{o}/{r}: default_branch. */
  defaultBranch = 'main';
  /** Called after each request has been answered. */
  afterRequest: ((request: Recorded) => void) | null = null;
  url = '';
  /** More tokens the stand-in accepts, each with the login `viewer` gives it (an App's installation token, say). */
  readonly otherTokens = new Map<string, string>();

  constructor(
    readonly token: string,
    readonly botLogin = 'github-actions[bot]',
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        this.handle(req, res, raw.toString('utf8'), raw);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops listening and drops every open connection (a keep-alive client would hold close()). */
  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  reset(): void {
    this.comments.clear();
    this.issues.length = 0;
    this.pulls.clear();
    this.pullFiles.clear();
    this.runs.clear();
    this.issueEvents.clear();
    this.workflowRuns.length = 0;
    this.workflowFiles.clear();
    this.gitRepos.clear();
    this.artifacts.clear();
    this.releases.clear();
    this.permissions.clear();
    this.git.reset();
    this.requests.length = 0;
    this.faults = [];
    this.readOnly = false;
    this.editsAnyComment = false;
    this.defaultBranch = 'main';
    this.afterRequest = null;
  }

  /** The next matching requests fail, in order. */
  fail(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  issue(owner: string, repo: string, n: number): Comment[] {
    const key = `${owner}/${repo}#${n}`;
    if (!this.comments.has(key)) this.comments.set(key, []);
    return this.comments.get(key)!;
  }

  seed(
    owner: string,
    repo: string,
    n: number,
    body: string,
    user: Comment['user'] = { login: 'someone', type: 'User' },
  ): Comment {
    const c = this.make(owner, repo, n, body, user);
    this.issue(owner, repo, n).push(c);
    return c;
  }

  /** An issue (or with pull_request, a pull request as the issues list shows it). */
  addIssue(issue: Partial<Issue> & { number: number }): Issue {
    const full: Issue = {
      title: 't',
      body: '',
      state: 'open',
      labels: [],
      user: { login: 'someone', type: 'User' },
      html_url: `https://github.example/issues/${issue.number}`,
      ...issue,
    };
    this.issues.push(full);
    return full;
  }

  pull(owner: string, repo: string, pr: PullRequest): void {
    this.pulls.set(`${owner}/${repo}#${pr.number}`, pr);
  }

  artifact(runId: number, artifact: RunArtifact): void {
    this.artifacts.set(runId, [...(this.artifacts.get(runId) ?? []), artifact]);
  }

  /** Requests to the blob URLs (no token: they are signed URLs). */
  blobRequests(): Recorded[] {
    return this.requests.filter((r) => r.path.startsWith('/_blob/'));
  }

  private make(owner: string, repo: string, n: number, body: string, user: Comment['user']): Comment {
    const id = this.nextId++;
    const now = new Date(Date.UTC(2026, 0, 1, 0, 0, id % 60)).toISOString();
    return {
      id,
      body,
      user,
      html_url: `https://github.example/${owner}/${repo}/pull/${n}#issuecomment-${id}`,
      created_at: now,
      updated_at: now,
    };
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string, raw: Buffer): void {
    this.route(req, res, body, raw);
    const hook = this.afterRequest;
    if (hook) hook(this.requests[this.requests.length - 1]!);
  }

  private route(req: IncomingMessage, res: ServerResponse, body: string, raw: Buffer): void {
    const url = new URL(req.url ?? '/', this.url);
    const record: Recorded = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      status: 0,
    };
    this.requests.push(record);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(data));
    };
    const blob = /^\/_blob\/(\d+)\.zip$/.exec(url.pathname);
    if (blob && req.method === 'GET') {
      const artifact = [...this.artifacts.values()].flat().find((a) => a.id === Number(blob[1]));
      if (!artifact || url.searchParams.get('sig') !== 'signed') return send(403, { message: 'AuthenticationFailed' });
      record.status = 200;
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(artifact.zip.length) });
      res.end(artifact.zip);
      return;
    }
    const given = /^token (.*)$/s.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined || (given !== this.token && !this.otherTokens.has(given)))
      return send(401, { message: 'Bad credentials' });
    const viewer = given === this.token ? this.botLogin : this.otherTokens.get(given)!;

    const kind = url.pathname === '/graphql' ? 'GRAPHQL' : req.method;
    const faultIndex = this.faults.findIndex((f) => !f.method || f.method === kind);
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0]! : null;
    if (fault && !fault.afterApplying)
      return send(fault.status, { message: fault.message ?? `fault ${fault.status}` }, fault.headers);
    const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
      fault
        ? send(fault.status, { message: fault.message ?? `fault ${fault.status}` }, fault.headers)
        : send(status, data, headers);

    if (url.pathname === '/graphql' && req.method === 'POST') {
      const query = String((JSON.parse(body) as { query?: unknown }).query ?? '');
      if (/^\s*(?:query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query))
        return answer(200, { data: { viewer: { login: viewer } } });
      return answer(200, {
        errors: [{ message: `the stand-in answers only viewer { login }, not: ${query.slice(0, 100)}` }],
      });
    }
    let m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const all = this.issue(m[1]!, m[2]!, Number(m[3]));
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (p: number) => {
        const u = new URL(url.toString());
        u.searchParams.set('page', String(p));
        u.searchParams.set('per_page', String(perPage));
        return u.toString();
      };
      const rels = [
        page < last ? `<${link(page + 1)}>; rel="next"` : null,
        page < last ? `<${link(last)}>; rel="last"` : null,
        page > 1 ? `<${link(1)}>; rel="first"` : null,
        page > 1 ? `<${link(page - 1)}>; rel="prev"` : null,
      ].filter(Boolean);
      return answer(200, all.slice((page - 1) * perPage, page * perPage), rels.length ? { link: rels.join(', ') } : {});
    }
    if (m && req.method === 'POST') {
      if (this.readOnly)
        return send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
        });
      const text = String((JSON.parse(body) as { body?: unknown }).body ?? '');
      if (text.length > BODY_LIMIT)
        return send(422, {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
            },
          ],
        });
      const c = this.make(m[1]!, m[2]!, Number(m[3]), text, { login: this.botLogin, type: 'Bot' });
      this.issue(m[1]!, m[2]!, Number(m[3])).push(c);
      return answer(201, c);
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'PATCH') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const id = Number(m[3]);
      const c = [...this.comments.entries()]
        .filter(([k]) => k.startsWith(`${m![1]}/${m![2]}#`))
        .flatMap(([, list]) => list)
        .find((x) => x.id === id);
      if (!c) return send(404, { message: 'Not Found' });
      if (c.user.login !== this.botLogin && !this.editsAnyComment)
        return send(403, { message: 'You cannot edit this comment' });
      const text = String((JSON.parse(body) as { body?: unknown }).body ?? '');
      if (text.length > BODY_LIMIT)
        return send(422, {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
            },
          ],
        });
      c.body = text;
      c.updated_at = new Date(Date.UTC(2026, 0, 2)).toISOString();
      return answer(200, c);
    }
    // One issue, and its labels (issues are not per repository here: numbers are unique in a test).
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const issue = this.issues.find((i) => i.number === Number(m![3]));
      return issue ? answer(200, issue) : answer(404, { message: 'Not Found' });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/labels$/.exec(url.pathname);
    if (m && req.method === 'POST') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const issue = this.issues.find((i) => i.number === Number(m![3]));
      if (!issue) return answer(404, { message: 'Not Found' });
      for (const name of (JSON.parse(body) as { labels: string[] }).labels)
        if (!issue.labels.some((l) => l.name === name)) issue.labels.push({ name });
      return answer(200, issue.labels);
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/labels\/(.+)$/.exec(url.pathname);
    if (m && req.method === 'DELETE') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const issue = this.issues.find((i) => i.number === Number(m![3]));
      const name = decodeURIComponent(m[4]!);
      const at = issue?.labels.findIndex((l) => l.name === name) ?? -1;
      if (!issue || at < 0) return answer(404, { message: 'Label does not exist' });
      issue.labels.splice(at, 1);
      return answer(200, issue.labels);
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      const state = url.searchParams.get('state') ?? 'open';
      const list = this.issues.filter(
        (i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.some((x) => x.name === l)),
      );
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const next =
        page * perPage < list.length
          ? (() => {
              const u = new URL(url.toString());
              u.searchParams.set('page', String(page + 1));
              return { link: `<${u}>; rel="next"` };
            })()
          : {};
      return answer(200, list.slice((page - 1) * perPage, page * perPage), next);
    }
    if (m && req.method === 'POST') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const data = JSON.parse(body) as { title?: string; body?: string; labels?: string[] };
      const number = 100 + this.issues.length;
      const issue = this.addIssue({
        number,
        title: String(data.title),
        body: String(data.body ?? ''),
        labels: (data.labels ?? []).map((name) => ({ name })),
        user: { login: this.botLogin, type: 'Bot' },
        html_url: `https://github.example/${m[1]}/${m[2]}/issues/${number}`,
      });
      return answer(201, issue);
    }
    // A list answered a page at a time, with GitHub's Link header to the next one.
    const paged = (list: unknown[]) => {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const next = new URL(url.toString());
      next.searchParams.set('page', String(page + 1));
      return answer(
        200,
        list.slice((page - 1) * perPage, page * perPage),
        page * perPage < list.length ? { link: `<${next}>; rel="next"` } : {},
      );
    };
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const list = [...this.pulls.entries()]
        .filter(([k]) => k.startsWith(`${m![1]}/${m![2]}#`))
        .map(([, pr]) => ({ state: 'open', ...pr }))
        .filter(
          (pr) =>
            (state === 'all' || pr.state === state) &&
            (head === null || `${pr.head.repo?.full_name.split('/')[0]}:${pr.head.ref}` === head),
        )
        .sort((a, b) => b.number - a.number);
      return paged(list);
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/events$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      if (!this.pulls.has(`${m[1]}/${m[2]}#${m[3]}`) && !this.issues.some((i) => i.number === Number(m![3])))
        return send(404, { message: 'Not Found' });
      return paged((this.issueEvents.get(`${m[1]}/${m[2]}#${m[3]}`) ?? []).map((e, i) => ({ id: 5000 + i, ...e })));
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const dir = this.gitRepos.get(`${m[1]}/${m[2]}`);
      const [base, head, ...rest] = decodeURIComponent(m[3]!).split('...');
      if (!dir || !base || !head || rest.length > 0) return send(404, { message: 'Not Found' });
      const git = (...args: string[]) =>
        execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      const commit = (rev: string) => {
        try {
          return git('rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`);
        } catch {
          return null;
        }
      };
      const [b, h] = [commit(base), commit(head)];
      if (!b || !h) return send(404, { message: 'Not Found' });
      const [behind, ahead] = git('rev-list', '--left-right', '--count', `${b}...${h}`).split(/\s+/).map(Number) as [
        number,
        number,
      ];
      const status =
        ahead === 0 && behind === 0 ? 'identical' : behind === 0 ? 'ahead' : ahead === 0 ? 'behind' : 'diverged';
      return answer(200, {
        status,
        ahead_by: ahead,
        behind_by: behind,
        total_commits: ahead,
        base_commit: { sha: b },
        merge_base_commit: { sha: git('merge-base', b, h) },
      });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      if (!this.pulls.has(`${m[1]}/${m[2]}#${m[3]}`)) return send(404, { message: 'Not Found' });
      // GitHub lists at most 3,000 files of a pull request, without saying so.
      return paged((this.pullFiles.get(`${m[1]}/${m[2]}#${m[3]}`) ?? []).slice(0, 3000));
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const pr = this.pulls.get(`${m[1]}/${m[2]}#${m[3]}`);
      const changed = this.pullFiles.get(`${m[1]}/${m[2]}#${m[3]}`)?.length ?? 0;
      return pr ? answer(200, { state: 'open', changed_files: changed, ...pr }) : send(404, { message: 'Not Found' });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === 'GET')
      return answer(200, { full_name: `${m[1]}/${m[2]}`, default_branch: this.defaultBranch });
    m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const run = this.runs.get(Number(m[3]));
      return run ? answer(200, run) : send(404, { message: 'Not Found' });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const file = decodeURIComponent(m[3]!);
      if (!/^\d+$/.test(file)) {
        if (!this.workflowFiles.has(file)) return send(404, { message: 'Not Found' });
        m[3] = String(this.workflowFiles.get(file));
      }
      const actor = url.searchParams.get('actor');
      const event = url.searchParams.get('event');
      const created = url.searchParams.get('created');
      const since = created?.startsWith('>=') ? Date.parse(created.slice(2)) : null;
      if (created !== null && (since === null || Number.isNaN(since)))
        return send(422, { message: 'Validation Failed: created' });
      const list = this.workflowRuns
        .filter(
          (r) =>
            r.workflow_id === Number(m![3]) &&
            (actor === null || r.actor.login === actor) &&
            (event === null || r.event === event) &&
            (since === null || Date.parse(r.created_at) >= since),
        )
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const next = new URL(url.toString());
      next.searchParams.set('page', String(page + 1));
      return answer(
        200,
        { total_count: list.length, workflow_runs: list.slice((page - 1) * perPage, page * perPage) },
        page * perPage < list.length ? { link: `<${next}>; rel="next"` } : {},
      );
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const name = url.searchParams.get('name');
      const list = (this.artifacts.get(Number(m[3])) ?? []).filter((a) => name === null || a.name === name);
      return answer(200, {
        total_count: list.length,
        artifacts: list.map((a) => ({
          id: a.id,
          node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
          name: a.name,
          size_in_bytes: a.size_in_bytes ?? a.zip.length,
          url: `${this.url}/repos/${m![1]}/${m![2]}/actions/artifacts/${a.id}`,
          archive_download_url: `${this.url}/repos/${m![1]}/${m![2]}/actions/artifacts/${a.id}/zip`,
          expired: a.expired ?? false,
          created_at: a.created_at ?? '2026-01-01T00:00:00Z',
          expires_at: '2026-04-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          workflow_run: a.workflow_run ?? { id: Number(m![3]) },
        })),
      });
    }
    const releases = (o: string, r: string) => {
      const key = `${o}/${r}`;
      if (!this.releases.has(key)) this.releases.set(key, []);
      return this.releases.get(key)!;
    };
    const shown = (o: string, r: string, rel: Release) => ({
      ...rel,
      html_url: `https://github.example/${o}/${r}/releases/tag/${rel.tag_name}`,
      upload_url: `${this.url}/repos/${o}/${r}/releases/${rel.id}/assets{?name,label}`,
      assets: rel.assets.map(({ data: _data, ...a }) => a),
    });
    m = /^\/repos\/([^/]+)\/([^/]+)\/releases\/tags\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const rel = releases(m[1]!, m[2]!).find((x) => x.tag_name === decodeURIComponent(m![3]!));
      return rel ? answer(200, shown(m[1]!, m[2]!, rel)) : send(404, { message: 'Not Found' });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/releases$/.exec(url.pathname);
    if (m && req.method === 'POST') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const data = JSON.parse(body) as Partial<Release>;
      if (!data.tag_name) return send(422, { message: 'Validation Failed' });
      if (releases(m[1]!, m[2]!).some((x) => x.tag_name === data.tag_name))
        return send(422, {
          message: 'Validation Failed',
          errors: [{ resource: 'Release', code: 'already_exists', field: 'tag_name' }],
        });
      const rel: Release = {
        id: this.nextId++,
        tag_name: data.tag_name,
        name: String(data.name ?? data.tag_name),
        body: String(data.body ?? ''),
        draft: Boolean(data.draft),
        prerelease: Boolean(data.prerelease),
        make_latest: data.make_latest,
        assets: [],
      };
      releases(m[1]!, m[2]!).push(rel);
      return answer(201, shown(m[1]!, m[2]!, rel));
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'PATCH') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const rel = releases(m[1]!, m[2]!).find((x) => x.id === Number(m![3]));
      if (!rel) return send(404, { message: 'Not Found' });
      Object.assign(rel, JSON.parse(body) as Partial<Release>, { id: rel.id, assets: rel.assets });
      return answer(200, shown(m[1]!, m[2]!, rel));
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/.exec(url.pathname);
    if (m && req.method === 'POST') {
      const rel = releases(m[1]!, m[2]!).find((x) => x.id === Number(m![3]));
      const name = url.searchParams.get('name');
      if (!rel || !name) return send(404, { message: 'Not Found' });
      if (rel.assets.some((a) => a.name === name))
        return send(422, {
          message: 'Validation Failed',
          errors: [{ resource: 'ReleaseAsset', code: 'already_exists', field: 'name' }],
        });
      const asset = {
        id: this.nextId++,
        name,
        content_type: String(req.headers['content-type'] ?? ''),
        size: raw.length,
        data: Buffer.from(raw),
      };
      rel.assets.push(asset);
      const { data: _data, ...shownAsset } = asset;
      return answer(201, shownAsset);
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'DELETE') {
      for (const rel of releases(m[1]!, m[2]!)) {
        const i = rel.assets.findIndex((a) => a.id === Number(m![3]));
        if (i >= 0) {
          rel.assets.splice(i, 1);
          record.status = 204;
          res.writeHead(204);
          res.end();
          return;
        }
      }
      return send(404, { message: 'Not Found' });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const artifact = [...this.artifacts.values()].flat().find((a) => a.id === Number(m![3]));
      if (!artifact) return send(404, { message: 'Not Found' });
      if (artifact.expired) return send(410, { message: 'Artifact has expired' });
      record.status = 302;
      res.writeHead(302, { location: `${this.url}/_blob/${artifact.id}.zip?sig=signed&se=2026-01-01` });
      res.end();
      return;
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const role = this.permissions.get(decodeURIComponent(m[3]!));
      if (role === undefined) return send(404, { message: 'Not Found' });
      // `name:permission` is an organisation's custom role: its own role_name, and the base permission.
      const [roleName, base] = role.includes(':')
        ? role.split(':')
        : [role, role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role];
      return answer(200, { permission: base, role_name: roleName, user: { login: decodeURIComponent(m[3]!) } });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(url.pathname);
    if (m && req.method === 'POST') {
      if (this.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const data = JSON.parse(body) as { title?: string; head?: string; base?: string; body?: string };
      const full = `${m[1]}/${m[2]}`;
      const sha = this.git.ref(full, `heads/${data.head}`);
      if (!sha || !this.git.ref(full, `heads/${data.base}`))
        return send(422, {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'invalid', field: 'head' }],
        });
      const number = 500 + this.pulls.size;
      this.pulls.set(`${full}#${number}`, {
        number,
        head: { sha, ref: data.head, repo: { full_name: full } },
        base: { ref: data.base, repo: { full_name: full } },
        state: 'open',
      });
      return answer(201, {
        number,
        html_url: `https://github.example/${full}/pull/${number}`,
        title: data.title,
        body: data.body,
      });
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/(git\/.+|contents\/.+)$/.exec(url.pathname);
    if (m) {
      if (this.readOnly && req.method !== 'GET')
        return send(403, { message: 'Resource not accessible by integration' });
      const got = this.git.route(`${m[1]}/${m[2]}`, req.method ?? '', m[3]!, url.searchParams, body);
      if (got && req.method === 'PATCH' && got.status === 200) {
        // A pull request's head follows its branch.
        for (const [k, pr] of this.pulls)
          if (k.startsWith(`${m[1]}/${m[2]}#`) && `git/refs/heads/${pr.head.ref}` === decodeURIComponent(m[3]!))
            pr.head.sha = this.git.ref(`${m[1]}/${m[2]}`, `heads/${pr.head.ref}`)!;
      }
      if (got) return answer(got.status, got.data);
    }
    return send(404, { message: 'Not Found' });
  }
}
