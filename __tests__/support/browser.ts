/**
 * The browser of the browser tests: AGENT_EVAL_BROWSER (a chromium binary; .ci/run installs
 * Debian's chromium and sets it, so there a missing browser fails), else `chromium` on PATH,
 * else none (the caller skips and says so). Driven by puppeteer-core: no browser download.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export function findBrowser(): string | null {
  const given = process.env.AGENT_EVAL_BROWSER;
  if (given) {
    if (!existsSync(given)) throw new Error(`AGENT_EVAL_BROWSER=${given}: no such file`);
    return given;
  }
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() ||
      null
    );
  } catch {
    return null;
  }
}

export function launchBrowser(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    // --no-sandbox: CI containers run as root, where chromium's sandbox cannot start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
