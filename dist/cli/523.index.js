export const id = 523;
export const ids = [523];
export const modules = {

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ describeIgnored)
/* harmony export */ });
function describeIgnored(e) {
    if (e.missed === '')
        return e.hint;
    return `${e.path}: matches none of ${e.missed}${e.nearest ? `; nearest ${e.nearest}` : ''}: ${e.hint}`;
}


/***/ }),

/***/ 523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _layout_describe_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7369);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1114);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8247);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6199);
/* harmony import */ var _submission_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1404);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5948);
/* harmony import */ var _overview_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(495);
/**
 * The terminal view of a report (`--format text`, the CLI's default): plain text, no markdown
 * and so no markdown escapes; what needs a reader's attention first (the status, the benchmark,
 * what went wrong in the submission checks) then per suite a table of the trials' headline
 * metrics, the reliability figures in one line, and the failed and errored tasks with their
 * messages. The rest (per-task verdicts, methods, charts) is in summary.md, whose path closes it.
 *
 * Every text from the report goes through terminalText (a report may come from an untrusted
 * artifact; a name may carry escape sequences), so the only control sequences in the output are
 * the colours this view adds itself, and only when asked (`color`: a terminal, NO_COLOR unset).
 */







/** Failed or errored tasks listed per trial; the rest are counted and left to summary.md. */
const TEXT_TASKS_SHOWN = 20;
const FINDINGS_SHOWN = 10;
const MESSAGE_MAX = 300;
const SGR = { bold: '1', dim: '2', red: '31', green: '32', yellow: '33' };
/** Untrusted text on one line, bounded. */
function t(text, max = 200) {
    const flat = (0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_3__/* .terminalText */ .e)(text);
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
function renderText(report, options = {}) {
    const paint = options.color ? (style, text) => `\u001b[${SGR[style]}m${text}\u001b[0m` : (_, text) => text;
    const status = {
        final: paint('green', 'FINAL'),
        not_final: paint('yellow', 'NOT FINAL'),
        invalid: paint('red', 'INVALID'),
    }[report.status];
    const out = [
        paint('bold', `agent-eval: ${t(report.benchmark.name)} — `) + status,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .statusExplanation */ .gO)(report),
        '',
    ];
    const errors = report.errors ?? [];
    if (errors.length > 0) {
        out.push(paint('red', `This report could not be written whole: ${errors.length} part(s) were replaced or left out, and the report is invalid:`));
        for (const e of errors)
            out.push(`  ${t(e.message, MESSAGE_MAX)}`);
        out.push('');
    }
    const b = report.benchmark;
    const { benchmark, dirty } = (0,_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .provenance */ .a)(b, (p) => t(p));
    out.push(`${benchmark}; ${t(report.tool.name)} ${t(report.tool.version)}.`);
    if (dirty)
        out.push(paint('yellow', `Warning: ${dirty}`));
    const meta = report.submission.metadata;
    const described = meta
        ? Object.entries(meta)
            .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
            .slice(0, 8)
            .map(([k, v]) => `${t(k, 40)}: ${t(String(v), 100)}`)
            .join(', ')
        : '';
    out.push(`Submission ${t(report.submission.path)}${described ? ` (${described})` : ''}.`, '');
    out.push(...submissionChecks(report, paint));
    if (report.ignored?.length)
        out.push(...ignoredLines(report.ignored, paint), '');
    if (report.not_hashed)
        out.push(...notHashedLines(report.not_hashed, paint), '');
    for (const suite of report.suites)
        out.push(...suiteText(suite, paint));
    if (options.summaryPath)
        out.push(paint('dim', `The per-task verdicts, methods and reliability details: ${t(options.summaryPath, 1000)}`));
    return `${out.join('\n').trimEnd()}\n`;
}
/** Only what needs attention: the checks that did not pass, and the findings. */
function submissionChecks(report, paint) {
    const review = report.submission.review;
    if (!review)
        return [];
    if (review.file === null)
        return [
            'Submission checks: no submission.yml.',
            ...review.findings
                .slice(0, FINDINGS_SHOWN)
                .map((f) => `  ${paint('yellow', 'warning')}: ${t(f.message, MESSAGE_MAX)} (${f.code})`),
            '',
        ];
    const flagged = review.checks.filter((c) => c.status === 'warning' || c.status === 'error');
    if (review.findings.length === 0 && flagged.length === 0)
        return [`Submission checks: ${paint('green', 'all passed')}.`, ''];
    const errors = review.findings.filter((f) => f.severity === 'error').length;
    const warnings = review.findings.length - errors;
    const counts = [
        errors ? paint('red', `${errors} error(s)`) : '',
        warnings ? paint('yellow', `${warnings} warning(s)`) : '',
    ]
        .filter(Boolean)
        .join(', ');
    const out = [
        `Submission checks: ${counts || 'see below'} (${flagged.map((c) => _submission_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_TITLES */ .Z[c.check]).join(', ')}).`,
    ];
    // One line per cause (views/attention.ts): the same finding of many files, with its places.
    const groups = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .groupProblems */ .Uh)((0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .submissionFindings */ .JT)(report));
    for (const g of groups.slice(0, FINDINGS_SHOWN)) {
        const { shown, more } = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .shownPlaces */ .GF)(g.places);
        const where = g.places.length === 0 ? '' : `${shown.map((p) => t(p, 100)).join(', ')}${more > 0 ? ` and ${more} more` : ''}: `;
        out.push(`  ${g.severity === 'error' ? paint('red', 'error') : paint('yellow', 'warning')}: ${where}${t(g.cause, MESSAGE_MAX)} (${g.code})`);
    }
    if (groups.length > FINDINGS_SHOWN)
        out.push(`  … and ${groups.length - FINDINGS_SHOWN} more in summary.md`);
    return [...out, ''];
}
/** Entries of the run whose content hashing leaves out (docs/sharding.md), one line each. */
function notHashedLines(n, paint) {
    const more = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .notHashedMore */ .mt)(n);
    const lines = n.entries
        .slice(0, _format_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_HASHED_SHOWN */ .iy)
        .map((e) => `  ${paint('yellow', 'not hashed')}: ${t((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNotHashed */ .SK)(e), MESSAGE_MAX)}`);
    return [paint('yellow', `Warning: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .notHashedHeading */ .VZ)(n)}:`), ...lines, ...(more ? [`  ${more}`] : [])];
}
/** Entries of the run nothing reads (docs/run-layout.md): one line per cause (views/attention.ts), with its places. */
function ignoredLines(ignored, paint) {
    const groups = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .groupProblems */ .Uh)((0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .ignoredProblems */ .$t)(ignored, ''));
    return groups.map((g) => {
        if (g.places.length <= 1) {
            const e = ignored.find((x) => x.missed === '' ? g.places.length === 0 && x.hint === g.cause : x.path === g.places[0]);
            return `  ${paint('yellow', 'ignored')}: ${t((0,_layout_describe_js__WEBPACK_IMPORTED_MODULE_6__/* .describeIgnored */ .M)(e), MESSAGE_MAX)}`;
        }
        const { shown, more } = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .shownPlaces */ .GF)(g.places);
        return `  ${paint('yellow', 'ignored')}: ${shown.map((p) => t(p, 100)).join(', ')}${more > 0 ? ` and ${more} more` : ''}: ${t(g.cause, MESSAGE_MAX)}`;
    });
}
function suiteText(suite, paint) {
    const status = !suite.valid
        ? paint('red', 'INVALID')
        : suite.final
            ? paint('green', 'FINAL')
            : paint('yellow', 'NOT FINAL');
    const out = [`${paint('bold', `Suite ${t(suite.name)} (${t(suite.kind)})`)} — ${status}`];
    for (const note of suite.notes)
        out.push(`  note: ${t(note, MESSAGE_MAX)}`);
    for (const e of suite.errors)
        out.push(`  ${paint('red', 'error')}: ${e.record ? `${t(e.record)}: ` : ''}${t(e.message, MESSAGE_MAX)}`);
    if (suite.ignored?.length)
        out.push(...ignoredLines(suite.ignored, paint));
    if (suite.trials.length > 0) {
        const names = [...new Set(suite.trials.flatMap((tr) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .headlineNames */ .re)(tr.metrics)))];
        if (suite.publish === false)
            out.push(`  ${paint('dim', "publish: false: these figures over all the suite's tasks are not headline figures; its splits' (below) are.")}`);
        const rows = [['Trial', 'Status', 'Coverage', ...names.map((n) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .metricLabel */ .B)(n, suite.trials[0].metrics[n]))]];
        for (const tr of suite.trials)
            rows.push([
                t(tr.name, 60),
                trialStatus(tr),
                `${tr.coverage.scored}/${tr.coverage.expected}`,
                ...names.map((n) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .metricCell */ .nT)(tr.metrics, n)),
            ]);
        out.push(...table(rows).map((line, i) => `  ${i === 0 ? paint('dim', line) : line}`));
    }
    const reliability = reliabilityLine(suite.reliability);
    if (reliability)
        out.push(`  ${reliability}`);
    out.push(...splitLines(suite, paint));
    for (const tr of suite.trials)
        out.push(...trialProblems(tr, paint));
    return [...out, ''];
}
function trialStatus(tr) {
    return !tr.valid ? 'invalid' : tr.final ? 'final' : 'not final';
}
/** Each split (docs/splits.md): its status, a row per trial, its reliability line. */
function splitLines(suite, paint) {
    const splits = suite.splits ?? [];
    if (splits.length === 0)
        return [];
    const names = [...new Set(splits.flatMap((s) => s.trials.flatMap((tr) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .headlineNames */ .re)(tr.metrics))))];
    const first = splits.flatMap((s) => s.trials)[0];
    const rows = [['Split', 'Trial', 'Status', ...names.map((n) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .metricLabel */ .B)(n, first?.metrics[n]))]];
    for (const s of splits) {
        for (const tr of s.trials)
            rows.push([
                t(s.name, 60),
                t(tr.name, 60),
                `${!tr.valid ? 'invalid' : tr.final ? 'final' : 'not final'} ${tr.coverage.scored}/${tr.coverage.expected}`,
                ...names.map((n) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .metricCell */ .nT)(tr.metrics, n)),
            ]);
    }
    const out = [
        `  Splits: ${splits.map((s) => `${t(s.name, 60)} (${s.tasks} task(s)) ${!s.valid ? paint('red', 'INVALID') : s.final ? paint('green', 'FINAL') : paint('yellow', 'NOT FINAL')}`).join(', ')}`,
    ];
    if (rows.length > 1)
        out.push(...table(rows).map((line, i) => `  ${i === 0 ? paint('dim', line) : line}`));
    for (const s of splits) {
        const line = reliabilityLine(s.reliability);
        if (line)
            out.push(`  ${t(s.name, 60)}: ${line}`);
    }
    return out;
}
function reliabilityLine(r) {
    if (!r || r.n_trials < 2 || r.tasks === 0)
        return null;
    const ks = Array.from({ length: Math.min(r.n_trials, 5) }, (_, i) => i + 1);
    const series = (by) => ks.map((k) => percent(by[k])).join(' / ');
    const more = r.n_trials > ks.length ? ` (k = 1..${ks.length} of ${r.n_trials})` : '';
    const observed = r.final ? '' : ', observed';
    return `Reliability over ${r.tasks} task(s) × ${r.n_trials} trials${observed}: pass^k ${series(r.pass_hat_k)} %, pass@k ${series(r.pass_at_k)} % for k = ${ks.join(', ')}${more}; ${r.flips.count} task(s) flip.`;
}
function percent(fraction) {
    return typeof fraction === 'number' ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(100 * fraction) : '—';
}
/** A trial's missing, pending, failed and errored tasks, with their messages. */
function trialProblems(tr, paint) {
    const out = [];
    const name = t(tr.name, 60);
    if (tr.coverage.missing_tasks.length > 0)
        out.push(`  ${name}: ${tr.coverage.missing_tasks.length} missing: ${list(tr.coverage.missing_tasks.map((x) => t(x, 100)))}`);
    if (tr.pending.length > 0)
        out.push(`  ${name}: ${tr.pending.length} pending: ${list(tr.pending.map((p) => `${t(p.task, 100)} (${t(p.what, 100)})`))}`);
    for (const w of (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .withheldMetrics */ .TC)(tr.metrics)) {
        const more = w.more > 0 ? `; … and ${w.more} more in scores.json` : '';
        out.push(`  ${name}: ${paint('yellow', `${t((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .metricLabel */ .B)(w.name, w.metric))} withheld`)}: ${t(`${w.reasons.join('; ')}${more}`, MESSAGE_MAX)}`);
    }
    const claimed = tr.verdicts.filter((v) => v.status === 'failure' && v.details.claimed_success === true).length;
    if (claimed > 0)
        out.push(`  ${name}: ${claimed} record(s) claimed success that the verifier did not confirm (self-reports are never trusted).`);
    const failed = tr.verdicts.filter((v) => v.status === 'failure');
    // Errors: every error entry (it says where: task, record, stage); an error verdict without one is listed too.
    const entryTasks = new Set(tr.errors.map((e) => e.task));
    // One line per cause (views/attention.ts): the same error of many tasks, with its places.
    const byCause = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .groupProblems */ .Uh)((0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .errorProblems */ .hg)(tr.errors, '', null));
    const errored = [
        ...byCause.map((g) => {
            if (g.whole !== null && g.places.length <= 1) {
                const e = tr.errors.find((x) => x.message === g.whole);
                return {
                    where: [e.task ? t(e.task, 100) : null, e.record ? `record ${t(e.record)}` : null].filter(Boolean).join(', ') ||
                        'trial',
                    text: `${e.message} (${e.stage})`,
                };
            }
            const { shown, more } = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .shownPlaces */ .GF)(g.places);
            return {
                where: `${shown.map((p) => t(p, 100)).join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
                text: `${g.cause} (${g.code})`,
            };
        }),
        ...tr.verdicts
            .filter((v) => v.status === 'error' && !entryTasks.has(v.task))
            .map((v) => ({ where: t(v.task, 100), text: v.error ?? '' })),
    ];
    if (failed.length + errored.length === 0)
        return out;
    out.push(`  ${name}: ${failed.length} failed, ${(0,_overview_js__WEBPACK_IMPORTED_MODULE_2__/* .erroredIn */ .r)(tr)} error(s):`);
    const lines = [
        ...errored.map((e) => `    ${paint('red', 'ERROR')} ${e.where}: ${t(e.text, MESSAGE_MAX)}`),
        ...failed.map((v) => `    ${paint('yellow', 'FAIL')}  ${t(v.task, 100)}${v.message ? `: ${t(v.message, MESSAGE_MAX)}` : ''}`),
    ];
    out.push(...lines.slice(0, TEXT_TASKS_SHOWN));
    if (lines.length > TEXT_TASKS_SHOWN)
        out.push(`    … and ${lines.length - TEXT_TASKS_SHOWN} more in summary.md`);
    return out;
}
function list(items) {
    const shown = items.slice(0, TEXT_TASKS_SHOWN).join(', ');
    return items.length > TEXT_TASKS_SHOWN ? `${shown}, … and ${items.length - TEXT_TASKS_SHOWN} more` : shown;
}
/** Columns padded to their widest cell (by code points; wide characters are rare in these cells). */
function table(rows) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    return rows.map((r) => r
        .map((cell, i) => (i >= 3 ? cell.padStart(widths[i]) : cell + ' '.repeat(widths[i] - [...cell].length)))
        .join('  ')
        .trimEnd());
}


/***/ })

};
