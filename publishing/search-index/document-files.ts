/**
 * Search documents as files, for Pagefind to read as a folder: all of them at once, on every
 * core. Added one by one through its Node API, each went through its message channel and was
 * copied again as it was kept, a third more of its CPU time at 10,000 articles.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SearchDocument } from './article-document.ts';

/** Each document in `folder` at its page's path (`blogs/<id>/index.html`), which gives its address. */
export function writeDocumentFiles(folder: string, documents: readonly SearchDocument[]): void {
  for (const document of documents) {
    const file = join(folder, document.name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document.html);
  }
}
