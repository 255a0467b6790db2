import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itemToPublish, readItemFile } from './item-file.ts';

describe('itemToPublish', () => {
  it('tells blogs and vlogs by their type and issues by their pages', () => {
    expect(itemToPublish({ type: 'blog', id: 'a', title: 'A' }, 'f')).toEqual({
      kind: 'blog',
      id: 'a',
      body: { type: 'blog', id: 'a', title: 'A' },
    });
    expect(itemToPublish({ type: 'vlog', title: 'V' }, 'f')).toMatchObject({ kind: 'vlog', id: undefined });
    expect(itemToPublish({ id: 7, title: 'I', pages: [] }, 'f')).toMatchObject({ kind: 'issue', id: '7' });
  });

  it('takes an explicit kind and leaves it out of what is sent', () => {
    expect(itemToPublish({ kind: 'issue', title: 'I' }, 'f')).toEqual({
      kind: 'issue',
      id: undefined,
      body: { title: 'I' },
    });
  });

  it('refuses what it cannot place, naming the file', () => {
    expect(() => itemToPublish({ title: 'What am I?' }, 'x.json')).toThrow(/x\.json: cannot tell what this is/);
    expect(() => itemToPublish({ kind: 'podcast' }, 'x.json')).toThrow(/"kind" must be one of blog, vlog, issue/);
    expect(() => itemToPublish([{ type: 'blog' }], 'x.json')).toThrow(/one JSON object/);
  });
});

describe('readItemFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'serendib-publish-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a missing file and a file that is not JSON', async () => {
    await expect(readItemFile(join(dir, 'none.json'))).rejects.toThrow(/Cannot read .*none\.json: ENOENT/);
    writeFileSync(join(dir, 'bad.json'), '{"type": "blog",');
    await expect(readItemFile(join(dir, 'bad.json'))).rejects.toThrow(/bad\.json is not valid JSON/);
  });
});
