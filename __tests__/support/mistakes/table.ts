import type { Mistake } from './case.js';

/** Table-suite layout and format mistakes: see case.ts. */
export const MISTAKES: Mistake[] = [];
