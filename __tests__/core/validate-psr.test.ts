/**
 * `agent-eval validate --run`: every verifier message of the sample run is read by the suite's
 * PSR rules, so a maintainer sees unreadable formats before any submission does: task, message
 * and why, a problem on a failed task, a warning on a successful one.
 */
import path from 'node:path';
import { cli, tempDir, write } from '../support/helpers.js';

// A verifier that answers what each record says (a test stand-in for the benchmark's own checks).
const WORKER = `import json, sys
for line in sys.stdin:
    req = json.loads(line)
    if req.get("check"):
        print(json.dumps({"id": req["id"], "ok": True}), flush=True)
        continue
    with open(req["record_file"], encoding="utf-8") as f:
        rec = json.load(f)
    print(json.dumps({"id": req["id"], "success": rec["metrics"]["ok"], "message": rec["metrics"]["say"]}), flush=True)
`;

const SAYS: Record<string, [boolean, string]> = {
  t1_logs: [false, 'Logs: 3/5, All alive: True'], // readable
  t2_combat: [false, 'Kills: 1/3 (Skeletons), Logs: 2/3'], // unreadable: "1/3 (Skeletons)"
  t3_guard: [false, 'Alive: 3'], // a bare value with no target
  t4_staff: [true, 'Staff crafted!'], // a success: PSR 1, but the format is unreadable
};

test('validate --run lists each verifier message PSR cannot read, with its task and why', async () => {
  const bench = tempDir('agent-eval-validate-psr-');
  for (const task of Object.keys(SAYS)) write(path.join(bench, `tasks/${task}.yaml`), `goal: ${task}\n`);
  write(path.join(bench, 'verifiers/worker.py'), WORKER);
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: psr-check\nsuites:\n  - name: main\n    kind: trajectory\n    tasks: tasks/*.yaml\n    verifier:\n      command: [python3, verifiers/worker.py]\n    psr:\n      method: checkpoint_fraction_v1\n',
  );
  const run = tempDir();
  for (const [task, [ok, say]] of Object.entries(SAYS)) {
    write(path.join(run, `main/trial-1/${task}_trajectory.json`), {
      task_key: task,
      task_source: `tasks/${task}.yaml`,
      rounds: [{ round: 1, actions: [{ agent_name: 'A', status: 'success', action: 'wait()', observation: 'ok' }] }],
      metrics: { ok, say },
    });
  }
  const r = await cli('validate', '--benchmark', bench, '--run', run);
  const lines = r.stdout.split('\n').filter((l) => /verifier's message/.test(l));
  expect(lines).toEqual([
    `  problem: main/t2_combat: PSR cannot read the verifier's message "Kills: 1/3 (Skeletons), Logs: 2/3" (trial-1/t2_combat_trajectory.json): unknown checkpoint format "Kills: 1/3 (Skeletons)"`,
    `  problem: main/t3_guard: PSR cannot read the verifier's message "Alive: 3" (trial-1/t3_guard_trajectory.json): "Alive: 3" is a bare value with no target; add psr.targets.t3_guard.Alive`,
    `  warning: main/t4_staff: PSR cannot read the verifier's message "Staff crafted!" (trial-1/t4_staff_trajectory.json): cannot read checkpoint "Staff crafted!" (the task succeeded, so its PSR is 1; the same format on a failure would be an error)`,
  ]);
  expect(r.stdout).toMatch(/2 problem\(s\) found/);
  expect(r.code).toBe(1);
});
