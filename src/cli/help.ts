/** Help texts for every command. */
export const HELP: Record<string, string> = {
  main: `agent-eval — score AI-agent benchmark submissions against the benchmark's own verifiers

Usage: agent-eval <command> [options]

Commands:
  score      score a submission directory against a benchmark checkout
  validate   check a benchmark (manifest, catalogs, verifiers) without a submission
  schema     print the JSON Schema of the manifest or the report

Run "agent-eval <command> --help" for a command's options.
Exit codes: 0 pass, 1 the report does not pass --fail-on (or validate found problems),
2 usage or configuration error.`,
  score: `Usage: agent-eval score --benchmark DIR --run DIR [--suite S]... [--out DIR] [--fail-on POLICY]

  --benchmark DIR   benchmark checkout holding agent-eval.yml
  --run DIR         submission: one sub-directory per suite, or with --suite that suite's directory
  --suite S         score only suite S (repeatable); with one suite, --run is its directory
  --case C          table suites: score only case C (repeatable; case_1, case-1, 1 all name case_001);
                    a single case also gets <out>/<suite>/<trial>/case_xxx.summary.{json,csv}
  --out DIR         where scores.json, summary.md and summary.csv go (default: agent-eval-report)
  --fail-on POLICY  non-final (default): exit 1 unless the report is valid and final
                    invalid: exit 1 only on errors; failure: also on any failed task;
                    never: always exit 0
  --quiet           print only the status line

Table suites also get PrepBench-compatible <out>/<suite>/<trial>/summary.{json,csv}.
The report is always written before the exit code is decided.`,
  validate: `Usage: agent-eval validate --benchmark DIR

Checks agent-eval.yml, that every catalog task file parses, that the verifier command's files
exist, and, for jsonl verifiers, sends each task a check request
{"id", "suite", "task", "task_file", "check": true}, to which the worker answers
{"id", "ok": true} or {"id", "error": "..."}.
Exit codes: 0 no problems, 1 problems found, 2 the manifest cannot be used.`,
  schema: `Usage: agent-eval schema manifest|report

Prints the JSON Schema (generated from the same zod schema that validates) to stdout.`,
};
