import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authEmulatorHost, emulatorConfig, firebaseApiEnv, firebaseBuildEnv } from './auth-emulator.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { localStack } from './stack-options.ts';

const options = { host: '127.0.0.1', port: 9160, hubPort: 9161, loggingPort: 9162, projectId: 'demo-x' };

describe('the auth emulator settings', () => {
  it('start only auth, UI off, on the given ports', () => {
    expect(emulatorConfig(options)).toEqual({
      emulators: {
        auth: { host: '127.0.0.1', port: 9160 },
        hub: { host: '127.0.0.1', port: 9161 },
        logging: { host: '127.0.0.1', port: 9162 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    });
  });

  it('hand the emulator to the API and to the build', () => {
    expect(authEmulatorHost(options)).toBe('127.0.0.1:9160');
    expect(firebaseApiEnv(options)).toEqual({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9160',
      FIREBASE_PROJECT_ID: 'demo-x',
    });
    expect(firebaseBuildEnv(options)).toEqual({
      PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
      PUBLIC_FIREBASE_PROJECT_ID: 'demo-x',
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9160',
    });
  });

  it('default, for npm start, to the ports of firebase.json and a demo project', () => {
    const { emulators } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'firebase.json'), 'utf8'));
    const fromEnv = ['AUTH_EMULATOR_PORT', 'AUTH_EMULATOR_HUB_PORT', 'AUTH_EMULATOR_LOGGING_PORT'];
    if (fromEnv.some((name) => process.env[name])) return;
    expect(emulatorConfig(localStack({}).auth)).toMatchObject({ emulators });
    expect(localStack({}).auth.projectId).toMatch(/^demo-/);
  });
});
