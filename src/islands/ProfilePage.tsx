/**
 * /profile, for signed-in users only: anyone else is sent to /login. Tabs Profile
 * Details, Favorite Articles and Saved Issues, a link to this browser's Collections, and Logout.
 *
 * The page is pre-rendered knowing nobody, and Firebase may have named the user before the island
 * hydrates (the navbar's signed-in features start it too): hydration reads the store's initial
 * value, as the server did, and the user follows in the next render.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ACCOUNT_LABELS } from '../config/accounts.ts';
import { ACCOUNT_PATHS } from '../config/routes.ts';
import { replaceWith, type Navigate } from '../lib/browser/navigation.ts';
import { $user, logOut } from '../stores/auth.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { ProfileDetails } from './parts/ProfileDetails.tsx';
import { PROFILE_LISTS } from './parts/ProfileLists.tsx';
import { Tabs } from './parts/Tabs.tsx';
import '../styles/accounts.css';

function ProfilePage({ navigate = replaceWith }: { navigate?: Navigate }) {
  const user = useStore($user, { ssr: 'initial' });
  const [tab, setTab] = useState('details');

  useEffect(() => {
    if (user === null) navigate(ACCOUNT_PATHS.login);
  }, [user, navigate]);

  if (!user) {
    return (
      <p role="status" className="account-wait">
        {user === null ? 'Taking you to the login page…' : 'Loading your profile…'}
      </p>
    );
  }

  return (
    <div className="profile">
      <div className="profile__head">
        <p className="profile__greeting">
          Signed in as <strong>{user.displayName || user.email}</strong>
        </p>
        <div className="profile__actions">
          <a className="button button--ghost" href={ACCOUNT_PATHS.collections}>
            Collections
          </a>
          <button type="button" className="button button--ghost" onClick={() => void logOut()}>
            {ACCOUNT_LABELS.logout}
          </button>
        </div>
      </div>
      <Tabs
        label="Your account"
        idPrefix="profile"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'details', label: ACCOUNT_LABELS.profileDetails, panel: <ProfileDetails user={user} /> },
          { id: 'favorites', label: ACCOUNT_LABELS.favoriteArticles, panel: PROFILE_LISTS.favorites() },
          { id: 'issues', label: ACCOUNT_LABELS.savedIssues, panel: PROFILE_LISTS.issues() },
        ]}
      />
    </div>
  );
}

export default withErrorBoundary(ProfilePage, 'ProfilePage');
