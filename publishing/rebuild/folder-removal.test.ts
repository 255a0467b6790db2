import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeFolders } from './folder-removal.ts';

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'folder-removal-'));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

function folderOfFiles(name: string, files = 50): string {
  const dir = join(parent, name);
  for (let file = 0; file < files; file += 1) {
    mkdirSync(join(dir, `page-${file}`), { recursive: true });
    writeFileSync(join(dir, `page-${file}`, 'index.html'), name);
  }
  return dir;
}

describe('removeFolders', () => {
  it('removes the folders named, with what an earlier removal left aside, and nothing else', async () => {
    const [old, older] = [folderOfFiles('b1'), folderOfFiles('b2')];
    folderOfFiles('.removing-b0', 3);
    folderOfFiles('b3');
    folderOfFiles('.staging', 2);
    await removeFolders(parent, [old, older, join(parent, 'gone-already')]);
    expect(readdirSync(parent).sort()).toEqual(['.staging', 'b3']);
    expect(existsSync(join(parent, 'b3', 'page-49', 'index.html'))).toBe(true);
  });

  it('answers at once when there is nothing to remove', async () => {
    folderOfFiles('b3', 1);
    await removeFolders(parent, []);
    expect(readdirSync(parent)).toEqual(['b3']);
  });
});
