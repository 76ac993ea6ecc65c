export const id = 587;
export const ids = [587];
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

/***/ 4023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ setupFindings),
/* harmony export */   mD: () => (/* binding */ pipRequirements)
/* harmony export */ });
/* unused harmony export declaredRequirements */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _manifest_setup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(108);
/* harmony import */ var _verifier_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1425);
/**
 * `agent-eval validate`'s check of the manifest's `setup.python` (docs/manifest.md, "setup"): is
 * every declared requirement installed in the Python the verifiers run with? It asks that Python
 * (importlib.metadata, in a subprocess: no network, nothing installed) and names what is missing.
 * Requirements are read simply: a name, extras, version specifiers and a marker; only an exact
 * `==` pin is compared with the installed version, other specifiers and markers are not evaluated.
 */





/** The interpreter verifiers run with when none is named (docs/verifiers.md, "Verifier dependencies"). */
const DEFAULT_PYTHON = 'python3';
/** The requirements `setup.python` declares, and the lines that could not be read (as findings). */
async function declaredRequirements(setup, root) {
    const requirements = [];
    const findings = [];
    const add = (line, where) => {
        const m = _manifest_setup_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUIREMENT */ .y.exec(line
            .replace(/\s+--hash=\S+/g, '')
            .replace(/\s*@\s*\S+.*$/, (rest) => (rest.includes(';') ? rest.slice(rest.indexOf(';')) : '')));
        if (!m) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${where}: "${line}" is not a requirement agent-eval can check (a name with optional extras and version specifiers); it is not checked`,
                warning: true,
            });
            return;
        }
        const pin = /^===?\s*([^,\s]+)$/.exec(m[3]?.trim() ?? '');
        requirements.push({ text: line, name: m[1], pin: pin ? pin[1] : null });
    };
    for (const line of setup.python.packages ?? [])
        add(line.trim(), 'setup.python.packages');
    if (setup.python.requirements !== undefined) {
        const file = setup.python.requirements;
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, file), 'utf8');
        }
        catch (err) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `setup.python.requirements: cannot read ${file}: ${err.code ?? err.message}`,
            });
            return { requirements, findings };
        }
        const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
        lines.forEach((raw, i) => {
            const line = raw.replace(/(^|\s)#.*$/, '').trim();
            if (line === '')
                return;
            if (line.startsWith('-')) {
                findings.push({
                    suite: 'setup',
                    task: null,
                    problem: `${file}:${i + 1}: "${line}": options and included files are not checked`,
                    warning: true,
                });
                return;
            }
            add(line, `${file}:${i + 1}`);
        });
    }
    return { requirements, findings };
}
/** Asks `python` which of these distributions are installed, and at which version. */
const PROBE = `
import json, sys
from importlib import metadata
names = json.load(sys.stdin)
found = {}
for name in names:
    try:
        found[name] = metadata.version(name)
    except metadata.PackageNotFoundError:
        found[name] = None
print(json.dumps({"executable": sys.executable, "found": found}))
`;
/** The findings of `setup.python` against the interpreter `python` (a path, or a name on PATH). */
async function setupFindings(setup, root, python = DEFAULT_PYTHON, env = process.env) {
    if (!setup)
        return [];
    const { requirements, findings } = await declaredRequirements(setup, root);
    if (requirements.length === 0)
        return findings;
    let answer;
    try {
        answer = JSON.parse(await probe(python, requirements.map((r) => r.name), env));
    }
    catch (err) {
        findings.push({
            suite: 'setup',
            task: null,
            problem: `cannot check setup.python with ${python}: ${err.message}`,
        });
        return findings;
    }
    for (const r of requirements) {
        const installed = answer.found[r.name];
        if (installed === null || installed === undefined) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${r.name} (declared "${r.text}") is not installed in ${answer.executable}; install the setup there, or name the Python that has it with --python`,
            });
        }
        else if (r.pin !== null && !pinMatches(r.pin, installed)) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${r.name} ${installed} is installed in ${answer.executable}, but "${r.text}" is declared`,
            });
        }
    }
    return findings;
}
/** `==1.2.*` matches 1.2.x; otherwise the strings must be equal. */
function pinMatches(pin, installed) {
    return pin.endsWith('.*')
        ? installed === pin.slice(0, -2) || installed.startsWith(pin.slice(0, -1))
        : installed === pin;
}
function probe(python, names, env) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(python, ['-c', PROBE], { env: (0,_verifier_env_js__WEBPACK_IMPORTED_MODULE_4__/* .verifierEnv */ .i)(env, [], python), timeout: 120_000, maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) => {
            if (err)
                reject(new Error(`${err.code === 'ENOENT' ? 'no such interpreter' : err.message.split('\n')[0]}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-1)[0]}` : ''}`));
            else
                resolve(stdout);
        });
        child.stdin?.end(JSON.stringify(names));
    });
}
/**
 * What pip installs for `setup.python`, as one requirements text: the requirements file as it is,
 * then the listed packages, one a line; null without a setup. The reusable workflows install it and
 * key the cached environment by its sha256 (docs/verifiers.md, "Verifier dependencies").
 */
async function pipRequirements(setup, root) {
    if (!setup)
        return null;
    const parts = [];
    if (setup.python.requirements !== undefined) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, setup.python.requirements), 'utf8');
        parts.push(text.endsWith('\n') || text === '' ? text : `${text}\n`);
    }
    for (const line of setup.python.packages ?? [])
        parts.push(`${line}\n`);
    return parts.join('');
}


/***/ }),

/***/ 5968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateBenchmark: () => (/* binding */ validateBenchmark)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/benchmark.ts
var core_benchmark = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/tree.ts
var fs_tree = __webpack_require__(6639);
// EXTERNAL MODULE: ./src/core/layout/run.ts
var layout_run = __webpack_require__(7283);
// EXTERNAL MODULE: ./src/core/submission/read.ts
var read = __webpack_require__(1082);
// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/report/splits.ts
var report_splits = __webpack_require__(8421);
// EXTERNAL MODULE: ./src/core/manifest/parts.ts
var parts = __webpack_require__(9379);
;// CONCATENATED MODULE: ./src/core/report/held-out-findings.ts


/** Fewer held-out tasks than this and `validate` warns. */
const MIN_HELD_OUT_TASKS = 20;
const warning = (suite, what, n) => ({
    suite,
    task: null,
    problem: `${what} is held out but has ${n} task(s): an aggregate over fewer than ${MIN_HELD_OUT_TASKS} tasks can reveal a single task's verdict (docs/held-out.md)`,
    warning: true,
});
/** A warning for the held-out suite, and for each held-out split, with fewer than MIN_HELD_OUT_TASKS catalog tasks. */
function heldOutFindings(suite, catalog) {
    const findings = [];
    if (suite.held_out && catalog.length < MIN_HELD_OUT_TASKS)
        findings.push(warning(suite.name, `suite ${suite.name}`, catalog.length));
    if (!suite.splits)
        return findings;
    const { members } = (0,report_splits/* splitMembership */.$6)(suite.splits, catalog);
    for (const [name, split] of Object.entries(suite.splits)) {
        const n = members.get(name).length;
        if ((0,parts/* splitHeldOut */.mM)(split, suite.held_out) && n < MIN_HELD_OUT_TASKS)
            findings.push(warning(suite.name, `split ${name}`, n));
    }
    return findings;
}

// EXTERNAL MODULE: ./src/core/import/checkpoint-inputs.ts
var checkpoint_inputs = __webpack_require__(481);
// EXTERNAL MODULE: ./src/core/setup/python.ts
var setup_python = __webpack_require__(4023);
// EXTERNAL MODULE: ./src/core/score.ts + 4 modules
var score = __webpack_require__(2468);
;// CONCATENATED MODULE: ./src/core/validate-run.ts


async function sampleRunFindings(benchmarkDir, manifest, run, env) {
    const checks = manifest.suites
        .filter((s) => !run.suites?.length || run.suites.includes(s.name))
        .map((suite) => ({ suite, check: (0,registry/* kindOf */.I)(suite.kind).sampleRunCheck?.(suite) ?? null }))
        .filter((c) => c.check !== null);
    if (checks.length === 0)
        return [];
    const report = await (0,score.score)({
        benchmarkDir,
        runDir: run.dir,
        env,
        ...(run.suites?.length ? { suites: run.suites } : {}),
    });
    return checks.flatMap(({ suite, check }) => check(report.suites.find((s) => s.name === suite.name)));
}

;// CONCATENATED MODULE: ./src/core/validate.ts
/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * (opening the benchmark loads them), then each suite's own checks, from its kind.
 */












/** Throws ConfigError/UsageError when the manifest itself cannot be used. */
/** `python`: the Python verifiers run with (`--python`); undefined: python3 on PATH. */
async function validateBenchmark(dir, env = process.env, run, python) {
    const benchmark = await (0,core_benchmark/* openBenchmark */._k)(dir);
    const findings = [];
    const suites = [];
    for (const suite of benchmark.manifest.suites) {
        const catalog = benchmark.catalogs.get(suite.name);
        const checked = await (0,registry/* kindOf */.I)(suite.kind).validate(suite, {
            root: benchmark.root,
            manifestFile: benchmark.file,
            catalog,
            env,
            python,
        });
        findings.push(...checked.findings);
        const keys = catalog.map((t) => t.key);
        findings.push(...(0,report_splits/* splitFindings */.nb)(suite, keys), ...heldOutFindings(suite, keys));
        const splits = suite.splits
            ? [...(0,report_splits/* splitMembership */.$6)(suite.splits, keys).members].map(([name, tasks]) => ({ name, tasks: tasks.length }))
            : undefined;
        suites.push({
            name: suite.name,
            kind: suite.kind,
            tasks: catalog.length,
            checked: checked.checked,
            ...(splits ? { splits } : {}),
        });
    }
    findings.push(...(0,checkpoint_inputs/* importStageFindings */.kf)(benchmark));
    findings.push(...(await (0,setup_python/* setupFindings */.SG)(benchmark.manifest.setup, benchmark.root, python, env)));
    if (run) {
        // The layout checks of score (layout/check.ts): what a run laid out like this one would leave unread.
        const root = await (0,promises_.realpath)(run.dir).catch(() => null);
        if (!root || !(await (0,promises_.stat)(root)).isDirectory())
            throw new errors/* UsageError */.eb('not a directory', 'run', run.dir);
        const manifest = benchmark.manifest.suites;
        const selected = run.suites?.length ? manifest.filter((s) => run.suites.includes(s.name)) : manifest;
        for (const name of run.suites ?? []) {
            if (!manifest.some((s) => s.name === name))
                throw new errors/* UsageError */.eb(`no such suite in ${benchmark.file} (suites: ${manifest.map((s) => s.name).join(', ')})`, 'suite', name);
        }
        const tree = new fs_tree/* RunTree */.g(root);
        findings.push(...(0,layout_run/* layoutFindings */.B)(await (0,layout_run/* runLayout */.W)(tree, manifest, selected, run.suites?.length === 1, (0,read/* readSubmission */.V)(root, tree), {
            catalogs: benchmark.catalogs,
            runShown: run.dir,
        })));
        findings.push(...(await sampleRunFindings(benchmark.root, benchmark.manifest, { ...run, dir: root }, env)));
    }
    return { benchmark: benchmark.root, suites, findings };
}


/***/ })

};
