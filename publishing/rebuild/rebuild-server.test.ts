/** Starting the rebuild service: refused, before anything listens or builds, when its hook would be open to anyone. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rebuildNotifier } from '../../api/admin/rebuild-hook.ts';
import { ANONYMOUS_HOOK_REFUSED } from './rebuild-http.ts';
import { startRebuildServer, type RebuildServerOptions } from './rebuild-server.ts';

const REBUILD_SCRIPT = fileURLToPath(new URL('../../scripts/rebuild.ts', import.meta.url));

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rebuild-server-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function options(more: Partial<RebuildServerOptions>): RebuildServerOptions {
  return {
    host: '127.0.0.1',
    port: 0,
    liveLink: join(work, 'live'),
    buildsDir: join(work, 'builds'),
    quietMs: 3_600_000,
    keepPreviousBuilds: 1,
    site: {
      build: () => Promise.reject(new Error('no build in these tests')),
      indexSearch: () => Promise.reject(new Error('no index in these tests')),
    },
    log: () => undefined,
    ...more,
  };
}

describe('startRebuildServer', () => {
  it('refuses to start without a token unless anonymous calls are allowed', async () => {
    await expect(startRebuildServer(options({}))).rejects.toThrow(ANONYMOUS_HOOK_REFUSED);
    for (const more of [{ token: 'a-long-random-hook-token' }, { allowAnonymous: true }]) {
      const running = await startRebuildServer(options(more));
      await running.close();
    }
  });
});

describe('the API and the service together', () => {
  it("takes the API's notification, sent with the stack's token as JSON", async () => {
    const token = 'a-random-token-of-this-start';
    const running = await startRebuildServer(options({ token }));
    try {
      const warned = vi.spyOn(console, 'warn');
      await rebuildNotifier({ url: running.hookUrl, token })({ kind: 'blog', id: 'dawn', action: 'create' });
      expect(warned).not.toHaveBeenCalled();
      warned.mockRestore();
      expect((await running.service.status()).pending).toEqual([{ kind: 'blog', id: 'dawn', action: 'create' }]);
    } finally {
      await running.close();
    }
  });
});

describe('npm run rebuild', () => {
  /** The script as npm runs it, over a folder of its own and an API that is not there. */
  function runScript(env: NodeJS.ProcessEnv) {
    return spawnSync(process.execPath, [REBUILD_SCRIPT], {
      env: {
        ...process.env,
        REBUILD_HOOK_TOKEN: '',
        REBUILD_ALLOW_ANONYMOUS: '',
        REBUILD_DIR: work,
        REBUILD_PORT: '0',
        PUBLIC_API_URL: 'http://127.0.0.1:9/api',
        ...env,
      },
      encoding: 'utf8',
      // Only a failing run waits this long: a refusal exits at once.
      timeout: 60_000,
    });
  }

  it('stops at once with an error naming both ways out when no token is set', () => {
    const result = runScript({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(ANONYMOUS_HOOK_REFUSED);
    expect(result.stdout).not.toContain('listening');
    expect(existsSync(join(work, 'builds'))).toBe(false);
  });

  it('refuses a waiver that is neither on nor off', () => {
    const result = runScript({ REBUILD_ALLOW_ANONYMOUS: 'sure' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('REBUILD_ALLOW_ANONYMOUS must be on or off');
  });
});
