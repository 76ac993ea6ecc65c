/**
 * The private report (docs/held-out.md): the complete report, every held-out detail included, as
 * scores.json and summary.md. A workflow only ever writes it encrypted to the maintainers' age
 * recipients (`<file>.age`, which `age -d -i key.txt` decrypts); the CLI writes it in the clear
 * only where the user asks (`--private-out DIR`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Encrypter } from 'age-encryption';
import { UsageError } from '../errors.js';
import { renderMarkdown } from '../views/markdown.js';
import type { Report } from './schema.js';

/** The files of the private report, name -> text: the complete report and its summary. */
function privateReportFiles(report: Report): Array<{ name: string; text: string }> {
  return [
    { name: 'scores.json', text: `${JSON.stringify(report, null, 2)}\n` },
    { name: 'summary.md', text: renderMarkdown(report) },
  ];
}

/** Writes the private report in the clear (the CLI's `--private-out DIR`, on the user's own machine); returns the files written. */
export async function writePrivateReport(report: Report, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const f of privateReportFiles(report)) {
    const file = path.join(dir, f.name);
    await writeFile(file, f.text);
    written.push(file);
  }
  return written;
}

/** An age recipient: an X25519 public key (age1…) or a post-quantum one (age1pq1…). */
const RECIPIENT = /^age1[0-9a-z]{50,}$/;

/**
 * The recipients in a list as a workflow input or a repository variable gives them: separated by
 * commas, spaces or new lines; `#` starts a comment (as in an age recipients file). Throws a
 * UsageError naming the first that is not an age recipient (`from` says where it came from).
 */
export function parseRecipients(text: string, from: string): string[] {
  const recipients = text
    .split('\n')
    .map((line) => line.replace(/#.*/, ''))
    .flatMap((line) => line.split(/[\s,]+/))
    .filter(Boolean);
  const bad = recipients.find((r) => !RECIPIENT.test(r));
  if (bad)
    throw new UsageError(
      `${from}: ${JSON.stringify(bad.length > 80 ? `${bad.slice(0, 80)}…` : bad)} is not an age recipient (age1…, as age-keygen prints)`,
    );
  return [...new Set(recipients)];
}

/**
 * Writes the private report encrypted to the recipients: `<dir>/scores.json.age` and
 * `<dir>/summary.md.age` (binary age files); returns the files written. Nothing is written in
 * the clear.
 */
export async function writeEncryptedPrivateReport(
  report: Report,
  recipients: readonly string[],
  dir: string,
): Promise<string[]> {
  if (recipients.length === 0) throw new UsageError('the private report needs at least one age recipient');
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const f of privateReportFiles(report)) {
    const e = new Encrypter();
    for (const r of recipients) e.addRecipient(r);
    const file = path.join(dir, `${f.name}.age`);
    await writeFile(file, await e.encrypt(f.text));
    written.push(file);
  }
  return written;
}
