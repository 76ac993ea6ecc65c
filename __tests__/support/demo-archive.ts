/**
 * The demo run packed as the issue form's archive (`agent-eval pack`), served by a real HTTP
 * server on 127.0.0.1, and the issue body that names it: what the issue route's tests fetch.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseIssueForm } from '../../src/core/submission/form.js';
import { cli, tempDir } from './helpers.js';
import { renderIssueForm } from './issue-form.js';
import { DEMO } from './runner.js';

export interface DemoArchive {
  /** The issue body of the submission form, its archive_url on the server below. */
  body: string;
  /** How many times the archive was fetched since the last reset. */
  fetches: () => number;
  reset: () => void;
  close: () => Promise<void>;
}

export async function serveDemoArchive(): Promise<DemoArchive> {
  const out = path.join(tempDir('agent-eval-demo-archive-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', DEMO, '--out', out);
  if (packed.code !== 0) throw new Error(`agent-eval pack failed: ${packed.stderr}`);
  const archive = readFileSync(out);
  const values = parseIssueForm(packed.stdout.slice(packed.stdout.indexOf('###'))).values;
  values.archive_sha256 = /^sha256 ([0-9a-f]{64})$/m.exec(packed.stdout)![1]!;
  let fetches = 0;
  const server = http.createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': archive.length }).end(archive);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  values.archive_url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/run.tar.gz`;
  return {
    body: renderIssueForm(values),
    fetches: () => fetches,
    reset: () => {
      fetches = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
