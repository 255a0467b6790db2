/**
 * The profile of a signed-in reader, at a phone's and a desktop's size: it loads without a console
 * error (it once failed to hydrate every time, React error #418), and each entry of its lists has a
 * Remove that takes it off the account.
 */
import { expect, test } from '@playwright/test';
import { apiCall, createReader, logInThroughPage } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { apiGet } from '../support/pages.ts';

interface Listed {
  id: string;
  title: string;
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const size of SIZES) {
  test(`at ${size.width}x${size.height}, the profile loads signed in with no error, and Remove empties its lists`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    const [blog] = await apiGet<Listed[]>('/blogs');
    const [issue] = await apiGet<Listed[]>('/issues');
    if (!blog || !issue) throw new Error('no content seeded');
    const reader = await createReader('Profile Reader');
    const who = { token: reader.token, body: { userId: reader.uid } };
    expect((await apiCall(`/blogs/${blog.id}/favorite`, who)).body).toEqual({ isFavorited: true });
    expect((await apiCall(`/issues/${issue.id}/save`, who)).body).toEqual({ isSaved: true });
    await logInThroughPage(page, reader);

    const errors = collectConsoleErrors(page);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Profile Details', selected: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(reader.email);
    // Hydrated, not drawn afresh: Astro takes the attribute off once the island has hydrated.
    await expect(page.locator('astro-island[component-url*="/ProfilePage."]')).not.toHaveAttribute('ssr');
    await page.getByRole('tab', { name: 'Favorite Articles' }).click();
    const favourites = page.getByRole('tabpanel', { name: 'Favorite Articles' });
    await expect(favourites.getByRole('link', { name: blog.title })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-favorites.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await favourites.getByRole('button', { name: `Remove ${blog.title}` }).click();
    await expect(favourites.getByText('You have no favorite articles yet.')).toBeVisible();

    await page.getByRole('tab', { name: 'Saved Issues' }).click();
    const saved = page.getByRole('tabpanel', { name: 'Saved Issues' });
    await saved.getByRole('button', { name: `Remove ${issue.title}` }).click();
    await expect(saved.getByText('You have no saved issues yet.')).toBeVisible();

    expect((await apiCall(`/blogs/favourites/${reader.uid}`, { method: 'GET', token: reader.token })).body).toEqual({
      favouriteBlogs: [],
    });
    expect((await apiCall(`/issues/saved/${reader.uid}`, { method: 'GET', token: reader.token })).body).toEqual({
      savedIssues: [],
    });
    // Gone after a reload too: the account holds neither any more.
    await page.reload();
    await page.getByRole('tab', { name: 'Favorite Articles' }).click();
    await expect(page.getByText('You have no favorite articles yet.')).toBeVisible();
    // The navbar says who is signed in.
    if (size.width < 900) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
