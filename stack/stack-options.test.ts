import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../api/config.ts';
import { PORT_PLAN, type StackProfile } from './ports.ts';
import { apiSettings } from './stack.ts';
import { localStack, stackOptions, type StackOptions } from './stack-options.ts';

const e2eDb = process.env.E2E_API_DB;
afterEach(() => {
  // Importing the end-to-end stack decides its database for the runner's workers; put it back.
  if (e2eDb === undefined) delete process.env.E2E_API_DB;
  else process.env.E2E_API_DB = e2eDb;
});

/** The settings api/server.ts reads when a stack starts it, on top of an environment that has none. */
function apiConfigOf(options: StackOptions) {
  return readConfig(apiSettings(options, { REBUILD_HOOK_URL: 'http://127.0.0.1:1/rebuild' }));
}

describe('the API of every stack', () => {
  it('starts with development features on, so it takes the auth emulator and its demo- project', () => {
    const profiles = Object.keys(PORT_PLAN).filter((name): name is Exclude<StackProfile, 'local'> => name !== 'local');
    for (const profile of profiles) {
      const config = apiConfigOf(stackOptions(profile, '/tmp/stack'));
      expect(config.development, profile).toBe(true);
      expect(config.authEmulatorHost, profile).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(config.firebaseProjectId, profile).toMatch(/^demo-/);
    }
    expect(apiConfigOf(localStack({})).development).toBe(true);
  });

  it('keeps the switch on when a profile adds settings of its own', () => {
    const options = stackOptions('benchApi', '/tmp/stack', { apiEnv: { API_SIGNUP_LIMIT_PER_MINUTE: '99' } });
    expect(apiConfigOf(options)).toMatchObject({ development: true, signupLimitPerMinute: 99 });
  });

  it('gives the end-to-end API its editor token and proxy trust beside the switch', async () => {
    const { E2E_STACK, E2E_EDITOR_TOKEN } = await import('../tests/support/e2e-stack.ts');
    expect(apiConfigOf(E2E_STACK)).toMatchObject({
      development: true,
      trustProxy: true,
      editorToken: E2E_EDITOR_TOKEN,
    });
    expect(E2E_STACK.apiEnv).not.toHaveProperty('NODE_ENV');
  });
});

describe('localStack', () => {
  it('takes the rebuild hook token, and allows anonymous rebuilds only when asked', () => {
    expect(localStack({}).rebuild).toMatchObject({ token: undefined, allowAnonymous: false });
    expect(localStack({ REBUILD_HOOK_TOKEN: 'secret' }).rebuild.token).toBe('secret');
    expect(localStack({ REBUILD_ALLOW_ANONYMOUS: 'on' }).rebuild.allowAnonymous).toBe(true);
    expect(localStack({ REBUILD_ALLOW_ANONYMOUS: 'off' }).rebuild.allowAnonymous).toBe(false);
    expect(() => localStack({ REBUILD_ALLOW_ANONYMOUS: 'please' })).toThrow(/REBUILD_ALLOW_ANONYMOUS/);
  });
});
