export const id = 35;
export const ids = [35];
export const modules = {

/***/ 35:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  packCommand: () => (/* binding */ packCommand),
  withArchive: () => (/* binding */ withArchive)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/archive/errors.ts
var errors = __webpack_require__(3443);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
;// CONCATENATED MODULE: ./src/core/archive/fetch.ts
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









/**
 * Hosts an archive may come from by default: files attached to GitHub issues
 * (github.com/user-attachments, served from objects.githubusercontent.com or GitHub's asset
 * bucket), release assets, and common dataset hosts. An entry is `host`, `*.domain` (any
 * sub-domain, not the domain itself) or `host/path-prefix`; a port may follow the host.
 */
const DEFAULT_ALLOWED_HOSTS = [
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
const DEFAULT_MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;
const DEFAULT_FETCH_TIMEOUT_MS = 10 * 60 * 1000;
const MAX_REDIRECTS = 5;
const MAX_URL_LENGTH = 4096;
/** Shown in messages: scheme, host and path, never the query (signed URLs carry secrets there). */
function shownUrl(url) {
    try {
        const u = typeof url === 'string' ? new URL(url) : url;
        return `${u.protocol}//${u.host}${u.pathname}`.slice(0, 300);
    }
    catch {
        return JSON.stringify(String(url).slice(0, 100));
    }
}
function isLoopback(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '');
    if (h === 'localhost')
        return true;
    if ((0,external_node_net_.isIP)(h) === 4)
        return h.startsWith('127.');
    if ((0,external_node_net_.isIP)(h) === 6)
        return h === '::1';
    return false;
}
/** Addresses no archive host of the internet has: local, private and reserved ranges (IPv4, IPv6, and IPv4 in IPv6). */
const NOT_PUBLIC = (() => {
    const b = new external_node_net_.BlockList();
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
    ])
        b.addSubnet(net, bits, 'ipv4');
    for (const [net, bits] of [
        ['::', 128],
        ['::1', 128],
        ['fc00::', 7],
        ['fe80::', 10],
        ['ff00::', 8],
        ['2001:db8::', 32],
        ['64:ff9b::', 96],
    ])
        b.addSubnet(net, bits, 'ipv6');
    return b;
})();
/** Whether an address (IPv4 or IPv6, IPv4-mapped included) is outside the public internet. */
function isNonPublicAddress(address) {
    // BlockList checks an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1) against the IPv4 ranges.
    const a = address.replace(/^\[|\]$/g, '').toLowerCase();
    const family = (0,external_node_net_.isIP)(a);
    if (family === 0)
        return true;
    return NOT_PUBLIC.check(a, family === 4 ? 'ipv4' : 'ipv6');
}
/** The URL's host is an IP literal or `localhost` that the allowlist names as such (not through a wildcard). */
function literalAllowed(url, allowed) {
    const h = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if ((0,external_node_net_.isIP)(h) === 0 && h !== 'localhost')
        return false;
    return allowed.some((raw) => {
        const hostPart = raw.trim().toLowerCase().split('/')[0];
        const bare = hostPart.startsWith('[') ? hostPart.slice(1, hostPart.indexOf(']')) : hostPart.replace(/:\d+$/, '');
        return bare === h;
    });
}
/** The socket's lookup: every address DNS gives must be public, or the connection is refused. */
function publicLookup(shown, refused) {
    return (hostname, options, callback) => {
        (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (err, addresses) => {
            if (err)
                return callback(err, '', 0);
            const bad = addresses.find((a) => isNonPublicAddress(a.address));
            if (bad) {
                const refusal = new errors/* ArchiveError */.d('address_not_allowed', `${shown}: the host ${hostname} resolves to ${bad.address}, a local or private address; an archive is fetched only from public addresses`);
                refused(refusal);
                return callback(refusal, '', 0);
            }
            if (options.all)
                return callback(null, addresses);
            const first = addresses[0];
            if (!first)
                return callback(new Error(`${hostname}: no address`), '', 0);
            callback(null, first.address, first.family);
        });
    };
}
/** Is this URL on the allowlist? Host compared in lower case; a path prefix compared by segments. */
function hostAllowed(url, allowed) {
    return allowed.some((raw) => {
        const entry = raw.trim().toLowerCase();
        if (!entry)
            return false;
        const slash = entry.indexOf('/');
        const hostPart = slash < 0 ? entry : entry.slice(0, slash);
        const prefix = slash < 0 ? '' : entry.slice(slash);
        const withPort = /:\d+$/.test(hostPart.replace(/^\[[^\]]*\]/, ''));
        const host = withPort ? url.host.toLowerCase() : url.hostname.toLowerCase();
        const hostOk = hostPart.startsWith('*.')
            ? host.endsWith(hostPart.slice(1)) && host.length > hostPart.length - 1
            : host === hostPart;
        if (!hostOk)
            return false;
        if (!prefix)
            return true;
        const p = url.pathname;
        return prefix.endsWith('/') ? p.startsWith(prefix) : p === prefix || p.startsWith(`${prefix}/`);
    });
}
/**
 * Checks one URL (the first, or a redirect target against `previous`, the URL that redirected
 * to it) against the rules; returns it parsed.
 */
function checkUrl(given, allowed, previous) {
    if (given.length > MAX_URL_LENGTH)
        throw new errors/* ArchiveError */.d('url_invalid', `the archive URL is over ${MAX_URL_LENGTH} characters`);
    let url;
    try {
        url = new URL(given, previous);
    }
    catch {
        throw new errors/* ArchiveError */.d('url_invalid', `${JSON.stringify(given.slice(0, 200))} is not a URL`);
    }
    if (url.username || url.password)
        throw new errors/* ArchiveError */.d('url_invalid', `${shownUrl(url)}: a URL with credentials is refused`);
    // Each hop is compared with the hop before it, whatever the host (loopback included): once https, always https
    // (docs/issue-form.md).
    if (previous?.protocol === 'https:' && url.protocol !== 'https:') {
        throw new errors/* ArchiveError */.d('scheme_not_allowed', `${shownUrl(previous)} redirects to ${shownUrl(url)}: a downgrade from https to ${url.protocol.replace(/:$/, '')} is refused`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        throw new errors/* ArchiveError */.d('scheme_not_allowed', `${shownUrl(url)}: only https URLs are fetched (plain http only from a loopback address)`);
    }
    if (!hostAllowed(url, allowed)) {
        throw new errors/* ArchiveError */.d('host_not_allowed', `${shownUrl(url)}: the host ${url.host} is not on the allowed list (${allowed.join(', ')})`);
    }
    if ((0,external_node_net_.isIP)(url.hostname.replace(/^\[|\]$/g, '')) !== 0 &&
        isNonPublicAddress(url.hostname) &&
        !literalAllowed(url, allowed)) {
        throw new errors/* ArchiveError */.d('address_not_allowed', `${shownUrl(url)}: ${url.hostname} is a local or private address, and the allowed list does not name it`);
    }
    return url;
}
/** Downloads `source` to `file` under the rules above; the file is complete when this resolves. */
async function fetchArchive(source, file, options = {}) {
    const allowed = options.allowedHosts ?? DEFAULT_ALLOWED_HOSTS;
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_ARCHIVE_BYTES;
    const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
    const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
        let url = checkUrl(source, allowed);
        for (let redirects = 0;; redirects++) {
            const step = await request(url, file, maxBytes, deadline.signal, timeoutMs, !literalAllowed(url, allowed));
            if (step.kind === 'body')
                return { file, bytes: step.bytes, sha256: step.sha256, finalUrl: shownUrl(url), redirects };
            if (redirects >= maxRedirects)
                throw new errors/* ArchiveError */.d('too_many_redirects', `${shownUrl(source)}: more than ${maxRedirects} redirects`);
            url = checkUrl(step.location, allowed, url);
        }
    }
    catch (err) {
        await (0,promises_.rm)(file, { force: true });
        throw err;
    }
    finally {
        clearTimeout(timer);
    }
}
function request(url, file, maxBytes, signal, timeoutMs, publicOnly) {
    const shown = shownUrl(url);
    const get = url.protocol === 'https:' ? (external_node_https_default()).get : (external_node_http_default()).get;
    return new Promise((resolve, reject) => {
        let settled = false;
        let out = null;
        const fail = (err) => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            out?.destroy();
            req.destroy();
            reject(err);
        };
        const onAbort = () => fail(new errors/* ArchiveError */.d('timeout', `${shown}: no complete answer within ${Math.round(timeoutMs / 1000)} s`));
        // Only these headers: no Authorization, no Cookie, no Accept-Encoding (the bytes must be the file's).
        // A host name's addresses are checked as the socket resolves them (an IP literal needs no lookup: checkUrl
        // decided).
        const lookup = publicOnly ? { lookup: publicLookup(shown, (err) => fail(err)) } : {};
        const req = get(url, { agent: false, ...lookup, headers: { 'user-agent': `${version/* TOOL_NAME */.l}/${version/* TOOL_VERSION */.w}`, accept: '*/*' } }, (res) => {
            const status = res.statusCode ?? 0;
            if ([301, 302, 303, 307, 308].includes(status)) {
                const location = res.headers.location;
                res.resume();
                if (!location)
                    return fail(new errors/* ArchiveError */.d('http_status', `${shown}: HTTP ${status} without a Location header`));
                settled = true;
                signal.removeEventListener('abort', onAbort);
                req.destroy();
                return resolve({ kind: 'redirect', location });
            }
            if (status !== 200) {
                res.resume();
                return fail(new errors/* ArchiveError */.d('http_status', `${shown}: HTTP ${status}`));
            }
            const encoding = res.headers['content-encoding'];
            if (encoding && encoding !== 'identity') {
                res.resume();
                return fail(new errors/* ArchiveError */.d('http_status', `${shown}: the body is sent with Content-Encoding ${encoding.slice(0, 40)} (the archive's own bytes are wanted)`));
            }
            const declared = Number(res.headers['content-length']);
            if (Number.isFinite(declared) && declared > maxBytes) {
                res.resume();
                return fail(new errors/* ArchiveError */.d('too_large', `${shown}: ${declared} bytes, over the limit of ${maxBytes}`));
            }
            const hash = (0,external_node_crypto_.createHash)('sha256');
            const sink = (out = (0,external_node_fs_.createWriteStream)(file, { flags: 'w', mode: 0o600 }));
            let bytes = 0;
            sink.on('error', (err) => fail(new errors/* ArchiveError */.d('network', `${shown}: cannot write the download: ${err.message}`)));
            res.on('data', (chunk) => {
                bytes += chunk.length;
                if (bytes > maxBytes) {
                    return fail(new errors/* ArchiveError */.d('too_large', `${shown}: over the limit of ${maxBytes} bytes (stopped after ${bytes})`));
                }
                hash.update(chunk);
                if (!sink.write(chunk)) {
                    res.pause();
                    sink.once('drain', () => res.resume());
                }
            });
            res.on('aborted', () => fail(new errors/* ArchiveError */.d('network', `${shown}: the connection closed before the body was complete`)));
            res.on('error', (err) => fail(new errors/* ArchiveError */.d('network', `${shown}: ${err.message}`)));
            res.on('end', () => {
                if (settled)
                    return;
                if (!res.complete)
                    return fail(new errors/* ArchiveError */.d('network', `${shown}: the connection closed before the body was complete`));
                sink.end(() => {
                    if (settled)
                        return;
                    settled = true;
                    signal.removeEventListener('abort', onAbort);
                    resolve({ kind: 'body', bytes, sha256: hash.digest('hex') });
                });
            });
        });
        req.on('error', (err) => fail(new errors/* ArchiveError */.d('network', `${shown}: ${err.message}`)));
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
    });
}

// EXTERNAL MODULE: ./src/core/fs/file-hasher.ts
var file_hasher = __webpack_require__(5489);
// EXTERNAL MODULE: ./src/core/submission/schema.ts
var schema = __webpack_require__(6833);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(6118);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
;// CONCATENATED MODULE: ./src/core/archive/unpack.ts
/**
 * Unpacks a submitted archive (.zip, .tar.gz/.tgz or .tar, told apart by their first bytes, not
 * their name) into an empty directory of ours, under one policy for every format: regular files
 * and directories only (symlinks, hard links, devices and FIFOs are refused), no absolute name,
 * no `..`, no backslash, no duplicate name, at most `maxEntries` entries and `maxBytes` bytes
 * unpacked (a compression bomb stops at the bound: each entry's declared size is checked before
 * a byte of it is read, and the bytes are counted as they come). Each refusal is an
 * ArchiveError naming the entry. Files are created with O_EXCL|O_NOFOLLOW and mode 0644 (no
 * mode, owner or time is taken from the archive), so nothing can be written outside the
 * directory. When the archive holds one top-level directory and nothing else, that directory
 * is the run (it is "stripped").
 *
 * zip is read by yauzl (random access through the central directory, so memory is bounded by
 * the entry being read; external attributes and "version made by" are exposed, so the entry
 * type is known; names are decoded and validated), tar by tar-stream (over node:zlib's gunzip
 * for .tar.gz), whose headers name each entry's type. The policy is ours.
 */










const DEFAULT_MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 20_000;
const MAX_NAME_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;
/** The format by the first bytes: zip's local header, gzip's magic, or ustar at offset 257. */
async function archiveFormat(file) {
    const fh = await (0,promises_.open)(file, 'r');
    try {
        const head = Buffer.alloc(512);
        const { bytesRead } = await fh.read(head, 0, 512, 0);
        if (bytesRead >= 4 && head.readUInt32LE(0) === 0x04034b50)
            return 'zip';
        if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b)
            return 'tar.gz';
        if (bytesRead >= 262 && head.toString('latin1', 257, 262) === 'ustar')
            return 'tar';
        if (bytesRead >= 22 && head.readUInt32LE(0) === 0x06054b50)
            throw new errors/* ArchiveError */.d('not_an_archive', 'the archive is an empty zip');
    }
    finally {
        await fh.close();
    }
    throw new errors/* ArchiveError */.d('not_an_archive', 'the archive is not a .zip, .tar.gz/.tgz or .tar (by its first bytes)');
}
async function unpackArchive(file, outDir, options = {}) {
    const format = await archiveFormat(file);
    const sink = new Sink(outDir, options.maxBytes ?? DEFAULT_MAX_UNPACKED_BYTES, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    if (format === 'zip')
        await unpackZip(file, sink);
    else
        await unpackTar(file, format === 'tar.gz', sink);
    const top = await (0,walker/* readDirectory */.gZ)(outDir);
    const single = top.length === 1 && top[0].isDirectory() ? top[0].name : null;
    return {
        root: single === null ? outDir : external_node_path_default().join(outDir, single),
        format,
        files: sink.files,
        directories: sink.directories,
        bytes: sink.bytes,
        stripped: single,
    };
}
/** An entry's name as path segments, or the named refusal. `.` segments and a trailing `/` are dropped. */
function entrySegments(name) {
    const shown = JSON.stringify(name.slice(0, 300));
    if (/[\\\u0000]/.test(name))
        throw new errors/* ArchiveError */.d('bad_name', `${shown}: a backslash or NUL in an entry name is refused`, name);
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
        throw new errors/* ArchiveError */.d('absolute_path', `${shown}: an absolute path is refused`, name);
    const segments = name.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.includes('..'))
        throw new errors/* ArchiveError */.d('parent_path', `${shown}: a ".." segment is refused (it would leave the run directory)`, name);
    if (Buffer.byteLength(name) > MAX_NAME_BYTES || segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES)) {
        throw new errors/* ArchiveError */.d('bad_name', `${shown}: the name is too long`, name);
    }
    return segments;
}
/** Writes entries under the policy; knows every name written, so duplicates and conflicts are caught. */
class Sink {
    outDir;
    maxBytes;
    maxEntries;
    files = 0;
    directories = 0;
    bytes = 0;
    entries = 0;
    /** Path → what it is; explicit entries, and directories implied by a deeper name. */
    kinds = new Map();
    /** Directories already created. */
    made = new Set();
    constructor(outDir, maxBytes, maxEntries) {
        this.outDir = outDir;
        this.maxBytes = maxBytes;
        this.maxEntries = maxEntries;
    }
    /** Counts an entry (of any kind, refused or not) against the bound. */
    count(name) {
        if (++this.entries > this.maxEntries)
            throw new errors/* ArchiveError */.d('too_many_entries', `the archive has more than ${this.maxEntries} entries (stopped at ${JSON.stringify(name.slice(0, 300))})`, name);
    }
    /** The absolute target of a new entry after the name, duplicate and conflict checks; null for the root itself. */
    place(name, kind) {
        const segments = entrySegments(name);
        if (segments.length === 0)
            return null;
        const rel = segments.join('/');
        const shown = JSON.stringify(name.slice(0, 300));
        const had = this.kinds.get(rel);
        if (had === 'file' || had === 'dir')
            throw new errors/* ArchiveError */.d('duplicate_name', `${shown}: the name occurs twice in the archive`, name);
        if (had === 'implied-dir' && kind === 'file')
            throw new errors/* ArchiveError */.d('path_conflict', `${shown}: a file where another entry has a directory`, name);
        for (let i = 1; i < segments.length; i++) {
            const parent = segments.slice(0, i).join('/');
            const p = this.kinds.get(parent);
            if (p === 'file')
                throw new errors/* ArchiveError */.d('path_conflict', `${shown}: its parent ${JSON.stringify(parent)} is a file in the archive`, name);
            if (p === undefined)
                this.kinds.set(parent, 'implied-dir');
        }
        this.kinds.set(rel, kind);
        return external_node_path_default().join(this.outDir, ...segments);
    }
    async dir(name) {
        const target = this.place(name, 'dir');
        if (target === null)
            return;
        this.directories++;
        await (0,promises_.mkdir)(target, { recursive: true, mode: 0o755 });
        this.made.add(target);
    }
    /** Refuses an entry over the remaining budget before reading it; then counts while writing. */
    async file(name, declaredSize, data, onChunk) {
        const target = this.place(name, 'file');
        const shown = JSON.stringify(name.slice(0, 300));
        if (target === null)
            throw new errors/* ArchiveError */.d('bad_name', `${shown}: a file entry without a name`, name);
        const left = this.maxBytes - this.bytes;
        if (declaredSize > left)
            throw new errors/* ArchiveError */.d('unpacked_too_large', `${shown}: ${declaredSize} bytes would bring the unpacked size over the limit of ${this.maxBytes} bytes`, name);
        const parent = external_node_path_default().dirname(target);
        if (!this.made.has(parent)) {
            await (0,promises_.mkdir)(parent, { recursive: true, mode: 0o755 });
            this.made.add(parent);
        }
        let fh;
        try {
            fh = await (0,promises_.open)(target, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        }
        catch (err) {
            throw new errors/* ArchiveError */.d('path_conflict', `${shown}: cannot be created (${err.code ?? err.message})`, name);
        }
        this.files++;
        let written = 0;
        const limit = Math.min(left, declaredSize);
        try {
            for await (const chunk of await data()) {
                written += chunk.length;
                if (written > limit) {
                    if (written > left)
                        throw new errors/* ArchiveError */.d('unpacked_too_large', `${shown}: over the unpacked limit of ${this.maxBytes} bytes`, name);
                    throw new errors/* ArchiveError */.d('corrupt_archive', `${shown}: more bytes than the ${declaredSize} its header declares`, name);
                }
                onChunk?.(chunk);
                await fh.write(chunk);
            }
        }
        catch (err) {
            throw err instanceof errors/* ArchiveError */.d
                ? err
                : new errors/* ArchiveError */.d('corrupt_archive', `${shown}: ${err.message}`, name);
        }
        finally {
            await fh.close().catch(() => undefined);
        }
        if (written !== declaredSize)
            throw new errors/* ArchiveError */.d('corrupt_archive', `${shown}: ${written} bytes, but its header declares ${declaredSize}`, name);
        this.bytes += written;
    }
}
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const HOST_UNIX = 3;
function yauzlError(err) {
    const m = /^(absolute path|invalid relative path|invalid characters in fileName): ([\s\S]*)$/.exec(err.message);
    if (m) {
        const code = m[1] === 'absolute path' ? 'absolute_path' : m[1] === 'invalid relative path' ? 'parent_path' : 'bad_name';
        return new errors/* ArchiveError */.d(code, `${JSON.stringify(m[2].slice(0, 300))}: ${code === 'parent_path' ? 'a ".." segment is refused (it would leave the run directory)' : code === 'absolute_path' ? 'an absolute path is refused' : 'a backslash in an entry name is refused'}`, m[2]);
    }
    return new errors/* ArchiveError */.d('corrupt_archive', `the zip cannot be read: ${err.message}`);
}
async function unpackZip(file, sink) {
    const zip = await new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: false, decodeStrings: true }, (err, z) => (err ? reject(yauzlError(err)) : resolve(z))));
    // The central directory says how many entries there are: over the bound, nothing is read.
    if (zip.entryCount > sink.maxEntries) {
        zip.close();
        throw new errors/* ArchiveError */.d('too_many_entries', `the archive has ${zip.entryCount} entries, more than the limit of ${sink.maxEntries}`);
    }
    await new Promise((resolve, reject) => {
        const stop = (err) => {
            zip.close();
            reject(err instanceof errors/* ArchiveError */.d ? err : yauzlError(err));
        };
        zip.on('error', stop);
        zip.on('end', () => {
            zip.close();
            resolve();
        });
        // One handler for the entry and for asking for the next one: a throw in either is the refusal,
        // never a rejection left without a handler.
        zip.on('entry', (entry) => {
            zipEntry(zip, entry, sink)
                .then(() => zip.readEntry())
                .catch(stop);
        });
        zip.readEntry();
    });
}
async function zipEntry(zip, entry, sink) {
    const name = entry.fileName;
    const shown = JSON.stringify(name.slice(0, 300));
    sink.count(name);
    const type = entry.versionMadeBy >> 8 === HOST_UNIX ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
    const isDir = name.endsWith('/') || type === S_IFDIR;
    if (type === S_IFLNK)
        throw new errors/* ArchiveError */.d('symlink', `${shown} is a symbolic link: links are refused`, name);
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
        throw new errors/* ArchiveError */.d('special_file', `${shown} is not a regular file or directory (a device, FIFO or socket)`, name);
    if (entry.isEncrypted())
        throw new errors/* ArchiveError */.d('encrypted', `${shown} is encrypted`, name);
    if (isDir) {
        if (entry.uncompressedSize !== 0)
            throw new errors/* ArchiveError */.d('corrupt_archive', `${shown}: a directory entry with data`, name);
        return sink.dir(name);
    }
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new errors/* ArchiveError */.d('corrupt_archive', `${shown} uses compression method ${entry.compressionMethod} (only stored and deflate are read)`, name);
    }
    let crc = 0;
    await sink.file(name, entry.uncompressedSize, () => new Promise((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(yauzlError(err)) : resolve(s)))), (chunk) => (crc = (0,external_node_zlib_.crc32)(chunk, crc)));
    if (crc >>> 0 !== entry.crc32 >>> 0)
        throw new errors/* ArchiveError */.d('corrupt_archive', `${shown}: its CRC-32 does not match its data`, name);
}
/** The decompressed tar stream is bounded too (headers and padding of the allowed entries). */
function tarStreamBound(sinkMaxBytes, maxEntries) {
    const limit = sinkMaxBytes + (maxEntries + 4) * 1536 + 1024 * 1024;
    let seen = 0;
    return new external_node_stream_.Transform({
        transform(chunk, _enc, done) {
            seen += chunk.length;
            if (seen > limit)
                return done(new errors/* ArchiveError */.d('unpacked_too_large', `the decompressed tar stream is over ${limit} bytes`));
            done(null, chunk);
        },
    });
}
async function unpackTar(file, gzipped, sink) {
    const extract = tar_stream.extract();
    const source = gzipped
        ? (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file), (0,external_node_zlib_.createGunzip)(), tarStreamBound(sink.maxBytes, sink.maxEntries), extract)
        : (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file), extract);
    // The feed's error is held as a value, never as a rejected promise: a tar cut short ends the
    // feed while an entry is still being read, and a rejection with no handler yet would end the
    // process. It stops the entries too, and is read after them.
    const fed = source.then(() => null, (err) => {
        extract.destroy(err);
        return err ?? new Error('the stream failed');
    });
    let failure = null;
    try {
        for await (const entry of extract) {
            const h = entry.header;
            const name = h.name;
            const shown = JSON.stringify(name.slice(0, 300));
            sink.count(name);
            if (h.type === 'symlink')
                throw new errors/* ArchiveError */.d('symlink', `${shown} is a symbolic link (to ${JSON.stringify((h.linkname ?? '').slice(0, 200))}): links are refused`, name);
            if (h.type === 'link')
                throw new errors/* ArchiveError */.d('hard_link', `${shown} is a hard link (to ${JSON.stringify((h.linkname ?? '').slice(0, 200))}): links are refused`, name);
            if (h.type === 'directory') {
                await sink.dir(name);
                entry.resume();
            }
            else if (h.type === 'file' || h.type === 'contiguous-file') {
                await sink.file(name, h.size ?? 0, async () => entry);
            }
            else
                throw new errors/* ArchiveError */.d('special_file', `${shown} is a ${h.type ?? 'entry of unknown type'}, not a regular file or directory`, name);
        }
    }
    catch (err) {
        failure = err;
        extract.destroy();
    }
    const fedError = await fed;
    // A refusal of ours stands. Otherwise the feed's own error (not the echo of our stopping it)
    // says why the stream ended, on the entry being read when it did.
    if (failure instanceof errors/* ArchiveError */.d && failure.code !== 'corrupt_archive')
        throw failure;
    if (fedError !== null && !stoppedEcho(fedError)) {
        const cause = toArchiveError(fedError);
        const entry = failure instanceof errors/* ArchiveError */.d ? failure.entry : null;
        throw entry === null || cause.entry !== null
            ? cause
            : new errors/* ArchiveError */.d(cause.code, `${JSON.stringify(entry.slice(0, 300))}: ${cause.message}`, entry);
    }
    if (failure !== null)
        throw toArchiveError(failure);
}
/** The error a stream reports because another stream of the pipeline stopped, not a cause of its own. */
function stoppedEcho(err) {
    const e = err;
    return (e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
        e?.code === 'ABORT_ERR' ||
        e?.message === 'Stream was destroyed' ||
        e?.message === 'Premature close');
}
function toArchiveError(err) {
    if (err instanceof errors/* ArchiveError */.d)
        return err;
    const e = err;
    if (e?.code === 'Z_DATA_ERROR' || e?.code === 'Z_BUF_ERROR')
        return new errors/* ArchiveError */.d('corrupt_archive', `the gzip stream is corrupt: ${e.message}`);
    if (e?.message === 'Unexpected end of data') {
        return new errors/* ArchiveError */.d('corrupt_archive', 'the tar archive ends before the data its headers declare (cut short, or a size, pax size included, larger than the data)');
    }
    return new errors/* ArchiveError */.d('corrupt_archive', `the tar archive cannot be read: ${e?.message ?? String(err)}`);
}

;// CONCATENATED MODULE: ./src/core/archive/intake.ts
/**
 * From a submitted archive to a run directory, the one path the issue review and
 * `agent-eval score --archive` share: fetch (a URL) or read (a local file) under the size
 * bound, verify the sha256 before anything is unpacked, unpack under the policy into a
 * directory of ours, and return the run directory. Any failure is an ArchiveError with its
 * code, and nothing is scored.
 */







function isUrl(source) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(source);
}
async function takeArchive(o) {
    if (!schema/* Sha256Schema */.xK.safeParse(o.sha256).success)
        throw new errors/* ArchiveError */.d('sha256_invalid', `the declared sha256 ${JSON.stringify(o.sha256.slice(0, 80))} is not 64 hex digits`);
    const want = o.sha256.toLowerCase();
    const maxBytes = o.fetch?.maxBytes ?? DEFAULT_MAX_ARCHIVE_BYTES;
    let file;
    let got;
    if (isUrl(o.source)) {
        file = external_node_path_default().join(o.workDir, 'archive');
        const f = await fetchArchive(o.source, file, o.fetch);
        got = { bytes: f.bytes, sha256: f.sha256, shown: shownUrl(o.source), redirects: f.redirects, fetched: true };
    }
    else {
        file = o.source;
        const fh = await (0,promises_.open)(file, 'r').catch((err) => {
            throw new errors/* ArchiveError */.d('network', `${file}: cannot be read (${err.code ?? err.message})`);
        });
        let size;
        try {
            const info = await fh.stat();
            if (!info.isFile())
                throw new errors/* ArchiveError */.d('not_an_archive', `${file}: not a regular file`);
            size = info.size;
        }
        finally {
            await fh.close();
        }
        if (size > maxBytes)
            throw new errors/* ArchiveError */.d('too_large', `${file}: ${size} bytes, over the limit of ${maxBytes}`);
        // Hashed under the archive's own bound (not the run files' per-file bound), through the one
        // reader's rules: a file that changed into something else, or has a second hard link, is named.
        const sha = await (0,file_hasher/* fileSha256 */.s)(file, maxBytes).catch((err) => {
            const why = `${file}: cannot be read (${err.code ?? err.message})`;
            throw new errors/* ArchiveError */.d(/hard link/.test(err.message) ? 'hard_link' : 'network', why);
        });
        got = { bytes: size, sha256: sha, shown: external_node_path_default().basename(file), redirects: 0, fetched: false };
    }
    if (got.sha256 !== want) {
        throw new errors/* ArchiveError */.d('checksum_mismatch', `${got.shown}: the archive's sha256 is ${got.sha256}, not the declared ${want}: nothing is unpacked or scored`);
    }
    const out = external_node_path_default().join(o.workDir, 'unpacked');
    await (0,promises_.mkdir)(out);
    const u = await unpackArchive(file, out, o.unpack);
    return {
        runDir: u.root,
        archive: {
            source: got.shown,
            fetched: got.fetched,
            redirects: got.redirects,
            bytes: got.bytes,
            sha256: got.sha256,
            format: u.format,
            files: u.files,
            unpacked_bytes: u.bytes,
            stripped: u.stripped,
        },
    };
}

// EXTERNAL MODULE: ./src/core/archive/intake-record.ts
var intake_record = __webpack_require__(8408);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/untrusted.ts
var untrusted = __webpack_require__(3441);
;// CONCATENATED MODULE: ./src/core/archive/pack.ts
/**
 * Packs a run directory into a deterministic .tar.gz: the same files give the same bytes, and
 * so the same sha256, on any machine. Entries in the run tree's order (depth first, names in
 * code-unit order, a directory before its contents) under one top-level directory `run/`
 * (stripped again when unpacked); every mtime 0, uid/gid 0, no user or group name, mode 0644
 * for files and 0755 for directories; gzip level 9 with a header of mtime 0, no file name and
 * OS byte 255 ("unknown"). Nothing of the machine (time zone, umask, owner, locale) reaches the
 * bytes.
 *
 * The run is read as the review reads a submission (docs/cli.md, "pack"): listed by the one walk
 * (fs/walker.ts), each file opened by the one untrusted reader (fs/untrusted.ts: no-follow, one
 * link only, the walked file and no other). Symlinks, hard-linked files, FIFOs, sockets, devices
 * and names that are not valid UTF-8 are each named, and nothing is written. The archive is
 * written to `.<name>.partial` beside it, created new (O_CREAT|O_EXCL|O_NOFOLLOW: a file or link
 * already there is never followed or overwritten), written through that one descriptor, and
 * renamed into place only when complete; on failure it is removed.
 */












const PACK_TOP_DIR = 'run';
const EPOCH = new Date(0);
const GZIP_OS_BYTE = 9;
const GZIP_OS_UNKNOWN = 255;
/** pack bounds no file's size: the unpacker's bounds apply where the archive is read. */
const NO_SIZE_BOUND = Number.MAX_SAFE_INTEGER;
const PARTIAL_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
async function packRun(runDir, outFile) {
    const items = await readable(runDir);
    const partial = external_node_path_default().join(external_node_path_default().dirname(outFile), `.${external_node_path_default().basename(outFile)}.partial`);
    let out;
    try {
        out = (0,external_node_fs_.openSync)(partial, PARTIAL_FLAGS, 0o644);
    }
    catch (err) {
        const code = err.code;
        if (code === 'EEXIST' || code === 'ELOOP')
            throw new core_errors/* UsageError */.eb(`--out ${outFile}: ${partial} already exists (a file or link there is never followed or overwritten): remove it and pack again`);
        throw new core_errors/* UsageError */.eb(`--out ${outFile}: ${(0,walker/* failure */.V2)(`${partial} cannot be created`, err)}`);
    }
    const pack = tar_stream.pack();
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    // zlib writes the OS byte of the machine it runs on (3 on Unix, 10 on Windows): set on the way.
    const fixHeader = new external_node_stream_.Transform({
        transform(chunk, _enc, done) {
            if (bytes <= GZIP_OS_BYTE && bytes + chunk.length > GZIP_OS_BYTE)
                chunk[GZIP_OS_BYTE - bytes] = GZIP_OS_UNKNOWN;
            bytes += chunk.length;
            hash.update(chunk);
            done(null, chunk);
        },
    });
    const written = (0,external_node_stream_promises_.pipeline)(pack, (0,external_node_zlib_.createGzip)({ level: 9, memLevel: 9, strategy: external_node_zlib_.constants.Z_DEFAULT_STRATEGY }), fixHeader, (0,external_node_fs_.createWriteStream)('', { fd: out, autoClose: false, start: 0 }));
    let files = 0;
    let closed = false;
    try {
        await entry(pack, header(`${PACK_TOP_DIR}/`, 'directory', 0));
        for (const item of items) {
            const name = `${PACK_TOP_DIR}/${item.rel}`;
            if (item.dir)
                await entry(pack, header(`${name}/`, 'directory', 0));
            else {
                await packFile(pack, name, external_node_path_default().join(runDir, ...item.rel.split('/')), item);
                files++;
            }
        }
        pack.finalize();
        await written;
        (0,external_node_fs_.fsyncSync)(out);
        (0,external_node_fs_.closeSync)(out);
        closed = true;
        await (0,promises_.rename)(partial, outFile);
    }
    catch (err) {
        pack.destroy();
        await written.catch(() => undefined);
        if (!closed)
            (0,external_node_fs_.closeSync)(out);
        await (0,promises_.rm)(partial, { force: true });
        throw err;
    }
    return { file: outFile, sha256: hash.digest('hex'), bytes, files };
}
/**
 * The run's directories and files in walk order, each file checked by the untrusted reader;
 * throws a usage error naming every entry that cannot be packed.
 */
async function readable(runDir) {
    const items = [];
    const refused = [];
    const walked = await (0,walker/* walkTree */.Ir)(runDir, {
        entry: (e) => {
            if (!e.valid)
                refused.push(`${e.rel} has a name that is not valid UTF-8`);
            else if (e.type === null)
                refused.push(`${e.rel} ${(0,walker/* failure */.V2)('cannot be read', e.error)}`);
            else if (e.type === 'dir')
                items.push({ rel: e.rel, dir: true });
            else if (e.type === 'symlink')
                refused.push(`${e.rel} ${untrusted/* SYMLINK */._e.message}`);
            else if (e.type === 'other')
                refused.push(`${e.rel} ${(0,untrusted/* notRegular */.oQ)(e).message}`);
            else {
                const opened = (0,untrusted/* openUntrusted */.BY)(external_node_path_default().join(runDir, ...e.rel.split('/')), NO_SIZE_BOUND);
                if (!opened.ok)
                    refused.push(`${e.rel} ${opened.problem.message}`);
                else {
                    try {
                        items.push({
                            rel: e.rel,
                            dir: false,
                            id: (0,untrusted/* fileId */.qp)((0,external_node_fs_.fstatSync)(opened.fd, { bigint: true })),
                            size: opened.size,
                        });
                    }
                    catch (err) {
                        refused.push(`${e.rel} ${(0,walker/* failure */.V2)('cannot be read', err)}`);
                    }
                    finally {
                        (0,external_node_fs_.closeSync)(opened.fd);
                    }
                }
            }
            return e.valid && e.type === 'dir';
        },
        finding: (f) => {
            if (f.kind === 'unlisted' || f.kind === 'too-deep')
                refused.push(`${f.rel} ${f.message}`);
        },
    }, { maxEntries: DEFAULT_MAX_ENTRIES });
    if (walked.truncated)
        throw new core_errors/* UsageError */.eb(`--run ${runDir}: ${walked.truncated.message}; an archive is unpacked with at most ${DEFAULT_MAX_ENTRIES} entries`);
    if (refused.length > 0) {
        const more = refused.length > 10 ? `; and ${refused.length - 10} more` : '';
        throw new core_errors/* UsageError */.eb(`--run ${runDir}: cannot be packed: ${refused.slice(0, 10).join('; ')}${more} (the review refuses such entries: replace each by a copy of the file itself or remove it)`);
    }
    return items;
}
/** One file's entry, read from the file the listing checked (the same inode) and no other. */
async function packFile(pack, name, abs, item) {
    const opened = (0,untrusted/* openUntrusted */.BY)(abs, NO_SIZE_BOUND, item.id);
    if (!opened.ok)
        throw new core_errors/* UsageError */.eb(`cannot be packed: ${item.rel} ${opened.problem.message}`);
    const { fd, size } = opened;
    try {
        if (size === 0)
            return await entry(pack, header(name, 'file', 0));
        const sink = pack.entry(header(name, 'file', size));
        // At most the size the header declares: a file that grew since is cut there; one that shrank fails the entry.
        await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)('', { fd, autoClose: false, start: 0, end: size - 1 }), sink);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function header(name, type, size) {
    return {
        name,
        type,
        size,
        mode: type === 'file' ? 0o644 : 0o755,
        mtime: EPOCH,
        uid: 0,
        gid: 0,
        uname: '',
        gname: '',
        linkname: '',
        devmajor: 0,
        devminor: 0,
    };
}
function entry(pack, header) {
    return new Promise((resolve, reject) => pack.entry(header, (err) => (err ? reject(err) : resolve())));
}

// EXTERNAL MODULE: ./src/core/fs/walk.ts
var walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/submission/review.ts
var review = __webpack_require__(5774);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/submission/parse.ts
var parse = __webpack_require__(4219);
;// CONCATENATED MODULE: ./src/core/submission/form.ts
/**
 * The submission issue form (workflows/ISSUE_TEMPLATE/agent-eval-submission.yml) and a parser
 * for the body GitHub renders from it: one `### Label` heading per field, then its value,
 * `_No response_` for an empty one, a code fence around a textarea rendered as text. The body
 * is untrusted text that its author may have edited by hand afterwards: headings are matched
 * by label without regard to case, CRLF and extra blank lines are fine, a value may or may not
 * be fenced, and each problem is a named finding. The declared fields become the text of a
 * `submission.yml` (without `files`, which the archive's own submission.yml carries) and are
 * read by the same parser and zod model as that file, so the form and the file cannot mean
 * different things.
 */



/** In form order. The shipped template is tested to have exactly these ids, labels and requirements. */
const FORM_FIELDS = [
    { id: 'model_id', label: 'Model', path: 'model.id', kind: 'line', required: true },
    { id: 'model_version', label: 'Model version', path: 'model.version', kind: 'line', required: true },
    { id: 'harness_repository', label: 'Harness repository', path: 'harness.repository', kind: 'line', required: true },
    { id: 'harness_commit', label: 'Harness commit', path: 'harness.commit', kind: 'line', required: true },
    {
        id: 'benchmark_repository',
        label: 'Benchmark repository',
        path: 'benchmark.repository',
        kind: 'line',
        required: true,
    },
    { id: 'benchmark_revision', label: 'Benchmark revision', path: 'benchmark.revision', kind: 'line', required: true },
    { id: 'trials', label: 'Trials', path: 'trials.count', kind: 'integer', required: true },
    { id: 'seeds', label: 'Seeds', path: 'trials.seeds', kind: 'seeds', required: false },
    { id: 'trials_per_suite', label: 'Trials per suite', path: 'trials.suites', kind: 'suite-counts', required: false },
    { id: 'judge_model', label: 'Judge model', path: 'judge.model', kind: 'line', required: false },
    { id: 'judge_endpoint', label: 'Judge endpoint', path: 'judge.endpoint', kind: 'line', required: false },
    { id: 'configuration', label: 'Configuration files', path: 'configuration', kind: 'paths', required: false },
    { id: 'prompts', label: 'Prompt files', path: 'prompts', kind: 'paths', required: false },
    { id: 'claimed_scores', label: 'Claimed scores', path: 'claimed_scores', kind: 'claims', required: false },
    { id: 'archive_url', label: 'Archive URL', path: null, kind: 'url', required: true },
    { id: 'archive_sha256', label: 'Archive sha256', path: null, kind: 'sha256', required: true },
];
const FORM_LABEL = 'submission';
const NO_RESPONSE = '_No response_';
/** GitHub caps an issue body at 65,536 characters; anything much longer is not a rendered form. */
const MAX_FORM_BODY_CHARS = 262_144;
const MAX_FINDINGS = 50;
/** A label longer than this is no field's: it is named as unknown without being normalised. */
const MAX_LABEL_CHARS = 200;
/**
 * Every pass over the body below is a hand-written scan or an anchored pattern whose repeated
 * parts cannot overlap, so that the parse is linear in the body's length (docs/issue-form.md):
 * the body is hostile text, and a pattern that backtracks would hold the runner.
 */
const isSpace = (c) => c !== '' && c.trim() === '';
const isBlank = (c) => c === ' ' || c === '\t';
/** `s` without the trailing characters that `drop` accepts. */
function trimEndWhere(s, drop) {
    let end = s.length;
    while (end > 0 && drop(s[end - 1]))
        end -= 1;
    return s.slice(0, end);
}
/** `s` split at runs of the characters `sep` accepts, empty pieces dropped. */
function tokens(s, sep) {
    const out = [];
    let start = -1;
    for (let i = 0; i <= s.length; i += 1) {
        if (i === s.length || sep(s[i])) {
            if (start >= 0)
                out.push(s.slice(start, i));
            start = -1;
        }
        else if (start < 0)
            start = i;
    }
    return out;
}
const normalLabel = (s) => tokens(trimEndWhere(s.trim(), (c) => isSpace(c) || c === ':' || c === '*'), isSpace)
    .join(' ')
    .toLowerCase();
const BY_LABEL = new Map(FORM_FIELDS.map((f) => [normalLabel(f.label), f]));
/** The fence a line opens or closes (up to 3 spaces, then 3 or more backticks or tildes), or null. */
function fenceOf(line) {
    let i = 0;
    while (i < 3 && line[i] === ' ')
        i += 1;
    const c = line[i];
    if (c !== '`' && c !== '~')
        return null;
    let j = i;
    while (line[j] === c)
        j += 1;
    return j - i >= 3 ? line.slice(i, j) : null;
}
/** The text of a `### heading` line (up to 3 spaces, `###`, a space or tab, the text, optional closing `#`s), or null. */
function headingOf(line) {
    let i = 0;
    while (i < 3 && line[i] === ' ')
        i += 1;
    if (line.slice(i, i + 3) !== '###' || !isBlank(line[i + 3] ?? ''))
        return null;
    i += 4;
    while (isBlank(line[i] ?? ''))
        i += 1;
    const rest = line.slice(i);
    if (rest.includes('\u2028') || rest.includes('\u2029'))
        return null;
    return trimEndWhere(trimEndWhere(trimEndWhere(rest, isBlank), (c) => c === '#'), isBlank);
}
/** The sections of a body: heading text → its lines, headings inside code fences not counted. */
function sections(body) {
    const out = [];
    let fence = null;
    for (const line of body.split('\n')) {
        const f = fenceOf(line);
        if (f) {
            if (fence === null)
                fence = f;
            else if (f[0] === fence[0] && f.length >= fence.length && line.trim() === f)
                fence = null;
        }
        else if (fence === null) {
            const heading = headingOf(line);
            if (heading !== null) {
                out.push({ heading, lines: [] });
                continue;
            }
        }
        out.at(-1)?.lines.push(line);
    }
    return out;
}
/**
 * A fenced block's contents: the first line opens a fence, the text ends with the same
 * character at least three times (as many as the opening has, or fewer), after up to 3 spaces
 * and a line break; null when the text is not one fenced block.
 */
function unfenced(text) {
    const nl = text.indexOf('\n');
    const open = nl < 0 ? null : fenceOf(text.slice(0, nl));
    if (open === null)
        return null;
    const rest = text.slice(nl + 1);
    let run = 0;
    while (run < rest.length && rest[rest.length - 1 - run] === open[0])
        run += 1;
    if (run < 3)
        return null;
    let end = rest.length - Math.min(run, open.length);
    for (let spaces = 0; spaces < 3 && rest[end - 1] === ' '; spaces += 1)
        end -= 1;
    if (rest[end - 1] === '\n')
        end -= 1;
    return rest.slice(0, end);
}
/** A section's value: `_No response_` is empty; a fenced block is its contents; otherwise the text, trimmed. */
function form_valueOf(lines) {
    const text = lines.join('\n').trim();
    if (text === NO_RESPONSE)
        return '';
    const fenced = unfenced(text);
    if (fenced !== null)
        return fenced.trim() === NO_RESPONSE ? '' : fenced.trimEnd();
    return text;
}
function parseIssueForm(body) {
    const findings = [];
    const add = (code, field, message) => {
        if (findings.length < MAX_FINDINGS)
            findings.push({ code, field, message });
    };
    const values = {};
    if (body.length > MAX_FORM_BODY_CHARS) {
        add('body_too_large', null, `the issue body is ${body.length} characters, over the limit of ${MAX_FORM_BODY_CHARS}: it is not read`);
        return { submission: null, yaml: '', parsed: null, archive: { url: null, sha256: null }, values, findings };
    }
    const form = readFields(givenFields(body, add), values, add);
    const { yaml, parsed } = submissionYaml(form, add);
    return {
        submission: parsed?.data ?? null,
        yaml,
        parsed,
        archive: { url: form.archiveUrl, sha256: form.archiveSha },
        values,
        findings,
    };
}
/** Each field's value by id, from the body's `### Label` sections: the first of each, the others and unknown headings as findings. */
function givenFields(body, add) {
    const given = new Map();
    for (const s of sections(body.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, ''))) {
        const field = s.heading.length > MAX_LABEL_CHARS ? undefined : BY_LABEL.get(normalLabel(s.heading));
        const shown = JSON.stringify(s.heading.slice(0, 80));
        if (!field)
            add('unknown_field', null, `the heading ### ${shown.slice(1, -1)} is not a field of the submission form (ignored)`);
        else if (given.has(field.id))
            add('duplicate_field', field.id, `### ${field.label} occurs more than once: only the first is read`);
        else
            given.set(field.id, form_valueOf(s.lines));
    }
    return given;
}
/** Every field of the form in order: its value in `values`, read by its kind into FormValues; each problem a finding. */
function readFields(given, values, add) {
    const form = { raw: { version: 1 }, claimDecimals: [], archiveUrl: null, archiveSha: null };
    for (const field of FORM_FIELDS) {
        const value = given.get(field.id);
        values[field.id] = value ?? '';
        if (value === undefined || value === '') {
            if (field.required)
                add('missing_field', field.id, value === undefined ? `the form has no ### ${field.label} section` : `${field.label} is empty`);
            continue;
        }
        readField(field, value, form, (message) => add('invalid_field', field.id, `${field.label}: ${message}`));
    }
    return form;
}
function readField(field, value, form, bad) {
    const { raw } = form;
    const lines = value
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    switch (field.kind) {
        case 'line': {
            if (lines.length !== 1)
                bad('must be one line');
            else
                setPath(raw, field.path, unquoteInline(lines[0]));
            break;
        }
        case 'integer': {
            const t = unquoteInline(value.trim());
            if (!/^\d{1,6}$/.test(t))
                bad(`${JSON.stringify(t.slice(0, 40))} is not a whole number`);
            else
                setPath(raw, field.path, Number(t));
            break;
        }
        case 'seeds': {
            const items = tokens(value, (c) => c === ',' || isSpace(c)).map(unquoteInline);
            setPath(raw, field.path, items.map((t) => (/^-?\d{1,15}$/.test(t) ? Number(t) : t)));
            break;
        }
        case 'suite-counts':
            setPath(raw, field.path, plain(suiteCounts(lines, bad)));
            break;
        case 'paths':
            setPath(raw, field.path, lines.map((l) => unquoteInline(l.replace(/^[-*][ \t]+/, ''))));
            break;
        case 'claims':
            setPath(raw, field.path, plain(claims(lines, bad, form.claimDecimals)));
            break;
        case 'url': {
            const url = urlIn(value);
            if (url === null)
                bad('must be an https link to the archive, or a file attached to the issue');
            else
                form.archiveUrl = url;
            break;
        }
        case 'sha256': {
            const t = unquoteInline(value.trim());
            if (!schema/* Sha256Schema */.xK.safeParse(t).success)
                bad('must be the sha256 of the archive: 64 hex digits');
            else
                form.archiveSha = t.toLowerCase();
            break;
        }
    }
}
/** Trials per suite: one "suite count" a line. */
function suiteCounts(lines, bad) {
    const suites = Object.create(null);
    lines.forEach((line, i) => {
        const parts = tokens(line, isBlank);
        if (parts.length !== 2 || [...parts[0]].some(isSpace) || !/^\d{1,6}$/.test(parts[1]))
            return bad(`line ${i + 1}: ${JSON.stringify(line.slice(0, 80))} is not "suite count"`);
        const [suite, count] = parts;
        if (suite === '__proto__')
            return bad(`line ${i + 1}: "__proto__" is not a suite name`);
        if (Object.hasOwn(suites, suite))
            return bad(`line ${i + 1}: suite ${suite} is given twice`);
        suites[suite] = { count: Number(count) };
    });
    return suites;
}
/** Claimed scores: one "suite trial metric value" a line (trial "-": the suite's mean); each value's decimals in `claimDecimals`. */
function claims(lines, bad, claimDecimals) {
    const scores = Object.create(null);
    lines.forEach((line, i) => {
        const where = `line ${i + 1}`;
        const parts = tokens(line, isBlank);
        if (parts.length !== 4)
            return bad(`${where}: ${JSON.stringify(line.slice(0, 80))} is not "suite trial metric value" (trial "-" for the mean over the suite's trials)`);
        const [suite, trial, metric, text] = parts;
        if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text))
            return bad(`${where}: ${JSON.stringify(text.slice(0, 40))} is not a decimal number`);
        if (metric === 'trials')
            return bad(`${where}: "trials" is not a metric id`);
        if (suite === '__proto__' || trial === '__proto__' || metric === '__proto__')
            return bad(`${where}: "__proto__" is not a name`);
        const s = (scores[suite] ??= Object.create(null));
        const at = trial === '-' ? [suite, metric] : [suite, 'trials', trial, metric];
        const holder = trial === '-'
            ? s
            : ((s.trials ??= Object.create(null))[trial] ??=
                Object.create(null));
        if (Object.hasOwn(holder, metric))
            return bad(`${where}: ${trial === '-' ? `${suite} ${metric}` : `${suite} ${trial} ${metric}`} is claimed twice`);
        holder[metric] = Number(text);
        claimDecimals.push({
            at: ['claimed_scores', ...at],
            decimals: text.includes('.') ? text.length - text.indexOf('.') - 1 : 0,
        });
    });
    return scores;
}
/** The fields as submission.yml text (claims keep the decimals they were written with), read back by its parser; its problems as findings. */
function submissionYaml(form, add) {
    const doc = new dist/* Document */.yo(form.raw);
    for (const { at, decimals } of form.claimDecimals) {
        const node = doc.getIn(at, true);
        if ((0,dist/* isScalar */.jn)(node) && decimals > 0)
            node.minFractionDigits = decimals;
    }
    const yaml = doc.toString({ lineWidth: 0 });
    const parsed = (0,parse/* parseSubmission */.UB)(yaml);
    if (!parsed.ok) {
        for (const p of parsed.problems) {
            const field = p.field === null ? null : fieldOfPath(p.field);
            add('invalid_field', field?.id ?? null, `${field ? `${field.label}: ` : ''}${p.message}${p.field && field?.path !== p.field ? ` (${p.field})` : ''}`);
        }
    }
    return { yaml, parsed: parsed.ok ? parsed : null };
}
/** The form field that fills a submission.yml field (`trials.seeds[2]` → Seeds). */
function fieldOfPath(p) {
    let best = null;
    for (const f of FORM_FIELDS) {
        if (f.path === null)
            continue;
        if (p === f.path || p.startsWith(`${f.path}.`) || p.startsWith(`${f.path}[`))
            if (!best || f.path.length > best.path.length)
                best = f;
    }
    return best;
}
/** `value` in backticks (a hand-edited body) is the value. */
function unquoteInline(s) {
    const m = /^`([^`]*)`$/.exec(s);
    return m ? m[1].trim() : s;
}
/** The archive link: a bare URL, `<URL>`, or a markdown link `[name](URL)` (what an attached file becomes). */
function urlIn(value) {
    const lines = value
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    if (lines.length !== 1)
        return null;
    const line = unquoteInline(lines[0]);
    const m = /^!?\[[^\]]*\]\(\s*<?([^\s<>()]+)>?(?:\s+"[^"]*")?\s*\)$/.exec(line) ??
        /^<([^\s<>]+)>$/.exec(line) ??
        /^([^\s<>]+)$/.exec(line);
    if (!m || !/^https?:\/\//i.test(m[1]))
        return null;
    return m[1];
}
function setPath(root, dotted, value) {
    const keys = dotted.split('.');
    let o = root;
    for (const k of keys.slice(0, -1))
        o = (o[k] ??= {});
    o[keys.at(-1)] = value;
}
/** Null-prototype maps (safe while filling) as plain objects for YAML. */
function plain(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}
/**
 * The form's values as a submission.yml declares them (what `agent-eval pack` prints to paste),
 * by field id; a claimed score keeps the decimals it is written with. Fields it does not give are ''.
 */
function formValuesOf(parsed) {
    const s = parsed.data;
    const claims = [];
    const num = (v, key) => {
        const d = parsed.decimals.get(key);
        return d === undefined ? String(v) : v.toFixed(d);
    };
    for (const [suite, c] of Object.entries(s.claimed_scores ?? {})) {
        for (const [metric, v] of Object.entries(c))
            if (metric !== 'trials' && typeof v === 'number')
                claims.push(`${suite} - ${metric} ${num(v, (0,parse/* claimKey */.Eo)(suite, null, metric))}`);
        for (const [trial, metrics] of Object.entries(c.trials ?? {}))
            for (const [metric, v] of Object.entries(metrics))
                claims.push(`${suite} ${trial} ${metric} ${num(v, (0,parse/* claimKey */.Eo)(suite, trial, metric))}`);
    }
    const str = (v) => (v === undefined || v === null ? '' : String(v));
    return {
        model_id: str(s.model?.id),
        model_version: str(s.model?.version),
        harness_repository: str(s.harness?.repository),
        harness_commit: str(s.harness?.commit),
        benchmark_repository: str(s.benchmark?.repository),
        benchmark_revision: str(s.benchmark?.revision),
        trials: str(s.trials?.count),
        seeds: (s.trials?.seeds ?? []).map(String).join(', '),
        trials_per_suite: Object.entries(s.trials?.suites ?? {})
            .map(([k, v]) => `${k} ${v.count}`)
            .join('\n'),
        judge_model: str(s.judge?.model),
        judge_endpoint: str(s.judge?.endpoint),
        configuration: (s.configuration ?? []).join('\n'),
        prompts: (s.prompts ?? []).join('\n'),
        claimed_scores: claims.join('\n'),
        archive_url: '',
        archive_sha256: '',
    };
}

;// CONCATENATED MODULE: ./src/core/submission/form-agreement.ts
/**
 * The form against the run it came with. When the unpacked run has a submission.yml, each
 * field the form and the file disagree on is a `form_mismatch` finding (the file is what the
 * review then checks: it carries the checksums). When it has none, the form's declaration is
 * written as the run's submission.yml, so that the review checks the declared benchmark,
 * trials and claimed scores just the same (and names the absent `files`).
 */







async function applyForm(form, runDir) {
    const file = external_node_path_default().join(runDir, schema/* SUBMISSION_FILE */.Ku);
    const info = await (0,promises_.lstat)(file).catch(() => null);
    if (!info) {
        if (!form.parsed)
            return { outcome: 'skipped', findings: [] };
        await (0,promises_.writeFile)(file, form.yaml, { flag: 'wx', mode: 0o644 });
        return { outcome: 'written', findings: [] };
    }
    // An unusable file is the review's finding (submission_file_invalid); nothing to compare with.
    if (!form.submission || !info.isFile() || info.size > schema/* MAX_SUBMISSION_BYTES */.K9)
        return { outcome: 'skipped', findings: [] };
    const read = (0,bounded_json/* readTextBounded */.LW)(file, schema/* MAX_SUBMISSION_BYTES */.K9);
    if (!read.ok)
        return { outcome: 'skipped', findings: [] };
    const parsed = (0,parse/* parseSubmission */.UB)(read.text);
    if (!parsed.ok)
        return { outcome: 'skipped', findings: [] };
    return { outcome: 'compared', findings: disagreements(form.submission, parsed.data) };
}
/** Every declared value of one submission, by form field, in a form that compares as meant. */
function canonical(s) {
    const out = new Map();
    const lower = (v) => v?.trim().toLowerCase();
    const put = (id, v) => {
        if (v !== undefined && v !== '')
            out.set(id, v);
    };
    put('model_id', s.model?.id?.trim());
    put('model_version', s.model?.version === undefined ? undefined : String(s.model.version).trim());
    put('harness_repository', s.harness?.repository === undefined ? undefined : (0,review/* normalizeRepository */.Y)(s.harness.repository));
    put('harness_commit', lower(s.harness?.commit));
    put('benchmark_repository', s.benchmark?.repository === undefined ? undefined : (0,review/* normalizeRepository */.Y)(s.benchmark.repository));
    put('benchmark_revision', lower(s.benchmark?.revision));
    put('trials', s.trials?.count === undefined ? undefined : String(s.trials.count));
    put('seeds', s.trials?.seeds?.map(String).join(', '));
    const suites = Object.entries(s.trials?.suites ?? {}).map(([k, v]) => `${k} ${v.count}`);
    put('trials_per_suite', suites.length ? suites.sort().join('\n') : undefined);
    put('judge_model', s.judge?.model?.trim());
    put('judge_endpoint', s.judge?.endpoint?.trim());
    put('configuration', s.configuration?.length ? s.configuration.join('\n') : undefined);
    put('prompts', s.prompts?.length ? s.prompts.join('\n') : undefined);
    return out;
}
/** Claims as `suite trial metric` → value (trial `-` for the suite mean). */
function form_agreement_claims(s) {
    const out = new Map();
    for (const [suite, c] of Object.entries(s.claimed_scores ?? {})) {
        for (const [metric, v] of Object.entries(c))
            if (metric !== 'trials' && typeof v === 'number')
                out.set(`${suite} - ${metric}`, v);
        for (const [trial, metrics] of Object.entries(c.trials ?? {}))
            for (const [metric, v] of Object.entries(metrics))
                out.set(`${suite} ${trial} ${metric}`, v);
    }
    return out;
}
function disagreements(form, file) {
    const findings = [];
    const a = canonical(form);
    const b = canonical(file);
    const shown = (v) => v === undefined ? 'nothing' : JSON.stringify(v.length > 120 ? `${v.slice(0, 120)}…` : v);
    for (const field of FORM_FIELDS) {
        if (field.path === null || field.kind === 'claims')
            continue;
        const x = a.get(field.id);
        const y = b.get(field.id);
        if (x !== y)
            findings.push({
                code: 'form_mismatch',
                field: field.id,
                message: `${field.label}: the form gives ${shown(x)}, the archive's ${schema/* SUBMISSION_FILE */.Ku} ${field.path} gives ${shown(y)}`,
            });
    }
    const ca = form_agreement_claims(form);
    const cb = form_agreement_claims(file);
    for (const key of [...new Set([...ca.keys(), ...cb.keys()])].sort()) {
        const x = ca.get(key);
        const y = cb.get(key);
        if (x === y)
            continue;
        const message = x === undefined
            ? `Claimed scores: the form does not claim ${key}; the archive's ${schema/* SUBMISSION_FILE */.Ku} claims ${y}`
            : y === undefined
                ? `Claimed scores: the form claims ${key} ${x}; the archive's ${schema/* SUBMISSION_FILE */.Ku} does not`
                : `Claimed scores: the form claims ${key} ${x}, the archive's ${schema/* SUBMISSION_FILE */.Ku} ${y}`;
        if (findings.length < 200)
            findings.push({ code: 'form_mismatch', field: 'claimed_scores', message });
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/core/util/contain.ts
/**
 * Runs a piece of work so that an error which escapes it (a rejection that nothing handles, an
 * exception thrown from a callback) rejects the work instead of ending the process. The intake of
 * an archive runs so: the issue route must still answer with its "not scored" comment, and both
 * it and the CLI write intake.json and remove their temp directory (docs/issue-form.md). The
 * escaped error is named as an internal error there. Meant for one piece of work at a time.
 */
async function contained(work) {
    let escape = () => undefined;
    const escaped = new Promise((_, reject) => (escape = reject));
    const onEscape = (err) => escape(err);
    process.on('unhandledRejection', onEscape);
    process.on('uncaughtException', onEscape);
    try {
        return await Promise.race([work(), escaped]);
    }
    finally {
        process.off('unhandledRejection', onEscape);
        process.off('uncaughtException', onEscape);
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/archive.ts
/**
 * Archives on the command line, the same code as the issue review: `pack` writes the
 * deterministic .tar.gz a submitter attaches to the form, and `score --archive` fetches,
 * verifies, unpacks and scores one (with `--form`, also reads the issue body as the review does).
 */

















async function packCommand(argv, io) {
    const { values } = (0,args/* parse */.qg)(argv, { run: { type: 'string' }, out: { type: 'string' } });
    if (values.help) {
        io.out(`${help/* HELP */._.pack}\n`);
        return 0;
    }
    const given = (0,args/* required */.mw)(values.run, '--run');
    const root = await (0,promises_.realpath)(given).catch(() => null);
    if (!root || !(await (0,promises_.stat)(root)).isDirectory())
        throw new core_errors/* UsageError */.eb(`--run ${given}: not a directory`);
    const out = external_node_path_default().resolve(values.out ?? `${external_node_path_default().basename(root)}.tar.gz`);
    if ((0,walk/* isInside */.FK)(root, out))
        throw new core_errors/* UsageError */.eb(`--out ${values.out ?? out}: the archive must be written outside the run directory`);
    const packed = await packRun(root, out);
    io.err(`Wrote ${external_node_path_default().relative(process.cwd(), packed.file) || packed.file}: ${packed.files} file(s), ${packed.bytes} bytes.\n`);
    io.out(`sha256 ${packed.sha256}\n\nThe submission form's fields (paste each under its heading; attach the archive or link it):\n\n`);
    const info = await (0,promises_.lstat)(external_node_path_default().join(root, schema/* SUBMISSION_FILE */.Ku)).catch(() => null);
    const text = info?.isFile() ? await (0,promises_.readFile)(external_node_path_default().join(root, schema/* SUBMISSION_FILE */.Ku), 'utf8') : null;
    const parsed = text === null ? null : (0,parse/* parseSubmission */.UB)(text);
    const fromFile = parsed?.ok ? formValuesOf(parsed) : null;
    if (text === null)
        io.err(`agent-eval pack: the run has no ${schema/* SUBMISSION_FILE */.Ku}: fill in the form's fields by hand (docs/issue-form.md)\n`);
    else if (!parsed?.ok)
        io.err(`agent-eval pack: ${schema/* SUBMISSION_FILE */.Ku} cannot be read (${parsed?.ok === false ? parsed.problems[0]?.message : ''}): fill in the form's fields by hand\n`);
    for (const field of FORM_FIELDS) {
        const value = field.id === 'archive_sha256'
            ? packed.sha256
            : field.id === 'archive_url'
                ? '(attach the archive, or its https link)'
                : (fromFile?.[field.id] ?? '');
        io.out(`### ${field.label}\n\n${value === '' ? '_No response_' : value}\n\n`);
    }
    return 0;
}
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    if (!/^\d{1,15}$/.test(value) || Number(value) < 1)
        throw new core_errors/* UsageError */.eb(`${flag} must be a positive whole number`);
    return Number(value);
}
/**
 * Fetches (or reads), verifies and unpacks the archive, applies the form, and hands the run
 * directory to `scoreRun`; the temp directory is removed afterwards. A refused archive is
 * written as intake.json and exit 1: nothing is scored. Any other error is named in intake.json
 * too: a usage or configuration error goes on to the command's one-line message (exit 2), an
 * internal error is one line here (exit 2), never a stack trace.
 */
async function withArchive(values, outDir, io, scoreRun) {
    let form = null;
    if (values.form !== undefined) {
        const info = await (0,promises_.stat)(values.form).catch(() => null);
        if (!info?.isFile())
            throw new core_errors/* UsageError */.eb(`--form ${values.form}: not a file`);
        if (info.size > MAX_FORM_BODY_CHARS * 4)
            throw new core_errors/* UsageError */.eb(`--form ${values.form}: over ${MAX_FORM_BODY_CHARS * 4} bytes`);
        form = parseIssueForm(await (0,promises_.readFile)(values.form, 'utf8'));
    }
    const source = values.archive ?? form?.archive.url ?? undefined;
    const sha256 = values.sha256 ?? form?.archive.sha256 ?? undefined;
    const record = {
        archive: null,
        form: { outcome: form ? 'skipped' : 'none', findings: form?.findings ?? [] },
        error: null,
    };
    const write = async () => {
        await (0,promises_.mkdir)(outDir, { recursive: true });
        await (0,promises_.writeFile)(external_node_path_default().join(outDir, intake_record/* INTAKE_FILE */.iO), `${JSON.stringify(record, null, 2)}\n`);
    };
    for (const f of record.form.findings)
        io.err(`form: ${f.code}: ${f.message}\n`);
    if (!source || !sha256) {
        if (form) {
            await write();
            io.err(`agent-eval: the form gives no usable ${!source ? 'Archive URL' : 'Archive sha256'}: nothing is scored (see ${intake_record/* INTAKE_FILE */.iO})\n`);
            return 1;
        }
        throw new core_errors/* UsageError */.eb(!source
            ? '--archive is required'
            : '--sha256 is required with --archive (the archive is verified before it is unpacked)');
    }
    const fetch = {
        allowedHosts: values['allow-host']
            ?.flatMap((h) => h.split(','))
            .map((h) => h.trim())
            .filter(Boolean) ?? DEFAULT_ALLOWED_HOSTS,
        maxBytes: positive(values['max-archive-bytes'], '--max-archive-bytes'),
        timeoutMs: (positive(values['fetch-timeout'], '--fetch-timeout') ?? 600) * 1000,
    };
    const unpack = {
        maxBytes: positive(values['max-unpacked-bytes'], '--max-unpacked-bytes'),
        maxEntries: positive(values['max-archive-entries'], '--max-archive-entries'),
    };
    let work = null;
    try {
        const dir = (work = await (0,promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-eval-archive-')));
        const intake = await contained(() => takeArchive({ source, sha256, workDir: dir, fetch, unpack }));
        record.archive = intake.archive;
        io.err(`Archive ${intake.archive.source}: sha256 verified, ${intake.archive.files} file(s) unpacked (${intake.archive.format}${intake.archive.stripped ? `, top-level ${intake.archive.stripped}/ stripped` : ''}).\n`);
        if (form) {
            const agreement = await applyForm(form, intake.runDir);
            record.form = { outcome: agreement.outcome, findings: [...form.findings, ...agreement.findings] };
            for (const f of agreement.findings)
                io.err(`form: ${f.code}: ${f.message}\n`);
            if (agreement.outcome === 'written')
                io.err(`The archive has no ${schema/* SUBMISSION_FILE */.Ku}: the form's declaration is reviewed as it.\n`);
        }
        const code = await scoreRun(intake.runDir, intake.archive.source);
        await write();
        return code;
    }
    catch (err) {
        // Whatever stopped it, intake.json says why before anything is printed (docs/cli.md).
        record.error = (0,intake_record/* intakeFailure */.fT)(err);
        await write();
        const where = external_node_path_default().join(outDir, intake_record/* INTAKE_FILE */.iO);
        if (err instanceof errors/* ArchiveError */.d) {
            io.err(`agent-eval: the archive is refused: ${err.code}: ${err.message}\nNothing is scored (${where}).\n`);
            return 1;
        }
        // A usage or configuration error is printed by the command's caller, in one line.
        if (err instanceof core_errors/* UsageError */.eb || err instanceof core_errors/* ConfigError */.xL)
            throw err;
        const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
        io.err(`agent-eval: internal error: ${first}; nothing is scored (${where}).\n`);
        return 2;
    }
    finally {
        if (work !== null)
            await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 3443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* unused harmony export ARCHIVE_ERROR_CODES */
/**
 * The named errors of fetching, verifying and unpacking a submitted archive. Each stops the
 * intake: nothing is unpacked after a fetch or checksum error, and nothing is scored after any.
 * @public (ArchiveErrorCode is derived from the list, which only a type uses)
 */
const ARCHIVE_ERROR_CODES = (/* unused pure expression or super */ null && ([
    // fetching
    'url_invalid',
    'scheme_not_allowed',
    'host_not_allowed',
    'address_not_allowed',
    'too_many_redirects',
    'http_status',
    'too_large',
    'timeout',
    'network',
    // verifying
    'sha256_invalid',
    'checksum_mismatch',
    // unpacking
    'not_an_archive',
    'corrupt_archive',
    'absolute_path',
    'parent_path',
    'bad_name',
    'symlink',
    'hard_link',
    'special_file',
    'encrypted',
    'duplicate_name',
    'path_conflict',
    'too_many_entries',
    'unpacked_too_large',
]));
class ArchiveError extends Error {
    code;
    entry;
    name = 'ArchiveError';
    constructor(code, message, 
    /** The archive entry concerned, for unpacking refusals. */
    entry = null) {
        super(message);
        this.code = code;
        this.entry = entry;
    }
}


/***/ }),

/***/ 8408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ IntakeRecordSchema),
/* harmony export */   fT: () => (/* binding */ intakeFailure),
/* harmony export */   iO: () => (/* binding */ INTAKE_FILE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3443);



const FORM_FINDING_CODES = [
    'body_too_large',
    'missing_field',
    'invalid_field',
    'unknown_field',
    'duplicate_field',
    'form_mismatch',
];
const INTAKE_FILE = 'intake.json';
/** intake.json as publish reads it from an untrusted artifact: bounded, every text length-capped. */
const IntakeRecordSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    archive: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(2000),
        fetched: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        redirects: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(100),
        bytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
        format: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(20),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        unpacked_bytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        stripped: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(300).nullable(),
    })
        .nullable(),
    form: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        outcome: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['compared', 'written', 'skipped', 'none']),
        findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            code: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(FORM_FINDING_CODES),
            field: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(100).nullable(),
            message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(2000),
        }))
            .max(1000),
    }),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[a-z_]{1,40}$/),
        entry: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(1000).nullable(),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(2000),
    })
        .nullable(),
    limits: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        approval: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(50), by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(100) }).nullable(),
        runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            actor: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(100),
            count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(100_000),
            cap: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(1000),
            window: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('week').optional(),
            granted_by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(100).optional(),
            next: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(30).optional(),
        })
            .nullable(),
    })
        .optional(),
});
/**
 * The intake.json error for whatever stopped an intake or its scoring: an archive refusal by its
 * code; the benchmark's configuration or the command's usage by theirs; anything else as
 * `internal_error`, which says nothing about the submission (docs/issue-form.md). Our texts only,
 * the first line of the message and never a stack trace (intake.json and the comment are public).
 */
function intakeFailure(err) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveError */ .d)
        return { code: err.code, entry: err.entry, message: err.message };
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 1500);
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL)
        return {
            code: 'benchmark_config',
            entry: null,
            message: `the benchmark's configuration cannot be used: ${message}`,
        };
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb)
        return { code: 'input_error', entry: null, message: `the given settings cannot be used: ${message}` };
    return {
        code: 'internal_error',
        entry: null,
        message: `agent-eval stopped on an internal error (${message}); this says nothing about the submission`,
    };
}


/***/ })

};
