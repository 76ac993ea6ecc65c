export const id = 988;
export const ids = [988];
export const modules = {

/***/ 6432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: ./src/core/compare/compare.ts + 3 modules
var compare = __webpack_require__(6772);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
;// CONCATENATED MODULE: ./src/core/compare/input.ts
/**
 * A report given to `agent-eval compare`, checked before anything is compared: an agent-eval
 * report (scores.json) of the version this agent-eval reads. Every problem is a UsageError
 * naming the file.
 */






const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;
/**
 * The reports named (the baseline first), each a scores.json or the directory holding it, read
 * and checked; labelled as given. The same file named twice (through any path) is refused.
 */
function readCompareInputs(given) {
    const seen = new Map();
    return given.map((name) => {
        const file = locateReport(name);
        const real = (0,external_node_fs_.realpathSync)(file);
        if (seen.has(real))
            throw new errors/* UsageError */.eb(`${name}: the same report as ${seen.get(real)} (${file}): name each report once`);
        seen.set(real, name);
        return { label: name, report: readReportFile(file) };
    });
}
/** A report file, or a directory holding scores.json. */
function locateReport(given) {
    let info;
    try {
        info = (0,external_node_fs_.statSync)(given);
    }
    catch {
        throw new errors/* UsageError */.eb(`${given}: no such file or directory`);
    }
    if (info.isFile())
        return given;
    if (!info.isDirectory())
        throw new errors/* UsageError */.eb(`${given}: not a file or a directory`);
    const file = external_node_path_default().join(given, 'scores.json');
    if (!(0,external_node_fs_.statSync)(file, { throwIfNoEntry: false })?.isFile())
        throw new errors/* UsageError */.eb(`${given}: no scores.json in this directory`);
    return file;
}
function readReportFile(file) {
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    return reportFromValue(read.value, file);
}
function reportFromValue(value, shown) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !('suites' in value)) {
        throw new errors/* UsageError */.eb(`${shown}: not an agent-eval report (scores.json): ${Array.isArray(value) ? 'a JSON array' : 'no suites'}`);
    }
    if ('compare_version' in value)
        throw new errors/* UsageError */.eb(`${shown}: this is a comparison (compare.json), not a report: compare the reports themselves`);
    const version = value.report_version;
    if (version !== schema/* REPORT_VERSION */.Aj) {
        const given = typeof version === 'number' || typeof version === 'string'
            ? JSON.stringify(version)
            : version === undefined
                ? 'none'
                : typeof version;
        throw new errors/* UsageError */.eb(`${shown}: report_version ${given}; this agent-eval reads report version ${schema/* REPORT_VERSION */.Aj}: score the submission again with this version, or compare with the agent-eval that wrote it`);
    }
    const parsed = schema/* ReportSchema */.M9.safeParse(value);
    if (!parsed.success)
        throw new errors/* UsageError */.eb(`${shown}: not a valid agent-eval report: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
    return parsed.data;
}

// EXTERNAL MODULE: ./src/core/compare/schema.ts
var compare_schema = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/core/kinds/metrics.ts
var metrics = __webpack_require__(1270);
// EXTERNAL MODULE: ./src/core/views/compare.ts
var views_compare = __webpack_require__(2609);
;// CONCATENATED MODULE: ./src/core/compare/write.ts
/** Writes a comparison and its views to a directory: compare.json, compare.md, compare.csv. */




/** The comparison is checked against its own schema first (a bug here is an internal error, never a silent file). */
function writeComparison(comparison, outDir) {
    const checked = (0,compare_schema/* comparisonSchema */.D)().parse(comparison);
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const files = {
        json: external_node_path_default().join(outDir, 'compare.json'),
        markdown: external_node_path_default().join(outDir, 'compare.md'),
        csv: external_node_path_default().join(outDir, 'compare.csv'),
    };
    (0,external_node_fs_.writeFileSync)(files.json, (0,views_compare/* serializeComparison */.MN)(checked));
    (0,external_node_fs_.writeFileSync)(files.markdown, (0,views_compare/* renderCompareMarkdown */.xm)(checked));
    (0,external_node_fs_.writeFileSync)(files.csv, (0,views_compare/* renderCompareCsv */.gP)(checked));
    return files;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/help-metrics.ts
var help_metrics = __webpack_require__(7251);
;// CONCATENATED MODULE: ./src/cli/compare.ts
/**
 * `agent-eval compare BASELINE ARM...`: paired differences of arms against a baseline on the
 * same tasks, with non-inferiority at a margin (docs/compare.md). A thin adapter: it reads the
 * reports; the figures come from core/compare.
 */









async function compareCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        suite: { type: 'string', multiple: true },
        metric: { type: 'string' },
        margin: { type: 'string' },
        confidence: { type: 'string' },
        json: { type: 'boolean' },
        out: { type: 'string' },
        'allow-different-benchmarks': { type: 'boolean' },
    });
    if (values.help) {
        io.out(`${(0,help_metrics/* compareHelp */.t)()}\n`);
        return 0;
    }
    if (positionals.length < 2)
        throw new errors/* UsageError */.eb('compare: name the baseline report and at least one arm (each a scores.json or the directory holding it)');
    const metric = values.metric === undefined ? undefined : (0,metrics/* metricByName */.tX)(values.metric);
    if (metric === null)
        throw new errors/* UsageError */.eb(`--metric ${values.metric}: one of ${(0,metrics/* metricNames */.Zv)().join(', ')}`);
    const margin = values.margin === undefined ? null : (0,args/* decimal */._)('--margin', values.margin);
    if (margin !== null && margin < 0)
        throw new errors/* UsageError */.eb(`--margin ${values.margin}: a margin is a number ≥ 0 (in the metric's unit: points for ${(0,metrics/* listText */.so)((0,metrics/* pointNames */.N$)())})`);
    const confidence = (0,args/* confidenceFlag */.jK)(values.confidence);
    const inputs = readCompareInputs(positionals);
    const comparison = (0,compare/* compareReports */.l)(inputs[0], inputs.slice(1), {
        suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
        metric,
        margin,
        confidence,
        allowDifferentBenchmarks: Boolean(values['allow-different-benchmarks']),
    });
    if (values.out !== undefined) {
        const files = writeComparison(comparison, values.out);
        io.err(`Comparison written to ${files.json} (and compare.md, compare.csv).\n`);
    }
    if (values.json)
        io.out((0,views_compare/* serializeComparison */.MN)((0,compare_schema/* comparisonSchema */.D)().parse(comparison)));
    else
        io.out((0,views_compare/* renderCompareMarkdown */.xm)(comparison)
            .replace(/^```mermaid\n[\s\S]*?^```\n*/gm, '')
            .replace(/^Chart: .*\n\n?/gm, ''));
    if (!comparison.final)
        io.err('Exit 1: the comparison is not final (see the findings).\n');
    return comparison.final ? 0 : 1;
}


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
