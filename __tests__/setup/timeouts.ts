/**
 * Every timeout in the suite, scaled by one factor read from the environment:
 * AGENT_EVAL_TEST_TIMEOUT_SCALE (default 1; set 3 on a slow or loaded machine). No test may let a
 * timeout decide what it asserts: the figures here are far above what the work needs on a quiet
 * machine, so that a loaded 2-core machine with a python3 that takes seconds to start still
 * passes. Speed is measured in `npm run bench`, never asserted here.
 */
const raw = Number(process.env.AGENT_EVAL_TEST_TIMEOUT_SCALE ?? '1');
export const TIMEOUT_SCALE = Number.isFinite(raw) && raw > 0 ? raw : 1;

/** The default per-test timeout (jest.config.js uses the same figure). */
export const DEFAULT_TEST_TIMEOUT_MS = 120_000 * TIMEOUT_SCALE;

/**
 * A per-test timeout for a test slower than the default: `why` says what makes it slow (it is
 * there for the reader; a test that needs this should say so).
 */
export function slow(ms: number, why: string): number {
  void why;
  return Math.round(Math.max(ms, 120_000) * TIMEOUT_SCALE);
}

/** A timeout for waiting on something inside a test (a server starting, a process exiting). */
export function scaled(ms: number): number {
  return Math.round(ms * TIMEOUT_SCALE);
}

/**
 * The verifier timeout (seconds) for test manifests whose verifiers must finish: 120 s, scaled,
 * so that a slow python3 never turns a success into a timeout error.
 */
export const VERIFIER_TIMEOUT_S = 120 * TIMEOUT_SCALE;
