/**
 * The house rules of the layout, read from the code's own imports: the site and the API share
 * only the contract, the deployable parts depend on nothing they do not ship with, no source
 * folder imports a test framework or test support, and production code stands apart from the demo.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../contract/project-root.ts';

const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const TEST = /\.test\.(ts|tsx)$|\.spec\.ts$/;
/** Unit tests beside their code: the folders' graph leaves them out (the end-to-end specs are tests/' own code). */
const UNIT_TEST = /\.test\.(ts|tsx)$/;

function filesUnder(folder: string): string[] {
  const dir = join(PROJECT_ROOT, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules') && statSync(file).isFile());
}

const RELATIVE_IMPORT = /(?:from|import|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Where each relative import of `file` lands, from the project root. */
function importedPaths(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map(([, specifier = '']) =>
    relative(PROJECT_ROOT, resolve(dirname(file), specifier)),
  );
}

/** The top-level folder (or `contract/…` path) each relative import of `file` lands in. */
function importedFolders(file: string): { specifier: string; folder: string }[] {
  const text = readFileSync(file, 'utf8');
  const found: { specifier: string; folder: string }[] = [];
  for (const [, specifier = ''] of text.matchAll(RELATIVE_IMPORT)) {
    const target = relative(PROJECT_ROOT, resolve(dirname(file), specifier));
    found.push({ specifier, folder: target.split('/')[0] ?? '' });
  }
  for (const [, name = ''] of text.matchAll(
    /(?:from|import)\s*['"]((?:vitest|@playwright\/test|@testing-library)[^'"]*)['"]/g,
  )) {
    found.push({ specifier: name, folder: 'test framework' });
  }
  return found;
}

/** What each folder's source files (tests aside) may import, besides packages and themselves. */
const ALLOWED: Record<string, string[]> = {
  contract: [],
  src: ['contract'],
  api: ['contract'],
  publishing: ['contract', 'src', 'api'],
  // Playwright finds (or installs) the Chromium the tests and benchmarks drive.
  stack: ['contract', 'publishing', 'test framework'],
};

/** Every top-level folder of code; dependencies between them (and between src/'s folders) run one way. */
const CODE_FOLDERS = ['contract', 'src', 'api', 'publishing', 'stack', 'bench', 'scripts', 'tests'];

/** The publishing engine's one entry point, and its Astro side, which astro.config.mjs alone imports. */
const PUBLISHER = 'publishing/publisher.ts';

/** `folder → folders it imports`, from every source file (unit tests aside) under `roots`, at `depth` path parts. */
function folderGraph(roots: string[], depth: number): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folderOf = (path: string) => path.split('/').slice(0, depth).join('/');
  for (const file of roots.flatMap(filesUnder).filter((name) => !UNIT_TEST.test(name))) {
    const from = folderOf(relative(PROJECT_ROOT, file));
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const target of importedPaths(file).map(folderOf)) {
      if (target !== from && roots.some((root) => target === root || target.startsWith(`${root}/`)))
        targets.add(target);
    }
  }
  return graph;
}

/** Each cycle of the graph once, as `a -> b -> a`. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1) ?? '') ?? []) {
      const seen = path.indexOf(next);
      if (seen >= 0) {
        const loop = path.slice(seen);
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' -> '));
      } else walk([...path, next]);
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...cycles].sort();
}

/** Groups of files that import each other in a loop (strongly connected components of two or more). */
function fileLoopsOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const loop: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) loop.push(member);
    } while (member && member !== file);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

/** The demo magazine, and the code that starts a stack seeded with it: local stacks, tests and benchmarks. */
const DEMO_SEED = 'api/seed';
const DEMO_USERS = ['api/seed', 'tests', 'bench', 'scripts'];
const PRODUCTION_FOLDERS = ['contract', 'src', 'api', 'publishing', 'stack'];

describe('the layout', () => {
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    it(`${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'itself'} and packages`, () => {
      const strays = filesUnder(folder)
        .filter((file) => !TEST.test(file))
        .flatMap((file) =>
          importedFolders(file)
            .filter(({ folder: target }) => target !== folder && !allowed.includes(target))
            .map(({ specifier }) => `${relative(PROJECT_ROOT, file)} imports ${specifier}`),
        );
      expect(strays).toEqual([]);
    });
  }

  it('has no cycle between top-level folders', () => {
    expect(cyclesOf(folderGraph(CODE_FOLDERS, 1))).toEqual([]);
  });

  it('has no cycle between the folders of src/', () => {
    const graph = folderGraph(['src'], 2);
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no two files that import each other, however far round', () => {
    const files = folderGraph(CODE_FOLDERS, Number.POSITIVE_INFINITY);
    expect(files.size).toBeGreaterThan(500);
    expect(fileLoopsOf(files)).toEqual([]);
  });

  it(`reaches the publishing engine only through ${PUBLISHER}`, () => {
    const strays = CODE_FOLDERS.filter((folder) => folder !== 'publishing')
      .flatMap(filesUnder)
      .flatMap((file) =>
        importedPaths(file)
          .filter((target) => target.startsWith('publishing/') && target !== PUBLISHER)
          .map((target) => `${relative(PROJECT_ROOT, file)} imports ${target}`),
      );
    expect(strays).toEqual([]);
  });

  it(`keeps production code apart from the demo: only ${DEMO_USERS.join(', ')} import ${DEMO_SEED}/`, () => {
    const underSeed = (path: string) => path === DEMO_SEED || path.startsWith(`${DEMO_SEED}/`);
    const strays = PRODUCTION_FOLDERS.flatMap(filesUnder)
      .filter((file) => !TEST.test(file) && !underSeed(relative(PROJECT_ROOT, file)))
      .flatMap((file) =>
        importedPaths(file)
          .filter((target) => underSeed(target))
          .map((target) => `${relative(PROJECT_ROOT, file)} imports ${target}`),
      );
    expect(strays).toEqual([]);
  });

  it('keeps npm entry points thin', () => {
    const long = filesUnder('scripts')
      .map((file) => ({ file: relative(PROJECT_ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 61);
    expect(long).toEqual([]);
  });
});
