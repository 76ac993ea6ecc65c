/** The action's own texts around the report views: comment body, notes, warnings, outputs. Pure functions. */
import type { Report } from '../core/report/schema.js';
import { code } from '../core/views/escape.js';
import { planProblemText, type PlanProblem } from '../core/submission/plan.js';
import { suitesAndSplits } from '../core/report/splits.js';
import { headlineNames } from '../core/views/format.js';
import { fitMarkdown, utf16Length } from '../core/views/trim.js';

/** GitHub rejects an issue comment longer than 65,536 characters; keep a margin. */
export const COMMENT_LIMIT_CHARS = 65_536;
const COMMENT_MARGIN = 512;

export interface Where {
  runUrl: string | null;
  artifactName: string;
  outDir: string;
}

/** Where the whole report is, for the notes of trimmed texts. */
function whereTheReportIs(where: Where): string {
  const run = where.runUrl ? `[the workflow run](${where.runUrl})` : 'the workflow run';
  return where.artifactName
    ? `The complete report (scores.json, summary.md, summary.csv) is in the artifact ${code(where.artifactName)} of ${run}.`
    : `The complete report (scores.json, summary.md, summary.csv) was written to ${code(where.outDir)} on the runner.`;
}

function commentFooter(where: Where, toolVersion: string): string {
  const parts = [
    where.runUrl ? `[Workflow run](${where.runUrl})` : null,
    where.artifactName ? `report artifact ${code(where.artifactName)}` : null,
    `agent-eval ${toolVersion}`,
  ];
  return `\n---\n<sub>${parts.filter(Boolean).join(' · ')}</sub>\n`;
}

/**
 * The comment body (without the marker line): summary.md, trimmed so that marker + body +
 * footer stay under GitHub's limit, with a link to the run and the artifact.
 */
export function commentBody(
  summary: string,
  where: Where,
  toolVersion: string,
  markerLength: number,
): { body: string; trimmed: boolean } {
  const footer = commentFooter(where, toolVersion);
  const limit = COMMENT_LIMIT_CHARS - COMMENT_MARGIN - markerLength - 1 - utf16Length(footer);
  const fitted = fitMarkdown(summary, {
    limit,
    measure: utf16Length,
    note: `This comment was cut to fit GitHub's limit of 65,536 characters. ${whereTheReportIs(where)}`,
  });
  return { body: `${fitted.text}${footer}`, trimmed: fitted.trimmed };
}

export function jobSummaryNote(where: Where): string {
  return `This job summary was cut to fit GitHub's limit of 1 MiB per step. ${whereTheReportIs(where)}`;
}

/**
 * Headline metric values per suite and trial: `{suite: {trial: {metric: value|null}}}`; null when
 * withheld. A suite's splits follow it as `suite/split` (docs/splits.md).
 */
export function headlineMetrics(report: Report): Record<string, Record<string, Record<string, number | null>>> {
  // Built by Object.fromEntries: a trial directory named "__proto__" stays a key, never the object's prototype.
  return Object.fromEntries(
    suitesAndSplits(report).map((suite) => [
      suite.name,
      Object.fromEntries(
        suite.trials.map((trial) => [
          trial.name,
          Object.fromEntries(headlineNames(trial.metrics).map((name) => [name, trial.metrics[name]!.value])),
        ]),
      ),
    ]),
  );
}

export function forbiddenWarning(issueNumber: number, status: number, detail: string): string {
  return (
    `agent-eval could not comment on #${issueNumber} (HTTP ${status}${detail ? `: ${detail}` : ''}). ` +
    'The token has no write access to issues and pull requests here; this is what happens on pull requests from forks, ' +
    'whose workflows get a read-only GITHUB_TOKEN. The report is on disk, in the job summary and in the artifact, and the job result ' +
    'still follows fail-on. To publish the comment, add a second workflow triggered by workflow_run (it runs with the base ' +
    "repository's token) that runs agent-eval/publish: it fetches this run's report artifact, checks it and the pull " +
    'request, and comments. Or grant "permissions: pull-requests: write" for pull requests from the same repository. ' +
    'See docs/action.md, "Pull requests from forks".'
  );
}

/**
 * publish mode, when the pull request changes files under .github/: on pull_request GitHub runs
 * the workflow files of the pull request itself, so its review artifact may not be agent-eval's.
 * Our text only; the file names are the pull request's and are shown escaped, at most 20.
 */
export function workflowFilesComment(changed: { files: string[]; truncated: boolean }): string {
  const shown = changed.files.slice(0, 20).map((f) => `- ${code(f)}`);
  const more = changed.files.length > 20 ? [`- … and ${changed.files.length - 20} more`] : [];
  const unlisted = changed.truncated
    ? [
        '',
        'GitHub lists at most 3,000 files of a pull request; this one has more, so the rest could not be checked either.',
      ]
    : [];
  return [
    '## agent-eval: review not published',
    '',
    "This pull request changes files under `.github/`. On `pull_request`, GitHub runs the workflow files of the pull request itself, so the scoring run may not have been agent-eval's, and its report is not shown here.",
    '',
    ...shown,
    ...more,
    ...unlisted,
    '',
    'A submission pull request should change only its submission directory. A maintainer can review the workflow changes, or the submitter can drop them; the next push is reviewed again.',
    '',
  ].join('\n');
}

/**
 * publish mode, when the plan made again from the pull request's files does not hold (docs/workflows.md,
 * "One submission per pull request"): its review is not shown. Our text; the names are shown escaped.
 */
export function planComment(problem: PlanProblem): string {
  const fix =
    problem.kind === 'incomplete'
      ? 'A submission pull request should change only its submission directory, in fewer files than GitHub lists. Split it, or pack the run into an archive; the next push is reviewed again.'
      : 'Open one pull request per submission, changing only files of that submission (a file renamed from another submission changes that one too); the next push is reviewed again.';
  return [
    '## agent-eval: review not published',
    '',
    `${capitalized(planProblemText(problem, code))}.`,
    '',
    fix,
    '',
  ].join('\n');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
