/**
 * The site's charts as inline SVG, drawn here (a few dozen lines; no chart library renders
 * without a browser runtime and within a strict CSP without style attributes): presentation
 * attributes only (no style attribute, no script, no external reference). Labels go through
 * the one escape function. Coordinates are rounded to 0.1 so the bytes are deterministic.
 */
import { html, type Html } from './html.js';

const PALETTE = ['#0550ae', '#bc4c00', '#116329', '#8250df', '#a40e26', '#4d2d00', '#1b7c83', '#6e7781'];
const r1 = (x: number) => String(Math.round(x * 10) / 10);

export interface ScoreBar {
  label: string;
  /** 0..100 */
  value: number;
  interval: { low: number; high: number } | null;
}

/** One horizontal bar per entry (0–100 %), the 95% interval as a whisker across it. */
export function scoreChart(title: string, bars: readonly ScoreBar[]): Html {
  const labelW = 180;
  const plotW = 400;
  const rowH = 22;
  const top = 24;
  const height = top + rowH * bars.length + 24;
  const x = (v: number) => labelW + (Math.max(0, Math.min(100, v)) / 100) * plotW;
  const rows = bars.map((b, i) => {
    const y = top + i * rowH;
    const label = b.label.length > 28 ? `${b.label.slice(0, 27)}…` : b.label;
    const whisker = b.interval
      ? html`<line x1="${r1(x(b.interval.low))}" y1="${r1(y + rowH / 2)}" x2="${r1(x(b.interval.high))}" y2="${r1(y + rowH / 2)}" stroke="#1b1f24" stroke-width="2"/><line x1="${r1(x(b.interval.low))}" y1="${r1(y + 5)}" x2="${r1(x(b.interval.low))}" y2="${r1(y + rowH - 5)}" stroke="#1b1f24"/><line x1="${r1(x(b.interval.high))}" y1="${r1(y + 5)}" x2="${r1(x(b.interval.high))}" y2="${r1(y + rowH - 5)}" stroke="#1b1f24"/>`
      : '';
    return html`<g><text x="${labelW - 6}" y="${r1(y + rowH / 2 + 4)}" text-anchor="end" font-size="12">${label}</text><rect x="${labelW}" y="${r1(y + 3)}" width="${r1(x(b.value) - labelW)}" height="${rowH - 6}" fill="#8cb4e8"/>${whisker}<text x="${r1(Math.min(x(b.value), labelW + plotW - 40) + 4)}" y="${r1(y + rowH / 2 + 4)}" font-size="11">${b.value.toFixed(2)}</text></g>`;
  });
  const axis = [0, 25, 50, 75, 100].map(
    (t) =>
      html`<line x1="${r1(x(t))}" y1="${top - 4}" x2="${r1(x(t))}" y2="${r1(top + rowH * bars.length)}" stroke="#d0d7de"/><text x="${r1(x(t))}" y="${r1(top + rowH * bars.length + 16)}" text-anchor="middle" font-size="11">${t}</text>`,
  );
  return html`<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${labelW + plotW + 20} ${height}" width="${labelW + plotW + 20}" height="${height}"><title>${title}</title><text x="${labelW}" y="14" font-size="12">${title}</text>${axis}${rows}</svg>`;
}

export interface PassSeries {
  label: string;
  /** k -> fraction 0..1, k = 1..n */
  passHat: Record<string, number>;
  passAt: Record<string, number>;
}

/** The layout of the two line charts (pass^k/pass@k and history): plot, margins, legend. */
const LINE_CHART = { left: 40, plotW: 360, plotH: 180, top: 24, legendW: 220 } as const;

/** The line styles of the pass chart, named in its legend (the colours name the entries). */
const PASS_STYLES = [
  { label: 'pass^k: all k trials succeed', dashed: false },
  { label: 'pass@k: at least one succeeds', dashed: true },
] as const;

/**
 * pass^k (solid, filled dots) and pass@k (dashed, open dots) over k, one colour per entry; the
 * legend names the entries' colours and the two line styles; every point is marked, so that
 * with three k both lines read even where they meet (k = 1) or run along 100 %.
 */
export function passChart(title: string, series: readonly PassSeries[]): Html | null {
  const ks = [...new Set(series.flatMap((s) => Object.keys(s.passHat).map(Number)))]
    .filter((k) => Number.isInteger(k) && k >= 1)
    .sort((a, b) => a - b);
  if (ks.length < 2) return null;
  const kMax = ks.at(-1)!;
  const { left, plotW, plotH, top, legendW } = LINE_CHART;
  const height = Math.max(top + plotH + 30, top + 18 * (series.length + PASS_STYLES.length) + 10); // (room for the legend's lines)
  const x = (k: number) => left + ((k - 1) / (kMax - 1)) * plotW;
  const y = (f: number) => top + (1 - Math.max(0, Math.min(1, f))) * plotH;
  const line = (values: Record<string, number>, colour: string, dashed: boolean) => {
    const at = ks
      .filter((k) => typeof values[String(k)] === 'number')
      .map((k) => [r1(x(k)), r1(y(values[String(k)]!))] as const);
    if (at.length < 2) return '';
    const dots = at.map(
      ([cx, cy]) =>
        html`<circle cx="${cx}" cy="${cy}" r="3" fill="${dashed ? '#ffffff' : colour}" stroke="${colour}" stroke-width="1.5"/>`,
    );
    return html`<polyline points="${at.map(([px, py]) => `${px},${py}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${dashed ? html` stroke-dasharray="5 3"` : ''}/>${dots}`;
  };
  const grid = [0, 0.5, 1].map(
    (f) =>
      html`<line x1="${left}" y1="${r1(y(f))}" x2="${left + plotW}" y2="${r1(y(f))}" stroke="#d0d7de"/><text x="${left - 4}" y="${r1(y(f) + 4)}" text-anchor="end" font-size="11">${f * 100}</text>`,
  );
  const kTicks = ks.map(
    (k) => html`<text x="${r1(x(k))}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">${k}</text>`,
  );
  const lines = series.map((s, i) => {
    const c = PALETTE[i % PALETTE.length]!;
    return html`${line(s.passHat, c, false)}${line(s.passAt, c, true)}`;
  });
  const legend = legendOf(series, left + plotW, top);
  const styles = PASS_STYLES.map((st, i) => {
    const ly = top + 18 * (series.length + i) + 6;
    const lx = left + plotW;
    return html`<line x1="${lx + 16}" y1="${ly}" x2="${lx + 36}" y2="${ly}" stroke="#57606a" stroke-width="2"${st.dashed ? html` stroke-dasharray="5 3"` : ''}/><circle cx="${lx + 26}" cy="${ly}" r="3" fill="${st.dashed ? '#ffffff' : '#57606a'}" stroke="#57606a" stroke-width="1.5"/><text x="${lx + 40}" y="${ly + 4}" font-size="12">${st.label}</text>`;
  });
  return html`<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${left + plotW + legendW} ${height}" width="${left + plotW + legendW}" height="${height}"><title>${title}</title><text x="${left}" y="14" font-size="12">${title}</text>${grid}${kTicks}${lines}${legend}${styles}</svg>`;
}

export interface HistorySeries {
  label: string;
  /** One per point (run 1..n); null where the entry was not ranked in that run. */
  values: readonly (number | null)[];
}

/** A metric (0–100) over runs 1..n, one line per entry (gaps where it was not ranked). */
export function historyChart(title: string, runs: number, series: readonly HistorySeries[]): Html | null {
  if (runs < 2 || series.length === 0) return null;
  const { left, plotW, plotH, top, legendW } = LINE_CHART;
  const height = Math.max(top + plotH + 30, top + 18 * series.length + 10); // (room for the legend's lines)
  const x = (i: number) => left + (i / (runs - 1)) * plotW;
  const y = (v: number) => top + (1 - Math.max(0, Math.min(100, v)) / 100) * plotH;
  const grid = [0, 50, 100].map(
    (v) =>
      html`<line x1="${left}" y1="${r1(y(v))}" x2="${left + plotW}" y2="${r1(y(v))}" stroke="#d0d7de"/><text x="${left - 4}" y="${r1(y(v) + 4)}" text-anchor="end" font-size="11">${v}</text>`,
  );
  const ticks = [0, runs - 1].map(
    (i) => html`<text x="${r1(x(i))}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">run ${i + 1}</text>`,
  );
  const lines = series.map((s, si) => {
    const c = PALETTE[si % PALETTE.length]!;
    // Runs of consecutive points, each a polyline (a single point: a dot).
    const segments: string[][] = [[]];
    s.values.forEach((v, i) => {
      if (v === null) segments.push([]);
      else segments.at(-1)!.push(`${r1(x(i))},${r1(y(v))}`);
    });
    return segments
      .filter((seg) => seg.length > 0)
      .map((seg) =>
        seg.length === 1
          ? html`<circle cx="${seg[0]!.split(',')[0]!}" cy="${seg[0]!.split(',')[1]!}" r="3" fill="${c}"/>`
          : html`<polyline points="${seg.join(' ')}" fill="none" stroke="${c}" stroke-width="2"/>`,
      );
  });
  const legend = legendOf(series, left + plotW, top);
  return html`<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" viewBox="0 0 ${left + plotW + legendW} ${height}" width="${left + plotW + legendW}" height="${height}"><title>${title}</title><text x="${left}" y="14" font-size="12">${title}</text>${grid}${ticks}${lines}${legend}</svg>`;
}

/** The series' colours and labels, one line each, right of the plot (x) from its top. */
function legendOf(series: readonly { label: string }[], x: number, top: number): Html[] {
  return series.map((s, i) => {
    const c = PALETTE[i % PALETTE.length]!;
    const ly = top + 18 * i + 6;
    const label = s.label.length > 28 ? `${s.label.slice(0, 27)}…` : s.label;
    return html`<line x1="${x + 16}" y1="${ly}" x2="${x + 36}" y2="${ly}" stroke="${c}" stroke-width="3"/><text x="${x + 40}" y="${ly + 4}" font-size="12">${label}</text>`;
  });
}
