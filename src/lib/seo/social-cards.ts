/**
 * What og:image and twitter:image say about the social card of a blog, vlog, issue or issue page.
 * The API draws the cards on request (contract/social-cards.ts says what each shows and where).
 */
import type { SocialCard } from '../../../contract/social-cards.ts';
import { SOCIAL_CARD } from '../../../contract/social-cards.ts';
import { SITE } from '../../config/site.ts';
import { socialCardUrl } from '../api/urls.ts';

export function socialCardImage(card: SocialCard): { url: string; alt: string; width: number; height: number } {
  return {
    url: socialCardUrl(card),
    alt: `${card.eyebrow}: ${card.title}, ${SITE.name}`,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
  };
}
