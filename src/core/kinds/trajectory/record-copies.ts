/**
 * A record with a UTF-8 byte order mark is accepted (docs/records.md, "The JSON dialect"), but
 * Python's json module refuses one ("Unexpected UTF-8 BOM"). So the verifier is handed, instead
 * of the submission's file, a copy of the bytes agent-eval validated without the mark, in a
 * private temporary directory that is removed once the trial's verdicts are in.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class RecordCopies {
  private dir: string | null = null;
  private count = 0;
  private readers: Array<Promise<unknown>> = [];

  /** Writes `bytes` under the record's own file name (`rel` is a walked name, not record content); returns the copy's path. */
  write(bytes: Buffer, rel: string): string {
    this.dir ??= mkdtempSync(path.join(os.tmpdir(), 'agent-eval-records-'));
    const file = path.join(this.dir, `${++this.count}-${path.basename(rel)}`);
    writeFileSync(file, bytes, { mode: 0o600, flag: 'wx' });
    return file;
  }

  /** The verifier call that reads a copy: the copies outlive it. */
  readBy(call: Promise<unknown>): void {
    this.readers.push(call);
  }

  /** Once every verifier call that reads a copy has been answered (or failed). */
  async remove(): Promise<void> {
    await Promise.allSettled(this.readers.splice(0));
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}
