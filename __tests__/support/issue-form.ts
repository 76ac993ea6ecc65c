/**
 * The shipped issue form (workflows/ISSUE_TEMPLATE/agent-eval-submission.yml), and an issue body
 * as GitHub renders it from the form: `### label`, a blank line, the value (fenced when the
 * field has `render`) or _No response_, fields separated by a blank line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO } from './helpers.js';

export interface TemplateItem {
  type: string;
  id?: string;
  attributes: { label?: string; render?: string };
  validations?: { required?: boolean };
}

export const TEMPLATE = parse(
  readFileSync(path.join(REPO, 'workflows/ISSUE_TEMPLATE/agent-eval-submission.yml'), 'utf8'),
) as { labels: string[]; body: TemplateItem[] };
/** The form's input fields (its markdown items are not in the body). */
export const FIELDS = TEMPLATE.body.filter((i) => i.type !== 'markdown');

/** `eol`: the line ending of the body (a browser may send CRLF). */
export function renderIssueForm(values: Record<string, string>, eol = '\n'): string {
  return FIELDS.map((item) => {
    const v = values[item.id!] ?? '';
    const shown =
      v === '' ? '_No response_' : item.attributes.render ? `\`\`\`${item.attributes.render}\n${v}\n\`\`\`` : v;
    return `### ${item.attributes.label}\n\n${shown}`;
  })
    .join('\n\n')
    .replace(/\n/g, eol);
}
