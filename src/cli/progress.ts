/** A single self-overwriting progress line on a terminal's stderr. */
export function progressLine(write: (text: string) => void) {
  let last = 0;
  return {
    update: (done: number) => {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      write(`\r\x1b[Kscoring: ${done} record(s) done`);
    },
    clear: () => write('\r\x1b[K'),
  };
}
