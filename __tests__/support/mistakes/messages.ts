import type { Mistake } from './case.js';

/** Naming, layout and submission.yml mistakes: see case.ts. */
export const MISTAKES: Mistake[] = [];
