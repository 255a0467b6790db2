import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_EMAILJS } from '../src/lib/api/schemas.ts';
import { PROJECT_ROOT, readConfig, readSettings } from './config.ts';

describe('readConfig', () => {
  it('defaults to the local API address and .data/ under the project root', () => {
    expect(PROJECT_ROOT).toBe(fileURLToPath(new URL('..', import.meta.url)));
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dbFile: join(PROJECT_ROOT, '.data', 'magazine.sqlite'),
      mediaDir: join(PROJECT_ROOT, '.data', 'media'),
      signupLimitPerMinute: 5,
      trustProxy: false,
      devRoutes: true,
      mailSink: {
        serviceId: LOCAL_EMAILJS.serviceId,
        publicKey: LOCAL_EMAILJS.publicKey,
        notificationTemplateId: LOCAL_EMAILJS.notificationTemplateId,
        autoReplyTemplateId: LOCAL_EMAILJS.autoReplyTemplateId,
      },
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
    });
  });

  it('refuses a port that is not a port', () => {
    expect(() => readConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => readConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});

describe('readSettings', () => {
  it('reads the sign-up limit, proxy trust and the EmailJS identifiers the site is built with', () => {
    expect(
      readSettings({
        API_SIGNUP_LIMIT_PER_MINUTE: '500',
        API_TRUST_PROXY: 'on',
        PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
        PUBLIC_EMAILJS_TEMPLATE_ID: 'template_n',
        PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_r',
        PUBLIC_EMAILJS_PUBLIC_KEY: 'key_x',
      }),
    ).toEqual({
      signupLimitPerMinute: 500,
      trustProxy: true,
      devRoutes: true,
      mailSink: {
        serviceId: 'service_x',
        publicKey: 'key_x',
        notificationTemplateId: 'template_n',
        autoReplyTemplateId: 'template_r',
      },
    });
  });

  it('refuses a limit that is not a positive whole number, and a switch that is neither on nor off', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readSettings({ API_SIGNUP_LIMIT_PER_MINUTE: value })).toThrow(/API_SIGNUP_LIMIT_PER_MINUTE/);
    }
    expect(() => readSettings({ API_TRUST_PROXY: 'maybe' })).toThrow(/API_TRUST_PROXY/);
  });

  it('turns the development routes off by setting, and always in production', () => {
    expect(readSettings({ API_DEV_ROUTES: 'off' }).devRoutes).toBe(false);
    expect(readSettings({ API_DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'production' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'production', API_DEV_ROUTES: 'on' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'development', API_DEV_ROUTES: 'on' }).devRoutes).toBe(true);
  });
});
