/**
 * The magazine API's account calls: signup, favourites and saves. Each signed-in call names
 * its user and carries that user's ID token; the API refuses a mismatch (403).
 */
import { deleteJsonOrThrow, getJson, postJsonOrThrow, type RequestOptions } from './client.ts';
import {
  favouriteBlogsResponseSchema,
  favouriteStatusSchema,
  readingProgressResponseSchema,
  readingProgressSchema,
  savedIssuesResponseSchema,
  savedStatusSchema,
  signupResponseSchema,
  type FavouriteArticle,
  type ReadingProgress,
  type SavedContentType,
  type SavedIssue,
  type SignupRequest,
} from '../../../contract/schemas.ts';
import { API_PATHS } from './urls.ts';

/** Who is asking: the user and a fresh ID token of theirs. */
export interface SignedIn {
  uid: string;
  token: string;
}

type Options = Omit<RequestOptions, 'token'>;

const as = (who: SignedIn, options?: Options): RequestOptions => ({ ...options, token: who.token });

export async function signUp(payload: SignupRequest, options?: Options): Promise<{ status: string; message: string }> {
  return signupResponseSchema.parse(await postJsonOrThrow(API_PATHS.signup(), payload, options));
}

/**
 * Reads the status out of an answer. A status follows `isFavorited` or `isSaved` only when present:
 * an answer without it says nothing (undefined).
 */
type StatusOf = (answer: unknown) => boolean | undefined;

const favouriteAnswer = favouriteStatusSchema.partial();
const saveAnswer = savedStatusSchema.partial();
const favouriteStatus: StatusOf = (answer) => favouriteAnswer.parse(answer).isFavorited;
const saveStatus: StatusOf = (answer) => saveAnswer.parse(answer).isSaved;

/** A signed-in status call: asking sends no body, toggling sends the user; both answer the status. */
async function statusCall(
  statusOf: StatusOf,
  path: string,
  body: { userId: string } | undefined,
  who: SignedIn,
  options?: Options,
): Promise<boolean | undefined> {
  return statusOf(await postJsonOrThrow(path, body, as(who, options)));
}

export async function fetchIsFavorited(blogId: string, who: SignedIn, options?: Options): Promise<boolean | undefined> {
  return statusCall(favouriteStatus, API_PATHS.isFavorited(blogId, who.uid), undefined, who, options);
}

export async function postFavouriteToggle(
  blogId: string,
  who: SignedIn,
  options?: Options,
): Promise<boolean | undefined> {
  return statusCall(favouriteStatus, API_PATHS.favourite(blogId), { userId: who.uid }, who, options);
}

/** Takes the favourite off for good: never adds one, whatever the server held. */
export async function deleteFavourite(blogId: string, who: SignedIn, options?: Options): Promise<boolean | undefined> {
  return favouriteStatus(await deleteJsonOrThrow(API_PATHS.unfavourite(blogId, who.uid), as(who, options)));
}

export async function fetchIsSaved(
  contentType: SavedContentType,
  id: string,
  who: SignedIn,
  options?: Options,
): Promise<boolean | undefined> {
  return statusCall(saveStatus, API_PATHS.isSaved(contentType, id, who.uid), undefined, who, options);
}

export async function postSaveToggle(
  contentType: SavedContentType,
  id: string,
  who: SignedIn,
  options?: Options,
): Promise<boolean | undefined> {
  return statusCall(saveStatus, API_PATHS.save(contentType, id), { userId: who.uid }, who, options);
}

/** Takes the save off for good: never adds one, whatever the server held. */
export async function deleteSave(
  contentType: SavedContentType,
  id: string,
  who: SignedIn,
  options?: Options,
): Promise<boolean | undefined> {
  return saveStatus(await deleteJsonOrThrow(API_PATHS.unsave(contentType, id, who.uid), as(who, options)));
}

export async function fetchFavouriteBlogs(who: SignedIn, options?: Options): Promise<FavouriteArticle[]> {
  return favouriteBlogsResponseSchema.parse(await getJson(API_PATHS.favouriteBlogs(who.uid), as(who, options)))
    .favouriteBlogs;
}

export async function fetchSavedIssues(who: SignedIn, options?: Options): Promise<SavedIssue[]> {
  return savedIssuesResponseSchema.parse(await getJson(API_PATHS.savedIssues(who.uid), as(who, options))).savedIssues;
}

/** The page the signed-in reader last had open in each issue, latest first. */
export async function fetchReadingProgress(who: SignedIn, options?: Options): Promise<ReadingProgress[]> {
  return readingProgressResponseSchema.parse(await getJson(API_PATHS.readingProgress(who.uid), as(who, options)))
    .progress;
}

/** Keeps the page (from 1) as the reader's place in the issue; answers the place as the API now holds it. */
export async function postReadingProgress(
  issueId: string,
  page: number,
  who: SignedIn,
  options?: Options,
): Promise<ReadingProgress> {
  const body = { userId: who.uid, page };
  return readingProgressSchema.parse(await postJsonOrThrow(API_PATHS.issueProgress(issueId), body, as(who, options)));
}
