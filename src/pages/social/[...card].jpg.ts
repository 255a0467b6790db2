/** The social card of a blog, vlog, issue or issue page, drawn at build time (src/lib/seo/draw-social-card.ts). */
import type { APIRoute } from 'astro';
import { getStaticPathsSocialCards } from '../../lib/content/queries.ts';
import { socialCardJpeg } from '../../lib/seo/draw-social-card.ts';
import { SOCIAL_CARD, type SocialCard } from '../../lib/seo/social-cards.ts';

export const getStaticPaths = getStaticPathsSocialCards;

export const GET: APIRoute = async ({ props }) => {
  const jpeg = await socialCardJpeg((props as { card: SocialCard }).card);
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': SOCIAL_CARD.type } });
};
