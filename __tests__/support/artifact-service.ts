/**
 * A stand-in for the Actions results service that @actions/artifact uploads to: its Twirp JSON
 * endpoints (CreateArtifact, FinalizeArtifact) on 127.0.0.1, handing out SAS URLs into azurite
 * (Microsoft's blob-storage emulator, from npm), where each artifact's zip really lands; `zip`
 * downloads one back. It also lists and deletes artifacts (what a re-run's replacement does), logs
 * every call, and can be told to refuse CreateArtifact (`createStatus`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { REPO } from './helpers.js';
import { scaled } from '../setup/timeouts.js';

// Azurite's well-known development account (public, documented, not a secret).
const ACCOUNT = 'devstoreaccount1';
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const CONTAINER = 'actions-results';
export const RUN_BACKEND = 'c0ffee00-61c7-4aae-887f-30da475f5f1a';
export const JOB_BACKEND = 'ca395085-040a-526b-2ce8-bdc85f692774';

/** A JWT as the runner's ACTIONS_RUNTIME_TOKEN is: the scp claim names the run and job backend ids. */
function runtimeToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ scp: `Actions.ExampleScope Actions.Results:${RUN_BACKEND}:${JOB_BACKEND}`, exp: 4102444800 })}.c2lnbmF0dXJl`;
}

export class ArtifactService {
  private azurite: ChildProcess | null = null;
  private results: Server | null = null;
  private blobUrl = '';
  private credential = new StorageSharedKeyCredential(ACCOUNT, ACCOUNT_KEY);
  private nextId = 9001;
  /** The artifacts finalized on the run, name -> id (names are unique per run, as on GitHub). */
  readonly finalized = new Map<string, string>();
  /** Every Twirp call received, in order. */
  readonly calls: { method: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  /** Not 200: CreateArtifact is refused (409), as for a name the run already has. */
  createStatus = 200;
  readonly token = runtimeToken();
  /** The results service's URL (ACTIONS_RESULTS_URL). */
  resultsUrl = '';
  /** The environment the runner gives a step for artifact uploads. */
  env: Record<string, string> = {};

  /** Forgets the calls and the artifacts, and accepts CreateArtifact again. */
  reset(): void {
    this.calls.length = 0;
    this.createStatus = 200;
    this.finalized.clear();
    this.nextId = 9001;
  }

  async start(): Promise<this> {
    const azurite = spawn(
      process.execPath,
      [
        path.join(REPO, 'node_modules/azurite/dist/src/blob/main.js'),
        '--blobHost',
        '127.0.0.1',
        '--blobPort',
        '0',
        '--inMemoryPersistence',
        '--skipApiVersionCheck',
        '--disableTelemetry',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.azurite = azurite;
    this.blobUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`azurite did not start: ${out}`)), scaled(60_000));
      azurite.stdout!.setEncoding('utf8').on('data', (d: string) => {
        out += d;
        const m = /listens on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      azurite.on('exit', (code) => reject(new Error(`azurite exited with ${code}: ${out}`)));
    });
    await new BlobServiceClient(`${this.blobUrl}/${ACCOUNT}`, this.credential).getContainerClient(CONTAINER).create();
    this.results = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => {
        const method =
          /^\/twirp\/github\.actions\.results\.api\.v1\.ArtifactService\/(\w+)$/.exec(req.url ?? '')?.[1] ?? '?';
        const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
        this.calls.push({ method, auth: req.headers.authorization, body: parsed });
        const send = (status: number, data: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
        if (req.headers.authorization !== `Bearer ${this.token}`)
          return send(401, { code: 'unauthenticated', msg: 'bad token' });
        if (method === 'CreateArtifact') {
          if (this.createStatus !== 200 || this.finalized.has(String(parsed.name)))
            return send(409, {
              code: 'already_exists',
              msg: 'an artifact with this name already exists on the workflow run',
            });
          const blobName = `${RUN_BACKEND}/${JOB_BACKEND}/${String(parsed.name)}.zip`;
          const sas = generateBlobSASQueryParameters(
            {
              containerName: CONTAINER,
              blobName,
              permissions: BlobSASPermissions.parse('cw'),
              expiresOn: new Date(Date.now() + 3600_000),
            },
            this.credential,
          ).toString();
          return send(200, {
            ok: true,
            signed_upload_url: `${this.blobUrl}/${ACCOUNT}/${CONTAINER}/${blobName}?${sas}`,
          });
        }
        if (method === 'FinalizeArtifact') {
          const id = String(this.nextId++);
          this.finalized.set(String(parsed.name), id);
          return send(200, { ok: true, artifact_id: id });
        }
        if (method === 'ListArtifacts') {
          const wanted = parsed.name_filter;
          const artifacts = [...this.finalized].filter(([name]) => wanted === undefined || name === wanted);
          return send(200, {
            artifacts: artifacts.map(([name, id]) => ({
              workflow_run_backend_id: RUN_BACKEND,
              workflow_job_run_backend_id: JOB_BACKEND,
              database_id: id,
              name,
              size: '1',
              created_at: '2026-01-01T00:00:00Z',
            })),
          });
        }
        if (method === 'DeleteArtifact') {
          const id = this.finalized.get(String(parsed.name));
          if (id === undefined) return send(404, { code: 'not_found', msg: 'no such artifact' });
          this.finalized.delete(String(parsed.name));
          return send(200, { ok: true, artifact_id: id });
        }
        return send(404, { code: 'bad_route', msg: `no method ${method}` });
      });
    });
    await new Promise<void>((resolve) => this.results!.listen(0, '127.0.0.1', resolve));
    this.resultsUrl = `http://127.0.0.1:${(this.results.address() as AddressInfo).port}/`;
    this.env = {
      ACTIONS_RUNTIME_TOKEN: this.token,
      ACTIONS_RESULTS_URL: this.resultsUrl,
      ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: '2',
    };
    return this;
  }

  async stop(): Promise<void> {
    this.azurite?.kill();
    this.results?.closeAllConnections();
    await new Promise<void>((resolve) => (this.results ? this.results.close(() => resolve()) : resolve()));
  }

  /** The zip of an uploaded artifact, as it landed in storage. */
  zip(name: string): Promise<Buffer> {
    return new BlobServiceClient(`${this.blobUrl}/${ACCOUNT}`, this.credential)
      .getContainerClient(CONTAINER)
      .getBlobClient(`${RUN_BACKEND}/${JOB_BACKEND}/${name}.zip`)
      .downloadToBuffer();
  }
}
