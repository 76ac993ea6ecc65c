/**
 * The Python that runs a `verifier.python` function (docs/verifiers.md#the-python-form): the one
 * place that names the interpreter: `python3` (`python` on Windows), which the process start
 * replaces with the interpreter named with `--python` (docs/verifiers.md#verifier-dependencies).
 */
export function pythonInterpreter(): string {
  return process.platform === 'win32' ? 'python' : 'python3';
}
