export const id = 316;
export const ids = [316];
export const modules = {

/***/ 9316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   requirementsCommand: () => (/* binding */ requirementsCommand)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_benchmark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6348);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_setup_python_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4023);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7911);
/** `agent-eval requirements`: the manifest's setup.python as one pip requirements file (docs/verifiers.md, "Verifier dependencies"). */







async function requirementsCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)(argv, { benchmark: { type: 'string' }, out: { type: 'string' } });
    if (values.help)
        return (0,_help_js__WEBPACK_IMPORTED_MODULE_6__/* .help */ .y)(io, 'requirements');
    const benchmark = await (0,_core_benchmark_js__WEBPACK_IMPORTED_MODULE_2__/* .openBenchmark */ ._k)((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .required */ .mw)(values.benchmark, '--benchmark'));
    let text;
    try {
        text = await (0,_core_setup_python_js__WEBPACK_IMPORTED_MODULE_4__/* .pipRequirements */ .mD)(benchmark.manifest.setup, benchmark.root);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(benchmark.file, `setup.python.requirements: cannot read ${benchmark.manifest.setup?.python.requirements}: ${err.code ?? err.message}`);
    }
    if (text === null) {
        io.err('The manifest has no setup section: nothing to install.\n');
        return 0;
    }
    if (values.out !== undefined)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(values.out, text);
    else
        io.out(text);
    io.err(`sha256 ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex')}\n`);
    return 0;
}


/***/ }),

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

/***/ 2764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ MAX_DIRTY_PATHS),
/* harmony export */   H: () => (/* binding */ BenchmarkInfoSchema),
/* harmony export */   kF: () => (/* binding */ DirtySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/**
 * The provenance of a set of figures: the benchmark they were scored against (docs/provenance.md).
 * Defined once; the report, partials, compare.json, leaderboard.json and the import index all
 * carry this object as it is, and no consumer restates it.
 */

/** At most this many of a dirty checkout's paths are listed (the count says how many there are). */
const MAX_DIRTY_PATHS = 100;
const DirtySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).describe('how many paths differ from the commit'),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .min(1)
        .max(MAX_DIRTY_PATHS)
        .describe(`the first ${MAX_DIRTY_PATHS} of them, relative to the benchmark directory, sorted by UTF-16 code units`),
    sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional()
        .describe('digest of the uncommitted content: sha256 over every changed path (all of them, not only those listed) with the sha256 of its content as read, or "deleted". Two dirty checkouts are the same benchmark only when these match (docs/provenance.md). Absent in reports written before it existed'),
});
const BenchmarkInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    manifest_sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    dirty: DirtySchema.optional().describe('uncommitted changes under the benchmark directory when it was read (git status: modified, added, deleted and untracked files; files git ignores excepted): the figures are not those of `commit` alone. Absent when the checkout is clean, when it is not a git checkout, and in reports written before it existed'),
});


/***/ }),

/***/ 4023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ setupFindings),
/* harmony export */   mD: () => (/* binding */ pipRequirements)
/* harmony export */ });
/* unused harmony export declaredRequirements */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _manifest_setup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(108);
/* harmony import */ var _verifier_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1425);
/**
 * `agent-eval validate`'s check of the manifest's `setup.python` (docs/manifest.md, "setup"): is
 * every declared requirement installed in the Python the verifiers run with? It asks that Python
 * (importlib.metadata, in a subprocess: no network, nothing installed) and names what is missing.
 * Requirements are read simply: a name, extras, version specifiers and a marker; only an exact
 * `==` pin is compared with the installed version, other specifiers and markers are not evaluated.
 */





/** The interpreter verifiers run with when none is named (docs/verifiers.md, "Verifier dependencies"). */
const DEFAULT_PYTHON = 'python3';
/** The requirements `setup.python` declares, and the lines that could not be read (as findings). */
async function declaredRequirements(setup, root) {
    const requirements = [];
    const findings = [];
    const add = (line, where) => {
        const m = _manifest_setup_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUIREMENT */ .y.exec(line
            .replace(/\s+--hash=\S+/g, '')
            .replace(/\s*@\s*\S+.*$/, (rest) => (rest.includes(';') ? rest.slice(rest.indexOf(';')) : '')));
        if (!m) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${where}: "${line}" is not a requirement agent-eval can check (a name with optional extras and version specifiers); it is not checked`,
                warning: true,
            });
            return;
        }
        const pin = /^===?\s*([^,\s]+)$/.exec(m[3]?.trim() ?? '');
        requirements.push({ text: line, name: m[1], pin: pin ? pin[1] : null });
    };
    for (const line of setup.python.packages ?? [])
        add(line.trim(), 'setup.python.packages');
    if (setup.python.requirements !== undefined) {
        const file = setup.python.requirements;
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, file), 'utf8');
        }
        catch (err) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `setup.python.requirements: cannot read ${file}: ${err.code ?? err.message}`,
            });
            return { requirements, findings };
        }
        const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
        lines.forEach((raw, i) => {
            const line = raw.replace(/(^|\s)#.*$/, '').trim();
            if (line === '')
                return;
            if (line.startsWith('-')) {
                findings.push({
                    suite: 'setup',
                    task: null,
                    problem: `${file}:${i + 1}: "${line}": options and included files are not checked`,
                    warning: true,
                });
                return;
            }
            add(line, `${file}:${i + 1}`);
        });
    }
    return { requirements, findings };
}
/** Asks `python` which of these distributions are installed, and at which version. */
const PROBE = `
import json, sys
from importlib import metadata
names = json.load(sys.stdin)
found = {}
for name in names:
    try:
        found[name] = metadata.version(name)
    except metadata.PackageNotFoundError:
        found[name] = None
print(json.dumps({"executable": sys.executable, "found": found}))
`;
/** The findings of `setup.python` against the interpreter `python` (a path, or a name on PATH). */
async function setupFindings(setup, root, python = DEFAULT_PYTHON, env = process.env) {
    if (!setup)
        return [];
    const { requirements, findings } = await declaredRequirements(setup, root);
    if (requirements.length === 0)
        return findings;
    let answer;
    try {
        answer = JSON.parse(await probe(python, requirements.map((r) => r.name), env));
    }
    catch (err) {
        findings.push({
            suite: 'setup',
            task: null,
            problem: `cannot check setup.python with ${python}: ${err.message}`,
        });
        return findings;
    }
    for (const r of requirements) {
        const installed = answer.found[r.name];
        if (installed === null || installed === undefined) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${r.name} (declared "${r.text}") is not installed in ${answer.executable}; install the setup there, or name the Python that has it with --python`,
            });
        }
        else if (r.pin !== null && !pinMatches(r.pin, installed)) {
            findings.push({
                suite: 'setup',
                task: null,
                problem: `${r.name} ${installed} is installed in ${answer.executable}, but "${r.text}" is declared`,
            });
        }
    }
    return findings;
}
/** `==1.2.*` matches 1.2.x; otherwise the strings must be equal. */
function pinMatches(pin, installed) {
    return pin.endsWith('.*')
        ? installed === pin.slice(0, -2) || installed.startsWith(pin.slice(0, -1))
        : installed === pin;
}
function probe(python, names, env) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(python, ['-c', PROBE], { env: (0,_verifier_env_js__WEBPACK_IMPORTED_MODULE_4__/* .verifierEnv */ .i)(env, [], python), timeout: 120_000, maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) => {
            if (err)
                reject(new Error(`${err.code === 'ENOENT' ? 'no such interpreter' : err.message.split('\n')[0]}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-1)[0]}` : ''}`));
            else
                resolve(stdout);
        });
        child.stdin?.end(JSON.stringify(names));
    });
}
/**
 * What pip installs for `setup.python`, as one requirements text: the requirements file as it is,
 * then the listed packages, one a line; null without a setup. The reusable workflows install it and
 * key the cached environment by its sha256 (docs/verifiers.md, "Verifier dependencies").
 */
async function pipRequirements(setup, root) {
    if (!setup)
        return null;
    const parts = [];
    if (setup.python.requirements !== undefined) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, setup.python.requirements), 'utf8');
        parts.push(text.endsWith('\n') || text === '' ? text : `${text}\n`);
    }
    for (const line of setup.python.packages ?? [])
        parts.push(`${line}\n`);
    return parts.join('');
}


/***/ })

};
