/**
 * The desk's front controls against the real API and auth emulator: the hero's slides saved from
 * their fields (and a refusal that keeps what was typed), and the lead story moved from a blog's side.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editorsAuth, setEditorClaim } from '../../../stack/editor-claim.ts';
import { DEFAULT_HERO_SLIDES } from '../../../contract/front-page.ts';
import { createTestUser, emulatorProjectId, type TestUser } from '../../../tests/support/auth-users.ts';
import { useLocalApi } from '../../../tests/support/local-api.ts';
import { FRONT_TEXT } from '../../lib/desk/front-text.ts';
import { $user, logIn, logOut } from '../../stores/auth.ts';
import { $deskAccess } from '../../stores/desk.ts';
import { FrontPanel } from './FrontPanel.tsx';
import HeroDesk from './HeroDesk.tsx';

const EDITOR_TOKEN = 'hero-desk-test-editor-token-0123456789abcdef';
const api = useLocalApi({ editorToken: EDITOR_TOKEN });

let editor: TestUser;

beforeAll(async () => {
  editor = await createTestUser('Front Editor');
  await setEditorClaim(editorsAuth(emulatorProjectId()), editor.email, true);
});

afterEach(async () => {
  cleanup();
  await logOut();
  localStorage.clear();
  cleanStores($user, $deskAccess);
});

async function apiRead<T>(path: string): Promise<T> {
  return (await (await fetch(`${api().url}${path}`)).json()) as T;
}

async function signedInEditor() {
  expect(await logIn(editor.email, editor.password)).toMatchObject({ ok: true });
  return userEvent.setup();
}

describe('the hero on the desk', () => {
  it('saves a slide’s words, and refuses an empty one without losing what was typed', async () => {
    const user = await signedInEditor();
    render(<HeroDesk />);
    const gems = await screen.findByRole('group', { name: 'Slide 3: Gems & Jewelry' });
    const title = within(gems).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Blue Fire');
    expect(within(gems).getByRole('figure', { name: 'Preview of slide 3' }).textContent).toContain('Blue Fire');

    const travel = screen.getByRole('group', { name: 'Slide 1: Travel & Tourism' });
    await user.clear(within(travel).getByLabelText(/^Line/));
    await user.click(screen.getByRole('button', { name: FRONT_TEXT.hero.save }));
    expect(await screen.findByText(FRONT_TEXT.hero.empty)).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Blue Fire');
    expect((await apiRead<{ slides: { title: string }[] }>('/hero')).slides[2]?.title).toBe(
      DEFAULT_HERO_SLIDES[2]?.title,
    );

    await user.type(within(travel).getByLabelText(/^Line/), 'Slow days by the sea.');
    await user.click(screen.getByRole('button', { name: FRONT_TEXT.hero.save }));
    expect(await screen.findByText(FRONT_TEXT.hero.saved)).toBeTruthy();
    const saved = (await apiRead<{ slides: { title: string; text: string }[] }>('/hero')).slides;
    expect(saved[2]?.title).toBe('Blue Fire');
    expect(saved[0]?.text).toBe('Slow days by the sea.');
  });
});

describe('the lead story on the desk', () => {
  it('moves the lead to a published blog', async () => {
    const user = await signedInEditor();
    const blogs = await apiRead<{ id: string; position?: string }[]>('/blogs');
    const other = blogs.find((blog) => blog.position !== '1');
    if (!other) throw new Error('the seed needs a second blog');
    render(<FrontPanel draft={{ kind: 'blog', id: other.id, status: 'published' }} />);
    const make = (await screen.findByRole('button', { name: FRONT_TEXT.lead.make })) as HTMLButtonElement;
    // Enabled once the desk knows where the front stands.
    await waitFor(() => expect(make.disabled).toBe(false));
    await user.click(make);
    expect(await screen.findByText(FRONT_TEXT.lead.made)).toBeTruthy();
    expect(await screen.findByText(FRONT_TEXT.lead.isLead)).toBeTruthy();
    const leads = (await apiRead<{ id: string; position?: string }[]>('/blogs')).filter(
      (blog) => blog.position === '1',
    );
    expect(leads.map((blog) => blog.id)).toEqual([other.id]);
  });

  it('cannot make a draft the lead story', async () => {
    await signedInEditor();
    render(<FrontPanel draft={{ kind: 'blog', id: 'not-yet-published', status: 'draft' }} />);
    expect(await screen.findByText(FRONT_TEXT.lead.publishFirst)).toBeTruthy();
    expect((screen.getByRole('button', { name: FRONT_TEXT.lead.make }) as HTMLButtonElement).disabled).toBe(true);
  });
});
