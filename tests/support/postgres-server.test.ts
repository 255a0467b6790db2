import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderClosedToOthers } from './postgres-server.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('folderClosedToOthers', () => {
  it('names the first folder on the way up that other users cannot pass, as a root checkout’s may be', () => {
    const top = mkdtempSync(join(tmpdir(), 'closed-'));
    made.push(top);
    const inner = join(top, 'checkout', 'node_modules');
    mkdirSync(inner, { recursive: true });
    chmodSync(top, 0o700);
    expect(folderClosedToOthers(inner)).toBe(top);
    chmodSync(top, 0o755);
    expect(folderClosedToOthers(inner)).toBe(folderClosedToOthers(tmpdir()));
  });
});
