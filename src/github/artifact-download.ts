/**
 * Fetches an artifact of another workflow run, the way @actions/artifact's public path does
 * (getArtifact / downloadArtifact with findBy): the REST API lists the run's artifacts
 * (GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts?name=…), and
 * GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip answers with a 302 to a signed
 * blob-storage URL. Unlike that library, this one
 *   - refuses an artifact whose listed size is over the bound before downloading anything;
 *   - streams the zip into memory and stops at the bound (no extraction to disk here: the
 *     caller reads the entries it wants with zip.ts, bounded);
 *   - never sends the token to the blob host (the redirect is not followed by octokit).
 */
import type { Octokit } from './octokit.js';
import { withRetry, type RetryDecision, type RetryPolicy } from '../core/util/backoff.js';

export interface RunArtifact {
  id: number;
  name: string;
  size: number;
  expired: boolean;
  /** The listing's workflow_run.head_sha, when GitHub gives it. */
  headSha: string | null;
  /** The listing's workflow_run.id, when GitHub gives it. */
  runId: number | null;
}

class DownloadError extends Error {
  override name = 'DownloadError';
}

interface Listed {
  id?: unknown;
  name?: unknown;
  size_in_bytes?: unknown;
  expired?: unknown;
  workflow_run?: { id?: unknown; head_sha?: unknown } | null;
  created_at?: unknown;
}

/**
 * The newest artifact of that run with exactly that name, or null. Newest by creation time (a
 * re-run attempt can leave an older attempt's artifact of the same name, and ids need not follow
 * upload order), then by id.
 */
export async function findRunArtifact(
  octokit: Octokit,
  where: { owner: string; repo: string; runId: number; name: string },
): Promise<RunArtifact | null> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', {
    owner: where.owner,
    repo: where.repo,
    run_id: where.runId,
    name: where.name,
    per_page: 100,
  });
  const listed = ((data as { artifacts?: Listed[] }).artifacts ?? []).filter(
    (a) => a.name === where.name && typeof a.id === 'number',
  );
  if (listed.length === 0) return null;
  const created = (x: Listed) => {
    const t = typeof x.created_at === 'string' ? Date.parse(x.created_at) : Number.NaN;
    return Number.isNaN(t) ? -Infinity : t;
  };
  const a = listed.sort((x, y) => created(y) - created(x) || (y.id as number) - (x.id as number))[0]!;
  return {
    id: a.id as number,
    name: where.name,
    size: typeof a.size_in_bytes === 'number' ? a.size_in_bytes : Number.NaN,
    expired: a.expired === true,
    headSha: typeof a.workflow_run?.head_sha === 'string' ? a.workflow_run.head_sha : null,
    runId: typeof a.workflow_run?.id === 'number' ? a.workflow_run.id : null,
  };
}

/** The artifact's zip, at most `maxBytes`. */
export async function downloadArtifactZip(
  octokit: Octokit,
  where: { owner: string; repo: string; artifactId: number; maxBytes: number },
  policy: RetryPolicy,
): Promise<Buffer> {
  const response = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
    owner: where.owner,
    repo: where.repo,
    artifact_id: where.artifactId,
    archive_format: 'zip',
    request: { redirect: 'manual' },
  });
  const location = (response.headers as Record<string, string | undefined>).location;
  if ((response.status as number) !== 302 || !location)
    throw new DownloadError(
      `GitHub answered ${response.status} without a download location for artifact ${where.artifactId}`,
    );
  return withRetry(() => fetchBounded(location, where.maxBytes), classifyDownloadError, policy);
}

class HttpStatusError extends DownloadError {
  constructor(readonly status: number) {
    super(`blob storage answered HTTP ${status}`);
  }
}

function classifyDownloadError(err: unknown): RetryDecision {
  if (err instanceof HttpStatusError)
    return err.status >= 500 || err.status === 429 ? { retry: true, reason: err.message } : { retry: false };
  if (err instanceof DownloadError) return { retry: false };
  return { retry: true, reason: (err as Error).message };
}

/** GET without credentials; the body is read until `maxBytes`, then the download is abandoned. */
async function fetchBounded(url: string, maxBytes: number): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10 * 60_000);
  try {
    const res = await fetch(url, { redirect: 'follow', signal: controller.signal });
    if (res.status !== 200) throw new HttpStatusError(res.status);
    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      controller.abort();
      throw new DownloadError(`the download is ${declared} bytes, over the limit of ${maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of res.body ?? []) {
      total += (chunk as Uint8Array).length;
      if (total > maxBytes) {
        controller.abort();
        throw new DownloadError(`the download passed the limit of ${maxBytes} bytes; it was abandoned`);
      }
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(chunks);
  } finally {
    clearTimeout(timer);
  }
}
