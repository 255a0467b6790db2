import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { HOSTING_IGNORE, isUnservedFile } from './unserved-files.ts';

describe('the files no host serves', () => {
  it('are the ones firebase.json leaves out of a deploy', () => {
    const config = JSON.parse(readFileSync(join(PROJECT_ROOT, 'firebase.json'), 'utf8'));
    expect(config.hosting.ignore).toEqual([...HOSTING_IGNORE]);
  });

  it('are the host configuration at the root, and hidden files anywhere', () => {
    const root = '/srv/site';
    for (const file of ['_headers', 'firebase.json', '.env', 'blogs/.hidden/index.html', 'node_modules/x/a.js']) {
      expect(isUnservedFile(root, join(root, file)), file).toBe(true);
    }
    for (const file of ['index.html', 'blogs/_headers', '_astro/app.js', 'images/a.b.png']) {
      expect(isUnservedFile(root, join(root, file)), file).toBe(false);
    }
  });
});
