/**
 * `agent-eval score --archive` (the bundled CLI, as a user runs it) under archives that are cut
 * short or lie about their sizes, and under errors that are no refusal: intake.json always says
 * why nothing was scored, stderr has one clear line and no stack trace, and the temp directory is
 * gone afterwards.
 */
import { createHash } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runDist, tempDir } from '../support/helpers.js';
import { EXAMPLE } from '../support/runner.js';
import { corruptArchives } from '../support/tar.js';

const bad = corruptArchives();
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/pax.tar') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': bad.paxTar.length }).end(bad.paxTar);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Runs `score --archive` with its own TMPDIR (to see what is left in it) and out directory. */
async function score(archive: string, sha: string, tmp = tempDir('agent-eval-cli-tmp-')) {
  const out = path.join(tempDir('agent-eval-cli-out-'), 'report');
  const r = await runDist(
    ['score', '--benchmark', EXAMPLE, '--archive', archive, '--sha256', sha, '--allow-host', '127.0.0.1', '--out', out],
    { env: { ...process.env, TMPDIR: tmp } },
  );
  const intake = JSON.parse(readFileSync(path.join(out, 'intake.json'), 'utf8')) as {
    error: { code: string; entry: string | null; message: string } | null;
  };
  return { ...r, intake, tmp };
}

const noStack = (stderr: string) => {
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/Unhandled|node:internal/);
};

test('a tar.gz cut short (a local file) and a tar whose pax size lies (a loopback URL): corrupt_archive naming the entry, intake.json, one line, exit 1, TMPDIR left empty', async () => {
  const cut = path.join(tempDir('agent-eval-cli-archive-'), 'cut.tar.gz');
  writeFileSync(cut, bad.cutTarGz);
  for (const [archive, sha, entry] of [
    [cut, sha256(bad.cutTarGz), bad.cutEntry],
    [`${base}/pax.tar`, sha256(bad.paxTar), bad.paxEntry],
  ] as const) {
    const r = await score(archive, sha);
    noStack(r.stderr);
    expect([archive, r.code]).toEqual([archive, 1]);
    expect(r.stderr).toContain(`agent-eval: the archive is refused: corrupt_archive: ${JSON.stringify(entry)}: `);
    expect(r.stderr).toMatch(/Nothing is scored \(.*intake\.json\)/);
    expect(r.intake.error).toMatchObject({ code: 'corrupt_archive', entry });
    expect(readdirSync(r.tmp)).toEqual([]);
  }
});

test('errors that are no refusal of the archive: a hard-linked local archive is named, an unusable TMPDIR is one internal-error line (exit 2); intake.json names each', async () => {
  const dir = tempDir('agent-eval-cli-archive-');
  const file = path.join(dir, 'cut.tar.gz');
  writeFileSync(file, bad.cutTarGz);
  linkSync(file, path.join(dir, 'second-name.tar.gz'));
  const linked = await score(file, sha256(bad.cutTarGz));
  noStack(linked.stderr);
  expect(linked.code).toBe(1);
  expect(linked.intake.error).toMatchObject({ code: 'hard_link' });
  expect(linked.stderr).toContain('agent-eval: the archive is refused: hard_link: ');

  const notADir = path.join(tempDir('agent-eval-cli-tmp-'), 'file');
  writeFileSync(notADir, '');
  const internal = await score(path.join(dir, 'second-name.tar.gz'), sha256(bad.cutTarGz), notADir);
  noStack(internal.stderr);
  expect(internal.code).toBe(2);
  expect(internal.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^agent-eval: internal error: .*ENOTDIR.*; nothing is scored \(.*intake\.json\)\.$/),
  ]);
  expect(internal.intake.error).toMatchObject({ code: 'internal_error', entry: null });
});
