/**
 * The issue route on an `issue_comment` event: `/agent-eval accept [NAME]` from a maintainer
 * opens a pull request that adds the submission's run, with its submission.yml, as
 * `<submissions-dir>/<NAME>/` (the tree the nightly rescore reads), so that the rescore and the
 * leaderboard include it once the pull request is merged. It runs in the action's own issue route
 * (agent-eval with issue-form) rather than a sixth action: the event says what the route does
 * (`issues`: review the form; `issue_comment`: the command), and it reuses the route's inputs
 * and intake code as they are (docs/action.md, "Accepting a submission").
 *
 * In order; each refusal is a polite reply on the issue and nothing is written:
 *   1. the comment is the command (anything else: nothing at all, not even a reply);
 *   2. its author has write, maintain or admin permission, asked of the API now
 *      (GET collaborators/{user}/permission; author_association is never trusted);
 *   3. the issue, read through the API, is an open submission issue;
 *   4. its last review (the stamp in the sticky comment, written by our bot) scored the issue's
 *      current body, was final and found nothing in the form;
 *   5. the name (given, or from the model id and version) is usable and not in the tree on the
 *      default branch;
 *   6. the archive is fetched and verified again from the form (never a previous job's files),
 *      unpacked under the same bounds as the review, and agrees with the form.
 * Then the pull request is made through the Git data API (github/propose-files.ts) on the branch
 * `agent-eval/accept-issue-<n>`: a second accept reports (or updates) the same pull request.
 * The result is a reply, and a section of the sticky comment.
 */
import { statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { walkTree } from '../../core/fs/walker.js';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { ArchiveError } from '../../core/archive/errors.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../core/archive/fetch.js';
import { isUrl, takeArchive } from '../../core/archive/intake.js';
import {
  ACCEPT_COMMAND,
  acceptBranch,
  defaultSubmissionName,
  isSubmissionName,
  parseAcceptCommand,
  readReviewStamp,
  reviewProblem,
} from '../../core/submission/acceptance.js';
import { applyForm } from '../../core/submission/form-agreement.js';
import { FoldedPaths, nameProblem } from '../../core/submission/tree-paths.js';
import { FORM_LABEL, parseIssueForm } from '../../core/submission/form.js';
import { terminalText } from '../../core/util/terminal.js';
import { trimEnd } from '../../core/util/trim-end.js';
import { code, escapeMarkdown } from '../../core/views/escape.js';
import { readSticky, upsertComment } from '../../github/comment.js';
import { bodySha256 } from '../../github/issue-info.js';
import { readIssue } from '../../github/issues.js';
import { makeOctokit, type Octokit } from '../../github/octokit.js';
import { canWrite, permissionOf } from '../../github/permission.js';
import {
  branchHead,
  pathExists,
  proposeFiles,
  TooManyWrites,
  type NewFile,
  type Proposed,
} from '../../github/propose-files.js';
import { ApiError, type Repo } from '../../github/pull-requests.js';
import { defaultBranchOf } from '../../github/repository.js';
import type { ActionEnv } from '../env.js';
import { InputError } from '../inputs-shared.js';
import type { AcceptInputs } from './score-inputs.js';
import { setOutput } from '../delivery/outputs.js';

/** GitHub refuses a file over 100 MiB in a repository (without Git LFS). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** Where the acceptance section of the sticky comment starts (it runs to the comment's end). */
const ACCEPT_SECTION = '<!-- agent-eval:accept -->';

/** A refusal: `reply` is the markdown posted on the issue (our text; anything quoted escaped). */
class Refused extends Error {
  constructor(readonly reply: string) {
    super(reply);
  }
}

interface CommentEvent {
  issueNumber: number;
  isPull: boolean;
  comment: string;
  login: string;
}

function commentEvent(payload: Record<string, unknown>): CommentEvent | null {
  const issue = payload.issue as { number?: unknown; pull_request?: unknown } | undefined;
  const comment = payload.comment as { body?: unknown; user?: { login?: unknown } } | undefined;
  const n = issue?.number;
  const login = comment?.user?.login;
  if (
    typeof n !== 'number' ||
    !Number.isSafeInteger(n) ||
    n < 1 ||
    typeof login !== 'string' ||
    !/^[A-Za-z0-9-]+(\[bot\])?$/.test(login)
  )
    return null;
  return {
    issueNumber: n,
    isPull: issue?.pull_request !== undefined && issue.pull_request !== null,
    comment: typeof comment?.body === 'string' ? comment.body : '',
    login,
  };
}

export async function acceptIssue(inputs: AcceptInputs, env: ActionEnv): Promise<void> {
  const { ctx } = env;
  if (!ctx.owner || !ctx.repo) throw new InputError('input issue-form: accepting a submission needs GITHUB_REPOSITORY');
  const event = commentEvent(ctx.payload);
  if (!event)
    throw new InputError(
      "input issue-form: on an issue_comment event the issue route reads the event's issue number and comment author, and this event has none",
    );
  const command = parseAcceptCommand(event.comment);
  if (!command) {
    core.info('The comment is not an /agent-eval accept command: nothing to do.');
    return;
  }
  if (event.isPull) {
    core.info('The comment is on a pull request, not on a submission issue: nothing to do.');
    return;
  }
  if (!inputs.token)
    throw new InputError(
      'input token: is required to accept a submission (contents: write, pull-requests: write, issues: write)',
    );
  const where: Repo = { owner: ctx.owner, repo: ctx.repo };
  const octokit = makeOctokit(inputs.token, env.policy, env.log);
  const n = event.issueNumber;
  const reply = async (markdown: string) => {
    try {
      await octokit.rest.issues.createComment({ ...where, issue_number: n, body: markdown });
    } catch (err) {
      core.warning(
        `agent-eval could not reply on issue #${n}: ${(err as Error).message.split('\n')[0]!.slice(0, 300)}`,
      );
    }
  };
  setOutput('issue-number', String(n));

  try {
    const permission = await permissionOf(octokit, where, event.login);
    if (!canWrite(permission)) {
      core.info(
        `${event.login} has ${permission} permission on ${where.owner}/${where.repo}: the command is not theirs to give; replied, nothing changed.`,
      );
      await reply(
        `Thank you for the comment. Only a maintainer of this repository (write permission or more) can accept a submission with \`${ACCEPT_COMMAND}\`; nothing was changed. A maintainer will look at the review above.`,
      );
      return;
    }
    // The review's sticky comment is the token's own (docs/action.md, "How it is kept"); the pull request may be
    // another account's.
    const prOctokit =
      inputs.pullRequestToken === inputs.token ? octokit : makeOctokit(inputs.pullRequestToken, env.policy, env.log);
    const accepted = await accept(inputs, env, { octokit, prOctokit }, where, event, command.name);
    const { number, action } = accepted.proposed;
    const what =
      action === 'created'
        ? `pull request #${number} was opened`
        : action === 'updated'
          ? `pull request #${number} was updated`
          : `pull request #${number} is already open, unchanged`;
    const text = `Accepted as ${code(accepted.name)}: ${what}; it adds ${accepted.files} file(s) under ${code(accepted.dir)}. The nightly rescore and the leaderboard include the submission once it is merged.`;
    core.info(`Pull request #${accepted.proposed.number} ${accepted.proposed.action}: ${accepted.proposed.url}`);
    setOutput('pull-request-number', String(accepted.proposed.number));
    await reply(
      `${text}\n\nA pull request opened with the workflow's own token (GITHUB_TOKEN) starts no workflow: its checks run once a maintainer closes and reopens it, or when the accept job is given a GitHub App token (docs/workflows.md).`,
    );
    await stickySection(
      octokit,
      where,
      inputs,
      env,
      n,
      `### Acceptance\n\n${text.replace('Accepted', `Accepted by ${code(event.login)}`)}\n`,
    );
  } catch (err) {
    if (err instanceof Refused) {
      await reply(err.reply);
      core.setFailed(`agent-eval: accept: refused, nothing was written: ${terminalText(err.reply)}`);
      return;
    }
    if (err instanceof ApiError) {
      await reply(
        'The submission could not be accepted: a GitHub API request failed (the job log says which). Nothing was merged; comment `/agent-eval accept` again to retry.',
      );
      core.setFailed(`agent-eval: accept: ${terminalText(err.message)}`);
      return;
    }
    throw err;
  }
}

interface Accepted {
  name: string;
  dir: string;
  files: number;
  proposed: Proposed;
}

async function accept(
  inputs: AcceptInputs,
  env: ActionEnv,
  { octokit, prOctokit }: { octokit: Octokit; prOctokit: Octokit },
  where: Repo,
  event: CommentEvent,
  given: string | null,
): Promise<Accepted> {
  const n = event.issueNumber;
  const issue = await readIssue(octokit, where, n);
  if (!issue || issue.isPull || issue.state !== 'open' || !issue.labels.includes(FORM_LABEL)) {
    throw new Refused(
      `Issue #${n} cannot be accepted: only an open issue with the ${code(FORM_LABEL)} label (a submission form) can be. Nothing was changed.`,
    );
  }
  const sticky = await readSticky(octokit, { ...where, issueNumber: n }, inputs.commentKey);
  const problem = reviewProblem(readReviewStamp(sticky?.body ?? ''), bodySha256(issue.body));
  if (problem) throw new Refused(`The submission cannot be accepted yet: ${problem}. Nothing was changed.`);

  const form = parseIssueForm(issue.body);
  const { url, sha256 } = form.archive;
  if (form.findings.length > 0 || !url || !sha256 || !isUrl(url))
    throw new Refused(
      'The submission cannot be accepted: its form has problems (see the review above). Nothing was changed.',
    );
  const name = given ?? defaultSubmissionName(form.submission, n);
  if (!isSubmissionName(name)) {
    throw new Refused(
      `${code(name)} cannot be a submission's name: letters, digits, \`.\`, \`_\` and \`-\`, at most 100, starting with a letter or digit. Comment \`/agent-eval accept NAME\` with another name. Nothing was changed.`,
    );
  }
  const dir = `${inputs.submissionsDir}/${name}`;
  const base = await defaultBranchOf(prOctokit, where);
  const head = await branchHead(prOctokit, where, base);
  if (await pathExists(prOctokit, where, dir, head)) {
    throw new Refused(
      `A submission named ${code(name)} already exists (${code(dir)} on ${code(base)}). Comment \`/agent-eval accept NAME\` to accept this one under another name. Nothing was changed.`,
    );
  }

  const work = await mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'agent-eval-accept-'));
  try {
    let runDir: string;
    try {
      const intake = await takeArchive({
        source: url,
        sha256,
        workDir: work,
        fetch: {
          allowedHosts: inputs.form.allowedHosts.length ? inputs.form.allowedHosts : DEFAULT_ALLOWED_HOSTS,
          ...(inputs.form.maxArchiveBytes !== null ? { maxBytes: inputs.form.maxArchiveBytes } : {}),
        },
      });
      runDir = intake.runDir;
      core.info(
        `Archive ${terminalText(intake.archive.source)}: sha256 verified again, ${intake.archive.files} file(s) unpacked.`,
      );
    } catch (err) {
      if (!(err instanceof ArchiveError)) throw err;
      throw new Refused(
        `The submission cannot be accepted: the archive was fetched again and refused, ${code(err.code)}: ${escapeMarkdown(err.message, 600)}${err.entry ? ` (entry ${code(err.entry)})` : ''}. Nothing was changed.`,
      );
    }
    const agreement = await applyForm(form, runDir);
    if (agreement.outcome === 'skipped' || agreement.findings.length > 0) {
      throw new Refused(
        `The submission cannot be accepted: the archive fetched again no longer agrees with the form (${agreement.findings.length} ${code('form_mismatch')} finding(s)). Nothing was changed.`,
      );
    }
    const files = await runFiles(runDir, dir);
    const proposed = await proposeFiles(prOctokit, where, {
      base,
      branch: acceptBranch(n),
      files,
      message: `Add submission ${name} (issue #${n})\n\nAccepted by ${event.login} with /agent-eval accept; the run archive's sha256 is ${sha256.toLowerCase()}.`,
      title: `Add submission ${name} (issue #${n})`,
      body: `Adds the run of issue #${n} as \`${dir}/\` (${files.length} file(s), its \`submission.yml\` included), accepted by ${event.login} with \`/agent-eval accept\`.\n\nThe run archive was fetched again and verified against the sha256 in the form (\`${sha256.toLowerCase()}\`) before this pull request was made. Once merged, the nightly rescore and the leaderboard include it.\n\nCloses #${n}`,
      serverUrl: env.ctx.serverUrl,
    }).catch((err: unknown) => {
      if (err instanceof TooManyWrites)
        throw new Refused(
          `The submission cannot be accepted: ${err.message} (the bound of one accept). Nothing was changed.`,
        );
      throw err;
    });
    return { name, dir, files: files.length, proposed };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Paths named in a refusal, at most (the count of the rest is given). */
const SHOWN_PATHS = 20;

/**
 * Every regular file of the unpacked run (the unpacker allows nothing else), as repository paths
 * under `dir`, in the walk's order (fs/walker.ts); read later, one at a time. Refused before
 * anything is written, each path with its reason: a name that is not UTF-8 (`bad_name`), anything
 * but a regular file or a directory (the walk's findings), a file over GitHub's 100 MiB (`too_large`), a name git or a
 * file system treats as special (`.git` and its aliases, `.gitattributes`, `.gitmodules`) and two
 * paths that are one on macOS or Windows (core/submission/tree-paths.ts).
 */
async function runFiles(runDir: string, dir: string): Promise<NewFile[]> {
  const out: NewFile[] = [];
  const problems: string[] = [];
  const refuse = (rel: string, reason: string, message: string) => {
    problems.push(`- ${code(rel)}: ${code(reason)}, ${message}`);
    return false;
  };
  const folded = new FoldedPaths();
  const walked = await walkTree(runDir, {
    entry: (e) => {
      if (!e.valid) return refuse(e.rel, 'bad_name', 'a name that is not valid UTF-8');
      if (e.type !== 'dir' && e.type !== 'file') return false; // the walk's finding names it
      const special = nameProblem(e.text);
      if (special) return refuse(e.rel, special.reason, special.message);
      const earlier = folded.add(e.rel);
      if (earlier !== null)
        return refuse(
          e.rel,
          'path_collision',
          `the same path as ${code(earlier)} on a file system that ignores letter case or Unicode normalisation (macOS, Windows)`,
        );
      if (e.type === 'dir') return true;
      const file = path.join(runDir, e.rel);
      if (statSync(file).size > MAX_FILE_BYTES)
        return refuse(e.rel, 'too_large', 'over 100 MiB, the largest file GitHub takes in a repository');
      out.push({ path: `${dir}/${e.rel}`, read: () => readFile(file) });
    },
  });
  for (const f of walked.findings)
    problems.push(`- ${code(f.rel)}: ${code(f.kind)}, ${escapeMarkdown(f.message, 300)}`);
  if (problems.length > 0) {
    const more = problems.length > SHOWN_PATHS ? `\n- and ${problems.length - SHOWN_PATHS} more` : '';
    throw new Refused(
      `The submission cannot be accepted: ${problems.length} path(s) of the run cannot enter the repository's tree:\n\n${problems.slice(0, SHOWN_PATHS).join('\n')}${more}\n\nNothing was changed.`,
    );
  }
  return out;
}

/** The sticky comment with its acceptance section replaced (or added); a failure is a warning. */
async function stickySection(
  octokit: Octokit,
  where: Repo,
  inputs: AcceptInputs,
  env: ActionEnv,
  n: number,
  section: string,
): Promise<void> {
  try {
    const target = { ...where, issueNumber: n };
    const sticky = await readSticky(octokit, target, inputs.commentKey);
    if (!sticky) return;
    const at = sticky.body.indexOf(`\n${ACCEPT_SECTION}\n`);
    const kept = trimEnd(at >= 0 ? sticky.body.slice(0, at) : sticky.body, '\n');
    await upsertComment(
      octokit,
      target,
      inputs.commentKey,
      `${kept}\n\n${ACCEPT_SECTION}\n${section}`,
      env.policy,
      env.log,
    );
  } catch (err) {
    core.warning(
      `agent-eval could not update the sticky comment on issue #${n}: ${(err as Error).message.split('\n')[0]!.slice(0, 300)}`,
    );
  }
}
