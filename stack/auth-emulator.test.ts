import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  authEmulatorAnswers,
  authEmulatorHost,
  emulatorConfig,
  firebaseApiEnv,
  firebaseBuildEnv,
  startAuthEmulator,
} from './auth-emulator.ts';
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

describe('starting the auth emulator', () => {
  it('uses one already answering at the address instead of starting another', async () => {
    // A stand-in answering where the emulator would: the emulator's own start takes 10 s or more.
    const server = createServer((_, response) => response.end('{"authEmulator":{"ready":true}}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const answering = { ...options, port };
      expect(await authEmulatorAnswers(answering)).toBe(true);
      expect(await startAuthEmulator(answering)).toBe(`127.0.0.1:${port}`);
      expect(log).toHaveBeenCalledWith(`[auth] Using the auth emulator already at 127.0.0.1:${port}`);
    } finally {
      log.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await authEmulatorAnswers({ host: '127.0.0.1', port })).toBe(false);
  });
});
