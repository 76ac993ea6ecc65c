#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6961:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ FLAGS),
/* harmony export */   k: () => (/* binding */ cliMessage)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4296);
/** How the terminal names the settings core errors are about (core/errors.ts `Field`). */

const FLAGS = {
    benchmark: '--benchmark',
    run: '--run',
    suite: '--suite',
    task: '--task',
    shard: '--shard',
    submissions: '--submissions',
    partials: '--partials',
};
/** A usage error's message with its field named as a flag (`--suite nope: no such suite …`). */
function cliMessage(err, flags = FLAGS) {
    return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .usageMessage */ .XI)(err, (field) => flags[field]);
}


/***/ }),

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ HELP),
/* harmony export */   y: () => (/* binding */ help)
/* harmony export */ });
const HELP = {
    main: `agent-eval — score AI-agent benchmark submissions against the benchmark's own verifiers

Usage: agent-eval <command> [options]

Commands:
  score        score a submission directory against a benchmark checkout
  init         write a starting agent-eval.yml and the workflow callers for a benchmark repository
  validate     check a benchmark (manifest, catalogs, verifiers) without a submission
  schema       print the JSON Schema of the manifest or the report
  checksums    print the files: block (sha256 of every run file) for a run's submission.yml
  pack         write a run as a deterministic .tar.gz for the submission issue form, with its sha256
  merge        merge the partial reports of a sharded run (score --shard i/n) into one report
  reliability  pass^k, pass@k and intervals across trials, from a report or tau-bench results
  import       AgentWorld checkpoint inputs (score_psr.py's input) as one report per model and an index
  rescore      score every submission of a tree, write a leaderboard and the drift since the last one
  compare      paired differences of arms against a baseline on the same tasks, non-inferiority at a margin
  site         write the static web site of a leaderboard (rescore output): index, one page per submission, drift
  requirements print what the manifest's setup section asks pip to install for the verifiers

Run "agent-eval <command> --help" for a command's options.
Exit codes: 0 pass, 1 the report does not pass --fail-on (or validate found problems,
or reliability figures or a comparison are not final), 2 usage or configuration error.`,
    score: `Usage: agent-eval score --benchmark DIR --run DIR [--suite S]... [--out DIR] [--fail-on POLICY] [--format text|markdown|json]
       agent-eval score --benchmark DIR --archive FILE|URL --sha256 HEX [--form BODY] [options]

  --benchmark DIR   benchmark checkout holding agent-eval.yml
  --run DIR         submission: one sub-directory per suite, or with --suite that suite's directory
  --suite S         score only suite S (repeatable); with one suite, --run is its directory
  --task T          score only task T of every selected suite (repeatable); a table suite's
                    cases: case_1, case-1, 1 all name case_001, and a single case also gets
                    <out>/<suite>/<trial>/case_xxx.summary.{json,csv}
  --case C          the same as --task C
  --out DIR         where scores.json, summary.md and summary.csv go (default: agent-eval-report)
  --private-out DIR with held-out tasks (docs/held-out.md): also write the complete report, every
                    held-out detail in the clear, to DIR (--out has only their aggregates)
  --fail-on POLICY  non-final (default): exit 1 unless the report is valid and final
                    invalid: exit 1 only on errors; failure: also on any failed task;
                    never: always exit 0
  --format F        what stdout shows: text (default: the terminal view, plain text, coloured
                    on a terminal unless NO_COLOR is set, with the failed and errored tasks and
                    the path of summary.md), markdown (summary.md as written) or json (scores.json)
  --quiet           print only the status line
  --python PATH     the Python verifiers run with (a venv's bin/python with the manifest's setup
                    installed): a verifier command starting with python/python3 runs with it and
                    its directory is first on the verifier's PATH (default: python3 on PATH)
  --shard I/N       score only shard I of N (1 <= I <= N <= 256): the units (suite, trial, task)
                    whose sha256 mod N is I-1; writes <out>/partial.json, never final and
                    without metrics, for "agent-eval merge" (exit 0; see docs/sharding.md)
  --max-hash-file-bytes SIZE  hash at most SIZE bytes of one run file (default 1GiB); a bigger
                    file is not hashed, named (its checksum and the shard digest say so)
  --max-hash-run-bytes SIZE   hash at most SIZE bytes of the whole run (default 8GiB), files
                    charged in path order; past it the rest are not hashed, named

CCE with an LLM judge (trajectory suites with a cce section; see docs/cce.md):
  --cce-endpoint URL     OpenAI-compatible chat-completions base URL (e.g. https://api.openai.com/v1);
                         the API key is read from the environment variable AGENT_EVAL_CCE_API_KEY
  --cce-model M          judge model (required with any --cce-* flag; part of the cache key)
  --cce-cache DIR        reuse judgements from an earlier report directory (or its cce-cache/);
                         without --cce-endpoint only cached judgements are used
  --cce-concurrency N    judge requests in flight at once (default 4)
  --cce-max-requests N   request budget for the run, retries included (default 2000)
  --cce-timeout S        per-request timeout in seconds (default 60)
Without --cce-model, CCE comes from the submission's saved judge records (cce.records).
Judged records are written to <out>/cce-cache/ for the next run.

A run from an archive, exactly as the issue review scores it (docs/issue-form.md):
  --archive FILE|URL     a .tar.gz/.tgz, .tar or .zip, a local file or an https URL (plain http
                         only from a loopback address); fetched without any token or cookie,
                         every redirect checked against the allowed hosts
  --sha256 HEX           the archive's sha256: checked before anything is unpacked (a mismatch is
                         checksum_mismatch and nothing is scored)
  --form BODY            an issue body rendered from the submission form: its archive URL and
                         sha256 are used unless given; its fields are checked against the
                         archive's submission.yml (form_mismatch), or become it when it has none
  --allow-host H         allowed archive host (repeatable; host, *.domain or host/path-prefix);
                         default: github.com/user-attachments/, objects.githubusercontent.com,
                         huggingface.co, *.hf.co, zenodo.org and others (docs/issue-form.md)
  --max-archive-bytes N  download bound (default 536870912, 512 MiB)
  --max-unpacked-bytes N unpacked bound (default 2147483648, 2 GiB)
  --max-archive-entries N  entry bound (default 20000)
  --fetch-timeout S      the whole download, redirects included (default 600)
The archive is unpacked into a temp directory (one top-level directory stripped) and scored as
--run; <out>/intake.json records the archive, the form findings or the refusal (exit 1).

Table suites also get PrepBench-compatible <out>/<suite>/<trial>/summary.{json,csv}.
The report is always written before the exit code is decided.`,
    init: `Usage: agent-eval init --uses OWNER/REPO@SHA [--benchmark DIR] [--name NAME] [--force] [--no-workflows]

Run in a benchmark repository (or name it with --benchmark, default .). Writes agent-eval.yml
from what it finds: task catalogs (directories of task YAML files) with a jsonl worker (a Python
file reading requests on stdin), ground-truth case directories (case_NNN/config.json: a table
suite) and output tasks files (YAML with a tasks mapping); and the workflow callers
.github/workflows/agent-eval-{review,publish,nightly}.yml, every agent-eval uses: pinned to
--uses. Then it prints the next steps.

  --uses OWNER/REPO@SHA  the agent-eval repository and the full 40-character commit the callers
                         run (required unless --no-workflows)
  --name NAME            the benchmark's name in the manifest (default: the directory's name)
  --force                overwrite files that exist (without it they are skipped, and named)
  --no-workflows         write agent-eval.yml only`,
    validate: `Usage: agent-eval validate --benchmark DIR [--run DIR [--suite S]...] [--python PATH]

Checks agent-eval.yml, that every catalog task file parses, that the verifier command's files
exist, and, for jsonl verifiers, sends each task a check request
{"id", "suite", "task", "task_file", "check": true}, to which the worker answers
{"id", "ok": true} or {"id", "error": "..."}. Warns (without failing) when verifier.env lists
a name that never reaches the verifier because it looks like a credential.
With --run (a sample run; --suite as for score), also runs score's layout checks on it: every
entry nothing would read (a directory that is no suite's, a trial directory trial_pattern
misses, a file no records glob matches, a directory that is not a case id) is a warning with
the rule it almost matched (docs/run-layout.md).
With a setup section, checks that every declared requirement is installed in the Python
verifiers run with (--python PATH, as for score; default python3 on PATH) and names what is
missing or at another version than its == pin (docs/verifiers.md, "Verifier dependencies").
Exit codes: 0 no problems, 1 problems found, 2 the manifest cannot be used.`,
    import: `Usage: agent-eval import checkpoint-inputs FILE --benchmark DIR [--out DIR] [--stage STAGE=SUITE]...
                         [--fail-on non-final|invalid|failure|never] [--format text|markdown|json]

Reads AgentWorld's checkpoint inputs (the JSON score_psr.py reads: model name -> rows
{stage, task, success, message, CCE, rounds, chats}) and writes one agent-eval report per model
(OUT/<model>/scores.json, summary.md, summary.csv) and an index over models (OUT/index.json,
index.md): SR, reconstructed PSR (checkpoint_fraction_v1, from each failed row's saved message
with the manifest's psr targets and upper_bounds), CCE, rounds and chats per suite and split,
with coverage against the benchmark's task catalog. Success and CCE are harness-reported: agent-eval
does not re-verify them, and every report says so. A row that cannot be used (a duplicate, a task
not in the catalog, an augmented task without its _vN suffix, an unreadable message, a bad
value) is an error naming the file, the model and the row, never a zero; the other rows are
imported. FILE is only read (see docs/import.md).

  --benchmark DIR     the benchmark checkout (its agent-eval.yml and task catalogs)
  --out DIR           output directory (default agent-eval-import); it may not hold FILE
  --stage S=SUITE     rows of stage S are tasks of trajectory suite SUITE (repeatable; replaces
                      the manifest's import.stage; without either, a stage maps to the
                      trajectory suite of the same name)
  --fail-on P         exit 1 unless every model's report passes P (default non-final)
  --format F          what is printed: text (default), markdown (index.md) or json (index.json)
Exit codes: 0 every model's report passes --fail-on, 1 not, 2 usage or configuration error.`,
    reliability: `Usage: agent-eval reliability FILE|DIR... [--input auto|agent-eval|tau-bench] [--suite S]... [--format text|markdown|json]

Reliability across trials: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and
pass@k = 1 − C(n−c,k)/C(n,k) for k = 1..n, averaged over tasks (exact arithmetic); each trial's
success rate with its 95% Wilson interval; the mean success rate and its standard error; the
tasks whose verdict flips between trials.

Inputs, recognised by content with --input auto (the default):
  agent-eval   one report: a scores.json, or the --out directory holding it; the figures are
               recomputed from its verdicts, per suite and per split of a suite
               (--suite S, or --suite S/SPLIT, to choose)
  tau-bench    results files written by tau-bench (JSON arrays of {task_id, reward, trial, ...}),
               several files for one run allowed, or a directory: every *.json directly in it.
               A result succeeds when 1 - 1e-6 <= reward <= 1 + 1e-6. These are
               harness-reported rewards that agent-eval did not re-verify. Malformed entries,
               duplicate (task_id, trial) pairs, entries whose info.error is set, and missing
               trials are errors naming the entry; they are never counted as failures.
               Beside these figures, labelled as such: what tau-bench's own summary
               (display_metrics) prints for the same files, which counts them.

The figures are final only when every task has a valid outcome in each of the n trials and
nothing is in error; otherwise they are observed over the tasks that have all n, and the
others are named.

  --input I    auto (default), agent-eval or tau-bench (--format auto|agent-eval|tau-bench, the
               older spelling, is still accepted)
  --suite S    agent-eval reports: only suite S (repeatable)
  --format F   text (default), markdown (the reliability section of summary.md) or json
  --json       the same as --format json: the figures as JSON: {"n_trials", "tasks", "pass_hat_k": {"1": ...},
               "pass_at_k": {"1": ...}, "final", "errors", ...} with fractions in [0, 1];
               one suite at a time (use --suite when the report has several)

Exit codes: 0 the figures are final, 1 they are not (errors, missing or differing trials),
2 usage error (bad flags, unreadable or unrecognised files).`,
    merge: `Usage: agent-eval merge PARTIAL... [--out DIR] [--fail-on POLICY] [--format text|markdown|json] [--quiet]

Merges the partial reports of one sharded run (agent-eval score --shard i/n; each PARTIAL is a
partial.json or the directory holding it) into the report the unsharded run writes, byte for
byte: metrics are recomputed from the merged verdicts, never averaged.

Refused (exit 2): partials from different benchmark revisions or manifests, different
submissions (files digest), different shard counts, agent-eval versions, suite selections or
CCE settings, and a suite whose header does not match its configuration.
Named errors that make the report invalid: missing_shard, duplicate_shard, overlapping_units,
out_of_shard_units (a partial holding units that hash to another shard), inconsistent_partial
(tasks that are not its expected units, a task judged twice, or its own units left out).

  --out DIR         where scores.json, summary.md and summary.csv go (default: agent-eval-report)
  --private-out DIR as for score: the complete report of held-out tasks, in the clear
  --fail-on POLICY  as for score (default non-final)
  --format F        what stdout shows: text (default: the terminal view, plain text, coloured
                    on a terminal unless NO_COLOR is set, with the failed and errored tasks and
                    the path of summary.md), markdown (summary.md as written) or json (scores.json)
  --quiet           print only the status line`,
    rescore: `Usage: agent-eval rescore --benchmark DIR --submissions DIR [--baseline FILE] [--suite S]... [--out DIR] [--fail-on POLICY] [--site DIR [--site-history FILE]]
                       [--compare-leader [--confidence C]] [--max-hash-file-bytes SIZE] [--max-hash-run-bytes SIZE]   (per submission, as for score)
       agent-eval rescore --benchmark DIR --submissions DIR --shard I/N [--suite S]... [--out DIR]
       agent-eval rescore --partials DIR --shards N [--benchmark DIR] [--baseline FILE] [--out DIR] [--fail-on POLICY] [--compare-leader [--confidence C]]

Scores every submission <submissions>/<name>/ (one run directory each, suites as sub-directories)
and writes <out>/leaderboard.json and leaderboard.md: per suite, the final entries ranked by the
mean over trials of the primary headline metric (SR % for trajectory and output suites,
accuracy % for table suites), then the entries that are not final or invalid, apart and never
ranked (observed figures only; a missing task is never a zero). Each submission's own report
goes to <out>/submissions/<name>/. With --baseline (a previous leaderboard.json), also
<out>/drift.json and drift.md: verdict flips, metric moves, status changes, added and removed
submissions. A symlink or a file in the submissions directory is a named invalid entry (never
followed); entries whose name starts with "." are skipped. See docs/rescore.md.

  --benchmark DIR   benchmark checkout holding agent-eval.yml
  --submissions DIR one sub-directory per submission
  --baseline FILE   the previous leaderboard.json to compare with
  --suite S         rescore only suite S (repeatable)
  --out DIR         output directory (default: agent-eval-leaderboard)
  --fail-on POLICY  any (default): exit 1 on drift or on an invalid submission;
                    drift: only on drift; invalid: only on an invalid submission; never
  --format F        what stdout shows: text (default: the counts and the drift), markdown
                    (leaderboard.md) or json (leaderboard.json)
  --compare-leader  per suite, compare every ranked entry with the leader on the same tasks (the
                    paired t interval of agent-eval compare): vs_leader in leaderboard.json; the
                    leader and every entry whose interval contains 0 shown as 1= in leaderboard.md.
                    Only final entries are compared. Not in a shard job: at the merge
  --confidence C    with --compare-leader: the interval's level (default 0.95)
  --quiet           no progress lines
  --python PATH     the Python verifiers run with (as for score)
  --shard I/N       score only shard I of N of every submission (the units of score --shard);
                    writes <out>/rescore-shard.json and <out>/submissions/<name>/partial.json (exit 0)
  --partials DIR    merge: every rescore-shard.json below DIR (depth <= 3) with its partials;
                    the leaderboard is byte-identical to the unsharded one. A submission without
                    all N shards is invalid (missing_shard).
  --shards N        merge: the number of shards expected
  --site DIR        also write the static web site of the leaderboard to DIR (as agent-eval site)
  --site-history F  with --site: history.json of the previous site (as site --history)

Exit codes: 0 pass, 1 drift or invalid submissions (per --fail-on), 2 usage or configuration error.`,
    schema: `Usage: agent-eval schema manifest|report|leaderboard|submission|compare|table-config|output-tasks|verifier-response|verifier-check-response|judge-record|checkpoint-input-row|import-index|partial|drift|rescore-shard|intake|history|cce-cache

Prints the JSON Schema (generated from the same zod schema that validates) to stdout.
submission: the format of submission.yml (docs/submission.md); compare: compare.json
(docs/compare.md); checkpoint-input-row and import-index: agent-eval import (docs/import.md);
partial: a shard's partial.json (docs/sharding.md); drift and rescore-shard: rescore's
drift.json and rescore-shard.json (docs/rescore.md); intake: score --archive's intake.json
(docs/issue-form.md); history: a site's history.json (docs/site.md); cce-cache: a judgement in
cce-cache/ (docs/cce.md). Every JSON file a command writes has one.`,
    requirements: `Usage: agent-eval requirements --benchmark DIR [--out FILE]

Prints (or writes to FILE) what the manifest's setup.python declares, as one pip requirements
file: the requirements file as it is, then the listed packages. Prints its sha256 on stderr.
Without a setup section it writes nothing and says so. agent-eval never installs anything: the
reusable workflows install this file into a venv (docs/verifiers.md, "Verifier dependencies").`,
    pack: `Usage: agent-eval pack --run DIR [--out FILE]

Writes DIR as a deterministic .tar.gz (default: <DIR's name>.tar.gz in the current directory):
entries sorted, under one top-level directory run/, every mtime 0, owner 0:0 without names,
modes 0644/0755, gzip header without time or name: the same files give the same bytes and
sha256 on any machine. Prints the sha256 and the submission form's fields, filled from
DIR/submission.yml, to paste into the issue. Symlinks and other non-regular entries are
refused (the review refuses them too). See docs/issue-form.md.`,
    checksums: `Usage: agent-eval checksums --run DIR [--max-hash-file-bytes SIZE] [--max-hash-run-bytes SIZE]

Prints the files: block of DIR/submission.yml: the sha256 of every regular file of the run,
by path relative to DIR, sorted; submission.yml itself is left out. Append it to a
submission.yml that has no files: block yet:

  agent-eval checksums --run DIR >> DIR/submission.yml

Symlinks and other non-regular entries cannot be listed: each is named on stderr and the exit
code is 1 (the review would report it as a checksum mismatch). So are files over the hashing
bounds (--max-hash-file-bytes, default 1GiB; --max-hash-run-bytes, default 8GiB), and files with
more than one hard link. See docs/submission.md.`,
};
function help(io, topic) {
    io.out(`${HELP[topic]}\n`);
    return 0;
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XI: () => (/* binding */ usageMessage),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/**
 * Errors that stop a whole command. Everything that concerns one record is never thrown:
 * it becomes an error entry on that record in the report.
 */
/** Bad usage or a missing input directory (CLI exit code 2). */
class UsageError extends Error {
    problem;
    field;
    value;
    name = 'UsageError';
    /**
     * `field`: the setting the problem is about, and `value` what was given for it. The message
     * names the field by its id (`suite nope: no such suite …`); adapters name it with `usageMessage`.
     */
    constructor(problem, field, value) {
        super(field === undefined ? problem : `${field}${value === undefined ? '' : ` ${value}`}: ${problem}`);
        this.problem = problem;
        this.field = field;
        this.value = value;
    }
}
/** A usage error's message, its field named as the adapter calls it (`--suite nope: …`). */
function usageMessage(err, nameOf) {
    if (err.field === undefined)
        return err.message;
    return `${nameOf(err.field)}${err.value === undefined ? '' : ` ${err.value}`}: ${err.problem}`;
}
/** A benchmark that cannot be scored against: bad manifest, catalog or GT config (exit code 2). */
class ConfigError extends Error {
    file;
    problem;
    name = 'ConfigError';
    constructor(file, problem) {
        super(`${file}: ${problem}`);
        this.file = file;
        this.problem = problem;
    }
}
/** The message of anything thrown, for error entries. */
function messageOf(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ }),

/***/ 1114:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ terminalLines),
/* harmony export */   e: () => (/* binding */ terminalText)
/* harmony export */ });
/**
 * Text for a terminal or a log. Names in a run, a partial or a report (suites, trials, tasks,
 * files) are untrusted: an ESC sequence in one would recolour, move the cursor, retitle the
 * window or hide what follows; a line break would forge a line (in a GitHub log, a workflow
 * command); a bidirectional override would show a name reversed. So every control character is
 * shown visibly escaped, never sent:
 *   C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F)   → \xHH (ESC [31m → \x1b[31m)
 *   line and paragraph separators (U+2028, U+2029), bidirectional embeddings and overrides
 *   (U+202A–U+202E) and isolates (U+2066–U+2069)            → \uHHHH
 * Printable text, backslashes included, is left as it is.
 *
 *   terminalText  — one string from outside, on one line: every control escaped (\n too);
 *   terminalLines — a whole message our code composed: its line breaks and tabs kept, every
 *                   other control escaped (the CLI passes everything it prints through it).
 */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
function visible(c) {
    const n = c.charCodeAt(0);
    return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
}
/** One untrusted string, shown on one line with every control character visibly escaped. */
function terminalText(text) {
    CONTROLS.lastIndex = 0;
    return CONTROLS.test(text) ? text.replace(CONTROLS, visible) : text;
}
/** A message of several lines: line breaks (\n) and tabs kept, every other control character visibly escaped. */
function terminalLines(text) {
    CONTROLS_BUT_LINES.lastIndex = 0;
    return CONTROLS_BUT_LINES.test(text) ? text.replace(CONTROLS_BUT_LINES, visible) : text;
}


/***/ }),

/***/ 4910:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  l: () => (/* binding */ TOOL_NAME),
  w: () => (/* binding */ TOOL_VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/core/version.ts
/**
 * The tool's name and version as recorded in every report. The version lives in one place,
 * package.json: this import is resolved by ncc at bundle time (dist/ carries the figure, not the
 * file) and by Node or jest from the sources.
 */

const TOOL_NAME = 'agent-eval';
const TOOL_VERSION = package_namespaceObject.rE;


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: ./src/core/util/leave-when-done.ts
/**
 * After the command has finished (its report written, its exit code set), node leaves by itself
 * once nothing is left to wait for. When something still holds it (a process or a socket that
 * we failed to close), a job would hang until the runner's timeout, 6 hours by default. So
 * after `graceMs` this says what still holds node and leaves, with the command's exit code.
 * Output still being written to stdout or stderr (a slow pipe) is waited for, never cut.
 */
const LEAVE_GRACE_MS = 5000;
function leaveWhenDone(say, graceMs = LEAVE_GRACE_MS) {
    const check = () => {
        if (process.stdout.writableLength > 0 || process.stderr.writableLength > 0) {
            setTimeout(check, 200).unref();
            return;
        }
        const held = countBy(process.getActiveResourcesInfo());
        say(`agent-eval finished ${graceMs / 1000} s ago, but something still held node (${held || 'nothing named'}); leaving now`);
        process.exit();
    };
    setTimeout(check, graceMs).unref();
}
/** "PipeWrap ×3, ProcessWrap" */
function countBy(names) {
    const counts = new Map();
    for (const name of names)
        counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}

;// CONCATENATED MODULE: ./src/cli/color.ts
/** Whether the CLI colours its terminal view: stdout is a terminal, NO_COLOR is not set (no-color.org: to a non-empty value), TERM is not dumb. */
function wantsColor(isTTY, env) {
    return isTTY && !env.NO_COLOR && env.TERM !== 'dumb';
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
// EXTERNAL MODULE: ./src/core/util/terminal.ts
var terminal = __nccwpck_require__(1114);
// EXTERNAL MODULE: ./src/cli/fields.ts
var fields = __nccwpck_require__(6961);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __nccwpck_require__(4910);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __nccwpck_require__(7911);
;// CONCATENATED MODULE: ./src/cli/main.ts
/** Dispatches a command line to a command and maps errors to exit codes (docs/cli.md). */





/**
 * Each command's module is loaded when that command runs (the bundle's chunks, dist/cli/*.index.js):
 * `--version` and `--help` load none of them, and a command only what it imports. zod's setting
 * is loaded first, before any module that builds a schema (see zod-jitless.ts).
 */
const lazy = (load) => async (argv, io) => {
    await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(622)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9622));
    return (await load())(argv, io);
};
const COMMANDS = {
    score: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3080))).scoreCommand),
    merge: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3080))).mergeCommand),
    init: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(516)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5516))).initCommand),
    validate: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3080))).validateCommand),
    schema: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3080))).schemaCommand),
    checksums: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3080))).checksumsCommand),
    pack: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(494), __nccwpck_require__.e(116), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(35)]).then(__nccwpck_require__.bind(__nccwpck_require__, 35))).packCommand),
    reliability: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(116), __nccwpck_require__.e(888), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(705), __nccwpck_require__.e(63), __nccwpck_require__.e(833), __nccwpck_require__.e(367)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8367))).reliabilityCommand),
    import: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(116), __nccwpck_require__.e(888), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(705), __nccwpck_require__.e(63), __nccwpck_require__.e(833), __nccwpck_require__.e(694), __nccwpck_require__.e(244)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1244))).importCommand),
    rescore: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(116), __nccwpck_require__.e(888), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(705), __nccwpck_require__.e(63), __nccwpck_require__.e(833), __nccwpck_require__.e(388), __nccwpck_require__.e(912), __nccwpck_require__.e(960), __nccwpck_require__.e(559)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7559))).rescoreCommand),
    compare: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(116), __nccwpck_require__.e(888), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(63), __nccwpck_require__.e(388), __nccwpck_require__.e(988)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6432))).compareCommand),
    site: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(116), __nccwpck_require__.e(888), __nccwpck_require__.e(652), __nccwpck_require__.e(821), __nccwpck_require__.e(705), __nccwpck_require__.e(63), __nccwpck_require__.e(833), __nccwpck_require__.e(388), __nccwpck_require__.e(912), __nccwpck_require__.e(960)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1960))).siteCommand),
    requirements: lazy(async () => (await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(269), __nccwpck_require__.e(652), __nccwpck_require__.e(316)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9316))).requirementsCommand),
};
async function main(argv, given, commands = COMMANDS) {
    const io = terminalIo(given);
    const [command, ...rest] = argv;
    if (command === undefined || command === '--help' || command === '-h' || command === 'help')
        return (0,help/* help */.y)(io, 'main');
    if (command === '--version') {
        io.out(`${version/* TOOL_VERSION */.w}\n`);
        return 0;
    }
    const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
    try {
        if (!run)
            throw new errors/* UsageError */.eb(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
        return await run(rest, io);
    }
    catch (err) {
        if (err instanceof errors/* UsageError */.eb || err instanceof errors/* ConfigError */.xL) {
            io.err(`agent-eval: ${(0,terminal/* terminalText */.e)(err instanceof errors/* UsageError */.eb ? (0,fields/* cliMessage */.k)(err) : err.message)}\n`); // (it may name a file or directory of the run)
            return 2;
        }
        io.err(`${internalError(argv, err, process.env.AGENT_EVAL_DEBUG === '1')}\n`);
        return INTERNAL_ERROR;
    }
}
/** The exit code of a bug in agent-eval (docs/cli.md#exit-codes). */
const INTERNAL_ERROR = 3;
/**
 * What a bug in agent-eval says (docs/cli.md#exit-codes): one line naming the command and its
 * input, and how to get the trace; the trace itself only with AGENT_EVAL_DEBUG=1.
 */
function internalError(argv, err, debug) {
    const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const first = what.split('\n', 1)[0].slice(0, 200);
    const line = `agent-eval: internal error (a bug in agent-eval, not in your input) in \`agent-eval ${(0,terminal/* terminalText */.e)(argv.join(' ')).slice(0, 300)}\`: ${(0,terminal/* terminalText */.e)(first)}. Run it again with AGENT_EVAL_DEBUG=1 for the trace, and report it with that.`;
    return debug && err instanceof Error && err.stack ? `${line}\n${err.stack}` : line;
}
/**
 * What every command writes goes through terminalLines: whatever a message quotes from a run,
 * a partial or a report, no control character reaches the terminal (docs/cli.md). Each command
 * also escapes the untrusted strings it quotes with terminalText, so that none spans lines.
 * Only our own terminal control (the progress line) uses the raw writers.
 */
function terminalIo(io) {
    return {
        ...io,
        out: (t) => io.out((0,terminal/* terminalLines */.M)(t)),
        err: (t) => io.err((0,terminal/* terminalLines */.M)(t)),
        rawOut: io.out,
        rawErr: io.err,
    };
}

;// CONCATENATED MODULE: ./src/cli/index.ts
/** The `agent-eval` executable. */





// Leave through process.exit so that running verifier process groups are killed on the way.
for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => process.exit(130));
// For benchmarks (scripts/bench): AGENT_EVAL_TIMING=FILE records the command's own wall time,
// without the start-up of node and of the bundle.
const timingFile = process.env.AGENT_EVAL_TIMING;
const started = external_node_perf_hooks_namespaceObject.performance.now();
const timed = (code) => {
    if (timingFile) {
        const cpu = process.cpuUsage();
        (0,external_node_fs_.writeFileSync)(timingFile, `${JSON.stringify({ command: process.argv[2] ?? null, ms: external_node_perf_hooks_namespaceObject.performance.now() - started, cpu_ms: (cpu.user + cpu.system) / 1000 })}\n`);
    }
    return code;
};
// A reader that goes away (`agent-eval score … | head`) closes the pipe: what is left to print
// is dropped, and the command still finishes (its report is written, its exit code kept),
// instead of node dying on an unhandled EPIPE with a stack trace.
const cli_closed = new Set();
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err) => {
        if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED')
            throw err;
        cli_closed.add(stream);
    });
}
const print = (stream) => (text) => {
    if (!cli_closed.has(stream))
        stream.write(text);
};
// Until the command has finished, leaving is a failure: were something it waits for lost (a
// promise that never settles), node would otherwise leave when nothing else is left, with exit 0
// and no output. (The action's entry awaits its run at the top level: node exits 13 there.)
let finished = false;
process.exitCode = INTERNAL_ERROR;
process.once('beforeExit', () => {
    if (!finished)
        print(process.stderr)(`${internalError(process.argv.slice(2), 'the command stopped before it finished (something it was waiting for was lost)', false)}\n`);
});
main(process.argv.slice(2), {
    out: print(process.stdout),
    err: print(process.stderr),
    isTTY: Boolean(process.stderr.isTTY),
    color: wantsColor(Boolean(process.stdout.isTTY), process.env),
})
    .then((code) => {
    finished = true;
    process.exitCode = timed(code);
}, (err) => {
    finished = true;
    print(process.stderr)(`${internalError(process.argv.slice(2), err, process.env.AGENT_EVAL_DEBUG === '1')}\n`);
    process.exitCode = INTERNAL_ERROR;
})
    .finally(() => leaveWhenDone((text) => print(process.stderr)(`${text}\n`)));

