import type { Mistake } from './case.js';

/** Mistakes in how a record file is written (encoding, JSON dialect, empty files): see case.ts. */
export const MISTAKES: Mistake[] = [];
