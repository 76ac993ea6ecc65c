/** YAML of the benchmark (the manifest, task files): syntax errors become a ConfigError with the line. */
import { parseDocument } from 'yaml';
import { ConfigError } from '../errors.js';

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
