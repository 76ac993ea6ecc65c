export const id = 116;
export const ids = [116];
export const modules = {

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ stripCredentials),
/* harmony export */   _k: () => (/* binding */ openBenchmark),
/* harmony export */   mS: () => (/* binding */ gitState),
/* harmony export */   wV: () => (/* binding */ benchmarkInfo)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _manifest_load_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8581);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2764);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3592);
/**
 * A benchmark checkout: its validated manifest, each suite's task catalog, and where it came
 * from (repository and commit when it is a git checkout). Trusted code, read once per command.
 */










/** `git`: where the checkout's git state comes from (a command's cache asks git once, command-cache.ts). */
async function openBenchmark(dir, git = gitState) {
    let root;
    try {
        root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(dir);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('not a directory', 'benchmark', dir);
    }
    const loaded = await (0,_manifest_load_js__WEBPACK_IMPORTED_MODULE_7__/* .loadManifest */ .eY)(root);
    const catalogs = new Map();
    for (const suite of loaded.manifest.suites) {
        catalogs.set(suite.name, await loadCatalog(root, loaded.file, suite, loaded.manifest));
    }
    const { repository, commit, dirty } = await git(root);
    return { ...loaded, root, repository, commit, dirty, catalogs };
}
/** What a report records of the benchmark it was scored against. */
function benchmarkInfo(b) {
    return {
        name: b.manifest.name,
        repository: b.repository,
        commit: b.commit,
        manifest_sha256: b.sha256,
        ...(b.dirty ? { dirty: b.dirty } : {}),
    };
}
/** A suite's tasks, from its kind (a ConfigError names the suite's place in the manifest). */
function loadCatalog(root, manifestFile, suite, manifest) {
    return (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .kindOf */ .I)(suite.kind).catalog(suite, {
        root,
        manifestFile,
        where: `suites[${manifest.suites.indexOf(suite)}] (${suite.name})`,
    });
}
const run = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/**
 * Where a benchmark directory comes from: its repository, commit, and the uncommitted changes
 * under it. A benchmark may be a subdirectory of a larger repository (examples/benchmark is one
 * of agent-eval's own): only paths under the benchmark directory count, so a change elsewhere in
 * the repository does not make it dirty. Files git ignores do not count either.
 */
async function gitState(root) {
    const git = async (...args) => {
        try {
            const { stdout } = await run('git', ['-C', root, ...args], { timeout: 10_000, maxBuffer: 64 * 1024 * 1024 });
            return stdout;
        }
        catch {
            return null;
        }
    };
    const top = (await git('rev-parse', '--show-toplevel'))?.trim();
    if (!top)
        return { repository: null, commit: null, dirty: null };
    const [commit, remote, prefix, status] = await Promise.all([
        git('rev-parse', 'HEAD'),
        git('config', '--get', 'remote.origin.url'),
        git('rev-parse', '--show-prefix'),
        // -z: paths as they are, relative to the repository's top; `-- .`: under the benchmark
        // directory only; Python's bytecode caches (written by the verifiers themselves) do not count.
        git('-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--ignore-submodules=none', '--', '.', ':(exclude,glob)**/__pycache__/**'),
    ]);
    const remoteUrl = remote?.trim();
    return {
        repository: remoteUrl ? stripCredentials(remoteUrl) : null,
        commit: commit?.trim() || null,
        dirty: status === null ? null : await dirtyPaths(status, top, prefix?.trim() ?? ''),
    };
}
/** `git status --porcelain=v1 -z` entries ("XY path") -> the paths relative to the benchmark directory. */
async function dirtyPaths(status, top, prefix) {
    const fromTop = [
        ...new Set(status
            .split('\0')
            .filter((entry) => entry.length > 3)
            .map((entry) => entry.slice(3))),
    ].sort(_util_order_js__WEBPACK_IMPORTED_MODULE_9__/* .byCodeUnit */ .X);
    if (fromTop.length === 0)
        return null;
    const paths = fromTop.map((p) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p));
    // The digest of the uncommitted content (docs/provenance.md): every changed path with the
    // digest of what is there now, so two checkouts with the same changes have the same digest.
    const all = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    for (let i = 0; i < fromTop.length; i++)
        all.update(`${paths[i]}\0${await contentDigest((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(top, fromTop[i]))}\n`);
    return { count: paths.length, paths: paths.slice(0, _provenance_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DIRTY_PATHS */ .BC), sha256: all.digest('hex') };
}
/** sha256 of a changed path's content as it is now ("deleted" when it is gone; a symbolic link: of its target). */
async function contentDigest(file) {
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(file);
        const data = st.isSymbolicLink()
            ? `link:${await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(file)}`
            : st.isFile()
                ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file)
                : `not a file`;
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(data).digest('hex');
    }
    catch {
        return 'deleted';
    }
}
/** Never record a credential that a remote URL may carry. */
function stripCredentials(url) {
    return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}


/***/ }),

/***/ 8581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eY: () => (/* binding */ loadManifest),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE)
/* harmony export */ });
/* unused harmony export parseManifest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9290);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3710);
/* harmony import */ var _zod_issues_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2472);
/** Loads and validates `agent-eval.yml`; every problem names the file and the path inside it. */







const MANIFEST_FILE = 'agent-eval.yml';
async function loadManifest(benchmarkDir) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(benchmarkDir, MANIFEST_FILE);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(file, `cannot read the benchmark manifest (${err.code ?? err})`);
    }
    const manifest = parseManifest(bytes.toString('utf8'), file);
    return { manifest, file, sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex') };
}
function parseManifest(text, file) {
    const data = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYaml */ .h)(text, file);
    const schema = (0,_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .manifestSchema */ .r)();
    const parsed = schema.safeParse(data);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(file, (0,_zod_issues_js__WEBPACK_IMPORTED_MODULE_6__/* .formatIssues */ .o)(parsed.error, { schema, data }));
    return parsed.data;
}


/***/ }),

/***/ 9290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ suiteSchema),
/* harmony export */   r: () => (/* binding */ manifestSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(108);
/**
 * The benchmark manifest `agent-eval.yml` (docs/manifest.md). One zod schema is the source of truth:
 * it validates manifests and generates the published JSON Schema. Unknown keys are errors.
 * Each suite section is its kind's own schema (kinds/<kind>/schema.ts), taken from the
 * registry of kinds (kinds/registry.ts).
 */



/** One suite section: the schema of the kind its `kind` names. */
const suiteSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => {
    const [first, ...rest] = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .allKinds */ .TO)().map((k) => k.schema);
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [first, ...rest]);
});
const manifestSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    suites: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(suiteSchema()).min(1),
    setup: _setup_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupSchema */ .j.optional(),
})
    .superRefine((m, ctx) => {
    const seen = new Set();
    m.suites.forEach((s, i) => {
        if (seen.has(s.name))
            ctx.addIssue({ code: 'custom', path: ['suites', i, 'name'], message: `duplicate suite name "${s.name}"` });
        seen.add(s.name);
    });
}));


/***/ }),

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ SetupSchema),
/* harmony export */   y: () => (/* binding */ REQUIREMENT)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _parts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9379);
/**
 * The benchmark-wide `setup` section of agent-eval.yml (docs/manifest.md, "setup"): what the
 * verifiers need installed in the Python they run with. agent-eval never installs anything itself;
 * `validate` checks it (setup/python.ts) and the reusable workflows install it (docs/verifiers.md).
 */


/** One requirement as pip reads it, simply: a name, optional extras, optional version specifiers. */
const REQUIREMENT = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?\s*((?:[<>=!~]=?|===)\s*[^;\s]+(?:\s*,\s*(?:[<>=!~]=?|===)\s*[^;\s,]+)*)?\s*(;.*)?$/;
const SetupSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    python: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        requirements: _parts_js__WEBPACK_IMPORTED_MODULE_0__/* .BenchmarkPath */ .zm.optional().describe('a requirements file in the benchmark (pip format: one requirement a line)'),
        packages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).regex(REQUIREMENT, 'must be a requirement such as "pyyaml==6.0.3"'))
            .min(1)
            .optional()
            .describe('requirements listed here, such as "pyyaml==6.0.3"'),
    })
        .refine((p) => p.requirements !== undefined || p.packages !== undefined, {
        message: 'declares nothing: give requirements or packages',
    })
        .describe("what the verifiers need installed in the Python they run with (agent-eval's --python, or python3 on PATH)"),
})
    .describe('what the verifiers need, for the whole benchmark');


/***/ }),

/***/ 6047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   gk: () => (/* binding */ finding),
/* harmony export */   jZ: () => (/* binding */ capFindings)
/* harmony export */ });
/* harmony import */ var _review_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2160);

/** Only these make the report invalid: an unusable submission.yml, and any checksum mismatch. */
const ERRORS = new Set(['submission_file_invalid', 'checksum_mismatch']);
const CHECK_OF = {
    submission_file_missing: 'file',
    submission_file_invalid: 'file',
    missing_field: 'fields',
    sha_not_quoted: 'fields',
    referenced_file_missing: 'fields',
    benchmark_repository_mismatch: 'benchmark_repository',
    benchmark_revision_mismatch: 'benchmark_revision',
    trial_count_mismatch: 'trial_count',
    checksum_mismatch: 'checksums',
    claimed_score_mismatch: 'claimed_scores',
};
/** At most this many findings of one check are listed; the rest are counted in one more. */
const MAX_FINDINGS_PER_CHECK = 100;
function finding(code, message, where = {}) {
    return {
        code,
        severity: ERRORS.has(code) ? 'error' : 'warning',
        field: where.field ?? null,
        path: where.path ?? null,
        message,
    };
}
/** The first MAX_FINDINGS_PER_CHECK findings of a list, and one saying how many more there are. */
function capFindings(findings) {
    if (findings.length <= MAX_FINDINGS_PER_CHECK)
        return findings;
    const rest = findings.length - MAX_FINDINGS_PER_CHECK;
    const last = findings[MAX_FINDINGS_PER_CHECK];
    return [
        ...findings.slice(0, MAX_FINDINGS_PER_CHECK),
        { ...last, field: null, path: null, message: `… and ${rest} more like these` },
    ];
}
/** Errors first, then in check order; the order within a check is kept. */
function sortFindings(findings) {
    const rank = (f) => (f.severity === 'error' ? 0 : 1) * _review_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKS */ .ui.length + _review_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKS */ .ui.indexOf(CHECK_OF[f.code]);
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
        .map(({ f }) => f);
}


/***/ }),

/***/ 4219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   UB: () => (/* binding */ parseSubmission)
/* harmony export */ });
/* unused harmony export decimalsOf */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2472);
/* harmony import */ var _layout_nearest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6848);
/* harmony import */ var _util_data_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9966);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6833);
/**
 * Parses the text of submission.yml as plain data: one YAML document, no anchors or aliases,
 * no tags beyond the core ones, scalar keys only, and the lenient zod schema. Each claimed
 * score also gets the number of decimals it is written with, which sets its tolerance.
 */





const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));
const MAX_PROBLEMS = 20;
function parseSubmission(text) {
    let doc;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { schema: 'core', uniqueKeys: true, prettyErrors: true, lineCounter: lines });
    }
    catch (err) {
        return fail(null, `cannot be parsed as YAML (${err.message.split('\n')[0]})`);
    }
    if (doc.errors.length > 0) {
        const first = doc.errors[0];
        const where = first.linePos ? `line ${first.linePos[0].line}: ` : '';
        return fail(null, `invalid YAML: ${where}${first.message.split('\n')[0]}`);
    }
    const structural = structuralProblem(doc, lines);
    if (structural)
        return fail(null, structural);
    const unquoted = numbersAsWritten(doc);
    let raw;
    try {
        raw = doc.toJS({ maxAliasCount: 0 });
    }
    catch (err) {
        return fail(null, `cannot be read as data (${err.message.split('\n')[0]})`);
    }
    if (!(0,_util_data_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(raw))
        return fail(null, raw === null || raw === undefined ? 'is empty' : 'must be a YAML mapping (key: value lines)');
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SubmissionSchema */ .qD.safeParse(raw);
    if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => ({
            field: i.path.length ? (0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .j)(i.path) : null,
            message: `${i.message}${nearestKeys(i)}`,
        }));
        return { ok: false, problems: capped(problems) };
    }
    // Fields the published schema requires and the file lacks: named, not fatal.
    const strict = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SubmissionFileSchema */ .Cg.safeParse(raw);
    const missing = strict.success
        ? []
        : [
            ...new Set(strict.error.issues.filter((i) => valueAt(raw, i.path) === undefined).map((i) => (0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .j)(i.path))),
        ];
    return { ok: true, data: parsed.data, raw, missing, unquoted, decimals: claimDecimals(doc) };
}
/**
 * For an unknown key (`modle`), the known key of that mapping it is nearest to (layout/nearest.ts):
 * `; did you mean model?`. The keys are the schema's; '' when none is near.
 */
function nearestKeys(issue) {
    if (issue.code !== 'unrecognized_keys')
        return '';
    const known = keysAt(_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SubmissionSchema */ .qD, issue.path);
    const near = issue.keys
        .map((k) => [k, (0,_layout_nearest_js__WEBPACK_IMPORTED_MODULE_4__/* .nearestNames */ .LE)(k, known, 1)[0]])
        .filter((p) => p[1] !== undefined);
    return near.length === 0
        ? ''
        : `; ${near.map(([k, n]) => `${JSON.stringify(k)} is near ${JSON.stringify(n)}: rename it to ${n}`).join('; ')}`;
}
/** The keys of the mapping at `path` of a zod object schema (optional and record levels looked through). */
function keysAt(schema, path) {
    const unwrap = (s) => {
        let at = s;
        while (at?.def?.innerType)
            at = at.def.innerType;
        return at;
    };
    let at = unwrap(schema);
    for (const part of path) {
        if (at?.shape && typeof part === 'string' && Object.hasOwn(at.shape, part))
            at = unwrap(at.shape[part]);
        else if (at?.def?.valueType)
            at = unwrap(at.def.valueType);
        else
            return [];
    }
    return at?.shape ? Object.keys(at.shape) : [];
}
function fail(field, message) {
    return { ok: false, problems: [{ field, message }] };
}
function capped(problems) {
    if (problems.length <= MAX_PROBLEMS)
        return problems;
    return [
        ...problems.slice(0, MAX_PROBLEMS),
        { ...problems[MAX_PROBLEMS], field: null, message: `… and ${problems.length - MAX_PROBLEMS} more problem(s)` },
    ];
}
/** Anchors, aliases, non-core tags and non-scalar keys have no place in a data file. */
function structuralProblem(doc, lines) {
    let problem = null;
    const at = (node) => (node.range ? ` (line ${lines.linePos(node.range[0]).line})` : '');
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_, node) {
            problem = `YAML aliases (*name) are not allowed${at(node)}`;
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Node(_, node) {
            if ('anchor' in node && node.anchor)
                problem = `YAML anchors (&name) are not allowed${at(node)}`;
            else if (node.tag && !CORE_TAGS.has(node.tag))
                problem = `YAML tag ${node.tag.replace(/^tag:yaml\.org,2002:/, '!!')} is not allowed${at(node)}`;
            return problem ? yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK : undefined;
        },
        Pair(_, pair) {
            if (pair.key !== null && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key))
                problem = `YAML keys must be plain values, not mappings or lists${at(pair.key)}`;
            // An object key that JavaScript reads as the prototype: it would vanish from the declaration without a word
            // (docs/submission.md).
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && String(pair.key.value) === '__proto__')
                problem = `the key "__proto__" is not allowed${at(pair.key)}`;
            return problem ? yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK : undefined;
        },
    });
    return problem;
}
/**
 * Display-only numbers that YAML would change, turned into their text as written (before the
 * schema): a commit SHA of digits only (`1234567`, `0123456`, `1e10`) in harness.commit and
 * benchmark.revision, returned so that each gets a warning; and an integer seed too large for a
 * double (a uint64 seed), kept exact.
 */
function numbersAsWritten(doc) {
    const unquoted = [];
    const asText = (node) => {
        node.value = node.source ?? String(node.value);
        return node.value;
    };
    for (const at of [
        ['harness', 'commit'],
        ['benchmark', 'revision'],
    ]) {
        const node = doc.getIn(at, true);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && (typeof node.value === 'number' || typeof node.value === 'bigint'))
            unquoted.push({ field: at.join('.'), text: asText(node) });
    }
    const seeds = (node) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            return;
        for (const item of node.items)
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item) &&
                typeof item.value === 'number' &&
                Number.isInteger(item.value) &&
                !Number.isSafeInteger(item.value))
                asText(item);
    };
    seeds(doc.getIn(['trials', 'seeds'], true));
    const suites = doc.getIn(['trials', 'suites'], true);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(suites))
        for (const pair of suites.items)
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value))
                seeds(pair.value.get('seeds', true));
    return unquoted;
}
function valueAt(root, path) {
    let v = root;
    for (const key of path) {
        if (!(0,_util_data_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(v) && !Array.isArray(v))
            return undefined;
        v = Object.hasOwn(v, key) ? v[key] : undefined;
    }
    return v;
}
/** Key of a claim in `decimals`: suite, trial (or ''), metric, joined by NUL. */
function claimKey(suite, trial, metric) {
    return `${suite}\u0000${trial ?? ''}\u0000${metric}`;
}
/** Decimals each claimed score is written with, read from the YAML source text. */
function claimDecimals(doc) {
    const out = new Map();
    const entries = (node) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) ? node.items.map((p) => [(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) ? String(p.key.value) : '', p.value]) : [];
    const scores = entries(doc.contents).find(([k]) => k === 'claimed_scores')?.[1];
    for (const [suite, claims] of entries(scores)) {
        for (const [metric, value] of entries(claims)) {
            if (metric === 'trials') {
                for (const [trial, perTrial] of entries(value)) {
                    for (const [m, v] of entries(perTrial))
                        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(v))
                            out.set(claimKey(suite, trial, m), decimalsOf(v.source));
                }
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value))
                out.set(claimKey(suite, null, metric), decimalsOf(value.source));
        }
    }
    return out;
}
/** `70.50` → 2, `70` → 0, `7.05e1` → 1; capped at 4 (the report's precision). */
function decimalsOf(source) {
    const m = /^[-+]?\d*(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(source?.trim() ?? '');
    if (!m)
        return 4;
    const d = (m[1]?.length ?? 0) - Number(m[2] ?? 0);
    return Math.max(0, Math.min(4, d));
}


/***/ }),

/***/ 5774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ normalizeRepository),
/* harmony export */   n: () => (/* binding */ reviewSubmission)
/* harmony export */ });
/* harmony import */ var _benchmark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5716);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6047);
/* harmony import */ var _review_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2160);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6833);
/* harmony import */ var _util_trim_end_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(690);
/* harmony import */ var _layout_messages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5132);
/**
 * Finishes the review of submission.yml once the suites are scored (or merged): the declared
 * benchmark against the pinned one, trial counts against the run, claimed scores against the
 * rescored ones. Pure: the same input and suites give the same review, sharded or not.
 */







function reviewSubmission(input, benchmark, suites) {
    const checks = new Map(input.checks.map((c) => [c.check, c]));
    const findings = [...input.findings];
    const d = input.declared;
    const set = (name, found, passed) => {
        findings.push(...(0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .capFindings */ .jZ)(found));
        const worst = found.some((f) => f.severity === 'error') ? 'error' : found.length > 0 ? 'warning' : 'passed';
        checks.set(name, { check: name, status: worst, detail: found.length > 0 ? `${found.length} finding(s)` : passed });
    };
    const skip = (name, why) => {
        if (!checks.has(name))
            checks.set(name, { check: name, status: 'skipped', detail: why });
    };
    let claims = [];
    if (d) {
        const declaredRepo = d.benchmark?.repository;
        if (declaredRepo === undefined)
            skip('benchmark_repository', 'benchmark.repository is not declared');
        else if (benchmark.repository === null)
            skip('benchmark_repository', 'the benchmark checkout has no remote repository to compare with');
        else {
            const same = normalizeRepository(declaredRepo) === normalizeRepository(benchmark.repository);
            const message = `benchmark.repository is ${declaredRepo}, but the report scored the benchmark from ${benchmark.repository}`;
            set('benchmark_repository', same ? [] : [(0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('benchmark_repository_mismatch', message, { field: 'benchmark.repository' })], 'the declared benchmark repository is the one scored');
        }
        const revision = d.benchmark?.revision;
        if (revision === undefined)
            skip('benchmark_revision', 'benchmark.revision is not declared');
        else if (benchmark.commit === null)
            skip('benchmark_revision', 'the benchmark is not a git checkout: there is no pinned commit to compare with');
        else
            set('benchmark_revision', [...revisionFindings(revision, benchmark.commit), ...dirtyFindings(benchmark)], `the run used the pinned benchmark commit ${benchmark.commit}`);
        if (!d.trials)
            skip('trial_count', 'trials is not declared');
        else
            set('trial_count', trialFindings(d.trials, suites), 'every suite has the declared number of trials');
        // A claim is compared only with a figure the report stands by: none when the report is invalid.
        const invalid = input.findings.some((f) => f.severity === 'error')
            ? `the report is invalid (${[...new Set(input.findings.filter((f) => f.severity === 'error').map((f) => f.code))].join(', ')})`
            : suites.some((s) => !s.valid)
                ? `the report is invalid (suite ${suites.find((s) => !s.valid).name} is not valid)`
                : null;
        const compared = input.claims.map((c) => compareClaim(c, suites, invalid));
        claims = compared.map((c) => c.claim);
        if (claims.length === 0)
            skip('claimed_scores', 'no claimed_scores');
        else
            set('claimed_scores', compared.filter((c) => c.claim.status !== 'match').map(claimFinding), `all ${claims.length} claimed score(s) match the rescored values`);
    }
    const why = input.file === null
        ? `no ${_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SUBMISSION_FILE */ .Ku}`
        : d === null
            ? `${_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SUBMISSION_FILE */ .Ku} cannot be used`
            : 'files is not declared';
    for (const name of _review_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKS */ .ui)
        skip(name, name === 'checksums' ? why : input.file === null ? `no ${_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SUBMISSION_FILE */ .Ku}` : `${_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SUBMISSION_FILE */ .Ku} cannot be used`);
    const sorted = (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .sortFindings */ .Tc)(findings);
    return {
        file: input.file,
        sha256: input.sha256,
        declared: input.declared,
        checksums: input.checksums,
        valid: sorted.every((f) => f.severity !== 'error'),
        checks: _review_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKS */ .ui.map((name) => checks.get(name)),
        claims,
        findings: sorted,
    };
}
/** Compares repository URLs: scheme, credentials, user, `.git` and case do not matter. */
function normalizeRepository(url) {
    const bare = (0,_benchmark_js__WEBPACK_IMPORTED_MODULE_0__/* .stripCredentials */ .PH)(url.trim())
        .toLowerCase()
        .replace(/^git\+/, '')
        .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
        .replace(/^[^@/]+@([^:/]+):(?!\d+\/)/, '$1/')
        .replace(/^[^@/]+@/, '');
    return (0,_util_trim_end_js__WEBPACK_IMPORTED_MODULE_6__/* .trimEnd */ .s)(bare, '/').replace(/\.git$/, '');
}
function revisionFindings(revision, commit) {
    const rev = revision.trim().toLowerCase();
    const field = { field: 'benchmark.revision' };
    if (!/^[0-9a-f]{7,64}$/.test(rev)) {
        return [
            (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('benchmark_revision_mismatch', `benchmark.revision ${revision} is not a commit SHA (7 to 64 hex digits), so it cannot be the pinned commit ${commit}`, field),
        ];
    }
    if (commit.toLowerCase().startsWith(rev))
        return [];
    return [
        (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('benchmark_revision_mismatch', `benchmark.revision ${revision} is not the pinned benchmark commit ${commit} this report was scored at`, field),
    ];
}
/** A checkout with uncommitted changes is not the pinned commit, whatever HEAD says. */
function dirtyFindings(benchmark) {
    const d = benchmark.dirty;
    if (!d)
        return [];
    const shown = d.paths.slice(0, 5).join(', ');
    const message = `the benchmark checkout had ${d.count} uncommitted change(s) (${shown}${d.count > 5 ? ', …' : ''}): this report was not scored at the pinned commit ${benchmark.commit} alone`;
    return [(0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('benchmark_revision_mismatch', message, { field: 'benchmark.revision' })];
}
function trialFindings(trials, suites) {
    const out = [];
    const seedsFinding = (at, seeds, count) => {
        if (seeds !== undefined && count !== undefined && seeds.length !== count) {
            out.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('trial_count_mismatch', `${at}.seeds lists ${seeds.length} seed(s) for ${count} trial(s)`, {
                field: `${at}.seeds`,
            }));
        }
    };
    seedsFinding('trials', trials.seeds, trials.count);
    for (const [name, own] of Object.entries(trials.suites ?? {}))
        seedsFinding(`trials.suites.${name}`, own.seeds, own.count);
    for (const suite of suites) {
        const own = trials.suites && Object.hasOwn(trials.suites, suite.name) ? trials.suites[suite.name] : undefined;
        const count = own?.count ?? trials.count;
        const at = own ? `trials.suites.${suite.name}` : 'trials';
        if (count !== undefined && suite.trials.length !== count) {
            const missing = (0,_layout_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .missingTrialsSuffix */ .Zt)(suite.trials.map((t) => t.name), count);
            out.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('trial_count_mismatch', `${at}.count is ${count}, but the run has ${suite.trials.length} trial(s) of suite ${suite.name}${missing}`, { field: `${at}.count` }));
        }
    }
    return out;
}
function claimField(c) {
    return c.trial === null
        ? `claimed_scores.${c.suite}.${c.metric}`
        : `claimed_scores.${c.suite}.trials.${c.trial}.${c.metric}`;
}
/**
 * A claim against the report's figure: a suite claim only when the suite is final, a trial
 * claim only when the trial is final, and none when the report is invalid (`invalid` says why).
 */
function compareClaim(c, suites, invalid) {
    const result = (status, rescored = null, observed = null, withheld = null) => ({
        claim: { ...c, rescored, observed, status },
        withheld,
    });
    const suite = suites.find((s) => s.name === c.suite);
    if (!suite || suite.trials.length === 0)
        return result('not_found');
    const trials = c.trial === null ? suite.trials : suite.trials.filter((t) => t.name === c.trial);
    if (trials.length === 0 || !trials.every((t) => Object.hasOwn(t.metrics, c.metric)))
        return result('not_found');
    const value = meanOf(trials.map((t) => t.metrics[c.metric].value));
    const notFinal = c.trial === null
        ? suite.final
            ? null
            : `suite ${c.suite} is not final`
        : trials[0].final
            ? null
            : `trial ${c.trial} of suite ${c.suite} is not final`;
    const withheld = trials.flatMap((t) => t.metrics[c.metric].withheld ?? []);
    const why = invalid ??
        notFinal ??
        (value === null
            ? withheld.length > 0
                ? `an error of the metric: ${(0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .withheldReasonText */ .lc)(withheld[0])}`
                : `the report withholds it (not final or not valid)`
            : null);
    if (why !== null) {
        const observed = meanOf(trials.map((t) => t.metrics[c.metric].value ?? t.metrics[`observed_${c.metric}`]?.value ?? null));
        return result('withheld', null, observed, why);
    }
    return result(Math.abs(c.claimed - value) <= c.tolerance + 1e-9 ? 'match' : 'mismatch', value);
}
/** The mean, rounded like the report's figures; null unless every value is there. */
function meanOf(values) {
    if (values.length === 0 || values.some((v) => v === null))
        return null;
    return (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .roundTo */ .GB)((0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .mean */ .i2)(values));
}
function claimFinding({ claim: c, withheld }) {
    const field = claimField(c);
    const where = c.trial === null ? `suite ${c.suite}` : `suite ${c.suite}, trial ${c.trial}`;
    let message;
    if (c.status === 'not_found') {
        message = `${field}: claimed ${c.claimed}, but ${where} has no ${c.metric} in this report (the suite, trial or metric was not scored), so it could not be compared`;
    }
    else if (c.status === 'withheld') {
        const observed = c.observed === null ? '' : ` (observed ${c.observed}${c.trial === null ? ', mean over the trials' : ''})`;
        message = `${field}: claimed ${c.claimed}, but the rescored ${c.metric} of ${where} could not be compared (withheld: ${withheld})${observed}`;
    }
    else {
        const mean = c.trial === null ? ' (mean over the trials)' : '';
        message = `${field}: claimed ${c.claimed}, rescored ${c.rescored}${mean}; the difference ${(0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_1__/* .roundTo */ .GB)(Math.abs(c.claimed - c.rescored), 6)} is over the tolerance ${c.tolerance}`;
    }
    return (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('claimed_score_mismatch', message, { field });
}


/***/ }),

/***/ 690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ trimEnd)
/* harmony export */ });
/**
 * `text` without its trailing run of `char` (one UTF-16 unit), in one backward scan. A pattern
 * such as /\/+$/ or /\n+$/ retries the run from each of its characters and is quadratic on a
 * long run followed by anything else (docs/security.md).
 */
function trimEnd(text, char) {
    let end = text.length;
    while (end > 0 && text[end - 1] === char)
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ })

};
