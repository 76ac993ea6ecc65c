export const id = 388;
export const ids = [388];
export const modules = {

/***/ 7251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ siteHelp),
/* harmony export */   t: () => (/* binding */ compareHelp)
/* harmony export */ });
/* harmony import */ var _core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1270);
/**
 * The help texts that list metrics (compare, site), from the kinds' metric lists
 * (kinds/metrics.ts). Apart from help.ts so that `--help` and `--version` load no kind.
 */

/** compare's texts that list metrics, from the kinds' metric lists (kinds/metrics.ts). */
function compareMetricTexts() {
    const [success, ...others] = (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedMetrics */ .Bo)();
    const successOf = (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .otherSuccessNames */ .iu)()
        .map((n) => `${n.name} is the success metric of ${(0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(n.kinds)} suites`)
        .join('; ');
    return {
        others: (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(others.flatMap(_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .namesOf */ .eZ)),
        successNames: (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(success ? (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .namesOf */ .eZ)(success) : [], 'or'),
        successOf: successOf ? `\n(${successOf})` : '',
        points: (0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .pointNames */ .N$)().join(', '),
    };
}
function compareHelp() {
    const m = compareMetricTexts();
    return `Usage: agent-eval compare BASELINE ARM... [--suite S]... [--metric M] [--margin POINTS]
                         [--confidence 0.95] [--json] [--out DIR] [--allow-different-benchmarks]

Compares each ARM with the BASELINE on the same tasks (each a scores.json or the directory
holding it). Per suite, per arm: per task the mean over that arm's trials; the paired
differences arm − baseline, their mean, standard error and t interval over tasks; the tasks
improved, regressed (named) and tied; for one-trial arms the exact McNemar test on the tasks
where the two disagree. The same for ${m.others} where both arms have them${m.successOf}. Tasks missing, in error or duplicated in any
report are named and left out of every figure; the comparison is then not final. See
docs/compare.md for the method and its assumptions.

  --suite S        compare only suite S (repeatable; it must be in every report)
  --metric M       the metric of the verdict and the chart: ${m.successNames} (the success
                   verdicts, the default), ${(0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)((0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedMetrics */ .Bo)().slice(1).flatMap(_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .namesOf */ .eZ), 'or')}
  --margin X       non-inferiority margin in the metric's unit (points for ${m.points}):
                   non-inferior when the interval's worse bound is within X of 0, inferior when
                   the whole interval is beyond it, inconclusive otherwise; only a final
                   comparison has a verdict (else it is shown as observed)
  --confidence C   the interval's confidence level (default 0.95)
  --json           print compare.json instead of the table
  --out DIR        write compare.json, compare.md (tables and a Mermaid chart) and compare.csv
  --allow-different-benchmarks
                   accepted and recorded; no longer needed: reports not of the same benchmark
                   (docs/provenance.md) are compared, every view says so, and nothing is final

Exit codes: 0 the comparison is final, 1 it is not (findings listed, different benchmarks among
them), 2 usage error (bad flags, unreadable reports, another report version).`;
}
function siteHelp() {
    return `Usage: agent-eval site --leaderboard DIR [--out DIR] [--history FILE]

Writes the static web site of a rescore's output directory DIR (leaderboard.json, drift.json
when there is one, submissions/<name>/scores.json, summary.md, summary.csv) to --out
(default: agent-eval-site): index.html (per suite the ranked final entries with their interval,
${(0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)([...[...(0,_core_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .siteMetrics */ .fs)().values()].map((m) => m.name), 'pass^k'])}, charts as inline SVG, the entries that are not final or invalid apart and
never ranked), submissions/<name>/index.html with its report files beside it, and drift.html.
No JavaScript, no request to any other host (a strict Content-Security-Policy), every text from
a submission escaped; the same leaderboard gives byte-identical pages. See docs/site.md.

  --leaderboard DIR  a rescore's --out directory
  --out DIR          where the site goes (default: agent-eval-site)
  --history FILE     history.json of the previous site: this rescore is appended to it, and the
                     index charts each suite's ranked values over the rescores kept (at most 366)`;
}


/***/ }),

/***/ 6772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ compareReports),
  g: () => (/* binding */ compareSuitePair)
});

// EXTERNAL MODULE: ./src/core/provenance/same.ts
var same = __webpack_require__(8389);
// EXTERNAL MODULE: ./src/core/kinds/metrics.ts
var kinds_metrics = __webpack_require__(1270);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/metrics/reliability.ts
var reliability = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/report/splits.ts
var splits = __webpack_require__(8421);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
;// CONCATENATED MODULE: ./src/core/compare/exact-test.ts
/**
 * The exact McNemar test (the sign test on the discordant pairs): of the d = b + c tasks on
 * which two one-trial arms disagree, b favour the arm and c the baseline. Under the null
 * hypothesis (no difference) b ~ Binomial(d, ½), and the two-sided p-value is
 *   p = min(1, 2 · Σ_{i ≤ min(b, c)} C(d, i) / 2^d)
 * computed exactly (BigInt) and rounded half up to 6 decimals; the exact fraction is kept too.
 * With no discordant task, p = 1.
 */

const EXACT_TEST_METHOD = 'exact_mcnemar_two_sided_v1';
/** The exact two-sided p-value as a fraction. */
function mcnemarExactP(improved, regressed) {
    for (const [name, x] of [
        ['improved', improved],
        ['regressed', regressed],
    ]) {
        if (!Number.isSafeInteger(x) || x < 0)
            throw new RangeError(`${name} must be an integer ≥ 0, got ${x}`);
    }
    const d = improved + regressed;
    if (d === 0)
        return (0,reliability/* fraction */.zO)(1n, 1n);
    const k = Math.min(improved, regressed);
    let sum = 0n;
    for (let i = 0; i <= k; i++)
        sum += (0,reliability/* binomial */.QV)(d, i);
    const num = 2n * sum;
    const den = 2n ** BigInt(d);
    return num >= den ? (0,reliability/* fraction */.zO)(1n, 1n) : (0,reliability/* fraction */.zO)(num, den);
}
function exactTest(improved, regressed) {
    const p = mcnemarExactP(improved, regressed);
    return {
        method: EXACT_TEST_METHOD,
        improved,
        regressed,
        discordant: improved + regressed,
        p_value: (0,reliability/* roundFraction */.Xf)(p),
        p_exact: (0,reliability/* fractionText */.OU)(p),
    };
}

// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
;// CONCATENATED MODULE: ./src/core/compare/student-t.ts
/**
 * Student's t distribution: the upper tail probability and its inverse (the quantile that a
 * t confidence interval needs). The code base had no quantile function (reliability uses a
 * fixed normal quantile for its Wilson intervals), and none of our runtime dependencies has
 * one; a statistics package for one function is not worth a dependency, so it is written here
 * and tested against published tables, closed forms (1, 2 and 4 degrees of freedom) and an
 * independent numerical integration of the density in Python (__tests__/core/compare/stats.test.ts).
 *
 * Method: the tail is P(T > t) = ½ · I_x(ν/2, ½) with x = ν/(ν + t²), and the central part
 * P(|T| < t) = I_y(½, ν/2) with y = t²/(ν + t²), I the regularized incomplete beta function,
 * evaluated by its continued fraction (modified Lentz algorithm, Numerical Recipes §6.4) with
 * ln Γ from a Lanczos approximation (g = 7, 9 terms). The quantile is found by bisection, down
 * to adjacent doubles (about 60 to 80 halvings, a fraction of a millisecond).
 */
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error ≈ 1e-15). */
function logGamma(x) {
    if (!(x > 0))
        throw new RangeError(`logGamma: x must be > 0, got ${x}`);
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    const z = x - 1;
    let a = LANCZOS[0];
    const t = z + 7.5;
    for (let i = 1; i < 9; i++)
        a += LANCZOS[i] / (z + i);
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
const TINY = 1e-300;
const EPS = 1e-16;
/** The continued fraction of I_x(a, b) (converges fast for x < (a + 1)/(a + b + 2)). */
function betaContinuedFraction(a, b, x) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    const maxIterations = 10_000 + Math.ceil(20 * Math.sqrt(Math.max(a, b)));
    for (let m = 1; m <= maxIterations; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < EPS)
            return h;
    }
    throw new RangeError(`incomplete beta: no convergence for a = ${a}, b = ${b}, x = ${x}`);
}
/** The regularized incomplete beta function I_x(a, b), a, b > 0, 0 ≤ x ≤ 1. */
function incompleteBeta(x, a, b) {
    if (!(a > 0) || !(b > 0))
        throw new RangeError(`incompleteBeta: a and b must be > 0, got ${a}, ${b}`);
    if (!(x >= 0 && x <= 1))
        throw new RangeError(`incompleteBeta: x must be in [0, 1], got ${x}`);
    if (x === 0)
        return 0;
    if (x === 1)
        return 1;
    const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return (front * betaContinuedFraction(a, b, x)) / a;
    return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}
function checkDf(df) {
    if (!(df > 0) || !Number.isFinite(df))
        throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
}
/**
 * P(|T| < t) for t ≥ 0: I_y(½, ν/2) with y = t²/(ν + t²), computed directly (not as 1 − the
 * tail, which would lose the digits of a small t).
 */
function central(t, df) {
    const t2 = t * t;
    return incompleteBeta(t2 / (df + t2), 0.5, df / 2);
}
/** P(T > t) for t ≥ 0: ½ · I_x(ν/2, ½) with x = ν/(ν + t²). */
function upperTail(t, df) {
    return 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
}
/** P(T > t) for T ~ t(df). */
function studentTUpperTail(t, df) {
    checkDf(df);
    if (Number.isNaN(t))
        throw new RangeError('t must be a number');
    if (t === 0)
        return 0.5;
    const tail = Math.abs(t) > Math.sqrt(df) ? upperTail(Math.abs(t), df) : 0.5 * (1 - central(Math.abs(t), df));
    return t > 0 ? tail : 1 - tail;
}
/**
 * The p-quantile of t(df): the t with P(T ≤ t) = p, 0 < p < 1, by bisection on whichever of
 * the two monotone functions keeps its digits: the central probability 2p − 1 near the middle
 * (p < 0.75), the upper tail 1 − p beyond (no cancellation for p near 1). Below ½ by symmetry.
 */
function studentTQuantile(p, df) {
    checkDf(df);
    if (!(p > 0 && p < 1))
        throw new RangeError(`p must be strictly between 0 and 1, got ${p}`);
    if (p === 0.5)
        return 0;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    // below(t) is true while t is below the quantile.
    const below = p < 0.75
        ? ((target) => (t) => central(t, df) < target)(2 * p - 1)
        : ((target) => (t) => upperTail(t, df) > target)(1 - p);
    let low = 0;
    let high = 1;
    while (below(high)) {
        low = high;
        high *= 2;
        if (!Number.isFinite(high))
            return Infinity;
    }
    for (let i = 0; i < 2000; i++) {
        const mid = low + (high - low) / 2;
        if (mid === low || mid === high)
            break;
        if (below(mid))
            low = mid;
        else
            high = mid;
    }
    return low + (high - low) / 2;
}

;// CONCATENATED MODULE: ./src/core/compare/paired.ts
/**
 * The paired difference of two arms over the same tasks (docs/compare.md): for task i with
 * per-task values a_i (arm) and b_i (baseline), d_i = a_i − b_i;
 *   difference = mean(d),  stderr = sd(d)/√n  (sd with n − 1),  df = n − 1,
 *   interval   = difference ± t(1 − (1 − confidence)/2, df) · stderr.
 * And the non-inferiority verdict against a margin, decided on the published (rounded) bounds.
 */


const DECIMALS = 4;
/** Kahan-compensated mean (the order is the task order, so the result is deterministic). */
function mean(values) {
    let sum = 0;
    let c = 0;
    for (const v of values) {
        const y = v - c;
        const t = sum + y;
        c = t - sum - y;
        sum = t;
    }
    return sum / values.length;
}
/** Figures over n ≥ 1 paired tasks; null figures when the inputs are not all finite or n = 0. */
function pairedDifference(arm, baseline, confidence) {
    if (arm.length !== baseline.length)
        throw new RangeError('paired values: the arms have different numbers of tasks');
    const n = arm.length;
    if (n === 0)
        return null;
    const d = arm.map((a, i) => a - baseline[i]);
    if (!d.every(Number.isFinite))
        return null;
    const md = mean(d);
    const base = {
        tasks: n,
        baselineMean: (0,common/* roundTo */.GB)(mean(baseline), DECIMALS),
        armMean: (0,common/* roundTo */.GB)(mean(arm), DECIMALS),
        difference: (0,common/* roundTo */.GB)(md, DECIMALS),
    };
    if (n < 2)
        return { ...base, stderr: null, df: null, interval: null };
    let ss = 0;
    for (const x of d)
        ss += (x - md) * (x - md);
    const se = Math.sqrt(ss / (n - 1) / n);
    if (!Number.isFinite(se))
        return null;
    const t = studentTQuantile(1 - (1 - confidence) / 2, n - 1);
    return {
        ...base,
        stderr: (0,common/* roundTo */.GB)(se, DECIMALS),
        df: n - 1,
        interval: { low: (0,common/* roundTo */.GB)(md - t * se, DECIMALS), high: (0,common/* roundTo */.GB)(md + t * se, DECIMALS) },
    };
}
/**
 * Non-inferiority at `margin` (≥ 0, in the metric's unit), from the interval of arm − baseline:
 *   higher is better: non-inferior when low > −margin; inferior when high < −margin;
 *   lower is better:  non-inferior when high < +margin; inferior when low > +margin;
 * inconclusive otherwise (a bound exactly at the margin is inconclusive). Superior: the whole
 * interval on the better side of 0.
 */
function nonInferiority(interval, margin, better) {
    if (better === 'higher') {
        const verdict = interval.low > -margin ? 'non-inferior' : interval.high < -margin ? 'inferior' : 'inconclusive';
        return { verdict, superior: interval.low > 0 };
    }
    const verdict = interval.high < margin ? 'non-inferior' : interval.low > margin ? 'inferior' : 'inconclusive';
    return { verdict, superior: interval.high < 0 };
}

// EXTERNAL MODULE: ./src/core/compare/schema.ts
var schema = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/core/compare/compare.ts
/**
 * Compare arms with a baseline (docs/compare.md): pure functions over two or more reports.
 *
 * Per suite (and split, once reports have splits: see `splitsOf`), each arm is compared with
 * the baseline on the same tasks. The tasks are those of the suite in any input; a task that is
 * missing, in error or duplicated in any trial of any input is named and left out of every
 * figure of every arm (so that all arms are compared on one task set), and the comparison is
 * then not final. Per task, each arm's value is the mean over its trials; the figures are the
 * paired differences (paired.ts), the counts of improved, regressed and tied tasks, and for
 * one-trial arms the exact McNemar test on the success verdicts.
 */










/** Per-task value of one verdict in the metric's unit, undefined when absent, null when present but unusable. */
function perTaskValue(m, v) {
    if (m.perTask === 'success')
        return v.success ? 100 : 0;
    const { detail, max, scale = 1 } = m.perTask;
    if (!Object.hasOwn(v.details, detail))
        return undefined;
    const x = v.details[detail];
    return typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= max ? scale * x : null;
}
/** sha256 of the report's canonical JSON (the parsed value, keys in schema order). */
function reportDigest(report) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(report)).digest('hex');
}
function arm(input) {
    const r = input.report;
    return {
        label: input.label,
        report_sha256: reportDigest(r),
        tool: r.tool,
        benchmark: r.benchmark,
        submission: r.submission.path,
        status: r.status,
    };
}
/**
 * What is compared in a suite: the whole suite (split null), then each of the baseline's splits
 * (docs/splits.md) on its own, over the paired tasks its `match` holds.
 */
function splitsOf(suite) {
    return [
        { split: null, includes: () => true },
        ...(suite.splits ?? []).map((split) => ({ split, includes: (0,splits/* splitMatcher */.Zb)(split.match) })),
    ];
}
/** Why a split of the baseline cannot be read as the same split in another report, or null. */
function splitProblem(name, base, other, label) {
    const same = other.splits?.find((x) => x.name === base.name);
    if (!same)
        return `Suite ${name} of ${label} has no split ${base.name}.`;
    if (JSON.stringify(same.match) !== JSON.stringify(base.match))
        return `Split ${base.name} of suite ${name} is defined differently in ${label} (${JSON.stringify(same.match)}, not ${JSON.stringify(base.match)}).`;
    if (!same.valid)
        return `Split ${base.name} of suite ${name} of ${label} is invalid (errors, listed in its report).`;
    if (!same.final)
        return `Split ${base.name} of suite ${name} of ${label} is not final (see its report).`;
    return null;
}
function compareReports(baseline, arms, options = {}) {
    if (arms.length === 0)
        throw new errors/* UsageError */.eb('compare: name a baseline report and at least one arm');
    const confidence = options.confidence ?? 0.95;
    if (!(confidence > 0 && confidence < 1))
        throw new errors/* UsageError */.eb(`the confidence must be strictly between 0 and 1, got ${confidence}`);
    const margin = options.margin ?? null;
    if (margin !== null && !(Number.isFinite(margin) && margin >= 0))
        throw new errors/* UsageError */.eb(`the margin must be a finite number ≥ 0, got ${margin}`);
    const verdictMetric = options.metric ?? 'success';
    const all = [baseline, ...arms];
    const labels = new Set();
    for (const i of all) {
        if (labels.has(i.label))
            throw new errors/* UsageError */.eb(`${i.label}: given twice`);
        labels.add(i.label);
    }
    const { findings, differing, digests } = inputFindings(baseline, arms);
    // Suites: the baseline's, in its order, each required in every arm.
    const chosen = options.suites?.length ? [...options.suites] : baseline.report.suites.map((s) => s.name);
    for (const name of chosen) {
        const without = all.filter((i) => !i.report.suites.some((s) => s.name === name));
        if (options.suites?.length && without.length > 0) {
            throw new errors/* UsageError */.eb(`--suite ${name}: no such suite in ${without.map((i) => i.label).join(', ')}`);
        }
    }
    const suites = [];
    for (const name of chosen) {
        const without = all.filter((i) => !i.report.suites.some((s) => s.name === name));
        if (without.length > 0) {
            findings.push({
                code: 'missing_suite',
                message: `suite ${name} is not in ${without.map((i) => i.label).join(', ')}: it is not compared`,
            });
            continue;
        }
        const result = compareSuite(name, all, digests, {
            confidence,
            margin,
            verdictMetric,
            differentBenchmarks: differing.map((x) => x.a.label),
        });
        suites.push(...result.suites);
        for (const d of result.taskSetsDiffer)
            findings.push({ code: 'different_task_sets', message: `suite ${name}: ${d}` });
    }
    for (const i of all) {
        const extra = i.report.suites.filter((s) => !chosen.includes(s.name)).map((s) => s.name);
        if (!options.suites?.length && extra.length > 0)
            findings.push({
                code: 'missing_suite',
                message: `suite(s) ${extra.join(', ')} of ${i.label} are not in the baseline: not compared`,
            });
    }
    for (const s of suites) {
        for (const c of s.comparisons) {
            if (c.tasks.left_out.length > 0)
                findings.push({
                    code: 'left_out_tasks',
                    message: `suite ${s.name}, ${c.arm} vs ${c.baseline}: ${c.tasks.left_out.length} task(s) left out (missing, in error or duplicated); the figures are over the ${c.tasks.paired} other(s)`,
                });
        }
    }
    if (suites.length === 0)
        findings.push({ code: 'nothing_compared', message: 'no suite is in every report: nothing was compared' });
    const final = findings.length === 0 && suites.every((s) => s.comparisons.every((c) => c.final));
    return {
        compare_version: schema/* COMPARE_VERSION */.Zn,
        tool: { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w },
        method: { difference: schema/* DIFFERENCE_METHOD */.cK, confidence, margin, verdict_metric: verdictMetric },
        status: final ? 'final' : 'not_final',
        final,
        benchmarks: { same: differing.length === 0, allowed_different: Boolean(options.allowDifferentBenchmarks) },
        baseline: arm(baseline),
        arms: arms.map(arm),
        findings: dedupe(findings),
        suites,
    };
}
/**
 * What is known before any suite is compared: inputs scored against another benchmark than the
 * baseline's (the one rule, docs/provenance.md: a finding on every view, and not final), copies
 * (a report compared with itself, or two arms that are one report, says nothing) and reports
 * that are not final.
 */
function inputFindings(baseline, arms) {
    const all = [baseline, ...arms];
    const findings = [];
    const differing = arms
        .map((a) => ({ a, why: (0,same/* benchmarkDifference */.l)(baseline.report.benchmark, a.report.benchmark) }))
        .filter((x) => x.why !== null);
    for (const x of differing)
        findings.push({
            code: 'different_benchmarks',
            message: `${x.a.label} and the baseline ${baseline.label} are ${x.why}`,
        });
    const digests = all.map((i) => reportDigest(i.report));
    for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
            if (digests[i] !== digests[j])
                continue;
            findings.push({
                code: 'identical_reports',
                message: `${all[j].label} is a copy of ${all[i].label} (identical report, sha256 ${digests[i].slice(0, 12)}): a report compared with a copy of itself says nothing`,
            });
        }
    }
    for (const i of all) {
        if (i.report.status !== 'final')
            findings.push({
                code: 'not_final_report',
                message: `${i.label} is ${i.report.status === 'invalid' ? 'invalid' : 'not final'} (status ${i.report.status}): the comparison is observed, not final`,
            });
    }
    return { findings, differing, digests };
}
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const key = `${f.code}\u0000${f.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function slotsOf(suite) {
    return suite.trials.map((t) => {
        const slots = new Map();
        const counts = new Map();
        for (const v of t.verdicts)
            counts.set(v.task, (counts.get(v.task) ?? 0) + 1);
        for (const v of t.verdicts) {
            if ((counts.get(v.task) ?? 0) > 1)
                slots.set(v.task, { ok: false, why: `duplicate verdicts in trial ${t.name}` });
            else if (v.status === 'error')
                slots.set(v.task, { ok: false, why: `error in trial ${t.name}` });
            else
                slots.set(v.task, { ok: true, verdict: v });
        }
        for (const m of t.coverage.missing_tasks)
            if (!slots.has(m))
                slots.set(m, { ok: false, why: `missing in trial ${t.name}` });
        return slots;
    });
}
/**
 * One arm against a baseline on one suite both have, as compareReports compares it (the same
 * pairing, figures and notes), without the report-level findings: rescore's comparison of each
 * leaderboard entry with the leader (docs/rescore.md), where every report is of one benchmark
 * revision. Null when either report lacks the suite.
 */
function compareSuitePair(name, baseline, armInput, options = {}) {
    const confidence = options.confidence ?? 0.95;
    if (!(confidence > 0 && confidence < 1))
        throw new errors/* UsageError */.eb(`the confidence must be strictly between 0 and 1, got ${confidence}`);
    if (baseline.label === armInput.label)
        throw new errors/* UsageError */.eb(`${armInput.label}: given twice`);
    const all = [baseline, armInput];
    if (!all.every((i) => i.report.suites.some((s) => s.name === name)))
        return null;
    const { suites } = compareSuite(name, all, null, {
        confidence,
        margin: null,
        verdictMetric: 'success',
        differentBenchmarks: [],
    });
    return suites[0].comparisons[0];
}
/** `digests`: the reports' digests, to name a copy of the baseline; null: not checked. */
function compareSuite(name, all, digests, settings) {
    const suites = all.map((i) => i.report.suites.find((s) => s.name === name));
    const slots = suites.map(slotsOf);
    const taskSet = new Set();
    for (const perTrial of slots)
        for (const m of perTrial)
            for (const task of m.keys())
                taskSet.add(task);
    const tasks = [...taskSet].sort(reliability/* compareTasks */.gA);
    const { paired, leftOut, taskSetsDiffer } = pairTasks(all, slots, tasks);
    const kind = suites[0].kind;
    const results = [];
    for (const { split, includes } of splitsOf(suites[0])) {
        const inSplit = paired.filter(includes);
        const leftOutHere = leftOut.filter((t) => includes(t.task));
        const comparisons = [];
        for (let i = 1; i < all.length; i++) {
            const notes = [];
            for (const [j, s] of [
                [0, suites[0]],
                [i, suites[i]],
            ]) {
                if (split !== null) {
                    const problem = splitProblem(name, split, s, all[j].label);
                    if (problem)
                        notes.push(problem);
                }
                else if (!s.valid)
                    notes.push(`Suite ${name} of ${all[j].label} is invalid (errors, listed in its report).`);
                else if (!s.final)
                    notes.push(`Suite ${name} of ${all[j].label} is not final (see its report).`);
            }
            if (leftOutHere.length > 0)
                notes.push(`${leftOutHere.length} task(s) are left out (missing, in error or duplicated in some input); the figures are over the ${inSplit.length} paired task(s).`);
            if (settings.differentBenchmarks.includes(all[i].label))
                notes.push(`${all[i].label} was scored against a different benchmark than the baseline (docs/provenance.md): the tasks may not be the same.`);
            if (digests !== null && digests[i] === digests[0])
                notes.push(`${all[i].label} is a copy of the baseline report: a report compared with itself says nothing.`);
            if (inSplit.length === 0)
                notes.push('No task is paired: nothing to compare.');
            const final = notes.length === 0;
            const metrics = (0,kinds_metrics/* comparedMetrics */.Bo)()
                .map((spec) => metricComparison(spec, kind, inSplit, slots[0], slots[i], final, settings))
                .filter((m) => m !== null);
            if (!metrics.some((m) => m.metric === settings.verdictMetric && m.available) && settings.margin !== null) {
                notes.push(`The verdict metric (${settings.verdictMetric}) is not available for this suite: no verdict.`);
            }
            comparisons.push({
                arm: all[i].label,
                baseline: all[0].label,
                final: final && notes.length === 0,
                notes,
                trials: { baseline: slots[0].length, arm: slots[i].length },
                tasks: { paired: inSplit.length, expected: inSplit.length + leftOutHere.length, left_out: leftOutHere },
                verdict_metric: settings.verdictMetric,
                metrics,
            });
        }
        results.push({ name, kind, split: split?.name ?? null, comparisons });
    }
    return { suites: results, taskSetsDiffer };
}
/**
 * A task is paired when every trial of every input has its one scored verdict; the others are
 * left out, with why. `taskSetsDiffer`: inputs that lack tasks other inputs have (not even as missing).
 */
function pairTasks(all, slots, tasks) {
    const leftOut = [];
    const paired = [];
    for (const task of tasks) {
        const why = [];
        all.forEach((input, i) => {
            if (slots[i].length === 0) {
                why.push(`${input.label}: no trials`);
                return;
            }
            const reasons = slots[i].map((m) => {
                const s = m.get(task);
                return s === undefined ? 'not a task of this report' : s.ok ? null : s.why;
            }).filter((x) => x !== null);
            if (reasons.length > 0)
                why.push(`${input.label}: ${[...new Set(reasons)].join(', ')}`);
        });
        if (why.length === 0)
            paired.push(task);
        else
            leftOut.push({ task, why: why.join('; ') });
    }
    const taskSetsDiffer = [];
    all.forEach((input, i) => {
        if (slots[i].length === 0)
            return;
        const lacking = tasks.filter((task) => slots[i].every((m) => !m.has(task)));
        if (lacking.length > 0)
            taskSetsDiffer.push(`${input.label} does not have ${lacking.length} task(s) that other inputs have (${lacking.slice(0, 10).join(', ')}${lacking.length > 10 ? ', …' : ''}): the arms were not run on the same tasks`);
    });
    return { paired, leftOut, taskSetsDiffer };
}
/**
 * Per-task means over an input's trials of one metric, or why they cannot be had. `absent`:
 * no paired verdict of this input has the value at all.
 */
function perTaskMeans(spec, tasks, slots) {
    let present = 0;
    let unusable = 0;
    const values = [];
    for (const task of tasks) {
        let sum = 0;
        let ok = true;
        for (const m of slots) {
            const s = m.get(task);
            const x = perTaskValue(spec, s.verdict);
            if (x === undefined || x === null) {
                ok = false;
                if (x === null)
                    unusable++;
                continue;
            }
            present++;
            sum += x;
        }
        values.push(ok ? sum / slots.length : Number.NaN);
    }
    if (present === 0 && unusable === 0)
        return { absent: true };
    const missing = values.filter((v) => Number.isNaN(v)).length;
    if (missing > 0) {
        const what = unusable > 0
            ? `${unusable} value(s) that are not usable (out of range, pending, or withheld by an error of the metric)`
            : 'values missing';
        return { problem: `${missing} paired task(s) lack a usable ${spec.metric} value (${what})` };
    }
    return { values };
}
function metricComparison(spec, kind, tasks, baseline, arm, final, settings) {
    const empty = unavailable(spec, kind, tasks.length);
    if (tasks.length === 0)
        return spec.perTask === 'success' ? { ...empty, note: 'no paired task' } : null;
    const b = perTaskMeans(spec, tasks, baseline);
    const a = perTaskMeans(spec, tasks, arm);
    if ('absent' in a && 'absent' in b)
        return null;
    if ('absent' in a || 'absent' in b)
        return { ...empty, note: `only ${'absent' in a ? 'the baseline' : 'the arm'} has ${spec.metric} values` };
    if ('problem' in b)
        return { ...empty, note: `baseline: ${b.problem}` };
    if ('problem' in a)
        return { ...empty, note: `arm: ${a.problem}` };
    const figures = pairedDifference(a.values, b.values, settings.confidence);
    if (figures === null)
        return { ...empty, note: 'the figures are not finite numbers (an input is out of range): withheld' };
    const { improved, regressed, tied, bothSucceed, bothFail } = taskCounts(spec, tasks, a.values, b.values);
    const success = spec.perTask === 'success';
    const oneTrial = baseline.length === 1 && arm.length === 1;
    const notes = [];
    if (figures.stderr === null)
        notes.push('one paired task: no standard error or interval');
    else if (figures.stderr === 0)
        notes.push('every paired difference is the same: the interval has no width');
    // Verdicts (with a margin) and the superiority note: on the verdict metric only.
    const judged = spec.metric === settings.verdictMetric && figures.interval !== null
        ? nonInferiority(figures.interval, settings.margin ?? 0, spec.better)
        : null;
    const observed = judged !== null && settings.margin !== null ? judged.verdict : null;
    const verdict = final ? observed : null;
    const superior = judged?.superior ?? null;
    return {
        ...empty,
        available: true,
        note: notes.length > 0 ? notes.join('; ') : null,
        baseline_mean: figures.baselineMean,
        arm_mean: figures.armMean,
        difference: figures.difference,
        stderr: figures.stderr,
        df: figures.df,
        interval: figures.interval,
        counts: {
            improved: improved.length,
            regressed: regressed.length,
            tied,
            both_succeed: success ? bothSucceed : null,
            both_fail: success ? bothFail : null,
        },
        improved_tasks: improved,
        regressed_tasks: regressed,
        exact_test: success && oneTrial ? exactTest(improved.length, regressed.length) : null,
        exact_test_note: !success
            ? null
            : oneTrial
                ? null
                : `for one-trial arms only (baseline ${baseline.length} trial(s), arm ${arm.length})`,
        verdict,
        observed_verdict: observed,
        superior,
    };
}
/** A metric's comparison with no figures (the note says why). */
function unavailable(spec, kind, tasks) {
    return {
        metric: spec.metric,
        title: (0,kinds_metrics/* comparedTitle */.e9)(spec, kind),
        unit: spec.unit,
        better: spec.better,
        available: false,
        note: null,
        tasks,
        baseline_mean: null,
        arm_mean: null,
        difference: null,
        stderr: null,
        df: null,
        interval: null,
        counts: null,
        improved_tasks: [],
        regressed_tasks: [],
        exact_test: null,
        exact_test_note: null,
        verdict: null,
        observed_verdict: null,
        superior: null,
    };
}
/** Tasks improved, regressed and tied in the metric's direction; for success, tasks both arms solve or both fail (in every trial). */
function taskCounts(spec, tasks, a, b) {
    const sign = spec.better === 'higher' ? 1 : -1;
    const improved = [];
    const regressed = [];
    let tied = 0;
    let bothSucceed = 0;
    let bothFail = 0;
    tasks.forEach((task, i) => {
        const d = sign * (a[i] - b[i]);
        if (d > 0)
            improved.push(task);
        else if (d < 0)
            regressed.push(task);
        else
            tied++;
        if (spec.perTask === 'success') {
            if (a[i] === 100 && b[i] === 100)
                bothSucceed++;
            if (a[i] === 0 && b[i] === 0)
                bothFail++;
        }
    });
    return { improved, regressed, tied, bothSucceed, bothFail };
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

/***/ 2609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MN: () => (/* binding */ serializeComparison),
/* harmony export */   gP: () => (/* binding */ renderCompareCsv),
/* harmony export */   x8: () => (/* binding */ signed),
/* harmony export */   xm: () => (/* binding */ renderCompareMarkdown)
/* harmony export */ });
/* harmony import */ var _kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1270);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6199);
/* harmony import */ var _csv_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6082);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4091);
/**
 * The views of a comparison (docs/compare.md): compare.md (a table per suite and a Mermaid
 * chart of the differences with their intervals) and compare.csv (one row per suite × arm ×
 * metric). Pure functions of compare.json: the same comparison gives the same bytes. Every
 * label and task key may come from a hostile report and is escaped.
 */




const LIST_LIMIT = 50;
function serializeComparison(c) {
    return `${JSON.stringify(c, null, 2)}\n`;
}
/** A signed figure (+1.50, -2.00, 0.00; never -0.00); rescore's leader column shows its differences so too. */
function signed(x, decimals = 2) {
    if (x === null)
        return '—';
    const s = x.toFixed(decimals);
    return x > 0 ? `+${s}` : s === (-0).toFixed(decimals) ? (0).toFixed(decimals) : s;
}
const plain = (x, decimals = 2) => (x === null ? '—' : x.toFixed(decimals));
/** Decimals shown: the metric's own (kinds/metrics.ts), else 2. */
const decimalsOf = (m) => (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedMetric */ .M5)(m.metric)?.decimals ?? 2;
/** The success metric in words: `the success rate (SR; accuracy in table suites)`. */
function successWords() {
    const [first, ...others] = (0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .successNames */ .KI)();
    return `the success rate (${[first?.name ?? 'SR', ...others.map((n) => `${n.name} in ${(0,_kinds_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .listText */ .so)(n.kinds)} suites`)].join('; ')})`;
}
function verdictCell(m) {
    const parts = [];
    if (m.verdict !== null)
        parts.push(`**${m.verdict}**`);
    else if (m.observed_verdict !== null)
        parts.push(`— (observed: ${m.observed_verdict}, not final)`);
    if (m.superior)
        parts.push(m.better === 'higher' ? 'better than the baseline' : 'lower than the baseline');
    return parts.length > 0 ? parts.join('; ') : '—';
}
function renderCompareMarkdown(c) {
    const out = [];
    const status = c.final ? '✅ FINAL' : '⚠️ NOT FINAL';
    out.push(`## agent-eval compare: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(c.baseline.benchmark.name)} — ${status}`, '');
    out.push(...differentBenchmarksBanner(c));
    out.push(c.final
        ? 'Every report is final, every task is paired, and every input was scored against the same benchmark.'
        : 'Something is missing, in error, not final or not comparable (listed below): the figures are observed over the paired tasks, and no verdict is final.', '');
    out.push(`Baseline ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(c.baseline.label)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(c.baseline.status)}); ${c.arms.length === 1 ? 'arm' : 'arms'} ${c.arms.map((a) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(a.label)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(a.status)})`).join(', ')}.`);
    // Each input's benchmark (they differ only when the comparison says so), and the uncommitted
    // changes of each one scored at a dirty checkout (docs/provenance.md).
    const inputs = [c.baseline, ...c.arms];
    const sentences = inputs.map((input) => (0,_provenance_js__WEBPACK_IMPORTED_MODULE_3__/* .provenance */ .a)(input.benchmark, _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY));
    if (c.benchmarks.same)
        out.push(`${sentences[0].benchmark}; ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(c.tool.name)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(c.tool.version)}.`, '');
    else
        out.push(...inputs.map((input, i) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(input.label)}: ${sentences[i].benchmark}.`), '', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(c.tool.name)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(c.tool.version)}.`, '');
    inputs.forEach((input, i) => {
        const dirty = sentences[i].dirty;
        if (dirty)
            out.push(`> **⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(input.label)}:** ${dirty}`, ''); // (its paths through code())
    });
    const pct = `${+(100 * c.method.confidence).toFixed(4)}%`;
    out.push(`Paired over the same tasks: per task each arm's mean over its trials, the difference arm − baseline, its mean over tasks with a ${pct} t interval (method ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(c.method.difference)}); ` +
        'for one-trial arms, the exact McNemar test on the tasks where they disagree. ' +
        (c.method.margin === null
            ? 'No margin was given: no non-inferiority verdict.'
            : `Non-inferiority on ${c.method.verdict_metric === 'success' ? successWords() : (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(c.method.verdict_metric)} at a margin of ${c.method.margin} (in its unit): non-inferior when the interval's worse bound is within the margin, inferior when the whole interval is beyond it, inconclusive otherwise.`), '');
    if (c.findings.length > 0) {
        out.push(`**Not final: ${c.findings.length} finding(s)**`, '');
        for (const f of c.findings.slice(0, LIST_LIMIT))
            out.push(`- ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(f.code)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(f.message)}`);
        if (c.findings.length > LIST_LIMIT)
            out.push(`- … and ${c.findings.length - LIST_LIMIT} more in compare.json`);
        out.push('');
    }
    for (const s of c.suites)
        out.push(...renderSuite(s, c, pct));
    return `${out.join('\n').trimEnd()}\n`;
}
function differentBenchmarksBanner(c) {
    if (c.benchmarks.same)
        return [];
    return [
        '> **⚠️ Different benchmarks:** these reports were not scored against the same benchmark (docs/provenance.md; the findings say how they differ). The tasks and verifiers may differ: no figure below is a like-for-like comparison, and none is final.',
        '',
    ];
}
function renderSuite(s, c, pct) {
    const title = `### Suite ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.name)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(s.kind)})${s.split === null ? '' : `, split ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.split)}`}`;
    const out = [title, ''];
    out.push(...differentBenchmarksBanner(c));
    if (s.comparisons.length === 0)
        return out;
    out.push(`| Arm | Status | Tasks | Metric | Baseline | Arm | Difference | ${pct} interval | SE | Improved | Regressed | Tied | Both succeed | Both fail | Exact p | Verdict |`);
    out.push(`|${' --- |'.repeat(16)}`);
    for (const cmp of s.comparisons) {
        const status = cmp.final ? '✅ final' : '⚠️ not final';
        for (const m of cmp.metrics) {
            const d = decimalsOf(m);
            const interval = m.interval ? `${signed(m.interval.low, d)} … ${signed(m.interval.high, d)}` : '—';
            const cells = m.available
                ? [
                    plain(m.baseline_mean, d),
                    plain(m.arm_mean, d),
                    `${signed(m.difference, d)} ${m.unit}`,
                    interval,
                    plain(m.stderr, d),
                    String(m.counts.improved),
                    String(m.counts.regressed),
                    String(m.counts.tied),
                    m.counts.both_succeed === null ? '' : String(m.counts.both_succeed),
                    m.counts.both_fail === null ? '' : String(m.counts.both_fail),
                    m.exact_test ? m.exact_test.p_value.toFixed(4) : '—',
                    m.metric === cmp.verdict_metric ? verdictCell(m) : '',
                ]
                : [`not compared: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(m.note ?? '', 200)}`, '', '', '', '', '', '', '', '', '', '', ''];
            const better = m.better === 'lower' ? ' (lower is better)' : '';
            out.push(`| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(cmp.arm, 100)} | ${status} | ${m.tasks} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(m.title)}${better} | ${cells.join(' | ')} |`);
        }
    }
    out.push('');
    for (const cmp of s.comparisons)
        out.push(...comparisonNotes(cmp));
    out.push(...chart(s, c, pct));
    return out;
}
function comparisonNotes(cmp) {
    const out = [];
    const who = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(cmp.arm, 100)} vs ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(cmp.baseline, 100)}`;
    const trials = `${cmp.trials.arm} trial(s) vs ${cmp.trials.baseline}`;
    out.push(`**${who}** (${trials}; ${cmp.tasks.paired} of ${cmp.tasks.expected} task(s) paired)${cmp.final ? '' : ' — not final:'}`, '');
    for (const n of cmp.notes)
        out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(n)}`);
    if (cmp.tasks.left_out.length > 0) {
        const shown = cmp.tasks.left_out.slice(0, LIST_LIMIT).map((t) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(t.task)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(t.why, 300)})`);
        out.push(`- Left out: ${shown.join(', ')}${cmp.tasks.left_out.length > LIST_LIMIT ? `, … and ${cmp.tasks.left_out.length - LIST_LIMIT} more in compare.json` : ''}`);
    }
    for (const m of cmp.metrics) {
        if (m.available && m.note)
            out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(m.title)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(m.note)}`);
        if (m.exact_test_note && m.available)
            out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(m.title)}: no exact test, ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(m.exact_test_note)}.`);
    }
    const v = cmp.metrics.find((m) => m.metric === cmp.verdict_metric && m.available);
    if (v && v.regressed_tasks.length > 0) {
        const shown = v.regressed_tasks.slice(0, LIST_LIMIT).map((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(t));
        out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(v.title)}: regressed on ${v.regressed_tasks.length} task(s): ${shown.join(', ')}${v.regressed_tasks.length > LIST_LIMIT ? `, … and ${v.regressed_tasks.length - LIST_LIMIT} more in compare.json` : ''}`);
    }
    else if (v) {
        out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(v.title)}: no task regressed.`);
    }
    out.push('');
    return out;
}
/**
 * A Mermaid label: the text inside double quotes, inert even read raw: letters, digits and
 * a few punctuation marks kept, anything else `?`; autolinks and references broken (ZWSP).
 */
function mermaidLabel(text, max = 100) {
    const flat = text.replace(/[^A-Za-z0-9 .\-/+%(),:−]/g, '?');
    const cut = flat.length > max ? `${flat.slice(0, max)}…` : flat;
    return cut
        .replace(/\/\//g, '/\u200b/')
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`)
        .replace(/\bGH-(?=\d)/gi, (m) => `${m}\u200b`);
}
/** An arm's label on the x axis: its end, where paths differ (…/runs/new-regime). */
function axisLabel(text) {
    const flat = mermaidLabel(text, Infinity);
    return flat.length > 32 ? `…${flat.slice(-32)}` : flat;
}
/** Axis bounds: a round range holding every bound, 0 and the margin line. */
function axisRange(values) {
    const lo = Math.min(0, ...values);
    const hi = Math.max(0, ...values);
    const span = Math.max(hi - lo, 1e-9);
    const step = 10 ** Math.floor(Math.log10(span)) / 2;
    const low = Math.floor(lo / step) * step;
    const high = Math.ceil(hi / step) * step;
    return [+low.toFixed(6), +(high === low ? low + step : high).toFixed(6)];
}
/** The verdict metric's difference per arm (bar) between its interval bounds (lines). */
function chart(s, c, pct) {
    const rows = s.comparisons
        .map((cmp) => ({
        cmp,
        m: cmp.metrics.find((m) => m.metric === cmp.verdict_metric && m.available && m.interval !== null),
    }))
        .filter((r) => r.m !== undefined);
    if (rows.length === 0)
        return [];
    const m0 = rows[0].m;
    const d = decimalsOf(m0);
    const margin = c.method.margin;
    const marginLine = margin === null ? null : m0.better === 'higher' ? -margin : margin;
    const values = rows.flatMap((r) => [r.m.interval.low, r.m.interval.high, r.m.difference]);
    const [low, high] = axisRange(marginLine === null ? values : [...values, marginLine]);
    const series = (f) => `[${rows.map((r) => f(r.m).toFixed(d)).join(', ')}]`;
    const lines = [
        '```mermaid',
        'xychart-beta',
        `  title "${mermaidLabel(`${m0.title}: arm − baseline (${m0.unit}), ${pct} interval`)}"`,
        `  x-axis [${rows.map((r) => `"${axisLabel(r.cmp.arm)}"`).join(', ')}]`,
        `  y-axis "${mermaidLabel(m0.unit)}" ${low} --> ${high}`,
        `  bar ${series((m) => m.difference)}`,
        `  line ${series((m) => m.interval.high)}`,
        `  line ${series((m) => m.interval.low)}`,
    ];
    if (marginLine !== null)
        lines.push(`  line [${rows.map(() => marginLine.toFixed(d)).join(', ')}]`);
    lines.push('```', '');
    const legend = `Chart: the bar is the difference arm − baseline, the lines its ${pct} interval (upper and lower bound)${marginLine === null ? '' : `, and the flat line the margin (${signed(marginLine, d)})`}.${c.final ? '' : ' Not final: observed figures.'}`;
    return [...lines, legend, ''];
}
const CSV_COLUMNS = [
    'suite',
    'split',
    'baseline',
    'arm',
    'metric',
    'title',
    'unit',
    'better',
    'available',
    'final',
    'tasks',
    'left_out',
    'baseline_trials',
    'arm_trials',
    'baseline_mean',
    'arm_mean',
    'difference',
    'stderr',
    'df',
    'confidence',
    'interval_low',
    'interval_high',
    'improved',
    'regressed',
    'tied',
    'both_succeed',
    'both_fail',
    'exact_p',
    'margin',
    'verdict',
    'observed_verdict',
    'superior',
    'regressed_tasks',
    'note',
];
function renderCompareCsv(c) {
    const lines = [CSV_COLUMNS.join(',')];
    const num = (x) => (x === null || x === undefined ? '' : String(x));
    for (const s of c.suites) {
        for (const cmp of s.comparisons) {
            for (const m of cmp.metrics) {
                const verdictMetric = m.metric === cmp.verdict_metric;
                const row = [
                    s.name,
                    s.split ?? '',
                    cmp.baseline,
                    cmp.arm,
                    m.metric,
                    m.title,
                    m.unit,
                    m.better,
                    String(m.available),
                    String(cmp.final),
                    String(m.tasks),
                    String(cmp.tasks.left_out.length),
                    String(cmp.trials.baseline),
                    String(cmp.trials.arm),
                    num(m.baseline_mean),
                    num(m.arm_mean),
                    num(m.difference),
                    num(m.stderr),
                    num(m.df),
                    String(c.method.confidence),
                    num(m.interval?.low),
                    num(m.interval?.high),
                    num(m.counts?.improved),
                    num(m.counts?.regressed),
                    num(m.counts?.tied),
                    num(m.counts?.both_succeed),
                    num(m.counts?.both_fail),
                    num(m.exact_test?.p_value),
                    verdictMetric ? num(c.method.margin) : '',
                    m.verdict ?? '',
                    m.observed_verdict ?? '',
                    m.superior === null ? '' : String(m.superior),
                    m.regressed_tasks.join(' '),
                    [m.note, m.exact_test_note].filter(Boolean).join('; '),
                ];
                lines.push(row.map(_csv_js__WEBPACK_IMPORTED_MODULE_1__/* .csvCell */ .r).join(','));
            }
        }
    }
    return `${lines.join('\n')}\n`;
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
