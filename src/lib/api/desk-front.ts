/**
 * The desk's calls for the magazine's front: what it stands as, the lead story, the issue of the
 * month's pin and the hero's slides. Failures come back as DeskFailure, as every desk call's do.
 */
import { deskFrontSchema, type DeskFront, type HeroSlideSetting } from '../../../contract/front-page.ts';
import { deleteOnce, putJson } from './client.ts';
import { attempt, read, type DeskResult } from './desk.ts';
import { API_PATHS } from './urls.ts';

export function fetchDeskFront(token: string): Promise<DeskResult<DeskFront>> {
  return read(deskFrontSchema, API_PATHS.adminFront(), token);
}

/** Makes the blog the lead story; the one before it stops being it. */
export function makeLeadStory(id: string, token: string): Promise<DeskResult<DeskFront>> {
  return attempt(deskFrontSchema, () => putJson(API_PATHS.adminLead(), { id }, { token }));
}

export function pinIssueOfTheMonth(id: string, token: string): Promise<DeskResult<DeskFront>> {
  return attempt(deskFrontSchema, () => putJson(API_PATHS.adminPinnedIssue(), { id }, { token }));
}

/** The newest issue by cover date is the issue of the month again. */
export function unpinIssueOfTheMonth(token: string): Promise<DeskResult<DeskFront>> {
  return attempt(deskFrontSchema, () => deleteOnce(API_PATHS.adminPinnedIssue(), { token }));
}

export function saveHeroSlides(slides: readonly HeroSlideSetting[], token: string): Promise<DeskResult<DeskFront>> {
  return attempt(deskFrontSchema, () => putJson(API_PATHS.adminHero(), { slides }, { token }));
}
