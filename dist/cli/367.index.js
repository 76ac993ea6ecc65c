export const id = 367;
export const ids = [367];
export const modules = {

/***/ 8367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reliabilityCommand: () => (/* binding */ reliabilityCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/fs/walk.ts
var walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/metrics/reliability.ts
var reliability = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/util/numbers.ts
var numbers = __webpack_require__(2942);
;// CONCATENATED MODULE: ./src/core/metrics/tau-bench.ts
/**
 * tau-bench results files (docs/reliability.md): JSON arrays of `{task_id, reward, trial, info, traj}`,
 * as tau-bench's run.py writes them, turned into per-task, per-trial outcomes. A pure function
 * over the parsed files; reading them is the caller's business.
 *
 * A result is a success when 1 − 1e-6 ≤ reward ≤ 1 + 1e-6 (tau-bench's own test). The rewards
 * are the harness's: agent-eval does not re-verify them, and says so. Unlike tau-bench's own
 * summary, an entry whose `info.error` is set (the harness caught an exception and wrote
 * reward 0) is an error, never a failure; tauBenchSummary gives the figures tau-bench's own
 * summary prints for the same files, for reconciling the two.
 */



const TAU_BENCH_SOURCE = 'harness-reported rewards from tau-bench results files, not re-verified by agent-eval';
const REWARD_TOLERANCE = 1e-6;
function isSuccessfulReward(reward) {
    return 1 - REWARD_TOLERANCE <= reward && reward <= 1 + REWARD_TOLERANCE;
}
function tauBenchOutcomes(files) {
    const errors = [];
    const slots = new Map();
    const trialIds = new Set();
    let entries = 0;
    for (const file of files) {
        if (!Array.isArray(file.value)) {
            errors.push(`${file.name}: not a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`);
            continue;
        }
        file.value.forEach((entry, index) => {
            entries++;
            const label = `${file.name}[${index}]`;
            if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
                errors.push(`${label}: not an object`);
                return;
            }
            const e = entry;
            const task = taskKey(e.task_id);
            const trial = e.trial;
            const bad = [];
            if (task === null)
                bad.push(`task_id must be an integer or a nonempty string, got ${(0,numbers/* describeValue */.bp)(e.task_id)}`);
            if (typeof trial !== 'number' || !Number.isSafeInteger(trial) || trial < 0)
                bad.push(`trial must be an integer ≥ 0, got ${(0,numbers/* describeValue */.bp)(trial)}`);
            if (bad.length > 0) {
                errors.push(`${label}: ${bad.join('; ')}`);
                return;
            }
            const t = trial;
            const where = `${label} (task_id ${shown(task)}, trial ${t})`;
            trialIds.add(t);
            let outcome = null;
            const reward = (0,numbers/* readNumber */.kz)('reward', e.reward, numbers/* FINITE */.sO);
            if (!reward.ok) {
                errors.push(`${where}: ${reward.error}`);
            }
            else if (harnessError(e.info) !== null) {
                errors.push(`${where}: the harness recorded an error, not an outcome: ${harnessError(e.info)}`);
            }
            else {
                outcome = isSuccessfulReward(reward.value);
            }
            const byTrial = slots.get(task) ?? new Map();
            slots.set(task, byTrial);
            const previous = byTrial.get(t);
            if (previous) {
                errors.push(`${label}: duplicate result for task_id ${shown(task)}, trial ${t} (also ${previous.label}); neither is used`);
                previous.outcome = null;
                return;
            }
            byTrial.set(t, { label, outcome });
        });
    }
    const trials = [...trialIds].sort((a, b) => a - b);
    const tasks = [...slots.keys()].sort(reliability/* compareTasks */.gA).map((task) => {
        const byTrial = slots.get(task);
        const missing = trials.filter((t) => !byTrial.has(t));
        if (missing.length > 0)
            errors.push(`task_id ${shown(task)}: no result for trial ${missing.join(', ')} (other tasks have it)`);
        return { task, outcomes: trials.map((t) => byTrial.get(t)?.outcome ?? null) };
    });
    const problems = errors.length > 0
        ? [`${errors.length} error(s) in the results files (listed under errors); errors are never counted as failures.`]
        : [];
    return {
        input: { trials: trials.map(String), tasks, expectedTrials: null, source: TAU_BENCH_SOURCE, problems },
        errors,
        entries,
    };
}
function taskKey(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return String(value);
    if (typeof value === 'string' && value.length > 0)
        return value;
    return null;
}
/** The harness's error text when `info.error` is set, else null. */
function harnessError(info) {
    if (typeof info !== 'object' || info === null || Array.isArray(info))
        return null;
    const error = info.error;
    if (error === undefined || error === null || error === false || error === '')
        return null;
    return shown(typeof error === 'string' ? error : JSON.stringify(error), 300);
}
/** Untrusted text made short and single-line for messages. */
function shown(text, max = 100) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
const TAU_BENCH_SUMMARY_METHOD = 'tau_bench_display_metrics';
/** tau-bench's own summary of these results, or null when no entry is usable (tau-bench would divide by zero). */
function tauBenchSummary(files) {
    let malformed = 0;
    let rewardSum = 0;
    let entries = 0;
    let harnessErrors = 0;
    let duplicates = 0;
    const trialIds = new Set();
    // Python's dict keys: 1 and "1" are different tasks.
    const tasks = new Map();
    for (const file of files) {
        if (!Array.isArray(file.value))
            continue;
        for (const entry of file.value) {
            const e = typeof entry === 'object' && entry !== null && !Array.isArray(entry)
                ? entry
                : null;
            const trial = e?.trial;
            const reward = e?.reward;
            if (!e ||
                taskKey(e.task_id) === null ||
                typeof trial !== 'number' ||
                !Number.isSafeInteger(trial) ||
                trial < 0 ||
                typeof reward !== 'number' ||
                !Number.isFinite(reward)) {
                malformed++;
                continue;
            }
            entries++;
            rewardSum += reward; // in file order, as Python's sum() adds them
            trialIds.add(trial);
            if (harnessError(e.info) !== null)
                harnessErrors++;
            const key = JSON.stringify(e.task_id);
            const task = tasks.get(key) ?? { successes: 0, trials: new Set() };
            tasks.set(key, task);
            if (task.trials.has(trial))
                duplicates++;
            task.trials.add(trial);
            if (isSuccessfulReward(reward))
                task.successes++;
        }
    }
    if (entries === 0)
        return null;
    const n = trialIds.size;
    let missing = 0;
    for (const task of tasks.values())
        for (const t of trialIds)
            if (!task.trials.has(t))
                missing++;
    return {
        method: TAU_BENCH_SUMMARY_METHOD,
        entries,
        malformed,
        n_trials: n,
        tasks: tasks.size,
        average_reward: (0,common/* roundTo */.GB)(rewardSum / entries, reliability/* FRACTION_DECIMALS */.sv),
        pass_hat_k: summaryPassHatK(n, [...tasks.values()].map((t) => t.successes)),
        differences: { harness_errors: harnessErrors, duplicates, missing_results: missing },
    };
}
/** Σ_tasks C(c,k)/C(n,k) / tasks for k = 1..n, exactly; c may exceed n. Binomials advance in k. */
function summaryPassHatK(n, successes) {
    const histogram = new Map();
    for (const c of successes)
        histogram.set(c, (histogram.get(c) ?? 0n) + 1n);
    const byC = [...histogram].map(([c, count]) => ({ c, count, binom: 1n }));
    const tasks = BigInt(successes.length);
    const out = {};
    let all = 1n;
    for (let k = 1; k <= n; k++) {
        all = (all * BigInt(n - k + 1)) / BigInt(k);
        let num = 0n;
        for (const b of byC) {
            b.binom = k > b.c ? 0n : (b.binom * BigInt(b.c - k + 1)) / BigInt(k);
            num += b.count * b.binom;
        }
        out[String(k)] = (0,reliability/* roundFraction */.Xf)((0,reliability/* fraction */.zO)(num, tasks * all));
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
// EXTERNAL MODULE: ./src/core/report/splits.ts
var splits = __webpack_require__(8421);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/core/views/escape.ts
var views_escape = __webpack_require__(4091);
// EXTERNAL MODULE: ./src/core/views/markdown.ts + 1 modules
var markdown = __webpack_require__(214);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/core/util/terminal.ts
var terminal = __webpack_require__(1114);
;// CONCATENATED MODULE: ./src/cli/reliability.ts
/**
 * `agent-eval reliability FILE|DIR...`: pass^k, pass@k, Wilson intervals and flips from an
 * agent-eval report (recomputed from its verdicts) or from tau-bench results files. A thin
 * adapter: it reads and recognises the files; the figures come from core/metrics.
 */

















/** What the files are (--input; the values --format took before it named the output, still accepted there). */
const FORMATS = ['auto', 'agent-eval', 'tau-bench'];
/** Files larger than this are refused (V8 cannot hold much more as one string anyway). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;
const LIST_LIMIT = 50;
async function reliabilityCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        input: { type: 'string' },
        format: { type: 'string' },
        suite: { type: 'string', multiple: true },
        json: { type: 'boolean' },
    });
    if (values.help) {
        io.out(`${help/* HELP */._.reliability}\n`);
        return 0;
    }
    // --format names the output (text, markdown, json); an input kind there is the older spelling of --input.
    const legacyInput = FORMATS.includes(values.format) ? values.format : undefined;
    if (legacyInput && values.input !== undefined)
        throw new errors/* UsageError */.eb('--format names the output (text, markdown or json); the input is --input');
    const format = (values.input ?? legacyInput ?? 'auto');
    if (!FORMATS.includes(format))
        throw new errors/* UsageError */.eb(`--input must be one of ${FORMATS.join(', ')}`);
    const output = values.json ? 'json' : legacyInput ? 'text' : outputFormatOrInput(values.format);
    if (positionals.length === 0)
        throw new errors/* UsageError */.eb('reliability: name an agent-eval report (scores.json or its directory) or tau-bench results files (or their directory)');
    const files = (await Promise.all(positionals.map((p) => expand(p, format)))).flat();
    const inputs = files.map((f) => read(f, format));
    const results = compute(inputs, values.suite?.flatMap((s) => s.split(',')).filter(Boolean));
    if (output === 'json') {
        if (results.length !== 1) {
            throw new errors/* UsageError */.eb(`${values.json ? '--json' : '--format json'} describes one suite; the report has ${results.map((r) => r.suite).join(', ')}: choose one with --suite`);
        }
        io.out(`${JSON.stringify(toJson(results[0]), null, 2)}\n`);
    }
    else if (output === 'markdown') {
        io.out(results.map(renderMarkdownResult).join('\n'));
    }
    else {
        io.out(results.map(renderText).join('\n'));
    }
    return results.every((r) => r.reliability.final) ? 0 : 1;
}
/** A directory stands for its scores.json (an agent-eval output directory) or for every *.json directly in it. */
async function expand(given, format) {
    const info = await (0,promises_.stat)(given).catch(() => null);
    if (!info)
        throw new errors/* UsageError */.eb(`${given}: no such file or directory`);
    if (info.isFile())
        return [given];
    if (!info.isDirectory())
        throw new errors/* UsageError */.eb(`${given}: not a file or a directory`);
    const scores = external_node_path_default().join(given, 'scores.json');
    if (format !== 'tau-bench' && (await (0,promises_.lstat)(scores).catch(() => null))?.isFile())
        return [scores];
    const names = (await (0,walker/* readDirectory */.gZ)(given)).filter((d) => d.isFile() && d.name.endsWith('.json')).map((d) => d.name);
    if (names.length === 0)
        throw new errors/* UsageError */.eb(`${given}: no scores.json and no *.json results files in this directory`);
    return names.sort(walk/* compareNatural */.dk).map((n) => external_node_path_default().join(given, n));
}
function read(file, format) {
    try {
        (0,external_node_fs_.statSync)(file);
    }
    catch {
        throw new errors/* UsageError */.eb(`${file}: cannot read the file`);
    }
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    const value = read.value;
    const detected = Array.isArray(value)
        ? 'tau-bench'
        : typeof value === 'object' && value !== null && 'report_version' in value && 'suites' in value
            ? 'agent-eval'
            : null;
    if (format !== 'auto' && detected !== format) {
        throw new errors/* UsageError */.eb(`--input ${format}: ${file} is not ${format === 'tau-bench' ? 'a tau-bench results file (a JSON array of results)' : 'an agent-eval report (scores.json)'}`);
    }
    if (detected === null)
        throw new errors/* UsageError */.eb(`${file}: neither an agent-eval report (scores.json) nor a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`);
    return { shown: file, value, format: detected };
}
function compute(inputs, suites) {
    const formats = new Set(inputs.map((i) => i.format));
    if (formats.size > 1)
        throw new errors/* UsageError */.eb('the inputs mix an agent-eval report and tau-bench results; give one kind at a time');
    if (formats.has('tau-bench')) {
        if (suites?.length)
            throw new errors/* UsageError */.eb('--suite applies to agent-eval reports, not to tau-bench results');
        const files = inputs.map((i) => ({ name: i.shown, value: i.value }));
        const outcomes = tauBenchOutcomes(files);
        return [
            {
                format: 'tau-bench',
                files: inputs.map((i) => i.shown),
                suite: null,
                reliability: (0,reliability/* computeReliability */.wE)(outcomes.input),
                errors: outcomes.errors,
                tauBench: tauBenchSummary(files),
            },
        ];
    }
    if (inputs.length !== 1)
        throw new errors/* UsageError */.eb(`one agent-eval report at a time (got ${inputs.length})`);
    const input = inputs[0];
    const parsed = schema/* ReportSchema */.M9.safeParse(input.value);
    if (!parsed.success)
        throw new errors/* UsageError */.eb(`${input.shown}: not a valid agent-eval report: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
    const report = parsed.data;
    // Each split is read as the suite its view is (`suite/split`, report/splits.ts), after its suite.
    const all = (0,splits/* suitesAndSplits */.y8)(report);
    const chosen = suites?.length
        ? suites.map((name) => {
            const suite = all.find((s) => s.name === name);
            if (!suite)
                throw new errors/* UsageError */.eb(`--suite ${name}: no such suite in ${input.shown} (suites: ${all.map((s) => s.name).join(', ')})`);
            return suite;
        })
        : all;
    if (chosen.length === 0)
        throw new errors/* UsageError */.eb(`${input.shown}: the report has no suites`);
    return chosen.map((suite) => ({
        format: 'agent-eval',
        files: [input.shown],
        suite: suite.name,
        reliability: (0,reliability/* suiteReliability */.$n)(suite),
        errors: [
            ...suite.errors.map((e) => `${e.record ? `${e.record}: ` : ''}${e.message}`),
            ...suite.trials.flatMap((t) => t.errors.map((e) => `${t.name}: ${[e.task ? `task ${e.task}` : null, e.record ? `record ${e.record}` : null].filter(Boolean).join(', ') || e.stage}: ${e.message}`)),
        ],
    }));
}
function outputFormatOrInput(value) {
    const output = (value ?? 'text');
    if (!args/* OUTPUT_FORMATS */.DS.includes(output))
        throw new errors/* UsageError */.eb(`--format must be one of ${args/* OUTPUT_FORMATS */.DS.join(', ')} (the output; the input kind, ${FORMATS.join(', ')}, is --input)`);
    return output;
}
/** The figures as the reliability section of summary.md, titled with where they come from. */
function renderMarkdownResult(result) {
    const what = result.format === 'tau-bench'
        ? 'tau-bench results (harness-reported rewards)'
        : `suite ${(0,views_escape/* code */.aY)(result.suite ?? '')}`;
    const lines = (0,markdown/* renderReliabilityMarkdown */.eb)(result.reliability, `Reliability of ${what} across ${result.reliability.n_trials} trial(s)`);
    if (result.errors.length > 0) {
        lines.push(`Errors (${result.errors.length}):`, '');
        for (const e of result.errors.slice(0, LIST_LIMIT))
            lines.push(`- ${(0,views_escape/* escapeMarkdown */.FV)(e)}`);
        if (result.errors.length > LIST_LIMIT)
            lines.push(`- … and ${result.errors.length - LIST_LIMIT} more (--format json lists all)`);
        lines.push('');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
/** The `--json` shape: the figures scripts need first, then the rest of the reliability object. */
function toJson(result) {
    const { n_trials, tasks, pass_hat_k, pass_at_k, final, ...rest } = result.reliability;
    return {
        n_trials,
        tasks,
        pass_hat_k,
        pass_at_k,
        final,
        errors: result.errors,
        format: result.format,
        files: result.files,
        suite: result.suite,
        ...(result.tauBench === undefined ? {} : { tau_bench_summary: result.tauBench }),
        ...rest,
    };
}
// ---------------------------------------------------------------------------------------------
// The table for people
function renderText(result) {
    const r = result.reliability;
    const out = [];
    const what = result.format === 'tau-bench' ? 'tau-bench results' : `agent-eval report, suite ${result.suite}`;
    out.push(`Reliability: ${what}`);
    out.push(`Source: ${r.source}`);
    out.push(`Files: ${result.files.map((f) => plain(f, 300)).join(', ')}`);
    const status = r.final ? 'final' : `NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
    out.push(`${r.n_trials} trial(s) × ${r.tasks} task(s): ${status}`, '');
    if (r.tasks > 0) {
        const rows = Object.keys(r.pass_hat_k).map((k) => [k, pct(r.pass_hat_k[k]), pct(r.pass_at_k[k])]);
        out.push(...table([['k', 'pass^k %', 'pass@k %'], ...rows], [true, true, true]), '');
        const trialRows = r.trials.map((t) => [
            plain(t.name),
            `${t.successes}/${t.tasks}`,
            pct(t.success_rate),
            t.wilson_95 ? `${pct(t.wilson_95.low)} – ${pct(t.wilson_95.high)}` : '—',
        ]);
        out.push(...table([['trial', 'successes', 'SR %', '95% Wilson interval %'], ...trialRows], [false, true, true, true]), '');
        const se = r.success_rate_stderr === null
            ? 'no standard error with one trial'
            : `standard error ${pct(r.success_rate_stderr)} points`;
        out.push(`Mean SR across trials: ${pct(r.mean_success_rate)}% (${se}).`);
        if (r.flips.count === 0)
            out.push('No task flips between trials.');
        else {
            const shown = r.flips.tasks.slice(0, LIST_LIMIT).map((f) => `${plain(f.task)} (${f.successes}/${r.n_trials})`);
            out.push(`${r.flips.count} task(s) flip between trials: ${shown.join(', ')}${r.flips.count > LIST_LIMIT ? `, … and ${r.flips.count - LIST_LIMIT} more (--json lists all)` : ''}`);
        }
    }
    if (result.tauBench !== undefined)
        out.push('', ...renderTauBenchSummary(result.tauBench));
    if (r.notes.length > 0) {
        out.push('', 'Not final:');
        for (const n of r.notes)
            out.push(`  - ${plain(n, 500)}`);
    }
    if (r.incomplete_tasks.length > 0) {
        const shown = r.incomplete_tasks
            .slice(0, LIST_LIMIT)
            .map((t) => `${plain(t.task)} (${t.valid_trials} of ${r.n_trials})`);
        out.push(`Left out (fewer than ${r.n_trials} valid trials): ${shown.join(', ')}${r.incomplete_tasks.length > LIST_LIMIT ? `, … and ${r.incomplete_tasks.length - LIST_LIMIT} more` : ''}`);
    }
    if (result.errors.length > 0) {
        out.push(`Errors (${result.errors.length}):`);
        for (const e of result.errors.slice(0, LIST_LIMIT))
            out.push(`  - ${plain(e, 500)}`);
        if (result.errors.length > LIST_LIMIT)
            out.push(`  - … and ${result.errors.length - LIST_LIMIT} more (--json lists all)`);
    }
    return `${out.join('\n')}\n`;
}
/** tau-bench's own figures for the same files, labelled as such, and what makes them differ from ours. */
function renderTauBenchSummary(s) {
    const title = "tau-bench's own summary (display_metrics in tau-bench's run.py) would print, for the results as given; these are not agent-eval's figures:";
    if (s === null)
        return [title, '  nothing: no entry has a task_id, a trial and a finite reward (tau-bench would divide by zero).'];
    const out = [
        title,
        `Average reward: ${s.average_reward.toFixed(6)} over ${s.entries} entries; ${s.n_trials} trial(s) × ${s.tasks} task(s)`,
    ];
    out.push(...table([['k', 'pass^k %'], ...Object.keys(s.pass_hat_k).map((k) => [k, pct(s.pass_hat_k[k])])], [true, true]));
    const d = s.differences;
    const one = (count, singular, plural) => `${count} ${count === 1 ? singular : plural}`;
    const why = [
        d.harness_errors > 0
            ? `${one(d.harness_errors, 'entry with info.error counted as an outcome', 'entries with info.error counted as outcomes')} (with the reward the harness wrote)`
            : null,
        d.duplicates > 0 ? `${one(d.duplicates, 'duplicate entry', 'duplicate entries')} counted again` : null,
        d.missing_results > 0
            ? `${one(d.missing_results, 'missing (task, trial) result counted as a failure', 'missing (task, trial) results counted as failures')}`
            : null,
    ].filter((x) => x !== null);
    const left = s.malformed > 0
        ? `${one(s.malformed, 'malformed entry, which tau-bench cannot have written, is', 'malformed entries, which tau-bench cannot have written, are')} left out of these figures (agent-eval lists them as errors).`
        : '';
    if (why.length === 0 && left === '')
        out.push('Its pass^k equals the figures above: there are no errors, duplicates or missing results.');
    else
        out.push([
            why.length > 0
                ? `It differs from the figures above: ${why.join('; ')}. agent-eval counts none of these as failures.`
                : '',
            left,
        ]
            .filter(Boolean)
            .join(' '));
    return out;
}
function table(rows, right) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
    return rows.map((r) => r
        .map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd());
}
function pct(fraction) {
    return typeof fraction === 'number' ? (100 * fraction).toFixed(2) : '—';
}
/** Text from the files, safe for a terminal: control characters visibly escaped, bounded length. */
function plain(text, max = 100) {
    const flat = (0,terminal/* terminalText */.e)(text);
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}


/***/ })

};
