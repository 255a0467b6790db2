import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './client.ts';

describe('readFirebaseSettings', () => {
  it('takes the production settings from PUBLIC_FIREBASE_*', () => {
    expect(
      readFirebaseSettings({
        PUBLIC_FIREBASE_API_KEY: 'AIza-live',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'serendib.example.lk',
        PUBLIC_FIREBASE_PROJECT_ID: 'serendib-live',
        PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({
      apiKey: 'AIza-live',
      authDomain: 'serendib.example.lk',
      projectId: 'serendib-live',
      appId: '1:2:web:3',
      authEmulatorHost: undefined,
    });
  });

  it('uses the emulator only when its host is configured', () => {
    expect(readFirebaseSettings({}).authEmulatorHost).toBeUndefined();
    expect(readFirebaseSettings({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({
      authEmulatorHost: '127.0.0.1:9099',
      projectId: 'demo-serendib',
      authDomain: 'demo-serendib.firebaseapp.com',
    });
  });

  it('reads the build environment by default (the unit tests point it at their emulator)', () => {
    expect(readFirebaseSettings().authEmulatorHost).toBe(process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);
    expect(readFirebaseSettings().projectId).toMatch(/^demo-/);
  });
});
