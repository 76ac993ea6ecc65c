export const id = 244;
export const ids = [244,692,405];
export const modules = {

/***/ 1244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/benchmark.ts
var core_benchmark = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/fs/walk.ts
var walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/import/checkpoint-inputs.ts
var checkpoint_inputs = __webpack_require__(481);
// EXTERNAL MODULE: ./src/core/import/models-index.ts
var models_index = __webpack_require__(1694);
// EXTERNAL MODULE: ./src/core/report/write.ts + 1 modules
var write = __webpack_require__(3692);
// EXTERNAL MODULE: ./src/core/report/redact.ts
var redact = __webpack_require__(6405);
;// CONCATENATED MODULE: ./src/core/import/write.ts
/**
 * Writes an import: one agent-eval report per model in `<out>/<model>/` (scores.json, summary.md,
 * summary.csv, by the report writer every command uses) and the index over models beside them.
 * The input file is only ever read, by the caller: nothing here opens it.
 */





async function writeImport(result, index, outDir) {
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const reports = new Map();
    const problems = [];
    for (const m of result.models) {
        if (!m.report)
            continue;
        // (checkpoint-inputs.ts refused every model name that is not one directory name)
        const dir = external_node_path_default().join(outDir, m.model);
        const written = await (0,write.writeReport)((0,redact.redact)(m.report), dir);
        problems.push(...written.problems.map((p) => `model ${m.model}: ${p}`));
        reports.set(m.model, dir);
    }
    const markdown = (0,models_index/* renderIndexMarkdown */.mf)(index);
    const files = { index: external_node_path_default().join(outDir, models_index/* INDEX_JSON */.IS), indexMarkdown: external_node_path_default().join(outDir, models_index/* INDEX_MD */.XD) };
    (0,external_node_fs_.writeFileSync)(files.index, (0,models_index/* serializeIndex */.Jt)(index));
    (0,external_node_fs_.writeFileSync)(files.indexMarkdown, markdown);
    return { ...files, markdown, reports, problems };
}

// EXTERNAL MODULE: ./src/core/report/policy.ts
var policy = __webpack_require__(7034);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./src/core/views/format.ts
var format = __webpack_require__(8247);
// EXTERNAL MODULE: ./src/core/util/terminal.ts
var terminal = __webpack_require__(1114);
// EXTERNAL MODULE: ./src/core/views/provenance.ts
var provenance = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/fields.ts
var fields = __webpack_require__(6961);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/import.ts
/**
 * `agent-eval import checkpoint-inputs FILE --benchmark DIR [--out DIR] [--stage STAGE=SUITE]...`:
 * AgentWorld's checkpoint inputs (what score_psr.py reads) as one agent-eval report per model and
 * an index over models. A thin adapter: it reads the file (bounded, through the untrusted reader:
 * never written to), and prints; the reports come from core/import.
 */

















const IMPORT_FORMATS = ['checkpoint-inputs'];
/** The file is refused above this size (V8 holds little more as one string). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 64;
const ERRORS_SHOWN = 50;
async function importCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        benchmark: { type: 'string' },
        out: { type: 'string' },
        stage: { type: 'string', multiple: true },
        'fail-on': { type: 'string' },
        format: { type: 'string' },
    });
    if (values.help) {
        io.out(`${help/* HELP */._.import}\n`);
        return 0;
    }
    const [what, file, ...extra] = positionals;
    if (what === undefined)
        throw new errors/* UsageError */.eb(`import: name what to import (${IMPORT_FORMATS.join(', ')}) and the file`);
    if (!IMPORT_FORMATS.includes(what))
        throw new errors/* UsageError */.eb(`import ${what}: unknown format (formats: ${IMPORT_FORMATS.join(', ')})`);
    if (file === undefined)
        throw new errors/* UsageError */.eb('import checkpoint-inputs: name the checkpoint-inputs JSON file');
    if (extra.length > 0)
        throw new errors/* UsageError */.eb(`import checkpoint-inputs: one file at a time (also given: ${extra.join(' ')})`);
    const format = (0,args/* outputFormat */.B$)(values.format);
    const failOn = (values['fail-on'] ?? 'non-final');
    if (!policy/* FAIL_ON */.d.includes(failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${policy/* FAIL_ON */.d.join(', ')}`);
    const outDir = values.out ?? 'agent-eval-import';
    refuseOutAroundInput(file, outDir);
    let benchmark;
    try {
        benchmark = await (0,core_benchmark/* openBenchmark */._k)((0,args/* required */.mw)(values.benchmark, '--benchmark'));
    }
    catch (err) {
        if (err instanceof errors/* UsageError */.eb && err.field !== undefined)
            throw new errors/* UsageError */.eb((0,fields/* cliMessage */.k)(err, fields/* FLAGS */.W));
        throw err;
    }
    const stages = (0,checkpoint_inputs/* stageSuites */.UX)(benchmark, values.stage ?? []);
    // Read only, bounded, through the untrusted reader (no symlink followed, no FIFO, no hard link).
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    const result = (0,checkpoint_inputs/* importCheckpointInputs */.bk)({ benchmark, stages, value: read.value, file });
    if (result.models.length === 0 && result.errors.length > 0)
        throw new errors/* UsageError */.eb(result.errors.join('; '));
    const index = (0,models_index/* buildIndex */.Xh)(result, file, stages, {
        tool: { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w },
        benchmark: (0,core_benchmark/* benchmarkInfo */.wV)(benchmark),
    });
    const written = await writeImport(result, index, outDir);
    for (const p of written.problems)
        io.err(`agent-eval: ${(0,terminal/* terminalText */.e)(p)}\n`);
    if (format === 'json')
        io.out((0,models_index/* serializeIndex */.Jt)(index));
    else if (format === 'markdown')
        io.out(written.markdown);
    else
        io.out(renderIndexText(index));
    const imported = result.models.filter((m) => m.report);
    io.err(`Wrote ${external_node_path_default().join(outDir, 'index.json')}, index.md and ${imported.length} report(s), one per model in ${outDir}/<model>/.\n`);
    const passes = result.errors.length === 0 &&
        result.models.length > 0 &&
        result.models.every((m) => m.report !== null && (0,policy/* passesPolicy */.S)(m.report, failOn));
    if (!passes)
        io.err(`Exit 1: not every model's report passes --fail-on ${failOn}.\n`);
    return passes ? 0 : 1;
}
/** The output directory may not hold the input: the import never writes where its input is. */
function refuseOutAroundInput(file, outDir) {
    let input;
    try {
        input = (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        throw new errors/* UsageError */.eb(`${file}: no such file`);
    }
    let out = external_node_path_default().resolve(outDir);
    try {
        out = (0,external_node_fs_.realpathSync)(out);
    }
    catch {
        // not there yet: it cannot hold the input
        return;
    }
    if ((0,walk/* isInside */.FK)(out, input))
        throw new errors/* UsageError */.eb(`--out ${outDir} holds the input ${file}: choose another output directory (the input is never written to, nor written beside)`);
}
/** The terminal view: a line per model, suite and split. */
function renderIndexText(index) {
    const out = [
        `Imported checkpoint-inputs ${plain(index.file, 300)}: ${index.models.length} model(s), ${index.models.reduce((n, m) => n + m.rows, 0)} row(s)`,
    ];
    const { benchmark, dirty } = (0,provenance/* provenance */.a)(index.benchmark, (t) => plain(t, 300));
    out.push(`${benchmark}.`);
    if (dirty)
        out.push(`Warning: ${dirty}`);
    out.push(`Outcomes: ${checkpoint_inputs/* CHECKPOINT_INPUTS_SOURCE */.Zj}; PSR reconstructed from the saved verifier messages.`, '');
    const names = models_index/* INDEX_METRICS */.Xt;
    const header = ['model', 'suite', 'status', 'coverage', 'SR %', 'PSR %', 'CCE', 'rounds', 'chats'];
    const rows = [header];
    for (const m of index.models) {
        if (m.suites.length === 0)
            rows.push([plain(m.model), '—', 'not imported', '', '', '', '', '', '']);
        for (const s of m.suites) {
            for (const f of [s, ...(s.splits ?? []).map((sp) => ({ ...sp, name: `${s.name}/${sp.name}` }))]) {
                const status = !f.valid ? 'invalid' : f.final ? 'final' : 'not final';
                const unpublished = f === s && s.publish === false ? ' (publish: false, see its splits)' : '';
                rows.push([
                    plain(m.model),
                    `${plain(f.name)}${unpublished}`,
                    status,
                    `${f.coverage.scored}/${f.coverage.expected}`,
                    ...names.map((n) => cell(f.metrics, n)),
                ]);
            }
        }
    }
    const widths = header.map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
    for (const r of rows)
        out.push(r
            .map((c, i) => (i >= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
            .join('  ')
            .trimEnd());
    out.push('', 'A withheld figure (not final: missing tasks or errors) shows "— (obs. X)": the value over the imported rows only.');
    const missing = index.models.flatMap((m) => m.suites
        .filter((s) => s.coverage.missing_tasks.length > 0)
        .map((s) => `${plain(m.model)} ${plain(s.name)}: ${s.coverage.missing_tasks.length} task(s) missing`));
    if (missing.length > 0)
        out.push(...missing.map((l) => `  ${l} (index.json lists them)`));
    const errors = [...index.errors, ...index.models.flatMap((m) => m.errors)];
    if (errors.length > 0) {
        out.push('', `Rejected (${errors.length}); each is an error, never a zero; the other rows are imported:`);
        for (const e of errors.slice(0, ERRORS_SHOWN))
            out.push(`  - ${plain(e, 500)}`);
        if (errors.length > ERRORS_SHOWN)
            out.push(`  - … and ${errors.length - ERRORS_SHOWN} more (index.json lists all)`);
    }
    return `${out.join('\n')}\n`;
}
function cell(metrics, name) {
    const m = metrics[name];
    if (!m)
        return '';
    if (m.value !== null)
        return (0,format/* formatNumber */.ZV)(m.value, name === 'CCE' ? 4 : 2);
    const observed = metrics[`observed_${name}`];
    return observed?.value != null ? `— (obs. ${(0,format/* formatNumber */.ZV)(observed.value)})` : '—';
}
function plain(text, max = 100) {
    const flat = (0,terminal/* terminalText */.e)(text);
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}


/***/ }),

/***/ 7034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ passesPolicy),
/* harmony export */   d: () => (/* binding */ FAIL_ON)
/* harmony export */ });
const FAIL_ON = ['non-final', 'invalid', 'failure', 'never'];
function passesPolicy(report, failOn) {
    switch (failOn) {
        case 'never':
            return true;
        case 'invalid':
            return report.valid;
        case 'non-final':
            return report.valid && report.final;
        case 'failure':
            return (report.valid &&
                report.final &&
                report.suites.every((s) => s.trials.every((t) => t.verdicts.every((v) => v.status === 'success'))));
    }
}


/***/ }),

/***/ 6405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hasHeldOut: () => (/* binding */ hasHeldOut),
/* harmony export */   redact: () => (/* binding */ redact),
/* harmony export */   textRedactor: () => (/* binding */ textRedactor)
/* harmony export */ });
/* harmony import */ var _splits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8421);

/** What stands for a held-out task's name wherever a list keeps its count (missing, pending, incomplete). */
const HELD_OUT_TASK = '(held-out task)';
/** Whether the report has any held-out suite or split. */
function hasHeldOut(report) {
    return report.suites.some((s) => s.held_out !== undefined || (s.splits ?? []).some((sp) => sp.held_out !== undefined));
}
/**
 * The public report: the report itself when nothing in it is held out, else a copy without the
 * details of the held-out tasks. Pure: the given report is not changed.
 */
function redact(report) {
    if (!hasHeldOut(report))
        return report;
    const names = heldOutNames(report);
    const scrub = scrubber(names);
    const mentions = mentioner(names);
    const redacted = {
        ...report,
        submission: redactClaims(report),
        suites: report.suites.map((s) => redactSuite(s, mentions)),
    };
    return scrubStrings(redacted, scrub);
}
/** A function that replaces every held-out task name (and record path) in a text: for log lines written beside the public report. */
function textRedactor(report) {
    return hasHeldOut(report) ? scrubber(heldOutNames(report)) : (text) => text;
}
/**
 * The submission checks without the unrounded figures of held-out suites and splits: a claimed
 * score's finding about one (`suite S` or `suite S/split`) says only that it differs.
 */
function redactClaims(report) {
    const review = report.submission.review;
    if (!review)
        return report.submission;
    const decimals = new Map();
    for (const s of report.suites) {
        const part = heldOutPart(s);
        if (!part)
            continue;
        decimals.set(s.name, part.decimals);
        for (const sp of s.splits ?? [])
            if (sp.held_out)
                decimals.set(`${s.name}/${sp.name}`, sp.held_out.decimals);
    }
    const heldName = (field, message) => [...decimals.keys()].some((name) => field?.startsWith(`claimed_scores.${name}.`) ||
        message.includes(`suite ${name},`) ||
        message.includes(`suite ${name} `));
    const round = (c, x) => x === null ? null : roundTo(x, c.metric.endsWith('_percent') ? decimals.get(c.suite) : decimals.get(c.suite) + 2);
    const findings = review.findings.map((f) => f.code === 'claimed_score_mismatch' && heldName(f.field, f.message)
        ? {
            ...f,
            message: `${f.field ?? 'claimed_scores'}: the claimed score of a held-out suite or split differs from the rescored one or could not be compared (the figures are in the private report)`,
        }
        : f);
    const claims = review.claims.map((c) => decimals.has(c.suite) ? { ...c, rescored: round(c, c.rescored), observed: round(c, c.observed) } : c);
    return { ...report.submission, review: { ...review, findings, claims } };
}
/** The held-out part of a suite: the whole suite, or the tasks of its held-out splits. */
function heldOutPart(s) {
    if (s.held_out)
        return { inHeldOut: () => true, decimals: s.held_out.decimals };
    const held = (s.splits ?? []).filter((sp) => sp.held_out);
    if (held.length === 0)
        return null;
    const matchers = held.map((sp) => (0,_splits_js__WEBPACK_IMPORTED_MODULE_0__/* .splitMatcher */ .Zb)(sp.match));
    return {
        inHeldOut: (task) => task !== null && matchers.some((m) => m(task)),
        decimals: Math.min(...held.map((sp) => sp.held_out.decimals)),
    };
}
/** Every task name (and record file) of the held-out tasks that the report holds; records a public task shares are left out. */
function heldOutNames(report) {
    const names = new Set();
    const records = new Set();
    const publicRecords = new Set();
    for (const s of report.suites) {
        const part = heldOutPart(s);
        if (!part)
            continue;
        const held = (task) => task !== null && part.inHeldOut(task);
        for (const t of s.trials) {
            for (const v of t.verdicts) {
                if (held(v.task)) {
                    names.add(v.task);
                    if (v.record)
                        records.add(v.record);
                }
                else if (v.record)
                    publicRecords.add(v.record);
            }
            for (const task of t.coverage.missing_tasks)
                if (held(task))
                    names.add(task);
            for (const e of t.errors) {
                if (held(e.task))
                    names.add(e.task);
                if (part.inHeldOut(e.task) && e.record)
                    records.add(e.record);
            }
            for (const p of t.pending)
                if (held(p.task))
                    names.add(p.task);
            for (const c of t.cce?.tasks ?? [])
                if (held(c.task))
                    names.add(c.task);
        }
        for (const e of s.errors)
            if (e.task !== null && part.inHeldOut(e.task))
                names.add(e.task);
    }
    for (const r of publicRecords)
        records.delete(r);
    return [...names, ...records];
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Replaces each name in a text with HELD_OUT_TASK: longer names first; a name under 4 characters only as a whole word. */
function scrubber(names) {
    const sorted = [...new Set(names)].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
    if (sorted.length === 0)
        return (text) => text;
    const word = (n) => `(?<![A-Za-z0-9_])${escapeRegExp(n)}(?![A-Za-z0-9_])`;
    const alternatives = sorted.map((n) => (n.length >= 4 ? escapeRegExp(n) : word(n))).join('|');
    const re = new RegExp(alternatives, 'g');
    return (text) => text.replace(re, HELD_OUT_TASK);
}
/** Whether a text names a held-out task (or record): an error about such a record is an error of the held-out part. */
function mentioner(names) {
    const scrub = scrubber(names);
    return (text) => text !== null && scrub(text) !== text;
}
/** Fields whose strings are names or fixed words of the report, never a task's text: left as they are. */
const STRUCTURAL = new Set([
    'name',
    'kind',
    'tool',
    'status',
    'stage',
    'method',
    'tasks_from',
    'code',
    'severity',
    'check',
    'why',
    'source',
]);
function scrubStrings(value, scrub) {
    if (typeof value === 'string')
        return scrub(value);
    if (Array.isArray(value))
        return value.map((v) => scrubStrings(v, scrub));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, STRUCTURAL.has(k) ? v : scrubStrings(v, scrub)]));
    }
    return value;
}
const roundTo = (x, decimals) => Math.round(x * 10 ** decimals) / 10 ** decimals;
/** A percent metric is published with `decimals` decimals; every other figure (a fraction, a mean) with two more. */
function roundMetric(name, m, decimals) {
    return m.value === null ? m : { ...m, value: roundTo(m.value, name.endsWith('_percent') ? decimals : decimals + 2) };
}
const STAGE_WORDS = {
    discovery: 'could not be found',
    record: 'record(s) could not be read',
    identity: 'record(s) did not say which task they are',
    verifier: 'verifier run(s) failed',
    metric: 'metric input(s) could not be used',
    judge: 'judge request(s) failed',
    merge: 'partial report error(s)',
    report: 'report error(s)',
};
/** Errors counted by kind: "3 record(s) could not be read (held-out tasks: details in the private report)". */
function countedErrors(errors) {
    const byStage = new Map();
    for (const e of errors)
        byStage.set(e.stage, (byStage.get(e.stage) ?? 0) + 1);
    return [...byStage].map(([stage, n]) => ({
        task: null,
        record: null,
        stage,
        message: `${n} ${stage === 'discovery' ? `thing(s) ${STAGE_WORDS.discovery}` : STAGE_WORDS[stage]} (held-out tasks: the details are in the private report)`,
    }));
}
function countedReasons(reasons) {
    return [
        {
            task: null,
            record: null,
            message: `${reasons.length} input(s) of held-out tasks cannot be used (the details are in the private report)`,
        },
    ];
}
/** Errors of the held-out part counted by kind, after the others (kept as they are). */
function splitErrors(errors, held) {
    return [...errors.filter((e) => !held(e)), ...countedErrors(errors.filter(held))];
}
function redactMetrics(metrics, decimals, heldReason) {
    return Object.fromEntries(Object.entries(metrics).map(([name, m]) => {
        let out = roundMetric(name, m, decimals);
        if (m.withheld) {
            const held = m.withheld.filter(heldReason);
            const kept = m.withheld.filter((r) => !heldReason(r));
            const withheld = [...kept, ...(held.length > 0 ? countedReasons(held) : [])];
            out = { ...out, withheld: withheld };
        }
        return [name, out];
    }));
}
function redactReliability(r, decimals, held) {
    const frac = (x) => roundTo(x, decimals + 2);
    const fracs = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, frac(v)]));
    return {
        ...r,
        pass_hat_k: fracs(r.pass_hat_k),
        pass_at_k: fracs(r.pass_at_k),
        exact: { pass_hat_k: {}, pass_at_k: {} },
        trials: r.trials.map((t) => ({
            ...t,
            success_rate: t.success_rate === null ? null : frac(t.success_rate),
            wilson_95: t.wilson_95 === null ? null : { low: frac(t.wilson_95.low), high: frac(t.wilson_95.high) },
        })),
        mean_success_rate: r.mean_success_rate === null ? null : frac(r.mean_success_rate),
        success_rate_stderr: r.success_rate_stderr === null ? null : frac(r.success_rate_stderr),
        flips: { count: r.flips.count, tasks: r.flips.tasks.filter((f) => !held(f.task)) },
        incomplete_tasks: r.incomplete_tasks.map((t) => (held(t.task) ? { ...t, task: HELD_OUT_TASK } : t)),
    };
}
function redactCoverage(t, held) {
    return { ...t.coverage, missing_tasks: t.coverage.missing_tasks.map((task) => (held(task) ? HELD_OUT_TASK : task)) };
}
function redactTrial(t, held, wholeSuite, decimals, mentions) {
    const heldError = (e) => wholeSuite || (e.task !== null ? held(e.task) : mentions(e.record) || mentions(e.message));
    const cce = t.cce ? { ...t.cce, tasks: t.cce.tasks.filter((c) => !held(c.task)) } : undefined;
    return {
        ...t,
        coverage: redactCoverage(t, held),
        pending: t.pending.map((p) => (held(p.task) ? { task: HELD_OUT_TASK, what: 'pending (held out)' } : p)),
        errors: splitErrors(t.errors, heldError),
        metrics: redactMetrics(t.metrics, decimals, (r) => wholeSuite || (r.task !== null ? held(r.task) : mentions(r.record) || mentions(r.message))),
        verdicts: t.verdicts.filter((v) => !held(v.task)),
        ...(cce ? { cce } : {}),
    };
}
function redactSplit(sp, suiteHeld, wholeSuite, fallback) {
    const own = sp.held_out !== undefined;
    const decimals = sp.held_out?.decimals ?? fallback;
    const held = own ? () => true : suiteHeld;
    if (!own && !wholeSuite && !sp.trials.some((t) => t.coverage.missing_tasks.some(suiteHeld)))
        return sp;
    const marked = sp.held_out ? { ...sp.held_out, redacted: true } : undefined;
    return {
        ...sp,
        ...(own ? { match: HELD_OUT_TASK } : {}),
        trials: sp.trials.map((t) => ({
            ...t,
            coverage: redactCoverage(t, held),
            metrics: own || wholeSuite ? redactMetrics(t.metrics, decimals, () => true) : t.metrics,
        })),
        reliability: own || wholeSuite ? redactReliability(sp.reliability, decimals, held) : sp.reliability,
        ...(marked ? { held_out: marked } : {}),
    };
}
function redactSuite(s, mentions) {
    const part = heldOutPart(s);
    if (!part)
        return s;
    const wholeSuite = s.held_out !== undefined;
    const held = (task) => part.inHeldOut(task);
    return {
        ...s,
        errors: wholeSuite
            ? countedErrors(s.errors)
            : splitErrors(s.errors, (e) => (e.task !== null ? held(e.task) : mentions(e.record) || mentions(e.message))),
        trials: s.trials.map((t) => redactTrial(t, held, wholeSuite, part.decimals, mentions)),
        ...(s.reliability ? { reliability: redactReliability(s.reliability, part.decimals, held) } : {}),
        ...(s.splits ? { splits: s.splits.map((sp) => redactSplit(sp, held, wholeSuite, part.decimals)) } : {}),
        ...(s.held_out ? { held_out: { ...s.held_out, redacted: true } } : {}),
    };
}


/***/ }),

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
