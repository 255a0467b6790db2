import { describe, expect, it } from 'vitest';
import { DEFAULT_HERO_SLIDES, HERO_TEXT_LIMITS, type HeroSlideSetting } from '../../../contract/front-page.ts';
import { heroFieldProblem, heroSlidesReady, heroSlidesToSend, heroTopicName } from './hero-draft.ts';

const slides = (): HeroSlideSetting[] => DEFAULT_HERO_SLIDES.map((slide) => ({ ...slide }));

describe('the hero on the desk', () => {
  it('takes the default slides as they are', () => {
    expect(heroSlidesReady(slides())).toBe(true);
  });

  it('names an empty, too long or broken field', () => {
    const [first] = slides();
    expect(heroFieldProblem({ ...first!, title: '   ' }, 'title')).toBe('must not be empty');
    expect(heroFieldProblem({ ...first!, text: 'x'.repeat(HERO_TEXT_LIMITS.text + 1) }, 'text')).toBe(
      `must be at most ${HERO_TEXT_LIMITS.text} characters`,
    );
    expect(heroFieldProblem({ ...first!, title: 'Two\nlines' }, 'title')).toBe('must be one line');
    expect(heroSlidesReady([{ ...first!, title: '' }, ...slides().slice(1)])).toBe(false);
  });

  it('sends trimmed words, and a picture only where one was chosen', () => {
    const changed = slides();
    changed[0] = { ...changed[0]!, title: '  Island Escapes  ', image: '/media/uploads/a/b.webp' };
    const sent = heroSlidesToSend(changed);
    expect(sent[0]).toEqual({ ...DEFAULT_HERO_SLIDES[0], image: '/media/uploads/a/b.webp' });
    expect(sent[1]).not.toHaveProperty('image');
    expect(heroTopicName(sent[2]!)).toBe('Gems & Jewelry');
  });
});
