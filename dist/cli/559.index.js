export const id = 559;
export const ids = [559,80];
export const modules = {

/***/ 3080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HASH_LIMIT_FLAGS: () => (/* binding */ HASH_LIMIT_FLAGS),
  checksumsCommand: () => (/* binding */ checksumsCommand),
  hashLimitsFrom: () => (/* binding */ hashLimitsFrom),
  mergeCommand: () => (/* binding */ mergeCommand),
  schemaCommand: () => (/* binding */ schemaCommand),
  scoreCommand: () => (/* binding */ scoreCommand),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/fs/file-hasher.ts
var file_hasher = __webpack_require__(5489);
// EXTERNAL MODULE: ./src/core/fs/tree.ts
var fs_tree = __webpack_require__(6639);
;// CONCATENATED MODULE: ./src/core/util/byte-size.ts
/** A size in bytes as a user writes it: `1073741824`, `512MiB`, `1GiB`, `8G` (K, M, G, T: powers of 1024). */
const UNITS = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };
/** The size, or null when `text` is not a positive whole number of bytes (at most 2^53). */
function parseByteSize(text) {
    const m = /^\s*([0-9]+)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
    if (!m)
        return null;
    const bytes = Number(m[1]) * UNITS[m[2].toLowerCase()];
    return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/shard/partial.ts
var shard_partial = __webpack_require__(1661);
// EXTERNAL MODULE: ./src/core/shard/partition.ts
var partition = __webpack_require__(4970);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/judge/options.ts
/**
 * CCE judge settings from the CLI flags or the action inputs, plus the environment: the API key
 * (AGENT_EVAL_CCE_API_KEY; never a flag, so it never shows in process lists) and tuning knobs
 * for retries (AGENT_EVAL_CCE_RETRIES, AGENT_EVAL_CCE_BACKOFF_MS, AGENT_EVAL_CCE_MAX_WAIT_MS).
 */

const CCE_KEY_ENV = 'AGENT_EVAL_CCE_API_KEY';
/** How each setting is called where it came from (flags or inputs), for error messages. */
const CLI_NAMES = {
    endpoint: '--cce-endpoint',
    model: '--cce-model',
    cache: '--cce-cache',
    concurrency: '--cce-concurrency',
    maxRequests: '--cce-max-requests',
    timeoutS: '--cce-timeout',
};
/** Undefined when no judge is asked for; a UsageError naming the setting when the settings are unusable. */
function cceOptionsFrom(s, env, names = CLI_NAMES, apiKey = env[CCE_KEY_ENV]) {
    const given = (v) => (v && v.trim() ? v.trim() : undefined);
    const model = given(s.model);
    const endpoint = given(s.endpoint);
    const cache = given(s.cache);
    if (!model) {
        const stray = ['endpoint', 'cache', 'concurrency', 'maxRequests', 'timeoutS'].find((k) => given(s[k]));
        if (stray)
            throw new errors/* UsageError */.eb(`${names[stray]} needs ${names.model} (the judge model is part of every judgement and its cache key)`);
        return undefined;
    }
    if (endpoint && !/^https?:\/\/[^\s]+$/i.test(endpoint))
        throw new errors/* UsageError */.eb(`${names.endpoint} must be an http(s) URL such as https://api.openai.com/v1`);
    if (endpoint && /^[a-z]+:\/\/[^/@]*@/i.test(endpoint))
        throw new errors/* UsageError */.eb(`${names.endpoint} must not carry credentials; put the key in ${CCE_KEY_ENV}`);
    if (!endpoint && !cache)
        throw new errors/* UsageError */.eb(`${names.model} needs ${names.endpoint} (or ${names.cache} to use cached judgements only)`);
    const num = (value, name, int) => {
        const v = given(value);
        if (v === undefined)
            return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n <= 0 || (int && !Number.isInteger(n)))
            throw new errors/* UsageError */.eb(`${name} must be a positive ${int ? 'integer' : 'number'}`);
        return n;
    };
    const timeout = num(s.timeoutS, names.timeoutS, false);
    const envNum = (name, allowZero) => {
        const v = given(env[name]);
        if (v === undefined)
            return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0))
            throw new errors/* UsageError */.eb(`${name} must be a number ≥ 0`);
        return n;
    };
    return {
        endpoint,
        model,
        apiKey: given(apiKey),
        cacheDir: cache,
        concurrency: num(s.concurrency, names.concurrency, true),
        maxRequests: num(s.maxRequests, names.maxRequests, true),
        timeoutMs: timeout === undefined ? undefined : Math.round(timeout * 1000),
        maxRetries: envNum('AGENT_EVAL_CCE_RETRIES', true),
        backoffMs: envNum('AGENT_EVAL_CCE_BACKOFF_MS', true),
        maxWaitMs: envNum('AGENT_EVAL_CCE_MAX_WAIT_MS', true),
    };
}

// EXTERNAL MODULE: ./src/core/report/policy.ts
var policy = __webpack_require__(7034);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/submission/schema.ts
var schema = __webpack_require__(6833);
// EXTERNAL MODULE: ./src/core/util/terminal.ts
var terminal = __webpack_require__(1114);
;// CONCATENATED MODULE: ./src/core/submission/checksums.ts
/**
 * The `files:` block of submission.yml for a run directory (`agent-eval checksums --run DIR`):
 * the sha256 of every regular file, by path relative to the run, sorted, submission.yml itself
 * excepted. Symlinks, unreadable entries (e.g. a name that is not UTF-8) and other non-regular
 * entries cannot be listed; they are returned so the
 * submitter can remove them before submitting (the review would report them).
 */





async function runChecksums(runRoot, tree = new fs_tree/* RunTree */.g(runRoot)) {
    const files = new Map();
    const unlisted = [];
    const { truncated } = await tree.listing();
    // Over the cap nothing is hashed: the review could not check such a run either.
    if (truncated !== null)
        throw new errors/* UsageError */.eb(`${truncated}: too many to list and check`, 'run', runRoot);
    tree.prefetch();
    for (const e of await tree.entries()) {
        if (e.rel === schema/* SUBMISSION_FILE */.Ku || e.type === 'dir')
            continue;
        if (e.type === 'file') {
            const sha = await tree
                .sha256(e.rel)
                .catch((err) => new Error(`unreadable (${err.code ?? err.message})`));
            if (typeof sha === 'string')
                files.set(e.rel, sha);
            else
                unlisted.push({ path: e.rel, why: sha.message });
        }
        else
            unlisted.push({ path: e.rel, why: whyUnlisted(e) });
    }
    return { yaml: filesYaml(files), files: files.size, unlisted };
}
function filesYaml(files) {
    const doc = new dist/* Document */.yo({ files });
    for (const pair of doc.get('files').items) {
        if ((0,terminal/* terminalText */.e)(pair.key.value) !== pair.key.value)
            pair.key.type = 'QUOTE_DOUBLE';
    }
    // Inside double quotes, terminalLines' \xHH and \uHHHH are YAML's own escapes.
    return (0,terminal/* terminalLines */.M)(doc.toString({ lineWidth: 0 }));
}
function whyUnlisted(e) {
    if (e.type === 'symlink')
        return 'a symlink (never followed)';
    if (e.type === 'unreadable')
        return `unreadable: ${e.reason ?? 'it cannot be read'}`;
    return 'not a regular file';
}

;// CONCATENATED MODULE: ./src/cli/archive-flags.ts
/**
 * The flags of `score --archive` and their guard, apart from the archive code itself
 * (archive.ts): `score` parses them on every run and loads archive.ts only for an archive.
 */

const ARCHIVE_OPTIONS = {
    archive: { type: 'string' },
    sha256: { type: 'string' },
    form: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'max-archive-bytes': { type: 'string' },
    'max-unpacked-bytes': { type: 'string' },
    'max-archive-entries': { type: 'string' },
    'fetch-timeout': { type: 'string' },
};
/** For `score`: a guard that --archive and --run are not both given. */
function archiveMode(values) {
    const archive = values.archive !== undefined || values.form !== undefined;
    if (archive && values.run !== undefined)
        throw new errors/* UsageError */.eb('--run and --archive/--form exclude each other: the archive is unpacked into the run directory');
    if (!archive && (values.sha256 !== undefined || values['allow-host'] !== undefined))
        throw new errors/* UsageError */.eb('--sha256 and --allow-host go with --archive');
    return archive;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/fields.ts
var fields = __webpack_require__(6961);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/progress.ts
/** A single self-overwriting progress line on a terminal's stderr. */
function progressLine(write) {
    let last = 0;
    return {
        update: (done) => {
            const now = Date.now();
            if (now - last < 100)
                return;
            last = now;
            write(`\r\x1b[Kscoring: ${done} record(s) done`);
        },
        clear: () => write('\r\x1b[K'),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands.ts
/**
 * The CLI commands: thin adapters over the scoring core. Each returns an exit code. Each loads
 * the core it alone uses (scoring, validation, merging, the schemas) when it runs, so that one
 * command does not evaluate the others' modules and their schemas (see main.ts).
 */




















async function scoreCommand(argv, io) {
    const { values } = (0,args/* parse */.qg)(argv, {
        benchmark: { type: 'string' },
        run: { type: 'string' },
        suite: { type: 'string', multiple: true },
        task: { type: 'string', multiple: true },
        case: { type: 'string', multiple: true },
        out: { type: 'string' },
        'private-out': { type: 'string' },
        'fail-on': { type: 'string' },
        quiet: { type: 'boolean' },
        format: { type: 'string' },
        'cce-endpoint': { type: 'string' },
        'cce-model': { type: 'string' },
        'cce-cache': { type: 'string' },
        'cce-concurrency': { type: 'string' },
        'cce-max-requests': { type: 'string' },
        'cce-timeout': { type: 'string' },
        shard: { type: 'string' },
        python: { type: 'string' },
        ...HASH_LIMIT_FLAGS,
        ...ARCHIVE_OPTIONS,
    });
    if (values.help)
        return (0,help/* help */.y)(io, 'score');
    const fromArchive = archiveMode(values);
    const format = (0,args/* outputFormat */.B$)(values.format);
    const shard = values.shard === undefined ? undefined : (0,partition/* parseShard */.uK)(values.shard);
    // The judge's API key comes from the environment only (never a flag: flags show in process lists).
    const cce = cceOptionsFrom({
        endpoint: values['cce-endpoint'],
        model: values['cce-model'],
        cache: values['cce-cache'],
        concurrency: values['cce-concurrency'],
        maxRequests: values['cce-max-requests'],
        timeoutS: values['cce-timeout'],
    }, process.env);
    const failOn = (values['fail-on'] ?? 'non-final');
    if (!policy/* FAIL_ON */.d.includes(failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${policy/* FAIL_ON */.d.join(', ')}`);
    const progress = io.isTTY ? progressLine(io.rawErr ?? io.err) : null;
    const benchmarkDir = (0,args/* required */.mw)(values.benchmark, '--benchmark');
    const outDir = values.out ?? 'agent-eval-report';
    const options = {
        benchmarkDir,
        runDir: fromArchive ? '' : (0,args/* required */.mw)(values.run, '--run'),
        suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
        tasks: [...(values.task ?? []), ...(values.case ?? [])].flatMap((s) => s.split(',')).filter(Boolean),
        onProgress: progress?.update,
        cce,
        hashLimits: hashLimitsFrom(values),
        ...(0,args/* pythonFlag */.lO)(values.python),
    };
    // `--case` is the older name of `--task`: an error is named by the flag that was given.
    const flags = values.task === undefined && values.case !== undefined ? { ...fields/* FLAGS */.W, task: '--case' } : fields/* FLAGS */.W;
    try {
        const shown = { quiet: Boolean(values.quiet), format, privateOut: values['private-out'] };
        if (fromArchive) {
            const { withArchive } = await Promise.all(/* import() */[__webpack_require__.e(494), __webpack_require__.e(116), __webpack_require__.e(35)]).then(__webpack_require__.bind(__webpack_require__, 35)); // (fetch, unpack and the form: loaded only for an archive)
            return await withArchive(values, outDir, io, (runDir, runLabel) => scoreAndPublish({ ...options, runDir, runLabel }, shard, outDir, failOn, shown, progress, io));
        }
        return await scoreAndPublish(options, shard, outDir, failOn, shown, progress, io);
    }
    catch (err) {
        if (err instanceof errors/* UsageError */.eb && err.field !== undefined)
            throw new errors/* UsageError */.eb((0,fields/* cliMessage */.k)(err, flags));
        throw err;
    }
}
/** Scores one run directory (given, or unpacked from an archive) and writes the report or the partial. */
async function scoreAndPublish(options, shard, outDir, failOn, shown, progress, io) {
    const { score, scoreShard } = await Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888)]).then(__webpack_require__.bind(__webpack_require__, 2468));
    if (shard) {
        const partial = await scoreShard(options, shard);
        progress?.clear();
        await (0,promises_.mkdir)(outDir, { recursive: true });
        const file = external_node_path_default().join(outDir, shard_partial/* PARTIAL_FILE */.$T);
        await (0,promises_.writeFile)(file, (0,shard_partial/* serializePartial */.GF)(partial));
        const units = partial.suites.reduce((n, s) => n + s.trials.reduce((m, t) => m + t.units.length, 0), 0);
        io.out(`Partial report, shard ${shard.index}/${shard.count}: ${units} unit(s) (suite × trial × task); not final: merge all ${shard.count} shards with agent-eval merge.\n`);
        io.err(`Partial report written to ${file}.\n`);
        return 0;
    }
    const report = await score(options);
    progress?.clear();
    return publish(report, outDir, failOn, shown, io);
}
async function publish(given, outDir, failOn, shown, io) {
    const [{ writableReport, writeReport }, { renderText }, { hasHeldOut, redact, textRedactor }, { privateReportLine }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(705), __webpack_require__.e(833), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 3692)),
        Promise.all(/* import() */[__webpack_require__.e(705), __webpack_require__.e(523)]).then(__webpack_require__.bind(__webpack_require__, 523)),
        Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(405)]).then(__webpack_require__.bind(__webpack_require__, 6405)),
        Promise.all(/* import() */[__webpack_require__.e(103), __webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(705), __webpack_require__.e(833), __webpack_require__.e(577)]).then(__webpack_require__.bind(__webpack_require__, 1577)),
    ]);
    // Everything printed or written to --out is public: the public report only (docs/held-out.md).
    const { report: full, problems } = writableReport(given);
    const scrub = textRedactor(full);
    const files = await writeReport(redact(full), outDir);
    const report = files.report;
    for (const p of [...problems.map(scrub), ...files.problems])
        io.err(`agent-eval: the report failed its own schema and was written without a part: ${(0,terminal/* terminalText */.e)(p)}\n`); // (names in it are untrusted)
    const where = (file) => {
        const rel = external_node_path_default().relative(process.cwd(), file);
        return rel.startsWith('..') ? external_node_path_default().resolve(file) : rel;
    };
    if (shown.format === 'json')
        io.out((0,external_node_fs_.readFileSync)(files.scores, 'utf8'));
    else {
        const color = shown.format === 'text' && Boolean(io.color);
        const view = shown.format === 'markdown' ? files.markdown : renderText(report, { color, summaryPath: where(files.summary) });
        const text = shown.quiet ? `${view.slice(0, view.indexOf('\n'))}\n` : view;
        // The text view escapes every text of the report itself: its colours go out as they are.
        (color ? (io.rawOut ?? io.out) : io.out)(text);
    }
    const passes = (0,policy/* passesPolicy */.S)(report, failOn);
    io.err(`Report written to ${where(files.scores)} (and summary.md, summary.csv).\n`);
    if (hasHeldOut(full))
        io.err(await privateReportLine(full, shown.privateOut, where));
    if (!passes)
        io.err(`Exit 1: the report does not pass --fail-on ${failOn} (status: ${report.status}).\n`);
    return passes ? 0 : 1;
}
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        out: { type: 'string' },
        'fail-on': { type: 'string' },
        quiet: { type: 'boolean' },
        format: { type: 'string' },
        'private-out': { type: 'string' },
    });
    if (values.help)
        return (0,help/* help */.y)(io, 'merge');
    const format = (0,args/* outputFormat */.B$)(values.format);
    const failOn = (values['fail-on'] ?? 'non-final');
    if (!policy/* FAIL_ON */.d.includes(failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${policy/* FAIL_ON */.d.join(', ')}`);
    if (positionals.length === 0)
        throw new errors/* UsageError */.eb('merge: name the partial reports (partial.json files or the directories holding them)');
    const inputs = positionals.map(readPartial);
    const { mergePartials } = await Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(292)]).then(__webpack_require__.bind(__webpack_require__, 292));
    const { report, problems } = mergePartials(inputs);
    for (const p of problems)
        io.err(`merge: ${p.code}: ${(0,terminal/* terminalText */.e)(p.message)}\n`);
    return publish(report, values.out ?? 'agent-eval-report', failOn, { quiet: Boolean(values.quiet), format, privateOut: values['private-out'] }, io);
}
function statOrNull(file) {
    try {
        return (0,external_node_fs_.statSync)(file);
    }
    catch {
        return null;
    }
}
/** Synchronous: a handful of files read one after the other (fs/promises' round trips cost more). */
function readPartial(given) {
    const info = statOrNull(given);
    if (!info)
        throw new errors/* UsageError */.eb(`${given}: no such file or directory`);
    const file = info.isDirectory() ? external_node_path_default().join(given, shard_partial/* PARTIAL_FILE */.$T) : given;
    const size = statOrNull(file)?.size;
    if (size === undefined)
        throw new errors/* UsageError */.eb(`${given}: no ${shard_partial/* PARTIAL_FILE */.$T} in this directory`);
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: 512 * 1024 * 1024, maxDepth: 512 });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    const parsed = (0,shard_partial/* partialReportSchema */.Fl)().safeParse(read.value);
    if (!parsed.success)
        throw new errors/* UsageError */.eb(`${file}: not an agent-eval partial report: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
    return { name: file, partial: parsed.data };
}
async function validateCommand(argv, io) {
    const { values } = (0,args/* parse */.qg)(argv, {
        benchmark: { type: 'string' },
        run: { type: 'string' },
        suite: { type: 'string', multiple: true },
        python: { type: 'string' },
    });
    if (values.help)
        return (0,help/* help */.y)(io, 'validate');
    const suites = values.suite?.flatMap((s) => s.split(',')).filter(Boolean);
    const run = values.run === undefined ? undefined : { dir: values.run, ...(suites?.length ? { suites } : {}) };
    const { validateBenchmark } = await Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(587)]).then(__webpack_require__.bind(__webpack_require__, 5968));
    const result = await validateBenchmark((0,args/* required */.mw)(values.benchmark, '--benchmark'), process.env, run, (0,args/* pythonFlag */.lO)(values.python).python);
    for (const s of result.suites) {
        const how = s.checked === 'verifier' ? 'each task checked with the verifier' : 'static checks only';
        const splits = s.splits ? `; splits ${s.splits.map((x) => `${x.name} (${x.tasks})`).join(', ')}` : '';
        io.out(`suite ${s.name} (${s.kind}): ${s.tasks} task(s), ${how}${splits}\n`);
    }
    for (const f of result.findings)
        io.out(`  ${f.warning ? 'warning' : 'problem'}: ${f.suite}${f.task ? `/${f.task}` : ''}: ${f.problem}\n`);
    const problems = result.findings.filter((f) => !f.warning).length;
    const warnings = result.findings.length - problems;
    const also = warnings === 0 ? '' : ` (${warnings} warning(s) above)`;
    if (run)
        io.out(`run ${run.dir}: layout checked (entries nothing would read are warnings above), and every verifier message read as PSR reads it\n`);
    io.out(problems === 0
        ? `OK: the benchmark is ready to score submissions${also}.\n`
        : `${problems} problem(s) found${also}.\n`);
    return problems === 0 ? 0 : 1;
}
async function schemaCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {});
    if (values.help)
        return (0,help/* help */.y)(io, 'schema');
    const name = positionals[0];
    const { SCHEMAS } = await Promise.all(/* import() */[__webpack_require__.e(116), __webpack_require__.e(888), __webpack_require__.e(912), __webpack_require__.e(694), __webpack_require__.e(359)]).then(__webpack_require__.bind(__webpack_require__, 5319));
    if (name === undefined || !Object.hasOwn(SCHEMAS, name))
        throw new errors/* UsageError */.eb(`schema: say which one: ${Object.keys(SCHEMAS).join(', ')}`);
    io.out(`${JSON.stringify(SCHEMAS[name](), null, 2)}\n`);
    return 0;
}
/** Prints the `files:` block of submission.yml (sha256 of every run file); exit 1 if some entry cannot be listed. */
async function checksumsCommand(argv, io) {
    const { values } = (0,args/* parse */.qg)(argv, { run: { type: 'string' }, ...HASH_LIMIT_FLAGS });
    if (values.help)
        return (0,help/* help */.y)(io, 'checksums');
    const dir = (0,args/* required */.mw)(values.run, '--run');
    const root = await (0,promises_.realpath)(dir).catch(() => null);
    if (!root || !(await (0,promises_.stat)(root)).isDirectory())
        throw new errors/* UsageError */.eb(`--run ${dir}: not a directory`);
    const sums = await runChecksums(root, new fs_tree/* RunTree */.g(root, undefined, hashLimitsFrom(values)));
    io.out(sums.yaml);
    for (const u of sums.unlisted)
        io.err(`agent-eval checksums: ${(0,terminal/* terminalText */.e)(u.path)} is ${(0,terminal/* terminalText */.e)(u.why)}: it cannot be listed, and the review reports it as a checksum mismatch; replace it by the file or remove it\n`);
    io.err(`${sums.files} file(s) listed.\n`);
    return sums.unlisted.length === 0 ? 0 : 1;
}
const HASH_LIMIT_FLAGS = {
    'max-hash-file-bytes': { type: 'string' },
    'max-hash-run-bytes': { type: 'string' },
};
/** --max-hash-file-bytes and --max-hash-run-bytes (e.g. 1GiB, 8GiB: the defaults), over the defaults. */
function hashLimitsFrom(values) {
    const size = (flag, fallback) => {
        const text = values[flag];
        if (text === undefined)
            return fallback;
        const bytes = parseByteSize(text);
        if (bytes === null)
            throw new errors/* UsageError */.eb(`--${flag} must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB), not ${JSON.stringify(text)}`);
        return bytes;
    };
    return {
        fileBytes: size('max-hash-file-bytes', file_hasher/* DEFAULT_HASH_LIMITS */.I.fileBytes),
        runBytes: size('max-hash-run-bytes', file_hasher/* DEFAULT_HASH_LIMITS */.I.runBytes),
    };
}


/***/ }),

/***/ 7559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rescoreCommand: () => (/* binding */ rescoreCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/shard/partition.ts
var partition = __webpack_require__(4970);
// EXTERNAL MODULE: ./src/core/rescore/rescore.ts + 3 modules
var rescore = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/core/rescore/markdown.ts + 1 modules
var markdown = __webpack_require__(6417);
// EXTERNAL MODULE: ./src/core/rescore/shard-files.ts
var shard_files = __webpack_require__(831);
;// CONCATENATED MODULE: ./src/core/rescore/index.ts
/** The rescore API (docs/rescore.md): leaderboard, drift, sharded rescore. */




// EXTERNAL MODULE: ./src/core/util/terminal.ts
var terminal = __webpack_require__(1114);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/core/views/provenance.ts
var provenance = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/core/provenance/same.ts
var same = __webpack_require__(8389);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/cli/commands.ts + 5 modules
var commands = __webpack_require__(3080);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/site.ts + 7 modules
var cli_site = __webpack_require__(1960);
;// CONCATENATED MODULE: ./src/cli/rescore.ts
/**
 * `agent-eval rescore`: every submission of a tree against one benchmark revision, a
 * leaderboard, and the drift against the previous one (docs/rescore.md). Three forms:
 *   rescore --benchmark B --submissions S [--baseline F] --out D          one machine
 *   rescore --benchmark B --submissions S --shard i/n --out D             one shard of n
 *   rescore --partials P --shards n [--benchmark B] [--baseline F] --out D  merge the n shards
 * Each with --compare-leader (not a shard job): every ranked entry against the leader per suite.
 * A thin adapter over core/rescore.
 */












const RESCORE_FAIL_ON = ['any', 'drift', 'invalid', 'never'];
async function rescoreCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        benchmark: { type: 'string' },
        submissions: { type: 'string' },
        baseline: { type: 'string' },
        suite: { type: 'string', multiple: true },
        shard: { type: 'string' },
        partials: { type: 'string' },
        shards: { type: 'string' },
        out: { type: 'string' },
        'fail-on': { type: 'string' },
        'compare-leader': { type: 'boolean' },
        confidence: { type: 'string' },
        quiet: { type: 'boolean' },
        format: { type: 'string' },
        site: { type: 'string' },
        'site-history': { type: 'string' },
        python: { type: 'string' },
        ...commands.HASH_LIMIT_FLAGS,
    });
    if (values.help) {
        io.out(`${help/* HELP */._.rescore}\n`);
        return 0;
    }
    if (positionals.length > 0)
        throw new errors/* UsageError */.eb(`rescore: unexpected argument ${positionals[0]}`);
    const format = (0,args/* outputFormat */.B$)(values.format);
    const failOn = (values['fail-on'] ?? 'any');
    if (!RESCORE_FAIL_ON.includes(failOn))
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${RESCORE_FAIL_ON.join(', ')}`);
    if (values['site-history'] !== undefined && values.site === undefined)
        throw new errors/* UsageError */.eb('--site-history goes with --site');
    const outDir = values.out ?? 'agent-eval-leaderboard';
    const suites = values.suite?.flatMap((s) => s.split(',')).filter(Boolean);
    if (values.confidence !== undefined && !values['compare-leader'])
        throw new errors/* UsageError */.eb('--confidence is the level of the interval of --compare-leader: it takes --compare-leader');
    const compareLeader = values['compare-leader']
        ? { compareLeader: { confidence: (0,args/* confidenceFlag */.jK)(values.confidence) } }
        : {};
    const progress = values.quiet ? undefined : (msg) => io.err(`rescore: ${(0,terminal/* terminalText */.e)(msg)}\n`);
    if (values.partials !== undefined) {
        if (values.shard !== undefined || values.submissions !== undefined)
            throw new errors/* UsageError */.eb('--partials merges shard outputs: it takes no --shard or --submissions');
        const shards = parseShardCount((0,args/* required */.mw)(values.shards, '--shards'));
        const baseline = values.baseline === undefined ? null : await (0,rescore/* readLeaderboard */.uW)(values.baseline);
        const loaded = await (0,shard_files/* loadRescoreShards */.$Q)(values.partials);
        for (const p of loaded.problems)
            io.err(`rescore: ${(0,terminal/* terminalText */.e)(p)}\n`);
        const result = await (0,rescore/* rescoreFromPartials */.Km)({
            partials: loaded.partials,
            unscored: loaded.unscored,
            context: loaded.context,
            shardOutputs: loaded.shardOutputs,
            shards,
            baseline,
            ...(values.benchmark !== undefined ? { benchmarkDir: values.benchmark } : {}),
            ...(suites?.length ? { suites } : {}),
            ...compareLeader,
        });
        return publish(result, outDir, failOn, format, io, values.site, values['site-history']);
    }
    if (values.shards !== undefined)
        throw new errors/* UsageError */.eb('--shards goes with --partials (merging); a shard job takes --shard i/n');
    const options = {
        benchmarkDir: (0,args/* required */.mw)(values.benchmark, '--benchmark'),
        submissionsDir: (0,args/* required */.mw)(values.submissions, '--submissions'),
        hashLimits: (0,commands.hashLimitsFrom)(values),
        ...(0,args/* pythonFlag */.lO)(values.python),
        ...(suites?.length ? { suites } : {}),
        ...(progress ? { onProgress: progress } : {}),
    };
    if (values.shard !== undefined) {
        if (values.baseline !== undefined)
            throw new errors/* UsageError */.eb('--baseline is compared when the shards are merged (rescore --partials), not in a shard job');
        if (values['compare-leader'])
            throw new errors/* UsageError */.eb('--compare-leader is computed when the shards are merged (rescore --partials --compare-leader), not in a shard job');
        if (values.site !== undefined || values['site-history'] !== undefined)
            throw new errors/* UsageError */.eb('--site is written when the shards are merged (rescore --partials), not in a shard job');
        const shard = (0,partition/* parseShard */.uK)(values.shard);
        const result = await (0,rescore/* rescoreShard */.Gt)(options, shard);
        const written = await (0,shard_files/* writeRescoreShard */.D6)(result, outDir);
        io.out(`Rescore shard ${shard.index}/${shard.count}: ${result.submissions.length} submission(s) partially scored, ${result.unscored.length} not scored; merge all ${shard.count} shards with agent-eval rescore --partials DIR --shards ${shard.count}.\n`);
        io.err(`Shard output written to ${shown(written.manifest)} (and submissions/<name>/partial.json).\n`);
        return 0;
    }
    const baseline = values.baseline === undefined ? null : await (0,rescore/* readLeaderboard */.uW)(values.baseline);
    return publish(await (0,rescore/* rescore */.W5)({ ...options, baseline, ...compareLeader }), outDir, failOn, format, io, values.site, values['site-history']);
}
/** Writes the leaderboard (and drift, and with --site the web site), prints one view of it (text by default, leaderboard.md, or leaderboard.json) and applies --fail-on. */
async function publish(result, outDir, failOn, format, io, siteDir, siteHistory) {
    const written = await (0,rescore/* writeRescore */.LJ)(result, outDir);
    if (siteDir !== undefined) {
        const site = await (0,cli_site.siteOf)(outDir, siteDir, siteHistory);
        io.err(`Site written to ${shown(site.index)} (${site.pages} page(s)).\n`);
    }
    const lb = result.leaderboard;
    const c = lb.counts;
    const lines = [
        `Leaderboard: ${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`,
    ];
    const { benchmark, dirty } = (0,provenance/* provenance */.a)(lb.benchmark, terminal/* terminalText */.e);
    lines.push(`${benchmark}.`);
    if (dirty)
        lines.push(`Warning: ${dirty}`);
    for (const s of lb.suites)
        lines.push(`  suite ${s.name}: ${s.ranked.length} ranked (final), ${s.unranked.length} not ranked${leaderLine(s)}`);
    const d = result.drift;
    if (!d)
        lines.push('No baseline: nothing compared.');
    else {
        const k = d.counts;
        lines.push(`Drift against the baseline: ${d.has_drift ? 'YES' : 'none'} (${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ` +
            `${k.submissions_removed} removed, ${k.submissions_added} added${d.benchmark_changed ? `; ${(0,terminal/* terminalText */.e)((0,same/* benchmarkDifference */.l)(d.baseline.benchmark, d.current.benchmark) ?? 'not the same benchmark')}` : ''}).`);
    }
    if (format === 'json')
        io.out((0,external_node_fs_.readFileSync)(written.leaderboard, 'utf8'));
    else if (format === 'markdown')
        io.out((0,external_node_fs_.readFileSync)(written.leaderboardMd, 'utf8'));
    else
        io.out(`${lines.join('\n')}\n`);
    for (const note of result.notes)
        io.err(`rescore: ${(0,terminal/* terminalText */.e)(note)}\n`);
    for (const p of written.problems)
        io.err(`rescore: a report failed its own schema and was written without a part: ${(0,terminal/* terminalText */.e)(p)}\n`);
    const extra = [written.drift ? 'drift.json, drift.md' : null, result.reports.size > 0 ? 'submissions/<name>/' : null]
        .filter(Boolean)
        .join(', ');
    io.err(`Leaderboard written to ${shown(written.leaderboard)} (and leaderboard.md${extra ? `, ${extra}` : ''}).\n`);
    const failDrift = (failOn === 'any' || failOn === 'drift') && result.hasDrift;
    const failInvalid = (failOn === 'any' || failOn === 'invalid') && result.hasInvalid;
    if (failDrift || failInvalid) {
        const why = [failDrift ? 'drift against the baseline' : null, failInvalid ? 'invalid submission(s)' : null]
            .filter(Boolean)
            .join(' and ');
        io.err(`Exit 1: ${why} (--fail-on ${failOn}).\n`);
        return 1;
    }
    return 0;
}
/** With --compare-leader: who leads, and whether anyone cannot be told apart from it. */
function leaderLine(s) {
    const c = s.leader_comparison;
    if (!c)
        return '';
    const level = `${+(100 * c.confidence).toFixed(4)}%`;
    const tied = c.tied_with_leader.length;
    if (s.ranked.length === 1)
        return `; leader ${(0,terminal/* terminalText */.e)(c.leader)} (the only ranked entry)`;
    return tied === 0
        ? `; leader ${(0,terminal/* terminalText */.e)(c.leader)}, ahead of every other entry (paired ${level} interval excludes 0)`
        : `; leader ${(0,terminal/* terminalText */.e)(c.leader)}, not told apart from ${tied} other entr${tied === 1 ? 'y' : 'ies'} (paired ${level} interval contains 0): tied first`;
}
function parseShardCount(text) {
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= partition/* MAX_SHARDS */.hH))
        throw new errors/* UsageError */.eb(`--shards ${text}: expected a number of shards from 1 to ${partition/* MAX_SHARDS */.hH}`);
    return n;
}
function shown(file) {
    const rel = external_node_path_default().relative(process.cwd(), file);
    return rel.startsWith('..') ? external_node_path_default().resolve(file) : rel;
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

/***/ 831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ loadRescoreShards),
/* harmony export */   D6: () => (/* binding */ writeRescoreShard),
/* harmony export */   VQ: () => (/* binding */ shardManifestSchema)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1067);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2472);
/* harmony import */ var _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1661);
/* harmony import */ var _shard_partition_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4970);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3302);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3592);
/* harmony import */ var _fs_walker_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7905);
/**
 * Files of a sharded rescore (docs/rescore.md). Each shard job writes to its output directory
 *   rescore-shard.json                 what the shard is, the leaderboard context, its submissions
 *   submissions/<name>/partial.json    one partial report per submission (score --shard format)
 * and the merge step reads every rescore-shard.json below a directory of downloaded artifacts
 * (depth ≤ 3, no symlink followed, sizes bounded) with the partials it names.
 */












const SHARD_MANIFEST_FILE = 'rescore-shard.json';
const SHARD_MANIFEST_VERSION = 1;
const MAX_DEPTH = 3;
const MANIFEST_LIMITS = { maxBytes: 64 * 1024 * 1024, maxDepth: 64 };
const PARTIAL_LIMITS = { maxBytes: 512 * 1024 * 1024, maxDepth: 512 };
const shardManifestSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({
    rescore_shard_version: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz(SHARD_MANIFEST_VERSION),
    shard: zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({ index: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().min(1), count: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().min(1), method: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP() }),
    context: (0,_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .leaderboardContextSchema */ .Cg)(),
    submissions: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .SubmissionName */ .I_)
        .describe('submissions with a partial report in submissions/<name>/partial.json'),
    unscored: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({ name: _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .SubmissionName */ .I_, status: _leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .StatusSchema */ .uc.exclude(['final']), problem: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP() })),
}));
async function writeRescoreShard(r, outDir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(outDir, { recursive: true });
    const all = [];
    for (const s of r.submissions) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, 'submissions', s.name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, (0,_shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePartial */ .GF)(s.partial));
        all.push(file);
    }
    const manifest = {
        rescore_shard_version: SHARD_MANIFEST_VERSION,
        shard: { index: r.shard.index, count: r.shard.count, method: _shard_partition_js__WEBPACK_IMPORTED_MODULE_5__/* .SHARD_METHOD */ .Fq },
        context: r.context,
        submissions: r.submissions.map((s) => s.name),
        unscored: r.unscored,
    };
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, SHARD_MANIFEST_FILE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, `${JSON.stringify(shardManifestSchema().parse(manifest), null, 2)}\n`);
    return { manifest: file, all: [file, ...all] };
}
/**
 * Reads the outputs of a sharded rescore below `dir`. Shards that disagree on the benchmark,
 * the tool or the suites are refused (UsageError): one leaderboard is one benchmark revision.
 */
async function loadRescoreShards(dir) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (!info?.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('not a directory', 'partials', dir);
    const manifests = [];
    for (const file of await findManifests(dir)) {
        const read = await readBounded(file, MANIFEST_LIMITS);
        const parsed = shardManifestSchema().safeParse(read);
        if (!parsed.success)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${file}: not an agent-eval ${SHARD_MANIFEST_FILE}: ${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .formatIssues */ .o)(parsed.error)}`);
        manifests.push({ file, manifest: parsed.data });
    }
    manifests.sort((a, b) => a.manifest.shard.index - b.manifest.shard.index || (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a.file, b.file));
    const first = manifests[0];
    for (const m of manifests.slice(1)) {
        if (!(0,_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .sameContext */ .IE)(m.manifest.context, first.manifest.context)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${first.file} and ${m.file} are from different rescores (benchmark revision, manifest, agent-eval version or suites differ)`);
        }
    }
    const partials = [];
    const unscored = new Map();
    const problems = [];
    for (const { file, manifest } of manifests) {
        for (const u of manifest.unscored)
            if (!unscored.has(u.name))
                unscored.set(u.name, u);
        for (const name of manifest.submissions) {
            const partialFile = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), 'submissions', name, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T);
            const problem = await plainPath(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), ['submissions', name, _shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .PARTIAL_FILE */ .$T]);
            if (problem) {
                problems.push(`${partialFile}: ${problem}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            let parsed;
            try {
                parsed = (0,_shard_partial_js__WEBPACK_IMPORTED_MODULE_4__/* .partialReportSchema */ .Fl)().safeParse(await readBounded(partialFile, PARTIAL_LIMITS));
            }
            catch (err) {
                problems.push(`${err.message}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            if (!parsed.success) {
                problems.push(`${partialFile}: not a partial report (${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .formatIssues */ .o)(parsed.error)}); shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`);
                continue;
            }
            partials.push({ submission: name, name: partialFile, partial: parsed.data });
        }
    }
    return {
        context: first?.manifest.context ?? null,
        partials,
        unscored: [...unscored.values()].sort((a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a.name, b.name)),
        shardOutputs: manifests.map((m) => ({ index: m.manifest.shard.index, count: m.manifest.shard.count })),
        problems,
    };
}
/** Every rescore-shard.json at depth ≤ 3 below `dir`; a directory holding one is not searched further. */
async function findManifests(dir) {
    const found = [];
    await (0,_fs_walker_js__WEBPACK_IMPORTED_MODULE_8__/* .walkTree */ .Ir)(dir, {
        listed: (d, entries) => {
            const manifest = entries.find((e) => e.name === SHARD_MANIFEST_FILE);
            if (!manifest)
                return true;
            const at = d ? [...d.rel.split('/'), manifest.name] : [manifest.name];
            if (!manifest.isFile())
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, ...at)}: not a regular file (symlinks are not followed)`);
            found.push(at);
            return false; // (a directory holding one is not searched further)
        },
        finding: (f) => {
            if (f.kind === 'unlisted' && f.error)
                throw f.error;
        },
    }, { maxDepth: MAX_DEPTH + 1 });
    // Depth first, each directory's entries in code point order.
    return found.sort(bySegments).map((at) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, ...at));
}
/** Paths as lists of names, name by name in code point order: the order of a depth-first walk that sorts each directory so. */
function bySegments(a, b) {
    for (let i = 0; i < a.length && i < b.length; i++) {
        const c = (0,_util_order_js__WEBPACK_IMPORTED_MODULE_11__/* .byCodePoint */ .HH)(a[i], b[i]);
        if (c !== 0)
            return c;
    }
    return a.length - b.length;
}
/** Null when every component below `base` exists and is a plain directory (the last: a regular file), never a symlink. */
async function plainPath(base, parts) {
    let p = base;
    for (const [i, part] of parts.entries()) {
        p = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(p, part);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p).catch(() => null);
        if (!info)
            return 'does not exist';
        if (info.isSymbolicLink())
            return 'a symlink on the way; not followed';
        if (i < parts.length - 1 ? !info.isDirectory() : !info.isFile())
            return 'not a regular file';
    }
    return null;
}
async function readBounded(file, limits) {
    const read = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonBounded */ ._I)(file, limits);
    if (!read.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${file}: ${read.message}`);
    return read.value;
}


/***/ })

};
