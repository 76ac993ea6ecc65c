// agent-eval/compare: the action bundle, started as compare (see src/action/index.ts).
import './index.js';
