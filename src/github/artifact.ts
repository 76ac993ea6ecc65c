/**
 * Uploads the report files as a workflow artifact. @actions/artifact (and the Azure blob SDK
 * under it) is imported only here and only when an upload happens, so scoring never pays for
 * loading it.
 */
import path from 'node:path';

export interface UploadedArtifact {
  id: number | undefined;
  size: number | undefined;
  digest: string | undefined;
}

/** Why an upload cannot even be tried here (not on a GitHub-hosted runner), or null. */
export function uploadUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.ACTIONS_RUNTIME_TOKEN) return 'ACTIONS_RUNTIME_TOKEN is not set (not running in GitHub Actions)';
  if (!env.ACTIONS_RESULTS_URL) return 'ACTIONS_RESULTS_URL is not set (not running in GitHub Actions)';
  return null;
}

/**
 * Uploads the files as the artifact `name`. In a re-run attempt (GITHUB_RUN_ATTEMPT > 1), an
 * artifact of that name already on the run is an earlier attempt's (names are unique per run):
 * it is replaced, as upload-artifact's `overwrite: true` does (deleted, then the upload is tried
 * once more). In a first attempt the name can only be another job's: its 409 stands.
 */
export async function uploadReportArtifact(
  name: string,
  files: string[],
  rootDir: string,
  log: (line: string) => void = () => {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<UploadedArtifact> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const upload = () =>
    client.uploadArtifact(
      name,
      files.map((f) => path.resolve(f)),
      path.resolve(rootDir),
      { compressionLevel: 6 },
    );
  let result;
  try {
    result = await upload();
  } catch (err) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    if (!(attempt > 1) || !/\(409\)|already exists/i.test((err as Error).message)) throw err;
    let deleted;
    try {
      deleted = await client.deleteArtifact(name);
    } catch (deleteErr) {
      throw new Error(
        `${(err as Error).message} (re-run attempt ${attempt}; the earlier artifact could not be replaced: ${(deleteErr as Error).message})`,
        { cause: deleteErr },
      );
    }
    log(`An artifact named ${name} was already on this run (from an earlier attempt, id ${deleted.id}): replaced.`);
    result = await upload();
  }
  return { id: result.id, size: result.size, digest: result.digest };
}
