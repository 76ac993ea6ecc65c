/** The tool's name and version as recorded in every report. */
export const TOOL_NAME = 'agent-eval';
export const TOOL_VERSION = '0.1.0';
