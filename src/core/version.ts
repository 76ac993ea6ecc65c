/**
 * The tool's name and version as recorded in every report. The version lives in one place,
 * package.json: this import is resolved by ncc at bundle time (dist/ carries the figure, not the
 * file) and by Node or jest from the sources.
 */
import pkg from '../../package.json' with { type: 'json' };

export const TOOL_NAME = 'agent-eval';
export const TOOL_VERSION: string = pkg.version;
