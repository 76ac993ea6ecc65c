/** mkfifo for tests (node has no API for it). */
import { execFileSync } from 'node:child_process';

export function mkfifoSync(file: string): void {
  execFileSync('mkfifo', [file]);
}
