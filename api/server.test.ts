import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts api/server.ts and waits for it to exit; each case here must refuse before opening anything. */
function start(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [SERVER], {
    env: {
      ...process.env,
      // The switch is off unless a case sets it, whatever the shell running the tests has.
      API_DEVELOPMENT: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      // A port it must never reach: the refusal comes before anything opens.
      API_PORT: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('api/server.ts', () => {
  it('refuses to start with the auth emulator variable set when development features are off', () => {
    for (const NODE_ENV of ['production', 'Production', 'development']) {
      const result = start({
        NODE_ENV,
        FIREBASE_PROJECT_ID: 'serendib-live',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      });
      expect(result.status, NODE_ENV).toBe(1);
      expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099)');
      expect(result.stderr).toContain('API_DEVELOPMENT=on');
      expect(result.stdout).not.toContain('API ready');
    }
  });

  it('refuses to start with a weak editor token when development features are off', () => {
    const result = start({ FIREBASE_PROJECT_ID: 'serendib-live', EDITOR_TOKEN: 'letmein' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('EDITOR_TOKEN has 7 characters; it needs at least 32');
    expect(result.stdout).not.toContain('API ready');
  });

  it('refuses a development switch that is neither on nor off', () => {
    const result = start({ API_DEVELOPMENT: 'Production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_DEVELOPMENT must be on or off (1/0, true/false), got "Production"');
  });
});
