export const id = 821;
export const ids = [821];
export const modules = {

/***/ 5489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ DEFAULT_HASH_LIMITS),
/* harmony export */   s: () => (/* binding */ fileSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/**
 * sha256 of files, read and hashed in worker threads (a small run: on the main thread, see
 * INLINE_BYTES): the main thread only hands out paths and receives digests, in batches, so
 * hashing a whole run (a shard's digest, the checksums of submission.yml) runs on other cores
 * beside scoring instead of costing the main thread an open, fstat, read and close round trip
 * and WebCrypto's copy of every file (~0.4 s of the main thread for 500 files of 1 MB).
 *
 * Threads start on the first request not hashed here (one per core beyond the first, 1 to 4),
 * are shared by every caller in the process for the whole command, take FILES_PER_REQUEST files
 * at a time, and do not keep the process alive when idle. A file is opened with O_NOFOLLOW (an
 * entry that became a symlink is not read through) and O_NONBLOCK (one that became a FIFO does not block the thread),
 * anything but a regular file is refused ("not a regular file"), and so is one with more than one hard link (the rule
 * of fs/untrusted.ts) and one over the caller's byte bound (refused at the fstat, before a byte is read: a 1 TB sparse
 * file costs nothing). It is read up to the size fstat gives, or to its end for a file of size 0 (which /proc files
 * report) or over STREAM_OVER_BYTES, in 1 MB reads (memory: one buffer a thread), never past the bound. A failure comes
 * back with its code (ENOENT, ELOOP, EACCES, …). A thread sees no environment variables (it needs none, and a token has
 * no business there).
 */




/** Files over this size are read to their end rather than up to their size at the fstat. */
const STREAM_OVER_BYTES = 16 * 1024 * 1024;
// Plain CommonJS, run as a script in the worker (`eval`): nothing to bundle or find on disk. The
// same `sha256` runs on the main thread for a small run (inlineSha256).
const HASH_SOURCE = `
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const CHUNK = 1024 * 1024;
const buffer = Buffer.allocUnsafe(CHUNK);
const FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW || 0) | (fs.constants.O_NONBLOCK || 0);
function overBound(size, max) {
  return new Error('is ' + size + ' bytes, over the hashing limit of ' + max + ' bytes per file; not hashed');
}
function sha256(file, max) {
  const fd = fs.openSync(file, FLAGS);
  try {
    const info = fs.fstatSync(fd);
    if (!info.isFile()) throw new Error('not a regular file');
    if (info.nlink > 1) throw new Error('has ' + info.nlink + ' hard links; a file of a submission must have one (another name may be a file outside the run); not hashed');
    const size = info.size;
    if (size > max) throw overBound(size, max);
    // Read to the end (at most one byte past the bound, to tell a file that grew past it).
    const limit = size === 0 || size > ${STREAM_OVER_BYTES} ? max + 1 : size;
    const hash = createHash('sha256');
    let got = 0;
    while (got < limit) {
      const n = fs.readSync(fd, buffer, 0, Math.min(CHUNK, limit - got), null);
      if (n === 0) break;
      hash.update(buffer.subarray(0, n));
      got += n;
    }
    if (got > max) throw overBound('more than ' + max, max);
    return [hash.digest('hex'), got];
  } finally {
    fs.closeSync(fd);
  }
}
`;
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
${HASH_SOURCE}
// Answers a request's files as they are hashed, in messages of up to 256 files or 16 MB read,
// the last one saying the request is done.
parentPort.on('message', (batch) => {
  let answers = [];
  let bytes = 0;
  for (let i = 0; i < batch.length; i++) {
    const [id, file, max] = batch[i];
    try {
      const [hex, read] = sha256(file, max);
      answers.push([id, hex]);
      bytes += read;
    } catch (err) {
      answers.push([id, null, typeof err.code === 'string' ? err.code : null, String(err.message)]);
    }
    if (i === batch.length - 1 || answers.length >= 256 || bytes >= 16 * CHUNK) {
      parentPort.postMessage({ answers, done: i === batch.length - 1 });
      answers = [];
      bytes = 0;
    }
  }
});
`;
/**
 * A small run is hashed on the main thread, before any thread is started: starting a thread
 * costs ~35 ms of CPU and its start-up latency (measured on 2 cores), hashing here ~1 ms per MB
 * and a few hundredths of a ms per file, so below a few MB a thread costs more than it saves.
 * Once the process has hashed this much here, or a file of unknown size comes, the threads take
 * over for the rest of the command.
 */
const INLINE_BYTES = 4 * 1024 * 1024;
const INLINE_FILES = 256;
let inline;
/** HASH_SOURCE's sha256, on this thread. */
function inlineSha256(file, max) {
    const modules = { 'node:fs': node_fs__WEBPACK_IMPORTED_MODULE_1__, 'node:crypto': { createHash: node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash } };
    inline ??= new Function('require', `${HASH_SOURCE}\nreturn sha256;`)((name) => modules[name]);
    return inline(file, max)[0];
}
/** Files handed to a thread at a time: it asks for more when it is done with them. */
const FILES_PER_REQUEST = 64;
/** Hashing threads: one per core beyond the first (which scores), at least one, at most 4. */
const THREADS = Math.min(4, Math.max(1, (0,node_os__WEBPACK_IMPORTED_MODULE_2__.availableParallelism)() - 1));
class FileHasher {
    waiting = new Map();
    queued = [];
    threads = new Set();
    idle = [];
    dispatching = false;
    nextId = 1;
    inlineBytes = 0;
    inlineFiles = 0;
    /** `size`: the file's size when it was listed, if known (a small run is hashed here: INLINE_BYTES). */
    sha256(file, maxBytes, size) {
        if (size !== undefined &&
            this.threads.size === 0 &&
            this.inlineFiles < INLINE_FILES &&
            this.inlineBytes + size <= INLINE_BYTES) {
            this.inlineBytes += size;
            this.inlineFiles++;
            try {
                return Promise.resolve(inlineSha256(file, maxBytes));
            }
            catch (err) {
                return Promise.reject(err);
            }
        }
        const id = this.nextId++;
        const answer = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
        this.queued.push([id, file, maxBytes]);
        // Requests made in one go (a prefetch of every file) are handed out together.
        if (!this.dispatching) {
            this.dispatching = true;
            queueMicrotask(() => {
                this.dispatching = false;
                this.dispatch();
            });
        }
        return answer;
    }
    /** Hands queued files to idle threads, starting threads up to THREADS. */
    dispatch() {
        while (this.queued.length > 0) {
            let thread = this.idle.pop();
            if (!thread && this.threads.size < THREADS) {
                try {
                    thread = this.start();
                }
                catch (err) {
                    // No thread could be started: what is queued fails (unless a running thread will take it).
                    if (this.threads.size === 0)
                        for (const [id] of this.queued.splice(0))
                            this.settle(id, (w) => w.reject(err));
                    return;
                }
            }
            if (!thread)
                return;
            const batch = this.queued.splice(0, Math.min(FILES_PER_REQUEST, Math.ceil(this.queued.length / THREADS)));
            for (const [id] of batch)
                thread.handed.add(id);
            thread.worker.ref();
            thread.worker.postMessage(batch);
        }
    }
    settle(id, how) {
        const waiter = this.waiting.get(id);
        this.waiting.delete(id);
        if (waiter)
            how(waiter);
    }
    start() {
        const thread = {
            worker: new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(WORKER_SOURCE, { eval: true, env: {} }),
            handed: new Set(),
            answered: false,
        };
        this.threads.add(thread);
        thread.worker.on('message', ({ answers, done }) => {
            thread.answered = true;
            for (const [id, hex, code, message] of answers) {
                thread.handed.delete(id);
                if (hex !== null)
                    this.settle(id, (w) => w.resolve(hex));
                else
                    this.settle(id, (w) => w.reject(Object.assign(new Error(message), code === null ? {} : { code })));
            }
            // (a thread lost since is never handed anything again)
            if (!done || !this.threads.has(thread))
                return;
            // An idle thread does not keep the process alive.
            thread.worker.unref();
            this.idle.push(thread);
            this.dispatch();
        });
        // A thread that dies fails the files it had, and the others go on. One that dies before its
        // first answer cannot run here: what is queued fails too, and no other thread is started for
        // it (the next request tries again).
        const lost = (err) => {
            if (!this.threads.delete(thread))
                return;
            const at = this.idle.indexOf(thread);
            if (at >= 0)
                this.idle.splice(at, 1);
            for (const id of thread.handed)
                this.settle(id, (w) => w.reject(err));
            if (!thread.answered)
                for (const [id] of this.queued.splice(0))
                    this.settle(id, (w) => w.reject(err));
            this.dispatch();
        };
        thread.worker.on('error', lost);
        thread.worker.on('exit', (code) => lost(new Error(`the file hashing thread stopped (exit code ${code})`)));
        return thread;
    }
}
const hasher = new FileHasher();
/**
 * sha256 (hex) of a regular file, read without following a final symlink; rejects with the fs
 * error (its `code`), "not a regular file", a hard link, or a file over `maxBytes` (default: the
 * per-file bound of DEFAULT_HASH_LIMITS).
 */
function fileSha256(file, maxBytes = DEFAULT_HASH_LIMITS.fileBytes, size) {
    return hasher.sha256(file, maxBytes, size);
}
/**
 * 1 GiB per file, 8 GiB per run: far above any benchmark submission seen (records and CSVs of
 * megabytes; PrepBench's largest run is under 100 MB), and low enough that the worst case is a
 * bounded wait (sha256 runs at ~0.5-1 GB/s per thread: 8 GiB is seconds to tens of seconds on a
 * runner's 2-4 cores, where an unbounded 1 TB sparse file was hours). Each adapter lets a user
 * set them (docs/submissions.md).
 */
const DEFAULT_HASH_LIMITS = { fileBytes: 1024 ** 3, runBytes: 8 * 1024 ** 3 };


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

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SU: () => (/* binding */ SubmissionInputSchema),
/* harmony export */   Yi: () => (/* binding */ SubmissionReviewSchema),
/* harmony export */   ui: () => (/* binding */ CHECKS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6833);
/**
 * What the report says about submission.yml (`report.submission.review`), and what a shard
 * carries of it to `merge` (`SubmissionInput`): the checks that need the scores (benchmark,
 * trials, claimed scores) run when the report is built, after merging in a sharded run.
 */


const FINDING_CODES = [
    'submission_file_missing',
    'submission_file_invalid',
    'missing_field',
    'sha_not_quoted',
    'referenced_file_missing',
    'benchmark_repository_mismatch',
    'benchmark_revision_mismatch',
    'trial_count_mismatch',
    'checksum_mismatch',
    'claimed_score_mismatch',
];
const CHECKS = [
    'file',
    'fields',
    'benchmark_repository',
    'benchmark_revision',
    'trial_count',
    'checksums',
    'claimed_scores',
];
const FindingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(FINDING_CODES),
    severity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['error', 'warning'])
        .describe('error: the report is invalid (an unusable submission.yml, a checksum mismatch); warning: shown, validity unchanged'),
    field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().describe('the field of submission.yml concerned, e.g. trials.count'),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().describe('the run file concerned, relative to the run directory'),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const CheckSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    check: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(CHECKS),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['passed', 'warning', 'error', 'skipped']),
    detail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const ClaimInputSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    trial: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().describe("null: the mean over the suite's trials"),
    metric: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    claimed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    tolerance: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .describe("half a unit in the last decimal place the claim is written with (at most 4 counted), plus 0.0001 for the report's own rounding"),
});
const ClaimSchema = ClaimInputSchema.extend({
    rescored: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('the value in this report (a suite claim: the mean over its trials, rounded to 4 decimals); null when withheld or not found'),
    observed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('when the metric is withheld: the observed value, if there is one'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['match', 'mismatch', 'withheld', 'not_found']),
});
const ChecksumsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    listed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('files listed in submission.yml'),
    verified: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('listed files present in the run with the listed sha256'),
    run_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('regular files in the run, submission.yml excepted'),
});
const common = {
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().describe('submission.yml when the run directory has one, else null'),
    sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().describe('sha256 of submission.yml'),
    declared: _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DeclaredSchema */ .oL.nullable().describe('what submission.yml declares, its files map excepted; null when absent or unusable'),
    checksums: ChecksumsSchema.nullable().describe('null when the checksums were not checked'),
};
/** A shard's reading of submission.yml and the run's files, carried in the partial report. */
const SubmissionInputSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ...common,
    checks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CheckSchema).describe('the checks done when reading: file, fields, checksums'),
    claims: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ClaimInputSchema),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FindingSchema),
});
const SubmissionReviewSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ...common,
    valid: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('no finding is an error'),
    checks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CheckSchema).describe('every check, in a fixed order'),
    claims: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ClaimSchema).describe('each claimed score against the rescored value'),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FindingSchema).describe('what the review found, errors first'),
})
    .describe('the review of submission.yml (docs/submission.md)');


/***/ }),

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ SubmissionFileSchema),
/* harmony export */   K9: () => (/* binding */ MAX_SUBMISSION_BYTES),
/* harmony export */   Ku: () => (/* binding */ SUBMISSION_FILE),
/* harmony export */   oL: () => (/* binding */ DeclaredSchema),
/* harmony export */   qD: () => (/* binding */ SubmissionSchema),
/* harmony export */   xK: () => (/* binding */ Sha256Schema)
/* harmony export */ });
/* unused harmony export isRunPath */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var _util_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4799);
/**
 * `submission.yml` (docs/submission.md): what a submitter declares about a run, at the run's
 * root. Untrusted data: validated strictly (unknown keys are errors), every string bounded,
 * every path relative and inside the run. The published JSON Schema (`agent-eval schema
 * submission`) is generated from `SubmissionFileSchema`.
 *
 * Two forms of one schema: `SubmissionSchema` parses with the required fields optional, so that
 * an absent field is a `missing_field` warning and the rest is still checked;
 * `SubmissionFileSchema` is the same with those fields required (what the JSON Schema shows).
 */


const SUBMISSION_FILE = 'submission.yml';
const SUBMISSION_VERSION = 1;
/** submission.yml is read only up to this size (its `files` map: about 25,000 files). */
const MAX_SUBMISSION_BYTES = 2 * 1024 * 1024;
/** Claimed scores counted over all suites and trials. */
const MAX_CLAIMS = 1000;
const text = (max) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(max);
/** A path inside the run: relative, "/"-separated, no ".", ".." or empty segments, no backslash. */
function isRunPath(p) {
    if (p.length === 0 || p.length > 1024 || /[\\\u0000]/.test(p) || p.startsWith('/'))
        return false;
    return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
const RunPathSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .refine(isRunPath, 'must be a path relative to the run directory: "/"-separated, without "..", "." or empty segments, backslashes or a leading "/"')
    .describe('a path relative to the run directory (the directory holding submission.yml)');
const PathList = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RunPathSchema).max(1000);
/** Any case: PowerShell's Get-FileHash prints upper case. Compared in lower case, and shown so. */
const Sha256Schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-fA-F]{64}$/, 'must be a sha256 digest: 64 hex digits');
/** A commit written as a YAML number (`1234567`) reaches here as its text (parse.ts), with a warning. */
const CommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'must be a commit SHA as a string (quote it in YAML)' })
    .regex(/^[0-9a-fA-F]{7,64}$/, 'must be a commit SHA: 7 to 64 hex digits');
const ModelSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: text(200).optional().describe('the model the agent ran on, e.g. gpt-4o-2024-08-06'),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([text(200), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()])
        .optional()
        .describe('the model version or snapshot date as its provider names it'),
});
const HarnessSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repository: text(500).optional().describe('URL of the agent harness repository that produced the run'),
    commit: CommitSchema.optional().describe('the harness commit the run used'),
});
const BenchmarkSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repository: text(500)
        .optional()
        .describe("URL of the benchmark repository; compared with the report's benchmark repository"),
    revision: text(200)
        .optional()
        .describe('the benchmark commit SHA the run used (full, or a prefix of at least 7 hex digits); compared with the pinned commit the report was scored at. Quote it: an unquoted all-digit SHA is read as written, with a warning'),
});
/**
 * Seeds are shown only: any integer, or a string. An integer beyond what a double holds exactly
 * (a uint64 seed) is kept as written: parse.ts turns it into its text before this schema.
 */
const SeedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().refine(Number.isInteger, 'must be an integer or a string').meta({ type: 'integer' }),
    text(200),
]);
const SeedsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SeedSchema)
    .max(100_000)
    .describe('one seed per trial, in trial order: integers (any size) or strings');
const TrialCountSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(100_000).optional().describe('trials per suite in the run'),
    seeds: SeedsSchema.optional(),
});
const TrialsSchema = TrialCountSchema.extend({
    suites: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(text(200), TrialCountSchema.required({ count: true }))
        .optional()
        .describe('per-suite trial counts (and seeds) for suites that differ from `count`'),
});
const JudgeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    model: text(200).optional().describe('the LLM judge model used for CCE'),
    endpoint: text(500).optional().describe('the judge endpoint (never contacted by agent-eval)'),
});
const MetricClaims = (0,_util_record_js__WEBPACK_IMPORTED_MODULE_1__/* .keyedRecord */ .I)(text(200), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig());
const SuiteClaimsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    trials: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_1__/* .keyedRecord */ .I)(text(200), MetricClaims)
        .optional()
        .describe('per trial (by trial directory name): metric id -> value'),
})
    .catchall(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig())
    .describe("metric id (e.g. SR_percent) -> the mean of that metric over the suite's trials; `trials` for per-trial values");
const ClaimedScoresSchema = (0,_util_record_js__WEBPACK_IMPORTED_MODULE_1__/* .keyedRecord */ .I)(text(200), SuiteClaimsSchema)
    .refine((scores) => Object.values(scores).reduce((n, s) => n +
    Object.keys(s).length -
    (s.trials ? 1 : 0) +
    Object.values(s.trials ?? {}).reduce((m, t) => m + Object.keys(t).length, 0), 0) <= MAX_CLAIMS, `at most ${MAX_CLAIMS} claimed scores`)
    .describe('suite name -> claimed metric values, compared with the rescored ones');
const FilesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(RunPathSchema, Sha256Schema)
    .refine((files) => !Object.hasOwn(files, SUBMISSION_FILE), `must not list ${SUBMISSION_FILE} itself`)
    .describe('sha256 of every regular file of the run, by path relative to the run directory (submission.yml itself excepted); `agent-eval checksums --run DIR` prints this map');
/** Final selection (docs/submission.md, "Final selection"): which of a submitter's submissions the leaderboard ranks. */
const RankingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    submitter: text(100).describe("who submitted: of a submitter's submissions in the tree, the leaderboard ranks one (compared exactly)"),
    submitted_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/, 'must be a UTC date and time, e.g. "2026-12-01T10:00:00Z"')
        .refine((v) => Number.isFinite(Date.parse(v)), 'must be a real date and time')
        .describe('when it was submitted (UTC, e.g. "2026-12-01T10:00:00Z"; quote it): orders the submitter\'s submissions, the latest counts'),
    final: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .optional()
        .describe("true: this is the submission that counts for the ranking, not the submitter's latest (the latest of those marked true counts)"),
});
/** The parsing form: required fields optional, so that each absent one is a named warning. */
const DESCRIBE = {
    model: 'the model behind the agent',
    harness: 'the agent harness (code) that produced the run',
    benchmark: 'the benchmark the run was made against',
    trials: 'how many trials the run holds per suite, and their seeds',
};
const SubmissionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SUBMISSION_VERSION).optional().describe('format version: 1'),
    model: ModelSchema.optional().describe(DESCRIBE.model),
    harness: HarnessSchema.optional().describe(DESCRIBE.harness),
    benchmark: BenchmarkSchema.optional().describe(DESCRIBE.benchmark),
    trials: TrialsSchema.optional().describe(DESCRIBE.trials),
    judge: JudgeSchema.optional().describe('the judge behind CCE, when the run reports CCE'),
    configuration: PathList.optional().describe('configuration files of the run (paths in the run; covered by the checksums, never read)'),
    prompts: PathList.optional().describe('prompt files of the run (paths in the run; covered by the checksums, never read)'),
    claimed_scores: ClaimedScoresSchema.optional(),
    ranking: RankingSchema.optional().describe('final selection: who submitted it, when, and whether it is the one that counts for the ranking'),
    files: FilesSchema.optional(),
});
/** The published form: the same schema with the required fields required. */
const SubmissionFileSchema = SubmissionSchema.extend({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SUBMISSION_VERSION).describe('format version: 1'),
    model: ModelSchema.required().describe(DESCRIBE.model),
    harness: HarnessSchema.required().describe(DESCRIBE.harness),
    benchmark: BenchmarkSchema.required().describe(DESCRIBE.benchmark),
    trials: TrialsSchema.required({ count: true }).describe(DESCRIBE.trials),
    judge: JudgeSchema.required().optional().describe('the judge behind CCE, when the run reports CCE'),
    files: FilesSchema,
});
/** What the report shows of submission.yml: everything but the `files` map. */
const DeclaredSchema = SubmissionSchema.omit({ files: true });


/***/ })

};
