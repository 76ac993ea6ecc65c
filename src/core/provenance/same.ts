/**
 * The one "same benchmark" rule (docs/provenance.md), used by merge, rescore (--partials,
 * --baseline), compare and site: the same name, commit and manifest digest, the same repository
 * when both name one, and the same
 * uncommitted content. A clean checkout and a dirty one are never the same benchmark; two dirty
 * ones are the same only when the digests of their uncommitted content match.
 */
import type { BenchmarkInfo } from './schema.js';

/** Why two benchmarks are not the same benchmark (one sentence, without a final stop), or null when they are. */
export function benchmarkDifference(a: BenchmarkInfo, b: BenchmarkInfo): string | null {
  const diffs: string[] = [];
  const commit = (x: BenchmarkInfo) => x.commit ?? '(not a git checkout)';
  if (a.name !== b.name) diffs.push(`name ${JSON.stringify(a.name)} vs ${JSON.stringify(b.name)}`);
  if (a.repository !== null && b.repository !== null && a.repository !== b.repository)
    diffs.push(`repository ${a.repository} vs ${b.repository}`);
  if (a.commit !== b.commit) diffs.push(`commit ${commit(a)} vs ${commit(b)}`);
  if (a.manifest_sha256 !== b.manifest_sha256)
    diffs.push(`manifest sha256 ${a.manifest_sha256.slice(0, 12)} vs ${b.manifest_sha256.slice(0, 12)}`);
  const changes = (x: BenchmarkInfo) =>
    x.dirty
      ? `${x.dirty.count} uncommitted change(s)${x.dirty.sha256 ? ` (${x.dirty.sha256.slice(0, 12)})` : ''}`
      : 'no uncommitted change';
  if (a.dirty || b.dirty) {
    const same = a.dirty && b.dirty && a.dirty.sha256 !== undefined && a.dirty.sha256 === b.dirty.sha256;
    if (!same) diffs.push(`${changes(a)} vs ${changes(b)}`);
  }
  return diffs.length > 0 ? `not the same benchmark (docs/provenance.md): ${diffs.join(', ')}` : null;
}

export function sameBenchmark(a: BenchmarkInfo, b: BenchmarkInfo): boolean {
  return benchmarkDifference(a, b) === null;
}
