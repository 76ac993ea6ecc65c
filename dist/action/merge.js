// agent-eval/merge: the action bundle, started as merge (see src/action/index.ts).
import './index.js';
