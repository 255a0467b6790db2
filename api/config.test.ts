import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITORS_EMAIL, LOCAL_EMAILJS } from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { readConfig, readStoragePaths } from './config.ts';
import { DEFAULT_NEWSLETTER_FROM, DEVELOPMENT_NEWSLETTER_SECRET } from './newsletter/newsletter-settings.ts';
import { DEFAULT_SENDING } from './newsletter/edition-sender.ts';

/** What `npm start`, `npm run dev`, `npm run api` and the test stacks give the API. */
const development = { API_DEVELOPMENT: 'on' };
/** What a production API must have besides its Firebase project. */
const liveSecret = { NEWSLETTER_SECRET: 'n'.repeat(43) };

describe('readConfig', () => {
  it('defaults to the local API address and .data/ under the project root', () => {
    expect(PROJECT_ROOT).toBe(fileURLToPath(new URL('..', import.meta.url)));
    expect(readConfig(development)).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dbFile: join(PROJECT_ROOT, '.data', 'magazine.sqlite'),
      mediaDir: join(PROJECT_ROOT, '.data', 'media'),
      signupLimitPerMinute: 5,
      accountLimitPerMinute: 3,
      trustProxy: false,
      development: true,
      mailSink: {
        serviceId: LOCAL_EMAILJS.serviceId,
        publicKey: LOCAL_EMAILJS.publicKey,
        notificationTemplateId: LOCAL_EMAILJS.notificationTemplateId,
        autoReplyTemplateId: LOCAL_EMAILJS.autoReplyTemplateId,
        editorsAddress: EDITORS_EMAIL,
        limitPerMinute: 10,
      },
      newsletter: {
        smtpUrl: undefined,
        from: DEFAULT_NEWSLETTER_FROM,
        secret: DEVELOPMENT_NEWSLETTER_SECRET,
        publicApiUrl: 'http://127.0.0.1:8787/api',
        siteUrl: 'http://127.0.0.1:4321',
        sending: DEFAULT_SENDING,
      },
      editorToken: undefined,
      rebuildHook: undefined,
      firebaseProjectId: 'demo-serendib',
      authEmulatorHost: undefined,
    });
  });

  it('takes overrides from the environment, relative paths from the project root', () => {
    expect(
      readConfig({
        ...development,
        API_HOST: '0.0.0.0',
        API_PORT: '9000',
        API_DB: 'tmp/x.sqlite',
        MEDIA_DIR: '/var/media',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dbFile: join(PROJECT_ROOT, 'tmp', 'x.sqlite'),
      mediaDir: '/var/media',
      firebaseProjectId: 'demo-serendib',
      authEmulatorHost: undefined,
    });
    expect(readStoragePaths({ API_DB: 'tmp/x.sqlite' })).toEqual({
      dbFile: join(PROJECT_ROOT, 'tmp', 'x.sqlite'),
      databaseUrl: undefined,
      mediaDir: join(PROJECT_ROOT, '.data', 'media'),
    });
    expect(readStoragePaths({ DATABASE_URL: 'postgres://db.example/magazine' }).databaseUrl).toBe(
      'postgres://db.example/magazine',
    );
  });

  it('refuses a port that is not a port', () => {
    expect(() => readConfig({ ...development, API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => readConfig({ ...development, API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});

describe('accounts settings', () => {
  it('takes the Firebase project and the emulator from the environment', () => {
    expect(
      readConfig({ ...development, FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toMatchObject({
      firebaseProjectId: 'demo-x',
      authEmulatorHost: '127.0.0.1:9099',
      development: true,
    });
    expect(readConfig({ ...liveSecret, GCLOUD_PROJECT: 'serendib-live' }).firebaseProjectId).toBe('serendib-live');
  });

  it('runs as in production without the development switch: no emulator, no demo project', () => {
    expect(() => readConfig({ FIREBASE_PROJECT_ID: 'serendib-live', FIREBASE_AUTH_EMULATOR_HOST: 'x:1' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST is set (x:1): the emulator accepts unsigned tokens, so the API will not start. ' +
        'Unset it for production (development features are off: API_DEVELOPMENT=on turns them on, for local development only).',
    );
    expect(() => readConfig({})).toThrow(/FIREBASE_PROJECT_ID is "demo-serendib", a demo project/);
    expect(() => readConfig({ API_DEVELOPMENT: 'off', FIREBASE_PROJECT_ID: 'demo-x' })).toThrow(/demo project/);
    expect(readConfig({ ...liveSecret, FIREBASE_PROJECT_ID: 'serendib-live' }).development).toBe(false);
  });

  it('turns nothing on for NODE_ENV: Production, development or unset all refuse the emulator', () => {
    for (const NODE_ENV of [undefined, 'Production', 'PRODUCTION', 'development', 'test', 'staging']) {
      const env = { NODE_ENV, FIREBASE_PROJECT_ID: 'serendib-live', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
      expect(() => readConfig(env), String(NODE_ENV)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set/);
      expect(() => readConfig({ NODE_ENV }), String(NODE_ENV)).toThrow(/demo project/);
    }
  });

  it('refuses a development switch that is neither on nor off before anything else', () => {
    expect(() => readConfig({ API_DEVELOPMENT: 'Production' })).toThrow(/API_DEVELOPMENT must be on or off/);
  });
});

describe('editor token without development features', () => {
  const live = { ...liveSecret, FIREBASE_PROJECT_ID: 'serendib-live' };

  it('refuses to start with a token shorter than 32 characters', () => {
    expect(() => readConfig({ ...live, EDITOR_TOKEN: 'x'.repeat(31) })).toThrow(/EDITOR_TOKEN has 31 characters/);
    expect(() => readConfig({ ...live, NODE_ENV: 'Production', EDITOR_TOKEN: 'short' })).toThrow(/EDITOR_TOKEN/);
    expect(readConfig({ ...live, EDITOR_TOKEN: 'x'.repeat(32) }).editorToken).toBe('x'.repeat(32));
  });

  it('starts without a token (publishing off), and takes short tokens with development features on', () => {
    expect(readConfig(live).editorToken).toBeUndefined();
    expect(readConfig({ ...development, EDITOR_TOKEN: 'short' }).editorToken).toBe('short');
  });
});

describe('newsletter settings', () => {
  const live = { FIREBASE_PROJECT_ID: 'serendib-live' };

  it('refuses to start in production without a secret for the newsletter links, or with a short one', () => {
    expect(() => readConfig(live)).toThrow(/NEWSLETTER_SECRET is not set: it signs the newsletter's confirmation/);
    expect(() => readConfig({ ...live, NEWSLETTER_SECRET: DEVELOPMENT_NEWSLETTER_SECRET })).toThrow(
      /NEWSLETTER_SECRET is not set/,
    );
    expect(() => readConfig({ ...live, NEWSLETTER_SECRET: 'x'.repeat(31) })).toThrow(
      /NEWSLETTER_SECRET has 31 characters; it needs at least 32/,
    );
    expect(readConfig({ ...live, NEWSLETTER_SECRET: 'x'.repeat(32) }).newsletter.secret).toBe('x'.repeat(32));
  });

  it('takes the SMTP server, sender and link addresses from the environment', () => {
    const config = readConfig({
      ...development,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      NEWSLETTER_FROM: 'Editors <news@example.com>',
      PUBLIC_API_URL: 'https://api.example.com/api/',
      SITE_URL: 'https://example.com',
    });
    expect(config.newsletter).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Editors <news@example.com>',
      publicApiUrl: 'https://api.example.com/api',
      siteUrl: 'https://example.com',
    });
  });

  it('refuses an SMTP URL that is not one, without repeating its password', () => {
    expect(() => readConfig({ ...development, SMTP_URL: 'http://user:secret@mail.example.com' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL, got "http://…@mail.example.com"',
    );
  });
});
