import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('api/server.ts', () => {
  it('refuses to start in production mode with the auth emulator variable set', () => {
    const result = spawnSync(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'serendib-live',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        // A port it must never reach: the refusal comes before anything opens.
        API_PORT: '1',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099) while NODE_ENV is production');
    expect(result.stdout).not.toContain('API ready');
  });

  it('refuses to start in production mode with a weak editor token', () => {
    const result = spawnSync(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'serendib-live',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        EDITOR_TOKEN: 'letmein',
        API_PORT: '1',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('EDITOR_TOKEN has 7 characters while NODE_ENV is production');
    expect(result.stdout).not.toContain('API ready');
  });
});
