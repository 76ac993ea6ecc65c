// Releases agent-eval: `npm run release -- vX.Y.Z [--dry-run]` (docs/release.md).
//
// Run by a maintainer, in a clone of the repository, with their own credentials: git pushes with
// whatever git is set up with, the REST API is called with GITHUB_TOKEN (or GH_TOKEN). GitHub's
// workflow token cannot do this: it may not push a tag to a commit whose .github/workflows
// differ from the default branch's, which is what the major tag does whenever workflows change.
//
// Before anything is tagged, pushed or published it refuses:
//   - a tag that is not vX.Y.Z, or whose X.Y.Z is not package.json's version (the only place the
//     version lives);
//   - a CHANGELOG.md without a `## X.Y.Z` entry, or with an empty one;
//   - a working tree that is not clean;
//   - a vX.Y.Z tag (here or on the remote) that names another commit;
//   - a dist/ that is not what `npm run bundle` makes from the sources (rebundled and compared;
//     dist/ is put back as it was).
// Then it creates and pushes the annotated tag vX.Y.Z, moves the major tag vX to the same commit
// (unless a higher vX.* release already holds it: a patch of an older minor leaves vX alone),
// creates or updates the GitHub release of vX.Y.Z with the changelog entry as its notes, and
// attaches the `npm pack` tarball of the CLI (replacing an asset of the same name).
//
// --dry-run: every check, then what it would do; nothing is tagged, pushed or published.
// --verify: the checks that need neither the remote nor the API (version, entry, clean tree,
//   dist/, and a local vX.Y.Z tag naming HEAD); what .github/workflows/project-release.yml runs.
// Options: --remote NAME (default origin), --repo OWNER/NAME (default GITHUB_REPOSITORY, else
// read from the remote's URL). GITHUB_API_URL overrides https://api.github.com.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

class Refusal extends Error {}
class Usage extends Error {}

function parseArgs(argv) {
  const opts = { tag: '', dryRun: false, verify: false, remote: 'origin', repo: process.env.GITHUB_REPOSITORY ?? '' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dry-run') opts.dryRun = true;
    else if (a === '--verify') opts.verify = true;
    else if (a === '--remote' || a === '--repo') {
      const v = argv[++i];
      if (!v) throw new Usage(`${a} needs a value`);
      opts[a.slice(2)] = v;
    } else if (a.startsWith('-')) throw new Usage(`unknown option ${a}`);
    else if (opts.tag) throw new Usage(`one tag only (got ${opts.tag} and ${a})`);
    else opts.tag = a;
  }
  if (!opts.tag) throw new Usage('which tag? npm run release -- vX.Y.Z [--dry-run]');
  const m = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(opts.tag);
  if (!m) throw new Usage(`${opts.tag}: a release tag is vX.Y.Z (for example v1.2.3)`);
  opts.version = opts.tag.slice(1);
  opts.parts = m.slice(1).map(Number);
  opts.major = `v${opts.parts[0]}`;
  return opts;
}

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\s+$/, '');
const gitOr = (fallback, ...args) => {
  const r = spawnSync('git', args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : fallback;
};

/** The entry of CHANGELOG.md for a version: the text under `## X.Y.Z` (or `## [X.Y.Z]`) up to the next `## `. */
function changelogEntry(text, version) {
  const lines = text.split(/\r?\n/);
  const head = new RegExp(`^##\\s+\\[?v?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`);
  const start = lines.findIndex((l) => head.test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/** Compares [major, minor, patch] triples. */
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The remote's tags: name -> the commit it names (annotated tags peeled). */
function remoteTags(remote) {
  const out = execFileSync('git', ['ls-remote', '--tags', remote], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tags = new Map();
  for (const line of out.split('\n').filter(Boolean)) {
    const [sha, ref] = line.split('\t');
    const name = ref.replace(/^refs\/tags\//, '');
    if (name.endsWith('^{}')) tags.set(name.slice(0, -3), sha);
    else if (!tags.has(name)) tags.set(name, sha);
  }
  return tags;
}

function repoOf(opts) {
  if (opts.repo) return opts.repo;
  const url = gitOr('', 'remote', 'get-url', opts.remote);
  const m = /github\.com[:/]([^/]+)\/([^/]+?)(\.git)?\/?$/.exec(url);
  if (!m)
    throw new Usage(
      `cannot tell the GitHub repository from remote ${opts.remote} (${url || 'no URL'}): pass --repo OWNER/NAME`,
    );
  return `${m[1]}/${m[2]}`;
}

/** The local checks: version, changelog entry, clean tree, dist/ as npm run bundle makes it. */
function check(opts, say) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  if (pkg.version !== opts.version) {
    throw new Refusal(
      `package.json's version is ${pkg.version}, not ${opts.version}: set the version there (the only place it lives), commit, and release again`,
    );
  }
  say(`ok   package.json version ${pkg.version}`);
  let changelog;
  try {
    changelog = readFileSync('CHANGELOG.md', 'utf8');
  } catch {
    throw new Refusal('CHANGELOG.md is missing');
  }
  const entry = changelogEntry(changelog, opts.version);
  if (entry === null)
    throw new Refusal(`CHANGELOG.md has no entry for ${opts.version} (a "## ${opts.version}" section)`);
  if (!entry) throw new Refusal(`CHANGELOG.md's entry for ${opts.version} is empty: say what changed`);
  say(`ok   CHANGELOG.md entry for ${opts.version} (${entry.split('\n').length} lines)`);
  const dirty = git('status', '--porcelain');
  if (dirty) throw new Refusal(`the working tree is not clean; commit or remove first:\n${dirty}`);
  say('ok   working tree clean');
  const bundle = spawnSync('npm', ['run', '--silent', 'bundle'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stale = git('status', '--porcelain', '--', 'dist');
  if (bundle.status !== 0 || stale) {
    git('checkout', '--', 'dist');
    git('clean', '-fdq', '--', 'dist');
  }
  if (bundle.status !== 0) throw new Refusal(`npm run bundle failed:\n${(bundle.stderr || bundle.stdout).trim()}`);
  if (stale)
    throw new Refusal(
      `dist/ is not what npm run bundle makes from the sources; run npm run bundle, commit dist/, and release again:\n${stale}`,
    );
  say('ok   dist/ is what npm run bundle makes');
  return entry;
}

async function api(base, token, method, route, body, headers = {}) {
  const res = await fetch(route.startsWith('http') ? route : `${base}${route}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'agent-eval-release',
      ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let data;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data };
}

async function release(opts, log) {
  const say = (line) => {
    log.push(line);
    console.log(line);
  };
  const head = git('rev-parse', 'HEAD');
  say(`release ${opts.tag} at ${head}${opts.dryRun ? ' (dry run)' : opts.verify ? ' (verify)' : ''}`);
  const entry = check(opts, say);

  const localTag = gitOr('', 'rev-parse', '--verify', '--quiet', `refs/tags/${opts.tag}^{commit}`);
  if (localTag && localTag !== head)
    throw new Refusal(
      `tag ${opts.tag} already names commit ${localTag}, not ${head}: a released version is never moved; release a new version`,
    );
  if (opts.verify) {
    if (!localTag) throw new Refusal(`there is no tag ${opts.tag} here to verify`);
    say(`ok   tag ${opts.tag} names ${head}`);
    return;
  }

  const repo = repoOf(opts);
  const tags = remoteTags(opts.remote);
  const remoteTag = tags.get(opts.tag);
  if (remoteTag && remoteTag !== head)
    throw new Refusal(
      `tag ${opts.tag} already names commit ${remoteTag} on ${opts.remote}, not ${head}: a released version is never moved; release a new version`,
    );
  const released = [...tags.keys()]
    .map((t) => /^v(\d+)\.(\d+)\.(\d+)$/.exec(t))
    .filter(Boolean)
    .map((m) => m.slice(1).map(Number));
  const higher = released
    .filter((p) => p[0] === opts.parts[0] && cmp(p, opts.parts) > 0)
    .sort(cmp)
    .pop();
  const latest = !released.some((p) => cmp(p, opts.parts) > 0);
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
  if (!opts.dryRun && !token)
    throw new Refusal(
      'GITHUB_TOKEN (or GH_TOKEN) is not set: the release is created through the REST API with your token',
    );

  say(`tag  ${opts.tag} -> ${head}${localTag || remoteTag ? ' (exists)' : ' (new)'}`);
  const majorAt = tags.get(opts.major);
  const moveMajor = !higher;
  if (moveMajor)
    say(
      `tag  ${opts.major} -> ${head}${majorAt ? (majorAt === head ? ' (already there)' : ` (moved from ${majorAt})`) : ' (new)'}`,
    );
  else say(`tag  ${opts.major} stays at ${majorAt ?? '?'}: v${higher.join('.')} is a higher ${opts.major} release`);
  say(`gh   ${repo}: release ${opts.tag} with the CHANGELOG.md entry as notes, and the npm pack tarball`);
  if (opts.dryRun) {
    say('dry run: nothing was tagged, pushed or published');
    return;
  }

  if (!localTag) git('tag', '-a', opts.tag, '-m', `agent-eval ${opts.version}`, head);
  if (moveMajor) git('tag', '-f', '-a', opts.major, '-m', `agent-eval ${opts.major}: ${opts.version}`, head);
  git('push', '--quiet', opts.remote, `refs/tags/${opts.tag}:refs/tags/${opts.tag}`);
  if (moveMajor) git('push', '--quiet', '--force', opts.remote, `refs/tags/${opts.major}:refs/tags/${opts.major}`);
  say(`done pushed ${opts.tag}${moveMajor ? ` and ${opts.major}` : ''} to ${opts.remote}`);

  const base = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const fail = (what, r) => {
    throw new Error(
      `${what}: HTTP ${r.status} ${typeof r.data === 'object' && r.data ? (r.data.message ?? '') : String(r.data ?? '')}`.trim(),
    );
  };
  const fields = {
    name: opts.tag,
    body: entry,
    draft: false,
    prerelease: false,
    make_latest: latest ? 'true' : 'false',
  };
  let r = await api(base, token, 'GET', `/repos/${repo}/releases/tags/${encodeURIComponent(opts.tag)}`);
  if (r.status === 404) {
    r = await api(base, token, 'POST', `/repos/${repo}/releases`, { tag_name: opts.tag, ...fields });
    if (r.status !== 201) fail(`creating release ${opts.tag}`, r);
    say(`done created release ${opts.tag} (${r.data.html_url ?? r.data.id})`);
  } else if (r.status === 200) {
    r = await api(base, token, 'PATCH', `/repos/${repo}/releases/${r.data.id}`, fields);
    if (r.status !== 200) fail(`updating release ${opts.tag}`, r);
    say(`done updated release ${opts.tag} (${r.data.html_url ?? r.data.id})`);
  } else fail(`reading release ${opts.tag}`, r);
  const rel = r.data;

  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-release-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    )[0];
    const data = readFileSync(path.join(dir, packed.filename));
    for (const old of (rel.assets ?? []).filter((a) => a.name === packed.filename)) {
      const d = await api(base, token, 'DELETE', `/repos/${repo}/releases/assets/${old.id}`);
      if (d.status !== 204) fail(`replacing asset ${packed.filename}`, d);
    }
    const upload = `${String(rel.upload_url).replace(/\{[^}]*\}$/, '')}?name=${encodeURIComponent(packed.filename)}`;
    const u = await api(base, token, 'POST', upload, data, { 'content-type': 'application/gzip' });
    if (u.status !== 201) fail(`uploading ${packed.filename}`, u);
    say(`done attached ${packed.filename} (${data.length} B)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const log = [];
try {
  await release(parseArgs(process.argv.slice(2)), log);
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof Usage) {
    console.error(`release: ${message}`);
    process.exitCode = 2;
  } else if (e instanceof Refusal) {
    console.error(`release refused: ${message}`);
    process.exitCode = 1;
  } else {
    console.error(`release failed: ${message}`);
    process.exitCode = 1;
  }
}
