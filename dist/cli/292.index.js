export const id = 292;
export const ids = [292];
export const modules = {

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

/***/ 292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergePartials: () => (/* binding */ mergePartials)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _provenance_same_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8389);
/* harmony import */ var _fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1329);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2468);
/* harmony import */ var _manifest_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9290);
/* harmony import */ var _partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4970);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3592);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/**
 * `merge`: partial reports of one sharded run → the report the unsharded run writes, byte for
 * byte. Verdicts, errors and pending items are gathered per trial, and coverage, validity,
 * finality, metrics and reliability are recomputed from them by the pipeline's own functions
 * (never averaged from partial figures).
 *
 * Partials of different runs (benchmark revision or manifest, submission, tool version, shard
 * count, suite selection) are refused outright (UsageError). An incomplete or inconsistent set
 * (a missing shard, a duplicated shard, units claimed by two shards, units outside a shard)
 * still gives a report, made invalid by named `merge` errors.
 */








function mergePartials(inputs) {
    if (inputs.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('merge: no partial reports given');
    const first = inputs[0];
    refuseOtherRuns(inputs);
    const problems = [];
    const { byIndex, accepted } = shardsByIndex(inputs, problems);
    namesOverlaps(accepted, problems);
    const template = (accepted[0] ?? first).partial;
    unsafeNames((accepted[0] ?? first).name, template, problems);
    const suites = template.suites.map((ts, si) => mergeSuite(ts, si, { first, accepted, byIndex, problems }));
    // Every problem makes every suite invalid (a shard covers all of them), named in its errors.
    for (const s of suites)
        for (const p of problems)
            s.errors.push({ task: null, record: null, stage: 'merge', message: `${p.code}: ${p.message}` });
    const header = {
        report_version: 1,
        tool: template.tool,
        benchmark: template.benchmark,
        submission: { path: template.submission.path, metadata: template.submission.metadata },
        ...(template.ignored?.length ? { ignored: template.ignored } : {}),
        ...(template.not_hashed ? { not_hashed: template.not_hashed } : {}),
    };
    const report = (0,_score_js__WEBPACK_IMPORTED_MODULE_1__/* .buildReport */ .FK)(header, suites.map(_score_js__WEBPACK_IMPORTED_MODULE_1__/* .buildSuiteReport */ .pl), template.submission.review_input);
    if (problems.length > 0 && report.suites.length === 0) {
        return { report: { ...report, status: 'invalid', valid: false, final: false }, problems };
    }
    return { report, problems };
}
/** Partials of different runs are refused outright (a UsageError naming two of them). */
function refuseOtherRuns(inputs) {
    const first = inputs[0];
    const refuse = (what, pick) => {
        const expected = JSON.stringify(pick(first.partial));
        for (const other of inputs.slice(1)) {
            const found = JSON.stringify(pick(other.partial));
            if (found !== expected)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name} and ${other.name} are from ${what}: ${expected} vs ${found}`);
        }
    };
    for (const other of inputs.slice(1)) {
        const why = (0,_provenance_same_js__WEBPACK_IMPORTED_MODULE_5__/* .benchmarkDifference */ .l)(first.partial.benchmark, other.partial.benchmark);
        if (why)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name} and ${other.name} are ${why}`);
    }
    refuse('different submissions (files digest)', (p) => p.submission.files_sha256);
    refuse('runs that left different files out of hashing (not_hashed)', (p) => p.not_hashed ?? null);
    refuse('different readings of submission.yml', (p) => p.submission.review_input ?? null);
    refuse('different shard counts', (p) => p.shard.count);
    refuse('different shard methods', (p) => p.shard.method);
    refuse('different agent-eval versions', (p) => p.tool);
    refuse('runs with different suite or case selections', (p) => p.suites.map((s) => ({
        config: s.config,
        name: s.name,
        kind: s.kind,
        tasks_from: s.tasks_from,
        expected_trials: s.expected_trials,
        discovered: s.discovered,
        expected_tasks: s.expected_tasks,
        notes: s.notes,
        trials: s.trials.map((t) => t.path),
    })));
    if (first.partial.shard.method !== _partition_js__WEBPACK_IMPORTED_MODULE_3__/* .SHARD_METHOD */ .Fq)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: unknown shard method ${first.partial.shard.method}`);
}
/** The shards by index (a shard that does not exist or is given twice, and a missing one, are problems); `accepted`: in index order. */
function shardsByIndex(inputs, problems) {
    const count = inputs[0].partial.shard.count;
    const byIndex = new Map();
    for (const input of inputs) {
        const index = input.partial.shard.index;
        if (index > count) {
            problems.push({
                code: 'out_of_shard_units',
                message: `${input.name} says it is shard ${index}/${count}, which does not exist`,
            });
            continue;
        }
        const seen = byIndex.get(index);
        if (seen)
            problems.push({
                code: 'duplicate_shard',
                message: `shard ${index}/${count} given twice (${seen.name} and ${input.name}); the second is ignored`,
            });
        else
            byIndex.set(index, input);
    }
    for (let i = 1; i <= count; i++) {
        if (!byIndex.has(i))
            problems.push({
                code: 'missing_shard',
                message: `shard ${i}/${count} is missing: its units are not in the report`,
            });
    }
    return { byIndex, accepted: [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, input]) => input) };
}
/** Which shard claims each unit (its `units`, and the tasks of its verdicts): a unit two shards claim is a problem. */
function namesOverlaps(accepted, problems) {
    const claims = new Map(); // (by input, not by name: two inputs may share a name)
    const overlaps = new Set();
    for (const input of accepted) {
        for (const s of input.partial.suites) {
            for (const t of s.trials) {
                for (const task of new Set([...t.units, ...t.verdicts.map((v) => v.task)])) {
                    const key = `${s.name}\u0000${t.path}\u0000${task}`;
                    const other = claims.get(key);
                    if (other && other !== input && !overlaps.has(key)) {
                        overlaps.add(key);
                        problems.push({
                            code: 'overlapping_units',
                            message: `suite ${s.name}, trial ${t.path}, task ${task} is in both ${other.name} and ${input.name}`,
                        });
                    }
                    else
                        claims.set(key, input);
                }
            }
        }
    }
}
/** One suite of the template (`si`: its index in every partial) from the accepted shards. */
function mergeSuite(ts, si, at) {
    const { first, accepted, byIndex, problems } = at;
    const count = first.partial.shard.count;
    const parsed = (0,_manifest_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteSchema */ .Y)().safeParse(ts.config);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: suite ${ts.name} has no valid configuration`);
    const suite = parsed.data;
    const base = (0,_score_js__WEBPACK_IMPORTED_MODULE_1__/* .suiteBase */ .q5)(suite);
    if (JSON.stringify(base) !==
        JSON.stringify({ name: ts.name, kind: ts.kind, tasks_from: ts.tasks_from, expected_trials: ts.expected_trials })) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: suite ${ts.name}: its name, kind, tasks or trials differ from its configuration's`);
    }
    const expected = new Set(ts.expected_tasks);
    const trials = ts.trials.map((tt, ti) => {
        const checked = accepted.map((input) => inShard(input.partial.suites[si].trials[ti], ts.name, input, expected, problems));
        const parts = checked.map((c) => c.part);
        sameCce(ts.name, tt.path, parts, accepted);
        // Every expected unit is listed by the shard it hashes to, when that shard is here at all
        // (a missing shard is named already). The lists are disjoint: counting them is enough when all are.
        if (checked.reduce((n, c) => n + c.mine.size, 0) < expected.size) {
            const unlisted = new Map();
            for (const task of ts.expected_tasks) {
                const owner = byIndex.get((0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfUnit */ .OW)(ts.name, tt.path, task, count));
                if (owner && !checked[accepted.indexOf(owner)].mine.has(task))
                    unlisted.set(owner, [...(unlisted.get(owner) ?? []), task]);
            }
            for (const [owner, tasks] of unlisted) {
                problems.push({
                    code: 'inconsistent_partial',
                    message: `${owner.name} does not list units of its own shard in suite ${ts.name}, trial ${tt.path}: ${namesOf(tasks)}`,
                });
            }
        }
        return mergeTrial(tt.name, tt.path, parts);
    });
    const shard1 = byIndex.get(1)?.partial.suites[si];
    const suiteErrors = [...(shard1?.errors ?? [])];
    for (const input of accepted) {
        if (input.partial.shard.index !== 1 && input.partial.suites[si].errors.length > 0) {
            problems.push({
                code: 'out_of_shard_units',
                message: `${input.name} (shard ${input.partial.shard.index}/${count}) carries errors of suite ${ts.name} itself, which only shard 1 reports`,
            });
        }
    }
    return {
        suite,
        base,
        discovered: ts.discovered,
        expectedTasks: ts.expected_tasks,
        notes: ts.notes,
        errors: suiteErrors,
        trials,
        ...(ts.ignored?.length ? { ignored: ts.ignored } : {}),
    };
}
/**
 * The part of a shard's trial that is in its shard and consistent with its own `units`; anything
 * else is a named problem and dropped: units that hash to another shard, and verdicts, pending
 * items or CCE tasks for tasks that are not among the trial's units (which are expected tasks).
 * `mine`: the units it lists that are expected and in its shard.
 */
function inShard(t, suite, input, expected, problems) {
    const { index, count } = input.partial.shard;
    const owns = (task) => (0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfUnit */ .OW)(suite, t.path, task, count) === index; // (partition.ts keeps each hash)
    const ownsError = (e) => (0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfError */ .Ij)(suite, t.path, e, count) === index;
    const outside = new Set();
    const foreign = new Set();
    const mine = new Set();
    for (const task of t.units) {
        if (!owns(task))
            outside.add(`task ${task}`);
        else if (!expected.has(task))
            foreign.add(task);
        else
            mine.add(task);
    }
    let whole = true;
    const keeps = (task) => {
        if (mine.has(task))
            return true;
        if (!owns(task))
            outside.add(`task ${task}`);
        else
            foreign.add(task);
        whole = false;
        return false;
    };
    // One verdict, at most one pending item and one CCE judgement per task and trial, as every kind
    // gives (a repeated one is dropped: it would count twice in coverage or in CCE).
    const who = `${input.name} (shard ${index}/${count})`;
    const where = `in suite ${suite}, trial ${t.path}`;
    const repeats = [];
    const repeatedIn = (what, items) => {
        const seen = new Set();
        const repeated = new Set();
        for (const { task } of items) {
            if (seen.has(task))
                repeated.add(task);
            else
                seen.add(task);
            keeps(task);
        }
        if (repeated.size > 0) {
            whole = false;
            repeats.push(`more than one ${what} for a task ${where}: ${namesOf([...repeated])}`);
        }
    };
    repeatedIn('verdict', t.verdicts);
    repeatedIn('pending item', t.pending);
    repeatedIn('CCE judgement', t.cce?.tasks ?? []);
    for (const e of t.errors)
        if (!ownsError(e))
            outside.add(e.task !== null ? `task ${e.task}` : `record ${e.record ?? '(none)'}`);
    if (outside.size > 0)
        problems.push({
            code: 'out_of_shard_units',
            message: `${who} has units of other shards ${where}: ${namesOf([...outside])}`,
        });
    if (foreign.size > 0)
        problems.push({
            code: 'inconsistent_partial',
            message: `${who} has tasks that are not among its expected units ${where}: ${namesOf([...foreign])}`,
        });
    for (const repeat of repeats)
        problems.push({ code: 'inconsistent_partial', message: `${who} has ${repeat}` });
    if (whole && outside.size === 0)
        return { part: t, mine }; // (the usual case: nothing to drop)
    /** The items of this shard's own units, the first of each task. */
    const firstOfEach = (items) => {
        const kept = new Set();
        return items.filter(({ task }) => mine.has(task) && !kept.has(task) && Boolean(kept.add(task)));
    };
    const part = {
        ...t,
        verdicts: firstOfEach(t.verdicts),
        errors: t.errors.filter(ownsError),
        pending: firstOfEach(t.pending),
        ...(t.cce ? { cce: { ...t.cce, tasks: firstOfEach(t.cce.tasks) } } : {}),
    };
    return { part, mine };
}
/**
 * Names of the partial that become paths (suite and trial names, the tasks of a kind whose tasks are file names) and
 * are not one file name (fs/path-name.ts): each a named problem, so that the report is not final. The report schema
 * refuses such a suite or trial (the writer leaves it out, named), and the writer writes no file for such a task.
 */
function unsafeNames(name, partial, problems) {
    const unsafe = (what, value) => {
        const why = (0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .pathNameProblem */ .ao)(value);
        if (why !== null)
            problems.push({
                code: 'unsafe_name',
                message: `${name}: the ${what} ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(value)} ${why}; it is never made a path`,
            });
    };
    for (const s of partial.suites) {
        unsafe('suite name', s.name);
        for (const t of s.trials)
            unsafe(`trial name in suite ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(s.name)}`, t.name);
        if ((0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .findKind */ .oH)(s.kind)?.taskFiles)
            for (const task of s.expected_tasks)
                unsafe(`task name in suite ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(s.name)}`, task);
    }
}
/** Up to 10 names, sorted, and how many there are beyond. */
function namesOf(names) {
    const list = [...names].sort();
    return `${list.slice(0, 10).join(', ')}${list.length > 10 ? `, … (${list.length})` : ''}`;
}
/** The shards of a trial were scored with the same CCE settings (source and judge), or merge refuses them. */
function sameCce(suite, trialPath, parts, inputs) {
    // Every part of a trajectory trial names its CCE source (none of another kind's does); the judge
    // is compared among the parts that used one.
    const settings = parts.map((p) => ({
        source: p.metric_context.cce_source ?? 'absent',
        judge: p.cce ? JSON.stringify(p.cce.judge) : undefined,
    }));
    for (const key of ['source', 'judge']) {
        const at = settings.findIndex((s) => s[key] !== undefined);
        const other = settings.findIndex((s) => s[key] !== undefined && s[key] !== settings[at][key]);
        if (at >= 0 && other >= 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${inputs[at].name} and ${inputs[other].name} were scored with different CCE settings (suite ${suite}, trial ${trialPath}: ${key} ${settings[at][key]} vs ${settings[other][key]})`);
        }
    }
}
const byTask = (a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_7__/* .byCodeUnit */ .X)(a.task, b.task);
/** One trial from its shards' parts, in the order one run gives: verdicts, pending and CCE tasks by task. */
function mergeTrial(name, trialPath, parts) {
    const judges = new Map();
    for (const p of parts)
        for (const j of p.metric_context.judges ?? [])
            judges.set(`${j.model}\n${j.endpoint}`, j);
    const context = {};
    if (parts.some((p) => p.metric_context.judges))
        context.judges = [...judges.keys()].sort().map((k) => judges.get(k));
    const source = parts.find((p) => p.metric_context.cce_source)?.metric_context.cce_source;
    if (source)
        context.cce_source = source;
    const cces = parts.filter((p) => p.cce).map((p) => p.cce);
    return {
        name,
        path: trialPath,
        verdicts: parts.flatMap((p) => p.verdicts).sort(byTask),
        errors: parts.flatMap((p) => p.errors),
        pending: parts.flatMap((p) => p.pending).sort(byTask),
        context,
        ...(cces.length > 0
            ? {
                cce: {
                    source: cces[0].source,
                    judge: cces[0].judge,
                    requests: cces.reduce((n, c) => n + c.requests, 0),
                    tasks: cces.flatMap((c) => c.tasks).sort(byTask),
                },
            }
            : {}),
    };
}


/***/ })

};
