import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_EMAILJS } from '../src/lib/api/schemas.ts';
import { PROJECT_ROOT, readConfig } from './config.ts';

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
