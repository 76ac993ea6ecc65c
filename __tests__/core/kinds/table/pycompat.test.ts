/**
 * Dates and datetimes against real Python: for every year 1..9999, cells in each format PrepBench
 * tries are normalised by python3's own `datetime.strptime(...).strftime(...)` (the evaluator's
 * rule: first format that parses, then the `d/m/yyy` retry with the year padded) and by agent-eval,
 * and the two must agree. On Linux, Python up to 3.13 writes year 991 as `991` (glibc does not pad
 * `%Y`); PrepBench's `01/01/0991` is `991-01-01` there (corpus case_070).
 */
import { execFileSync } from 'node:child_process';
import { normalizeDate, normalizeDatetime } from '../../../../src/core/kinds/table/normalize.js';
import { slow } from '../../../setup/timeouts.js';

const PYTHON = String.raw`
import json, sys
from datetime import datetime

DATE = ["%Y-%m-%d", "%Y/%m/%d", "%d/%m/%Y"]
DATETIME = ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y/%m/%d %H:%M:%S", "%d/%m/%Y %H:%M:%S"]

def parse(s, fmts):
    for f in fmts:
        try:
            return datetime.strptime(s, f)
        except ValueError:
            pass
    parts = s.split("/")
    if len(parts) == 3 and len(parts[2]) == 3 and parts[2].isdigit():
        for f in fmts:
            try:
                return datetime.strptime(parts[0] + "/" + parts[1] + "/0" + parts[2], f)
            except ValueError:
                pass
    return None

def norm(s, fmts, out):
    dt = parse(s, fmts)
    return s if dt is None else dt.strftime(out)

cases = []
for y in range(1, 10000):
    m, d = y % 12 + 1, y % 28 + 1
    H, M, S = y % 24, y % 60, (y * 7) % 60
    dates = [f"{y:04d}-{m:02d}-{d:02d}", f"{y:04d}/{m:02d}/{d:02d}", f"{d:02d}/{m:02d}/{y:04d}",
             f"{y:04d}-{m}-{d}", f"{d}/{m}/{y:04d}", f"{y:04d}-02-29", f"{d:02d}/{m:02d}/{y}"]
    times = [f"{y:04d}-{m:02d}-{d:02d} {H:02d}:{M:02d}:{S:02d}", f"{y:04d}-{m:02d}-{d:02d} {H}:{M}",
             f"{y:04d}/{m:02d}/{d:02d} {H:02d}:{M:02d}:{S:02d}", f"{d:02d}/{m:02d}/{y:04d} {H:02d}:{M:02d}:{S:02d}",
             f"{d:02d}/{m:02d}/{y} {H:02d}:{M:02d}:{S:02d}"]
    cases += [["date", s, norm(s, DATE, "%Y-%m-%d")] for s in dates]
    cases += [["datetime", s, norm(s, DATETIME, "%Y-%m-%d %H:%M:%S")] for s in times]
# corpus case_070: its GT cell, and the candidate spelling PrepBench accepts for it
cases += [["date", s, norm(s, DATE, "%Y-%m-%d")] for s in ["01/01/0991", "991-01-01"]]
json.dump({"version": list(sys.version_info[:2]), "platform": sys.platform, "cases": cases}, sys.stdout)
`;

interface PythonCases {
  version: [number, number];
  platform: string;
  cases: [kind: 'date' | 'datetime', input: string, expected: string][];
}

test(
  'date and datetime cells of years 1..9999 normalise as python3 strptime/strftime does',
  () => {
    const py = JSON.parse(
      execFileSync('python3', ['-c', PYTHON], { encoding: 'utf8', maxBuffer: 1 << 26 }),
    ) as PythonCases;
    // The reference is Python as PrepBench runs it: Linux, Python 3.9..3.13 (3.14 pads %Y itself).
    expect(py.platform).toBe('linux');
    expect(py.version[0] === 3 && py.version[1] >= 9 && py.version[1] <= 13).toBe(true);
    expect(py.cases.length).toBe(9999 * 12 + 2);
    const differ: string[] = [];
    for (const [kind, input, expected] of py.cases) {
      const ours = kind === 'date' ? normalizeDate(input) : normalizeDatetime(input);
      if (ours !== expected)
        differ.push(
          `${kind} ${JSON.stringify(input)}: python ${JSON.stringify(expected)}, ours ${JSON.stringify(ours)}`,
        );
    }
    expect(differ.slice(0, 20)).toEqual([]);
    // The shapes that matter, spelled out: case_070's GT cell and the candidate PrepBench accepts.
    expect(py.cases.slice(-2)).toEqual([
      ['date', '01/01/0991', '991-01-01'],
      ['date', '991-01-01', '991-01-01'],
    ]);
  },
  slow(120_000, 'starts python3 and compares 120k cells'),
);
