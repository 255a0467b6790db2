import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { editorsAuth, setEditorClaim } from '../../../stack/editor-claim.ts';
import { DESK_ANSWERS } from '../../../contract/desk.ts';
import { createTestUser, emulatorProjectId, type TestUser } from '../../../tests/support/auth-users.ts';
import { useLocalApi } from '../../../tests/support/local-api.ts';
import { $user, logOut } from '../../stores/auth.ts';
import { $deskAccess } from '../../stores/desk.ts';
import { STORAGE_KEYS } from '../../config/accounts.ts';
import { SIGNED_IN } from '../../lib/accounts/signed-in-hint.ts';
import Desk, { DESK_TEXT } from './Desk.tsx';

// Nothing is mocked: the real API (its editor routes check the claim) and the real auth emulator.
const EDITOR_TOKEN = 'desk-test-editor-token-0123456789abcdef';
const api = useLocalApi({ editorToken: EDITOR_TOKEN });

/** A write by a script with the editor token, as the audit log records it. */
async function scriptWrite(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<void> {
  const response = await fetch(`${api().url}/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${EDITOR_TOKEN}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok).toBe(true);
}
let reader: TestUser;
let editor: TestUser;

beforeAll(async () => {
  reader = await createTestUser('Curious Reader');
  editor = await createTestUser('Desk Editor');
  await setEditorClaim(editorsAuth(emulatorProjectId()), editor.email, true);
});

afterEach(async () => {
  cleanup();
  await logOut();
  localStorage.clear();
  cleanStores($user, $deskAccess);
});

async function signIn(who: TestUser) {
  const user = userEvent.setup();
  render(<Desk />);
  const form = await screen.findByRole('form', { name: 'Sign in to the desk' });
  await user.type(within(form).getByLabelText('Email'), who.email);
  await user.type(within(form).getByLabelText('Password'), who.password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the desk', () => {
  it('refuses a signed-in reader without the editor claim, showing nothing else', async () => {
    await signIn(reader);
    expect((await screen.findByText(DESK_ANSWERS.notEditor)).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('heading', { name: 'Library' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^New / })).toBeNull();
  });

  it('shows an editor the library, newest first, narrowed by what is typed', async () => {
    const user = await signIn(editor);
    const library = await screen.findByRole('region', { name: 'Library' });
    const entries = await within(library).findAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(3);
    const first = entries[0]?.querySelector('a')?.textContent ?? '';
    await user.type(within(library).getByLabelText('Search'), first);
    expect(within(library).getAllByRole('listitem')[0]?.querySelector('a')?.textContent).toBe(first);
    await user.selectOptions(within(library).getByLabelText('Status'), 'draft');
    expect(within(library).getByRole('status').textContent).toBe('Nothing matches.');
  });

  it('shows editors the audit log: who, when, what, and what changed', async () => {
    const blog = { category: 'sports', description: ['Text.'], status: 'draft' };
    await scriptWrite('POST', '/blogs', { ...blog, id: 'logged-innings', title: 'First Innings' });
    // The file's API outlives the test: the library test must not meet this draft, whatever the order.
    onTestFinished(() => scriptWrite('DELETE', '/blogs/logged-innings'));
    const user = await signIn(editor);
    const log = await screen.findByRole('region', { name: 'Recent changes' });
    const created = await within(log).findByRole('row', { name: /First Innings/ });
    expect(within(created).getByRole('cell', { name: 'editor token' })).toBeTruthy();
    expect(within(created).getByRole('cell', { name: 'Created' })).toBeTruthy();

    await scriptWrite('PUT', '/blogs/logged-innings', { ...blog, title: 'Second Innings' });
    await user.click(within(log).getByRole('button', { name: 'Refresh changes' }));
    const saved = await within(log).findByRole('row', { name: /Second Innings/ });
    expect(within(saved).getByText('Title: “First Innings” → “Second Innings”')).toBeTruthy();
    expect(within(saved).getByRole('link', { name: 'Second Innings' }).getAttribute('href')).toBe(
      '#/edit/blog/logged-innings',
    );
  });
});

describe('the desk’s readership figures', () => {
  it('shows a page view sent by a beacon: totals, the story’s figures, its table by day, and the library entry’s figures', async () => {
    const blogs = (await (await fetch(`${api().url}/blogs`)).json()) as { id: string; title: string }[];
    const story = blogs[0];
    if (!story) throw new Error('The local API has no blogs');
    // As navigator.sendBeacon sends it: text, from a browser.
    const sent = await fetch(`${api().url}/readership/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
      body: JSON.stringify({ view: 'deskview00000001', path: `/blogs/${story.id}`, read: 100, engagedMs: 65_000 }),
    });
    expect(sent.status).toBe(204);
    const signedUp = await fetch(`${api().url}/readership/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
      body: JSON.stringify({ view: 'deskview00000002', path: '/', signedUp: true }),
    });
    expect(signedUp.status).toBe(204);
    await signIn(editor);
    const library = await screen.findByRole('region', { name: 'Library' });
    const entry = (await within(library).findAllByRole('listitem')).find(
      (item) => item.querySelector('a')?.textContent === story.title,
    );
    await waitFor(() => expect(entry?.textContent).toMatch(/[1-9]\d* views? · 100% read/));
    location.hash = '#/readership';
    const screenOf = await screen.findByRole('region', { name: 'Readership' }, { timeout: 15_000 });
    const stories = await within(screenOf).findByRole('region', { name: 'Top stories' });
    // The story by its title, opening its editor, with its path in small text.
    const title = within(stories).getByRole('link', { name: story.title });
    expect(title.getAttribute('href')).toBe(`#/edit/blog/${encodeURIComponent(story.id)}`);
    const row = title.closest('tr') as HTMLElement;
    expect(row.querySelector('small')?.textContent).toBe(`/blogs/${story.id}`);
    // Read-through and read to the end, then the engaged time.
    expect(within(row).getAllByRole('cell', { name: '100%' })).toHaveLength(2);
    expect(within(row).getByRole('cell', { name: '1 min 5 s' })).toBeTruthy();
    // A page that is no item is named by its path.
    const signUps = within(screenOf).getByRole('region', { name: 'Newsletter sign-ups by page' });
    expect(within(signUps).getByRole('link', { name: '/' }).getAttribute('href')).toBe('/');
    expect(within(screenOf).getByRole('img', { name: /Page views and readers by day/ })).toBeTruthy();
    expect(within(screenOf).getAllByRole('row').length).toBeGreaterThan(7);
    location.hash = '';
  });
});

describe('the desk before Firebase has said who is signed in', () => {
  it('is the sign-in form, pre-rendered and on a browser where nobody has signed in', () => {
    $user.set(undefined);
    expect(renderToString(<Desk />)).toContain('Sign in to the desk');
    render(<Desk />);
    expect(screen.getByRole('form', { name: 'Sign in to the desk' })).toBeTruthy();
    expect(screen.queryByText(DESK_TEXT.checking)).toBeNull();
  });

  it('says it is checking on a browser where someone has signed in, and asks for a sign-in once Firebase says nobody is', async () => {
    localStorage.setItem(STORAGE_KEYS.signedInHint, SIGNED_IN);
    // As on a fresh page: Firebase has not answered yet.
    $user.set(undefined);
    render(<Desk />);
    expect(screen.getByRole('status').textContent).toBe(DESK_TEXT.checking);
    expect(screen.queryByRole('form', { name: 'Sign in to the desk' })).toBeNull();
    await screen.findByRole('form', { name: 'Sign in to the desk' });
  });
});
