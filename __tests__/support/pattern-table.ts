/**
 * Every regular expression in src/, as written (a literal, or `new RegExp(...)` with its
 * arguments), by file, and what it is applied to (docs/security.md):
 * - linear(why): it may see submission text (records, CSV cells, submission.yml, the issue
 *   body, archive entry and run file names, judge answers, verifier output, names shown in a
 *   view), so it must be linear on any input; `why` is the review.
 * - trusted(why): it only sees text the submitter does not write (an input the maintainer
 *   set, the manifest, our own output, the runner's environment); `why` says which.
 * __tests__/core/util/pattern-inventory.test.ts lists the patterns of src/ with the
 * TypeScript parser and requires this table to match; a new pattern fails it until classified.
 */
export interface Use {
  submission: boolean;
  why: string;
}

const linear = (why: string): Use => ({ submission: true, why });
const trusted = (why: string): Use => ({ submission: false, why });

const ONE = 'one character, or a run of one class resumed after it';
const LIT = 'a bounded literal (or one character) tried at each position';
const ANCH = 'anchored; bounded, or one run of a class';
const DISJ = 'anchored; each repeated part is followed by a character it cannot take';
const ANCH_TAIL = 'anchored; one run, then a bounded literal before the end';
const TAIL = 'tried only where its run cannot start again, so each run is read once before $';
const CUT = 'on text first cut to 200 characters (views/escape.ts code())';
const FORMAT = 'anchored; our date formats: bounded digit fields, one run of blanks between them';

const INPUT = 'an action input or CLI option, set by the maintainer or the user who runs it';
const RUNNER = "the runner's environment or paths";
const OURS = 'our own Markdown (a submission string in it is escaped to one line, without "<")';
const MESSAGE = 'an error message from Node, GitHub or a library';
const MANIFEST = "the benchmark's manifest or our own constants";
const COMPILED = 'compiles the manifest pattern to check it; kinds/output/regex.ts runs it under a time bound';
const JUDGE = 'the judge endpoint the maintainer set, and its Retry-After header';
const GIT = "git's output for the benchmark checkout";

/** File → pattern as written → what it reads. */
export const PATTERNS: Record<string, Record<string, Use>> = {
  'src/github/route-facts.ts': {
    '/\\.\\d{3}Z$/': trusted("GitHub's own timestamps (created_at)"),
  },
  'src/github/identity.ts': {
    '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\\[bot\\])?$/': linear(ANCH),
  },
  'src/core/submission/plan.ts': {
    '/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/': linear(ANCH),
  },
  'src/core/provenance/schema.ts': {
    '/^[0-9a-f]{64}$/': linear(ANCH),
  },
  'src/action/review-limit-inputs.ts': {
    '/^[0-9]+$/': trusted(INPUT),
    '/[\\s,]+/': trusted(INPUT),
    '/^[A-Za-z0-9._-]{1,100}\\.ya?ml$/': trusted(INPUT),
    '/[,\\r\\n]/': trusted(INPUT),
  },
  'src/action/inputs-shared.ts': {
    '/^[A-Za-z0-9_.-]+\\/[A-Za-z0-9_.-]+$/': trusted(INPUT),
    '/^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:[^\\s]+$/': trusted(INPUT),
    '/^(https?|ssh|git|file):\\/\\/\\S+$/i': trusted(INPUT),
    '/^[a-z]+:\\/\\/[^/@]*@/i': trusted(INPUT),
    '/^ssh:\\/\\/[^/:@]+@/i': trusted(INPUT),
    '/^[A-Za-z0-9._/+-]+$/': trusted(INPUT),
    '/^[-+]/': trusted(INPUT),
    '/^[0-9a-f]{7,39}$/': trusted(INPUT),
    '/[^0-9a-f]/': trusted(INPUT),
    '/^[1-9][0-9]*$/': trusted(INPUT),
    '/[\\s,]+/': trusted(INPUT),
    '/^[A-Za-z0-9_.-]+$/': trusted(INPUT),
    '/[":<>|*?\\r\\n\\\\/]/': trusted(INPUT),
    '/[\\\\/]/': trusted(INPUT),
    '/^0?\\.[0-9]+$/': trusted(INPUT),
    '/^(input [a-z-]+):/': trusted(INPUT),
    '/ (input [a-z-]+):/g': trusted(INPUT),
    '/^([a-z][a-z0-9+.-]*:\\/\\/)[^@/]*@/i': trusted(INPUT),
  },
  'src/action/modes/compare-inputs.ts': {
    '/[\\n,]+/': trusted(INPUT),
    '/^[0-9]+(\\.[0-9]+)?$|^\\.[0-9]+$/': trusted(INPUT),
  },
  'src/action/modes/plan-inputs.ts': {
    '/^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/': trusted(INPUT),
  },
  'src/action/modes/publish-inputs.ts': {
    '/[\\s,]+/': trusted(INPUT),
    '/^[A-Za-z0-9._/+-]+$/': trusted(INPUT),
    '/[,\\r\\n]/': trusted(INPUT),
    '/\\.git$/': trusted(INPUT),
  },
  'src/action/modes/rescore-inputs.ts': {
    '/^[1-9][0-9]*$/': trusted(INPUT),
  },
  'src/action/modes/score-inputs.ts': {
    '/[\\s,]+/': trusted(INPUT),
    '/^(\\*\\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(\\/[A-Za-z0-9._~%/-]*)?$/': trusted(INPUT),
    '/[,\\r\\n]/': trusted(INPUT),
  },
  'src/action/modes/accept-issue.ts': {
    '/^[A-Za-z0-9-]+(\\[bot\\])?$/': linear(DISJ),
  },
  'src/action/modes/publish.ts': {
    '/over the limit|passed the limit/': trusted(MESSAGE),
  },
  'src/action/delivery/log.ts': {
    '/<details>[\\s\\S]*?<\\/details>\\n*/g': trusted(OURS),
  },
  'src/action/workspace-path.ts': {
    '/\\/+$/': trusted(RUNNER),
  },
  'src/cli/archive.ts': {
    '/^\\d{1,15}$/': trusted(INPUT),
  },
  'src/cli/args.ts': {
    '/[\\\\/]/': trusted(INPUT),
    '/^-?\\d+(\\.\\d+)?$|^-?\\.\\d+$/': trusted(INPUT),
  },
  'src/cli/compare.ts': {
    '/^```mermaid\\n[\\s\\S]*?^```\\n*/gm': trusted(OURS),
    '/^Chart: .*\\n\\n?/gm': trusted(OURS),
  },
  'src/cli/rescore.ts': {
    '/^\\d+$/': trusted(INPUT),
  },
  'src/core/archive/fetch.ts': {
    '/^\\[|\\]$/g': linear(LIT),
    '/:\\d+$/': linear(TAIL),
    '/:$/': linear(LIT),
    '/^\\[[^\\]]*\\]/': linear(DISJ),
  },
  'src/core/archive/intake-record.ts': {
    '/^[0-9a-f]{64}$/': linear(ANCH),
    '/^[a-z_]{1,40}$/': linear(ANCH),
  },
  'src/core/archive/intake.ts': {
    '/hard link/': trusted(MESSAGE),
    '/^[a-z][a-z0-9+.-]*:\\/\\//i': linear(ANCH),
  },
  'src/core/archive/unpack.ts': {
    '/[\\\\\\u0000]/': linear(ONE),
    '/^[A-Za-z]:/': linear(ANCH),
    '/^(absolute path|invalid relative path|invalid characters in fileName): ([\\s\\S]*)$/': linear(ANCH),
  },
  'src/core/benchmark.ts': {
    '/^(\\w+:\\/\\/)[^@/]*@/': linear(DISJ),
  },
  'src/core/fs/json-skim.ts': {
    '/^(?:true|false|null|-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)$/': linear(DISJ),
  },
  'src/core/fs/path-name.ts': {
    '/[/\\\\]/': linear(ONE),
  },
  'src/core/fs/tree.ts': {
    '/^has \\d+ hard links/': trusted(MESSAGE),
  },
  'src/core/import/checkpoint-inputs.ts': {
    '/_v\\d+$/': linear(TAIL),
    '/[/\\\\\\u0000]/': linear(ONE),
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+/g': linear(ONE),
  },
  'src/core/judge/cache.ts': {
    '/^[0-9a-f]{64}$/': linear(ANCH),
    '/[^A-Za-z0-9_.-]/g': linear(ONE),
  },
  'src/core/judge/client.ts': {
    '/\\/+$/': trusted(JUDGE),
    '/\\/chat\\/completions$/': trusted(JUDGE),
    '/^\\s*\\d+(\\.\\d+)?\\s*$/': trusted(JUDGE),
    '/\\s+/g': trusted(JUDGE),
  },
  'src/core/judge/options.ts': {
    '/^https?:\\/\\/[^\\s]+$/i': trusted(INPUT),
    '/^[a-z]+:\\/\\/[^/@]*@/i': trusted(INPUT),
  },
  'src/core/kinds/output/grade.ts': {
    '/^ {0,3}```/': linear(ANCH),
  },
  'src/core/kinds/output/record.ts': {
    '/\\.jsonl$/i': linear(LIT),
    '/\\r$/': linear(LIT),
    '/^\\d{1,30}$/': linear(ANCH),
    '/^[A-Z0-9_]+$/': linear(ANCH),
    '/[A-Z]/g': linear(ONE),
  },
  'src/core/kinds/output/tasks.ts': {
    '/^[A-Za-z0-9][A-Za-z0-9_.-]*$/': linear(ANCH),
    '/^(?!.*(.).*\\1)[imsu]*$/': trusted(MANIFEST),
    "new RegExp(c.regex, c.flags ?? '')": trusted(COMPILED),
  },
  'src/core/kinds/table/case-id.ts': {
    '/^case[_-]?([0-9]+)$/': linear(ANCH),
    '/^[0-9]+$/': linear(ANCH),
  },
  'src/core/kinds/table/compare.ts': {
    '/^output_[\\s\\S]*\\.csv$/': linear(ANCH_TAIL),
  },
  'src/core/kinds/table/config.ts': {
    '/^\\uFEFF/': linear(ANCH),
    '/^(?:0|[1-9][0-9]*)$/': linear(ANCH),
    '/^(?:true|false|null|-?[0-9][0-9eE.+-]*)/': linear(ANCH),
  },
  'src/core/kinds/table/normalize.ts': {
    "new RegExp(`[,$%]${PY_WS}*`, 'g')": linear(ONE),
    "new RegExp(`${PY_WS}+`, 'g')": linear(ONE),
    '/[\\\\^$.*+?()[\\]{}|/]/g': trusted(MANIFEST),
    "new RegExp(`^${source}`, 'u')": linear(FORMAT),
  },
  'src/core/kinds/table/prepbench-summary.ts': {
    '/[",\\r\\n]/': linear(ONE),
    '/"/g': linear(LIT),
  },
  'src/core/kinds/table/pycompat.ts': {
    'new RegExp(`^${PY_WS}$`)': linear(ANCH),
    '/^\\p{Nd}$/u': linear(ANCH),
    '/^[\\x00-\\x7f]*$/': linear(ANCH),
    '/^[+-]?(?:(?:\\d(?:_?\\d)*)?\\.\\d(?:_?\\d)*|\\d(?:_?\\d)*\\.?)(?:e[+-]?\\d(?:_?\\d)*)?$/i': linear(DISJ),
    '/^([+-]?)(inf|infinity|nan)$/i': linear(ANCH),
    '/_/g': linear(LIT),
    '/[\\p{C}\\p{Z}]/u': linear(ONE),
  },
  'src/core/kinds/trajectory/identify.ts': {
    '/^task_\\d+$/': linear(ANCH),
  },
  'src/core/kinds/trajectory/judge.ts': {
    '/\\s+/g': linear(ONE),
    '/^```(?:json)?\\s*/i': linear(ANCH),
  },
  'src/core/kinds/trajectory/kind.ts': {
    '/\\.ya?ml$/i': trusted(MANIFEST),
    '/[\\\\/]|\\.\\w+$/': trusted(MANIFEST),
  },
  'src/core/kinds/trajectory/psr.ts': {
    'new RegExp(String.raw`^(${NUMBER})\\s*/\\s*(${NUMBER})$`)': linear(DISJ),
    'new RegExp(`^${NUMBER}$`)': linear(DISJ),
    '/^(true|false)$/i': linear(ANCH),
  },
  'src/core/kinds/trajectory/validate-psr.ts': {
    '/^PSR: /': linear(ANCH),
  },
  'src/core/layout/nearest.ts': {
    '/_/g': linear(LIT),
    '/-/g': linear(LIT),
    '/[-_ ]/g': linear(ONE),
  },
  'src/core/manifest/parts.ts': {
    '/^[^:]+\\.py:[A-Za-z_][A-Za-z0-9_]*$/': trusted(MANIFEST),
    '/^[A-Za-z]:/': linear(ANCH),
    '/[\\\\/]/': linear(ONE),
    '/^[A-Za-z0-9][A-Za-z0-9_.-]*$/': linear(ANCH),
    '/^[A-Za-z_][A-Za-z0-9_]*$/': linear(ANCH),
  },
  'src/core/metrics/reliability.ts': {
    '/^\\d+$/': linear(ANCH),
  },
  'src/core/metrics/tau-bench.ts': {
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+/g': linear(ONE),
  },
  'src/core/shard/partition.ts': {
    '/^(\\d+)\\/(\\d+)$/': trusted(INPUT),
  },
  'src/core/site/html.ts': {
    '/[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]/g': linear(ONE),
    '/[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]/g': linear(LIT),
    '/[&<>"\']/g': linear(ONE),
  },
  'src/core/submission/acceptance.ts': {
    '/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/': linear(ANCH),
    '/^\\uFEFF/': linear(ANCH),
    '/\\r?\\n/': linear(LIT),
    '/^\\s*\\/agent-eval[ \\t]+accept(?:[ \\t]+(\\S+))?[ \\t]*$/': linear(DISJ),
    '/[^a-z0-9._-]+/g': linear(ONE),
    '/\\.{2,}/g': linear(ONE),
    '/^<!-- agent-eval:issue-review body_sha256=([0-9a-f]{64}) status=(final|not_final|invalid) findings=(\\d{1,6}) -->$/':
      linear(ANCH),
  },
  'src/core/submission/form.ts': {
    '/\\r\\n?/g': linear(LIT),
    '/^\\uFEFF/': linear(ANCH),
    '/^\\d{1,6}$/': linear(ANCH),
    '/^-?\\d{1,15}$/': linear(ANCH),
    '/^[-*][ \\t]+/': linear(ANCH),
    '/^[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)$/': linear(DISJ),
    '/^`([^`]*)`$/': linear(DISJ),
    '/^!?\\[[^\\]]*\\]\\(\\s*<?([^\\s<>()]+)>?(?:\\s+"[^"]*")?\\s*\\)$/': linear(DISJ),
    '/^<([^\\s<>]+)>$/': linear(DISJ),
    '/^([^\\s<>]+)$/': linear(ANCH),
    '/^https?:\\/\\//i': linear(ANCH),
  },
  'src/core/submission/parse.ts': {
    '/^tag:yaml\\.org,2002:/': linear(ANCH),
    '/^[-+]?\\d*(?:\\.(\\d*))?(?:[eE]([-+]?\\d+))?$/': linear(DISJ),
  },
  'src/core/submission/review.ts': {
    '/^git\\+/': linear(ANCH),
    '/^[a-z][a-z0-9+.-]*:\\/\\//': linear(ANCH),
    '/^[^@/]+@([^:/]+):(?!\\d+\\/)/': linear(DISJ),
    '/^[^@/]+@/': linear(DISJ),
    '/\\.git$/': linear(LIT),
    '/^[0-9a-f]{7,64}$/': linear(ANCH),
  },
  'src/core/report/private.ts': {
    '/^age1[0-9a-z]{50,}$/': trusted('age recipients: an input or the manifest'),
    '/#.*/': trusted('age recipients: an input or the manifest'),
    '/[\\s,]+/': trusted('age recipients: an input or the manifest'),
  },
  'src/core/report/redact.ts': {
    '/[.*+?^${}()|[\\]\\\\]/g': trusted("the catalog's task names and record paths"),
    "new RegExp(alternatives, 'g')": linear(
      "the escaped names of the held-out tasks (the catalog's, a bounded set of literals, whole words when short) tried at each position",
    ),
  },
  'src/core/submission/route-limits.ts': {
    '/\\.\\d{3}Z$/': trusted('our own Date.toISOString()'),
  },
  'src/core/submission/schema.ts': {
    '/^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$/': linear(ANCH),
    '/[\\\\\\u0000]/': linear(ONE),
    '/^[0-9a-fA-F]{64}$/': linear(ANCH),
    '/^[0-9a-fA-F]{7,64}$/': linear(ANCH),
  },
  'src/core/util/byte-size.ts': {
    '/^\\s*([0-9]+)\\s*([kmgt]?)(?:i?b)?\\s*$/i': trusted(INPUT),
  },
  'src/core/util/names.ts': {
    '/[\\\\/]/': linear(ONE),
  },
  'src/core/util/numbers.ts': {
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+/g': linear(ONE),
  },
  'src/core/util/terminal.ts': {
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]/g': linear(ONE),
    '/[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]/g': linear(ONE),
  },
  'src/core/verifier/env.ts': {
    '/KEY|TOKEN|SECRET|PASS|PWD|CREDENTIAL|AUTH|PRIVATE|COOKIE|SESSION|SIGNATURE|WEBHOOK|DATABASE|DSN|CONN_?STR|CONNECTION/i':
      trusted(RUNNER),
    '/^(AWS|AZURE|ARM|GCP|GCLOUD|GOOGLE|INPUT|ACTIONS|GITHUB|RUNNER|NPM_CONFIG|NODE_AUTH)_/i': trusted(RUNNER),
    '/[a-z][a-z0-9+.-]*:\\/\\/[^\\s/?#@]+@/i': trusted(RUNNER),
    '/:\\/\\/[^\\s]*[?&][^=&\\s]*(key|token|secret|sig|signature|password|auth|code)[^=&\\s]*=/i': trusted(RUNNER),
    '/^LC_/i': trusted(RUNNER),
  },
  'src/core/verifier/exec.ts': {
    '/\\{(task|task_file|record_file|suite)\\}/g': trusted(MANIFEST),
  },
  'src/core/views/compare.ts': {
    '/[^A-Za-z0-9 .\\-/+%(),:−]/g': linear(ONE),
    '/\\/\\//g': linear(LIT),
    '/www\\./gi': linear(LIT),
    '/\\bGH-(?=\\d)/gi': linear(LIT),
  },
  'src/core/views/csv.ts': {
    '/^[=+\\-@\\t\\r]|[",\\n\\r]/': linear(LIT),
    '/^[=+\\-@\\t\\r]/': linear(ANCH),
    '/^-?\\d+(\\.\\d+)?$/': linear(DISJ),
    '/[",\\n\\r]/': linear(ONE),
    '/"/g': linear(LIT),
  },
  'src/core/views/escape.ts': {
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]+/g': linear(ONE),
    '/^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/': linear(DISJ),
    '/[\\ud800-\\udbff]/': linear(ONE),
    '/@/g': linear(LIT),
    '/#(?=\\d)/g': linear(LIT),
    '/\\bGH-(?=\\d)/gi': linear(LIT),
    '/\\/\\//g': linear(LIT),
    '/www\\./gi': linear(LIT),
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069&<>\\\\`*_{}[\\]()#+!|~$@]|\\/\\/|www\\.|gh-\\d/i':
      linear(LIT),
    '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069`<>|@]|\\]\\(|!\\[|#\\d|\\/\\/|www\\.|gh-\\d/i':
      linear(LIT),
    '/&/g': linear(LIT),
    '/</g': linear(LIT),
    '/>/g': linear(LIT),
    '/[\\\\`*_{}[\\]()#+!|~$]/g': linear(ONE),
    '/`/g': linear(LIT),
    '/\\]\\(/g': linear(LIT),
    '/!\\[/g': linear(LIT),
    '/(\\\\*)\\|/g': linear(CUT),
    '/www\\.|\\bGH-\\d/i': linear(LIT),
  },
  'src/core/views/trim.ts': {
    '/\\n/g': trusted(OURS),
  },
  'src/github/artifact.ts': {
    '/\\(409\\)|already exists/i': trusted(MESSAGE),
  },
  'src/github/checkout.ts': {
    '/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/': trusted(GIT),
    '/^[A-Za-z0-9_.-]+\\/[A-Za-z0-9_.-]+$/': trusted(GIT),
    '/\\/+$/': trusted(GIT),
    '/\\.git$/': trusted(GIT),
    '/^https?:\\/\\//i': trusted(GIT),
    '/could not read username|authentication failed|returned error: 40[13]/i': trusted(GIT),
    '/repository .* not found|returned error: 404|does not appear to be a git repository/i': trusted(GIT),
    "/couldn't find remote ref|not our ref/i": trusted(GIT),
    '/^GIT_(TRACE|CURL_VERBOSE|CONFIG_|ASKPASS)/': trusted(GIT),
    '/^INPUT_/': trusted(GIT),
    "/couldn't find remote ref/i": trusted(GIT),
    '/not our ref/i': trusted(GIT),
    '/authentication failed/i': trusted(GIT),
    '/could not read (username|password)/i': trusted(GIT),
    '/repository .* not found/i': trusted(GIT),
    '/does not appear to be a git repository/i': trusted(GIT),
    '/returned error: 40[0134]/i': trusted(GIT),
    '/invalid refspec/i': trusted(GIT),
    '/not a valid (object|ref)/i': trusted(GIT),
    "/unsupported protocol|transport '.*' not allowed/i": trusted(GIT),
    '/(\\d+)\\.(\\d+)/': trusted(GIT),
  },
  'src/github/comment.ts': {
    '/^\\r?\\n/': linear(ANCH),
  },
  'src/github/context.ts': {
    '/\\/+$/': trusted(RUNNER),
  },
  'src/github/issue-info.ts': {
    '/^[0-9a-f]{64}$/': linear(ANCH),
    '/^[A-Za-z0-9_.-]+\\/[A-Za-z0-9_.-]+$/': linear(DISJ),
  },
  'src/github/octokit.ts': {
    '/^\\s*(?:query\\b|\\{)/': trusted('our own GraphQL query text'),
    '/rate limit/i': trusted(MESSAGE),
  },
  'src/github/publish-facts.ts': {
    '/^[0-9a-f]{40,64}$/': linear(ANCH),
  },
  'src/github/pull-request-info.ts': {
    '/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/': linear(ANCH),
    '/^[A-Za-z0-9_.-]+\\/[A-Za-z0-9_.-]+$/': linear(DISJ),
  },
  'src/github/zip.ts': {
    '/end of central directory record signature not found/i': trusted(MESSAGE),
  },
  'src/cli/init.ts': {
    '/^([A-Za-z0-9][A-Za-z0-9-]{0,38})\\/([A-Za-z0-9._-]{1,100})@([0-9a-f]{40})$/': trusted(
      'the --uses option and our own workflow callers',
    ),
    '/org\\/agent-eval(\\/[^@\\s]*)?@0{40}(\\s*#\\s*v1)?/g': trusted('the --uses option and our own workflow callers'),
    '/^\\s*#/': trusted('the --uses option and our own workflow callers'),
    '/placeholder|40 zeros/': trusted('the --uses option and our own workflow callers'),
    '/^\\s*# - /': trusted('the --uses option and our own workflow callers'),
    '/^\\s*#\\s*$/': trusted('the --uses option and our own workflow callers'),
    '/^(\\s*)/': trusted('the --uses option and our own workflow callers'),
    '/^\\s*#\\s*(-\\s|$)/': trusted('the --uses option and our own workflow callers'),
  },
  'src/core/init.ts': {
    '/\\.ya?ml$/i': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/(_success_criteria|verif[a-z]*)\\.py$/i': trusted(
      "the benchmark repository's own files (init runs on the maintainer's checkout)",
    ),
    '/^case_/': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/sys\\.stdin/': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/json\\.dumps?\\(/': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/argparse/': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/[^A-Za-z0-9_.-]/g': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
    '/^[^A-Za-z0-9]+/': trusted("the benchmark repository's own files (init runs on the maintainer's checkout)"),
  },
  'src/core/kinds/table/gt-check.ts': {
    '/.\\.csv$/i': trusted("the benchmark's ground-truth CSVs and their config.json"),
    '/^(\\d{1,4})-(\\d{2})-(\\d{2})$/': trusted("the benchmark's ground-truth CSVs and their config.json"),
    '/^(\\d{1,4})-(\\d{2})-(\\d{2}) \\d{2}:\\d{2}:\\d{2}$/': trusted(
      "the benchmark's ground-truth CSVs and their config.json",
    ),
  },
  'src/core/manifest/setup.ts': {
    '/^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\\s*(\\[[^\\]]*\\])?\\s*((?:[<>=!~]=?|===)\\s*[^;\\s]+(?:\\s*,\\s*(?:[<>=!~]=?|===)\\s*[^;\\s,]+)*)?\\s*(;.*)?$/':
      trusted("the manifest's setup.python list"),
  },
  'src/core/setup/python.ts': {
    '/\\s+--hash=\\S+/g': trusted(
      "the benchmark's requirements file, and pip/importlib output of the verifiers' Python",
    ),
    '/\\s*@\\s*\\S+.*$/': trusted(
      "the benchmark's requirements file, and pip/importlib output of the verifiers' Python",
    ),
    '/^===?\\s*([^,\\s]+)$/': trusted(
      "the benchmark's requirements file, and pip/importlib output of the verifiers' Python",
    ),
    '/\\\\\\r?\\n/g': trusted("the benchmark's requirements file, and pip/importlib output of the verifiers' Python"),
    '/\\r?\\n/': trusted("the benchmark's requirements file, and pip/importlib output of the verifiers' Python"),
    '/(^|\\s)#.*$/': trusted("the benchmark's requirements file, and pip/importlib output of the verifiers' Python"),
  },
  'src/core/verifier/hints.ts': {
    '/^verifier printed \\d+ lines on stdout/': linear(ANCH),
  },
  'src/core/verifier/process.ts': {
    '/^python(3(\\.\\d+)?)?$/': trusted(MANIFEST),
  },
};
