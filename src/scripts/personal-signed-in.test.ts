// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { $user, logIn, logOut } from '../stores/auth.ts';
import { mountPersonal, personalSlots } from './personal-signed-in.ts';

useLocalApi();
let reader: TestUser;
let unmount: (() => void) | undefined;

beforeAll(async () => {
  reader = await createTestUser('Ama Perera');
});

beforeEach(() => {
  // The IS_REACT_ACT_ENVIRONMENT flag of Testing Library: roots here are created outside render().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(async () => {
  act(() => unmount?.());
  unmount = undefined;
  await logOut();
  cleanStores($user);
  localStorage.clear();
});

const ARTICLE = (id: string, type: string, slot: string) => `
  <article data-item-id="${id}" data-item-type="${type}">
    <h1>${id} title</h1><div data-personal-slot="${slot}"></div>
  </article>`;

function renderPage(body: string): void {
  document.body.innerHTML = `
    <nav aria-label="Main"><ul><li data-account-slot="nav"><a href="/login">Login</a></li></ul></nav>
    <nav aria-label="Mobile"><ul><li data-account-slot="menu"><a href="/login">Login</a></li></ul></nav>
    <main>${body}</main>`;
}

describe('personalSlots', () => {
  it('finds the favourite slot of a blog, and the save slots of a vlog and of issue cards', () => {
    renderPage(
      ARTICLE('tea-country-mornings', 'blog', 'favourite') +
        ARTICLE('galle-fort-walk', 'vlog', 'save') +
        '<article><h2><a href="/magazines/2">Style</a></h2><div data-personal-slot="save" data-issue-id="2"></div></article>' +
        '<div data-personal-slot="save" data-issue-id="4"></div>' +
        ARTICLE('odd-one', 'vlog', 'favourite'),
    );
    expect(personalSlots(document).map(({ kind, target }) => [kind, target])).toEqual([
      ['favourite', { id: 'tea-country-mornings', type: 'blog', title: 'tea-country-mornings title' }],
      ['save', { id: 'galle-fort-walk', type: 'vlog', title: 'galle-fort-walk title' }],
      ['save', { id: '2', type: 'magazine', title: 'Style' }],
      // Without a heading nearby, the title ISSUE_TITLES gives the issue id.
      ['save', { id: '4', type: 'magazine', title: 'Design' }],
    ]);
  });
});

describe('mountPersonal', () => {
  it('shows nothing personal when Firebase says nobody is signed in', async () => {
    renderPage(ARTICLE('tea-country-mornings', 'blog', 'favourite'));
    unmount = mountPersonal(document);
    await waitFor(() => expect($user.get()).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);
  });

  it('swaps the navbar and mounts the buttons once Firebase confirms the user, and undoes it on logout', async () => {
    await logIn(reader.email, reader.password);
    renderPage(ARTICLE('tea-country-mornings', 'blog', 'favourite') + ARTICLE('galle-fort-walk', 'vlog', 'save'));
    unmount = mountPersonal(document);

    await screen.findByRole('link', { name: 'Profile' });
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Favorite', pressed: false });
    await screen.findByRole('button', { name: 'Save', pressed: false });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    within(mobile).getByRole('button', { name: 'Logout' }).click();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Favorite' })).toBeNull();
    expect(localStorage.getItem('serendibSignedIn')).toBeNull();
  });
});
