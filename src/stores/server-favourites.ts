/**
 * Favourite blogs as the server says: the button asks `is-favorited` when it appears and then
 * follows the server's `isFavorited`; the browser's local `favorites` list
 * ($localFavorites) follows along.
 */
import { deleteFavourite, fetchFavouriteBlogs, fetchIsFavorited, postFavouriteToggle } from '../lib/api/accounts.ts';
import type { FavouriteArticle } from '../../contract/schemas.ts';
import { $localFavorites } from './local-collections.ts';
import { personalStatus, signedInList, statusKey } from './personal.ts';

/** The profile's Favorite Articles. */
const favouriteBlogs = signedInList<FavouriteArticle>('favourite articles', fetchFavouriteBlogs, statusKey);
export const $favouriteBlogs = favouriteBlogs.$list;

const favourites = personalStatus({
  name: 'favourite',
  collection: $localFavorites,
  optimistic: false,
  ask: (target, who) => fetchIsFavorited(target.id, who),
  toggle: (target, who) => postFavouriteToggle(target.id, who),
  remove: (target, who) => deleteFavourite(target.id, who),
  list: favouriteBlogs,
});

/** Per blog (`blog:<id>`): favourited or not, as the server last said. */
export const $serverFavourites = favourites.$status;
export const checkFavourite = favourites.check;
export const toggleFavourite = favourites.toggle;
/** Remove on /collections and the profile: off on the server, then out of `favorites` and the profile. */
export const removeFavourite = favourites.remove;
