/**
 * An editor gives an article its search and social words and its pictures captions and credits on
 * the desk, watching each field's count, publishes it, and a reader's page carries them: the
 * <title>, the description, the og: and twitter: tags, and the words under each picture.
 */
import { expect, pngFile, test } from '../support/desk.ts';

const words = {
  searchTitle: 'Tea country at dawn: where to stay in Nuwara Eliya',
  searchDescription: 'The planters’ bungalows worth the climb, and the hour to be on the terraces.',
  socialTitle: 'Mist, tea and a blue train',
  socialDescription: 'Three mornings above the clouds in Sri Lanka’s hill country.',
};

test('an editor sets the search and social words and the captions and credits, and readers get them', async ({
  editorPage: page,
}) => {
  test.setTimeout(360_000);
  const title = `Desk words ${Date.now()}`;
  await page.goto('/desk#/new/blog');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('Written on the desk, worded for search.');
  await page.getByLabel('Topic').selectOption('travel');
  await page.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('The first light over the tea hills.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A second paragraph.');

  const searchHeading = page.getByLabel('Search heading');
  await expect(page.getByText('0 of 60 characters')).toBeVisible();
  await searchHeading.fill(words.searchTitle);
  await expect(page.getByText(`${words.searchTitle.length} of 60 characters`)).toBeVisible();
  await page.getByLabel('Search summary').fill(words.searchDescription);
  await expect(page.getByText(`${words.searchDescription.length} of 160 characters`)).toBeVisible();
  await page.getByLabel('Social heading').fill(words.socialTitle);
  await expect(page.getByText(`${words.socialTitle.length} of 70 characters`)).toBeVisible();
  await page.getByLabel('Social summary').fill(words.socialDescription);
  await expect(page.getByText(`${words.socialDescription.length} of 200 characters`)).toBeVisible();
  // The field takes no more than its limit: a longer paste is cut there, and the count says so.
  await searchHeading.fill('a'.repeat(80));
  await expect(searchHeading).toHaveValue('a'.repeat(60));
  await expect(page.getByText('60 of 60 characters')).toBeVisible();
  await searchHeading.fill(words.searchTitle);

  await page
    .getByLabel('Choose images')
    .setInputFiles([await pngFile('terraces.png', '#2a6f4f'), await pngFile('bungalow.png', '#b07a2a')]);
  await page.getByLabel('Alt text for image 1').fill('Tea terraces in mist');
  await page.getByLabel('Caption for image 1').fill('The pluckers start at six, before the mist lifts.');
  await page.getByLabel('Credit for image 1').fill('Photograph: Nadee Perera');
  await page.getByLabel('Alt text for image 2').fill('A planter’s bungalow');
  await page.getByLabel('Caption for image 2').fill('Where the planters slept, now eight rooms.');
  await page.getByLabel('Credit for image 2').fill('Photograph: Kasun Herath');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  const live = page.getByRole('link', { name: /^\/blogs\// });
  await expect(live).toBeVisible({ timeout: 180_000 });
  await live.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(words.searchTitle);
  const meta = (selector: string) => page.locator(`head meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute('content', words.searchDescription);
  await expect(meta('property="og:title"')).toHaveAttribute('content', words.socialTitle);
  await expect(meta('property="og:description"')).toHaveAttribute('content', words.socialDescription);
  await expect(meta('name="twitter:title"')).toHaveAttribute('content', words.socialTitle);
  await expect(meta('name="twitter:description"')).toHaveAttribute('content', words.socialDescription);
  // The standfirst stays the excerpt: the search and social words are for other places.
  await expect(page.locator('.standfirst')).toHaveText('Written on the desk, worded for search.');

  const hero = page.locator('figure', { has: page.getByRole('img', { name: 'Tea terraces in mist' }) });
  await expect(hero.locator('figcaption')).toHaveText(
    'The pluckers start at six, before the mist lifts. Photograph: Nadee Perera',
  );
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const bungalow = gallery.locator('figure', { has: page.getByRole('img', { name: 'A planter’s bungalow' }) });
  await expect(bungalow.locator('figcaption')).toHaveText(
    'Where the planters slept, now eight rooms. Photograph: Kasun Herath',
  );
});
