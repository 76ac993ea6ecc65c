/**
 * The environment a verifier process gets: an allowlist of harmless variables plus the names
 * the manifest asks for, and never anything that looks like a credential or runner internals.
 */
const ALLOWED = [
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'TEMP', 'TMP',
  'SYSTEMROOT', 'COMSPEC', 'PATHEXT', 'WINDIR',
  'PYTHONPATH', 'PYTHONHOME', 'VIRTUAL_ENV', 'CONDA_PREFIX', 'pythonLocation', 'LD_LIBRARY_PATH',
];

const FORBIDDEN = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|API_?KEY|AUTH|^INPUT_|^ACTIONS_|^GITHUB_|^RUNNER_|^NPM_CONFIG_|^NODE_AUTH/i;

/** True when a variable name may never reach a verifier, whatever the manifest says. */
export function isForbiddenEnvName(name: string): boolean {
  return FORBIDDEN.test(name);
}

export function verifierEnv(source: NodeJS.ProcessEnv, passthrough: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of [...ALLOWED, ...passthrough]) {
    if (isForbiddenEnvName(name)) continue;
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('LC_') && value !== undefined) env[name] = value;
  }
  env.AGENT_EVAL = '1';
  env.PYTHONUNBUFFERED = '1';
  env.PYTHONDONTWRITEBYTECODE = '1';
  return env;
}
