export const id = 63;
export const ids = [63];
export const modules = {

/***/ 1329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VY: () => (/* binding */ MAX_PATH_NAME_BYTES),
/* harmony export */   aH: () => (/* binding */ quotedName),
/* harmony export */   ao: () => (/* binding */ pathNameProblem),
/* harmony export */   uf: () => (/* binding */ pathNameSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/**
 * The one check a name from outside (a suite, trial or task name read from a partial, a report
 * or a submission; a submission's name in a rescore) passes before it becomes part of a path
 * that agent-eval writes: one directory entry's name, so that joined below an output directory
 * it stays there. `..`, `/`, `\` (a separator on Windows), NUL and the empty name are refused,
 * and so is a name longer than a file system takes (255 bytes).
 */

const MAX_PATH_NAME_BYTES = 255;
/** Null when `name` is usable as one path component, else why not (in words, after the name). */
function pathNameProblem(name) {
    if (name === '')
        return 'is empty';
    if (name === '.' || name === '..')
        return `is "${name}", which names a directory other than its own`;
    if (/[/\\]/.test(name))
        return 'contains a path separator ("/" or "\\")';
    if (name.includes('\u0000'))
        return 'contains NUL';
    if (Buffer.byteLength(name, 'utf8') > MAX_PATH_NAME_BYTES)
        return `is longer than ${MAX_PATH_NAME_BYTES} bytes`;
    return null;
}
/** The name, quoted and cut for a message. */
function quotedName(name) {
    return JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);
}
/** A zod string that is one path component (`what` names it in the message: "a trial name"). */
function pathNameSchema(what) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().refine((name) => pathNameProblem(name) === null, {
        error: (issue) => `${what} must be one file name: ${quotedName(String(issue.input))} ${pathNameProblem(String(issue.input))}`,
    });
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ RunTree)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _file_hasher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5489);
/* harmony import */ var _walker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7905);
/**
 * Every entry of a run directory, symlinks never followed (the walk of fs/walker.ts): the
 * listing behind the submission digest (shard/digest.ts) and the checksums of submission.yml. Files are hashed
 * on demand, each at most once per walk, in worker threads (fs/file-hasher.ts), so hashing
 * overlaps with scoring instead of adding to it. Every entry whose content hashing leaves out
 * (over a bound, hard-linked, special, unreadable, past the entry cap) is named by notHashed(),
 * the one source of the report's `not_hashed` (docs/sharding.md, "Files hashing leaves out").
 */




/** The hashing budget gives the event loop a turn after this many files. */
const ENTRIES_PER_TURN = 500;
/** Entries listed at most, as by every walk (fs/walker.ts): beyond, the listing stops. */
const MAX_TREE_ENTRIES = _walker_js__WEBPACK_IMPORTED_MODULE_3__/* .WALK_MAX_ENTRIES */ .Cx;
class RunTree {
    root;
    maxEntries;
    hashLimits;
    listed = null;
    hashes = new Map();
    /** Files whose hashing failed once it was tried (opened: an error, a file that changed since the listing). */
    failed = new Map();
    /** Per file of the listing: why it is not hashed (a bound, hard links), or null; charged in listing order. */
    budget = null;
    prefetching = null;
    /** The listed size of each file the bounds let through (charges()). */
    sizes = new Map();
    constructor(root, maxEntries = MAX_TREE_ENTRIES, hashLimits = _file_hasher_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_HASH_LIMITS */ .I) {
        this.root = root;
        this.maxEntries = maxEntries;
        this.hashLimits = hashLimits;
    }
    /** Every entry, depth first, names in code-unit order, a directory before its contents. */
    listing() {
        this.listed ??= listTree(this.root, this.maxEntries);
        return this.listed;
    }
    async entries() {
        return (await this.listing()).entries;
    }
    /**
     * sha256 (hex) of a regular file of the tree, by its relative path. Rejects, without reading
     * it, a file over the per-file bound, and one that the run's bound has no room left for: the
     * files of the listing are charged their listed size in listing order (so every shard of a
     * run refuses the same files, and the digest is the same), a refused file is charged nothing.
     */
    sha256(rel) {
        let hash = this.hashes.get(rel);
        if (!hash) {
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, ...rel.split('/'));
            hash = this.charges().then((charges) => {
                const refused = charges.get(rel);
                if (refused)
                    throw new Error(refused.message);
                return (0,_file_hasher_js__WEBPACK_IMPORTED_MODULE_2__/* .fileSha256 */ .s)(abs, this.hashLimits.fileBytes, this.sizes.get(rel)).catch((err) => {
                    this.failed.set(rel, hashFailure(rel, err, this.hashLimits.fileBytes));
                    throw err;
                });
            });
            this.hashes.set(rel, hash);
        }
        return hash;
    }
    /**
     * Every entry whose content hashing leaves out, in listing (path) order: the files the bounds
     * refuse (known from the listing, whether or not anything hashes them), entries that are not
     * regular files or cannot be read, files whose hashing was tried and failed (awaited: the
     * answer does not depend on timing), and where the listing stopped past its entry cap.
     * Symlinks are not in it: the digest covers a symlink by its target, and nothing follows one.
     */
    async notHashed() {
        const { entries, truncated, truncatedAt } = await this.listing();
        const charges = await this.charges();
        await this.prefetching;
        await Promise.allSettled([...this.hashes.values()]);
        const out = [];
        const left = (path, why, message, size = null, bound = null) => out.push({ path, why, size, bound, message });
        for (const e of entries) {
            if (e.type === 'unreadable')
                left(e.rel, 'unreadable', e.reason ?? 'it cannot be read');
            else if (e.type === 'other')
                left(e.rel, 'special', 'not a regular file (a FIFO, socket or device); its content is not hashed');
            else if (e.type === 'file') {
                const refused = charges.get(e.rel) ?? this.failed.get(e.rel);
                if (refused)
                    out.push(refused);
            }
        }
        if (truncated !== null)
            left(truncatedAt ?? '.', 'not_listed', `the run has ${truncated}; they are not hashed`, null, this.maxEntries);
        return out;
    }
    /** The bounds applied to the listing, once (an lstat per regular file, in slices). */
    charges() {
        this.budget ??= (async () => {
            const { fileBytes, runBytes } = this.hashLimits;
            const charges = new Map();
            let charged = 0;
            let count = 0;
            for (const e of await this.entries()) {
                if (e.type !== 'file')
                    continue;
                if (++count % ENTRIES_PER_TURN === 0)
                    await new Promise((resolve) => setImmediate(resolve));
                let size;
                let links;
                try {
                    ({ size, nlink: links } = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, ...e.rel.split('/'))));
                }
                catch {
                    charges.set(e.rel, null); // (the hashing thread names the error)
                    continue;
                }
                const refuse = (why, message, bound) => charges.set(e.rel, { path: e.rel, why, size, bound, message });
                // (The hashing thread refuses a hard-linked file too; refused here, it is charged nothing.)
                if (links > 1)
                    refuse('hard_links', hardLinks(links), null);
                else if (size > fileBytes)
                    refuse('file_bound', `is ${size} bytes, over the hashing limit of ${fileBytes} bytes per file; not hashed`, fileBytes);
                else if (charged + size > runBytes)
                    refuse('run_bound', `not hashed: the run's files before it (in path order) and it are over the hashing limit of ${runBytes} bytes per run`, runBytes);
                else {
                    charged += size;
                    charges.set(e.rel, null);
                    this.sizes.set(e.rel, size);
                }
            }
            return charges;
        })();
        return this.budget;
    }
    /**
     * Starts hashing every regular file now, for a caller that will ask for all of them later:
     * the digest of a shard, the checksums of submission.yml.
     */
    prefetch() {
        this.prefetching ??= this.entries()
            .then((entries) => {
            for (const e of entries)
                if (e.type === 'file')
                    this.sha256(e.rel).catch(() => undefined);
        })
            .catch(() => undefined);
    }
}
const hardLinks = (links) => `has ${links} hard links; a file of a submission must have one (another name may be a file outside the run); not hashed`;
/** A hashing thread's refusal or error (fs/file-hasher.ts) as a not-hashed entry. */
function hashFailure(rel, err, fileBytes) {
    const message = err.message;
    if (message === 'not a regular file')
        return {
            path: rel,
            why: 'special',
            size: null,
            bound: null,
            message: 'not a regular file (it changed since the listing); not hashed',
        };
    if (/^has \d+ hard links/.test(message))
        return { path: rel, why: 'hard_links', size: null, bound: null, message };
    if (message.includes('over the hashing limit'))
        return {
            path: rel,
            why: 'file_bound',
            size: null,
            bound: fileBytes,
            message: `grew since the listing: ${message}`,
        };
    return {
        path: rel,
        why: 'unreadable',
        size: null,
        bound: null,
        message: `cannot be read (${err.code ?? message}); not hashed`,
    };
}
/**
 * Lists the tree (fs/walker.ts, depth first), never throwing for an entry below the root: an
 * entry that cannot be read (a name that is not valid UTF-8, a path too long, no permission), a
 * directory that cannot be listed and one too deep to enter are 'unreadable' entries with a
 * reason.
 */
async function listTree(root, maxEntries) {
    const entries = [];
    let truncated = null;
    let truncatedAt;
    const unreadable = (rel, reason) => ({ rel, type: 'unreadable', reason });
    await (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .walkTree */ .Ir)(root, {
        entry: (e) => {
            if (!e.valid)
                entries.push(unreadable(e.rel, 'its name is not valid UTF-8'));
            else if (e.type === null)
                entries.push(unreadable(e.rel, (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .failure */ .V2)('it cannot be read', e.error)));
            else if (e.type === 'symlink') {
                try {
                    entries.push({
                        rel: e.rel,
                        type: 'symlink',
                        target: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ...e.rel.split('/')), 'utf8'),
                    });
                }
                catch (err) {
                    entries.push(unreadable(e.rel, (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .failure */ .V2)('it cannot be read', err)));
                }
            }
            else
                entries.push({ rel: e.rel, type: e.type === 'dir' ? 'dir' : e.type === 'file' ? 'file' : 'other' });
            return e.valid;
        },
        // (Depth first, a directory's finding comes right after its own entry.)
        finding: (f) => {
            if (f.kind === 'too-many') {
                truncated = `more than ${maxEntries} files and folders; the rest were not listed`;
                truncatedAt = f.rel || '.';
            }
            else if (f.kind === 'unlisted' && f.error)
                entries[entries.length - 1] = unreadable(f.rel, (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .failure */ .V2)('the directory cannot be listed', f.error));
            else if (f.kind === 'too-deep')
                entries[entries.length - 1] = unreadable(f.rel, `the directory is more than ${_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .WALK_MAX_DEPTH */ .Ts} levels deep; not listed`);
        },
    }, { maxEntries });
    return { entries, truncated, ...(truncatedAt !== undefined ? { truncatedAt } : {}) };
}


/***/ }),

/***/ 5155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ REPORT_VERSION),
/* harmony export */   Gk: () => (/* binding */ IgnoredEntrySchema),
/* harmony export */   H: () => (/* reexport safe */ _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__.H),
/* harmony export */   M9: () => (/* binding */ ReportSchema),
/* harmony export */   My: () => (/* binding */ MetricSchema),
/* harmony export */   Ru: () => (/* binding */ MAX_NOT_HASHED),
/* harmony export */   Uj: () => (/* binding */ CoverageSchema),
/* harmony export */   Z: () => (/* binding */ CceTrialSchema),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   km: () => (/* binding */ TrialErrorEntrySchema),
/* harmony export */   o0: () => (/* binding */ uniqueList),
/* harmony export */   od: () => (/* binding */ ErrorEntrySchema),
/* harmony export */   wh: () => (/* binding */ NotHashedSchema)
/* harmony export */ });
/* unused harmony export CceTaskSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1329);
/* harmony import */ var _manifest_parts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9379);
/* harmony import */ var _verifier_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9216);
/* harmony import */ var _submission_review_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2160);
/* harmony import */ var _util_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4799);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/**
 * `scores.json` (docs/report.md): plain data, the single source every view is rendered from.
 * The zod schema is the contract and generates the published JSON Schema.
 */







const REPORT_VERSION = 1;
/** The first name given to two items of a list (items without a string name are the item schema's business). */
function repeatedName(items, key) {
    const seen = new Set();
    for (const item of items) {
        const name = typeof item === 'object' && item !== null ? item[key] : undefined;
        if (typeof name !== 'string')
            continue;
        if (seen.has(name))
            return name;
        seen.add(name);
    }
    return null;
}
/**
 * A list of `item`s whose `key` (a name) is unique. The names are checked before the items: a
 * list that repeats one is refused without parsing any item (a forged report repeating one suite
 * thousands of times costs a scan, not a parse).
 */
function uniqueList(item, key, what) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J())
        .refine((items) => repeatedName(items, key) === null, {
        error: (issue) => {
            const items = issue.input;
            const name = repeatedName(items, key);
            const times = items.filter((x) => typeof x === 'object' && x !== null && x[key] === name).length;
            return `${what} must be unique: ${times} are named ${JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name)}`;
        },
    })
        .pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(item).describe(`${what} are unique`));
}
const ErrorEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('catalog task, when known'),
    record: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('file inside the trial directory, when the error is about one'),
    stage: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['discovery', 'record', 'identity', 'verifier', 'metric', 'judge', 'merge', 'report'])
        .describe('merge: agent-eval merge found the partial reports incomplete or inconsistent; report: a part of the report could not be written as computed'),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
});
/**
 * An error as a scorer gives it and a partial report keeps it: `metric` names the metric it
 * withholds, when it is an error of that metric only. A report never lists such an error among
 * the trial's errors: it is in the metric's `withheld` (docs/metrics.md).
 */
const TrialErrorEntrySchema = ErrorEntrySchema.extend({
    metric: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('the metric this error withholds (with its observed_ twin): an error of that metric, not of the trial; absent for an error of the trial (docs/metrics.md)'),
});
const WithheldReasonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('the task whose input the metric cannot use, when the error is about one'),
    record: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('file inside the trial directory, when the error is about one'),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
});
const IgnoredEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('the entry, relative to the run directory (a directory ends in /)'),
    missed: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .describe('the rule it matches none of: suite directories, trial_pattern, records glob, case ids'),
    nearest: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('the rule it almost matched, when one is near'),
    hint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('how it differs, and what to change'),
})
    .describe('an entry of the run that nothing reads (docs/run-layout.md)');
/** How many entries of the run that hashing left out a report lists (`not_hashed.count` has them all). */
const MAX_NOT_HASHED = 100;
const NotHashedEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .describe('the entry, relative to the run directory; for not_listed, the directory where the listing stopped'),
    why: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['file_bound', 'run_bound', 'hard_links', 'special', 'unreadable', 'not_listed'])
        .describe('file_bound: over the bytes hashed per file; run_bound: the files before it (in path order) and it are over the bytes hashed per run; hard_links: a regular file with more than one hard link; special: a FIFO, socket or device; unreadable: it cannot be read (a name that is not valid UTF-8, a directory that cannot be listed or is too deep, an error on opening); not_listed: the run has more entries than are listed'),
    size: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(0)
        .nullable()
        .describe('its size in bytes as listed (lstat), for a regular file; null otherwise'),
    bound: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(0)
        .nullable()
        .describe('the bound it is over: bytes per file (file_bound), bytes per run (run_bound), entries listed (not_listed); null otherwise'),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
})
    .describe('an entry of the run whose content no checksum or shard digest covers (docs/sharding.md)');
const NotHashedSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).describe('how many entries hashing left out'),
    entries: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(NotHashedEntrySchema)
        .min(1)
        .max(MAX_NOT_HASHED)
        .describe(`the first ${MAX_NOT_HASHED} of them, in path order`),
})
    .describe("entries of the run whose content hashing (a shard's files digest, submission.yml's checksums) leaves out, each with its size and the bound; absent when there are none and in reports written before it existed (docs/sharding.md)");
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    record: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['success', 'failure', 'error']),
    success: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_verifier_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckpointSchema */ .IL).nullable(),
    error: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    details: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_4__/* ["null"] */ .chJ()]))
        .describe('kind-specific per-task values'),
});
const MetricSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    value: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable().describe('null when the metric may not be published (see note and withheld)'),
    method: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    note: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    historical_implementation_reproduced: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    judges: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), endpoint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })).optional(),
    source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('where the figure comes from, when it depends on outside input (CCE: judge or saved_judge_records)'),
    withheld: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(WithheldReasonSchema)
        .min(1)
        .optional()
        .describe("the errors of this metric that withhold it (value null): an input of this metric alone cannot be used (e.g. a verifier message PSR cannot read); the trial's verdicts and its other metrics stand; absent when there are none (docs/metrics.md)"),
});
const CceTaskSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['judged', 'failed_task', 'no_actions', 'pending'])
        .describe('failed_task: the verifier failed the task, CCE 0 without asking; no_actions: success with no actions, CCE 0'),
    trajectory_sha256: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    cached: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().describe('the judgement came from --cce-cache: no request was made'),
    T: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nullable().describe('|T|: the number of non-empty actions'),
    C: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int()).nullable().describe('ids (1-based positions in T) of the causally contributing actions'),
    cce: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(),
    per_agent: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_5__/* .keyedRecord */ .I)(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ actions: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(), contributing: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(), share: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig() })).nullable(),
    answers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ step: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['terminal', 'round']), round: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(), answer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }))
        .describe('raw judge answers, bounded'),
    pending: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable().describe('why the CCE of this task is pending'),
});
const CceTrialSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    source: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['judge', 'saved_judge_records', 'none']),
    judge: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), endpoint_host: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(), protocol: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }).nullable(),
    requests: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().describe('HTTP requests this trial made to the judge'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(CceTaskSchema),
})
    .describe('CCE computed by agent-eval with an LLM judge (backward tracing); absent when CCE came from saved records only');
const CoverageSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    expected: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    scored: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    missing_tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
});
const TrialSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: (0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .pathNameSchema */ .uf)('a trial name'),
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('trial directory relative to the run directory'),
    valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    coverage: CoverageSchema,
    pending: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), what: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ErrorEntrySchema),
    metrics: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), MetricSchema),
    verdicts: uniqueList(VerdictSchema, 'task', "the tasks of a trial's verdicts"),
    cce: CceTrialSchema.optional(),
});
const Fractions = zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig());
const ReliabilitySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    method: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .describe('pass_k_unbiased_v1: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and pass@k = 1 − C(n−c,k)/C(n,k), averaged over tasks'),
    source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('where the success outcomes come from'),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()
        .describe('every task has exactly one valid verdict in each of the n trials, there are no errors, and n is the expected number of trials'),
    n_trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().describe('n: the number of trials'),
    expected_trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().describe('tasks with a valid verdict in all n trials: every figure is computed over these'),
    expected_tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    pass_hat_k: Fractions.describe('k (1..n) -> pass^k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    pass_at_k: Fractions.describe('k (1..n) -> pass@k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    exact: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        pass_hat_k: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
        pass_at_k: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
    })
        .describe('the same figures as exact fractions "p/q" in lowest terms'),
    trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
        successes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
        success_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(),
        wilson_95: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ low: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig() })
            .nullable()
            .describe('95% Wilson score interval of the success rate'),
    }))
        .describe('per trial, over the counted tasks'),
    mean_success_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable().describe('mean of the per-trial success rates (equals pass^1)'),
    success_rate_stderr: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .nullable()
        .describe('standard error of that mean: sample standard deviation of the per-trial rates / √n; null when n < 2'),
    flips: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
        tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
            task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
            successes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
            outcomes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()).describe('success per trial, in trial order'),
        })),
    })
        .describe('counted tasks that succeed in some trials and fail in others'),
    incomplete_tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ task: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), valid_trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int() }))
        .describe('tasks left out: fewer than n valid verdicts'),
    notes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).describe('why the figures are not final, if they are not'),
})
    .describe('reliability across trials (docs/reliability.md)');
/**
 * One trial seen through a split: the same verdicts, restricted to the split's tasks (they are
 * not repeated here: they are the trial's). Coverage, `valid`, `final` and metrics are computed
 * by the same functions as the trial's own, over that subset (report/splits.ts).
 */
const SplitTrialSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe("the trial's name (as in the suite's trials)"),
    valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().describe('no error of the trial concerns a task of the split or no task at all'),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    coverage: CoverageSchema.describe("over the split's expected tasks; errors: those of the split's tasks and those tied to no task"),
    metrics: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), MetricSchema),
});
const HeldOutSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    decimals: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(0)
        .max(6)
        .describe('the decimals its headline figures are published with, as percentages'),
    redacted: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()
        .describe('true: this is the public report, without the details of the held-out tasks (they are in the private report)'),
})
    .describe('the tasks are held out (docs/held-out.md); absent otherwise');
const SplitReportSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    match: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(_manifest_parts_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SPLIT_GLOB */ .J8), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())])
        .describe('the task-key glob or the list of task keys, as the manifest declares it'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().describe('expected tasks of the suite that are in the split'),
    valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    trials: uniqueList(SplitTrialSchema, 'name', 'the trial names of a split'),
    reliability: ReliabilitySchema.describe("across the suite's trials, over the split's tasks"),
    held_out: HeldOutSchema.optional(),
})
    .describe("a split of a suite (docs/splits.md): a view over the suite's verdicts");
const SuiteReportSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: (0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .pathNameSchema */ .uf)('a suite name'),
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    tasks_from: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe("where the suite's tasks come from in the benchmark (task glob or cases directory)"),
    valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    expected_trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nullable(),
    notes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ErrorEntrySchema),
    trials: uniqueList(TrialSchema, 'name', 'the trial names of a suite'),
    reliability: ReliabilitySchema.optional().describe("across the suite's trials; absent only in reports written before it existed"),
    ignored: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(IgnoredEntrySchema)
        .optional()
        .describe("entries of the suite's directory that nothing reads; absent when there are none"),
    publish: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(false)
        .optional()
        .describe("the manifest marks the suite `publish: false`: its own figures are not headline figures, only its splits' are; absent otherwise"),
    splits: uniqueList(SplitReportSchema, 'name', 'the split names of a suite')
        .optional()
        .describe('the splits the manifest declares, in its order; absent when it declares none'),
    held_out: HeldOutSchema.optional(),
});

const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    report_version: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(REPORT_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
    benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .BenchmarkInfoSchema */ .H,
    submission: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        metadata: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_5__/* .keyedRecord */ .I)(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).nullable(),
        review: _submission_review_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SubmissionReviewSchema */ .Yi.optional().describe('the review of submission.yml; absent only in reports written before it existed'),
    }),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['final', 'not_final', 'invalid']),
    valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    final: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    suites: uniqueList(SuiteReportSchema, 'name', 'the suite names of a report'),
    ignored: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(IgnoredEntrySchema)
        .optional()
        .describe("entries at the top of the run that are no suite's directory; absent when there are none"),
    not_hashed: NotHashedSchema.optional(),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ErrorEntrySchema)
        .optional()
        .describe('errors of the report itself (stage report): parts that could not be written as computed and were replaced; absent when there are none'),
});


/***/ }),

/***/ 1661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ PARTIAL_FILE),
/* harmony export */   Fl: () => (/* binding */ partialReportSchema),
/* harmony export */   GF: () => (/* binding */ serializePartial),
/* harmony export */   IW: () => (/* binding */ PARTIAL_REPORT_VERSION)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5155);
/* harmony import */ var _provenance_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2764);
/* harmony import */ var _submission_review_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2160);
/* harmony import */ var _partition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4970);
/* harmony import */ var _util_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4799);
/**
 * The partial report one shard writes (`score --shard i/n`): the raw material of its units
 * (verdicts, errors, pending items, CCE judgements, metric inputs), never metrics, never final.
 * `merge` turns a complete set of them into the report one unsharded run would have written.
 */







const PARTIAL_REPORT_VERSION = 1;
const PARTIAL_FILE = 'partial.json';
const PartialTrialSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    units: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).describe('the expected tasks of this trial that belong to this shard'),
    verdicts: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .VerdictSchema */ .jp),
    errors: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .TrialErrorEntrySchema */ .km),
    pending: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ task: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), what: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() })),
    metric_context: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        judges: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), endpoint: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() })).optional(),
        cce_source: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['judge', 'saved_judge_records', 'none', 'imported']).optional(),
        outcome_source: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .optional()
            .describe('outcomes agent-eval did not verify (an import): where they come from'),
    }),
    cce: _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .CceTrialSchema */ .Z.optional(),
});
const partialSuiteSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n((0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .kindNames */ .$1)()),
    tasks_from: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    expected_trials: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J().describe("the suite's section of agent-eval.yml, as validated (the metrics depend on it)"),
    discovered: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    expected_tasks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    notes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    errors: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorEntrySchema */ .od).describe("the suite's own errors: in shard 1 only"),
    trials: (0,_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .uniqueList */ .o0)(PartialTrialSchema, 'name', 'the trial names of a suite'),
    ignored: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .IgnoredEntrySchema */ .Gk)
        .optional()
        .describe("entries of the suite's directory that nothing reads (the same in every shard)"),
}));
/** A partial report; the kinds are those registered (kinds/registry.ts). */
const partialReportSchema = (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .derived */ .un)(() => zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    partial_report_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(PARTIAL_REPORT_VERSION),
    final: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(false),
    shard: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        index: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1).max(_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_SHARDS */ .hH),
        count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1).max(_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_SHARDS */ .hH),
        method: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    }),
    tool: _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportSchema */ .M9.shape.tool,
    benchmark: _provenance_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchmarkInfoSchema */ .H,
    submission: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        metadata: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_6__/* .keyedRecord */ .I)(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).nullable(),
        files_sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        review_input: _submission_review_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SubmissionInputSchema */ .SU.optional().describe('submission.yml as read by this shard; merge finishes its review'),
    }),
    suites: (0,_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .uniqueList */ .o0)(partialSuiteSchema(), 'name', 'the suite names of a partial report'),
    ignored: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .IgnoredEntrySchema */ .Gk)
        .optional()
        .describe("entries at the top of the run that are no suite's directory"),
    not_hashed: _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .NotHashedSchema */ .wh.optional().describe('entries of the run whose content the files digest leaves out (the same in every shard of one run)'),
}));
function serializePartial(partial) {
    return `${JSON.stringify(partialReportSchema().parse(partial), null, 2)}\n`;
}


/***/ }),

/***/ 4970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ SHARD_METHOD),
/* harmony export */   Ij: () => (/* binding */ shardOfError),
/* harmony export */   OW: () => (/* binding */ shardOfUnit),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/**
 * Sharding (docs/sharding.md): the work units are (suite, trial, task); each belongs to exactly
 * one of n shards by a stable hash, whatever the runner, the order or the number of cores.
 */


const SHARD_METHOD = 'sha256_unit_mod_n_v1';
const MAX_SHARDS = 256;
function parseShard(text) {
    const m = /^(\d+)\/(\d+)$/.exec(text.trim());
    const index = m ? Number(m[1]) : NaN;
    const count = m ? Number(m[2]) : NaN;
    if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`expected i/n with 1 <= i <= n <= ${MAX_SHARDS} (e.g. 2/4)`, 'shard', text);
    }
    return { index, count };
}
// crypto.hash (node >= 20.12) is the one-shot form, several times cheaper than createHash for
// short keys; hex output is cheaper than a Buffer (~2.5× on node 20). The same digest.
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash;
const sha256Hex = (key) => oneShot ? oneShot('sha256', key, 'hex') : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(key, 'utf8').digest('hex');
// The first 48 bits of each key's sha256, kept: a run asks for the same units many times
// (a shard's filter, merge's checks). Bounded; cleared when full.
const hashed = new Map();
const MAX_HASHED = 1 << 20;
function bucket(key, count) {
    let value = hashed.get(key);
    if (value === undefined) {
        value = parseInt(sha256Hex(key).slice(0, 12), 16); // the first 48 bits
        if (hashed.size >= MAX_HASHED)
            hashed.clear();
        hashed.set(key, value);
    }
    return (value % count) + 1;
}
/** The shard (1-based) of a unit: sha256 of `suite \0 trial path \0 task`, mod n. */
function shardOfUnit(suite, trialPath, task, count) {
    return count === 1 ? 1 : bucket(`${suite}\u0000${trialPath}\u0000${task}`, count);
}
/**
 * The shard of a trial's error: its task's shard when it names one; otherwise (an unreadable or
 * unidentifiable record, a symlink, a discovery problem) a hash of the record path, so that
 * exactly one shard reports it.
 */
function shardOfError(suite, trialPath, error, count) {
    if (error.task !== null)
        return shardOfUnit(suite, trialPath, error.task, count);
    return count === 1 ? 1 : bucket(`${suite}\u0000${trialPath}\u0000\u0000record\u0000${error.record ?? ''}`, count);
}


/***/ })

};
