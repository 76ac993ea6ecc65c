/** Whether the CLI colours its terminal view: stdout is a terminal, NO_COLOR is not set (no-color.org: to a non-empty value), TERM is not dumb. */
export function wantsColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  return isTTY && !env.NO_COLOR && env.TERM !== 'dumb';
}
