/** Picks the scorer for a suite's kind; each kind plugs in here and nowhere else. */
import type { CceJudge } from '../judge/session.js';
import type { Suite } from '../manifest/schema.js';
import { createVerifier } from '../verifier/index.js';
import type { SuiteScorer } from './kind.js';
import { outputScorer } from './output/suite.js';
import { tableScorer } from './table/suite.js';
import { trajectoryScorer } from './trajectory/score.js';

export function scorerFor(suite: Suite, benchmarkRoot: string, env: NodeJS.ProcessEnv, cceJudge?: CceJudge): SuiteScorer {
  switch (suite.kind) {
    case 'trajectory':
      return trajectoryScorer(suite, createVerifier(suite.verifier, benchmarkRoot, env), cceJudge);
    case 'table':
      return tableScorer(suite);
    case 'output':
      return outputScorer(suite, benchmarkRoot);
  }
}
