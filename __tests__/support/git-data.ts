/**
 * The Git data API of the REST stand-in (github-api.ts): refs, commits, trees and blobs kept in
 * memory, per repository, with content-addressed ids (a tree with the same files has the same
 * sha, as in git). A tree is kept flat (path → blob); POST git/trees takes `base_tree` and
 * entries with inline `content` or a blob `sha`, as GitHub does. GET contents answers whether a
 * path (a file, or a directory: a prefix of files) exists at a commit.
 */
import { createHash } from 'node:crypto';

interface Commit {
  tree: string;
  parents: string[];
  message: string;
}

interface Store {
  refs: Map<string, string>;
  commits: Map<string, Commit>;
  trees: Map<string, Map<string, string>>;
  blobs: Map<string, Buffer>;
}

export type GitAnswer = { status: number; data: unknown } | null;

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

export class FakeGitData {
  private readonly stores = new Map<string, Store>();

  reset(): void {
    this.stores.clear();
  }

  private store(repo: string): Store {
    let s = this.stores.get(repo);
    if (!s) {
      s = { refs: new Map(), commits: new Map(), trees: new Map(), blobs: new Map() };
      this.stores.set(repo, s);
    }
    return s;
  }

  /** A repository whose branch has one commit holding these files. */
  seed(repo: string, branch: string, files: Record<string, string>): string {
    const s = this.store(repo);
    const flat = new Map<string, string>();
    for (const [p, content] of Object.entries(files)) flat.set(p, this.blob(s, Buffer.from(content)));
    const tree = this.tree(s, flat);
    const commit = this.commit(s, { tree, parents: [], message: 'seed' });
    s.refs.set(`heads/${branch}`, commit);
    return commit;
  }

  /** The files (path → text) at a ref (`heads/x`) or commit. */
  files(repo: string, refOrCommit: string): Map<string, string> {
    const s = this.store(repo);
    const commit = s.refs.get(refOrCommit) ?? refOrCommit;
    const tree = s.trees.get(s.commits.get(commit)?.tree ?? '') ?? new Map<string, string>();
    return new Map([...tree].map(([p, b]) => [p, s.blobs.get(b)!.toString('utf8')]));
  }

  ref(repo: string, ref: string): string | undefined {
    return this.store(repo).refs.get(ref);
  }

  commitOf(repo: string, sha: string): Commit | undefined {
    return this.store(repo).commits.get(sha);
  }

  private blob(s: Store, content: Buffer): string {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
    s.blobs.set(sha, content);
    return sha;
  }

  private tree(s: Store, flat: Map<string, string>): string {
    const sha = sha1(JSON.stringify([...flat].sort(([a], [b]) => (a < b ? -1 : 1))));
    s.trees.set(sha, flat);
    return sha;
  }

  private commit(s: Store, c: Commit): string {
    const sha = sha1(JSON.stringify(c) + String(s.commits.size));
    s.commits.set(sha, c);
    return sha;
  }

  /** Answers a Git data request of repository `repo` (owner/name), or null when it is not one. */
  route(repo: string, method: string, rest: string, query: URLSearchParams, body: string): GitAnswer {
    const s = this.store(repo);
    const json = () => JSON.parse(body || '{}') as Record<string, unknown>;
    let m = /^git\/ref\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const sha = s.refs.get(decodeURIComponent(m[1]!));
      return sha
        ? { status: 200, data: { ref: `refs/${m[1]}`, object: { sha, type: 'commit' } } }
        : { status: 404, data: { message: 'Not Found' } };
    }
    m = /^git\/commits\/([0-9a-f]{40})$/.exec(rest);
    if (m && method === 'GET') {
      const c = s.commits.get(m[1]!);
      return c
        ? {
            status: 200,
            data: { sha: m[1], tree: { sha: c.tree }, parents: c.parents.map((sha) => ({ sha })), message: c.message },
          }
        : { status: 404, data: { message: 'Not Found' } };
    }
    if (rest === 'git/blobs' && method === 'POST') {
      const { content, encoding } = json() as { content: string; encoding: string };
      return {
        status: 201,
        data: { sha: this.blob(s, Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8')) },
      };
    }
    if (rest === 'git/trees' && method === 'POST') {
      const { base_tree, tree } = json() as {
        base_tree?: string;
        tree: { path: string; mode: string; type: string; content?: string; sha?: string }[];
      };
      const base = base_tree ? s.trees.get(base_tree) : new Map<string, string>();
      if (!base) return { status: 422, data: { message: 'base_tree is not a valid tree' } };
      const flat = new Map(base);
      for (const e of tree) {
        if (
          e.type !== 'blob' ||
          e.mode !== '100644' ||
          e.path.startsWith('/') ||
          e.path.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')
        ) {
          return { status: 422, data: { message: `tree.path ${e.path} is invalid` } };
        }
        if (e.content !== undefined) flat.set(e.path, this.blob(s, Buffer.from(e.content, 'utf8')));
        else if (e.sha && s.blobs.has(e.sha)) flat.set(e.path, e.sha);
        else return { status: 422, data: { message: `tree.sha ${e.sha} is not a valid blob` } };
      }
      return { status: 201, data: { sha: this.tree(s, flat) } };
    }
    if (rest === 'git/commits' && method === 'POST') {
      const { message, tree, parents } = json() as { message: string; tree: string; parents: string[] };
      if (!s.trees.has(tree) || parents.some((p) => !s.commits.has(p)))
        return { status: 422, data: { message: 'Tree or parent SHA does not exist' } };
      return { status: 201, data: { sha: this.commit(s, { tree, parents, message }) } };
    }
    if (rest === 'git/refs' && method === 'POST') {
      const { ref, sha } = json() as { ref: string; sha: string };
      const name = ref.replace(/^refs\//, '');
      if (s.refs.has(name)) return { status: 422, data: { message: 'Reference already exists' } };
      if (!s.commits.has(sha)) return { status: 422, data: { message: 'Object does not exist' } };
      s.refs.set(name, sha);
      return { status: 201, data: { ref, object: { sha } } };
    }
    m = /^git\/refs\/(.+)$/.exec(rest);
    if (m && method === 'PATCH') {
      const name = decodeURIComponent(m[1]!);
      const { sha, force } = json() as { sha: string; force?: boolean };
      if (!s.refs.has(name)) return { status: 422, data: { message: 'Reference does not exist' } };
      if (!s.commits.has(sha)) return { status: 422, data: { message: 'Object does not exist' } };
      if (!force) return { status: 422, data: { message: 'Update is not a fast forward' } };
      s.refs.set(name, sha);
      return { status: 200, data: { ref: `refs/${name}`, object: { sha } } };
    }
    m = /^contents\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const p = decodeURIComponent(m[1]!).replace(/\/+$/, '');
      const ref = query.get('ref') ?? 'heads/main';
      const files = this.files(repo, s.refs.get(`heads/${ref}`) ?? ref);
      const found = [...files.keys()].some((f) => f === p || f.startsWith(`${p}/`));
      return found
        ? { status: 200, data: { path: p, type: files.has(p) ? 'file' : 'dir' } }
        : { status: 404, data: { message: 'Not Found' } };
    }
    return null;
  }
}
