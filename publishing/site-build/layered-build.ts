/**
 * A build folder is whole (every file of the site, as `npm run build` and full rebuilds write it)
 * or a layer: only the files one publish rendered, or one search index, and a hidden manifest
 * (never served: rebuild/unserved-files.ts). The manifest names the whole build beneath, every
 * path changed since that build with the folder that holds it, the paths gone, and the top
 * folders a layer holds whole (the search index). Each layer merges the manifest of the one
 * below when it is made, so resolving a path is one lookup, never a walk down a chain, and a
 * publish costs what it rendered instead of a link for every file of the site.
 *
 * Everything that reads a build goes through here. Folders are named beside each other (a
 * build's folder moves out of its staging name when done), so the folders of one chain share a
 * parent. Finished builds never change, so a manifest is read once per folder.
 */
import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';

/** The manifest's name inside a layer: hidden, so no host serves it. */
export const LAYER_MANIFEST = '.layer.json';
/** How the manifest names the layer's own folder, which is renamed once the layer is done. */
const OWN_FOLDER = '.';

/** A manifest as written: folders by name, beside the layer's own. */
export interface LayerManifest {
  /** The whole build beneath every layer of the chain. */
  base: string;
  /** Each path changed since the whole build (`blogs/tea/index.html`) → the folder holding it. */
  files: Record<string, string>;
  /** Paths of the whole build, or of a layer below, that no longer exist. */
  gone: string[];
  /** Top folders held whole by one layer (`pagefind`) → that layer: their paths resolve there only. */
  folders: Record<string, string>;
}

/** A build as read: where each path of it is on disk. */
export interface BuildView {
  /** The build's own folder. */
  dir: string;
  /** The manifest, for a layer; undefined for a whole build. */
  manifest?: LayerManifest;
  /** The folders that hold this build's files besides its own: the whole build and the layers below. */
  beneath: string[];
  /** Where the build's file at `path` is on disk; undefined when it is gone or the path leaves the build. */
  locate(path: string): string | undefined;
}

/** Files linked at once: enough to keep the disk busy, few enough to leave file handles spare. */
const LINKS_AT_ONCE = 64;

/** The parts of a path inside a build, or undefined when it would leave it. */
function cleanPath(path: string): string | undefined {
  if (path.includes('\0')) return undefined;
  const segments = path.split(/[/\\]+/).filter((segment) => segment !== '' && segment !== '.');
  return segments.includes('..') ? undefined : segments.join('/');
}

/**
 * Builds read, by folder. A finished build never changes; a build still being made (a hidden
 * staging folder, used again by the next build) is read again when its manifest changes.
 */
const views = new Map<string, { view: BuildView; version?: string }>();
const VIEWS_KEPT = 64;

/** Which manifest a folder in the making holds now: none, or one by its file's identity and time. */
function manifestVersion(dir: string): string {
  const info = statSync(join(dir, LAYER_MANIFEST), { throwIfNoEntry: false });
  return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'whole';
}

function readManifest(dir: string): LayerManifest | undefined {
  const file = join(dir, LAYER_MANIFEST);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<LayerManifest>;
  if (typeof manifest.base !== 'string' || !manifest.files || !Array.isArray(manifest.gone) || !manifest.folders) {
    throw new Error(`${file} is not a layer's manifest`);
  }
  return manifest as LayerManifest;
}

function viewOf(dir: string, manifest: LayerManifest | undefined): BuildView {
  if (!manifest) {
    return {
      dir,
      beneath: [],
      locate(path) {
        const clean = cleanPath(path);
        return clean === undefined ? undefined : join(dir, clean);
      },
    };
  }
  const parent = dirname(dir);
  const folderOf = (name: string) => (name === OWN_FOLDER ? dir : join(parent, name));
  const base = folderOf(manifest.base);
  const files = new Map(Object.entries(manifest.files).map(([path, holder]) => [path, folderOf(holder)]));
  const folders = new Map(Object.entries(manifest.folders).map(([top, holder]) => [top, folderOf(holder)]));
  const gone = new Set(manifest.gone);
  const beneath = [...new Set([base, ...files.values(), ...folders.values()])].filter((folder) => folder !== dir);
  return {
    dir,
    manifest,
    beneath,
    locate(path) {
      const clean = cleanPath(path);
      if (clean === undefined) return undefined;
      const holder = folders.get(clean.split('/')[0] ?? '') ?? files.get(clean) ?? (gone.has(clean) ? undefined : base);
      return holder === undefined ? undefined : join(holder, clean);
    },
  };
}

/** The build in `dir` (a live link is followed), its manifest read once per finished folder. */
export function openBuild(dir: string): BuildView {
  const real = realpathSync.native(dir);
  const inTheMaking = basename(real).startsWith('.');
  const version = inTheMaking ? manifestVersion(real) : undefined;
  const known = views.get(real);
  if (known && known.version === version) return known.view;
  const view = viewOf(real, readManifest(real));
  views.delete(real);
  views.set(real, { view, version });
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value as string);
  return view;
}

/** Where the file at `path` of the build in `dir` is on disk; undefined when the build has none there (or no build is there). */
export function pathInBuild(dir: string, path: string): string | undefined {
  try {
    return openBuild(dir).locate(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The same, only for a file that is there (not a folder). */
export async function fileInBuild(dir: string, path: string): Promise<string | undefined> {
  const file = pathInBuild(dir, path);
  if (!file) return undefined;
  return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
}

/** The folders a build needs besides its own (none for a whole build): what pruning must keep. */
export function foldersBeneath(dir: string): string[] {
  return openBuild(dir).beneath;
}

/** Every file under `dir`, relative to it with `/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const under = (path: string, top: string) => path === top || path.startsWith(`${top}/`);

/** Every path of the build in `dir`, sorted; a layer's manifest is not one of them. */
export async function filesOfBuild(dir: string): Promise<string[]> {
  const view = openBuild(dir);
  if (!view.manifest) return (await filesUnder(view.dir)).sort();
  const { manifest } = view;
  const tops = Object.keys(manifest.folders);
  const gone = new Set(manifest.gone);
  const outsideFolders = (path: string) => !tops.some((top) => under(path, top));
  const paths = new Set(
    (await filesUnder(join(dirname(view.dir), manifest.base))).filter(
      (path) => !gone.has(path) && outsideFolders(path),
    ),
  );
  for (const path of Object.keys(manifest.files)) if (outsideFolders(path)) paths.add(path);
  for (const top of tops) {
    const holder = view.locate(top) as string;
    for (const path of await filesUnder(holder)) paths.add(`${top}/${path}`);
  }
  return [...paths].sort();
}

export interface LayerOptions {
  /** Paths of the build below that this layer removes. */
  gone?: readonly string[];
  /** Top folders this layer holds whole, written into it now or later (the search index). */
  replaces?: readonly string[];
}

/**
 * Makes `layerDir`, which holds the files one publish rendered (or nothing yet), a layer over the
 * build `below`: writes its manifest, merged from the one below. Its own files are listed now;
 * the folders it `replaces` may be written after, as their paths never resolve below. Made again
 * over the same build, it lists the files written since.
 */
export async function makeLayer(layerDir: string, below: string, options: LayerOptions = {}): Promise<LayerManifest> {
  const lower = openBuild(below);
  const belowName = basename(lower.dir);
  if (dirname(lower.dir) !== dirname(realpathSync.native(layerDir))) {
    throw new Error(`${layerDir} must sit beside the build it is a layer of (${lower.dir})`);
  }
  const named = (holder: string) => (holder === OWN_FOLDER ? belowName : holder);
  const files: Record<string, string> = {};
  const folders: Record<string, string> = {};
  const gone = new Set(lower.manifest?.gone ?? []);
  for (const [path, holder] of Object.entries(lower.manifest?.files ?? {})) files[path] = named(holder);
  for (const [top, holder] of Object.entries(lower.manifest?.folders ?? {})) folders[top] = named(holder);
  for (const top of options.replaces ?? []) folders[top] = OWN_FOLDER;
  for (const path of options.gone ?? []) {
    const clean = cleanPath(path);
    if (clean === undefined || clean === '') throw new Error(`${path} is not inside the build`);
    delete files[clean];
    gone.add(clean);
  }
  const own = (await filesUnder(layerDir)).filter((path) => path !== LAYER_MANIFEST);
  // A folder held whole below that this layer writes into is named file by file from now on.
  const base = lower.manifest ? lower.manifest.base : belowName;
  for (const [top, holder] of Object.entries(folders)) {
    if (holder === OWN_FOLDER || !own.some((path) => under(path, top))) continue;
    const held = new Set((await filesUnder(join(dirname(lower.dir), holder, top))).map((path) => `${top}/${path}`));
    for (const path of held) files[path] = holder;
    // What the whole build beneath has there was hidden by the folder, and stays so.
    for (const path of await filesUnder(join(dirname(lower.dir), base, top))) {
      if (!held.has(`${top}/${path}`)) gone.add(`${top}/${path}`);
    }
    delete folders[top];
  }
  for (const path of own) {
    files[path] = OWN_FOLDER;
    gone.delete(path);
  }
  const tops = Object.keys(folders);
  const outsideFolders = (path: string) => !tops.some((top) => under(path, top));
  const manifest: LayerManifest = {
    base,
    files: Object.fromEntries(Object.entries(files).filter(([path]) => outsideFolders(path))),
    gone: [...gone].filter(outsideFolders).sort(),
    folders,
  };
  writeFileSync(join(layerDir, LAYER_MANIFEST), JSON.stringify(manifest));
  views.delete(realpathSync.native(layerDir));
  return manifest;
}

/** How many changed paths a layer's manifest carries: past a bound, the chain is worth making whole again. */
export function changedPathCount(dir: string): number {
  const { manifest } = openBuild(dir);
  return manifest ? Object.keys(manifest.files).length + manifest.gone.length : 0;
}

/**
 * A whole copy of the build in `dir` at `to`, made of hard links (copies across file systems):
 * for tools and hosts that read a folder as it is, and to make a long chain whole again
 * (`signal` stops it between batches).
 */
export async function wholeCopyOf(dir: string, to: string, signal?: AbortSignal): Promise<void> {
  const view = openBuild(dir);
  const paths = await filesOfBuild(view.dir);
  await mkdir(to, { recursive: true });
  const folders = new Set(paths.map((path) => dirname(join(to, path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // In batches, without blocking: a process that serves the site keeps answering meanwhile.
  for (let start = 0; start < paths.length; start += LINKS_AT_ONCE) {
    signal?.throwIfAborted();
    await Promise.all(
      paths.slice(start, start + LINKS_AT_ONCE).map(async (path) => {
        const source = view.locate(path) as string;
        const target = join(to, path);
        try {
          await link(source, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await copyFile(source, target);
        }
      }),
    );
  }
}

/**
 * Runs `read` over the build in `dir` as a plain folder: the build itself when whole, else a
 * whole copy made beside it (hidden, so no listing of builds counts it) and removed after. For
 * tools that walk a folder (page weight); the site's own readers resolve layers instead.
 */
export async function readAsWhole<T>(dir: string, read: (wholeDir: string) => T | Promise<T>): Promise<T> {
  const view = openBuild(dir);
  if (!view.manifest) return read(view.dir);
  const copy = await mkdtemp(join(dirname(view.dir), `.whole-${basename(view.dir)}-`));
  try {
    await wholeCopyOf(view.dir, copy);
    return await read(copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
