export const id = 705;
export const ids = [705];
export const modules = {

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

/***/ 5948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ ignoredProblems),
/* harmony export */   GF: () => (/* binding */ shownPlaces),
/* harmony export */   JT: () => (/* binding */ submissionFindings),
/* harmony export */   Uh: () => (/* binding */ groupProblems),
/* harmony export */   VG: () => (/* binding */ suiteFindings),
/* harmony export */   hg: () => (/* binding */ errorProblems)
/* harmony export */ });
/** Places shown per cause; the rest are counted ("and K more"). */
const PLACES_SHOWN = 5;
/** Problems with the same severity, scope, cause and code as one group, in the order first seen; places once each. */
function groupProblems(problems) {
    const groups = new Map();
    for (const p of problems) {
        const key = JSON.stringify([p.severity, p.scope, p.cause, p.code]);
        let g = groups.get(key);
        if (!g)
            groups.set(key, (g = {
                severity: p.severity,
                scope: p.scope,
                cause: p.cause,
                code: p.code,
                places: [],
                whole: p.whole ?? null,
            }));
        else if (g.whole !== (p.whole ?? null))
            g.whole = null;
        if (p.place !== null && !g.places.includes(p.place))
            g.places.push(p.place);
    }
    return [...groups.values()];
}
/** The places of a group, at most PLACES_SHOWN, then `and K more`. */
function shownPlaces(places, limit = PLACES_SHOWN) {
    return { shown: places.slice(0, limit), more: Math.max(0, places.length - limit) };
}
/** The submission findings: the path a finding is about is its place. */
function submissionFindings(report) {
    const review = report.submission.review;
    if (!review)
        return [];
    return review.findings.map((f) => {
        const prefix = f.path ? `${f.path}: ` : '';
        const placed = prefix !== '' && f.message.startsWith(prefix);
        return {
            severity: f.severity,
            scope: 'Submission',
            cause: placed ? f.message.slice(prefix.length) : f.message,
            code: f.code,
            place: placed ? f.path : null,
        };
    });
}
/** Entries of the run nothing reads (docs/run-layout.md): the entry is the place, the rule it missed and the hint the cause. */
function ignoredProblems(ignored, scope) {
    return (ignored ?? []).map((e) => e.missed === ''
        ? { severity: 'warning', scope, cause: e.hint, code: null, place: null }
        : {
            severity: 'warning',
            scope,
            cause: `matches none of ${e.missed}${e.nearest ? `; nearest ${e.nearest}` : ''}: ${e.hint}`,
            code: null,
            place: e.path,
        });
}
/** A suite's notes and errors, and per trial its missing tasks and errors. */
function suiteFindings(suite) {
    const scope = `Suite ${suite.name}`;
    const out = suite.notes.map((note) => ({
        severity: 'warning',
        scope,
        cause: note,
        code: null,
        place: null,
    }));
    out.push(...errorProblems(suite.errors, scope, null));
    out.push(...ignoredProblems(suite.ignored, `${scope}, entries not read`));
    for (const t of suite.trials) {
        for (const task of t.coverage.missing_tasks)
            out.push({
                severity: 'warning',
                scope,
                cause: 'missing: the trial has no record for the task',
                code: null,
                place: `${t.name} ${task}`,
            });
        out.push(...errorProblems(t.errors, scope, t));
    }
    return out;
}
/**
 * Errors, each with its place (the trial, the task, the records) cut out of its message, so that
 * the same error of many tasks is one cause: a task's name reads `‹task›`, a record's `‹file›`.
 */
function errorProblems(errors, scope, trial) {
    const recordsOf = new Map();
    for (const e of errors)
        if (e.task && e.record)
            recordsOf.set(e.task, [...(recordsOf.get(e.task) ?? []), e.record]);
    return errors.map((e) => {
        const records = e.task ? (recordsOf.get(e.task) ?? []) : e.record ? [e.record] : [];
        let cause = e.message;
        for (const r of [...records].sort((a, b) => b.length - a.length))
            cause = cause.split(r).join('‹file›');
        if (e.task)
            cause = cause.split(e.task).join('‹task›');
        const where = [trial?.name, e.task ?? e.record].filter((x) => x).join(' ');
        return { severity: 'error', scope, cause, code: e.stage, place: where || null, whole: e.message };
    });
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

/***/ 495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ suiteOverview),
/* harmony export */   r: () => (/* binding */ erroredIn)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8247);

function mean(values) {
    if (values.length === 0 || values.some((v) => typeof v !== 'number'))
        return null;
    return values.reduce((a, b) => a + b, 0) / values.length;
}
function suiteOverview(suite) {
    const status = !suite.valid ? 'invalid' : suite.final ? 'final' : 'not_final';
    const metric = suite.trials.length > 0 ? ((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .headlineNames */ .re)(suite.trials[0].metrics)[0] ?? null) : null;
    const value = metric ? mean(suite.trials.map((t) => t.metrics[metric]?.value)) : null;
    const observed = metric && value === null
        ? mean(suite.trials.map((t) => t.metrics[metric]?.value ?? t.metrics[`observed_${metric}`]?.value))
        : null;
    return {
        suite,
        status,
        metric,
        value,
        observed,
        interval: value === null ? null : intervalOf(suite, value),
        trials: suite.trials.length,
        expectedTrials: suite.expected_trials,
        scored: suite.trials.reduce((n, t) => n + t.coverage.scored, 0),
        expected: suite.trials.reduce((n, t) => n + t.coverage.expected, 0),
        failed: suite.trials.reduce((n, t) => n + t.verdicts.filter((v) => v.status === 'failure').length, 0),
        errored: suite.trials.reduce((n, t) => n + erroredIn(t), 0),
    };
}
/** A trial's errors: its error entries, and its errored tasks that have none (as the terminal lists them, views/text.ts). */
function erroredIn(t) {
    const withEntry = new Set(t.errors.map((e) => e.task));
    return t.errors.length + t.verdicts.filter((v) => v.status === 'error' && !withEntry.has(v.task)).length;
}
/** The reliability figures' interval, only when they are of this value (a success rate in percent, over the same tasks). */
function intervalOf(suite, value) {
    const r = suite.reliability;
    if (!r || !r.final || r.n_trials !== suite.trials.length || r.mean_success_rate === null)
        return null;
    if (Math.abs(100 * r.mean_success_rate - value) > 0.01)
        return null;
    if (r.n_trials === 1) {
        const w = r.trials[0]?.wilson_95;
        return w ? { kind: 'wilson', low: 100 * w.low, high: 100 * w.high } : null;
    }
    return r.success_rate_stderr === null
        ? null
        : { kind: 'stderr', stderr: 100 * r.success_rate_stderr, trials: r.n_trials };
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


/***/ }),

/***/ 1404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ CHECK_TITLES),
/* harmony export */   f: () => (/* binding */ renderSubmissionDetails)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4091);

const CHECK_TITLES = {
    file: 'submission.yml',
    fields: 'declared fields',
    benchmark_repository: 'benchmark repository',
    benchmark_revision: 'benchmark revision',
    trial_count: 'trial count',
    checksums: 'checksums (sha256)',
    claimed_scores: 'claimed scores',
};
const STATUS = {
    passed: '✅ passed',
    warning: '⚠️ warning',
    error: '❌ error',
    skipped: '— skipped',
};
const CLAIMS_SHOWN = 100;
/**
 * The submission checks for a collapsed block: a summary of the results (plain text, for a
 * `<summary>`; null without a review) and the lines: what submission.yml declares, each check's
 * result, and the claimed scores against the rescored ones.
 */
function renderSubmissionDetails(report) {
    const review = report.submission.review;
    if (!review)
        return { summary: null, lines: [] };
    if (review.file === null)
        return { summary: 'no submission.yml', lines: [] };
    const counts = ['passed', 'warning', 'error', 'skipped']
        .map((status) => [status, review.checks.filter((c) => c.status === status).length])
        .filter(([, n]) => n > 0)
        .map(([status, n]) => `${n} ${status === 'warning' ? 'warning(s)' : status === 'error' ? 'error(s)' : status}`);
    const claims = review.claims.length > 0
        ? `; ${review.claims.filter((c) => c.status === 'match').length} of ${review.claims.length} claimed score(s) match`
        : '';
    const out = [];
    const declared = declaredLine(review);
    if (declared)
        out.push(declared, '');
    out.push('| Check | Result | Detail |', '| --- | --- | --- |');
    for (const c of review.checks)
        out.push(`| ${CHECK_TITLES[c.check]} | ${STATUS[c.status]} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(c.detail, 300)} |`);
    out.push('');
    out.push(...claimsTable(review));
    return { summary: `${counts.join(', ')}${claims}`, lines: out };
}
function declaredLine(review) {
    const d = review.declared;
    if (!d)
        return null;
    const parts = [];
    if (d.model)
        parts.push(`model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(String(d.model.id ?? '?'), 200)}${d.model.version !== undefined ? ` (version ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(String(d.model.version), 100)})` : ''}`);
    if (d.harness)
        parts.push(`harness ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.harness.repository ?? '?', 200)}${d.harness.commit ? ` at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.harness.commit, 64)}` : ''}`);
    if (d.benchmark)
        parts.push(`benchmark ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.benchmark.repository ?? '?', 200)}${d.benchmark.revision ? ` at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.benchmark.revision, 64)}` : ''}`);
    if (d.trials?.count !== undefined)
        parts.push(`${d.trials.count} trial(s)${d.trials.seeds ? `, seeds ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.trials.seeds.slice(0, 20).join(', '), 200)}` : ''}`);
    if (d.judge)
        parts.push(`CCE judge ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.judge.model ?? '?', 200)} at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(d.judge.endpoint ?? '?', 200)}`);
    const files = review.checksums ? `; ${review.checksums.listed} file(s) in the sha256 manifest` : '';
    return parts.length > 0 || files ? `Declared in submission.yml: ${parts.join('; ')}${files}.` : null;
}
function claimsTable(review) {
    if (review.claims.length === 0)
        return [];
    const result = { match: '✅ match', mismatch: '⚠️ differs', withheld: '⚠️ withheld', not_found: '⚠️ not in report' };
    const out = [
        '| Suite | Trial | Metric | Claimed | Rescored | Tolerance | Result |',
        '| --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const c of review.claims.slice(0, CLAIMS_SHOWN)) {
        const rescored = c.rescored !== null ? String(c.rescored) : c.observed !== null ? `— (observed ${c.observed})` : '—';
        out.push(`| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(c.suite, 100)} | ${c.trial === null ? 'mean' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(c.trial, 100)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(c.metric, 100)} | ${c.claimed} | ${rescored} | ±${c.tolerance} | ${result[c.status]} |`);
    }
    if (review.claims.length > CLAIMS_SHOWN)
        out.push('', `… and ${review.claims.length - CLAIMS_SHOWN} more in scores.json.`);
    out.push('');
    return out;
}


/***/ })

};
