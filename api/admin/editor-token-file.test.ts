import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseEditorToken, ensureEditorTokenFile, readEditorTokenFile } from './editor-token-file.ts';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'serendib-token-'));
  file = join(dir, 'nested', 'editor-token');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureEditorTokenFile', () => {
  it('makes a long random token once, readable by its owner only, and reads it back after', () => {
    const first = ensureEditorTokenFile(file);
    expect(first.created).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureEditorTokenFile(file)).toEqual({ token: first.token, created: false });
    expect(readEditorTokenFile(file)).toBe(first.token);
  });

  it('keeps the token in a folder made for the owner only', () => {
    ensureEditorTokenFile(file);
    expect(statSync(join(dir, 'nested')).mode & 0o777).toBe(0o700);
  });

  it('makes a token file that others could read the owner’s only', () => {
    const loose = join(dir, 'loose-token');
    writeFileSync(loose, 'a-token-written-by-hand\n');
    chmodSync(loose, 0o644);
    expect(ensureEditorTokenFile(loose)).toEqual({ token: 'a-token-written-by-hand', created: false });
    expect(statSync(loose).mode & 0o777).toBe(0o600);
  });

  it('replaces an empty file', () => {
    writeFileSync(join(dir, 'empty'), '\n');
    expect(ensureEditorTokenFile(join(dir, 'empty')).created).toBe(true);
  });
});

describe('chooseEditorToken', () => {
  it('prefers EDITOR_TOKEN and makes no file then', () => {
    expect(chooseEditorToken('from-env', true, file)).toMatchObject({ token: 'from-env' });
    expect(readEditorTokenFile(file)).toBeUndefined();
  });

  it('uses the file with development features on and says where it is', () => {
    const choice = chooseEditorToken(undefined, true, file);
    expect(choice.token).toBe(readEditorTokenFile(file));
    expect(choice.note).toContain(file);
  });

  it('leaves publishing off without EDITOR_TOKEN when development features are off', () => {
    expect(chooseEditorToken(undefined, false, file)).toEqual({
      token: undefined,
      note: expect.stringContaining('off'),
    });
    expect(readEditorTokenFile(file)).toBeUndefined();
  });
});
