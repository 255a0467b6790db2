/**
 * Where in the desk the editor is, kept in the address's hash so the browser's back button, a
 * reload and a shared link all land on the same screen: the library, a new item, or one item.
 */
import { DESK_KINDS, type DeskKind } from '../../../contract/desk.ts';

export type DeskRoute = { screen: 'library' } | { screen: 'edit'; kind: DeskKind; id?: string };

function isKind(value: string | undefined): value is DeskKind {
  return (DESK_KINDS as readonly string[]).includes(value ?? '');
}

export function parseDeskRoute(hash: string): DeskRoute {
  const [screen, kind, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (screen === 'new' && isKind(kind)) return { screen: 'edit', kind };
  if (screen === 'edit' && isKind(kind) && rest.length > 0) {
    return { screen: 'edit', kind, id: decodeURIComponent(rest.join('/')) };
  }
  return { screen: 'library' };
}

export function deskHash(route: DeskRoute): string {
  if (route.screen === 'library') return '#/';
  return route.id === undefined ? `#/new/${route.kind}` : `#/edit/${route.kind}/${encodeURIComponent(route.id)}`;
}
