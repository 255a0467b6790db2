/**
 * Where in the desk the editor is, kept in the address's hash so the browser's back button, a
 * reload and a shared link all land on the same screen: the library, a new item, one item, an
 * issue being made from a print PDF, the authors, the front page's hero, or the readership figures (so an editor may leave an import and come back to it).
 */
import { DESK_KINDS, type DeskKind } from '../../../contract/desk.ts';

export type DeskRoute =
  | { screen: 'library' }
  | { screen: 'edit'; kind: DeskKind; id?: string }
  /** A new issue from a print PDF; with `id`, the import being followed. */
  | { screen: 'import'; id?: number }
  /** Readers' figures. */
  | { screen: 'readership' }
  /** The newsletter: editions and subscribers. */
  | { screen: 'newsletter' }
  /** Authors: every author, and a new one or, with `slug`, one of them being edited. */
  | { screen: 'authors'; slug?: string }
  /** The front page: the hero's slides. */
  | { screen: 'front' };

function isKind(value: string | undefined): value is DeskKind {
  return (DESK_KINDS as readonly string[]).includes(value ?? '');
}

export function parseDeskRoute(hash: string): DeskRoute {
  const [screen, kind, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (screen === 'new' && isKind(kind)) return { screen: 'edit', kind };
  if (screen === 'readership') return { screen: 'readership' };
  if (screen === 'newsletter') return { screen: 'newsletter' };
  if (screen === 'authors') return kind ? { screen: 'authors', slug: decodeURIComponent(kind) } : { screen: 'authors' };
  if (screen === 'front') return { screen: 'front' };
  if (screen === 'import')
    return /^[1-9][0-9]{0,8}$/.test(kind ?? '') ? { screen: 'import', id: Number(kind) } : { screen: 'import' };
  if (screen === 'edit' && isKind(kind) && rest.length > 0) {
    return { screen: 'edit', kind, id: decodeURIComponent(rest.join('/')) };
  }
  return { screen: 'library' };
}

export function deskHash(route: DeskRoute): string {
  if (route.screen === 'library') return '#/';
  if (route.screen === 'readership') return '#/readership';
  if (route.screen === 'newsletter') return '#/newsletter';
  if (route.screen === 'authors') return route.slug ? `#/authors/${encodeURIComponent(route.slug)}` : '#/authors';
  if (route.screen === 'front') return '#/front';
  if (route.screen === 'import') return route.id === undefined ? '#/import' : `#/import/${route.id}`;
  return route.id === undefined ? `#/new/${route.kind}` : `#/edit/${route.kind}/${encodeURIComponent(route.id)}`;
}
