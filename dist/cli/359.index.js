export const id = 359;
export const ids = [359];
export const modules = {

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


/***/ }),

/***/ 6224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ comparisonSchema),
/* harmony export */   Zn: () => (/* binding */ COMPARE_VERSION),
/* harmony export */   cK: () => (/* binding */ DIFFERENCE_METHOD)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1270);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2764);
/**
 * `compare.json` (docs/compare.md): the paired comparison of arms against a baseline, plain
 * data that compare.md and compare.csv are rendered from. The zod schema is the contract and
 * generates the published JSON Schema (`agent-eval schema compare`).
 */




const COMPARE_VERSION = 1;
const DIFFERENCE_METHOD = 'paired_t_interval_over_tasks_v1';
const VERDICTS = ['non-inferior', 'inferior', 'inconclusive'];
const Interval = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ low: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() });
const ArmSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('how the views name the arm (the argument as given)'),
    report_sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .describe('sha256 of the report as read (its canonical JSON): two arms with the same digest are copies'),
    tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchmarkInfoSchema */ .H.describe("the report's benchmark, as the report has it"),
    submission: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe("the report's submission path"),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['final', 'not_final', 'invalid']).describe("the report's status"),
});
const ExactTestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    method: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('exact_mcnemar_two_sided_v1'),
    improved: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks the arm succeeds on and the baseline fails'),
    regressed: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks the baseline succeeds on and the arm fails'),
    discordant: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    p_value: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .describe('two-sided: min(1, 2·P(X ≤ min(improved, regressed))), X ~ Binomial(discordant, ½); 6 decimals'),
    p_exact: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('the p-value as an exact fraction "p/q"'),
});
/** `SR % of trajectory and output suites, accuracy % of table suites`. */
const successText = () => (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .successNames */ .KI)()
    .map((n) => `${n.name} % of ${(0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(n.kinds)} suites`)
    .join(', ');
/** compare.json's names of the metrics in points: `success and PSR`. */
const pointMetrics = () => (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedMetrics */ .Bo)()
    .filter((m) => m.unit === 'points')
    .map((m) => m.metric);
/** The schemas of compare.json, built from the kinds' metrics (kinds/metrics.ts). */
const schemas = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .derived */ .un)(() => {
    const metricEnum = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n((0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedMetricNames */ .C4)());
    const MetricComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        metric: metricEnum.describe(`success: the success verdicts (${successText()})`),
        title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe((0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)((0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricNames */ .Zv)(), 'or')),
        unit: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n((0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedUnits */ .jQ)())
            .describe(`points: percentage points (${(0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(pointMetrics())}); CCE on its own 0..1 scale`),
        better: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['higher', 'lower']),
        available: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().describe('both arms have the per-task value on every paired task'),
        note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().describe('why the metric is not available, or what limits it'),
        tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('paired tasks the figures are over'),
        baseline_mean: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
            .nullable()
            .describe('mean over the paired tasks of the per-task mean over the baseline trials'),
        arm_mean: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nullable(),
        difference: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nullable().describe('arm − baseline: mean of the per-task differences (4 decimals)'),
        stderr: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
            .nullable()
            .describe('sample standard deviation of the per-task differences / √tasks; null with fewer than 2 tasks'),
        df: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable().describe('degrees of freedom of the t interval: tasks − 1'),
        interval: Interval.nullable().describe('difference ± t(1 − (1 − confidence)/2, df) · stderr, bounds rounded to 4 decimals'),
        counts: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            improved: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks where the arm is better than the baseline'),
            regressed: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks where the arm is worse'),
            tied: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks where both are equal'),
            both_succeed: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable().describe('success only: tasks both arms solve in every trial'),
            both_fail: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable().describe('success only: tasks both arms fail in every trial'),
        })
            .nullable(),
        improved_tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
        regressed_tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
        exact_test: ExactTestSchema.nullable().describe('success with one trial in each arm: the exact McNemar test on the discordant tasks'),
        exact_test_note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().describe('why there is no exact test'),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(VERDICTS)
            .nullable()
            .describe('with a margin, on the verdict metric, only when the comparison is final'),
        observed_verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(VERDICTS)
            .nullable()
            .describe('the verdict the observed figures give, also when the comparison is not final (never a final result then)'),
        superior: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().nullable().describe('verdict metric: the interval lies entirely on the better side of 0'),
    });
    const ArmComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        arm: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        final: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
            .describe('both suites final, no task left out, the same benchmark, no finding against either report'),
        notes: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('why the comparison is not final, and what else to know'),
        trials: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(), arm: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int() }),
        tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            paired: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
            expected: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().describe('tasks of the suite in any input'),
            left_out: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ task: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), why: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }))
                .describe('tasks missing, in error or duplicated in any input: named and left out of every figure'),
        }),
        verdict_metric: metricEnum,
        metrics: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(MetricComparisonSchema),
    });
    const SuiteComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        split: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .nullable()
            .describe("null: the whole suite; else the name of one of the baseline suite's splits, compared over the paired tasks it holds"),
        comparisons: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ArmComparisonSchema),
    });
    const ComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        compare_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(COMPARE_VERSION),
        tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
        method: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            difference: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(DIFFERENCE_METHOD),
            confidence: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(),
            margin: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
                .nullable()
                .describe('non-inferiority margin, in the unit of the verdict metric; null: no verdicts'),
            verdict_metric: metricEnum,
        }),
        status: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['final', 'not_final']),
        final: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        benchmarks: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            same: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
                .describe('every report was scored against the same benchmark (docs/provenance.md: name, commit, manifest, repository and uncommitted content)'),
            allowed_different: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().describe('--allow-different-benchmarks was given'),
        }),
        baseline: ArmSchema,
        arms: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ArmSchema),
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ code: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }))
            .describe('what makes the comparison not final, by code'),
        suites: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(SuiteComparisonSchema),
    });
    return { MetricComparisonSchema, ArmComparisonSchema, SuiteComparisonSchema, ComparisonSchema };
});
const comparisonSchema = () => schemas().ComparisonSchema;


/***/ }),

/***/ 1270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ comparedMetrics),
/* harmony export */   C4: () => (/* binding */ comparedMetricNames),
/* harmony export */   KI: () => (/* binding */ successNames),
/* harmony export */   M5: () => (/* binding */ comparedMetric),
/* harmony export */   N$: () => (/* binding */ pointNames),
/* harmony export */   YY: () => (/* binding */ metricTitles),
/* harmony export */   Zv: () => (/* binding */ metricNames),
/* harmony export */   e9: () => (/* binding */ comparedTitle),
/* harmony export */   eZ: () => (/* binding */ namesOf),
/* harmony export */   fs: () => (/* binding */ siteMetrics),
/* harmony export */   iu: () => (/* binding */ otherSuccessNames),
/* harmony export */   jQ: () => (/* binding */ comparedUnits),
/* harmony export */   so: () => (/* binding */ listText),
/* harmony export */   tX: () => (/* binding */ metricByName)
/* harmony export */ });
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

const compareName = (d) => d.compared === undefined ? null : d.compared === 'success' ? 'success' : d.name;
/** The metrics compare pairs, in the order the kinds list them (the first kind's first). */
const comparedMetrics = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => {
    const groups = new Map();
    for (const kind of (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .allKinds */ .TO)()) {
        for (const definition of kind.metricList) {
            const name = compareName(definition);
            if (name === null)
                continue;
            groups.set(name, [...(groups.get(name) ?? []), { kind, definition }]);
        }
    }
    return [...groups].map(([metric, definitions]) => {
        const first = definitions[0].definition;
        return {
            metric,
            definitions,
            unit: first.unit,
            better: first.better,
            decimals: first.decimals,
            perTask: first.compared,
        };
    });
});
/** compare.json's metric names (`success`, `PSR`, …). */
const comparedMetricNames = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => comparedMetrics().map((m) => m.metric));
/** compare.json's units, in first-seen order. */
const comparedUnits = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => [...new Set(comparedMetrics().map((m) => m.unit))]);
/** The metric compare.json names so, or undefined. */
function comparedMetric(metric) {
    return comparedMetrics().find((m) => m.metric === metric);
}
/** The names a metric goes by (its definitions' names, without repeats): `SR`, `accuracy` for `success`. */
function namesOf(m) {
    return [...new Set(m.definitions.map((d) => d.definition.name))];
}
/** What a metric is called in a comparison of suites of this kind (the first definition's name for another kind). */
function comparedTitle(m, kind) {
    return (m.definitions.find((d) => d.kind === (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .findKind */ .oH)(kind)) ?? m.definitions[0]).definition.name;
}
/** `--metric` (and the compare action's `metric` input): each metric's names and compare name, case-insensitive. */
const byLowerName = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => {
    const names = new Map();
    for (const m of comparedMetrics())
        for (const name of [m.metric, ...namesOf(m)])
            if (!names.has(name.toLowerCase()))
                names.set(name.toLowerCase(), m.metric);
    return names;
});
/** The compare metric `--metric NAME` names (case-insensitive), or null. */
function metricByName(name) {
    return byLowerName().get(name.toLowerCase()) ?? null;
}
/** `a, b and c` (`a, b or c` with `or`). */
function listText(items, last = 'and') {
    return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}` : items.join('');
}
/** Every name `--metric` is documented with, in order: `SR, accuracy, PSR, rounds, chats, CCE`. */
function metricNames() {
    return comparedMetrics().flatMap(namesOf);
}
/** The names of the metrics measured in percentage points: `SR, accuracy, PSR`. */
function pointNames() {
    return comparedMetrics()
        .filter((m) => m.unit === 'points')
        .flatMap(namesOf);
}
/**
 * The success metric's name in each kind that calls it otherwise than the first kind does, with
 * those kinds: `[{ name: 'accuracy', kinds: ['table'] }]`.
 */
function otherSuccessNames() {
    const success = comparedMetric('success');
    if (!success)
        return [];
    const first = success.definitions[0].definition.name;
    return successNames(success).filter((n) => n.name !== first);
}
/** Each name of the success metric with the kinds that use it: `SR` (trajectory, output), `accuracy` (table). */
function successNames(success = comparedMetric('success')) {
    const byName = new Map();
    for (const { kind, definition } of success?.definitions ?? [])
        byName.set(definition.name, [...(byName.get(definition.name) ?? []), kind.name]);
    return [...byName].map(([name, kinds]) => ({ name, kinds }));
}
/** The column titles of every kind's metrics by key (a key two kinds share has the first kind's title). */
const metricTitles = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => {
    const titles = new Map();
    for (const kind of (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .allKinds */ .TO)())
        for (const d of kind.metricList)
            if (!titles.has(d.key))
                titles.set(d.key, d.title);
    return titles;
});
/** The metrics the site's index shows beside the primary one (when some ranked row has them), by key, with their names and decimals. */
const siteMetrics = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => {
    const shown = new Map();
    for (const kind of (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .allKinds */ .TO)())
        for (const d of kind.metricList)
            if (d.site && !shown.has(d.key))
                shown.set(d.key, { name: d.name, decimals: d.site.decimals });
    return shown;
});


/***/ }),

/***/ 8389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ sameBenchmark),
/* harmony export */   l: () => (/* binding */ benchmarkDifference)
/* harmony export */ });
/** Why two benchmarks are not the same benchmark (one sentence, without a final stop), or null when they are. */
function benchmarkDifference(a, b) {
    const diffs = [];
    const commit = (x) => x.commit ?? '(not a git checkout)';
    if (a.name !== b.name)
        diffs.push(`name ${JSON.stringify(a.name)} vs ${JSON.stringify(b.name)}`);
    if (a.repository !== null && b.repository !== null && a.repository !== b.repository)
        diffs.push(`repository ${a.repository} vs ${b.repository}`);
    if (a.commit !== b.commit)
        diffs.push(`commit ${commit(a)} vs ${commit(b)}`);
    if (a.manifest_sha256 !== b.manifest_sha256)
        diffs.push(`manifest sha256 ${a.manifest_sha256.slice(0, 12)} vs ${b.manifest_sha256.slice(0, 12)}`);
    const changes = (x) => x.dirty
        ? `${x.dirty.count} uncommitted change(s)${x.dirty.sha256 ? ` (${x.dirty.sha256.slice(0, 12)})` : ''}`
        : 'no uncommitted change';
    if (a.dirty || b.dirty) {
        const same = a.dirty && b.dirty && a.dirty.sha256 !== undefined && a.dirty.sha256 === b.dirty.sha256;
        if (!same)
            diffs.push(`${changes(a)} vs ${changes(b)}`);
    }
    return diffs.length > 0 ? `not the same benchmark (docs/provenance.md): ${diffs.join(', ')}` : null;
}
function sameBenchmark(a, b) {
    return benchmarkDifference(a, b) === null;
}


/***/ }),

/***/ 831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ loadRescoreShards),
/* harmony export */   D6: () => (/* binding */ writeRescoreShard),
/* harmony export */   VQ: () => (/* binding */ shardManifestSchema)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1067);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2472);
/* harmony import */ var _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1661);
/* harmony import */ var _shard_partition_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4970);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3302);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3592);
/* harmony import */ var _fs_walker_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7905);
/**
 * Files of a sharded rescore (docs/rescore.md). Each shard job writes to its output directory
 *   rescore-shard.json                 what the shard is, the leaderboard context, its submissions
 *   submissions/<name>/partial.json    one partial report per submission (score --shard format)
 * and the merge step reads every rescore-shard.json below a directory of downloaded artifacts
 * (depth ≤ 3, no symlink followed, sizes bounded) with the partials it names.
 */












const SHARD_MANIFEST_FILE = 'rescore-shard.json';
const SHARD_MANIFEST_VERSION = 1;
const MAX_DEPTH = 3;
const MANIFEST_LIMITS = { maxBytes: 64 * 1024 * 1024, maxDepth: 64 };
const PARTIAL_LIMITS = { maxBytes: 512 * 1024 * 1024, maxDepth: 512 };
const shardManifestSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({
    rescore_shard_version: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz(SHARD_MANIFEST_VERSION),
    shard: zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({ index: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().min(1), count: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().min(1), method: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP() }),
    context: (0,_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .leaderboardContextSchema */ .Cg)(),
    submissions: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .SubmissionName */ .I_)
        .describe('submissions with a partial report in submissions/<name>/partial.json'),
    unscored: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({ name: _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .SubmissionName */ .I_, status: _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .StatusSchema */ .uc.exclude(['final']), problem: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP() })),
}));
async function writeRescoreShard(r, outDir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(outDir, { recursive: true });
    const all = [];
    for (const s of r.submissions) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, 'submissions', s.name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, (0,_shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePartial */ .GF)(s.partial));
        all.push(file);
    }
    const manifest = {
        rescore_shard_version: SHARD_MANIFEST_VERSION,
        shard: { index: r.shard.index, count: r.shard.count, method: _shard_partition_js__WEBPACK_IMPORTED_MODULE_5__/* .SHARD_METHOD */ .Fq },
        context: r.context,
        submissions: r.submissions.map((s) => s.name),
        unscored: r.unscored,
    };
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, SHARD_MANIFEST_FILE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, `${JSON.stringify(shardManifestSchema().parse(manifest), null, 2)}\n`);
    return { manifest: file, all: [file, ...all] };
}
/**
 * Reads the outputs of a sharded rescore below `dir`. Shards that disagree on the benchmark,
 * the tool or the suites are refused (UsageError): one leaderboard is one benchmark revision.
 */
async function loadRescoreShards(dir) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (!info?.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('not a directory', 'partials', dir);
    const manifests = [];
    for (const file of await findManifests(dir)) {
        const read = await readBounded(file, MANIFEST_LIMITS);
        const parsed = shardManifestSchema().safeParse(read);
        if (!parsed.success)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${file}: not an agent-eval ${SHARD_MANIFEST_FILE}: ${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .formatIssues */ .o)(parsed.error)}`);
        manifests.push({ file, manifest: parsed.data });
    }
    manifests.sort((a, b) => a.manifest.shard.index - b.manifest.shard.index || (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a.file, b.file));
    const first = manifests[0];
    for (const m of manifests.slice(1)) {
        if (!(0,_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .sameContext */ .IE)(m.manifest.context, first.manifest.context)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${first.file} and ${m.file} are from different rescores (benchmark revision, manifest, agent-eval version or suites differ)`);
        }
    }
    const partials = [];
    const unscored = new Map();
    const problems = [];
    for (const { file, manifest } of manifests) {
        for (const u of manifest.unscored)
            if (!unscored.has(u.name))
                unscored.set(u.name, u);
        for (const name of manifest.submissions) {
            const partialFile = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), 'submissions', name, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T);
            const problem = await plainPath(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), ['submissions', name, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T]);
            if (problem) {
                problems.push(`${partialFile}: ${problem}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            let parsed;
            try {
                parsed = (0,_shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .partialReportSchema */ .Fl)().safeParse(await readBounded(partialFile, PARTIAL_LIMITS));
            }
            catch (err) {
                problems.push(`${err.message}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            if (!parsed.success) {
                problems.push(`${partialFile}: not a partial report (${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .formatIssues */ .o)(parsed.error)}); shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            partials.push({ submission: name, name: partialFile, partial: parsed.data });
        }
    }
    return {
        context: first?.manifest.context ?? null,
        partials,
        unscored: [...unscored.values()].sort((a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a.name, b.name)),
        shardOutputs: manifests.map((m) => ({ index: m.manifest.shard.index, count: m.manifest.shard.count })),
        problems,
    };
}
/** Every rescore-shard.json at depth ≤ 3 below `dir`; a directory holding one is not searched further. */
async function findManifests(dir) {
    const found = [];
    await (0,_fs_walker_js__WEBPACK_IMPORTED_MODULE_8__/* .walkTree */ .Ir)(dir, {
        listed: (d, entries) => {
            const manifest = entries.find((e) => e.name === SHARD_MANIFEST_FILE);
            if (!manifest)
                return true;
            const at = d ? [...d.rel.split('/'), manifest.name] : [manifest.name];
            if (!manifest.isFile())
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, ...at)}: not a regular file (symlinks are not followed)`);
            found.push(at);
            return false; // (a directory holding one is not searched further)
        },
        finding: (f) => {
            if (f.kind === 'unlisted' && f.error)
                throw f.error;
        },
    }, { maxDepth: MAX_DEPTH + 1 });
    // Depth first, each directory's entries in code point order.
    return found.sort(bySegments).map((at) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, ...at));
}
/** Paths as lists of names, name by name in code point order: the order of a depth-first walk that sorts each directory so. */
function bySegments(a, b) {
    for (let i = 0; i < a.length && i < b.length; i++) {
        const c = (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a[i], b[i]);
        if (c !== 0)
            return c;
    }
    return a.length - b.length;
}
/** Null when every component below `base` exists and is a plain directory (the last: a regular file), never a symlink. */
async function plainPath(base, parts) {
    let p = base;
    for (const [i, part] of parts.entries()) {
        p = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(p, part);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p).catch(() => null);
        if (!info)
            return 'does not exist';
        if (info.isSymbolicLink())
            return 'a symlink on the way; not followed';
        if (i < parts.length - 1 ? !info.isDirectory() : !info.isFile())
            return 'not a regular file';
    }
    return null;
}
async function readBounded(file, limits) {
    const read = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonBounded */ ._I)(file, limits);
    if (!read.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${file}: ${read.message}`);
    return read.value;
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SCHEMAS: () => (/* binding */ SCHEMAS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8439);
/* harmony import */ var _manifest_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9290);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5155);
/* harmony import */ var _submission_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6833);
/* harmony import */ var _rescore_leaderboard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3302);
/* harmony import */ var _kinds_table_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1008);
/* harmony import */ var _kinds_output_tasks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7215);
/* harmony import */ var _kinds_trajectory_cce_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9016);
/* harmony import */ var _verifier_protocol_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9216);
/* harmony import */ var _compare_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6224);
/* harmony import */ var _import_checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(481);
/* harmony import */ var _import_models_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1694);
/* harmony import */ var _shard_partial_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1661);
/* harmony import */ var _rescore_drift_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9346);
/* harmony import */ var _rescore_shard_files_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(831);
/* harmony import */ var _archive_intake_record_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8408);
/* harmony import */ var _site_history_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8743);
/* harmony import */ var _judge_cache_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7833);
/**
 * JSON Schemas generated from the zod schemas that validate what benchmark authors and
 * submitters write (and the reports agent-eval writes): `agent-eval schema NAME`. The docs'
 * field tables are tested against these (__tests__/docs/reference.test.ts).
 */


















const SCHEMAS = {
    manifest: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl((0,_manifest_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestSchema */ .r)(), { io: 'input', unrepresentable: 'any' }),
    report: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportSchema */ .M9, { io: 'output', unrepresentable: 'any' }),
    submission: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_submission_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SubmissionFileSchema */ .Cg, { io: 'input', unrepresentable: 'any' }),
    leaderboard: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl((0,_rescore_leaderboard_js__WEBPACK_IMPORTED_MODULE_3__/* .leaderboardSchema */ .tZ)(), { io: 'output', unrepresentable: 'any' }),
    /** A table suite's ground-truth `case_xxx/config.json`. */
    'table-config': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_kinds_table_config_js__WEBPACK_IMPORTED_MODULE_4__/* .caseConfigSchema */ .w5, { io: 'input', unrepresentable: 'any' }),
    /** An output suite's tasks file. */
    'output-tasks': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_kinds_output_tasks_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputTasksFileSchema */ .VR, { io: 'input', unrepresentable: 'any' }),
    /** What a verifier answers to a `verify` request. */
    'verifier-response': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_verifier_protocol_js__WEBPACK_IMPORTED_MODULE_7__/* .ResponseSchema */ .Pt, { io: 'input', unrepresentable: 'any' }),
    /** What a `jsonl` verifier answers to a `check` request (`agent-eval validate`). */
    'verifier-check-response': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_verifier_protocol_js__WEBPACK_IMPORTED_MODULE_7__/* .CheckResponseSchema */ .hj, { io: 'input', unrepresentable: 'any' }),
    /** A saved CCE judge record in a trajectory submission. */
    'judge-record': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_kinds_trajectory_cce_js__WEBPACK_IMPORTED_MODULE_6__/* .JudgeRecordSchema */ .Ac, { io: 'input', unrepresentable: 'any' }),
    compare: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl((0,_compare_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .comparisonSchema */ .D)(), { io: 'output', unrepresentable: 'any' }),
    /** One row of AgentWorld's checkpoint inputs (`agent-eval import checkpoint-inputs`). */
    'checkpoint-input-row': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_import_checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .CheckpointInputRowSchema */ .em, { io: 'input', unrepresentable: 'any' }),
    /** The index over models an import writes (`index.json`). */
    'import-index': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_import_models_index_js__WEBPACK_IMPORTED_MODULE_10__/* .ImportIndexSchema */ .xF, { io: 'output', unrepresentable: 'any' }),
    /** A shard's partial report (`score --shard`, `rescore --shard`: partial.json), read by merge. */
    partial: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl((0,_shard_partial_js__WEBPACK_IMPORTED_MODULE_11__/* .partialReportSchema */ .Fl)(), { io: 'output', unrepresentable: 'any' }),
    /** `rescore --baseline`'s drift.json. */
    drift: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_rescore_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .DriftSchema */ .zM, { io: 'output', unrepresentable: 'any' }),
    /** What a `rescore --shard` job is (rescore-shard.json), read by `rescore --partials`. */
    'rescore-shard': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl((0,_rescore_shard_files_js__WEBPACK_IMPORTED_MODULE_13__/* .shardManifestSchema */ .VQ)(), { io: 'output', unrepresentable: 'any' }),
    /** `score --archive`'s intake.json. */
    intake: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_archive_intake_record_js__WEBPACK_IMPORTED_MODULE_14__/* .IntakeRecordSchema */ .Fj, { io: 'output', unrepresentable: 'any' }),
    /** A site's history.json (`site --history`). */
    history: () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_site_history_js__WEBPACK_IMPORTED_MODULE_15__/* .HistorySchema */ .Wq, { io: 'output', unrepresentable: 'any' }),
    /** A judgement in <out>/cce-cache/ (`score --cce-cache`). */
    'cce-cache': () => zod__WEBPACK_IMPORTED_MODULE_17__/* .toJSONSchema */ .bl(_judge_cache_js__WEBPACK_IMPORTED_MODULE_16__/* .CacheRecordSchema */ .pz, { io: 'output', unrepresentable: 'any' }),
};


/***/ }),

/***/ 8247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ metricLabel),
/* harmony export */   SK: () => (/* binding */ describeNotHashed),
/* harmony export */   TC: () => (/* binding */ withheldMetrics),
/* harmony export */   VZ: () => (/* binding */ notHashedHeading),
/* harmony export */   Vu: () => (/* binding */ metricTitle),
/* harmony export */   ZV: () => (/* binding */ formatNumber),
/* harmony export */   gO: () => (/* binding */ statusExplanation),
/* harmony export */   iy: () => (/* binding */ NOT_HASHED_SHOWN),
/* harmony export */   mt: () => (/* binding */ notHashedMore),
/* harmony export */   nT: () => (/* binding */ metricCell),
/* harmony export */   re: () => (/* binding */ headlineNames),
/* harmony export */   tA: () => (/* binding */ detailNamesOf)
/* harmony export */ });
/* harmony import */ var _kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1270);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4091);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5716);



/** How many entries hashing left out a view lists (scores.json has up to MAX_NOT_HASHED). */
const NOT_HASHED_SHOWN = 20;
/** The heading every view gives the entries of the run whose content hashing leaves out (docs/sharding.md). */
function notHashedHeading(n) {
    return `Not hashed: ${n.count} entr${n.count === 1 ? 'y' : 'ies'} of the run whose content no checksum or shard digest covers`;
}
/** One entry of `not_hashed` as text (unescaped: each view escapes it), with its size and the bound. */
function describeNotHashed(e) {
    if (e.why === 'file_bound')
        return `${e.path}: ${e.size ?? 'more than the bound of'} bytes, over the bound of ${e.bound} bytes hashed per file`;
    if (e.why === 'run_bound')
        return `${e.path}: ${e.size} bytes, past the bound of ${e.bound} bytes hashed per run (files charged in path order)`;
    if (e.why === 'not_listed')
        return `${e.path}: the listing stopped here, at the bound of ${e.bound} entries; the rest are not hashed`;
    return `${e.path}: ${e.message}`;
}
/** The lines after the first NOT_HASHED_SHOWN: how many more, and where they are. */
function notHashedMore(n) {
    return n.count > NOT_HASHED_SHOWN
        ? `… and ${n.count - NOT_HASHED_SHOWN} more (${n.entries.length < n.count ? `the first ${n.entries.length} ` : ''}in scores.json)`
        : null;
}
function formatNumber(value, decimals = 2) {
    return typeof value === 'number' ? value.toFixed(decimals) : '—';
}
/** A metric's column title, escaped: the known names' titles, else its label or name. */
function metricTitle(name, metric) {
    return (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricTitles */ .YY)().get(name) ?? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(metric?.label ?? name);
}
/** The same title unescaped (a view that escapes for itself: the terminal's). */
function metricLabel(name, metric) {
    return (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricTitles */ .YY)().get(name) ?? metric?.label ?? name;
}
/** What the report's status means, in one sentence (plain text: no markup). */
function statusExplanation(report) {
    if (report.status === 'final') {
        const withheld = report.suites.some((s) => s.trials.some((t) => withheldMetrics(t.metrics).length > 0));
        return `Every expected task of every trial has exactly one valid verdict. Headline metrics are published${withheld ? ', except those withheld (listed below)' : ''}.`;
    }
    if (report.status === 'invalid' && report.suites.every((s) => s.valid) && report.submission.review?.valid === false) {
        return 'The submission checks found errors (listed below): the files are not the ones submission.yml declares, or submission.yml cannot be used. The figures below are what these files score; they do not stand for the declared submission.';
    }
    if (report.status === 'invalid')
        return 'Errors occurred (listed below). Errors are not counted as task failures; headline metrics are withheld.';
    return 'Coverage is incomplete or something is pending (listed below). Headline metrics are withheld; observed values are labelled.';
}
/** Headline metric names of a metrics map, in report order; `observed_X` pairs with `X`. */
function headlineNames(metrics) {
    return Object.keys(metrics).filter((name) => !name.startsWith('observed_'));
}
/** The headline value, or the observed one clearly labelled when the headline is withheld. */
function metricCell(metrics, name) {
    const metric = metrics[name];
    if (!metric)
        return '';
    if (metric.value !== null)
        return formatNumber(metric.value);
    if (metric.withheld)
        return 'withheld';
    const observed = metrics[`observed_${name}`];
    return observed?.value != null ? `— (observed ${formatNumber(observed.value)})` : '—';
}
/** The names of the verdicts' details, in first-seen order (plain loops: this runs per verdict). */
function detailNamesOf(verdicts, into = new Set()) {
    for (const v of verdicts)
        for (const name in v.details)
            into.add(name);
    return into;
}
/** How many reasons of a withheld metric a view lists (scores.json has them all). */
const WITHHELD_SHOWN = 5;
/**
 * The withheld headline metrics of a trial (docs/output.md), each with its reasons as text
 * (unescaped: each view escapes them), the first WITHHELD_SHOWN and how many more.
 */
function withheldMetrics(metrics) {
    return headlineNames(metrics).flatMap((name) => {
        const metric = metrics[name];
        const withheld = metric.withheld ?? metrics[`observed_${name}`]?.withheld;
        if (!withheld)
            return [];
        return [
            {
                name,
                metric,
                reasons: withheld.slice(0, WITHHELD_SHOWN).map(_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .withheldReasonText */ .lc),
                more: Math.max(0, withheld.length - WITHHELD_SHOWN),
            },
        ];
    });
}


/***/ }),

/***/ 6199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ provenance),
/* harmony export */   e: () => (/* binding */ benchmarkChange)
/* harmony export */ });
/* harmony import */ var _provenance_same_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8389);
/**
 * The one provenance sentence (docs/provenance.md), rendered by every view: the terminal,
 * summary.md and the PR comment, compare, the import index, leaderboard.md and every site page.
 * `code` is how the view shows a name, commit, repository or path (escaped for that view).
 */

/** How many of a dirty checkout's paths a view lists (scores.json has up to MAX_DIRTY_PATHS). */
const DIRTY_SHOWN = 10;
function provenance(b, code) {
    const at = b.commit ? ` at commit ${code(b.commit.slice(0, 12))}` : ' (not a git checkout)';
    const changes = b.dirty ? ` with ${b.dirty.count} uncommitted change(s)` : '';
    const from = b.repository ? ` from ${code(b.repository)}` : '';
    return {
        benchmark: `Benchmark ${code(b.name)}${at}${changes}${from}, manifest sha256 ${code(b.manifest_sha256.slice(0, 12))}`,
        dirty: dirtySentence(b, code),
    };
}
/** The sentence for a checkout with uncommitted changes, with `show` rendering each path; null when clean. */
function dirtySentence(b, show) {
    if (!b.dirty)
        return null;
    const { count, paths } = b.dirty;
    const listed = paths.slice(0, DIRTY_SHOWN).map(show).join(', ');
    const more = count > DIRTY_SHOWN
        ? `, … and ${count - DIRTY_SHOWN} more (${paths.length < count ? `the first ${paths.length} ` : ''}in scores.json)`
        : '';
    const at = b.commit ? `commit ${show(b.commit.slice(0, 12))}` : 'the commit';
    return `The benchmark checkout had ${count} uncommitted change(s), so these figures are not those of ${at} alone: ${listed}${more}.`;
}
/**
 * The drift views' sentence: the same benchmark as the baseline, or how it changed (the one
 * rule, docs/provenance.md). `text` escapes the difference's plain text for the view.
 */
function benchmarkChange(baseline, current, code, text) {
    const difference = (0,_provenance_same_js__WEBPACK_IMPORTED_MODULE_0__/* .benchmarkDifference */ .l)(baseline, current);
    if (difference === null)
        return `Same benchmark as the baseline: ${provenance(current, code).benchmark}.`;
    return `Benchmark changed, ${text(difference)}. Baseline: ${provenance(baseline, code).benchmark}. Now: ${provenance(current, code).benchmark}.`;
}


/***/ })

};
