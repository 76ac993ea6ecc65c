export const id = 833;
export const ids = [833];
export const modules = {

/***/ 214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gc: () => (/* binding */ renderMarkdown),
  eb: () => (/* binding */ renderReliabilityMarkdown)
});

// UNUSED EXPORTS: ATTENTION_HEADING

// EXTERNAL MODULE: ./src/core/views/escape.ts
var views_escape = __webpack_require__(4091);
// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/views/format.ts
var format = __webpack_require__(8247);
// EXTERNAL MODULE: ./src/core/views/overview.ts
var overview = __webpack_require__(495);
// EXTERNAL MODULE: ./src/core/views/provenance.ts
var provenance = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/core/views/submission.ts
var submission = __webpack_require__(1404);
// EXTERNAL MODULE: ./src/core/views/attention.ts
var attention = __webpack_require__(5948);
;// CONCATENATED MODULE: ./src/core/views/splits.ts


const splits_status = (valid, final) => (!valid ? '❌ invalid' : final ? '✅ final' : '⚠️ not final');
/** The sentence that says a suite's own figures are not headline figures (`publish: false`). */
const UNPUBLISHED = 'The benchmark marks this suite `publish: false`: its figures over all its tasks are not headline figures; its splits\u2019 are.';
function splitsMarkdown(suite) {
    const splits = suite.splits ?? [];
    if (splits.length === 0)
        return [];
    const names = [...new Set(splits.flatMap((s) => s.trials.flatMap((t) => (0,format/* headlineNames */.re)(t.metrics))))];
    const first = splits.flatMap((s) => s.trials)[0];
    const out = [`#### Splits of ${(0,views_escape/* code */.aY)(suite.name)}`, ''];
    out.push(`| Split | Trial | Status | Coverage | ${names.map((n) => (0,format/* metricTitle */.Vu)(n, first?.metrics[n])).join(' | ')} |`, `|${' --- |'.repeat(4 + names.length)}`);
    for (const s of splits) {
        if (s.trials.length === 0)
            out.push(`| ${(0,views_escape/* code */.aY)(s.name)} | — | ${splits_status(s.valid, s.final)} | 0/${s.tasks} |${' — |'.repeat(names.length)}`);
        for (const t of s.trials) {
            out.push(`| ${(0,views_escape/* code */.aY)(s.name)} | ${(0,views_escape/* escapeName */.L$)(t.name, 100)} | ${splits_status(t.valid, t.final)} | ${t.coverage.scored}/${t.coverage.expected} | ${names.map((n) => (0,format/* metricCell */.nT)(t.metrics, n)).join(' | ')} |`);
        }
    }
    out.push('');
    const rel = splits.filter((s) => s.reliability.n_trials > 0);
    if (rel.length > 0) {
        out.push('| Split | Tasks | Reliability | pass^k % (k = 1, 2, …) | pass@k % (k = 1, 2, …) | Tasks that flip |', '| --- | --- | --- | --- | --- | --- |');
        for (const s of rel) {
            const r = s.reliability;
            out.push(`| ${(0,views_escape/* code */.aY)(s.name)} | ${r.tasks}/${r.expected_tasks} × ${r.n_trials} trial(s) | ${r.final ? '✅ final' : '⚠️ not final'} | ${series(r, r.pass_hat_k)} | ${series(r, r.pass_at_k)} | ${r.flips.count} |`);
        }
        out.push('');
    }
    return out;
}
/** The figures for k = 1..n, at most 10 of them (scores.json has every k). */
function series(r, by) {
    if (r.tasks === 0)
        return '—';
    const ks = Array.from({ length: Math.min(r.n_trials, 10) }, (_, i) => i + 1);
    return ks.map((k) => (0,format/* formatNumber */.ZV)(100 * by[k])).join(' / ') + (r.n_trials > ks.length ? ' …' : '');
}

// EXTERNAL MODULE: ./src/core/report/splits.ts
var splits = __webpack_require__(8421);
;// CONCATENATED MODULE: ./src/core/views/markdown.ts









const STATUS = {
    final: '✅ FINAL',
    not_final: '⚠️ NOT FINAL',
    invalid: '❌ INVALID',
};
// Non-breaking spaces: the status cell stays on one line in the narrow overview table.
const SUITE_STATUS = {
    final: '✅&nbsp;final',
    not_final: '⚠️&nbsp;not&nbsp;final',
    invalid: '❌&nbsp;invalid',
};
const LIST_LIMIT = 50;
/** The heading of the section of what needs action (the browser test finds it by this text). */
const ATTENTION_HEADING = 'Needs attention';
function renderMarkdown(report) {
    const out = [];
    out.push(`## agent-eval: ${(0,views_escape/* escapeMarkdown */.FV)(report.benchmark.name)} — ${STATUS[report.status]}`, '');
    out.push((0,format/* statusExplanation */.gO)(report), '');
    out.push(...overviewTable(report));
    out.push(...attentionSection(report));
    out.push(...provenanceDetails(report));
    for (const suite of report.suites)
        out.push(...suiteDetails(suite));
    out.push(...methodsDetails(report));
    for (const suite of report.suites)
        out.push(...verdictDetails(suite));
    return `${out.join('\n').trimEnd()}\n`;
}
/** One row per suite: its status, the mean over trials of its primary headline metric with an interval, its coverage, and its failed tasks and errors. */
function overviewTable(report) {
    if (report.suites.length === 0)
        return [];
    const out = [
        '| Suite | Status | Headline (mean over trials) | Interval | Trials | Coverage | Failed | Errors |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    // Each split of a suite is a row of its own, `suite/split` (docs/splits.md); a `publish: false` suite's figures are
    // not headline ones.
    for (const suite of (0,splits/* suitesAndSplits */.y8)(report)) {
        const o = (0,overview/* suiteOverview */.M)(suite);
        const title = o.metric ? (0,format/* metricTitle */.Vu)(o.metric, suite.trials[0].metrics[o.metric]) : '';
        const figure = o.metric === null
            ? '—'
            : o.value !== null
                ? `${title} **${(0,format/* formatNumber */.ZV)(o.value)}**`
                : o.observed !== null
                    ? `${title} — (observed ${(0,format/* formatNumber */.ZV)(o.observed)})`
                    : `${title} —`;
        const value = suite.publish === false && o.metric !== null
            ? `${title} ${(0,format/* formatNumber */.ZV)(o.value ?? o.observed)}: not a headline figure (\`publish: false\`)`
            : figure;
        const interval = !o.interval || suite.publish === false
            ? '—'
            : o.interval.kind === 'wilson'
                ? `${(0,format/* formatNumber */.ZV)(o.interval.low)} – ${(0,format/* formatNumber */.ZV)(o.interval.high)} (95% Wilson)`
                : `± ${(0,format/* formatNumber */.ZV)(o.interval.stderr)} (s.e.)`;
        const trials = o.expectedTrials !== null && o.expectedTrials !== o.trials
            ? `${o.trials} of ${o.expectedTrials}`
            : String(o.trials);
        const count = (n, mark) => (n > 0 ? `${mark}&nbsp;${n}` : '0');
        out.push(`| ${(0,views_escape/* code */.aY)(suite.name)} (${(0,views_escape/* escapeName */.L$)(suite.kind)}) | ${SUITE_STATUS[o.status]} | ${value} | ${interval} | ${trials} | ${o.scored}/${o.expected} | ${count(o.failed, '✖️')} | ${count(o.errored, '❌')} |`);
    }
    out.push('');
    return out;
}
/**
 * What needs action, each item led by ❌ (an error) or ⚠️ (a warning): the report's own errors,
 * an uncommitted benchmark checkout, then one item per cause (views/attention.ts): submission
 * findings, entries of the run nothing reads, the suites' notes and errors, missing tasks; each
 * cause with the places it applies to, the human sentence first and its code after; then
 * entries hashing leaves out and pending tasks.
 */
function attentionSection(report) {
    const items = [];
    const errors = report.errors ?? [];
    if (errors.length > 0) {
        items.push(`- ❌ **This report could not be written whole: ${errors.length} part(s) were replaced or left out, and the report is invalid:**`, ...errors.map((e) => `  - ${(0,views_escape/* escapeMarkdown */.FV)(e.message)}`));
    }
    const { dirty } = (0,provenance/* provenance */.a)(report.benchmark, (p) => (0,views_escape/* code */.aY)(p));
    if (dirty)
        items.push(`- ⚠️ **Uncommitted benchmark changes:** ${dirty}`);
    const problems = [
        ...(0,attention/* submissionFindings */.JT)(report),
        ...(0,attention/* ignoredProblems */.$t)(report.ignored, 'Run, entries not read'),
        ...report.suites.flatMap(attention/* suiteFindings */.VG),
    ];
    const groups = (0,attention/* groupProblems */.Uh)(problems);
    items.push(...groups.slice(0, LIST_LIMIT).map(groupItem));
    if (groups.length > LIST_LIMIT)
        items.push(`- … and ${groups.length - LIST_LIMIT} more in scores.json`);
    if (report.submission.review?.findings.some((f) => f.severity === 'error')) {
        items.push('- ❌ **A submission error makes the report invalid:** the checksums of submission.yml must match the run, and the file must be usable (see docs/submission.md).');
    }
    items.push(...notHashedItems(report.not_hashed));
    for (const suite of report.suites)
        for (const t of suite.trials)
            items.push(...pendingItems(suite, t));
    if (items.length === 0)
        return [`Nothing needs attention: no errors, warnings, missing or pending tasks.`, ''];
    return [`### ${ATTENTION_HEADING}`, '', ...items, ''];
}
/** One cause: the sentence, its code after it, and where it applies (at most PLACES_SHOWN places, then how many more). */
function groupItem(g) {
    const icon = g.severity === 'error' ? '❌' : '⚠️';
    const raw = g.code ? ` (${(0,views_escape/* code */.aY)(g.code)})` : '';
    const comma = g.scope.indexOf(',');
    const scope = g.scope.startsWith('Suite ')
        ? `Suite ${(0,views_escape/* code */.aY)(g.scope.slice(6, comma >= 0 ? comma : undefined))}${comma >= 0 ? (0,views_escape/* escapeMarkdown */.FV)(g.scope.slice(comma)) : ''}`
        : (0,views_escape/* escapeMarkdown */.FV)(g.scope);
    if (g.places.length <= 1) {
        const where = g.places.length === 1 ? `${place(g.places[0])}: ` : '';
        return `- ${icon} **${scope}:** ${where}${(0,views_escape/* escapeMarkdown */.FV)(g.whole ?? g.cause, 600)}${raw}`;
    }
    const { shown, more } = (0,attention/* shownPlaces */.GF)(g.places);
    return `- ${icon} **${scope}:** ${(0,views_escape/* escapeMarkdown */.FV)(g.cause, 600)}${raw} — ${g.places.length} places: ${shown.map(place).join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}
/** A path as code; a trial and a task (`trial-1 task_04`) as the trial's name and the task as code. */
function place(p) {
    const space = p.lastIndexOf(' ');
    return space < 0 ? (0,views_escape/* code */.aY)(p.slice(0, 200)) : `${(0,views_escape/* escapeMarkdown */.FV)(p.slice(0, space), 100)} ${(0,views_escape/* code */.aY)(p.slice(space + 1, space + 201))}`;
}
/** Entries of the run whose content hashing leaves out, each with its size and the bound (docs/sharding.md). */
function notHashedItems(n) {
    if (!n)
        return [];
    const more = (0,format/* notHashedMore */.mt)(n);
    const items = n.entries.slice(0, format/* NOT_HASHED_SHOWN */.iy).map((e) => `  - ${(0,views_escape/* escapeMarkdown */.FV)((0,format/* describeNotHashed */.SK)(e), 400)}`);
    return [`- ⚠️ **${(0,format/* notHashedHeading */.VZ)(n)}:**`, ...items, ...(more ? [`  - ${more}`] : [])];
}
/** Where the figures come from (benchmark, commit, manifest, tool; the submission and its metadata) and the submission checks. */
function provenanceDetails(report) {
    const lines = [
        `${(0,provenance/* provenance */.a)(report.benchmark, (p) => (0,views_escape/* code */.aY)(p)).benchmark}; ${(0,views_escape/* escapeName */.L$)(report.tool.name)} ${(0,views_escape/* escapeName */.L$)(report.tool.version)}.`,
    ];
    const meta = report.submission.metadata;
    const described = meta
        ? Object.entries(meta)
            .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
            .slice(0, 8)
            .map(([k, v]) => `${(0,views_escape/* escapeMarkdown */.FV)(k, 40)}: ${(0,views_escape/* escapeMarkdown */.FV)(String(v), 100)}`)
            .join(', ')
        : '';
    lines.push(`Submission ${(0,views_escape/* escapeMarkdown */.FV)(report.submission.path, 200)}${described ? ` (${described})` : ''}.`);
    const checks = (0,submission/* renderSubmissionDetails */.f)(report);
    return [
        `<details><summary>Provenance${checks.summary ? ` and submission checks: ${checks.summary}` : ''}</summary>`,
        '',
        lines.join('  \n'),
        '',
        ...checks.lines,
        '</details>',
        '',
    ];
}
/** A suite's trials with every headline metric, what its records claimed, and its reliability figures and chart. */
function suiteDetails(suite) {
    if (suite.trials.length === 0)
        return [];
    const names = [...new Set(suite.trials.flatMap((t) => (0,format/* headlineNames */.re)(t.metrics)))];
    const r = suite.reliability;
    const parts = [
        'trials',
        ...(suite.splits?.length ? ['splits'] : []),
        ...(r && r.n_trials > 0 ? ['reliability'] : []),
        ...(r && charted(r) ? ['chart'] : []),
    ];
    const out = [
        `<details><summary>Suite ${(0,views_escape/* escapeMarkdown */.FV)(suite.name, 100)} (${(0,views_escape/* escapeMarkdown */.FV)(suite.kind, 40)}): ${parts.join(', ')}</summary>`,
        '',
    ];
    out.push(`| Trial | Status | Coverage | ${names.map((n) => (0,format/* metricTitle */.Vu)(n, suite.trials[0].metrics[n])).join(' | ')} |`);
    out.push(`|${' --- |'.repeat(3 + names.length)}`);
    for (const t of suite.trials) {
        const cov = `${t.coverage.scored}/${t.coverage.expected}`;
        out.push(`| ${(0,views_escape/* escapeMarkdown */.FV)(t.name, 100)} | ${trialStatus(t)} | ${cov} | ${names.map((n) => (0,format/* metricCell */.nT)(t.metrics, n)).join(' | ')} |`);
    }
    out.push('');
    if (suite.publish === false)
        out.push(UNPUBLISHED, '');
    out.push(...splitsMarkdown(suite));
    for (const t of suite.trials) {
        const claimed = t.verdicts.filter((v) => v.status === 'failure' && v.details.claimed_success === true).length;
        if (claimed > 0)
            out.push(`- ${(0,views_escape/* escapeMarkdown */.FV)(t.name, 100)}: ${claimed} record(s) claimed success that the verifier did not confirm (self-reports are never trusted).`);
    }
    if (suite.trials.some((t) => t.verdicts.some((v) => v.status === 'failure' && v.details.claimed_success === true)))
        out.push('');
    if (r && r.n_trials > 0)
        out.push(...renderReliabilityMarkdown(r, `Reliability across ${r.n_trials} trial(s)`, {
            methods: false,
            flipsCollapsed: false,
        }));
    out.push('</details>', '');
    return out;
}
function trialStatus(t) {
    return !t.valid ? '❌ invalid' : t.final ? '✅ final' : '⚠️ not final';
}
/** A trial's pending tasks and withheld metrics, as items of the attention list. */
function pendingItems(suite, t) {
    const name = `${(0,views_escape/* code */.aY)(suite.name)} ${(0,views_escape/* escapeMarkdown */.FV)(t.name, 100)}`;
    const out = [];
    if (t.pending.length > 0)
        out.push(`- ⚠️ **${name}: ${t.pending.length} pending:** ${limited(t.pending.map((p) => `${(0,views_escape/* code */.aY)(p.task)} (${(0,views_escape/* escapeMarkdown */.FV)(p.what, 200)})`))}`);
    for (const w of (0,format/* withheldMetrics */.TC)(t.metrics)) {
        const more = w.more > 0 ? `; … and ${w.more} more in scores.json` : '';
        out.push(`- ⚠️ **${name}: ${(0,format/* metricTitle */.Vu)(w.name, w.metric)} withheld:** ${w.reasons.map((r) => (0,views_escape/* escapeMarkdown */.FV)(r, 400)).join('; ')}${more}`);
    }
    return out;
}
function limited(items) {
    const shown = items.slice(0, LIST_LIMIT).join(', ');
    return items.length > LIST_LIMIT ? `${shown}, … and ${items.length - LIST_LIMIT} more` : shown;
}
/**
 * Each methodology note once: the headline and its interval, pass^k and pass@k (when a suite
 * has reliability figures), and the kinds' own notes, a note that several suites share listed
 * once with their names.
 */
function methodsDetails(report) {
    if (report.suites.every((s) => s.trials.length === 0))
        return [];
    const out = ['<details><summary>Methods</summary>', ''];
    out.push("- Headline: the mean over trials of the suite's primary headline metric, as the leaderboard ranks it. Its interval, where the metric is the success rate: " +
        'for one trial the 95% Wilson score interval, for more the standard error of the mean over trials (sample standard deviation of the per-trial rates / √n).');
    if (report.suites.some((s) => s.reliability && s.reliability.tasks > 0))
        out.push(`- ${PASS_K_NOTE}`);
    const notes = new Map();
    for (const suite of report.suites) {
        for (const note of (0,registry/* findKind */.oH)(suite.kind)?.methodNotes?.(suite) ?? [])
            notes.set(note, [...(notes.get(note) ?? []), suite.name]);
    }
    for (const [note, suites] of notes)
        out.push(`- ${suites.map((s) => (0,views_escape/* code */.aY)(s)).join(', ')}: ${note}`);
    out.push('', '</details>', '');
    return out;
}
/** A suite's per-task verdicts, one table per trial; the details a kind hides (they only repeat the message) stay in scores.json and summary.csv. */
function verdictDetails(suite) {
    const trials = suite.trials.filter((t) => t.verdicts.length > 0);
    if (trials.length === 0)
        return [];
    const hidden = new Set((0,registry/* findKind */.oH)(suite.kind)?.hiddenDetails ?? []);
    const out = [
        `<details><summary>Per-task verdicts: suite ${(0,views_escape/* escapeMarkdown */.FV)(suite.name, 100)}, ${trials.length} trial(s)</summary>`,
        '',
    ];
    for (const t of trials)
        out.push(...trialVerdicts(t, hidden, trials.length > 1));
    out.push('</details>', '');
    return out;
}
function trialVerdicts(t, hidden, titled) {
    const detailNames = [...(0,format/* detailNamesOf */.tA)(t.verdicts)].filter((n) => !hidden.has(n));
    const out = titled ? [`**${(0,views_escape/* escapeMarkdown */.FV)(t.name, 100)}**`, ''] : [];
    out.push(`| Task | Verdict | Message | ${detailNames.map((n) => (0,views_escape/* escapeName */.L$)(n, 64)).join(' | ')} |`, `|${' --- |'.repeat(3 + detailNames.length)}`);
    // Failures and errors first (docs/action.md): what a reader looks for; the order within each is the report's.
    const rank = { failure: 0, error: 1, success: 2 };
    const ordered = t.verdicts.map((v, i) => ({ v, i })).sort((a, b) => rank[a.v.status] - rank[b.v.status] || a.i - b.i);
    for (const { v } of ordered) {
        const verdict = v.status === 'success' ? '✅ success' : v.status === 'failure' ? '✖️ failure' : '❌ error';
        const text = v.status === 'error' ? (v.error ?? '') : (v.message ?? '');
        const cells = detailNames.map((n) => {
            const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
            return typeof x === 'number'
                ? (0,format/* formatNumber */.ZV)(x, Number.isInteger(x) ? 0 : 4)
                : x === null || x === undefined
                    ? '—'
                    : (0,views_escape/* escapeMarkdown */.FV)(String(x), 100);
        });
        out.push(`| ${(0,views_escape/* code */.aY)(v.task)} | ${verdict} | ${(0,views_escape/* escapeMarkdown */.FV)(text, 300)} | ${cells.join(' | ')} |`);
    }
    out.push('');
    return out;
}
const PASS_K_NOTE = 'pass^k: the chance that k of the n trials, drawn at random, all succeed on a task; pass@k: that at least one does. ' +
    'Unbiased per-task estimators C(c,k)/C(n,k) and 1 − C(n−c,k)/C(n,k) for c successes, averaged over tasks.';
/**
 * Reliability across a set of trials (a suite's, or `agent-eval reliability --format
 * markdown`'s; `title` is markdown): pass^k and pass@k by k (a table and a Mermaid chart GitHub
 * renders, its two lines told apart by colour and named in the line under it), each trial's
 * success rate with its 95% Wilson interval, the mean and its standard error, and the tasks that
 * flip between trials.
 */
function renderReliabilityMarkdown(r, title = `Reliability across ${r.n_trials} trial(s)`, options = {}) {
    const status = r.final ? '✅ final' : `⚠️ NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
    const out = [`#### ${title} — ${status}`, ''];
    for (const note of r.notes)
        out.push(`- ${(0,views_escape/* escapeMarkdown */.FV)(note)}`);
    if (r.incomplete_tasks.length > 0) {
        out.push(`- Left out: ${limited(r.incomplete_tasks.map((t) => `${(0,views_escape/* code */.aY)(t.task)} (${t.valid_trials} of ${r.n_trials})`))}`);
    }
    if (r.notes.length + r.incomplete_tasks.length > 0)
        out.push('');
    if (r.tasks === 0)
        return out;
    const ks = shownKs(r.n_trials);
    out.push(`${r.tasks} task(s) × ${r.n_trials} trial(s); outcomes: ${(0,views_escape/* escapeMarkdown */.FV)(r.source)}.${options.methods === false ? '' : ` ${PASS_K_NOTE}`}`, '');
    out.push('| k | pass^k % | pass@k % |', '| --- | --- | --- |');
    for (const k of ks)
        out.push(`| ${k} | ${percent(r.pass_hat_k[k])} | ${percent(r.pass_at_k[k])} |`);
    if (ks.length < r.n_trials)
        out.push('', `Selected k; every k from 1 to ${r.n_trials} is in scores.json.`);
    out.push('');
    if (charted(r))
        out.push(...passChart(ks, r), '');
    out.push('| Trial | Successes | SR % | 95% Wilson interval % |', '| --- | --- | --- | --- |');
    for (const t of r.trials) {
        const interval = t.wilson_95 ? `${percent(t.wilson_95.low)} – ${percent(t.wilson_95.high)}` : '—';
        out.push(`| ${(0,views_escape/* escapeMarkdown */.FV)(t.name, 100)} | ${t.successes}/${t.tasks} | ${percent(t.success_rate)} | ${interval} |`);
    }
    out.push('');
    const se = r.success_rate_stderr === null
        ? 'no standard error with one trial'
        : `standard error ${percent(r.success_rate_stderr)} points`;
    out.push(`Mean SR across trials: ${percent(r.mean_success_rate)}% (${se}).`, '');
    if (r.flips.count === 0) {
        out.push(`No task flips between trials: each of the ${r.tasks} task(s) has the same verdict in every trial.`, '');
        return out;
    }
    const names = r.trials.map((t) => (0,views_escape/* escapeMarkdown */.FV)(t.name, 40)).join(', ');
    const collapsed = options.flipsCollapsed !== false;
    out.push(collapsed
        ? `<details><summary>${r.flips.count} task(s) flip between trials</summary>`
        : `${r.flips.count} task(s) flip between trials:`, '');
    out.push(`| Task | Successes | Outcomes (${names}) |`, '| --- | --- | --- |');
    for (const f of r.flips.tasks.slice(0, FLIP_LIMIT)) {
        out.push(`| ${(0,views_escape/* code */.aY)(f.task)} | ${f.successes}/${r.n_trials} | ${f.outcomes.map((o) => (o ? '✓' : '✗')).join(' ')} |`);
    }
    if (r.flips.count > FLIP_LIMIT)
        out.push('', `… and ${r.flips.count - FLIP_LIMIT} more in scores.json.`);
    out.push('');
    if (collapsed)
        out.push('</details>', '');
    return out;
}
/** Whether the figures are charted: two trials or more, and a number for every k shown (a report from an artifact may lack some k, and '—' is no Mermaid value). */
function charted(r) {
    return (r.n_trials >= 2 &&
        r.tasks > 0 &&
        shownKs(r.n_trials).every((k) => typeof r.pass_at_k[k] === 'number' && typeof r.pass_hat_k[k] === 'number'));
}
/**
 * The pass@k and pass^k lines as a Mermaid xychart (`xychart-beta`, which GitHub renders; no
 * feature newer than Mermaid 10.5, where it came): the two series in fixed colours (the
 * theme's palette made one of them faint), named in the title and in a line under the chart
 * (xychart has no legend), and a height that suits a few points.
 */
function passChart(ks, r) {
    const config = {
        xyChart: { width: 600, height: 260 },
        themeVariables: { xyChart: { plotColorPalette: `${CHART_COLOURS.passAt.css}, ${CHART_COLOURS.passHat.css}` } },
    };
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify(config)}}%%`,
        'xychart-beta',
        `  title "pass@k (${CHART_COLOURS.passAt.name}) and pass^k (${CHART_COLOURS.passHat.name}), % by k"`,
        `  x-axis "k (trials drawn)" [${ks.map((k) => `"${k}"`).join(', ')}]`,
        '  y-axis "%" 0 --> 100',
        `  line [${ks.map((k) => percent(r.pass_at_k[k])).join(', ')}]`,
        `  line [${ks.map((k) => percent(r.pass_hat_k[k])).join(', ')}]`,
        '```',
        '',
        `Chart: the ${CHART_COLOURS.passAt.name} line (upper) is pass@k, at least one of k trials succeeds; the ${CHART_COLOURS.passHat.name} line (lower) is pass^k, all k succeed.`,
    ];
}
/** Named CSS colours (no `#`: a `#` and a digit read as an issue reference to a check of the view), distinct for colour-blind readers too. */
const CHART_COLOURS = {
    passAt: { css: 'royalblue', name: 'blue' },
    passHat: { css: 'darkorange', name: 'orange' },
};
const FLIP_LIMIT = 200;
/** Every k up to 20 trials; beyond, 1..10, every ⌈n/10⌉-th k and n. */
function shownKs(n) {
    if (n <= 20)
        return Array.from({ length: n }, (_, i) => i + 1);
    const step = Math.ceil(n / 10);
    const ks = new Set();
    for (let k = 1; k <= 10; k++)
        ks.add(k);
    for (let k = step; k < n; k += step)
        ks.add(k);
    ks.add(n);
    return [...ks].sort((a, b) => a - b);
}
function percent(fraction) {
    return typeof fraction === 'number' ? (0,format/* formatNumber */.ZV)(100 * fraction) : '—';
}


/***/ })

};
