/**
 * The environment a verifier process gets: an allowlist of harmless variables (locale ones by
 * exact name) plus the names the manifest asks for, and never anything that looks like a
 * credential or runner internals, whoever asks for it. One rule, `credentialReason`, decides
 * both what is dropped and what `agent-eval validate` warns about.
 */
import path from 'node:path';

const ALLOWED = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'WINDIR',
  'PYTHONPATH',
  'PYTHONHOME',
  'VIRTUAL_ENV',
  'CONDA_PREFIX',
  'pythonLocation',
  'LD_LIBRARY_PATH',
];

/** The POSIX and glibc locale variables, by exact name: `LC_API_KEY` is not one of them. */
const LOCALE_NAMES = [
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_NUMERIC',
  'LC_TIME',
  'LC_COLLATE',
  'LC_MONETARY',
  'LC_MESSAGES',
  'LC_PAPER',
  'LC_NAME',
  'LC_ADDRESS',
  'LC_TELEPHONE',
  'LC_MEASUREMENT',
  'LC_IDENTIFICATION',
];

/** Words that, anywhere in a name, mean the value is (or holds) a credential. */
const CREDENTIAL_WORD =
  /KEY|TOKEN|SECRET|PASS|PWD|CREDENTIAL|AUTH|PRIVATE|COOKIE|SESSION|SIGNATURE|WEBHOOK|DATABASE|DSN|CONN_?STR|CONNECTION/i;
/** Families of variables that carry cloud credentials or belong to the runner. */
const CREDENTIAL_PREFIX = /^(AWS|AZURE|ARM|GCP|GCLOUD|GOOGLE|INPUT|ACTIONS|GITHUB|RUNNER|NPM_CONFIG|NODE_AUTH)_/i;
/** A URL with a user name or password (`scheme://user:pw@host`). */
const URL_USERINFO = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]+@/i;
/** A URL whose query carries a key, token, signature, password or code. */
const URL_QUERY_SECRET = /:\/\/[^\s]*[?&][^=&\s]*(key|token|secret|sig|signature|password|auth|code)[^=&\s]*=/i;

/**
 * Why a variable may never reach a verifier, whatever the manifest says, or null when it may.
 * The name decides; the value too when it is given (a URL with credentials in it).
 */
function credentialReason(name: string, value?: string): string | null {
  const word = CREDENTIAL_WORD.exec(name);
  if (word) return `its name contains "${word[0].toUpperCase()}", which marks a credential`;
  const prefix = CREDENTIAL_PREFIX.exec(name);
  if (prefix) return `${prefix[1]!.toUpperCase()}_* variables carry credentials or runner internals`;
  if (/^LC_/i.test(name) && !LOCALE_NAMES.includes(name))
    return 'it is not a locale variable (only LANG, LANGUAGE and the LC_* names of POSIX and glibc are)';
  if (value !== undefined && URL_USERINFO.test(value)) return 'its value is a URL with a user name or password in it';
  if (value !== undefined && URL_QUERY_SECRET.test(value))
    return 'its value is a URL with a key, token or signature in its query';
  return null;
}

/**
 * `python`: the interpreter named with `--python` (process.ts); its directory goes first on PATH,
 * so that `python3` and the environment's scripts started by name are that environment's.
 */
export function verifierEnv(
  source: NodeJS.ProcessEnv,
  passthrough: readonly string[],
  python?: string,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of [...ALLOWED, ...LOCALE_NAMES, ...passthrough]) {
    const value = source[name];
    if (value !== undefined && credentialReason(name, value) === null) env[name] = value;
  }
  if (python !== undefined && path.isAbsolute(python))
    env.PATH = [path.dirname(python), ...(env.PATH ? [env.PATH] : [])].join(path.delimiter);
  env.AGENT_EVAL = '1';
  env.PYTHONUNBUFFERED = '1';
  env.PYTHONDONTWRITEBYTECODE = '1';
  return env;
}

/** The names a manifest lists that never pass, each with why (for `agent-eval validate`). */
export function droppedEnvNames(
  source: NodeJS.ProcessEnv,
  passthrough: readonly string[],
): Array<{ name: string; why: string }> {
  const dropped: Array<{ name: string; why: string }> = [];
  for (const name of new Set(passthrough)) {
    const why = credentialReason(name, source[name]);
    if (why) dropped.push({ name, why });
  }
  return dropped;
}
