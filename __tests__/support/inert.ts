/** Checks that markdown from agent-eval carries nothing active from submission text. */

const OUR_TAGS = /^(<!-- agent-eval:sticky key=[^ ]+ -->|<details>|<\/details>|<summary>|<\/summary>|<sub>|<\/sub>)$/;
const OUR_LINKS = /\[(Workflow run|the workflow run)\]\(https:\/\/github\.com\/[^)\s]+\)/g;

/** Problems found, as readable strings; [] when the text is inert. */
export function activeContent(text: string): string[] {
  const problems: string[] = [];
  for (const tag of text.match(/<\/?[A-Za-z!][^>]*>/g) ?? []) if (!OUR_TAGS.test(tag)) problems.push(`tag ${tag}`);
  const lines = text.split('\n');
  const opens = lines.filter((l) => l.startsWith('<details>')).length;
  const closes = lines.filter((l) => l === '</details>').length;
  if (opens !== closes || (text.match(/<\/details>/g)?.length ?? 0) !== closes)
    problems.push(`details: ${opens} opened, ${closes} closed`);
  // A mention is an @ that starts a word (GitHub does not link "pass@k" or e-mail-like text).
  const mention = /(?:^|[^\w`])@(?!\u200b)[\w-]/m;
  if (mention.test(text))
    problems.push(`mention: ${new RegExp(`.{0,20}${mention.source}.{0,20}`, 'm').exec(text)![0]}`);
  if (/:\/\/evil|www\.evil/.test(text)) problems.push('autolink');
  if (/(?<!\\)!\[/.test(text)) problems.push('image');
  const withoutOurs = text.replace(OUR_LINKS, '');
  if (/(?<!\\)\]\(/.test(withoutOurs)) problems.push(`link: ${/.{0,30}(?<!\\)\]\(.{0,30}/.exec(withoutOurs)![0]}`);
  // Tables keep their shape: every row has as many unescaped cell separators as its header.
  const width = (l: string) => (l.match(/(?<!\\)\|/g) ?? []).length;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || (i > 0 && lines[i - 1]!.startsWith('|'))) continue;
    for (let j = i + 1; j < lines.length && lines[j]!.startsWith('|'); j++) {
      if (width(lines[j]!) !== width(lines[i]!)) problems.push(`table row: ${lines[j]}`);
    }
  }
  return problems;
}

export const EVIL =
  '</details><img src=x onerror=alert(1)> @octocat @bench-org/maintainers #1 [click](https://evil.example/a) ![pic](https://evil.example/p.png) | col | <script>x</script> www.evil.example `code` **bold** <!-- x --> &lt;';
