import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { createReader, logInThroughPage, uniqueEmail } from '../support/accounts.ts';
import { actAsClient } from '../support/clients.ts';
import { GAPI_STUB_SCRIPT } from '../support/gapi-stub.ts';
import { holdScripts } from '../support/held-scripts.ts';
import { apiGet } from '../support/pages.ts';

interface Listed {
  id: string;
  title: string;
}

/** The JSON of the page's next POST to the API path whose query names `id` under `param`. */
async function serverAnswer(page: Page, path: string, param: string, id: string): Promise<unknown> {
  const response = await page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return (
      answer.request().method() === 'POST' && url.pathname.endsWith(`/api${path}`) && url.searchParams.get(param) === id
    );
  });
  return response.json();
}

test('sign up (signed in at once), favourite, save, see them in Profile and Collections, remove two, log out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [blog] = await apiGet<Listed[]>('/blogs');
  const [vlog] = await apiGet<Listed[]>('/vlogs');
  const [issue] = await apiGet<Listed[]>('/issues');
  if (!blog || !vlog || !issue) throw new Error('no content seeded');
  const email = uniqueEmail('journey');

  // Sign up, and see Welcome. As a client of its own: the API limits accounts per client. The
  // form's code is held on the network, as a slow phone network holds it, so everything is typed
  // before the island runs: what was typed stays through hydration, and the form sends it.
  await actAsClient(page);
  const signupScripts = await holdScripts(page, /\/_astro\/SignupForm\.[^/]*\.js/);
  await page.goto('/signup');
  const signupIsland = page.locator('astro-island:has(form[aria-label="Sign up"])');
  await page.getByLabel('Full name').pressSequentially('Ama Perera');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Password').pressSequentially('secret-pass');
  await expect.poll(signupScripts.waiting).toBe(1);
  await expect(signupIsland).toHaveAttribute('ssr');
  await signupScripts.release();
  // Astro takes the attribute off once the island has hydrated.
  await expect(signupIsland).not.toHaveAttribute('ssr');
  await expect(page.getByLabel('Full name')).toHaveValue('Ama Perera');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('secret-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Ama Perera!' })).toBeVisible();
  // Signed in by the sign-up itself: the navbar has the profile icon instead of Login, there and
  // on the next page, with no second login.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Ama Perera');
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

  // Favourite a blog.
  await page.goto(`/blogs/${blog.id}`);
  const favourite = page.getByRole('button', { name: 'Favorite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await expect(favourite).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Save a vlog and an issue.
  await page.goto(`/vlogs/${vlog.id}`);
  const saveVlog = page.getByRole('button', { name: 'Save' });
  await expect(saveVlog).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Favorite' })).toHaveCount(0);
  await saveVlog.click();
  await expect(saveVlog).toHaveAttribute('aria-pressed', 'true');
  await expect(saveVlog).toBeEnabled();

  await page.goto('/magazines');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: issue.title }) });
  const saveIssue = card.getByRole('button', { name: 'Save' });
  await expect(saveIssue).toBeEnabled();
  await saveIssue.click();
  await expect(saveIssue).toHaveAttribute('aria-pressed', 'true');
  await expect(saveIssue).toBeEnabled();

  // Profile: the favourite, and both saves.
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Profile Details', selected: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('tab', { name: 'Favorite Articles' }).click();
  const favourites = page.getByRole('tabpanel', { name: 'Favorite Articles' });
  await expect(favourites.getByRole('link', { name: blog.title })).toHaveAttribute('href', `/blogs/${blog.id}`);
  await page.getByRole('tab', { name: 'Saved Issues' }).click();
  const saved = page.getByRole('tabpanel', { name: 'Saved Issues' });
  await expect(saved.getByRole('link', { name: issue.title })).toHaveAttribute('href', `/magazines/${issue.id}`);
  await expect(saved.getByRole('link', { name: vlog.title })).toHaveAttribute('href', `/vlogs/${vlog.id}`);
  await expect(saved.getByText(/^Saved \d{1,2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Collections: the same, from local storage; remove one.
  await page.goto('/collections');
  await expect(page.getByRole('tab', { name: 'Favorites (1)' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Favorites (1)' }).getByRole('link', { name: blog.title }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Saved (2)' }).click();
  const savedLocally = page.getByRole('tabpanel', { name: 'Saved (2)' });
  await expect(savedLocally.getByRole('link', { name: vlog.title })).toBeVisible();
  await expect(savedLocally.getByRole('link', { name: issue.title })).toBeVisible();
  await savedLocally.getByRole('button', { name: `Remove ${issue.title}` }).click();
  await expect(page.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: issue.title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Favorites (1)' }).click();
  await page
    .getByRole('tabpanel', { name: 'Favorites (1)' })
    .getByRole('button', { name: `Remove ${blog.title}` })
    .click();
  await expect(page.getByRole('tab', { name: 'Favorites (0)' })).toBeVisible();
  await expect(page.getByRole('alert', { includeHidden: true })).toHaveText('');
  expect(await axeViolations(page)).toEqual([]);

  // Removed in Collections, removed from the account: the profile and the buttons agree.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Favorite Articles' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Favorite Articles' }).getByText('You have no favorite articles yet.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Saved Issues' }).click();
  const savedAfter = page.getByRole('tabpanel', { name: 'Saved Issues' });
  await expect(savedAfter.getByRole('link', { name: vlog.title })).toBeVisible();
  await expect(savedAfter.getByRole('link', { name: issue.title })).toHaveCount(0);
  // A button is unpressed before the server has answered too: wait for the answer, then look.
  const askedFavourite = serverAnswer(page, '/blogs/is-favorited', 'blogId', blog.id);
  await page.goto(`/blogs/${blog.id}`);
  expect(await askedFavourite).toEqual({ isFavorited: false });
  const favouriteAfter = page.getByRole('button', { name: 'Favorite' });
  await expect(favouriteAfter).toBeEnabled();
  await expect(favouriteAfter).toHaveAttribute('aria-pressed', 'false');
  const askedSave = serverAnswer(page, '/issues/is-saved', 'issueId', issue.id);
  await page.goto('/magazines');
  expect(await askedSave).toEqual({ isSaved: false });
  const cardAfter = page.getByRole('article').filter({ has: page.getByRole('heading', { name: issue.title }) });
  const saveIssueAfter = cardAfter.getByRole('button', { name: 'Save' });
  await expect(saveIssueAfter).toBeEnabled();
  await expect(saveIssueAfter).toHaveAttribute('aria-pressed', 'false');

  // Log out from the profile: sent to /login, and /profile sends there again.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The saved vlog was this reader's: it leaves this browser's Collections with them.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('saved'))) ?? '[]')).toEqual([]);
  await page.goto('/collections');
  // Reaching for the list wakes its island, which reads local storage.
  await page.getByRole('tab', { name: /^Saved/ }).click();
  await expect(page.locator('astro-island[component-url*="/CollectionsPage."]')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('tab', { name: 'Saved (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favorites (0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: vlog.title })).toHaveCount(0);
});

test.describe('the login page shows the sign-in message', () => {
  test('for a wrong password, an unknown e-mail and an empty form', async ({ page }) => {
    const reader = await createReader();
    await page.goto('/login');
    const alert = page.getByRole('alert');

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveText('Invalid email or password.');

    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveText('Incorrect password. Please try again.');

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveText('No account found with this email.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after a login the browser filled in and sent before the form’s code arrived', async ({ page }) => {
    const reader = await createReader();
    // The login form's own code is held on the network, as a slow phone network holds it, so the
    // submit lands before the island runs however fast the machine.
    const scripts = await holdScripts(page, /\/_astro\/LoginForm\.[^/]*\.js/);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    // As a password manager fills in: no key, pointer or focus event reaches the page.
    await page.getByLabel('Email').evaluate((input: HTMLInputElement, value) => (input.value = value), reader.email);
    await page
      .getByLabel('Password')
      .evaluate((input: HTMLInputElement, value) => (input.value = value), reader.password);
    await page.getByLabel('Password').press('Enter');
    // The held submit woke the island, whose code waits on the network.
    await expect.poll(scripts.waiting).toBe(1);
    await expect(page).toHaveURL(/\/login$/);
    await scripts.release();
    await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('and signup shows the field messages on an empty form', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of ['Full name is required', 'Email is required', 'Password is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });
});

/**
 * The edge of the machine, for the Google popup: this machine is offline, so Google's gapi script
 * is answered with a stand-in (tests/support/gapi-stub.ts) and the CDN styles of the emulator's
 * sign-in page are refused at once.
 */
async function offlineGoogle(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STUB_SCRIPT }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

test('Google sign-in: closing the popup says sign-in was canceled; the emulator’s own popup signs in', async ({
  page,
  context,
}) => {
  await offlineGoogle(context);
  await page.goto('/login');
  // The form wakes when a reader reaches for it; the Google button works from then on.
  await page.getByLabel('Email').hover();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

  await test.step('closing the Google popup says sign-in was canceled', async () => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await (await popupOpened).close();
    // Firebase notices the closed popup by polling, and rejects 8 s later (AUTH_SERVICE_REFERENCE).
    await expect(page.getByRole('alert')).toHaveText('Google sign-in was canceled.', { timeout: 20_000 });
  });

  await test.step('Google sign-in works through the emulator’s own popup', async () => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    await popup.getByText('Add new account').click();
    const email = uniqueEmail('google');
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gem Collector');
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
    await popup.waitForEvent('close');

    await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Gem Collector');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});

test.describe('on a phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu has Latest Issue, Profile and Logout, and Logout signs out', async ({ page }) => {
    const reader = await createReader();
    await logInThroughPage(page, reader);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Latest Issue' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('serendibSignedIn'))).toBeNull();
  });
});

test('two open tabs keep Collections in step', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const entry = { id: '1', type: 'magazine', title: 'The Escape', timestamp: '2026-01-01T00:00:00.000Z' };
  // Nothing kept yet: both pages are their pre-rendered empty lists, their islands asleep until a
  // reader reaches for them, or until another tab keeps something.
  await first.goto('/collections');
  await second.goto('/collections');
  await first.evaluate((item) => localStorage.setItem('saved', JSON.stringify([item])), entry);
  await second.getByRole('tab', { name: 'Saved (1)' }).click();
  await first.reload();
  await expect(first.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();

  await second.getByRole('button', { name: 'Remove The Escape' }).click();
  await expect(first.getByRole('tab', { name: 'Saved (0)' })).toBeVisible();
});
