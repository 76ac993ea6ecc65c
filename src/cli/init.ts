/**
 * `agent-eval init` (docs/cli.md): in a benchmark repository, writes a starting agent-eval.yml
 * from what it finds (core/init.ts) and the ready-to-copy workflow callers of workflows/, with
 * every `uses:` pinned to the agent-eval commit the maintainer names. Nothing that exists is
 * overwritten without --force.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../core/errors.js';
import { discoverBenchmark, draftManifest } from '../core/init.js';
import { MANIFEST_FILE } from '../core/manifest/load.js';
import { parse } from './args.js';
import type { Io } from './commands.js';
import { help } from './help.js';

/** The callers (workflows/ of agent-eval: beside dist/ and src/) and where they go in a benchmark. */
const CALLERS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'review.yml', to: '.github/workflows/agent-eval-review.yml' },
  { from: 'publish.yml', to: '.github/workflows/agent-eval-publish.yml' },
  { from: 'nightly.yml', to: '.github/workflows/agent-eval-nightly.yml' },
];

const USES = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})@([0-9a-f]{40})$/;
const PLACEHOLDER = /org\/agent-eval(\/[^@\s]*)?@0{40}(\s*#\s*v1)?/g;

function callersDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'workflows');
}

/** A caller with every agent-eval `uses:` pinned to OWNER/REPO@SHA and the placeholder's instructions dropped. */
function pinCaller(text: string, repo: string, sha: string): string {
  const lines = text
    .replace(PLACEHOLDER, (_m, sub: string | undefined) => `${repo}${sub ?? ''}@${sha} # pinned by agent-eval init`)
    .split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A comment paragraph that tells how to replace the placeholder no longer applies: say what is pinned instead.
    if (/^\s*#/.test(lines[i]!) && /placeholder|40 zeros/.test(lines[i]!)) {
      // The paragraph (or the bullet of a list) the line is in starts at a blank comment line or a `# - `.
      const isBullet = (l: string) => /^\s*# - /.test(l);
      let start = out.length;
      if (!isBullet(lines[i]!)) {
        while (start > 0 && /^\s*#/.test(out[start - 1]!) && !/^\s*#\s*$/.test(out[start - 1]!)) {
          start -= 1;
          if (isBullet(out[start]!)) break;
        }
      }
      const indent = /^(\s*)/.exec(lines[i]!)![1]!;
      const bullet = isBullet(lines[i]!) || isBullet(out[start] ?? '');
      out.length = start;
      while (
        i + 1 < lines.length &&
        /^\s*#/.test(lines[i + 1]!) &&
        !/^\s*#\s*(-\s|$)/.test(lines[i + 1]!) &&
        !/^\s*#\s*$/.test(lines[i + 1]!)
      )
        i += 1;
      out.push(
        `${indent}#${bullet ? ' -' : ''} agent-eval is pinned to the full commit ${sha} of ${repo}: a tag could be moved to other code. All agent-eval callers name the same commit (docs/workflows.md, "Pinning agent-eval").`,
      );
      continue;
    }
    out.push(lines[i]!);
  }
  return out.join('\n');
}

export async function initCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {
    benchmark: { type: 'string' },
    uses: { type: 'string' },
    name: { type: 'string' },
    force: { type: 'boolean' },
    'no-workflows': { type: 'boolean' },
  });
  if (values.help) return help(io, 'init');
  const given = values.benchmark ?? '.';
  let root: string;
  try {
    root = realpathSync(given);
    if (!statSync(root).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`--benchmark ${given}: not a directory`);
  }
  const workflows = !values['no-workflows'];
  const uses = values.uses;
  if (workflows && uses === undefined) {
    throw new UsageError(
      "--uses OWNER/REPO@SHA is required: the workflow callers run agent-eval at exactly that commit (the full 40-character SHA of the release you chose: git ls-remote https://github.com/OWNER/REPO 'refs/tags/v1^{}'); or --no-workflows to write the manifest only",
    );
  }
  const pin = uses === undefined ? null : USES.exec(uses);
  if (uses !== undefined && !pin)
    throw new UsageError(
      `--uses ${uses}: expected OWNER/REPO@SHA, SHA a full 40-character lower-case commit id (a tag or branch could be moved to other code)`,
    );

  const found = await discoverBenchmark(root);
  const draft = draftManifest(values.name ?? path.basename(root), found);
  const files: Array<{ rel: string; text: string }> = [];
  if (draft.text) files.push({ rel: MANIFEST_FILE, text: draft.text });
  if (workflows && pin) {
    for (const c of CALLERS)
      files.push({
        rel: c.to,
        text: pinCaller(readFileSync(path.join(callersDir(), c.from), 'utf8'), `${pin[1]}/${pin[2]}`, pin[3]!),
      });
  }
  const written: string[] = [];
  const skipped: string[] = [];
  for (const f of files) {
    const target = path.join(root, f.rel);
    if (existsSync(target) && !values.force) {
      skipped.push(f.rel);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.text);
    written.push(f.rel);
  }
  io.out(
    `found: ${found.catalogs.length} task catalog(s), ${found.workers.length} jsonl worker(s), ${found.caseDirs.length} ground-truth case director${found.caseDirs.length === 1 ? 'y' : 'ies'}, ${found.outputTasks.length} output tasks file(s)\n`,
  );
  for (const n of draft.notes) io.out(`  not written: ${n}\n`);
  for (const w of written) io.out(`wrote ${w}\n`);
  for (const s of skipped) io.out(`skipped ${s}: it exists (--force overwrites it)\n`);
  if (!draft.text) {
    io.out(`no suite could be written: ${MANIFEST_FILE} needs at least one (docs/manifest.md)\n`);
    return 1;
  }
  io.out(
    [
      'next steps:',
      `  1. read ${MANIFEST_FILE} and adjust it (docs/manifest.md): a trajectory suite may add psr and cce; a table suite its tolerance`,
      `  2. agent-eval validate --benchmark ${given}`,
      `  3. agent-eval validate --benchmark ${given} --run <a sample run>   (docs/run-layout.md)`,
      workflows
        ? '  4. commit .github/workflows/agent-eval-*.yml, and say in the README how to submit (docs/submission.md)'
        : '  4. agent-eval init --uses OWNER/REPO@SHA writes the workflow callers (docs/workflows.md)',
      '',
    ].join('\n'),
  );
  return 0;
}
