/**
 * The hero's slides as the desk edits them: the words as typed (checked against the API's limits
 * before sending, so a refusal names the slide), and the picture each one shows in the preview.
 */
import { CATEGORY_NAMES } from '../../../contract/categories.ts';
import { HERO_TEXT_LIMITS, type HeroSlideSetting } from '../../../contract/front-page.ts';

export type HeroField = 'title' | 'text';

/** What is wrong with one slide's field, or undefined when it may be sent. */
export function heroFieldProblem(slide: HeroSlideSetting, field: HeroField): string | undefined {
  const value = slide[field].trim();
  const max = HERO_TEXT_LIMITS[field];
  if (!value) return 'must not be empty';
  if (value.length > max) return `must be at most ${max} characters`;
  if (/[\r\n]/.test(value)) return 'must be one line';
  return undefined;
}

/** Whether every slide may be sent. */
export function heroSlidesReady(slides: readonly HeroSlideSetting[]): boolean {
  return slides.every((slide) => !heroFieldProblem(slide, 'title') && !heroFieldProblem(slide, 'text'));
}

/** The slides as sent: words trimmed, and no picture field where the topic's newest blog pictures the slide. */
export function heroSlidesToSend(slides: readonly HeroSlideSetting[]): HeroSlideSetting[] {
  return slides.map(({ topic, title, text, image }) => ({
    topic,
    title: title.trim(),
    text: text.trim(),
    ...(image ? { image } : {}),
  }));
}

/** The topic's name, as the slide's link shows it. */
export function heroTopicName(slide: Pick<HeroSlideSetting, 'topic'>): string {
  return CATEGORY_NAMES[slide.topic];
}
