// Preloaded into the measured node process: writes its peak RSS (KiB) to $RSS_PROBE_OUT on exit.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.RSS_PROBE_OUT) writeFileSync(process.env.RSS_PROBE_OUT, String(process.resourceUsage().maxRSS));
});
