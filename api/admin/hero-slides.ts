/** The hero's slides as readers get them: the editors' where they saved some, else the defaults. */
import { DEFAULT_HERO_SLIDES, heroSlidesSchema, type HeroSlideSetting } from '../../contract/front-page.ts';

/** A stored value that no longer fits the slides' shape (a topic renamed since) falls back to the defaults. */
export function heroSlidesOf(stored: unknown): HeroSlideSetting[] {
  const parsed = heroSlidesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_HERO_SLIDES.map((slide) => ({ ...slide }));
}
