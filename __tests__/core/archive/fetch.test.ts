/**
 * Fetching a submitted archive from a real HTTP server on 127.0.0.1: redirects (allowed, to a
 * host not allowed, too many), a slow body, an oversized body (declared and not), a wrong
 * checksum; the server records every request's headers, and no token or cookie ever arrives.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ArchiveError } from '../../../src/core/archive/errors.js';
import {
  checkUrl,
  DEFAULT_ALLOWED_HOSTS,
  fetchArchive,
  hostAllowed,
  isNonPublicAddress,
  publicLookup,
} from '../../../src/core/archive/fetch.js';
import { takeArchive } from '../../../src/core/archive/intake.js';
import { makeTarGz } from '../../support/tar.js';
import { tempDir } from '../../support/helpers.js';
import { scaled } from '../../setup/timeouts.js';

const TOKEN = 'ghs_h26SecretTokenThatMustNeverLeave0000';
const ARCHIVE = makeTarGz([
  { name: 'run/qa/trial-1/q1.json', data: '{"task_id":"q1","full_text":"ANS"}' },
  { name: 'run/notes.txt', data: 'hello' },
]);
const SHA = createHash('sha256').update(ARCHIVE).digest('hex');

const seen: http.IncomingHttpHeaders[] = [];
let server: http.Server;
let base: string;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  process.env.GITHUB_TOKEN = TOKEN;
  process.env.ACTIONS_RUNTIME_TOKEN = TOKEN;
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const url = req.url ?? '/';
    if (url === '/run.tar.gz' || url.startsWith('/run.tar.gz?')) {
      res.writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': ARCHIVE.length,
        'set-cookie': 'session=abc',
      });
      res.end(ARCHIVE);
    } else if (url === '/redirect') {
      res.writeHead(302, { location: '/hop' }).end();
    } else if (url === '/hop') {
      res.writeHead(307, { location: `${base}/run.tar.gz?X-Amz-Signature=secret` }).end();
    } else if (url === '/away') {
      res.writeHead(302, { location: 'https://evil.example/run.tar.gz' }).end();
    } else if (url === '/downgrade') {
      res.writeHead(301, { location: 'http://objects.githubusercontent.com/run.tar.gz' }).end();
    } else if (url.startsWith('/loop')) {
      res.writeHead(302, { location: `/loop${Number(url.slice(5) || 0) + 1}` }).end();
    } else if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      const t = setInterval(() => res.write(Buffer.alloc(1)), 20);
      timers.add(t);
      res.on('close', () => clearInterval(t));
    } else if (url === '/big-declared') {
      res.writeHead(200, { 'content-length': 10 * 1024 * 1024 });
      res.end(Buffer.alloc(10 * 1024 * 1024));
    } else if (url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      let sent = 0;
      const more = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += 64 * 1024;
          if (!res.write(Buffer.alloc(64 * 1024))) return res.once('drain', more);
        }
        res.end();
      };
      res.on('error', () => undefined);
      more();
    } else if (url === '/gzip-encoded') {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(ARCHIVE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const t of timers) clearInterval(t);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  // No request ever carries a credential: not the token of the environment, not a cookie.
  for (const headers of seen) {
    expect(Object.keys(headers).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
    expect(JSON.stringify(headers)).not.toContain(TOKEN);
  }
});

const allowed = ['127.0.0.1', ...DEFAULT_ALLOWED_HOSTS];
const target = () => path.join(tempDir('agent-eval-fetch-'), 'archive');

async function failure(p: Promise<unknown>): Promise<ArchiveError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ArchiveError);
  return err as ArchiveError;
}

test('an archive is fetched with its sha256, through allowed redirects; the query never shows', async () => {
  const file = target();
  const got = await fetchArchive(`${base}/redirect`, file, { allowedHosts: allowed });
  expect(got).toMatchObject({ bytes: ARCHIVE.length, sha256: SHA, redirects: 2, finalUrl: `${base}/run.tar.gz` });
  expect(readFileSync(file).equals(ARCHIVE)).toBe(true);
});

test('a redirect to a host not allowed, a downgrade to http, and too many redirects are refused', async () => {
  const away = await failure(fetchArchive(`${base}/away`, target(), { allowedHosts: allowed }));
  expect(away.code).toBe('host_not_allowed');
  expect(away.message).toContain('evil.example');
  expect((await failure(fetchArchive(`${base}/downgrade`, target(), { allowedHosts: allowed }))).code).toBe(
    'scheme_not_allowed',
  );
  // Each hop against the one before it, loopback included: https to http is refused, http to https is not.
  const hop = () => checkUrl('http://127.0.0.1:9/run.tar.gz', ['127.0.0.1'], new URL('https://127.0.0.1:8/x'));
  expect(hop).toThrow(
    expect.objectContaining({
      code: 'scheme_not_allowed',
      message: expect.stringContaining('a downgrade from https to http is refused'),
    }),
  );
  expect(checkUrl('https://127.0.0.1:8/run.tar.gz', ['127.0.0.1'], new URL('http://127.0.0.1:9/x')).protocol).toBe(
    'https:',
  );
  const loop = await failure(fetchArchive(`${base}/loop`, target(), { allowedHosts: allowed }));
  expect(loop.code).toBe('too_many_redirects');
});

test('the first URL is checked too: scheme, host, credentials', async () => {
  expect((await failure(fetchArchive(`${base}/run.tar.gz`, target()))).code).toBe('host_not_allowed');
  expect(() => checkUrl('http://example.org/a.tgz', ['example.org'])).toThrow(
    expect.objectContaining({ code: 'scheme_not_allowed' }),
  );
  expect(() => checkUrl('ftp://example.org/a.tgz', ['example.org'])).toThrow(
    expect.objectContaining({ code: 'scheme_not_allowed' }),
  );
  expect(() => checkUrl('https://user:pw@example.org/a.tgz', ['example.org'])).toThrow(
    expect.objectContaining({ code: 'url_invalid' }),
  );
  expect(() => checkUrl('not a url', ['example.org'])).toThrow(expect.objectContaining({ code: 'url_invalid' }));
  expect(checkUrl('http://127.0.0.1:9/a', ['127.0.0.1']).hostname).toBe('127.0.0.1');
});

test('addresses: a local, private or reserved one is refused, unless the allowlist names that address itself', async () => {
  for (const a of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ]) {
    expect({ a, refused: isNonPublicAddress(a) }).toEqual({ a, refused: true });
  }
  for (const a of ['140.82.112.3', '8.8.8.8', '2606:50c0:8000::153', '::ffff:140.82.112.3'])
    expect({ a, refused: isNonPublicAddress(a) }).toEqual({ a, refused: false });
  // An IP literal: only when the list names it as itself (a wildcard that happens to match is not that).
  expect(checkUrl('https://192.168.1.1/a.tgz', ['192.168.1.1']).hostname).toBe('192.168.1.1');
  expect(() => checkUrl('https://10.0.0.5/a.tgz', ['*.0.0.5'])).toThrow(
    expect.objectContaining({ code: 'address_not_allowed' }),
  );
  expect(() => checkUrl('https://[::ffff:a00:5]/a.tgz', ['*.hf.co', '[::ffff:a00:6]'])).toThrow(
    expect.objectContaining({ code: 'host_not_allowed' }),
  );
  expect(checkUrl('https://140.82.112.3/a.tgz', ['140.82.112.3']).hostname).toBe('140.82.112.3');
  // A name: its addresses are checked as the socket resolves it (localhost: a real lookup, no network).
  const refusals: ArchiveError[] = [];
  const got = await new Promise<{ err: NodeJS.ErrnoException | null }>((resolve) =>
    publicLookup('https://localhost/a', (e) => refusals.push(e))('localhost', { family: 0 }, (err) => resolve({ err })),
  );
  expect(got.err).toBeInstanceOf(ArchiveError);
  expect(refusals.map((e) => e.code)).toEqual(['address_not_allowed']);
  expect(refusals[0]!.message).toMatch(/resolves to (127\.0\.0\.1|::1), a local or private address/);
});

test('the default allowlist: files attached to issues and dataset hosts; nothing else', () => {
  const ok = (u: string) => hostAllowed(new URL(u), DEFAULT_ALLOWED_HOSTS);
  expect(ok('https://github.com/user-attachments/files/123/run.tar.gz')).toBe(true);
  expect(ok('https://objects.githubusercontent.com/github-production-repository-file/1/2')).toBe(true);
  expect(ok('https://huggingface.co/datasets/org/runs/resolve/main/run.tgz')).toBe(true);
  expect(ok('https://cdn-lfs-us-1.hf.co/repos/x')).toBe(true);
  expect(ok('https://zenodo.org/records/1/files/run.zip')).toBe(true);
  expect(ok('https://github.com/evil/repo/raw/main/run.tgz')).toBe(false);
  expect(ok('https://github.com/user-attachmentsX/files/1')).toBe(false);
  expect(ok('https://hf.co.evil.example/run.tgz')).toBe(false);
  expect(ok('https://evilhuggingface.co/run.tgz')).toBe(false);
  expect(ok('https://example.org/run.tgz')).toBe(false);
});

test('a slow body stops at the time bound (timeout), and the partial file is not kept as a result', async () => {
  const file = target();
  const err = await failure(fetchArchive(`${base}/slow`, file, { allowedHosts: allowed, timeoutMs: scaled(400) }));
  expect(err.code).toBe('timeout');
  expect(existsSync(file)).toBe(false);
});

test('an oversized body stops at the size bound, declared or streamed', async () => {
  const declared = await failure(
    fetchArchive(`${base}/big-declared`, target(), { allowedHosts: allowed, maxBytes: 1024 * 1024 }),
  );
  expect(declared.code).toBe('too_large');
  expect(declared.message).toMatch(/10485760 bytes, over the limit of 1048576/);
  const streamed = await failure(
    fetchArchive(`${base}/big-chunked`, target(), { allowedHosts: allowed, maxBytes: 1024 * 1024 }),
  );
  expect(streamed.code).toBe('too_large');
  expect((await failure(fetchArchive(`${base}/gzip-encoded`, target(), { allowedHosts: allowed }))).code).toBe(
    'http_status',
  );
  expect((await failure(fetchArchive(`${base}/missing`, target(), { allowedHosts: allowed }))).message).toMatch(
    /HTTP 404/,
  );
});

test('intake: a wrong checksum is a named error and nothing is unpacked; the right one unpacks the run', async () => {
  const work = tempDir('agent-eval-intake-');
  const wrong = await failure(
    takeArchive({
      source: `${base}/run.tar.gz`,
      sha256: 'ab'.repeat(32),
      workDir: work,
      fetch: { allowedHosts: allowed },
    }),
  );
  expect(wrong.code).toBe('checksum_mismatch');
  expect(wrong.message).toContain(SHA);
  expect(readdirSync(work)).toEqual(['archive']);
  expect(
    (
      await failure(
        takeArchive({
          source: `${base}/run.tar.gz`,
          sha256: 'nope',
          workDir: tempDir(),
          fetch: { allowedHosts: allowed },
        }),
      )
    ).code,
  ).toBe('sha256_invalid');

  const ok = tempDir('agent-eval-intake-');
  const intake = await takeArchive({
    source: `${base}/run.tar.gz`,
    sha256: SHA.toUpperCase(),
    workDir: ok,
    fetch: { allowedHosts: allowed },
  });
  expect(intake.runDir).toBe(path.join(ok, 'unpacked', 'run'));
  expect(intake.archive).toMatchObject({
    source: `${base}/run.tar.gz`,
    fetched: true,
    format: 'tar.gz',
    files: 2,
    stripped: 'run',
    sha256: SHA,
  });
  expect(readFileSync(path.join(intake.runDir, 'notes.txt'), 'utf8')).toBe('hello');

  // A local file goes through the same checks.
  const local = path.join(ok, 'archive');
  const again = tempDir('agent-eval-intake-');
  mkdirSync(path.join(again, 'x'));
  expect((await takeArchive({ source: local, sha256: SHA, workDir: path.join(again, 'x') })).archive).toMatchObject({
    fetched: false,
    files: 2,
  });
  expect(
    (await failure(takeArchive({ source: local, sha256: SHA, workDir: tempDir(), fetch: { maxBytes: 10 } }))).code,
  ).toBe('too_large');
  expect(existsSync(path.join(again, 'x', 'unpacked', 'run', 'notes.txt'))).toBe(true);
});
