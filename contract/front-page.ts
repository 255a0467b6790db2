/**
 * The magazine's front as editors set it: the lead story (the blog at position "1"), the home
 * hero's ten topic slides, and the issue of the month. The API keeps them, the desk edits them and
 * the build reads them; the hero's topics, order and timings are fixed, its words and pictures are
 * the editors'.
 */
import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from './categories.ts';
import { issueIdSchema, itemIdSchema, mediaUrlSchema } from './schemas.ts';

/** The position a blog carries while it is the lead story (the home's main article, /blogs' featured card). */
export const LEAD_POSITION = '1';

/** Words a slide's title and line may take: a headline and a sentence, as the hero sets them. */
export const HERO_TEXT_LIMITS = { title: 60, text: 160 } as const;

/** What each topic's slide says until an editor changes it. */
export const DEFAULT_HERO_SLIDES: readonly { topic: CategorySlug; title: string; text: string }[] = [
  {
    topic: 'travel',
    title: 'Island Escapes',
    text: 'Private villas, hill-country hideaways and the quiet luxury of slow travel.',
  },
  {
    topic: 'art',
    title: 'Living Craft',
    text: 'Lacquer, brass and handloom: the makers keeping old skills beautifully alive.',
  },
  { topic: 'gems', title: 'Gems of Ratnapura', text: 'Sapphires, padparadschas and the jewellers who set them.' },
  {
    topic: 'realestate',
    title: 'Homes of Distinction',
    text: 'Colombo penthouses, Galle Fort mansions and tropical modernism.',
  },
  {
    topic: 'household',
    title: 'The Art of Living',
    text: 'Interiors, tableware and gardens for gracious island homes.',
  },
  { topic: 'fashion', title: 'Island Couture', text: 'Designers weaving heritage textiles into modern luxury.' },
  { topic: 'automobile', title: 'Grand Tourers', text: 'Classic cars, mountain passes and the joy of the open road.' },
  { topic: 'entertainment', title: 'After Dark', text: 'Festivals, galas and the music of a vibrant capital.' },
  { topic: 'millionaires', title: 'Quiet Wealth', text: 'Founders, collectors and the new philanthropy.' },
  { topic: 'sports', title: 'Sporting Life', text: 'Polo, sailing, surf and cricket in the grand manner.' },
];

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !/[\r\n]/.test(text), 'must be one line');

/**
 * One slide: its topic (which decides its link), title and line, and the picture an editor chose;
 * without one, the build pictures it with the newest blog of its topic.
 */
export const heroSlideSchema = z.strictObject({
  topic: z.enum(CATEGORY_SLUGS),
  title: oneLine(HERO_TEXT_LIMITS.title),
  text: oneLine(HERO_TEXT_LIMITS.text),
  image: mediaUrlSchema.optional(),
});
export type HeroSlideSetting = z.infer<typeof heroSlideSchema>;

/** The ten slides, one per topic in the topics' order: the order readers see them in never moves. */
export const heroSlidesSchema = z
  .array(heroSlideSchema)
  .length(DEFAULT_HERO_SLIDES.length, `must be the ${DEFAULT_HERO_SLIDES.length} topic slides`)
  .superRefine((slides, context) =>
    slides.forEach((slide, index) => {
      const topic = DEFAULT_HERO_SLIDES[index]?.topic;
      if (slide.topic !== topic) {
        context.addIssue({ code: 'custom', path: [index, 'topic'], message: `must be "${topic}" in this place` });
      }
    }),
  );

/** `GET /api/hero` and the body of `PUT /api/admin/front/hero`. */
export const heroResponseSchema = z.object({ slides: heroSlidesSchema });
export const heroWriteSchema = z.strictObject({ slides: heroSlidesSchema });
export type HeroResponse = z.infer<typeof heroResponseSchema>;

/** `PUT /api/admin/front/lead`: the blog that becomes the lead story. */
export const leadWriteSchema = z.strictObject({ id: itemIdSchema });
/** `PUT /api/admin/front/pinned-issue`: the issue shown as the issue of the month whatever its cover date. */
export const pinWriteSchema = z.strictObject({ id: issueIdSchema });

/** `GET /api/admin/front`: what the desk shows of the front. */
export const deskFrontSchema = z.object({
  /** The lead story's id; absent when no blog has the position (the newest blog leads then). */
  lead: itemIdSchema.optional(),
  /** The pinned issue's id; absent when the newest by cover date is the issue of the month. */
  pinnedIssue: issueIdSchema.optional(),
  /** The issue /luxury shows now. */
  issueOfTheMonth: issueIdSchema.optional(),
  slides: heroSlidesSchema,
});
export type DeskFront = z.infer<typeof deskFrontSchema>;

/** Refusals of the front's routes, as the desk shows them. */
export const FRONT_ANSWERS = {
  leadNotBlog: 'Only a blog can be the lead story.',
  leadNotPublished: 'Publish this blog before making it the lead story.',
  pinNotPublished: 'Publish this issue before pinning it as the issue of the month.',
} as const;
