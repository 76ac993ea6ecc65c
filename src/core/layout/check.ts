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
import type { TrialLayout } from '../kinds/kind.js';
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
  const view = runView(input);
  const suites = new Map<string, IgnoredEntry[]>();
  const trialsNotRecognised = new Map<string, string>();
  for (const suite of input.selected) {
    const base = input.singleSuite ? '' : suite.name;
    if (base && !input.entries.some((e) => e.rel === base && view.isDir(e))) continue;
    suites.set(suite.name, capped(checkSuite(suiteView(view, suite, base), trialsNotRecognised)));
  }
  return { run: capped(input.singleSuite ? [] : runEntries(view)), suites, trialsNotRecognised };
}

/** The one listing of the run as a tree, and how its entries are named and shown. */
interface RunView {
  input: LayoutInput;
  childrenOf: (dir: string) => TreeEntry[];
  nameOf: (e: TreeEntry) => string;
  isDir: (e: TreeEntry) => boolean;
  shown: (e: TreeEntry) => string;
  declared: (e: TreeEntry) => boolean;
  atRoot: (e: TreeEntry) => boolean;
  suiteNames: string[];
  /** `dir` of the run as the user would pass it to --run. */
  under: (dir: string) => string;
}

function runView(input: LayoutInput): RunView {
  const children = new Map<string, TreeEntry[]>();
  for (const e of input.entries) {
    const slash = e.rel.lastIndexOf('/');
    const parent = slash < 0 ? '' : e.rel.slice(0, slash);
    let list = children.get(parent);
    if (!list) children.set(parent, (list = []));
    list.push(e);
  }
  const isDir = (e: TreeEntry) => e.type === 'dir';
  let runShown = input.runShown ?? '<run>';
  while (runShown.length > 1 && runShown.endsWith('/')) runShown = runShown.slice(0, -1);
  return {
    input,
    childrenOf: (dir) => children.get(dir) ?? [],
    nameOf: (e) => e.rel.slice(e.rel.lastIndexOf('/') + 1),
    isDir,
    shown: (e) => (isDir(e) ? `${e.rel}/` : e.rel),
    declared: (e) => input.declared.some((d) => d === e.rel || d.startsWith(`${e.rel}/`)),
    atRoot: (e) => !e.rel.includes('/') && !isDir(e) && RUN_LEVEL_FILES.has(e.rel),
    suiteNames: input.suites.map((s) => s.name),
    under: (dir) => (runShown === '.' ? dir : `${runShown}/${dir}`),
  };
}

/** The entries at the top of the run that are no suite's directory, submission.yml or metadata.json. */
function runEntries(view: RunView): IgnoredEntry[] {
  const { suiteNames, isDir, nameOf, childrenOf } = view;
  const run: IgnoredEntry[] = [];
  const rules = suiteNames.map(literalRule);
  const files = [...RUN_LEVEL_FILES].map(literalRule);
  for (const e of childrenOf('')) {
    if (view.atRoot(e) || view.declared(e) || (isDir(e) && suiteNames.includes(e.rel))) continue;
    const near = nearestRule(e.rel, isDir(e) ? rules : files);
    // A run nested one directory down (results/main/…): the suites are there.
    const nested = !near && isDir(e) ? childrenOf(e.rel).filter((c) => isDir(c) && suiteNames.includes(nameOf(c))) : [];
    run.push({
      path: view.shown(e),
      missed: `suite directories (${suiteNames.join(', ')})`,
      nearest: near?.rule ?? null,
      hint: near
        ? isDir(e)
          ? `${near.how}: rename it to ${near.rule}/ (suite names are case-sensitive)`
          : `${near.how}: not read; rename it to ${near.rule}`
        : nested.length > 0
          ? `the suites are under ${e.rel}/ (${nested.map(nameOf).join(', ')}), one directory down: pass --run ${view.under(e.rel)}`
          : isDir(e)
            ? 'not a suite of the benchmark; not read'
            : 'not read: only suite directories, submission.yml and metadata.json are read at the top of a run',
    });
  }
  return run;
}

/** One suite's directory: its entries, its trial pattern and its kind's layout of a trial; `out` collects what is not read. */
interface SuiteView extends RunView {
  suite: Suite;
  /** The suite directory's path in the run ('' when the run is the suite's directory). */
  base: string;
  pattern: RegExp;
  trialRule: Rule;
  /** The suite directory's entries (at the run's top: without submission.yml, metadata.json and declared files). */
  top: TreeEntry[];
  layout: TrialLayout | undefined;
  out: IgnoredEntry[];
}

function suiteView(view: RunView, suite: Suite, base: string): SuiteView {
  const pattern = globToRegExp(suite.trial_pattern);
  return {
    ...view,
    suite,
    base,
    pattern,
    trialRule: { text: suite.trial_pattern, test: (n) => pattern.test(n) },
    top: view.childrenOf(base).filter((e) => !(base === '' && (view.atRoot(e) || view.declared(e)))),
    layout: kindOf(suite.kind).trialLayout?.(suite, view.input.catalogs?.get(suite.name)),
    out: [],
  };
}

/** A suite's entries that are not read; when its trials are not recognised, why, in `trialsNotRecognised`. */
function checkSuite(s: SuiteView, trialsNotRecognised: Map<string, string>): IgnoredEntry[] {
  const trials = s.top.filter((e) => s.isDir(e) && s.pattern.test(s.nameOf(e)));
  if (trials.length > 0) {
    for (const e of s.top) {
      if (trials.includes(e)) continue;
      const near = nearestRule(s.nameOf(e), [s.trialRule]);
      s.out.push(
        misplacedSuite(s, e) ?? {
          path: s.shown(e),
          missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
          nearest: near?.rule ?? null,
          hint: near
            ? `${near.how}: not read as a trial; rename it to match ${s.suite.trial_pattern} (or set trial_pattern)`
            : 'not a trial directory; not read',
        },
      );
    }
    const layout = s.layout;
    if (layout) for (const t of trials) for (const e of s.childrenOf(t.rel)) visitEntry(s, e, t.rel, layout);
    return s.out;
  }
  const nearTrials = s.top.filter((e) => s.isDir(e) && nearestRule(s.nameOf(e), [s.trialRule]));
  if (nearTrials.length === 0 && trialsOneDown(s, trialsNotRecognised)) return s.out;
  if (nearTrials.length > 0) {
    trialsNotRecognised.set(
      s.suite.name,
      `trials were not recognised: no directory of the suite matches trial_pattern ${JSON.stringify(s.suite.trial_pattern)} (${nearTrials.map(s.nameOf).slice(0, 3).join(', ')} do not), so the suite directory was read as one trial`,
    );
  }
  for (const e of s.top) {
    const misplaced = misplacedSuite(s, e);
    if (misplaced) {
      s.out.push(misplaced);
      continue;
    }
    if (nearTrials.includes(e)) {
      const near = nearestRule(s.nameOf(e), [s.trialRule])!;
      s.out.push({
        path: s.shown(e),
        missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
        nearest: near.rule,
        hint: `${near.how}: not recognised as a trial, so the suite directory was read as one trial holding every record; rename it to match ${s.suite.trial_pattern} (or set trial_pattern)`,
      });
      if (s.layout?.classify(s.base ? e.rel.slice(s.base.length + 1) : e.rel, true) === 'descend')
        visit(s, e, s.base, s.layout);
      continue;
    }
    if (s.layout) visitEntry(s, e, s.base, s.layout);
  }
  return s.out;
}

/**
 * The trials one directory down (main/attempt/trial-1/…): the suite's only directory holds
 * them. Listed, with why in `trialsNotRecognised`, and true; false when they are not there.
 */
function trialsOneDown(s: SuiteView, trialsNotRecognised: Map<string, string>): boolean {
  const topDirs = s.top.filter(s.isDir);
  const holder = topDirs.length === 1 && !misplacedSuite(s, topDirs[0]!) ? topDirs[0]! : null;
  const nestedTrials = holder ? s.childrenOf(holder.rel).filter((c) => s.isDir(c) && s.pattern.test(s.nameOf(c))) : [];
  if (!holder || nestedTrials.length === 0) return false;
  const names = nestedTrials.map(s.nameOf);
  const listed = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
  trialsNotRecognised.set(
    s.suite.name,
    `trials were not recognised: they are under ${s.shown(holder)}, one directory down (${listed}), so the suite directory was read as one trial`,
  );
  s.out.push({
    path: s.shown(holder),
    missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
    nearest: null,
    hint: s.input.singleSuite
      ? `the trials are under ${s.shown(holder)} (${listed}), one directory down: pass --run ${s.under(holder.rel)}`
      : `the trials are under ${s.shown(holder)} (${listed}), one directory down: move them up into ${s.suite.name}/, or score this suite alone with --suite ${s.suite.name} --run ${s.under(holder.rel)}`,
  });
  for (const e of s.top) if (e !== holder && s.layout) visitEntry(s, e, s.base, s.layout);
  return true;
}

/** With one --suite, a directory named after a suite of the benchmark: --run names the wrong directory. */
function misplacedSuite(s: SuiteView, e: TreeEntry): IgnoredEntry | null {
  if (!s.input.singleSuite || !s.isDir(e) || !s.suiteNames.includes(s.nameOf(e))) return null;
  const other = s.nameOf(e) !== s.suite.name;
  return {
    path: s.shown(e),
    missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
    nearest: null,
    hint: other
      ? `${s.nameOf(e)} is another suite of the benchmark: with one --suite, --run is that suite's directory; pass --run without --suite to score every suite`
      : `--run holds the suite directory ${s.suite.name}/: with --suite ${s.suite.name}, --run is that directory itself; pass --run ending in ${s.suite.name}/, or leave out --suite`,
  };
}

function visit(s: SuiteView, dir: TreeEntry, trial: string, l: TrialLayout): void {
  for (const e of s.childrenOf(dir.rel)) visitEntry(s, e, trial, l);
}

/** An entry of trial `trial` against the kind's layout: read, descended into, or listed as not read. */
function visitEntry(s: SuiteView, e: TreeEntry, trial: string, l: TrialLayout): void {
  const rel = trial ? e.rel.slice(trial.length + 1) : e.rel;
  const verdict = l.classify(rel, s.isDir(e));
  if (verdict === 'read') return;
  if (verdict === 'descend') return visit(s, e, trial, l);
  const near = nearestRule(rel, l.rules) ?? nearestRule(s.nameOf(e), l.rules);
  const own = near ? null : l.hint?.(rel, s.isDir(e));
  s.out.push({
    path: s.shown(e),
    missed: own?.missed ?? l.missed,
    nearest: near?.rule ?? own?.nearest ?? null,
    hint: near
      ? `${near.how}: not read`
      : (own?.hint ??
        (e.type === 'symlink'
          ? 'a symlink that matches nothing read; not followed'
          : 'matches nothing the suite reads; not read')),
  });
}

function capped(list: IgnoredEntry[]): IgnoredEntry[] {
  if (list.length <= MAX_IGNORED) return list;
  const more = list.length - MAX_IGNORED;
  return [
    ...list.slice(0, MAX_IGNORED),
    { path: '…', missed: '', nearest: null, hint: `and ${more} more entr${more === 1 ? 'y' : 'ies'} not read` },
  ];
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
