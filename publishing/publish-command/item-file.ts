/**
 * One item to publish, read from a JSON file: a blog or vlog by its `type`, an issue when it has
 * `pages`, or whatever an explicit `"kind"` says. `kind` is the file's, not the API's: it is not sent.
 */
import { readFile } from 'node:fs/promises';
import type { AdminKind } from '../../src/lib/api/urls.ts';

export interface ItemToPublish {
  kind: AdminKind;
  /** Undefined: the API makes one from the title (items) or takes the next number (issues). */
  id: string | undefined;
  body: Record<string, unknown>;
}

const KINDS: readonly AdminKind[] = ['blog', 'vlog', 'issue'];

export class ItemFileError extends Error {}

function kindOf(item: Record<string, unknown>, file: string): AdminKind {
  const { kind, type, pages } = item;
  if (kind !== undefined) {
    if (KINDS.includes(kind as AdminKind)) return kind as AdminKind;
    throw new ItemFileError(`${file}: "kind" must be one of ${KINDS.join(', ')}, not ${JSON.stringify(kind)}`);
  }
  if (type === 'blog' || type === 'vlog') return type;
  if (Array.isArray(pages)) return 'issue';
  throw new ItemFileError(
    `${file}: cannot tell what this is: give a blog or vlog "type": "blog" or "vlog", an issue its "pages", or add "kind"`,
  );
}

export function itemToPublish(json: unknown, file: string): ItemToPublish {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ItemFileError(`${file}: must hold one JSON object (one item)`);
  }
  const { kind: _kind, ...body } = json as Record<string, unknown>;
  const kind = kindOf(json as Record<string, unknown>, file);
  const id = body.id === undefined ? undefined : String(body.id);
  return { kind, id, body };
}

export async function readItemFile(file: string): Promise<ItemToPublish> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ItemFileError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ItemFileError(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return itemToPublish(json, file);
}
