/** Loads and validates `agent-eval.yml`; every problem names the file and the path inside it. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { manifestSchema, type Manifest } from './schema.js';
import { parseYaml } from './yaml.js';
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
  const schema = manifestSchema();
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ConfigError(file, formatIssues(parsed.error, { schema, data }));
  return parsed.data as Manifest;
}
