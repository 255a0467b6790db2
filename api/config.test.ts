import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_EMAILJS } from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults to the local API address and .data/ under the project root', () => {
    expect(PROJECT_ROOT).toBe(fileURLToPath(new URL('..', import.meta.url)));
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dbFile: join(PROJECT_ROOT, '.data', 'magazine.sqlite'),
      mediaDir: join(PROJECT_ROOT, '.data', 'media'),
      signupLimitPerMinute: 5,
      accountLimitPerMinute: 3,
      trustProxy: false,
      devRoutes: true,
      mailSink: {
        serviceId: LOCAL_EMAILJS.serviceId,
        publicKey: LOCAL_EMAILJS.publicKey,
        notificationTemplateId: LOCAL_EMAILJS.notificationTemplateId,
        autoReplyTemplateId: LOCAL_EMAILJS.autoReplyTemplateId,
      },
      editorToken: undefined,
      rebuildHook: undefined,
      firebaseProjectId: 'demo-serendib',
      authEmulatorHost: undefined,
      production: false,
    });
  });

  it('takes overrides from the environment, relative paths from the project root', () => {
    expect(
      readConfig({ API_HOST: '0.0.0.0', API_PORT: '9000', API_DB: 'tmp/x.sqlite', MEDIA_DIR: '/var/media' }),
    ).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dbFile: join(PROJECT_ROOT, 'tmp', 'x.sqlite'),
      mediaDir: '/var/media',
      firebaseProjectId: 'demo-serendib',
      authEmulatorHost: undefined,
      production: false,
    });
  });

  it('refuses a port that is not a port', () => {
    expect(() => readConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => readConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});

describe('accounts settings', () => {
  it('takes the Firebase project and the emulator from the environment', () => {
    expect(readConfig({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({
      firebaseProjectId: 'demo-x',
      authEmulatorHost: '127.0.0.1:9099',
      production: false,
    });
    expect(readConfig({ GCLOUD_PROJECT: 'serendib-live' }).firebaseProjectId).toBe('serendib-live');
  });

  it('refuses production mode with the emulator variable set, or with a demo project', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'serendib-live', FIREBASE_AUTH_EMULATOR_HOST: 'x:1' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set .* NODE_ENV is production/);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/FIREBASE_PROJECT_ID must name the real/);
    expect(readConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'serendib-live' }).production).toBe(true);
  });
});

describe('editor token in production', () => {
  const live = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'serendib-live' };

  it('refuses to start with a token shorter than 32 characters', () => {
    expect(() => readConfig({ ...live, EDITOR_TOKEN: 'x'.repeat(31) })).toThrow(/EDITOR_TOKEN has 31 characters/);
    expect(readConfig({ ...live, EDITOR_TOKEN: 'x'.repeat(32) }).editorToken).toBe('x'.repeat(32));
  });

  it('starts without a token (publishing off), and takes short tokens outside production', () => {
    expect(readConfig(live).editorToken).toBeUndefined();
    expect(readConfig({ EDITOR_TOKEN: 'short' }).editorToken).toBe('short');
  });
});
