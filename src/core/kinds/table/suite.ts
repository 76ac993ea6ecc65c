/**
 * Table suites (docs/table-suites.md) behind the common suite interface: each ground-truth case is a
 * task, each `case_xxx` directory of a trial is its record, and the comparison engine gives
 * PrepBench's verdict. Problems with the submission's files (unreadable or symlinked CSVs)
 * and with the benchmark's configs are errors, never failures; every other PrepBench error
 * type is a failed case.
 */
import path from 'node:path';
import { yieldToEventLoop } from '../../fs/bounded-json.js';
import { readDirectory } from '../../fs/walker.js';
import type { TableSuite } from '../../manifest/schema.js';
import { headlineAndObserved, type TrialStatus } from '../../metrics/common.js';
import type { ErrorEntry, Metric, Verdict } from '../../report/schema.js';
import type { SuiteScorer, TrialInput, TrialOutcome } from '../kind.js';
import { unknownTaskMessage } from '../../layout/messages.js';
import { normalizeCaseId } from './case-id.js';
import { loadCaseConfig, type CaseConfig } from './config.js';
import { diagnoseCase, type FormatSlip } from './diagnose.js';
import { compareCase, type CaseComparison, type CaseDiagnostics } from './compare.js';
import { checkGroundTruthCase } from './gt-check.js';
import { byCodeUnit, byKey } from '../../util/order.js';

/** Error types that say the files could not be judged, as opposed to a wrong answer. */
const NOT_JUDGED = new Set(['READ_ERROR', 'CONFIG_ERROR', 'GT_NOT_FOUND']);

const TABLE_METHOD = 'prepbench_case_accuracy_v1';

export function tableScorer(suite: TableSuite): SuiteScorer {
  // Each GT case is checked once per scoring pass, before its first comparison (gt-check.ts).
  const checked = new Map<string, string | null>();
  const defectOf = (gtCaseDir: string): string | null => {
    if (!checked.has(gtCaseDir)) {
      const defects = checkGroundTruthCase(
        gtCaseDir,
        `${suite.cases}/${path.basename(gtCaseDir)}`,
        suite.limits.csv_bytes,
        false,
      ).filter((d) => !d.warning);
      checked.set(
        gtCaseDir,
        defects.length === 0 ? null : `benchmark defect: ${defects.map((d) => `${d.file}: ${d.problem}`).join('; ')}`,
      );
    }
    return checked.get(gtCaseDir)!;
  };
  // Each GT case's config, read once for the format diagnostics of every trial (null: invalid; compare.ts names it).
  const configs = new Map<string, CaseConfig | null>();
  const configOf = (gtCaseDir: string): CaseConfig | null => {
    if (!configs.has(gtCaseDir)) {
      const loaded = loadCaseConfig(path.join(gtCaseDir, 'config.json'));
      configs.set(gtCaseDir, loaded.ok ? loaded.config : null);
    }
    return configs.get(gtCaseDir)!;
  };
  return { scoreTrial: (input) => scoreTrial(suite, input, defectOf, configOf), close: async () => {} };
}

async function scoreTrial(
  suite: TableSuite,
  input: TrialInput,
  defectOf: (gtCaseDir: string) => string | null,
  configOf: (gtCaseDir: string) => CaseConfig | null,
): Promise<TrialOutcome> {
  const errors: ErrorEntry[] = [];
  const gt = new Map(input.catalog.map((t) => [t.key, t.file]));
  const candidates = new Map<string, string>();
  // By name: which of two spellings of one case is named first must not depend on the directory's order.
  const entries = (await readDirectory(input.trialDir)).sort(byKey((e) => e.name));
  for (const entry of entries) {
    const key = normalizeCaseId(entry.name);
    if (!key) continue;
    if (entry.isSymbolicLink()) {
      errors.push({
        task: key,
        record: entry.name,
        stage: 'discovery',
        message: 'symlinked case directory is not followed',
      });
    } else if (!entry.isDirectory()) {
      continue;
    } else if (candidates.has(key)) {
      errors.push({
        task: key,
        record: entry.name,
        stage: 'record',
        message: `${candidates.get(key)} and ${entry.name} are the same case ${key} in one trial: keep one directory per case and remove the other`,
      });
    } else if (!input.allTasks.has(key)) {
      errors.push({
        task: null,
        record: entry.name,
        stage: 'identity',
        message: `${unknownTaskMessage('case', key, input.allTasks)} (GT_NOT_FOUND)`,
      });
    } else if (gt.has(key)) {
      candidates.set(key, entry.name);
    }
  }
  const duplicated = new Set(errors.filter((e) => e.stage === 'record').map((e) => e.task));
  const respelled = [...candidates].filter(([key, name]) => name !== key);
  // Format slips of every candidate, whichever shard owns it: the notes are the same in every shard.
  const slips = new Map<string, FormatSlip[]>();
  for (const [key, dirName] of [...candidates].sort(([a], [b]) => byCodeUnit(a, b))) {
    const config = duplicated.has(key) ? null : configOf(gt.get(key)!);
    const found = config ? diagnoseCase(input.trialDir, dirName, config) : [];
    if (found.length > 0) slips.set(key, found);
  }

  const verdicts: Verdict[] = [];
  for (const [key, dirName] of [...candidates].sort(([a], [b]) => byCodeUnit(a, b))) {
    if (duplicated.has(key) || (input.owns && !input.owns(key))) continue;
    await yieldToEventLoop();
    const gtCaseDir = gt.get(key)!;
    const result = compareCase({
      candidateResultDir: path.join(input.trialDir, dirName, 'result'),
      gtCaseDir,
      tolerance: suite.tolerance,
      maxFileBytes: suite.limits.csv_bytes,
    });
    // A defect of the ground truth is an error of the benchmark, never a failure of the submission
    // (docs/table-suites.md). A correct candidate met none that matters; only a case not found
    // correct pays for the check (once per case and scoring pass).
    const defect = result.correct ? null : defectOf(gtCaseDir);
    if (defect) {
      errors.push({ task: key, record: dirName, stage: 'verifier', message: defect });
      verdicts.push({
        task: key,
        record: dirName,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: defect,
        details: {
          error_type: 'CONFIG_ERROR',
          candidate_dir: `${dirName}/result`,
          gt_dir: `${suite.cases}/${path.basename(gtCaseDir)}`,
        },
      });
      input.onVerdict();
      continue;
    }
    input.onVerdict();
    const relative = (text: string) =>
      text
        .split(`${input.trialDir}${path.sep}`)
        .join('')
        .split(`${path.dirname(gtCaseDir)}${path.sep}`)
        .join(`${suite.cases}/`);
    const details = {
      error_type: result.error_type,
      prepbench_message: result.error_message,
      candidate_dir: `${dirName}/result`,
      gt_dir: `${suite.cases}/${path.basename(gtCaseDir)}`,
    };
    const slipped = result.correct
      ? ''
      : (slips.get(key) ?? []).map((f) => ` | ${f.file} ${f.problem}; ${f.fix}`).join('');
    const message = result.correct ? 'correct' : `${result.error_type}: ${relative(describe(result))}${slipped}`;
    const gold = result.diagnostics?.side === 'gold'; // the GT's own cells (an invalid boolean, an unreadable GT CSV)
    if (!result.correct && (NOT_JUDGED.has(result.error_type ?? '') || gold)) {
      errors.push({
        task: key,
        record: dirName,
        stage: result.error_type === 'CONFIG_ERROR' || gold ? 'verifier' : 'record',
        message,
      });
      verdicts.push({
        task: key,
        record: dirName,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: message,
        details,
      });
      continue;
    }
    verdicts.push({
      task: key,
      record: dirName,
      status: result.correct ? 'success' : 'failure',
      success: result.correct,
      message,
      checkpoints: null,
      error: null,
      details,
    });
  }
  for (const key of duplicated) {
    if (key)
      verdicts.push({
        task: key,
        record: null,
        status: 'error',
        success: null,
        message: null,
        checkpoints: null,
        error: `more than one directory for ${key}`,
        details: {},
      });
  }
  verdicts.sort(byKey((e) => e.task));
  return {
    verdicts,
    errors,
    pending: [],
    ...(respelled.length > 0 || slips.size > 0
      ? {
          notes: [
            ...(respelled.length > 0 ? [respelledNote(respelled)] : []),
            ...slipNotes([...slips.values()].flat()),
          ],
        }
      : {}),
  };
}

/** One note per cause of format slips (docs/table-suites.md), naming the files, the problem and the fix. */
function slipNotes(slips: readonly FormatSlip[]): string[] {
  const byCause = new Map<string, FormatSlip[]>();
  for (const s of slips) byCause.set(s.cause, [...(byCause.get(s.cause) ?? []), s]);
  return [...byCause.values()].map((group) => {
    const files = group.slice(0, NAMES_SHOWN).map((s) => s.file);
    const more = group.length > NAMES_SHOWN ? ` and ${group.length - NAMES_SHOWN} more` : '';
    return `${files.join(', ')}${more}: ${group[0]!.problem}; ${group[0]!.fix}.`;
  });
}

const NAMES_SHOWN = 10;

/** Case directories accepted under another spelling than the GT's `case_NNN` (PrepBench: NOT_FOUND). */
function respelledNote(respelled: ReadonlyArray<[key: string, name: string]>): string {
  const shown = respelled.slice(0, NAMES_SHOWN).map(([key, name]) => `${JSON.stringify(name)} as ${key}`);
  const more = respelled.length > NAMES_SHOWN ? ` and ${respelled.length - NAMES_SHOWN} more` : '';
  return (
    `${respelled.length} case director${respelled.length === 1 ? 'y was' : 'ies were'} accepted under another spelling than the case's own name: ${shown.join(', ')}${more}. ` +
    "PrepBench's evaluator looks up only the exact name and would report these cases NOT_FOUND (docs/prepbench-parity.md)."
  );
}

/** Case accuracy of one trial, a pure function of its verdicts. */
export function tableMetrics(
  verdicts: readonly Verdict[],
  expected: number,
  status: TrialStatus,
): Record<string, Metric> {
  const perTask = verdicts.filter((v) => v.status !== 'error').map((v) => (v.success ? 1 : 0));
  return headlineAndObserved('accuracy_percent', TABLE_METHOD, perTask, expected, status);
}

const MAX_MESSAGE = 1500;

/** PrepBench's message, then where it went wrong: file, row key, column, expected vs found. */
/** A cell value as JSON, cut first: past MAX_MESSAGE it is never shown (a 100 MB cell is not copied). */
function shown(value: string): string {
  return JSON.stringify(value.length > MAX_MESSAGE ? value.slice(0, MAX_MESSAGE) : value);
}

export function describe(result: CaseComparison): string {
  const parts = [result.error_message ?? ''];
  const d: CaseDiagnostics | undefined = result.diagnostics;
  if (d?.mismatches?.length) {
    const cells = d.mismatches
      .slice(0, 3)
      .map(
        (m) =>
          `${m.file} row ${JSON.stringify(m.row_key)} column ${JSON.stringify(m.column)}: expected ${shown(m.expected)}, found ${shown(m.actual)}`,
      );
    parts.push(`first mismatches: ${cells.join('; ')}`);
  }
  if (d?.missing_columns?.length) parts.push(`missing columns: ${d.missing_columns.slice(0, 10).join(', ')}`);
  if (d?.missing_files?.length) parts.push(`missing files: ${d.missing_files.slice(0, 10).join(', ')}`);
  if (d?.gold_rows !== undefined && d.cand_rows !== undefined)
    parts.push(`rows: expected ${d.gold_rows}, found ${d.cand_rows}`);
  const text = parts.join(' | ');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}
