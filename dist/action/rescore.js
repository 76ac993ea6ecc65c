// agent-eval/rescore: the action bundle, started as rescore (see src/action/index.ts).
import './index.js';
