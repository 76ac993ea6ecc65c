/**
 * The Python that runs a `verifier.python` function (docs/verifiers.md#the-python-form): the one
 * place that names the interpreter. Today `python3` on the verifier's PATH (`python` on Windows).
 */
export function pythonInterpreter(): string {
  return process.platform === 'win32' ? 'python' : 'python3';
}
