/**
 * The layout checks of a run (docs/run-layout.md): every entry of the run that no rule reads —
 * a directory that is not a suite's, a trial directory the trial pattern misses, a file no
 * records glob matches, a directory that is not a case id — is listed as ignored, with the rule
 * it missed, the rule it almost matched (layout/nearest.ts) and a hint. Read from the one
 * listing of the run (fs/tree.ts); the same checks serve `score` and `validate --run`.
 */
import { globToRegExp } from '../fs/glob.js';
import type { CatalogTask } from '../benchmark.js';
import type { TreeEntry } from '../fs/tree.js';
import { RUN_LEVEL_FILES } from '../fs/walk.js';
import { kindOf } from '../kinds/registry.js';
import type { Suite } from '../manifest/schema.js';
import type { IgnoredEntry } from '../report/schema.js';
import { literalRule, nearestRule, type Rule } from './nearest.js';

/** Entries listed at most per suite (and at the run's top); the rest are counted in a last entry. */
const MAX_IGNORED = 100;

export interface LayoutInput {
  entries: readonly TreeEntry[];
  /** Every suite of the manifest (a directory named after one that is not selected is not ignored). */
  suites: readonly Suite[];
  /** The suites scored. */
  selected: readonly Suite[];
  /** `--suite NAME` alone: the run directory is that suite's directory. */
  singleSuite: boolean;
  /** Paths submission.yml names as files of the run (configuration, prompts): not ignored. */
  declared: readonly string[];
  /** By suite name, its tasks (a kind's layout may name the files a task expects). */
  catalogs?: ReadonlyMap<string, readonly CatalogTask[]>;
  /** The run directory as the user named it, for the fix of a run nested one directory down. */
  runShown?: string;
}

export interface LayoutResult {
  /** Entries at the top of the run that are no suite's directory. */
  run: IgnoredEntry[];
  /** By suite name: the entries of its directory that are not read. */
  suites: Map<string, IgnoredEntry[]>;
  /** By suite name, when no directory matched its trial pattern: why (for messages of duplicates). */
  trialsNotRecognised: Map<string, string>;
}

export function checkLayout(input: LayoutInput): LayoutResult {
  const children = new Map<string, TreeEntry[]>();
  for (const e of input.entries) {
    const slash = e.rel.lastIndexOf('/');
    const parent = slash < 0 ? '' : e.rel.slice(0, slash);
    let list = children.get(parent);
    if (!list) children.set(parent, (list = []));
    list.push(e);
  }
  const childrenOf = (dir: string) => children.get(dir) ?? [];
  const nameOf = (e: TreeEntry) => e.rel.slice(e.rel.lastIndexOf('/') + 1);
  const isDir = (e: TreeEntry) => e.type === 'dir';
  const shown = (e: TreeEntry) => (isDir(e) ? `${e.rel}/` : e.rel);
  const declared = (e: TreeEntry) => input.declared.some((d) => d === e.rel || d.startsWith(`${e.rel}/`));
  const atRoot = (e: TreeEntry) => !e.rel.includes('/') && !isDir(e) && RUN_LEVEL_FILES.has(e.rel);
  const suiteNames = input.suites.map((s) => s.name);

  let runShown = input.runShown ?? '<run>';
  while (runShown.length > 1 && runShown.endsWith('/')) runShown = runShown.slice(0, -1);
  const under = (dir: string) => (runShown === '.' ? dir : `${runShown}/${dir}`);
  const run: IgnoredEntry[] = [];
  if (!input.singleSuite) {
    const rules = suiteNames.map(literalRule);
    const files = [...RUN_LEVEL_FILES].map(literalRule);
    for (const e of childrenOf('')) {
      if (atRoot(e) || declared(e) || (isDir(e) && suiteNames.includes(e.rel))) continue;
      const near = nearestRule(e.rel, isDir(e) ? rules : files);
      // A run nested one directory down (results/main/…): the suites are there.
      const nested = !near && isDir(e) ? childrenOf(e.rel).filter((c) => isDir(c) && suiteNames.includes(nameOf(c))) : [];
      run.push({
        path: shown(e),
        missed: `suite directories (${suiteNames.join(', ')})`,
        nearest: near?.rule ?? null,
        hint: near
          ? isDir(e)
            ? `${near.how}: rename it to ${near.rule}/ (suite names are case-sensitive)`
            : `${near.how}: not read; rename it to ${near.rule}`
          : nested.length > 0
            ? `the suites are under ${e.rel}/ (${nested.map(nameOf).join(', ')}), one directory down: pass --run ${under(e.rel)}`
            : isDir(e)
              ? 'not a suite of the benchmark; not read'
              : 'not read: only suite directories, submission.yml and metadata.json are read at the top of a run',
      });
    }
  }

  const suites = new Map<string, IgnoredEntry[]>();
  const trialsNotRecognised = new Map<string, string>();
  for (const suite of input.selected) {
    const base = input.singleSuite ? '' : suite.name;
    if (base && !input.entries.some((e) => e.rel === base && isDir(e))) continue;
    const out: IgnoredEntry[] = [];
    const pattern = globToRegExp(suite.trial_pattern);
    const trialRule: Rule = { text: suite.trial_pattern, test: (n) => pattern.test(n) };
    const top = childrenOf(base).filter((e) => !(base === '' && (atRoot(e) || declared(e))));
    const trials = top.filter((e) => isDir(e) && pattern.test(nameOf(e)));
    const layout = kindOf(suite.kind).trialLayout?.(suite, input.catalogs?.get(suite.name));
    const inSuite = (e: TreeEntry) => (base ? e.rel.slice(base.length + 1) : e.rel);
    const misplacedSuite = (e: TreeEntry): IgnoredEntry | null => {
      if (!input.singleSuite || !isDir(e) || !suiteNames.includes(nameOf(e))) return null;
      const other = nameOf(e) !== suite.name;
      return {
        path: shown(e),
        missed: `trial_pattern ${JSON.stringify(suite.trial_pattern)}`,
        nearest: null,
        hint: other
          ? `${nameOf(e)} is another suite of the benchmark: with one --suite, --run is that suite's directory; pass --run without --suite to score every suite`
          : `--run holds the suite directory ${suite.name}/: with --suite ${suite.name}, --run is that directory itself; pass --run ending in ${suite.name}/, or leave out --suite`,
      };
    };
    if (trials.length > 0) {
      for (const e of top) {
        if (trials.includes(e)) continue;
        const near = nearestRule(nameOf(e), [trialRule]);
        out.push(
          misplacedSuite(e) ?? {
            path: shown(e),
            missed: `trial_pattern ${JSON.stringify(suite.trial_pattern)}`,
            nearest: near?.rule ?? null,
            hint: near ? `${near.how}: not read as a trial; rename it to match ${suite.trial_pattern} (or set trial_pattern)` : 'not a trial directory; not read',
          },
        );
      }
      if (layout) for (const t of trials) checkTrial(t.rel, layout);
    } else {
      const nearTrials = top.filter((e) => isDir(e) && nearestRule(nameOf(e), [trialRule]));
      // The trials one directory down (main/attempt/trial-1/…): the suite's only directory holds them.
      const topDirs = top.filter(isDir);
      const holder = nearTrials.length === 0 && topDirs.length === 1 && !misplacedSuite(topDirs[0]!) ? topDirs[0]! : null;
      const nestedTrials = holder ? childrenOf(holder.rel).filter((c) => isDir(c) && pattern.test(nameOf(c))) : [];
      if (holder && nestedTrials.length > 0) {
        const names = nestedTrials.map(nameOf);
        const listed = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
        trialsNotRecognised.set(suite.name, `trials were not recognised: they are under ${shown(holder)}, one directory down (${listed}), so the suite directory was read as one trial`);
        out.push({
          path: shown(holder),
          missed: `trial_pattern ${JSON.stringify(suite.trial_pattern)}`,
          nearest: null,
          hint: input.singleSuite
            ? `the trials are under ${shown(holder)} (${listed}), one directory down: pass --run ${under(holder.rel)}`
            : `the trials are under ${shown(holder)} (${listed}), one directory down: move them up into ${suite.name}/, or score this suite alone with --suite ${suite.name} --run ${under(holder.rel)}`,
        });
        for (const e of top) if (e !== holder && layout) visitEntry(e, base, layout);
        suites.set(suite.name, capped(out));
        continue;
      }
      if (nearTrials.length > 0) {
        trialsNotRecognised.set(
          suite.name,
          `trials were not recognised: no directory of the suite matches trial_pattern ${JSON.stringify(suite.trial_pattern)} (${nearTrials.map(nameOf).slice(0, 3).join(', ')} do not), so the suite directory was read as one trial`,
        );
      }
      for (const e of top) {
        const misplaced = misplacedSuite(e);
        if (misplaced) {
          out.push(misplaced);
          continue;
        }
        if (nearTrials.includes(e)) {
          const near = nearestRule(nameOf(e), [trialRule])!;
          out.push({
            path: shown(e),
            missed: `trial_pattern ${JSON.stringify(suite.trial_pattern)}`,
            nearest: near.rule,
            hint: `${near.how}: not recognised as a trial, so the suite directory was read as one trial holding every record; rename it to match ${suite.trial_pattern} (or set trial_pattern)`,
          });
          if (layout?.classify(inSuite(e), true) === 'descend') visit(e, base, layout);
          continue;
        }
        if (layout) visitEntry(e, base, layout);
      }
    }
    suites.set(suite.name, capped(out));

    function checkTrial(trial: string, l: NonNullable<typeof layout>): void {
      for (const e of childrenOf(trial)) visitEntry(e, trial, l);
    }
    function visit(dir: TreeEntry, trial: string, l: NonNullable<typeof layout>): void {
      for (const e of childrenOf(dir.rel)) visitEntry(e, trial, l);
    }
    function visitEntry(e: TreeEntry, trial: string, l: NonNullable<typeof layout>): void {
      const rel = trial ? e.rel.slice(trial.length + 1) : e.rel;
      const verdict = l.classify(rel, isDir(e));
      if (verdict === 'read') return;
      if (verdict === 'descend') return visit(e, trial, l);
      const near = nearestRule(rel, l.rules) ?? nearestRule(nameOf(e), l.rules);
      const own = near ? null : l.hint?.(rel, isDir(e));
      out.push({
        path: shown(e),
        missed: own?.missed ?? l.missed,
        nearest: near?.rule ?? own?.nearest ?? null,
        hint: near ? `${near.how}: not read` : (own?.hint ?? (e.type === 'symlink' ? 'a symlink that matches nothing read; not followed' : 'matches nothing the suite reads; not read')),
      });
    }
  }
  return { run: capped(run), suites, trialsNotRecognised };
}

function capped(list: IgnoredEntry[]): IgnoredEntry[] {
  if (list.length <= MAX_IGNORED) return list;
  const more = list.length - MAX_IGNORED;
  return [...list.slice(0, MAX_IGNORED), { path: '…', missed: '', nearest: null, hint: `and ${more} more entr${more === 1 ? 'y' : 'ies'} not read` }];
}

/**
 * The end of a duplicate's message when its records lie in different top directories of a
 * suite read as one trial (`trial_1/…` and `trial_2/…`): the trials were not recognised.
 */
export function duplicateHint(rels: readonly string[], trialsNotRecognised: string | undefined): string {
  if (!trialsNotRecognised) return '';
  const tops = new Set(rels.map((r) => (r.includes('/') ? r.slice(0, r.indexOf('/')) : '')));
  return tops.size > 1 ? ` (${trialsNotRecognised}; rename the trial directories or set trial_pattern)` : '';
}
