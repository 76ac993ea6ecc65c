export const id = 912;
export const ids = [912];
export const modules = {

/***/ 9346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f1: () => (/* binding */ computeDrift),
/* harmony export */   y0: () => (/* binding */ serializeDrift),
/* harmony export */   zM: () => (/* binding */ DriftSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var _metrics_reliability_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1709);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5716);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5155);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _provenance_same_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8389);
/* harmony import */ var _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3302);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3592);
/**
 * Drift: what changed between the previous leaderboard (the baseline) and this one, per
 * submission, suite, trial and task (docs/rescore.md). `has_drift` is set by any verdict flip,
 * any metric move, any change of a submission's or a row's status (final / not final / invalid),
 * and any removed submission; an added submission or a new benchmark commit alone is not drift.
 * A split's row (`suite/split`) has its own status changes and metric moves; its verdict flips are
 * its suite's, counted once there.
 */








const DRIFT_VERSION = 1;
/** Two metric values differ when they are more than this apart (or one is null and the other not). */
const METRIC_TOLERANCE = 1e-9;
const Side = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ tool: _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportSchema */ .M9.shape.tool, benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .BenchmarkInfoSchema */ .H }); // (a leaderboard's own tool and benchmark)
const DriftSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    drift_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(DRIFT_VERSION),
    has_drift: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().describe('any verdict flip, metric move, status change or removed submission'),
    baseline: Side,
    current: Side,
    benchmark_changed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY()
        .describe('not the same benchmark as the baseline (docs/provenance.md: name, commit, manifest, repository or uncommitted content differ); not drift by itself'),
    counts: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        verdict_flips: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        metric_moves: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        status_changes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        submissions_added: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        submissions_removed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    }),
    submissions_added: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    submissions_removed: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    status_changes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        submission: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        suite: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable().describe('null: the submission as a whole'),
        before: _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__/* .StatusSchema */ .uc.nullable(),
        after: _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__/* .StatusSchema */ .uc.nullable(),
    })),
    verdict_flips: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        submission: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        suite: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        trial: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('trial path'),
        task: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        before: _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__/* .OutcomeSchema */ .QB.nullable().describe('null: the task or trial is not in the baseline'),
        after: _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__/* .OutcomeSchema */ .QB.nullable().describe('null: the task or trial is not in this leaderboard'),
    })),
    metric_moves: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        submission: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        suite: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        trial: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .nullable()
            .describe('trial path; null for figures of the whole suite row (primary.*, reliability.*)'),
        metric: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        before: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
        after: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
        delta: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    })),
});
function serializeDrift(drift) {
    return `${JSON.stringify(DriftSchema.parse(drift), null, 2)}\n`;
}
function computeDrift(baseline, current) {
    const before = new Map(baseline.submissions.map((e) => [e.name, e]));
    const after = new Map(current.submissions.map((e) => [e.name, e]));
    const added = [...after.keys()].filter((n) => !before.has(n)).sort(_util_order_js__WEBPACK_IMPORTED_MODULE_6__/* .byCodePoint */ .HH);
    const removed = [...before.keys()].filter((n) => !after.has(n)).sort(_util_order_js__WEBPACK_IMPORTED_MODULE_6__/* .byCodePoint */ .HH);
    const statusChanges = [];
    const flips = [];
    const moves = [];
    // A split's rows hold a subset of its suite's verdicts: a flip is counted once, in the suite's row.
    const splitRows = new Set([...baseline.suites, ...current.suites].filter((s) => s.split).map((s) => s.name));
    for (const name of [...after.keys()].filter((n) => before.has(n)).sort(_util_order_js__WEBPACK_IMPORTED_MODULE_6__/* .byCodePoint */ .HH)) {
        compareEntries(before.get(name), after.get(name), statusChanges, flips, moves, splitRows);
    }
    const b = baseline.benchmark;
    const c = current.benchmark;
    return {
        drift_version: DRIFT_VERSION,
        has_drift: flips.length + moves.length + statusChanges.length + removed.length > 0,
        baseline: { tool: baseline.tool, benchmark: b },
        current: { tool: current.tool, benchmark: c },
        benchmark_changed: !(0,_provenance_same_js__WEBPACK_IMPORTED_MODULE_7__/* .sameBenchmark */ .g)(b, c),
        counts: {
            verdict_flips: flips.length,
            metric_moves: moves.length,
            status_changes: statusChanges.length,
            submissions_added: added.length,
            submissions_removed: removed.length,
        },
        submissions_added: added,
        submissions_removed: removed,
        status_changes: statusChanges,
        verdict_flips: flips,
        metric_moves: moves,
    };
}
function compareEntries(b, a, statusChanges, flips, moves, splitRows) {
    const submission = a.name;
    if (b.status !== a.status)
        statusChanges.push({ submission, suite: null, before: b.status, after: a.status });
    const suites = union(a.suites.map((s) => s.name), b.suites.map((s) => s.name));
    for (const suite of suites) {
        const rb = b.suites.find((s) => s.name === suite);
        const ra = a.suites.find((s) => s.name === suite);
        if ((rb?.status ?? null) !== (ra?.status ?? null))
            statusChanges.push({ submission, suite, before: rb?.status ?? null, after: ra?.status ?? null });
        // Trials by path, in this leaderboard's order, then those only in the baseline.
        const trials = union((ra?.trials ?? []).map((t) => t.path), (rb?.trials ?? []).map((t) => t.path));
        for (const trial of trials) {
            const tb = rb?.trials.find((t) => t.path === trial);
            const ta = ra?.trials.find((t) => t.path === trial);
            const ob = outcomesByTask(tb?.outcomes);
            const oa = outcomesByTask(ta?.outcomes);
            for (const task of splitRows.has(suite) ? [] : union([...oa.keys()], [...ob.keys()]).sort(_metrics_reliability_js__WEBPACK_IMPORTED_MODULE_0__/* .compareTasks */ .gA)) {
                const x = ob.get(task) ?? null;
                const y = oa.get(task) ?? null;
                if (x !== y)
                    flips.push({ submission, suite, trial, task, before: x, after: y });
            }
            compareMetrics(tb?.metrics ?? {}, ta?.metrics ?? {}, (metric, x, y) => moves.push({ submission, suite, trial, metric, before: x, after: y, delta: delta(x, y) }));
        }
        compareMetrics(rowFigures(rb), rowFigures(ra), (metric, x, y) => moves.push({ submission, suite, trial: null, metric, before: x, after: y, delta: delta(x, y) }));
    }
}
/** The figures of a whole suite row, flattened: primary.value, primary.observed, reliability.pass_hat_k.1, … */
function rowFigures(row) {
    if (!row)
        return {};
    const out = {
        [`primary.${row.primary.metric}`]: row.primary.value,
        [`primary.observed_${row.primary.metric}`]: row.primary.observed,
    };
    const r = row.reliability;
    if (r) {
        for (const [k, v] of Object.entries(r.pass_hat_k))
            out[`reliability.pass_hat_k.${k}`] = v;
        for (const [k, v] of Object.entries(r.pass_at_k))
            out[`reliability.pass_at_k.${k}`] = v;
        out['reliability.mean_success_rate'] = r.mean_success_rate;
        out['reliability.success_rate_stderr'] = r.success_rate_stderr;
    }
    return out;
}
function compareMetrics(b, a, moved) {
    for (const metric of union(Object.keys(a), Object.keys(b))) {
        const x = Object.hasOwn(b, metric) ? b[metric] : null;
        const y = Object.hasOwn(a, metric) ? a[metric] : null;
        const same = x === null || y === null ? x === y : Math.abs(x - y) <= METRIC_TOLERANCE;
        if (!same)
            moved(metric, x, y);
    }
}
function delta(x, y) {
    return x === null || y === null ? null : (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .roundTo */ .GB)(y - x, 6);
}
function outcomesByTask(outcomes) {
    const map = new Map();
    if (!outcomes)
        return map;
    for (const outcome of _leaderboard_js__WEBPACK_IMPORTED_MODULE_4__/* .OutcomeSchema */ .QB.options)
        for (const task of outcomes[outcome])
            map.set(task, outcome);
    return map;
}
/** The items of `first`, then those of `second` not in it, without repeats. */
function union(first, second) {
    return [...new Set([...first, ...second])];
}


/***/ }),

/***/ 3302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ leaderboardContextSchema),
/* harmony export */   GZ: () => (/* binding */ buildLeaderboard),
/* harmony export */   IE: () => (/* binding */ sameContext),
/* harmony export */   I_: () => (/* binding */ SubmissionName),
/* harmony export */   Om: () => (/* binding */ serializeLeaderboard),
/* harmony export */   QB: () => (/* binding */ OutcomeSchema),
/* harmony export */   Sd: () => (/* binding */ suiteBoards),
/* harmony export */   tZ: () => (/* binding */ leaderboardSchema),
/* harmony export */   uc: () => (/* binding */ StatusSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2311);
/* harmony import */ var _fs_path_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1329);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _report_splits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8421);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5155);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _provenance_same_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8389);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3592);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7207);
/**
 * `leaderboard.json`: every submission of a rescore, per suite, as plain data (docs/rescore.md).
 * Deterministic: the same reports give byte-identical output, sharded or not. It keeps what
 * the next night's drift report needs: per trial the metric values and the verdict of every task.
 */









const LEADERBOARD_VERSION = 1;
const RANKING_METHOD = 'final_only_mean_primary_metric_v1';
/** A submission's name is a directory name: never empty, never a path, never `.` or `..`. */
const SubmissionName = (0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_5__/* .pathNameSchema */ .uf)('a submission name');
const StatusSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['final', 'not_final', 'invalid']);
const OutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['success', 'failure', 'error', 'missing']);
const MetricValues = zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable());
const suiteInfoSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n((0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .kindNames */ .$1)()),
    expected_tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('tasks in the catalog: every trial must have a verdict for each'),
    expected_trials: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nullable(),
    primary_metric: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().describe(`the headline metric ranked on: ${primaryMetricsText()}`),
    split: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ suite: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP() })
        .optional()
        .describe("a split of a suite (docs/splits.md), ranked on its own as `suite/split`: its rows are the split's figures; absent for a suite"),
    publish: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(false)
        .optional()
        .describe('the suite is marked `publish: false`: its own figures are not headline figures, so nothing is ranked on them (its splits are)'),
}));
/**
 * What a leaderboard ranks for a suite: the suite itself, then each of its splits as
 * `suite/split` (over `expectedTasks`, the suite's expected task keys).
 */
function suiteBoards(suite, expectedTasks) {
    const base = {
        kind: suite.kind,
        expected_trials: suite.trials ?? null,
        primary_metric: (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(suite.kind).primaryMetric,
    };
    const own = {
        name: suite.name,
        ...base,
        expected_tasks: expectedTasks.length,
        ...(suite.publish === false ? { publish: false } : {}),
    };
    if (!suite.splits)
        return [own];
    const { members } = (0,_report_splits_js__WEBPACK_IMPORTED_MODULE_1__/* .splitMembership */ .$6)(suite.splits, expectedTasks);
    return [
        own,
        ...[...members].map(([name, tasks]) => ({
            name: (0,_report_splits_js__WEBPACK_IMPORTED_MODULE_1__/* .splitBoardName */ .Em)(suite.name, name),
            ...base,
            expected_tasks: tasks.length,
            split: { suite: suite.name, name },
        })),
    ];
}
/** `SR_percent (trajectory, output) or accuracy_percent (table)`: each kind's primary metric. */
function primaryMetricsText() {
    const byMetric = new Map();
    for (const kind of (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .allKinds */ .TO)())
        byMetric.set(kind.primaryMetric, [...(byMetric.get(kind.primaryMetric) ?? []), kind.name]);
    const parts = [...byMetric].map(([metric, kinds]) => `${metric} (${kinds.join(', ')})`);
    return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : parts.join('');
}
const TrialRowSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().describe('trial directory relative to the submission, as in its report'),
    status: StatusSchema,
    valid: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    coverage: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        expected: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        scored: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        missing_tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
        errors: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        pending: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    }),
    metrics: MetricValues.describe("the trial's metric values from its report (headline ones are null unless final, and a withheld one is null: the row's problems say why; observed_* are over scored tasks)"),
    outcomes: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        success: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
        failure: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
        error: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
        missing: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
    })
        .describe('every expected task of the trial by its verdict: missing tasks are listed, never counted as failures'),
});
const ReliabilityRowSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    final: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    n_trials: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    expected_tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    pass_hat_k: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()),
    pass_at_k: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()),
    mean_success_rate: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable(),
    success_rate_stderr: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable(),
    flips: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('tasks whose verdict differs between trials'),
});
const SuiteRowSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    status: StatusSchema,
    valid: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    problems: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP())
        .describe('why the row is not final or invalid, and which metrics of its trials are withheld (submission-derived text: escape before display)'),
    coverage: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        trials: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        expected_trials: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nullable(),
        expected_tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('per trial'),
        scored: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('over all trials'),
        missing: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('over all trials'),
        errors: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe("over all trials, plus the suite's own errors"),
        pending: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    }),
    primary: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        metric: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        value: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable().describe('final rows only: the mean over trials of the headline metric'),
        observed: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()
            .nullable()
            .describe('the mean over trials of observed_<metric> (over scored tasks); null when a trial has none'),
    }),
    reliability: ReliabilityRowSchema.nullable(),
    trials: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(TrialRowSchema),
});
/** Which rule of final selection applied (selection.ts, docs/rescore.md): `final`, `latest` (it counts) or `not_counted`. */
const SelectionRuleSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['final', 'latest', 'not_counted']);
const EntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    name: SubmissionName,
    status: StatusSchema,
    valid: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    problems: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP())
        .describe('problems of the submission as a whole (e.g. a symlink instead of a directory)'),
    metadata: _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportSchema */ .M9.shape.submission.shape.metadata,
    selection: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        submitter: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        submitted_at: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        final: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().describe('submission.yml marks it `final: true`'),
        rule: SelectionRuleSchema.describe("final: it counts, the latest the submitter marked final; latest: it counts, the submitter's latest (none marked final); not_counted: another of the submitter's counts"),
    })
        .optional()
        .describe("final selection, from submission.yml's `ranking` (submission-derived text: escape before display); absent when it has none: the entry stands alone"),
    suites: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(SuiteRowSchema),
});
/** With `--compare-leader` (leader.ts, docs/rescore.md): a ranked entry after the leader against the leader. */
const VsLeaderSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    difference: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()
        .nullable()
        .describe('this entry − the leader: the mean over paired tasks of the per-task success difference, in percentage points (4 decimals); null when nothing could be paired'),
    interval: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ low: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig() })
        .nullable()
        .describe('the paired t interval of the difference (docs/compare.md) at leader_comparison.confidence; null with fewer than 2 tasks'),
    stderr: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().describe('tasks compared (paired by task key)'),
    indistinguishable_from_leader: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY()
        .describe('the interval contains 0, or there is no interval: the two cannot be told apart'),
    notes: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).describe('what limits the comparison (e.g. tasks left out, an interval without width)'),
});
const RowSelection = SelectionRuleSchema.optional().describe('the rule of final selection that applied to the entry; absent when it has no `ranking` in submission.yml');
const RankedSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    rank: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    submission: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    value: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(),
    selection: RowSelection,
    vs_leader: VsLeaderSchema.optional().describe('with --compare-leader, every ranked entry but the leader'),
});
const LeaderComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    method: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().describe('paired_t_interval_over_tasks_v1 (docs/compare.md)'),
    metric: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('success')
        .describe("the success verdicts: the primary metric's per-task values (SR %, accuracy %)"),
    confidence: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(),
    leader: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().describe('ranked[0]: the highest value, first by name among equal values'),
    tied_with_leader: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP())
        .describe('ranked entries indistinguishable from the leader, in ranked order: leaderboard.md shows them and the leader as 1='),
});
const UnrankedSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    submission: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    status: StatusSchema,
    observed: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullable(),
    selection: RowSelection,
});
const leaderboardSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    leaderboard_version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(LEADERBOARD_VERSION),
    tool: _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportSchema */ .M9.shape.tool,
    benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .BenchmarkInfoSchema */ .H,
    ranking_method: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(RANKING_METHOD),
    counts: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        submissions: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        final: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        not_final: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
        invalid: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    }),
    suites: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(suiteInfoSchema().extend({
        ranked: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(RankedSchema)
            .describe('final rows by primary value, highest first; ties share a rank and are listed by name'),
        unranked: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(UnrankedSchema)
            .describe("rows that are not final or invalid, or not the submitter's selected one, by name: observed figures only, never ranked"),
        leader_comparison: LeaderComparisonSchema.optional().describe('with --compare-leader and a ranked entry: each ranked entry compared with the leader'),
    })),
    submissions: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(EntrySchema).describe('by name, in code point order'),
}));
const leaderboardContextSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    tool: _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportSchema */ .M9.shape.tool,
    benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .BenchmarkInfoSchema */ .H,
    suites: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(suiteInfoSchema()),
}));
/** Whether two contexts are of the same rescore: same tool, benchmark revision and suites. */
function sameContext(a, b) {
    const canonical = (c) => JSON.stringify([
        [c.tool.name, c.tool.version],
        c.suites.map((s) => [s.name, s.kind, s.expected_tasks, s.expected_trials, s.primary_metric, s.publish ?? true]),
    ]);
    return (0,_provenance_same_js__WEBPACK_IMPORTED_MODULE_7__/* .sameBenchmark */ .g)(a.benchmark, b.benchmark) && canonical(a) === canonical(b);
}
function buildLeaderboard(context, entries) {
    const submissions = (0,_selection_js__WEBPACK_IMPORTED_MODULE_4__/* .selectFinal */ .Vv)(entries).sort((a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_8__/* .byCodePoint */ .HH)(a.name, b.name));
    const rule = (e) => (e.selection ? { selection: e.selection.rule } : {});
    const count = (s) => submissions.filter((e) => e.status === s).length;
    return {
        leaderboard_version: LEADERBOARD_VERSION,
        tool: context.tool,
        benchmark: context.benchmark,
        ranking_method: RANKING_METHOD,
        counts: {
            submissions: submissions.length,
            final: count('final'),
            not_final: count('not_final'),
            invalid: count('invalid'),
        },
        suites: context.suites.map((info) => {
            const rows = submissions.map((e) => ({ entry: e, row: e.suites.find((r) => r.name === info.name) }));
            const finals = rows
                .filter((x) => info.publish !== false &&
                x.row?.final &&
                x.row.primary.value !== null &&
                x.entry.selection?.rule !== 'not_counted')
                .map((x) => ({ submission: x.entry.name, value: x.row.primary.value, ...rule(x.entry) }))
                .sort((a, b) => b.value - a.value || (0,_util_order_js__WEBPACK_IMPORTED_MODULE_8__/* .byCodePoint */ .HH)(a.submission, b.submission));
            // Ties share the rank of the first entry with the same value (1, 2, 2, 4).
            const ranked = finals.map(({ submission, value, ...sel }) => ({
                rank: 1 + finals.findIndex((g) => g.value === value),
                submission,
                value,
                ...sel,
            }));
            const rankedNames = new Set(ranked.map((r) => r.submission));
            const unranked = rows
                .filter((x) => !rankedNames.has(x.entry.name))
                .map((x) => ({
                submission: x.entry.name,
                status: x.row?.status ?? x.entry.status,
                observed: x.row?.primary.observed ?? null,
                ...rule(x.entry),
            }));
            return { ...info, ranked, unranked };
        }),
        submissions,
    };
}
function serializeLeaderboard(leaderboard) {
    return `${JSON.stringify(leaderboardSchema().parse(leaderboard), null, 2)}\n`;
}


/***/ }),

/***/ 7207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vv: () => (/* binding */ selectFinal),
/* harmony export */   Xz: () => (/* binding */ SELECTION_TEXT),
/* harmony export */   aD: () => (/* binding */ SELECTION_NOTE),
/* harmony export */   fK: () => (/* binding */ notCountedText)
/* harmony export */ });
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3592);
/**
 * Final selection (docs/rescore.md, "Final selection"): of the submissions that name the same
 * `ranking.submitter` in their submission.yml, the leaderboard ranks one. It is the latest of
 * those marked `final: true` (the rule `final`), or, when none is, the latest of them all (the
 * rule `latest`); the others are `not_counted`, listed apart and never ranked. "Latest" is by
 * `submitted_at`, then by name (code point order), so that the choice is always one entry.
 * A submission without a `ranking` block stands alone, ranked as before.
 */

/** How the views name each rule, after an entry's name. */
const SELECTION_TEXT = {
    final: 'counts: marked final',
    latest: 'counts: latest',
    not_counted: 'not counted',
};
/** What the views say of final selection, when an entry of the leaderboard has it. */
const SELECTION_NOTE = "Final selection (docs/rescore.md): of the submissions that name the same submitter in their submission.yml's `ranking`, one counts: " +
    'the latest of those marked `final: true` ("counts: marked final"), else the latest ("counts: latest"); the others are listed apart, never ranked.';
/** Why an entry is not ranked when another of its submitter's counts. */
const notCountedText = (submitter) => `not counted: another submission of ${submitter} counts (final selection)`;
/** The entries with their selection's rule set; entries without a `ranking` block unchanged. */
function selectFinal(entries) {
    const groups = new Map();
    for (const e of entries)
        if (e.selection)
            groups.set(e.selection.submitter, [...(groups.get(e.selection.submitter) ?? []), e]);
    const rule = new Map();
    const later = (a, b) => Date.parse(a.selection.submitted_at) - Date.parse(b.selection.submitted_at) || (0,_util_order_js__WEBPACK_IMPORTED_MODULE_0__/* .byCodePoint */ .HH)(a.name, b.name);
    for (const group of groups.values()) {
        const chosen = group.filter((e) => e.selection.final);
        const counts = [...(chosen.length > 0 ? chosen : group)].sort(later).at(-1);
        for (const e of group)
            rule.set(e.name, e === counts ? (chosen.length > 0 ? 'final' : 'latest') : 'not_counted');
    }
    return entries.map((e) => (e.selection ? { ...e, selection: { ...e.selection, rule: rule.get(e.name) } } : e));
}


/***/ }),

/***/ 8743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ nextHistory),
/* harmony export */   Wq: () => (/* binding */ HistorySchema),
/* harmony export */   ph: () => (/* binding */ serializeHistory)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2764);
/**
 * The metric over nightly runs (docs/site.md): `history.json` of a site holds, per rescore, the
 * ranked value of every final entry of every suite. The next site reads the previous one's
 * `history.json` (`site --history FILE`) and appends this rescore's point: no clock, so points
 * are told apart by their order and the benchmark commit they were rescored at.
 */


const HISTORY_VERSION = 1;
/** Points kept at most (the oldest are dropped): a year of nightly runs. */
const HISTORY_LIMIT = 366;
// Arrays of named rows, not records: names from submissions never become object keys.
const PointSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    benchmark_commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    manifest_sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    dirty: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DirtySchema */ .kF.optional().describe("the leaderboard's benchmark.dirty (docs/provenance.md): the rescore's checkout had uncommitted changes; absent when it had none, and in points written before it existed"),
    tool_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    suites: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        ranked: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ submission: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() })),
    })),
});
const HistorySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    history_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(HISTORY_VERSION),
    benchmark: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe("the benchmark's name: a history of another benchmark is not continued"),
    points: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PointSchema).describe('one per rescore, oldest first'),
});
/** The previous history (of the same benchmark) with this leaderboard's point appended. */
function nextHistory(previous, lb) {
    const kept = previous && previous.benchmark === lb.benchmark.name ? previous.points : [];
    const point = {
        benchmark_commit: lb.benchmark.commit,
        manifest_sha256: lb.benchmark.manifest_sha256,
        ...(lb.benchmark.dirty ? { dirty: lb.benchmark.dirty } : {}),
        tool_version: lb.tool.version,
        suites: lb.suites.map((s) => ({
            suite: s.name,
            ranked: s.ranked.map((r) => ({ submission: r.submission, value: r.value })),
        })),
    };
    return {
        history_version: HISTORY_VERSION,
        benchmark: lb.benchmark.name,
        points: [...kept, point].slice(-HISTORY_LIMIT),
    };
}
function serializeHistory(h) {
    return `${JSON.stringify(HistorySchema.parse(h), null, 2)}\n`;
}


/***/ })

};
