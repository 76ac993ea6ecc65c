/**
 * pack and score --archive from the command line: pack is byte-identical whatever the machine
 * (mtimes, modes, owner, directory name, TZ, umask); score --archive of a packed run gives the
 * verdicts and metrics of score --run, from a file and from a loopback URL.
 */
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cli, readReport, tempDir, write } from '../support/helpers.js';

function benchAndRun() {
  const bench = tempDir('agent-eval-pack-bench-');
  write(
    path.join(bench, 'qa/tasks.yaml'),
    'version: 1\ntasks:\n  q1:\n    output:\n      - { contains: ANS }\n  q2:\n    output:\n      - { contains: ANS }\n',
  );
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: packs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n',
  );
  const run = tempDir('agent-eval-pack-run-');
  write(path.join(run, 'qa/trial-1/q1.json'), { task_id: 'q1', full_text: 'ANS' });
  write(path.join(run, 'qa/trial-1/q2.json'), { task_id: 'q2', full_text: 'nope' });
  write(path.join(run, 'qa/trial-2/q1.json'), { task_id: 'q1', full_text: 'ANS' });
  write(path.join(run, 'qa/trial-2/q2.json'), { task_id: 'q2', full_text: 'ANS' });
  write(path.join(run, 'harness/config.yaml'), 'temperature: 0\n');
  return { bench, run };
}

const SUBMISSION =
  'version: 1\nmodel: { id: m, version: "1" }\nharness: { repository: https://github.com/lab/h, commit: "abcdef1" }\nbenchmark: { repository: https://github.com/org/b, revision: "abcdef1" }\ntrials: { count: 2 }\nconfiguration: [harness/config.yaml]\nclaimed_scores:\n  qa: { SR_percent: 75.0 }\n';

async function withSubmission(run: string) {
  write(path.join(run, 'submission.yml'), SUBMISSION);
  const sums = await cli('checksums', '--run', run);
  writeFileSync(path.join(run, 'submission.yml'), SUBMISSION + sums.stdout);
}

const sha = (stdout: string) => /^sha256 ([0-9a-f]{64})$/m.exec(stdout)![1]!;
const scored = (out: string) => {
  const r = readReport(out);
  return { status: r.status, valid: r.valid, suites: r.suites, review: r.submission.review };
};

test('pack is byte-identical across runs, copies with other mtimes, modes, owner and name, and another TZ and umask', async () => {
  const { run } = benchAndRun();
  await withSubmission(run);
  const outs = tempDir('agent-eval-pack-out-');
  const first = await cli('pack', '--run', run, '--out', path.join(outs, 'a.tar.gz'));
  expect(first.code).toBe(0);
  const again = await cli('pack', '--run', run, '--out', path.join(outs, 'b.tar.gz'));
  expect(again.stdout).toBe(first.stdout);

  const copy = path.join(tempDir('agent-eval-pack-copy-'), 'another-name');
  cpSync(run, copy, { recursive: true });
  for (const rel of ['qa/trial-1/q1.json', 'harness/config.yaml', 'submission.yml']) {
    utimesSync(path.join(copy, rel), new Date('2001-02-03T04:05:06Z'), new Date('2001-02-03T04:05:06Z'));
    chmodSync(path.join(copy, rel), 0o600);
    try {
      chownSync(path.join(copy, rel), 4321, 8765);
    } catch {
      // not root: the owner cannot be changed here, the rest still differs
    }
  }
  const tz = process.env.TZ;
  const mask = process.umask(0o077);
  process.env.TZ = 'Pacific/Chatham';
  try {
    const third = await cli('pack', '--run', copy, '--out', path.join(outs, 'c.tar.gz'));
    expect(third.stdout).toBe(first.stdout);
  } finally {
    process.umask(mask);
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
  const bytes = ['a', 'b', 'c'].map((n) => readFileSync(path.join(outs, `${n}.tar.gz`)));
  expect(bytes[1]!.equals(bytes[0]!)).toBe(true);
  expect(bytes[2]!.equals(bytes[0]!)).toBe(true);
  // gzip header: no mtime, OS byte 255.
  expect([...bytes[0]!.subarray(4, 10)]).toEqual([0, 0, 0, 0, 2, 255]);

  // It prints the form's fields from submission.yml, ready to paste.
  expect(first.stdout).toContain(`### Archive sha256\n\n${sha(first.stdout)}\n`);
  expect(first.stdout).toContain('### Harness commit\n\nabcdef1\n');
  expect(first.stdout).toContain('### Claimed scores\n\nqa - SR_percent 75.0\n');
  expect(first.stdout).toContain('### Seeds\n\n_No response_\n');
});

test('pack refuses a symlink in the run and an archive inside the run', async () => {
  const { run } = benchAndRun();
  symlinkSync('/etc/passwd', path.join(run, 'link'));
  const r = await cli('pack', '--run', run, '--out', path.join(tempDir(), 'x.tar.gz'));
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/cannot be packed: link is a symbolic link \(not followed\)/);
  expect((await cli('pack', '--run', run, '--out', path.join(run, 'x.tar.gz'))).stderr).toMatch(
    /outside the run directory/,
  );
  expect((await cli('pack', '--help')).stdout).toMatch(/Usage: agent-eval pack --run DIR/);
});

test('pack refuses a hard-linked file (another name of a file outside the run), names it and writes nothing', async () => {
  const { run } = benchAndRun();
  const secret = write(path.join(tempDir('agent-eval-outside-'), 'secret.txt'), 'SECRET OUTSIDE THE RUN\n');
  linkSync(secret, path.join(run, 'harness/notes.txt'));
  const outs = tempDir('agent-eval-pack-out-');
  const r = await cli('pack', '--run', run, '--out', path.join(outs, 'x.tar.gz'));
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(
    'cannot be packed: harness/notes.txt has 2 hard links; a file of a submission must have one',
  );
  expect(readdirSync(outs)).toEqual([]);
  // A copy of the file itself (one link) is packed.
  rmSync(path.join(run, 'harness/notes.txt'));
  copyFileSync(secret, path.join(run, 'harness/notes.txt'));
  const copied = await cli('pack', '--run', run, '--out', path.join(outs, 'x.tar.gz'));
  expect(copied.code).toBe(0);
  expect(copied.stderr).toMatch(/: 6 file\(s\)/);
  expect(readdirSync(outs)).toEqual(['x.tar.gz']);
});

test('pack never follows nor overwrites a file or symlink at its .partial path; the error names the path', async () => {
  const { run } = benchAndRun();
  const outside = tempDir('agent-eval-outside-');
  const victim = write(path.join(outside, 'victim.txt'), 'KEEP ME\n');
  const outs = tempDir('agent-eval-pack-out-');
  const out = path.join(outs, 'x.tar.gz');
  const partial = path.join(outs, '.x.tar.gz.partial');
  // A link to an existing file, then a dangling link (following it would create the file outside).
  for (const target of [victim, path.join(outside, 'created.txt')]) {
    symlinkSync(target, partial);
    const r = await cli('pack', '--run', run, '--out', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${partial} already exists`);
    expect(readFileSync(victim, 'utf8')).toBe('KEEP ME\n');
    expect(readdirSync(outside)).toEqual(['victim.txt']);
    expect(existsSync(out)).toBe(false);
    expect(lstatSync(partial).isSymbolicLink()).toBe(true);
    rmSync(partial);
  }
  // With the path free, pack writes the archive and leaves no .partial behind.
  expect((await cli('pack', '--run', run, '--out', out)).code).toBe(0);
  expect(readdirSync(outs)).toEqual(['x.tar.gz']);
});

test('score --archive of a packed run gives the verdicts and metrics of score --run, from a file and from a URL', async () => {
  const { bench, run } = benchAndRun();
  await withSubmission(run);
  const archive = path.join(tempDir('agent-eval-pack-out-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', run, '--out', archive);
  const digest = sha(packed.stdout);

  const direct = tempDir('agent-eval-report-');
  expect((await cli('score', '--benchmark', bench, '--run', run, '--out', direct, '--fail-on', 'never')).code).toBe(0);
  const fromFile = tempDir('agent-eval-report-');
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--archive',
    archive,
    '--sha256',
    digest,
    '--out',
    fromFile,
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  expect(r.stderr).toMatch(/sha256 verified, 6 file\(s\) unpacked \(tar\.gz, top-level run\/ stripped\)/);
  expect(scored(fromFile)).toEqual(scored(direct));
  expect(scored(direct).review.findings).toEqual([]);
  expect(readReport(fromFile).submission.path).toBe('run.tar.gz');
  expect(JSON.parse(readFileSync(path.join(fromFile, 'intake.json'), 'utf8')).archive).toMatchObject({
    sha256: digest,
    format: 'tar.gz',
    files: 6,
  });

  const body = readFileSync(archive);
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/run.tar.gz`;
  const token = 'ghp_h26NeverSendThisTokenAnywhere000000';
  const saved = process.env.GITHUB_TOKEN;
  process.env.GITHUB_TOKEN = token;
  try {
    const fromUrl = tempDir('agent-eval-report-');
    const u = await cli(
      'score',
      '--benchmark',
      bench,
      '--archive',
      url,
      '--sha256',
      digest,
      '--allow-host',
      '127.0.0.1',
      '--out',
      fromUrl,
      '--fail-on',
      'never',
    );
    expect(u.code).toBe(0);
    expect(scored(fromUrl)).toEqual(scored(direct));
    // The default allowlist does not hold 127.0.0.1: refused, named, nothing scored.
    const refusedOut = tempDir('agent-eval-report-');
    const refused = await cli('score', '--benchmark', bench, '--archive', url, '--sha256', digest, '--out', refusedOut);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/the archive is refused: host_not_allowed/);
    expect(readdirSync(refusedOut)).toEqual(['intake.json']);
    // A wrong sha256: checksum_mismatch, nothing scored.
    const wrong = await cli(
      'score',
      '--benchmark',
      bench,
      '--archive',
      archive,
      '--sha256',
      '0'.repeat(64),
      '--out',
      refusedOut,
    );
    expect(wrong.code).toBe(1);
    expect(JSON.parse(readFileSync(path.join(refusedOut, 'intake.json'), 'utf8')).error).toMatchObject({
      code: 'checksum_mismatch',
    });
    expect(readdirSync(refusedOut)).toEqual(['intake.json']);
  } finally {
    if (saved === undefined) delete process.env.GITHUB_TOKEN;
    else process.env.GITHUB_TOKEN = saved;
    await new Promise((resolve) => server.close(resolve));
  }
  expect(seen.length).toBe(1);
  expect(JSON.stringify(seen)).not.toContain(token);
  expect(Object.keys(seen[0]!).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);

  // Usage: --archive without --sha256, and with --run.
  expect((await cli('score', '--benchmark', bench, '--archive', archive)).stderr).toMatch(/--sha256 is required/);
  expect((await cli('score', '--benchmark', bench, '--archive', archive, '--sha256', digest, '--run', run)).code).toBe(
    2,
  );
});

test('score --form reads the archive link and sha256 from an issue body, and checks the fields against the archive', async () => {
  const { bench, run } = benchAndRun();
  await withSubmission(run);
  const archive = path.join(tempDir('agent-eval-pack-out-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', run, '--out', archive);
  // pack's own output is a rendered body; fill the link in, and let the trials disagree.
  const body = packed.stdout
    .replace(/^sha256 .*\n\n.*\n\n/, '')
    .replace('(attach the archive, or its https link)', archive)
    .replace('### Trials\n\n2', '### Trials\n\n3');
  const bodyFile = write(path.join(tempDir(), 'body.md'), body);
  const out = tempDir('agent-eval-report-');
  // A local path is no URL: the form's link must be https. With --archive given, the form's own link is not used.
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--form',
    bodyFile,
    '--archive',
    archive,
    '--out',
    out,
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  expect(r.stderr).toMatch(/form: invalid_field: Archive URL/);
  expect(r.stderr).toMatch(
    /form: form_mismatch: Trials: the form gives "3", the archive's submission.yml trials.count gives "2"/,
  );
  const intake = JSON.parse(readFileSync(path.join(out, 'intake.json'), 'utf8'));
  expect(intake.form.outcome).toBe('compared');
  expect(intake.form.findings.map((f: { code: string }) => f.code)).toEqual(['invalid_field', 'form_mismatch']);
  expect(readReport(out).valid).toBe(true);
});
