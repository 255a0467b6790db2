import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { REBUILD_DEFAULT_PORT, REBUILD_QUIET_MS, rebuildProductionSettings } from './production-settings.ts';

describe("the rebuild service's production settings", () => {
  it('default to a service beside an API and a site on this machine, its builds under .data/site', () => {
    expect(rebuildProductionSettings({})).toEqual({
      liveLink: resolve(PROJECT_ROOT, '.data/site/live'),
      buildsDir: resolve(PROJECT_ROOT, '.data/site/builds'),
      cacheDir: resolve(PROJECT_ROOT, '.data/site/cache'),
      host: '127.0.0.1',
      port: REBUILD_DEFAULT_PORT,
      token: undefined,
      allowAnonymous: false,
      quietMs: REBUILD_QUIET_MS,
      siteEnv: { PUBLIC_API_URL: 'http://127.0.0.1:8787/api', SITE_URL: 'http://127.0.0.1:4321' },
    });
  });

  it('are read from the environment', () => {
    const settings = rebuildProductionSettings({
      REBUILD_DIR: '/srv/magazine',
      REBUILD_HOST: '0.0.0.0',
      REBUILD_PORT: '9000',
      REBUILD_QUIET_MS: '250',
      REBUILD_HOOK_TOKEN: 'secret',
      PUBLIC_API_URL: 'https://api.example.com/api',
      SITE_URL: 'https://example.com',
    });
    expect(settings).toMatchObject({
      liveLink: '/srv/magazine/live',
      buildsDir: '/srv/magazine/builds',
      cacheDir: '/srv/magazine/cache',
      host: '0.0.0.0',
      port: 9000,
      quietMs: 250,
      token: 'secret',
      siteEnv: { PUBLIC_API_URL: 'https://api.example.com/api', SITE_URL: 'https://example.com' },
    });
  });

  it('refuse a switch that is neither on nor off', () => {
    expect(rebuildProductionSettings({ REBUILD_ALLOW_ANONYMOUS: 'on' }).allowAnonymous).toBe(true);
    expect(() => rebuildProductionSettings({ REBUILD_ALLOW_ANONYMOUS: 'please' })).toThrow(/REBUILD_ALLOW_ANONYMOUS/);
  });
});
