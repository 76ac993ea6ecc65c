export const id = 694;
export const ids = [694];
export const modules = {

/***/ 481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ IMPORT_FORMAT),
/* harmony export */   UX: () => (/* binding */ stageSuites),
/* harmony export */   Zj: () => (/* binding */ CHECKPOINT_INPUTS_SOURCE),
/* harmony export */   bk: () => (/* binding */ importCheckpointInputs),
/* harmony export */   em: () => (/* binding */ CheckpointInputRowSchema),
/* harmony export */   kf: () => (/* binding */ importStageFindings)
/* harmony export */ });
/* unused harmony export readRow */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2311);
/* harmony import */ var _benchmark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _kinds_trajectory_kind_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4608);
/* harmony import */ var _kinds_trajectory_psr_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5176);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5155);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2468);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2942);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3592);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4910);
/**
 * AgentWorld's "checkpoint inputs" (the JSON `score_psr.py` reads: model name → rows
 * `{stage, task, success, message, CCE, rounds, chats}`) turned into one agent-eval report per
 * model. Each row becomes a verdict of the suite its stage maps to; the reports are built by the
 * same code as a scored run's (score.ts: buildSuiteReport, so splits, coverage, `final` and the
 * metrics are the pipeline's), with the PSR of a failed row reconstructed from its saved message
 * by the one PSR implementation (kinds/trajectory/psr.ts) and the manifest's targets.
 *
 * Nothing here re-verifies anything: success and CCE are the harness's, and every figure built
 * on them says so (`source`). A row that cannot be used is an error naming it (never a zero, never
 * a failure); the other rows are still imported. A pure function over the parsed file: reading
 * the file and writing the reports are the caller's business.
 */










const IMPORT_FORMAT = 'checkpoint-inputs';
/** What every imported figure says of where it comes from (in the data and on screen). */
const CHECKPOINT_INPUTS_SOURCE = 'harness-reported success and saved CCE from AgentWorld checkpoint inputs, not re-verified by agent-eval';
/** The name of the one trial an imported suite has. */
const IMPORTED_TRIAL = 'imported';
/** An augmented task's file stem ends in its variant: `task_01_collect_logs_v2`. */
const VARIANT_SUFFIX = /_v\d+$/;
/** The stage whose task stems must carry a variant suffix. */
const AUGMENTED_STAGE = 'augmented';
const nonnegative = (field) => zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig({ error: (issue) => `${field} must be a number, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
    .min(0, { error: (issue) => `${field} must be nonnegative, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
    .max(Number.MAX_SAFE_INTEGER, {
    error: (issue) => `${field} must be at most ${Number.MAX_SAFE_INTEGER}, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}`,
});
/** One row of checkpoint inputs. Other fields of a row are ignored. */
const CheckpointInputRowSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .object */ .Ikc({
    stage: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP({ error: (issue) => `stage must be a string, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
        .min(1, { error: 'stage is empty' }),
    task: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP({ error: (issue) => `task must be the full task file stem (a string), got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
        .min(1, { error: 'task is empty' }),
    success: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY({ error: (issue) => `success must be true or false, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` }),
    message: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP({
        error: (issue) => `message must be the verifier's message (a string), got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}`,
    }),
    CCE: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig({ error: (issue) => `CCE must be a number, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
        .min(0, { error: (issue) => `CCE must be in [0, 1], got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` })
        .max(1, { error: (issue) => `CCE must be in [0, 1], got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(issue.input)}` }),
    rounds: nonnegative('rounds'),
    chats: nonnegative('chats'),
});
/** The file: model name → its rows (each model's rows are checked on their own: one bad model does not stop the others). */
const CheckpointInputsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_8__/* .unknown */ .L5J());
const RowsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .unknown */ .L5J());
/**
 * The stage → suite mapping: `--stage STAGE=SUITE` flags when given (they replace the manifest's),
 * else each trajectory suite's `import.stage`, else every trajectory suite whose name is a stage
 * name of its own (`main`, `augmented`).
 */
function stageSuites(benchmark, flags = []) {
    // Checkpoint inputs are trajectory outcomes: the importer belongs to that kind.
    const trajectory = benchmark.manifest.suites.filter((s) => s.kind === _kinds_trajectory_kind_js__WEBPACK_IMPORTED_MODULE_2__/* .trajectoryKind */ .Q.name);
    const map = new Map();
    if (flags.length > 0) {
        for (const flag of flags) {
            const eq = flag.indexOf('=');
            const stage = flag.slice(0, eq).trim();
            const name = flag.slice(eq + 1).trim();
            if (eq < 0 || !stage || !name)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--stage ${flag}: expected STAGE=SUITE, e.g. --stage augmented=augmented`);
            const suite = trajectory.find((s) => s.name === name);
            if (!suite)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--stage ${flag}: no trajectory suite ${name} in ${benchmark.file} (trajectory suites: ${trajectory.map((s) => s.name).join(', ') || 'none'})`);
            if (map.has(stage))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--stage ${flag}: stage ${stage} is mapped twice`);
            map.set(stage, suite);
        }
        return map;
    }
    const declared = trajectory.filter((s) => s.import);
    for (const suite of declared) {
        const stage = suite.import.stage;
        const other = map.get(stage);
        if (other)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(benchmark.file, `suites ${other.name} and ${suite.name} both declare import.stage ${stage}`);
        map.set(stage, suite);
    }
    if (declared.length === 0)
        for (const suite of trajectory)
            map.set(suite.name, suite);
    if (map.size === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(benchmark.file, 'the benchmark has no trajectory suite to import checkpoint inputs into');
    return map;
}
/** `agent-eval validate`: two trajectory suites that declare one `import.stage` (the import refuses the manifest). */
function importStageFindings(benchmark) {
    const first = new Map();
    const findings = [];
    for (const suite of benchmark.manifest.suites) {
        if (suite.kind !== _kinds_trajectory_kind_js__WEBPACK_IMPORTED_MODULE_2__/* .trajectoryKind */ .Q.name)
            continue;
        const stage = suite.import?.stage;
        if (stage === undefined)
            continue;
        const other = first.get(stage);
        if (other === undefined)
            first.set(stage, suite.name);
        else
            findings.push({
                suite: suite.name,
                task: null,
                problem: `import.stage ${stage} is also suite ${other}'s: each checkpoint-inputs stage maps to one suite`,
            });
    }
    return findings;
}
/** Names a model's output directory may not take: the index's files sit beside the model directories. */
const RESERVED_NAMES = ['index.json', 'index.md'];
function importCheckpointInputs(input) {
    const file = CheckpointInputsSchema.safeParse(input.value);
    if (!file.success)
        return {
            models: [],
            errors: [`${input.file}: not checkpoint inputs (a JSON object mapping model names to arrays of rows)`],
        };
    // (JSON.parse keeps the last of two equal keys, as Python's json does: score_psr.py sees the same models.)
    // The parsed file's own keys: the schema's output object would drop a model named "__proto__" (docs/import.md).
    const entries = Object.entries(input.value).sort(([a], [b]) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_9__/* .byCodeUnit */ .X)(a, b));
    const folded = new Map();
    for (const [model] of entries)
        folded.set(model.toLowerCase(), [...(folded.get(model.toLowerCase()) ?? []), model]);
    const models = entries.map(([model, value]) => {
        const named = `${input.file}: model ${shown(model)}`;
        const rows = RowsSchema.safeParse(value);
        if (!rows.success)
            return {
                model,
                report: null,
                rows: 0,
                errors: [`${named}: not an array of rows, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(value)}; the model is not imported`],
            };
        const problem = modelNameProblem(model, folded.get(model.toLowerCase()));
        if (problem)
            return {
                model,
                report: null,
                rows: rows.data.length,
                errors: [`${named}: ${problem}; the model is not imported`],
            };
        return importModel(input, model, rows.data);
    });
    return { models, errors: [] };
}
/** Why a model's name cannot be its output directory's, or null. */
function modelNameProblem(model, sameFolded) {
    if (model === '' ||
        model === '.' ||
        model === '..' ||
        /[/\\\u0000]/.test(model) ||
        Buffer.byteLength(model, 'utf8') > 255) {
        return 'the name cannot be a directory name (empty, "." or "..", a path separator or NUL, or longer than 255 bytes)';
    }
    if (RESERVED_NAMES.includes(model.toLowerCase()))
        return `the name is that of the index file ${model.toLowerCase()}`;
    if (sameFolded.length > 1)
        return `the name differs only in case from ${sameFolded
            .filter((m) => m !== model)
            .map(shown)
            .join(', ')} (their directories would be one on some file systems); neither is imported`;
    return null;
}
const rowName = (i) => `row ${i}`;
function importModel(input, model, rows) {
    const { benchmark, stages } = input;
    const suites = new Map();
    for (const suite of new Set(stages.values())) {
        const catalog = benchmark.catalogs.get(suite.name).map((t) => t.key);
        suites.set(suite.name, { suite, catalog, byTask: new Map(), errors: [] });
    }
    const ordered = benchmark.manifest.suites.filter((s) => suites.has(s.name)).map((s) => suites.get(s.name));
    const unplaced = [];
    const catalogs = new Map(ordered.map((s) => [s.suite.name, new Set(s.catalog)]));
    const stageList = [...stages.keys()].map((s) => JSON.stringify(s)).join(', ');
    rows.forEach((raw, i) => {
        const record = rowName(i);
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
            unplaced.push({ task: null, record, stage: 'record', message: `not a row object, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(raw)}` });
            return;
        }
        const row = raw;
        const stage = row.stage;
        const suite = typeof stage === 'string' ? stages.get(stage) : undefined;
        if (!suite) {
            unplaced.push({
                task: null,
                record,
                stage: 'record',
                message: `stage ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(stage)} maps to no suite (stages: ${stageList}; map it with import.stage in the manifest or --stage STAGE=SUITE)`,
            });
            return;
        }
        const into = suites.get(suite.name);
        const task = row.task;
        if (typeof task !== 'string' || task === '') {
            into.errors.push({
                task: null,
                record,
                stage: 'identity',
                message: `task must be the full task file stem (a nonempty string), got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(task)}`,
            });
            return;
        }
        if (stage === AUGMENTED_STAGE && !VARIANT_SUFFIX.test(task)) {
            into.errors.push({
                task: null,
                record,
                stage: 'identity',
                message: `augmented task ${shown(task)} has no variant suffix (_v1, _v2, …): give the full task file stem`,
            });
            return;
        }
        if (!catalogs.get(suite.name).has(task)) {
            into.errors.push({
                task: null,
                record,
                stage: 'identity',
                message: `Task ${shown(task)} is not in suite ${suite.name}'s catalog (${suite.tasks})`,
            });
            return;
        }
        const list = into.byTask.get(task) ?? [];
        list.push({ row: i, value: row });
        into.byTask.set(task, list);
    });
    const suiteScores = ordered.map((s) => suiteScore(s, unplaced, input.file, model));
    const report = (0,_score_js__WEBPACK_IMPORTED_MODULE_5__/* .buildReport */ .FK)({
        report_version: _report_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_VERSION */ .Aj,
        tool: { name: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_NAME */ .l, version: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .w },
        benchmark: (0,_benchmark_js__WEBPACK_IMPORTED_MODULE_0__/* .benchmarkInfo */ .wV)(benchmark),
        submission: {
            path: input.file,
            metadata: { imported_from: IMPORT_FORMAT, model, rows: rows.length, source: CHECKPOINT_INPUTS_SOURCE },
        },
    }, suiteScores.map((s) => (0,_score_js__WEBPACK_IMPORTED_MODULE_5__/* .buildSuiteReport */ .pl)(s)));
    // A row placed in no suite is an error of every suite of the model: listed once here.
    const errors = [
        ...unplaced.map((e) => errorLine(input.file, model, null, e)),
        ...report.suites.flatMap((suite) => suite.trials.flatMap((t) => t.errors
            .filter((e) => !unplaced.some((u) => u.record === e.record && u.message === e.message))
            .map((e) => errorLine(input.file, model, suite.name, e)))),
        // Errors of one metric (a message PSR cannot read) withhold that metric only; they are rejected rows all the same.
        ...suiteScores.flatMap((s) => s.trials.flatMap((t) => t.errors.filter((e) => e.metric !== undefined).map((e) => errorLine(input.file, model, s.base.name, e)))),
    ];
    return { model, report, errors, rows: rows.length };
}
/** One suite's rows as what a scored suite produces: verdicts and errors of one trial. */
function suiteScore(s, unplaced, file, model) {
    const verdicts = [];
    // A row placed in no suite may be a task of any: an error of every suite's trial (its figures are withheld).
    const errors = [...unplaced, ...s.errors];
    for (const [task, list] of s.byTask) {
        if (list.length > 1) {
            const all = list.map((p) => rowName(p.row));
            for (const p of list) {
                const others = all.filter((r) => r !== rowName(p.row)).join(', ');
                errors.push({
                    task,
                    record: rowName(p.row),
                    stage: 'record',
                    message: `Duplicate row for ${task} (also ${others}); neither is used`,
                });
            }
            verdicts.push(errorVerdict(task, null, `Duplicate rows for ${task} (${all.join(', ')}); neither is used`));
            continue;
        }
        const { row, value } = list[0];
        const record = rowName(row);
        const read = readRow(value);
        if (!read.ok) {
            for (const message of read.errors)
                errors.push({ task, record, stage: 'record', message });
            verdicts.push(errorVerdict(task, record, read.errors.join('; ')));
            continue;
        }
        const r = read.row;
        const details = { rounds: r.rounds, chats: r.chats, cce: r.CCE, row };
        if (s.suite.psr) {
            const credit = (0,_kinds_trajectory_psr_js__WEBPACK_IMPORTED_MODULE_3__/* .taskPsrCredit */ .Gc)({ task, success: r.success, message: r.message }, s.suite.psr);
            details.psr_credit = credit.ok ? credit.value : null;
            if (!credit.ok)
                errors.push({ task, record, stage: 'metric', metric: 'PSR_percent', message: credit.error });
        }
        verdicts.push({
            task,
            record,
            status: r.success ? 'success' : 'failure',
            success: r.success,
            message: r.message,
            checkpoints: null,
            error: null,
            details,
        });
    }
    verdicts.sort((0,_util_order_js__WEBPACK_IMPORTED_MODULE_9__/* .byKey */ .dX)((v) => v.task));
    const stage = s.suite.import?.stage;
    return {
        suite: s.suite,
        base: (0,_score_js__WEBPACK_IMPORTED_MODULE_5__/* .suiteBase */ .q5)(s.suite),
        discovered: true,
        expectedTasks: s.catalog,
        notes: [
            `Imported from ${IMPORT_FORMAT} ${file}, model ${model}${stage ? `, stage ${stage}` : ''}: ${CHECKPOINT_INPUTS_SOURCE}. PSR is reconstructed from the saved verifier messages.`,
        ],
        errors: [],
        trials: [
            {
                name: IMPORTED_TRIAL,
                path: '.',
                verdicts,
                errors,
                pending: [],
                context: { judges: [], cce_source: 'imported', outcome_source: CHECKPOINT_INPUTS_SOURCE },
            },
        ],
    };
}
/** A placed row's fields, each checked; a CCE above 0 on a failed task is an error too. */
function readRow(value) {
    const parsed = CheckpointInputRowSchema.safeParse(value);
    // Every field's message names the field and the value (the schema's own error texts).
    if (!parsed.success)
        return { ok: false, errors: parsed.error.issues.map((i) => i.message) };
    const row = parsed.data;
    if (!row.success && row.CCE > 0)
        return { ok: false, errors: [`CCE ${row.CCE} on a failed task: a failed task's CCE is 0`] };
    return { ok: true, row };
}
function errorVerdict(task, record, error) {
    return { task, record, status: 'error', success: null, message: null, checkpoints: null, error, details: {} };
}
function errorLine(file, model, suite, e) {
    const where = [suite === null ? null : `suite ${suite}`, e.record, e.task ? `task ${e.task}` : null]
        .filter(Boolean)
        .join(', ');
    return `${file}: model ${shown(model)}${where ? `, ${where}` : ''}: ${e.message}`;
}
/** Untrusted text, short and on one line, for messages. */
function shown(text, max = 100) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}


/***/ }),

/***/ 1694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IS: () => (/* binding */ INDEX_JSON),
/* harmony export */   Jt: () => (/* binding */ serializeIndex),
/* harmony export */   XD: () => (/* binding */ INDEX_MD),
/* harmony export */   Xh: () => (/* binding */ buildIndex),
/* harmony export */   Xt: () => (/* binding */ INDEX_METRICS),
/* harmony export */   mf: () => (/* binding */ renderIndexMarkdown),
/* harmony export */   xF: () => (/* binding */ ImportIndexSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5155);
/* harmony import */ var _views_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4091);
/* harmony import */ var _views_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8247);
/* harmony import */ var _views_provenance_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6199);
/* harmony import */ var _checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(481);
/**
 * The index over the models of one import (`<out>/index.json`, `index.md`): per model, suite and
 * split, the figures of that model's report (SR, reconstructed PSR, CCE, rounds, chats) with
 * their coverage. A view of the reports: nothing here computes a figure.
 */






const INDEX_VERSION = 1;
const INDEX_JSON = 'index.json';
const INDEX_MD = 'index.md';
/** The figures the index shows, in its column order (each with its observed_ twin when the report has one). */
const INDEX_METRICS = ['SR_percent', 'PSR_percent', 'CCE', 'rounds_mean', 'chats_mean'];
const FiguresSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    valid: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    coverage: _report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .CoverageSchema */ .Uj,
    metrics: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), _report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .MetricSchema */ .My)
        .describe("the suite's (or split's) metrics, as in the model's scores.json"),
});
const IndexSuiteSchema = FiguresSchema.extend({
    publish: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(false)
        .optional()
        .describe('the manifest marks the suite `publish: false`: only its splits are headline figures'),
    splits: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FiguresSchema).optional().describe("the suite's splits (manifest `splits`), when it has any"),
});
const ImportIndexSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    index_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(INDEX_VERSION),
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(_checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPORT_FORMAT */ .Cn),
    file: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('the checkpoint-inputs file, as given'),
    source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('where the outcomes come from: harness-reported, not re-verified by agent-eval'),
    tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    benchmark: _report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .BenchmarkInfoSchema */ .H,
    stages: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('stage → suite'),
    errors: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('problems of the file itself'),
    models: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        dir: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .nullable()
            .describe('the directory of its report, relative to the output directory; null when it was not imported'),
        rows: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
        status: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['final', 'not_final', 'invalid', 'not_imported']),
        valid: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        final: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        errors: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('every problem of its rows, naming the file, the model and the row'),
        suites: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(IndexSuiteSchema),
    })),
});
function buildIndex(result, file, stages, header) {
    return {
        index_version: INDEX_VERSION,
        format: _checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPORT_FORMAT */ .Cn,
        file,
        source: _checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKPOINT_INPUTS_SOURCE */ .Zj,
        tool: header.tool,
        benchmark: header.benchmark,
        stages: Object.fromEntries([...stages].map(([stage, suite]) => [stage, suite.name])),
        errors: result.errors,
        models: result.models.map((m) => ({
            model: m.model,
            dir: m.report ? m.model : null,
            rows: m.rows,
            status: m.report ? m.report.status : 'not_imported',
            valid: m.report?.valid ?? false,
            final: m.report?.final ?? false,
            errors: m.errors,
            suites: (m.report?.suites ?? []).map(suiteFigures),
        })),
    };
}
/** The figures of a suite's one trial (an import has one), and of each of its splits. */
function suiteFigures(suite) {
    const trial = suite.trials[0];
    const splits = suite.splits;
    return {
        ...figures(suite.name, suite.valid, suite.final, trial),
        ...(suite.publish === false ? { publish: false } : {}),
        ...(splits?.length ? { splits: splits.map((s) => figures(s.name, s.valid, s.final, s.trials[0])) } : {}),
    };
}
function figures(name, valid, final, trial) {
    const metrics = {};
    for (const m of INDEX_METRICS) {
        for (const n of [m, `observed_${m}`])
            if (trial?.metrics[n])
                metrics[n] = trial.metrics[n];
    }
    return {
        name,
        valid,
        final,
        coverage: trial?.coverage ?? { expected: 0, scored: 0, missing_tasks: [], errors: 0 },
        metrics,
    };
}
function serializeIndex(index) {
    return `${JSON.stringify(ImportIndexSchema.parse(index), null, 2)}\n`;
}
const MISSING_SHOWN = 10;
const ERRORS_SHOWN = 50;
/** index.md: one table per suite (and split), a row per model. */
function renderIndexMarkdown(index) {
    const out = [`## Imported ${_checkpoint_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPORT_FORMAT */ .Cn}: ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(index.file, 200)}`, ''];
    out.push(`Outcomes: ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(index.source)}. PSR is reconstructed (method ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)('checkpoint_fraction_v1')}) from the saved verifier messages.`, '');
    const b = index.benchmark;
    out.push(`${(0,_views_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .provenance */ .a)(b, _views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY).benchmark}; stages: ${Object.entries(index.stages)
        .map(([st, su]) => `${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(st)} → ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(su)}`)
        .join(', ')}.`, '');
    // A benchmark with uncommitted changes is said (docs/provenance.md).
    const { dirty } = (0,_views_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .provenance */ .a)(b, _views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY);
    if (dirty)
        out.push(`> **⚠️ Warning:** ${dirty}`, '');
    const tables = new Map();
    const add = (key, model, status, f) => tables.set(key, [...(tables.get(key) ?? []), { model, status, f }]);
    for (const m of index.models) {
        for (const s of m.suites) {
            add(`Suite ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(s.name)}${s.publish === false ? ' (publish: false: not a headline figure; its splits are)' : ''}`, m.model, m.status, s);
            for (const sp of s.splits ?? [])
                add(`Suite ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(s.name)}, split ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(sp.name)}`, m.model, m.status, sp);
        }
    }
    for (const [title, rows] of tables) {
        const names = INDEX_METRICS.filter((n) => rows.some((r) => r.f.metrics[n]));
        out.push(`### ${title}`, '');
        out.push(`| Model | Status | Coverage | ${names.map((n) => (0,_views_format_js__WEBPACK_IMPORTED_MODULE_1__/* .metricTitle */ .Vu)(n)).join(' | ')} |`, `|${' --- |'.repeat(3 + names.length)}`);
        for (const r of rows) {
            const status = !r.f.valid ? 'invalid' : r.f.final ? 'final' : 'not final';
            out.push(`| ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(r.model)} | ${status} | ${r.f.coverage.scored}/${r.f.coverage.expected} | ${names.map((n) => (0,_views_format_js__WEBPACK_IMPORTED_MODULE_1__/* .metricCell */ .nT)(r.f.metrics, n)).join(' | ')} |`);
        }
        out.push('');
        for (const r of rows) {
            const missing = r.f.coverage.missing_tasks;
            if (missing.length === 0)
                continue;
            const list = missing
                .slice(0, MISSING_SHOWN)
                .map((t) => (0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(t, 100))
                .join(', ');
            out.push(`- ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(r.model)}: ${missing.length} task(s) missing: ${list}${missing.length > MISSING_SHOWN ? `, … and ${missing.length - MISSING_SHOWN} more (index.json lists all)` : ''}`);
        }
        if (rows.some((r) => r.f.coverage.missing_tasks.length > 0))
            out.push('');
    }
    const errors = [...index.errors, ...index.models.flatMap((m) => m.errors)];
    if (errors.length > 0) {
        out.push(`### Rejected (${errors.length})`, '', 'Each is an error of its model (never a zero or a failure); the other rows are imported.', '');
        for (const e of errors.slice(0, ERRORS_SHOWN))
            out.push(`- ❌ ${(0,_views_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(e)}`);
        if (errors.length > ERRORS_SHOWN)
            out.push(`- … and ${errors.length - ERRORS_SHOWN} more (index.json lists all)`);
        out.push('');
    }
    return `${out.join('\n').trimEnd()}\n`;
}


/***/ })

};
