/**
 * The jsonl worker pool after close(): a request that comes too late, or that a dying worker
 * hands back, is answered with an error instead of starting a worker nobody would stop (a live
 * worker keeps node from exiting: the job would hang until the runner's timeout). And a worker
 * that has exited takes no new request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JsonlPool } from '../../../src/core/verifier/jsonl-pool.js';
import { killAll, tempDir, write } from '../../support/helpers.js';
import { scaled, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

/**
 * A pool of `size` workers running the Python `script`, which may write a file named for a pid
 * into PIDS (a directory); `pids()` lists them.
 */
function poolOf(script: string[], size: number) {
  const dir = tempDir('agent-eval-pool-');
  const pidDir = path.join(dir, 'pids');
  write(path.join(pidDir, '.keep'), '');
  write(path.join(dir, 'worker.py'), [`PIDS = ${JSON.stringify(pidDir)}`, ...script].join('\n'));
  const pool = new JsonlPool(
    ['python3', path.join(dir, 'worker.py')],
    { cwd: dir, env: { PATH: process.env.PATH ?? '' }, timeoutMs: VERIFIER_TIMEOUT_S * 1000 },
    size,
  );
  const names = () => readdirSync(pidDir).filter((f) => f !== '.keep');
  return {
    pool,
    pids: () =>
      names()
        .filter((f) => !f.startsWith('worker-'))
        .map(Number),
    workerPids: () =>
      names()
        .filter((f) => f.startsWith('worker-'))
        .map((f) => Number(f.slice('worker-'.length))),
  };
}

/**
 * Whether a process is still in the process table. A zombie still is: node learns of a child's
 * exit when it reaps it, so a worker is known to the pool as exited only once it is gone.
 */
function inProcessTable(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`);
    return true;
  } catch {
    return false;
  }
}

/** Waits (bounded, polling) until `done()` holds. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + scaled(60_000);
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a request after close() is an error on its task, and starts no worker', async () => {
  const { pool, pids: workers } = poolOf(
    [
      'import json, os, sys',
      'open(os.path.join(PIDS, str(os.getpid())), "w").close()',
      'for line in sys.stdin:',
      '    req = json.loads(line)',
      '    print(json.dumps({"id": req["id"], "success": True, "message": "ok"}), flush=True)',
    ],
    2,
  );
  expect(await pool.request({ task: 'a' })).toEqual({ ok: true, success: true, message: 'ok' });
  expect(workers()).toHaveLength(1);
  await pool.close();
  expect(await pool.request({ task: 'b' })).toEqual({
    ok: false,
    error: 'the verifier pool was closed before this task was verified',
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(workers()).toHaveLength(1);
});

test('a worker that has exited takes no new request, even while a helper it started keeps its pipes open', async () => {
  const {
    pool,
    pids: helpers,
    workerPids: workers,
  } = poolOf(
    [
      'import json, os, subprocess, sys',
      'open(os.path.join(PIDS, "worker-%d" % os.getpid()), "w").close()',
      'for line in sys.stdin:',
      '    req = json.loads(line)',
      '    print(json.dumps({"id": req["id"], "success": True, "message": "worker %d" % os.getpid()}), flush=True)',
      '    h = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], start_new_session=True)',
      '    open(os.path.join(PIDS, str(h.pid)), "w").close()',
      '    os._exit(0)',
    ],
    1,
  );
  try {
    const first = await pool.request({ task: 'a' });
    expect(first).toMatchObject({ ok: true, success: true });
    await until(() => workers().length === 1 && !inProcessTable(workers()[0]!), 'the pool reaps the first worker'); // its helper holds the pipes
    // Before: sent to the exited worker, and answered with its exit ("verifier worker exited with code 0").
    const second = await pool.request({ task: 'b' });
    expect(second).toMatchObject({ ok: true, success: true });
    expect((second as { message: string }).message).not.toBe((first as { message: string }).message); // a new worker
  } finally {
    await pool.close();
    killAll(helpers());
  }
});
