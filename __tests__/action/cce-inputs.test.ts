/** The action's CCE judge inputs: parsed with the others, the key taken from the input or the environment, never echoed. */
import { INPUT_NAMES, parseInputs, type InputName } from '../../src/action/inputs.js';
import { InputError } from '../../src/action/inputs-shared.js';
import { actionDefaults } from '../support/runner.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

function parse(given: Partial<Record<InputName, string>>, env: NodeJS.ProcessEnv = {}) {
  const values: Record<string, string> = {
    ...actionDefaults('ghs_default'),
    'benchmark-repository': 'org/bench',
    'benchmark-ref': SHA,
    'run-dir': 'submission',
    ...given,
  };
  return parseInputs((name) => values[name] ?? '', { env });
}

test('no cce-model: no judge; with it, endpoint, key, cache and limits are passed on', () => {
  expect(INPUT_NAMES).toEqual(
    expect.arrayContaining([
      'cce-endpoint',
      'cce-model',
      'cce-api-key',
      'cce-cache',
      'cce-concurrency',
      'cce-max-requests',
    ]),
  );
  expect(parse({}).cce).toBeUndefined();
  expect(
    parse({
      'cce-endpoint': 'https://api.example.com/v1',
      'cce-model': 'gpt-x',
      'cce-api-key': 'sk-input',
      'cce-cache': 'prev',
      'cce-concurrency': '3',
      'cce-max-requests': '50',
    }).cce,
  ).toMatchObject({
    endpoint: 'https://api.example.com/v1',
    model: 'gpt-x',
    apiKey: 'sk-input',
    cacheDir: 'prev',
    concurrency: 3,
    maxRequests: 50,
  });
  expect(
    parse({ 'cce-endpoint': 'https://api.example.com/v1', 'cce-model': 'gpt-x' }, { AGENT_EVAL_CCE_API_KEY: 'sk-env' })
      .cce?.apiKey,
  ).toBe('sk-env');
});

test('problems name the input and never echo the key', () => {
  const error = (given: Partial<Record<InputName, string>>) => {
    try {
      parse(given);
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      return (err as Error).message;
    }
    throw new Error('no error');
  };
  expect(error({ 'cce-endpoint': 'https://api.example.com/v1', 'cce-api-key': 'sk-secret' })).toMatch(
    /^input cce-endpoint needs input cce-model/,
  );
  expect(error({ 'cce-model': 'm', 'cce-endpoint': 'ftp://x', 'cce-api-key': 'sk-secret' })).toMatch(
    /^input cce-endpoint must be an http\(s\) URL/,
  );
  expect(
    error({ 'cce-model': 'm', 'cce-endpoint': 'https://x/v1', 'cce-max-requests': '-1', 'cce-api-key': 'sk-secret' }),
  ).toMatch(/^input cce-max-requests must be a positive integer/);
  expect(
    error({ 'cce-model': 'm', 'cce-endpoint': 'https://x/v1', 'cce-max-requests': '-1', 'cce-api-key': 'sk-secret' }),
  ).not.toContain('sk-secret');
});
