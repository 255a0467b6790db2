import { describe, expect, it } from 'vitest';
import { localStack } from './stack-options.ts';

describe('localStack', () => {
  it('takes the rebuild hook token, and allows anonymous rebuilds only when asked', () => {
    expect(localStack({}).rebuild).toMatchObject({ token: undefined, allowAnonymous: false });
    expect(localStack({ REBUILD_HOOK_TOKEN: 'secret' }).rebuild.token).toBe('secret');
    expect(localStack({ REBUILD_ALLOW_ANONYMOUS: 'on' }).rebuild.allowAnonymous).toBe(true);
    expect(localStack({ REBUILD_ALLOW_ANONYMOUS: 'off' }).rebuild.allowAnonymous).toBe(false);
    expect(() => localStack({ REBUILD_ALLOW_ANONYMOUS: 'please' })).toThrow(/REBUILD_ALLOW_ANONYMOUS/);
  });
});
