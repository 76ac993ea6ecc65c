/** Loads and validates `agent-eval.yml`; every problem names the file and the path inside it. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { ConfigError } from '../errors.js';
import { ManifestSchema, type Manifest } from './schema.js';
import { formatIssues } from './zod-issues.js';

export const MANIFEST_FILE = 'agent-eval.yml';

export interface LoadedManifest {
  manifest: Manifest;
  file: string;
  sha256: string;
}

export async function loadManifest(benchmarkDir: string): Promise<LoadedManifest> {
  const file = path.join(benchmarkDir, MANIFEST_FILE);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (err) {
    throw new ConfigError(file, `cannot read the benchmark manifest (${(err as NodeJS.ErrnoException).code ?? err})`);
  }
  const manifest = parseManifest(bytes.toString('utf8'), file);
  return { manifest, file, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function parseManifest(text: string, file: string): Manifest {
  const data = parseYaml(text, file);
  const parsed = ManifestSchema.safeParse(data);
  if (!parsed.success) throw new ConfigError(file, formatIssues(parsed.error));
  return parsed.data;
}

/** Parses YAML, turning syntax errors into a ConfigError with the line. */
export function parseYaml(text: string, file: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const where = first.linePos ? `line ${first.linePos[0].line}: ` : '';
    throw new ConfigError(file, `invalid YAML: ${where}${first.message.split('\n')[0]}`);
  }
  return doc.toJS({ maxAliasCount: 100 });
}
