/**
 * Downloads a submitted archive to a file, as a hostile source: https only (plain http only to
 * a loopback address, and never after an https hop: each redirect's scheme is compared with the
 * hop before it), the host of the URL and of every redirect on an allowlist, redirects
 * followed by hand and counted, the body streamed to disk under a byte bound, the whole
 * exchange under a time bound, and the sha256 computed on the way. Requests carry a user agent
 * and an Accept header, nothing else: no token, cookie or authorization is ever sent (the
 * request is built here from nothing, not from the environment), and no content encoding is
 * asked for, so that the bytes hashed are the bytes served.
 *
 * An allowed host name must also resolve to public addresses only: each address DNS gives for it
 * (the one connected to, checked in the socket's own lookup, so no second lookup can differ) is
 * refused as `address_not_allowed` when it is loopback, private, link-local, unique-local,
 * carrier-grade NAT, unspecified, multicast or reserved. An IP address written as the host is
 * (or `localhost`) is taken as it is only when the allowlist names it as such (a maintainer's
 * explicit choice, as the tests' 127.0.0.1); otherwise it is checked the same way.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { ArchiveError } from './errors.js';

/**
 * Hosts an archive may come from by default: files attached to GitHub issues
 * (github.com/user-attachments, served from objects.githubusercontent.com or GitHub's asset
 * bucket), release assets, and common dataset hosts. An entry is `host`, `*.domain` (any
 * sub-domain, not the domain itself) or `host/path-prefix`; a port may follow the host.
 */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = [
  'github.com/user-attachments/',
  'objects.githubusercontent.com',
  'release-assets.githubusercontent.com',
  'github-production-user-asset-6210df.s3.amazonaws.com',
  'huggingface.co',
  '*.huggingface.co',
  '*.hf.co',
  'zenodo.org',
  'figshare.com',
  '*.figshare.com',
];

export const DEFAULT_MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;
const DEFAULT_FETCH_TIMEOUT_MS = 10 * 60 * 1000;
const MAX_REDIRECTS = 5;
const MAX_URL_LENGTH = 4096;

export interface FetchOptions {
  allowedHosts?: readonly string[];
  maxBytes?: number;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface Fetched {
  file: string;
  bytes: number;
  sha256: string;
  /** The URL the body came from, after redirects (without query string: it may hold a signature). */
  finalUrl: string;
  redirects: number;
}

/** Shown in messages: scheme, host and path, never the query (signed URLs carry secrets there). */
export function shownUrl(url: URL | string): string {
  try {
    const u = typeof url === 'string' ? new URL(url) : url;
    return `${u.protocol}//${u.host}${u.pathname}`.slice(0, 300);
  } catch {
    return JSON.stringify(String(url).slice(0, 100));
  }
}

function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1';
  return false;
}

/** Addresses no archive host of the internet has: local, private and reserved ranges (IPv4, IPv6, and IPv4 in IPv6). */
const NOT_PUBLIC = (() => {
  const b = new BlockList();
  for (const [net, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const)
    b.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['2001:db8::', 32],
    ['64:ff9b::', 96],
  ] as const)
    b.addSubnet(net, bits, 'ipv6');
  return b;
})();

/** Whether an address (IPv4 or IPv6, IPv4-mapped included) is outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1) against the IPv4 ranges.
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(a);
  if (family === 0) return true;
  return NOT_PUBLIC.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host is an IP literal or `localhost` that the allowlist names as such (not through a wildcard). */
function literalAllowed(url: URL, allowed: readonly string[]): boolean {
  const h = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(h) === 0 && h !== 'localhost') return false;
  return allowed.some((raw) => {
    const hostPart = raw.trim().toLowerCase().split('/')[0]!;
    const bare = hostPart.startsWith('[') ? hostPart.slice(1, hostPart.indexOf(']')) : hostPart.replace(/:\d+$/, '');
    return bare === h;
  });
}

/** The socket's lookup: every address DNS gives must be public, or the connection is refused. */
export function publicLookup(shown: string, refused: (err: ArchiveError) => void): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isNonPublicAddress(a.address));
      if (bad) {
        const refusal = new ArchiveError(
          'address_not_allowed',
          `${shown}: the host ${hostname} resolves to ${bad.address}, a local or private address; an archive is fetched only from public addresses`,
        );
        refused(refusal);
        return callback(refusal, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname}: no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Is this URL on the allowlist? Host compared in lower case; a path prefix compared by segments. */
export function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  return allowed.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    const slash = entry.indexOf('/');
    const hostPart = slash < 0 ? entry : entry.slice(0, slash);
    const prefix = slash < 0 ? '' : entry.slice(slash);
    const withPort = /:\d+$/.test(hostPart.replace(/^\[[^\]]*\]/, ''));
    const host = withPort ? url.host.toLowerCase() : url.hostname.toLowerCase();
    const hostOk = hostPart.startsWith('*.')
      ? host.endsWith(hostPart.slice(1)) && host.length > hostPart.length - 1
      : host === hostPart;
    if (!hostOk) return false;
    if (!prefix) return true;
    const p = url.pathname;
    return prefix.endsWith('/') ? p.startsWith(prefix) : p === prefix || p.startsWith(`${prefix}/`);
  });
}

/**
 * Checks one URL (the first, or a redirect target against `previous`, the URL that redirected
 * to it) against the rules; returns it parsed.
 */
export function checkUrl(given: string, allowed: readonly string[], previous?: URL): URL {
  if (given.length > MAX_URL_LENGTH)
    throw new ArchiveError('url_invalid', `the archive URL is over ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(given, previous);
  } catch {
    throw new ArchiveError('url_invalid', `${JSON.stringify(given.slice(0, 200))} is not a URL`);
  }
  if (url.username || url.password)
    throw new ArchiveError('url_invalid', `${shownUrl(url)}: a URL with credentials is refused`);
  // Each hop is compared with the hop before it, whatever the host (loopback included): once https, always https
  // (docs/issue-form.md).
  if (previous?.protocol === 'https:' && url.protocol !== 'https:') {
    throw new ArchiveError(
      'scheme_not_allowed',
      `${shownUrl(previous)} redirects to ${shownUrl(url)}: a downgrade from https to ${url.protocol.replace(/:$/, '')} is refused`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ArchiveError(
      'scheme_not_allowed',
      `${shownUrl(url)}: only https URLs are fetched (plain http only from a loopback address)`,
    );
  }
  if (!hostAllowed(url, allowed)) {
    throw new ArchiveError(
      'host_not_allowed',
      `${shownUrl(url)}: the host ${url.host} is not on the allowed list (${allowed.join(', ')})`,
    );
  }
  if (
    isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 &&
    isNonPublicAddress(url.hostname) &&
    !literalAllowed(url, allowed)
  ) {
    throw new ArchiveError(
      'address_not_allowed',
      `${shownUrl(url)}: ${url.hostname} is a local or private address, and the allowed list does not name it`,
    );
  }
  return url;
}

/** Downloads `source` to `file` under the rules above; the file is complete when this resolves. */
export async function fetchArchive(source: string, file: string, options: FetchOptions = {}): Promise<Fetched> {
  const allowed = options.allowedHosts ?? DEFAULT_ALLOWED_HOSTS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_ARCHIVE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let url = checkUrl(source, allowed);
    for (let redirects = 0; ; redirects++) {
      const step = await request(url, file, maxBytes, deadline.signal, timeoutMs, !literalAllowed(url, allowed));
      if (step.kind === 'body')
        return { file, bytes: step.bytes, sha256: step.sha256, finalUrl: shownUrl(url), redirects };
      if (redirects >= maxRedirects)
        throw new ArchiveError('too_many_redirects', `${shownUrl(source)}: more than ${maxRedirects} redirects`);
      url = checkUrl(step.location, allowed, url);
    }
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

type Step = { kind: 'redirect'; location: string } | { kind: 'body'; bytes: number; sha256: string };

function request(
  url: URL,
  file: string,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
  publicOnly: boolean,
): Promise<Step> {
  const shown = shownUrl(url);
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise<Step>((resolve, reject) => {
    let settled = false;
    let out: WriteStream | null = null;
    const fail = (err: ArchiveError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      out?.destroy();
      req.destroy();
      reject(err);
    };
    const onAbort = () =>
      fail(new ArchiveError('timeout', `${shown}: no complete answer within ${Math.round(timeoutMs / 1000)} s`));
    // Only these headers: no Authorization, no Cookie, no Accept-Encoding (the bytes must be the file's).
    // A host name's addresses are checked as the socket resolves them (an IP literal needs no lookup: checkUrl
    // decided).
    const lookup = publicOnly ? { lookup: publicLookup(shown, (err) => fail(err)) } : {};
    const req = get(
      url,
      { agent: false, ...lookup, headers: { 'user-agent': `${TOOL_NAME}/${TOOL_VERSION}`, accept: '*/*' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status)) {
          const location = res.headers.location;
          res.resume();
          if (!location)
            return fail(new ArchiveError('http_status', `${shown}: HTTP ${status} without a Location header`));
          settled = true;
          signal.removeEventListener('abort', onAbort);
          req.destroy();
          return resolve({ kind: 'redirect', location });
        }
        if (status !== 200) {
          res.resume();
          return fail(new ArchiveError('http_status', `${shown}: HTTP ${status}`));
        }
        const encoding = res.headers['content-encoding'];
        if (encoding && encoding !== 'identity') {
          res.resume();
          return fail(
            new ArchiveError(
              'http_status',
              `${shown}: the body is sent with Content-Encoding ${encoding.slice(0, 40)} (the archive's own bytes are wanted)`,
            ),
          );
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.resume();
          return fail(new ArchiveError('too_large', `${shown}: ${declared} bytes, over the limit of ${maxBytes}`));
        }
        const hash = createHash('sha256');
        const sink = (out = createWriteStream(file, { flags: 'w', mode: 0o600 }));
        let bytes = 0;
        sink.on('error', (err) =>
          fail(new ArchiveError('network', `${shown}: cannot write the download: ${err.message}`)),
        );
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            return fail(
              new ArchiveError('too_large', `${shown}: over the limit of ${maxBytes} bytes (stopped after ${bytes})`),
            );
          }
          hash.update(chunk);
          if (!sink.write(chunk)) {
            res.pause();
            sink.once('drain', () => res.resume());
          }
        });
        res.on('aborted', () =>
          fail(new ArchiveError('network', `${shown}: the connection closed before the body was complete`)),
        );
        res.on('error', (err) => fail(new ArchiveError('network', `${shown}: ${err.message}`)));
        res.on('end', () => {
          if (settled) return;
          if (!res.complete)
            return fail(new ArchiveError('network', `${shown}: the connection closed before the body was complete`));
          sink.end(() => {
            if (settled) return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            resolve({ kind: 'body', bytes, sha256: hash.digest('hex') });
          });
        });
      },
    );
    req.on('error', (err) => fail(new ArchiveError('network', `${shown}: ${err.message}`)));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
