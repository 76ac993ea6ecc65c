/** Every mistake case, from every group: the test and the docs table read this list. */
import type { Mistake } from './case.js';
import { MISTAKES as messages } from './messages.js';
import { MISTAKES as records } from './records.js';
import { MISTAKES as table } from './table.js';

export const ALL_MISTAKES: Mistake[] = [...table, ...records, ...messages];
