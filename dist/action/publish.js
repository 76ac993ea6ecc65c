// agent-eval/publish: the action bundle, started as publish (see src/action/index.ts).
import './index.js';
