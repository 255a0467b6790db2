/**
 * The checkout's root folder, for Node code only (the API, the build, the tools): relative paths in
 * settings (`.data/…`, `dist`) are taken from here rather than from the working directory, so a
 * command started from another folder reads and writes the same files.
 */
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
