export const id = 405;
export const ids = [405];
export const modules = {

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


/***/ })

};
