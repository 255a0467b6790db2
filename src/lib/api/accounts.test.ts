import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, uniqueEmail, type TestUser } from '../../../tests/support/auth-users.ts';
import { useLocalApi } from '../../../tests/support/local-api.ts';
import {
  deleteFavourite,
  deleteSave,
  fetchFavouriteBlogs,
  fetchIsFavorited,
  fetchIsSaved,
  fetchSavedIssues,
  signUp,
  postFavouriteToggle,
  postSaveToggle,
} from './accounts.ts';
import { ApiError } from './client.ts';
import { API_PATHS } from './urls.ts';

const api = useLocalApi();
let reader: TestUser;

beforeAll(async () => {
  reader = await createTestUser('Kasun Jayasinghe');
});

const who = () => ({ uid: reader.uid, token: reader.idToken });
const options = () => ({ base: api().url });

describe('the account paths', () => {
  it('spell the account calls, ids and users encoded', () => {
    expect(API_PATHS.isFavorited('a-blog', 'u 1')).toBe('/blogs/is-favorited?blogId=a-blog&userId=u+1');
    expect(API_PATHS.isSaved('vlogs', 'a-vlog', 'u1')).toBe('/vlogs/is-saved?issueId=a-vlog&userId=u1');
    expect(API_PATHS.save('issues', '3')).toBe('/issues/3/save');
    expect(API_PATHS.favourite('x/y')).toBe('/blogs/x%2Fy/favorite');
    expect(API_PATHS.savedIssues('u/1')).toBe('/issues/saved/u%2F1');
    expect(API_PATHS.favouriteBlogs('u1')).toBe('/blogs/favourites/u1');
    expect(API_PATHS.unfavourite('x/y', 'u 1')).toBe('/blogs/x%2Fy/favorite?userId=u+1');
    expect(API_PATHS.unsave('vlogs', 'a-vlog', 'u1')).toBe('/vlogs/a-vlog/save?userId=u1');
  });
});

describe('signed-in calls against the real API', () => {
  it('favourites a blog and lists it', async () => {
    expect(await fetchIsFavorited('brass-of-kandy', who(), options())).toBe(false);
    expect(await postFavouriteToggle('brass-of-kandy', who(), options())).toBe(true);
    expect(await fetchIsFavorited('brass-of-kandy', who(), options())).toBe(true);
    const [favourite] = await fetchFavouriteBlogs(who(), options());
    expect(favourite).toMatchObject({ id: 'brass-of-kandy', type: 'blog', title: 'The Brass of Kandy' });
  });

  it('saves an issue and a vlog and lists them with their type', async () => {
    expect(await postSaveToggle('issues', '2', who(), options())).toBe(true);
    expect(await postSaveToggle('vlogs', 'colombo-supercars', who(), options())).toBe(true);
    expect(await fetchIsSaved('vlogs', 'colombo-supercars', who(), options())).toBe(true);
    const saved = await fetchSavedIssues(who(), options());
    expect(saved.map((entry) => [entry.type, entry.id]).sort()).toEqual([
      ['issue', '2'],
      ['vlog', 'colombo-supercars'],
    ]);
  });

  it('takes a favourite and a save off for good, and never adds one', async () => {
    await postFavouriteToggle('ratnapura-sapphires', who(), options());
    await postSaveToggle('vlogs', 'galle-fort-walk', who(), options());
    for (let time = 0; time < 2; time += 1) {
      expect(await deleteFavourite('ratnapura-sapphires', who(), options())).toBe(false);
      expect(await deleteSave('vlogs', 'galle-fort-walk', who(), options())).toBe(false);
    }
    expect(await fetchIsFavorited('ratnapura-sapphires', who(), options())).toBe(false);
    expect(await fetchIsSaved('vlogs', 'galle-fort-walk', who(), options())).toBe(false);
    const refused = await deleteSave('issues', '1', { uid: 'someone-else', token: reader.idToken }, options()).catch(
      (caught: unknown) => caught,
    );
    expect((refused as ApiError).status).toBe(403);
  });

  it("fails with the API's status when the token is not the user's", async () => {
    const error = await fetchSavedIssues({ uid: 'someone-else', token: reader.idToken }, options()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    const forged = await postSaveToggle('issues', '1', { uid: reader.uid, token: 'forged' }, options()).catch(
      (caught: unknown) => caught,
    );
    expect((forged as ApiError).status).toBe(401);
  });
});

describe('signUp', () => {
  it('creates the account, and fails with 409 for a taken e-mail', async () => {
    const email = uniqueEmail('client');
    const payload = { firstname: 'Ama Perera', email, password: 'secret1' };
    await expect(signUp(payload, options())).resolves.toMatchObject({ status: 'success' });
    const taken = await signUp(payload, options()).catch((caught: unknown) => caught);
    expect((taken as ApiError).status).toBe(409);
  });
});
