/** Help texts for every command. */
import type { Io } from './commands.js';

export const HELP: Record<string, string> = {
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

export function help(io: Io, topic: keyof typeof HELP): number {
  io.out(`${HELP[topic]}\n`);
  return 0;
}
