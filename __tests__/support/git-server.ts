/**
 * A real git smart-HTTP server on 127.0.0.1: node's http server in front of git's own CGI
 * program, `git http-backend`, serving bare repositories under `root` (`/owner/name.git`). It can
 * require a token (HTTP Basic `x-access-token:<token>`, as GitHub takes it) and can fail the next
 * requests with a status (a flaky proxy), and it records the requests it saw.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class GitHttpServer {
  private server: Server | null = null;
  private failures: number[] = [];
  readonly requests: { method: string; url: string; authorization: string | undefined; status: number }[] = [];
  url = '';

  constructor(
    readonly root: string,
    readonly token: string | null,
  ) {}

  async start(): Promise<this> {
    const backend = execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim() + '/git-http-backend';
    this.server = createServer((req, res) => {
      const record = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        status: 0,
      };
      this.requests.push(record);
      const fail = this.failures.shift();
      if (fail !== undefined) {
        record.status = fail;
        res.writeHead(fail, { 'content-type': 'text/plain' }).end(`fault ${fail}\n`);
        req.resume();
        return;
      }
      // The auth scheme is case-insensitive (RFC 9110); the credentials are not.
      const [scheme, credentials] = (req.headers.authorization ?? '').split(' ');
      if (
        this.token &&
        (scheme?.toLowerCase() !== 'basic' ||
          credentials !== Buffer.from(`x-access-token:${this.token}`).toString('base64'))
      ) {
        record.status = 401;
        res
          .writeHead(401, { 'www-authenticate': 'Basic realm="agent-eval-test"', 'content-type': 'text/plain' })
          .end('authentication required\n');
        req.resume();
        return;
      }
      this.cgi(backend, req, (status, headers, body) => {
        record.status = status;
        res.writeHead(status, headers);
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next `n` requests get this status. */
  failNext(status: number, n = 1): void {
    for (let i = 0; i < n; i++) this.failures.push(status);
  }

  private cgi(
    backend: string,
    req: IncomingMessage,
    done: (status: number, headers: Record<string, string>, body: Buffer) => void,
  ): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const child = spawn(backend, [], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: this.root,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.replace(/^\?/, ''),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: String(req.headers['content-encoding']) } : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
        REMOTE_ADDR: '127.0.0.1',
        REMOTE_USER: 'x-access-token',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    req.pipe(child.stdin);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.resume();
    child.on('close', () => {
      const out = Buffer.concat(chunks);
      let end = out.indexOf('\r\n\r\n');
      let sep = 4;
      if (end < 0) {
        end = out.indexOf('\n\n');
        sep = 2;
      }
      const head = end >= 0 ? out.subarray(0, end).toString('latin1') : '';
      const body = end >= 0 ? out.subarray(end + sep) : out;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.split(/\r?\n/)) {
        const i = line.indexOf(':');
        if (i < 0) continue;
        const name = line.slice(0, i).trim();
        const value = line.slice(i + 1).trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else headers[name] = value;
      }
      done(status, headers, body);
    });
  }
}
