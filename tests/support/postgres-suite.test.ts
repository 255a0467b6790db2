import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { POSTGRES_E2E_CONFIG, POSTGRES_E2E_SPECS, TEST_FOLDERS } from './postgres-suite.ts';

describe("test:postgres's lists", () => {
  it('name end-to-end specs, test folders (or file name prefixes) and a configuration that exist, so a rename cannot drop one unseen', () => {
    const specs = [...POSTGRES_E2E_SPECS.firstWave, ...POSTGRES_E2E_SPECS.afterPublishing];
    const missing = [
      ...specs.map((name) => `tests/e2e/${name}.spec.ts`),
      ...TEST_FOLDERS.map((folder) => folder.replace(/\/$/, '')),
      POSTGRES_E2E_CONFIG,
    ].filter((path) => !['', '.ts', '.tsx'].some((ending) => existsSync(join(PROJECT_ROOT, `${path}${ending}`))));
    expect(missing).toEqual([]);
  });
});
