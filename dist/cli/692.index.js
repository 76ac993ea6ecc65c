export const id = 692;
export const ids = [692];
export const modules = {

/***/ 3692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writableReport: () => (/* binding */ writableReport),
  writeReport: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/judge/cache.ts
var cache = __webpack_require__(7833);
// EXTERNAL MODULE: ./src/core/fs/path-name.ts
var path_name = __webpack_require__(1329);
// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/kinds/trajectory/judge.ts
var trajectory_judge = __webpack_require__(7086);
// EXTERNAL MODULE: ./src/core/views/csv.ts
var csv = __webpack_require__(6082);
// EXTERNAL MODULE: ./src/core/views/markdown.ts + 1 modules
var views_markdown = __webpack_require__(214);
// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
;// CONCATENATED MODULE: ./src/core/report/salvage.ts



const MAX_ROUNDS = 64;
const MAX_NAMED = 20;
/** `report` (which failed the schema with `error`) as it can be written, and what was changed. */
function salvageReport(report, error) {
    const doc = copy(report);
    const changes = new Map();
    const state = { changes, tries: new Map(), causes: new Map(), drops: new Map() };
    let issues = error.issues;
    for (let round = 0; round < MAX_ROUNDS; round++) {
        state.drops = new Map();
        for (const issue of issues)
            if (!repair(doc, issue, state))
                return minimalReport(report, changes);
        for (const [list, indexes] of state.drops)
            for (const i of [...indexes].sort((a, b) => b - a))
                list.splice(i, 1);
        const again = schema/* ReportSchema */.M9.safeParse(finished(doc, changes));
        if (again.success)
            return { report: again.data, problems: [...changes.values()] };
        issues = again.error.issues;
    }
    return minimalReport(report, changes);
}
/** One repair for one issue; false when only the whole report would do. */
function repair(doc, issue, state) {
    const { tries, drops, changes, causes } = state;
    let path = issue.path.filter((k) => typeof k !== 'symbol');
    // The errors list is the one this module writes (and the pipeline's own entries, if any, are plain strings).
    if (path[0] === 'errors' && doc.errors === undefined)
        return true;
    const node = at(doc, path);
    // What was wrong first (not that null, or nothing, will not do either).
    if (!causes.has(JSON.stringify(path)))
        causes.set(JSON.stringify(path), { message: issue.message, at: path });
    const record = (p, done) => {
        const cause = causes.get(JSON.stringify(p));
        const inside = cause.at.length > p.length ? ` at ${(0,zod_issues/* formatPath */.j)(cause.at)}` : '';
        changes.set(JSON.stringify(p), `${where(doc, p)}: ${cause.message}${inside}; ${done}`);
    };
    if (issue.code === 'unrecognized_keys' && node && !Array.isArray(node)) {
        for (const k of issue.keys)
            delete node[k];
        record(path, 'left out');
        return true;
    }
    if (issue.code === 'custom' && Array.isArray(node)) {
        // A list refused as a whole (names that must be unique): the later items that repeat a name go.
        const seen = new Set();
        const repeated = new Set();
        node.forEach((item, i) => {
            const name = typeof item === 'object' && item !== null
                ? (item.name ?? item.task)
                : undefined;
            if (typeof name !== 'string')
                return;
            if (seen.has(name))
                repeated.add(i);
            seen.add(name);
        });
        if (repeated.size > 0) {
            const set = drops.get(node) ?? new Set();
            for (const i of repeated)
                set.add(i);
            drops.set(node, set);
            record(path, `${repeated.size} repeated item(s) left out`);
            return true;
        }
    }
    for (;;) {
        if (path.length === 0)
            return false;
        const parent = at(doc, path.slice(0, -1));
        if (parent === undefined)
            return true; // inside something already dropped or replaced
        const last = path[path.length - 1];
        const key = JSON.stringify(path);
        const step = tries.get(key) ?? 0;
        if (Array.isArray(parent) && typeof last === 'number') {
            const set = drops.get(parent) ?? new Set();
            drops.set(parent, set.add(last));
            record(path, 'this item is left out');
            return true;
        }
        if (!Array.isArray(parent) && step < 2) {
            tries.set(key, step + 1);
            if (step === 0) {
                record(path, 'replaced by null');
                parent[last] = null;
            }
            else {
                record(path, 'left out');
                delete parent[last];
            }
            return true;
        }
        // Neither null nor absent will do: the enclosing part goes (what was done inside it is moot).
        for (const k of [...changes.keys()])
            if (within(JSON.parse(k), path))
                changes.delete(k);
        const cause = causes.get(key);
        path = path.slice(0, -1);
        if (!causes.has(JSON.stringify(path)))
            causes.set(JSON.stringify(path), cause);
    }
}
/** The document with the report made invalid and every change named in `errors`. */
function finished(doc, changes) {
    const all = [...changes.values()];
    const named = all.slice(0, MAX_NAMED);
    if (all.length > MAX_NAMED)
        named.push(`… and ${all.length - MAX_NAMED} more`);
    const errors = named.map((message) => ({
        task: null,
        record: null,
        stage: 'report',
        message: `could not be written as computed: ${message}`,
    }));
    return {
        ...doc,
        status: 'invalid',
        valid: false,
        final: false,
        errors: [...(doc.errors ?? []), ...errors],
    };
}
/** The last resort: the report's header, no suites, and the errors. */
function minimalReport(report, changes) {
    changes.set('[]', '(top level): the report could not be repaired; only its header is written');
    const part = (schema, value, fallback) => {
        const r = schema.safeParse(value);
        return r.success ? r.data : fallback;
    };
    const shape = schema/* ReportSchema */.M9.shape;
    const base = {
        report_version: 1,
        tool: part(shape.tool, report.tool, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }),
        benchmark: part(shape.benchmark, report.benchmark, {
            name: '(unknown)',
            repository: null,
            commit: null,
            manifest_sha256: '',
        }),
        submission: { path: part(shape.submission.shape.path, report.submission?.path, '(unknown)'), metadata: null },
        suites: [],
    };
    return { report: schema/* ReportSchema */.M9.parse(finished(base, changes)), problems: [...changes.values()] };
}
/** A path with the names of the suites and trials it passes through. */
function where(doc, path) {
    const names = [];
    let node = doc;
    for (let i = 0; i < path.length && node !== null && typeof node === 'object'; i++) {
        node = node[path[i]];
        const name = node?.name;
        // suites[i] and suites[i].trials[j] (not the reliability section's trials)
        const what = i === 1 && path[0] === 'suites' ? 'suite' : i === 3 && path[2] === 'trials' ? 'trial' : null;
        if (what && typeof name === 'string')
            names.push(`${what} ${name.slice(0, 100)}`);
    }
    return `${(0,zod_issues/* formatPath */.j)(path)}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
}
function within(inner, outer) {
    return inner.length >= outer.length && outer.every((k, i) => inner[i] === k);
}
function at(doc, path) {
    let node = doc;
    for (const k of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[k];
    }
    return node !== null && typeof node === 'object' ? node : undefined;
}
/** A deep copy of plain data (non-finite numbers kept, so that the schema still sees them). */
function copy(value) {
    if (Array.isArray(value))
        return value.map(copy);
    if (value !== null && typeof value === 'object') {
        // Own data properties (a "__proto__" key stays a key, never the copy's prototype).
        return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, copy(v)]])));
    }
    return value;
}

;// CONCATENATED MODULE: ./src/core/report/write.ts
/** Writes the report and its views to a directory: scores.json, summary.md, summary.csv. */











/**
 * The report as it can be written: itself when it passes its schema, else salvaged (salvage.ts).
 * Never throws on a report that fails the schema: a report is never lost to it.
 */
function writableReport(report) {
    const checked = schema/* ReportSchema */.M9.safeParse(report);
    return checked.success ? { report: checked.data, problems: [] } : salvageReport(report, checked.error);
}
/**
 * Writes scores.json, summary.md and summary.csv, then each suite's own files from its kind
 * (a table suite: PrepBench's `<suite>/<trial>/summary.{json,csv}`), then the CCE cache. These
 * are public files: only a report that went through redact() is written (docs/held-out.md).
 */
async function writeReport(given, outDir) {
    const { report, problems } = writableReport(given);
    // Synchronous: three files written one after the other at the end of a run (fs/promises'
    // thread-pool round trips cost more than the writes themselves).
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const files = {
        scores: external_node_path_default().join(outDir, 'scores.json'),
        summary: external_node_path_default().join(outDir, 'summary.md'),
        csv: external_node_path_default().join(outDir, 'summary.csv'),
    };
    const markdown = (0,views_markdown/* renderMarkdown */.Gc)(report);
    (0,external_node_fs_.writeFileSync)(files.scores, `${JSON.stringify(report, null, 2)}\n`); // (as parsed by writableReport)
    (0,external_node_fs_.writeFileSync)(files.summary, markdown);
    (0,external_node_fs_.writeFileSync)(files.csv, (0,csv/* renderCsv */.P)(report));
    const all = [files.scores, files.summary, files.csv];
    const put = async (file, text) => {
        await (0,promises_.writeFile)(file, text);
        all.push(file);
    };
    // Every part of a kind's file path is one file name (names can come from a forged partial).
    for (const suite of report.suites) {
        for (const file of (0,registry/* findKind */.oH)(suite.kind)?.reportFiles?.(suite) ?? []) {
            const bad = file.path.map((part) => ({ part, unsafe: (0,path_name/* pathNameProblem */.ao)(part) })).find((p) => p.unsafe !== null);
            if (file.path.length === 0 || bad) {
                problems.push(`${suite.name}: the report file ${(0,path_name/* quotedName */.aH)(file.path.join('/'))} is not written: ${bad ? `its part ${(0,path_name/* quotedName */.aH)(bad.part)} ${bad.unsafe}` : 'it has no name'}`);
                continue;
            }
            const target = external_node_path_default().join(outDir, ...file.path);
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            await put(target, file.text);
        }
    }
    await writeCceCache(report, outDir, put);
    return { ...files, all, markdown, report, problems };
}
/**
 * The CCE judge records of this report, one file per judged trajectory in `<out>/cce-cache/`,
 * so that the next run can reuse them with `--cce-cache <out>` (they are in the artifact).
 */
async function writeCceCache(report, outDir, put) {
    const records = new Map();
    for (const suite of report.suites) {
        for (const trial of suite.trials) {
            const judge = trial.cce?.judge;
            if (!judge)
                continue;
            for (const task of trial.cce.tasks) {
                const record = (0,trajectory_judge/* cacheRecordOf */.rH)(task, judge.model, judge.protocol);
                if (record)
                    records.set((0,cache/* cacheFileName */.Ep)(record.key), `${JSON.stringify(record, null, 2)}\n`);
            }
        }
    }
    if (records.size === 0)
        return;
    const dir = external_node_path_default().join(outDir, cache/* CACHE_DIR */.NC);
    await (0,promises_.mkdir)(dir, { recursive: true });
    for (const name of [...records.keys()].sort())
        await put(external_node_path_default().join(dir, name), records.get(name));
}


/***/ }),

/***/ 6082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ renderCsv),
/* harmony export */   r: () => (/* binding */ csvCell)
/* harmony export */ });
/* harmony import */ var _report_splits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8421);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8247);


const FIXED = ['suite', 'trial', 'task', 'status', 'success', 'message', 'error', 'record'];
function renderCsv(report) {
    const names = new Set();
    for (const suite of report.suites)
        for (const trial of suite.trials)
            (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .detailNamesOf */ .tA)(trial.verdicts, names);
    const detailNames = [...names].sort();
    // With splits (docs/splits.md), a `splits` column names the splits of each task's row (space-separated).
    const withSplits = report.suites.some((s) => s.splits?.length);
    const lines = [[...FIXED, ...(withSplits ? ['splits'] : []), ...detailNames].map(csvCell).join(',')];
    const blanks = ',,,,' + ','.repeat(detailNames.length); // success … record, then the details
    for (const suite of report.suites) {
        const suiteCell = csvCell(suite.name);
        const splitsOf = splitNamer(suite);
        for (const trial of suite.trials) {
            const prefix = `${suiteCell},${csvCell(trial.name)},`;
            for (const v of trial.verdicts) {
                let line = `${prefix}${csvCell(v.task)},${csvCell(v.status)},${v.success === null ? '' : String(v.success)},${csvCell(v.message ?? '')},${csvCell(v.error ?? '')},${csvCell(v.record ?? '')}`;
                if (withSplits)
                    line += `,${csvCell(splitsOf(v.task))}`;
                for (const n of detailNames) {
                    const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
                    line += `,${x === undefined || x === null ? '' : csvCell(String(x))}`;
                }
                lines.push(line);
            }
            for (const task of trial.coverage.missing_tasks) {
                lines.push(withSplits
                    ? `${prefix}${csvCell(task)},missing,,,,,${csvCell(splitsOf(task))}${','.repeat(detailNames.length)}`
                    : `${prefix}${csvCell(task)},missing${blanks}`);
            }
        }
    }
    return lines.join('\n') + '\n';
}
/** RFC 4180 quoting, and a leading quote on text that a spreadsheet would run as a formula. */
function csvCell(value) {
    if (!/^[=+\-@\t\r]|[",\n\r]/.test(value))
        return value; // nothing to quote (most cells)
    let v = value;
    if (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v))
        v = `'${v}`;
    return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
/** The names of the splits a task of the suite is in, space-separated (split names have no space). */
function splitNamer(suite) {
    const splits = (suite.splits ?? []).map((s) => ({ name: s.name, test: (0,_report_splits_js__WEBPACK_IMPORTED_MODULE_0__/* .splitMatcher */ .Zb)(s.match) }));
    return (task) => splits
        .filter((s) => s.test(task))
        .map((s) => s.name)
        .join(' ');
}


/***/ })

};
