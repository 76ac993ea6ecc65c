export const id = 888;
export const ids = [888];
export const modules = {

/***/ 5404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ CommandCache),
  M: () => (/* binding */ withCommandCache)
});

// EXTERNAL MODULE: ./src/core/benchmark.ts
var benchmark = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/verifier/env.ts
var verifier_env = __webpack_require__(1425);
// EXTERNAL MODULE: ./src/core/verifier/index.ts + 6 modules
var core_verifier = __webpack_require__(9865);
;// CONCATENATED MODULE: ./src/core/verifier/pools.ts


class VerifierPools {
    verifiers = new Map();
    closed = false;
    /** The verifier for this configuration; its `close` is left to `VerifierPools.close`. */
    get(config, benchmarkRoot, env, python) {
        if (this.closed)
            throw new Error('the verifier pools of this command were closed');
        const key = JSON.stringify([benchmarkRoot, python ?? null, config, (0,verifier_env/* verifierEnv */.i)(env, config.env, python)]);
        let verifier = this.verifiers.get(key);
        if (!verifier) {
            verifier = (0,core_verifier/* createVerifier */.$)(config, benchmarkRoot, env, python);
            this.verifiers.set(key, verifier);
        }
        const shared = verifier;
        return {
            verify: (request) => shared.verify(request),
            check: (request) => shared.check(request),
            close: async () => { },
        };
    }
    async close() {
        this.closed = true;
        const all = [...this.verifiers.values()];
        this.verifiers.clear();
        await Promise.all(all.map((v) => v.close()));
    }
}

;// CONCATENATED MODULE: ./src/core/command-cache.ts
/**
 * What one command opens once and shares between the submissions it scores
 * (docs/verifiers.md#worker-lifetime):
 * the benchmark (its manifest, catalogs and git state: one `git status` for the whole command)
 * and the verifier pools (verifier/pools.ts). The command closes it at its end; `score` without
 * one opens its own for the one submission.
 */


class CommandCache {
    verifiers = new VerifierPools();
    benchmarks = new Map();
    gitStates = new Map();
    /** The benchmark at `dir`, opened on the first call (a failure is the same failure every time). */
    benchmark(dir) {
        let opened = this.benchmarks.get(dir);
        if (!opened) {
            opened = (0,benchmark/* openBenchmark */._k)(dir, (root) => this.gitState(root));
            opened.catch(() => undefined);
            this.benchmarks.set(dir, opened);
        }
        return opened;
    }
    /** The git state of the directory `root` (a real path), asked of git once. */
    gitState(root) {
        let state = this.gitStates.get(root);
        if (!state) {
            state = (0,benchmark/* gitState */.mS)(root);
            this.gitStates.set(root, state);
        }
        return state;
    }
    close() {
        return this.verifiers.close();
    }
}
/** Runs `run` with the caller's cache, or with one of its own that is closed when `run` is done. */
async function withCommandCache(given, run) {
    if (given)
        return run(given);
    const cache = new CommandCache();
    try {
        return await run(cache);
    }
    finally {
        await cache.close();
    }
}


/***/ }),

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

/***/ 7283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ layoutFindings),
/* harmony export */   W: () => (/* binding */ runLayout)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6062);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7369);


/** `more`: the suites' tasks (a kind's layout may name the files a task expects) and the run directory as the user named it. */
async function runLayout(tree, all, selected, singleSuite, reading, more = {}) {
    const submission = await reading.catch(() => null);
    const declared = [...(submission?.declared?.configuration ?? []), ...(submission?.declared?.prompts ?? [])];
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLayout */ .H)({
        entries: (await tree.listing()).entries,
        suites: all,
        selected,
        singleSuite,
        declared,
        ...more,
    });
}
/** The layout of a run as validate's warnings: what would be ignored, and trials not recognised. */
function layoutFindings(layout) {
    const findings = layout.run.map((e) => ({
        suite: '(run)',
        task: null,
        problem: (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIgnored */ .M)(e),
        warning: true,
    }));
    for (const [suite, list] of layout.suites) {
        const why = layout.trialsNotRecognised.get(suite);
        if (why)
            findings.push({ suite, task: null, problem: why, warning: true });
        for (const e of list)
            findings.push({ suite, task: null, problem: (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIgnored */ .M)(e), warning: true });
    }
    return findings;
}


/***/ }),

/***/ 1709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ suiteReliability),
/* harmony export */   OU: () => (/* binding */ fractionText),
/* harmony export */   QV: () => (/* binding */ binomial),
/* harmony export */   Xf: () => (/* binding */ roundFraction),
/* harmony export */   YV: () => (/* binding */ wilsonInterval),
/* harmony export */   gA: () => (/* binding */ compareTasks),
/* harmony export */   sv: () => (/* binding */ FRACTION_DECIMALS),
/* harmony export */   wE: () => (/* binding */ computeReliability),
/* harmony export */   zO: () => (/* binding */ fraction)
/* harmony export */ });
/* unused harmony exports Z_95, checkTask, passCurves */
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5716);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3592);


const RELIABILITY_METHOD = 'pass_k_unbiased_v1';
/** Decimals of every published fraction (a fraction with 6 decimals is a percentage with 4, as elsewhere). */
const FRACTION_DECIMALS = 6;
/** The 0.975 quantile of the standard normal distribution: a two-sided 95% Wilson interval. */
const Z_95 = 1.959963984540054;
function gcd(a, b) {
    let x = a < 0n ? -a : a;
    let y = b < 0n ? -b : b;
    while (y !== 0n)
        [x, y] = [y, x % y];
    return x;
}
function fraction(num, den) {
    if (den <= 0n)
        throw new RangeError('fraction: the denominator must be positive');
    if (num === 0n)
        return { num: 0n, den: 1n };
    const g = gcd(num, den);
    return { num: num / g, den: den / g };
}
/** "p/q" in lowest terms ("0", "1" when whole). */
function fractionText(f) {
    return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
/** The exact value rounded half up to `decimals` decimals, as the nearest double. */
function roundFraction(f, decimals = FRACTION_DECIMALS) {
    const scale = 10n ** BigInt(decimals);
    const q = (2n * f.num * scale + f.den) / (2n * f.den);
    return Number(q) / Number(scale);
}
function checkInteger(name, x) {
    if (!Number.isSafeInteger(x))
        throw new RangeError(`${name} must be an integer, got ${x}`);
}
/** C(n, k), exactly. */
function binomial(n, k) {
    checkInteger('n', n);
    checkInteger('k', k);
    if (n < 0)
        throw new RangeError(`n must be ≥ 0, got ${n}`);
    if (k < 0 || k > n)
        return 0n;
    const kk = Math.min(k, n - k);
    let result = 1n;
    for (let i = 1; i <= kk; i++)
        result = (result * BigInt(n - kk + i)) / BigInt(i);
    return result;
}
function checkTask(n, c, k) {
    checkInteger('n', n);
    checkInteger('c', c);
    checkInteger('k', k);
    if (n < 1)
        throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
    if (c < 0 || c > n)
        throw new RangeError(`c (successes) must be between 0 and n = ${n}, got ${c}`);
    if (k < 1 || k > n)
        throw new RangeError(`k must be between 1 and n = ${n}, got ${k}`);
}
/**
 * pass^k and pass@k for k = 1..n, averaged over tasks, exactly. `successes` holds each
 * task's c (0 ≤ c ≤ n). Tasks are grouped by c, and only the binomials C(m,k) for m in
 * {c} ∪ {n−c} ∪ {n} are kept, each advanced in k by C(m,k) = C(m,k−1)·(m−k+1)/k (an exact
 * division): O(n × distinct m) BigInt operations, whatever the number of tasks.
 */
function passCurves(n, successes) {
    checkInteger('n', n);
    if (n < 1)
        throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
    if (successes.length === 0)
        throw new RangeError('no tasks to average over');
    const histogram = new Map();
    for (const c of successes) {
        checkTask(n, c, 1);
        histogram.set(c, (histogram.get(c) ?? 0n) + 1n);
    }
    const ms = new Set([n]);
    for (const c of histogram.keys()) {
        ms.add(c);
        ms.add(n - c);
    }
    const current = new Map([...ms].map((m) => [m, 1n])); // C(m, 0)
    const tasks = BigInt(successes.length);
    const passHat = [];
    const passAt = [];
    for (let k = 1; k <= n; k++) {
        for (const [m, value] of current)
            current.set(m, m - k + 1 <= 0 ? 0n : (value * BigInt(m - k + 1)) / BigInt(k));
        let hat = 0n;
        let none = 0n;
        for (const [c, h] of histogram) {
            hat += h * current.get(c);
            none += h * current.get(n - c);
        }
        const den = tasks * current.get(n);
        passHat.push(fraction(hat, den));
        passAt.push(fraction(den - none, den));
    }
    return { passHat, passAt };
}
/**
 * The 95% Wilson score interval for `successes` of `total`:
 *   centre = (p + z²/2m) / (1 + z²/m),  half = z / (1 + z²/m) · √(p(1−p)/m + z²/4m²)
 * with p = s/m, z = Z_95; null when total is 0.
 */
function wilsonInterval(successes, total, z = Z_95) {
    checkInteger('successes', successes);
    checkInteger('total', total);
    if (total < 0 || successes < 0 || successes > total)
        throw new RangeError(`need 0 ≤ successes ≤ total, got ${successes}/${total}`);
    if (total === 0)
        return null;
    const p = successes / total;
    const z2 = z * z;
    const denom = 1 + z2 / total;
    const centre = (p + z2 / (2 * total)) / denom;
    const half = (z / denom) * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
    return {
        low: successes === 0 ? 0 : (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .roundTo */ .GB)(Math.max(0, centre - half), FRACTION_DECIMALS),
        high: successes === total ? 1 : (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .roundTo */ .GB)(Math.min(1, centre + half), FRACTION_DECIMALS),
    };
}
/** The per-suite `reliability` object of the report (and of `agent-eval reliability --json`). */
function computeReliability(input) {
    const n = input.trials.length;
    const notes = [];
    const complete = [];
    const incomplete = [];
    for (const t of input.tasks) {
        if (t.outcomes.length !== n)
            throw new RangeError(`task ${t.task}: ${t.outcomes.length} outcomes for ${n} trials`);
        const valid = t.outcomes.filter((o) => o !== null).length;
        if (valid === n && n > 0)
            complete.push({ task: t.task, outcomes: t.outcomes });
        else
            incomplete.push({ task: t.task, valid_trials: valid });
    }
    const tasks = complete.length;
    if (n === 0)
        notes.push('There are no trials.');
    else if (input.tasks.length === 0)
        notes.push('There are no tasks.');
    if (input.expectedTrials !== null && n !== input.expectedTrials)
        notes.push(`The benchmark expects ${input.expectedTrials} trial(s); there are ${n}.`);
    if (incomplete.length > 0 && n > 0) {
        notes.push(`${incomplete.length} task(s) do not have ${n} valid trial(s) (missing, errors or duplicates); the figures are observed over the ${tasks} task(s) that do.`);
    }
    for (const p of input.problems ?? [])
        notes.push(p);
    const final = notes.length === 0;
    const passHatK = {};
    const passAtK = {};
    const exact = { pass_hat_k: {}, pass_at_k: {} };
    let meanSuccessRate = null;
    let stderr = null;
    const trialFigures = input.trials.map((name) => ({
        name,
        tasks,
        successes: 0,
        success_rate: null,
        wilson_95: null,
    }));
    if (tasks > 0) {
        const successes = complete.map((t) => t.outcomes.filter(Boolean).length);
        const curves = passCurves(n, successes);
        for (let k = 1; k <= n; k++) {
            passHatK[k] = roundFraction(curves.passHat[k - 1]);
            passAtK[k] = roundFraction(curves.passAt[k - 1]);
            exact.pass_hat_k[k] = fractionText(curves.passHat[k - 1]);
            exact.pass_at_k[k] = fractionText(curves.passAt[k - 1]);
        }
        const perTrial = input.trials.map((_, i) => complete.filter((t) => t.outcomes[i]).length);
        perTrial.forEach((s, i) => {
            trialFigures[i] = {
                name: input.trials[i],
                tasks,
                successes: s,
                success_rate: roundFraction(fraction(BigInt(s), BigInt(tasks))),
                wilson_95: wilsonInterval(s, tasks),
            };
        });
        const total = perTrial.reduce((a, b) => a + b, 0);
        meanSuccessRate = roundFraction(fraction(BigInt(total), BigInt(n * tasks)));
        if (n >= 2) {
            // Sample variance of the per-trial rates s_i/T, exactly: (nΣs² − S²) / (T² n (n−1)); SE = √(var / n).
            const sumSquares = perTrial.reduce((a, s) => a + BigInt(s) * BigInt(s), 0n);
            const num = BigInt(n) * sumSquares - BigInt(total) * BigInt(total);
            const den = BigInt(tasks) * BigInt(tasks) * BigInt(n) * BigInt(n - 1) * BigInt(n);
            stderr = (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .roundTo */ .GB)(Math.sqrt(Number(num) / Number(den)), FRACTION_DECIMALS);
        }
    }
    const flips = complete
        .filter((t) => t.outcomes.some(Boolean) && !t.outcomes.every(Boolean))
        .map((t) => ({ task: t.task, successes: t.outcomes.filter(Boolean).length, outcomes: [...t.outcomes] }));
    return {
        method: RELIABILITY_METHOD,
        source: input.source,
        final,
        n_trials: n,
        expected_trials: input.expectedTrials,
        tasks,
        expected_tasks: input.tasks.length,
        pass_hat_k: passHatK,
        pass_at_k: passAtK,
        exact,
        trials: trialFigures,
        mean_success_rate: meanSuccessRate,
        success_rate_stderr: stderr,
        flips: { count: flips.length, tasks: flips },
        incomplete_tasks: incomplete,
        notes,
    };
}
// ---------------------------------------------------------------------------------------------
// From a suite of an agent-eval report
const VERIFIED_SOURCE = "success verdicts of the benchmark's own verifiers, scored by agent-eval";
/**
 * The reliability of a scored suite, from its trials' verdicts alone (so the same function
 * serves the pipeline and `agent-eval reliability scores.json`). A task counts in a trial when
 * it has exactly one verdict there and that verdict is a success or a failure; errors,
 * duplicates and missing tasks leave the task out of the figures and name it. Pending items
 * (judge records) concern other metrics, not success, and do not affect reliability.
 */
function suiteReliability(suite) {
    const trials = suite.trials;
    const taskSet = new Set();
    for (const t of trials) {
        for (const v of t.verdicts)
            taskSet.add(v.task);
        for (const m of t.coverage.missing_tasks)
            taskSet.add(m);
    }
    const perTrial = trials.map((t) => {
        const verdicts = new Map();
        for (const v of t.verdicts) {
            const list = verdicts.get(v.task) ?? [];
            list.push(v.status === 'error' ? null : v.status === 'success');
            verdicts.set(v.task, list);
        }
        return verdicts;
    });
    const tasks = [...taskSet].sort(compareTasks).map((task) => ({
        task,
        outcomes: perTrial.map((m) => {
            const list = m.get(task);
            return list?.length === 1 ? list[0] : null;
        }),
    }));
    const problems = [];
    if (!suite.valid)
        problems.push('Errors occurred in this suite (listed in the report); they are never counted as failures.');
    return computeReliability({
        trials: trials.map((t) => t.name),
        tasks,
        expectedTrials: suite.expected_trials,
        source: outcomeSource(suite),
        problems,
    });
}
/**
 * Where a suite's success outcomes come from: the benchmark's verifiers run by agent-eval, unless
 * its trials' success rate names another source (an import: harness-reported outcomes).
 */
function outcomeSource(suite) {
    for (const t of suite.trials) {
        const source = t.metrics.SR_percent?.source;
        if (typeof source === 'string' && source !== '')
            return source;
    }
    return VERIFIED_SOURCE;
}
/** Task order: numbers by value when both are whole numbers, else code-unit order (locale independent). */
function compareTasks(a, b) {
    // (the first-character test only spares the regexes for the usual names, which start with a letter)
    if (startsWithDigit(a) && startsWithDigit(b) && /^\d+$/.test(a) && /^\d+$/.test(b)) {
        const x = BigInt(a);
        const y = BigInt(b);
        if (x !== y)
            return x < y ? -1 : 1;
    }
    return (0,_util_order_js__WEBPACK_IMPORTED_MODULE_1__/* .byCodeUnit */ .X)(a, b);
}
const startsWithDigit = (s) => {
    const c = s.charCodeAt(0);
    return c >= 48 && c <= 57;
};


/***/ }),

/***/ 8421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ splitMembership),
/* harmony export */   Em: () => (/* binding */ splitBoardName),
/* harmony export */   Q2: () => (/* binding */ splitReports),
/* harmony export */   Yf: () => (/* binding */ splitNotes),
/* harmony export */   Zb: () => (/* binding */ splitMatcher),
/* harmony export */   nb: () => (/* binding */ splitFindings),
/* harmony export */   y8: () => (/* binding */ suitesAndSplits)
/* harmony export */ });
/* harmony import */ var _fs_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4089);
/* harmony import */ var _manifest_parts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9379);
/* harmony import */ var _metrics_reliability_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1709);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2468);
/**
 * Splits of a suite (docs/splits.md): views over the suite's one set of verdicts. A split's
 * figures are computed by the very functions that compute the suite's (buildTrialReport, the
 * kind's `metrics`, suiteReliability), run over the split's subset of each trial's verdicts,
 * errors and pending items; no task is verified twice, and the split adds no per-kind code.
 *
 * A task in two splits counts in both; a task in no split counts in the suite's own figures
 * only. `agent-eval validate` reports either as a problem, and the suite's notes say so.
 */




/** Whether a task key is in a split: the glob (picomatch, fs/glob.ts) or the list; never throws. */
function splitMatcher(match) {
    if (typeof match !== 'string') {
        const keys = new Set(match);
        return (task) => keys.has(task);
    }
    let re;
    try {
        re = (0,_fs_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globToRegExp */ .tL)(match);
    }
    catch {
        // Only a report read back can hold a glob that does not compile (a manifest with one is refused): it matches
        // nothing.
        return () => false;
    }
    return (task) => re.test(task);
}
/** Which of `tasks` each split holds, and the tasks in no split or in several. */
function splitMembership(splits, tasks) {
    const matchers = Object.entries(splits).map(([name, split]) => ({ name, test: splitMatcher((0,_manifest_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .splitMatchOf */ .fV)(split)) }));
    const members = new Map(matchers.map((m) => [m.name, []]));
    const unassigned = [];
    const overlapping = [];
    for (const task of tasks) {
        const inSplits = matchers.filter((m) => m.test(task)).map((m) => m.name);
        for (const name of inSplits)
            members.get(name).push(task);
        if (inSplits.length === 0)
            unassigned.push(task);
        if (inSplits.length > 1)
            overlapping.push({ task, splits: inSplits });
    }
    return { members, unassigned, overlapping };
}
/** At most this many task names in one note (the count says how many there are). */
const NOTE_NAMES = 10;
const listed = (names) => names.slice(0, NOTE_NAMES).join(', ') + (names.length > NOTE_NAMES ? `, … (${names.length - NOTE_NAMES} more)` : '');
/** The suite's notes about its splits: expected tasks in no split or in several. */
function splitNotes(s) {
    if (!s.suite.splits)
        return [];
    const { unassigned, overlapping } = splitMembership(s.suite.splits, s.expectedTasks);
    const notes = [];
    if (unassigned.length > 0)
        notes.push(`${unassigned.length} task(s) are in no split (they count in the suite's own figures only): ${listed(unassigned)}.`);
    if (overlapping.length > 0) {
        notes.push(`${overlapping.length} task(s) are in several splits (they count in each): ${listed(overlapping.map((o) => `${o.task} (${o.splits.join(', ')})`))}.`);
    }
    return notes;
}
/** One trial restricted to a split: its verdicts, errors and pending items of the split's tasks, and its errors tied to no task. */
function trialPart(t, inSplit) {
    const { cce: _cce, ...rest } = t;
    return {
        ...rest,
        verdicts: t.verdicts.filter((v) => inSplit(v.task)),
        errors: t.errors.filter((e) => e.task === null || inSplit(e.task)),
        pending: t.pending.filter((p) => inSplit(p.task)),
    };
}
/**
 * The figures of every split of a suite, from what the suite produced (the SuiteScore that
 * buildSuiteReport reads, so scoring, merge and imports give the same figures); undefined when
 * the suite declares no splits. A split is valid when the suite has no errors of its own and no
 * trial has an error of the split's tasks (or of no task); final when it is valid, the suite's
 * directory was found, every trial is final over the split's tasks, the number of trials is the
 * expected one and the split has at least one expected task.
 */
function splitReports(s) {
    const splits = s.suite.splits;
    if (!splits)
        return undefined;
    const { members } = splitMembership(splits, s.expectedTasks);
    return Object.entries(splits).map(([name, split]) => {
        const match = (0,_manifest_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .splitMatchOf */ .fV)(split);
        const inSplit = splitMatcher(match);
        const heldOut = (0,_manifest_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .splitHeldOut */ .mM)(split, s.suite.held_out);
        const expected = members.get(name);
        const trials = s.trials.map((t) => (0,_score_js__WEBPACK_IMPORTED_MODULE_3__/* .buildTrialReport */ .Jl)(s.suite, expected, trialPart(t, inSplit)));
        const valid = s.errors.length === 0 && trials.every((t) => t.valid);
        const final = s.discovered &&
            valid &&
            expected.length > 0 &&
            trials.every((t) => t.final) &&
            (s.suite.trials === undefined || trials.length === s.suite.trials);
        const reliability = (0,_metrics_reliability_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteReliability */ .$n)({ ...s.base, valid, final, notes: [], errors: s.errors, trials });
        return {
            name,
            match: typeof match === 'string' ? match : [...match],
            tasks: expected.length,
            valid,
            final,
            trials: trials.map((t) => ({
                name: t.name,
                valid: t.valid,
                final: t.final,
                coverage: t.coverage,
                metrics: t.metrics,
            })),
            reliability,
            ...(heldOut ? { held_out: { decimals: s.suite.held_out_decimals ?? 1, redacted: false } } : {}),
        };
    });
}
/** How a split is named where it stands beside suites (leaderboard rows, comparisons): `suite/split` (a suite name has no `/`). */
function splitBoardName(suite, split) {
    return `${suite}/${split}`;
}
/**
 * A split seen as a suite of its own, named `suite/split`: each trial with the split's
 * coverage, validity, finality and metrics and its verdicts, errors and pending items of the
 * split's tasks; the split's reliability. Whatever reads suites (leaderboard rows, drift, the
 * paired comparison with the leader) reads a split through this view, with no code of its own.
 */
function splitView(suite, split) {
    const inSplit = splitMatcher(split.match);
    const byName = new Map(split.trials.map((t) => [t.name, t]));
    const trials = suite.trials.map((t) => {
        const s = byName.get(t.name);
        return {
            ...t,
            valid: s?.valid ?? false,
            final: s?.final ?? false,
            coverage: s?.coverage ?? { ...t.coverage, scored: 0, missing_tasks: [] },
            metrics: s?.metrics ?? {},
            verdicts: t.verdicts.filter((v) => inSplit(v.task)),
            errors: t.errors.filter((e) => e.task === null || inSplit(e.task)),
            pending: t.pending.filter((p) => inSplit(p.task)),
            ...(t.cce ? { cce: { ...t.cce, tasks: t.cce.tasks.filter((c) => inSplit(c.task)) } } : {}),
        };
    });
    const { splits: _splits, publish: _publish, ignored: _ignored, held_out: _heldOut, ...rest } = suite;
    return {
        ...rest,
        name: splitBoardName(suite.name, split.name),
        valid: split.valid,
        final: split.final,
        trials,
        reliability: split.reliability,
        ...(split.held_out ? { held_out: split.held_out } : {}),
    };
}
/** The report's suites followed by each suite's splits as suites (splitView), for readers of suites by name. */
function suitesAndSplits(report) {
    return report.suites.flatMap((s) => [s, ...(s.splits ?? []).map((split) => splitView(s, split))]);
}
/**
 * `agent-eval validate`'s checks of a suite's splits over its catalog: a task in no split, a
 * task in two splits or more (each naming the task and the splits), a listed task that is not
 * in the catalog, a split that holds no task.
 */
function splitFindings(suite, catalog) {
    if (!suite.splits)
        return [];
    const names = Object.keys(suite.splits);
    const { members, unassigned, overlapping } = splitMembership(suite.splits, catalog);
    const findings = [];
    for (const task of unassigned)
        findings.push({ suite: suite.name, task, problem: `the task is in no split (splits: ${names.join(', ')})` });
    for (const o of overlapping)
        findings.push({
            suite: suite.name,
            task: o.task,
            problem: `the task is in ${o.splits.length} splits: ${o.splits.join(', ')} (a task belongs to one split)`,
        });
    const known = new Set(catalog);
    for (const [name, split] of Object.entries(suite.splits)) {
        const match = (0,_manifest_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .splitMatchOf */ .fV)(split);
        if (typeof match !== 'string')
            for (const task of match)
                if (!known.has(task))
                    findings.push({
                        suite: suite.name,
                        task,
                        problem: `split ${name} lists the task, which is not in the suite's catalog`,
                    });
        if (members.get(name).length === 0)
            findings.push({
                suite: suite.name,
                task: null,
                problem: `split ${name} (${typeof match === 'string' ? JSON.stringify(match) : 'a list'}) holds no task of the catalog`,
            });
    }
    return findings;
}


/***/ }),

/***/ 2468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  pl: () => (/* binding */ buildSuiteReport),
  Jl: () => (/* binding */ buildTrialReport),
  score: () => (/* binding */ score),
  scoreShard: () => (/* binding */ scoreShard),
  q5: () => (/* binding */ suiteBase)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/benchmark.ts
var core_benchmark = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/command-cache.ts + 1 modules
var command_cache = __webpack_require__(5404);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/fs/glob.ts
var glob = __webpack_require__(4089);
// EXTERNAL MODULE: ./src/core/fs/walk.ts
var walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/judge/cache.ts
var judge_cache = __webpack_require__(7833);
;// CONCATENATED MODULE: ./src/core/util/backoff.ts
/**
 * The one backoff of every client that retries: the judge client (core/judge/client.ts), the git
 * fetch of the benchmark, the blob download of an artifact, and the GitHub client's "list again
 * after a lost create" (the GitHub client's own retries are @octokit/plugin-retry and
 * plugin-throttling, given the same policy: see github/octokit.ts).
 *
 * Retry n waits base·2^(n−1) with ±25 % jitter; a server's wait (Retry-After, a rate-limit reset)
 * is a floor; no wait is longer than maxMs.
 */
/**
 * The policy of the GitHub side (API, git fetch, blob download): AGENT_EVAL_RETRY_BASE_MS
 * (default 1000 ms; the tests make it short) and AGENT_EVAL_RETRY_MAX_MS (default 60 s).
 */
function retryPolicy(env = process.env) {
    const num = (name, fallback) => {
        const v = Number(env[name]);
        return env[name] !== undefined && env[name] !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
    };
    return { attempts: 4, baseMs: num('AGENT_EVAL_RETRY_BASE_MS', 1000), maxMs: num('AGENT_EVAL_RETRY_MAX_MS', 60_000) };
}
/** The wait before retry `retry` (1: the first retry), in ms. */
function backoff(retry, policy, serverWaitMs) {
    const exponential = policy.baseMs * 2 ** (retry - 1);
    const jittered = exponential * (0.75 + Math.random() * 0.5);
    const wanted = serverWaitMs !== undefined ? Math.max(serverWaitMs, jittered) : jittered;
    return Math.round(Math.min(wanted, policy.maxMs));
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs `operation` until it succeeds, `classify` calls its failure final, or the attempts run out. */
async function withRetry(operation, classify, policy, onRetry) {
    for (let attempt = 1;; attempt++) {
        try {
            return await operation(attempt);
        }
        catch (err) {
            const decision = classify(err);
            if (!decision.retry || attempt >= policy.attempts)
                throw err;
            const delayMs = backoff(attempt, policy, decision.waitMs);
            onRetry?.({ attempt, delayMs, reason: decision.reason ?? (err instanceof Error ? err.message : String(err)) });
            await sleep(delayMs);
        }
    }
}

;// CONCATENATED MODULE: ./src/core/judge/client.ts
/**
 * A minimal OpenAI-compatible chat-completions client for LLM judges: plain fetch, temperature 0,
 * a per-request timeout, bounded retries with exponential backoff that honours Retry-After,
 * a concurrency limit shared by every caller, and a request budget for the whole run.
 * The API key only ever goes into the Authorization header; errors never carry it.
 * The backoff is the one every retrying client shares (util/backoff.ts).
 */

class ChatClient {
    model;
    endpointHost;
    url;
    o;
    apiKey;
    active = 0;
    queue = [];
    /** HTTP requests sent so far (retries included). */
    requests = 0;
    constructor(options) {
        const base = new URL(options.endpoint);
        if (base.protocol !== 'http:' && base.protocol !== 'https:')
            throw new Error('the judge endpoint must be an http(s) URL');
        if (base.username || base.password)
            throw new Error('the judge endpoint must not carry credentials; pass the key through the environment');
        const trimmed = base.href.replace(/\/+$/, '');
        this.url = /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
        this.endpointHost = base.host;
        this.model = options.model;
        this.apiKey = options.apiKey ?? '';
        this.o = {
            timeoutMs: options.timeoutMs ?? 60_000,
            maxRetries: options.maxRetries ?? 3,
            backoffMs: options.backoffMs ?? 1000,
            maxWaitMs: options.maxWaitMs ?? 60_000,
            concurrency: Math.max(1, options.concurrency ?? 4),
            maxRequests: options.maxRequests ?? 2000,
            maxResponseBytes: options.maxResponseBytes ?? 1024 * 1024,
        };
    }
    /** Removes the key from any text that may be shown or stored. */
    redact(text) {
        return this.apiKey.length >= 4 ? text.split(this.apiKey).join('***') : text;
    }
    /** One chat completion, with retries; never throws. */
    async complete(messages) {
        let last = '';
        let attempts = 0;
        for (let attempt = 0; attempt <= this.o.maxRetries; attempt++) {
            if (this.requests >= this.o.maxRequests) {
                return {
                    ok: false,
                    error: `request budget of ${this.o.maxRequests} requests for this run exhausted${last ? ` (last error: ${last})` : ''}`,
                    attempts,
                    budget: true,
                };
            }
            this.requests++;
            attempts++;
            const r = await this.limited(() => this.once(messages));
            if (r.kind === 'ok')
                return { ok: true, content: r.content, attempts };
            last = this.redact(r.error);
            if (!r.retry || attempt === this.o.maxRetries)
                break;
            await sleep(backoff(attempt + 1, { baseMs: this.o.backoffMs, maxMs: this.o.maxWaitMs }, r.retryAfterMs));
        }
        return { ok: false, error: `${last} (${attempts} attempt${attempts === 1 ? '' : 's'})`, attempts };
    }
    async limited(fn) {
        if (this.active >= this.o.concurrency)
            await new Promise((resolve) => this.queue.push(resolve));
        this.active++;
        try {
            return await fn();
        }
        finally {
            this.active--;
            this.queue.shift()?.();
        }
    }
    async once(messages) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.o.timeoutMs);
        try {
            const headers = { 'content-type': 'application/json', accept: 'application/json' };
            if (this.apiKey)
                headers.authorization = `Bearer ${this.apiKey}`;
            const res = await fetch(this.url, {
                method: 'POST',
                headers,
                body: JSON.stringify({ model: this.model, temperature: 0, messages }),
                signal: controller.signal,
            });
            const text = await readBody(res, this.o.maxResponseBytes);
            if (res.status === 429 || res.status >= 500) {
                return {
                    kind: 'error',
                    error: `HTTP ${res.status}${excerpt(text)}`,
                    retry: true,
                    retryAfterMs: retryAfter(res.headers.get('retry-after')),
                };
            }
            if (!res.ok)
                return { kind: 'error', error: `HTTP ${res.status}${excerpt(text)}`, retry: false };
            let body;
            try {
                body = JSON.parse(text);
            }
            catch {
                return { kind: 'error', error: `the endpoint's response is not JSON${excerpt(text)}`, retry: true };
            }
            const content = body?.choices?.[0]?.message
                ?.content;
            if (typeof content !== 'string')
                return { kind: 'error', error: 'the response has no choices[0].message.content', retry: true };
            return { kind: 'ok', content };
        }
        catch (err) {
            if (controller.signal.aborted)
                return { kind: 'error', error: `timed out after ${this.o.timeoutMs} ms`, retry: true };
            return { kind: 'error', error: `request failed: ${err.message}`, retry: true };
        }
        finally {
            clearTimeout(timer);
        }
    }
}
async function readBody(res, max) {
    if (!res.body)
        return '';
    const reader = res.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > max) {
            await reader.cancel().catch(() => undefined);
            throw new Error(`response larger than ${max} bytes`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Retry-After as delta-seconds or an HTTP date, in milliseconds; undefined when absent or unusable. */
function retryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    if (/^\s*\d+(\.\d+)?\s*$/.test(value))
        return Math.round(Number(value) * 1000);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function excerpt(text) {
    const t = text.replace(/\s+/g, ' ').trim();
    return t ? `: ${t.length > 200 ? `${t.slice(0, 200)}…` : t}` : '';
}

;// CONCATENATED MODULE: ./src/core/judge/session.ts
/**
 * One run's CCE judge: the chat client (shared concurrency limit and request budget) and the
 * cache of earlier judgements. Created once per `score()` call from ScoreOptions.cce.
 */



function createCceJudge(options) {
    if (!options.model.trim())
        throw new errors/* UsageError */.eb('--cce-model must not be empty');
    let client = null;
    if (options.endpoint) {
        try {
            client = new ChatClient({ ...options, endpoint: options.endpoint });
        }
        catch (err) {
            throw new errors/* UsageError */.eb(`--cce-endpoint: ${err.message}`);
        }
    }
    const cache = options.cacheDir
        ? (0,judge_cache/* loadCache */.Lj)(options.cacheDir)
        : { records: new Map(), skipped: [] };
    return {
        model: options.model,
        endpointHost: client?.endpointHost ?? null,
        client,
        cache: cache.records,
        cacheSkipped: cache.skipped,
        answerRetries: options.answerRetries ?? 1,
    };
}

// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/fs/tree.ts
var fs_tree = __webpack_require__(6639);
;// CONCATENATED MODULE: ./src/core/shard/digest.ts
/**
 * A digest of a submission's files, so that `merge` can refuse partial reports scored from
 * different submissions: sha256 over every path (sorted), its type, and its content (files)
 * or target (symlinks, never followed). An entry whose content hashing leaves out (over a bound,
 * hard-linked, special, unreadable: RunTree.notHashed) gets a line with its path, why and size
 * as listed, so shards that list it differently disagree; its content is not covered, and the
 * report names it (`not_hashed`, docs/sharding.md). A tree over the entry cap is hashed up to
 * the cap, and says so.
 */


async function submissionDigest(root) {
    const tree = typeof root === 'string' ? new fs_tree/* RunTree */.g(root) : root;
    const hash = (0,external_node_crypto_.createHash)('sha256');
    tree.prefetch();
    const { entries, truncated } = await tree.listing();
    const shas = await Promise.all(entries.map((e) => (e.type === 'file' ? tree.sha256(e.rel).catch(() => null) : null)));
    const left = new Map((await tree.notHashed()).filter((n) => n.why !== 'not_listed').map((n) => [n.path, n]));
    entries.forEach((e, i) => {
        const sha = shas[i];
        if (e.type === 'symlink')
            hash.update(`L\u0000${e.rel}\u0000${e.target}\n`);
        else if (e.type === 'dir')
            hash.update(`D\u0000${e.rel}\n`);
        else if (e.type === 'file' && sha)
            hash.update(`F\u0000${e.rel}\u0000${sha}\n`);
        else {
            const n = left.get(e.rel);
            hash.update(n ? `S\u0000${e.rel}\u0000${n.why}\u0000${n.size ?? ''}\n` : `U\u0000${e.rel}\n`);
        }
    });
    if (truncated !== null)
        hash.update(`T\u0000${entries.length}\n`);
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/core/submission/read.ts
var read = __webpack_require__(1082);
// EXTERNAL MODULE: ./src/core/submission/review.ts
var submission_review = __webpack_require__(5774);
// EXTERNAL MODULE: ./src/core/shard/partial.ts
var partial = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/core/shard/partition.ts
var partition = __webpack_require__(4970);
// EXTERNAL MODULE: ./src/core/metrics/reliability.ts
var reliability = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/layout/run.ts
var layout_run = __webpack_require__(7283);
// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
// EXTERNAL MODULE: ./src/core/report/splits.ts
var report_splits = __webpack_require__(8421);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./src/core/util/data.ts
var data = __webpack_require__(9966);
// EXTERNAL MODULE: ./src/core/util/order.ts
var order = __webpack_require__(3592);
// EXTERNAL MODULE: ./src/core/layout/messages.ts
var messages = __webpack_require__(5132);
;// CONCATENATED MODULE: ./src/core/score.ts
/**
 * The pipeline: benchmark → suites → trials → verdicts → metrics → report. Used unchanged by
 * the CLI and the action; it never prints, exits or talks to GitHub.
 */

























const METADATA_FILE = 'metadata.json';
async function score(options) {
    const scored = await scoreSuites(options);
    return buildReport(scored.header, scored.suites.map((s) => buildSuiteReport(s)), scored.submission);
}
/**
 * Scores one shard of the work (`--shard i/n`): only the units (suite, trial, task) that hash
 * to this shard are verified, and the result is a partial report for `merge`, never final.
 */
async function scoreShard(options, shard) {
    const scored = await scoreSuites(options, shard);
    return {
        partial_report_version: partial/* PARTIAL_REPORT_VERSION */.IW,
        final: false,
        shard: { index: shard.index, count: shard.count, method: partition/* SHARD_METHOD */.Fq },
        tool: scored.header.tool,
        benchmark: scored.header.benchmark,
        submission: {
            ...scored.header.submission,
            files_sha256: await submissionDigest(scored.tree),
            review_input: scored.submission,
        },
        suites: scored.suites.map((s) => ({
            ...s.base,
            config: s.suite,
            discovered: s.discovered,
            expected_tasks: s.expectedTasks,
            notes: s.notes,
            errors: s.errors,
            trials: s.trials.map((t) => ({
                name: t.name,
                path: t.path,
                units: s.expectedTasks.filter((task) => (0,partition/* shardOfUnit */.OW)(s.base.name, t.path, task, shard.count) === shard.index),
                verdicts: t.verdicts,
                errors: sortErrors(t.errors),
                pending: t.pending,
                metric_context: t.context,
                ...(t.cce ? { cce: t.cce } : {}),
            })),
            ...(s.ignored?.length ? { ignored: s.ignored } : {}),
        })),
        ...(scored.header.ignored?.length ? { ignored: scored.header.ignored } : {}),
        ...(scored.header.not_hashed ? { not_hashed: scored.header.not_hashed } : {}),
    };
}
async function scoreSuites(options, shard) {
    return (0,command_cache/* withCommandCache */.M)(options.cache, (cache) => scoreWith(cache, options, shard));
}
async function scoreWith(cache, options, shard) {
    const benchmark = await cache.benchmark(options.benchmarkDir);
    const runRoot = await existingDir(options.runDir, 'run');
    // One walk of the run's files serves submission.yml's checksums and a shard's digest.
    const tree = new fs_tree/* RunTree */.g(runRoot, undefined, options.hashLimits);
    // Hashing (a shard's digest, submission.yml's checksums) runs in worker threads while the
    // suites are scored; it is awaited at the end.
    if (shard)
        tree.prefetch();
    const reading = (0,read/* readSubmission */.V)(runRoot, tree);
    reading.catch(() => undefined);
    const suites = selectSuites(benchmark, options.suites);
    const singleSuite = options.suites?.length === 1 && !options.nested;
    const layout = await (0,layout_run/* runLayout */.W)(tree, benchmark.manifest.suites, suites, singleSuite, reading, {
        catalogs: benchmark.catalogs,
        runShown: options.runLabel ?? displayPath(options.runDir),
    });
    const cceJudge = options.cce ? createCceJudge(options.cce) : undefined;
    let done = 0;
    const onVerdict = () => options.onProgress?.(++done);
    const run = {
        benchmark,
        runRoot,
        env: options.env ?? process.env,
        onVerdict,
        only: options.tasks,
        cceJudge,
        shard,
        python: options.python,
        verifiers: cache.verifiers,
    };
    // Suites one after another: each suite's verifier pool already uses every core.
    const scored = [];
    for (const suite of suites) {
        const suiteDir = singleSuite ? runRoot : external_node_path_default().join(runRoot, suite.name);
        const one = await scoreSuite({
            ...run,
            suite,
            suiteDir,
            trialsNotRecognised: layout.trialsNotRecognised.get(suite.name),
        });
        const ignored = layout.suites.get(suite.name);
        scored.push(ignored?.length ? { ...one, ignored } : one);
    }
    const header = {
        report_version: schema/* REPORT_VERSION */.Aj,
        tool: { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w },
        benchmark: (0,core_benchmark/* benchmarkInfo */.wV)(benchmark),
        submission: { path: options.runLabel ?? displayPath(options.runDir), metadata: await readMetadata(runRoot) },
        ...(layout.run.length > 0 ? { ignored: layout.run } : {}),
    };
    const submission = await reading;
    // After the reading: what its checksums tried to hash is settled, and named when it failed.
    const notHashed = notHashedField(await tree.notHashed());
    return {
        header: notHashed ? { ...header, not_hashed: notHashed } : header,
        suites: scored,
        runRoot,
        tree,
        submission,
    };
}
/**
 * The report from its suites: the last step of scoring and of merging. With `submission` (what
 * was read of submission.yml) the review is finished here; an error in it makes the report invalid.
 */
function buildReport(header, suiteReports, submission) {
    const review = submission ? (0,submission_review/* reviewSubmission */.n)(submission, header.benchmark, suiteReports) : undefined;
    const valid = suiteReports.every((s) => s.valid) && (review?.valid ?? true);
    const final = valid && suiteReports.every((s) => s.final);
    return {
        report_version: header.report_version,
        tool: header.tool,
        benchmark: header.benchmark,
        submission: review
            ? { path: header.submission.path, metadata: header.submission.metadata, review }
            : header.submission,
        status: !valid ? 'invalid' : final ? 'final' : 'not_final',
        valid,
        final,
        suites: suiteReports,
        ...(header.ignored?.length ? { ignored: header.ignored } : {}),
        ...(header.not_hashed ? { not_hashed: header.not_hashed } : {}),
    };
}
/** The report's `not_hashed`: every entry of the run whose content hashing leaves out, the first MAX_NOT_HASHED listed (docs/sharding.md). */
function notHashedField(entries) {
    return entries.length === 0 ? undefined : { count: entries.length, entries: entries.slice(0, schema/* MAX_NOT_HASHED */.Ru) };
}
/** The header fields of a suite's report, from its configuration (merge derives them the same way). */
function suiteBase(suite) {
    return {
        name: suite.name,
        kind: suite.kind,
        tasks_from: (0,registry/* kindOf */.I)(suite.kind).tasksFrom(suite),
        expected_trials: suite.trials ?? null,
    };
}
/** A suite's report from what it produced: coverage, validity, finality, metrics, reliability. */
function buildSuiteReport(s) {
    const trials = s.trials.map((t) => buildTrialReport(s.suite, s.expectedTasks, t));
    const valid = s.errors.length === 0 && trials.every((t) => t.valid);
    const final = s.discovered &&
        valid &&
        trials.every((t) => t.final) &&
        (s.suite.trials === undefined || trials.length === s.suite.trials);
    const report = {
        ...s.base,
        valid,
        final,
        notes: [...s.notes, ...(0,report_splits/* splitNotes */.Yf)(s)],
        errors: s.errors,
        trials,
    };
    const splits = (0,report_splits/* splitReports */.Q2)(s);
    return {
        ...report,
        reliability: (0,reliability/* suiteReliability */.$n)(report),
        ...(s.ignored?.length ? { ignored: s.ignored } : {}),
        ...(s.suite.publish === false ? { publish: false } : {}),
        ...(splits ? { splits } : {}),
        ...(s.suite.held_out ? { held_out: { decimals: s.suite.held_out_decimals ?? 1, redacted: false } } : {}),
    };
}
/** A trial's report from its verdicts, errors and pending items (missing tasks are computed here). */
function buildTrialReport(suite, expectedTasks, t) {
    const scored = t.verdicts.filter((v) => v.status !== 'error').length;
    const seen = new Set(t.verdicts.map((v) => v.task));
    const missing = expectedTasks.filter((k) => !seen.has(k));
    // An error of a metric (its `metric` set) withholds that metric only (docs/metrics.md); the others make the trial
    // invalid.
    let errors = t.errors.filter((e) => e.metric === undefined);
    let valid = errors.length === 0;
    let final = valid && missing.length === 0 && scored === expectedTasks.length && t.pending.length === 0;
    const metrics = () => (0,registry/* kindOf */.I)(suite.kind).metrics(suite, t.verdicts, expectedTasks.length, { final, valid }, t.context);
    let computed = metrics();
    // Sorted like the trial's errors, so a merged report lists a metric's reasons as one run would.
    const ofMetrics = sortErrors(t.errors.filter((e) => e.metric !== undefined));
    let withheld = (0,common/* withholdMetrics */.Vc)(computed, [...ofMetrics, ...(0,common/* nonFiniteErrors */._o)(computed)]);
    if (withheld.unknown.length > 0) {
        // An error of a metric the suite does not compute (a forged partial report) is an error of the trial.
        errors = [
            ...errors,
            ...withheld.unknown.map(({ metric, ...e }) => ({
                ...e,
                message: `${e.message} (an error of ${metric}, which this suite does not compute)`,
            })),
        ];
        valid = false;
        final = false;
        computed = metrics();
        withheld = (0,common/* withholdMetrics */.Vc)(computed, [
            ...ofMetrics.filter((e) => Object.hasOwn(computed, e.metric)),
            ...(0,common/* nonFiniteErrors */._o)(computed),
        ]);
    }
    return {
        name: t.name,
        path: t.path,
        valid,
        final,
        coverage: { expected: expectedTasks.length, scored, missing_tasks: missing, errors: errors.length },
        pending: t.pending,
        errors: sortErrors(errors),
        metrics: withheld.metrics,
        verdicts: t.verdicts,
        ...(t.cce ? { cce: t.cce } : {}),
    };
}
function selectSuites(benchmark, names) {
    if (!names || names.length === 0)
        return benchmark.manifest.suites;
    return names.map((name) => {
        const suite = benchmark.manifest.suites.find((s) => s.name === name);
        if (!suite) {
            const known = benchmark.manifest.suites.map((s) => s.name).join(', ');
            throw new errors/* UsageError */.eb(`no such suite in ${benchmark.file} (suites: ${known})`, 'suite', name);
        }
        return suite;
    });
}
async function scoreSuite(ctx) {
    const { benchmark, suite, shard, cceJudge } = ctx;
    const kind = (0,registry/* kindOf */.I)(suite.kind);
    const base = suiteBase(suite);
    const notes = [];
    const errors = [];
    const result = (discovered, trials, catalog) => ({
        suite,
        base,
        discovered,
        expectedTasks: catalog.map((t) => t.key),
        notes,
        // Errors of the suite itself are the first shard's (every shard finds the same ones).
        errors: shard && shard.index !== 1 ? [] : errors,
        trials,
    });
    notes.push(...(kind.suiteNotes?.(suite, cceJudge) ?? []));
    const discovered = await discoverTrials(ctx, notes, errors);
    if (!discovered)
        return result(false, [], benchmark.catalogs.get(suite.name));
    const allTasks = new Set(benchmark.catalogs.get(suite.name).map((t) => t.key));
    const catalog = selectTasks(benchmark.catalogs.get(suite.name), suite, ctx.only);
    const scored = await scoreTrials(ctx, discovered, catalog, allTasks);
    notes.push(...scored.notes);
    return result(true, scored.trials, catalog);
}
/**
 * The suite's trial directories (the suite directory itself when none matches its trial
 * pattern), each problem found on the way in `errors` and `notes`; null when the suite
 * directory is missing or a symlink out of the submission.
 */
async function discoverTrials(ctx, notes, errors) {
    const { suite, suiteDir, runRoot } = ctx;
    const info = await (0,promises_.stat)(suiteDir).catch(() => null);
    if (!info?.isDirectory()) {
        notes.push(`The run has no directory for suite ${suite.name} (${displayPath(external_node_path_default().relative(runRoot, suiteDir) || '.')}).`);
        return null;
    }
    const resolved = await (0,promises_.realpath)(suiteDir);
    if (!(0,walk/* isInside */.FK)(runRoot, resolved)) {
        errors.push({
            task: null,
            record: null,
            stage: 'discovery',
            message: `suite directory ${suite.name} is a symlink out of the submission`,
        });
        return null;
    }
    const found = await (0,walk/* findDirs */.I4)(resolved, (0,glob/* globToRegExp */.tL)(suite.trial_pattern));
    for (const p of found.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    const trialDirs = found.dirs.length > 0 ? found.dirs.map((d) => external_node_path_default().join(resolved, d)) : [resolved];
    (0,registry/* kindOf */.I)(suite.kind).checkTrials?.(suite, trialDirs.map((dir) => ({ dir, shown: displayPath(external_node_path_default().relative(runRoot, dir) || external_node_path_default().basename(dir)) })));
    if (suite.trials !== undefined && trialDirs.length !== suite.trials) {
        notes.push(`The suite expects ${suite.trials} trial(s); the run has ${trialDirs.length}${(0,messages/* missingTrialsSuffix */.Zt)(found.dirs, suite.trials)}.`);
    }
    return { dirs: trialDirs, recognised: found.dirs.length > 0 };
}
/** Every trial through the kind's scorer (with a shard: the part it owns), and their notes in trial order. */
async function scoreTrials(ctx, discovered, catalog, allTasks) {
    const { benchmark, suite, runRoot, shard, cceJudge, trialsNotRecognised } = ctx;
    const scorer = (0,registry/* kindOf */.I)(suite.kind).scorer(suite, {
        benchmarkRoot: benchmark.root,
        manifestFile: benchmark.file,
        env: ctx.env,
        python: ctx.python,
        verifiers: ctx.verifiers,
        ...(cceJudge ? { cceJudge } : {}),
    });
    // Every trial settles before the verifiers are closed (one that fails must not close them under
    // the others); the first failure is thrown after.
    let settled;
    const trialNotes = [];
    try {
        settled = await Promise.allSettled(discovered.dirs.map(async (trialDir, i) => {
            const trialPath = displayPath(external_node_path_default().relative(runRoot, trialDir) || '.');
            const owns = shard
                ? (task) => (0,partition/* shardOfUnit */.OW)(suite.name, trialPath, task, shard.count) === shard.index
                : undefined;
            const outcome = await scorer.scoreTrial({
                suite,
                catalog,
                allTasks,
                benchmarkRoot: benchmark.root,
                trialDir,
                submissionRoot: runRoot,
                onVerdict: ctx.onVerdict,
                ...(owns ? { owns } : {}),
                ...(trialsNotRecognised && !discovered.recognised ? { trialsNotRecognised } : {}),
            });
            trialNotes[i] = (outcome.notes ?? []).map((note) => `${trialPath}: ${note}`);
            const trial = {
                name: external_node_path_default().basename(trialDir),
                path: trialPath,
                verdicts: outcome.verdicts,
                errors: outcome.errors,
                pending: outcome.pending,
                context: outcome.context ?? {},
                ...(outcome.cce ? { cce: outcome.cce } : {}),
            };
            return shard ? ownedPart(trial, suite.name, shard) : trial;
        }));
    }
    finally {
        await scorer.close();
    }
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed)
        throw failed.reason;
    return { trials: settled.map((s) => s.value), notes: trialNotes.flat() };
}
/** The part of a trial's outcome that belongs to a shard: its tasks, and errors tied to no task by their record. */
function ownedPart(t, suite, shard) {
    const owns = (task) => (0,partition/* shardOfUnit */.OW)(suite, t.path, task, shard.count) === shard.index;
    return {
        ...t,
        verdicts: t.verdicts.filter((v) => owns(v.task)),
        errors: t.errors.filter((e) => (0,partition/* shardOfError */.Ij)(suite, t.path, e, shard.count) === shard.index),
        pending: t.pending.filter((p) => owns(p.task)),
        ...(t.cce ? { cce: { ...t.cce, tasks: t.cce.tasks.filter((c) => owns(c.task)) } } : {}),
    };
}
/** The expected tasks: the whole catalog, or the tasks asked for (each named as the suite's kind reads it). */
function selectTasks(catalog, suite, only) {
    if (!only?.length)
        return catalog;
    const kind = (0,registry/* kindOf */.I)(suite.kind);
    return only.map((id) => {
        const key = kind.taskKey(id);
        const task = catalog.find((t) => t.key === key);
        if (!task)
            throw new errors/* UsageError */.eb(`no such ${kind.taskNoun} in suite ${suite.name}`, 'task', id);
        return task;
    });
}
function sortErrors(errors) {
    const key = (e) => `${e.record ?? ''}\u0000${e.task ?? ''}\u0000${e.stage}\u0000${e.message}`;
    return [...errors].sort((0,order/* byKey */.dX)(key));
}
async function existingDir(dir, field) {
    try {
        const resolved = await (0,promises_.realpath)(dir);
        if ((await (0,promises_.stat)(resolved)).isDirectory())
            return resolved;
    }
    catch {
        // reported below
    }
    throw new errors/* UsageError */.eb('not a directory', field, dir);
}
/** Submission metadata from `metadata.json` at the run root, if any (shown, never trusted). */
async function readMetadata(runRoot) {
    const file = external_node_path_default().join(runRoot, METADATA_FILE);
    const info = await (0,promises_.stat)(file).catch(() => null);
    if (!info?.isFile())
        return null;
    const resolved = await (0,promises_.realpath)(file);
    if (!(0,walk/* isInside */.FK)(runRoot, resolved))
        return { error: `${METADATA_FILE}: symlink out of the submission; not read` };
    const read = (0,bounded_json/* readJsonBounded */._I)(resolved, { maxBytes: 64 * 1024, maxDepth: 8 });
    if (!read.ok)
        return { error: `${METADATA_FILE}: ${read.message}` };
    const value = read.value;
    return (0,data/* isObject */.G)(value) ? value : { error: `${METADATA_FILE}: not a JSON object` };
}
function displayPath(p) {
    return p.split((external_node_path_default()).sep).join('/');
}


/***/ }),

/***/ 1082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ readSubmission)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1067);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6047);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4219);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6833);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3592);
/**
 * Reads `submission.yml` at the run root and does the checks that need only the run's files:
 * the file itself, required fields, referenced files, and the sha256 manifest. The result is
 * plain data (a shard carries it to `merge`); `review.ts` finishes the review with the scores.
 */







const OTHER_NAMES = ['submission.yaml', 'Submission.yml', 'SUBMISSION.yml'];
/** The fix of a file that changed, went or came after submission.yml was written (docs/submission.md). */
const RERUN = `; if the run's files are final, re-run \`agent-eval checksums\` and put its files: block in ${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}`;
async function readSubmission(runRoot, tree) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(runRoot, _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).catch(() => null);
    // Keys in schema order, so that the same reading serialises (and compares in merge) the same.
    const none = (rest) => ({
        file: rest.file,
        sha256: rest.sha256,
        declared: null,
        checksums: null,
        checks: rest.checks,
        claims: [],
        findings: rest.findings,
    });
    if (!info) {
        const others = [];
        for (const name of OTHER_NAMES)
            if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(runRoot, name)).catch(() => null))
                others.push(name);
        const hint = others.length
            ? `; found ${others.join(', ')}, which is not read: the file must be named ${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}`
            : '';
        const message = `the run directory has no ${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}: model, harness, benchmark revision, trials, claimed scores and checksums are not declared, so none is checked${hint}`;
        return none({
            file: null,
            sha256: null,
            checks: [check('file', 'warning', `no ${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}`)],
            findings: [(0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('submission_file_missing', message)],
        });
    }
    const unusable = (findings, sha256 = null) => none({
        file: _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku,
        sha256,
        checks: [check('file', 'error', `${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku} cannot be used`)],
        findings,
    });
    const invalid = (message) => unusable([(0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('submission_file_invalid', `${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}: ${message}`)]);
    if (info.isSymbolicLink())
        return invalid('is a symlink; it must be a regular file in the run directory (not read)');
    if (!info.isFile())
        return invalid('is not a regular file');
    if (info.size > _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SUBMISSION_BYTES */ .K9)
        return invalid(`is ${info.size} bytes, over the limit of ${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SUBMISSION_BYTES */ .K9}`);
    const read = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_2__/* .readTextBounded */ .LW)(file, _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SUBMISSION_BYTES */ .K9);
    if (!read.ok)
        return invalid(read.message);
    const sha256 = await tree.sha256(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku).catch(() => null);
    const parsed = (0,_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSubmission */ .UB)(read.text);
    if (!parsed.ok) {
        return unusable(parsed.problems.map((p) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('submission_file_invalid', `${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku}: ${p.field ? `${p.field}: ` : ''}${p.message}`, {
            field: p.field,
        })), sha256);
    }
    const s = parsed.data;
    const listing = await tree.listing();
    // By path; an unreadable entry never hides a readable one of the same shown name.
    const entries = new Map();
    for (const e of listing.entries)
        if (!entries.has(e.rel) || e.type !== 'unreadable')
            entries.set(e.rel, e);
    const fieldFindings = [
        ...parsed.missing.map((field) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('missing_field', `${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku} does not give ${field}`, { field })),
        ...parsed.unquoted.map(({ field, text }) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('sha_not_quoted', `${field}: ${text} is written as a YAML number and is read as the text ${text}; quote commit SHAs ("${text}"): YAML turns unquoted ones into numbers, which other readers change (0123456 into 123456)`, { field })),
        ...referencedFiles(s, entries),
    ];
    const fields = fieldFindings.length === 0
        ? check('fields', 'passed', 'every required field is given')
        : check('fields', 'warning', `${fieldFindings.length} problem(s) with the declared fields`);
    const sums = s.files ? await checkFiles(parsed.raw.files, listing, entries, tree) : null;
    const checks = [check('file', 'passed', `${_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku} is valid`), fields];
    if (sums)
        checks.push(sums.check);
    const { files: _files, ...declared } = s;
    return {
        file: _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku,
        sha256,
        declared,
        checksums: sums?.counts ?? null,
        checks,
        claims: claimsOf(s, parsed.decimals),
        findings: [...(0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .capFindings */ .jZ)(fieldFindings), ...(0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .capFindings */ .jZ)(sums?.findings ?? [])],
    };
}
function check(name, status, detail) {
    return { check: name, status, detail };
}
/** configuration and prompts name files of the run: each must be one (it is covered by the checksums). */
function referencedFiles(s, entries) {
    const out = [];
    for (const key of ['configuration', 'prompts']) {
        (s[key] ?? []).forEach((p, i) => {
            const e = entries.get(p);
            if (e?.type === 'file')
                return;
            const what = !e
                ? 'is not in the run'
                : e.type === 'symlink'
                    ? 'is a symlink (never followed)'
                    : e.type === 'dir'
                        ? 'is a directory, not a file'
                        : e.type === 'unreadable'
                            ? `cannot be read: ${e.reason}`
                            : 'is not a regular file';
            out.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('referenced_file_missing', `${key}[${i}]: ${p} ${what}`, { field: `${key}[${i}]`, path: p }));
        });
    }
    return out;
}
/**
 * The sha256 manifest against the run: every regular file of the run (submission.yml at the
 * root excepted) must be listed with its sha256, and every listed path must be such a file.
 * Symlinks and other non-regular entries cannot be covered, so they are mismatches too.
 */
async function checkFiles(rawFiles, listing, entries, tree) {
    // From the raw mapping, so that no key is lost (a file named __proto__ included). Digests
    // compare in any case (PowerShell's Get-FileHash prints upper case) and are shown in lower case.
    const listed = new Map();
    for (const [p, h] of Object.entries(rawFiles)) {
        if (_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Sha256Schema */ .xK.safeParse(h).success)
            listed.set(p, h.toLowerCase());
    }
    const findings = [];
    const mismatch = (p, message) => findings.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('checksum_mismatch', `${p}: ${message}`, { field: 'files', path: p }));
    if (listing.truncated !== null) {
        // Not hashed at all: a run this large cannot be checked, and so cannot be the declared one.
        findings.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .gk)('checksum_mismatch', `the run has ${listing.truncated}, so its files cannot be checked against files`, {
            field: 'files',
        }));
        const counts = {
            listed: listed.size,
            verified: 0,
            run_files: listing.entries.filter((e) => e.type === 'file' && e.rel !== _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku).length,
        };
        return { findings, counts, check: check('checksums', 'error', `the run has too many files and folders to check`) };
    }
    tree.prefetch();
    let verified = 0;
    for (const p of [...listed.keys()].sort(_util_order_js__WEBPACK_IMPORTED_MODULE_6__/* .byCodeUnit */ .X)) {
        const e = entries.get(p);
        const want = listed.get(p);
        if (!e)
            mismatch(p, `listed in files, but not in the run${RERUN}`);
        else if (e.type === 'symlink')
            mismatch(p, 'is a symlink: checksums cover regular files only (symlinks are never followed)');
        else if (e.type === 'dir')
            mismatch(p, 'is a directory: files lists regular files only');
        else if (e.type === 'other')
            mismatch(p, 'is not a regular file');
        else if (e.type === 'unreadable')
            mismatch(p, `cannot be read: ${e.reason}`);
        else {
            const got = await tree.sha256(p).catch((err) => `unreadable (${err.code ?? err.message})`);
            if (got === want)
                verified++;
            else if (got.startsWith('unreadable'))
                mismatch(p, `cannot be read: ${got}`);
            else
                mismatch(p, `sha256 is ${got}, not the listed ${want}${RERUN}`);
        }
    }
    let runFiles = 0;
    for (const e of listing.entries) {
        if (e.rel === _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SUBMISSION_FILE */ .Ku)
            continue;
        if (e.type === 'file')
            runFiles++;
        if (e.type === 'dir' || (listed.has(e.rel) && entries.get(e.rel) === e))
            continue;
        if (e.type === 'unreadable')
            mismatch(e.rel, `cannot be read, so checksums cannot cover it: ${e.reason}; rename or remove it`);
        else if (listed.has(e.rel))
            continue;
        else if (e.type === 'file')
            mismatch(e.rel, `is in the run but not listed in files${RERUN}`);
        else if (e.type === 'symlink')
            mismatch(e.rel, 'is a symlink, which checksums cannot cover (symlinks are never followed); remove it or put the file itself in the run');
        else
            mismatch(e.rel, 'is not a regular file, so checksums cannot cover it');
    }
    const counts = { listed: listed.size, verified, run_files: runFiles };
    const status = findings.length === 0
        ? check('checksums', 'passed', `all ${runFiles} run file(s) match the listed sha256`)
        : check('checksums', 'error', `${findings.length} checksum mismatch(es); ${verified} of ${listed.size} listed file(s) verified`);
    return { findings, counts, check: status };
}
/** Each claimed score with its tolerance: half a unit in its last written decimal (≤ 4), plus 0.0001. */
function claimsOf(s, decimals) {
    const out = [];
    const add = (suite, trial, metric, claimed) => {
        const d = decimals.get((0,_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .claimKey */ .Eo)(suite, trial, metric)) ?? 4;
        out.push({ suite, trial, metric, claimed, tolerance: Number((0.5 * 10 ** -d + 0.0001).toFixed(6)) });
    };
    for (const [suite, claims] of Object.entries(s.claimed_scores ?? {})) {
        for (const [metric, value] of Object.entries(claims)) {
            if (metric === 'trials')
                continue;
            add(suite, null, metric, value);
        }
        for (const [trial, metrics] of Object.entries(claims.trials ?? {})) {
            for (const [metric, value] of Object.entries(metrics))
                add(suite, trial, metric, value);
        }
    }
    return out;
}


/***/ })

};
