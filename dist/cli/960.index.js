export const id = 960;
export const ids = [960,405];
export const modules = {

/***/ 1960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  siteCommand: () => (/* binding */ siteCommand),
  siteOf: () => (/* binding */ siteOf)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/rescore/leaderboard.ts
var leaderboard = __webpack_require__(3302);
// EXTERNAL MODULE: ./src/core/rescore/drift.ts
var rescore_drift = __webpack_require__(9346);
// EXTERNAL MODULE: ./src/core/site/history.ts
var site_history = __webpack_require__(8743);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/site/html.ts
/**
 * The HTML of the site (docs/site.md): one escape function for every text, one page shell with
 * a strict Content-Security-Policy, and one stylesheet allowed by its hash. Every string from a
 * leaderboard or a report may be hostile (submission, suite, trial, task names, metadata,
 * messages): it reaches a page only through `esc` (text and attribute values alike).
 */

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** C0/C1 controls (tab and newline kept), line/paragraph separators, bidirectional overrides. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Text made inert in HTML text and in a double- or single-quoted attribute value. */
function esc(text, maxLength = 2000) {
    let t = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
    t = t.replace(LONE_SURROGATE, '\ufffd').replace(CONTROLS, '\ufffd');
    return t.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** Trusted markup (built here from escaped parts); a plain string is text and gets escaped. */
class Html {
    markup;
    constructor(markup) {
        this.markup = markup;
    }
    toString() {
        return this.markup;
    }
}
/** A template tag: interpolated strings and numbers are escaped, Html is kept, arrays joined. */
function html(strings, ...parts) {
    let out = strings[0];
    for (let i = 0; i < parts.length; i++)
        out += flatten(parts[i]) + strings[i + 1];
    return new Html(out);
}
function flatten(p) {
    if (p === null || p === undefined || p === false)
        return '';
    if (p instanceof Html)
        return p.markup;
    if (Array.isArray(p))
        return p.map(flatten).join('');
    return esc(String(p));
}
/** A relative link path of file-name parts, each percent-encoded (a name is one file name). */
function href(...parts) {
    return parts.map((p) => (p === '..' || p === '.' ? p : encodeURIComponent(p))).join('/');
}
const STYLE = `
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1b1f24;background:#fff;line-height:1.4}
main{max-width:70rem}
table{border-collapse:collapse;margin:.5rem 0 1rem}
th,td{border:1px solid #9aa4ad;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f4}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.tie{font-weight:normal;color:#4a5560}
.muted{color:#4a5560}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:.75rem;border:1px solid #d0d7de}
code{word-break:break-all}
svg{max-width:100%;height:auto}
a{color:#0550ae}
`.trim();
/** 'sha256-…' of the stylesheet: the CSP allows exactly it, no other style. */
const STYLE_HASH = `sha256-${(0,external_node_crypto_.createHash)('sha256').update(STYLE).digest('base64')}`;
const CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
/** A whole page: doctype, language, charset, CSP, title, the stylesheet, the body. */
function page(title, body, nav) {
    return `${html `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
${nav ? html `<nav aria-label="site">${nav}</nav>\n` : ''}<main>
${body}
</main>
</body>
</html>`}\n`;
}

// EXTERNAL MODULE: ./src/core/views/provenance.ts
var provenance = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/metrics/reliability.ts
var reliability = __webpack_require__(1709);
;// CONCATENATED MODULE: ./src/core/site/svg.ts
/**
 * The site's charts as inline SVG, drawn here (a few dozen lines; no chart library renders
 * without a browser runtime and within a strict CSP without style attributes): presentation
 * attributes only (no style attribute, no script, no external reference). Labels go through
 * the one escape function. Coordinates are rounded to 0.1 so the bytes are deterministic.
 */

const PALETTE = ['#0550ae', '#bc4c00', '#116329', '#8250df', '#a40e26', '#4d2d00', '#1b7c83', '#6e7781'];
const r1 = (x) => String(Math.round(x * 10) / 10);
/** One horizontal bar per entry (0–100 %), the 95% interval as a whisker across it. */
function scoreChart(title, bars) {
    const labelW = 180;
    const plotW = 400;
    const rowH = 22;
    const top = 24;
    const height = top + rowH * bars.length + 24;
    const x = (v) => labelW + (Math.max(0, Math.min(100, v)) / 100) * plotW;
    const rows = bars.map((b, i) => {
        const y = top + i * rowH;
        const label = b.label.length > 28 ? `${b.label.slice(0, 27)}…` : b.label;
        const whisker = b.interval
            ? html `<line x1="${r1(x(b.interval.low))}" y1="${r1(y + rowH / 2)}" x2="${r1(x(b.interval.high))}" y2="${r1(y + rowH / 2)}" stroke="#1b1f24" stroke-width="2"/><line x1="${r1(x(b.interval.low))}" y1="${r1(y + 5)}" x2="${r1(x(b.interval.low))}" y2="${r1(y + rowH - 5)}" stroke="#1b1f24"/><line x1="${r1(x(b.interval.high))}" y1="${r1(y + 5)}" x2="${r1(x(b.interval.high))}" y2="${r1(y + rowH - 5)}" stroke="#1b1f24"/>`
            : '';
        return html `<g><text x="${labelW - 6}" y="${r1(y + rowH / 2 + 4)}" text-anchor="end" font-size="12">${label}</text><rect x="${labelW}" y="${r1(y + 3)}" width="${r1(x(b.value) - labelW)}" height="${rowH - 6}" fill="#8cb4e8"/>${whisker}<text x="${r1(Math.min(x(b.value), labelW + plotW - 40) + 4)}" y="${r1(y + rowH / 2 + 4)}" font-size="11">${b.value.toFixed(2)}</text></g>`;
    });
    const axis = [0, 25, 50, 75, 100].map((t) => html `<line x1="${r1(x(t))}" y1="${top - 4}" x2="${r1(x(t))}" y2="${r1(top + rowH * bars.length)}" stroke="#d0d7de"/><text x="${r1(x(t))}" y="${r1(top + rowH * bars.length + 16)}" text-anchor="middle" font-size="11">${t}</text>`);
    return html `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${labelW + plotW + 20} ${height}" width="${labelW + plotW + 20}" height="${height}"><title>${title}</title><text x="${labelW}" y="14" font-size="12">${title}</text>${axis}${rows}</svg>`;
}
/** The layout of the two line charts (pass^k/pass@k and history): plot, margins, legend. */
const LINE_CHART = { left: 40, plotW: 360, plotH: 180, top: 24, legendW: 220 };
/** The line styles of the pass chart, named in its legend (the colours name the entries). */
const PASS_STYLES = [
    { label: 'pass^k: all k trials succeed', dashed: false },
    { label: 'pass@k: at least one succeeds', dashed: true },
];
/**
 * pass^k (solid, filled dots) and pass@k (dashed, open dots) over k, one colour per entry; the
 * legend names the entries' colours and the two line styles; every point is marked, so that
 * with three k both lines read even where they meet (k = 1) or run along 100 %.
 */
function passChart(title, series) {
    const ks = [...new Set(series.flatMap((s) => Object.keys(s.passHat).map(Number)))]
        .filter((k) => Number.isInteger(k) && k >= 1)
        .sort((a, b) => a - b);
    if (ks.length < 2)
        return null;
    const kMax = ks.at(-1);
    const { left, plotW, plotH, top, legendW } = LINE_CHART;
    const height = Math.max(top + plotH + 30, top + 18 * (series.length + PASS_STYLES.length) + 10); // (room for the legend's lines)
    const x = (k) => left + ((k - 1) / (kMax - 1)) * plotW;
    const y = (f) => top + (1 - Math.max(0, Math.min(1, f))) * plotH;
    const line = (values, colour, dashed) => {
        const at = ks
            .filter((k) => typeof values[String(k)] === 'number')
            .map((k) => [r1(x(k)), r1(y(values[String(k)]))]);
        if (at.length < 2)
            return '';
        const dots = at.map(([cx, cy]) => html `<circle cx="${cx}" cy="${cy}" r="3" fill="${dashed ? '#ffffff' : colour}" stroke="${colour}" stroke-width="1.5"/>`);
        return html `<polyline points="${at.map(([px, py]) => `${px},${py}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${dashed ? html ` stroke-dasharray="5 3"` : ''}/>${dots}`;
    };
    const grid = [0, 0.5, 1].map((f) => html `<line x1="${left}" y1="${r1(y(f))}" x2="${left + plotW}" y2="${r1(y(f))}" stroke="#d0d7de"/><text x="${left - 4}" y="${r1(y(f) + 4)}" text-anchor="end" font-size="11">${f * 100}</text>`);
    const kTicks = ks.map((k) => html `<text x="${r1(x(k))}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">${k}</text>`);
    const lines = series.map((s, i) => {
        const c = PALETTE[i % PALETTE.length];
        return html `${line(s.passHat, c, false)}${line(s.passAt, c, true)}`;
    });
    const legend = legendOf(series, left + plotW, top);
    const styles = PASS_STYLES.map((st, i) => {
        const ly = top + 18 * (series.length + i) + 6;
        const lx = left + plotW;
        return html `<line x1="${lx + 16}" y1="${ly}" x2="${lx + 36}" y2="${ly}" stroke="#57606a" stroke-width="2"${st.dashed ? html ` stroke-dasharray="5 3"` : ''}/><circle cx="${lx + 26}" cy="${ly}" r="3" fill="${st.dashed ? '#ffffff' : '#57606a'}" stroke="#57606a" stroke-width="1.5"/><text x="${lx + 40}" y="${ly + 4}" font-size="12">${st.label}</text>`;
    });
    return html `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${left + plotW + legendW} ${height}" width="${left + plotW + legendW}" height="${height}"><title>${title}</title><text x="${left}" y="14" font-size="12">${title}</text>${grid}${kTicks}${lines}${legend}${styles}</svg>`;
}
/** A metric (0–100) over runs 1..n, one line per entry (gaps where it was not ranked). */
function historyChart(title, runs, series) {
    if (runs < 2 || series.length === 0)
        return null;
    const { left, plotW, plotH, top, legendW } = LINE_CHART;
    const height = Math.max(top + plotH + 30, top + 18 * series.length + 10); // (room for the legend's lines)
    const x = (i) => left + (i / (runs - 1)) * plotW;
    const y = (v) => top + (1 - Math.max(0, Math.min(100, v)) / 100) * plotH;
    const grid = [0, 50, 100].map((v) => html `<line x1="${left}" y1="${r1(y(v))}" x2="${left + plotW}" y2="${r1(y(v))}" stroke="#d0d7de"/><text x="${left - 4}" y="${r1(y(v) + 4)}" text-anchor="end" font-size="11">${v}</text>`);
    const ticks = [0, runs - 1].map((i) => html `<text x="${r1(x(i))}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">run ${i + 1}</text>`);
    const lines = series.map((s, si) => {
        const c = PALETTE[si % PALETTE.length];
        // Runs of consecutive points, each a polyline (a single point: a dot).
        const segments = [[]];
        s.values.forEach((v, i) => {
            if (v === null)
                segments.push([]);
            else
                segments.at(-1).push(`${r1(x(i))},${r1(y(v))}`);
        });
        return segments
            .filter((seg) => seg.length > 0)
            .map((seg) => seg.length === 1
            ? html `<circle cx="${seg[0].split(',')[0]}" cy="${seg[0].split(',')[1]}" r="3" fill="${c}"/>`
            : html `<polyline points="${seg.join(' ')}" fill="none" stroke="${c}" stroke-width="2"/>`);
    });
    const legend = legendOf(series, left + plotW, top);
    return html `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${left + plotW + legendW} ${height}" width="${left + plotW + legendW}" height="${height}"><title>${title}</title><text x="${left}" y="14" font-size="12">${title}</text>${grid}${ticks}${lines}${legend}</svg>`;
}
/** The series' colours and labels, one line each, right of the plot (x) from its top. */
function legendOf(series, x, top) {
    return series.map((s, i) => {
        const c = PALETTE[i % PALETTE.length];
        const ly = top + 18 * i + 6;
        const label = s.label.length > 28 ? `${s.label.slice(0, 27)}…` : s.label;
        return html `<line x1="${x + 16}" y1="${ly}" x2="${x + 36}" y2="${ly}" stroke="${c}" stroke-width="3"/><text x="${x + 40}" y="${ly + 4}" font-size="12">${label}</text>`;
    });
}

// EXTERNAL MODULE: ./src/core/views/compare.ts
var compare = __webpack_require__(2609);
;// CONCATENATED MODULE: ./src/core/site/leader.ts


const level = (confidence) => `${+(100 * confidence).toFixed(4)}%`;
/** The column's heading, when the suite was compared. */
function leaderHead(suite) {
    const lc = suite.leader_comparison;
    return lc ? [`Δ vs leader, points (${level(lc.confidence)} paired interval)`] : [];
}
/** The cell of ranked entry i; nothing when the suite was not compared. */
function leaderCell(suite, r, i) {
    const lc = suite.leader_comparison;
    if (!lc)
        return '';
    if (i === 0) {
        const n = lc.tied_with_leader.length;
        return html `<td data-leader="true">leader${n > 0 ? html `; <strong>cannot be told apart</strong> from ${n} other entr${n === 1 ? 'y' : 'ies'}` : ''}</td>`;
    }
    const v = r.vs_leader;
    const apart = v?.indistinguishable_from_leader ?? true;
    const mark = apart ? html `; <strong>cannot be told apart</strong>` : '';
    if (!v || v.difference === null)
        return html `<td data-indistinguishable="${String(apart)}">— (not compared)${mark}</td>`;
    const iv = v.interval;
    return html `<td class="n" data-value="${String(v.difference)}"${iv ? html ` data-low="${String(iv.low)}" data-high="${String(iv.high)}"` : ''} data-indistinguishable="${String(apart)}" data-tasks="${String(v.tasks)}">${(0,compare/* signed */.x8)(v.difference)} (${iv ? `${(0,compare/* signed */.x8)(iv.low)} … ${(0,compare/* signed */.x8)(iv.high)}` : 'no interval'})${mark}</td>`;
}
/** The sentence under the ranked table (on a line of its own): a single first place, or who cannot be told apart from the leader. */
function leaderVerdict(suite) {
    const lc = suite.leader_comparison;
    if (!lc || suite.ranked.length < 2)
        return '';
    const method = `Compared with the leader on the same tasks: per task the mean over trials, the difference entry − leader, its mean over tasks with a ${level(lc.confidence)} t interval (${lc.method}); an interval that contains 0, or none, cannot tell the two apart.`;
    const tied = lc.tied_with_leader;
    const shown = tied.slice(0, 20);
    const verdict = tied.length === 0
        ? html `<strong>${lc.leader} is first</strong>: every other ranked entry is below it by an interval that excludes 0.`
        : html `<strong>No single first place</strong>: the leader by value, ${lc.leader}, cannot be told apart from ${shown.join(', ')}${tied.length > shown.length ? ` … (${tied.length} in all)` : ''}.`;
    return html `\n<p class="leader" data-leader="${lc.leader}" data-tied="${String(tied.length)}">${verdict} ${method}</p>`;
}

// EXTERNAL MODULE: ./src/core/util/order.ts
var order = __webpack_require__(3592);
// EXTERNAL MODULE: ./src/core/rescore/markdown.ts + 1 modules
var markdown = __webpack_require__(6417);
// EXTERNAL MODULE: ./src/core/kinds/metrics.ts
var metrics = __webpack_require__(1270);
// EXTERNAL MODULE: ./src/core/rescore/selection.ts
var selection = __webpack_require__(7207);
;// CONCATENATED MODULE: ./src/core/site/pages.ts
/**
 * The pages of the site as views of plain data (docs/site.md): the index (per suite the ranked
 * final entries, then the entries that are not final or invalid, apart and never ranked), one
 * page per submission, and the drift of the last rescore. Everything from the leaderboard or a
 * report goes through `html` (escaped); nothing here reads a file or a clock.
 */










const STATUS = { final: 'final', not_final: 'not final', invalid: 'invalid' };
const OUTCOME = { success: 'success', failure: 'failure', error: 'error', missing: 'missing' };
/** Rows shown at most per drift table (drift.json has all). */
const DRIFT_ROW_LIMIT = 1000;
/** A metric key as the site's compact label: `PSR_percent` → `PSR %` (summary.md shows the metric titles). */
function keyLabel(key) {
    return key.endsWith('_percent') ? `${key.slice(0, -'_percent'.length)} %` : key;
}
/** A number cell: shown to 2 decimals, the exact value in data-value (the tests read both). */
function num(value, decimals = 2) {
    return typeof value === 'number' && Number.isFinite(value)
        ? html `<td class="n" data-value="${String(value)}">${value.toFixed(decimals)}</td>`
        : html `<td class="n">—</td>`;
}
/** The mean over trials of a trial metric; null unless every trial has it. */
function trialMean(row, metric) {
    const values = row.trials.map((t) => t.metrics[metric]);
    if (values.length === 0 || values.some((v) => typeof v !== 'number'))
        return null;
    return (0,common/* roundTo */.GB)(values.reduce((a, b) => a + b, 0) / values.length, 4);
}
/** 95% Wilson interval (in %) of the success rate over every trial's expected tasks, pooled. */
function pooledInterval(row) {
    const successes = row.trials.reduce((n, t) => n + t.outcomes.success.length, 0);
    const total = row.trials.reduce((n, t) => n + t.coverage.expected, 0);
    if (total === 0 || successes > total)
        return null;
    const w = (0,reliability/* wilsonInterval */.YV)(successes, total);
    return w ? { low: (0,common/* roundTo */.GB)(100 * w.low, 4), high: (0,common/* roundTo */.GB)(100 * w.high, 4) } : null;
}
/** The largest k with a pass^k figure (n trials), or null with fewer than 2 trials. */
function largestK(row) {
    const ks = Object.keys(row.reliability?.pass_hat_k ?? {})
        .map(Number)
        .filter(Number.isInteger);
    const k = ks.length ? Math.max(...ks) : 0;
    return k >= 2 ? k : null;
}
function metaText(e, key) {
    const v = e.metadata?.[key];
    if (v === undefined || v === null)
        return null;
    return typeof v === 'string' ? v : JSON.stringify(v);
}
function declaredRevision(report) {
    const r = report?.submission.review?.declared?.benchmark?.revision;
    return typeof r === 'string' ? r : null;
}
function submissionLink(name, fromRoot) {
    return html `<a href="${fromRoot ? href('submissions', name, 'index.html') : href('..', name, 'index.html')}">${name}</a>`;
}
/** A name, commit or path in the provenance sentence: escaped, in <code>. */
const codeHtml = (text) => html `<code>${text}</code>`.markup;
function pages_provenance(lb) {
    const { benchmark } = (0,provenance/* provenance */.a)(lb.benchmark, codeHtml);
    return html `<p>${new Html(benchmark)}; rescored by ${lb.tool.name} ${lb.tool.version}.</p>${dirtyNote(lb.benchmark)}`;
}
/** The uncommitted changes of the benchmark, said on every page that names it (docs/provenance.md). */
function dirtyNote(b) {
    const { dirty } = (0,provenance/* provenance */.a)(b, codeHtml);
    return dirty ? html `\n<p class="warning"><strong>Warning:</strong> ${new Html(dirty)}</p>` : '';
}
function table(caption, head, rows, id) {
    return html `<table${id ? html ` id="${id}"` : ''}><caption>${caption}</caption>
<thead><tr>${head.map((h) => html `<th scope="col">${h}</th>`)}</tr></thead>
<tbody>
${rows.map((r) => html `${r}\n`)}</tbody>
</table>`;
}
// ---------------------------------------------------------------------------------------------
/** Entries drawn at most in a history chart (the best-ranked ones). */
const HISTORY_SERIES = 8;
function indexPage(lb, files, drift, history) {
    const c = lb.counts;
    const entry = (name) => lb.submissions.find((e) => e.name === name);
    const sections = lb.suites.map((suite, si) => {
        // A suite marked publish: false has no headline figures of its own: its splits are ranked (docs/splits.md).
        if (suite.publish === false) {
            return html `<section aria-labelledby="suite-${si}">
<h2 id="suite-${si}">Suite <code>${suite.name}</code> (${suite.kind}): not ranked</h2>
<p>The benchmark marks this suite <code>publish: false</code>: its figures over all its tasks are not headline figures; its splits are ranked below.</p>
</section>`;
        }
        const rowOf = (name) => entry(name).suites.find((r) => r.name === suite.name);
        const title = keyLabel(suite.primary_metric);
        // Headline metrics shown beside the primary one when some ranked row has them (kinds/metrics.ts).
        const extras = [...(0,metrics/* siteMetrics */.fs)().keys()].filter((m) => m !== suite.primary_metric && suite.ranked.some((r) => trialMean(rowOf(r.submission), m) !== null));
        const kMax = Math.max(0, ...suite.ranked.map((r) => largestK(rowOf(r.submission)) ?? 0));
        const rankCount = new Map();
        for (const r of suite.ranked)
            rankCount.set(r.rank, (rankCount.get(r.rank) ?? 0) + 1);
        const rankedRows = suite.ranked.map((r, i) => {
            const row = rowOf(r.submission);
            const e = entry(r.submission);
            const iv = pooledInterval(row);
            const tie = (rankCount.get(r.rank) ?? 0) > 1;
            const k = largestK(row);
            return html `<tr data-submission="${r.submission}"><td class="n" data-rank="${r.rank}">${r.rank}${tie ? html ` <span class="tie">(tie)</span>` : ''}</td><th scope="row">${submissionLink(r.submission, true)}${selectionNote(r.selection)}</th><td>${metaText(e, 'model') ?? '—'}</td>${num(r.value)}<td class="n"${iv ? html ` data-low="${String(iv.low)}" data-high="${String(iv.high)}"` : ''}>${iv ? `${iv.low.toFixed(2)} – ${iv.high.toFixed(2)}` : '—'}</td>${leaderCell(suite, r, i)}${extras.map((m) => num(trialMean(row, m), (0,metrics/* siteMetrics */.fs)().get(m).decimals))}${kMax >= 2 ? num(k === kMax && row.reliability ? (0,common/* roundTo */.GB)(100 * row.reliability.pass_hat_k[String(k)], 4) : null) : ''}<td class="n">${row.coverage.trials}</td><td><code>${declaredRevision(files.get(r.submission)?.report ?? null)?.slice(0, 12) ?? '—'}</code></td><td>${metaText(e, 'date') ?? '—'}</td></tr>`;
        });
        const head = [
            'Rank',
            'Submission',
            'Model',
            `${title} (mean over trials)`,
            `${title} 95% interval`,
            ...leaderHead(suite),
            ...extras.map((m) => `${keyLabel(m)} (mean)`),
            ...(kMax >= 2 ? [`pass^${kMax} %`] : []),
            'Trials',
            'Benchmark commit (declared)',
            'Date',
        ];
        const ranked = suite.ranked.length === 0
            ? html `<p>No final entry.</p>`
            : table(`Suite ${suite.name}: final entries ranked by ${title}`, head, rankedRows, `ranked-${si}`);
        const unrankedRows = suite.unranked.map((u) => {
            const row = rowOf(u.submission);
            const sel = entry(u.submission).selection;
            const problems = [
                ...(u.selection === 'not_counted' ? [(0,selection/* notCountedText */.fK)(sel?.submitter ?? '')] : []),
                ...new Set([...entry(u.submission).problems, ...(row?.problems ?? [])]),
            ];
            return html `<tr data-submission="${u.submission}"><th scope="row">${submissionLink(u.submission, true)}${selectionNote(u.selection)}</th><td>${STATUS[u.status]}</td><td>${row ? (0,markdown/* coverageText */._)(row) : '—'}</td>${num(u.observed)}<td>${problems.length ? problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` … (${problems.length - 3} more)` : '') : '—'}</td></tr>`;
        });
        const unranked = suite.unranked.length === 0
            ? ''
            : table(`Suite ${suite.name}: not ranked (not final or invalid)`, ['Submission', 'Status', 'Coverage', `Observed ${title} (over scored tasks; not ranked)`, 'Why'], unrankedRows, `unranked-${si}`);
        const bars = suite.ranked.map((r) => ({
            label: r.submission,
            value: r.value,
            interval: pooledInterval(rowOf(r.submission)),
        }));
        const pass = passChart(`Suite ${suite.name}: pass^k (solid) and pass@k (dashed), % by k`, suite.ranked.flatMap((r) => {
            const rel = rowOf(r.submission).reliability;
            return rel ? [{ label: r.submission, passHat: rel.pass_hat_k, passAt: rel.pass_at_k }] : [];
        }));
        const overRuns = historyChart(`Suite ${suite.name}: ${title} over the last ${history.points.length} rescores`, history.points.length, suite.ranked.slice(0, HISTORY_SERIES).map((r) => ({
            label: r.submission,
            values: history.points.map((p) => p.suites.find((x) => x.suite === suite.name)?.ranked.find((x) => x.submission === r.submission)?.value ??
                null),
        })));
        const trials = suite.expected_trials === null ? 'any number of trials' : `${suite.expected_trials} trial(s)`;
        return html `<section aria-labelledby="suite-${si}">
<h2 id="suite-${si}">Suite <code>${suite.name}</code> (${suite.kind}): ${suite.expected_tasks} task(s) × ${trials}, ranked by ${title}</h2>
${ranked}${leaderVerdict(suite)}
${bars.length ? html `<figure>${scoreChart(`Suite ${suite.name}: ${title} per final entry with its 95% interval`, bars)}<figcaption>Bar: the mean over trials; whisker: the 95% Wilson interval of the success rate over every trial's tasks (pooled).</figcaption></figure>` : ''}
${pass ? html `<figure>${pass}<figcaption>pass^k: every one of k trials succeeds; pass@k: at least one of k does (unbiased estimates over the n trials).</figcaption></figure>` : ''}
${overRuns ? html `<figure>${overRuns}<figcaption>The ranked value of the ${Math.min(HISTORY_SERIES, suite.ranked.length)} best final entries in each rescore kept in history.json (a gap: not ranked in that rescore).</figcaption></figure>` : ''}
${unranked}
</section>`;
    });
    const driftLine = drift
        ? html `<p><a href="drift.html">Drift since the previous rescore</a>: ${drift.has_drift ? 'drift found' : 'no drift'} (${drift.counts.verdict_flips} verdict flip(s), ${drift.counts.metric_moves} metric move(s), ${drift.counts.status_changes} status change(s)).</p>`
        : html `<p>No drift page: this rescore had no baseline.</p>`;
    const body = html `<h1>Leaderboard: ${lb.benchmark.name}</h1>
${pages_provenance(lb)}
<p><strong>${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.</strong> Downloads: <a href="leaderboard.json">leaderboard.json</a>, <a href="history.json">history.json</a> (${history.points.length} rescore(s)).</p>
${driftLine}
<p>Ranking, per suite: only final entries (valid, every expected task of every expected trial scored, nothing pending), by the mean over trials of the suite's primary metric, highest first; equal values share a rank (marked tie) and are listed by name. Entries that are not final or invalid are listed apart and never ranked; their figures are observed over scored tasks only.</p>${lb.submissions.some((e) => e.selection)
        ? html `
<p>${selection/* SELECTION_NOTE */.aD}</p>`
        : ''}
${sections.map((s) => html `${s}\n`)}`;
    return { title: `Leaderboard: ${lb.benchmark.name}`, body };
}
// ---------------------------------------------------------------------------------------------
function submissionPage(lb, e, f) {
    const meta = Object.keys(e.metadata ?? {}).sort(order/* byCodePoint */.HH);
    const metaTable = meta.length
        ? table('Metadata (as the submission declares it)', ['Field', 'Value'], meta.map((k) => html `<tr><th scope="row">${k}</th><td>${metaText(e, k) ?? '—'}</td></tr>`))
        : html `<p>No metadata.</p>`;
    const review = f?.report?.submission.review;
    const checks = review
        ? table('Submission checks', ['Check', 'Status', 'Detail'], review.checks.map((c) => html `<tr><th scope="row">${c.check}</th><td>${c.status}</td><td>${c.detail}</td></tr>`))
        : html `<p>No submission review in the report.</p>`;
    const findings = review?.findings.length
        ? table('Findings', ['Severity', 'Code', 'Path', 'Message'], review.findings
            .slice(0, 200)
            .map((x) => html `<tr><td>${x.severity}</td><td><code>${x.code}</code></td><td>${x.path ?? '—'}</td><td>${x.message}</td></tr>`))
        : '';
    const claims = review?.claims.length
        ? table('Claimed scores against the rescored ones', ['Suite', 'Trial', 'Metric', 'Claimed', 'Rescored', 'Status'], review.claims.map((c) => html `<tr><td>${c.suite}</td><td>${c.trial ?? '(mean)'}</td><td>${c.metric}</td>${num(c.claimed, 4)}${num(c.rescored, 4)}<td>${c.status}</td></tr>`))
        : '';
    const suites = e.suites.map((row, si) => {
        const info = lb.suites.find((s) => s.name === row.name);
        const metrics = [...new Set(row.trials.flatMap((t) => Object.keys(t.metrics)))].sort(order/* byCodePoint */.HH);
        const trialTable = table(`Suite ${row.name}: trials`, ['Trial', 'Status', 'Scored', 'Missing', 'Errors', 'Pending', ...metrics.map(keyLabel)], row.trials.map((t) => html `<tr><th scope="row">${t.name}</th><td>${STATUS[t.status]}</td><td class="n">${t.coverage.scored}/${t.coverage.expected}</td><td class="n">${t.coverage.missing_tasks.length}</td><td class="n">${t.coverage.errors}</td><td class="n">${t.coverage.pending}</td>${metrics.map((m) => num(t.metrics[m]))}</tr>`));
        const tasks = [...new Set(row.trials.flatMap((t) => Object.values(t.outcomes).flat()))].sort(order/* byCodePoint */.HH);
        const outcomeOf = (t, task) => ['success', 'failure', 'error', 'missing'].find((o) => t.outcomes[o].includes(task)) ?? null;
        const verdicts = tasks.length
            ? table(`Suite ${row.name}: verdict per task and trial`, ['Task', ...row.trials.map((t) => t.name)], tasks.map((task) => html `<tr><th scope="row"><code>${task}</code></th>${row.trials.map((t) => {
                const o = outcomeOf(t, task);
                return html `<td data-outcome="${o ?? 'none'}">${o ? OUTCOME[o] : '—'}</td>`;
            })}</tr>`))
            : html `<p>No verdicts.</p>`;
        const pass = row.reliability
            ? passChart(`Suite ${row.name}: pass^k (solid) and pass@k (dashed), % by k`, [
                { label: e.name, passHat: row.reliability.pass_hat_k, passAt: row.reliability.pass_at_k },
            ])
            : null;
        return html `<section aria-labelledby="s-${si}">
<h2 id="s-${si}">Suite <code>${row.name}</code>: ${STATUS[row.status]}</h2>
<p>${keyLabel(row.primary.metric)}: ${row.primary.value === null ? 'not ranked' : row.primary.value.toFixed(2)}${row.primary.observed !== null ? `; observed over scored tasks ${row.primary.observed.toFixed(2)}` : ''}; coverage ${(0,markdown/* coverageText */._)(row)}${info ? `; ${info.expected_tasks} task(s) per trial` : ''}.</p>
${row.problems.length ? html `<ul>${row.problems.slice(0, 200).map((p) => html `<li>${p}</li>`)}</ul>` : ''}
${trialTable}
${pass ? html `<figure>${pass}</figure>` : ''}
${verdicts}
</section>`;
    });
    const downloads = [
        f?.hasScores ? html `<a href="scores.json">scores.json</a>` : null,
        f?.hasCsv ? html `<a href="summary.csv">summary.csv</a>` : null,
    ].filter((x) => x !== null);
    const body = html `<h1>Submission ${e.name}</h1>
<p>Status: <strong>${STATUS[e.status]}</strong>. ${downloads.length ? html `Downloads: ${downloads.map((d, i) => html `${i ? ', ' : ''}${d}`)}.` : 'No report files.'}</p>
${pages_provenance(lb)}
${e.problems.length ? html `<ul>${e.problems.map((p) => html `<li>${p}</li>`)}</ul>` : ''}
${f?.reportProblem ? html `<p>The report could not be read: ${f.reportProblem}</p>` : ''}
${metaTable}
${checks}
${findings}
${claims}
${suites.map((s) => html `${s}\n`)}${f?.summaryMd
        ? html `<section aria-labelledby="summary"><h2 id="summary">Summary (summary.md)</h2>
<pre>${f.summaryMd}</pre></section>`
        : ''}`;
    return { title: `Submission ${e.name}: ${lb.benchmark.name}`, body };
}
// ---------------------------------------------------------------------------------------------
function driftPage(lb, d) {
    const k = d.counts;
    const limited = (rows) => rows.slice(0, DRIFT_ROW_LIMIT);
    const more = (n) => n > DRIFT_ROW_LIMIT ? html `<p>… and ${n - DRIFT_ROW_LIMIT} more in drift.json.</p>` : '';
    const st = (s) => (s === null ? '(absent)' : STATUS[s]);
    const sub = (name) => lb.submissions.some((e) => e.name === name) ? submissionLink(name, true) : html `${name}`;
    const parts = [];
    if (d.status_changes.length)
        parts.push(table('Status changes', ['Submission', 'Suite', 'Before', 'After'], limited(d.status_changes).map((s) => html `<tr><td>${sub(s.submission)}</td><td>${s.suite ?? '(whole submission)'}</td><td>${st(s.before)}</td><td>${st(s.after)}</td></tr>`)), html `${more(d.status_changes.length)}`);
    if (d.verdict_flips.length)
        parts.push(table('Verdict flips', ['Submission', 'Suite', 'Trial', 'Task', 'Before', 'After'], limited(d.verdict_flips).map((f) => html `<tr><td>${sub(f.submission)}</td><td>${f.suite}</td><td>${f.trial}</td><td><code>${f.task}</code></td><td>${f.before ?? '(absent)'}</td><td>${f.after ?? '(absent)'}</td></tr>`)), html `${more(d.verdict_flips.length)}`);
    if (d.metric_moves.length)
        parts.push(table('Metric moves', ['Submission', 'Suite', 'Trial', 'Metric', 'Before', 'After', 'Δ'], limited(d.metric_moves).map((m) => html `<tr><td>${sub(m.submission)}</td><td>${m.suite}</td><td>${m.trial ?? '(suite)'}</td><td><code>${m.metric}</code></td>${num(m.before, 4)}${num(m.after, 4)}${num(m.delta, 4)}</tr>`)), html `${more(d.metric_moves.length)}`);
    const body = html `<h1>Drift: ${lb.benchmark.name}</h1>
<p><a href="index.html">Back to the leaderboard</a>. Downloads: <a href="drift.json">drift.json</a>.</p>
<p><strong>${d.has_drift ? 'Drift found' : 'No drift'}</strong>: ${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ${k.submissions_removed} removed submission(s); ${k.submissions_added} added submission(s) (not drift).</p>
<p>${new Html((0,provenance/* benchmarkChange */.e)(d.baseline.benchmark, d.current.benchmark, codeHtml, (t) => html `${t}`.markup))}</p>${dirtyNote(d.current.benchmark)}
${parts.map((p) => html `${p}\n`)}${d.submissions_removed.length ? html `<p>Removed since the baseline: ${d.submissions_removed.join(', ')}.</p>` : ''}
${d.submissions_added.length ? html `<p>Added since the baseline: ${d.submissions_added.map((n, i) => html `${i ? ', ' : ''}${sub(n)}`)}.</p>` : ''}`;
    return { title: `Drift: ${lb.benchmark.name}`, body };
}
/** Final selection (docs/rescore.md): which rule applied to an entry, after its name. */
const selectionNote = (rule) => rule ? html ` <span class="selection">(${selection/* SELECTION_TEXT */.Xz[rule]})</span>` : '';

;// CONCATENATED MODULE: ./src/core/site/build.ts
/**
 * The static site of a leaderboard (docs/site.md): a pure function from the leaderboard, the
 * drift and each submission's report files to a map of page path → bytes. Deterministic: no
 * clock, no locale, paths in code point order; the same input gives byte-identical pages.
 */






const nav = (root) => html `<a href="${root}index.html">Leaderboard</a>`;
function buildSite(input) {
    const { leaderboard: lb, drift } = input;
    const files = new Map();
    for (const e of lb.submissions) {
        const s = input.submissions.get(e.name);
        files.set(e.name, {
            report: s?.report ?? null,
            reportProblem: s?.reportProblem ?? null,
            summaryMd: s?.summaryMd ?? null,
            hasScores: !!s?.scoresJson,
            hasCsv: !!s?.summaryCsv,
        });
    }
    const out = new Map();
    const text = (s) => new Uint8Array(Buffer.from(s, 'utf8'));
    const history = (0,site_history/* nextHistory */.Ou)(input.history ?? null, lb);
    const index = indexPage(lb, files, drift, history);
    out.set('index.html', text(page(index.title, index.body, null)));
    out.set('leaderboard.json', text((0,leaderboard/* serializeLeaderboard */.Om)(lb)));
    out.set('history.json', text((0,site_history/* serializeHistory */.ph)(history)));
    if (drift) {
        const d = driftPage(lb, drift);
        out.set('drift.html', text(page(d.title, d.body, nav(''))));
        out.set('drift.json', text((0,rescore_drift/* serializeDrift */.y0)(drift)));
    }
    for (const e of lb.submissions) {
        const p = submissionPage(lb, e, files.get(e.name));
        // A submission name is one file name (the leaderboard schema refuses anything else).
        out.set(`submissions/${e.name}/index.html`, text(page(p.title, p.body, nav('../../'))));
        const s = input.submissions.get(e.name);
        if (s?.scoresJson)
            out.set(`submissions/${e.name}/scores.json`, s.scoresJson);
        if (s?.summaryCsv)
            out.set(`submissions/${e.name}/summary.csv`, s.summaryCsv);
    }
    return new Map([...out].sort(([a], [b]) => (0,order/* byCodePoint */.HH)(a, b)));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/rescore/rescore.ts + 3 modules
var rescore = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
;// CONCATENATED MODULE: ./src/core/site/files.ts
/**
 * Reading a rescore's output directory for the site, and writing the site: the only file
 * access of core/site. Every path is made of the leaderboard directory, fixed file names and
 * submission names the leaderboard schema has checked to be one file name each; a submission
 * directory or file that is a symlink is refused, never followed.
 */









const MAX_FILE = 256 * 1024 * 1024;
async function regularFile(file) {
    const info = await (0,promises_.lstat)(file).catch(() => null);
    return !!info?.isFile();
}
async function readRegular(file) {
    if (!(await regularFile(file)))
        return null;
    const bytes = await (0,promises_.readFile)(file);
    return bytes.length > MAX_FILE ? null : new Uint8Array(bytes);
}
/** leaderboard.json (required), drift.json (when present) and submissions/<name>/ report files. */
async function readSiteInput(dir) {
    const leaderboard = await (0,rescore/* readLeaderboard */.uW)(external_node_path_default().join(dir, 'leaderboard.json'));
    let drift = null;
    const driftFile = external_node_path_default().join(dir, 'drift.json');
    if (await regularFile(driftFile)) {
        const read = (0,bounded_json/* readJsonBounded */._I)(driftFile, { maxBytes: 512 * 1024 * 1024, maxDepth: 64 });
        if (!read.ok)
            throw new errors/* UsageError */.eb(`${driftFile}: ${read.message}`);
        const parsed = rescore_drift/* DriftSchema */.zM.safeParse(read.value);
        if (!parsed.success)
            throw new errors/* UsageError */.eb(`${driftFile}: not an agent-eval drift file: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
        drift = parsed.data;
    }
    const submissions = new Map();
    for (const e of leaderboard.submissions) {
        const sub = external_node_path_default().join(dir, 'submissions', e.name);
        const info = await (0,promises_.lstat)(sub).catch(() => null);
        if (!info?.isDirectory()) {
            submissions.set(e.name, {
                report: null,
                reportProblem: info ? `${sub} is not a directory` : null,
                summaryMd: null,
                scoresJson: null,
                summaryCsv: null,
            });
            continue;
        }
        const scoresFile = external_node_path_default().join(sub, 'scores.json');
        const scoresJson = await readRegular(scoresFile);
        let report = null;
        let reportProblem = null;
        if (scoresJson) {
            const read = (0,bounded_json/* readJsonBounded */._I)(scoresFile, { maxBytes: MAX_FILE, maxDepth: 64 });
            const parsed = read.ok ? schema/* ReportSchema */.M9.safeParse(read.value) : null;
            if (!read.ok)
                reportProblem = `${scoresFile}: ${read.message}`;
            else if (!parsed.success)
                reportProblem = `${scoresFile}: not an agent-eval report: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`;
            else
                report = parsed.data;
        }
        const md = await readRegular(external_node_path_default().join(sub, 'summary.md'));
        submissions.set(e.name, {
            report,
            reportProblem,
            summaryMd: md ? Buffer.from(md).toString('utf8') : null,
            scoresJson,
            summaryCsv: await readRegular(external_node_path_default().join(sub, 'summary.csv')),
        });
    }
    return { leaderboard, drift, submissions };
}
/** A previous site's history.json, size-bounded and validated; any problem is a UsageError naming the file. */
async function readHistory(file) {
    if (!(await regularFile(file)))
        throw new errors/* UsageError */.eb(`${file}: no such history file (history.json of a previous site)`);
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: 64 * 1024 * 1024, maxDepth: 16 });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    const parsed = site_history/* HistorySchema */.Wq.safeParse(read.value);
    if (!parsed.success)
        throw new errors/* UsageError */.eb(`${file}: not an agent-eval site history: ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
    return parsed.data;
}
/** Writes every page; returns the files written, in the map's order. */
async function writeSite(site, outDir) {
    const written = [];
    for (const [rel, bytes] of site) {
        const target = external_node_path_default().join(outDir, ...rel.split('/'));
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        await (0,promises_.writeFile)(target, bytes);
        written.push(target);
    }
    return written;
}

;// CONCATENATED MODULE: ./src/core/site/index.ts
/** The leaderboard as a static site (docs/site.md). */



// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/help-metrics.ts
var help_metrics = __webpack_require__(7251);
;// CONCATENATED MODULE: ./src/cli/site.ts
/**
 * `agent-eval site --leaderboard DIR --out DIR [--history FILE]`: the static site of a rescore's output
 * (docs/site.md). A thin adapter over core/site; `rescore --site DIR` calls `siteOf` too.
 */





async function siteCommand(argv, io) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        leaderboard: { type: 'string' },
        out: { type: 'string' },
        history: { type: 'string' },
    });
    if (values.help) {
        io.out(`${(0,help_metrics/* siteHelp */.M)()}\n`);
        return 0;
    }
    if (positionals.length > 0)
        throw new errors/* UsageError */.eb(`site: unexpected argument ${positionals[0]}`);
    const written = await siteOf((0,args/* required */.mw)(values.leaderboard, '--leaderboard'), values.out ?? 'agent-eval-site', values.history);
    io.out(`Site: ${written.pages} page(s) and ${written.files - written.pages} download(s) written to ${written.index}\n`);
    return 0;
}
/** Reads a rescore's output directory and writes its site; the index file and the counts. */
async function siteOf(leaderboardDir, outDir, historyFile) {
    // The history first: a bad --history stops before anything is written.
    const history = historyFile === undefined ? null : await readHistory(historyFile);
    const site = buildSite({ ...(await readSiteInput(leaderboardDir)), history });
    const all = await writeSite(site, outDir);
    return {
        index: external_node_path_default().join(outDir, 'index.html'),
        pages: [...site.keys()].filter((k) => k.endsWith('.html')).length,
        files: all.length,
    };
}


/***/ }),

/***/ 6405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hasHeldOut: () => (/* binding */ hasHeldOut),
/* harmony export */   redact: () => (/* binding */ redact),
/* harmony export */   textRedactor: () => (/* binding */ textRedactor)
/* harmony export */ });
/* harmony import */ var _splits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8421);

/** What stands for a held-out task's name wherever a list keeps its count (missing, pending, incomplete). */
const HELD_OUT_TASK = '(held-out task)';
/** Whether the report has any held-out suite or split. */
function hasHeldOut(report) {
    return report.suites.some((s) => s.held_out !== undefined || (s.splits ?? []).some((sp) => sp.held_out !== undefined));
}
/**
 * The public report: the report itself when nothing in it is held out, else a copy without the
 * details of the held-out tasks. Pure: the given report is not changed.
 */
function redact(report) {
    if (!hasHeldOut(report))
        return report;
    const names = heldOutNames(report);
    const scrub = scrubber(names);
    const mentions = mentioner(names);
    const redacted = {
        ...report,
        submission: redactClaims(report),
        suites: report.suites.map((s) => redactSuite(s, mentions)),
    };
    return scrubStrings(redacted, scrub);
}
/** A function that replaces every held-out task name (and record path) in a text: for log lines written beside the public report. */
function textRedactor(report) {
    return hasHeldOut(report) ? scrubber(heldOutNames(report)) : (text) => text;
}
/**
 * The submission checks without the unrounded figures of held-out suites and splits: a claimed
 * score's finding about one (`suite S` or `suite S/split`) says only that it differs.
 */
function redactClaims(report) {
    const review = report.submission.review;
    if (!review)
        return report.submission;
    const decimals = new Map();
    for (const s of report.suites) {
        const part = heldOutPart(s);
        if (!part)
            continue;
        decimals.set(s.name, part.decimals);
        for (const sp of s.splits ?? [])
            if (sp.held_out)
                decimals.set(`${s.name}/${sp.name}`, sp.held_out.decimals);
    }
    const heldName = (field, message) => [...decimals.keys()].some((name) => field?.startsWith(`claimed_scores.${name}.`) ||
        message.includes(`suite ${name},`) ||
        message.includes(`suite ${name} `));
    const round = (c, x) => x === null ? null : roundTo(x, c.metric.endsWith('_percent') ? decimals.get(c.suite) : decimals.get(c.suite) + 2);
    const findings = review.findings.map((f) => f.code === 'claimed_score_mismatch' && heldName(f.field, f.message)
        ? {
            ...f,
            message: `${f.field ?? 'claimed_scores'}: the claimed score of a held-out suite or split differs from the rescored one or could not be compared (the figures are in the private report)`,
        }
        : f);
    const claims = review.claims.map((c) => decimals.has(c.suite) ? { ...c, rescored: round(c, c.rescored), observed: round(c, c.observed) } : c);
    return { ...report.submission, review: { ...review, findings, claims } };
}
/** The held-out part of a suite: the whole suite, or the tasks of its held-out splits. */
function heldOutPart(s) {
    if (s.held_out)
        return { inHeldOut: () => true, decimals: s.held_out.decimals };
    const held = (s.splits ?? []).filter((sp) => sp.held_out);
    if (held.length === 0)
        return null;
    const matchers = held.map((sp) => (0,_splits_js__WEBPACK_IMPORTED_MODULE_0__/* .splitMatcher */ .Zb)(sp.match));
    return {
        inHeldOut: (task) => task !== null && matchers.some((m) => m(task)),
        decimals: Math.min(...held.map((sp) => sp.held_out.decimals)),
    };
}
/** Every task name (and record file) of the held-out tasks that the report holds; records a public task shares are left out. */
function heldOutNames(report) {
    const names = new Set();
    const records = new Set();
    const publicRecords = new Set();
    for (const s of report.suites) {
        const part = heldOutPart(s);
        if (!part)
            continue;
        const held = (task) => task !== null && part.inHeldOut(task);
        for (const t of s.trials) {
            for (const v of t.verdicts) {
                if (held(v.task)) {
                    names.add(v.task);
                    if (v.record)
                        records.add(v.record);
                }
                else if (v.record)
                    publicRecords.add(v.record);
            }
            for (const task of t.coverage.missing_tasks)
                if (held(task))
                    names.add(task);
            for (const e of t.errors) {
                if (held(e.task))
                    names.add(e.task);
                if (part.inHeldOut(e.task) && e.record)
                    records.add(e.record);
            }
            for (const p of t.pending)
                if (held(p.task))
                    names.add(p.task);
            for (const c of t.cce?.tasks ?? [])
                if (held(c.task))
                    names.add(c.task);
        }
        for (const e of s.errors)
            if (e.task !== null && part.inHeldOut(e.task))
                names.add(e.task);
    }
    for (const r of publicRecords)
        records.delete(r);
    return [...names, ...records];
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Replaces each name in a text with HELD_OUT_TASK: longer names first; a name under 4 characters only as a whole word. */
function scrubber(names) {
    const sorted = [...new Set(names)].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
    if (sorted.length === 0)
        return (text) => text;
    const word = (n) => `(?<![A-Za-z0-9_])${escapeRegExp(n)}(?![A-Za-z0-9_])`;
    const alternatives = sorted.map((n) => (n.length >= 4 ? escapeRegExp(n) : word(n))).join('|');
    const re = new RegExp(alternatives, 'g');
    return (text) => text.replace(re, HELD_OUT_TASK);
}
/** Whether a text names a held-out task (or record): an error about such a record is an error of the held-out part. */
function mentioner(names) {
    const scrub = scrubber(names);
    return (text) => text !== null && scrub(text) !== text;
}
/** Fields whose strings are names or fixed words of the report, never a task's text: left as they are. */
const STRUCTURAL = new Set([
    'name',
    'kind',
    'tool',
    'status',
    'stage',
    'method',
    'tasks_from',
    'code',
    'severity',
    'check',
    'why',
    'source',
]);
function scrubStrings(value, scrub) {
    if (typeof value === 'string')
        return scrub(value);
    if (Array.isArray(value))
        return value.map((v) => scrubStrings(v, scrub));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, STRUCTURAL.has(k) ? v : scrubStrings(v, scrub)]));
    }
    return value;
}
const roundTo = (x, decimals) => Math.round(x * 10 ** decimals) / 10 ** decimals;
/** A percent metric is published with `decimals` decimals; every other figure (a fraction, a mean) with two more. */
function roundMetric(name, m, decimals) {
    return m.value === null ? m : { ...m, value: roundTo(m.value, name.endsWith('_percent') ? decimals : decimals + 2) };
}
const STAGE_WORDS = {
    discovery: 'could not be found',
    record: 'record(s) could not be read',
    identity: 'record(s) did not say which task they are',
    verifier: 'verifier run(s) failed',
    metric: 'metric input(s) could not be used',
    judge: 'judge request(s) failed',
    merge: 'partial report error(s)',
    report: 'report error(s)',
};
/** Errors counted by kind: "3 record(s) could not be read (held-out tasks: details in the private report)". */
function countedErrors(errors) {
    const byStage = new Map();
    for (const e of errors)
        byStage.set(e.stage, (byStage.get(e.stage) ?? 0) + 1);
    return [...byStage].map(([stage, n]) => ({
        task: null,
        record: null,
        stage,
        message: `${n} ${stage === 'discovery' ? `thing(s) ${STAGE_WORDS.discovery}` : STAGE_WORDS[stage]} (held-out tasks: the details are in the private report)`,
    }));
}
function countedReasons(reasons) {
    return [
        {
            task: null,
            record: null,
            message: `${reasons.length} input(s) of held-out tasks cannot be used (the details are in the private report)`,
        },
    ];
}
/** Errors of the held-out part counted by kind, after the others (kept as they are). */
function splitErrors(errors, held) {
    return [...errors.filter((e) => !held(e)), ...countedErrors(errors.filter(held))];
}
function redactMetrics(metrics, decimals, heldReason) {
    return Object.fromEntries(Object.entries(metrics).map(([name, m]) => {
        let out = roundMetric(name, m, decimals);
        if (m.withheld) {
            const held = m.withheld.filter(heldReason);
            const kept = m.withheld.filter((r) => !heldReason(r));
            const withheld = [...kept, ...(held.length > 0 ? countedReasons(held) : [])];
            out = { ...out, withheld: withheld };
        }
        return [name, out];
    }));
}
function redactReliability(r, decimals, held) {
    const frac = (x) => roundTo(x, decimals + 2);
    const fracs = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, frac(v)]));
    return {
        ...r,
        pass_hat_k: fracs(r.pass_hat_k),
        pass_at_k: fracs(r.pass_at_k),
        exact: { pass_hat_k: {}, pass_at_k: {} },
        trials: r.trials.map((t) => ({
            ...t,
            success_rate: t.success_rate === null ? null : frac(t.success_rate),
            wilson_95: t.wilson_95 === null ? null : { low: frac(t.wilson_95.low), high: frac(t.wilson_95.high) },
        })),
        mean_success_rate: r.mean_success_rate === null ? null : frac(r.mean_success_rate),
        success_rate_stderr: r.success_rate_stderr === null ? null : frac(r.success_rate_stderr),
        flips: { count: r.flips.count, tasks: r.flips.tasks.filter((f) => !held(f.task)) },
        incomplete_tasks: r.incomplete_tasks.map((t) => (held(t.task) ? { ...t, task: HELD_OUT_TASK } : t)),
    };
}
function redactCoverage(t, held) {
    return { ...t.coverage, missing_tasks: t.coverage.missing_tasks.map((task) => (held(task) ? HELD_OUT_TASK : task)) };
}
function redactTrial(t, held, wholeSuite, decimals, mentions) {
    const heldError = (e) => wholeSuite || (e.task !== null ? held(e.task) : mentions(e.record) || mentions(e.message));
    const cce = t.cce ? { ...t.cce, tasks: t.cce.tasks.filter((c) => !held(c.task)) } : undefined;
    return {
        ...t,
        coverage: redactCoverage(t, held),
        pending: t.pending.map((p) => (held(p.task) ? { task: HELD_OUT_TASK, what: 'pending (held out)' } : p)),
        errors: splitErrors(t.errors, heldError),
        metrics: redactMetrics(t.metrics, decimals, (r) => wholeSuite || (r.task !== null ? held(r.task) : mentions(r.record) || mentions(r.message))),
        verdicts: t.verdicts.filter((v) => !held(v.task)),
        ...(cce ? { cce } : {}),
    };
}
function redactSplit(sp, suiteHeld, wholeSuite, fallback) {
    const own = sp.held_out !== undefined;
    const decimals = sp.held_out?.decimals ?? fallback;
    const held = own ? () => true : suiteHeld;
    if (!own && !wholeSuite && !sp.trials.some((t) => t.coverage.missing_tasks.some(suiteHeld)))
        return sp;
    const marked = sp.held_out ? { ...sp.held_out, redacted: true } : undefined;
    return {
        ...sp,
        ...(own ? { match: HELD_OUT_TASK } : {}),
        trials: sp.trials.map((t) => ({
            ...t,
            coverage: redactCoverage(t, held),
            metrics: own || wholeSuite ? redactMetrics(t.metrics, decimals, () => true) : t.metrics,
        })),
        reliability: own || wholeSuite ? redactReliability(sp.reliability, decimals, held) : sp.reliability,
        ...(marked ? { held_out: marked } : {}),
    };
}
function redactSuite(s, mentions) {
    const part = heldOutPart(s);
    if (!part)
        return s;
    const wholeSuite = s.held_out !== undefined;
    const held = (task) => part.inHeldOut(task);
    return {
        ...s,
        errors: wholeSuite
            ? countedErrors(s.errors)
            : splitErrors(s.errors, (e) => (e.task !== null ? held(e.task) : mentions(e.record) || mentions(e.message))),
        trials: s.trials.map((t) => redactTrial(t, held, wholeSuite, part.decimals, mentions)),
        ...(s.reliability ? { reliability: redactReliability(s.reliability, part.decimals, held) } : {}),
        ...(s.splits ? { splits: s.splits.map((sp) => redactSplit(sp, held, wholeSuite, part.decimals)) } : {}),
        ...(s.held_out ? { held_out: { ...s.held_out, redacted: true } } : {}),
    };
}


/***/ }),

/***/ 3692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writableReport: () => (/* binding */ writableReport),
  writeReport: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/judge/cache.ts
var cache = __webpack_require__(7833);
// EXTERNAL MODULE: ./src/core/fs/path-name.ts
var path_name = __webpack_require__(1329);
// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/kinds/trajectory/judge.ts
var trajectory_judge = __webpack_require__(7086);
// EXTERNAL MODULE: ./src/core/views/csv.ts
var csv = __webpack_require__(6082);
// EXTERNAL MODULE: ./src/core/views/markdown.ts + 1 modules
var views_markdown = __webpack_require__(214);
// EXTERNAL MODULE: ./src/core/report/schema.ts
var schema = __webpack_require__(5155);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
;// CONCATENATED MODULE: ./src/core/report/salvage.ts



const MAX_ROUNDS = 64;
const MAX_NAMED = 20;
/** `report` (which failed the schema with `error`) as it can be written, and what was changed. */
function salvageReport(report, error) {
    const doc = copy(report);
    const changes = new Map();
    const state = { changes, tries: new Map(), causes: new Map(), drops: new Map() };
    let issues = error.issues;
    for (let round = 0; round < MAX_ROUNDS; round++) {
        state.drops = new Map();
        for (const issue of issues)
            if (!repair(doc, issue, state))
                return minimalReport(report, changes);
        for (const [list, indexes] of state.drops)
            for (const i of [...indexes].sort((a, b) => b - a))
                list.splice(i, 1);
        const again = schema/* ReportSchema */.M9.safeParse(finished(doc, changes));
        if (again.success)
            return { report: again.data, problems: [...changes.values()] };
        issues = again.error.issues;
    }
    return minimalReport(report, changes);
}
/** One repair for one issue; false when only the whole report would do. */
function repair(doc, issue, state) {
    const { tries, drops, changes, causes } = state;
    let path = issue.path.filter((k) => typeof k !== 'symbol');
    // The errors list is the one this module writes (and the pipeline's own entries, if any, are plain strings).
    if (path[0] === 'errors' && doc.errors === undefined)
        return true;
    const node = at(doc, path);
    // What was wrong first (not that null, or nothing, will not do either).
    if (!causes.has(JSON.stringify(path)))
        causes.set(JSON.stringify(path), { message: issue.message, at: path });
    const record = (p, done) => {
        const cause = causes.get(JSON.stringify(p));
        const inside = cause.at.length > p.length ? ` at ${(0,zod_issues/* formatPath */.j)(cause.at)}` : '';
        changes.set(JSON.stringify(p), `${where(doc, p)}: ${cause.message}${inside}; ${done}`);
    };
    if (issue.code === 'unrecognized_keys' && node && !Array.isArray(node)) {
        for (const k of issue.keys)
            delete node[k];
        record(path, 'left out');
        return true;
    }
    if (issue.code === 'custom' && Array.isArray(node)) {
        // A list refused as a whole (names that must be unique): the later items that repeat a name go.
        const seen = new Set();
        const repeated = new Set();
        node.forEach((item, i) => {
            const name = typeof item === 'object' && item !== null
                ? (item.name ?? item.task)
                : undefined;
            if (typeof name !== 'string')
                return;
            if (seen.has(name))
                repeated.add(i);
            seen.add(name);
        });
        if (repeated.size > 0) {
            const set = drops.get(node) ?? new Set();
            for (const i of repeated)
                set.add(i);
            drops.set(node, set);
            record(path, `${repeated.size} repeated item(s) left out`);
            return true;
        }
    }
    for (;;) {
        if (path.length === 0)
            return false;
        const parent = at(doc, path.slice(0, -1));
        if (parent === undefined)
            return true; // inside something already dropped or replaced
        const last = path[path.length - 1];
        const key = JSON.stringify(path);
        const step = tries.get(key) ?? 0;
        if (Array.isArray(parent) && typeof last === 'number') {
            const set = drops.get(parent) ?? new Set();
            drops.set(parent, set.add(last));
            record(path, 'this item is left out');
            return true;
        }
        if (!Array.isArray(parent) && step < 2) {
            tries.set(key, step + 1);
            if (step === 0) {
                record(path, 'replaced by null');
                parent[last] = null;
            }
            else {
                record(path, 'left out');
                delete parent[last];
            }
            return true;
        }
        // Neither null nor absent will do: the enclosing part goes (what was done inside it is moot).
        for (const k of [...changes.keys()])
            if (within(JSON.parse(k), path))
                changes.delete(k);
        const cause = causes.get(key);
        path = path.slice(0, -1);
        if (!causes.has(JSON.stringify(path)))
            causes.set(JSON.stringify(path), cause);
    }
}
/** The document with the report made invalid and every change named in `errors`. */
function finished(doc, changes) {
    const all = [...changes.values()];
    const named = all.slice(0, MAX_NAMED);
    if (all.length > MAX_NAMED)
        named.push(`… and ${all.length - MAX_NAMED} more`);
    const errors = named.map((message) => ({
        task: null,
        record: null,
        stage: 'report',
        message: `could not be written as computed: ${message}`,
    }));
    return {
        ...doc,
        status: 'invalid',
        valid: false,
        final: false,
        errors: [...(doc.errors ?? []), ...errors],
    };
}
/** The last resort: the report's header, no suites, and the errors. */
function minimalReport(report, changes) {
    changes.set('[]', '(top level): the report could not be repaired; only its header is written');
    const part = (schema, value, fallback) => {
        const r = schema.safeParse(value);
        return r.success ? r.data : fallback;
    };
    const shape = schema/* ReportSchema */.M9.shape;
    const base = {
        report_version: 1,
        tool: part(shape.tool, report.tool, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }),
        benchmark: part(shape.benchmark, report.benchmark, {
            name: '(unknown)',
            repository: null,
            commit: null,
            manifest_sha256: '',
        }),
        submission: { path: part(shape.submission.shape.path, report.submission?.path, '(unknown)'), metadata: null },
        suites: [],
    };
    return { report: schema/* ReportSchema */.M9.parse(finished(base, changes)), problems: [...changes.values()] };
}
/** A path with the names of the suites and trials it passes through. */
function where(doc, path) {
    const names = [];
    let node = doc;
    for (let i = 0; i < path.length && node !== null && typeof node === 'object'; i++) {
        node = node[path[i]];
        const name = node?.name;
        // suites[i] and suites[i].trials[j] (not the reliability section's trials)
        const what = i === 1 && path[0] === 'suites' ? 'suite' : i === 3 && path[2] === 'trials' ? 'trial' : null;
        if (what && typeof name === 'string')
            names.push(`${what} ${name.slice(0, 100)}`);
    }
    return `${(0,zod_issues/* formatPath */.j)(path)}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
}
function within(inner, outer) {
    return inner.length >= outer.length && outer.every((k, i) => inner[i] === k);
}
function at(doc, path) {
    let node = doc;
    for (const k of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[k];
    }
    return node !== null && typeof node === 'object' ? node : undefined;
}
/** A deep copy of plain data (non-finite numbers kept, so that the schema still sees them). */
function copy(value) {
    if (Array.isArray(value))
        return value.map(copy);
    if (value !== null && typeof value === 'object') {
        // Own data properties (a "__proto__" key stays a key, never the copy's prototype).
        return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, copy(v)]])));
    }
    return value;
}

;// CONCATENATED MODULE: ./src/core/report/write.ts
/** Writes the report and its views to a directory: scores.json, summary.md, summary.csv. */











/**
 * The report as it can be written: itself when it passes its schema, else salvaged (salvage.ts).
 * Never throws on a report that fails the schema: a report is never lost to it.
 */
function writableReport(report) {
    const checked = schema/* ReportSchema */.M9.safeParse(report);
    return checked.success ? { report: checked.data, problems: [] } : salvageReport(report, checked.error);
}
/**
 * Writes scores.json, summary.md and summary.csv, then each suite's own files from its kind
 * (a table suite: PrepBench's `<suite>/<trial>/summary.{json,csv}`), then the CCE cache. These
 * are public files: only a report that went through redact() is written (docs/held-out.md).
 */
async function writeReport(given, outDir) {
    const { report, problems } = writableReport(given);
    // Synchronous: three files written one after the other at the end of a run (fs/promises'
    // thread-pool round trips cost more than the writes themselves).
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const files = {
        scores: external_node_path_default().join(outDir, 'scores.json'),
        summary: external_node_path_default().join(outDir, 'summary.md'),
        csv: external_node_path_default().join(outDir, 'summary.csv'),
    };
    const markdown = (0,views_markdown/* renderMarkdown */.Gc)(report);
    (0,external_node_fs_.writeFileSync)(files.scores, `${JSON.stringify(report, null, 2)}\n`); // (as parsed by writableReport)
    (0,external_node_fs_.writeFileSync)(files.summary, markdown);
    (0,external_node_fs_.writeFileSync)(files.csv, (0,csv/* renderCsv */.P)(report));
    const all = [files.scores, files.summary, files.csv];
    const put = async (file, text) => {
        await (0,promises_.writeFile)(file, text);
        all.push(file);
    };
    // Every part of a kind's file path is one file name (names can come from a forged partial).
    for (const suite of report.suites) {
        for (const file of (0,registry/* findKind */.oH)(suite.kind)?.reportFiles?.(suite) ?? []) {
            const bad = file.path.map((part) => ({ part, unsafe: (0,path_name/* pathNameProblem */.ao)(part) })).find((p) => p.unsafe !== null);
            if (file.path.length === 0 || bad) {
                problems.push(`${suite.name}: the report file ${(0,path_name/* quotedName */.aH)(file.path.join('/'))} is not written: ${bad ? `its part ${(0,path_name/* quotedName */.aH)(bad.part)} ${bad.unsafe}` : 'it has no name'}`);
                continue;
            }
            const target = external_node_path_default().join(outDir, ...file.path);
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            await put(target, file.text);
        }
    }
    await writeCceCache(report, outDir, put);
    return { ...files, all, markdown, report, problems };
}
/**
 * The CCE judge records of this report, one file per judged trajectory in `<out>/cce-cache/`,
 * so that the next run can reuse them with `--cce-cache <out>` (they are in the artifact).
 */
async function writeCceCache(report, outDir, put) {
    const records = new Map();
    for (const suite of report.suites) {
        for (const trial of suite.trials) {
            const judge = trial.cce?.judge;
            if (!judge)
                continue;
            for (const task of trial.cce.tasks) {
                const record = (0,trajectory_judge/* cacheRecordOf */.rH)(task, judge.model, judge.protocol);
                if (record)
                    records.set((0,cache/* cacheFileName */.Ep)(record.key), `${JSON.stringify(record, null, 2)}\n`);
            }
        }
    }
    if (records.size === 0)
        return;
    const dir = external_node_path_default().join(outDir, cache/* CACHE_DIR */.NC);
    await (0,promises_.mkdir)(dir, { recursive: true });
    for (const name of [...records.keys()].sort())
        await put(external_node_path_default().join(dir, name), records.get(name));
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ coverageText),
  b9: () => (/* binding */ renderDriftMarkdown),
  T3: () => (/* binding */ renderLeaderboardMarkdown)
});

// EXTERNAL MODULE: ./src/core/views/escape.ts
var views_escape = __webpack_require__(4091);
// EXTERNAL MODULE: ./src/core/views/compare.ts
var compare = __webpack_require__(2609);
// EXTERNAL MODULE: ./src/core/views/format.ts
var format = __webpack_require__(8247);
// EXTERNAL MODULE: ./src/core/views/provenance.ts
var provenance = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/core/util/trim-end.ts
var trim_end = __webpack_require__(690);
;// CONCATENATED MODULE: ./src/core/views/trim.ts
/**
 * Fits rendered markdown (summary.md) under a size limit, for places that have one: a GitHub
 * comment (65,536 characters) or a job summary (1 MiB). It never cuts inside a line, so no
 * table row, escape or `<details>` block is left half open:
 *   1. the `<details>` blocks are dropped, last first, until the text fits (summary.md puts the
 *      per-task verdicts last, so they go first; the overview and what needs attention stay);
 *   2. if it still does not fit, whole lines are kept from the top while they fit (a fenced
 *      block that would be cut is dropped whole);
 * and a note saying what was left out (and where the whole report is) is appended.
 */

const utf16Length = (text) => text.length;
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
function fitMarkdown(markdown, options) {
    const measure = options.measure ?? utf16Length;
    if (measure(markdown) <= options.limit)
        return { text: markdown, trimmed: false, droppedDetails: 0, cut: false };
    const noteText = `\n> ⚠️ **Trimmed:** ${options.note.replace(/\n/g, ' ')}\n`;
    const budget = options.limit - measure(noteText);
    const segments = split((0,trim_end/* trimEnd */.s)(markdown, '\n'), measure);
    // Every line is followed by '\n' in the output: count it in the segment size.
    let total = segments.reduce((sum, s) => sum + s.size, 0);
    let droppedDetails = 0;
    for (let i = segments.length - 1; i >= 0 && total > budget; i--) {
        const segment = segments[i];
        if (!segment.details)
            continue;
        total -= segment.size;
        segment.lines = [];
        segment.size = 0;
        droppedDetails++;
    }
    let cut = false;
    const kept = [];
    if (total <= budget) {
        for (const s of segments)
            kept.push(...s.lines);
    }
    else {
        cut = true;
        let used = 0;
        outer: for (const s of segments) {
            for (const line of s.lines) {
                const size = measure(line) + 1;
                if (used + size > budget)
                    break outer;
                kept.push(line);
                used += size;
            }
        }
        // Never leave a fenced block (a Mermaid chart) open: drop it whole.
        if (kept.filter((l) => l.trimStart().startsWith('```')).length % 2 === 1) {
            while (kept.length > 0 && !kept.pop().trimStart().startsWith('```'))
                ;
        }
    }
    const body = kept.length > 0 ? `${(0,trim_end/* trimEnd */.s)(kept.join('\n'), '\n')}\n` : '';
    let text = `${body}${noteText}`;
    if (measure(text) > options.limit)
        text = truncateTo(noteText, options.limit, measure);
    return { text, trimmed: true, droppedDetails, cut };
}
/** Lines grouped into `<details>` blocks (opened by a line starting `<details>`, closed by a `</details>` line) and the rest. */
function split(markdown, measure) {
    const segments = [];
    let current = { lines: [], size: 0, details: false };
    const flush = () => {
        if (current.lines.length > 0)
            segments.push(current);
    };
    for (const line of markdown.split('\n')) {
        if (!current.details && line.startsWith('<details>')) {
            flush();
            current = { lines: [], size: 0, details: true };
        }
        current.lines.push(line);
        current.size += measure(line) + 1;
        if (current.details && line.trim() === '</details>') {
            flush();
            current = { lines: [], size: 0, details: false };
        }
    }
    flush();
    return segments;
}
function truncateTo(text, limit, measure) {
    let out = '';
    for (const ch of text) {
        if (measure(out + ch) > limit)
            break;
        out += ch;
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/rescore/selection.ts
var selection = __webpack_require__(7207);
;// CONCATENATED MODULE: ./src/core/rescore/markdown.ts
/**
 * Views of a rescore: `leaderboard.md` (ranked final entries per suite, then the entries that
 * are not final or invalid, apart and unranked) and `drift.md` (the tracking-issue comment).
 * Every text comes from reports of an untrusted tree (submission, suite, trial, task and metric
 * names, messages): always through the escaping helpers of views/escape.ts.
 */






const STATUS = { final: '✅ final', not_final: '⚠️ not final', invalid: '❌ invalid' };
const NAME_LIMIT = 100;
const ROW_LIMIT = 50;
/** A GitHub comment holds 65,536 characters; leave room for a marker and a header. */
const DRIFT_COMMENT_LIMIT = 60_000;
const markdown_name = (s) => (0,views_escape/* escapeMarkdown */.FV)(s, NAME_LIMIT);
function renderLeaderboardMarkdown(lb) {
    const out = [`# agent-eval leaderboard: ${(0,views_escape/* escapeMarkdown */.FV)(lb.benchmark.name, 200)}`, ''];
    out.push(markdown_provenance(lb), '');
    out.push(`**${counts(lb)}**`, '');
    out.push('Ranking, per suite: only final entries (valid, every expected task of every expected trial scored, nothing pending), ' +
        "by the mean over trials of the suite's primary headline metric, highest first; equal values share a rank and are listed by name. " +
        'Entries that are not final or invalid are listed apart and never ranked; their figures are observed over scored tasks only: ' +
        'a missing task is never counted as a failure or as zero.', '');
    if (lb.submissions.some((e) => e.selection))
        out.push(selection/* SELECTION_NOTE */.aD, '');
    for (const suite of lb.suites) {
        const title = (0,format/* metricTitle */.Vu)(suite.primary_metric);
        const trials = suite.expected_trials === null ? 'any number of trials' : `${suite.expected_trials} trial(s)`;
        if (suite.publish === false) {
            out.push(`## Suite ${(0,views_escape/* code */.aY)(suite.name)} (${(0,views_escape/* escapeName */.L$)(suite.kind)}): not ranked`, '', 'The benchmark marks this suite `publish: false`: its figures over all its tasks are not headline figures; its splits are ranked below.', '');
            continue;
        }
        const what = suite.split
            ? `Split ${(0,views_escape/* code */.aY)(suite.split.name)} of suite ${(0,views_escape/* code */.aY)(suite.split.suite)}`
            : `Suite ${(0,views_escape/* code */.aY)(suite.name)}`;
        out.push(`## ${what} (${(0,views_escape/* escapeName */.L$)(suite.kind)}): ${suite.expected_tasks} task(s) × ${trials}, ranked by ${title}`, '');
        const rowOf = (submission) => lb.submissions.find((e) => e.name === submission).suites.find((r) => r.name === suite.name);
        if (suite.ranked.length === 0)
            out.push('No final entry.', '');
        else {
            const lc = suite.leader_comparison;
            if (lc)
                out.push(...leaderParagraph(lc, suite.ranked.length, title), '');
            const n = Math.max(...suite.ranked.map((r) => rowOf(r.submission)?.reliability?.n_trials ?? 0));
            const rel = n >= 2 ? ` pass^${n} % | pass@${n} % |` : '';
            const vs = lc ? ` Δ vs leader, points (${level(lc.confidence)} interval) | Tasks compared |` : '';
            out.push(`| Rank | Submission | ${title} (mean over trials) | ${title} per trial |${rel}${vs}`, `|${' --- |'.repeat(4 + (n >= 2 ? 2 : 0) + (lc ? 2 : 0))}`);
            for (const [i, r] of suite.ranked.entries()) {
                const row = rowOf(r.submission);
                const perTrial = row.trials.map((t) => (0,format/* formatNumber */.ZV)(t.metrics[suite.primary_metric])).join(' / ');
                const relCells = n >= 2 ? ` ${percent(row.reliability?.pass_hat_k[n])} | ${percent(row.reliability?.pass_at_k[n])} |` : '';
                const vsCells = lc
                    ? ` ${i === 0 ? 'leader' : vsLeaderCell(r.vs_leader)} | ${i === 0 ? '—' : (r.vs_leader?.tasks ?? '—')} |`
                    : '';
                out.push(`| ${lc ? shownRank(r, i, lc) : r.rank} | ${markdown_name(r.submission)}${selectionSuffix(r.selection)} | ${(0,format/* formatNumber */.ZV)(r.value)} | ${perTrial} |${relCells}${vsCells}`);
            }
            out.push('');
        }
        if (suite.unranked.length > 0) {
            out.push(`### ${(0,views_escape/* code */.aY)(suite.name)}: not ranked (not final or invalid)`, '');
            out.push(`| Submission | Status | Coverage | Observed ${title} (over scored tasks; not ranked) | Why |`, '| --- | --- | --- | --- | --- |');
            for (const u of suite.unranked) {
                const row = rowOf(u.submission);
                const observed = u.observed === null ? '—' : `observed ${(0,format/* formatNumber */.ZV)(u.observed)}`;
                const entry = lb.submissions.find((e) => e.name === u.submission);
                const reason = u.selection === 'not_counted' ? (0,selection/* notCountedText */.fK)((0,views_escape/* escapeMarkdown */.FV)(entry?.selection?.submitter ?? '', NAME_LIMIT)) : why(row);
                out.push(`| ${markdown_name(u.submission)}${selectionSuffix(u.selection)} | ${STATUS[u.status]} | ${row ? coverageText(row) : '—'} | ${observed} | ${reason} |`);
            }
            out.push('');
        }
    }
    return `${out.join('\n').trimEnd()}\n`;
}
/** " (counts: latest)" after an entry's name, when final selection applied to it. */
const selectionSuffix = (rule) => (rule ? ` (${selection/* SELECTION_TEXT */.Xz[rule]})` : '');
const level = (confidence) => `${+(100 * confidence).toFixed(4)}%`;
/** 1= for the leader and every entry that cannot be told apart from it (when there is one); the rank otherwise. */
function shownRank(r, i, lc) {
    if (i === 0)
        return lc.tied_with_leader.length > 0 ? '1=' : String(r.rank);
    return r.vs_leader?.indistinguishable_from_leader ? '1=' : String(r.rank);
}
function vsLeaderCell(v) {
    if (!v || v.difference === null)
        return '— (not compared)';
    const interval = v.interval ? `${(0,compare/* signed */.x8)(v.interval.low)} … ${(0,compare/* signed */.x8)(v.interval.high)}` : 'no interval';
    return `${(0,compare/* signed */.x8)(v.difference)} (${interval})${v.indistinguishable_from_leader ? '; not told apart' : ''}`;
}
function leaderParagraph(lc, ranked, title) {
    const method = `Each ranked entry is compared with the leader on the same tasks (${(0,views_escape/* code */.aY)(lc.method)}, docs/compare.md): per task the mean ${title} over its trials, ` +
        `the difference entry − leader, its mean over tasks with a ${level(lc.confidence)} t interval. ` +
        'An entry whose interval contains 0 (or has no interval) cannot be told apart from the leader: it and the leader are shown as 1=.';
    if (ranked === 1)
        return [`${method} ${markdown_name(lc.leader)} is the only ranked entry.`];
    const tied = lc.tied_with_leader;
    const verdict = tied.length === 0
        ? `**${markdown_name(lc.leader)} is first**: every other ranked entry is below it by an interval that excludes 0.`
        : `**No single first place**: the leader by value, ${markdown_name(lc.leader)}, cannot be told apart from ${tied.slice(0, ROW_LIMIT).map(markdown_name).join(', ')}${tied.length > ROW_LIMIT ? `, … (${tied.length})` : ''}.`;
    return [method, '', verdict];
}
function markdown_provenance(lb) {
    const { benchmark, dirty } = (0,provenance/* provenance */.a)(lb.benchmark, (p) => (0,views_escape/* code */.aY)(p));
    return `${benchmark}; ${(0,views_escape/* escapeName */.L$)(lb.tool.name)} ${(0,views_escape/* escapeName */.L$)(lb.tool.version)}.${dirty ? `  \n⚠️ **${dirty}**` : ''}`;
}
function counts(lb) {
    const c = lb.counts;
    return `${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`;
}
/** A suite row's coverage in words (the leaderboard's and the site's). */
function coverageText(row) {
    const c = row.coverage;
    if (c.trials === 0)
        return row.status === 'invalid' ? 'not scored' : 'no trials';
    const parts = [`${c.scored}/${c.expected_tasks * c.trials} scored in ${c.trials} trial(s)`];
    if (c.missing > 0)
        parts.push(`${c.missing} missing`);
    if (c.errors > 0)
        parts.push(`${c.errors} error(s)`);
    if (c.pending > 0)
        parts.push(`${c.pending} pending`);
    return parts.join(', ');
}
function why(row) {
    if (!row || row.problems.length === 0)
        return '—';
    const shown = row.problems.slice(0, 3).map((p) => (0,views_escape/* escapeMarkdown */.FV)(p, 300));
    return `${shown.join('; ')}${row.problems.length > 3 ? `; … (${row.problems.length - 3} more in leaderboard.json)` : ''}`;
}
function percent(fraction) {
    return typeof fraction === 'number' ? (0,format/* formatNumber */.ZV)(100 * fraction) : '—';
}
// ---------------------------------------------------------------------------------------------
/** The tracking issue's comment: what changed since the baseline, and what is invalid now. */
function renderDriftMarkdown(r) {
    const lb = r.leaderboard;
    const d = r.drift;
    const out = [];
    const head = !d ? 'no baseline' : d.has_drift ? '❌ DRIFT' : '✅ no drift';
    out.push(`## agent-eval rescore: ${(0,views_escape/* escapeMarkdown */.FV)(lb.benchmark.name, 200)} — ${head}${r.hasInvalid ? ', ❌ invalid submissions' : ''}`, '');
    out.push(markdown_provenance(lb), `${counts(lb)}`, '');
    if (!d) {
        out.push('No baseline leaderboard was given, so nothing was compared. This leaderboard is the baseline of the next rescore.', '');
    }
    else {
        out.push(...driftBody(d));
    }
    out.push(...invalidList(lb));
    for (const note of r.notes.slice(0, ROW_LIMIT))
        out.push(`- ${(0,views_escape/* escapeMarkdown */.FV)(note)}`);
    const fitted = fitMarkdown(`${out.join('\n').trimEnd()}\n`, {
        limit: DRIFT_COMMENT_LIMIT,
        note: 'the comment is too long; the complete drift is in drift.json (in the artifact).',
    });
    return fitted.text;
}
function driftBody(d) {
    const out = [];
    out.push((0,provenance/* benchmarkChange */.e)(d.baseline.benchmark, d.current.benchmark, (p) => (0,views_escape/* code */.aY)(p), (t) => (0,views_escape/* escapeMarkdown */.FV)(t)), '');
    const k = d.counts;
    out.push(`**${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ${k.submissions_removed} removed submission(s)**` +
        `; ${k.submissions_added} added submission(s) (not drift).`, '');
    const more = (n) => (n > ROW_LIMIT ? [`… and ${n - ROW_LIMIT} more in drift.json.`, ''] : []);
    const suite = (s) => (s === null ? '(whole submission)' : (0,views_escape/* code */.aY)(s));
    const st = (s) => (s === null ? '(absent)' : STATUS[s]);
    if (d.status_changes.length > 0) {
        out.push('### Status changes', '', '| Submission | Suite | Before | After |', '| --- | --- | --- | --- |');
        for (const s of d.status_changes.slice(0, ROW_LIMIT))
            out.push(`| ${markdown_name(s.submission)} | ${suite(s.suite)} | ${st(s.before)} | ${st(s.after)} |`);
        out.push('', ...more(d.status_changes.length));
    }
    if (d.verdict_flips.length > 0) {
        out.push('### Verdict flips', '', '| Submission | Suite | Trial | Task | Before | After |', '| --- | --- | --- | --- | --- | --- |');
        for (const f of d.verdict_flips.slice(0, ROW_LIMIT)) {
            out.push(`| ${markdown_name(f.submission)} | ${(0,views_escape/* code */.aY)(f.suite)} | ${(0,views_escape/* escapeMarkdown */.FV)(f.trial, NAME_LIMIT)} | ${(0,views_escape/* code */.aY)(f.task)} | ${f.before ?? '(absent)'} | ${f.after ?? '(absent)'} |`);
        }
        out.push('', ...more(d.verdict_flips.length));
    }
    if (d.metric_moves.length > 0) {
        out.push('### Metric moves', '', '| Submission | Suite | Trial | Metric | Before | After | Δ |', '| --- | --- | --- | --- | --- | --- | --- |');
        for (const m of byImportance(d.metric_moves).slice(0, ROW_LIMIT)) {
            const trial = m.trial === null ? '(suite)' : (0,views_escape/* escapeMarkdown */.FV)(m.trial, NAME_LIMIT);
            out.push(`| ${markdown_name(m.submission)} | ${(0,views_escape/* code */.aY)(m.suite)} | ${trial} | ${(0,views_escape/* code */.aY)(m.metric)} | ${num(m.before)} | ${num(m.after)} | ${m.delta === null ? '—' : signedDelta(m.delta)} |`);
        }
        out.push('', ...more(d.metric_moves.length));
    }
    if (d.submissions_removed.length > 0)
        out.push(`Removed since the baseline: ${listed(d.submissions_removed)}.`, '');
    if (d.submissions_added.length > 0)
        out.push(`Added since the baseline: ${listed(d.submissions_added)}.`, '');
    return out;
}
/** The ranked figure first, then trial headlines, observed values, reliability (drift.json keeps its own order). */
function byImportance(moves) {
    const rank = (m) => m.metric.startsWith('primary.')
        ? m.metric.startsWith('primary.observed_')
            ? 1
            : 0
        : m.trial !== null
            ? m.metric.startsWith('observed_')
                ? 3
                : 2
            : 4;
    return moves
        .map((m, i) => ({ m, i }))
        .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
        .map((x) => x.m);
}
function invalidList(lb) {
    const invalid = lb.submissions.filter((e) => e.status === 'invalid');
    if (invalid.length === 0)
        return [];
    const out = ['### Invalid submissions', ''];
    for (const e of invalid.slice(0, ROW_LIMIT)) {
        const problems = [
            ...e.problems,
            ...e.suites.flatMap((s) => (s.valid ? [] : s.problems.map((p) => `${s.name}: ${p}`))),
        ];
        const shown = [...new Set(problems)].slice(0, 2).map((p) => (0,views_escape/* escapeMarkdown */.FV)(p, 300));
        out.push(`- ${markdown_name(e.name)}${shown.length > 0 ? `: ${shown.join('; ')}` : ''}`);
    }
    if (invalid.length > ROW_LIMIT)
        out.push(`- … and ${invalid.length - ROW_LIMIT} more in leaderboard.json`);
    out.push('');
    return out;
}
function listed(names) {
    const shown = names.slice(0, ROW_LIMIT).map(markdown_name).join(', ');
    return names.length > ROW_LIMIT ? `${shown}, … (${names.length})` : shown;
}
function num(x) {
    return x === null ? '—' : String(x);
}
function signedDelta(x) {
    return x > 0 ? `+${x}` : String(x);
}


/***/ }),

/***/ 6898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uW: () => (/* binding */ readLeaderboard),
  W5: () => (/* binding */ rescore),
  Km: () => (/* binding */ rescoreFromPartials),
  Gt: () => (/* binding */ rescoreShard),
  LJ: () => (/* binding */ writeRescore)
});

// EXTERNAL MODULE: ./src/core/provenance/same.ts
var same = __webpack_require__(8389);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/benchmark.ts
var core_benchmark = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/command-cache.ts + 1 modules
var command_cache = __webpack_require__(5404);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/manifest/zod-issues.ts + 1 modules
var zod_issues = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/core/report/write.ts + 1 modules
var write = __webpack_require__(3692);
// EXTERNAL MODULE: ./src/core/report/redact.ts
var redact = __webpack_require__(6405);
// EXTERNAL MODULE: ./src/core/score.ts + 4 modules
var score = __webpack_require__(2468);
// EXTERNAL MODULE: ./src/core/shard/merge.ts
var merge = __webpack_require__(292);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./src/core/rescore/drift.ts
var rescore_drift = __webpack_require__(9346);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/metrics/reliability.ts
var reliability = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/util/data.ts
var data = __webpack_require__(9966);
// EXTERNAL MODULE: ./src/core/report/splits.ts
var splits = __webpack_require__(8421);
;// CONCATENATED MODULE: ./src/core/rescore/entry.ts
/**
 * One submission's leaderboard entry: from its report (every figure is the report's own, never
 * recomputed), or, for a submission that could not be scored, from the reason why.
 */




const LIST_LIMIT = 10;
const MESSAGE_LIMIT = 300;
const statusOf = (valid, final) => (!valid ? 'invalid' : final ? 'final' : 'not_final');
function entryFromReport(name, report, suites) {
    // What makes the whole report invalid besides its suites (the submission.yml review: a
    // checksum mismatch, an unusable file) makes every row of it invalid: never ranked, no figure.
    const reportProblems = (report.submission.review?.findings ?? [])
        .filter((f) => f.severity === 'error')
        .slice(0, LIST_LIMIT)
        .map((f) => (0,data/* truncate */.x)(`submission.yml: ${f.code}: ${f.message}`, MESSAGE_LIMIT));
    const invalidReport = !report.valid && reportProblems.length > 0;
    // A split is read as the suite its view is (`suite/split`, report/splits.ts).
    const reported = (0,splits/* suitesAndSplits */.y8)(report);
    return {
        name,
        status: report.status,
        valid: report.valid,
        final: report.final,
        problems: invalidReport ? reportProblems : [],
        metadata: report.submission.metadata,
        ...selectionOf(report),
        suites: suites.map((info) => {
            const suite = reported.find((s) => s.name === info.name);
            if (!suite)
                return emptyRow(info, 'invalid', `suite ${info.name} is not in the report`);
            const row = suiteRow(info, suite);
            return invalidReport
                ? {
                    ...row,
                    status: 'invalid',
                    valid: false,
                    final: false,
                    problems: [...reportProblems, ...row.problems],
                    primary: { ...row.primary, value: null },
                }
                : row;
        }),
    };
}
function entryFromUnscored(u, suites) {
    return {
        name: u.name,
        status: u.status,
        valid: u.status !== 'invalid',
        final: false,
        problems: [u.problem],
        metadata: null,
        suites: suites.map((info) => emptyRow(info, u.status, u.problem)),
    };
}
function emptyRow(info, status, problem) {
    return {
        name: info.name,
        status,
        valid: status !== 'invalid',
        final: false,
        problems: [problem],
        coverage: {
            trials: 0,
            expected_trials: info.expected_trials,
            expected_tasks: info.expected_tasks,
            scored: 0,
            missing: 0,
            errors: status === 'invalid' ? 1 : 0,
            pending: 0,
        },
        primary: { metric: info.primary_metric, value: null, observed: null },
        reliability: null,
        trials: [],
    };
}
function suiteRow(info, suite) {
    const trials = suite.trials.map(trialRow);
    const metric = info.primary_metric;
    const averaged = (name) => {
        const values = trials.map((t) => t.metrics[name]);
        return values.length > 0 && values.every((v) => typeof v === 'number') ? (0,common/* roundTo */.GB)((0,common/* mean */.i2)(values)) : null;
    };
    const r = suite.reliability;
    const sum = (f) => suite.trials.reduce((n, t) => n + f(t), 0);
    return {
        name: suite.name,
        status: statusOf(suite.valid, suite.final),
        valid: suite.valid,
        final: suite.final,
        problems: problemsOf(suite),
        coverage: {
            trials: suite.trials.length,
            expected_trials: suite.expected_trials,
            expected_tasks: info.expected_tasks,
            scored: sum((t) => t.coverage.scored),
            missing: sum((t) => t.coverage.missing_tasks.length),
            errors: suite.errors.length + sum((t) => t.coverage.errors),
            pending: sum((t) => t.pending.length),
        },
        primary: { metric, value: suite.final ? averaged(metric) : null, observed: averaged(`observed_${metric}`) },
        reliability: r
            ? {
                final: r.final,
                n_trials: r.n_trials,
                tasks: r.tasks,
                expected_tasks: r.expected_tasks,
                pass_hat_k: r.pass_hat_k,
                pass_at_k: r.pass_at_k,
                mean_success_rate: r.mean_success_rate,
                success_rate_stderr: r.success_rate_stderr,
                flips: r.flips.count,
            }
            : null,
        trials,
    };
}
function trialRow(t) {
    const verdicts = new Map();
    for (const v of t.verdicts)
        verdicts.set(v.task, [...(verdicts.get(v.task) ?? []), v]);
    const outcomes = {
        success: [],
        failure: [],
        error: [],
        missing: [...t.coverage.missing_tasks],
    };
    for (const [task, list] of verdicts) {
        // One verdict per task is the rule; more than one can only be an error.
        const status = list.length === 1 ? list[0].status : 'error';
        outcomes[status].push(task);
    }
    for (const list of Object.values(outcomes))
        list.sort(reliability/* compareTasks */.gA);
    return {
        name: t.name,
        path: t.path,
        status: statusOf(t.valid, t.final),
        valid: t.valid,
        final: t.final,
        coverage: { ...t.coverage, pending: t.pending.length },
        metrics: Object.fromEntries(Object.entries(t.metrics).map(([name, m]) => [name, m.value])),
        outcomes,
    };
}
/** Why a suite row is not final or not valid, in a few lines (the report has everything). */
function problemsOf(suite) {
    const out = [...suite.notes];
    const cut = (s) => (0,data/* truncate */.x)(s, MESSAGE_LIMIT);
    const list = (items) => `${items.slice(0, LIST_LIMIT).join(', ')}${items.length > LIST_LIMIT ? `, … (${items.length})` : ''}`;
    for (const e of suite.errors.slice(0, LIST_LIMIT))
        out.push(cut(`suite error (${e.stage}): ${e.record ? `${e.record}: ` : ''}${e.message}`));
    if (suite.errors.length > LIST_LIMIT)
        out.push(`… and ${suite.errors.length - LIST_LIMIT} more suite error(s)`);
    for (const t of suite.trials) {
        const missing = t.coverage.missing_tasks;
        if (missing.length > 0)
            out.push(`${t.name}: ${missing.length} missing task(s): ${list(missing)}`);
        if (t.errors.length > 0) {
            const e = t.errors[0];
            const where = [e.task ? `task ${e.task}` : null, e.record ? `record ${e.record}` : null]
                .filter(Boolean)
                .join(', ');
            out.push(cut(`${t.name}: ${t.errors.length} error(s); first: ${e.stage}${where ? ` (${where})` : ''}: ${e.message}`));
        }
        if (t.pending.length > 0)
            out.push(cut(`${t.name}: ${t.pending.length} pending: ${list(t.pending.map((p) => `${p.task} (${p.what})`))}`));
        // A withheld metric is not ranked or averaged (its value is null): say why (docs/metrics.md).
        for (const [name, m] of Object.entries(t.metrics))
            if (m.withheld && !name.startsWith('observed_'))
                out.push(cut(`${t.name}: ${name} withheld: ${list(m.withheld.map(common/* withheldReasonText */.lc))}`));
    }
    return out;
}
/** submission.yml's `ranking`, for final selection (selection.ts decides the rule; `latest` until it has). */
function selectionOf(report) {
    const r = report.submission.review?.declared?.ranking;
    return r
        ? { selection: { submitter: r.submitter, submitted_at: r.submitted_at, final: r.final === true, rule: 'latest' } }
        : {};
}

// EXTERNAL MODULE: ./src/core/kinds/registry.ts + 18 modules
var registry = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/manifest/schema.ts
var schema = __webpack_require__(9290);
// EXTERNAL MODULE: ./src/core/rescore/leaderboard.ts
var rescore_leaderboard = __webpack_require__(3302);
// EXTERNAL MODULE: ./src/core/compare/compare.ts + 3 modules
var compare = __webpack_require__(6772);
// EXTERNAL MODULE: ./src/core/compare/schema.ts
var compare_schema = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/core/rescore/leader.ts
/**
 * `rescore --compare-leader` (docs/rescore.md): per suite, every ranked entry after the leader
 * compared with the leader on the same tasks, by the paired comparison of `agent-eval compare`
 * (compareSuitePair: the same pairing and figures, docs/compare.md), so that a first place is
 * not claimed where the interval says the top entries cannot be told apart.
 *
 * Only ranked entries (final rows) are compared: an entry that is not final is never compared
 * or ranked. The comparison is on the success verdicts, whose per-task mean over trials is the
 * primary metric of every kind (SR % of trajectory and output suites, accuracy % of table
 * suites). An entry is `indistinguishable_from_leader` when the published interval contains 0,
 * or when there is no interval at all (fewer than 2 tasks): nothing then shows that it differs.
 */




function compareWithLeader(lb, reports, options = {}) {
    const confidence = options.confidence ?? 0.95;
    if (!(confidence > 0 && confidence < 1))
        throw new errors/* UsageError */.eb(`the confidence must be strictly between 0 and 1, got ${confidence}`);
    return {
        ...lb,
        suites: lb.suites.map((suite) => {
            const [leader, ...rest] = suite.ranked;
            if (!leader)
                return suite;
            const leaderReport = reports.get(leader.submission);
            const ranked = [
                leader,
                ...rest.map((r) => ({
                    ...r,
                    vs_leader: versus(suite.name, leader.submission, leaderReport, r.submission, reports.get(r.submission), confidence),
                })),
            ];
            return {
                ...suite,
                ranked,
                leader_comparison: {
                    method: compare_schema/* DIFFERENCE_METHOD */.cK,
                    metric: 'success',
                    confidence,
                    leader: leader.submission,
                    tied_with_leader: ranked.filter((r) => r.vs_leader?.indistinguishable_from_leader).map((r) => r.submission),
                },
            };
        }),
    };
}
function versus(suite, leader, leaderReport, name, report, confidence) {
    const none = (note) => ({
        difference: null,
        interval: null,
        stderr: null,
        tasks: 0,
        indistinguishable_from_leader: true,
        notes: [note],
    });
    // Ranked entries always have their report; a leaderboard built otherwise is not compared.
    if (!leaderReport || !report)
        return none(`no report of ${leaderReport ? name : leader} to compare`);
    // A split is compared as the suite its view is (report/splits.ts).
    const c = (0,compare/* compareSuitePair */.g)(suite, { label: leader, report: { ...leaderReport, suites: (0,splits/* suitesAndSplits */.y8)(leaderReport) } }, { label: name, report: { ...report, suites: (0,splits/* suitesAndSplits */.y8)(report) } }, { confidence });
    if (!c)
        return none(`suite ${suite} is not in both reports`);
    const m = c.metrics.find((x) => x.metric === 'success');
    if (!m)
        return none('no success verdicts to compare');
    const notes = [...c.notes, ...(m.note ? [m.note] : [])];
    const indistinguishable = m.interval === null || (m.interval.low <= 0 && m.interval.high >= 0);
    return {
        difference: m.difference,
        interval: m.interval,
        stderr: m.stderr,
        tasks: m.tasks,
        indistinguishable_from_leader: indistinguishable,
        notes,
    };
}

// EXTERNAL MODULE: ./src/core/rescore/markdown.ts + 1 modules
var markdown = __webpack_require__(6417);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/util/order.ts
var order = __webpack_require__(3592);
// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/core/fs/path-name.ts
var path_name = __webpack_require__(1329);
;// CONCATENATED MODULE: ./src/core/rescore/submissions.ts
/**
 * The submissions tree: `<submissions-dir>/<name>/` is one submission (one run directory). The
 * tree is untrusted: an entry that is a symlink, or anything but a directory or a regular file, is
 * a named invalid entry and is never followed; regular files beside the submissions (README.md,
 * an index) are not submissions and are skipped; names are only ever shown escaped. A name that
 * cannot be one path component (`back\\slash`: docs/rescore.md) is a named invalid entry under a
 * stand-in name that no listed directory can have, so that the leaderboard is still written.
 */







/** More entries than this is refused: a leaderboard is not a file system dump. */
const MAX_SUBMISSIONS = 10_000;
/**
 * Lists the submissions, sorted by name in code point order. Entries whose name starts with "."
 * (`.git`, `.github`, …) and regular files are skipped.
 */
async function listSubmissions(submissionsDir) {
    let root;
    try {
        root = await (0,promises_.realpath)(submissionsDir);
        if (!(await (0,promises_.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new errors/* UsageError */.eb('not a directory', 'submissions', submissionsDir);
    }
    // Typed by the walk (never through a link); a name that is not valid UTF-8 cannot be read by its name as text.
    const listed = (await (0,walker/* readDirectory */.gZ)(root)).filter((e) => !e.name.startsWith('.'));
    const types = new Map(listed.map((e) => [e.name, e.valid ? e.type : null]));
    const names = listed.map((e) => e.name);
    if (names.length > MAX_SUBMISSIONS)
        throw new errors/* UsageError */.eb(`${names.length} entries, over the limit of ${MAX_SUBMISSIONS}`, 'submissions', submissionsDir);
    const submissions = [];
    const unscored = [];
    const seen = new Set();
    for (const name of names.sort(order/* byCodePoint */.HH)) {
        if (seen.has(name)) {
            // Two names that are not valid UTF-8 can decode to the same string; neither is scored.
            const i = submissions.findIndex((s) => s.name === name);
            if (i >= 0)
                submissions.splice(i, 1);
            if (!unscored.some((u) => u.name === name))
                unscored.push({
                    name,
                    status: 'invalid',
                    problem: `submission ${name}: several directory entries have this name (not valid UTF-8); not scored`,
                });
            continue;
        }
        seen.add(name);
        const type = types.get(name);
        const unusable = (0,path_name/* pathNameProblem */.ao)(name);
        if (unusable) {
            if (type !== 'file')
                unscored.push({
                    name: standInName(name),
                    status: 'invalid',
                    problem: `the directory ${(0,path_name/* quotedName */.aH)(name)} ${unusable}: a submission's name is one file name; not scored`,
                });
            continue;
        }
        const dir = external_node_path_default().join(submissionsDir, name);
        const problem = !type
            ? 'cannot be read'
            : type === 'symlink'
                ? 'is a symbolic link; not followed'
                : type === 'other'
                    ? 'is not a directory (a submission is a directory)'
                    : null;
        if (type === 'file')
            continue;
        if (problem)
            unscored.push({ name, status: 'invalid', problem: `submission ${name} ${problem}` });
        else
            submissions.push({ name, dir });
    }
    unscored.sort((a, b) => (0,order/* byCodePoint */.HH)(a.name, b.name));
    return { root, submissions, unscored };
}
/**
 * The leaderboard's name for an entry whose own name cannot be one: `.invalid-` and the name
 * percent-encoded (or its sha256 when that is too long). Names starting with "." are never
 * listed, so a stand-in cannot be another entry's name.
 */
function standInName(name) {
    let encoded = null;
    try {
        encoded = `.invalid-${encodeURIComponent(name)}`;
    }
    catch {
        // a lone surrogate: hashed below
    }
    if (encoded !== null && Buffer.byteLength(encoded) <= path_name/* MAX_PATH_NAME_BYTES */.VY)
        return encoded;
    return `.invalid-sha256-${(0,external_node_crypto_.createHash)('sha256').update(name).digest('hex')}`;
}

;// CONCATENATED MODULE: ./src/core/rescore/rescore.ts
/**
 * `rescore`: scores every submission of a submissions tree against one benchmark revision,
 * builds the leaderboard, and compares it with the previous one (docs/rescore.md). One bad
 * submission never stops the others; a bad benchmark stops everything (ConfigError).
 * Sharded: `rescoreShard` writes per-submission partials, `rescoreFromPartials` merges them into
 * the leaderboard the unsharded rescore writes, byte for byte.
 */






















/** The benchmark is opened once and the verifier pools started once for every submission (command-cache.ts). */
async function rescore(o) {
    return (0,command_cache/* withCommandCache */.M)(o.cache, async (cache) => {
        const { context, selection } = await openContext(cache, o.benchmarkDir, o.suites);
        const tree = await listSubmissions(o.submissionsDir);
        const entries = tree.unscored.map((u) => entryFromUnscored(u, context.suites));
        const reports = new Map();
        for (const [i, sub] of tree.submissions.entries()) {
            o.onProgress?.(`[${i + 1}/${tree.submissions.length}] ${sub.name}`);
            const scored = await scoreOne(o, cache, selection, sub, (options) => (0,score.score)(options));
            if ('unscored' in scored)
                entries.push(entryFromUnscored(scored.unscored, context.suites));
            else {
                // The leaderboard, drift and comparisons are public: they are built from the public report (docs/held-out.md).
                const report = (0,redact.redact)(scored.result);
                reports.set(sub.name, report);
                entries.push(entryFromReport(sub.name, report, context.suites));
            }
        }
        return finish(context, entries, reports, o.baseline ?? null, [], o.compareLeader);
    });
}
async function rescoreShard(o, shard) {
    return (0,command_cache/* withCommandCache */.M)(o.cache, async (cache) => {
        const { context, selection } = await openContext(cache, o.benchmarkDir, o.suites);
        const tree = await listSubmissions(o.submissionsDir);
        const unscored = [...tree.unscored];
        const submissions = [];
        for (const [i, sub] of tree.submissions.entries()) {
            o.onProgress?.(`[${i + 1}/${tree.submissions.length}] ${sub.name} (shard ${shard.index}/${shard.count})`);
            const scored = await scoreOne(o, cache, selection, sub, (options) => (0,score.scoreShard)(options, shard));
            if ('unscored' in scored)
                unscored.push(scored.unscored);
            else
                submissions.push({ name: sub.name, partial: scored.result });
        }
        unscored.sort((a, b) => (0,order/* byCodePoint */.HH)(a.name, b.name));
        return { context, shard, submissions, unscored };
    });
}
async function rescoreFromPartials(o) {
    const notes = [];
    let context = o.context ?? null;
    if (o.benchmarkDir) {
        // Without --suite the shards' own suite selection is checked, not the manifest's every suite.
        const found = context ?? (o.partials[0] ? contextOfPartial(o.partials[0].partial) : null);
        const selection = o.suites?.length
            ? o.suites
            : found
                ? [...new Set(o.partials.flatMap((p) => p.partial.suites.map((s) => s.name)))]
                : undefined;
        const opened = (await openContext(o.cache ?? new command_cache/* CommandCache */.o(), o.benchmarkDir, selection?.length ? selection : undefined)).context;
        if (found) {
            const why = (0,same/* benchmarkDifference */.l)(found.benchmark, opened.benchmark);
            if (why)
                throw new errors/* UsageError */.eb(`the shard outputs and the benchmark checkout ${o.benchmarkDir} are ${why}`);
            if (!(0,rescore_leaderboard/* sameContext */.IE)(found, opened)) {
                throw new errors/* UsageError */.eb(`the shard outputs are not of the benchmark checkout ${o.benchmarkDir}: the agent-eval version or the suites differ`);
            }
        }
        context ??= opened;
    }
    context ??= o.partials[0] ? contextOfPartial(o.partials[0].partial) : null;
    if (!context)
        throw new errors/* UsageError */.eb('no shard outputs found: nothing to merge');
    for (const p of o.partials) {
        const c = contextOfPartial(p.partial);
        if (!(0,rescore_leaderboard/* sameContext */.IE)(c, context)) {
            throw new errors/* UsageError */.eb(`${p.name} is of another benchmark revision, manifest, agent-eval version or suite selection than the other shards`);
        }
    }
    let missingOutputs = false;
    if (o.shardOutputs) {
        for (let i = 1; i <= o.shards; i++) {
            if (!o.shardOutputs.some((s) => s.index === i && s.count === o.shards)) {
                missingOutputs = true;
                notes.push(`missing_shard: no output of shard ${i}/${o.shards} was found`);
            }
        }
    }
    const bySubmission = new Map();
    for (const p of o.partials) {
        if (p.partial.shard.count !== o.shards) {
            notes.push(`${p.name}: a partial of a ${p.partial.shard.count}-shard run, not of ${o.shards} shards; ignored`);
            continue;
        }
        bySubmission.set(p.submission, [...(bySubmission.get(p.submission) ?? []), p]);
    }
    const unscored = new Map((o.unscored ?? []).map((u) => [u.name, u]));
    for (const p of o.partials) {
        if (!bySubmission.has(p.submission) && !unscored.has(p.submission)) {
            unscored.set(p.submission, {
                name: p.submission,
                status: 'invalid',
                problem: `missing_shard: submission ${p.submission} has no partial report of a ${o.shards}-shard run`,
            });
        }
    }
    const entries = [...unscored.values()].map((u) => entryFromUnscored(u, context.suites));
    const reports = new Map();
    for (const name of [...bySubmission.keys()].sort(order/* byCodePoint */.HH)) {
        if (unscored.has(name)) {
            notes.push(`submission ${name} is both scored and not scored in different shards; it is left out as not scored`);
            continue;
        }
        try {
            const merged = (0,merge.mergePartials)(bySubmission.get(name));
            const report = (0,redact.redact)(merged.report);
            const scrub = (0,redact.textRedactor)(merged.report);
            for (const p of merged.problems)
                notes.push(`submission ${name}: ${p.code}: ${scrub(p.message)}`);
            reports.set(name, report);
            entries.push(entryFromReport(name, report, context.suites));
        }
        catch (err) {
            if (!(err instanceof errors/* UsageError */.eb))
                throw err;
            entries.push(entryFromUnscored({ name, status: 'invalid', problem: `submission ${name}: ${err.message}` }, context.suites));
        }
    }
    const result = finish(context, entries, reports, o.baseline ?? null, notes, o.compareLeader);
    return missingOutputs ? { ...result, hasInvalid: true } : result;
}
function finish(context, entries, reports, baseline, notes, leader) {
    const built = (0,rescore_leaderboard/* buildLeaderboard */.GZ)(context, entries);
    const leaderboard = leader ? compareWithLeader(built, reports, leader) : built;
    const drift = baseline ? (0,rescore_drift/* computeDrift */.f1)(baseline, leaderboard) : null;
    return {
        leaderboard,
        drift,
        reports,
        hasDrift: drift?.has_drift ?? false,
        hasInvalid: leaderboard.counts.invalid > 0,
        notes,
    };
}
/** The benchmark (opened once, so that a bad manifest stops everything) and the suite selection. */
async function openContext(cache, benchmarkDir, suites) {
    const benchmark = await cache.benchmark(benchmarkDir);
    const all = benchmark.manifest.suites;
    const wanted = suites?.length ? [...new Set(suites)] : all.map((s) => s.name);
    const selected = wanted.map((name) => {
        const suite = all.find((s) => s.name === name);
        if (!suite)
            throw new errors/* UsageError */.eb(`no such suite in ${benchmark.file} (suites: ${all.map((s) => s.name).join(', ')})`, 'suite', name);
        return suite;
    });
    const everything = selected.length === all.length && selected.every((s, i) => s === all[i]);
    return {
        context: {
            tool: { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w },
            benchmark: (0,core_benchmark/* benchmarkInfo */.wV)(benchmark),
            suites: selected.flatMap((s) => (0,rescore_leaderboard/* suiteBoards */.Sd)(s, benchmark.catalogs.get(s.name).map((t) => t.key))),
        },
        selection: everything ? undefined : wanted,
    };
}
/** The context a partial report was made in (the same as its shard's rescore-shard.json). */
function contextOfPartial(p) {
    return {
        tool: p.tool,
        benchmark: p.benchmark,
        suites: p.suites.flatMap((s) => {
            const parsed = (0,schema/* suiteSchema */.Y)().safeParse(s.config);
            return parsed.success
                ? (0,rescore_leaderboard/* suiteBoards */.Sd)(parsed.data, s.expected_tasks)
                : [
                    {
                        name: s.name,
                        kind: s.kind,
                        expected_tasks: s.expected_tasks.length,
                        expected_trials: s.expected_trials,
                        primary_metric: (0,registry/* kindOf */.I)(s.kind).primaryMetric,
                    },
                ];
        }),
    };
}
/**
 * Scores one submission; a problem of the submission itself (a usage error such as a table
 * trial directory not named after a mode, an unreadable directory) makes it a named invalid
 * entry, never a stop. A configuration error of the benchmark stops the whole rescore.
 *
 * The submission directory is always the run root (`nested`), also with one suite selected:
 * its submission.yml and checksums are the whole submission's, and trial paths (`qa/trial-1`)
 * are the same as in a rescore of every suite.
 */
async function scoreOne(o, cache, selection, sub, run) {
    const runDir = sub.dir;
    try {
        return {
            result: await run({
                benchmarkDir: o.benchmarkDir,
                runDir,
                // The path the report shows: relative to the submissions tree (the submission's name), never
                // where the tree was on the machine that rescored (the leaderboard and its site are published).
                runLabel: sub.name,
                nested: true,
                cache,
                ...(selection ? { suites: selection } : {}),
                ...(o.env ? { env: o.env } : {}),
                ...(o.python ? { python: o.python } : {}),
                ...(o.hashLimits ? { hashLimits: o.hashLimits } : {}),
            }),
        };
    }
    catch (err) {
        // A broken benchmark stops everything; anything else stops only this submission.
        if (err instanceof errors/* ConfigError */.xL)
            throw err;
        const what = err instanceof errors/* UsageError */.eb ? '' : 'could not be scored: ';
        return {
            unscored: { name: sub.name, status: 'invalid', problem: `submission ${sub.name}: ${what}${(0,errors/* messageOf */.bD)(err)}` },
        };
    }
}
/** leaderboard.json/.md, drift.json/.md (with a baseline), and submissions/<name>/ reports. */
async function writeRescore(r, outDir) {
    await (0,promises_.mkdir)(outDir, { recursive: true });
    const leaderboard = external_node_path_default().join(outDir, 'leaderboard.json');
    const leaderboardMd = external_node_path_default().join(outDir, 'leaderboard.md');
    await (0,promises_.writeFile)(leaderboard, (0,rescore_leaderboard/* serializeLeaderboard */.Om)(r.leaderboard));
    await (0,promises_.writeFile)(leaderboardMd, (0,markdown/* renderLeaderboardMarkdown */.T3)(r.leaderboard));
    const all = [leaderboard, leaderboardMd];
    const problems = [];
    let drift = null;
    let driftMd = null;
    if (r.drift) {
        drift = external_node_path_default().join(outDir, 'drift.json');
        driftMd = external_node_path_default().join(outDir, 'drift.md');
        await (0,promises_.writeFile)(drift, (0,rescore_drift/* serializeDrift */.y0)(r.drift));
        await (0,promises_.writeFile)(driftMd, (0,markdown/* renderDriftMarkdown */.b9)(r));
        all.push(drift, driftMd);
    }
    for (const name of [...r.reports.keys()].sort(order/* byCodePoint */.HH)) {
        const written = await (0,write.writeReport)(r.reports.get(name), external_node_path_default().join(outDir, 'submissions', name));
        all.push(...written.all);
        for (const p of written.problems)
            problems.push(`${name}: ${p}`);
    }
    return { all, leaderboard, leaderboardMd, drift, driftMd, problems };
}
/** A previous leaderboard.json, size-bounded and validated; any problem is a UsageError naming the file. */
async function readLeaderboard(file) {
    const info = await (0,promises_.stat)(file).catch(() => null);
    if (!info?.isFile())
        throw new errors/* UsageError */.eb(`${file}: no such leaderboard file`);
    const read = (0,bounded_json/* readJsonBounded */._I)(file, { maxBytes: 512 * 1024 * 1024, maxDepth: 64 });
    if (!read.ok)
        throw new errors/* UsageError */.eb(`${file}: ${read.message}`);
    const parsed = (0,rescore_leaderboard/* leaderboardSchema */.tZ)().safeParse(read.value);
    if (!parsed.success)
        throw new errors/* UsageError */.eb(`${file}: not an agent-eval leaderboard (leaderboard_version ${1}): ${(0,zod_issues/* formatIssues */.o)(parsed.error)}`);
    return parsed.data;
}


/***/ }),

/***/ 292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergePartials: () => (/* binding */ mergePartials)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _provenance_same_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8389);
/* harmony import */ var _fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1329);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2468);
/* harmony import */ var _manifest_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9290);
/* harmony import */ var _partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4970);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3592);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/**
 * `merge`: partial reports of one sharded run → the report the unsharded run writes, byte for
 * byte. Verdicts, errors and pending items are gathered per trial, and coverage, validity,
 * finality, metrics and reliability are recomputed from them by the pipeline's own functions
 * (never averaged from partial figures).
 *
 * Partials of different runs (benchmark revision or manifest, submission, tool version, shard
 * count, suite selection) are refused outright (UsageError). An incomplete or inconsistent set
 * (a missing shard, a duplicated shard, units claimed by two shards, units outside a shard)
 * still gives a report, made invalid by named `merge` errors.
 */








function mergePartials(inputs) {
    if (inputs.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('merge: no partial reports given');
    const first = inputs[0];
    refuseOtherRuns(inputs);
    const problems = [];
    const { byIndex, accepted } = shardsByIndex(inputs, problems);
    namesOverlaps(accepted, problems);
    const template = (accepted[0] ?? first).partial;
    unsafeNames((accepted[0] ?? first).name, template, problems);
    const suites = template.suites.map((ts, si) => mergeSuite(ts, si, { first, accepted, byIndex, problems }));
    // Every problem makes every suite invalid (a shard covers all of them), named in its errors.
    for (const s of suites)
        for (const p of problems)
            s.errors.push({ task: null, record: null, stage: 'merge', message: `${p.code}: ${p.message}` });
    const header = {
        report_version: 1,
        tool: template.tool,
        benchmark: template.benchmark,
        submission: { path: template.submission.path, metadata: template.submission.metadata },
        ...(template.ignored?.length ? { ignored: template.ignored } : {}),
        ...(template.not_hashed ? { not_hashed: template.not_hashed } : {}),
    };
    const report = (0,_score_js__WEBPACK_IMPORTED_MODULE_1__/* .buildReport */ .FK)(header, suites.map(_score_js__WEBPACK_IMPORTED_MODULE_1__/* .buildSuiteReport */ .pl), template.submission.review_input);
    if (problems.length > 0 && report.suites.length === 0) {
        return { report: { ...report, status: 'invalid', valid: false, final: false }, problems };
    }
    return { report, problems };
}
/** Partials of different runs are refused outright (a UsageError naming two of them). */
function refuseOtherRuns(inputs) {
    const first = inputs[0];
    const refuse = (what, pick) => {
        const expected = JSON.stringify(pick(first.partial));
        for (const other of inputs.slice(1)) {
            const found = JSON.stringify(pick(other.partial));
            if (found !== expected)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name} and ${other.name} are from ${what}: ${expected} vs ${found}`);
        }
    };
    for (const other of inputs.slice(1)) {
        const why = (0,_provenance_same_js__WEBPACK_IMPORTED_MODULE_5__/* .benchmarkDifference */ .l)(first.partial.benchmark, other.partial.benchmark);
        if (why)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name} and ${other.name} are ${why}`);
    }
    refuse('different submissions (files digest)', (p) => p.submission.files_sha256);
    refuse('runs that left different files out of hashing (not_hashed)', (p) => p.not_hashed ?? null);
    refuse('different readings of submission.yml', (p) => p.submission.review_input ?? null);
    refuse('different shard counts', (p) => p.shard.count);
    refuse('different shard methods', (p) => p.shard.method);
    refuse('different agent-eval versions', (p) => p.tool);
    refuse('runs with different suite or case selections', (p) => p.suites.map((s) => ({
        config: s.config,
        name: s.name,
        kind: s.kind,
        tasks_from: s.tasks_from,
        expected_trials: s.expected_trials,
        discovered: s.discovered,
        expected_tasks: s.expected_tasks,
        notes: s.notes,
        trials: s.trials.map((t) => t.path),
    })));
    if (first.partial.shard.method !== _partition_js__WEBPACK_IMPORTED_MODULE_3__/* .SHARD_METHOD */ .Fq)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: unknown shard method ${first.partial.shard.method}`);
}
/** The shards by index (a shard that does not exist or is given twice, and a missing one, are problems); `accepted`: in index order. */
function shardsByIndex(inputs, problems) {
    const count = inputs[0].partial.shard.count;
    const byIndex = new Map();
    for (const input of inputs) {
        const index = input.partial.shard.index;
        if (index > count) {
            problems.push({
                code: 'out_of_shard_units',
                message: `${input.name} says it is shard ${index}/${count}, which does not exist`,
            });
            continue;
        }
        const seen = byIndex.get(index);
        if (seen)
            problems.push({
                code: 'duplicate_shard',
                message: `shard ${index}/${count} given twice (${seen.name} and ${input.name}); the second is ignored`,
            });
        else
            byIndex.set(index, input);
    }
    for (let i = 1; i <= count; i++) {
        if (!byIndex.has(i))
            problems.push({
                code: 'missing_shard',
                message: `shard ${i}/${count} is missing: its units are not in the report`,
            });
    }
    return { byIndex, accepted: [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, input]) => input) };
}
/** Which shard claims each unit (its `units`, and the tasks of its verdicts): a unit two shards claim is a problem. */
function namesOverlaps(accepted, problems) {
    const claims = new Map(); // (by input, not by name: two inputs may share a name)
    const overlaps = new Set();
    for (const input of accepted) {
        for (const s of input.partial.suites) {
            for (const t of s.trials) {
                for (const task of new Set([...t.units, ...t.verdicts.map((v) => v.task)])) {
                    const key = `${s.name}\u0000${t.path}\u0000${task}`;
                    const other = claims.get(key);
                    if (other && other !== input && !overlaps.has(key)) {
                        overlaps.add(key);
                        problems.push({
                            code: 'overlapping_units',
                            message: `suite ${s.name}, trial ${t.path}, task ${task} is in both ${other.name} and ${input.name}`,
                        });
                    }
                    else
                        claims.set(key, input);
                }
            }
        }
    }
}
/** One suite of the template (`si`: its index in every partial) from the accepted shards. */
function mergeSuite(ts, si, at) {
    const { first, accepted, byIndex, problems } = at;
    const count = first.partial.shard.count;
    const parsed = (0,_manifest_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteSchema */ .Y)().safeParse(ts.config);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: suite ${ts.name} has no valid configuration`);
    const suite = parsed.data;
    const base = (0,_score_js__WEBPACK_IMPORTED_MODULE_1__/* .suiteBase */ .q5)(suite);
    if (JSON.stringify(base) !==
        JSON.stringify({ name: ts.name, kind: ts.kind, tasks_from: ts.tasks_from, expected_trials: ts.expected_trials })) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${first.name}: suite ${ts.name}: its name, kind, tasks or trials differ from its configuration's`);
    }
    const expected = new Set(ts.expected_tasks);
    const trials = ts.trials.map((tt, ti) => {
        const checked = accepted.map((input) => inShard(input.partial.suites[si].trials[ti], ts.name, input, expected, problems));
        const parts = checked.map((c) => c.part);
        sameCce(ts.name, tt.path, parts, accepted);
        // Every expected unit is listed by the shard it hashes to, when that shard is here at all
        // (a missing shard is named already). The lists are disjoint: counting them is enough when all are.
        if (checked.reduce((n, c) => n + c.mine.size, 0) < expected.size) {
            const unlisted = new Map();
            for (const task of ts.expected_tasks) {
                const owner = byIndex.get((0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfUnit */ .OW)(ts.name, tt.path, task, count));
                if (owner && !checked[accepted.indexOf(owner)].mine.has(task))
                    unlisted.set(owner, [...(unlisted.get(owner) ?? []), task]);
            }
            for (const [owner, tasks] of unlisted) {
                problems.push({
                    code: 'inconsistent_partial',
                    message: `${owner.name} does not list units of its own shard in suite ${ts.name}, trial ${tt.path}: ${namesOf(tasks)}`,
                });
            }
        }
        return mergeTrial(tt.name, tt.path, parts);
    });
    const shard1 = byIndex.get(1)?.partial.suites[si];
    const suiteErrors = [...(shard1?.errors ?? [])];
    for (const input of accepted) {
        if (input.partial.shard.index !== 1 && input.partial.suites[si].errors.length > 0) {
            problems.push({
                code: 'out_of_shard_units',
                message: `${input.name} (shard ${input.partial.shard.index}/${count}) carries errors of suite ${ts.name} itself, which only shard 1 reports`,
            });
        }
    }
    return {
        suite,
        base,
        discovered: ts.discovered,
        expectedTasks: ts.expected_tasks,
        notes: ts.notes,
        errors: suiteErrors,
        trials,
        ...(ts.ignored?.length ? { ignored: ts.ignored } : {}),
    };
}
/**
 * The part of a shard's trial that is in its shard and consistent with its own `units`; anything
 * else is a named problem and dropped: units that hash to another shard, and verdicts, pending
 * items or CCE tasks for tasks that are not among the trial's units (which are expected tasks).
 * `mine`: the units it lists that are expected and in its shard.
 */
function inShard(t, suite, input, expected, problems) {
    const { index, count } = input.partial.shard;
    const owns = (task) => (0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfUnit */ .OW)(suite, t.path, task, count) === index; // (partition.ts keeps each hash)
    const ownsError = (e) => (0,_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .shardOfError */ .Ij)(suite, t.path, e, count) === index;
    const outside = new Set();
    const foreign = new Set();
    const mine = new Set();
    for (const task of t.units) {
        if (!owns(task))
            outside.add(`task ${task}`);
        else if (!expected.has(task))
            foreign.add(task);
        else
            mine.add(task);
    }
    let whole = true;
    const keeps = (task) => {
        if (mine.has(task))
            return true;
        if (!owns(task))
            outside.add(`task ${task}`);
        else
            foreign.add(task);
        whole = false;
        return false;
    };
    // One verdict, at most one pending item and one CCE judgement per task and trial, as every kind
    // gives (a repeated one is dropped: it would count twice in coverage or in CCE).
    const who = `${input.name} (shard ${index}/${count})`;
    const where = `in suite ${suite}, trial ${t.path}`;
    const repeats = [];
    const repeatedIn = (what, items) => {
        const seen = new Set();
        const repeated = new Set();
        for (const { task } of items) {
            if (seen.has(task))
                repeated.add(task);
            else
                seen.add(task);
            keeps(task);
        }
        if (repeated.size > 0) {
            whole = false;
            repeats.push(`more than one ${what} for a task ${where}: ${namesOf([...repeated])}`);
        }
    };
    repeatedIn('verdict', t.verdicts);
    repeatedIn('pending item', t.pending);
    repeatedIn('CCE judgement', t.cce?.tasks ?? []);
    for (const e of t.errors)
        if (!ownsError(e))
            outside.add(e.task !== null ? `task ${e.task}` : `record ${e.record ?? '(none)'}`);
    if (outside.size > 0)
        problems.push({
            code: 'out_of_shard_units',
            message: `${who} has units of other shards ${where}: ${namesOf([...outside])}`,
        });
    if (foreign.size > 0)
        problems.push({
            code: 'inconsistent_partial',
            message: `${who} has tasks that are not among its expected units ${where}: ${namesOf([...foreign])}`,
        });
    for (const repeat of repeats)
        problems.push({ code: 'inconsistent_partial', message: `${who} has ${repeat}` });
    if (whole && outside.size === 0)
        return { part: t, mine }; // (the usual case: nothing to drop)
    /** The items of this shard's own units, the first of each task. */
    const firstOfEach = (items) => {
        const kept = new Set();
        return items.filter(({ task }) => mine.has(task) && !kept.has(task) && Boolean(kept.add(task)));
    };
    const part = {
        ...t,
        verdicts: firstOfEach(t.verdicts),
        errors: t.errors.filter(ownsError),
        pending: firstOfEach(t.pending),
        ...(t.cce ? { cce: { ...t.cce, tasks: firstOfEach(t.cce.tasks) } } : {}),
    };
    return { part, mine };
}
/**
 * Names of the partial that become paths (suite and trial names, the tasks of a kind whose tasks are file names) and
 * are not one file name (fs/path-name.ts): each a named problem, so that the report is not final. The report schema
 * refuses such a suite or trial (the writer leaves it out, named), and the writer writes no file for such a task.
 */
function unsafeNames(name, partial, problems) {
    const unsafe = (what, value) => {
        const why = (0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .pathNameProblem */ .ao)(value);
        if (why !== null)
            problems.push({
                code: 'unsafe_name',
                message: `${name}: the ${what} ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(value)} ${why}; it is never made a path`,
            });
    };
    for (const s of partial.suites) {
        unsafe('suite name', s.name);
        for (const t of s.trials)
            unsafe(`trial name in suite ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(s.name)}`, t.name);
        if ((0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .findKind */ .oH)(s.kind)?.taskFiles)
            for (const task of s.expected_tasks)
                unsafe(`task name in suite ${(0,_fs_path_name_js__WEBPACK_IMPORTED_MODULE_6__/* .quotedName */ .aH)(s.name)}`, task);
    }
}
/** Up to 10 names, sorted, and how many there are beyond. */
function namesOf(names) {
    const list = [...names].sort();
    return `${list.slice(0, 10).join(', ')}${list.length > 10 ? `, … (${list.length})` : ''}`;
}
/** The shards of a trial were scored with the same CCE settings (source and judge), or merge refuses them. */
function sameCce(suite, trialPath, parts, inputs) {
    // Every part of a trajectory trial names its CCE source (none of another kind's does); the judge
    // is compared among the parts that used one.
    const settings = parts.map((p) => ({
        source: p.metric_context.cce_source ?? 'absent',
        judge: p.cce ? JSON.stringify(p.cce.judge) : undefined,
    }));
    for (const key of ['source', 'judge']) {
        const at = settings.findIndex((s) => s[key] !== undefined);
        const other = settings.findIndex((s) => s[key] !== undefined && s[key] !== settings[at][key]);
        if (at >= 0 && other >= 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`merge: ${inputs[at].name} and ${inputs[other].name} were scored with different CCE settings (suite ${suite}, trial ${trialPath}: ${key} ${settings[at][key]} vs ${settings[other][key]})`);
        }
    }
}
const byTask = (a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_7__/* .byCodeUnit */ .X)(a.task, b.task);
/** One trial from its shards' parts, in the order one run gives: verdicts, pending and CCE tasks by task. */
function mergeTrial(name, trialPath, parts) {
    const judges = new Map();
    for (const p of parts)
        for (const j of p.metric_context.judges ?? [])
            judges.set(`${j.model}\n${j.endpoint}`, j);
    const context = {};
    if (parts.some((p) => p.metric_context.judges))
        context.judges = [...judges.keys()].sort().map((k) => judges.get(k));
    const source = parts.find((p) => p.metric_context.cce_source)?.metric_context.cce_source;
    if (source)
        context.cce_source = source;
    const cces = parts.filter((p) => p.cce).map((p) => p.cce);
    return {
        name,
        path: trialPath,
        verdicts: parts.flatMap((p) => p.verdicts).sort(byTask),
        errors: parts.flatMap((p) => p.errors),
        pending: parts.flatMap((p) => p.pending).sort(byTask),
        context,
        ...(cces.length > 0
            ? {
                cce: {
                    source: cces[0].source,
                    judge: cces[0].judge,
                    requests: cces.reduce((n, c) => n + c.requests, 0),
                    tasks: cces.flatMap((c) => c.tasks).sort(byTask),
                },
            }
            : {}),
    };
}


/***/ })

};
