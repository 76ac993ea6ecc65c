/**
 * After the command has finished (its report written, its exit code set), node leaves by itself
 * once nothing is left to wait for. When something still holds it (a process or a socket that
 * we failed to close), a job would hang until the runner's timeout, 6 hours by default. So
 * after `graceMs` this says what still holds node and leaves, with the command's exit code.
 * Output still being written to stdout or stderr (a slow pipe) is waited for, never cut.
 */
const LEAVE_GRACE_MS = 5000;

export function leaveWhenDone(say: (text: string) => void, graceMs = LEAVE_GRACE_MS): void {
  const check = () => {
    if (process.stdout.writableLength > 0 || process.stderr.writableLength > 0) {
      setTimeout(check, 200).unref();
      return;
    }
    const held = countBy(process.getActiveResourcesInfo());
    say(
      `agent-eval finished ${graceMs / 1000} s ago, but something still held node (${held || 'nothing named'}); leaving now`,
    );
    process.exit();
  };
  setTimeout(check, graceMs).unref();
}

/** "PipeWrap ×3, ProcessWrap" */
function countBy(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}
