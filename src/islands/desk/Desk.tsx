/**
 * /desk: the editors' desk. Signed out, it asks for the site's own sign-in; signed in without the
 * editor claim, it shows the refusal and nothing else; for an editor, the library or one item's
 * editor. The editor (Tiptap and ProseMirror) loads only when an item is opened.
 *
 * Pre-rendered, and until Firebase has said who is signed in, it shows the sign-in form: on a
 * browser where nobody is signed in (no signed-in hint) that is what Firebase will say, so the
 * form is the page from the first paint and keeps what is typed into it meanwhile.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readSignedInHint } from '../../lib/accounts/signed-in-hint.ts';
import { deskHash, parseDeskRoute, type DeskRoute } from '../../lib/desk/desk-route.ts';
import { READERSHIP_TEXT } from '../../lib/desk/readership-text.ts';
import { $user, logOut } from '../../stores/auth.ts';
import { $deskAccess, checkDeskAccess } from '../../stores/desk.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { useHydrated } from '../parts/hydrated.ts';
import { DeskSignIn } from './DeskSignIn.tsx';
import { Library } from './Library.tsx';
import './desk.css';

const ItemEditor = lazy(() => import('./ItemEditor.tsx'));
const IssueImport = lazy(() => import('./IssueImport.tsx'));
const Readership = lazy(() => import('./Readership.tsx'));
const NewsletterDesk = lazy(() => import('./NewsletterDesk.tsx'));
const AuthorsDesk = lazy(() => import('./AuthorsDesk.tsx'));
const HeroDesk = lazy(() => import('./HeroDesk.tsx'));

export const DESK_TEXT = {
  checking: 'Checking who is signed in…',
  loadingEditor: 'Opening the editor…',
  signOut: 'Sign out',
} as const;

function useDeskRoute(): [DeskRoute, (route: DeskRoute) => void] {
  const [route, setRoute] = useState<DeskRoute>({ screen: 'library' });
  useEffect(() => {
    const read = () => setRoute(parseDeskRoute(location.hash));
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);
  return [route, (next) => (location.hash = deskHash(next))];
}

function DeskView() {
  // Hydration renders what the server did: the stores' first values (Firebase may have named the
  // user already, for the navbar), and local storage is read only afterwards.
  const user = useStore($user, { ssr: 'initial' });
  const access = useStore($deskAccess, { ssr: 'initial' });
  const [route, go] = useDeskRoute();
  const hydrated = useHydrated();

  useEffect(() => {
    if (user) void checkDeskAccess();
  }, [user]);

  if (user === undefined && hydrated && readSignedInHint()) return <p role="status">{DESK_TEXT.checking}</p>;
  if (!user) return <DeskSignIn />;

  const signOut = (
    <button type="button" className="button button--ghost" onClick={() => void logOut()}>
      {DESK_TEXT.signOut}
    </button>
  );
  if (access.status === 'checking') return <p role="status">{DESK_TEXT.checking}</p>;
  if (access.status !== 'editor') {
    return (
      <div className="desk-refusal">
        <p role="alert">{access.message}</p>
        {signOut}
      </div>
    );
  }
  return (
    <div className="desk">
      <div className="desk__bar">
        <p>
          Signed in as <strong>{access.email}</strong>
        </p>
        {signOut}
      </div>
      {route.screen === 'library' ? (
        <Library />
      ) : (
        <Suspense
          fallback={
            <p role="status">{route.screen === 'readership' ? READERSHIP_TEXT.loading : DESK_TEXT.loadingEditor}</p>
          }
        >
          {route.screen === 'readership' ? (
            <Readership />
          ) : route.screen === 'newsletter' ? (
            <NewsletterDesk />
          ) : route.screen === 'authors' ? (
            <AuthorsDesk slug={route.slug} go={go} />
          ) : route.screen === 'front' ? (
            <HeroDesk />
          ) : route.screen === 'import' ? (
            <IssueImport id={route.id} go={go} />
          ) : (
            <ItemEditor key={`${route.kind}:${route.id ?? 'new'}`} kind={route.kind} id={route.id} go={go} />
          )}
        </Suspense>
      )}
    </div>
  );
}

export default withErrorBoundary(DeskView, 'Desk');
