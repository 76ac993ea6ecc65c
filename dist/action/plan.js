// agent-eval/plan: the action bundle, started as plan (see src/action/index.ts).
import './index.js';
