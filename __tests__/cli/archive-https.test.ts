/**
 * `score --archive` over real HTTPS on 127.0.0.1 (the bundled CLI, trusting a self-signed
 * certificate made here through NODE_EXTRA_CA_CERTS): a redirect from https to http is refused
 * as a downgrade, even to a loopback address, and the http server gets no request; a redirect
 * from https to https is followed and the archive scored.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runDist, tempDir, write } from '../support/helpers.js';
import { makeTarGz } from '../support/tar.js';

const ARCHIVE = makeTarGz([
  { name: 'run/qa/trial-1/q1.json', data: '{"task_id":"q1","full_text":"ANS"}' },
  { name: 'run/qa/trial-2/q1.json', data: '{"task_id":"q1","full_text":"ANS"}' },
]);
const SHA = createHash('sha256').update(ARCHIVE).digest('hex');

let cert: string;
let bench: string;
let plain: http.Server;
let secure: https.Server;
let plainBase: string;
let secureBase: string;
const plainSeen: string[] = [];
const secureSeen: string[] = [];

beforeAll(async () => {
  const dir = tempDir('agent-eval-tls-');
  cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {
      stdio: 'ignore',
    },
  );
  bench = tempDir('agent-eval-https-bench-');
  write(path.join(bench, 'qa/tasks.yaml'), 'version: 1\ntasks:\n  q1:\n    output:\n      - { contains: ANS }\n');
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: https\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n',
  );

  const serve = (res: http.ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': ARCHIVE.length }).end(ARCHIVE);
  plain = http.createServer((req, res) => {
    plainSeen.push(req.url ?? '');
    serve(res);
  });
  secure = https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (req, res) => {
    secureSeen.push(req.url ?? '');
    if (req.url === '/to-http') res.writeHead(302, { location: `${plainBase}/run.tar.gz` }).end();
    else if (req.url === '/to-https') res.writeHead(302, { location: `${secureBase}/run.tar.gz` }).end();
    else if (req.url === '/run.tar.gz') serve(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
  plainBase = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  secureBase = `https://127.0.0.1:${(secure.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of [plain, secure]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const score = (url: string, out: string) =>
  runDist(
    [
      'score',
      '--benchmark',
      bench,
      '--archive',
      url,
      '--sha256',
      SHA,
      '--allow-host',
      '127.0.0.1',
      '--out',
      out,
      '--fail-on',
      'never',
    ],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    },
  );

test('an https URL that redirects to http on 127.0.0.1 is refused as a downgrade; the http server gets no request', async () => {
  const out = tempDir('agent-eval-report-');
  const r = await score(`${secureBase}/to-http`, out);
  expect(r.stderr).toContain(
    `the archive is refused: scheme_not_allowed: ${secureBase}/to-http redirects to ${plainBase}/run.tar.gz: a downgrade from https to http is refused`,
  );
  expect(r.code).toBe(1);
  expect(readdirSync(out)).toEqual(['intake.json']);
  expect(JSON.parse(readFileSync(path.join(out, 'intake.json'), 'utf8')).error).toMatchObject({
    code: 'scheme_not_allowed',
  });
  expect(secureSeen).toEqual(['/to-http']);
  expect(plainSeen).toEqual([]);
});

test('an https URL that redirects to https is followed, verified and scored', async () => {
  secureSeen.length = 0;
  plainSeen.length = 0;
  const out = tempDir('agent-eval-report-');
  const r = await score(`${secureBase}/to-https`, out);
  expect(r.stderr).toMatch(/sha256 verified, 2 file\(s\) unpacked/);
  expect(r.code).toBe(0);
  expect(JSON.parse(readFileSync(path.join(out, 'intake.json'), 'utf8')).archive).toMatchObject({ sha256: SHA });
  expect(JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8')).suites[0].name).toBe('qa');
  expect(secureSeen).toEqual(['/to-https', '/run.tar.gz']);
  expect(plainSeen).toEqual([]);
});
