export const id = 516;
export const ids = [516];
export const modules = {

/***/ 5516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/core/manifest/load.ts
var load = __webpack_require__(8581);
// EXTERNAL MODULE: ./src/core/manifest/yaml.ts
var yaml = __webpack_require__(3710);
;// CONCATENATED MODULE: ./src/core/init.ts
/**
 * `agent-eval init` (docs/cli.md, docs/new-benchmark.md): what a benchmark repository holds that
 * a manifest can name. Task catalogs (directories of task YAML files), the verifier files next
 * to them (named `_success_criteria.py` or `verif…py`), a worker that speaks the jsonl protocol (a
 * Python file reading stdin), ground-truth case directories (`case_NNN/config.json`) and output
 * tasks files (a YAML file with a `tasks` mapping); and the starting agent-eval.yml they make.
 */





const SKIPPED = new Set(['node_modules', '__pycache__', 'submissions', 'dist', 'venv']);
const YAML = /\.ya?ml$/i;
const VERIFIER_FILE = /(_success_criteria|verif[a-z]*)\.py$/i;
async function discoverBenchmark(root) {
    const files = new Map();
    await (0,walker/* walkTree */.Ir)(root, {
        entry: (e) => {
            if (e.type === 'dir')
                return !e.name.startsWith('.') && !SKIPPED.has(e.name);
            if (e.type === 'file')
                files.set(e.dir, [...(files.get(e.dir) ?? []), e.name]);
            return undefined;
        },
    }, { maxDepth: 6, maxEntries: 50_000 });
    const out = { catalogs: [], workers: [], caseDirs: [], outputTasks: [] };
    const rel = (dir, name) => (dir ? `${dir}/${name}` : name);
    for (const [dir, names] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const base = external_node_path_default().posix.basename(dir);
        if (/^case_/.test(base) && names.includes('config.json')) {
            const parent = external_node_path_default().posix.dirname(dir) === '.' ? '' : external_node_path_default().posix.dirname(dir);
            if (parent && !out.caseDirs.includes(parent))
                out.caseDirs.push(parent);
            continue;
        }
        const yamls = names.filter((n) => YAML.test(n) && !(dir === '' && n === load/* MANIFEST_FILE */.h1)).sort();
        const tasks = [];
        for (const name of yamls) {
            const data = readYaml(external_node_path_default().join(root, dir, name));
            if (data &&
                typeof data === 'object' &&
                !Array.isArray(data) &&
                isMapping(data.tasks))
                out.outputTasks.push(rel(dir, name));
            else if (data && typeof data === 'object' && !Array.isArray(data))
                tasks.push(name);
        }
        if (tasks.length > 0 && dir !== '')
            out.catalogs.push({ dir, tasks, verifierFiles: names.filter((n) => VERIFIER_FILE.test(n)).sort() });
        for (const name of names.filter((n) => n.endsWith('.py')).sort()) {
            const text = readText(external_node_path_default().join(root, dir, name));
            if (/sys\.stdin/.test(text) && /json\.dumps?\(/.test(text) && !/argparse/.test(text))
                out.workers.push(rel(dir, name));
        }
    }
    return out;
}
function isMapping(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function readText(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8').slice(0, 200_000);
    }
    catch {
        return '';
    }
}
function readYaml(file) {
    try {
        return (0,yaml/* parseYaml */.h)(readText(file), file);
    }
    catch {
        return null;
    }
}
/** The starting manifest from what was found; each suite named after its directory. */
function draftManifest(name, found) {
    const notes = [];
    const used = new Set();
    const suiteName = (dir) => {
        const base = (external_node_path_default().posix
            .basename(dir)
            .replace(/[^A-Za-z0-9_.-]/g, '-')
            .replace(/^[^A-Za-z0-9]+/, '') || 'suite').slice(0, 60);
        let n = base;
        for (let i = 2; used.has(n); i++)
            n = `${base}-${i}`;
        used.add(n);
        return n;
    };
    const lines = ['version: 1', `name: ${JSON.stringify(name)}`, 'suites:'];
    const worker = found.workers[0];
    for (const c of found.catalogs) {
        const beside = c.verifierFiles.length > 0
            ? `; verifier files beside the tasks: ${c.verifierFiles.length} (${c.verifierFiles.slice(0, 3).join(', ')}${c.verifierFiles.length > 3 ? ', …' : ''})`
            : '';
        if (!worker) {
            notes.push(`${c.dir}: ${c.tasks.length} task file(s)${beside}, but no worker speaking the jsonl protocol (a Python file reading requests on stdin): add this suite with its verifier by hand (docs/verifiers.md)`);
            continue;
        }
        const stems = c.tasks.map((t) => t.replace(YAML, ''));
        const splits = ['v1', 'v2'].filter((v) => stems.some((s) => s.endsWith(`_${v}`)));
        const ext = c.tasks.every((t) => t.endsWith('.yaml'))
            ? 'yaml'
            : c.tasks.every((t) => t.endsWith('.yml'))
                ? 'yml'
                : '{yaml,yml}';
        lines.push(`  - name: ${suiteName(c.dir)}`, '    kind: trajectory', `    tasks: ${c.dir}/*.${ext}  # ${c.tasks.length} task file(s)${beside}`, '    verifier:', `      command: [python3, ${worker}]`, '      protocol: jsonl');
        if (splits.length === 2 && stems.every((s) => splits.some((v) => s.endsWith(`_${v}`))))
            lines.push('    splits:', ...splits.map((v) => `      ${v}: "*_${v}"`));
    }
    for (const dir of found.caseDirs)
        lines.push(`  - name: ${suiteName(dir)}`, '    kind: table', `    cases: ${dir}`);
    for (const file of found.outputTasks)
        lines.push(`  - name: ${suiteName(external_node_path_default().posix.dirname(file) === '.' ? file.replace(YAML, '') : external_node_path_default().posix.dirname(file))}`, '    kind: output', `    tasks: ${file}`);
    if (lines.length === 3)
        return { text: '', notes };
    return { text: `${lines.join('\n')}\n`, notes };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/init.ts
/**
 * `agent-eval init` (docs/cli.md): in a benchmark repository, writes a starting agent-eval.yml
 * from what it finds (core/init.ts) and the ready-to-copy workflow callers of workflows/, with
 * every `uses:` pinned to the agent-eval commit the maintainer names. Nothing that exists is
 * overwritten without --force.
 */








/** The callers (workflows/ of agent-eval: beside dist/ and src/) and where they go in a benchmark. */
const CALLERS = [
    { from: 'review.yml', to: '.github/workflows/agent-eval-review.yml' },
    { from: 'publish.yml', to: '.github/workflows/agent-eval-publish.yml' },
    { from: 'nightly.yml', to: '.github/workflows/agent-eval-nightly.yml' },
];
const USES = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})@([0-9a-f]{40})$/;
const PLACEHOLDER = /org\/agent-eval(\/[^@\s]*)?@0{40}(\s*#\s*v1)?/g;
function callersDir() {
    return external_node_path_default().resolve(external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)), '..', '..', 'workflows');
}
/** A caller with every agent-eval `uses:` pinned to OWNER/REPO@SHA and the placeholder's instructions dropped. */
function pinCaller(text, repo, sha) {
    const lines = text
        .replace(PLACEHOLDER, (_m, sub) => `${repo}${sub ?? ''}@${sha} # pinned by agent-eval init`)
        .split('\n');
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        // A comment paragraph that tells how to replace the placeholder no longer applies: say what is pinned instead.
        if (/^\s*#/.test(lines[i]) && /placeholder|40 zeros/.test(lines[i])) {
            // The paragraph (or the bullet of a list) the line is in starts at a blank comment line or a `# - `.
            const isBullet = (l) => /^\s*# - /.test(l);
            let start = out.length;
            if (!isBullet(lines[i])) {
                while (start > 0 && /^\s*#/.test(out[start - 1]) && !/^\s*#\s*$/.test(out[start - 1])) {
                    start -= 1;
                    if (isBullet(out[start]))
                        break;
                }
            }
            const indent = /^(\s*)/.exec(lines[i])[1];
            const bullet = isBullet(lines[i]) || isBullet(out[start] ?? '');
            out.length = start;
            while (i + 1 < lines.length &&
                /^\s*#/.test(lines[i + 1]) &&
                !/^\s*#\s*(-\s|$)/.test(lines[i + 1]) &&
                !/^\s*#\s*$/.test(lines[i + 1]))
                i += 1;
            out.push(`${indent}#${bullet ? ' -' : ''} agent-eval is pinned to the full commit ${sha} of ${repo}: a tag could be moved to other code. All agent-eval callers name the same commit (docs/workflows.md, "Pinning agent-eval").`);
            continue;
        }
        out.push(lines[i]);
    }
    return out.join('\n');
}
async function initCommand(argv, io) {
    const { values } = (0,args/* parse */.qg)(argv, {
        benchmark: { type: 'string' },
        uses: { type: 'string' },
        name: { type: 'string' },
        force: { type: 'boolean' },
        'no-workflows': { type: 'boolean' },
    });
    if (values.help)
        return (0,help/* help */.y)(io, 'init');
    const given = values.benchmark ?? '.';
    let root;
    try {
        root = (0,external_node_fs_.realpathSync)(given);
        if (!(0,external_node_fs_.statSync)(root).isDirectory())
            throw new Error();
    }
    catch {
        throw new errors/* UsageError */.eb(`--benchmark ${given}: not a directory`);
    }
    const workflows = !values['no-workflows'];
    const uses = values.uses;
    if (workflows && uses === undefined) {
        throw new errors/* UsageError */.eb("--uses OWNER/REPO@SHA is required: the workflow callers run agent-eval at exactly that commit (the full 40-character SHA of the release you chose: git ls-remote https://github.com/OWNER/REPO 'refs/tags/v1^{}'); or --no-workflows to write the manifest only");
    }
    const pin = uses === undefined ? null : USES.exec(uses);
    if (uses !== undefined && !pin)
        throw new errors/* UsageError */.eb(`--uses ${uses}: expected OWNER/REPO@SHA, SHA a full 40-character lower-case commit id (a tag or branch could be moved to other code)`);
    const found = await discoverBenchmark(root);
    const draft = draftManifest(values.name ?? external_node_path_default().basename(root), found);
    const files = [];
    if (draft.text)
        files.push({ rel: load/* MANIFEST_FILE */.h1, text: draft.text });
    if (workflows && pin) {
        for (const c of CALLERS)
            files.push({
                rel: c.to,
                text: pinCaller((0,external_node_fs_.readFileSync)(external_node_path_default().join(callersDir(), c.from), 'utf8'), `${pin[1]}/${pin[2]}`, pin[3]),
            });
    }
    const written = [];
    const skipped = [];
    for (const f of files) {
        const target = external_node_path_default().join(root, f.rel);
        if ((0,external_node_fs_.existsSync)(target) && !values.force) {
            skipped.push(f.rel);
            continue;
        }
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(target), { recursive: true });
        (0,external_node_fs_.writeFileSync)(target, f.text);
        written.push(f.rel);
    }
    io.out(`found: ${found.catalogs.length} task catalog(s), ${found.workers.length} jsonl worker(s), ${found.caseDirs.length} ground-truth case director${found.caseDirs.length === 1 ? 'y' : 'ies'}, ${found.outputTasks.length} output tasks file(s)\n`);
    for (const n of draft.notes)
        io.out(`  not written: ${n}\n`);
    for (const w of written)
        io.out(`wrote ${w}\n`);
    for (const s of skipped)
        io.out(`skipped ${s}: it exists (--force overwrites it)\n`);
    if (!draft.text) {
        io.out(`no suite could be written: ${load/* MANIFEST_FILE */.h1} needs at least one (docs/manifest.md)\n`);
        return 1;
    }
    io.out([
        'next steps:',
        `  1. read ${load/* MANIFEST_FILE */.h1} and adjust it (docs/manifest.md): a trajectory suite may add psr and cce; a table suite its tolerance`,
        `  2. agent-eval validate --benchmark ${given}`,
        `  3. agent-eval validate --benchmark ${given} --run <a sample run>   (docs/run-layout.md)`,
        workflows
            ? '  4. commit .github/workflows/agent-eval-*.yml, and say in the README how to submit (docs/submission.md)'
            : '  4. agent-eval init --uses OWNER/REPO@SHA writes the workflow callers (docs/workflows.md)',
        '',
    ].join('\n'));
    return 0;
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


/***/ })

};
